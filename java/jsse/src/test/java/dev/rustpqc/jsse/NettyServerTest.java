package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http2.DefaultHttp2DataFrame;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersFrame;
import io.netty.handler.codec.http2.Http2FrameCodecBuilder;
import io.netty.handler.codec.http2.Http2HeadersFrame;
import io.netty.handler.ssl.ApplicationProtocolConfig;
import io.netty.handler.ssl.ApplicationProtocolConfig.Protocol;
import io.netty.handler.ssl.ApplicationProtocolConfig.SelectedListenerFailureBehavior;
import io.netty.handler.ssl.ApplicationProtocolConfig.SelectorFailureBehavior;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.ApplicationProtocolNegotiationHandler;
import io.netty.handler.ssl.ClientAuth;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslProvider;
import java.io.File;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's Netty 4.2 recipe, as written: {@code SslContextBuilder.forServer} with PEM files
 * (Netty builds a {@code SunX509} key manager itself), no {@code SecureRandom}, and
 * {@code RustPqcJsse.provider(true)} as the {@code SSLContext} provider, with ALPN offering h2 and
 * HTTP/1.1. What Vert.x, gRPC-java, Reactor Netty and Spring WebFlux build on.
 */
class NettyServerTest extends ServerRecipeChecks {
    NettyServerTest() {
        super("hello from netty");
    }

    /** The recipe hands rustpqc-jsse's provider to Netty itself. */
    @Override
    ServerStack stack() {
        return ServerStack.RUSTPQC_JSSE_PROVIDER;
    }

    /** The README's {@code SslContext}. */
    SslContext tls(boolean nativeMlKem) throws Exception {
        File certificateChain = directory.resolve("cert.pem").toFile();
        File privateKey = directory.resolve("key.pem").toFile();
        // README:begin netty-server
        SslContext tls = SslContextBuilder.forServer(certificateChain, privateKey) // PEM files
                .sslProvider(SslProvider.JDK)
                .sslContextProvider(RustPqcJsse.provider(nativeMlKem)) // true: X25519MLKEM768 first, native
                .applicationProtocolConfig(new ApplicationProtocolConfig(Protocol.ALPN,
                        SelectorFailureBehavior.NO_ADVERTISE, SelectedListenerFailureBehavior.ACCEPT,
                        ApplicationProtocolNames.HTTP_2, ApplicationProtocolNames.HTTP_1_1))
                .build();
        // README:end netty-server
        return tls;
    }

    @Override
    RunningServer recipe(boolean nativeMlKem) throws Exception {
        return serve(tls(nativeMlKem));
    }

    /** Mutual TLS: a client certificate required, issued by the test's CA (the same self-signed one). */
    @Test
    void mutualTlsWithClassicalClientCertificates() throws Exception {
        File chain = directory.resolve("cert.pem").toFile();
        SslContext tls = withNativeTls(SslContextBuilder.forServer(chain, directory.resolve("key.pem").toFile()))
                .sslProvider(SslProvider.JDK)
                .clientAuth(ClientAuth.REQUIRE)
                .trustManager(chain)
                .build();
        try (RunningServer mutual = serve(tls)) {
            int port = mutual.port();
            String cert = chain.toString();
            String key = directory.resolve("key.pem").toString();
            ServerCounts before = ServerCounts.now();
            List<RealClients.Result> results = new ArrayList<>(RealClients.run(directory, List.of(
                    RealClients.sClient(port, ca, HYBRID, "/hello", "-cert", cert, "-key", key),
                    RealClients.curlWith(port, ca, HYBRID, "--http2", "/hello", "--cert", cert, "--key", key))));
            results.addAll(RealClients.go(ca, "default", false, List.of("https://127.0.0.1:" + port + "/hello"),
                    "-cert", cert, "-key", key));
            ServerCounts counted = ServerCounts.now().since(before);
            for (RealClients.Result result : results) {
                assertHybrid(result);
            }
            assertNative(results.size(), counted, results);
            // Without a certificate the server refuses the client.
            RealClients.Result refused = RealClients.run(directory,
                    List.of(RealClients.curl(port, ca, HYBRID, "--http2", "/hello"))).get(0);
            assertTrue(refused.status() != 200, "a client without a certificate was served: " + refused.log());
        }
    }

    /** The builder with native hybrid TLS: here rustpqc-jsse's provider with the flag on. */
    SslContextBuilder withNativeTls(SslContextBuilder builder) {
        return builder.sslContextProvider(RustPqcJsse.provider(true));
    }

    private RunningServer serve(SslContext tls) throws Exception {
        return serve(tls, body, 1);
    }

    /**
     * A Netty HTTPS server on a free port of 127.0.0.1 with {@code threads} event loops, answering
     * {@code GET} with {@code body} over HTTP/2 or HTTP/1.1, whichever ALPN chose.
     */
    static RunningServer serve(SslContext tls, String body, int threads) throws Exception {
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(threads, NioIoHandler.newFactory());
        Channel channel = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel child) {
                        child.pipeline().addLast(tls.newHandler(child.alloc()), new Negotiation(body));
                    }
                }).bind(new InetSocketAddress("127.0.0.1", 0)).sync().channel();
        return new RunningServer(((InetSocketAddress) channel.localAddress()).getPort(), () -> {
            channel.close().sync();
            group.shutdownGracefully().sync();
        });
    }

    @Test
    void theReadmeHoldsTheRecipeAsRun() throws Exception {
        ReadmeBlocks.assertReadmeHolds(NettyServerTest.class, "netty-server");
    }

    /** After ALPN: HTTP/2 frames or HTTP/1.1, each answering {@code GET} with the body. */
    private static final class Negotiation extends ApplicationProtocolNegotiationHandler {
        private final String body;

        Negotiation(String body) {
            super(ApplicationProtocolNames.HTTP_1_1);
            this.body = body;
        }

        @Override
        protected void configurePipeline(ChannelHandlerContext context, String protocol) {
            if (ApplicationProtocolNames.HTTP_2.equals(protocol)) {
                context.pipeline().addLast(Http2FrameCodecBuilder.forServer().build(), new Http2Hello(body));
            } else {
                context.pipeline().addLast(new HttpServerCodec(), new HttpObjectAggregator(1 << 16), new Http1Hello(body));
            }
        }
    }

    /** Answers each {@code GET} of one protocol's requests {@code R} with the body. */
    private abstract static class Hello<R> extends SimpleChannelInboundHandler<R> {
        private final String body;

        Hello(String body) {
            this.body = body;
        }

        ByteBuf content() {
            return Unpooled.copiedBuffer(body + "\n", StandardCharsets.UTF_8);
        }
    }

    private static final class Http2Hello extends Hello<Http2HeadersFrame> {
        Http2Hello(String body) {
            super(body);
        }

        @Override
        protected void channelRead0(ChannelHandlerContext context, Http2HeadersFrame request) {
            if (!request.isEndStream()) {
                return;
            }
            ByteBuf content = content();
            DefaultHttp2Headers headers = new DefaultHttp2Headers();
            headers.status("200").set("content-type", "text/plain").setInt("content-length", content.readableBytes());
            context.write(new DefaultHttp2HeadersFrame(headers).stream(request.stream()));
            context.writeAndFlush(new DefaultHttp2DataFrame(content, true).stream(request.stream()));
        }
    }

    private static final class Http1Hello extends Hello<FullHttpRequest> {
        Http1Hello(String body) {
            super(body);
        }

        @Override
        protected void channelRead0(ChannelHandlerContext context, FullHttpRequest request) {
            ByteBuf content = content();
            FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK, content);
            response.headers().set(HttpHeaderNames.CONTENT_TYPE, "text/plain")
                    .setInt(HttpHeaderNames.CONTENT_LENGTH, content.readableBytes());
            if (HttpUtil.isKeepAlive(request)) {
                context.writeAndFlush(response);
            } else {
                context.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
            }
        }
    }
}

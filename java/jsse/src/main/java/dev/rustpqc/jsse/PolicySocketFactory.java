package dev.rustpqc.jsse;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;

/** BouncyCastle JSSE's client socket factory, whose sockets start with {@link GroupPolicy}'s groups. */
final class PolicySocketFactory extends SSLSocketFactory {
    private final SSLSocketFactory factory;
    private final GroupPolicy policy;

    PolicySocketFactory(SSLSocketFactory factory, GroupPolicy policy) {
        this.factory = factory;
        this.policy = policy;
    }

    private Socket configure(Socket socket) {
        if (socket instanceof BCSSLSocket) {
            BCSSLSocket bcSocket = (BCSSLSocket) socket;
            BCSSLParameters parameters = bcSocket.getParameters();
            if (policy.repair(parameters, ((SSLSocket) socket).getUseClientMode())) {
                bcSocket.setParameters(parameters);
            }
        }
        return socket;
    }

    @Override
    public String[] getDefaultCipherSuites() {
        return factory.getDefaultCipherSuites();
    }

    @Override
    public String[] getSupportedCipherSuites() {
        return factory.getSupportedCipherSuites();
    }

    @Override
    public Socket createSocket() throws IOException {
        return configure(factory.createSocket());
    }

    @Override
    public Socket createSocket(Socket socket, String host, int port, boolean autoClose) throws IOException {
        return configure(factory.createSocket(socket, host, port, autoClose));
    }

    @Override
    public Socket createSocket(Socket socket, InputStream consumed, boolean autoClose) throws IOException {
        return configure(factory.createSocket(socket, consumed, autoClose));
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return configure(factory.createSocket(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return configure(factory.createSocket(host, port, localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return configure(factory.createSocket(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
            throws IOException {
        return configure(factory.createSocket(address, port, localAddress, localPort));
    }
}

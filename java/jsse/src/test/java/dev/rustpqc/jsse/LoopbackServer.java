package dev.rustpqc.jsse;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * A TLS server on 127.0.0.1 that serves connections one after another on its own thread: TLS is
 * layered over a {@link RecordingSocket}, the handshake runs, then the client's line is answered
 * with {@code pong <line>}. Failures are kept and rethrown by {@link #awaitServed}.
 */
final class LoopbackServer implements AutoCloseable {
    private static final int TIMEOUT_MILLIS = 30_000;

    private final RecordingSocket.Listener listener;
    private final SSLContext context;
    private final Consumer<SSLSocket> configure;
    private final Thread thread;
    private final List<RecordingSocket> served = new CopyOnWriteArrayList<>();
    private final List<Throwable> failures = new CopyOnWriteArrayList<>();
    private final Semaphore finished = new Semaphore(0);
    private volatile boolean closing;

    /** @param configure applied to each server socket before its handshake */
    LoopbackServer(SSLContext context, Consumer<SSLSocket> configure) throws IOException {
        this.context = context;
        this.configure = configure;
        this.listener = new RecordingSocket.Listener(50);
        this.thread = new Thread(this::acceptLoop, "loopback-tls-server");
        this.thread.setDaemon(true);
        this.thread.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    /** The wire of each connection served so far: {@code bytesWritten()} is what the server sent. */
    List<RecordingSocket> served() {
        return List.copyOf(served);
    }

    /** Waits until {@code count} more connections were served, then rethrows any server failure. */
    void awaitServed(int count) throws Exception {
        if (!finished.tryAcquire(count, TIMEOUT_MILLIS, TimeUnit.MILLISECONDS)) {
            throw new AssertionError("The server did not finish " + count + " connection(s) in time");
        }
        rethrowFailure();
    }

    void rethrowFailure() throws Exception {
        if (!failures.isEmpty()) {
            Throwable first = failures.get(0);
            if (first instanceof Exception) {
                throw (Exception) first;
            }
            throw new AssertionError("The server failed", first);
        }
    }

    private void acceptLoop() {
        while (!closing) {
            RecordingSocket wire;
            try {
                wire = listener.accept();
            } catch (IOException e) {
                if (!closing) {
                    failures.add(e);
                }
                return;
            }
            try {
                serve(wire);
            } catch (Exception | AssertionError e) {
                failures.add(e);
            } finally {
                finished.release();
            }
        }
    }

    private void serve(RecordingSocket wire) throws IOException {
        wire.setTcpNoDelay(true);
        wire.setSoTimeout(TIMEOUT_MILLIS);
        served.add(wire);
        try (SSLSocket tls = (SSLSocket) context.getSocketFactory().createSocket(wire, null, true)) {
            configure.accept(tls);
            tls.startHandshake();
            BufferedReader in = new BufferedReader(new InputStreamReader(tls.getInputStream(), StandardCharsets.US_ASCII));
            String line = in.readLine();
            if (line == null) {
                throw new SocketException("The client closed the connection without sending its line");
            }
            OutputStream out = tls.getOutputStream();
            out.write(("pong " + line + "\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        closing = true;
        listener.close();
        thread.join(TIMEOUT_MILLIS);
    }
}

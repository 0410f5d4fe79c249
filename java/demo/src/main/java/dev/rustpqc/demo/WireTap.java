package dev.rustpqc.demo;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * A relay on 127.0.0.1 between one client and a server: it forwards the bytes of one connection
 * both ways and keeps a copy of the first {@value #KEPT} bytes of each direction, so the demo
 * reads the hellos from the wire instead of trusting either side's report.
 */
final class WireTap implements AutoCloseable {
    private static final int KEPT = 64 * 1024;
    private static final int TIMEOUT_MILLIS = 30_000;

    private final ServerSocket listener;
    private final ByteArrayOutputStream fromClient = new ByteArrayOutputStream();
    private final ByteArrayOutputStream fromServer = new ByteArrayOutputStream();
    private volatile Socket client;
    private volatile Socket server;

    /** Listens on an ephemeral port of 127.0.0.1 and relays its first connection to {@code serverPort}. */
    WireTap(int serverPort) throws IOException {
        listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Thread relay = new Thread(() -> relay(serverPort), "demo-wire-tap");
        relay.setDaemon(true);
        relay.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    /** What the client has sent so far (up to the first {@value #KEPT} bytes). */
    byte[] clientBytes() {
        synchronized (fromClient) {
            return fromClient.toByteArray();
        }
    }

    /** What the server has sent so far (up to the first {@value #KEPT} bytes). */
    byte[] serverBytes() {
        synchronized (fromServer) {
            return fromServer.toByteArray();
        }
    }

    private void relay(int serverPort) {
        try {
            client = listener.accept();
            server = new Socket(InetAddress.getLoopbackAddress(), serverPort);
            client.setSoTimeout(TIMEOUT_MILLIS);
            server.setSoTimeout(TIMEOUT_MILLIS);
            Thread up = new Thread(() -> pump(client, server, fromClient), "demo-wire-tap-up");
            up.setDaemon(true);
            up.start();
            pump(server, client, fromServer);
        } catch (IOException e) {
            closeQuietly();
        }
    }

    /** Copies until either side closes; the copy is kept before the bytes are passed on. */
    private void pump(Socket from, Socket to, ByteArrayOutputStream copy) {
        byte[] buffer = new byte[8192];
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            for (int n; (n = in.read(buffer)) > 0;) {
                synchronized (copy) {
                    copy.write(buffer, 0, Math.min(n, Math.max(0, KEPT - copy.size())));
                }
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // The other direction or close() ended the connection.
        } finally {
            closeQuietly();
        }
    }

    private void closeQuietly() {
        for (AutoCloseable c : new AutoCloseable[] {client, server, listener}) {
            try {
                if (c != null) {
                    c.close();
                }
            } catch (Exception e) {
                // Already closed.
            }
        }
    }

    @Override
    public void close() {
        closeQuietly();
    }
}

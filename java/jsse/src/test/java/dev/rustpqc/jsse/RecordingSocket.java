package dev.rustpqc.jsse;

import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;

/**
 * A TCP socket that keeps a copy of every byte read from and written to it. TLS is layered on top
 * ({@code SSLSocketFactory.createSocket(socket, ...)}), so the copies are the records on the wire:
 * the tests read the negotiated group out of them and the benchmark counts them. A client connects
 * one itself; a server accepts into them through a {@link Listener}.
 */
final class RecordingSocket extends Socket {
    // ByteArrayOutputStream's own methods are synchronized: the copies may be read while TLS runs.
    private final ByteArrayOutputStream received = new ByteArrayOutputStream();
    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
    private InputStream input;
    private OutputStream output;

    /** Every byte read so far: what the peer sent. */
    byte[] bytesRead() {
        return received.toByteArray();
    }

    /** Every byte written so far: what this side sent. */
    byte[] bytesWritten() {
        return sent.toByteArray();
    }

    @Override
    public void connect(SocketAddress endpoint, int timeout) throws IOException {
        super.connect(endpoint, timeout);
        record();
    }

    /** Puts the copying streams in front of the connected socket's own. */
    private void record() throws IOException {
        input = new RecordedInput(super.getInputStream());
        output = new RecordedOutput(super.getOutputStream());
    }

    @Override
    public InputStream getInputStream() {
        return input;
    }

    @Override
    public OutputStream getOutputStream() {
        return output;
    }

    /** A server socket on 127.0.0.1 whose accepted connections are recorded. */
    static final class Listener extends ServerSocket {
        Listener(int backlog) throws IOException {
            super(0, backlog, InetAddress.getLoopbackAddress());
        }

        @Override
        public RecordingSocket accept() throws IOException {
            RecordingSocket socket = new RecordingSocket();
            implAccept(socket);
            socket.record();
            return socket;
        }
    }

    /** The socket's input, each byte read kept in {@link #received} too. */
    private final class RecordedInput extends FilterInputStream {
        RecordedInput(InputStream wire) {
            super(wire);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                received.write(b);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                received.write(buffer, offset, n);
            }
            return n;
        }
    }

    /** The socket's output, each byte written kept in {@link #sent} too. */
    private final class RecordedOutput extends FilterOutputStream {
        RecordedOutput(OutputStream wire) {
            super(wire);
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            sent.write(b);
        }

        @Override
        public void write(byte[] buffer, int offset, int length) throws IOException {
            out.write(buffer, offset, length);
            sent.write(buffer, offset, length);
        }
    }
}

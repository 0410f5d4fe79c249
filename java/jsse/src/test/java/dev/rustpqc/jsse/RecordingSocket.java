package dev.rustpqc.jsse;

import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.nio.channels.SocketChannel;

/**
 * A connected socket that keeps a copy of every byte read from and written to it. TLS is layered
 * on top ({@code SSLSocketFactory.createSocket(socket, ...)}), so the copies are the records on the
 * wire: the tests read the negotiated group out of them and the benchmark counts them.
 */
final class RecordingSocket extends Socket {
    private final Socket wire;
    private final ByteArrayOutputStream read = new ByteArrayOutputStream();
    private final ByteArrayOutputStream written = new ByteArrayOutputStream();
    private final InputStream in;
    private final OutputStream out;

    RecordingSocket(Socket wire) throws IOException {
        this.wire = wire;
        this.in = new TeeInputStream(wire.getInputStream(), read);
        this.out = new TeeOutputStream(wire.getOutputStream(), written);
    }

    /** Every byte read so far: what the peer sent. */
    byte[] bytesRead() {
        synchronized (read) {
            return read.toByteArray();
        }
    }

    /** Every byte written so far: what this side sent. */
    byte[] bytesWritten() {
        synchronized (written) {
            return written.toByteArray();
        }
    }

    long countRead() {
        synchronized (read) {
            return read.size();
        }
    }

    long countWritten() {
        synchronized (written) {
            return written.size();
        }
    }

    @Override
    public InputStream getInputStream() {
        return in;
    }

    @Override
    public OutputStream getOutputStream() {
        return out;
    }

    // Everything else is the wire socket's: BouncyCastle's layered socket asks for these.

    @Override
    public void connect(SocketAddress endpoint, int timeout) throws IOException {
        throw new SocketException("A RecordingSocket wraps a socket that is already connected");
    }

    @Override
    public void bind(SocketAddress bindpoint) throws IOException {
        throw new SocketException("A RecordingSocket wraps a socket that is already bound");
    }

    @Override
    public SocketChannel getChannel() {
        return wire.getChannel();
    }

    @Override
    public InetAddress getInetAddress() {
        return wire.getInetAddress();
    }

    @Override
    public InetAddress getLocalAddress() {
        return wire.getLocalAddress();
    }

    @Override
    public int getPort() {
        return wire.getPort();
    }

    @Override
    public int getLocalPort() {
        return wire.getLocalPort();
    }

    @Override
    public SocketAddress getRemoteSocketAddress() {
        return wire.getRemoteSocketAddress();
    }

    @Override
    public SocketAddress getLocalSocketAddress() {
        return wire.getLocalSocketAddress();
    }

    @Override
    public boolean isConnected() {
        return wire.isConnected();
    }

    @Override
    public boolean isBound() {
        return wire.isBound();
    }

    @Override
    public boolean isClosed() {
        return wire.isClosed();
    }

    @Override
    public boolean isInputShutdown() {
        return wire.isInputShutdown();
    }

    @Override
    public boolean isOutputShutdown() {
        return wire.isOutputShutdown();
    }

    @Override
    public void shutdownInput() throws IOException {
        wire.shutdownInput();
    }

    @Override
    public void shutdownOutput() throws IOException {
        wire.shutdownOutput();
    }

    @Override
    public void close() throws IOException {
        wire.close();
    }

    @Override
    public void setTcpNoDelay(boolean on) throws SocketException {
        wire.setTcpNoDelay(on);
    }

    @Override
    public boolean getTcpNoDelay() throws SocketException {
        return wire.getTcpNoDelay();
    }

    @Override
    public void setSoLinger(boolean on, int linger) throws SocketException {
        wire.setSoLinger(on, linger);
    }

    @Override
    public int getSoLinger() throws SocketException {
        return wire.getSoLinger();
    }

    @Override
    public void setSoTimeout(int timeout) throws SocketException {
        wire.setSoTimeout(timeout);
    }

    @Override
    public int getSoTimeout() throws SocketException {
        return wire.getSoTimeout();
    }

    @Override
    public void setSendBufferSize(int size) throws SocketException {
        wire.setSendBufferSize(size);
    }

    @Override
    public int getSendBufferSize() throws SocketException {
        return wire.getSendBufferSize();
    }

    @Override
    public void setReceiveBufferSize(int size) throws SocketException {
        wire.setReceiveBufferSize(size);
    }

    @Override
    public int getReceiveBufferSize() throws SocketException {
        return wire.getReceiveBufferSize();
    }

    @Override
    public void setKeepAlive(boolean on) throws SocketException {
        wire.setKeepAlive(on);
    }

    @Override
    public boolean getKeepAlive() throws SocketException {
        return wire.getKeepAlive();
    }

    @Override
    public void setTrafficClass(int tc) throws SocketException {
        wire.setTrafficClass(tc);
    }

    @Override
    public int getTrafficClass() throws SocketException {
        return wire.getTrafficClass();
    }

    @Override
    public void setReuseAddress(boolean on) throws SocketException {
        wire.setReuseAddress(on);
    }

    @Override
    public boolean getReuseAddress() throws SocketException {
        return wire.getReuseAddress();
    }

    @Override
    public void setPerformancePreferences(int connectionTime, int latency, int bandwidth) {
        wire.setPerformancePreferences(connectionTime, latency, bandwidth);
    }

    @Override
    public String toString() {
        return "RecordingSocket[" + wire + "]";
    }

    private static final class TeeInputStream extends FilterInputStream {
        private final ByteArrayOutputStream copy;

        TeeInputStream(InputStream in, ByteArrayOutputStream copy) {
            super(in);
            this.copy = copy;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                synchronized (copy) {
                    copy.write(b);
                }
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                synchronized (copy) {
                    copy.write(buffer, offset, n);
                }
            }
            return n;
        }
    }

    private static final class TeeOutputStream extends FilterOutputStream {
        private final ByteArrayOutputStream copy;

        TeeOutputStream(OutputStream out, ByteArrayOutputStream copy) {
            super(out);
            this.copy = copy;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            synchronized (copy) {
                copy.write(b);
            }
        }

        @Override
        public void write(byte[] buffer, int offset, int length) throws IOException {
            out.write(buffer, offset, length);
            synchronized (copy) {
                copy.write(buffer, offset, length);
            }
        }
    }
}

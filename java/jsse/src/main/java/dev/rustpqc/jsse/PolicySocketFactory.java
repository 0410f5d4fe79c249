package dev.rustpqc.jsse;

import java.net.Socket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;
import org.bouncycastle.jsse.util.CustomSSLSocketFactory;

/** BouncyCastle JSSE's client socket factory, whose sockets start with {@link GroupPolicy}'s groups. */
final class PolicySocketFactory extends CustomSSLSocketFactory {
    private final GroupPolicy policy;

    PolicySocketFactory(SSLSocketFactory factory, GroupPolicy policy) {
        super(factory);
        this.policy = policy;
    }

    @Override
    protected Socket configureSocket(Socket socket) {
        if (socket instanceof BCSSLSocket) {
            BCSSLSocket bcSocket = (BCSSLSocket) socket;
            BCSSLParameters parameters = bcSocket.getParameters();
            if (policy.repair(parameters, ((SSLSocket) socket).getUseClientMode())) {
                bcSocket.setParameters(parameters);
            }
        }
        return socket;
    }
}

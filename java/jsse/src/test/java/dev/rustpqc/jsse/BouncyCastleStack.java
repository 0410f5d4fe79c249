package dev.rustpqc.jsse;

import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;

/** BouncyCastle JSSE with rustpqc-jsse's native ML-KEM switched on, one crypto per side. */
final class BouncyCastleStack implements TlsStack {
    private final RustPqcTlsCryptoProvider clientCrypto = new RustPqcTlsCryptoProvider().setNativeMlKem(true);
    private final RustPqcTlsCryptoProvider serverCrypto = new RustPqcTlsCryptoProvider().setNativeMlKem(true);

    @Override
    public String name() {
        return "BCJSSE (rustpqc-jsse, flag on)";
    }

    @Override
    public SSLContext clientContext() throws Exception {
        return TestPki.get().clientContext(RustPqcJsse.provider(clientCrypto));
    }

    @Override
    public SSLContext serverContext() throws Exception {
        return TestPki.get().serverContext(RustPqcJsse.provider(serverCrypto));
    }

    /** secp256r1 after the group: BouncyCastle enables ECDSA P-256 (the certificate's) only for a listed curve. */
    @Override
    public void offerOnly(SSLSocket socket, String group) {
        BCSSLSocket bcSocket = (BCSSLSocket) socket;
        BCSSLParameters parameters = bcSocket.getParameters();
        parameters.setNamedGroups(new String[] {group, "secp256r1"});
        parameters.setEarlyKeyShares(new String[] {group});
        bcSocket.setParameters(parameters);
    }

    @Override
    public void accept(SSLSocket socket, List<String> groups) {
        BCSSLSocket bcSocket = (BCSSLSocket) socket;
        BCSSLParameters parameters = bcSocket.getParameters();
        List<String> withCurve = new java.util.ArrayList<>(groups);
        withCurve.add("secp256r1");
        parameters.setNamedGroups(withCurve.toArray(new String[0]));
        bcSocket.setParameters(parameters);
    }

    @Override
    public NativeKemCounts ownCounts(boolean client) {
        return (client ? clientCrypto : serverCrypto).nativeKemCounts();
    }
}

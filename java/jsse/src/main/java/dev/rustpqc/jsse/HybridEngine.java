package dev.rustpqc.jsse;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.function.BiFunction;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSession;
import org.bouncycastle.jsse.BCApplicationProtocolSelector;
import org.bouncycastle.jsse.BCExtendedSSLSession;
import org.bouncycastle.jsse.BCSSLConnection;
import org.bouncycastle.jsse.BCSSLEngine;
import org.bouncycastle.jsse.BCSSLParameters;

/**
 * A BouncyCastle JSSE engine whose group list servers cannot break. Every call goes to the wrapped
 * engine; after each change of its parameters, {@link GroupPolicy} repairs the named groups.
 *
 * <p>Tomcat 11 on JDK 20+ copies the groups of each ClientHello into the engine with
 * {@code SSLParameters.setNamedGroups}; BouncyCastle enables the ECDSA signature schemes only for
 * curves among the engine's groups, so a client offering only X25519MLKEM768 would find no usable
 * certificate. And with native ML-KEM on, the hybrid groups must stay the server's first choice,
 * whichever order a server or client put them in.
 */
final class HybridEngine extends SSLEngine implements BCSSLEngine {
    private final SSLEngine engine;
    private final BCSSLEngine bcEngine;
    private final GroupPolicy policy;
    private volatile BiFunction<SSLEngine, List<String>, String> selector;
    private volatile BCApplicationProtocolSelector<SSLEngine> bcSelector;

    private HybridEngine(SSLEngine engine, GroupPolicy policy) {
        super(engine.getPeerHost(), engine.getPeerPort());
        this.engine = engine;
        this.bcEngine = (BCSSLEngine) engine;
        this.policy = policy;
        repairGroups();
    }

    /** Wraps a BouncyCastle JSSE engine, applying {@code policy} to its groups from now on. */
    static SSLEngine wrap(SSLEngine engine, GroupPolicy policy) {
        return new HybridEngine(engine, policy);
    }

    private void repairGroups() {
        BCSSLParameters parameters = bcEngine.getParameters();
        if (policy.repair(parameters, engine.getUseClientMode())) {
            bcEngine.setParameters(parameters);
        }
    }

    @Override
    public void setSSLParameters(SSLParameters parameters) {
        engine.setSSLParameters(parameters);
        repairGroups();
    }

    @Override
    public SSLParameters getSSLParameters() {
        return engine.getSSLParameters();
    }

    @Override
    public void setParameters(BCSSLParameters parameters) {
        bcEngine.setParameters(parameters);
        repairGroups();
    }

    @Override
    public BCSSLParameters getParameters() {
        return bcEngine.getParameters();
    }

    @Override
    public void setUseClientMode(boolean mode) {
        engine.setUseClientMode(mode);
        repairGroups();
    }

    @Override
    public SSLEngineResult wrap(ByteBuffer[] sources, int offset, int length, ByteBuffer destination) throws SSLException {
        return finished(engine.wrap(sources, offset, length, destination));
    }

    @Override
    public SSLEngineResult wrap(ByteBuffer source, ByteBuffer destination) throws SSLException {
        return finished(engine.wrap(source, destination));
    }

    @Override
    public SSLEngineResult wrap(ByteBuffer[] sources, ByteBuffer destination) throws SSLException {
        return finished(engine.wrap(sources, destination));
    }

    @Override
    public SSLEngineResult unwrap(ByteBuffer source, ByteBuffer[] destinations, int offset, int length)
            throws SSLException {
        return finished(engine.unwrap(source, destinations, offset, length));
    }

    @Override
    public SSLEngineResult unwrap(ByteBuffer source, ByteBuffer destination) throws SSLException {
        return finished(engine.unwrap(source, destination));
    }

    @Override
    public SSLEngineResult unwrap(ByteBuffer source, ByteBuffer[] destinations) throws SSLException {
        return finished(engine.unwrap(source, destinations));
    }

    /** Counts the handshakes this engine completes ({@link TlsMetrics}). */
    private SSLEngineResult finished(SSLEngineResult result) {
        if (result.getHandshakeStatus() == SSLEngineResult.HandshakeStatus.FINISHED) {
            TlsMetrics.handshakeFinished(engine.getUseClientMode());
        }
        return result;
    }

    @Override
    public Runnable getDelegatedTask() {
        return engine.getDelegatedTask();
    }

    @Override
    public void closeInbound() throws SSLException {
        engine.closeInbound();
    }

    @Override
    public boolean isInboundDone() {
        return engine.isInboundDone();
    }

    @Override
    public void closeOutbound() {
        engine.closeOutbound();
    }

    @Override
    public boolean isOutboundDone() {
        return engine.isOutboundDone();
    }

    @Override
    public String[] getSupportedCipherSuites() {
        return engine.getSupportedCipherSuites();
    }

    @Override
    public String[] getEnabledCipherSuites() {
        return engine.getEnabledCipherSuites();
    }

    @Override
    public void setEnabledCipherSuites(String[] suites) {
        engine.setEnabledCipherSuites(suites);
    }

    @Override
    public String[] getSupportedProtocols() {
        return engine.getSupportedProtocols();
    }

    @Override
    public String[] getEnabledProtocols() {
        return engine.getEnabledProtocols();
    }

    @Override
    public void setEnabledProtocols(String[] protocols) {
        engine.setEnabledProtocols(protocols);
    }

    @Override
    public SSLSession getSession() {
        return engine.getSession();
    }

    @Override
    public SSLSession getHandshakeSession() {
        return engine.getHandshakeSession();
    }

    @Override
    public void beginHandshake() throws SSLException {
        engine.beginHandshake();
    }

    @Override
    public SSLEngineResult.HandshakeStatus getHandshakeStatus() {
        return engine.getHandshakeStatus();
    }

    @Override
    public boolean getUseClientMode() {
        return engine.getUseClientMode();
    }

    @Override
    public void setNeedClientAuth(boolean need) {
        engine.setNeedClientAuth(need);
    }

    @Override
    public boolean getNeedClientAuth() {
        return engine.getNeedClientAuth();
    }

    @Override
    public void setWantClientAuth(boolean want) {
        engine.setWantClientAuth(want);
    }

    @Override
    public boolean getWantClientAuth() {
        return engine.getWantClientAuth();
    }

    @Override
    public void setEnableSessionCreation(boolean flag) {
        engine.setEnableSessionCreation(flag);
    }

    @Override
    public boolean getEnableSessionCreation() {
        return engine.getEnableSessionCreation();
    }

    @Override
    public String getApplicationProtocol() {
        return engine.getApplicationProtocol();
    }

    @Override
    public String getHandshakeApplicationProtocol() {
        return engine.getHandshakeApplicationProtocol();
    }

    @Override
    public void setHandshakeApplicationProtocolSelector(BiFunction<SSLEngine, List<String>, String> selector) {
        // BouncyCastle does not implement the JDK's selector API (its SSLEngine default throws):
        // this one goes to BouncyCastle's, and sees this engine, the one the server holds.
        this.selector = selector;
        this.bcSelector = null;
        bcEngine.setBCHandshakeApplicationProtocolSelector(
                selector == null ? null : (inner, protocols) -> selector.apply(this, protocols));
    }

    @Override
    public BiFunction<SSLEngine, List<String>, String> getHandshakeApplicationProtocolSelector() {
        return selector;
    }

    @Override
    public BCApplicationProtocolSelector<SSLEngine> getBCHandshakeApplicationProtocolSelector() {
        return bcSelector;
    }

    @Override
    public void setBCHandshakeApplicationProtocolSelector(BCApplicationProtocolSelector<SSLEngine> selector) {
        this.bcSelector = selector;
        this.selector = null;
        bcEngine.setBCHandshakeApplicationProtocolSelector(
                selector == null ? null : (inner, protocols) -> selector.select(this, protocols));
    }

    @Override
    public void setBCSessionToResume(BCExtendedSSLSession session) {
        bcEngine.setBCSessionToResume(session);
    }

    @Override
    public BCExtendedSSLSession getBCHandshakeSession() {
        return bcEngine.getBCHandshakeSession();
    }

    @Override
    public BCExtendedSSLSession getBCSession() {
        return bcEngine.getBCSession();
    }

    @Override
    public BCSSLConnection getConnection() {
        return bcEngine.getConnection();
    }

    @Override
    public String toString() {
        return engine.toString();
    }
}

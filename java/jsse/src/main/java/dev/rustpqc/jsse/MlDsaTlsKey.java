package dev.rustpqc.jsse;

import java.io.NotSerializableException;
import java.io.ObjectOutputStream;
import java.security.PrivateKey;

/**
 * An ML-DSA private key as BouncyCastle's TLS code expects it: named by its parameter set
 * ({@code ML-DSA-65}), the name BouncyCastle matches to choose a signer. The JDK's keys and ours say
 * {@code ML-DSA}, the family, which BouncyCastle refuses ("'privateKey' type not supported"). Signing
 * unwraps it: RustPqc signs with the key inside.
 */
final class MlDsaTlsKey implements PrivateKey {
    private static final long serialVersionUID = 1L;

    private final String parameterSet;
    private final transient PrivateKey key;

    MlDsaTlsKey(String parameterSet, PrivateKey key) {
        this.parameterSet = parameterSet;
        this.key = key;
    }

    /** The key inside, or {@code key} itself if it is not one of these. */
    static PrivateKey unwrap(PrivateKey key) {
        return key instanceof MlDsaTlsKey ? ((MlDsaTlsKey) key).key : key;
    }

    @Override
    public String getAlgorithm() {
        return parameterSet;
    }

    @Override
    public String getFormat() {
        return key.getFormat();
    }

    @Override
    public byte[] getEncoded() {
        return key.getEncoded();
    }

    private void writeObject(ObjectOutputStream out) throws NotSerializableException {
        throw new NotSerializableException("A TLS view of a private key is not serialized; serialize the key itself");
    }
}

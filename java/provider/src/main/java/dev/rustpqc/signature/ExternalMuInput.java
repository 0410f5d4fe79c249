package dev.rustpqc.signature;

import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.InvalidKeyException;
import java.security.SignatureException;
import java.util.Arrays;

/**
 * A mu computed elsewhere (FIPS 204's external mu, for split signing): exactly 64 bytes fed
 * through {@code update}, signed and verified as they are. mu already contains the context, so
 * none may be set.
 */
final class ExternalMuInput implements MlDsaInput {
    static final int MU_LENGTH = 64;

    private final byte[] mu = new byte[MU_LENGTH];
    private int length;

    @Override
    public void update(byte[] data, int offset, int count) throws SignatureException {
        if (count > MU_LENGTH - length) {
            throw new SignatureException("External mu must be " + MU_LENGTH + " bytes; got more");
        }
        System.arraycopy(data, offset, mu, length, count);
        length += count;
    }

    private byte[] complete() throws SignatureException {
        if (length != MU_LENGTH) {
            throw new SignatureException("External mu must be " + MU_LENGTH + " bytes; got " + length);
        }
        return mu.clone();
    }

    @Override
    public byte[] sign(PqcPrivateKey key, SigningOptions options) throws SignatureException, InvalidKeyException {
        byte[] representative = complete();
        ParameterSet set = key.parameterSet();
        return key.use((seed, sk) -> SignatureOperations.signMu(set, sk, representative, options.deterministic()));
    }

    @Override
    public boolean verify(PqcPublicKey key, SigningOptions options, byte[] signature) throws SignatureException {
        return SignatureOperations.verifyMu(key.parameterSet(), key.rawKey(), complete(), signature);
    }

    @Override
    public boolean isEmpty() {
        return length == 0;
    }

    @Override
    public void reset() {
        Arrays.fill(mu, (byte) 0);
        length = 0;
    }
}

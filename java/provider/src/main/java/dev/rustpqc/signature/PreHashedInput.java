package dev.rustpqc.signature;

import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.InvalidKeyException;
import java.security.SignatureException;
import java.util.function.Supplier;

/**
 * A message for HashML-DSA: digested as it arrives (memory independent of its size), and the
 * digest signed. The pre-hash function is fixed by the service's name or chosen by
 * {@link dev.rustpqc.MlDsaParameterSpec#withPreHash}, else SHA-512.
 */
final class PreHashedInput implements MlDsaInput {
    private final Supplier<PreHashFunction> chosen;
    private PreHashFunction function;
    private PreHashFunction.Digester digester;

    /** {@code chosen}: the Signature's pre-hash function, asked when the first byte arrives. */
    PreHashedInput(Supplier<PreHashFunction> chosen) {
        this.chosen = chosen;
    }

    /** Starts the digest with the function chosen now ({@link PqcSignatureSpi} keeps the options fixed after). */
    private void start() {
        if (digester == null) {
            function = chosen.get();
            digester = function.digester();
        }
    }

    @Override
    public void update(byte[] data, int offset, int length) {
        start();
        digester.update(data, offset, length);
    }

    @Override
    public byte[] sign(PqcPrivateKey key, SigningOptions options) throws SignatureException, InvalidKeyException {
        start();
        ParameterSet set = key.parameterSet();
        PreHashFunction hash = function;
        byte[] digest = finish();
        return key.use((seed, sk) -> SignatureOperations.signPreHashed(set, sk, hash, digest, options.context(),
                options.deterministic()));
    }

    @Override
    public boolean verify(PqcPublicKey key, SigningOptions options, byte[] signature) throws SignatureException {
        start();
        PreHashFunction hash = function;
        return SignatureOperations.verifyPreHashed(key.parameterSet(), key.rawKey(), hash, finish(), options.context(),
                signature);
    }

    private byte[] finish() {
        byte[] digest = digester.digest();
        digester = null;
        return digest;
    }

    @Override
    public boolean isEmpty() {
        return digester == null;
    }

    @Override
    public void reset() {
        if (digester != null) {
            digester.discard();
            digester = null;
        }
    }
}

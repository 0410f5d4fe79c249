package dev.rustpqc.signature;

import dev.rustpqc.MlDsaParameterSpec;
import dev.rustpqc.keys.BouncyCastleSpecs;
import java.io.IOException;
import java.security.AlgorithmParameters;
import java.security.AlgorithmParametersSpi;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;
import java.util.HexFormat;

/**
 * The options a {@code Signature} was given, as its {@code getParameters()} hands them back:
 * readable as the {@link MlDsaParameterSpec} that sets them and, where BouncyCastle is present, as
 * the {@code ContextParameterSpec} BouncyCastle's own Signature hands back. They have no ASN.1
 * encoding: no standard carries a context, deterministic signing or a pre-hash choice in an
 * AlgorithmIdentifier.
 */
final class SignatureParameters extends AlgorithmParametersSpi {
    private MlDsaParameterSpec spec;

    /** Parameters named {@code algorithm} that hold {@code spec}. */
    static AlgorithmParameters of(String algorithm, MlDsaParameterSpec spec) {
        AlgorithmParameters parameters = new AlgorithmParameters(new SignatureParameters(), null, algorithm) {
        };
        try {
            parameters.init(spec);
        } catch (InvalidParameterSpecException e) {
            throw new IllegalStateException(e);
        }
        return parameters;
    }

    @Override
    protected void engineInit(AlgorithmParameterSpec paramSpec) throws InvalidParameterSpecException {
        if (!(paramSpec instanceof MlDsaParameterSpec)) {
            throw new InvalidParameterSpecException("expected a dev.rustpqc.MlDsaParameterSpec");
        }
        spec = (MlDsaParameterSpec) paramSpec;
    }

    @Override
    protected void engineInit(byte[] params) throws IOException {
        throw new IOException("Signature parameters of ML-DSA and SLH-DSA have no encoding");
    }

    @Override
    protected void engineInit(byte[] params, String format) throws IOException {
        engineInit(params);
    }

    @Override
    protected <T extends AlgorithmParameterSpec> T engineGetParameterSpec(Class<T> paramSpec)
            throws InvalidParameterSpecException {
        if (paramSpec.isAssignableFrom(MlDsaParameterSpec.class)) {
            return paramSpec.cast(spec);
        }
        T bouncyCastles = BouncyCastleSpecs.contextSpec(paramSpec, spec.getContext());
        if (bouncyCastles != null) {
            return bouncyCastles;
        }
        throw new InvalidParameterSpecException("Signature parameters are a dev.rustpqc.MlDsaParameterSpec"
                + " (or BouncyCastle's ContextParameterSpec), not " + paramSpec.getName());
    }

    @Override
    protected byte[] engineGetEncoded() throws IOException {
        throw new IOException("Signature parameters of ML-DSA and SLH-DSA have no encoding");
    }

    @Override
    protected byte[] engineGetEncoded(String format) throws IOException {
        return engineGetEncoded();
    }

    @Override
    protected String engineToString() {
        return "context " + HexFormat.of().formatHex(spec.getContext()) + ", "
                + (spec.isDeterministic() ? "deterministic" : "hedged")
                + (spec.getPreHash() == null ? "" : ", pre-hash " + spec.getPreHash());
    }
}

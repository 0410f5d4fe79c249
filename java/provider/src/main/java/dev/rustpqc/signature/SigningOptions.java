package dev.rustpqc.signature;

import dev.rustpqc.MlDsaParameterSpec;

/**
 * The options a {@code Signature} signs and verifies with, as read from the spec the caller set:
 * the context string, whether signing is deterministic, and the pre-hash function chosen for
 * HashML-DSA or HashSLH-DSA (null when not chosen).
 */
record SigningOptions(byte[] context, boolean deterministic, PreHashFunction preHash) {
    /** No context, hedged signing, the service's own pre-hash function. */
    static final SigningOptions DEFAULTS = new SigningOptions(new byte[0], false, null);

    /** The options of {@code spec}, whose getters hand out copies. */
    static SigningOptions of(MlDsaParameterSpec spec) {
        return new SigningOptions(spec.getContext(), spec.isDeterministic(),
                spec.getPreHash() == null ? null : PreHashFunction.byName(spec.getPreHash()));
    }

    /** Whether these are the defaults: no context, hedged, no pre-hash function chosen. */
    boolean isDefault() {
        return context.length == 0 && !deterministic && preHash == null;
    }

    /** A spec that sets these options. */
    MlDsaParameterSpec spec() {
        MlDsaParameterSpec spec = new MlDsaParameterSpec(context, deterministic);
        return preHash == null ? spec : spec.withPreHash(preHash.jdkName);
    }
}

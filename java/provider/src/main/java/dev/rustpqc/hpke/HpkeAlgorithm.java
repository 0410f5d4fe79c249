package dev.rustpqc.hpke;

import java.security.InvalidAlgorithmParameterException;
import java.util.StringJoiner;

/** What the KEMs, KDFs and AEADs share: an HPKE identifier, and the lookup by it. */
interface HpkeAlgorithm {
    /** The IANA identifier: kem_id, kdf_id or aead_id. */
    int id();

    /**
     * The algorithm of {@code algorithms} whose identifier is {@code id}.
     *
     * @throws InvalidAlgorithmParameterException naming the identifier and listing the supported ones
     */
    static <A extends HpkeAlgorithm> A byId(String what, int id, A[] algorithms)
            throws InvalidAlgorithmParameterException {
        StringJoiner supported = new StringJoiner(", ");
        for (A algorithm : algorithms) {
            if (algorithm.id() == id) {
                return algorithm;
            }
            supported.add(String.format("%s (0x%04X)", algorithm, algorithm.id()));
        }
        throw new InvalidAlgorithmParameterException(String.format("Unsupported %s 0x%04X: RustPqc's HPKE has %s",
                what, id, supported));
    }
}

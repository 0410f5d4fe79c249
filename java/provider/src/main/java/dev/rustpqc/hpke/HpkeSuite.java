package dev.rustpqc.hpke;

import java.security.InvalidAlgorithmParameterException;

/** A KEM, a KDF and an AEAD, and the suite_id that names them in every derivation. */
record HpkeSuite(HpkeKem kem, HpkeKdf kdf, HpkeAead aead) {
    /** The suite of {@code request}'s identifiers, if RustPqc has all three. */
    static HpkeSuite of(HpkeRequest request) throws InvalidAlgorithmParameterException {
        return new HpkeSuite(HpkeKem.byId(request.kemId()), HpkeKdf.byId(request.kdfId()),
                HpkeAead.byId(request.aeadId()));
    }

    /** suite_id = "HPKE" || I2OSP(kem_id, 2) || I2OSP(kdf_id, 2) || I2OSP(aead_id, 2). */
    byte[] id() {
        return new byte[] {'H', 'P', 'K', 'E', (byte) (kem.id() >>> 8), (byte) kem.id(), (byte) (kdf.id() >>> 8),
            (byte) kdf.id(), (byte) (aead.id() >>> 8), (byte) aead.id()};
    }

    @Override
    public String toString() {
        return kem + ", " + kdf + ", " + aead;
    }
}

package dev.rustpqc.hpke;

import dev.rustpqc.kem.Encapsulation;
import dev.rustpqc.kem.KemOperations;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.Keys;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;

/**
 * The KEMs of draft-ietf-hpke-pq that HPKE runs here, each on its parameter set's native
 * encapsulation and decapsulation: ML-KEM-512/768/1024 and X-Wing (MLKEM768-X25519). A private
 * key is any of our key objects or another provider's key of the set; the draft's 64-byte ML-KEM
 * and 32-byte X-Wing seeds are the RAW forms our {@code KeyFactory} reads. None has an
 * authenticated mode.
 */
enum HpkeKem implements HpkeAlgorithm {
    ML_KEM_512(0x0040, ParameterSet.ML_KEM_512),
    ML_KEM_768(0x0041, ParameterSet.ML_KEM_768),
    ML_KEM_1024(0x0042, ParameterSet.ML_KEM_1024),
    X_WING(0x647A, ParameterSet.X_WING);

    private final int id;
    final ParameterSet set;

    HpkeKem(int id, ParameterSet set) {
        this.id = id;
        this.set = set;
    }

    @Override
    public int id() {
        return id;
    }

    /** The KEM with identifier {@code id}. */
    static HpkeKem byId(int id) throws InvalidAlgorithmParameterException {
        return HpkeAlgorithm.byId("kem_id", id, values());
    }

    /**
     * Our key for the recipient's public key, which must be of this KEM's set.
     *
     * @throws InvalidKeyException if it is no ML-KEM or X-Wing public key
     * @throws InvalidAlgorithmParameterException if it is one of another set than kem_id names
     */
    PqcPublicKey recipientKey(Key key) throws InvalidKeyException, InvalidAlgorithmParameterException {
        PqcPublicKey ours = anyKemKey((family, fixed) -> Keys.toPublicKey(key, family, fixed));
        requireSet(ours.parameterSet());
        return ours;
    }

    /**
     * Our key for the recipient's private key, which must be of this KEM's set and usable.
     *
     * @throws InvalidKeyException if it is no ML-KEM or X-Wing private key, or destroyed
     * @throws InvalidAlgorithmParameterException if it is one of another set than kem_id names
     */
    PqcPrivateKey recipientPrivateKey(Key key) throws InvalidKeyException, InvalidAlgorithmParameterException {
        PqcPrivateKey ours = anyKemKey((family, fixed) -> Keys.toPrivateKey(key, family, fixed));
        requireSet(ours.parameterSet());
        ours.requireUsable();
        return ours;
    }

    /** A fresh encapsulation to {@code key} with OS randomness, in native code. */
    Encapsulation encapsulate(PqcPublicKey key) {
        return KemOperations.encapsulate(key);
    }

    /**
     * The shared secret of {@code encapsulation}; a tampered one of the right length gives an
     * unrelated secret (implicit rejection), which the AEAD then refuses.
     *
     * @throws InvalidAlgorithmParameterException if the encapsulation has the wrong length
     * @throws InvalidKeyException if the key was destroyed meanwhile
     */
    byte[] decapsulate(PqcPrivateKey key, byte[] encapsulation)
            throws InvalidAlgorithmParameterException, InvalidKeyException {
        if (encapsulation.length != set.outputLength) {
            throw new InvalidAlgorithmParameterException(String.format(
                    "Invalid %s encapsulation: %d bytes, expected %d", set, encapsulation.length, set.outputLength));
        }
        return KemOperations.decapsulate(key, encapsulation);
    }

    /** The encapsulation's length (Nenc). */
    int encapsulationLength() {
        return set.outputLength;
    }

    private void requireSet(ParameterSet keySet) throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (!keySet.family.isKem()) {
            throw new InvalidKeyException("An " + keySet + " key is no ML-KEM or X-Wing key: HPKE needs the recipient's"
                    + " KEM key");
        }
        if (keySet != set) {
            throw new InvalidAlgorithmParameterException(String.format(
                    "An %s key does not match kem_id 0x%04X (%s)", keySet, id, set));
        }
    }

    /** Reads a key as one of {@code family}, a RAW key named by the family alone as {@code fixed}. */
    private interface Reader<K> {
        K read(Family family, ParameterSet fixed) throws InvalidKeyException;
    }

    /**
     * Reads a key as this KEM's family, then as the other KEM family, so that a key of the wrong
     * KEM is told apart (an InvalidAlgorithmParameterException, as the JDK's HPKE does) from a key
     * that is no KEM key at all (the first InvalidKeyException).
     */
    private <K> K anyKemKey(Reader<K> reader) throws InvalidKeyException {
        try {
            return reader.read(set.family, set);
        } catch (InvalidKeyException notThisFamily) {
            try {
                return reader.read(set.family == Family.X_WING ? Family.ML_KEM : Family.X_WING, null);
            } catch (InvalidKeyException notTheOther) {
                notThisFamily.addSuppressed(notTheOther);
                throw notThisFamily;
            }
        }
    }

    @Override
    public String toString() {
        return set.jcaName;
    }
}

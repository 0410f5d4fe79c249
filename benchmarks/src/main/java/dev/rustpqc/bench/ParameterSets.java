package dev.rustpqc.bench;

/** Facts about the six parameter-set names the benchmarks take as JMH parameters. */
public final class ParameterSets {
    private ParameterSets() {
    }

    /**
     * Whether {@code set} is an ML-KEM set.
     *
     * @param set a name such as {@code ML-KEM-768} or {@code ML-DSA-65}
     * @return true for ML-KEM-512, -768 and -1024
     */
    public static boolean isKem(String set) {
        return set.startsWith("ML-KEM-");
    }

    /**
     * Fails unless {@code set} belongs to the family a benchmark measures (a JMH {@code -p set=...}
     * applies to every benchmark that has the parameter).
     *
     * @param set the parameter-set name
     * @param kem true for a benchmark of ML-KEM, false for one of ML-DSA
     */
    public static void require(String set, boolean kem) {
        if (isKem(set) != kem) {
            throw new IllegalArgumentException(set + " is not an " + (kem ? "ML-KEM" : "ML-DSA")
                    + " set: give this benchmark its own -p set=...");
        }
    }

    /**
     * The ciphertext length of an ML-KEM set.
     *
     * @param set ML-KEM-512, ML-KEM-768 or ML-KEM-1024
     * @return 768, 1088 or 1568 bytes
     */
    public static int ciphertextLength(String set) {
        switch (set) {
            case "ML-KEM-512":
                return 768;
            case "ML-KEM-768":
                return 1088;
            case "ML-KEM-1024":
                return 1568;
            default:
                throw new IllegalArgumentException("not an ML-KEM set: " + set);
        }
    }
}

package dev.rustpqc;

/**
 * {@code java -jar rustpqc.jar}: what this provider is and whether it works here (see
 * {@link RustPqcProvider#diagnosis()}). Exits with status 1 if the native library cannot be used.
 */
public final class Diagnosis {
    private Diagnosis() {
    }

    /**
     * Prints the diagnosis.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        System.out.println(RustPqcProvider.diagnosis());
        if (!RustPqcProvider.isAvailable()) {
            System.exit(1);
        }
    }
}

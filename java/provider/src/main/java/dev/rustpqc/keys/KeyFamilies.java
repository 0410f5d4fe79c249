package dev.rustpqc.keys;

/** The {@link KeyFamily} of each family. */
final class KeyFamilies {
    private static final KeyFamily ML_KEM = new MlKemKeys();
    private static final KeyFamily ML_DSA = new MlDsaKeys();
    private static final KeyFamily SLH_DSA = new SlhDsaKeys();
    private static final KeyFamily X_WING = new XWingKeys();
    private static final KeyFamily COMPOSITE_ML_DSA = new CompositeKeys();

    private KeyFamilies() {
    }

    static KeyFamily of(Family family) {
        switch (family) {
            case ML_KEM:
                return ML_KEM;
            case ML_DSA:
                return ML_DSA;
            case SLH_DSA:
                return SLH_DSA;
            case COMPOSITE_ML_DSA:
                return COMPOSITE_ML_DSA;
            default:
                return X_WING;
        }
    }
}

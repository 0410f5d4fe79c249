package dev.rustpqc.keys;

import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.List;

/**
 * A PKCS#8 key spec for handing a traditional private key to the JDK's KeyFactory that keeps no
 * copy of its own: the JCA's spec copies its array into a field nobody can wipe, this one hands out
 * copies of an array its owner wipes, and wipes the copies it handed out.
 */
final class WipedKeySpec extends PKCS8EncodedKeySpec {
    private final byte[] encoded;
    private final List<byte[]> handedOut = new ArrayList<>();

    /** Reads {@code encoded} without copying it; the caller wipes it after {@link #wipe()}. */
    WipedKeySpec(byte[] encoded) {
        super(new byte[0]);
        this.encoded = encoded;
    }

    @Override
    public byte[] getEncoded() {
        byte[] copy = encoded.clone();
        handedOut.add(copy);
        return copy;
    }

    /** Wipes every copy handed out. */
    void wipe() {
        for (byte[] copy : handedOut) {
            Secrets.wipe(copy);
        }
        handedOut.clear();
    }
}

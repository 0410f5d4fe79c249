package dev.rustpqc.signature;

import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.bouncycastle.crypto.digests.SHAKEDigest;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * The composite ML-DSA sets for the tests, and the draft's message representative written out
 * independently of the provider: the labels as the draft's section 7 lists them, the prefix in hex
 * as section 2.3 gives it, and PH computed by the JDK and BouncyCastle.
 */
public final class CompositeSets {
    /**
     * BouncyCastle, registered last: its composite key-pair generators make their component keys
     * with {@code getInstance(..., "BC")} and fail when no provider of that name is registered.
     */
    public static final Provider BC = registeredBouncyCastle();

    /** The draft's labels (section 7), by the set's name. */
    private static final Map<String, String> LABELS = Map.ofEntries(
            Map.entry("MLDSA44-RSA2048-PSS-SHA256", "COMPSIG-MLDSA44-RSA2048-PSS-SHA256"),
            Map.entry("MLDSA44-RSA2048-PKCS15-SHA256", "COMPSIG-MLDSA44-RSA2048-PKCS15-SHA256"),
            Map.entry("MLDSA44-Ed25519-SHA512", "COMPSIG-MLDSA44-Ed25519-SHA512"),
            Map.entry("MLDSA44-ECDSA-P256-SHA256", "COMPSIG-MLDSA44-ECDSA-P256-SHA256"),
            Map.entry("MLDSA65-RSA3072-PSS-SHA512", "COMPSIG-MLDSA65-RSA3072-PSS-SHA512"),
            Map.entry("MLDSA65-RSA3072-PKCS15-SHA512", "COMPSIG-MLDSA65-RSA3072-PKCS15-SHA512"),
            Map.entry("MLDSA65-RSA4096-PSS-SHA512", "COMPSIG-MLDSA65-RSA4096-PSS-SHA512"),
            Map.entry("MLDSA65-RSA4096-PKCS15-SHA512", "COMPSIG-MLDSA65-RSA4096-PKCS15-SHA512"),
            Map.entry("MLDSA65-ECDSA-P256-SHA512", "COMPSIG-MLDSA65-ECDSA-P256-SHA512"),
            Map.entry("MLDSA65-ECDSA-P384-SHA512", "COMPSIG-MLDSA65-ECDSA-P384-SHA512"),
            Map.entry("MLDSA65-Ed25519-SHA512", "COMPSIG-MLDSA65-Ed25519-SHA512"),
            Map.entry("MLDSA87-ECDSA-P384-SHA512", "COMPSIG-MLDSA87-ECDSA-P384-SHA512"),
            Map.entry("MLDSA87-Ed448-SHAKE256", "COMPSIG-MLDSA87-Ed448-SHAKE256"),
            Map.entry("MLDSA87-RSA3072-PSS-SHA512", "COMPSIG-MLDSA87-RSA3072-PSS-SHA512"),
            Map.entry("MLDSA87-RSA4096-PSS-SHA512", "COMPSIG-MLDSA87-RSA4096-PSS-SHA512"),
            Map.entry("MLDSA87-ECDSA-P521-SHA512", "COMPSIG-MLDSA87-ECDSA-P521-SHA512"));
    private static final byte[] PREFIX = HexFormat.of().parseHex(
            "436F6D706F73697465416C676F726974686D5369676E61747572657332303235");

    private CompositeSets() {
    }

    private static synchronized Provider registeredBouncyCastle() {
        Provider registered = Security.getProvider("BC");
        if (registered != null) {
            return registered;
        }
        Provider bc = new BouncyCastleProvider();
        Security.addProvider(bc);
        return bc;
    }

    /** Every composite set the provider serves, in the draft's order. */
    public static List<ParameterSet> all() {
        return Arrays.stream(ParameterSet.values()).filter(s -> s.family == Family.COMPOSITE_ML_DSA).toList();
    }

    /** The draft's label of {@code set}. */
    public static byte[] label(ParameterSet set) {
        return LABELS.get(set.jcaName).getBytes(StandardCharsets.US_ASCII);
    }

    /** {@code Prefix || Label || len(ctx) || ctx || PH(M)}, computed here. */
    public static byte[] representative(ParameterSet set, byte[] context, byte[] message) throws Exception {
        byte[] hash;
        if (set.preHash.equals("SHAKE256-512")) {
            SHAKEDigest shake = new SHAKEDigest(256);
            shake.update(message, 0, message.length);
            hash = new byte[64];
            shake.doFinal(hash, 0, 64);
        } else {
            hash = MessageDigest.getInstance(set.preHash).digest(message);
        }
        byte[] label = label(set);
        byte[] out = new byte[PREFIX.length + label.length + 1 + context.length + hash.length];
        System.arraycopy(PREFIX, 0, out, 0, PREFIX.length);
        System.arraycopy(label, 0, out, PREFIX.length, label.length);
        out[PREFIX.length + label.length] = (byte) context.length;
        System.arraycopy(context, 0, out, PREFIX.length + label.length + 1, context.length);
        System.arraycopy(hash, 0, out, out.length - hash.length, hash.length);
        return out;
    }
}

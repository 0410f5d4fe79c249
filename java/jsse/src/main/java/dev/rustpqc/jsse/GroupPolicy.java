package dev.rustpqc.jsse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.bouncycastle.jsse.BCSSLParameters;

/**
 * What {@link RustPqcJsse}'s engines and sockets do to BouncyCastle's named groups.
 *
 * <p>Always: a group list that holds none of the curves secp256r1, secp384r1 and secp521r1 gets
 * them appended. BouncyCastle enables the ECDSA signature schemes only for curves among a side's
 * own groups, so without them an ECDSA certificate cannot be used; Tomcat 11 on JDK 20+ sets the
 * engine's groups to the client's, and a client offering X25519MLKEM768 alone would otherwise
 * fail. A curve the client did not offer can never be negotiated, so for a list copied from the
 * client this changes nothing but the certificate check.
 *
 * <p>With native ML-KEM on ({@code hybridFirst}): the hybrid groups come first in any list, a
 * server picks by its own order (so a client that supports the hybrid gets it, with a
 * HelloRetryRequest if it sent no hybrid key share), a side with no list of its own (and no
 * {@code jdk.tls.namedGroups}) gets {@link #HYBRID_FIRST}, and a client with no key shares of its
 * own sends X25519MLKEM768's and x25519's.
 */
final class GroupPolicy {
    /** The groups of a side that has none set, with native ML-KEM on: the hybrids, then the classical groups. */
    static final String[] HYBRID_FIRST = {HybridGroups.X25519_MLKEM768, "SecP256r1MLKEM768", "SecP384r1MLKEM1024",
        "x25519", "secp256r1", "secp384r1", "secp521r1", "x448"};

    private static final List<String> HYBRIDS = List.of(HybridGroups.X25519_MLKEM768, "SecP256r1MLKEM768",
            "SecP384r1MLKEM1024");
    private static final List<String> ECDSA_CURVES = List.of("secp256r1", "secp384r1", "secp521r1");
    private static final String[] CLIENT_KEY_SHARES = {HybridGroups.X25519_MLKEM768, "x25519"};

    private final boolean hybridFirst;

    GroupPolicy(boolean hybridFirst) {
        this.hybridFirst = hybridFirst;
    }

    boolean hybridFirst() {
        return hybridFirst;
    }

    /**
     * Repairs {@code parameters} of a side in client or server mode.
     *
     * @return whether anything changed (then set them back)
     */
    boolean repair(BCSSLParameters parameters, boolean clientMode) {
        String[] groups = parameters.getNamedGroups();
        String[] repaired = groups;
        boolean changed = false;
        if (hybridFirst) {
            if (repaired == null && System.getProperty("jdk.tls.namedGroups") == null) {
                repaired = HYBRID_FIRST.clone();
            } else if (repaired != null) {
                repaired = hybridsFirst(repaired);
            }
            if (clientMode && parameters.getEarlyKeyShares() == null
                    && System.getProperty("org.bouncycastle.jsse.client.earlyKeyShares") == null) {
                parameters.setEarlyKeyShares(CLIENT_KEY_SHARES.clone());
                changed = true;
            }
            if (!clientMode && Arrays.equals(parameters.getEarlyKeyShares(), CLIENT_KEY_SHARES)) {
                // An engine starts in client mode; a server's is switched later, and sends no key shares.
                parameters.setEarlyKeyShares(null);
                changed = true;
            }
            if (!clientMode && !parameters.getUseNamedGroupsOrder()) {
                parameters.setUseNamedGroupsOrder(true);
                changed = true;
            }
        }
        if (repaired != null) {
            repaired = withEcdsaCurves(repaired);
        }
        if (!Arrays.equals(groups, repaired)) {
            parameters.setNamedGroups(repaired);
            changed = true;
        }
        return changed;
    }

    private static String[] hybridsFirst(String[] groups) {
        List<String> ordered = new ArrayList<>(groups.length);
        for (String group : groups) {
            if (HYBRIDS.contains(group)) {
                ordered.add(group);
            }
        }
        for (String group : groups) {
            if (!HYBRIDS.contains(group)) {
                ordered.add(group);
            }
        }
        return ordered.toArray(new String[0]);
    }

    private static String[] withEcdsaCurves(String[] groups) {
        if (groups.length == 0) {
            return groups;
        }
        for (String group : groups) {
            if (ECDSA_CURVES.contains(group)) {
                return groups;
            }
        }
        List<String> extended = new ArrayList<>(Arrays.asList(groups));
        extended.addAll(ECDSA_CURVES);
        return extended.toArray(new String[0]);
    }
}

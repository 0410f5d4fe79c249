package dev.rustpqc.signature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.Fixtures;
import dev.rustpqc.MlDsaParameterSpec;
import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;
import dev.rustpqc.TestKeys;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.bouncycastle.jcajce.spec.ContextParameterSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Composite ML-DSA against BouncyCastle 1.87 on every set both offer, in both directions: keys
 * (encodings byte for byte, key objects of each side in the other's KeyFactory and Signature),
 * signatures with and without a context, and the parts that are deterministic compared byte for
 * byte: the ML-DSA half signed deterministically against BouncyCastle's own ML-DSA over the message
 * representative computed here, and the Ed25519, Ed448 and RSA PKCS#1 v1.5 halves against
 * BouncyCastle's composite signature for the same key.
 */
class CompositeBouncyCastleTest {
    private static final Provider OURS = Fixtures.PROVIDER;
    private static final Provider BC = CompositeSets.BC;
    private static final byte[] MESSAGE = "a certificate's to-be-signed bytes".getBytes(StandardCharsets.UTF_8);
    private static final byte[] CONTEXT = "composite interop".getBytes(StandardCharsets.UTF_8);

    static Stream<ParameterSet> sets() {
        return CompositeSets.all().stream();
    }

    private static final Map<String, KeyPair> PAIRS = new ConcurrentHashMap<>();

    /**
     * The key pair that {@code provider}'s generator made for {@code set}, one per set and provider
     * for the whole class: the tests only read the keys, and an RSA half takes seconds to generate.
     */
    private static KeyPair generate(ParameterSet set, Provider provider) {
        return PAIRS.computeIfAbsent(set.jcaName + " by " + provider.getName(), name -> {
            try {
                return KeyPairGenerator.getInstance(set.jcaName, provider).generateKeyPair();
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException(name, e);
            }
        });
    }

    private static KeyPair decode(ParameterSet set, Provider provider, KeyPair pair) throws Exception {
        KeyFactory factory = KeyFactory.getInstance(set.jcaName, provider);
        return new KeyPair(factory.generatePublic(new X509EncodedKeySpec(pair.getPublic().getEncoded())),
                factory.generatePrivate(new PKCS8EncodedKeySpec(pair.getPrivate().getEncoded())));
    }

    static byte[] sign(ParameterSet set, Provider provider, PrivateKey key, byte[] context) throws Exception {
        Signature signer = Signature.getInstance(set.jcaName, provider);
        signer.initSign(key);
        if (context != null) {
            signer.setParameter(new ContextParameterSpec(context));
        }
        signer.update(MESSAGE);
        return signer.sign();
    }

    static boolean verify(ParameterSet set, Provider provider, PublicKey key, byte[] context, byte[] signature)
            throws Exception {
        Signature verifier = Signature.getInstance(set.jcaName, provider);
        verifier.initVerify(key);
        if (context != null) {
            verifier.setParameter(new ContextParameterSpec(context));
        }
        verifier.update(MESSAGE);
        return verifier.verify(signature);
    }

    @ParameterizedTest
    @MethodSource("sets")
    void keysCrossBothWaysByteForByte(ParameterSet set) throws Exception {
        KeyPair ours = generate(set, OURS);
        KeyPair inBc = decode(set, BC, ours);
        assertArrayEquals(ours.getPublic().getEncoded(), inBc.getPublic().getEncoded(), "X.509, ours in BC");
        assertArrayEquals(ours.getPrivate().getEncoded(), inBc.getPrivate().getEncoded(), "PKCS#8, ours in BC");
        assertEquals(inBc.getPublic().getAlgorithm(), ours.getPublic().getAlgorithm());
        assertEquals(inBc.getPrivate().getAlgorithm(), ours.getPrivate().getAlgorithm());
        assertEquals(set.jcaName, ours.getPublic().getAlgorithm(), "keys are named as BouncyCastle names them");

        KeyPair theirs = generate(set, BC);
        KeyPair inOurs = decode(set, OURS, theirs);
        assertInstanceOf(PqcPublicKey.class, inOurs.getPublic());
        assertArrayEquals(theirs.getPublic().getEncoded(), inOurs.getPublic().getEncoded(), "X.509, BC's in ours");
        assertArrayEquals(theirs.getPrivate().getEncoded(), inOurs.getPrivate().getEncoded(), "PKCS#8, BC's in ours");
        assertEquals(inOurs.getPublic(), theirs.getPublic(), "ours equals BC's key of the same encoding");

        KeyFactory factory = KeyFactory.getInstance(set.jcaName, OURS);
        assertEquals(inOurs.getPrivate(), factory.translateKey(theirs.getPrivate()), "BC's key object translated");
        assertEquals(inOurs.getPublic(), factory.translateKey(theirs.getPublic()));
        KeyFactory byOid = KeyFactory.getInstance("OID." + set.oid, OURS);
        assertArrayEquals(theirs.getPublic().getEncoded(),
                byOid.generatePublic(new X509EncodedKeySpec(theirs.getPublic().getEncoded())).getEncoded());
    }

    @ParameterizedTest
    @MethodSource("sets")
    void signaturesVerifyOnTheOtherSideBothWays(ParameterSet set) throws Exception {
        KeyPair ours = generate(set, OURS);
        KeyPair theirs = generate(set, BC);
        for (byte[] context : Arrays.asList(null, CONTEXT)) {
            String with = context == null ? "no context" : "a context";
            OperationCounts before = RustPqcProvider.operationCounts();
            byte[] signedByUs = sign(set, OURS, ours.getPrivate(), context);
            assertEquals(1, RustPqcProvider.operationCounts().total(NativeOperation.ML_DSA_SIGN)
                    - before.total(NativeOperation.ML_DSA_SIGN), "the ML-DSA half is signed natively");
            assertTrue(verify(set, BC, decode(set, BC, ours).getPublic(), context, signedByUs), "BC verifies ours, "
                    + with);
            assertTrue(verify(set, OURS, ours.getPublic(), context, signedByUs), "we verify ours, " + with);

            byte[] signedByBc = sign(set, BC, theirs.getPrivate(), context);
            assertTrue(verify(set, OURS, theirs.getPublic(), context, signedByBc), "we verify BC's (its key object), "
                    + with);
            assertTrue(verify(set, OURS, decode(set, OURS, theirs).getPublic(), context, signedByBc),
                    "we verify BC's (its key decoded), " + with);

            byte[] signedByUsWithTheirKey = sign(set, OURS, theirs.getPrivate(), context);
            assertTrue(verify(set, BC, theirs.getPublic(), context, signedByUsWithTheirKey),
                    "BC verifies what we signed with its key object, " + with);
            byte[] signedByBcWithOurKey = sign(set, BC, decode(set, BC, ours).getPrivate(), context);
            assertTrue(verify(set, OURS, ours.getPublic(), context, signedByBcWithOurKey),
                    "we verify what BC signed with our key, " + with);

            byte[] otherContext = "another context".getBytes(StandardCharsets.UTF_8);
            assertFalse(verify(set, BC, theirs.getPublic(), otherContext, signedByUsWithTheirKey),
                    "the context is bound");
            assertFalse(verify(set, OURS, theirs.getPublic(), otherContext, signedByBc));
        }
    }

    /**
     * The ML-DSA half, signed deterministically, is BouncyCastle's ML-DSA (rnd = 0) over the draft's
     * M' with the label as its context; the deterministic traditional halves (EdDSA, PKCS#1 v1.5)
     * equal BouncyCastle's composite signature's for the same key. ECDSA and RSASSA-PSS halves are
     * randomized: each side verifies the other's.
     */
    @ParameterizedTest
    @MethodSource("sets")
    void deterministicHalvesAreByteForByteBouncyCastles(ParameterSet set) throws Exception {
        KeyPair ours = generate(set, OURS);
        Signature signer = Signature.getInstance(set.jcaName, OURS);
        signer.setParameter(new MlDsaParameterSpec(CONTEXT, true));
        signer.initSign(ours.getPrivate());
        signer.update(MESSAGE);
        byte[] composite = signer.sign();
        int split = set.mlDsa.outputLength;

        byte[] representative = CompositeSets.representative(set, CONTEXT, MESSAGE);
        byte[] seed = Arrays.copyOf(TestKeys.seed((PqcPrivateKey) ours.getPrivate()), 32);
        PrivateKey mlDsaKey = KeyFactory.getInstance(set.mlDsa.jcaName, BC)
                .generatePrivate(new PKCS8EncodedKeySpec(mlDsaSeedPkcs8(set.mlDsa, seed)));
        Signature bcMlDsa = Signature.getInstance(set.mlDsa.jcaName, BC);
        bcMlDsa.initSign(mlDsaKey, Fixtures.constantRandom((byte) 0));
        bcMlDsa.setParameter(new ContextParameterSpec(CompositeSets.label(set)));
        bcMlDsa.update(representative);
        assertArrayEquals(bcMlDsa.sign(), Arrays.copyOf(composite, split),
                "the ML-DSA half is ML-DSA over M' = Prefix || Label || len(ctx) || ctx || PH(M), ctx = Label");

        byte[] bcComposite = sign(set, BC, decode(set, BC, ours).getPrivate(), CONTEXT);
        byte[] ourTraditional = Arrays.copyOfRange(composite, split, composite.length);
        byte[] bcTraditional = Arrays.copyOfRange(bcComposite, split, bcComposite.length);
        if (set.traditional.name().startsWith("ED") || set.traditional.name().endsWith("PKCS15")) {
            assertArrayEquals(bcTraditional, ourTraditional, set.traditional + " is deterministic");
        } else {
            assertNotEquals(HexFormat.of().formatHex(bcTraditional), HexFormat.of().formatHex(ourTraditional),
                    set.traditional + " is randomized");
        }
        assertTrue(verify(set, BC, decode(set, BC, ours).getPublic(), CONTEXT, composite));
    }

    /** PKCS#8 of an ML-DSA seed: SEQUENCE { 0, { OID }, OCTET STRING { [0] seed } }. */
    private static byte[] mlDsaSeedPkcs8(ParameterSet set, byte[] seed) {
        byte[] oid = set.oidDer();
        byte[] algorithm = concat(new byte[] {0x30, (byte) oid.length}, oid);
        byte[] privateKey = concat(new byte[] {0x04, 34, (byte) 0x80, 32}, seed);
        byte[] body = concat(new byte[] {0x02, 1, 0}, algorithm, privateKey);
        return concat(new byte[] {0x30, (byte) body.length}, body);
    }

    private static byte[] concat(byte[]... parts) {
        int length = 0;
        for (byte[] part : parts) {
            length += part.length;
        }
        byte[] out = new byte[length];
        int at = 0;
        for (byte[] part : parts) {
            System.arraycopy(part, 0, out, at, part.length);
            at += part.length;
        }
        return out;
    }

    /** Every set is served under BouncyCastle's name and its OID, with and without the prefix. */
    @ParameterizedTest
    @MethodSource("sets")
    void servicesHaveBouncyCastlesNamesAndTheDraftsOids(ParameterSet set) throws Exception {
        for (String type : List.of("Signature", "KeyPairGenerator", "KeyFactory")) {
            for (String name : List.of(set.jcaName, set.oid, "OID." + set.oid)) {
                assertEquals(OURS, providerOf(type, name), type + " " + name);
            }
            assertTrue(BC.getService(type, set.jcaName) != null || type.equals("KeyFactory"),
                    "BouncyCastle offers " + type + " " + set.jcaName);
        }
        assertArrayEquals(CompositeSets.label(set), set.label());
    }

    private static Provider providerOf(String type, String name) throws Exception {
        switch (type) {
            case "Signature":
                return Signature.getInstance(name, OURS).getProvider();
            case "KeyPairGenerator":
                return KeyPairGenerator.getInstance(name, OURS).getProvider();
            default:
                return KeyFactory.getInstance(name, OURS).getProvider();
        }
    }
}

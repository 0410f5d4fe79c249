package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.keys.PqcPublicKey;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.Security;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Date;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.cms.EnvelopedData;
import org.bouncycastle.asn1.cms.KEMRecipientInfo;
import org.bouncycastle.asn1.cms.OtherRecipientInfo;
import org.bouncycastle.asn1.cms.RecipientInfo;
import org.bouncycastle.asn1.nist.NISTObjectIdentifiers;
import org.bouncycastle.asn1.pkcs.PKCSObjectIdentifiers;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.asn1.x9.X9ObjectIdentifiers;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.cms.CMSAlgorithm;
import org.bouncycastle.cms.CMSAuthEnvelopedData;
import org.bouncycastle.cms.CMSEnvelopedData;
import org.bouncycastle.cms.CMSEnvelopedDataGenerator;
import org.bouncycastle.cms.CMSException;
import org.bouncycastle.cms.CMSProcessableByteArray;
import org.bouncycastle.cms.RecipientInformation;
import org.bouncycastle.cms.jcajce.JceCMSContentEncryptorBuilder;
import org.bouncycastle.cms.jcajce.JceKEMAuthEnvelopedRecipient;
import org.bouncycastle.cms.jcajce.JceKEMEnvelopedRecipient;
import org.bouncycastle.cms.jcajce.JceKEMRecipientId;
import org.bouncycastle.cms.jcajce.JceKEMRecipientInfoGenerator;
import org.bouncycastle.jcajce.spec.KTSParameterSpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CMS enveloped data to ML-KEM recipients (RFC 9629 KEMRecipientInfo, ML-KEM in CMS: RFC 9936)
 * with bcpkix 1.87 on RustPqc's native ML-KEM, RustPqc inserted first and BouncyCastle's provider
 * not registered: bcpkix's {@code JceKEMRecipientInfoGenerator} and {@code JceKEMEnvelopedRecipient}
 * find the ML-KEM OID as RustPqc's key-transport {@code Cipher}. Every set, with the KDFs and key
 * wraps bcpkix offers; against OpenSSL 3.6's {@code cms -encrypt} and {@code cms -decrypt} both
 * ways for ML-KEM-768 and ML-KEM-1024 (and 512), enveloped and auth-enveloped; against
 * BouncyCastle's own ML-KEM {@code Cipher}, the contract's origin, both ways with the same spec;
 * and the refusals: a changed KEM ciphertext or wrapped key, another recipient's key, modes and
 * specs the key transport does not have.
 */
class CmsKemRecipientTest {
    private static final byte[] CONTENT = "a document for an ML-KEM recipient".getBytes(StandardCharsets.UTF_8);
    private static final AlgorithmIdentifier HKDF_SHA256 = new AlgorithmIdentifier(PKCSObjectIdentifiers.id_alg_hkdf_with_sha256);

    @TempDir
    Path work;

    private RustPqcRegistration registration;
    /** BouncyCastle's provider as another test of this JVM left it registered, and where; or null. */
    private Provider bouncyCastle;
    private int bouncyCastlePosition;

    @BeforeEach
    void rustPqcFirstAndNoBouncyCastleProvider() {
        List<Provider> providers = List.of(Security.getProviders());
        for (int i = 0; i < providers.size(); i++) {
            if (providers.get(i).getName().equals("BC")) {
                bouncyCastle = providers.get(i);
                bouncyCastlePosition = i + 1;
            }
        }
        Security.removeProvider("BC");
        registration = RustPqcRegistration.first();
        assertNull(Security.getProvider("BC"), "BouncyCastle's provider must not be registered");
    }

    @AfterEach
    void restoreTheProviders() {
        registration.close();
        if (bouncyCastle != null) {
            Security.insertProviderAt(bouncyCastle, bouncyCastlePosition);
        }
    }

    /** An ML-KEM key pair of RustPqc's and a certificate for its public key, issued by an EC P-256 CA (the JDK's). */
    record Recipient(KeyPair pair, X509Certificate certificate) {
    }

    static Recipient recipient(String set) throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance(set, RustPqcProvider.PROVIDER_NAME).generateKeyPair();
        KeyPairGenerator ec = KeyPairGenerator.getInstance("EC");
        ec.initialize(new ECGenParameterSpec("secp256r1"));
        KeyPair ca = ec.generateKeyPair();
        Date now = new Date();
        JcaX509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(new X500Name("CN=RustPqc CMS test CA"),
                BigInteger.valueOf(now.getTime()), new Date(now.getTime() - 60_000), new Date(now.getTime() + 86_400_000),
                new X500Name("CN=" + set + " recipient"), pair.getPublic());
        builder.addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.keyEncipherment));
        X509Certificate certificate = new JcaX509CertificateConverter().getCertificate(
                builder.build(new JcaContentSignerBuilder("SHA256withECDSA").build(ca.getPrivate())));
        return new Recipient(pair, certificate);
    }

    static byte[] envelope(Recipient recipient, ASN1ObjectIdentifier wrap, AlgorithmIdentifier kdf, ASN1ObjectIdentifier content)
            throws Exception {
        JceKEMRecipientInfoGenerator info = new JceKEMRecipientInfoGenerator(recipient.certificate(), wrap);
        if (kdf != null) {
            info.setKDF(kdf);
        }
        CMSEnvelopedDataGenerator generator = new CMSEnvelopedDataGenerator();
        generator.addRecipientInfoGenerator(info);
        return generator.generate(new CMSProcessableByteArray(CONTENT), new JceCMSContentEncryptorBuilder(content).build())
                .getEncoded();
    }

    static byte[] open(byte[] enveloped, PrivateKey key) throws Exception {
        RecipientInformation info = new CMSEnvelopedData(enveloped).getRecipientInfos().getRecipients().iterator().next();
        return info.getContent(new JceKEMEnvelopedRecipient(key));
    }

    /** The KEMRecipientInfo of enveloped data with one recipient. */
    static KEMRecipientInfo kemRecipientInfo(byte[] enveloped) throws Exception {
        EnvelopedData data = EnvelopedData.getInstance(new CMSEnvelopedData(enveloped).toASN1Structure().getContent());
        RecipientInfo info = RecipientInfo.getInstance(data.getRecipientInfos().getObjectAt(0));
        return KEMRecipientInfo.getInstance(OtherRecipientInfo.getInstance(info.getInfo()).getValue());
    }

    /** The README's recipe, as written, with RustPqc registered by it. */
    @Test
    void theReadmeRecipeRunsAsWritten() throws Exception {
        Recipient made = recipient("ML-KEM-768");
        X509Certificate recipientCertificate = made.certificate();
        PrivateKey recipientPrivateKey = made.pair().getPrivate();
        byte[] document = CONTENT;
        Security.removeProvider(RustPqcProvider.PROVIDER_NAME); // the recipe registers it
        OperationCounts before = RustPqcProvider.operationCounts();
        // README:begin cms-mlkem
        Security.insertProviderAt(new RustPqcProvider(), 1);

        // The sender: RFC 9936's HKDF-SHA256 and AES-256 key wrap, what OpenSSL uses
        CMSEnvelopedDataGenerator generator = new CMSEnvelopedDataGenerator();
        generator.addRecipientInfoGenerator(new JceKEMRecipientInfoGenerator(recipientCertificate, CMSAlgorithm.AES256_WRAP)
                .setKDF(new AlgorithmIdentifier(PKCSObjectIdentifiers.id_alg_hkdf_with_sha256)));
        byte[] enveloped = generator.generate(new CMSProcessableByteArray(document),
                new JceCMSContentEncryptorBuilder(CMSAlgorithm.AES256_CBC).build()).getEncoded();

        // The recipient
        RecipientInformation recipient = new CMSEnvelopedData(enveloped).getRecipientInfos()
                .get(new JceKEMRecipientId(recipientCertificate));
        byte[] opened = recipient.getContent(new JceKEMEnvelopedRecipient(recipientPrivateKey));
        // README:end cms-mlkem
        assertArrayEquals(document, opened);
        assertEquals(1, Fixtures.since(before, NativeOperation.ML_KEM_ENCAPSULATE));
        assertEquals(1, Fixtures.since(before, NativeOperation.ML_KEM_DECAPSULATE));
        ReadmeBlock.assertRunAsWritten("cms-mlkem", "java/dev/rustpqc/CmsKemRecipientTest.java");
    }

    @Test
    void bcpkixEnvelopesAndOpensOnRustPqcForEverySetKdfAndWrap() throws Exception {
        AlgorithmIdentifier[] kdfs = {null, HKDF_SHA256,
            new AlgorithmIdentifier(PKCSObjectIdentifiers.id_alg_hkdf_with_sha512),
            new AlgorithmIdentifier(NISTObjectIdentifiers.id_shake256),
            new AlgorithmIdentifier(X9ObjectIdentifiers.id_kdf_kdf2, new AlgorithmIdentifier(NISTObjectIdentifiers.id_sha512))};
        ASN1ObjectIdentifier[] wraps = {CMSAlgorithm.AES256_WRAP, CMSAlgorithm.AES128_WRAP, CMSAlgorithm.AES256_WRAP_PAD};
        List<String> cases = new ArrayList<>();
        for (String set : Fixtures.ML_KEM_SETS) {
            Recipient recipient = recipient(set);
            for (AlgorithmIdentifier kdf : kdfs) {
                for (ASN1ObjectIdentifier wrap : wraps) {
                    OperationCounts before = RustPqcProvider.operationCounts();
                    byte[] enveloped = envelope(recipient, wrap, kdf, CMSAlgorithm.AES256_CBC);
                    KEMRecipientInfo info = kemRecipientInfo(enveloped);
                    assertEquals(((PqcPublicKey) recipient.pair().getPublic()).parameterSet().oid,
                            info.getKem().getAlgorithm().getId());
                    assertEquals(wrap, info.getWrap().getAlgorithm());
                    assertArrayEquals(CONTENT, open(enveloped, recipient.pair().getPrivate()), set + " " + kdf + " " + wrap);
                    assertEquals(1, Fixtures.since(before, NativeOperation.ML_KEM_ENCAPSULATE));
                    assertEquals(1, Fixtures.since(before, NativeOperation.ML_KEM_DECAPSULATE));
                    cases.add(set + "/" + (kdf == null ? "default " + info.getKdf().getAlgorithm() : kdf.getAlgorithm()) + "/" + wrap);
                }
            }
        }
        System.out.println("bcpkix CMS on RustPqc's ML-KEM, no BouncyCastle provider: " + cases.size() + " round trips");
    }

    /**
     * OpenSSL reads the HKDF KDFs with each AES key wrap; bcpkix's default KDF (KDF3 with SHA-256)
     * and SHAKE256 it refuses ("unsupported"), which the README says.
     */
    @Test
    void openSslDecryptsWhatBcpkixOnRustPqcEncrypted() throws Exception {
        AlgorithmIdentifier[] kdfs = {HKDF_SHA256, new AlgorithmIdentifier(PKCSObjectIdentifiers.id_alg_hkdf_with_sha384),
            new AlgorithmIdentifier(PKCSObjectIdentifiers.id_alg_hkdf_with_sha512)};
        ASN1ObjectIdentifier[] wraps = {CMSAlgorithm.AES256_WRAP, CMSAlgorithm.AES128_WRAP, CMSAlgorithm.AES256_WRAP_PAD};
        int opened = 0;
        for (String set : Fixtures.ML_KEM_SETS) {
            Recipient recipient = recipient(set);
            Path key = writePem(set + ".key", "PRIVATE KEY", recipient.pair().getPrivate().getEncoded());
            Path certificate = writePem(set + ".crt", "CERTIFICATE", recipient.certificate().getEncoded());
            for (AlgorithmIdentifier kdf : kdfs) {
                for (ASN1ObjectIdentifier wrap : wraps) {
                    String name = set + "-" + kdf.getAlgorithm() + "-" + wrap;
                    Path enveloped = Files.write(work.resolve(name + ".der"),
                            envelope(recipient, wrap, kdf, wrap == CMSAlgorithm.AES128_WRAP ? CMSAlgorithm.AES128_CBC
                                    : CMSAlgorithm.AES256_CBC));
                    Path out = work.resolve(name + ".out");
                    OpenSsl.run(work, "cms", "-decrypt", "-inform", "DER", "-in", enveloped.toString(), "-inkey",
                            key.toString(), "-recip", certificate.toString(), "-out", out.toString());
                    assertArrayEquals(CONTENT, Files.readAllBytes(out), name + " opened by OpenSSL");
                    opened++;
                }
            }
            if (set.equals("ML-KEM-768")) {
                for (AlgorithmIdentifier refused : new AlgorithmIdentifier[] {null, new AlgorithmIdentifier(NISTObjectIdentifiers.id_shake256)}) {
                    Path enveloped = Files.write(work.resolve(set + "-refused.der"),
                            envelope(recipient, CMSAlgorithm.AES256_WRAP, refused, CMSAlgorithm.AES256_CBC));
                    String output = OpenSsl.fails(work, "cms", "-decrypt", "-inform", "DER", "-in", enveloped.toString(),
                            "-inkey", key.toString(), "-recip", certificate.toString());
                    assertTrue(output.contains("unsupported"), output);
                }
            }
        }
        System.out.println("OpenSSL 3.6 cms -decrypt of bcpkix on RustPqc: " + opened + " enveloped (3 sets x HKDF-SHA256/384/512"
                + " x AES-256/AES-128 wrap/AES-256 wrap with padding); KDF3 and SHAKE256 refused by OpenSSL");
    }

    @Test
    void rustPqcDecryptsWhatOpenSslEncrypted() throws Exception {
        Path plain = Files.write(work.resolve("content.txt"), CONTENT);
        for (String set : Fixtures.ML_KEM_SETS) {
            Recipient recipient = recipient(set);
            Path certificate = writePem(set + ".crt", "CERTIFICATE", recipient.certificate().getEncoded());
            for (String cipher : new String[] {"-aes-256-cbc", "-aes-256-gcm"}) {
                Path enveloped = work.resolve(set + cipher + ".der");
                OpenSsl.run(work, "cms", "-encrypt", "-binary", "-in", plain.toString(), cipher, "-recip", certificate.toString(),
                        "-outform", "DER", "-out", enveloped.toString());
                byte[] bytes = Files.readAllBytes(enveloped);
                byte[] opened;
                if (cipher.endsWith("gcm")) {
                    // The JDK names no AES-GCM AlgorithmParameters by OID, which bcpkix asks for: the
                    // content (not the KEM) needs BouncyCastle's provider, passed as an object.
                    RecipientInformation info = new CMSAuthEnvelopedData(bytes).getRecipientInfos().getRecipients().iterator().next();
                    opened = info.getContent(new JceKEMAuthEnvelopedRecipient(recipient.pair().getPrivate())
                            .setContentProvider(new BouncyCastleProvider()));
                } else {
                    opened = open(bytes, recipient.pair().getPrivate());
                }
                assertArrayEquals(CONTENT, opened, set + " " + cipher + " from OpenSSL");
            }
        }
        // A key OpenSSL made, read through our KeyFactory: OpenSSL's own certificate and enveloped data.
        OpenSsl.run(work, "genpkey", "-algorithm", "ML-KEM-1024", "-out", "openssl.key");
        OpenSsl.run(work, "pkey", "-in", "openssl.key", "-outform", "DER", "-out", "openssl.key.der");
        OpenSsl.run(work, "pkey", "-in", "openssl.key", "-pubout", "-out", "openssl.pub");
        OpenSsl.run(work, "req", "-x509", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
                "-keyout", "ca.key", "-subj", "/CN=OpenSSL CA", "-days", "1", "-out", "ca.crt");
        OpenSsl.run(work, "x509", "-new", "-force_pubkey", "openssl.pub", "-subj", "/CN=OpenSSL ML-KEM-1024", "-CA", "ca.crt",
                "-CAkey", "ca.key", "-days", "1", "-out", "openssl.crt");
        OpenSsl.run(work, "cms", "-encrypt", "-binary", "-in", plain.toString(), "-aes-128-gcm", "-recip", "openssl.crt",
                "-outform", "DER", "-out", "openssl.der");
        PrivateKey theirs = KeyFactory.getInstance("ML-KEM", RustPqcProvider.PROVIDER_NAME)
                .generatePrivate(new PKCS8EncodedKeySpec(Files.readAllBytes(work.resolve("openssl.key.der"))));
        RecipientInformation info = new CMSAuthEnvelopedData(Files.readAllBytes(work.resolve("openssl.der")))
                .getRecipientInfos().getRecipients().iterator().next();
        assertArrayEquals(CONTENT, info.getContent(new JceKEMAuthEnvelopedRecipient(theirs)
                .setContentProvider(new BouncyCastleProvider())));
        assertNull(Security.getProvider("BC"), "BouncyCastle's provider served the content without being registered");
        System.out.println("OpenSSL 3.6 cms -encrypt to RustPqc's keys, opened by bcpkix on RustPqc: 3 sets x enveloped"
                + " (AES-256-CBC) and auth-enveloped (AES-256-GCM), and OpenSSL's own ML-KEM-1024 key and certificate");
    }

    /** The contract comes from BouncyCastle's ML-KEM Cipher: each side unwraps what the other wrapped, with its keys. */
    @Test
    void rustPqcsKeyTransportAndBouncyCastlesAgreeBothWays() throws Exception {
        BouncyCastleProvider bc = new BouncyCastleProvider();
        AlgorithmIdentifier kdf3 = new AlgorithmIdentifier(X9ObjectIdentifiers.id_kdf_kdf3,
                new AlgorithmIdentifier(NISTObjectIdentifiers.id_sha256, DERNull.INSTANCE));
        SecretKey content = new SecretKeySpec(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
            17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32}, "AES");
        for (String set : Fixtures.ML_KEM_SETS) {
            KeyPair ours = KeyPairGenerator.getInstance(set, RustPqcProvider.PROVIDER_NAME).generateKeyPair();
            KeyPair theirs = KeyPairGenerator.getInstance(set, bc).generateKeyPair();
            for (AlgorithmIdentifier kdf : new AlgorithmIdentifier[] {kdf3, HKDF_SHA256}) {
                for (String wrap : new String[] {"AESWRAP", "AES-KWP"}) {
                    KTSParameterSpec spec = new KTSParameterSpec.Builder(wrap, 256, new byte[] {7, 7, 7})
                            .withKdfAlgorithm(kdf).build();
                    String what = set + " " + kdf.getAlgorithm() + " " + wrap;
                    assertArrayEquals(content.getEncoded(), unwrap(bc, theirs.getPrivate(), spec,
                            wrap(RustPqcProvider.PROVIDER_NAME, null, theirs, spec, content)).getEncoded(), what + ": ours to BC");
                    assertArrayEquals(content.getEncoded(), unwrap(null, ours.getPrivate(), spec,
                            wrap(null, bc, ours, spec, content)).getEncoded(), what + ": BC to ours");
                }
            }
            // No spec: BouncyCastle's defaults on both sides.
            Cipher ourWrap = Cipher.getInstance(set, RustPqcProvider.PROVIDER_NAME);
            ourWrap.init(Cipher.WRAP_MODE, theirs.getPublic());
            Cipher theirUnwrap = Cipher.getInstance(set, bc);
            theirUnwrap.init(Cipher.UNWRAP_MODE, theirs.getPrivate());
            assertArrayEquals(content.getEncoded(), theirUnwrap.unwrap(ourWrap.wrap(content), "AES", Cipher.SECRET_KEY).getEncoded());
        }
    }

    private static byte[] wrap(String ourName, java.security.Provider bc, KeyPair recipient, KTSParameterSpec spec,
            SecretKey content) throws Exception {
        Cipher cipher = ourName != null ? Cipher.getInstance("ML-KEM", ourName) : Cipher.getInstance("ML-KEM", bc);
        cipher.init(Cipher.WRAP_MODE, recipient.getPublic(), spec);
        return cipher.wrap(content);
    }

    private static java.security.Key unwrap(java.security.Provider bc, PrivateKey key, KTSParameterSpec spec, byte[] wrapped)
            throws Exception {
        Cipher cipher = bc != null ? Cipher.getInstance("ML-KEM", bc) : Cipher.getInstance("ML-KEM", RustPqcProvider.PROVIDER_NAME);
        cipher.init(Cipher.UNWRAP_MODE, key, spec);
        return cipher.unwrap(wrapped, "AES", Cipher.SECRET_KEY);
    }

    @Test
    void changedCiphertextsOtherRecipientsAndUnsupportedRequestsAreRefused() throws Exception {
        Recipient recipient = recipient("ML-KEM-768");
        byte[] enveloped = envelope(recipient, CMSAlgorithm.AES256_WRAP, HKDF_SHA256, CMSAlgorithm.AES256_CBC);
        KEMRecipientInfo info = kemRecipientInfo(enveloped);
        byte[] kemct = info.getKemct().getOctets();
        byte[] encryptedKey = info.getEncryptedKey().getOctets();
        for (byte[] part : new byte[][] {kemct, encryptedKey}) {
            byte[] changed = part.clone();
            changed[changed.length / 2] ^= 1;
            byte[] tampered = replace(enveloped, part, changed);
            assertThrows(CMSException.class, () -> open(tampered, recipient.pair().getPrivate()));
        }
        Recipient stranger = recipient("ML-KEM-768");
        assertThrows(CMSException.class, () -> open(enveloped, stranger.pair().getPrivate()));
        assertThrows(CMSException.class, () -> open(enveloped, recipient("ML-KEM-1024").pair().getPrivate()));

        Cipher cipher = Cipher.getInstance("ML-KEM-768", RustPqcProvider.PROVIDER_NAME);
        assertThrows(InvalidParameterException.class, () -> cipher.init(Cipher.ENCRYPT_MODE, recipient.pair().getPublic()));
        assertThrows(InvalidKeyException.class, () -> cipher.init(Cipher.WRAP_MODE, recipient.pair().getPrivate()));
        assertThrows(InvalidKeyException.class, () -> cipher.init(Cipher.WRAP_MODE,
                KeyPairGenerator.getInstance("ML-KEM-512", RustPqcProvider.PROVIDER_NAME).generateKeyPair().getPublic()),
                "an ML-KEM-512 key for the ML-KEM-768 cipher");
        KTSParameterSpec kmac = new KTSParameterSpec.Builder("AESWRAP", 256, new byte[0])
                .withKdfAlgorithm(new AlgorithmIdentifier(NISTObjectIdentifiers.id_Kmac256)).build();
        InvalidAlgorithmParameterException unsupported = assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher.init(Cipher.WRAP_MODE, recipient.pair().getPublic(), kmac));
        assertTrue(unsupported.getMessage().contains("Unsupported KDF"), unsupported.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class, () -> cipher.init(Cipher.WRAP_MODE, recipient.pair().getPublic(),
                new KTSParameterSpec.Builder("Camellia", 256, new byte[0]).withKdfAlgorithm(HKDF_SHA256).build()));
        assertThrows(InvalidAlgorithmParameterException.class, () -> cipher.init(Cipher.WRAP_MODE, recipient.pair().getPublic(),
                new javax.crypto.spec.IvParameterSpec(new byte[16])));

        cipher.init(Cipher.UNWRAP_MODE, recipient.pair().getPrivate(),
                new KTSParameterSpec.Builder("AESWRAP", 256, new byte[0]).withKdfAlgorithm(HKDF_SHA256).build());
        assertThrows(InvalidKeyException.class, () -> cipher.unwrap(new byte[1088], "AES", Cipher.SECRET_KEY), "no wrapped key");
        assertThrows(InvalidKeyException.class, () -> cipher.unwrap(new byte[1088 + 40], "AES", Cipher.PRIVATE_KEY));
        assertThrows(InvalidKeyException.class, () -> cipher.unwrap(new byte[1088 + 40], "AES", Cipher.SECRET_KEY),
                "an all-zero ciphertext and wrapped key");
        assertThrows(IllegalStateException.class, () -> cipher.doFinal(new byte[16]));
        assertThrows(IllegalStateException.class, () -> cipher.wrap(new SecretKeySpec(new byte[16], "AES")));
    }

    private static byte[] replace(byte[] whole, byte[] part, byte[] with) {
        for (int i = 0; i + part.length <= whole.length; i++) {
            if (java.util.Arrays.equals(whole, i, i + part.length, part, 0, part.length)) {
                byte[] copy = whole.clone();
                System.arraycopy(with, 0, copy, i, with.length);
                return copy;
            }
        }
        throw new AssertionError("part not found");
    }

    private Path writePem(String name, String type, byte[] der) throws Exception {
        String pem = "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END " + type + "-----\n";
        return Files.writeString(work.resolve(name), pem);
    }
}

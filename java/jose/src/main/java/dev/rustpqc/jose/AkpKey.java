package dev.rustpqc.jose;

import com.nimbusds.jose.Algorithm;
import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.AsymmetricJWK;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKParameterNames;
import com.nimbusds.jose.jwk.KeyOperation;
import com.nimbusds.jose.jwk.KeyRevocation;
import com.nimbusds.jose.jwk.KeyType;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.util.Base64;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jose.util.JSONObjectUtils;
import java.net.URI;
import java.security.KeyPair;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.cert.X509Certificate;
import java.text.ParseException;
import java.util.Arrays;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * An Algorithm Key Pair JWK of RFC 9964 ({@code "kty":"AKP"}) for ML-DSA: {@code alg} (required:
 * {@code ML-DSA-44}, {@code ML-DSA-65} or {@code ML-DSA-87}), {@code pub} (the raw FIPS 204 public key)
 * and, in a private key, {@code priv} (the 32-byte seed). It is a Nimbus {@link JWK}: it serialises
 * with the other JWKs, goes into a {@link com.nimbusds.jose.jwk.JWKSet}, computes its RFC 7638
 * thumbprint over {@code alg}, {@code kty} and {@code pub} as RFC 9964 says, and converts to Java
 * keys ({@link #toPublicKey()}, {@link #toPrivateKey()}), made by RustPqc unless a provider is named.
 *
 * <p>Nimbus' own {@code JWK.parse} and {@code JWKSet.parse} do not know AKP (a JWK set parsed by them
 * drops AKP keys as an unknown key type): parse with {@link #parse(String)} and
 * {@link AkpJwkSets#parse(String)}. Make one with {@link AkpKeyGenerator} or {@link Builder}.
 *
 * <p>A private key is checked when it is built: {@code priv} must be 32 bytes and sign what
 * {@code pub} verifies (one signature, natively).
 */
public final class AkpKey extends JWK implements AsymmetricJWK {
    private static final long serialVersionUID = 1L;

    /** The key type {@code AKP}. */
    public static final KeyType AKP = new KeyType("AKP", null);

    /** The {@code pub} member. */
    public static final String PUBLIC_KEY = "pub";

    /** The {@code priv} member. */
    public static final String PRIVATE_KEY = "priv";

    private final Base64URL pub;
    private final Base64URL priv;

    private AkpKey(Builder builder) {
        super(AKP, builder.use, builder.ops, builder.alg, builder.kid, builder.x5u, builder.x5t, builder.x5t256,
                builder.x5c, builder.exp, builder.nbf, builder.iat, builder.revocation, builder.keyStore);
        this.pub = builder.pub;
        this.priv = builder.priv;
    }

    /** The JWS algorithm ({@code alg}), which names the parameter set. */
    public JWSAlgorithm getJWSAlgorithm() {
        return (JWSAlgorithm) getAlgorithm();
    }

    /** {@code pub}: the raw public key. */
    public Base64URL getPub() {
        return pub;
    }

    /** {@code priv}: the 32-byte seed, or null in a public key. */
    public Base64URL getPriv() {
        return priv;
    }

    MlDsaParameterSet parameterSet() {
        return MlDsaParameterSet.of(getJWSAlgorithm());
    }

    @Override
    public PublicKey toPublicKey() throws JOSEException {
        return toPublicKey(null);
    }

    /** The public key, made by {@code provider}'s KeyFactory ({@code null}: RustPqc's). */
    public PublicKey toPublicKey(Provider provider) throws JOSEException {
        return MlDsaKeys.publicKey(parameterSet(), pub.decode(), provider);
    }

    /** The private key expanded from the seed, or null in a public key. */
    @Override
    public PrivateKey toPrivateKey() throws JOSEException {
        return toPrivateKey(null);
    }

    /** The private key made by {@code provider}'s KeyFactory ({@code null}: RustPqc's), or null in a public key. */
    public PrivateKey toPrivateKey(Provider provider) throws JOSEException {
        if (priv == null) {
            return null;
        }
        byte[] seed = priv.decode();
        try {
            return MlDsaKeys.privateKey(parameterSet(), seed, provider);
        } finally {
            Arrays.fill(seed, (byte) 0);
        }
    }

    @Override
    public KeyPair toKeyPair() throws JOSEException {
        return new KeyPair(toPublicKey(), toPrivateKey());
    }

    /** Whether the certificate's public key is this key's. */
    @Override
    public boolean matches(X509Certificate certificate) {
        try {
            PublicKey certified = certificate.getPublicKey();
            return MlDsaKeys.parameterSet(certified) == parameterSet()
                    && Arrays.equals(MlDsaKeys.rawPublicKey(certified), pub.decode());
        } catch (JOSEException e) {
            return false;
        }
    }

    /** RFC 9964's members of the thumbprint, in lexicographic order: {@code alg}, {@code kty}, {@code pub}. */
    @Override
    public LinkedHashMap<String, ?> getRequiredParams() {
        LinkedHashMap<String, String> required = new LinkedHashMap<>();
        required.put(JWKParameterNames.ALGORITHM, getAlgorithm().getName());
        required.put(JWKParameterNames.KEY_TYPE, AKP.getValue());
        required.put(PUBLIC_KEY, pub.toString());
        return required;
    }

    @Override
    public boolean isPrivate() {
        return priv != null;
    }

    @Override
    public AkpKey toPublicJWK() {
        return new Builder(this).priv(null).build();
    }

    @Override
    public AkpKey toRevokedJWK(KeyRevocation keyRevocation) {
        if (getKeyRevocation() != null) {
            throw new IllegalStateException("Already revoked");
        }
        return new Builder(this).keyRevocation(Objects.requireNonNull(keyRevocation)).build();
    }

    /** The public key's size in bits. */
    @Override
    public int size() {
        return pub.decode().length * 8;
    }

    @Override
    public Map<String, Object> toJSONObject() {
        Map<String, Object> json = super.toJSONObject();
        json.put(PUBLIC_KEY, pub.toString());
        if (priv != null) {
            json.put(PRIVATE_KEY, priv.toString());
        }
        return json;
    }

    /** Parses an AKP JWK from its JSON text. */
    public static AkpKey parse(String json) throws ParseException {
        return parse(JSONObjectUtils.parse(json));
    }

    /**
     * Parses an AKP JWK: {@code kty} AKP, {@code alg} one of the three ML-DSA algorithms, {@code pub}
     * of that set's length, an optional 32-byte {@code priv} that belongs to {@code pub}, and the
     * JWK members RFC 7517 defines for every key.
     *
     * @throws ParseException if it is not such a key; the message names the member
     */
    public static AkpKey parse(Map<String, Object> json) throws ParseException {
        String kty = JSONObjectUtils.getString(json, JWKParameterNames.KEY_TYPE);
        if (!AKP.getValue().equals(kty)) {
            throw new ParseException("The key type \"kty\" must be AKP, not " + kty, 0);
        }
        String alg = JSONObjectUtils.getString(json, JWKParameterNames.ALGORITHM);
        if (alg == null) {
            throw new ParseException("An AKP JWK must have an \"alg\" (RFC 9964)", 0);
        }
        if (MlDsaParameterSet.of(JWSAlgorithm.parse(alg)) == null) {
            throw new ParseException("Unsupported AKP algorithm \"alg\": " + alg
                    + " (supported: ML-DSA-44, ML-DSA-65, ML-DSA-87)", 0);
        }
        Base64URL pub = JSONObjectUtils.getBase64URL(json, PUBLIC_KEY);
        if (pub == null) {
            throw new ParseException("An AKP JWK must have a \"pub\"", 0);
        }
        Builder builder = new Builder(JWSAlgorithm.parse(alg), pub)
                .priv(JSONObjectUtils.getBase64URL(json, PRIVATE_KEY))
                .keyID(JSONObjectUtils.getString(json, JWKParameterNames.KEY_ID))
                .x509CertURL(JSONObjectUtils.getURI(json, JWKParameterNames.X_509_CERT_URL))
                .x509CertSHA256Thumbprint(JSONObjectUtils.getBase64URL(json,
                        JWKParameterNames.X_509_CERT_SHA_256_THUMBPRINT))
                .x509CertChain(base64List(json))
                .expirationTime(date(json, JWKParameterNames.EXPIRATION_TIME))
                .notBeforeTime(date(json, JWKParameterNames.NOT_BEFORE))
                .issueTime(date(json, JWKParameterNames.ISSUED_AT));
        builder.x5t = JSONObjectUtils.getBase64URL(json, JWKParameterNames.X_509_CERT_SHA_1_THUMBPRINT);
        String use = JSONObjectUtils.getString(json, JWKParameterNames.PUBLIC_KEY_USE);
        if (use != null) {
            builder.keyUse(KeyUse.parse(use));
        }
        List<String> ops = JSONObjectUtils.getStringList(json, JWKParameterNames.KEY_OPS);
        if (ops != null) {
            builder.keyOperations(KeyOperation.parse(ops));
        }
        Map<String, Object> revoked = JSONObjectUtils.getJSONObject(json, JWKParameterNames.REVOKED);
        if (revoked != null) {
            builder.keyRevocation(KeyRevocation.parse(revoked));
        }
        try {
            return builder.build();
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw new ParseException(e.getMessage(), 0);
        }
    }

    private static List<Base64> base64List(Map<String, Object> json) throws ParseException {
        List<String> values = JSONObjectUtils.getStringList(json, JWKParameterNames.X_509_CERT_CHAIN);
        if (values == null) {
            return null;
        }
        List<Base64> chain = new java.util.ArrayList<>();
        for (String value : values) {
            chain.add(new Base64(value));
        }
        return chain;
    }

    private static Date date(Map<String, Object> json, String member) throws ParseException {
        if (!json.containsKey(member)) {
            return null;
        }
        return new Date(JSONObjectUtils.getLong(json, member) * 1000L);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof AkpKey) || !super.equals(other)) {
            return false;
        }
        AkpKey that = (AkpKey) other;
        return pub.equals(that.pub) && Objects.equals(priv, that.priv);
    }

    @Override
    public int hashCode() {
        return Objects.hash(super.hashCode(), pub, priv);
    }

    /**
     * Builds an {@link AkpKey}. {@link #build()} checks what RFC 9964 requires and throws
     * {@link IllegalStateException} naming the problem.
     */
    public static final class Builder {
        private final Algorithm alg;
        private final Base64URL pub;
        private Base64URL priv;
        private KeyUse use;
        private Set<KeyOperation> ops;
        private String kid;
        private URI x5u;
        private Base64URL x5t;
        private Base64URL x5t256;
        private List<Base64> x5c;
        private Date exp;
        private Date nbf;
        private Date iat;
        private KeyRevocation revocation;
        private KeyStore keyStore;

        /** A key of the parameter set {@code alg} names, with the raw public key {@code pub}. */
        public Builder(JWSAlgorithm alg, Base64URL pub) {
            this.alg = Objects.requireNonNull(alg, "alg");
            this.pub = Objects.requireNonNull(pub, "pub");
        }

        /** The public key of any provider's ML-DSA key (its set is read from its encoding). */
        public Builder(PublicKey publicKey) throws JOSEException {
            this(MlDsaKeys.parameterSet(publicKey).algorithm, Base64URL.encode(MlDsaKeys.rawPublicKey(publicKey)));
        }

        /**
         * A private JWK of any provider's ML-DSA key pair. The private key's PKCS#8 encoding must
         * carry the seed ({@code seed} or {@code both} form).
         */
        public Builder(KeyPair keyPair) throws JOSEException {
            this(keyPair.getPublic());
            privateKey(keyPair.getPrivate());
        }

        /** A copy of {@code key}'s members. */
        public Builder(AkpKey key) {
            this.alg = key.getAlgorithm();
            this.pub = key.pub;
            this.priv = key.priv;
            this.use = key.getKeyUse();
            this.ops = key.getKeyOperations();
            this.kid = key.getKeyID();
            this.x5u = key.getX509CertURL();
            this.x5t = legacyThumbprint(key);
            this.x5t256 = key.getX509CertSHA256Thumbprint();
            this.x5c = key.getX509CertChain();
            this.exp = key.getExpirationTime();
            this.nbf = key.getNotBeforeTime();
            this.iat = key.getIssueTime();
            this.revocation = key.getKeyRevocation();
            this.keyStore = key.getKeyStore();
        }

        @SuppressWarnings("deprecation")
        private static Base64URL legacyThumbprint(AkpKey key) {
            return key.getX509CertThumbprint();
        }

        /** {@code priv}: the 32-byte seed ({@code null}: a public key). */
        public Builder priv(Base64URL priv) {
            this.priv = priv;
            return this;
        }

        /** {@code priv} from any provider's ML-DSA private key whose PKCS#8 encoding carries the seed. */
        public Builder privateKey(PrivateKey privateKey) throws JOSEException {
            byte[] seed = MlDsaKeys.seed(privateKey);
            try {
                this.priv = Base64URL.encode(seed);
            } finally {
                Arrays.fill(seed, (byte) 0);
            }
            return this;
        }

        public Builder keyUse(KeyUse use) {
            this.use = use;
            return this;
        }

        public Builder keyOperations(Set<KeyOperation> ops) {
            this.ops = ops;
            return this;
        }

        public Builder keyID(String kid) {
            this.kid = kid;
            return this;
        }

        /** The key ID: the key's RFC 7638 SHA-256 thumbprint (as in RFC 9964's examples). */
        public Builder keyIDFromThumbprint() throws JOSEException {
            this.kid = new Builder(this).keyID(null).priv(null).check(false).computeThumbprint().toString();
            return this;
        }

        private Builder(Builder other) {
            this.alg = other.alg;
            this.pub = other.pub;
            this.priv = other.priv;
        }

        public Builder x509CertURL(URI x5u) {
            this.x5u = x5u;
            return this;
        }

        public Builder x509CertSHA256Thumbprint(Base64URL x5t256) {
            this.x5t256 = x5t256;
            return this;
        }

        public Builder x509CertChain(List<Base64> x5c) {
            this.x5c = x5c;
            return this;
        }

        public Builder expirationTime(Date exp) {
            this.exp = exp;
            return this;
        }

        public Builder notBeforeTime(Date nbf) {
            this.nbf = nbf;
            return this;
        }

        public Builder issueTime(Date iat) {
            this.iat = iat;
            return this;
        }

        public Builder keyRevocation(KeyRevocation revocation) {
            this.revocation = revocation;
            return this;
        }

        public Builder keyStore(KeyStore keyStore) {
            this.keyStore = keyStore;
            return this;
        }

        /**
         * The key. Checks that {@code alg} is an ML-DSA algorithm, that {@code pub} has its set's
         * length, and that a {@code priv} is 32 bytes and belongs to {@code pub}.
         *
         * @throws IllegalStateException naming what is wrong
         */
        public AkpKey build() {
            return check(true);
        }

        private AkpKey check(boolean pairwise) {
            MlDsaParameterSet set = alg instanceof JWSAlgorithm ? MlDsaParameterSet.of((JWSAlgorithm) alg) : null;
            if (set == null) {
                throw new IllegalStateException("Unsupported AKP algorithm: " + alg
                        + " (supported: ML-DSA-44, ML-DSA-65, ML-DSA-87)");
            }
            byte[] publicKey = pub.decode();
            if (publicKey.length != set.publicKeyLength) {
                throw new IllegalStateException("Invalid " + set + " \"pub\": " + publicKey.length + " bytes, expected "
                        + set.publicKeyLength);
            }
            if (priv != null) {
                byte[] seed = priv.decode();
                try {
                    if (seed.length != MlDsaParameterSet.SEED_LENGTH) {
                        throw new IllegalStateException("Invalid " + set + " \"priv\": " + seed.length
                                + " bytes, expected the 32-byte seed (RFC 9964)");
                    }
                    if (pairwise) {
                        MlDsaKeys.requirePair(set, MlDsaKeys.privateKey(set, seed, null),
                                MlDsaKeys.publicKey(set, publicKey, null));
                    }
                } catch (JOSEException e) {
                    throw new IllegalStateException(e.getMessage(), e);
                } finally {
                    Arrays.fill(seed, (byte) 0);
                }
            }
            return new AkpKey(this);
        }
    }
}

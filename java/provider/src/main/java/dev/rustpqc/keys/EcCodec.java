package dev.rustpqc.keys;

import java.math.BigInteger;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.ProviderException;
import java.security.PublicKey;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECFieldFp;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPoint;
import java.security.spec.ECPublicKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.util.Arrays;

/**
 * ECDSA keys on the NIST prime curves (SunEC): the public key an uncompressed point
 * ({@code 04 || X || Y}), the private key an RFC 5915 ECPrivateKey of version 1 with its scalar as
 * long as the group order, the curve's OID as its parameters and no public key. A point off the
 * curve and a scalar outside [1, n-1] are refused.
 */
final class EcCodec extends TraditionalCodec {
    private static final String EC_PUBLIC_KEY = "1.2.840.10045.2.1";
    /** {@code [0]} and {@code [1]} EXPLICIT in ECPrivateKey: the parameters, the public key. */
    private static final int PARAMETERS = 0xA0;

    static final EcCodec P256 = new EcCodec("secp256r1", "1.2.840.10045.3.1.7", "P-256");
    static final EcCodec P384 = new EcCodec("secp384r1", "1.3.132.0.34", "P-384");
    static final EcCodec P521 = new EcCodec("secp521r1", "1.3.132.0.35", "P-521");

    private final String curve;
    private final byte[] curveOid;
    private final byte[] algorithmIdentifier;
    private volatile ECParameterSpec parameters;

    private EcCodec(String curve, String curveOid, String name) {
        super("SunEC", "EC", "ECDSA " + name);
        this.curve = curve;
        this.curveOid = Der.objectIdentifier(curveOid);
        this.algorithmIdentifier = Der.element(Der.SEQUENCE, Der.objectIdentifier(EC_PUBLIC_KEY), this.curveOid);
    }

    /** The field's and the group order's size in bytes (they are equal on these curves). */
    private int size() {
        switch (curve) {
            case "secp256r1":
                return 32;
            case "secp384r1":
                return 48;
            default:
                return 66;
        }
    }

    @Override
    int publicKeyLength() {
        return 1 + 2 * size();
    }

    @Override
    int minSignatureLength() {
        // SEQUENCE { INTEGER r, INTEGER s }, each at least one byte long.
        return 8;
    }

    @Override
    int maxSignatureLength() {
        // A 256- or 384-bit integer may need a leading zero byte; a 521-bit one never does.
        int integer = size() + (size() * 8 == bits() ? 1 : 0);
        int contents = 2 * (2 + integer);
        return contents + (contents < 0x80 ? 2 : 3);
    }

    private int bits() {
        return size() == 66 ? 521 : size() * 8;
    }

    /** The curve's parameters, asked of the JDK's provider once. */
    private ECParameterSpec parameters() {
        ECParameterSpec known = parameters;
        if (known == null) {
            try {
                AlgorithmParameters ec = AlgorithmParameters.getInstance("EC",
                        JdkCrypto.keyFactory(providerName(), "EC").getProvider());
                ec.init(new ECGenParameterSpec(curve));
                known = ec.getParameterSpec(ECParameterSpec.class);
            } catch (GeneralSecurityException e) {
                throw new ProviderException("the JDK's EC provider does not know " + curve, e);
            }
            parameters = known;
        }
        return known;
    }

    @Override
    KeyPair generate() {
        KeyPairGenerator generator = JdkCrypto.keyPairGenerator(providerName(), "EC");
        try {
            generator.initialize(new ECGenParameterSpec(curve));
        } catch (GeneralSecurityException e) {
            throw new ProviderException("the JDK's EC provider cannot make " + curve + " keys", e);
        }
        return generator.generateKeyPair();
    }

    @Override
    byte[] encodePublic(PublicKey key) {
        ECPoint point = ((ECPublicKey) key).getW();
        byte[] raw = new byte[publicKeyLength()];
        raw[0] = 4;
        unsigned(point.getAffineX(), raw, 1);
        unsigned(point.getAffineY(), raw, 1 + size());
        return raw;
    }

    @Override
    PublicKey decodePublic(byte[] raw) throws InvalidKeyException {
        require(raw.length == publicKeyLength(), String.format("%d bytes, expected the %d-byte uncompressed point",
                raw.length, publicKeyLength()));
        require(raw[0] == 4, String.format("starts with 0x%02X, expected 0x04 (an uncompressed point)",
                raw[0]));
        BigInteger x = new BigInteger(1, Arrays.copyOfRange(raw, 1, 1 + size()));
        BigInteger y = new BigInteger(1, Arrays.copyOfRange(raw, 1 + size(), raw.length));
        ECParameterSpec curveParameters = parameters();
        BigInteger p = ((ECFieldFp) curveParameters.getCurve().getField()).getP();
        require(x.compareTo(p) < 0 && y.compareTo(p) < 0, "a coordinate is not below the field prime");
        BigInteger left = y.multiply(y).mod(p);
        BigInteger right = x.multiply(x).add(curveParameters.getCurve().getA()).multiply(x)
                .add(curveParameters.getCurve().getB()).mod(p);
        require(left.equals(right), "the point is not on the curve");
        try {
            return keyFactory().generatePublic(new ECPublicKeySpec(new ECPoint(x, y), curveParameters));
        } catch (InvalidKeySpecException e) {
            throw new InvalidKeyException(half() + e.getMessage(), e);
        }
    }

    @Override
    byte[] encodePrivate(PrivateKey key) {
        byte[] octets = privateKeyOctets(key);
        byte[] scalar = null;
        try {
            Der.Reader ecPrivateKey = new Der.Reader("ECPrivateKey", octets).read(Der.SEQUENCE, "ECPrivateKey");
            ecPrivateKey.readSmallInteger("version");
            scalar = ecPrivateKey.readBytes(Der.OCTET_STRING, "privateKey");
            return encodeScalar(scalar);
        } catch (InvalidKeyException e) {
            throw new IllegalStateException("the JDK's EC private key is not an ECPrivateKey", e);
        } finally {
            Secrets.wipe(octets, scalar);
        }
    }

    /** ECPrivateKey { 1, the scalar as long as the order, [0] the curve }, without a public key. */
    private byte[] encodeScalar(byte[] scalar) {
        byte[] padded = new byte[size()];
        int skip = Math.max(0, scalar.length - size());
        System.arraycopy(scalar, skip, padded, size() - (scalar.length - skip), scalar.length - skip);
        byte[] octetString = Der.element(Der.OCTET_STRING, padded);
        try {
            return Der.element(Der.SEQUENCE, new byte[] {Der.INTEGER, 1, 1}, octetString,
                    Der.element(PARAMETERS, curveOid));
        } finally {
            Secrets.wipe(padded, octetString);
        }
    }

    @Override
    PrivateKey decodePrivate(byte[] raw) throws InvalidKeyException {
        Der.Reader outer = new Der.Reader(description() + " private key", raw);
        Der.Reader ecPrivateKey = outer.read(Der.SEQUENCE, "ECPrivateKey");
        outer.expectEnd("ECPrivateKey");
        require(ecPrivateKey.readSmallInteger("version") == 1, "ECPrivateKey version must be 1");
        byte[] scalar = ecPrivateKey.readBytes(Der.OCTET_STRING, "privateKey");
        try {
            require(scalar.length == size(), String.format(
                    "the scalar is %d bytes, expected %d (as long as the group order)", scalar.length, size()));
            require(inRange(scalar), "the scalar is not in [1, n-1]");
        } finally {
            Secrets.wipe(scalar);
        }
        require(ecPrivateKey.peekTag() == PARAMETERS,
                "the ECPrivateKey must name its curve (the draft's NamedCurve parameters)");
        byte[] named = ecPrivateKey.read(PARAMETERS, "parameters").readEncoded(Der.OBJECT_IDENTIFIER, "namedCurve");
        require(Arrays.equals(named, curveOid), "its curve is " + Der.describeOid(named) + ", not "
                + curve);
        require(!ecPrivateKey.hasMore(), "the ECPrivateKey must not carry a public key or more");
        return privateKey(algorithmIdentifier, raw);
    }

    /** Whether 0 < scalar < n, without branching on the scalar's bytes. */
    private boolean inRange(byte[] scalar) {
        byte[] order = new byte[size()];
        unsigned(parameters().getOrder(), order, 0);
        int below = 0;
        int decided = 0;
        int nonZero = 0;
        for (int i = 0; i < size(); i++) {
            int a = scalar[i] & 0xff;
            int b = order[i] & 0xff;
            int less = ((a - b) >>> 31) & 1;
            int differ = ((a ^ b) + 0xff) >>> 8;
            below |= less & ~decided;
            decided |= differ;
            nonZero |= a;
        }
        return below == 1 && nonZero != 0;
    }

    /** Writes {@code value} big-endian into {@code size()} bytes of {@code out} at {@code offset}. */
    private void unsigned(BigInteger value, byte[] out, int offset) {
        byte[] bytes = value.toByteArray();
        int skip = bytes.length > size() ? bytes.length - size() : 0;
        System.arraycopy(bytes, skip, out, offset + size() - (bytes.length - skip), bytes.length - skip);
    }
}

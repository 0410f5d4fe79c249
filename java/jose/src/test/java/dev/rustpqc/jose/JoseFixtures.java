package dev.rustpqc.jose;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.jose.util.JSONObjectUtils;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.text.ParseException;
import java.util.Date;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;

/** Keys, tokens and RFC 9964's examples for the tests. */
final class JoseFixtures {
    static final String ISSUER = "https://issuer.example";

    private JoseFixtures() {
    }

    /** A fresh private AKP key of {@code alg} with its thumbprint as key ID. */
    static AkpKey newKey(JWSAlgorithm alg) throws JOSEException {
        return new AkpKeyGenerator(alg).keyIDFromThumbprint(true).generate();
    }

    /** Claims of a token for {@code subject} by {@link #ISSUER}, valid for the next ten minutes. */
    static JWTClaimsSet claims(String subject) {
        Date now = new Date();
        return new JWTClaimsSet.Builder().issuer(ISSUER).subject(subject).issueTime(now)
                .expirationTime(new Date(now.getTime() + 600_000)).build();
    }

    /** A JWT for {@code subject} signed with {@code key} (typ JWT, kid the key's). */
    static SignedJWT signedJwt(AkpKey key, String subject) throws JOSEException {
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(key.getJWSAlgorithm()).type(JOSEObjectType.JWT)
                .keyID(key.getKeyID()).build(), claims(subject));
        jwt.sign(new MlDsaSigner(key));
        return jwt;
    }

    /**
     * RFC 9964's example for {@code set} ("44", "65", "87"): Appendix A's JSON file, from the vector
     * directory ({@code -Drustpqc.vectors}, its {@code rfc9964/} folder).
     */
    static Map<String, Object> rfcExample(String set) throws IOException, ParseException {
        String vectors = System.getProperty("rustpqc.vectors");
        if (vectors == null) {
            throw new IllegalStateException("-Drustpqc.vectors is not set (the Maven build sets it)");
        }
        Path file = Paths.get(vectors, "rfc9964", "ML_DSA_" + set + ".jose.json");
        // Not in the shared vector set that ./test.sh requires: checked where a developer adds them.
        Assumptions.assumeTrue(Files.isRegularFile(file), file + " is missing: RFC 9964's JOSE examples (Appendix A,"
                + " the files examples/jose/examples/ML_DSA_*.jose.json of cose-wg/draft-ietf-cose-dilithium at"
                + " 7f2084bec51d2ddeb40f4b6918257bf278dcd268) are checked when put in the vector directory's rfc9964/");
        return JSONObjectUtils.parse(Files.readString(file));
    }
}

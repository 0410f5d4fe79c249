//! The Java parameter tables, from `rustpqc::catalog`: the provider's `ParameterSet` (every set,
//! with its names, OIDs, number at the C ABI and sizes) and rustpqc-jsse's `MlKemParameterSet`
//! (the ML-KEM sets with the sizes a TLS key share carries).

use crate::java::{comment, WARNING};
use rustpqc::catalog::{self, Family, ParameterSet};
use std::fmt::Write;

/// (path from the repository root, contents) of every generated parameter table.
pub fn files() -> Vec<(String, String)> {
    let sets = catalog::parameter_sets();
    vec![
        (
            "java/provider/src/main/java/dev/rustpqc/keys/ParameterSet.java".into(),
            provider_table(&sets),
        ),
        (
            "java/jsse/src/main/java/dev/rustpqc/jsse/MlKemParameterSet.java".into(),
            jsse_table(&sets),
        ),
    ]
}

/// `ML-KEM-768` -> `ML_KEM_768`, `X-Wing` -> `X_WING`.
fn constant(set: &ParameterSet) -> String {
    set.name.to_uppercase().replace('-', "_")
}

/// The Java `Family` constant.
fn family(family: Family) -> &'static str {
    match family {
        Family::MlKem => "ML_KEM",
        Family::MlDsa => "ML_DSA",
        Family::SlhDsa => "SLH_DSA",
        Family::XWing => "X_WING",
    }
}

fn quoted(text: Option<&str>) -> String {
    text.map_or_else(|| "null".into(), |text| format!("\"{text}\""))
}

/// The enum constants, one per line pair, each argument list wrapped at 100 columns.
fn constants(sets: &[&ParameterSet], arguments: impl Fn(&ParameterSet) -> Vec<String>) -> String {
    let mut out = String::new();
    for (i, set) in sets.iter().enumerate() {
        let mut line = format!("    {}(", constant(set));
        let args = arguments(set);
        for (j, arg) in args.iter().enumerate() {
            let piece = if j + 1 < args.len() {
                format!("{arg},")
            } else {
                format!("{arg})")
            };
            let sep = if line.ends_with('(') { "" } else { " " };
            if line.len() + sep.len() + piece.len() > 99 {
                writeln!(out, "{}", line.trim_end()).unwrap();
                line = format!("            {piece}");
            } else {
                line.push_str(sep);
                line.push_str(&piece);
            }
        }
        let end = if i + 1 == sets.len() { ";" } else { "," };
        writeln!(out, "{line}{end}").unwrap();
    }
    out
}

const PROVIDER_DOC: &str = "The parameter sets: their family, JCA names and OIDs, their number \
    at the native boundary, their sizes in bytes and their NIST security category. SLH-DSA sets \
    are named as BouncyCastle names them (upper case; FIPS 205 writes {@code SLH-DSA-SHA2-128s}), \
    X-Wing as its draft does. An SLH-DSA private key has no seed form (seed length 0); an X-Wing \
    private key is its seed.";

const PROVIDER_BODY: &str = r#"
    /** The family. */
    public final Family family;
    /** The JCA name, e.g. {@code ML-KEM-768}. */
    public final String jcaName;
    /** The OID of its keys. */
    public final String oid;
    /**
     * The OID of the pre-hash variant over this set, or null: HashML-DSA with SHA-512 (RFC 9881),
     * HashSLH-DSA with the set's hash function (RFC 9909). BouncyCastle's keys for its
     * {@code ML-DSA-65-WITH-SHA512} and {@code SLH-DSA-SHA2-128S-WITH-SHA256} carry it.
     */
    public final String hashOid;
    /** Its number at the native boundary (X-Wing takes none: 0). */
    public final int nativeId;
    public final int publicKeyLength;
    /** The private key as native code keeps it: expanded (ML-KEM, ML-DSA), whole (SLH-DSA) or the seed (X-Wing). */
    public final int privateKeyLength;
    /** The seed of the private key's seed form, or 0 when it has none. */
    public final int seedLength;
    /** The ciphertext length (KEMs) or the signature length. */
    public final int outputLength;
    /** The shared-secret length (KEMs), or 0. */
    public final int sharedSecretLength;
    /** The NIST security category. */
    public final int nistCategory;
    private final byte[] oidDer;
    private final byte[] hashOidDer;

    ParameterSet(Family family, String jcaName, String oid, String hashOid, int nativeId, int publicKeyLength,
            int privateKeyLength, int seedLength, int outputLength, int sharedSecretLength, int nistCategory) {
        this.family = family;
        this.jcaName = jcaName;
        this.oid = oid;
        this.hashOid = hashOid;
        this.nativeId = nativeId;
        this.publicKeyLength = publicKeyLength;
        this.privateKeyLength = privateKeyLength;
        this.seedLength = seedLength;
        this.outputLength = outputLength;
        this.sharedSecretLength = sharedSecretLength;
        this.nistCategory = nistCategory;
        this.oidDer = Der.objectIdentifier(oid);
        this.hashOidDer = hashOid == null ? null : Der.objectIdentifier(hashOid);
    }

    /** The DER encoding of this set's OID (tag, length and value). */
    public byte[] oidDer() {
        return oidDer.clone();
    }

    /** The parameter set as a {@link NamedParameterSpec}, e.g. {@code ML-KEM-768}. */
    public NamedParameterSpec spec() {
        return new NamedParameterSpec(jcaName);
    }

    /** Whether {@code name} names this set: its JCA name, or an alias of its family (a family of one set). */
    public boolean isNamed(String name) {
        return jcaName.equalsIgnoreCase(name) || family.hasAlias(name);
    }

    /** Whether this is its family's only set, named as the family (X-Wing). */
    public boolean isWholeFamily() {
        return jcaName.equals(family.jcaName());
    }

    /**
     * The set a service named by the family alone uses: the JDK's for ML-KEM and ML-DSA,
     * BouncyCastle's for SLH-DSA (which the JDK does not have), the only one for X-Wing.
     */
    public static ParameterSet defaultOf(Family family) {
        switch (family) {
{defaults}            default:
                throw new IllegalArgumentException(String.valueOf(family));
        }
    }

    /** The set of a JCA name ({@code ML-KEM-768}, {@code xwing}), case-insensitively, or null. */
    public static ParameterSet byName(String name) {
        if (name == null) {
            return null;
        }
        for (ParameterSet set : values()) {
            if (set.isNamed(name)) {
                return set;
            }
        }
        return null;
    }

    /**
     * The set whose DER-encoded OID this is, or null. A HashML-DSA or HashSLH-DSA key OID names its
     * set: the key is the same.
     */
    public static ParameterSet byOidDer(byte[] der) {
        for (ParameterSet set : values()) {
            if (Arrays.equals(set.oidDer, der) || Arrays.equals(set.hashOidDer, der)) {
                return set;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return jcaName;
    }
}
"#;

fn provider_table(sets: &[ParameterSet]) -> String {
    let mut out = format!("{WARNING}\npackage dev.rustpqc.keys;\n\n");
    out.push_str("import java.security.spec.NamedParameterSpec;\nimport java.util.Arrays;\n\n");
    out.push_str(&comment("", &[PROVIDER_DOC.into()]));
    out.push_str("public enum ParameterSet {\n");
    let all: Vec<&ParameterSet> = sets.iter().collect();
    out.push_str(&constants(&all, |set| {
        vec![
            format!("Family.{}", family(set.family)),
            quoted(Some(&set.name)),
            quoted(Some(set.oid)),
            quoted(set.pre_hash_oid.as_deref()),
            set.id.to_string(),
            set.public_key_len.to_string(),
            set.private_key_len.to_string(),
            set.seed_len.to_string(),
            set.output_len.to_string(),
            set.shared_secret_len.to_string(),
            set.nist_category.to_string(),
        ]
    }));
    let mut defaults = String::new();
    for set in sets.iter().filter(|s| s.is_default) {
        let name = constant(set);
        let family = family(set.family);
        writeln!(
            defaults,
            "            case {family}:\n                return {name};"
        )
        .unwrap();
    }
    out.push_str(&PROVIDER_BODY.replace("{defaults}", &defaults));
    out
}

const JSSE_BODY: &str = r#"
    /** Every ML-KEM parameter set derives a shared secret of this length. */
    static final int SHARED_SECRET_LENGTH = {shared};

    final String jcaName;
    final int encapsulationKeyLength;
    final int ciphertextLength;

    MlKemParameterSet(String jcaName, int encapsulationKeyLength, int ciphertextLength) {
        this.jcaName = jcaName;
        this.encapsulationKeyLength = encapsulationKeyLength;
        this.ciphertextLength = ciphertextLength;
    }

    @Override
    public String toString() {
        return jcaName;
    }
}
"#;

fn jsse_table(sets: &[ParameterSet]) -> String {
    let kems: Vec<&ParameterSet> = sets.iter().filter(|s| s.family == Family::MlKem).collect();
    let shared = kems[0].shared_secret_len;
    assert!(kems.iter().all(|s| s.shared_secret_len == shared));
    let mut out = format!("{WARNING}\npackage dev.rustpqc.jsse;\n\n");
    out.push_str(&comment(
        "",
        &[
            "The ML-KEM parameter sets a TLS key share can use, with the sizes of the two values \
           on the wire: the client's encapsulation key and the server's ciphertext."
                .into(),
        ],
    ));
    out.push_str("enum MlKemParameterSet {\n");
    out.push_str(&constants(&kems, |set| {
        vec![
            quoted(Some(&set.name)),
            set.public_key_len.to_string(),
            set.output_len.to_string(),
        ]
    }));
    out.push_str(&JSSE_BODY.replace("{shared}", &shared.to_string()));
    out
}

//! The Java parameter tables, from `rustpqc::catalog`: the provider's `ParameterSet` (every set,
//! with its names, OIDs, number at the C ABI and sizes) and rustpqc-jsse's `MlKemParameterSet`
//! (the ML-KEM sets with the sizes a TLS key share carries).

use crate::java::{comment, wrap_call};
use crate::Generated;
use rustpqc::catalog::{self, Family, ParameterSet};
use std::fmt::Write;

/// (path from the repository root, what is generated in it) of every parameter table.
pub fn files() -> Vec<(String, Generated)> {
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

/// The enum constants, each argument list wrapped at 100 columns; the last one ends the list
/// (`;`) unless the enum declares more constants by hand after the generated ones (`,`).
fn constants(
    sets: &[&ParameterSet],
    last: &str,
    arguments: impl Fn(&ParameterSet) -> Vec<String>,
) -> String {
    let mut out = String::new();
    for (i, set) in sets.iter().enumerate() {
        let end = if i + 1 == sets.len() { last } else { ")," };
        out.push_str(&wrap_call(
            &format!("    {}(", constant(set)),
            &arguments(set).join(", "),
            end,
            "    ",
        ));
    }
    out
}

fn provider_table(sets: &[ParameterSet]) -> Generated {
    let all: Vec<&ParameterSet> = sets.iter().collect();
    // The provider's table goes on by hand with the composite ML-DSA sets, which are not native.
    let table = constants(&all, "),", |set| {
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
    });
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
    Generated::Regions(vec![table, defaults])
}

fn jsse_table(sets: &[ParameterSet]) -> Generated {
    let kems: Vec<&ParameterSet> = sets.iter().filter(|s| s.family == Family::MlKem).collect();
    let shared = kems[0].shared_secret_len;
    assert!(kems.iter().all(|s| s.shared_secret_len == shared));
    let mut table = constants(&kems, ");", |set| {
        vec![
            quoted(Some(&set.name)),
            set.public_key_len.to_string(),
            set.output_len.to_string(),
        ]
    });
    table.push('\n');
    table.push_str(&comment(
        "    ",
        &["Every ML-KEM parameter set derives a shared secret of this length.".into()],
    ));
    writeln!(
        table,
        "    static final int SHARED_SECRET_LENGTH = {shared};"
    )
    .unwrap();
    Generated::Regions(vec![table])
}

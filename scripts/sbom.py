#!/usr/bin/env python3
"""Completes the provider jar's CycloneDX 1.6 bill of materials with what Maven cannot see.

cyclonedx-maven-plugin writes the Maven side (the artifact and its Maven dependencies, of which
the provider has none at run time). This adds, in the same document:

- one component per native library in the jar, its SHA-256 computed from the jar's bytes (and
  checked against the digest beside it, the one the loader checks), with its platform, Rust
  target, flags and code paths;
- the Rust crates compiled into each library, as the build recorded them (scripts/build-native.sh:
  cargo's units built for that target), with version, licence, source and the SHA-256 of the
  .crate file (Cargo.lock); crates built only for the build machine (procedural macros, build
  scripts) are listed with scope "excluded";
- the CBOM: one cryptographic-asset component per algorithm and parameter set the provider
  registers, enumerated from its service table in a JVM that loads the jar
  (scripts/sbom/ServiceTable.java: getServices() and the Alg.Alias entries), with OID, primitive,
  NIST security category, functions, standard, implementing crates and code paths;
- the dependency graph: the artifact on its libraries, each library on its crates, and the
  libraries and crates "providing" the algorithms.

It fails (exit 1) when the jar carries no library, a library has no crate list or a wrong digest,
the provider serves nothing, or a service belongs to no family this script knows.

Usage: sbom.py <bom.json> <provider jar> <crate-lists directory> <java executable>
"""

import hashlib
import json
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The families, told apart by their service names, with their standard, primitive and the crates
# that compute them (rust/Cargo.toml says why each). A service of no family fails the build.
FAMILIES = [
    # (name prefixes, family, standard, primitive, crates)
    # HPKE: its KEMs and SHAKE/TurboSHAKE KDFs are native; HKDF and the AEADs are the JDK's.
    (("HPKE",), "HPKE", "RFC 9180", "pke", ["libcrux-ml-kem", "x25519-dalek", "libcrux-sha3", "keccak"]),
    (("X-WING",), "X-Wing", "draft-connolly-cfrg-xwing-kem", "kem",
     ["libcrux-ml-kem", "x25519-dalek", "libcrux-sha3"]),
    (("ML-KEM",), "ML-KEM", "FIPS 203", "kem", ["libcrux-ml-kem", "libcrux-sha3"]),
    (("ML-DSA-EXTERNAL-MU",), "ML-DSA", "FIPS 204", "signature", ["ml-dsa"]),
    (("HASH-ML-DSA", "ML-DSA"), "ML-DSA", "FIPS 204", "signature",
     ["libcrux-ml-dsa", "ml-dsa", "keccak"]),
    (("HASH-SLH-DSA", "SLH-DSA"), "SLH-DSA", "FIPS 205", "signature", ["slh-dsa", "libcrux-sha3"]),
    # Its ML-DSA half runs natively; its traditional half in the JDK's own provider (TRADITIONAL).
    (("COMPOSITE-ML-DSA", "MLDSA44", "MLDSA65", "MLDSA87"), "Composite ML-DSA",
     "draft-ietf-lamps-pq-composite-sigs", "signature", ["libcrux-ml-dsa", "libcrux-sha3"]),
]
STANDARD_URLS = {
    "FIPS 203": "https://csrc.nist.gov/pubs/fips/203/final",
    "FIPS 204": "https://csrc.nist.gov/pubs/fips/204/final",
    "FIPS 205": "https://csrc.nist.gov/pubs/fips/205/final",
    "draft-connolly-cfrg-xwing-kem": "https://datatracker.ietf.org/doc/draft-connolly-cfrg-xwing-kem/",
    "draft-ietf-lamps-pq-composite-sigs": "https://datatracker.ietf.org/doc/draft-ietf-lamps-pq-composite-sigs/",
    "RFC 9180": "https://www.rfc-editor.org/rfc/rfc9180",
}
# A composite ML-DSA set's traditional half, by the words of its name, and the JDK provider that
# computes it (none of the native library's crates does).
TRADITIONAL = {"ECDSA": "ECDSA, the JDK's SunEC", "Ed25519": "Ed25519, the JDK's SunEC",
               "Ed448": "Ed448, the JDK's SunEC", "RSA": "RSA, the JDK's SunRsaSign"}
# What an algorithm without parameter sets covers, said in its asset.
SCOPES = {"HPKE": "the Cipher HPKE: RFC 9180 modes base and PSK with the KEMs of draft-ietf-hpke-pq "
                  "(ML-KEM-512, ML-KEM-768, ML-KEM-1024, X-Wing = MLKEM768-X25519), the KDFs HKDF-SHA256/384/512 "
                  "(the JDK's HMAC), SHAKE128, SHAKE256, TurboSHAKE128, TurboSHAKE256 (native) and the AEADs "
                  "AES-128-GCM, AES-256-GCM, ChaCha20-Poly1305 (the JDK's ciphers)"}
# NIST PQC security categories (FIPS 203 section 8, FIPS 204 section 4, FIPS 205 section 11),
# by the number in the parameter set's name; X-Wing is ML-KEM-768's, a composite ML-DSA set its
# ML-DSA half's.
CATEGORIES = {"ML-KEM": {"512": 1, "768": 3, "1024": 5}, "ML-DSA": {"44": 2, "65": 3, "87": 5},
              "SLH-DSA": {"128": 1, "192": 3, "256": 5}, "X-Wing": {"": 3},
              "Composite ML-DSA": {"44": 2, "65": 3, "87": 5}}
FUNCTIONS = {"KeyPairGenerator": ["keygen"], "KEM": ["encapsulate", "decapsulate"],
             "Signature": ["sign", "verify"], "KeyFactory": [],
             # A KEM as a Cipher: ML-KEM's key transport for CMS (a KDF and a key wrap after the
             # KEM) and HPKE (a key schedule and an AEAD after it).
             "Cipher": ["encapsulate", "decapsulate", "keyderive"]}
# What a family's Cipher does besides (HPKE encrypts messages).
CIPHER_FUNCTIONS = {"HPKE": ["encrypt", "decrypt"]}
# The code paths of libcrux's CPU dispatch in each build, preferred first (rust/src/platform.rs:
# a x86-64-v3 build runs only AVX2, any other x86-64 build AVX2 when the CPU has it, else the
# portable code; aarch64 only NEON). The libraries this machine can load report their own path,
# which must be one of these.
CODE_PATHS = {"x86-64-v3": ["avx2"], "x86-64": ["avx2", "portable"], "armv8-a": ["neon"],
              "apple-m1": ["neon"], "fips": ["avx2", "portable"]}
# The FIPS flavour (rustpqc-fips): its ML-KEM and ML-DSA are the AWS-LC FIPS module's, which
# aws-lc-fips-sys builds from its sources and links in; the module is a component of its own.
FIPS_FAMILIES = {"ML-KEM", "ML-DSA"}
FIPS_CRATE = "aws-lc-fips-sys"
DISPATCHED = {"ML-KEM", "ML-DSA", "X-Wing", "Composite ML-DSA", "HPKE"}  # SLH-DSA: no run-time dispatch (its hashing is per build)


def fail(message):
    sys.exit(f"sbom.py: {message}")


def family_of(algorithm):
    upper = algorithm.upper()
    for prefixes, family, standard, primitive, crates in FAMILIES:
        if any(upper == p or upper.startswith(p + "-") for p in prefixes):
            return family, standard, primitive, crates
    fail(f"the provider registers '{algorithm}', of no family this script knows: add it to FAMILIES")


def parameter_set(family, algorithm):
    """The set's identifier within its family ('768', '65', 'SHA2-128S') or None for a family name."""
    if family == "X-Wing":
        return ""
    if family == "Composite ML-DSA":
        return None if algorithm.upper() == "COMPOSITE-ML-DSA" else algorithm
    match = re.match(r"^(?:HASH-)?(?:ML-KEM|ML-DSA|SLH-DSA)-((?:SHA2|SHAKE)-\d+[SF]|\d+)(?:-WITH-.*)?$", algorithm)
    return match.group(1) if match else None


def traditional_half(composite):
    """What computes a composite ML-DSA set's traditional half: its second word names it (RSA with its size)."""
    word = composite.split("-")[1]
    return TRADITIONAL["RSA" if word.startswith("RSA") else word]


def category(family, identifier):
    if family == "Composite ML-DSA":
        return CATEGORIES[family][re.match(r"MLDSA(\d+)-", identifier).group(1)]
    digits = re.findall(r"\d+", identifier)[-1] if identifier else ""
    return CATEGORIES[family][digits]


def service_table(java, jar, variant=None):
    command = [java, "--enable-native-access=ALL-UNNAMED", "-cp", str(jar)]
    if variant:
        command.append(f"-Drustpqc.native.variant={variant}")
    command.append(str(ROOT / "scripts/sbom/ServiceTable.java"))
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}")
    services, library, fips = [], None, None
    for line in result.stdout.splitlines():
        fields = line.split("\t")
        if fields[0] == "service":
            services.append((fields[1], fields[2], [a for a in fields[3].split(",") if a]))
        elif fields[0] == "library":
            library = {"build": fields[1], "sha256": fields[2], "code path": fields[3]}
        elif fields[0] == "fips":
            fips = {"name": fields[1], "version": fields[2]}
    if library is not None:
        library["fips"] = fips
    if not services or library is None:
        fail(f"no service table from {' '.join(command)}:\n{result.stdout}{result.stderr}")
    return services, library


def read_crate_list(path):
    meta, crates = {}, []
    for line in path.read_text().splitlines():
        if line.startswith("# "):
            key, _, value = line[2:].partition(" ")
            meta[key] = value
        elif line.strip():
            name, version, source, role = line.split()
            crates.append((name, version, source, role))
    return meta, crates


def cargo_packages():
    # Every feature: the FIPS flavour's engine (aws-lc-fips-sys) is an optional dependency.
    result = subprocess.run(["cargo", "metadata", "--format-version", "1", "--locked", "--all-features",
                             "--manifest-path", str(ROOT / "Cargo.toml")], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"cargo metadata failed:\n{result.stderr}")
    metadata = json.loads(result.stdout)
    packages, ids = {}, {}
    for package in metadata["packages"]:
        packages[(package["name"], package["version"])] = package
        ids[package["id"]] = package
    # The versions the rustpqc crate itself depends on (another version of a crate may come in
    # through a dependency).
    core = next(p for p in metadata["packages"] if p["name"] == "rustpqc" and p["source"] is None)
    node = next(n for n in metadata["resolve"]["nodes"] if n["id"] == core["id"])
    direct = {ids[d["pkg"]]["name"]: ids[d["pkg"]]["version"] for d in node["deps"]
              if any(k["kind"] is None for k in d["dep_kinds"])}
    return packages, direct


def lock_checksums():
    lock = tomllib.loads((ROOT / "Cargo.lock").read_text())
    return {(p["name"], p["version"]): p.get("checksum") for p in lock["package"]}


def spdx(expression):
    # Old manifests write "MIT/Apache-2.0" for "MIT OR Apache-2.0".
    return re.sub(r"\s*/\s*", " OR ", expression.strip()) if expression else None


def crate_component(name, version, source, package, checksum, scope, build_time_for):
    ref = f"pkg:cargo/{name}@{version}" if source == "crates.io" else f"rust-workspace:{name}@{version}"
    component = {"type": "library", "bom-ref": ref, "name": name, "version": version, "scope": scope}
    if package and package.get("description"):
        component["description"] = " ".join(package["description"].split())
    if package and package.get("license"):
        component["licenses"] = [{"expression": spdx(package["license"])}]
    if source == "crates.io":
        component["purl"] = ref
    if checksum:
        component["hashes"] = [{"alg": "SHA-256", "content": checksum}]
    references = []
    if package and package.get("repository"):
        references.append({"type": "vcs", "url": package["repository"]})
    if source == "crates.io":
        references.append({"type": "distribution", "url": f"https://crates.io/crates/{name}/{version}"})
    if references:
        component["externalReferences"] = references
    properties = [{"name": "rustpqc:crate-source", "value": source}]
    if build_time_for:
        properties.append({"name": "rustpqc:build-time-only",
                           "value": "built for the build machine (procedural macro, build script or their "
                                    "dependency), not linked into " + ", ".join(build_time_for)})
    component["properties"] = properties
    return component


def main():
    if len(sys.argv) != 5:
        fail(__doc__.strip().splitlines()[-1])
    bom_path, jar_path, lists_dir, java = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]), sys.argv[4]
    bom = json.loads(bom_path.read_text())
    if bom.get("specVersion") != "1.6":
        fail(f"{bom_path} is CycloneDX {bom.get('specVersion')}, not 1.6")
    root_ref = bom["metadata"]["component"]["bom-ref"]

    # The native libraries, as the jar carries them.
    libraries = []
    with zipfile.ZipFile(jar_path) as jar:
        names = set(jar.namelist())
        for entry in sorted(names):
            if re.match(r"^dev/rustpqc/native/[^/]+/[^/]+\.(so|dll|dylib)$", entry):
                data = jar.read(entry)
                digest = hashlib.sha256(data).hexdigest()
                built_into = jar.read(entry + ".sha256").decode().strip() if entry + ".sha256" in names else None
                if built_into != digest:
                    fail(f"{entry}: SHA-256 {digest}, but the digest beside it in the jar is {built_into}")
                folder, file = entry.split("/")[-2:]
                crate_list = lists_dir / folder / f"{file}.crates"
                if not crate_list.is_file():
                    fail(f"no crate list {crate_list} for {entry}: build with scripts/build-native.sh "
                         "<classes> <crate-lists-directory>")
                meta, crates = read_crate_list(crate_list)
                libraries.append({"entry": entry, "folder": folder, "file": file, "sha256": digest,
                                  "size": len(data), "meta": meta, "crates": crates})
    if not libraries:
        fail(f"{jar_path} carries no native library")
    for lib in libraries:
        lib["build"] = lib["file"].removeprefix("librustpqc-").rsplit(".", 1)[0] \
            if lib["folder"] == "linux-x86_64" else None
        lib["variant"] = lib["build"] or {"linux-aarch64": "armv8-a", "windows-x86_64": "x86-64",
                                          "macos-aarch64": "apple-m1", "macos-x86_64": "x86-64"}.get(lib["folder"])
        if lib["variant"] not in CODE_PATHS:
            fail(f"no code paths known for {lib['entry']} (build {lib['variant']})")
        lib["code_paths"] = CODE_PATHS[lib["variant"]]

    # The service table, and the code path the libraries this machine loads report.
    services, reported_v3 = service_table(java, jar_path)
    reported = {reported_v3["build"]: reported_v3}
    if any(lib["entry"].endswith("librustpqc-x86-64.so") for lib in libraries):
        _, baseline = service_table(java, jar_path, "x86-64")
        reported[baseline["build"]] = baseline

    fips = reported_v3["fips"]
    (packages, direct), checksums = cargo_packages(), lock_checksums()
    version = bom["metadata"]["component"]["version"]
    components, dependencies = [], []

    # Crates: one component per crate version, linked into some library or only built for the
    # build machine.
    linked_in, build_time_in = {}, {}
    for lib in libraries:
        for name, crate_version, source, role in lib["crates"]:
            target = linked_in if role == "linked" else build_time_in
            target.setdefault((name, crate_version, source), []).append(f"{lib['folder']}/{lib['file']}")
    crate_refs = {}
    for key in sorted(set(linked_in) | set(build_time_in)):
        name, crate_version, source = key
        only_build_time = key not in linked_in
        component = crate_component(name, crate_version, source, packages.get((name, crate_version)),
                                    checksums.get((name, crate_version)),
                                    "excluded" if only_build_time else "required",
                                    build_time_in.get(key, []) if only_build_time else [])
        crate_refs[key] = component["bom-ref"]
        components.append(component)

    # The algorithms: one asset per algorithm name the provider registers.
    assets = {}
    for service_type, algorithm, aliases in services:
        family, standard, primitive, crates = family_of(algorithm)
        if fips and family in FIPS_FAMILIES:
            crates = [FIPS_CRATE]
        asset = assets.setdefault(algorithm, {"family": family, "standard": standard, "primitive": primitive,
                                              "crates": crates, "services": [], "names": set(), "oids": set()})
        asset["services"].append(service_type)
        asset["names"].update([algorithm] + aliases)
        asset["oids"].update(a[4:] if a.startswith("OID.") else a for a in aliases
                             if re.fullmatch(r"(OID\.)?\d+(\.\d+)+", a))

    def crate_version_of(crate):
        if crate not in direct:
            fail(f"crate {crate}, which FAMILIES says computes algorithms, is no dependency of rust/Cargo.toml")
        missing = [lib["entry"] for lib in libraries
                   if (crate, direct[crate], "crates.io", "linked") not in lib["crates"]]
        if missing:
            fail(f"{crate} {direct[crate]}, which FAMILIES says computes algorithms, is not in {', '.join(missing)}")
        return direct[crate]

    provided_by_crate = {}
    asset_refs = []
    for algorithm in sorted(assets):
        asset = assets[algorithm]
        family = asset["family"]
        identifier = parameter_set(family, algorithm)
        if len(asset["oids"]) > 1:
            fail(f"{algorithm} has several OIDs: {sorted(asset['oids'])}")
        functions = sorted({f for t in asset["services"] for f in FUNCTIONS[t]
                            + (CIPHER_FUNCTIONS.get(family, []) if t == "Cipher" else [])})
        algorithm_properties = {"primitive": asset["primitive"], "executionEnvironment": "software-plain-ram",
                                "implementationPlatform": "generic", "certificationLevel": ["none"],
                                "cryptoFunctions": functions}
        if identifier is not None:
            if identifier:
                algorithm_properties["parameterSetIdentifier"] = identifier.replace("S", "s").replace("F", "f") \
                    if family == "SLH-DSA" else identifier
            algorithm_properties["nistQuantumSecurityLevel"] = category(family, identifier)
        crypto = {"assetType": "algorithm", "algorithmProperties": algorithm_properties}
        if asset["oids"]:
            crypto["oid"] = next(iter(asset["oids"]))
        ref = f"crypto:{algorithm}"
        asset_refs.append(ref)
        properties = [{"name": "rustpqc:standard", "value": asset["standard"]},
                      {"name": "rustpqc:family", "value": family}]
        if family in SCOPES:
            properties.append({"name": "rustpqc:scope", "value": SCOPES[family]})
        elif identifier is None:
            properties.append({"name": "rustpqc:scope",
                               "value": f"the {family} family's entry point: it takes a key of any {family} "
                                        "parameter set"})
        if family == "Composite ML-DSA" and identifier:
            properties.append({"name": "rustpqc:traditional-half", "value": traditional_half(identifier)})
        properties += [{"name": "rustpqc:jca-service", "value": f"{t}.{algorithm}"} for t in sorted(asset["services"])]
        properties.append({"name": "rustpqc:jca-names", "value": ", ".join(sorted(asset["names"]))})
        for crate in asset["crates"]:
            crate_version = crate_version_of(crate)
            properties.append({"name": "rustpqc:implementation", "value": f"{crate} {crate_version}"})
            provided_by_crate.setdefault((crate, crate_version), []).append(ref)
        if fips and family in FIPS_FAMILIES:
            properties.append({"name": "rustpqc:performed-by", "value": f"{fips['name']}, {fips['version']}"})
        for lib in libraries:
            name = f"{lib['folder']}/{lib['file']}"
            if fips and family in FIPS_FAMILIES:
                properties.append({"name": "rustpqc:code-path", "value": f"{name}: the FIPS module's own"})
            elif family in DISPATCHED:
                properties.append({"name": "rustpqc:code-path", "value": f"{name}: {' or '.join(lib['code_paths'])}"})
        components.append({"type": "cryptographic-asset", "bom-ref": ref, "name": algorithm,
                           "cryptoProperties": crypto, "properties": properties,
                           "externalReferences": [{"type": "documentation", "url": STANDARD_URLS[asset["standard"]]}]})

    # The native libraries: their code paths (checked against their own report where this machine
    # can load them) and their crates.
    library_components = []
    for lib in libraries:
        build, variant = lib["build"], lib["variant"]
        properties = [{"name": "rustpqc:jar-path", "value": lib["entry"]},
                      {"name": "rustpqc:platform", "value": lib["folder"]},
                      {"name": "rustpqc:rust-target", "value": lib["meta"].get("target", "")},
                      {"name": "rustpqc:rustflags", "value": lib["meta"].get("rustflags", "")},
                      {"name": "rustpqc:code-paths", "value": " or ".join(lib["code_paths"])}]
        seen = reported.get(f"{lib['folder']}/{variant}")
        if seen:
            if seen["sha256"] != lib["sha256"]:
                fail(f"the loaded {lib['entry']} has SHA-256 {seen['sha256']}, the jar's {lib['sha256']}")
            path = re.match(r"[a-z0-9]*", seen["code path"]).group(0)
            if path not in lib["code_paths"]:
                fail(f"{lib['entry']} reports code path '{seen['code path']}', not one of {lib['code_paths']}")
            properties.append({"name": "rustpqc:code-path-on-build-machine", "value": seen["code path"]})
        ref = f"native:{lib['folder']}/{lib['file']}"
        library_components.append({
            "type": "library", "bom-ref": ref, "name": lib["file"], "version": version,
            "description": f"the rustpqc native library for {lib['folder']}"
                           + (f" ({variant} build)" if build else "") + ", inside the jar",
            "hashes": [{"alg": "SHA-256", "content": lib["sha256"]}],
            "licenses": [{"license": {"id": "Apache-2.0"}}],
            "properties": properties})
        dependencies.append({"ref": ref,
                             "dependsOn": sorted(crate_refs[(n, v, s)] for n, v, s, r in lib["crates"] if r == "linked"),
                             "provides": sorted(asset_refs)})

    if fips:
        # The module, a component of its own: what performs ML-KEM and ML-DSA in this jar.
        module_ref = "fips-module:aws-lc"
        fips_assets = sorted(ref for ref in asset_refs if assets[ref[len("crypto:"):]]["family"] in FIPS_FAMILIES)
        components.append({
            "type": "library", "bom-ref": module_ref, "name": fips["name"],
            "version": fips["version"].rsplit(" ", 1)[-1], "supplier": {"name": "Amazon Web Services"},
            "description": f"{fips['version']}: the FIPS 140-3 module that performs ML-KEM and ML-DSA in this jar, "
                           f"built unmodified from the sources of {FIPS_CRATE} {direct.get(FIPS_CRATE)} and linked "
                           "statically into the native library, with its integrity check",
            "licenses": [{"expression": "ISC AND (Apache-2.0 OR ISC) AND OpenSSL"}],
            "properties": [{"name": "rustpqc:fips-module-version", "value": fips["version"]},
                           {"name": "rustpqc:built-by", "value": f"{FIPS_CRATE} {direct.get(FIPS_CRATE)}"},
                           {"name": "rustpqc:cmvp-status", "value": "in process at the CMVP, no certificate yet; "
                            "rustpqc itself is not a validated module"}]})
        dependencies.append({"ref": module_ref, "provides": fips_assets})
        for entry in dependencies:
            if entry["ref"].startswith("native:"):
                entry["dependsOn"] = sorted(set(entry["dependsOn"]) | {module_ref})

    for (crate, crate_version), refs in sorted(provided_by_crate.items()):
        dependencies.append({"ref": f"pkg:cargo/{crate}@{crate_version}", "provides": sorted(set(refs))})

    bom["components"] = [c for c in bom.get("components", []) if not c.get("bom-ref", "").startswith(
        ("native:", "pkg:cargo/", "rust-workspace:", "crypto:", "fips-module:"))] + library_components + components
    graph = [d for d in bom.get("dependencies", []) if not d["ref"].startswith(
        ("native:", "pkg:cargo/", "rust-workspace:", "crypto:", "fips-module:"))]
    for entry in graph:
        if entry["ref"] == root_ref:
            entry["dependsOn"] = sorted(set(entry.get("dependsOn", [])) | {c["bom-ref"] for c in library_components})
    if not any(entry["ref"] == root_ref for entry in graph):
        graph.append({"ref": root_ref, "dependsOn": sorted(c["bom-ref"] for c in library_components)})
    bom["dependencies"] = graph + dependencies
    bom_path.write_text(json.dumps(bom, indent=2) + "\n")
    print(f"sbom.py: {bom_path.name}: {len(library_components)} native libraries, "
          f"{len(crate_refs)} Rust crates, {len(asset_refs)} algorithms and parameter sets "
          f"({len(services)} JCA services)")


if __name__ == "__main__":
    main()

package dev.rustpqc.supplychain;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Compares a bill of materials with what it describes, independently of the script that wrote it
 * (scripts/sbom.py): the native libraries in the jar and their SHA-256, the provider's services
 * and OIDs, and the Rust crates against Cargo.lock. Each check returns the problems it found,
 * one line each; none means the BOM is complete and right.
 */
final class BomCheck {
    private static final Pattern LIBRARY = Pattern.compile("dev/rustpqc/native/[^/]+/[^/]+\\.(so|dll|dylib)");
    private static final Pattern OID = Pattern.compile("(OID\\.)?\\d+(\\.\\d+)+");

    private BomCheck() {
    }

    /** Every native library in the jar is a component with its SHA-256, and no other one is. */
    static List<String> libraries(JsonObject bom, Path jar) throws IOException {
        Map<String, String> inJar = new TreeMap<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (Enumeration<? extends ZipEntry> entries = zip.entries(); entries.hasMoreElements();) {
                ZipEntry entry = entries.nextElement();
                if (LIBRARY.matcher(entry.getName()).matches()) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        inJar.put(entry.getName(), sha256(in.readAllBytes()));
                    }
                }
            }
        }
        List<String> problems = new ArrayList<>();
        if (inJar.isEmpty()) {
            problems.add(jar + " carries no native library");
        }
        Map<String, JsonObject> listed = new TreeMap<>();
        for (JsonObject component : components(bom)) {
            String path = property(component, "rustpqc:jar-path");
            if (path != null) {
                listed.put(path, component);
            }
        }
        for (Map.Entry<String, String> library : inJar.entrySet()) {
            JsonObject component = listed.get(library.getKey());
            if (component == null) {
                problems.add("no component for the native library " + library.getKey());
            } else if (!library.getValue().equals(hash(component, "SHA-256"))) {
                problems.add(library.getKey() + ": the BOM says SHA-256 " + hash(component, "SHA-256")
                        + ", the jar's is " + library.getValue());
            }
        }
        for (String path : listed.keySet()) {
            if (!inJar.containsKey(path)) {
                problems.add("the BOM lists " + path + ", which the jar does not carry");
            }
        }
        return problems;
    }

    /**
     * Every service the provider registers is served by one cryptographic asset of the BOM (its
     * {@code rustpqc:jca-service} properties), no asset names a service the provider lacks, and
     * every OID alias is the OID of the asset for that algorithm.
     */
    static List<String> services(JsonObject bom, Provider provider) {
        Map<String, JsonObject> byService = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        for (JsonObject component : components(bom)) {
            if (!"cryptographic-asset".equals(string(component, "type"))) {
                continue;
            }
            for (String service : properties(component, "rustpqc:jca-service")) {
                if (byService.put(service, component) != null) {
                    problems.add("two assets claim the service " + service);
                }
            }
        }
        Set<String> registered = new TreeSet<>();
        for (Provider.Service service : provider.getServices()) {
            String name = service.getType() + "." + service.getAlgorithm();
            registered.add(name);
            JsonObject asset = byService.get(name);
            if (asset == null) {
                problems.add("the provider registers " + name + ", which no cryptographic asset lists");
            } else if (!service.getAlgorithm().equals(string(asset, "name"))) {
                problems.add(name + " is listed under the asset " + string(asset, "name"));
            }
        }
        for (String name : byService.keySet()) {
            if (!registered.contains(name)) {
                problems.add("the BOM lists the service " + name + ", which the provider does not register");
            }
        }
        for (Object key : provider.keySet()) {
            String property = key.toString();
            if (!property.startsWith("Alg.Alias.")) {
                continue;
            }
            String typeAndAlias = property.substring("Alg.Alias.".length());
            String type = typeAndAlias.substring(0, typeAndAlias.indexOf('.'));
            String alias = typeAndAlias.substring(type.length() + 1);
            if (OID.matcher(alias).matches()) {
                JsonObject asset = byService.get(type + "." + provider.getProperty(property));
                String oid = alias.startsWith("OID.") ? alias.substring(4) : alias;
                String listed = asset == null ? null : string(asset.getAsJsonObject("cryptoProperties"), "oid");
                if (asset != null && !oid.equals(listed)) {
                    problems.add(type + "." + alias + " names " + provider.getProperty(property)
                            + ", whose asset has OID " + listed);
                }
            }
        }
        return problems;
    }

    /**
     * Every library depends on the crates the assets name as their implementation, and on nothing
     * the BOM does not describe; every crates.io crate carries Cargo.lock's SHA-256 and a licence.
     */
    static List<String> crates(JsonObject bom, Path cargoLock) throws IOException {
        List<String> problems = new ArrayList<>();
        Map<String, JsonObject> byRef = new TreeMap<>();
        for (JsonObject component : components(bom)) {
            byRef.put(string(component, "bom-ref"), component);
        }
        Set<String> implementations = new TreeSet<>();
        for (JsonObject component : components(bom)) {
            for (String crate : properties(component, "rustpqc:implementation")) {
                implementations.add("pkg:cargo/" + crate.replace(' ', '@'));
            }
        }
        if (implementations.isEmpty()) {
            problems.add("no asset names the crate that implements it");
        }
        Map<String, String> checksums = lockChecksums(cargoLock);
        for (JsonElement element : array(bom, "dependencies")) {
            JsonObject dependency = element.getAsJsonObject();
            String ref = string(dependency, "ref");
            if (!ref.startsWith("native:")) {
                continue;
            }
            Set<String> dependsOn = new TreeSet<>(strings(dependency, "dependsOn"));
            for (String crate : implementations) {
                if (!dependsOn.contains(crate)) {
                    problems.add(ref + " does not depend on " + crate);
                }
            }
            for (String crate : dependsOn) {
                JsonObject component = byRef.get(crate);
                if (component == null) {
                    problems.add(ref + " depends on " + crate + ", which is no component");
                } else if (crate.startsWith("pkg:cargo/")) {
                    String nameVersion = string(component, "name") + "@" + string(component, "version");
                    if (!String.valueOf(checksums.get(nameVersion)).equals(hash(component, "SHA-256"))) {
                        problems.add(crate + ": SHA-256 " + hash(component, "SHA-256") + ", Cargo.lock says "
                                + checksums.get(nameVersion));
                    }
                    if (!component.has("licenses")) {
                        problems.add(crate + " has no licence");
                    }
                }
            }
        }
        return problems;
    }

    static JsonObject withoutComponent(JsonObject bom, String bomRef) {
        JsonObject copy = bom.deepCopy();
        JsonArray kept = new JsonArray();
        for (JsonObject component : components(copy)) {
            if (!bomRef.equals(string(component, "bom-ref"))) {
                kept.add(component);
            }
        }
        copy.add("components", kept);
        return copy;
    }

    static List<JsonObject> components(JsonObject bom) {
        List<JsonObject> list = new ArrayList<>();
        for (JsonElement element : array(bom, "components")) {
            list.add(element.getAsJsonObject());
        }
        return list;
    }

    static String property(JsonObject component, String name) {
        List<String> values = properties(component, name);
        return values.isEmpty() ? null : values.get(0);
    }

    static List<String> properties(JsonObject component, String name) {
        List<String> values = new ArrayList<>();
        for (JsonElement element : array(component, "properties")) {
            JsonObject property = element.getAsJsonObject();
            if (name.equals(string(property, "name"))) {
                values.add(string(property, "value"));
            }
        }
        return values;
    }

    static String hash(JsonObject component, String algorithm) {
        for (JsonElement element : array(component, "hashes")) {
            JsonObject hash = element.getAsJsonObject();
            if (algorithm.equals(string(hash, "alg"))) {
                return string(hash, "content");
            }
        }
        return null;
    }

    static String string(JsonObject object, String member) {
        JsonElement value = object == null ? null : object.get(member);
        return value == null || value.isJsonNull() ? null : value.getAsString();
    }

    private static List<String> strings(JsonObject object, String member) {
        List<String> values = new ArrayList<>();
        for (JsonElement element : array(object, member)) {
            values.add(element.getAsString());
        }
        return values;
    }

    private static JsonArray array(JsonObject object, String member) {
        JsonElement value = object.get(member);
        return value != null && value.isJsonArray() ? value.getAsJsonArray() : new JsonArray();
    }

    /** name@version to checksum, for the crates.io packages of a Cargo.lock. */
    private static Map<String, String> lockChecksums(Path cargoLock) throws IOException {
        Map<String, String> checksums = new TreeMap<>();
        Matcher field = Pattern.compile("^(name|version|checksum) = \"(.*)\"$").matcher("");
        String name = null;
        String version = null;
        for (String line : Files.readAllLines(cargoLock)) {
            if (line.equals("[[package]]")) {
                name = null;
                version = null;
            } else if (field.reset(line).matches()) {
                switch (field.group(1)) {
                    case "name" -> name = field.group(2);
                    case "version" -> version = field.group(2);
                    default -> checksums.put(name + "@" + version, field.group(2));
                }
            }
        }
        return checksums;
    }

    private static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

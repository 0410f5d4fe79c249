import dev.rustpqc.RustPqcProvider;

import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Prints the RustPqc provider's service table as the JCA sees it, for the bill of materials
 * (scripts/sbom.py): one line per service, {@code service<TAB>type<TAB>algorithm<TAB>aliases},
 * the aliases (comma-separated) read from the provider's {@code Alg.Alias.<type>.<alias>}
 * entries; then the diagnosis of the native library this JVM loaded,
 * {@code library<TAB>build<TAB>sha256<TAB>code path}, and for the FIPS flavour its module,
 * {@code fips<TAB>name<TAB>version}. Only the provider's public API is used.
 *
 * <p>Run with the provider jar on the class path (the JDK's source launcher):
 * {@code java --enable-native-access=ALL-UNNAMED -cp rustpqc.jar scripts/sbom/ServiceTable.java}
 */
public final class ServiceTable {
    private ServiceTable() {
    }

    public static void main(String[] args) {
        Provider provider = new RustPqcProvider();
        if (!RustPqcProvider.isAvailable()) {
            System.err.println("ServiceTable: the provider serves nothing here: " + RustPqcProvider.loadError());
            System.exit(1);
        }
        Map<String, List<String>> aliases = new TreeMap<>();
        for (Object key : provider.keySet()) {
            String name = key.toString();
            if (name.startsWith("Alg.Alias.")) {
                String typeAndAlias = name.substring("Alg.Alias.".length());
                int dot = typeAndAlias.indexOf('.');
                String service = typeAndAlias.substring(0, dot) + "\t" + provider.getProperty(name);
                aliases.computeIfAbsent(service, k -> new ArrayList<>()).add(typeAndAlias.substring(dot + 1));
            }
        }
        for (Provider.Service service : provider.getServices()) {
            List<String> names = aliases.getOrDefault(service.getType() + "\t" + service.getAlgorithm(), List.of());
            System.out.println("service\t" + service.getType() + "\t" + service.getAlgorithm() + "\t"
                    + String.join(",", names.stream().sorted().toList()));
        }
        Map<String, String> diagnosis = new TreeMap<>();
        for (String line : RustPqcProvider.diagnosis().split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                diagnosis.put(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
            }
        }
        String build = diagnosis.getOrDefault("native library", "");
        System.out.println("library\t" + build.substring(build.indexOf("build ") + "build ".length()) + "\t"
                + diagnosis.get("SHA-256") + "\t" + diagnosis.get("code path"));
        // The FIPS flavour: "AWS-LC Cryptographic Module, AWS-LC FIPS 4.x.y (...)".
        String module = diagnosis.get("FIPS module");
        if (module != null) {
            String[] nameAndVersion = module.replaceFirst(" \\(.*$", "").split(", ", 2);
            System.out.println("fips\t" + nameAndVersion[0] + "\t" + nameAndVersion[1]);
        }
    }
}

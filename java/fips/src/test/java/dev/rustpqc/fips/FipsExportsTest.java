package dev.rustpqc.fips;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The FIPS library exports rustpqc's functions and JNI_OnLoad, and no symbol of the AWS-LC module:
 * another AWS-LC in the process (ACCP's, aws-lc-rs's, a system libcrypto) can never bind to this
 * one's functions, nor this one to theirs. The module is still inside (its symbols are local).
 */
class FipsExportsTest {
    @Test
    void noAwsLcSymbolIsExported(@TempDir Path directory) throws Exception {
        ElfSymbols symbols = new ElfSymbols(FipsLibrary.copyInto(directory));
        List<String> exported = symbols.dynamic().stream().filter(ElfSymbols.Symbol::globalDefined)
                .map(ElfSymbols.Symbol::name).sorted().collect(Collectors.toList());
        assertTrue(exported.contains("rustpqc_fips_module"), exported.toString());
        assertTrue(exported.contains("JNI_OnLoad"), exported.toString());
        List<String> foreign = exported.stream().filter(name -> !name.startsWith("rustpqc_") && !name.equals("JNI_OnLoad"))
                .collect(Collectors.toList());
        assertEquals(List.of(), foreign);
        assertFalse(exported.stream().anyMatch(name -> name.contains("aws_lc") || name.startsWith("EVP_")));
        // The module is there, under its own prefix, as local symbols.
        assertTrue(symbols.all().stream().anyMatch(s -> s.name().startsWith("aws_lc_fips_0_14_4_") && !s.globalDefined()),
                "no local symbol of the module");
    }
}

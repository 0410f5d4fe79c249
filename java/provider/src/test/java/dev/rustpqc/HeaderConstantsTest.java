package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** NativeAbi mirrors the constants of include/rustpqc.h exactly: a drift in either fails here. */
class HeaderConstantsTest {
    @Test
    void statusCodesMatchTheHeader() throws Exception {
        String header = Files.readString(Fixtures.repository().resolve("include/rustpqc.h"));
        Map<String, Integer> defined = new HashMap<>();
        Matcher m = Pattern.compile("#define RUSTPQC_(?:ERR_)?(\\w+) (-?\\d+)").matcher(header);
        while (m.find()) {
            defined.put(m.group(1), Integer.parseInt(m.group(2)));
        }
        Map<String, Integer> mirrored = new HashMap<>();
        for (Field field : NativeAbi.class.getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType() == int.class) {
                mirrored.put(field.getName(), field.getInt(null));
            }
        }
        assertEquals(defined, mirrored);
    }
}

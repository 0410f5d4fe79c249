package dev.rustpqc.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Java declarations against the C header, independently of the generator that wrote both
 * from the Rust definitions: the status enum, the constants, every JNI native method (name and
 * parameter types) and, on the FFM binding, every downcall handle's type. (The library also
 * refuses to load when a JNI declaration differs: see {@code JNI_OnLoad}.)
 */
class BindingDeclarationsTest {
    private static final Pattern PROTOTYPE = Pattern.compile(
            "(rustpqc_status|int64_t|const char \\*) ?(rustpqc_\\w+)\\(([^)]*)\\);");

    private static String header() throws Exception {
        return Files.readString(Path.of(System.getProperty("rustpqc.repository", "../..")).resolve("include/rustpqc.h"));
    }

    /** C function name -> its return type and parameter types, as the header declares them. */
    private static Map<String, List<String>> prototypes() throws Exception {
        Map<String, List<String>> functions = new LinkedHashMap<>();
        String declarations = header().replaceAll("(?m)^\\s*//.*$", "").replaceAll("\\s+", " ");
        Matcher m = PROTOTYPE.matcher(declarations);
        while (m.find()) {
            List<String> types = new ArrayList<>();
            types.add(m.group(1).trim());
            for (String parameter : m.group(3).split(",")) {
                String p = parameter.trim();
                if (!p.isEmpty() && !p.equals("void")) {
                    String type = p.replaceAll("\\w+$", "").trim();
                    types.add(type.replace(" *", "*"));
                }
            }
            functions.put(m.group(2), types);
        }
        assertTrue(functions.size() >= 20, "the header's prototypes were found: " + functions.keySet());
        return functions;
    }

    /** The names and values {@code regex} finds in the header (its groups 1 and 2). */
    private static Map<String, Integer> declared(String regex) throws Exception {
        Map<String, Integer> declared = new TreeMap<>();
        Matcher m = Pattern.compile(regex).matcher(header());
        while (m.find()) {
            declared.put(m.group(1), Integer.parseInt(m.group(2)));
        }
        return declared;
    }

    @Test
    void statusesMatchTheHeader() throws Exception {
        Map<String, Integer> declared = declared("RUSTPQC_STATUS_(\\w+) = (-?\\d+)");
        Map<String, Integer> java = new TreeMap<>();
        for (NativeStatus status : NativeStatus.values()) {
            java.put(status.name(), status.code());
            assertEquals(status, NativeStatus.of(status.code()));
        }
        assertEquals(declared, java);
    }

    @Test
    void constantsMatchTheHeader() throws Exception {
        Map<String, Integer> declared = declared("#define RUSTPQC_(\\w+) (\\d+)");
        Map<String, Integer> java = new TreeMap<>();
        for (Field field : NativeBinding.class.getFields()) {
            java.put(field.getName(), field.getInt(null));
        }
        assertEquals(declared, java);
    }

    @Test
    void everyJniMethodMatchesItsCFunction() throws Exception {
        Map<String, List<String>> prototypes = prototypes();
        List<String> natives = new ArrayList<>();
        for (Method method : JniBinding.class.getDeclaredMethods()) {
            if (Modifier.isNative(method.getModifiers())) {
                natives.add(method.getName());
                List<String> c = prototypes.get(method.getName());
                assertTrue(c != null, method.getName() + " has no C function of that name");
                assertEquals(jniTypes(c), describe(method.getReturnType(), method.getParameterTypes()),
                        method.getName());
            }
        }
        assertEquals(new TreeMap<>(prototypes).keySet().stream().toList(), natives.stream().sorted().toList(),
                "one JNI method per C function");
    }

    /** The JNI types of a C prototype: a pointer and a length become one array. */
    private static List<String> jniTypes(List<String> c) {
        List<String> out = new ArrayList<>();
        out.add(switch (c.get(0)) {
            case "rustpqc_status" -> "int";
            case "int64_t" -> "long";
            default -> "java.lang.String";
        });
        for (int i = 1; i < c.size(); i++) {
            switch (c.get(i)) {
                case "uint32_t" -> out.add("int");
                case "const uint8_t*", "uint8_t*" -> {
                    out.add("[B");
                    i++;
                }
                case "uint64_t*" -> {
                    out.add("[J");
                    i++;
                }
                default -> out.add("unexpected C type " + c.get(i));
            }
        }
        return out;
    }

    /** Return and parameter types; an array followed by (offset, length) is the range form of one buffer. */
    private static List<String> describe(Class<?> returned, Class<?>[] parameters) {
        List<String> out = new ArrayList<>();
        out.add(returned.getName());
        for (int i = 0; i < parameters.length; i++) {
            out.add(parameters[i].getName());
            boolean range = parameters[i] == byte[].class && i + 2 < parameters.length
                    && parameters[i + 1] == int.class && parameters[i + 2] == int.class
                    && (i + 3 == parameters.length || parameters[i + 3] != int.class);
            if (range) {
                i += 2;
            }
        }
        return out;
    }

    @Test
    void everyFfmHandleMatchesItsCFunction() throws Exception {
        if (!Native.binding().name().equals("ffm")) {
            assertFalse(Runtime.version().feature() >= 22 && System.getProperty("rustpqc.binding") == null,
                    "JDK 22+ uses FFM unless told otherwise");
            return;
        }
        for (Map.Entry<String, List<String>> function : prototypes().entrySet()) {
            String holder = "dev.rustpqc.binding.FfmBinding$" + camel(function.getKey());
            Field field = Class.forName(holder).getDeclaredField("HANDLE");
            field.setAccessible(true);
            MethodHandle handle = (MethodHandle) field.get(null);
            assertEquals(ffmTypes(function.getValue()), describe(handle.type().returnType(),
                    handle.type().parameterArray()), function.getKey());
        }
    }

    /** The FFM carrier types of a C prototype. */
    private static List<String> ffmTypes(List<String> c) {
        List<String> out = new ArrayList<>();
        for (String type : c) {
            out.add(switch (type) {
                case "rustpqc_status", "uint32_t" -> "int";
                case "int64_t", "size_t" -> "long";
                default -> "java.lang.foreign.MemorySegment";
            });
        }
        return out;
    }

    /** {@code rustpqc_mlkem_generate} -> {@code RustpqcMlkemGenerate}. */
    private static String camel(String snake) {
        StringBuilder out = new StringBuilder();
        for (String part : snake.split("_")) {
            out.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return out.toString();
    }
}

package dev.rustpqc.binding;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The platforms the jar can carry a native library for, each with its folder in the jar
 * ({@code dev/rustpqc/native/<folder>/}), its builds and whether it is tested. Linux x86-64 has a
 * build for x86-64-v3 CPUs (libcrux runs about twice as fast when it may inline its AVX2 code) and
 * one for any x86-64; the other platforms have one build each (on Windows and macOS x86-64 libcrux
 * still picks its AVX2 code at run time, without inlining). The macOS builds are made and checked
 * (exports, load commands) but never run by the project's tests.
 */
enum NativePlatform {
    LINUX_X86_64("linux-x86_64", true, List.of("x86-64-v3", "x86-64"), "librustpqc-%s.so"),
    LINUX_AARCH64("linux-aarch64", true, List.of("armv8-a"), "librustpqc.so"),
    WINDOWS_X86_64("windows-x86_64", true, List.of("x86-64"), "rustpqc.dll"),
    MACOS_AARCH64("macos-aarch64", false, List.of("apple-m1"), "librustpqc.dylib"),
    MACOS_X86_64("macos-x86_64", false, List.of("x86-64"), "librustpqc.dylib");

    /** The FIPS flavour's build, in place of the others. */
    static final String FIPS_VARIANT = "fips";

    private final String folder;
    private final boolean tested;
    private final List<String> variants;
    private final String filePattern;

    NativePlatform(String folder, boolean tested, List<String> variants, String filePattern) {
        this.folder = folder;
        this.tested = tested;
        this.variants = variants;
        this.filePattern = filePattern;
    }

    /** The platform this JVM runs on, or the reason there is no build for it. */
    static NativePlatform current() {
        return of(System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
    }

    static NativePlatform of(String osName, String osArch) {
        String os = osName.toLowerCase(Locale.ROOT);
        String arch = osArch.toLowerCase(Locale.ROOT);
        boolean x86 = arch.equals("amd64") || arch.equals("x86_64");
        boolean arm = arch.equals("aarch64") || arch.equals("arm64");
        if (os.startsWith("linux") && x86) {
            return LINUX_X86_64;
        }
        if (os.startsWith("linux") && arm) {
            return LINUX_AARCH64;
        }
        if (os.startsWith("windows") && x86) {
            return WINDOWS_X86_64;
        }
        if ((os.startsWith("mac") || os.startsWith("darwin")) && arm) {
            return MACOS_AARCH64;
        }
        if ((os.startsWith("mac") || os.startsWith("darwin")) && x86) {
            return MACOS_X86_64;
        }
        throw new NativeLibraryException("this jar carries no native library for " + os + "/" + arch
                + " (only " + carried() + "); build rust/ for your platform and pass -D"
                + NativeLibrary.LIBRARY_PATH_PROPERTY + "=/path/to/the/library");
    }

    /** The folders of the platforms whose library is in this jar, for messages. */
    static String carried() {
        return Stream.of(values()).filter(NativePlatform::inJar).map(NativePlatform::folder)
                .collect(Collectors.joining(", "));
    }

    boolean inJar() {
        return OwnResources.facts(resource(variants.get(0)) + ".sha256").present;
    }

    String folder() {
        return folder;
    }

    /** Whether the project's tests run this platform's build (the macOS builds are not run). */
    boolean tested() {
        return tested;
    }

    /** The builds, the preferred (fastest the CPU may run) first; the FIPS build alone in the rustpqc-fips jar. */
    List<String> variants() {
        return carriesFipsBuild() ? List.of(FIPS_VARIANT) : variants;
    }

    /**
     * Whether this is the rustpqc-fips jar's platform, which carries the FIPS flavour's one build
     * ({@code librustpqc-fips.so}: the AWS-LC FIPS module picks its code path by CPU itself).
     */
    private boolean carriesFipsBuild() {
        return this == LINUX_X86_64 && NativePlatform.class.getResource(
                "/dev/rustpqc/native/" + folder + "/" + String.format(filePattern, FIPS_VARIANT) + ".sha256") != null;
    }

    /** The file name of a build, also used when it is unpacked (Windows looks at the extension). */
    String fileName(String variant) {
        return filePattern.replace("%s", variant);
    }

    /** The resource path of a build in the jar. */
    String resource(String variant) {
        return "/dev/rustpqc/native/" + folder + "/" + fileName(variant);
    }
}

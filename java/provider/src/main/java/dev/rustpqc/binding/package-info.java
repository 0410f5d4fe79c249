/**
 * The native library and the one way to call it: the loader (platform, build variant, private
 * directory, digest and mapped-file checks), the binding chosen once (Panama FFM on JDK 22+, JNI
 * otherwise), its generated declarations ({@code NativeBinding}, {@code JniBinding},
 * {@code FfmBinding}, {@code NativeStatus}), the load-time self-check, and the small helpers every
 * caller shares (failures as exceptions, a natively computed SHAKE).
 *
 * <p>Depends on nothing else of the provider; every other package calls native code through it.
 */
package dev.rustpqc.binding;

/**
 * The native library and the one way to call it: the loader (platform, build variant, this user's
 * library cache, the fresh private directory where the cache cannot be used, the checks of who can
 * write them, digest and mapped-file checks), the binding (JNI for the first calls, then Panama FFM
 * on JDK 22+ unless one is forced), its generated declarations ({@code NativeBinding}, {@code JniBinding},
 * {@code FfmBinding}, {@code NativeStatus}), the load-time self-check, and the small helpers every
 * caller shares (failures as exceptions, a natively computed SHAKE).
 *
 * <p>Depends on nothing else of the provider; every other package calls native code through it.
 */
package dev.rustpqc.binding;

package dev.rustpqc.binding;

/** The native library could not be found, verified or loaded; the message says why. */
final class NativeLibraryException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NativeLibraryException(String message) {
        super(message);
    }

    NativeLibraryException(String message, Throwable cause) {
        super(message, cause);
    }
}

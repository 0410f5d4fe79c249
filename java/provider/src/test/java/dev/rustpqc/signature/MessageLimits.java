package dev.rustpqc.signature;

/** The signature package's input limits, for tests outside it that probe either side of them. */
public final class MessageLimits {
    /** The longest pure ML-DSA message signed in one native call; longer ones stream into mu. */
    public static final int ONE_SHOT_LIMIT = MessageInput.ONE_SHOT_LIMIT;

    private MessageLimits() {
    }
}

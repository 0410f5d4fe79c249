package dev.rustpqc.jsse;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * BouncyCastle JSSE logs every connection at INFO; in the test output only its warnings matter.
 * The logger is held here because java.util.logging keeps loggers weakly and would forget the level.
 */
final class QuietBouncyCastleLogs {
    private static final Logger BOUNCY_CASTLE_JSSE = Logger.getLogger("org.bouncycastle.jsse");

    private QuietBouncyCastleLogs() {
    }

    static void apply() {
        BOUNCY_CASTLE_JSSE.setLevel(Level.WARNING);
    }
}

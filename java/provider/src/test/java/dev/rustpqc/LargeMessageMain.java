package dev.rustpqc;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.Arrays;

/**
 * Signs and verifies a message of the given number of MiB, fed in 1 MiB pieces from one array,
 * with pure ML-DSA and HashML-DSA; run by {@link LargeMessageTest} in a JVM whose heap is far
 * smaller than the message. Exits 0 when both signatures verify and a changed message does not.
 * (Not a test itself: its name does not end in "Test".)
 */
final class LargeMessageMain {
    private LargeMessageMain() {
    }

    public static void main(String[] args) throws Exception {
        int mebibytes = Integer.parseInt(args[0]);
        byte[] piece = new byte[1 << 20];
        Arrays.fill(piece, (byte) 0x5a);
        KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-44", Fixtures.PROVIDER).generateKeyPair();
        for (String algorithm : new String[] {"ML-DSA", "HASH-ML-DSA"}) {
            Signature signer = Signature.getInstance(algorithm, Fixtures.PROVIDER);
            signer.initSign(pair.getPrivate());
            for (int i = 0; i < mebibytes; i++) {
                signer.update(piece);
            }
            byte[] signature = signer.sign();
            boolean valid = verify(algorithm, pair, piece, mebibytes, signature, false);
            boolean forged = verify(algorithm, pair, piece, mebibytes, signature, true);
            System.out.println(algorithm + ": " + mebibytes + " MiB signed, verifies " + valid
                    + ", a changed last byte verifies " + forged + ", heap limit "
                    + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB");
            if (!valid || forged) {
                System.exit(1);
            }
        }
    }

    private static boolean verify(String algorithm, KeyPair pair, byte[] piece, int mebibytes, byte[] signature,
            boolean changeLastByte) throws Exception {
        Signature verifier = Signature.getInstance(algorithm, Fixtures.PROVIDER);
        verifier.initVerify(pair.getPublic());
        for (int i = 0; i < mebibytes - 1; i++) {
            verifier.update(piece);
        }
        byte[] last = piece.clone();
        if (changeLastByte) {
            last[last.length - 1] ^= 1;
        }
        verifier.update(last);
        return verifier.verify(signature);
    }
}

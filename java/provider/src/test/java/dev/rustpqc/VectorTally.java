package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.security.InvalidKeyException;
import java.security.SignatureException;
import java.security.spec.InvalidKeySpecException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The tally of one vector file run through the public JCA API. Each vector is either run (and
 * passes or fails) or skipped by name, with a reason, when the JCA cannot express its input; a
 * skipped vector still runs a partial check, and a failing partial check is a failure.
 *
 * <p>A run vector ends in a {@link Result}: its output matched, it did not, or it was rejected. A
 * rejection is one of the typed checked exceptions the API declares for bad input
 * ({@link InvalidKeySpecException} from a KeyFactory, {@link InvalidKeyException} from an init,
 * {@link SignatureException} from verify, {@link DecapsulationException} from {@link MlKem}), a
 * verify that returns false, or an {@code IllegalArgumentException} from
 * {@link MlDsaParameterSpec} for a context over 255 bytes (the attempt checks that case itself). Any
 * other exception, and any failed assertion inside an attempt, is a failure. {@code valid} vectors
 * must match, {@code invalid} ones must be rejected, {@code acceptable} ones may do either.
 */
final class VectorTally {
    /** What the provider did with one vector. */
    enum Kind {
        MATCH, MISMATCH, REJECTED
    }

    /** The outcome of one run vector; {@code detail} says what differed or how it was rejected. */
    record Result(Kind kind, String detail) {
        static Result match() {
            return new Result(Kind.MATCH, "");
        }

        static Result mismatch(String what) {
            return new Result(Kind.MISMATCH, what);
        }

        static Result rejected(String how) {
            return new Result(Kind.REJECTED, how);
        }

        /** A match when {@code same}, otherwise a mismatch of {@code what}. */
        static Result compare(boolean same, String what) {
            return same ? match() : mismatch(what + " differs");
        }
    }

    /** One vector through the JCA. */
    interface Attempt {
        Result run() throws Exception;
    }

    /** The part of a skipped vector that can still be checked; fails by throwing. */
    interface Check {
        void run() throws Exception;
    }

    /**
     * What a test does with one vector of a file: checks or skips it in the file's tally. {@code set}
     * is the group's {@code parameterSet}, or where the file's groups name none the file's set.
     */
    interface Vector {
        void run(VectorTally tally, String set, JsonElement group, JsonElement test) throws Exception;
    }

    private final String file;
    private final int total;
    private int run;
    private int passed;
    private final Map<String, Integer> skipped = new TreeMap<>();
    private final Map<String, Integer> rejectedAs = new TreeMap<>();
    private final List<String> failures = new ArrayList<>();

    /** @param total how many vectors the file holds: each must be run or skipped */
    VectorTally(String file, int total) {
        this.file = file;
        this.total = total;
    }

    /** Runs {@code vector} on every test of every group of {@code file}, then {@link #finish}es. */
    static void forEach(String file, Vector vector) throws Exception {
        forEach(file, Fixtures.json(file), null, vector);
    }

    /** As {@link #forEach(String, Vector)} for a file of one parameter set, {@code set}. */
    static void forEach(String file, String set, Vector vector) throws Exception {
        forEach(file, Fixtures.json(file), set, vector);
    }

    /**
     * Runs {@code vector} on every test of every group of {@code json}, tallied as {@code name};
     * {@code fileSet}, or null, is the set of groups that name none.
     */
    static void forEach(String name, JsonObject json, String fileSet, Vector vector) throws Exception {
        int total = 0;
        for (JsonElement group : Fixtures.groups(json)) {
            total += Fixtures.tests(group).size();
        }
        VectorTally tally = new VectorTally(name, total);
        for (JsonElement group : Fixtures.groups(json)) {
            for (JsonElement test : Fixtures.tests(group)) {
                String set = Fixtures.string(group, "parameterSet");
                vector.run(tally, set != null ? set : fileSet, group, test);
            }
        }
        tally.finish();
    }

    /** Runs one Wycheproof vector and judges it against its {@code result} field. */
    void check(JsonElement test, Attempt attempt) {
        check(test, Fixtures.string(test, "result"), attempt);
    }

    /** Runs one vector that is {@code expected} to be "valid", "invalid" or "acceptable". */
    void check(JsonElement test, String expected, Attempt attempt) {
        run++;
        Result result;
        try {
            result = attempt.run();
        } catch (InvalidKeySpecException | InvalidKeyException | SignatureException | DecapsulationException e) {
            result = Result.rejected(e.getClass().getSimpleName());
        } catch (Exception | AssertionError e) {
            failures.add(describe(test) + ": expected " + expected + ", threw " + e);
            return;
        }
        boolean ok;
        switch (expected) {
            case "valid":
                ok = result.kind() == Kind.MATCH;
                break;
            case "invalid":
                ok = result.kind() == Kind.REJECTED;
                break;
            case "acceptable":
                ok = result.kind() != Kind.MISMATCH;
                break;
            default:
                throw new IllegalStateException("unknown result " + expected + " in " + describe(test));
        }
        if (ok) {
            passed++;
            if (result.kind() == Kind.REJECTED) {
                rejectedAs.merge(result.detail(), 1, Integer::sum);
            }
        } else {
            failures.add(describe(test) + ": expected " + expected + ", got " + result.kind() + " "
                    + result.detail());
        }
    }

    /** Skips one vector by name; its partial check must still pass. */
    void skip(JsonElement test, String reason, Check partial) {
        skipped.merge(reason, 1, Integer::sum);
        try {
            partial.run();
        } catch (Exception | AssertionError e) {
            failures.add(describe(test) + " (skipped: " + reason + "), partial check failed: " + e);
        }
    }

    /** Prints the tally line and fails on any failure or on a vector left out. */
    void finish() {
        int skippedCount = skipped.values().stream().mapToInt(Integer::intValue).sum();
        StringBuilder line = new StringBuilder(String.format("vectors %s through JCA (%s): run %d, passed %d, skipped %d",
                file, RustPqcProvider.binding(), run, passed, skippedCount));
        if (skippedCount > 0) {
            line.append(" (");
            skipped.forEach((reason, count) -> line.append(reason).append(": ").append(count).append("; "));
            line.setLength(line.length() - 2);
            line.append(')');
        }
        if (!rejectedAs.isEmpty()) {
            line.append(System.lineSeparator()).append("    invalid vectors rejected as: ").append(rejectedAs);
        }
        System.out.println(line);
        failures.stream().limit(30).forEach(failure -> System.out.println("    FAILED " + failure));
        assertTrue(failures.isEmpty(), () -> failures.size() + " failures in " + file + ", first: " + failures.get(0));
        assertEquals(total, run + skippedCount, "every vector of " + file + " is run or skipped");
        // On the FIPS flavour a file may lie wholly outside its module (deterministic sigGen): every
        // vector's refusal was checked instead.
        assertTrue(run > 0 || FipsBoundary.active() && skipped.containsKey(FipsBoundary.OUTSIDE),
                "some vectors of " + file + " must run");
    }

    /** The test's id with its Wycheproof comment and flags, or its ACVP reason. */
    private static String describe(JsonElement test) {
        JsonElement flags = test.getAsJsonObject().get("flags");
        String comment = Fixtures.string(test, flags != null ? "comment" : "reason");
        String details = (comment != null ? comment : "") + (flags != null ? "; flags " + flags : "");
        return "tcId " + Fixtures.string(test, "tcId") + (details.isEmpty() ? "" : " (" + details + ")");
    }
}

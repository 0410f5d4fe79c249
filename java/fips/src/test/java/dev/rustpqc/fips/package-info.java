/**
 * The rustpqc-fips jar's own tests, on the jar as packaged: the AWS-LC FIPS module and what it
 * reports, the services and refusals, the approved-service indicator, the diagnosis, a planted
 * self-test failure, the library's exports, a second AWS-LC (ACCP) in the process, the SBOM. The
 * provider's and rustpqc-jsse's tests of what the module performs run on this flavour too
 * ({@code reused-tests.txt}, from {@code ./test.sh}).
 */
package dev.rustpqc.fips;

/**
 * Jetty 12's ALPN (HTTP/2) over BouncyCastle JSSE engines, found by Jetty's ServiceLoader when
 * rustpqc-jsse is on the class path: Jetty's own processor serves only the JDK's engines.
 */
package dev.rustpqc.jsse.jetty;

package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.catalina.util.ServerInfo;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;

/**
 * The README's Spring Boot recipe, every check of {@link SpringBootServerTest}, on Spring Boot 3.5
 * and the Tomcat 10.1 it brings (this module's class path), where most teams on JDK 17 and 21 are.
 */
class SpringBoot35ServerTest extends SpringBootServerTest {
    @Test
    void runsOnSpringBoot35AndTomcat101() {
        assertTrue(SpringBootVersion.getVersion().startsWith("3.5."), SpringBootVersion.getVersion());
        assertTrue(ServerInfo.getServerNumber().startsWith("10.1."), ServerInfo.getServerInfo());
    }
}

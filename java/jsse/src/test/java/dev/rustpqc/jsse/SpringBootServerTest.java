package dev.rustpqc.jsse;

import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The README's Spring Boot recipe on Spring Boot 4 (Tomcat 11; {@code java/spring-boot-3} runs the
 * same class on Spring Boot 3.5 and Tomcat 10.1): a web application on embedded Tomcat whose TLS is the
 * README's {@code server.ssl.*} block as written (its key store path replaced by the test's file),
 * with {@code RustPqcJsse.install} before the application starts. Spring Boot configures Tomcat
 * itself: provider order, Tomcat's default key manager, a null {@code SecureRandom}, HTTP/2.
 */
class SpringBootServerTest extends ServerRecipeChecks {
    SpringBootServerTest() {
        super("hello from spring boot");
    }

    @Override
    RunningServer recipe(boolean nativeMlKem) throws Exception {
        Properties readme = new Properties();
        readme.load(new StringReader(ReadmeSnippets.named("spring-boot-ssl").code()
                .replace("/path/to/server.p12", keyStore().toString())));
        Map<String, Object> properties = new HashMap<>();
        readme.forEach((key, value) -> properties.put((String) key, value));
        properties.put("server.port", "0");
        properties.put("server.address", "127.0.0.1");
        properties.put("spring.main.banner-mode", "off");
        ConfigurableApplicationContext application = new SpringApplicationBuilder(HelloApplication.class)
                .properties(properties).run();
        // Where Spring Boot 3.5 and 4 both publish the port (their WebServerApplicationContext moved).
        int port = application.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
        return new RunningServer(port, application::close);
    }

    /** The application: {@code GET /hello}. */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    @RestController
    static class HelloApplication {
        @GetMapping("/hello")
        String hello() {
            return "hello from spring boot\n";
        }
    }
}

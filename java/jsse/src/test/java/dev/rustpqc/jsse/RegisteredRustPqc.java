package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcProvider;
import java.security.Security;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * RustPqc registered (last) in the JCA for a test class, as a user of JDK 17 or 21 would, so that a
 * PKCS12 key store can hold ML-DSA keys there; removed after the class if the class added it.
 * BouncyCastle JSSE's logs are kept to warnings.
 */
final class RegisteredRustPqc implements BeforeAllCallback, AfterAllCallback {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(RegisteredRustPqc.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        QuietBouncyCastleLogs.apply();
        boolean added = Security.getProvider(RustPqcProvider.PROVIDER_NAME) == null;
        if (added) {
            Security.addProvider(new RustPqcProvider());
        }
        context.getStore(NAMESPACE).put("added", added);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (context.getStore(NAMESPACE).get("added", Boolean.class)) {
            Security.removeProvider(RustPqcProvider.PROVIDER_NAME);
        }
    }
}

//! What `#[exports]` records about each function of the boundary: `JNI_OnLoad` registers the JNI
//! methods from it, and `cargo xtask bindings` generates the Java declarations from it.

pub use rustpqc_ffi_kinds::{Kind, Returns};

/// One parameter, named as in the Rust definition.
#[derive(Clone, Copy, Debug)]
pub struct Param {
    pub name: &'static str,
    pub kind: Kind,
}

/// One function of the boundary.
#[derive(Clone, Copy, Debug)]
pub struct Function {
    /// The C name, which is also the name of its JNI method.
    pub name: &'static str,
    /// The name of its method in the Java `NativeBinding` interface.
    pub method: &'static str,
    /// Its documentation, as in the header.
    pub doc: &'static str,
    pub params: &'static [Param],
    pub returns: Returns,
    /// Whether a success is counted (see `rustpqc_operation_counts`).
    pub counted: bool,
    /// The call may take milliseconds to seconds, so the bindings copy its arrays instead of
    /// pinning them: a pinned array (JNI) or a critical call (FFM) would hold off the JVM's
    /// garbage collector (or every safepoint) until it returns.
    pub long_running: bool,
    /// The JNI method `JNI_OnLoad` registers.
    pub(crate) jni: *const (),
}

//! The kinds of the boundary, shared by the `#[exports]` attribute (which classifies each
//! parameter and return type of an export) and the declarations it records in `rustpqc::ffi`
//! (from which `JNI_OnLoad` registers the JNI methods and the bindings generator writes the Java
//! side). One definition, so that the two cannot disagree.

/// How a parameter crosses the boundary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A `uint32_t` (Java `int`).
    U32,
    /// An input buffer: `const uint8_t *x, size_t x_len` (Java `byte[]`).
    Input,
    /// An input buffer that Java passes as a range: `byte[] x, int xOffset, int xLength`.
    InputSlice,
    /// An output buffer: `uint8_t *x, size_t x_len` (Java `byte[]`), zeroed when the call fails.
    Output,
    /// An output of 64-bit values: `uint64_t *x, size_t x_len` (Java `long[]`).
    OutputU64,
}

impl Kind {
    /// Every kind, for code that writes one thing per kind.
    pub const ALL: [Kind; 5] = [
        Kind::U32,
        Kind::Input,
        Kind::InputSlice,
        Kind::Output,
        Kind::OutputU64,
    ];

    /// Its variant's name, for code generated from it.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::U32 => "U32",
            Kind::Input => "Input",
            Kind::InputSlice => "InputSlice",
            Kind::Output => "Output",
            Kind::OutputU64 => "OutputU64",
        }
    }

    /// A buffer the function reads.
    pub const fn is_input(self) -> bool {
        matches!(self, Kind::Input | Kind::InputSlice)
    }

    /// A buffer the function writes (zeroed when the call fails).
    pub const fn is_output(self) -> bool {
        matches!(self, Kind::Output | Kind::OutputU64)
    }

    /// A buffer: passed as a pointer and a length.
    pub const fn is_buffer(self) -> bool {
        !matches!(self, Kind::U32)
    }
}

/// What a function returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Returns {
    /// A `rustpqc_status` (Java `NativeStatus`).
    Status,
    /// An `int64_t`: a length, or a negative status.
    Length,
    /// A static NUL-terminated string (Java `String`).
    Text,
}

impl Returns {
    /// Its variant's name, for code generated from it.
    pub const fn name(self) -> &'static str {
        match self {
            Returns::Status => "Status",
            Returns::Length => "Length",
            Returns::Text => "Text",
        }
    }
}

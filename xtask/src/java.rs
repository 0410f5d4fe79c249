//! The Java side of the boundary, from `rustpqc::ffi::functions()` and the status and
//! operation lists: the `NativeBinding` interface, its JNI and FFM implementations, `NativeStatus`
//! and `NativeOperation`. Every C function gets one interface method; the JNI method the library
//! registers has the C function's name; the FFM descriptor follows from the parameter kinds.

use crate::Generated;
use rustpqc::counters::Operation;
use rustpqc::ffi::{self, Function, Kind, Returns, Status};
use std::fmt::Write;

const BINDING_DIR: &str = "java/provider/src/main/java/dev/rustpqc/binding";

/// (path from the repository root, what is generated in it) of every Java file of the boundary.
pub fn files() -> Vec<(String, Generated)> {
    let functions = ffi::functions();
    vec![
        (
            format!("{BINDING_DIR}/NativeBinding.java"),
            interface(&functions),
        ),
        (format!("{BINDING_DIR}/JniBinding.java"), jni(&functions)),
        (
            "java/provider/src/main/java22/dev/rustpqc/binding/FfmBinding.java".into(),
            ffm(&functions),
        ),
        (format!("{BINDING_DIR}/NativeStatus.java"), status()),
        (
            "java/provider/src/main/java/dev/rustpqc/NativeOperation.java".into(),
            operation(),
        ),
    ]
}

/// One marked region of Java members, a blank line between each two.
fn region(members: Vec<String>) -> Generated {
    Generated::Regions(vec![members.join("\n")])
}

/// Enum constants, each after its Javadoc: (documentation, the constant without its separator).
pub fn documented_constants(constants: Vec<(String, String)>) -> Generated {
    let last = constants.len().saturating_sub(1);
    let members = constants
        .into_iter()
        .enumerate()
        .map(|(i, (doc, constant))| {
            let end = if i == last { ";" } else { "," };
            format!("{}    {constant}{end}\n", comment("    ", &[doc]))
        })
        .collect();
    region(members)
}

/// `parameter_set` -> `parameterSet`.
pub fn camel(snake: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// `MlKemGenerate` -> `ML_KEM_GENERATE`.
pub fn constant(pascal: &str) -> String {
    let mut out = String::new();
    for (i, c) in pascal.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.extend(c.to_uppercase());
    }
    out
}

/// Stands for a space that `comment` must not break a line at.
const UNBREAKABLE: char = '\u{1}';

/// Rust documentation as Javadoc text: HTML escaped, `code` as {@code code}.
pub fn javadoc(text: &str) -> String {
    let escaped = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    let mut out = String::new();
    for (i, part) in escaped.split('`').enumerate() {
        if i % 2 == 1 {
            // Kept on one line by `comment` (NBSP-free: a placeholder it turns back into spaces).
            write!(
                out,
                "{{@code{UNBREAKABLE}{}}}",
                part.replace(' ', &UNBREAKABLE.to_string())
            )
            .unwrap();
        } else {
            out.push_str(part);
        }
    }
    out
}

/// A Javadoc comment indented by `indent`, wrapped at 100 columns.
pub fn comment(indent: &str, paragraphs: &[String]) -> String {
    let width = 100 - indent.len() - 3;
    let mut lines = Vec::new();
    for (i, paragraph) in paragraphs.iter().enumerate() {
        if i > 0 {
            lines.push(String::new());
        }
        let mut line = String::new();
        for (j, word) in paragraph.split_whitespace().enumerate() {
            let word = if i > 0 && j == 0 {
                format!("<p>{word}")
            } else {
                word.to_string()
            };
            if !line.is_empty() && line.len() + 1 + word.len() > width {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        lines.push(line);
    }
    let lines: Vec<String> = lines
        .into_iter()
        .map(|line| line.replace(UNBREAKABLE, " "))
        .collect();
    if lines.len() == 1 && lines[0].len() + 7 <= width + 3 {
        return format!("{indent}/** {} */\n", lines[0]);
    }
    let mut out = format!("{indent}/**\n");
    for line in lines {
        if line.is_empty() {
            writeln!(out, "{indent} *").unwrap();
        } else {
            writeln!(out, "{indent} * {line}").unwrap();
        }
    }
    writeln!(out, "{indent} */").unwrap();
    out
}

/// The Java parameters of a function: `(type, name)` pairs.
fn params(function: &Function) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for param in function.params {
        let name = camel(param.name);
        match param.kind {
            Kind::U32 => out.push(("int", name)),
            Kind::Input | Kind::Output => out.push(("byte[]", name)),
            Kind::InputSlice => {
                out.push(("byte[]", name.clone()));
                out.push(("int", format!("{name}Offset")));
                out.push(("int", format!("{name}Length")));
            }
            Kind::OutputU64 => out.push(("long[]", name)),
        }
    }
    out
}

fn declaration(function: &Function) -> String {
    params(function)
        .iter()
        .map(|(ty, name)| format!("{ty} {name}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn arguments(function: &Function) -> String {
    params(function)
        .into_iter()
        .map(|(_, name)| name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The interface's return type.
fn returns(function: &Function) -> &'static str {
    match function.returns {
        Returns::Status => "NativeStatus",
        Returns::Length => "long",
        Returns::Text => "String",
    }
}

/// `a, f(b, c), d` -> `["a", "f(b, c)", "d"]`: splits at the commas outside parentheses.
fn top_level_parts(args: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut depth = 0;
    let mut current = String::new();
    for c in args.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(current.trim().to_string());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        parts.push(current.trim().to_string());
    }
    parts
}

/// Wraps a long argument list onto continuation lines of at most 100 columns.
pub fn wrap_call(first: &str, args: &str, end: &str, indent: &str) -> String {
    let continuation = format!("{indent}        ");
    let mut out = String::new();
    let mut line = first.to_string();
    let parts = top_level_parts(args);
    for (i, part) in parts.iter().enumerate() {
        let piece = if i + 1 < parts.len() {
            format!("{part},")
        } else {
            format!("{part}{end}")
        };
        let sep = if line.ends_with('(') || line.trim().is_empty() {
            ""
        } else {
            " "
        };
        if line.len() + sep.len() + piece.len() > 100 {
            writeln!(out, "{}", line.trim_end()).unwrap();
            line = format!("{continuation}{piece}");
        } else {
            line.push_str(sep);
            line.push_str(&piece);
        }
    }
    if parts.is_empty() {
        line.push_str(end);
    }
    writeln!(out, "{line}").unwrap();
    out
}

fn interface(functions: &[Function]) -> Generated {
    let constants = [
        (
            "OPERATION_COUNTERS",
            "RUSTPQC_OPERATION_COUNTERS",
            ffi::RUSTPQC_OPERATION_COUNTERS as u32,
        ),
        (
            "PREPARED_ENCAPSULATION_KEY",
            "RUSTPQC_PREPARED_ENCAPSULATION_KEY",
            ffi::RUSTPQC_PREPARED_ENCAPSULATION_KEY,
        ),
        (
            "PREPARED_DECAPSULATION_KEY",
            "RUSTPQC_PREPARED_DECAPSULATION_KEY",
            ffi::RUSTPQC_PREPARED_DECAPSULATION_KEY,
        ),
        (
            "SHAKE_STATE_LEN",
            "RUSTPQC_SHAKE_STATE_LEN",
            ffi::RUSTPQC_SHAKE_STATE_LEN as u32,
        ),
    ];
    let mut members: Vec<String> = constants
        .iter()
        .map(|(java, c, value)| {
            format!(
                "{}    int {java} = {value};\n",
                comment("    ", &[format!("{{@code {c}}}.")])
            )
        })
        .collect();
    for function in functions {
        let mut member = comment(
            "    ",
            &[
                javadoc(function.doc),
                format!(
                    "{{@code {}}} in {{@code include/rustpqc.h}}.",
                    function.name
                ),
            ],
        );
        member.push_str(&wrap_call(
            &format!("    {} {}(", returns(function), function.method),
            &declaration(function),
            ");",
            "    ",
        ));
        members.push(member);
    }
    region(members)
}

/// The head of a binding's implementation of the interface method, down to its opening brace.
fn implementation(function: &Function) -> String {
    let mut head = String::from("    @Override\n");
    head.push_str(&wrap_call(
        &format!("    public {} {}(", returns(function), function.method),
        &declaration(function),
        ") {",
        "    ",
    ));
    head
}

fn jni(functions: &[Function]) -> Generated {
    let mut members = Vec::new();
    for function in functions {
        let native_return = match function.returns {
            Returns::Status => "int",
            Returns::Length => "long",
            Returns::Text => "String",
        };
        let call = format!("{}({})", function.name, arguments(function));
        let body = match function.returns {
            Returns::Status => format!("return NativeStatus.of({call});"),
            Returns::Length | Returns::Text => format!("return {call};"),
        };
        let mut member = implementation(function);
        writeln!(member, "        {body}\n    }}").unwrap();
        members.push(member);
        members.push(wrap_call(
            &format!(
                "    private static native {native_return} {}(",
                function.name
            ),
            &declaration(function),
            ");",
            "    ",
        ));
    }
    region(members)
}

/// The FFM value layouts of a function: the return first, then the C parameters.
fn layouts(function: &Function) -> Vec<&'static str> {
    let mut out = vec![match function.returns {
        Returns::Status => "JAVA_INT",
        Returns::Length => "JAVA_LONG",
        Returns::Text => "ADDRESS",
    }];
    for param in function.params {
        match param.kind {
            Kind::U32 => out.push("JAVA_INT"),
            _ => out.extend(["ADDRESS", "JAVA_LONG"]),
        }
    }
    out
}

/// `rustpqc_mlkem_generate` -> `RustpqcMlkemGenerate`: the class holding the function's handle.
fn holder(function: &Function) -> String {
    let mut name = camel(function.name);
    name[..1].make_ascii_uppercase();
    name
}

fn ffm(functions: &[Function]) -> Generated {
    let mut members = Vec::new();
    for function in functions {
        let mut member = implementation(function);
        member.push_str(&range_checks(function));
        if function.long_running {
            member.push_str(&ffm_copying_body(function));
        } else {
            member.push_str(&ffm_direct_body(function));
        }
        members.push(member);
    }
    for function in functions {
        let layouts = layouts(function)
            .iter()
            .map(|l| l.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        let maker = if function.long_running {
            "longRunningHandle"
        } else {
            "handle"
        };
        let mut member = format!("    private static final class {} {{\n", holder(function));
        member.push_str(&wrap_call(
            &format!("        static final MethodHandle HANDLE = FfmSupport.{maker}("),
            &format!("\"{}\", {layouts}", function.name),
            ");",
            "        ",
        ));
        member.push_str("    }\n");
        members.push(member);
    }
    region(members)
}

/// The checks of the `#[slice]` ranges, which return their status before any call.
fn range_checks(function: &Function) -> String {
    let mut checks = String::new();
    for param in function
        .params
        .iter()
        .filter(|p| p.kind == Kind::InputSlice)
    {
        let name = camel(param.name);
        write!(
            checks,
            "        NativeStatus {name}Range = FfmSupport.range({name}, {name}Offset, {name}Length);\n\
             \x20       if ({name}Range != NativeStatus.OK) {{\n\
             \x20           return {name}Range;\n\
             \x20       }}\n"
        )
        .unwrap();
    }
    checks
}

/// The cast of the handle's result and what wraps it.
fn result_wrapping(function: &Function) -> (&'static str, &'static str, &'static str) {
    match function.returns {
        Returns::Status => ("(int) ", "NativeStatus.of(", ")"),
        Returns::Length => ("(long) ", "", ""),
        Returns::Text => ("(MemorySegment) ", "FfmSupport.text(", ")"),
    }
}

/// A critical call with the Java arrays themselves as heap segments.
fn ffm_direct_body(function: &Function) -> String {
    let mut args = Vec::new();
    for param in function.params {
        let name = camel(param.name);
        match param.kind {
            Kind::U32 => args.push(name),
            Kind::Input | Kind::Output | Kind::OutputU64 => {
                args.push(format!("FfmSupport.segment({name})"));
                args.push(format!("FfmSupport.length({name})"));
            }
            Kind::InputSlice => {
                args.push(format!("FfmSupport.segment({name}, {name}Offset)"));
                args.push(format!("(long) {name}Length"));
            }
        }
    }
    let (cast, wrap_open, wrap_close) = result_wrapping(function);
    let mut out = String::from("        try {\n");
    out.push_str(&wrap_call(
        &format!(
            "            return {wrap_open}{cast}{}.HANDLE.invokeExact(",
            holder(function)
        ),
        &args.join(", "),
        &format!("){wrap_close};"),
        "            ",
    ));
    out.push_str(
        "        } catch (Throwable t) {\n            throw FfmSupport.failure(t);\n        }\n    }\n",
    );
    out
}

/// An ordinary call with off-heap copies of the arrays, the outputs copied back.
fn ffm_copying_body(function: &Function) -> String {
    let mut out = String::from("        try (OffHeapCopies copies = new OffHeapCopies()) {\n");
    let mut args = Vec::new();
    for param in function.params {
        let name = camel(param.name);
        let copy = format!("{name}Copy");
        match param.kind {
            Kind::U32 => args.push(name),
            Kind::Input => {
                writeln!(
                    out,
                    "            MemorySegment {copy} = copies.input({name});"
                )
                .unwrap();
                args.push(copy);
                args.push(format!("FfmSupport.length({name})"));
            }
            Kind::InputSlice => {
                out.push_str(&wrap_call(
                    &format!("            MemorySegment {copy} = copies.input("),
                    &format!("{name}, {name}Offset, {name}Length"),
                    ");",
                    "            ",
                ));
                args.push(copy);
                args.push(format!("(long) {name}Length"));
            }
            Kind::Output => {
                writeln!(
                    out,
                    "            MemorySegment {copy} = copies.output({name});"
                )
                .unwrap();
                args.push(copy);
                args.push(format!("FfmSupport.length({name})"));
            }
            Kind::OutputU64 => unreachable!("long-running calls copy byte arrays only"),
        }
    }
    assert!(
        matches!(function.returns, Returns::Status),
        "long-running calls return a status"
    );
    out.push_str(
        "            if (copies.overlap()) {\n                return NativeStatus.OVERLAPPING_BUFFERS;\n            }\n",
    );
    out.push_str(&wrap_call(
        &format!(
            "            NativeStatus status = NativeStatus.of((int) {}.HANDLE.invokeExact(",
            holder(function)
        ),
        &args.join(", "),
        "));",
        "            ",
    ));
    out.push_str("            copies.copyBack();\n            return status;\n");
    out.push_str(
        "        } catch (Throwable t) {\n            throw FfmSupport.failure(t);\n        }\n    }\n",
    );
    out
}

fn status() -> Generated {
    documented_constants(
        Status::ALL
            .iter()
            .map(|status| {
                (
                    format!("{}.", javadoc(status.message())),
                    format!(
                        "{}({}, \"{}\")",
                        constant(status.name()),
                        *status as i32,
                        status.message().replace('"', "\\\"")
                    ),
                )
            })
            .collect(),
    )
}

fn operation() -> Generated {
    documented_constants(
        Operation::ALL
            .iter()
            .map(|op| (javadoc(op.doc()), constant(op.name())))
            .collect(),
    )
}

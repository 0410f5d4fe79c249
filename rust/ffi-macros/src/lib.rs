//! `#[exports]`: the one definition of every native operation of rustpqc.
//!
//! The attribute goes on an inline module of `rustpqc::ffi`. Each function in it marked
//! `#[export(java = methodName)]` (optionally `counts = Operation` and `long_running`) is an
//! ordinary Rust function over slices:
//!
//! ```ignore
//! /// Generates an ML-KEM key pair from OS randomness ...
//! #[export(java = mlKemGenerate, counts = MlKemGenerate)]
//! fn rustpqc_mlkem_generate(parameter_set: u32, seed: &mut [u8], ek: &mut [u8], dk: &mut [u8])
//!     -> Result<(), Error> { ... }
//! ```
//!
//! From it the attribute writes three things, so that they cannot drift apart:
//!
//! * the C export (`uint8_t *seed, size_t seed_len, ...`, documented for cbindgen): it refuses
//!   outputs that overlap another buffer, makes the slices, runs the body behind the panic guard,
//!   zeroes the outputs when the call fails and counts a success;
//! * the JNI method `JniBinding.rustpqc_mlkem_generate(int, byte[], byte[], byte[])`, which pins
//!   the Java arrays and runs the same code (`JNI_OnLoad` registers it);
//! * an entry of the module's `functions()`: the declaration from which `JNI_OnLoad` registers
//!   the JNI methods and the Java bindings are generated.
//!
//! Parameter types: `u32` (Java `int`), `&[u8]` (an input, Java `byte[]`; with `#[slice]` the
//! Java side passes `byte[], int offset, int length`), `&mut [u8]` (an output, `byte[]`) and
//! `&mut [u64]` (an output, `long[]`). Return types: `Result<(), Error>` (a status),
//! `Result<usize, Error>` (a length, or a negative status) and `&'static CStr` (text).
//!
//! `long_running` marks an operation that takes milliseconds to seconds (SLH-DSA). Pinning a Java
//! array (JNI `GetPrimitiveArrayCritical`) or making a critical FFM call holds off the JVM's
//! garbage collector, or every safepoint, for the whole call; so for these the JNI method copies
//! the arrays into native buffers (`GetByteArrayRegion`, and `SetByteArrayRegion` for the
//! outputs), wiped when the call ends, and the Java generator makes an ordinary FFM handle that
//! is passed off-heap copies. The C export is the same either way. Only `u32` and byte-buffer
//! parameters are allowed there.
//!
//! `#[exports(self_test = MlKem)]` (a `crate::catalog::Family`) makes every export of the module
//! require that family's known answers after its buffers are accepted and before its body runs:
//! the first call of the family runs them, and a failed test fails every call.
//!
//! The generated code calls `crate::ffi::runtime`, where the unsafe parts live.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::{format_ident, quote};
use rustpqc_ffi_kinds::{Kind, Returns};
use syn::spanned::Spanned;
use syn::{
    parse_macro_input, Attribute, FnArg, Ident, Item, ItemFn, ItemMod, Pat, ReturnType, Type,
};

#[proc_macro_attribute]
pub fn exports(attr: TokenStream, item: TokenStream) -> TokenStream {
    let mut self_test = None;
    let parser = syn::meta::parser(|meta| {
        if meta.path.is_ident("self_test") {
            self_test = Some(meta.value()?.parse::<Ident>()?);
            Ok(())
        } else {
            Err(meta.error("expected `self_test = Family`"))
        }
    });
    parse_macro_input!(attr with parser);
    let module = parse_macro_input!(item as ItemMod);
    match expand(module, self_test.as_ref()) {
        Ok(tokens) => tokens.into(),
        Err(error) => error.to_compile_error().into(),
    }
}

fn expand(mut module: ItemMod, self_test: Option<&Ident>) -> syn::Result<Tokens> {
    let Some((_, items)) = module.content.take() else {
        return Err(syn::Error::new(
            module.span(),
            "#[exports] needs an inline module",
        ));
    };
    let mut output = Vec::new();
    let mut declarations = Vec::new();
    for item in items {
        match item {
            Item::Fn(function) if has_attribute(&function.attrs, "export") => {
                let export = Export::parse(function, self_test.cloned())?;
                declarations.push(export.declaration());
                output.push(export.generate());
            }
            other => output.push(quote!(#other)),
        }
    }
    let attrs = &module.attrs;
    let vis = &module.vis;
    let name = &module.ident;
    Ok(quote! {
        #(#attrs)*
        #vis mod #name {
            #(#output)*

            /// The declarations of this module's exports: `JNI_OnLoad` registers their JNI
            /// methods and the Java bindings are generated from them.
            pub fn functions() -> ::std::vec::Vec<crate::ffi::runtime::Function> {
                ::std::vec![#(#declarations),*]
            }
        }
    })
}

fn has_attribute(attrs: &[Attribute], name: &str) -> bool {
    attrs.iter().any(|a| a.path().is_ident(name))
}

struct Param {
    name: Ident,
    kind: Kind,
}

impl Param {
    fn len(&self) -> Ident {
        format_ident!("{}_len", self.name)
    }

    fn is_buffer(&self) -> bool {
        self.kind.is_buffer()
    }
}

struct Export {
    function: ItemFn,
    docs: Vec<Attribute>,
    java: Ident,
    counts: Option<Ident>,
    /// Copies arrays instead of pinning them (see the crate documentation).
    long_running: bool,
    /// The family whose known answers must pass before the body runs.
    self_test: Option<Ident>,
    params: Vec<Param>,
    returns: Returns,
}

impl Export {
    fn parse(mut function: ItemFn, self_test: Option<Ident>) -> syn::Result<Export> {
        let mut java = None;
        let mut counts = None;
        let mut long_running = false;
        let mut docs = Vec::new();
        let mut others = Vec::new();
        for attr in std::mem::take(&mut function.attrs) {
            if attr.path().is_ident("export") {
                attr.parse_nested_meta(|meta| {
                    if meta.path.is_ident("java") {
                        java = Some(meta.value()?.parse::<Ident>()?);
                    } else if meta.path.is_ident("counts") {
                        counts = Some(meta.value()?.parse::<Ident>()?);
                    } else if meta.path.is_ident("long_running") {
                        long_running = true;
                    } else {
                        return Err(meta.error(
                            "expected `java = name`, `counts = Operation` or `long_running`",
                        ));
                    }
                    Ok(())
                })?;
            } else if attr.path().is_ident("doc") {
                docs.push(attr);
            } else {
                others.push(attr);
            }
        }
        function.attrs = others;
        let java = java.ok_or_else(|| {
            syn::Error::new(
                function.sig.ident.span(),
                "#[export] needs `java = methodName`",
            )
        })?;
        let mut params = Vec::new();
        for input in function.sig.inputs.iter_mut() {
            let FnArg::Typed(typed) = input else {
                return Err(syn::Error::new(input.span(), "exports take no self"));
            };
            let Pat::Ident(pattern) = &*typed.pat else {
                return Err(syn::Error::new(
                    typed.pat.span(),
                    "a parameter must be a plain name",
                ));
            };
            let slice = has_attribute(&typed.attrs, "slice");
            typed.attrs.retain(|a| !a.path().is_ident("slice"));
            let kind = param_kind(&typed.ty, slice)?;
            params.push(Param {
                name: pattern.ident.clone(),
                kind,
            });
        }
        let returns = return_kind(&function.sig.output)?;
        if long_running {
            if let Some(p) = params.iter().find(|p| p.kind == Kind::OutputU64) {
                return Err(syn::Error::new(
                    p.name.span(),
                    "a `long_running` export copies byte arrays only (no `&mut [u64]`)",
                ));
            }
        }
        Ok(Export {
            function,
            docs,
            java,
            counts,
            long_running,
            self_test,
            params,
            returns,
        })
    }

    fn name(&self) -> &Ident {
        &self.function.sig.ident
    }

    fn hidden(&self, suffix: &str) -> Ident {
        format_ident!("__{}_{}", self.name(), suffix)
    }

    /// The C parameters: `u32` scalars, and a pointer and a length for each buffer.
    fn c_params(&self) -> Vec<Tokens> {
        self.params
            .iter()
            .map(|p| {
                let (name, len) = (&p.name, p.len());
                match p.kind {
                    Kind::U32 => quote!(#name: u32),
                    Kind::Input | Kind::InputSlice => quote!(#name: *const u8, #len: usize),
                    Kind::Output => quote!(#name: *mut u8, #len: usize),
                    Kind::OutputU64 => quote!(#name: *mut u64, #len: usize),
                }
            })
            .collect()
    }

    /// The C arguments, to forward the C parameters.
    fn c_args(&self) -> Vec<Tokens> {
        self.params
            .iter()
            .map(|p| {
                let (name, len) = (&p.name, p.len());
                if p.is_buffer() {
                    quote!(#name, #len)
                } else {
                    quote!(#name)
                }
            })
            .collect()
    }

    fn c_return(&self) -> Tokens {
        match self.returns {
            Returns::Status => quote!(crate::ffi::runtime::Status),
            Returns::Length => quote!(i64),
            Returns::Text => quote!(*const ::std::ffi::c_char),
        }
    }

    fn generate(&self) -> Tokens {
        let name = self.name();
        let (body_name, call_name, jni_name) =
            (self.hidden("body"), self.hidden("call"), self.hidden("jni"));
        let mut body = self.function.clone();
        body.sig.ident = body_name.clone();
        body.vis = syn::Visibility::Inherited;
        let docs = &self.docs;
        let c_params = self.c_params();
        let c_args = self.c_args();
        let c_return = self.c_return();
        let has_pointers = self.params.iter().any(Param::is_buffer);
        let (unsafety, safety_doc) = if has_pointers {
            let doc = self.safety_doc();
            (
                quote!(unsafe),
                quote!(#[doc = ""] #[doc = " # Safety"] #[doc = ""] #[doc = #doc]),
            )
        } else {
            (quote!(), quote!())
        };
        let call_body = self.call_body(&body_name);
        let jni = if self.long_running {
            self.jni_copying(&call_name, &jni_name)
        } else {
            self.jni(&call_name, &jni_name)
        };
        quote! {
            #body

            #(#docs)*
            #safety_doc
            #[no_mangle]
            pub #unsafety extern "C" fn #name(#(#c_params),*) -> #c_return {
                // SAFETY: the caller's contract, documented above, is the one `call` needs.
                #[allow(unused_unsafe)]
                unsafe { #call_name(crate::ffi::runtime::Boundary::Ffi, #(#c_args),*) }
            }

            /// The export's code, for either boundary.
            ///
            /// # Safety
            /// As for the C export: every pointer null or valid for its length.
            #[doc(hidden)]
            #[allow(clippy::too_many_arguments)]
            unsafe fn #call_name(
                boundary: crate::ffi::runtime::Boundary,
                #(#c_params),*
            ) -> #c_return {
                #call_body
            }

            #jni
        }
    }

    fn safety_doc(&self) -> String {
        let names = |pick: fn(Kind) -> bool| {
            let names: Vec<String> = self
                .params
                .iter()
                .filter(|p| pick(p.kind))
                .map(|p| format!("`{}`", p.name))
                .collect();
            match names.len() {
                0 => None,
                1 => Some(names[0].clone()),
                n => Some(format!(
                    "{} and {}",
                    names[..n - 1].join(", "),
                    names[n - 1]
                )),
            }
        };
        let reads = names(Kind::is_input);
        let writes = names(Kind::is_output);
        let mut text = String::new();
        if let Some(reads) = reads {
            text.push_str(&format!(
                " {reads}: null, or valid for reads of the given length."
            ));
        }
        if let Some(writes) = writes {
            text.push_str(&format!(
                " {writes}: null, or valid for writes of the given length and overlapping no other \
                 buffer of the call."
            ));
        }
        text.push_str(
            " Lengths count elements; the buffers need to stay valid only during the call.",
        );
        text
    }

    /// Checks the buffers, makes the slices and runs the body behind the panic guard.
    fn call_body(&self, body_name: &Ident) -> Tokens {
        let rt = quote!(crate::ffi::runtime);
        let span = |p: &Param| {
            let (name, len) = (&p.name, p.len());
            quote!(#rt::Span::of(#name, #len))
        };
        let outputs: Vec<Tokens> = self
            .params
            .iter()
            .filter(|p| p.kind.is_output())
            .map(span)
            .collect();
        let inputs: Vec<Tokens> = self
            .params
            .iter()
            .filter(|p| p.kind.is_input())
            .map(span)
            .collect();
        let (n_out, n_in) = (outputs.len(), inputs.len());
        let slices: Vec<Tokens> = self
            .params
            .iter()
            .filter(|p| p.is_buffer())
            .map(|p| {
                let (name, len) = (&p.name, p.len());
                let make = if p.kind.is_input() {
                    quote!(input)
                } else {
                    quote!(output)
                };
                quote!(let #name = unsafe { #rt::#make(#name, #len) }?;)
            })
            .collect();
        let wipes: Vec<Tokens> = self
            .params
            .iter()
            .filter(|p| p.kind.is_output())
            .map(|p| {
                let (name, len) = (&p.name, p.len());
                quote!(#rt::wipe(#name, #len);)
            })
            .collect();
        let args: Vec<&Ident> = self.params.iter().map(|p| &p.name).collect();
        let result = match self.returns {
            Returns::Text => quote!(::std::result::Result::Ok(#body_name(#(#args),*))),
            Returns::Status | Returns::Length => quote!(#body_name(#(#args),*)),
        };
        let self_test = self
            .self_test
            .as_ref()
            .map(|family| quote!(crate::self_test::require(crate::catalog::Family::#family)?;));
        let operation = match &self.counts {
            Some(op) => quote!(::std::option::Option::Some(#rt::Operation::#op)),
            None => quote!(::std::option::Option::None),
        };
        let guarded = quote! {
            #rt::guard(
                boundary,
                #operation,
                &[#(#outputs),*] as &[#rt::Span; #n_out],
                &[#(#inputs),*] as &[#rt::Span; #n_in],
                || {
                    // SAFETY: each pointer is null or valid for its length (the caller's
                    // contract), and the outputs overlap no other buffer (the guard checked).
                    #(#slices)*
                    #self_test
                    #result
                },
                || {
                    // SAFETY: as above; `wipe` leaves a buffer that fails its checks alone.
                    #[allow(unused_unsafe)]
                    unsafe { #(#wipes)* }
                },
            )
        };
        match self.returns {
            Returns::Status => quote!(#rt::status(#guarded)),
            Returns::Length => quote!(#rt::length(#guarded)),
            Returns::Text => quote!(#rt::text(#guarded)),
        }
    }

    /// The JNI method: reads every array length, then pins the arrays, then calls.
    fn jni(&self, call_name: &Ident, jni_name: &Ident) -> Tokens {
        let rt = quote!(crate::ffi::runtime);
        let mut params = Vec::new();
        let mut lengths = Vec::new();
        let mut pins = Vec::new();
        let mut args = Vec::new();
        for p in &self.params {
            let (name, len) = (&p.name, p.len());
            match p.kind {
                Kind::U32 => {
                    params.push(quote!(#name: #rt::jni::jint));
                    args.push(quote!(#name as u32));
                }
                Kind::Input | Kind::InputSlice => {
                    if p.kind == Kind::InputSlice {
                        let offset = format_ident!("{}_offset", name);
                        params.push(quote!(#name: #rt::jni::jbyteArray, #offset: #rt::jni::jint, #len: #rt::jni::jint));
                        lengths.push(
                            quote!(let (#offset, #len) = frame.range(#name, #offset, #len)?;),
                        );
                        pins.push(quote!(let #name = frame.pin::<u8>(#name, #rt::jni::Access::Read)?.wrapping_add(#offset).cast_const();));
                    } else {
                        params.push(quote!(#name: #rt::jni::jbyteArray));
                        lengths.push(quote!(let #len = frame.length(#name)?;));
                        pins.push(quote!(let #name = frame.pin::<u8>(#name, #rt::jni::Access::Read)?.cast_const();));
                    }
                    args.push(quote!(#name, #len));
                }
                Kind::Output => {
                    params.push(quote!(#name: #rt::jni::jbyteArray));
                    lengths.push(quote!(let #len = frame.length(#name)?;));
                    pins.push(
                        quote!(let #name = frame.pin::<u8>(#name, #rt::jni::Access::Write)?;),
                    );
                    args.push(quote!(#name, #len));
                }
                Kind::OutputU64 => {
                    params.push(quote!(#name: #rt::jni::jlongArray));
                    lengths.push(quote!(let #len = frame.length(#name)?;));
                    pins.push(
                        quote!(let #name = frame.pin::<u64>(#name, #rt::jni::Access::Write)?;),
                    );
                    args.push(quote!(#name, #len));
                }
            }
        }
        let (runner, returns) = match self.returns {
            Returns::Status => (quote!(status), quote!(#rt::jni::jint)),
            Returns::Length => (quote!(length), quote!(#rt::jni::jlong)),
            Returns::Text => (quote!(text), quote!(#rt::jni::jstring)),
        };
        quote! {
            /// The JNI method of the export (registered by `JNI_OnLoad`).
            #[doc(hidden)]
            #[allow(clippy::too_many_arguments, unused_mut, unused_variables)]
            extern "system" fn #jni_name(
                env: *mut #rt::jni::JNIEnv,
                _class: #rt::jni::jclass,
                #(#params),*
            ) -> #returns {
                #rt::jni::#runner(env, |frame| {
                    #(#lengths)*
                    #(#pins)*
                    // SAFETY: the pointers are pinned Java arrays (or null, with a length of 1),
                    // valid for their lengths until the frame unpins them after the call.
                    Ok(unsafe { #call_name(#rt::Boundary::Jni, #(#args),*) })
                })
            }
        }
    }

    /// The JNI method of a `long_running` export: reads every array length, refuses an output
    /// array passed again as another non-empty buffer (the overlap the pinned path refuses),
    /// copies the inputs into native buffers, calls, and copies the outputs back. No array is
    /// pinned, so the garbage collector runs during the call.
    fn jni_copying(&self, call_name: &Ident, jni_name: &Ident) -> Tokens {
        let rt = quote!(crate::ffi::runtime);
        let mut params = Vec::new();
        let mut lengths = Vec::new();
        let mut copies = Vec::new();
        let mut args = Vec::new();
        let (mut outputs, mut inputs) = (Vec::new(), Vec::new());
        for p in &self.params {
            let (name, len) = (&p.name, p.len());
            match p.kind {
                Kind::U32 => {
                    params.push(quote!(#name: #rt::jni::jint));
                    args.push(quote!(#name as u32));
                }
                Kind::Input | Kind::InputSlice => {
                    let offset = format_ident!("{}_offset", name);
                    if p.kind == Kind::InputSlice {
                        params.push(quote!(#name: #rt::jni::jbyteArray, #offset: #rt::jni::jint, #len: #rt::jni::jint));
                        lengths.push(
                            quote!(let (#offset, #len) = frame.range(#name, #offset, #len)?;),
                        );
                    } else {
                        params.push(quote!(#name: #rt::jni::jbyteArray));
                        lengths.push(quote!(let (#offset, #len) = (0, frame.length(#name)?);));
                    }
                    inputs.push(quote!((#name, #len)));
                    copies.push(quote!(let #name = frame.copy_in(#name, #offset, #len)?;));
                    args.push(quote!(#name, #len));
                }
                Kind::Output => {
                    params.push(quote!(#name: #rt::jni::jbyteArray));
                    lengths.push(quote!(let #len = frame.length(#name)?;));
                    outputs.push(quote!((#name, #len)));
                    copies.push(quote!(let #name = frame.copy_out(#name, #len)?;));
                    args.push(quote!(#name, #len));
                }
                Kind::OutputU64 => unreachable!("refused when parsing"),
            }
        }
        let (runner, returns) = match self.returns {
            Returns::Status => (quote!(status), quote!(#rt::jni::jint)),
            Returns::Length => (quote!(length), quote!(#rt::jni::jlong)),
            Returns::Text => (quote!(text), quote!(#rt::jni::jstring)),
        };
        quote! {
            /// The JNI method of the export (registered by `JNI_OnLoad`); it copies the arrays.
            #[doc(hidden)]
            #[allow(clippy::too_many_arguments, unused_mut, unused_variables)]
            extern "system" fn #jni_name(
                env: *mut #rt::jni::JNIEnv,
                _class: #rt::jni::jclass,
                #(#params),*
            ) -> #returns {
                #rt::jni::#runner(env, |frame| {
                    #(#lengths)*
                    frame.check_distinct(&[#(#outputs),*], &[#(#inputs),*])?;
                    #(#copies)*
                    // SAFETY: the pointers are the frame's native copies (or null, with a length
                    // of 1), valid for their lengths until the frame drops after the call.
                    let result = unsafe { #call_name(#rt::Boundary::Jni, #(#args),*) };
                    frame.copy_back()?;
                    Ok(result)
                })
            }
        }
    }

    fn declaration(&self) -> Tokens {
        let rt = quote!(crate::ffi::runtime);
        let c_name = self.name().to_string();
        let java = self.java.to_string();
        let doc = self
            .docs
            .iter()
            .filter_map(|attr| match &attr.meta {
                syn::Meta::NameValue(nv) => match &nv.value {
                    syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(s),
                        ..
                    }) => Some(s.value().trim().to_string()),
                    _ => None,
                },
                _ => None,
            })
            .collect::<Vec<_>>()
            .join("\n");
        let params = self.params.iter().map(|p| {
            let name = p.name.to_string();
            let kind = format_ident!("{}", p.kind.name());
            let kind = quote!(#rt::Kind::#kind);
            quote!(#rt::Param { name: #name, kind: #kind })
        });
        let returns = format_ident!("{}", self.returns.name());
        let returns = quote!(#rt::Returns::#returns);
        let counted = self.counts.is_some();
        let long_running = self.long_running;
        let jni_name = self.hidden("jni");
        quote! {
            #rt::Function {
                name: #c_name,
                method: #java,
                doc: #doc,
                params: &[#(#params),*],
                returns: #returns,
                counted: #counted,
                long_running: #long_running,
                jni: #jni_name as *const (),
            }
        }
    }
}

fn param_kind(ty: &Type, slice: bool) -> syn::Result<Kind> {
    let unsupported = || {
        syn::Error::new(
            ty.span(),
            "an export parameter is `u32`, `&[u8]`, `&mut [u8]` or `&mut [u64]`",
        )
    };
    let kind = match ty {
        Type::Path(path) if path.path.is_ident("u32") => Kind::U32,
        Type::Reference(reference) => {
            let Type::Slice(slice_type) = &*reference.elem else {
                return Err(unsupported());
            };
            let Type::Path(element) = &*slice_type.elem else {
                return Err(unsupported());
            };
            match (reference.mutability.is_some(), element.path.get_ident()) {
                (false, Some(id)) if id == "u8" && slice => Kind::InputSlice,
                (false, Some(id)) if id == "u8" => Kind::Input,
                (true, Some(id)) if id == "u8" => Kind::Output,
                (true, Some(id)) if id == "u64" => Kind::OutputU64,
                _ => return Err(unsupported()),
            }
        }
        _ => return Err(unsupported()),
    };
    if slice && !kind.is_input() {
        return Err(syn::Error::new(
            ty.span(),
            "#[slice] applies to `&[u8]` inputs",
        ));
    }
    Ok(kind)
}

fn return_kind(output: &ReturnType) -> syn::Result<Returns> {
    let text = match output {
        ReturnType::Type(_, ty) => quote!(#ty).to_string().replace(' ', ""),
        ReturnType::Default => String::new(),
    };
    match text.as_str() {
        "Result<(),Error>" => Ok(Returns::Status),
        "Result<usize,Error>" => Ok(Returns::Length),
        "&'staticCStr" => Ok(Returns::Text),
        _ => Err(syn::Error::new(
            output.span(),
            "an export returns `Result<(), Error>`, `Result<usize, Error>` or `&'static CStr`",
        )),
    }
}

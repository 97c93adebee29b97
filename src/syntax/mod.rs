//! The front end: the only importer of `rustpython_parser`. Parses Python and lowers it to the
//! clauz3 IR, refusing anything outside the subset with a located diagnostic.

mod abstract_class;
mod async_entry;
mod async_lower;
mod await_spill;
mod class;
mod class_calls;
mod method_decorators;
mod module_value;
pub use class_calls::assigned_attribute_names;
mod abc_register;
mod annotation_text;
mod annotation_values;
mod class_decorators;
mod class_values;
mod collectors;
mod compile_limits;
mod computed;
pub mod decorated;
mod default_values;
mod dict_snapshot;
mod enum_call;
mod enum_class;
mod expr;
mod forwarder;
mod function;
mod generator;
mod init_subclass;
mod late_class_attrs;
mod late_dunders;
mod literal;
mod literal_text;
mod local_class;
mod local_import_bindings;
mod local_imports;
mod loop_state;
mod match_class;
mod matching;
mod module_env;
mod named_tuple_call;
mod nesting;
mod overloads;
pub mod parse_cache;
mod parse_messages;
mod parsed;
mod private_names;
mod reach;
mod schema;
mod scope;
mod splice;
mod stmt;
mod symbol_rules;
mod target_rules;
mod tree_codec;
mod try_stmt;
mod type_parameters;
mod typed_dict;
mod typed_dict_attrs;
mod typing_forms_use;
mod whole_generator;
use literal_text::LiteralProblem;

pub use annotation_values::hoist_annotations;
pub use async_lower::{desugar_async, mark_model_coroutines, ASYNCIO, ASYNC_HELPERS};
pub use class::{declare_class, lower_methods, DeclaredClass, ENUM_MIXINS};
pub use class_values::hoist_class_values;
pub use computed::{bound_before, early_read, initializer, parameterless_def, unpacked_names, unpacking};
pub use default_values::{first_unbound_read, hidden_default, hoist_defaults, name_error_initializer};
pub use enum_call::desugar_class_calls;
pub use enum_class::module_level_unique;
pub use function::{BODY_REFUSAL, MAIN_NAME};
pub use literal::{
    annotation_type, annotation_type_in, literal, literal_data, literal_data_with, module_value, Literal,
};
pub use local_class::{collect as local_classes, declare as declare_local_classes, LocalClass};
pub use matching::desugar_module;
pub use module_env::{spec_name, ModuleEnv, ModuleItem};
pub use overloads::drop_overload_stubs;
pub use reach::{reached, Reached};
pub use schema::{row_schema, Bases};
pub use scope::{bound_names, declared_global_anywhere, walk_exprs};
pub use splice::{check_expression, with_guarantees};
pub use try_stmt::exception_classes;
pub use type_parameters::add_type_parameters;
pub use typed_dict::desugar_typed_dicts;

use crate::diag::{DiagKind, Diagnostic};
use crate::source::{FileId, SourceMap, Span};
use rustpython_parser::ast::{self, Ranged};

/// Whether `text` parses and its tree reads back from the parse cache's encoding as parsed:
/// for the tests of texts other modules hold (`layer::embedded`'s shipped models).
#[cfg(test)]
pub(crate) fn encoding_round_trips(text: &str) -> bool {
    let body = <ast::Suite as rustpython_parser::Parse>::parse(text, "<test>").expect("parses");
    tree_codec::decode(&tree_codec::encode(&body)).is_ok_and(|read| read == body)
}

/// A parsed file: the top-level statements and where they came from.
pub struct ParsedModule {
    pub file: FileId,
    pub body: Vec<ast::Stmt>,
}

/// Parses one Python file into the source map, or reports a located syntax error.
pub fn parse(map: &SourceMap, file: FileId) -> Result<ParsedModule, Diagnostic> {
    let source = map
        .get(file)
        .ok_or_else(|| Diagnostic::new(DiagKind::Internal, "unknown-file", "a file id outside the source map", None))?;
    if let Some(why) = crate::limits::source_too_large(source.text.len() as u64) {
        return Err(Diagnostic::new(DiagKind::Limit, "source-too-large", why, Some(Span::new(file, 0, 0))));
    }
    let mut parsed = parse_text(map, file, false, nesting::parse_suite)?;
    parsed.body = late_dunders::fold_into_classes(parsed.body);
    Ok(parsed)
}

/// Parses a module clauz3 itself ships (embedded in the binary): without the size limit
/// users' files have, which no flag should be able to refuse, and without the compile rules
/// every shipped text is tested against once (`nesting::parse_shipped_suite`).
pub fn parse_shipped(map: &SourceMap, file: FileId) -> Result<ParsedModule, Diagnostic> {
    parse_text(map, file, true, nesting::parse_shipped_suite)
}

/// Parses `file` of `map` with `suite`, reporting a located syntax error.
fn parse_text(
    map: &SourceMap,
    file: FileId,
    shipped: bool,
    suite: fn(&str, &str) -> Result<Vec<ast::Stmt>, nesting::ParseFailure>,
) -> Result<ParsedModule, Diagnostic> {
    let source = map
        .get(file)
        .ok_or_else(|| Diagnostic::new(DiagKind::Internal, "unknown-file", "a file id outside the source map", None))?;
    if let Some(at) = source.text.find('\0') {
        let at = at as u32;
        return Err(Diagnostic::new(
            DiagKind::Syntax,
            "syntax-error",
            "invalid syntax: source code cannot contain null bytes",
            Some(Span::new(file, at, at + 1)),
        ));
    }
    match parsed::statements(&source.text, shipped, |text| suite(text, &source.name)) {
        Ok(body) => match literal_text::first_problem(&source.text) {
            None => Ok(ParsedModule { file, body: private_names::mangle(body, &source.text) }),
            Some(LiteralProblem::Surrogate(at)) => Err(Diagnostic::unsupported(
                "a lone surrogate escape in a string literal is not supported: clauz3's strings hold Unicode scalar values only, and the text would silently change",
                Span::new(file, at as u32, at as u32 + 6),
            )),
            Some(LiteralProblem::FStringBackslash(at)) => Err(Diagnostic::new(
                DiagKind::Syntax,
                "syntax-error",
                "invalid syntax: f-string expression part cannot include a backslash (CPython 3.11 refuses it; bind the text to a name before the f-string)",
                Some(Span::new(file, at as u32, at as u32 + 1)),
            )),
            Some(LiteralProblem::LongInt(at, digits)) => Err(Diagnostic::new(
                DiagKind::Syntax,
                "syntax-error",
                format!("invalid syntax: Exceeds the limit (4300 digits) for integer string conversion: value has {digits} digits; write huge int literals in hexadecimal"),
                Some(Span::new(file, at as u32, at as u32 + 1)),
            )),
        },
        Err(nesting::ParseFailure::Syntax(e)) => {
            let at = e.offset.to_u32();
            let raw = e.error.to_string();
            let message = parse_messages::cpython_message(&source.text, e.offset, &raw)
                .map_or_else(|| syntax_message(&raw), |m| format!("invalid syntax: {m}"));
            Err(Diagnostic::new(DiagKind::Syntax, "syntax-error", message, Some(Span::new(file, at, at + 1))))
        }
        Err(nesting::ParseFailure::Compile(broken)) => {
            let at = broken.at.to_u32();
            let message = format!("invalid syntax: {}", broken.message);
            Err(Diagnostic::new(DiagKind::Syntax, "syntax-error", message, Some(Span::new(file, at, at + 1))))
        }
        Err(nesting::ParseFailure::TooDeep(deep)) => {
            let at = deep.at.to_u32();
            Err(Diagnostic::new(DiagKind::Limit, "nesting-limit", deep.message, Some(Span::new(file, at, at + 1))))
        }
    }
}

/// The parser's reason as one line under one `invalid syntax: ` prefix (the parser's own text
/// often starts with "invalid syntax. Got ...").
fn syntax_message(raw: &str) -> String {
    let first = raw.lines().next().unwrap_or(raw).trim();
    let first = first.strip_prefix("invalid syntax").map_or(first, |rest| rest.trim_start_matches(['.', ':', ' ']));
    let first =
        first.strip_prefix("Got unexpected").map_or_else(|| first.to_owned(), |rest| format!("unexpected{rest}"));
    if first.is_empty() {
        "invalid syntax".to_owned()
    } else {
        format!("invalid syntax: {first}")
    }
}

/// The span of any AST node.
pub fn span_of(file: FileId, node: &impl Ranged) -> Span {
    let r = node.range();
    Span::new(file, r.start().to_u32(), r.end().to_u32())
}

/// The literal module-level constants of a (trusted) module, readable from its predicates.
pub fn literal_constants(body: &[ast::Stmt]) -> std::collections::HashMap<String, ModuleItem> {
    let mut out = std::collections::HashMap::new();
    for stmt in body {
        let (target, value) = match stmt {
            ast::Stmt::Assign(a) if a.targets.len() == 1 => (&a.targets[0], &*a.value),
            ast::Stmt::AnnAssign(a) => match &a.value {
                Some(v) => (&*a.target, &**v),
                None => continue,
            },
            _ => continue,
        };
        if let (ast::Expr::Name(n), Some(c)) = (target, literal_const(value)) {
            out.insert(n.id.to_string(), ModuleItem::Constant(c));
        }
    }
    out
}

/// An immutable literal constant, if the expression is one.
pub fn literal_const(e: &ast::Expr) -> Option<crate::ir::Const> {
    match literal::literal(e)? {
        literal::Literal::Immutable(c) => Some(c),
        literal::Literal::Container(_) => None,
    }
}

/// Lowers a module-level `def` of a trusted module into slot `id` of `functions`, which the
/// caller reserved: a helper its conditions call, or the body of a contract module wrapped in
/// one function by the trusted-layer loader (lowered in the contract dialect when `env` says).
pub fn lower_def_into(
    file: FileId,
    env: &ModuleEnv,
    functions: &mut Vec<Option<crate::ir::Function>>,
    def: &ast::StmtFunctionDef,
    id: crate::ir::FuncId,
) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    let mut lowerer = function::Lowerer { file, env, functions, diags: &mut diags, scopes: Vec::new(), depth: 0 };
    lowerer.lower_function(def, id);
    diags
}

/// The literal constants a module's source writes, anywhere in it (the concrete search of the
/// prover tries them as inputs).
#[derive(Debug, Default)]
pub struct WrittenLiterals {
    pub ints: Vec<num_bigint::BigInt>,
    pub floats: Vec<f64>,
    pub strs: Vec<String>,
}

/// The literals of `file`, or none when it does not parse.
pub fn written_literals(map: &SourceMap, file: FileId) -> WrittenLiterals {
    let mut found = WrittenLiterals::default();
    let Ok(module) = parse(map, file) else { return found };
    for stmt in &module.body {
        walk_exprs(stmt, &mut |e| {
            if let ast::Expr::Constant(c) = e {
                match &c.value {
                    ast::Constant::Int(n) => found.ints.push(n.clone()),
                    ast::Constant::Float(x) => found.floats.push(*x),
                    ast::Constant::Str(s) => found.strs.push(s.clone()),
                    _ => {}
                }
            }
        });
    }
    found
}

/// Lowers a trusted effect's own body, when it is inside the subset, into a new function of
/// `functions` (so `clauz3 run` can execute mock bodies in the interpreter). A body outside the
/// subset is no error of the layer (the effect then needs another handler): nothing is kept,
/// and the first construct outside the subset says why.
pub fn lower_trusted_body(
    file: FileId,
    env: &ModuleEnv,
    functions: &mut Vec<Option<crate::ir::Function>>,
    def: &ast::StmtFunctionDef,
) -> Result<crate::ir::FuncId, Diagnostic> {
    let mark = functions.len();
    functions.push(None);
    let id = crate::ir::FuncId(mark as u32);
    let mut diags = Vec::new();
    {
        let mut lowerer = function::Lowerer { file, env, functions, diags: &mut diags, scopes: Vec::new(), depth: 0 };
        lowerer.lower_function(def, id);
    }
    if diags.is_empty() && functions[mark..].iter().all(Option::is_some) {
        return Ok(id);
    }
    functions.truncate(mark);
    Err(diags.into_iter().next().unwrap_or_else(|| {
        Diagnostic::unsupported(format!("the body of `{}` is outside the subset", def.name), span_of(file, def))
    }))
}

/// Lowers a trusted predicate lambda into a new function of `functions`.
pub fn lower_predicate(
    file: FileId,
    env: &ModuleEnv,
    functions: &mut Vec<Option<crate::ir::Function>>,
    name: &str,
    lambda: &ast::ExprLambda,
) -> Result<crate::ir::FuncId, crate::diag::Diagnostics> {
    let mut diags = Vec::new();
    let id = {
        let mut lowerer = function::Lowerer { file, env, functions, diags: &mut diags, scopes: Vec::new(), depth: 0 };
        lowerer.lower_lambda(name, lambda).0
    };
    if diags.is_empty() {
        Ok(id)
    } else {
        Err(crate::diag::Diagnostics(diags))
    }
}

/// Whether a program's text may reach the builtin exception groups: it names one, or has an
/// `except*` clause (which wraps a naked exception in an `ExceptionGroup`).
pub fn names_exception_groups(text: &str) -> bool {
    text.contains("ExceptionGroup")
        || text.match_indices("except").any(|(i, _)| text[i + 6..].trim_start_matches([' ', '\t']).starts_with('*'))
}

/// Whether a file (a trusted one when `trusted`) reads `typing`'s forms as values, so that a
/// load needs the class half of the modelled `typing` (see `typing_forms_use.rs`). False when
/// the text does not parse.
pub fn reads_typing_forms(text: &str, trusted: bool) -> bool {
    let read = |body: &[ast::Stmt]| typing_forms_use::reads_forms(body, trusted);
    parsed::look_ahead(text, |t| nesting::parse_suite(t, "<imports>"), read).unwrap_or(false)
}

/// The modules a file's top-level imports name (`import a.b` gives `a.b`; `from a import b`
/// gives `a` and `a.b`, since `b` may be a submodule). Empty when the text does not parse.
pub fn imported_modules(text: &str) -> Vec<String> {
    parsed::look_ahead(text, |t| nesting::parse_suite(t, "<imports>"), imports_of).unwrap_or_default()
}

/// The modules the top-level `import` statements of `body` name (see [`imported_modules`]),
/// and those of a module-level `try:` of imports and its `except` fallback (either may run).
fn imports_of(body: &[ast::Stmt]) -> Vec<String> {
    let mut out = Vec::new();
    // `async def` runs on the modelled `asyncio`, which its lowering names (`async_lower.rs`).
    if async_lower::has_async(body) {
        out.push("asyncio".to_owned());
    }
    for stmt in body {
        match stmt {
            ast::Stmt::Try(t) => {
                out.extend(imports_of(&t.body));
                for ast::ExceptHandler::ExceptHandler(h) in &t.handlers {
                    out.extend(imports_of(&h.body));
                }
            }
            ast::Stmt::Import(imp) => out.extend(imp.names.iter().map(|a| a.name.to_string())),
            ast::Stmt::ImportFrom(imp) if imp.level.is_none_or(|l| l.to_u32() == 0) => {
                let Some(module) = imp.module.as_ref() else { continue };
                out.push(module.to_string());
                out.extend(imp.names.iter().map(|a| format!("{module}.{}", a.name)));
            }
            _ => {}
        }
    }
    out
}

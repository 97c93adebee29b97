//! Standard-library modules modelled in subset Python that define classes (`argparse`, `calendar`,
//! `collections`' `ChainMap`, `configparser`, `contextlib`, `copy`,
//! `csv`, `datetime`, `difflib`, `email.utils`, `enum`, `fractions`, `re`'s flags, `graphlib`, `numbers`, `collections.abc`, `http`, `http.client`'s data, `http.cookies`, `ipaddress`, `decimal`, `hashlib`, `hmac`, `html`, `html.parser`, `io`, `json`'s `JSONEncoder`, `logging`, `pathlib`, `pprint`, `queue`,
//! `random`, `shlex`'s lexer class, `statistics`' `LinearRegression`, `sys`, `zlib`'s compression objects, `traceback`, `types`' `SimpleNamespace`, `urllib.parse`, `uuid`, `warnings`, `time`'s `struct_time`, `string`'s `Template`, `functools`' cache wrappers
//! and `cmp_to_key`, `typing`'s forms as values).
//! Trusted modules hold functions only, so these are lowered with the agent program that
//! imports them: their classes join the program's, each read in the module's own names.
//! A module may also be one of `embedded::PURE_MODULES` (`string`, `functools`): its
//! functions-only half stays there, usable by trusted layers too, and a program importing
//! the module sees the names of both halves.

use super::ParsedTrusted;
use crate::diag::Diagnostic;
use crate::ir::{Const, EnumKind, EnumRole, FuncId, Function};
use crate::source::{FileId, SourceFile, SourceMap};
use crate::syntax::{self, ModuleEnv, ModuleItem};
use rustpython_parser::ast;
use std::collections::HashMap;

/// (module name, source); a long module is split into files read as one.
pub(super) const MODULES: &[(&str, &str)] = &[
    // The builtin exception groups, bound in a program naming them ([`EXCEPTION_GROUPS`]);
    // first, so that a model may make groups (`from builtins import ExceptionGroup`).
    ("builtins", include_str!("embedded/classes/exception_group.py")),
    (
        "argparse",
        concat!(
            include_str!("embedded/classes/argparse.py"),
            "\n\n",
            include_str!("embedded/classes/argparse_text.py")
        ),
    ),
    ("collections", include_str!("embedded/classes/collections.py")),
    ("contextlib", include_str!("embedded/classes/contextlib.py")),
    (
        "configparser",
        concat!(
            include_str!("embedded/classes/configparser.py"),
            "\n\n",
            include_str!("embedded/classes/configparser_parser.py")
        ),
    ),
    ("copy", include_str!("embedded/classes/copy.py")),
    ("csv", concat!(include_str!("embedded/classes/csv.py"), "\n\n", include_str!("embedded/classes/csv_sniffer.py"))),
    (
        "datetime",
        concat!(
            include_str!("embedded/classes/datetime.py"),
            "\n\n",
            include_str!("embedded/classes/datetime_zone.py"),
            "\n\n",
            include_str!("embedded/classes/datetime_text.py")
        ),
    ),
    // After `datetime`, whose `date`s `monthdatescalendar` makes.
    ("calendar", include_str!("embedded/classes/calendar.py")),
    (
        "difflib",
        concat!(
            include_str!("embedded/classes/difflib.py"),
            "\n\n",
            include_str!("embedded/classes/difflib_differ.py")
        ),
    ),
    ("enum", include_str!("embedded/classes/enum.py")),
    ("fractions", include_str!("embedded/classes/fractions.py")),
    // After `enum`, whose `IntFlag` its `RegexFlag` is.
    ("re", include_str!("embedded/classes/re.py")),
    ("graphlib", include_str!("embedded/classes/graphlib.py")),
    ("numbers", include_str!("embedded/classes/numbers.py")),
    ("collections.abc", include_str!("embedded/classes/collections_abc.py")),
    // After `enum`, whose `IntEnum` and `StrEnum` it subclasses.
    ("http", include_str!("embedded/classes/http.py")),
    // After `http`, whose `HTTPStatus` members are its constants.
    ("http.client", include_str!("embedded/classes/http_client.py")),
    (
        "ipaddress",
        concat!(
            include_str!("embedded/classes/ipaddress.py"),
            "\n\n",
            include_str!("embedded/classes/ipaddress_networks.py")
        ),
    ),
    (
        "decimal",
        concat!(
            include_str!("embedded/classes/decimal.py"),
            "\n\n",
            include_str!("embedded/classes/decimal_arith.py"),
            "\n\n",
            include_str!("embedded/classes/decimal_format.py"),
            "\n\n",
            include_str!("embedded/classes/decimal_context.py"),
            "\n\n",
            include_str!("embedded/classes/decimal_methods.py"),
            "\n\n",
            include_str!("embedded/classes/decimal_transcendental.py"),
        ),
    ),
    ("random", include_str!("embedded/classes/random.py")),
    ("functools", include_str!("embedded/classes/functools.py")),
    ("hashlib", include_str!("embedded/classes/hashlib.py")),
    // After `hashlib`, whose hash objects it keys.
    ("hmac", include_str!("embedded/classes/hmac.py")),
    ("html", include_str!("embedded/classes/html.py")),
    // After `html` and `re`: references are replaced by `html.unescape`, markup found with `re`.
    ("html.parser", include_str!("embedded/classes/html_parser.py")),
    ("io", include_str!("embedded/classes/io.py")),
    ("json", include_str!("embedded/classes/json.py")),
    ("logging", include_str!("embedded/classes/logging.py")),
    ("pathlib", include_str!("embedded/classes/pathlib.py")),
    ("pprint", include_str!("embedded/classes/pprint.py")),
    ("queue", include_str!("embedded/classes/queue.py")),
    ("shlex", include_str!("embedded/classes/shlex.py")),
    ("string", include_str!("embedded/classes/string.py")),
    ("statistics", include_str!("embedded/classes/statistics.py")),
    ("struct", include_str!("embedded/classes/struct.py")),
    ("zlib", include_str!("embedded/classes/zlib.py")),
    ("textwrap", include_str!("embedded/classes/textwrap.py")),
    ("sys", include_str!("embedded/classes/sys.py")),
    ("time", include_str!("embedded/classes/time.py")),
    // After `re` and `time`: cookie headers are parsed with `re`, `expires` dated by `time`.
    ("http.cookies", include_str!("embedded/classes/http_cookies.py")),
    ("traceback", include_str!("embedded/classes/traceback.py")),
    ("types", include_str!("embedded/classes/types.py")),
    ("urllib.parse", include_str!("embedded/classes/urllib_parse.py")),
    ("warnings", include_str!("embedded/classes/warnings.py")),
    ("xml.sax.saxutils", include_str!("embedded/classes/xml_sax_saxutils.py")),
    // After `datetime`, whose classes it makes.
    ("email.utils", include_str!("embedded/classes/email_utils.py")),
    // After `enum` and `hashlib`: `SafeUUID` is an `Enum`, `uuid3`/`uuid5` hash with md5/sha1.
    ("uuid", include_str!("embedded/classes/uuid.py")),
    ("inspect", include_str!("embedded/classes/inspect.py")),
    (
        "asyncio",
        concat!(
            include_str!("embedded/classes/asyncio.py"),
            "\n\n",
            include_str!("embedded/classes/asyncio_waits.py"),
            "\n\n",
            include_str!("embedded/classes/asyncio_sync.py"),
            "\n\n",
            include_str!("embedded/classes/asyncio_groups.py"),
            "\n\n",
            include_str!("embedded/classes/asyncio_runner.py"),
        ),
    ),
    ("typing", include_str!("embedded/classes/typing.py")),
];

/// The module of `exception_group.py`, whose classes a program names as builtins.
pub const EXCEPTION_GROUPS: &str = crate::ir::EXCEPTION_GROUPS_MODULE;

/// The names of the modules above, for the import allowlist and [`super::embedded::wanted_pure`].
pub const CLASS_MODULES: &[&str] = &[
    "argparse",
    "calendar",
    "collections",
    "configparser",
    "contextlib",
    "copy",
    "csv",
    "datetime",
    "difflib",
    "enum",
    "fractions",
    "re",
    "graphlib",
    "numbers",
    "collections.abc",
    "http",
    "http.client",
    "http.cookies",
    "ipaddress",
    "decimal",
    "random",
    "functools",
    "hashlib",
    "hmac",
    "html",
    "html.parser",
    "io",
    "json",
    "logging",
    "pathlib",
    "pprint",
    "queue",
    "shlex",
    "statistics",
    "string",
    "struct",
    "zlib",
    "textwrap",
    "sys",
    "time",
    "traceback",
    "types",
    "urllib.parse",
    "warnings",
    "xml.sax.saxutils",
    "email.utils",
    "uuid",
    "inspect",
    "asyncio",
    "typing",
];

/// The base classes of `enum.py`, which the evaluator gives members (see `ir::EnumRole`).
const ENUM_BASES: &[(&str, EnumKind)] = &[
    ("Enum", EnumKind::Plain),
    ("IntEnum", EnumKind::Int),
    ("StrEnum", EnumKind::Str),
    ("Flag", EnumKind::Flag),
    ("IntFlag", EnumKind::IntFlag),
];

/// What a list of wanted modules holds when `typing`'s class half (its forms as values) is
/// wanted: not when `typing` is loaded only for a model's `NamedTuple` (`datetime`'s), which
/// would pay for lowering the forms it never reads.
pub const TYPING_FORMS: &str = "typing (forms)";

/// The modules of `wanted` defined above, parsed into `map` as `<clauz3>/<module>.py`.
pub fn parse_wanted(map: &mut SourceMap, diags: &mut Vec<Diagnostic>, wanted: &[&str]) -> Vec<ParsedTrusted> {
    let mut out = Vec::new();
    let is_wanted = |m: &str| wanted.contains(&m) && (m != "typing" || wanted.contains(&TYPING_FORMS));
    for (module, text) in MODULES.iter().filter(|(m, _)| is_wanted(m)) {
        // The half of a module that is also pure is told apart from the other in messages.
        let display = if super::embedded::PURE_MODULES.contains(module) {
            format!("<clauz3>/{module}/classes.py")
        } else {
            format!("<clauz3>/{module}.py")
        };
        let file = map.add(SourceFile::new(display.clone(), *text));
        match syntax::parse_shipped(map, file) {
            Ok(mut p) => {
                if *module == "asyncio" {
                    syntax::mark_model_coroutines(&mut p.body);
                }
                out.push(ParsedTrusted { file, module: (*module).to_owned(), display, body: p.body })
            }
            Err(d) => diags.push(d),
        }
    }
    out
}

/// One class module declared for a program: its names, and what is left to lower once every
/// program-level name is known.
pub struct Declared<'a> {
    pub file: FileId,
    pub module: String,
    pub env: ModuleEnv,
    pub defs: Vec<(&'a ast::StmtFunctionDef, FuncId)>,
    /// The functions computing the module's computed values ([`computed_values`]).
    pub computed: Vec<(ast::StmtFunctionDef, FuncId)>,
    /// The range of the program's class list its classes took.
    pub classes: std::ops::Range<usize>,
}

impl Declared<'_> {
    /// The public names of the module, by (module, name), as the program imports them.
    pub fn public_items(&self) -> Vec<((String, String), ModuleItem)> {
        self.env
            .items
            .iter()
            .filter(|(name, item)| {
                let hidden = self.module == "asyncio" && crate::syntax::ASYNC_HELPERS.contains(&name.as_str());
                (hidden || !name.starts_with('_')) && !matches!(item, ModuleItem::Module(_))
            })
            .map(|(name, item)| ((self.module.clone(), name.clone()), item.clone()))
            .collect()
    }
}

/// Declares each module of `parsed` in turn ([`declare`]); a module may import the public
/// names of one declared before it (`http` subclasses `enum`'s `IntEnum`, `email.utils` makes
/// `datetime`s), so [`MODULES`] lists a module after those it imports.
pub fn declare_all<'a>(
    parsed: &'a [ParsedTrusted],
    pure: &HashMap<(String, String), ModuleItem>,
    private: &HashMap<(String, String), ModuleItem>,
    functions: &mut Vec<Option<Function>>,
    classes: &mut Vec<syntax::DeclaredClass<'a>>,
    diags: &mut Vec<Diagnostic>,
) -> Vec<Declared<'a>> {
    // The public names of the modules declared so far, asked after `pure`'s (a name a pure
    // half also defines stays the pure one's: `from time import gmtime` in `logging` is the
    // function, not the class half's).
    let mut earlier = HashMap::new();
    let mut out = Vec::new();
    for module in parsed {
        let declared = declare(module, pure, private, &earlier, functions, classes, diags);
        earlier.extend(declared.public_items());
        out.push(declared);
    }
    out
}

/// Declares the functions, classes and literal constants of `parsed`, and the names it imports
/// from the modelled pure modules (`pure`: `from math import sqrt as _sqrt`) and the class
/// modules declared before it (`earlier`: `from enum import IntEnum`), reserving its functions
/// in `functions` and appending its classes to `classes`.
fn declare<'a>(
    parsed: &'a ParsedTrusted,
    pure: &HashMap<(String, String), ModuleItem>,
    private: &HashMap<(String, String), ModuleItem>,
    earlier: &HashMap<(String, String), ModuleItem>,
    functions: &mut Vec<Option<Function>>,
    classes: &mut Vec<syntax::DeclaredClass<'a>>,
    diags: &mut Vec<Diagnostic>,
) -> Declared<'a> {
    let mut env = ModuleEnv { items: syntax::literal_constants(&parsed.body), ..ModuleEnv::default() };
    super::embedded::native_items(&parsed.module, &mut env.items);
    let mut defs = Vec::new();
    let first = classes.len();
    for stmt in &parsed.body {
        match stmt {
            ast::Stmt::FunctionDef(def) => {
                let id = FuncId(functions.len() as u32);
                functions.push(None);
                env.items.insert(def.name.to_string(), ModuleItem::Function(id));
                defs.push((def, id));
            }
            // `from typing import NamedTuple`, for a named tuple class of the module.
            ast::Stmt::ImportFrom(imp) if imp.module.as_ref().is_some_and(|m| m.as_str() == "typing") => {
                for alias in &imp.names {
                    env.items.insert(alias.name.to_string(), ModuleItem::Module("typing".to_owned()));
                }
            }
            // `from abc import ABCMeta, abstractmethod`, for the abstract classes of `collections.abc`.
            ast::Stmt::ImportFrom(imp) if imp.module.as_ref().is_some_and(|m| m.as_str() == "abc") => {
                for alias in &imp.names {
                    let local = alias.asname.as_ref().unwrap_or(&alias.name).to_string();
                    env.items.insert(local, ModuleItem::Foreign(format!("abc.{}", alias.name)));
                }
            }
            ast::Stmt::ImportFrom(imp) => {
                let from = imp.module.as_ref().map_or("", |m| m.as_str());
                for alias in &imp.names {
                    let local = alias.asname.as_ref().unwrap_or(&alias.name).to_string();
                    let key = (from.to_owned(), alias.name.to_string());
                    match pure.get(&key).or_else(|| private.get(&key)).or_else(|| earlier.get(&key)) {
                        Some(item) => _ = env.items.insert(local, item.clone()),
                        None => diags.push(Diagnostic::unsupported(
                            format!("`{from}.{}` is not a modelled name a class module can import", alias.name),
                            crate::source::Span::new(
                                parsed.file,
                                alias.range.start().to_u32(),
                                alias.range.end().to_u32(),
                            ),
                        )),
                    }
                }
            }
            ast::Stmt::ClassDef(c) => {
                match syntax::declare_class(parsed.file, c, classes.len() as u32, &env, functions) {
                    Ok(mut declared) => {
                        mark_enum_base(&parsed.module, &mut declared);
                        mark_home(&parsed.module, &mut declared);
                        env.class_members.extend(declared.class.members.iter().map(|(n, _)| n.to_string()));
                        // A program calls `_replace` on the named tuples a module gives (`urlparse`).
                        if declared.class.is_named_tuple() {
                            env.class_members.extend(crate::ir::NAMED_TUPLE_METHODS.iter().map(|n| n.to_string()));
                        }
                        env.items
                            .insert(c.name.to_string(), ModuleItem::Constant(Const::Class(declared.class.clone())));
                        classes.push(declared);
                    }
                    Err(mut errors) => diags.append(&mut errors),
                }
            }
            _ => {}
        }
    }
    let computed = computed_values(&parsed.body, &mut env, functions);
    Declared { file: parsed.file, module: parsed.module.clone(), env, defs, computed, classes: first..classes.len() }
}

/// The module's values that are not literals (`NAMESPACE_DNS = UUID("6ba7b810-...")`,
/// `OK = HTTPStatus.OK`): each becomes a hidden function returning its expression, which a
/// read of the name calls (`ModuleItem::RunValue`), in the program and in the module alike.
/// A read computes the value anew, so a value that must stay one object for the run (a table
/// a program may change) is returned by a function that makes it once and keeps it. A name
/// bound to a class is that class (`_VersionInfo = version_info`), and a later assignment to a
/// class's name rebinds it, as in Python (`sys.version_info`, an instance of a class of that
/// name).
fn computed_values(
    body: &[ast::Stmt],
    env: &mut ModuleEnv,
    functions: &mut Vec<Option<Function>>,
) -> Vec<(ast::StmtFunctionDef, FuncId)> {
    let mut out = Vec::new();
    let class_before = |env: &ModuleEnv, name: &str, at: u32| match env.items.get(name) {
        Some(ModuleItem::Constant(Const::Class(c))) if c.span.start < at => Some(c.clone()),
        _ => None,
    };
    for stmt in body {
        let ast::Stmt::Assign(a) = stmt else { continue };
        let ([ast::Expr::Name(n)], value) = (a.targets.as_slice(), &*a.value) else { continue };
        let at = a.range.start().to_u32();
        if env.items.contains_key(n.id.as_str()) && class_before(env, n.id.as_str(), at).is_none() {
            continue;
        }
        if let ast::Expr::Name(source) = value {
            if let Some(class) = class_before(env, source.id.as_str(), at) {
                env.items.insert(n.id.to_string(), ModuleItem::Constant(Const::Class(class)));
                continue;
            }
        }
        let id = FuncId(functions.len() as u32);
        functions.push(None);
        env.items.insert(n.id.to_string(), ModuleItem::RunValue(crate::ir::Callee::Function(id)));
        out.push((syntax::initializer(&format!("<{}>", n.id), value), id));
    }
    out
}

/// Lowers the bodies of the module's functions and methods, in the module's own names (a call
/// `x.name(...)` of a program class's member resolves when it runs there too). Returns the
/// module's file, for errors raised inside it to be placed at the program's call.
pub fn lower(
    declared: &Declared<'_>,
    functions: &mut Vec<Option<Function>>,
    classes: &[syntax::DeclaredClass<'_>],
    program_members: &std::collections::HashSet<String>,
    diags: &mut Vec<Diagnostic>,
) -> (FileId, std::rc::Rc<str>) {
    let mut env = ModuleEnv { items: declared.env.items.clone(), ..ModuleEnv::default() };
    env.class_members.extend(program_members.iter().cloned());
    env.class_members.extend(declared.env.class_members.iter().cloned());
    for (def, id) in &declared.defs {
        diags.extend(syntax::lower_def_into(declared.file, &env, functions, def, *id));
    }
    for (def, id) in &declared.computed {
        diags.extend(syntax::lower_def_into(declared.file, &env, functions, def, *id));
    }
    diags.extend(syntax::lower_methods(declared.file, &env, functions, &classes[declared.classes.clone()]));
    (declared.file, std::rc::Rc::from(declared.module.as_str()))
}

/// Gives a class of the module `module` its home, CPython's names for it, before anything
/// else holds it.
fn mark_home(module: &str, declared: &mut syntax::DeclaredClass<'_>) {
    let Some(&(module, _)) = MODULES.iter().find(|(m, _)| *m == module) else { return };
    if let Some(class) = std::rc::Rc::get_mut(&mut declared.class) {
        class.home = Some(crate::ir::ClassHome::of_model(module, &class.name));
    }
}

/// Gives `enum.py`'s base classes their role, before anything else holds them.
fn mark_enum_base(module: &str, declared: &mut syntax::DeclaredClass<'_>) {
    if module != "enum" {
        return;
    }
    let Some(&(_, kind)) = ENUM_BASES.iter().find(|(name, _)| **name == *declared.class.name) else { return };
    if let Some(class) = std::rc::Rc::get_mut(&mut declared.class) {
        class.enum_role = Some(EnumRole::Base(kind));
    }
}

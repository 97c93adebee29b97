//! clauz3's own Python helper modules that trusted layers import (`clauz3._path_safety`):
//! subset source embedded in the binary and read like any trusted module, so the interpreter
//! and the prover share one definition of each helper.

use super::ParsedTrusted;
use crate::diag::Diagnostic;
use crate::source::{SourceFile, SourceMap};
use crate::syntax;

/// (dotted module name, source).
const MODULES: &[(&str, &str)] = &[
    ("clauz3._path_safety", include_str!("embedded/_path_safety.py")),
    ("clauz3.paths", include_str!("embedded/paths.py")),
    ("base64", include_str!("embedded/pure/base64.py")),
    ("bisect", include_str!("embedded/pure/bisect.py")),
    ("typing", include_str!("embedded/pure/typing.py")),
    ("cmath", include_str!("embedded/pure/cmath.py")),
    ("fnmatch", include_str!("embedded/pure/fnmatch.py")),
    ("functools", include_str!("embedded/pure/functools.py")),
    ("heapq", include_str!("embedded/pure/heapq.py")),
    ("itertools", include_str!("embedded/pure/itertools.py")),
    ("json", include_str!("embedded/pure/json.py")),
    ("math", include_str!("embedded/pure/math.py")),
    ("operator", include_str!("embedded/pure/operator.py")),
    ("posixpath", include_str!("embedded/pure/posixpath.py")),
    ("re", include_str!("embedded/pure/re.py")),
    ("shlex", include_str!("embedded/pure/shlex.py")),
    ("statistics", include_str!("embedded/pure/statistics.py")),
    ("string", include_str!("embedded/pure/string.py")),
    ("textwrap", include_str!("embedded/pure/textwrap.py")),
    ("binascii", include_str!("embedded/pure/binascii.py")),
    ("colorsys", include_str!("embedded/pure/colorsys.py")),
    ("zlib", include_str!("embedded/pure/zlib.py")),
    ("time", include_str!("embedded/pure/time.py")),
    ("unicodedata", include_str!("embedded/pure/unicodedata.py")),
    ("traceback", include_str!("embedded/pure/traceback.py")),
];

/// The standard-library modules modelled above in subset Python (`embedded/pure/`): an agent
/// program imports their public names like its own functions and constants, so both engines
/// run one definition; a name they do not define stays refused where it is used.
pub const PURE_MODULES: &[&str] = &[
    "base64",
    "bisect",
    "cmath",
    "fnmatch",
    "functools",
    "heapq",
    "itertools",
    "json",
    "math",
    "operator",
    "posixpath",
    "re",
    "shlex",
    "statistics",
    "string",
    "textwrap",
    "time",
    "unicodedata",
    "binascii",
    "colorsys",
    "zlib",
    "traceback",
    "typing",
];

/// clauz3's own modules above: the typed path classes and the lexical path checks they and the
/// bundled file libraries call. Loaded only where some text names them ([`wanted_pure`]).
const OWN_MODULES: &[&str] = &["clauz3._path_safety", "clauz3.paths"];

/// Words a program or trusted file cannot reach [`OWN_MODULES`] without writing: the modules'
/// names and the classes `clauz3` re-exports from them ([`reexported`]). A text holding one
/// anywhere, even in a comment, loads both, so no text that names them goes without.
const OWN_WORDS: &[&str] = &["_path_safety", "paths", "FilePath", "DirectoryPath"];

/// Modelled modules a program also reaches under another dotted name, as in CPython:
/// `os.path` is `posixpath` (`import os.path`, `from os.path import join`, `os.path.join`).
pub const ALIASED_MODULES: &[(&str, &str)] = &[("os.path", "posixpath")];

/// Packages modelled only through a modelled submodule and the constants they share with it:
/// `os` for `os.path` and `os.sep`. Every other member of `os` reaches the operating system
/// and is refused where the program uses it.
pub const PACKAGES: &[(&str, &str, &[&str])] =
    &[("os", "os.path", &["sep", "curdir", "pardir", "extsep", "altsep", "pathsep"])];

/// Every name under which a program may import a modelled standard-library module written
/// in the subset: the modules, their aliases and the packages holding them.
pub fn modelled_module_names() -> impl Iterator<Item = &'static str> {
    let aliases = ALIASED_MODULES.iter().map(|(alias, _)| *alias);
    PURE_MODULES.iter().copied().chain(aliases).chain(PACKAGES.iter().map(|(package, _, _)| *package))
}

/// What importing a modelled module (or a name of a package) loads besides it: `statistics`
/// reads `math`, `textwrap` splits with `re`, `os` and `os.path` are `posixpath`.
const LOADS: &[(&str, &str)] = &[
    // Their int arguments are read by `math`'s `_index`, as CPython's `operator.index`.
    ("itertools", "math"),
    ("bisect", "math"),
    ("heapq", "math"),
    ("binascii", "math"),
    ("time", "math"),
    ("io", "math"),
    ("statistics", "math"),
    // `NormalDist.samples` draws with `random`'s `gauss`.
    ("statistics", "random"),
    ("random", "math"),
    ("textwrap", "re"),
    // `fnmatch.translate` escapes with `re.escape`.
    ("fnmatch", "re"),
    // `operator.abs` of a complex number is `cmath.polar`'s radius.
    ("operator", "cmath"),
    // `cmath` converts other numbers by `math`'s `_float_of`, as CPython's `PyFloat_AsDouble`.
    ("cmath", "math"),
    // The checksums share `binascii`'s argument checks; compression reads ints by `_index`.
    ("zlib", "binascii"),
    ("zlib", "math"),
    ("os", "posixpath"),
    ("os.path", "posixpath"),
    // `csv`'s writer calls `write` on the file it is given: `io` declares that method.
    ("csv", "io"),
    // `Sniffer` finds quoted fields with `re`.
    ("csv", "re"),
    // `typing`'s forms include its aliases of the abstract classes of `collections.abc`.
    (super::class_modules::TYPING_FORMS, "collections.abc"),
    // Class halves taking `NamedTuple` from `typing`, whose functions' half is loaded beside.
    ("datetime", "typing"),
    ("difflib", "typing"),
    ("functools", "typing"),
    ("statistics", "typing"),
    ("sys", "typing"),
    ("time", "typing"),
    ("urllib.parse", "typing"),
    // `ConfigParser.write(f)` writes through `f.write`, as `csv` does.
    ("configparser", "io"),
    // `logging` stamps records with `time`'s clock and formats their time with its `strftime`.
    ("logging", "time"),
    // A `StreamHandler` writes to the stream it is given through `write`, as `csv` does.
    ("logging", "io"),
    // `struct` reads an int argument with `__index__` by `math`'s `_index`.
    ("struct", "math"),
    // `datetime.now()` reads `time`'s clock, and its `strftime` is `time`'s; its int
    // arguments are read as C ints by `math`'s `_c_int`.
    ("datetime", "time"),
    ("datetime", "math"),
    // `pprint(obj, stream=f)` writes through `f.write`, as `csv` does.
    ("pprint", "io"),
    // `asyncio`'s timers and `PriorityQueue` are heaps; its virtual clock moves `time`'s on.
    ("asyncio", "heapq"),
    ("asyncio", "time"),
    // A `TaskGroup` raises what its tasks raised as an `ExceptionGroup`.
    ("asyncio", crate::ir::EXCEPTION_GROUPS_MODULE),
    // A `PriorityQueue` is a heap.
    ("queue", "heapq"),
    // `get_close_matches` keeps the best with `heapq.nlargest`.
    ("difflib", "heapq"),
    // A `get` with a timeout on an empty queue waits it out with `time.sleep`.
    ("queue", "time"),
    // Help text is wrapped as `textwrap` wraps it.
    ("argparse", "textwrap"),
    ("argparse", "re"),
    // `asdict`/`astuple` hand a value that is no dataclass or container to `copy.deepcopy`.
    ("dataclasses", "copy"),
    // Filters match messages and modules with `re`.
    ("warnings", "re"),
    ("traceback", "io"),
    ("warnings", "io"),
    // `exception()`, `exc_info=` and `stack_info=` print what `traceback` formats.
    ("logging", "traceback"),
    // `HTTPStatus` is an `IntEnum`, `HTTPMethod` a `StrEnum`.
    ("http", "enum"),
    // `re`'s flags are an `IntFlag`.
    ("re", "enum"),
    // `http.client`'s constants are `HTTPStatus`'s members (loads are not transitive).
    ("http.client", "http"),
    ("http.client", "enum"),
    // Cookie headers are read with `re`; an `expires` in seconds is dated with `time`.
    ("http.cookies", "re"),
    ("http.cookies", "time"),
    // Markup is found with `re`, references replaced by `html.unescape`.
    ("html.parser", "re"),
    ("html.parser", "html"),
    // `SafeUUID` is an `Enum`; `uuid3`/`uuid5` hash with `hashlib`.
    ("uuid", "enum"),
    ("uuid", "hashlib"),
    // Dates are `datetime`s, which read `time`'s clock; encoded names are base64.
    ("email.utils", "datetime"),
    ("email.utils", "time"),
    ("email.utils", "base64"),
    // `itermonthdates` and `monthdatescalendar` make `datetime.date`s (which read `time`'s
    // clock: the loads are not followed further).
    ("calendar", "datetime"),
    ("calendar", "time"),
    // Keyed digests are `hashlib`'s hash objects.
    ("hmac", "hashlib"),
    // `mktime_tz` counts seconds with `calendar.timegm`.
    ("email.utils", "calendar"),
    // A parameter's kind is an `IntEnum`; `Signature.parameters` a `MappingProxyType`.
    ("inspect", "enum"),
    ("inspect", "types"),
];

/// What a modelled module reaches beyond subset Python, pure or with classes: `json`'s and
/// `re`'s native helpers (`_json`, `_re`) and their exception classes, `sys.stderr`'s write to
/// the run's error stream (`_stderr`, also where `logging` writes), `time`'s clock (`_clock`), the exception being handled (`_handling`, `sys.exc_info()`), the program's file for `argparse`'s `prog` (`_argv0`) and the command line its `parse_args()` reads (`_argv`, `sys.argv`), what `copy` asks of instances (`_copy`), and what an unseeded `random` generator seeds itself
/// from and `uuid4` draws (`_entropy`; the prover skips the path there).
pub fn native_items(module: &str, items: &mut std::collections::HashMap<String, crate::syntax::ModuleItem>) {
    use crate::ir::{Builtin, Const, ExcClass, PyExc};
    use crate::syntax::ModuleItem;
    if matches!(module, "sys" | "argparse") {
        items.insert("_argv0".to_owned(), ModuleItem::Builtin(Builtin::Argv0));
    }
    if matches!(module, "binascii" | "struct" | "zlib") {
        items.insert("_binary".to_owned(), ModuleItem::Builtin(Builtin::Binary));
    }
    if module == "argparse" {
        items.insert("_argv".to_owned(), ModuleItem::Builtin(Builtin::Argv));
    }
    if matches!(module, "contextlib" | "logging") {
        items.insert("_redirect".to_owned(), ModuleItem::Builtin(Builtin::Redirect));
    }
    if matches!(module, "sys" | "numbers" | "collections.abc" | "typing") {
        items.insert("_unmodelled".to_owned(), ModuleItem::Builtin(Builtin::Unmodelled));
    }
    if module == "sys" {
        // The run's command line (`<argv>`), `sys.argv` and `from sys import argv` alike.
        items.insert("argv".to_owned(), ModuleItem::RunValue(crate::ir::Callee::Builtin(Builtin::Argv)));
    }

    if matches!(module, "sys" | "traceback" | "logging") {
        items.insert("_handling".to_owned(), ModuleItem::Builtin(Builtin::Handling));
    }
    if matches!(module, "traceback" | "warnings") {
        items.insert("_traceback".to_owned(), ModuleItem::Builtin(Builtin::TracebackOf));
        items.insert("_stack".to_owned(), ModuleItem::Builtin(Builtin::Stack));
    }
    if module == "typing" {
        // The classes of `collections` its aliases (`Deque`, `Counter`) stand for.
        for (name, b) in [
            ("_deque", Builtin::Deque),
            ("_defaultdict", Builtin::Defaultdict),
            ("_OrderedDict", Builtin::OrderedDict),
            ("_Counter", Builtin::Counter),
        ] {
            items.insert(name.to_owned(), ModuleItem::Builtin(b));
        }
    }
    if module == "asyncio" {
        // Whether a coroutine was awaited already (`inspect.getcoroutinestate`'s question).
        items.insert("_inspect".to_owned(), ModuleItem::Builtin(Builtin::Inspect));
    }
    let (native, builtin, error) = match module {
        "json" => ("_json", Builtin::Json, Some(("JSONDecodeError", PyExc::JSONDecodeError))),
        "hashlib" => ("_digest", Builtin::Digest, None),
        "base64" => ("_digest", Builtin::Digest, Some(("_BinasciiError", PyExc::Error))),
        "binascii" => ("_digest", Builtin::Digest, Some(("Error", PyExc::Error))),
        "re" => ("_re", Builtin::Regex, Some(("error", PyExc::error))),
        "sys" | "logging" | "argparse" | "traceback" | "warnings" | "asyncio" => ("_stderr", Builtin::Stderr, None),
        "time" => ("_clock", Builtin::Clock, None),
        "cmath" => ("_cmath", Builtin::Cmath, None),
        "copy" => ("_copy", Builtin::Copy, None),
        "unicodedata" => ("_unicodedata", Builtin::Unicodedata, None),
        "enum" => ("_flag", Builtin::Flag, None),
        "inspect" => ("_inspect", Builtin::Inspect, None),
        "typing" => ("_typing", Builtin::TypingParts, None),
        "random" | "uuid" => ("_entropy", Builtin::Entropy, None),
        _ => return,
    };
    items.insert(native.to_owned(), ModuleItem::Builtin(builtin));
    if let Some((name, class)) = error {
        items.insert(name.to_owned(), ModuleItem::Constant(Const::ExcClass(ExcClass::Builtin(class))));
    }
}

/// The public names of the modelled standard-library modules, by (module, name).
pub fn pure_items(
    helpers: &super::helpers::Helpers,
) -> std::collections::HashMap<(String, String), crate::syntax::ModuleItem> {
    // `nan` has no literal in Python source; `chain.from_iterable` is a function's attribute,
    // kept under its dotted name (`syntax` looks it up where it is called).
    let constant = |module: &str, name: &str, c: crate::ir::Const| {
        ((module.to_owned(), name.to_owned()), crate::syntax::ModuleItem::Constant(c))
    };
    // Each module's `nan` is one object (`math.nan in [math.nan]`), not `math`'s and `cmath`'s.
    let nan = |which| crate::ir::Const::Float(crate::interp::constant_nan(which));
    let nans = [
        constant("math", "nan", nan(crate::interp::ConstantNan::Math)),
        constant("cmath", "nan", nan(crate::interp::ConstantNan::Cmath)),
        constant("cmath", "nanj", crate::ir::Const::Complex(0.0, f64::NAN)),
    ];
    let from_iterable = helpers
        .items_of("itertools")
        .remove("_chain_from_iterable")
        .map(|item| (("itertools".to_owned(), "chain.from_iterable".to_owned()), item));
    model_items(helpers, false).chain(nans).chain(from_iterable).chain(reached_elsewhere(helpers)).collect()
}

/// The private helpers of the modelled modules written in the subset, by (module, name): what
/// a modelled module with classes may import from them besides their public names (`from
/// math import _c_int` in `datetime`); a program's imports see [`pure_items`] only.
pub fn model_private_items(
    helpers: &super::helpers::Helpers,
) -> std::collections::HashMap<(String, String), crate::syntax::ModuleItem> {
    model_items(helpers, true).collect()
}

/// The modelled modules' items, by (module, name): their private helpers (`_c_int`) or their
/// public names.
fn model_items(
    helpers: &super::helpers::Helpers,
    private: bool,
) -> impl Iterator<Item = ((String, String), crate::syntax::ModuleItem)> + '_ {
    PURE_MODULES.iter().flat_map(move |module| {
        helpers
            .items_of(module)
            .into_iter()
            .filter(move |(name, _)| name.starts_with('_') == private)
            .map(|(name, item)| (((*module).to_owned(), name), item))
    })
}

/// The items of the modelled modules under their aliases (`os.path.join`) and of their
/// packages (`os.path`, `os.sep`).
fn reached_elsewhere(helpers: &super::helpers::Helpers) -> Vec<((String, String), crate::syntax::ModuleItem)> {
    use crate::syntax::ModuleItem;
    let mut out = Vec::new();
    for (alias, module) in ALIASED_MODULES {
        let items = helpers.items_of(module).into_iter().filter(|(name, _)| !name.starts_with('_'));
        out.extend(items.map(|(name, item)| (((*alias).to_owned(), name), item)));
    }
    for (package, submodule, shared) in PACKAGES {
        let (parent, name) = submodule.rsplit_once('.').unwrap_or((package, submodule));
        out.push(((parent.to_owned(), name.to_owned()), ModuleItem::Module((*submodule).to_owned())));
        let target = ALIASED_MODULES.iter().find(|(alias, _)| alias == submodule).map_or(*submodule, |(_, m)| *m);
        let items = helpers.items_of(target);
        out.extend(
            shared.iter().filter_map(|c| Some((((*package).to_owned(), (*c).to_owned()), items.get(*c)?.clone()))),
        );
    }
    out
}

/// The module declaring the typed path classes, and each class with the helper of that
/// module that checks a value of it when a guarantee is read.
pub const PATHS_MODULE: &str = "clauz3.paths";
pub const PATH_CLASSES: &[(&str, &str)] = &[("FilePath", "check_file_path"), ("DirectoryPath", "check_directory_path")];

/// The module a name of the `clauz3` package comes from, when an embedded module defines it
/// (`clauz3.FilePath` is `clauz3.paths.FilePath`).
pub fn reexported(name: &str) -> Option<&'static str> {
    PATH_CLASSES.iter().any(|(class, _)| *class == name).then_some(PATHS_MODULE)
}

/// Each typed path class of the layer with the helper of `clauz3.paths` checking it.
pub fn path_checks(
    helpers: &super::helpers::Helpers,
    layer: &super::Layer,
) -> Vec<(std::rc::Rc<str>, crate::ir::FuncId)> {
    let items = helpers.items_of(PATHS_MODULE);
    PATH_CLASSES
        .iter()
        .filter_map(|(class, check)| match (layer.schema_in(PATHS_MODULE, class), items.get(*check)) {
            (Some(schema), Some(crate::syntax::ModuleItem::Function(f))) => Some((schema.qualified.clone(), *f)),
            _ => None,
        })
        .collect()
}

/// Every modelled module, pure or with classes, with what each needs loaded beside it
/// (`LOADS`), and clauz3's own: what loading "all of them" means where no program says which
/// (`layer::load`; `traceback`'s class half writes to `io`'s streams).
pub fn all_modules() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = OWN_MODULES.iter().chain(PURE_MODULES).copied().collect();
    out.push(super::class_modules::TYPING_FORMS);
    let mut i = 0;
    while i < out.len() {
        for (importer, needed) in LOADS {
            if *importer == out[i] && !out.contains(needed) {
                out.push(needed);
            }
        }
        i += 1;
    }
    out
}

/// The modelled standard-library modules `program` or one of `files` imports, with the ones
/// they import (`statistics` and `random` read `math`, `csv` writes through `io`'s `write`), and
/// clauz3's own modules where a text names them: all a load needs, so a program importing none
/// pays nothing for them (parsing and lowering clauz3's own two was a tenth of a small proof's
/// instructions).
pub fn wanted_pure(program: &str, files: &[super::TrustedFile]) -> Vec<&'static str> {
    let mut imported = crate::syntax::imported_modules(program);
    for f in files {
        imported.extend(crate::syntax::imported_modules(&f.text));
    }
    // `typing`'s forms, for a text that imports `typing` itself (not a model reading its
    // `NamedTuple`) and reads a form where it is evaluated (not only in annotations).
    let forms = imported.iter().any(|m| m == "typing")
        && (crate::syntax::reads_typing_forms(program, false)
            || files.iter().any(|f| crate::syntax::reads_typing_forms(&f.text, true)));
    // `import collections` alone reaches `collections.abc` as an attribute (CPython's start-up
    // imports it), for a text that reads an attribute `abc`.
    let reads_abc =
        || std::iter::once(program).chain(files.iter().map(|f| f.text.as_str())).any(|t| t.contains(".abc"));
    if imported.iter().any(|m| m == "collections") && !imported.iter().any(|m| m == "collections.abc") && reads_abc() {
        imported.push("collections.abc".to_owned());
    }
    // What the loaded models load in turn (`email.utils` loads `datetime`, which reads `math`).
    loop {
        let more: Vec<String> = LOADS
            .iter()
            .filter(|(importer, needed)| {
                imported.iter().any(|i| i == importer) && !imported.iter().any(|i| i == needed)
            })
            .map(|(_, needed)| (*needed).to_owned())
            .collect();
        if more.is_empty() {
            break;
        }
        imported.extend(more);
    }
    let loaded = |m: &str| imported.iter().any(|i| i == m);
    let mut wanted: Vec<&'static str> =
        PURE_MODULES.iter().chain(super::class_modules::CLASS_MODULES).copied().filter(|m| loaded(m)).collect();
    let mut texts = std::iter::once(program).chain(files.iter().map(|f| f.text.as_str()));
    if texts.any(|text| OWN_WORDS.iter().any(|word| text.contains(word))) {
        wanted.extend(OWN_MODULES);
    }
    // A model making groups (asyncio's task groups) loads them through [`LOADS`].
    if crate::syntax::names_exception_groups(program) || loaded(super::class_modules::EXCEPTION_GROUPS) {
        wanted.push(super::class_modules::EXCEPTION_GROUPS);
    }
    if forms {
        wanted.push(super::class_modules::TYPING_FORMS);
        wanted.push("collections.abc");
    }
    // A module with a pure and a class half is listed once.
    wanted.sort_unstable();
    wanted.dedup();
    wanted
}

/// Every module text the binary ships and parses with [`syntax::parse_shipped`], by module
/// name (a module with a pure and a class half is listed twice): for the test that holds
/// them to the compile rules that parse leaves out.
pub fn shipped_texts() -> impl Iterator<Item = (&'static str, &'static str)> {
    MODULES.iter().chain(super::class_modules::MODULES).copied()
}

/// The embedded modules in `pure` (clauz3's own and the modelled standard-library modules),
/// parsed into `map` (shown as `<clauz3>/<module path>.py`).
pub fn parse_all(map: &mut SourceMap, diags: &mut Vec<Diagnostic>, pure: &[&str]) -> Vec<ParsedTrusted> {
    let mut out = Vec::new();
    for (module, text) in MODULES.iter().filter(|(module, _)| pure.contains(module)) {
        let display = format!("<clauz3>/{}.py", module.replace('.', "/"));
        let file = map.add(SourceFile::new(display.clone(), *text));
        match syntax::parse_shipped(map, file) {
            Ok(p) => out.push(ParsedTrusted { file, module: (*module).to_owned(), display, body: p.body }),
            Err(d) => diags.push(d),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every text clauz3 ships reads back from the parse cache's encoding as it was parsed.
    #[test]
    fn every_shipped_text_reads_back_from_the_parse_cache() {
        for (module, text) in shipped_texts() {
            assert!(crate::syntax::encoding_round_trips(text), "{module}");
        }
    }

    /// A model importing another modelled module works only if that module is loaded beside
    /// it (`LOADS`): `fnmatch.translate` was refused in programs not importing `re` themselves.
    #[test]
    fn every_model_loads_the_models_it_imports() {
        let modelled: Vec<&str> =
            PURE_MODULES.iter().chain(super::super::class_modules::CLASS_MODULES).copied().collect();
        let mut missing = Vec::new();
        for (module, text) in shipped_texts() {
            if OWN_MODULES.contains(&module) {
                continue;
            }
            // `typing`'s forms half loads only for a program evaluating them.
            let program = match module {
                "typing" => "import typing\nprint(typing)\n".to_owned(),
                _ => format!("import {module}\n"),
            };
            let wanted = wanted_pure(&program, &[]);
            for needed in crate::syntax::imported_modules(text) {
                if needed != module && modelled.contains(&needed.as_str()) && !wanted.contains(&needed.as_str()) {
                    missing.push(format!("{module} imports {needed}"));
                }
            }
        }
        assert!(missing.is_empty(), "add to LOADS: {missing:?}");
    }
}

//! `subset-spec/` and the IR registry agree in both directions: every node kind, builtin,
//! method and exception has a row, and every row names one that exists.
#![expect(clippy::disallowed_methods, reason = "tests read their fixtures")]

use clauz3::ir::{Builtin, ExprKind, Method, PyExc, StmtKind};
use std::collections::BTreeSet;

/// The `` `name` `` in the first cell of each table row of a spec file.
fn documented(file: &str) -> BTreeSet<String> {
    let text = std::fs::read_to_string(format!("subset-spec/{file}")).unwrap();
    text.lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|rest| rest.split_once('`').map(|(name, _)| name.to_owned()))
        .collect()
}

fn check(file: &str, registry: BTreeSet<String>) {
    let docs = documented(file);
    let undocumented: Vec<_> = registry.difference(&docs).collect();
    let unknown: Vec<_> = docs.difference(&registry).collect();
    assert!(
        undocumented.is_empty() && unknown.is_empty(),
        "subset-spec/{file}: missing rows for {undocumented:?}; rows for things that do not exist: {unknown:?}"
    );
}

fn names(list: &[&str]) -> BTreeSet<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

#[test]
fn statements_match_the_ir() {
    check("statements.md", names(StmtKind::VARIANTS));
}

#[test]
fn expressions_match_the_ir() {
    check("expressions.md", names(ExprKind::VARIANTS));
}

#[test]
fn builtins_match_the_table() {
    check("builtins.md", Builtin::ALL.iter().map(|b| b.name().to_owned()).collect());
}

#[test]
fn methods_match_the_table() {
    let pairs = Method::ALL
        .iter()
        .flat_map(|m| m.receivers().iter().map(move |r| format!("{}.{}", r.name(), m.name())))
        .collect();
    check("methods.md", pairs);
}

#[test]
fn exceptions_match_the_ir() {
    check("exceptions.md", PyExc::ALL.iter().map(|e| e.name().to_owned()).collect());
}

#[test]
fn modules_match_the_models() {
    let checked = clauz3::layer::check(&mut clauz3::source::SourceMap::default(), &[]);
    // `check` reads every modelled module (a program's load reads only those it imports).
    assert!(checked.errors.is_empty(), "{:?}", checked.errors);
    let items = &checked.layer.pure_items;
    let outside: Vec<_> =
        items.iter().filter(|(_, item)| matches!(item, clauz3::syntax::ModuleItem::Outside(_))).collect();
    assert!(outside.is_empty(), "modelled members outside the subset: {outside:?}");
    let mut names: BTreeSet<String> =
        // `posixpath` is documented under the name programs use for it, `os.path`.
        items.keys().map(|(m, n)| format!("{m}.{n}")).filter(|n| !n.ends_with(".from_iterable") && !n.starts_with("posixpath.")).collect();
    for module in [
        "argparse",
        "calendar",
        "pprint",
        "collections",
        "datetime",
        "fractions",
        "sys",
        "contextlib",
        "functools",
        "string",
        "decimal",
        "random",
        "enum",
        "io",
        "json",
        "csv",
        "logging",
        "copy",
        "queue",
        "html",
        "html.parser",
        "difflib",
        "graphlib",
        "numbers",
        "collections.abc",
        "configparser",
        "shlex",
        "pathlib",
        "time",
        "urllib.parse",
        "hashlib",
        "hmac",
        "struct",
        "statistics",
        "textwrap",
        "xml.sax.saxutils",
        "http",
        "http.client",
        "http.cookies",
        "ipaddress",
        "email.utils",
        "types",
        "uuid",
        "re",
        "inspect",
        "zlib",
        "asyncio",
        "typing",
    ] {
        names.extend(class_module_names(module));
    }
    // The run's command line is the evaluator's (`<argv>`): `sys.argv` is lowered to it.
    names.insert("sys.argv".to_owned());
    check("modules.md", names);
}

/// The public classes, their public methods and properties, and the public constants of a
/// module modelled with classes (`src/layer/embedded/classes/<module>.py`, and the
/// `<module>_*.py` files a long one is split into), read from its source: `module.Class`,
/// `module.Class.method`, `module.CONSTANT`.
fn class_module_names(module: &str) -> BTreeSet<String> {
    let dir = std::path::Path::new("src/layer/embedded/classes");
    // `urllib.parse` lives in `urllib_parse.py`, `xml.sax.saxutils` in `xml_sax_saxutils.py`,
    // `email.utils` in `email_utils.py`.
    let stem = module.replace('.', "_");
    // `http_client.py`, `http_cookies.py`, `html_parser.py` and `collections_abc.py` are
    // `http.client`'s, `http.cookies`', `html.parser`'s and `collections.abc`'s own files, not
    // parts of `http`'s, `html`'s or `collections`'.
    let submodule = |n: &str| {
        (n.starts_with("http_") && module == "http")
            || (n.starts_with("html_") && module == "html")
            || (n == "collections_abc.py" && module == "collections")
    };
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n == &format!("{stem}.py") || (n.starts_with(&format!("{stem}_")) && n.ends_with(".py")))
        .filter(|n| !submodule(n))
        .collect();
    files.sort();
    let text: String = files.iter().map(|f| std::fs::read_to_string(dir.join(f)).unwrap() + "\n").collect();
    let mut out = BTreeSet::new();
    // Every class's own public methods, and the base each class names.
    let mut methods: Vec<(String, Vec<String>)> = Vec::new();
    let mut bases: Vec<(String, String)> = Vec::new();
    let mut class: Option<String> = None;
    let public = |name: &str| !name.starts_with('_');
    for line in text.lines() {
        let word = |rest: &str| rest.split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap_or("").to_owned();
        if let Some(rest) = line.strip_prefix("class ") {
            let name = word(rest);
            if let Some((_, base)) = rest.split_once('(') {
                bases.push((name.clone(), word(base)));
            }
            methods.push((name.clone(), Vec::new()));
            class = Some(name.clone());
            // A private class (a base the public ones share) is no member of the module.
            if public(&name) {
                out.insert(format!("{module}.{name}"));
            }
        } else if let Some(rest) = line.strip_prefix("    def ") {
            let name = word(rest);
            if let (Some(_), true, Some((_, own))) = (&class, public(&name), methods.last_mut()) {
                own.push(name);
            }
        } else if !line.starts_with([' ', '#']) && !line.is_empty() {
            class = None;
            let name = word(line.strip_prefix("def ").unwrap_or(line));
            if public(&name) && (line.starts_with("def ") || line.contains(" = ")) {
                out.insert(format!("{module}.{name}"));
            }
        }
    }
    // A public class has its own methods and those it inherits from a private base.
    let own = |c: &str| methods.iter().find(|(n, _)| n == c).map(|(_, m)| m.clone()).unwrap_or_default();
    for (c, _) in methods.iter().filter(|(c, _)| public(c)) {
        let mut names = own(c);
        if let Some((_, base)) = bases.iter().find(|(n, b)| n == c && !public(b)) {
            names.extend(own(base));
        }
        out.extend(names.into_iter().map(|m| format!("{module}.{c}.{m}")));
    }
    out
}

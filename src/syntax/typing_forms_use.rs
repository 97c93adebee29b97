//! Whether a module needs `typing`'s forms as values (`embedded/classes/typing.py`, the class
//! half of the modelled `typing`), decided from its parsed statements. The forms are some 600
//! lines of shipped Python to parse and lower: a trusted layer writing
//! `RowT = TypeVar("RowT", bound=clauz3.Row)` for its annotations never reads them, and loading
//! them for it was a quarter of a small proof's instructions.
//!
//! Without the class half, a name imported from `typing` stays `typing`'s (read where it is
//! written: bases, annotations) and a type alias or type variable made of them is lowered to
//! nothing (`layer/type_alias.rs`). That is the same program wherever the forms are read only
//! where clauz3 never evaluates them: a function's parameter and return annotations and an
//! annotated assignment's annotation (evaluated only for a module that reads annotations, see
//! [`READERS`]), and the right side of a module-level `T = TypeVar("T", ...)` (in a program, one
//! whose arguments cannot fail, so that making it or not is the same run; a trusted file's the
//! layer only reads), as long as `T` itself is read only there too. Anything else (a form in a value, a base, a default, a decorator, an alias like
//! `Mode = Literal["a", "b"]`, the `typing` module itself as a value) needs the forms, and so
//! does any spelling this module does not recognise: the check over-approximates.

use super::scope::{children, param_defaults};
use rustpython_parser::ast;
use std::collections::HashSet;

/// Names whose mention anywhere (as a name, an attribute or a string) means the module may
/// evaluate its annotations (`annotation_values.rs`, `type_parameters.rs`, dataclass fields,
/// `TypedDict` keys, a class's namespace): any form it imports must then have its value.
const READERS: &[&str] = &[
    "__annotations__",
    "signature",
    "get_type_hints",
    "get_annotations",
    "getfullargspec",
    "fields",
    "__dataclass_fields__",
    "__parameters__",
    "__orig_bases__",
    "__required_keys__",
    "__optional_keys__",
    "__total__",
    "__dict__",
    "vars",
];

/// Whether the statements of a module read any of `typing`'s forms as values (see the module
/// documentation). `trusted`: a trusted file, whose module-level assignments the layer reads
/// for what they declare (`layer/schemas.rs` reads its `TypeVar`s) and never runs.
pub(super) fn reads_forms(body: &[ast::Stmt], trusted: bool) -> bool {
    let mut uses = Uses::default();
    imports(body, &mut uses);
    if uses.names.is_empty() && uses.modules.is_empty() {
        return false;
    }
    if mentions_reader(body) {
        return true;
    }
    // Module-level type variables only annotations read: their names join the forms'.
    let mut bound: HashSet<&str> = HashSet::new();
    let mut type_vars: Vec<&ast::Stmt> = Vec::new();
    for s in body {
        if let Some(name) = type_var_name(s, &uses, &bound, trusted) {
            type_vars.push(s);
            uses.names.insert(name.to_owned());
        }
        bound.extend(binds(s));
    }
    body.iter().any(|s| !type_vars.iter().any(|t| std::ptr::eq(*t, s)) && stmt_reads(s, &uses))
}

/// The names a module-level statement binds for certain once it has run: its `def`, `class`,
/// import or assignment targets.
fn binds(s: &ast::Stmt) -> Vec<&str> {
    match s {
        ast::Stmt::FunctionDef(f) => vec![f.name.as_str()],
        ast::Stmt::AsyncFunctionDef(f) => vec![f.name.as_str()],
        ast::Stmt::ClassDef(c) => vec![c.name.as_str()],
        ast::Stmt::Import(i) => i
            .names
            .iter()
            .map(|a| a.asname.as_ref().map_or_else(|| a.name.as_str().split('.').next().unwrap_or(""), |n| n.as_str()))
            .collect(),
        ast::Stmt::ImportFrom(i) => {
            i.names.iter().map(|a| a.asname.as_ref().unwrap_or(&a.name).as_str()).filter(|n| *n != "*").collect()
        }
        ast::Stmt::Assign(a) => a
            .targets
            .iter()
            .filter_map(|t| match t {
                ast::Expr::Name(n) => Some(n.id.as_str()),
                _ => None,
            })
            .collect(),
        ast::Stmt::AnnAssign(a) if a.value.is_some() => match &*a.target {
            ast::Expr::Name(n) => vec![n.id.as_str()],
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// The builtin classes a type variable's bound or constraints may name without a binding.
const BUILTIN_TYPES: &[&str] =
    &["int", "float", "complex", "str", "bytes", "bool", "object", "list", "dict", "set", "frozenset", "tuple", "type"];

/// How a module spells `typing`'s forms: the names it imports from `typing` that the class half
/// gives a value (all of them for `from typing import *`), and the names `typing` itself is
/// bound to (`import typing as t`), from imports anywhere in it.
#[derive(Default)]
struct Uses {
    names: HashSet<String>,
    modules: HashSet<String>,
    /// The names `TypeVar` is imported as.
    type_var: HashSet<String>,
}

fn imports(stmts: &[ast::Stmt], uses: &mut Uses) {
    for s in stmts {
        match s {
            ast::Stmt::ImportFrom(i) if i.module.as_ref().is_some_and(|m| m.as_str() == "typing") => {
                for alias in &i.names {
                    let name = alias.name.as_str();
                    let local = alias.asname.as_ref().unwrap_or(&alias.name).to_string();
                    if name == "*" {
                        uses.names.extend(super::annotation_values::TYPING_VALUES.iter().map(|n| (*n).to_owned()));
                        uses.type_var.insert("TypeVar".to_owned());
                    } else if super::annotation_values::TYPING_VALUES.contains(&name) {
                        if name == "TypeVar" {
                            uses.type_var.insert(local.clone());
                        }
                        uses.names.insert(local);
                    }
                }
            }
            ast::Stmt::Import(i) => {
                for alias in i.names.iter().filter(|a| a.name.as_str() == "typing") {
                    uses.modules.insert(alias.asname.as_ref().unwrap_or(&alias.name).to_string());
                }
            }
            _ => {}
        }
        for block in blocks(s) {
            imports(block, uses);
        }
    }
}

/// The statement blocks inside `s`.
fn blocks(s: &ast::Stmt) -> Vec<&[ast::Stmt]> {
    match s {
        ast::Stmt::FunctionDef(f) => vec![&f.body],
        ast::Stmt::AsyncFunctionDef(f) => vec![&f.body],
        ast::Stmt::ClassDef(c) => vec![&c.body],
        ast::Stmt::For(f) => vec![&f.body, &f.orelse],
        ast::Stmt::AsyncFor(f) => vec![&f.body, &f.orelse],
        ast::Stmt::While(w) => vec![&w.body, &w.orelse],
        ast::Stmt::If(i) => vec![&i.body, &i.orelse],
        ast::Stmt::With(w) => vec![&w.body],
        ast::Stmt::AsyncWith(w) => vec![&w.body],
        ast::Stmt::Match(m) => m.cases.iter().map(|c| &c.body[..]).collect(),
        ast::Stmt::Try(t) => handler_blocks(&t.body, &t.handlers, &t.orelse, &t.finalbody),
        ast::Stmt::TryStar(t) => handler_blocks(&t.body, &t.handlers, &t.orelse, &t.finalbody),
        _ => Vec::new(),
    }
}

fn handler_blocks<'a>(
    body: &'a [ast::Stmt],
    handlers: &'a [ast::ExceptHandler],
    orelse: &'a [ast::Stmt],
    finalbody: &'a [ast::Stmt],
) -> Vec<&'a [ast::Stmt]> {
    let mut out = vec![body];
    out.extend(handlers.iter().map(|ast::ExceptHandler::ExceptHandler(h)| &h.body[..]));
    out.extend([orelse, finalbody]);
    out
}

/// Whether any expression of the module, annotations included, names one of [`READERS`].
fn mentions_reader(stmts: &[ast::Stmt]) -> bool {
    let mut found = false;
    let mut visit = |e: &ast::Expr| {
        found |= match e {
            ast::Expr::Name(n) => READERS.contains(&n.id.as_str()),
            ast::Expr::Attribute(a) => READERS.contains(&a.attr.as_str()),
            ast::Expr::Constant(c) => matches!(&c.value, ast::Constant::Str(s) if READERS.contains(&s.as_str())),
            _ => false,
        };
        true
    };
    for s in stmts {
        each_expr(s, true, &mut visit);
    }
    found
}

/// The name `s` binds when it is `NAME = TypeVar(...)` (or `typing.TypeVar`) that annotations
/// alone may read: in a trusted file any such statement (the layer never runs it); in a
/// program one whose making cannot fail, so that making it or not is the same run: a string
/// name, at most a `bound` or two or more constraints, each a string or a name bound before
/// (by the module or as a builtin class), and at most one of `covariant`/`contravariant` a
/// true constant.
fn type_var_name<'a>(s: &'a ast::Stmt, uses: &Uses, bound: &HashSet<&str>, trusted: bool) -> Option<&'a str> {
    let ast::Stmt::Assign(a) = s else { return None };
    let ([ast::Expr::Name(target)], ast::Expr::Call(call)) = (a.targets.as_slice(), &*a.value) else {
        return None;
    };
    let is_type_var = match &*call.func {
        ast::Expr::Name(n) => uses.type_var.contains(n.id.as_str()),
        ast::Expr::Attribute(at) => {
            at.attr.as_str() == "TypeVar"
                && matches!(&*at.value, ast::Expr::Name(m) if uses.modules.contains(m.id.as_str()))
        }
        _ => false,
    };
    if !is_type_var {
        return None;
    }
    if trusted {
        return Some(target.id.as_str());
    }
    let [ast::Expr::Constant(name), constraints @ ..] = call.args.as_slice() else { return None };
    if !matches!(name.value, ast::Constant::Str(_)) || constraints.len() == 1 {
        return None;
    }
    let plain = |e: &ast::Expr| match e {
        ast::Expr::Constant(c) => matches!(c.value, ast::Constant::Str(_)),
        ast::Expr::Name(n) => {
            let id = n.id.as_str();
            !uses.names.contains(id)
                && !uses.modules.contains(id)
                && (bound.contains(id) || BUILTIN_TYPES.contains(&id))
        }
        _ => false,
    };
    let mut variances = 0;
    for k in &call.keywords {
        match k.arg.as_ref().map(|a| a.as_str()) {
            Some("bound") if constraints.is_empty() && plain(&k.value) => {}
            Some("covariant" | "contravariant") => match &k.value {
                ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Bool(true)) => variances += 1,
                ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Bool(false)) => {}
                _ => return None,
            },
            _ => return None,
        }
    }
    (variances <= 1 && constraints.iter().all(plain)).then(|| target.id.as_str())
}

/// Whether `s` (with the blocks and functions inside it) reads a form where it is evaluated.
fn stmt_reads(s: &ast::Stmt, uses: &Uses) -> bool {
    let mut found = false;
    each_expr(s, false, &mut |e| match e {
        ast::Expr::Name(n) => {
            found |= uses.names.contains(n.id.as_str()) || uses.modules.contains(n.id.as_str());
            true
        }
        // `typing.Optional` reads a form; `typing.cast` and `typing.TYPE_CHECKING` do not.
        ast::Expr::Attribute(a) => match &*a.value {
            ast::Expr::Name(m) if uses.modules.contains(m.id.as_str()) => {
                found |= super::annotation_values::TYPING_VALUES.contains(&a.attr.as_str());
                false
            }
            _ => true,
        },
        _ => true,
    });
    found
}

/// Walks every expression `s` evaluates with `visit` ([`walk`]), with the blocks, classes and
/// functions inside it, and annotations too when `annotations`.
fn each_expr(s: &ast::Stmt, annotations: bool, visit: &mut dyn FnMut(&ast::Expr) -> bool) {
    let mut expr = |e: &ast::Expr| walk(e, visit);
    match s {
        ast::Stmt::FunctionDef(f) => {
            f.decorator_list.iter().for_each(&mut expr);
            param_defaults(&f.args).for_each(&mut expr);
            f.type_params.iter().for_each(|p| type_param(p, &mut expr));
            if annotations {
                arg_annotations(&f.args, f.returns.as_deref()).for_each(&mut expr);
            }
        }
        ast::Stmt::AsyncFunctionDef(f) => {
            f.decorator_list.iter().for_each(&mut expr);
            param_defaults(&f.args).for_each(&mut expr);
            f.type_params.iter().for_each(|p| type_param(p, &mut expr));
            if annotations {
                arg_annotations(&f.args, f.returns.as_deref()).for_each(&mut expr);
            }
        }
        ast::Stmt::ClassDef(c) => {
            c.decorator_list.iter().for_each(&mut expr);
            c.bases.iter().for_each(&mut expr);
            c.keywords.iter().for_each(|k| expr(&k.value));
            c.type_params.iter().for_each(|p| type_param(p, &mut expr));
        }
        ast::Stmt::Return(r) => r.value.iter().for_each(|v| expr(v)),
        ast::Stmt::Delete(d) => d.targets.iter().for_each(&mut expr),
        ast::Stmt::Assign(a) => {
            expr(&a.value);
            a.targets.iter().for_each(&mut expr);
        }
        ast::Stmt::TypeAlias(t) => {
            expr(&t.name);
            t.type_params.iter().for_each(|p| type_param(p, &mut expr));
            expr(&t.value);
        }
        ast::Stmt::AugAssign(a) => {
            expr(&a.target);
            expr(&a.value);
        }
        ast::Stmt::AnnAssign(a) => {
            expr(&a.target);
            a.value.iter().for_each(|v| expr(v));
            if annotations {
                expr(&a.annotation);
            }
        }
        ast::Stmt::For(f) => {
            expr(&f.target);
            expr(&f.iter);
        }
        ast::Stmt::AsyncFor(f) => {
            expr(&f.target);
            expr(&f.iter);
        }
        ast::Stmt::While(w) => expr(&w.test),
        ast::Stmt::If(i) => expr(&i.test),
        ast::Stmt::With(w) => w.items.iter().for_each(|i| {
            expr(&i.context_expr);
            i.optional_vars.iter().for_each(|v| expr(v));
        }),
        ast::Stmt::AsyncWith(w) => w.items.iter().for_each(|i| {
            expr(&i.context_expr);
            i.optional_vars.iter().for_each(|v| expr(v));
        }),
        ast::Stmt::Match(m) => {
            expr(&m.subject);
            for case in &m.cases {
                pattern(&case.pattern, &mut expr);
                case.guard.iter().for_each(|g| expr(g));
            }
        }
        ast::Stmt::Raise(r) => {
            r.exc.iter().for_each(|x| expr(x));
            r.cause.iter().for_each(|x| expr(x));
        }
        ast::Stmt::Try(t) => handler_types(&t.handlers, &mut expr),
        ast::Stmt::TryStar(t) => handler_types(&t.handlers, &mut expr),
        ast::Stmt::Assert(a) => {
            expr(&a.test);
            a.msg.iter().for_each(|m| expr(m));
        }
        ast::Stmt::Expr(x) => expr(&x.value),
        ast::Stmt::Import(_)
        | ast::Stmt::ImportFrom(_)
        | ast::Stmt::Global(_)
        | ast::Stmt::Nonlocal(_)
        | ast::Stmt::Pass(_)
        | ast::Stmt::Break(_)
        | ast::Stmt::Continue(_) => {}
    }
    for block in blocks(s) {
        block.iter().for_each(|s| each_expr(s, annotations, visit));
    }
}

/// `e` and every expression inside it, as far as `visit` says to go on (true).
fn walk(e: &ast::Expr, visit: &mut dyn FnMut(&ast::Expr) -> bool) {
    if visit(e) {
        for c in children(e) {
            walk(c, visit);
        }
    }
}

fn arg_annotations<'a>(
    args: &'a ast::Arguments,
    returns: Option<&'a ast::Expr>,
) -> impl Iterator<Item = &'a ast::Expr> {
    let with_default = args.posonlyargs.iter().chain(&args.args).chain(&args.kwonlyargs).map(|p| &p.def);
    let star = args.vararg.iter().chain(&args.kwarg).map(|a| &**a);
    with_default.chain(star).filter_map(|a| a.annotation.as_deref()).chain(returns)
}

fn type_param(p: &ast::TypeParam, expr: &mut dyn FnMut(&ast::Expr)) {
    if let ast::TypeParam::TypeVar(v) = p {
        v.bound.iter().for_each(|b| expr(b));
    }
}

fn handler_types(handlers: &[ast::ExceptHandler], expr: &mut dyn FnMut(&ast::Expr)) {
    for ast::ExceptHandler::ExceptHandler(h) in handlers {
        h.type_.iter().for_each(|t| expr(t));
    }
}

fn pattern(p: &ast::Pattern, expr: &mut dyn FnMut(&ast::Expr)) {
    match p {
        ast::Pattern::MatchValue(v) => expr(&v.value),
        ast::Pattern::MatchSingleton(_) | ast::Pattern::MatchStar(_) => {}
        ast::Pattern::MatchSequence(s) => s.patterns.iter().for_each(|p| pattern(p, expr)),
        ast::Pattern::MatchMapping(m) => {
            m.keys.iter().for_each(&mut *expr);
            m.patterns.iter().for_each(|p| pattern(p, expr));
        }
        ast::Pattern::MatchClass(c) => {
            expr(&c.cls);
            c.patterns.iter().chain(&c.kwd_patterns).for_each(|p| pattern(p, expr));
        }
        ast::Pattern::MatchAs(a) => a.pattern.iter().for_each(|p| pattern(p, expr)),
        ast::Pattern::MatchOr(o) => o.patterns.iter().for_each(|p| pattern(p, expr)),
    }
}

#[cfg(test)]
mod tests {
    fn parsed(text: &str) -> Vec<rustpython_parser::ast::Stmt> {
        super::super::nesting::parse_suite(text, "<test>").unwrap_or_else(|_| panic!("{text} parses"))
    }

    /// Whether a program's text reads forms.
    fn reads(text: &str) -> bool {
        super::reads_forms(&parsed(text), false)
    }

    #[test]
    fn annotations_and_type_variables_need_no_forms() {
        assert!(!reads("from typing import Optional, List\ndef f(x: Optional[int], *a: List[int]) -> List[int]:\n    y: Optional[int] = x\n    return [y]\n"));
        assert!(!reads("from typing import TypeVar\nclass Row: ...\nRowT = TypeVar('RowT', bound=Row)\nS = TypeVar('S', bound='Row')\ndef rows(s: type[RowT]) -> list[S]: ...\n"));
        assert!(!reads("import typing as t\nK = t.TypeVar('K', str, bytes)\nV = t.TypeVar('V', covariant=True)\ndef g(k: K) -> t.Dict[K, V]: ...\n"));
        assert!(!reads("import typing\nfrom typing import TYPE_CHECKING, cast\nif TYPE_CHECKING:\n    pass\nx = typing.cast(int, cast('int', 3))\n"));
        assert!(!reads("from typing import Optional\nclass C:\n    x: Optional[int] = None\n"));
        assert!(!reads("import math\nprint(math.pi)\n"));
    }

    #[test]
    fn forms_where_they_are_evaluated_need_them() {
        assert!(reads("from typing import Optional\nprint(Optional[int])\n"));
        assert!(reads("from typing import Literal\nMode = Literal['a', 'b']\n"));
        assert!(reads("from typing import TypeVar\nT = TypeVar('T')\nprint(T)\n"));
        assert!(reads("from typing import Generic, TypeVar\nT = TypeVar('T')\nclass Box(Generic[T]):\n    pass\n"));
        assert!(reads("import typing\nx = typing.cast(typing.Optional[int], 3)\n"));
        assert!(reads("import typing\nprint(typing)\n"));
        assert!(reads("from typing import *\ndef f():\n    return List\n"));
        assert!(reads("from typing import get_args\nprint(get_args(int))\n"));
        assert!(reads("from typing import Optional\ndef f(x=Optional):\n    pass\n"));
        assert!(reads("from typing import Any\nmatch 1:\n    case Any():\n        pass\n"));
        // `typing`'s aliases of `collections.abc`'s classes are forms too.
        assert!(reads(
            "from typing import Hashable, Mapping\nprint(isinstance(1, Hashable), isinstance({}, Mapping))\n"
        ));
    }

    #[test]
    fn type_variables_that_could_fail_need_the_forms() {
        assert!(reads("from typing import TypeVar\nT = TypeVar('T', int)\n"));
        assert!(reads("from typing import TypeVar\nT = TypeVar('T', covariant=True, contravariant=True)\n"));
        assert!(reads("from typing import TypeVar\nT = TypeVar('T', int, str, bound=int)\n"));
        assert!(reads("from typing import TypeVar, Optional\nT = TypeVar('T', bound=Optional[int])\n"));
        assert!(reads("from typing import TypeVar\ndef f():\n    T = TypeVar('T')\n"));
        // A bound CPython could not compute (a name not bound yet, an attribute).
        assert!(reads("from typing import TypeVar\nT = TypeVar('T', bound=Row)\nclass Row: ...\n"));
        assert!(reads("import clauz3\nfrom typing import TypeVar\nT = TypeVar('T', bound=clauz3.Row)\n"));
    }

    /// A trusted file's type variables are read by the layer, never made.
    #[test]
    fn a_trusted_files_type_variables_need_no_forms() {
        let layer = "import clauz3\nfrom typing import TypeVar\nRowT = TypeVar('RowT', bound=clauz3.Row)\ndef rows(s: type[RowT]) -> list[RowT]: ...\n";
        assert!(!super::reads_forms(&parsed(layer), true));
        assert!(super::reads_forms(&parsed(&format!("{layer}X = RowT\n")), true));
    }

    #[test]
    fn a_module_reading_annotations_needs_the_forms() {
        assert!(reads("from typing import Optional\ndef f(x: Optional[int]): ...\nprint(f.__annotations__)\n"));
        assert!(reads("from dataclasses import dataclass, fields\nfrom typing import List\n@dataclass\nclass C:\n    x: List[int]\nprint(fields(C)[0].type)\n"));
        assert!(reads("from typing import Optional\nclass C:\n    x: Optional[int] = None\nprint(vars(C))\n"));
    }
}

//! Module-level statements that run as the module loads: a loop filling a table, an `if`
//! choosing a constant, `try`/`except` around an import-time computation, `with`, `assert`,
//! `raise`, `del`, an augmented assignment, `TABLE[key] = value`, a module-level call or
//! `print(...)`, and an assignment rebinding a name other module-level code binds. Each becomes
//! a hidden computed value (a function without parameters returning `None`) that every run
//! calls in source order with the other computed values, so its effect on the module's
//! variables, lists and dicts, and what it prints, happen where CPython's would. Every name the
//! statement binds is a module variable (the function declares it `global`), as in CPython.

use crate::diag::Diagnostic;
use crate::ir::Const;
use crate::source::FileId;
use crate::syntax::{span_of, ModuleEnv, ModuleItem};
use rustpython_parser::ast::{self, Ranged};
use std::collections::HashSet;

/// The name of the hidden value a module-level statement runs as; None for a statement that
/// does not run as the module loads this way (a `def`, an import, a plain assignment).
pub(super) fn hidden_name(stmt: &ast::Stmt) -> Option<String> {
    let what = match stmt {
        ast::Stmt::For(_) => "for",
        ast::Stmt::While(_) => "while",
        ast::Stmt::If(_) => "if",
        ast::Stmt::Try(_) => "try",
        ast::Stmt::With(_) => "with",
        ast::Stmt::Assert(_) => "assert",
        ast::Stmt::Raise(_) => "raise",
        ast::Stmt::Expr(_) => "expression",
        ast::Stmt::Delete(_) => "del",
        ast::Stmt::AugAssign(_) => "augmented assignment",
        ast::Stmt::Assign(a) if a.targets.iter().all(|t| t.is_subscript_expr() || t.is_attribute_expr()) => {
            "assignment"
        }
        _ => return None,
    };
    Some(hidden_at(what, stmt))
}

/// The hidden name of a module-level statement of kind `what`: its offset tells two of one kind
/// apart.
fn hidden_at(what: &str, stmt: &ast::Stmt) -> String {
    format!("(module-level {what} at byte {})", stmt.range().start().to_u32())
}

/// The hidden name of a plain assignment (`X = value`, `X: T = value`, `A, B = ...`) that
/// rebinds a module variable: one an earlier module-level statement bound (`rebound`: the names
/// hidden statements bound so far), or a module-level value already bound (`env`). Such an
/// assignment runs where it stands, as the statements around it do. None for any other.
pub(super) fn rebinding_name(stmt: &ast::Stmt, env: &ModuleEnv, rebound: &HashSet<String>) -> Option<String> {
    let targets: Vec<&ast::Expr> = match stmt {
        ast::Stmt::Assign(a) => a.targets.iter().collect(),
        ast::Stmt::AnnAssign(a) if a.value.is_some() => vec![&*a.target],
        _ => return None,
    };
    let mut names = indexmap::IndexSet::new();
    crate::syntax::bound_names(std::slice::from_ref(stmt), &mut names);
    let value = |n: &String| {
        rebound.contains(n)
            || matches!(
                env.items.get(n),
                Some(ModuleItem::Global(_) | ModuleItem::MutableConstant(_))
                    | Some(ModuleItem::Constant(
                        Const::None
                            | Const::Bool(_)
                            | Const::Int(_)
                            | Const::BigInt(_)
                            | Const::Float(_)
                            | Const::Str(_)
                            | Const::Bytes(_)
                            | Const::Tuple(_)
                    ))
            ) && n != crate::syntax::MAIN_NAME
    };
    let plain = targets.iter().all(|t| plain_target(t));
    (plain && names.iter().any(value)).then(|| hidden_at("assignment", stmt))
}

/// A name, or a tuple or list of names (one starred).
fn plain_target(t: &ast::Expr) -> bool {
    match t {
        ast::Expr::Name(_) => true,
        ast::Expr::Starred(s) => s.value.is_name_expr(),
        ast::Expr::Tuple(t) => t.elts.iter().all(plain_target),
        ast::Expr::List(l) => l.elts.iter().all(plain_target),
        _ => false,
    }
}

/// The names a module-level statement binds, each a module variable the hidden function
/// rebinds through `global`.
pub(super) fn bound_names(stmt: &ast::Stmt) -> Vec<String> {
    let mut own = indexmap::IndexSet::new();
    crate::syntax::bound_names(std::slice::from_ref(stmt), &mut own);
    own.into_iter().collect()
}

/// The first name `stmt` binds that the module binds to what a statement cannot rebind
/// (a function, a class, a module, an effect): the refusal's subject.
pub(super) fn unrebindable<'n>(names: &'n [String], env: &ModuleEnv, values: &HashSet<String>) -> Option<&'n str> {
    names
        .iter()
        .find(|n| match env.items.get(*n) {
            None | Some(ModuleItem::Global(_)) => false,
            Some(ModuleItem::MutableConstant(_)) => !values.contains(*n),
            Some(ModuleItem::Constant(c)) => matches!(c, Const::RowClass(_) | Const::Class(_)),
            Some(_) => true,
        })
        .map(String::as_str)
}

/// The hidden function running `stmt` once, returning `None`; `shared` are the module
/// variables it rebinds.
pub(super) fn initializer(name: &str, stmt: &ast::Stmt, shared: &[String]) -> ast::StmtFunctionDef {
    let mut body = Vec::with_capacity(2);
    if !shared.is_empty() {
        let names = shared.iter().map(|n| ast::Identifier::new(n.as_str())).collect();
        body.push(ast::Stmt::Global(ast::StmtGlobal { range: stmt.range(), names }));
    }
    body.push(match stmt {
        // `global X` then `X: T = v` is a SyntaxError; the annotation is not evaluated.
        ast::Stmt::AnnAssign(a) => ast::Stmt::Assign(ast::StmtAssign {
            range: a.range,
            targets: vec![(*a.target).clone()],
            value: a.value.clone().unwrap_or_else(|| Box::new(none(a.range))),
            type_comment: None,
        }),
        other => other.clone(),
    });
    crate::syntax::parameterless_def(name, stmt.range(), body)
}

fn none(range: rustpython_parser::text_size::TextRange) -> ast::Expr {
    ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::None, kind: None })
}

/// Whether clauz3 can import a module (or a name of one) an agent program names.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Importable {
    /// Modelled, or the trusted layer's: the import works.
    Yes,
    /// A standard-library module (or name) CPython has but clauz3 does not model.
    Unmodelled,
    /// Neither: a third-party module clauz3's sandbox does not have.
    Missing,
}

/// What a `try` of imports lowers to: the statements to run, or the refusal of a module
/// clauz3 does not model with the fallback statements that still bind the program's names.
type Fallback = Result<Vec<ast::Stmt>, (String, Vec<ast::Stmt>)>;

/// `try:` holding imports (and other statements: `HAVE_UJSON = True`), with one `except
/// ImportError:` (or `ModuleNotFoundError`) whose block is the fallback: the statements that
/// run in its place, decided now, since what can be imported is known before anything runs.
/// The `try` block when everything it imports is available; when something is a module clauz3
/// does not have, the block's statements before that import, then the fallback; a standard
/// library module clauz3 does not model is refused, as CPython would import it (with the
/// fallback, which still binds the names the program uses, so the refusal is its one error).
/// None for any other statement.
pub(super) fn import_fallback(
    stmt: &ast::Stmt,
    importable: &dyn Fn(&str, Option<&str>) -> Importable,
) -> Option<Fallback> {
    let ast::Stmt::Try(t) = stmt else { return None };
    let [handler] = t.handlers.as_slice() else { return None };
    let ast::ExceptHandler::ExceptHandler(h) = handler;
    let catches = |e: &ast::Expr| matches!(e, ast::Expr::Name(n) if matches!(n.id.as_str(), "ImportError" | "ModuleNotFoundError"));
    let caught = match h.type_.as_deref() {
        Some(ast::Expr::Tuple(items)) => !items.elts.is_empty() && items.elts.iter().all(catches),
        Some(e) => catches(e),
        None => false,
    };
    let imports = t.body.iter().any(|s| s.is_import_stmt() || s.is_import_from_stmt());
    if !caught || h.name.is_some() || !imports || !t.orelse.is_empty() || !t.finalbody.is_empty() {
        return None;
    }
    // The first statement importing what clauz3 does not have: what comes before it runs.
    let mut missing_at = None;
    let mut unmodelled = None;
    for (k, s) in t.body.iter().enumerate() {
        let found: Vec<(String, Importable)> = match s {
            ast::Stmt::Import(i) => {
                i.names.iter().map(|a| (a.name.to_string(), importable(a.name.as_str(), None))).collect()
            }
            ast::Stmt::ImportFrom(i) => {
                let module = i.module.as_ref().map_or("", |m| m.as_str());
                let relative = i.level.is_some_and(|l| l.to_u32() > 0);
                i.names
                    .iter()
                    .map(|a| {
                        let found =
                            if relative { Importable::Missing } else { importable(module, Some(a.name.as_str())) };
                        (format!("{module}.{}", a.name), found)
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        for (name, found) in found {
            match found {
                Importable::Yes => {}
                Importable::Unmodelled => {
                    unmodelled.get_or_insert(name);
                }
                Importable::Missing => {
                    missing_at.get_or_insert(k);
                }
            }
        }
    }
    Some(match (unmodelled, missing_at) {
        (Some(name), _) => Err((format!(
            "`{name}` exists in CPython's standard library but has no model in clauz3, so the `try` would import it where clauz3 would take the `except ImportError:` fallback: import what the fallback imports"
        ), h.body.clone())),
        (None, Some(k)) => Ok(t.body[..k].iter().chain(&h.body).cloned().collect()),
        (None, None) => Ok(t.body.clone()),
    })
}

/// Whether CPython 3.11's standard library has `module` (its top-level package).
pub(super) fn in_stdlib(module: &str) -> bool {
    let top = module.split('.').next().unwrap_or(module);
    super::stdlib_names::STDLIB_MODULES.binary_search(&top).is_ok()
}

/// `body` with each module-level `try:` of imports replaced by the block that runs
/// ([`import_fallback`]); one that cannot be decided is refused into `diags`.
pub(super) fn choose_imports(
    body: Vec<ast::Stmt>,
    layer: &super::Layer,
    env: &ModuleEnv,
    allowlisted: &dyn Fn(&str) -> bool,
    file: FileId,
    diags: &mut Vec<Diagnostic>,
) -> Vec<ast::Stmt> {
    let modelled = |m: &str| {
        super::embedded::modelled_module_names().any(|known| known == m)
            || super::class_modules::CLASS_MODULES.contains(&m)
    };
    let importable = |module: &str, name: Option<&str>| {
        let known = |n: &str| {
            let key = (module.to_owned(), n.to_owned());
            layer.pure_items.contains_key(&key)
                || env.module_items.contains_key(&key)
                || crate::ir::Builtin::module_member(module, n).is_some()
        };
        let usable = match name {
            _ if matches!(module, "clauz3" | "typing" | "__future__") => true,
            _ if layer.modules.contains_key(module) || layer.is_package(module) => true,
            Some(n) => known(n),
            None => modelled(module),
        };
        match usable {
            true => Importable::Yes,
            false if allowlisted(module) || in_stdlib(module) => Importable::Unmodelled,
            false => Importable::Missing,
        }
    };
    let mut chosen = Vec::with_capacity(body.len());
    for stmt in body {
        match import_fallback(&stmt, &importable) {
            Some(Ok(stmts)) => chosen.extend(stmts),
            Some(Err((why, fallback))) => {
                diags.push(Diagnostic::unsupported(why, span_of(file, &stmt)));
                chosen.extend(fallback);
            }
            None => chosen.push(stmt),
        }
    }
    chosen
}

/// How a refusal names a module-level statement.
pub(super) fn module_stmt_name(s: &ast::Stmt) -> &'static str {
    match s {
        ast::Stmt::If(_) => "an `if` statement",
        ast::Stmt::For(_) | ast::Stmt::AsyncFor(_) => "a `for` loop",
        ast::Stmt::While(_) => "a `while` loop",
        ast::Stmt::With(_) | ast::Stmt::AsyncWith(_) => "a `with` statement",
        ast::Stmt::Try(_) | ast::Stmt::TryStar(_) => "a `try` statement",
        ast::Stmt::Expr(_) => "an expression statement",
        ast::Stmt::AugAssign(_) => "an augmented assignment",
        ast::Stmt::Delete(_) => "`del`",
        ast::Stmt::Global(_) | ast::Stmt::Nonlocal(_) => "a `global`/`nonlocal` declaration",
        ast::Stmt::Match(_) => "a `match` statement",
        ast::Stmt::Raise(_) => "`raise`",
        ast::Stmt::Assert(_) => "`assert`",
        ast::Stmt::FunctionDef(_) | ast::Stmt::ClassDef(_) => "a definition",
        ast::Stmt::Assign(_) | ast::Stmt::AnnAssign(_) => "an assignment",
        ast::Stmt::Import(_) | ast::Stmt::ImportFrom(_) => "an import",
        _ => "this statement",
    }
}

/// Why a module-level statement that does not run as the module loads is refused.
pub(super) fn refusal(stmt: &ast::Stmt) -> String {
    match stmt {
        ast::Stmt::Global(_) | ast::Stmt::Nonlocal(_) => {
            "a `global`/`nonlocal` declaration at module level, where every name is the module's already: remove it"
                .to_owned()
        }
        other => format!("{} at module level is not in the clauz3 subset", module_stmt_name(other)),
    }
}

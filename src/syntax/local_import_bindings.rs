//! Imports inside a function that `local_imports` could not move to module level (under an
//! `if`, a `try`, a loop, read before the import, ...). In CPython such an import binds a
//! local of the function to the module (or to the name imported from it), when and only when
//! the statement runs; importing a modelled module does nothing else. So each one becomes
//! exactly that: an assignment of the function's local from a hidden module-level import of
//! the same thing (`json = (import json)`), which the module imports once, before anything
//! else. Reading the name before the import is then the local's `UnboundLocalError`, a branch
//! not taken leaves it unbound. Inside a `try:` an `except ImportError:` handles, the hidden
//! import is a module-level optional import of its own, `None` where the module is missing
//! (decided as any module-level one is), and the import raises CPython's
//! `ModuleNotFoundError` there. What stays refused where it is written: `from m import *`,
//! relative imports, `__future__`, and a name the function declares `global` or `nonlocal`.

use indexmap::IndexSet;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::TextRange;

/// The prefix of the hidden module-level names (not identifiers).
const PREFIX: &str = "(import ";
/// The prefix of those a function's `try:` guards, which are `None` where the module is missing.
const GUARDED: &str = "(import? ";

/// Whether `name` is one of the hidden module-level names.
pub(super) fn is_hidden(name: &str) -> bool {
    name.starts_with(PREFIX) || name.starts_with(GUARDED)
}

/// Rewrites every import left inside a function of `body` (methods and nested functions
/// included) into assignments of its locals, adding the hidden imports they read at module
/// level, after the docstring and `__future__` imports.
pub fn localize(body: &mut Vec<ast::Stmt>) {
    let mut hidden: IndexSet<String> = IndexSet::new();
    let mut imports: Vec<ast::Stmt> = Vec::new();
    for s in body.iter_mut() {
        in_definitions(s, &mut |block| localize_block(block, false, &mut hidden, &mut imports));
    }
    if imports.is_empty() {
        return;
    }
    let at = body.iter().take_while(|s| super::stmt::is_docstring(s) || is_future_import(s)).count();
    body.splice(at..at, imports);
}

/// Calls `f` with the body of every function `s` is or holds, innermost first, through
/// classes and the blocks of statements.
fn in_definitions(s: &mut ast::Stmt, f: &mut dyn FnMut(&mut Vec<ast::Stmt>)) {
    for block in blocks_mut(s) {
        block.iter_mut().for_each(|s| in_definitions(s, f));
    }
    if let ast::Stmt::FunctionDef(def) = s {
        let mut declared = IndexSet::new();
        declared_outer(&def.body, &mut declared);
        let mut body = std::mem::take(&mut def.body);
        if declared.is_empty() || !binds_any(&body, &declared) {
            f(&mut body);
        }
        def.body = body;
    }
}

/// Rewrites the imports of one function body (not of functions nested in it); `guarded` when
/// the block is a `try:` body that an `except ImportError:` (or `ModuleNotFoundError`) handles.
fn localize_block(
    block: &mut Vec<ast::Stmt>,
    guarded: bool,
    hidden: &mut IndexSet<String>,
    imports: &mut Vec<ast::Stmt>,
) {
    let old = std::mem::take(block);
    for mut s in old {
        match local_bindings(&s) {
            Some(bindings) => {
                for (local, import) in bindings {
                    let range = s.range();
                    let name = match guarded {
                        true => import_name(&import).replacen(PREFIX, GUARDED, 1),
                        false => import_name(&import),
                    };
                    if hidden.insert(name.clone()) {
                        imports.push(if guarded { optional(renamed(import, &name), &name) } else { import });
                    }
                    if guarded {
                        block.push(raise_if_missing(&name, &s, range));
                    }
                    block.push(assign(&local, &name, range));
                }
            }
            None => {
                if let ast::Stmt::Try(t) = &mut s {
                    let body_guarded = guarded || catches_import_error(t);
                    localize_block(&mut t.body, body_guarded, hidden, imports);
                    for ast::ExceptHandler::ExceptHandler(h) in &mut t.handlers {
                        localize_block(&mut h.body, guarded, hidden, imports);
                    }
                    localize_block(&mut t.orelse, guarded, hidden, imports);
                    localize_block(&mut t.finalbody, guarded, hidden, imports);
                } else {
                    for inner in stmt_blocks_mut(&mut s) {
                        localize_block(inner, guarded, hidden, imports);
                    }
                }
                block.push(s);
            }
        }
    }
}

/// Whether one of the `try`'s handlers catches what a missing module raises.
fn catches_import_error(t: &ast::StmtTry) -> bool {
    let names = |e: &ast::Expr| matches!(e, ast::Expr::Name(n) if matches!(n.id.as_str(), "ImportError" | "ModuleNotFoundError" | "Exception" | "BaseException"));
    t.handlers.iter().any(|ast::ExceptHandler::ExceptHandler(h)| match h.type_.as_deref() {
        None => true,
        Some(ast::Expr::Tuple(items)) => items.elts.iter().any(names),
        Some(e) => names(e),
    })
}

/// The hidden import `import` binding `name` instead.
fn renamed(mut import: ast::Stmt, name: &str) -> ast::Stmt {
    let aliases = match &mut import {
        ast::Stmt::Import(i) => &mut i.names,
        ast::Stmt::ImportFrom(i) => &mut i.names,
        _ => return import,
    };
    aliases.iter_mut().for_each(|a| a.asname = Some(ast::Identifier::new(name)));
    import
}

/// A hidden import a function's `try:` guards, made a module-level `try:` of its own whose
/// `except ImportError:` binds the hidden name to `None`: which of the two runs is decided as
/// for any module-level optional import (`layer::module_stmts::import_fallback`: a module
/// clauz3 does not have is one CPython does not have either).
fn optional(import: ast::Stmt, hidden: &str) -> ast::Stmt {
    let range = import.range();
    let handler = ast::ExceptHandler::ExceptHandler(ast::ExceptHandlerExceptHandler {
        range,
        type_: Some(Box::new(load("ImportError", range))),
        name: None,
        body: vec![ast::Stmt::Assign(ast::StmtAssign {
            range,
            targets: vec![store(hidden, range)],
            value: Box::new(none(range)),
            type_comment: None,
        })],
    });
    ast::Stmt::Try(ast::StmtTry {
        range,
        body: vec![import],
        handlers: vec![handler],
        orelse: Vec::new(),
        finalbody: Vec::new(),
    })
}

/// `if hidden is None: raise ModuleNotFoundError("No module named '...'", name='...')`, CPython's error
/// for the module the import statement `s` names, where clauz3 found it missing.
fn raise_if_missing(hidden: &str, s: &ast::Stmt, range: TextRange) -> ast::Stmt {
    let module = match s {
        ast::Stmt::Import(i) => i.names.first().map(|a| a.name.to_string()).unwrap_or_default(),
        ast::Stmt::ImportFrom(i) => i.module.as_deref().unwrap_or_default().to_owned(),
        _ => String::new(),
    };
    let top = module.split('.').next().unwrap_or_default();
    let message = ast::Expr::Constant(ast::ExprConstant {
        range,
        value: ast::Constant::Str(format!("No module named '{top}'")),
        kind: None,
    });
    let name = ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::Str(top.to_owned()), kind: None });
    let exc = ast::Expr::Call(ast::ExprCall {
        range,
        func: Box::new(load("ModuleNotFoundError", range)),
        args: vec![message],
        keywords: vec![ast::Keyword { range, arg: Some(ast::Identifier::new("name")), value: name }],
    });
    let test = ast::Expr::Compare(ast::ExprCompare {
        range,
        left: Box::new(load(hidden, range)),
        ops: vec![ast::CmpOp::Is],
        comparators: vec![none(range)],
    });
    ast::Stmt::If(ast::StmtIf {
        range,
        test: Box::new(test),
        body: vec![ast::Stmt::Raise(ast::StmtRaise { range, exc: Some(Box::new(exc)), cause: None })],
        orelse: Vec::new(),
    })
}

fn load(id: &str, range: TextRange) -> ast::Expr {
    ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Load })
}

fn store(id: &str, range: TextRange) -> ast::Expr {
    ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Store })
}

fn none(range: TextRange) -> ast::Expr {
    ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::None, kind: None })
}

/// For an import statement that may become local bindings: each local it binds, with the
/// hidden module-level import giving its value.
fn local_bindings(s: &ast::Stmt) -> Option<Vec<(String, ast::Stmt)>> {
    let range = s.range();
    match s {
        ast::Stmt::Import(i) => Some(
            i.names
                .iter()
                .map(|a| {
                    // `import a.b` binds `a`, the package; `import a.b as c` binds the submodule.
                    let (local, module) = match &a.asname {
                        Some(alias) => (alias.to_string(), a.name.to_string()),
                        None => {
                            let top = a.name.split('.').next().unwrap_or_default().to_owned();
                            (top.clone(), top)
                        }
                    };
                    let hidden = format!("{PREFIX}{module})");
                    let import = ast::Stmt::Import(ast::StmtImport {
                        range,
                        names: vec![ast::Alias {
                            range: a.range,
                            name: ast::Identifier::new(module),
                            asname: Some(ast::Identifier::new(hidden)),
                        }],
                    });
                    (local, import)
                })
                .collect(),
        ),
        ast::Stmt::ImportFrom(i) => {
            let module = i.module.as_deref()?;
            let relative = i.level.is_some_and(|l| l.to_u32() > 0);
            if relative || module == "__future__" || i.names.iter().any(|a| &*a.name == "*") {
                return None;
            }
            Some(
                i.names
                    .iter()
                    .map(|a| {
                        let local = a.asname.as_deref().unwrap_or(&a.name).to_owned();
                        let hidden = format!("{PREFIX}{}.{})", module, a.name);
                        let import = ast::Stmt::ImportFrom(ast::StmtImportFrom {
                            range,
                            module: i.module.clone(),
                            names: vec![ast::Alias {
                                range: a.range,
                                name: a.name.clone(),
                                asname: Some(ast::Identifier::new(hidden)),
                            }],
                            level: i.level,
                        });
                        (local, import)
                    })
                    .collect(),
            )
        }
        _ => None,
    }
}

/// The hidden name a hidden import binds.
fn import_name(import: &ast::Stmt) -> String {
    let alias = match import {
        ast::Stmt::Import(i) => i.names.first(),
        ast::Stmt::ImportFrom(i) => i.names.first(),
        _ => None,
    };
    alias.and_then(|a| a.asname.as_deref()).unwrap_or_default().to_owned()
}

/// `local = hidden`, located at the import.
fn assign(local: &str, hidden: &str, range: TextRange) -> ast::Stmt {
    ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![store(local, range)],
        value: Box::new(load(hidden, range)),
        type_comment: None,
    })
}

/// The names a function body declares `global` or `nonlocal` (not in nested functions).
fn declared_outer(body: &[ast::Stmt], out: &mut IndexSet<String>) {
    for s in body {
        match s {
            ast::Stmt::Global(g) => out.extend(g.names.iter().map(|n| n.to_string())),
            ast::Stmt::Nonlocal(n) => out.extend(n.names.iter().map(|n| n.to_string())),
            ast::Stmt::FunctionDef(_) | ast::Stmt::ClassDef(_) => {}
            _ => stmt_blocks(s).into_iter().for_each(|b| declared_outer(b, out)),
        }
    }
}

/// Whether an import of the body (not of nested functions) binds one of `names`: such a
/// body is left as it is, its imports refused.
fn binds_any(body: &[ast::Stmt], names: &IndexSet<String>) -> bool {
    body.iter().any(|s| match local_bindings(s) {
        Some(bindings) => bindings.iter().any(|(local, _)| names.contains(local)),
        None => {
            !matches!(s, ast::Stmt::FunctionDef(_) | ast::Stmt::ClassDef(_))
                && stmt_blocks(s).into_iter().any(|b| binds_any(b, names))
        }
    })
}

fn is_future_import(s: &ast::Stmt) -> bool {
    matches!(s, ast::Stmt::ImportFrom(i) if i.module.as_deref() == Some("__future__"))
}

/// The blocks of a statement that belong to the same function (not a nested `def`'s or
/// `class`'s).
pub(super) fn stmt_blocks(s: &ast::Stmt) -> Vec<&Vec<ast::Stmt>> {
    match s {
        ast::Stmt::For(f) => vec![&f.body, &f.orelse],
        ast::Stmt::While(w) => vec![&w.body, &w.orelse],
        ast::Stmt::If(i) => vec![&i.body, &i.orelse],
        ast::Stmt::With(w) => vec![&w.body],
        ast::Stmt::Try(t) => {
            let mut out = vec![&t.body, &t.orelse, &t.finalbody];
            out.extend(t.handlers.iter().map(|ast::ExceptHandler::ExceptHandler(h)| &h.body));
            out
        }
        ast::Stmt::Match(m) => m.cases.iter().map(|c| &c.body).collect(),
        _ => Vec::new(),
    }
}

/// [`stmt_blocks`], mutably.
fn stmt_blocks_mut(s: &mut ast::Stmt) -> Vec<&mut Vec<ast::Stmt>> {
    match s {
        ast::Stmt::For(f) => vec![&mut f.body, &mut f.orelse],
        ast::Stmt::While(w) => vec![&mut w.body, &mut w.orelse],
        ast::Stmt::If(i) => vec![&mut i.body, &mut i.orelse],
        ast::Stmt::With(w) => vec![&mut w.body],
        ast::Stmt::Try(t) => {
            let mut out = vec![&mut t.body, &mut t.orelse, &mut t.finalbody];
            out.extend(t.handlers.iter_mut().map(|ast::ExceptHandler::ExceptHandler(h)| &mut h.body));
            out
        }
        ast::Stmt::Match(m) => m.cases.iter_mut().map(|c| &mut c.body).collect(),
        _ => Vec::new(),
    }
}

/// Every block directly inside `s` where a definition may be: a function's or class's body
/// and the blocks of compound statements.
pub(super) fn blocks_mut(s: &mut ast::Stmt) -> Vec<&mut Vec<ast::Stmt>> {
    match s {
        ast::Stmt::FunctionDef(f) => vec![&mut f.body],
        ast::Stmt::ClassDef(c) => vec![&mut c.body],
        other => stmt_blocks_mut(other),
    }
}

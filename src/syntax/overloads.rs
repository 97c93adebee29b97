//! `@typing.overload` stubs: signatures written for type checkers, each rebound by the next
//! `def` of the same name. CPython makes every stub (a function its decorator swaps for one
//! raising `NotImplementedError`) and then binds the name to the implementation after them,
//! so nothing can reach a stub that is followed by its implementation with nothing between:
//! such a run of stubs is dropped before anything else reads the module, in the module body,
//! in class bodies and in functions at any depth.
//!
//! A stub is dropped only when making it does nothing a program can see: its decorators are
//! `overload` itself, `staticmethod` or `classmethod`, and its parameter defaults are literals
//! (`...`, numbers, strings, `None`). Annotations are not evaluated by clauz3 anywhere (see
//! subset-spec/README.md). Stubs without an implementation after them are refused: CPython
//! binds the name to the stub, whose calls raise.

use crate::diag::Diagnostic;
use crate::source::FileId;
use rustpython_parser::ast;

/// `body` without the `@overload` stubs an implementation rebinds.
pub fn drop_overload_stubs(body: Vec<ast::Stmt>, file: FileId, diags: &mut Vec<Diagnostic>) -> Vec<ast::Stmt> {
    let spellings = overload_spellings(&body);
    if spellings.is_empty() {
        return body;
    }
    Stubs { spellings, file, diags }.block(body)
}

/// How the module spells `typing.overload`: the names `from typing import overload [as x]`
/// binds, and `t.overload` for each `import typing [as t]`.
fn overload_spellings(body: &[ast::Stmt]) -> Vec<String> {
    let mut names = Vec::new();
    for stmt in body {
        match stmt {
            ast::Stmt::ImportFrom(i) if i.module.as_ref().is_some_and(|m| m.as_str() == "typing") => {
                for alias in i.names.iter().filter(|a| a.name.as_str() == "overload") {
                    names.push(alias.asname.as_ref().unwrap_or(&alias.name).to_string());
                }
            }
            ast::Stmt::Import(i) => {
                for alias in i.names.iter().filter(|a| a.name.as_str() == "typing") {
                    names.push(format!("{}.overload", alias.asname.as_ref().unwrap_or(&alias.name)));
                }
            }
            _ => {}
        }
    }
    names
}

struct Stubs<'d> {
    spellings: Vec<String>,
    file: FileId,
    diags: &'d mut Vec<Diagnostic>,
}

/// The parts of a `def` (plain or `async`) this pass reads.
struct DefView<'a> {
    name: &'a str,
    decorators: &'a [ast::Expr],
    args: &'a ast::Arguments,
}

fn def_view(stmt: &ast::Stmt) -> Option<DefView<'_>> {
    match stmt {
        ast::Stmt::FunctionDef(d) => {
            Some(DefView { name: d.name.as_str(), decorators: &d.decorator_list, args: &d.args })
        }
        ast::Stmt::AsyncFunctionDef(d) => {
            Some(DefView { name: d.name.as_str(), decorators: &d.decorator_list, args: &d.args })
        }
        _ => None,
    }
}

impl Stubs<'_> {
    fn block(&mut self, body: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
        let body: Vec<ast::Stmt> = body.into_iter().map(|s| self.nested(s)).collect();
        let mut dropped = vec![false; body.len()];
        let mut i = 0;
        while i < body.len() {
            let Some(def) = def_view(&body[i]).filter(|d| self.is_stub(d)) else {
                i += 1;
                continue;
            };
            // The run of stubs of this name, then what follows it.
            let mut end = i + 1;
            while end < body.len() && def_view(&body[end]).is_some_and(|d| d.name == def.name && self.is_stub(&d)) {
                end += 1;
            }
            let implemented = body.get(end).and_then(def_view).is_some_and(|d| d.name == def.name);
            let inert = body[i..end].iter().filter_map(def_view).all(|d| inert_stub(&d, &self.spellings));
            if !implemented {
                let at = super::span_of(self.file, &body[i]);
                self.diags.push(Diagnostic::unsupported(
                    format!("`@overload` on `{}` without an implementation (`def {}` after the stubs): CPython binds the name to a stub whose calls raise NotImplementedError", def.name, def.name),
                    at,
                ));
                dropped[i..end].iter_mut().for_each(|d| *d = true);
            } else if inert {
                dropped[i..end].iter_mut().for_each(|d| *d = true);
            }
            i = end;
        }
        body.into_iter().zip(dropped).filter(|(_, d)| !d).map(|(s, _)| s).collect()
    }

    /// `stmt` with the stubs in the bodies of the functions and classes it defines dropped.
    fn nested(&mut self, stmt: ast::Stmt) -> ast::Stmt {
        match stmt {
            ast::Stmt::FunctionDef(mut d) => {
                d.body = self.block(std::mem::take(&mut d.body));
                ast::Stmt::FunctionDef(d)
            }
            ast::Stmt::AsyncFunctionDef(mut d) => {
                d.body = self.block(std::mem::take(&mut d.body));
                ast::Stmt::AsyncFunctionDef(d)
            }
            ast::Stmt::ClassDef(mut c) => {
                c.body = self.block(std::mem::take(&mut c.body));
                ast::Stmt::ClassDef(c)
            }
            other => other,
        }
    }

    fn is_stub(&self, def: &DefView) -> bool {
        def.decorators.iter().any(|d| spelled_as(d, &self.spellings))
    }
}

/// Whether `e` is one of the module's spellings of `overload`.
fn spelled_as(e: &ast::Expr, spellings: &[String]) -> bool {
    let text = match e {
        ast::Expr::Name(n) => n.id.to_string(),
        ast::Expr::Attribute(a) => match &*a.value {
            ast::Expr::Name(m) => format!("{}.{}", m.id, a.attr),
            _ => return false,
        },
        _ => return false,
    };
    spellings.contains(&text)
}

/// Whether making the stub does nothing a program sees: decorators `overload`,
/// `staticmethod`, `classmethod`; literal defaults.
fn inert_stub(def: &DefView, spellings: &[String]) -> bool {
    let decorators_inert = def.decorators.iter().all(|d| {
        spelled_as(d, spellings)
            || matches!(d, ast::Expr::Name(n) if matches!(n.id.as_str(), "staticmethod" | "classmethod"))
    });
    let args = def.args;
    let defaults =
        args.posonlyargs.iter().chain(&args.args).chain(&args.kwonlyargs).filter_map(|a| a.default.as_deref());
    decorators_inert && defaults.into_iter().all(literal_default)
}

fn literal_default(e: &ast::Expr) -> bool {
    match e {
        ast::Expr::Constant(_) => true,
        ast::Expr::UnaryOp(u) => matches!(u.op, ast::UnaryOp::USub | ast::UnaryOp::UAdd) && literal_default(&u.operand),
        ast::Expr::Tuple(t) => t.elts.iter().all(literal_default),
        _ => false,
    }
}

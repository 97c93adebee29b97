//! `Cls.__parameters__` of a generic class, which agents read to describe a generic repository
//! or result type: CPython's `Generic` gives each subclass the type variables of its
//! `Generic[K, T]` base, or else those its subscripted generic bases name in order
//! (`class Sub(Box[T])`), none for `class IntBox(Box[int])`; and `Cls.__orig_bases__`, the
//! bases as written when one is subscripted (`(typing.Generic[~K, ~T],)`), which a subclass
//! writing none inherits. Both are known from the `class` statements, so each such class gets
//! `__parameters__ = (K, T)` and `__orig_bases__ = (Generic[K, T],)` at the start of its body
//! (after its docstring), computed where the class is, in a module that reads either name.

use rustpython_parser::ast::{self, Identifier};
use std::collections::HashSet;

/// `body` with `__parameters__` (and `__orig_bases__`) assigned in each generic class, if the
/// module reads them.
pub fn add_type_parameters(mut body: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
    if !reads_parameters(&body) {
        return body;
    }
    let generic = generic_spellings(&body);
    let mut type_vars: HashSet<String> = HashSet::new();
    let mut generic_classes: HashSet<String> = HashSet::new();
    for stmt in &mut body {
        match stmt {
            ast::Stmt::Assign(a) => {
                if let ([ast::Expr::Name(target)], ast::Expr::Call(c)) = (a.targets.as_slice(), &*a.value) {
                    if spelled(&c.func, "TypeVar") {
                        type_vars.insert(target.id.to_string());
                    }
                }
            }
            ast::Stmt::ClassDef(class) => {
                let Some(params) = parameters(class, &generic, &generic_classes, &type_vars) else { continue };
                generic_classes.insert(class.name.to_string());
                let docstring = matches!(class.body.first(), Some(ast::Stmt::Expr(e))
                    if matches!(&*e.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_))));
                let at = usize::from(docstring);
                if class.bases.iter().any(|b| matches!(b, ast::Expr::Subscript(_))) {
                    let bases = class.bases.clone();
                    class.body.insert(at, assignment(class, "__orig_bases__", bases));
                }
                let names = params.iter().map(|p| name(class, p, ast::ExprContext::Load)).collect();
                class.body.insert(at, assignment(class, "__parameters__", names));
            }
            _ => {}
        }
    }
    body
}

/// The attributes this module gives a generic class.
const READ: [&str; 2] = ["__parameters__", "__orig_bases__"];

/// Whether the module reads either of [`READ`] (`C.__parameters__`, `hasattr(C, "__orig_bases__")`).
fn reads_parameters(body: &[ast::Stmt]) -> bool {
    let mut found = false;
    super::scope::walk_module_exprs(body, &mut |e| match e {
        ast::Expr::Attribute(a) if READ.contains(&a.attr.as_str()) => found = true,
        ast::Expr::Constant(c) if matches!(&c.value, ast::Constant::Str(s) if READ.contains(&s.as_str())) => {
            found = true
        }
        _ => {}
    });
    found
}

/// How the module spells `typing.Generic`: the names it imports it as, and `t.Generic`.
fn generic_spellings(body: &[ast::Stmt]) -> HashSet<String> {
    let mut names = HashSet::new();
    for stmt in body {
        match stmt {
            ast::Stmt::ImportFrom(i) if i.module.as_ref().is_some_and(|m| m.as_str() == "typing") => {
                for alias in i.names.iter().filter(|a| a.name.as_str() == "Generic") {
                    names.insert(alias.asname.as_ref().unwrap_or(&alias.name).to_string());
                }
            }
            ast::Stmt::Import(i) => {
                for alias in i.names.iter().filter(|a| a.name.as_str() == "typing") {
                    names.insert(format!("{}.Generic", alias.asname.as_ref().unwrap_or(&alias.name)));
                }
            }
            _ => {}
        }
    }
    names
}

/// Whether `e` is `name` or `module.name`.
fn spelled(e: &ast::Expr, name: &str) -> bool {
    match e {
        ast::Expr::Name(n) => n.id.as_str() == name,
        ast::Expr::Attribute(a) => a.attr.as_str() == name,
        _ => false,
    }
}

/// The text naming `e` when it is a name or `module.name`.
fn dotted(e: &ast::Expr) -> Option<String> {
    match e {
        ast::Expr::Name(n) => Some(n.id.to_string()),
        ast::Expr::Attribute(a) => match &*a.value {
            ast::Expr::Name(m) => Some(format!("{}.{}", m.id, a.attr)),
            _ => None,
        },
        _ => None,
    }
}

/// The type variables of `class` as CPython's `Generic` finds them, by name; None for a class
/// that derives from no generic class.
fn parameters(
    class: &ast::StmtClassDef,
    generic: &HashSet<String>,
    generic_classes: &HashSet<String>,
    type_vars: &HashSet<String>,
) -> Option<Vec<String>> {
    let mut derives = false;
    let mut named: Vec<String> = Vec::new();
    for base in &class.bases {
        let (head, slice) = match base {
            ast::Expr::Subscript(s) => (&*s.value, Some(&*s.slice)),
            other => (other, None),
        };
        let Some(head) = dotted(head) else { continue };
        let own = generic.contains(&head);
        if !own && !generic_classes.contains(&head) {
            continue;
        }
        derives = true;
        let mut vars = Vec::new();
        if let Some(slice) = slice {
            collect_type_vars(slice, type_vars, &mut vars);
        }
        if own {
            // `Generic[K, T]` says the order itself.
            return Some(vars);
        }
        for v in vars {
            if !named.contains(&v) {
                named.push(v);
            }
        }
    }
    derives.then_some(named)
}

/// The type variables `e` names, in order (`Dict[K, List[T]]` names `K`, `T`).
fn collect_type_vars(e: &ast::Expr, type_vars: &HashSet<String>, out: &mut Vec<String>) {
    match e {
        ast::Expr::Name(n) if type_vars.contains(n.id.as_str()) && !out.iter().any(|v| v == n.id.as_str()) => {
            out.push(n.id.to_string());
        }
        ast::Expr::Subscript(s) => collect_type_vars(&s.slice, type_vars, out),
        ast::Expr::Tuple(t) => t.elts.iter().for_each(|x| collect_type_vars(x, type_vars, out)),
        ast::Expr::List(l) => l.elts.iter().for_each(|x| collect_type_vars(x, type_vars, out)),
        _ => {}
    }
}

/// `name` read (or bound, `ctx`) at the class statement's place.
fn name(class: &ast::StmtClassDef, id: &str, ctx: ast::ExprContext) -> ast::Expr {
    ast::Expr::Name(ast::ExprName { range: class.range, id: Identifier::new(id), ctx })
}

/// `attr = (items...)` at the class statement's place (`__parameters__ = (K, T)`).
fn assignment(class: &ast::StmtClassDef, attr: &str, elts: Vec<ast::Expr>) -> ast::Stmt {
    let range = class.range;
    ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![name(class, attr, ast::ExprContext::Store)],
        value: Box::new(ast::Expr::Tuple(ast::ExprTuple { range, elts, ctx: ast::ExprContext::Load })),
        type_comment: None,
    })
}

//! `typing.TypedDict` at module level, as agents write it to type their records:
//! `class Movie(TypedDict, total=False): title: str` (annotations only, bases `TypedDict` or
//! earlier such classes) and `Movie = TypedDict("Movie", {"title": str})`. In CPython calling
//! such a class makes a plain `dict` from the same arguments `dict()` takes, and its
//! annotations are for type checkers only; so each is read as the function
//! `def Movie(*args, **kwargs): return dict(*args, **kwargs)`, given the class's
//! `__annotations__`, `__total__` and key sets by `typed_dict_attrs`. A class body with anything
//! but annotations, a docstring or `pass` is left as written, and refused where its base is read.

use rustpython_parser::ast::{self, Identifier, Ranged};
use rustpython_parser::text_size::TextRange;
use std::collections::{HashMap, HashSet};

/// `body` with each module-level TypedDict class (or functional call) replaced by the
/// function making its dicts. `TypedDict` is recognised by the module's own imports (`from
/// typing import TypedDict [as T]`, `import typing [as t]`).
pub fn desugar_typed_dicts(body: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
    let imported = Imported::of(&body);
    if imported.names.is_empty() && imported.modules.is_empty() {
        return body;
    }
    let context = super::typed_dict_attrs::Context::of(&body);
    let described = super::typed_dict_attrs::read_anywhere(&body);
    let mut made: Vec<String> = Vec::new();
    let mut keys = HashMap::new();
    let mut classes = super::annotation_values::typing_values(&body);
    let shadowed = super::annotation_values::module_names(&body);
    let mut out = Vec::with_capacity(body.len());
    for stmt in body {
        super::annotation_values::note_value(&stmt, &shadowed, &mut classes);
        match typed_dict_name(&imported, &made, &stmt) {
            Some(name) => {
                if described && context.future() && made.is_empty() {
                    out.push(super::typed_dict_attrs::forward_ref_import(stmt.range()));
                }
                out.push(ast::Stmt::FunctionDef(maker(&name, stmt.range())));
                if described {
                    let shape = shape(name.clone(), &stmt);
                    let (own, attrs) = super::typed_dict_attrs::describe(&context, &keys, &classes, &shape);
                    out.push(attrs);
                    keys.insert(name.clone(), own);
                }
                // A later TypedDict may annotate a key with this one.
                classes.insert(name.clone());
                made.push(name);
            }
            None => {
                if let ast::Stmt::ClassDef(c) = &stmt {
                    classes.insert(c.name.to_string());
                }
                out.push(stmt);
            }
        }
    }
    out
}

/// The bases, keys and totality a TypedDict statement (class or call) writes.
fn shape(name: String, stmt: &ast::Stmt) -> super::typed_dict_attrs::Shape<'_> {
    let total_of = |keywords: &[ast::Keyword]| {
        !keywords
            .iter()
            .any(|k| matches!(&k.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Bool(false))))
    };
    let (bases, fields, total) = match stmt {
        ast::Stmt::ClassDef(c) => {
            let bases = c.bases.iter().filter_map(|b| b.as_name_expr()).map(|n| n.id.to_string()).collect();
            let fields = c
                .body
                .iter()
                .filter_map(|s| s.as_ann_assign_stmt())
                .filter_map(|a| a.target.as_name_expr().map(|n| (n.id.to_string(), &*a.annotation)))
                .collect();
            (bases, fields, total_of(&c.keywords))
        }
        ast::Stmt::Assign(a) => match &*a.value {
            ast::Expr::Call(call) => {
                let fields = match call.args.get(1) {
                    Some(ast::Expr::Dict(d)) => d
                        .keys
                        .iter()
                        .zip(&d.values)
                        .filter_map(|(k, v)| match k.as_ref()?.as_constant_expr()?.value {
                            ast::Constant::Str(ref s) => Some((s.clone(), v)),
                            _ => None,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                (Vec::new(), fields, total_of(&call.keywords))
            }
            _ => (Vec::new(), Vec::new(), true),
        },
        _ => (Vec::new(), Vec::new(), true),
    };
    super::typed_dict_attrs::Shape { name, bases, fields, total, range: stmt.range() }
}

/// The names the module's TypedDict statements bind.
pub(super) fn typed_dict_names(body: &[ast::Stmt]) -> HashSet<String> {
    let imported = Imported::of(body);
    let mut made = Vec::new();
    for stmt in body {
        if let Some(name) = typed_dict_name(&imported, &made, stmt) {
            made.push(name);
        }
    }
    made.into_iter().collect()
}

/// The spellings of `typing.TypedDict` the module's imports allow.
struct Imported {
    names: Vec<String>,
    modules: Vec<String>,
}

impl Imported {
    fn of(body: &[ast::Stmt]) -> Imported {
        let mut found = Imported { names: Vec::new(), modules: Vec::new() };
        for stmt in body {
            match stmt {
                ast::Stmt::ImportFrom(i) if i.module.as_ref().is_some_and(|m| m.as_str() == "typing") => {
                    for alias in i.names.iter().filter(|a| a.name.as_str() == "TypedDict") {
                        found.names.push(alias.asname.as_ref().unwrap_or(&alias.name).to_string());
                    }
                }
                ast::Stmt::Import(i) => {
                    for alias in i.names.iter().filter(|a| a.name.as_str() == "typing") {
                        found.modules.push(alias.asname.as_ref().unwrap_or(&alias.name).to_string());
                    }
                }
                _ => {}
            }
        }
        found
    }

    fn is_typed_dict(&self, e: &ast::Expr) -> bool {
        match e {
            ast::Expr::Name(n) => self.names.iter().any(|f| f == n.id.as_str()),
            ast::Expr::Attribute(a) => {
                a.attr.as_str() == "TypedDict"
                    && matches!(&*a.value, ast::Expr::Name(m) if self.modules.iter().any(|c| c == m.id.as_str()))
            }
            _ => false,
        }
    }
}

/// The name a statement makes a TypedDict of, if it is one this reading takes.
fn typed_dict_name(imported: &Imported, made: &[String], stmt: &ast::Stmt) -> Option<String> {
    match stmt {
        ast::Stmt::ClassDef(c) => {
            let base_ok = |b: &ast::Expr| {
                imported.is_typed_dict(b) || matches!(b, ast::Expr::Name(n) if made.iter().any(|m| m == n.id.as_str()))
            };
            let keywords_ok =
                c.keywords.iter().all(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "total") && is_bool(&k.value));
            let body_ok = c.body.iter().enumerate().all(|(i, s)| match s {
                ast::Stmt::AnnAssign(a) => a.value.is_none() && matches!(&*a.target, ast::Expr::Name(_)),
                ast::Stmt::Pass(_) => true,
                ast::Stmt::Expr(e) => {
                    i == 0 && matches!(&*e.value, ast::Expr::Constant(k) if matches!(k.value, ast::Constant::Str(_)))
                }
                _ => false,
            });
            let plain = c.decorator_list.is_empty() && c.type_params.is_empty();
            (!c.bases.is_empty() && c.bases.iter().all(base_ok) && keywords_ok && body_ok && plain)
                .then(|| c.name.to_string())
        }
        // `Movie = TypedDict("Movie", {"title": str}, total=False)`, named as it is bound.
        ast::Stmt::Assign(a) => {
            let [ast::Expr::Name(target)] = a.targets.as_slice() else { return None };
            let ast::Expr::Call(call) = &*a.value else { return None };
            if !imported.is_typed_dict(&call.func) {
                return None;
            }
            let named = matches!(call.args.first(), Some(ast::Expr::Constant(k)) if matches!(&k.value, ast::Constant::Str(s) if s == target.id.as_str()));
            let fields_ok = matches!(call.args.get(1), Some(ast::Expr::Dict(d)) if d.keys.iter().all(|k| matches!(k, Some(ast::Expr::Constant(c)) if matches!(c.value, ast::Constant::Str(_)))));
            let keywords_ok = call
                .keywords
                .iter()
                .all(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "total") && is_bool(&k.value));
            (named && fields_ok && call.args.len() == 2 && keywords_ok).then(|| target.id.to_string())
        }
        _ => None,
    }
}

fn is_bool(e: &ast::Expr) -> bool {
    matches!(e, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Bool(_)))
}

/// `def <name>(*args, **kwargs): return dict(*args, **kwargs)`, `dict` being the builtin
/// whatever the module binds to the name.
fn maker(name: &str, range: TextRange) -> ast::StmtFunctionDef {
    let dict = format!("{}dict", super::matching::BUILTIN_PREFIX);
    let callee = ast::Expr::Name(ast::ExprName { range, id: Identifier::new(dict), ctx: ast::ExprContext::Load });
    let what = super::forwarder::Forwarded { leading: None, pass_leading: false, rest: true };
    let mut def = super::forwarder::forwarding_def(name, what, callee, range);
    // Annotated, so that `__annotations__` the class was not given (see `typed_dict_attrs`) is
    // refused rather than read as the empty dict of an unannotated function.
    if let Some(args) = def.args.vararg.as_mut() {
        args.annotation = Some(Box::new(ast::Expr::Constant(ast::ExprConstant {
            range,
            value: ast::Constant::Str("TypedDict".to_owned()),
            kind: None,
        })));
    }
    def
}

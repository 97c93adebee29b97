//! `clauz3.fluent` in trusted modules: `F = fluent("name", key=str, value=bool, initial=True)`
//! declarations, and the `@effect(lambda p: F.set(p, v))` updates of effects. Everything is
//! read from the syntax (nothing runs); mistakes are configuration errors with the place.

use super::decorators::Imports;
use super::{Layer, ParsedTrusted, Rule};
use crate::diag::Diagnostic;
use crate::ir::{Const, FluentDecl, FluentUpdate, Operand, Param, TypeExpr};
use crate::source::{FileId, Span};
use crate::syntax::{self, span_of};
use rustpython_parser::ast;
use std::collections::HashMap;
use std::rc::Rc;

/// The fluents a module can name: its own and the ones it imports.
pub type FluentNames = HashMap<String, Rc<FluentDecl>>;

fn field_type(e: &ast::Expr) -> Option<TypeExpr> {
    match e {
        ast::Expr::Name(n) => match n.id.as_str() {
            "str" => Some(TypeExpr::Str),
            "int" => Some(TypeExpr::Int),
            "bool" => Some(TypeExpr::Bool),
            _ => None,
        },
        _ => None,
    }
}

fn literal_fits(c: &Const, ty: &TypeExpr) -> bool {
    matches!(
        (c, ty),
        (Const::Str(_), TypeExpr::Str)
            | (Const::Int(_) | Const::BigInt(_), TypeExpr::Int)
            | (Const::Bool(_), TypeExpr::Bool)
    )
}

/// Reads one `fluent(...)` call bound to `var` in `module`.
fn declare(file: FileId, module: &str, var: &str, call: &ast::ExprCall) -> Result<FluentDecl, Diagnostic> {
    let span = span_of(file, call);
    let bad = |why: String, at: Span| Rule::FluentBuilder.at(format!("fluent `{var}`: {why}"), Some(at));
    let keyword = |k: &str| call.keywords.iter().find(|kw| kw.arg.as_deref() == Some(k)).map(|kw| &kw.value);
    let name = match (call.args.first(), keyword("name")) {
        (Some(e), None) | (None, Some(e)) => match syntax::literal_const(e) {
            Some(Const::Str(s)) => Rc::from(s.as_str()),
            _ => return Err(bad("the name must be a string literal".into(), span_of(file, e))),
        },
        _ => return Err(bad("needs its name, as the first argument".into(), span)),
    };
    let type_of = |k: &str, default: Option<TypeExpr>| match keyword(k) {
        Some(e) => field_type(e).ok_or_else(|| bad(format!("`{k}=` must be `str`, `int` or `bool`"), span_of(file, e))),
        None => default.ok_or_else(|| bad(format!("needs `{k}=` (`str`, `int` or `bool`)"), span)),
    };
    let key = type_of("key", Some(TypeExpr::Str))?;
    let value = type_of("value", None)?;
    let initial = match keyword("initial") {
        Some(e) => match syntax::literal_const(e) {
            Some(c) if literal_fits(&c, &value) => c,
            _ => return Err(bad(format!("`initial=` must be a {} literal", value.display()), span_of(file, e))),
        },
        None => return Err(bad("needs `initial=` (the value of keys nothing wrote)".into(), span)),
    };
    Ok(FluentDecl { name, qualified: format!("{module}.{var}"), key, value, initial, span })
}

/// Reads every trusted module's fluent declarations into the layer.
pub fn collect(files: &[ParsedTrusted], layer: &mut Layer, diags: &mut Vec<Diagnostic>) {
    for f in files {
        let imports = Imports::of(&f.body);
        for stmt in &f.body {
            let ast::Stmt::Assign(a) = stmt else { continue };
            let ([ast::Expr::Name(target)], ast::Expr::Call(call)) = (a.targets.as_slice(), &*a.value) else {
                continue;
            };
            if imports.canonical(&call.func).as_deref() != Some("clauz3.fluent.fluent") {
                continue;
            }
            match declare(f.file, &f.module, target.id.as_str(), call) {
                Ok(decl) => layer.fluents.push((f.module.clone(), target.id.to_string(), Rc::new(decl))),
                Err(d) => diags.push(d),
            }
        }
    }
}

/// The fluents a trusted module names: declared in it, or imported from another module.
pub fn names(module: &str, body: &[ast::Stmt], layer: &Layer) -> FluentNames {
    let mut names: FluentNames =
        layer.fluents.iter().filter(|(m, _, _)| m == module).map(|(_, v, d)| (v.clone(), d.clone())).collect();
    for stmt in body {
        if let ast::Stmt::ImportFrom(imp) = stmt {
            let from = super::schemas::resolve_from(module, imp.level.map_or(0, |l| l.to_u32()), imp.module.as_deref());
            for alias in &imp.names {
                if let Some(decl) = layer.fluent_in(&from, alias.name.as_str()) {
                    names.insert(alias.asname.as_ref().unwrap_or(&alias.name).to_string(), decl.clone());
                }
            }
        }
    }
    names
}

/// The updates of `@effect(lambda p, ...: F.set(k, v))` (or a list of `set`s): each key and
/// value is one of the lambda's parameters — which must be parameters of the effect — or a
/// literal of the fluent's type.
pub fn updates(
    file: FileId,
    effect: &str,
    lambda: &ast::ExprLambda,
    params: &[Param],
    fluents: &FluentNames,
) -> Result<Vec<FluentUpdate>, Diagnostic> {
    let bad = |why: String, at: Span| Rule::FluentBuilder.at(format!("fluent update of `{effect}`: {why}"), Some(at));
    let own: Vec<&str> = lambda.args.args.iter().map(|a| a.def.arg.as_str()).collect();
    if lambda.args.vararg.is_some() || lambda.args.kwarg.is_some() || !lambda.args.kwonlyargs.is_empty() {
        return Err(bad("the lambda takes plain parameters only".into(), span_of(file, lambda)));
    }
    for p in &own {
        if !params.iter().any(|q| &*q.name == *p) {
            return Err(bad(format!("`{p}` is not a parameter of `{effect}`"), span_of(file, lambda)));
        }
    }
    let sets: Vec<&ast::Expr> = match &*lambda.body {
        ast::Expr::List(l) => l.elts.iter().collect(),
        ast::Expr::Tuple(t) => t.elts.iter().collect(),
        one => vec![one],
    };
    let operand = |e: &ast::Expr, ty: &TypeExpr, what: &str| -> Result<Operand, Diagnostic> {
        if let ast::Expr::Name(n) = e {
            if own.contains(&n.id.as_str()) {
                let annotated = params.iter().find(|q| *q.name == *n.id.as_str()).and_then(|q| q.annotation.as_ref());
                if annotated.is_some_and(|a| a != ty) {
                    return Err(bad(
                        format!("parameter `{}` is not a {} ({what})", n.id, ty.display()),
                        span_of(file, e),
                    ));
                }
                return Ok(Operand::Param(Rc::from(n.id.as_str())));
            }
        }
        match syntax::literal_const(e) {
            Some(c) if literal_fits(&c, ty) => Ok(Operand::Literal(c)),
            _ => Err(bad(
                format!(
                    "the {what} must be a parameter of the lambda or a {} literal (computed values are not supported)",
                    ty.display()
                ),
                span_of(file, e),
            )),
        }
    };
    let mut out = Vec::new();
    for set in sets {
        let at = span_of(file, set);
        let shape = || bad("each update is `Fluent.set(key, value)`".into(), at);
        let ast::Expr::Call(call) = set else { return Err(shape()) };
        let ast::Expr::Attribute(method) = &*call.func else { return Err(shape()) };
        let (ast::Expr::Name(var), "set", [k, v], true) =
            (&*method.value, method.attr.as_str(), call.args.as_slice(), call.keywords.is_empty())
        else {
            return Err(shape());
        };
        let Some(fluent) = fluents.get(var.id.as_str()) else {
            return Err(bad(format!("`{}` is not a fluent of this module", var.id), span_of(file, &*method.value)));
        };
        out.push(FluentUpdate {
            fluent: fluent.clone(),
            key: operand(k, &fluent.key, "key")?,
            value: operand(v, &fluent.value, "value")?,
        });
    }
    Ok(out)
}

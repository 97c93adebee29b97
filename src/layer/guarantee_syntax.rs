//! The `@clauz3.guarantee(helper(args...))` decorator as written in an agent program: which
//! contract helper of the trusted layer it calls, with which literal arguments. Literal only,
//! because what a person approves must be exactly what is proved.

use super::Layer;
use crate::diag::{DiagKind, Diagnostic};
use crate::effects::DataValue;
use crate::ir::{Const, FuncId};
use crate::source::{FileId, Span};
use crate::syntax::{span_of, ModuleEnv, ModuleItem};
use rustpython_parser::ast;

/// One `@clauz3.guarantee(helper(args...))`: which contract helper, with which literal
/// arguments.
#[derive(Debug, Clone)]
pub struct GuaranteeSyntax {
    pub func: FuncId,
    /// The whole decorator.
    pub span: Span,
    /// The contract call as written (what a person approves).
    pub call: Span,
    pub helper: crate::layer::ContractHelper,
    pub args: Vec<DataValue>,
    pub kwargs: Vec<(String, DataValue)>,
    /// The typed paths among the arguments, each with the helper that checks it (run before
    /// the contract helper; a path written unplainly is refused).
    pub path_checks: Vec<(FuncId, String)>,
}

/// Whether a decorator is `@clauz3.guarantee(...)` however `clauz3` or `guarantee` was imported.
pub(super) fn is_guarantee(dec: &ast::Expr, env: &ModuleEnv) -> bool {
    let ast::Expr::Call(call) = dec else {
        return false;
    };
    match &*call.func {
        ast::Expr::Attribute(a) if a.attr.as_str() == "guarantee" => {
            matches!(&*a.value, ast::Expr::Name(n) if matches!(env.items.get(n.id.as_str()), Some(ModuleItem::Clauz3(None))))
        }
        ast::Expr::Name(n) => {
            matches!(env.items.get(n.id.as_str()), Some(ModuleItem::Clauz3(Some(g))) if g == "guarantee")
        }
        _ => false,
    }
}

/// Reads `@clauz3.guarantee(helper(literal, ...))`: exactly one call of a `@contract` helper of
/// a trusted layer, with literal arguments (what is approved is what is proved).
pub(super) fn guarantee_call(
    file: FileId,
    func: FuncId,
    dec: &ast::Expr,
    env: &ModuleEnv,
    layer: &Layer,
) -> Result<GuaranteeSyntax, Diagnostic> {
    let span = span_of(file, dec);
    let bad = |message: String, at: Span| Diagnostic::new(DiagKind::Config, "bad-guarantee", message, Some(at));
    let ast::Expr::Call(outer) = dec else {
        return Err(bad("`@clauz3.guarantee` must be called with one contract call".into(), span));
    };
    let [arg] = outer.args.as_slice() else {
        return Err(bad("`@clauz3.guarantee(...)` takes exactly one contract call, e.g. `@clauz3.guarantee(garden.only_beds([\"east\"]))`; stack decorators for several".into(), span));
    };
    if !outer.keywords.is_empty() {
        return Err(bad("`@clauz3.guarantee(...)` takes its contract call positionally".into(), span));
    }
    let call_span = span_of(file, arg);
    let not_contract = || {
        bad(
            "this guarantee is not a contract call; write `@clauz3.guarantee(module.helper(...))` calling a `@contract` helper of a trusted layer".into(),
            call_span,
        )
    };
    let ast::Expr::Call(call) = arg else { return Err(not_contract()) };
    let helper = match &*call.func {
        ast::Expr::Attribute(a) => match &*a.value {
            ast::Expr::Name(m) => match env.items.get(m.id.as_str()) {
                Some(ModuleItem::Module(dotted)) => layer.contract_in(dotted, a.attr.as_str()),
                _ => None,
            },
            _ => None,
        },
        ast::Expr::Name(n) => match env.items.get(n.id.as_str()) {
            Some(ModuleItem::Contract(module, name)) => layer.contract_in(module, name),
            _ => None,
        },
        _ => None,
    };
    let Some(helper) = helper else { return Err(not_contract()) };
    let leaf = |x: &ast::Expr| row_class_argument(x, env).or_else(|| super::paths::path_argument(x, env, layer));
    let literal = |e: &ast::Expr| {
        crate::syntax::literal_data_with(e, &leaf).ok_or_else(|| {
            bad(
                "a guarantee's arguments must be literals (numbers, strings, booleans, None, lists, tuples, sets or dicts of them, `clauz3.FilePath(\"...\")` / `clauz3.DirectoryPath(\"...\")`, row classes): what a person approves is what is proved".into(),
                span_of(file, e),
            )
        })
    };
    let args = call.args.iter().map(literal).collect::<Result<Vec<_>, _>>()?;
    let mut kwargs = Vec::with_capacity(call.keywords.len());
    for k in &call.keywords {
        let Some(name) = &k.arg else {
            return Err(bad("`**` arguments are not allowed in a guarantee".into(), span_of(file, k)));
        };
        kwargs.push((name.to_string(), literal(&k.value)?));
    }
    let mut path_checks = Vec::new();
    for value in args.iter().chain(kwargs.iter().map(|(_, v)| v)) {
        super::paths::checks_of(value, layer, &mut path_checks);
    }
    Ok(GuaranteeSyntax { func, span, call: call_span, helper: helper.clone(), args, kwargs, path_checks })
}

/// A row class named as a guarantee's argument (`beds_from(Bed, "name")`).
fn row_class_argument(e: &ast::Expr, env: &ModuleEnv) -> Option<crate::effects::DataValue> {
    let item = match e {
        ast::Expr::Name(n) => env.items.get(n.id.as_str()).cloned(),
        ast::Expr::Attribute(a) => match &*a.value {
            ast::Expr::Name(m) => match env.items.get(m.id.as_str()) {
                Some(ModuleItem::Module(dotted)) => {
                    env.module_items.get(&(dotted.clone(), a.attr.to_string())).cloned()
                }
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    match item {
        Some(ModuleItem::Constant(Const::RowClass(s))) => Some(crate::effects::DataValue::RowClass(s)),
        _ => None,
    }
}

//! Typed path arguments of guarantees (`clauz3.FilePath("a.md")`, `DirectoryPath("data")`):
//! read as rows of the classes `clauz3.paths` declares, each checked by that module's own
//! helper before the contract helper sees it.

use super::Layer;
use crate::effects::DataValue;
use crate::ir::{Const, FuncId};
use crate::syntax::{ModuleEnv, ModuleItem};
use rustpython_parser::ast;

/// `FilePath("...")` or `DirectoryPath("...")` (through `clauz3.` or imported), with one
/// string literal, as the row it builds.
pub fn path_argument(e: &ast::Expr, env: &ModuleEnv, layer: &Layer) -> Option<DataValue> {
    let ast::Expr::Call(call) = e else { return None };
    let class = match &*call.func {
        ast::Expr::Attribute(a) => match &*a.value {
            ast::Expr::Name(m) if matches!(env.items.get(m.id.as_str()), Some(ModuleItem::Clauz3(None))) => {
                crate::layer::reexported(a.attr.as_str()).and_then(|module| layer.schema_in(module, a.attr.as_str()))
            }
            _ => None,
        },
        ast::Expr::Name(n) => match env.items.get(n.id.as_str()) {
            Some(ModuleItem::Clauz3(Some(name))) => {
                crate::layer::reexported(name).and_then(|module| layer.schema_in(module, name))
            }
            Some(ModuleItem::Constant(Const::RowClass(schema))) if layer.path_check(&schema.qualified).is_some() => {
                Some(schema)
            }
            _ => None,
        },
        _ => None,
    }?;
    let ([ast::Expr::Constant(c)], true) = (call.args.as_slice(), call.keywords.is_empty()) else { return None };
    let ast::Constant::Str(text) = &c.value else { return None };
    Some(DataValue::Row { schema: class.clone(), values: vec![DataValue::Str(text.clone())] })
}

/// The checks the typed paths inside `value` need: (checking helper, path).
pub fn checks_of(value: &DataValue, layer: &Layer, out: &mut Vec<(FuncId, String)>) {
    match value {
        DataValue::Row { schema, values } => {
            if let (Some(check), [DataValue::Str(text)]) = (layer.path_check(&schema.qualified), values.as_slice()) {
                out.push((check, text.clone()));
            }
        }
        DataValue::List(items) | DataValue::Tuple(items) | DataValue::Set(items) => {
            items.iter().for_each(|v| checks_of(v, layer, out));
        }
        DataValue::Dict(pairs) => pairs.iter().for_each(|(k, v)| {
            checks_of(k, layer, out);
            checks_of(v, layer, out);
        }),
        DataValue::None
        | DataValue::Bool(_)
        | DataValue::Int(_)
        | DataValue::Float(_)
        | DataValue::Str(_)
        | DataValue::RowClass(_)
        | DataValue::Symbol(_) => {}
    }
}

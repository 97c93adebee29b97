//! `int | None`, `str | list[int]`: the `types.UnionType` CPython makes of `|` between classes,
//! written as it writes one (`int | None`, a class of the program as `__main__.Box`), equal to
//! another of the same types in any order, flattened and without repeats; `isinstance`
//! takes it as the tuple of its types. `typing_parts` answers the modelled `typing`'s
//! questions about these values and subscripted classes (`_typing(op, value)`).

use crate::interp::contract_object::ContractObject;
use crate::interp::Value;
use crate::ir::{Method, ReceiverType};
use crate::sema::Fault;
use crate::source::Span;
use std::any::Any;
use std::rc::Rc;

type Kwargs = Vec<(Rc<str>, Value)>;

/// The types of an `X | Y` union, in the order first written.
#[derive(Debug)]
pub struct UnionType {
    args: Vec<Value>,
}

fn as_union(v: &Value) -> Option<&UnionType> {
    let Value::Contract(c) = v else { return None };
    c.as_any().downcast_ref::<UnionType>()
}

/// The types of `v`, if it is an `X | Y` union.
pub fn members(v: &Value) -> Option<&[Value]> {
    as_union(v).map(|u| &u.args[..])
}

/// Whether `v` may stand on either side of a union's `|`: a class, `None`, a subscripted
/// builtin type, another union.
fn is_type_operand(v: &Value) -> bool {
    match v {
        Value::Builtin(b) => b.is_class() || b.unnamed_class(),
        Value::Class(_) | Value::ExcClass(_) | Value::None => true,
        Value::Contract(_) => as_union(v).is_some() || super::origin(v).is_some(),
        _ => false,
    }
}

/// `l | r` where either is a class: their union, CPython's `TypeError` when the other is no
/// type; `None` when neither is a class. A subscripted generic class of the program makes a
/// `typing.Union` in CPython, which this value is not: refused, as is a row class.
pub fn union(l: &Value, r: &Value, at: Span) -> Option<Result<Value, Fault>> {
    let class = |v: &Value| is_type_operand(v) && !matches!(v, Value::None);
    if !class(l) && !class(r) {
        return None;
    }
    let row_class = |v: &Value| matches!(v, Value::RowClass(_) | Value::ViewClass(_));
    if row_class(l) || row_class(r) {
        return Some(Err(Fault::unsupported("`|` of a row class (CPython makes a `types.UnionType` of it)", at)));
    }
    if !is_type_operand(l) || !is_type_operand(r) {
        let message = format!("unsupported operand type(s) for |: '{}' and '{}'", l.class_name(), r.class_name());
        return Some(Err(Fault::type_error(message, at)));
    }
    if super::is_typing(l) || super::is_typing(r) {
        return Some(Err(Fault::unsupported(
            "`|` of a subscripted generic class (CPython makes a `typing.Union` of it: write `Union[...]` or `Optional[...]`)",
            at,
        )));
    }
    let mut args: Vec<Value> = Vec::new();
    for side in [l, r] {
        let one = [side.clone()];
        let parts = members(side).unwrap_or(&one);
        for part in parts {
            let part = match part {
                Value::None => Value::Builtin(crate::ir::Builtin::NoneType),
                other => other.clone(),
            };
            if !args.iter().any(|a| crate::interp::value::py_eq(a, &part)) {
                args.push(part);
            }
        }
    }
    if args.len() == 1 {
        return args.pop().map(Ok);
    }
    Some(Ok(Value::Contract(Rc::new(Box::new(UnionType { args })))))
}

/// `==` between two unions: the same types in any order; `None` unless both are unions.
pub fn equal(a: &Value, b: &Value) -> Option<bool> {
    let (a, b) = (as_union(a)?, as_union(b)?);
    let within = |xs: &[Value], ys: &[Value]| xs.iter().all(|x| ys.iter().any(|y| crate::interp::value::py_eq(x, y)));
    Some(within(&a.args, &b.args) && within(&b.args, &a.args))
}

/// Hashes a contract value that is no subscripted class: a union by its types in any order
/// (their hashes combined without order), any other by what makes it itself.
pub(in crate::interp) fn hash_other<H: std::hash::Hasher>(c: &Rc<Box<dyn ContractObject>>, v: &Value, state: &mut H) {
    use std::hash::Hash;
    match members(v) {
        Some(types) => types
            .iter()
            .map(|t| {
                let mut one = std::collections::hash_map::DefaultHasher::new();
                crate::interp::value::hash_value(t, &mut one);
                std::hash::Hasher::finish(&one)
            })
            .fold(0u64, |acc, h| acc ^ h)
            .hash(state),
        None => crate::interp::module_value::hash_key(c).hash(state),
    }
}

impl ContractObject for UnionType {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn type_name(&self) -> &'static str {
        "types.UnionType"
    }
    fn describe(&self) -> String {
        let texts: Vec<String> = self
            .args
            .iter()
            .map(|a| match a {
                Value::Builtin(crate::ir::Builtin::NoneType) => "None".to_owned(),
                other => super::type_text(other, false),
            })
            .collect();
        texts.join(" | ")
    }
    fn has_relation_methods(&self) -> bool {
        false
    }
    fn native(&self) -> Option<ReceiverType> {
        Some(ReceiverType::GenericAlias)
    }
    fn call_method(&self, _m: Method, _args: Vec<Value>, _kwargs: Kwargs, _at: Span) -> Option<Result<Value, Fault>> {
        None
    }
    fn attribute(&self, name: &str, at: Span) -> Result<Value, Fault> {
        match name {
            "__args__" => Ok(Value::tuple(self.args.clone())),
            _ => Err(Fault::unsupported(format!("`{name}` of an `X | Y` union (`__args__` is modelled)"), at)),
        }
    }
    fn index(&self, _key: Value, at: Span) -> Result<Value, Fault> {
        Err(Fault::unsupported("subscripting an `X | Y` union", at))
    }
}

/// `_typing(op, value)` of the modelled `typing`: `"alias"` gives `(origin, args)` of a
/// subscripted class (`list[int]`, `Box[int]`), `"union"` the types of an `X | Y` union,
/// `"generic"` the class `typing.Generic` itself if that is the value; `None` otherwise.
pub fn typing_parts(args: &[Value], at: Span) -> Result<Value, Fault> {
    let [Value::Str(op), value] = args else {
        return Err(Fault::internal("`<typing>` takes an operation and a value", at));
    };
    Ok(match op.as_str() {
        "alias" => match super::parts(value) {
            Some((origin, args)) => Value::tuple(vec![origin.clone(), Value::tuple(args.to_vec())]),
            None => Value::None,
        },
        "union" => members(value).map_or(Value::None, |m| Value::tuple(m.to_vec())),
        "generic" => match value {
            Value::Class(c) if crate::ir::marker_class("typing", "Generic").is_some_and(|g| Rc::ptr_eq(&g, c)) => {
                value.clone()
            }
            _ => Value::None,
        },
        other => return Err(Fault::internal(format!("`<typing>` has no operation {other:?}"), at)),
    })
}

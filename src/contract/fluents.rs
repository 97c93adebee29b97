//! Fluents in contracts: `F.final.all(lambda d: ...)` and `F.final[k] == v` / `!= v`, and what
//! they mean — the final state is the fold of the run's updates in program order (each call's
//! `F.set(key, value)` writes when the call is made; the last write wins; unwritten keys keep
//! `initial`).

use super::meaning::{Logic, SpecError};
use super::{ContractValue, Lambda, Spec};
use crate::interp::Value;
use crate::ir::{FluentDecl, Method, PyExc, TypeExpr};
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

fn wrap(c: ContractValue) -> Value {
    Value::Contract(Rc::new(Box::new(c)))
}

/// `F.final`.
pub fn attribute(c: &ContractValue, name: &str, at: Span) -> Result<Value, Fault> {
    match (c, name) {
        (ContractValue::Fluent(f), "final") => Ok(wrap(ContractValue::Final(f.clone()))),
        _ => {
            Err(Fault::exc(PyExc::AttributeError, format!("'{}' object has no attribute '{name}'", c.type_name()), at))
        }
    }
}

/// Whether a plain value is of a fluent's key or value type (`bool` is not an `int` here).
pub fn fits(v: &Value, ty: &TypeExpr) -> bool {
    match ty {
        TypeExpr::Int => matches!(v, Value::Int(_) | Value::Big(_)),
        TypeExpr::Bool => matches!(v, Value::Bool(_)),
        TypeExpr::Str => matches!(v, Value::Str(_)),
        _ => false,
    }
}

/// `F.final[key]`.
pub fn final_at(c: &ContractValue, key: Value, at: Span) -> Result<Value, Fault> {
    let ContractValue::Final(f) = c else {
        return Err(Fault::type_error(format!("'{}' object is not subscriptable", c.type_name()), at));
    };
    if !fits(&key, &f.key) {
        return Err(Fault::type_error(
            format!("fluent {} has {} keys, not {}", f.name, f.key.display(), crate::interp::repr(&key)),
            at,
        ));
    }
    Ok(wrap(ContractValue::FinalAt(f.clone(), key)))
}

/// `F.final.all(lambda d: ...)`.
pub fn method(m: Method, c: &ContractValue, args: Vec<Value>, at: Span) -> Result<Value, Fault> {
    match (m, c, args.as_slice()) {
        (Method::All, ContractValue::Final(f), [Value::Function(lambda)]) => {
            Ok(wrap(ContractValue::Spec(Rc::new(Spec::FluentAll(f.clone(), lambda.clone())))))
        }
        _ => Err(Fault::type_error(
            format!(
                "{}.{}() is not part of the contract language (use `.final.all(lambda d: ...)`)",
                c.describe(),
                m.name()
            ),
            at,
        )),
    }
}

/// `F.final[k] == v` / `!=`; `None` when neither side is a final value.
pub fn compare(equal: bool, l: &Value, r: &Value, at: Span) -> Option<Result<Value, Fault>> {
    let (at_key, value) = match (l, r) {
        (Value::Contract(c), v) | (v, Value::Contract(c))
            if matches!(super::contract_value(&***c), Some(ContractValue::FinalAt(..))) =>
        {
            (c, v)
        }
        _ => return None,
    };
    let Some(ContractValue::FinalAt(fluent, key)) = super::contract_value(&***at_key) else { return None };
    if !fits(value, &fluent.value) {
        return Some(Err(Fault::type_error(
            format!("fluent {} has {} values, not {}", fluent.name, fluent.value.display(), crate::interp::repr(value)),
            at,
        )));
    }
    let spec = Spec::FluentIs { fluent: fluent.clone(), key: key.clone(), value: value.clone(), equal };
    Some(Ok(wrap(ContractValue::Spec(Rc::new(spec)))))
}

/// The value key `key` of `fluent` has when the run ends.
fn final_value<L: Logic>(fluent: &FluentDecl, key: &L::Val, logic: &mut L) -> Result<L::Val, SpecError> {
    let mut value = logic.value(&crate::interp::const_value(&fluent.initial))?;
    for call in 0..logic.calls().len() {
        for update in logic.updates(call) {
            if *update.fluent != *fluent {
                continue;
            }
            if logic.at_other_rows(call)?.is_some() {
                return Err(SpecError::new(
                    "a fluent updated inside a loop over a query result is not supported (the reference refuses it too)",
                ));
            }
            let written = logic.operand(call, &update.key)?;
            let same = logic.same(&written, key)?;
            let reached = logic.reached(call);
            let writes = logic.and(vec![reached, same]);
            let new = logic.operand(call, &update.value)?;
            value = logic.choose(writes, new, value)?;
        }
    }
    Ok(value)
}

/// What a fluent spec means.
pub fn holds<L: Logic>(spec: &Spec, logic: &mut L) -> Result<L::Bool, SpecError> {
    match spec {
        Spec::FluentIs { fluent, key, value, equal } => {
            let key = logic.value(key)?;
            let end = final_value(fluent, &key, logic)?;
            let expected = logic.value(value)?;
            let same = logic.same(&end, &expected)?;
            Ok(if *equal { same } else { logic.not(same) })
        }
        Spec::FluentAll(fluent, predicate) => all(fluent, predicate, logic),
        _ => Err(SpecError::new("not a fluent spec")),
    }
}

fn all<L: Logic>(fluent: &FluentDecl, predicate: &Lambda, logic: &mut L) -> Result<L::Bool, SpecError> {
    let mut written = Vec::new();
    for call in 0..logic.calls().len() {
        for update in logic.updates(call) {
            if *update.fluent == *fluent {
                written.push(logic.operand(call, &update.key)?);
            }
        }
    }
    let mut parts = Vec::new();
    for key in logic.keys(fluent, written)? {
        let value = final_value(fluent, &key, logic)?;
        let result = logic.apply_to(predicate, vec![(Rc::from("key"), key), (Rc::from("value"), value)])?;
        parts.push(logic.truth(&result)?);
    }
    Ok(logic.and(parts))
}

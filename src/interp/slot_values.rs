//! A builtin type's special method read as a value (`sema/slot_wrappers.rs`): on the type,
//! CPython's `wrapper_descriptor` (`int.__add__`, written `<slot wrapper '__add__' of 'int'
//! objects>`), called with the receiver first; on a value, its `method-wrapper` (`(10).__sub__`),
//! bound to it, whose text holds the value's address and is refused.

use super::contract_object::ContractObject;
use super::Value;
use crate::ir::{Builtin, CmpOp, Method, ReceiverType};
use crate::sema::Fault;
use crate::source::Span;
use std::any::Any;
use std::rc::Rc;

type Kwargs = Vec<(Rc<str>, Value)>;

/// The special method `name` of `receiver`: a builtin type (`Value::Builtin`) or a value.
#[derive(Debug)]
pub struct SlotValue {
    pub name: &'static str,
    pub receiver: Value,
}

/// The slot `name` of `receiver` as a value.
pub fn slot_value(name: &'static str, receiver: Value) -> Value {
    Value::Contract(Rc::new(Box::new(SlotValue { name, receiver })))
}

/// The slot `v` is, if it is one: its name and receiver.
pub fn as_slot(v: &Value) -> Option<&SlotValue> {
    let Value::Contract(c) = v else { return None };
    c.as_any().downcast_ref::<SlotValue>()
}

impl SlotValue {
    /// Whether it is bound to a value (a `method-wrapper`) rather than read from a type.
    pub fn bound(&self) -> bool {
        on_type(&self.receiver).is_none()
    }
}

/// The builtin type a slot is read from, when it is read from a type.
fn on_type(receiver: &Value) -> Option<Builtin> {
    match receiver {
        Value::Builtin(b) if b.as_type().is_some() => Some(*b),
        _ => None,
    }
}

/// `==` between two slot values read from types: one name of one type (CPython keeps one
/// descriptor per type and name). A bound one equals only itself.
pub fn equal(a: &Value, b: &Value) -> Option<bool> {
    let (a, b) = (as_slot(a)?, as_slot(b)?);
    Some(a.name == b.name && on_type(&a.receiver).is_some_and(|t| on_type(&b.receiver) == Some(t)))
}

/// `==`/`!=` between two slot values: one name read from one type, or bound to one object, as
/// CPython's `method-wrapper` compares its value by identity (refused where that identity is
/// CPython's implementation detail, two equal ints).
pub fn compare(op: CmpOp, l: &Value, r: &Value, at: Span) -> Option<Result<bool, Fault>> {
    let (a, b) = (as_slot(l)?, as_slot(r)?);
    if !matches!(op, CmpOp::Eq | CmpOp::NotEq) {
        return None;
    }
    let same = if a.name != b.name || a.bound() != b.bound() {
        Ok(false)
    } else if a.bound() {
        super::identity::identical(&a.receiver, &b.receiver, at)
    } else {
        Ok(on_type(&a.receiver) == on_type(&b.receiver))
    };
    Some(same.map(|same| same == (op == CmpOp::Eq)))
}

impl ContractObject for SlotValue {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn type_name(&self) -> &'static str {
        if on_type(&self.receiver).is_some() {
            "wrapper_descriptor"
        } else {
            "method-wrapper"
        }
    }
    fn describe(&self) -> String {
        match on_type(&self.receiver) {
            Some(ty) => {
                format!("<slot wrapper '{}' of '{}' objects>", self.name, ty.as_type().map_or(ty.name(), |t| t.name()))
            }
            None => format!("<method-wrapper '{}' of {} object>", self.name, self.receiver.type_name()),
        }
    }
    fn has_relation_methods(&self) -> bool {
        false
    }
    fn native(&self) -> Option<ReceiverType> {
        Some(ReceiverType::SlotWrapper)
    }
    fn call_method(&self, _m: Method, _args: Vec<Value>, _kwargs: Kwargs, _at: Span) -> Option<Result<Value, Fault>> {
        None
    }
    fn attribute(&self, name: &str, at: Span) -> Result<Value, Fault> {
        match name {
            "__name__" => Ok(Value::str(self.name)),
            _ => {
                Err(Fault::unsupported(format!("`.{name}` of the special method `{}` read as a value", self.name), at))
            }
        }
    }
    fn index(&self, _key: Value, at: Span) -> Result<Value, Fault> {
        Err(Fault::type_error(format!("'{}' object is not subscriptable", self.type_name()), at))
    }
}

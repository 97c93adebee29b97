//! A modelled module used as a value (`rng = random`, `def roll(rng=random)`, `m = math`):
//! a native object holding what the program may read through it, the members lowering
//! found for the module (`syntax::module_value`). Reading `m.sqrt` gives the same function
//! `math.sqrt` gives; a member the model does not hold there is refused, never guessed.

use super::contract_object::ContractObject;
use super::Value;
use crate::ir::{Method, ReceiverType};
use crate::sema::Fault;
use crate::source::Span;
use std::any::Any;
use std::rc::Rc;

type Kwargs = Vec<(Rc<str>, Value)>;

/// A module as a value: its dotted name and the members read through it, by name.
#[derive(Debug)]
pub struct ModuleObj {
    name: Rc<str>,
    members: Kwargs,
}

/// The module `name` whose readable members are `members` (`Builtin::ModuleObject`).
pub fn module(name: Rc<str>, members: Kwargs) -> Value {
    Value::Contract(Rc::new(Box::new(ModuleObj { name, members })))
}

/// The name of a module value, if `v` is one.
pub fn module_name(v: &Value) -> Option<Rc<str>> {
    let Value::Contract(c) = v else { return None };
    c.as_any().downcast_ref::<ModuleObj>().map(|m| m.name.clone())
}

/// Whether two contract objects are one object: the same allocation, or two values of one
/// module (each read of `math` as a value makes its own `ModuleObj`, but CPython's
/// `sys.modules` holds one module object per name, so `import math as m; m is math`).
pub fn same_object(a: &Rc<Box<dyn ContractObject>>, b: &Rc<Box<dyn ContractObject>>) -> bool {
    if std::ptr::addr_eq(Rc::as_ptr(a), Rc::as_ptr(b)) {
        return true;
    }
    let name = |c: &Rc<Box<dyn ContractObject>>| c.as_any().downcast_ref::<ModuleObj>().map(|m| m.name.clone());
    matches!((name(a), name(b)), (Some(x), Some(y)) if x == y)
}

/// What a contract object hashes by: its module's name for a module (so the values of one
/// module are one key), else where it lives.
pub fn hash_key(c: &Rc<Box<dyn ContractObject>>) -> Result<Rc<str>, usize> {
    match c.as_any().downcast_ref::<ModuleObj>() {
        Some(m) => Ok(m.name.clone()),
        None => Err(Rc::as_ptr(c).cast::<()>() as usize),
    }
}

impl ContractObject for ModuleObj {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn type_name(&self) -> &'static str {
        "module"
    }
    /// For messages only: CPython's text names where the module is installed, so the
    /// program's output never holds it (`repr::check_int_text` refuses it).
    fn describe(&self) -> String {
        format!("<module '{}'>", self.name)
    }
    fn has_relation_methods(&self) -> bool {
        false
    }
    fn native(&self) -> Option<ReceiverType> {
        Some(ReceiverType::Module)
    }
    fn call_method(&self, _m: Method, _args: Vec<Value>, _kwargs: Kwargs, _at: Span) -> Option<Result<Value, Fault>> {
        None
    }
    fn attribute(&self, name: &str, at: Span) -> Result<Value, Fault> {
        match self.members.iter().find(|(n, _)| &**n == name) {
            Some((_, v)) => Ok(v.clone()),
            None if name == "__name__" => Ok(Value::str(&*self.name)),
            None if crate::ir::module_names::cpython_has(&self.name, name) == Some(false) => Err(Fault::exc(
                crate::ir::PyExc::AttributeError,
                format!("module '{}' has no attribute '{name}'", self.name),
                at,
            )),
            None => Err(member_refused(&self.name, name, at)),
        }
    }
    fn index(&self, _key: Value, at: Span) -> Result<Value, Fault> {
        Err(Fault::type_error("'module' object is not subscriptable", at))
    }
}

/// A member read through a module value that the model does not hold there.
pub fn member_refused(module: &str, name: &str, at: Span) -> Fault {
    Fault::unsupported(
        format!(
            "`{name}` of the module `{module}` used as a value is not modelled (name the module: `{module}.{name}`)"
        ),
        at,
    )
}

//! Contract values as the interpreter holds them. Relations, aggregates, specs and fluents
//! belong to `contract`, which sits above the interpreter (ARCHITECTURE.md, layer order): the
//! interpreter sees one only through [`ContractObject`], and reaches the contract dialect's
//! builtins, comparisons and fluent constants through the [`ContractOps`] that `contract`
//! registers when a program is loaded.

use super::Value;
use crate::ir::{Builtin, CmpOp, FluentDecl, Method};
use crate::sema::Fault;
use crate::source::Span;
use std::any::Any;
use std::rc::Rc;
use std::sync::OnceLock;

type Kwargs = Vec<(Rc<str>, Value)>;

/// A value of the contract language.
pub trait ContractObject: std::fmt::Debug {
    /// For `contract`, to get its own value back.
    fn as_any(&self) -> &dyn Any;
    /// The Python type name, for messages.
    fn type_name(&self) -> &'static str;
    /// How it is shown: the contract as written.
    fn describe(&self) -> String;
    /// Whether the relation methods (`all`, `count`, ...) apply to it.
    fn has_relation_methods(&self) -> bool;
    /// For a native object of a modelled module rather than a contract value (`re` patterns
    /// and matches): its type for method lookup. Such an object is true, compared by
    /// identity and shown by `describe` alone.
    fn native(&self) -> Option<crate::ir::ReceiverType> {
        None
    }
    /// Calls method `m` on it; `None` when it has no such method, which the caller reports.
    fn call_method(&self, m: Method, args: Vec<Value>, kwargs: Kwargs, at: Span) -> Option<Result<Value, Fault>>;
    /// `value.name`.
    fn attribute(&self, name: &str, at: Span) -> Result<Value, Fault>;
    /// `value[key]`.
    fn index(&self, key: Value, at: Span) -> Result<Value, Fault>;
}

/// What the interpreter asks of the contract language beyond one value's methods.
pub struct ContractOps {
    /// A builtin only the contract dialect has (`effect`, `ConjunctionSpec`, ...).
    pub builtin: fn(Builtin, Vec<Value>, Kwargs, Span) -> Result<Value, Fault>,
    /// A comparison with a contract value on either side (`Water.count() <= 2`).
    pub compare: fn(CmpOp, &Value, &Value, Span) -> Result<Value, Fault>,
    /// A declared fluent, as a value.
    pub fluent: fn(&Rc<FluentDecl>) -> Value,
}

static CONTRACT_OPS: OnceLock<ContractOps> = OnceLock::new();

/// Installs the contract language's operations (the first registration stays: there is one).
pub fn register_contract_ops(ops: ContractOps) {
    let _ = CONTRACT_OPS.set(ops);
}

/// The registered operations, or the fault of a contract construct met before any were.
pub(super) fn contract_ops(at: Span) -> Result<&'static ContractOps, Fault> {
    CONTRACT_OPS
        .get()
        .ok_or_else(|| Fault::internal("the contract language is not registered with the interpreter", at))
}

/// A declared fluent as a value. Fluents are declared by trusted layers, and loading a layer
/// registers the contract language first (`layer::check`); should that order ever break, the
/// fluent is a value whose every use is an internal fault, never a panic.
pub(super) fn fluent_value(f: &Rc<FluentDecl>) -> Value {
    match CONTRACT_OPS.get() {
        Some(ops) => (ops.fluent)(f),
        None => Value::Contract(Rc::new(Box::new(UnregisteredFluent(f.clone())))),
    }
}

/// A fluent met before the contract language was registered.
#[derive(Debug)]
struct UnregisteredFluent(Rc<FluentDecl>);

impl UnregisteredFluent {
    fn fault(&self, at: Span) -> Fault {
        Fault::internal(format!("fluent {} used before the contract language was registered", self.0.name), at)
    }
}

impl ContractObject for UnregisteredFluent {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn type_name(&self) -> &'static str {
        "Fluent"
    }
    fn describe(&self) -> String {
        self.0.name.to_string()
    }
    fn has_relation_methods(&self) -> bool {
        false
    }
    fn call_method(&self, _: Method, _: Vec<Value>, _: Kwargs, at: Span) -> Option<Result<Value, Fault>> {
        Some(Err(self.fault(at)))
    }
    fn attribute(&self, _: &str, at: Span) -> Result<Value, Fault> {
        Err(self.fault(at))
    }
    fn index(&self, _: Value, at: Span) -> Result<Value, Fault> {
        Err(self.fault(at))
    }
}

//! Function values in the symbolic domain. Python looks a closure's free variables up when the
//! function is *called*, in cells it shares with the frame that made it, so a variable
//! reassigned (or a list changed) after the `def` is what the call sees. A cell of the
//! symbolic domain may hold a term, which a plain `Value` cannot, so the function value the
//! program handles is a plain token (its identity, name and repr are the interpreter's) and
//! the closure itself, with the very cells the frame writes, is kept here for the run and
//! found again by the token when the value is called.

use crate::interp::Value;
use crate::ir::Method;
use crate::sema::{Callable, Closure, Fault};
use crate::source::Span;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::SymVal;

/// What a bound method's token holds for its receiver: the plain value, or for an instance
/// holding terms its address (kept alive by the closure table, so no other instance takes it).
fn receiver_token(receiver: &SymVal) -> Value {
    match receiver {
        SymVal::Concrete(v) => v.clone(),
        SymVal::Object(o) => Value::Int(Rc::as_ptr(o) as usize as i64),
        // Only instances and classes are bound; anything else gets a marker of its own.
        SymVal::Int(_)
        | SymVal::Bool(_)
        | SymVal::Str(_)
        | SymVal::Tuple(_)
        | SymVal::Range(_)
        | SymVal::Record(_)
        | SymVal::Float(_)
        | SymVal::List(_)
        | SymVal::Dict(_)
        | SymVal::Seq(_)
        | SymVal::Rows(_)
        | SymVal::Set(_)
        | SymVal::View(_) => {
            static NEXT: std::sync::atomic::AtomicI64 = std::sync::atomic::AtomicI64::new(i64::MIN);
            Value::Int(NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
        }
    }
}

/// The closures made on one run, by their token.
#[derive(Default)]
pub struct Closures {
    /// Keyed by the token's address; the token is kept alive with its entry, so no other
    /// function value can take its address during the run.
    made: HashMap<usize, (Rc<Closure<Value>>, Closure<SymVal>)>,
    /// Methods bound to a receiver that holds terms (`key=d.get` on a dict of unknowns), by
    /// their token's address, kept alive the same way.
    bound: HashMap<usize, (Rc<(Method, Value)>, SymVal)>,
    /// Special methods read as values from a value holding terms (`n.__add__`), by the
    /// address of the slot value, kept alive the same way.
    slots: HashMap<usize, (Value, SymVal)>,
}

impl Closures {
    /// The value a `def` or `lambda` evaluates to.
    pub fn value(&mut self, closure: Closure<SymVal>) -> Value {
        // The token's own cells are never read through the table; they stay unbound so that
        // anything calling it outside this domain fails loudly instead of seeing stale values.
        let cells = (0..closure.free.len()).map(|_| Rc::new(RefCell::new(None))).collect::<Vec<_>>();
        let mut token = Closure::new(closure.func, Rc::from(cells));
        // A bound method's token carries its receiver when that is a plain value, else the
        // instance's address, so that two tokens of one method bound to one instance compare
        // equal as CPython's bound methods do (`value_of_receiver`).
        token.bound = closure.bound.as_ref().map(receiver_token);
        let token = Rc::new(token);
        if !closure.free.is_empty() || !closure.defaults.is_empty() || closure.bound.is_some() {
            self.made.insert(Rc::as_ptr(&token) as usize, (token.clone(), closure));
        }
        Value::Function(token)
    }

    /// The value a method taken from `receiver` evaluates to (`d.get`, `str.lower`).
    pub fn method(&mut self, m: Method, receiver: SymVal) -> Value {
        if let SymVal::Concrete(v) = receiver {
            return Value::Method(Rc::new((m, v)));
        }
        let token = Rc::new((m, Value::None));
        self.bound.insert(Rc::as_ptr(&token) as usize, (token.clone(), receiver));
        Value::Method(token)
    }

    /// The value a special method read from `receiver` evaluates to (`int.__add__`, `n.__sub__`).
    pub fn slot(&mut self, name: &'static str, receiver: SymVal) -> Value {
        if let SymVal::Concrete(v) = receiver {
            return crate::interp::slot_values::slot_value(name, v);
        }
        // The token's receiver stands for the real one only as `receiver_token` says (an
        // address, or a marker of its own), so comparing two tokens is never a guess.
        let token = crate::interp::slot_values::slot_value(name, receiver_token(&receiver));
        let Value::Contract(c) = &token else { return token };
        self.slots.insert(Rc::as_ptr(c).cast::<()>() as usize, (token.clone(), receiver));
        token
    }

    /// The name and receiver of a special method value, if `v` is one.
    pub fn slot_of(&self, v: &Value) -> Option<(&'static str, SymVal)> {
        let slot = crate::interp::slot_values::as_slot(v)?;
        let Value::Contract(c) = v else { return None };
        Some(match self.slots.get(&(Rc::as_ptr(c).cast::<()>() as usize)) {
            Some((_, receiver)) => (slot.name, receiver.clone()),
            None => (slot.name, SymVal::Concrete(slot.receiver.clone())),
        })
    }

    /// The receiver of a method value: the one kept for its token, or its plain receiver.
    pub fn receiver(&self, token: &Rc<(Method, Value)>) -> SymVal {
        match self.bound.get(&(Rc::as_ptr(token) as usize)) {
            Some((_, receiver)) => receiver.clone(),
            None => SymVal::Concrete(token.1.clone()),
        }
    }

    /// The closure behind a function value: the one made on this run, sharing its cells with
    /// the frame that made it, or (for a function made by the interpreter, a contract's
    /// lambda) its captured plain values and defaults.
    pub fn closure(&self, token: &Rc<Closure<Value>>) -> Closure<SymVal> {
        if let Some((_, made)) = self.made.get(&(Rc::as_ptr(token) as usize)) {
            return made.clone();
        }
        let free: Vec<_> =
            token.free.iter().map(|cell| Rc::new(RefCell::new(cell.borrow().clone().map(SymVal::Concrete)))).collect();
        let defaults: Vec<_> = token.defaults.iter().map(|(i, v)| (*i, SymVal::Concrete(v.clone()))).collect();
        let bound = token.bound.clone().map(SymVal::Concrete);
        Closure { func: token.func, free: Rc::from(free), defaults: Rc::from(defaults), bound }
    }
}

impl super::Symbolic<'_> {
    /// What calling `v` calls (`Domain::callable`).
    pub(super) fn callable_of(&mut self, v: &SymVal, at: Span) -> Result<Callable<SymVal>, Fault> {
        match v {
            SymVal::Concrete(Value::Builtin(b)) => Ok(Callable::Builtin(*b)),
            SymVal::Concrete(Value::Function(c)) => Ok(Callable::Closure(self.closures.closure(c))),
            SymVal::Concrete(Value::Method(m)) => Ok(Callable::Method(m.0, self.closures.receiver(m))),
            SymVal::Concrete(Value::Class(c)) => Ok(Callable::Class(c.clone())),
            SymVal::Concrete(Value::ExcClass(c)) => Ok(Callable::Exception((**c).clone())),
            SymVal::Concrete(v) if self.closures.slot_of(v).is_some() => {
                let (name, receiver) = self.closures.slot_of(v).expect("checked just above");
                Ok(Callable::Slot(name, receiver))
            }
            // `Box[int](5)`: a subscripted class calls its class.
            SymVal::Concrete(alias @ Value::Contract(_)) if crate::interp::generic_alias::origin(alias).is_some() => {
                let origin = crate::interp::generic_alias::origin(alias).unwrap_or(Value::None);
                self.callable_of(&SymVal::Concrete(origin), at)
            }
            other @ (SymVal::Concrete(_)
            | SymVal::Int(_)
            | SymVal::Bool(_)
            | SymVal::Str(_)
            | SymVal::Tuple(_)
            | SymVal::Range(_)
            | SymVal::Record(_)
            | SymVal::Float(_)
            | SymVal::List(_)
            | SymVal::Dict(_)
            | SymVal::Seq(_)
            | SymVal::Rows(_)
            | SymVal::Set(_)
            | SymVal::View(_)
            | SymVal::Object(_)) => Err(super::exceptions::unshown(Fault::type_error(
                format!("'{}' object is not callable", crate::sema::Domain::show(self, other)),
                at,
            ))),
        }
    }
}

//! Function values in the symbolic domain. Python looks a closure's free variables up when the
//! function is *called*, in cells it shares with the frame that made it, so a variable
//! reassigned (or a list changed) after the `def` is what the call sees. A cell of the
//! symbolic domain may hold a term, which a plain `Value` cannot, so the function value the
//! program handles is a plain token (its identity, name and repr are the interpreter's) and
//! the closure itself, with the very cells the frame writes, is kept here for the run and
//! found again by the token when the value is called.

use crate::interp::Value;
use crate::ir::Method;
use crate::sema::Closure;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::SymVal;

/// The closures made on one run, by their token.
#[derive(Default)]
pub struct Closures {
    /// Keyed by the token's address; the token is kept alive with its entry, so no other
    /// function value can take its address during the run.
    made: HashMap<usize, (Rc<Closure<Value>>, Closure<SymVal>)>,
    /// Methods bound to a receiver that holds terms (`key=d.get` on a dict of unknowns), by
    /// their token's address, kept alive the same way.
    bound: HashMap<usize, (Rc<(Method, Value)>, SymVal)>,
}

impl Closures {
    /// The value a `def` or `lambda` evaluates to.
    pub fn value(&mut self, closure: Closure<SymVal>) -> Value {
        // The token's own cells are never read through the table; they stay unbound so that
        // anything calling it outside this domain fails loudly instead of seeing stale values.
        let cells = (0..closure.free.len()).map(|_| Rc::new(RefCell::new(None))).collect::<Vec<_>>();
        let token = Rc::new(Closure::new(closure.func, Rc::from(cells)));
        if !closure.free.is_empty() || !closure.defaults.is_empty() {
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
        Closure { func: token.func, free: Rc::from(free), defaults: Rc::from(defaults) }
    }
}

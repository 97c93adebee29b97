//! The one evaluator: statement and expression semantics written once, generic over a value
//! [`Domain`]. The interpreter is this evaluator over concrete values; the prover is the same
//! evaluator over Z3 terms. There is exactly one `match` over statement kinds (`exec.rs`) and one
//! over expression kinds (`eval.rs`) in the crate.
#![deny(clippy::wildcard_enum_match_arm)]

mod call;
mod domain;
mod eval;
mod exec;
mod fault;

pub use domain::{BuildKind, Callable, Cell, Closure, Domain, EffectCall};
pub use fault::{Fault, FaultKind, LimitKind};

use crate::ir::{FuncId, Program};
use std::rc::Rc;

/// Drives one domain over one program.
pub struct Evaluator<'p, D: Domain> {
    pub program: &'p Program,
    pub domain: D,
    /// The captured cells of every module-level function: none, shared so calls do not allocate.
    no_free: Rc<[Cell<D::Val>]>,
    /// Local-slot vectors of finished frames, reused so most calls do not allocate.
    spare_locals: Vec<Vec<Option<D::Val>>>,
}

impl<'p, D: Domain> Evaluator<'p, D> {
    pub fn new(program: &'p Program, domain: D) -> Self {
        Evaluator { program, domain, no_free: Rc::from(Vec::new()), spare_locals: Vec::new() }
    }

    /// Calls a module-level function with the given arguments, as `target(*args)`.
    pub fn call_entry(&mut self, func: FuncId, args: Vec<D::Val>) -> Result<D::Val, Fault> {
        let closure = Closure { func, free: self.no_free.clone() };
        let span = self.program.function(func).span;
        self.call_closure(&closure, args, Vec::new(), span)
    }
}

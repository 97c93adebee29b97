//! Fluents: named maps (key to value) whose state at the end of a run guarantees can speak of
//! (`clauz3.fluent`). Trusted effects declare how they update them (`@effect(lambda k: F.set(k,
//! v))`); the final state is the fold of those updates over the run's calls in program order.

use super::{Const, TypeExpr};
use crate::source::Span;
use std::rc::Rc;

/// `F = fluent("name", key=str, value=bool, initial=True)` in a trusted module.
#[derive(Debug)]
pub struct FluentDecl {
    /// The name given to `fluent(...)`.
    pub name: Rc<str>,
    /// The module-level variable it is bound to, qualified: `tools.x.trusted.effects.F`.
    pub qualified: String,
    /// `str`, `int` or `bool`.
    pub key: TypeExpr,
    pub value: TypeExpr,
    /// The value of every key no update wrote.
    pub initial: Const,
    pub span: Span,
}

impl PartialEq for FluentDecl {
    fn eq(&self, other: &Self) -> bool {
        self.qualified == other.qualified
    }
}

/// A key or value of an update: a parameter of the effect, or a literal.
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    Param(Rc<str>),
    Literal(Const),
}

/// One `F.set(key, value)` an effect performs on every call.
#[derive(Debug, Clone)]
pub struct FluentUpdate {
    pub fluent: Rc<FluentDecl>,
    pub key: Operand,
    pub value: Operand,
}

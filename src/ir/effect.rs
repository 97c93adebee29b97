//! A trusted effect as the IR holds it: its declaration, contracts and the signature its
//! author wrote.

use super::{FluentUpdate, FuncId, Param, ParamKind, Performed, PyExc, TypeExpr};
use crate::source::Span;
use std::rc::Rc;

/// A trusted effect declaration read from a trusted layer.
#[derive(Debug, Clone)]
pub struct EffectDecl {
    pub name: Rc<str>,
    /// `tools.<domain>.trusted.<module>.<name>`.
    pub qualified: String,
    pub params: Vec<Param>,
    pub returns: TypeExpr,
    /// Precondition lambdas lowered to functions over the effect's parameters.
    pub requires: Vec<Precondition>,
    /// Postcondition lambdas: checked on what the effect returns when running, assumed when
    /// proving.
    pub ensures: Vec<Postcondition>,
    /// `@clauz3.mock`: a label saying the implementation only simulates the effect. It grants
    /// nothing and changes nothing about proofs.
    pub mock: bool,
    /// The effect's own body lowered as a function, when it is inside the subset and is more
    /// than a `...` stub (mock bodies: `pass`, `print`, returning a value); `clauz3 run` can
    /// execute it in the interpreter. Never read by the prover.
    pub body: Option<FuncId>,
    /// The fluent updates every call performs (`@effect(...)` of `clauz3.fluent`), in order.
    pub updates: Vec<FluentUpdate>,
    /// The declaration as its author wrote it, for listings (`clauz3 tools`).
    pub written: WrittenSignature,
    /// The events each call performs (`@performs`), in the order declared.
    pub performs: Vec<Performed>,
    /// The exceptions a call may raise (`@deal.raises(TimeoutError, ...)`), in the order
    /// declared: at run time a handler may answer a call with one of them, which the program
    /// may handle; the prover explores each as a way the call can end.
    pub raises: Vec<PyExc>,
    pub span: Span,
}

impl EffectDecl {
    /// Whether a call may raise `exc`: its declaration names the class or a base of it.
    pub fn may_raise(&self, exc: PyExc) -> bool {
        self.raises.iter().any(|d| exc.is_subclass_of(*d))
    }
}

/// A trusted function's signature and docstring in source form (annotations and defaults as
/// written), for showing to people and agents; nothing is evaluated from it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WrittenSignature {
    pub params: Vec<WrittenParam>,
    /// The return annotation's source text.
    pub returns: Option<String>,
    /// The docstring, cleaned as `inspect.cleandoc` does.
    pub doc: Option<String>,
}

/// One parameter in source form.
#[derive(Debug, Clone, PartialEq)]
pub struct WrittenParam {
    pub name: String,
    pub kind: ParamKind,
    pub annotation: Option<String>,
    pub default: Option<String>,
}

/// One `ensures`/`deal.post`/`deal.ensure` predicate.
#[derive(Debug, Clone)]
pub struct Postcondition {
    pub func: FuncId,
    /// `lambda result: ...` (false) or `lambda <every parameter>, result: ...` (true).
    pub takes_arguments: bool,
    pub message: Option<String>,
    pub span: Span,
}

/// One `requires`/`deal.pre` predicate.
#[derive(Debug, Clone)]
pub struct Precondition {
    pub func: FuncId,
    pub message: Option<String>,
    pub span: Span,
}

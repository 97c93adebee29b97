//! What a spec means over the effect calls of one run. Written once, generic over a [`Logic`]
//! whose booleans and numbers are plain values (a replayed trace) or solver terms (a symbolic
//! path, where every call on the path is reached and the path condition is the context).

use super::{Aggregate, Lambda, Relation, Spec, Term};
use crate::interp::Value;
use crate::ir::CmpOp;

/// Why a spec could not be given a meaning (shown as `unsupported guarantee expression (...)`),
/// and where, when a contract lambda is to blame.
#[derive(Debug, Clone, PartialEq)]
pub struct SpecError {
    pub message: String,
    pub at: Option<crate::source::Span>,
}

impl SpecError {
    pub fn new(message: impl Into<String>) -> Self {
        SpecError { message: message.into(), at: None }
    }
}

/// The operations a spec's meaning is built from.
pub trait Logic {
    type Bool: Clone;
    type Num: Clone;
    /// What a lambda returned for one call.
    type Val: Clone;

    /// The effect name of every call of the run, in order.
    fn calls(&self) -> Vec<std::rc::Rc<str>>;
    /// Applies a contract lambda to call `i` (a record of its arguments by parameter name).
    fn apply(&mut self, f: &Lambda, call: usize) -> Result<Self::Val, SpecError>;
    /// Python truthiness of a lambda's result.
    fn truth(&mut self, v: &Self::Val) -> Result<Self::Bool, SpecError>;
    /// Python `==` between two lambda results (keys).
    fn same(&mut self, a: &Self::Val, b: &Self::Val) -> Result<Self::Bool, SpecError>;
    /// A lambda's result used as a number (a `sum` selector).
    fn number(&mut self, v: &Self::Val) -> Result<Self::Num, SpecError>;
    /// A number written in the contract.
    fn literal(&mut self, v: &Value) -> Result<Self::Num, SpecError>;
    fn constant(&mut self, b: bool) -> Self::Bool;
    fn and(&mut self, items: Vec<Self::Bool>) -> Self::Bool;
    fn or(&mut self, items: Vec<Self::Bool>) -> Self::Bool;
    fn not(&mut self, b: Self::Bool) -> Self::Bool;
    /// `Σ (n if c else 0)`.
    fn total(&mut self, terms: Vec<(Self::Bool, Self::Num)>) -> Result<Self::Num, SpecError>;
    /// An ordering between two numbers.
    fn compare(&mut self, op: CmpOp, a: Self::Num, b: Self::Num) -> Result<Self::Bool, SpecError>;
}

/// Whether `spec` holds over the calls of `logic`.
pub fn holds<L: Logic>(spec: &Spec, logic: &mut L) -> Result<L::Bool, SpecError> {
    match spec {
        Spec::Nothing => Ok(logic.constant(true)),
        Spec::All(r, q) => {
            let mut parts = Vec::new();
            for (i, c) in members(r, logic)? {
                let v = logic.apply(q, i)?;
                let ok = logic.truth(&v)?;
                let skip = logic.not(c);
                parts.push(logic.or(vec![skip, ok]));
            }
            Ok(logic.and(parts))
        }
        Spec::Empty(r) => {
            let parts = members(r, logic)?.into_iter().map(|(_, c)| logic.not(c)).collect();
            Ok(logic.and(parts))
        }
        Spec::Distinct(r, k) => {
            let keyed = keyed(r, k, logic)?;
            let mut parts = Vec::new();
            for (a, (_, ca, ka)) in keyed.iter().enumerate() {
                for (_, cb, kb) in &keyed[a + 1..] {
                    let same = logic.same(ka, kb)?;
                    let clash = logic.and(vec![ca.clone(), cb.clone(), same]);
                    parts.push(logic.not(clash));
                }
            }
            Ok(logic.and(parts))
        }
        Spec::Compare(l, op, r) => {
            let (a, b) = (term(l, logic)?, term(r, logic)?);
            logic.compare(*op, a, b)
        }
        Spec::SharesValue(l, r, k) => {
            let (left, right) = (keyed(l, k, logic)?, keyed(r, k, logic)?);
            let mut witnesses = Vec::new();
            for (_, ca, ka) in &left {
                for (_, cb, kb) in &right {
                    let same = logic.same(ka, kb)?;
                    witnesses.push(logic.and(vec![ca.clone(), cb.clone(), same]));
                }
            }
            Ok(logic.or(witnesses))
        }
        Spec::Conjunction(parts) => {
            let parts = parts.iter().map(|p| holds(p, logic)).collect::<Result<Vec<_>, _>>()?;
            Ok(logic.and(parts))
        }
    }
}

/// The calls a relation covers, each with the condition that its filters accept it.
fn members<L: Logic>(r: &Relation, logic: &mut L) -> Result<Vec<(usize, L::Bool)>, SpecError> {
    let mut out = Vec::new();
    for (i, effect) in logic.calls().iter().enumerate() {
        if !r.covers(effect) {
            continue;
        }
        let mut accepted = Vec::with_capacity(r.filters.len());
        for f in &r.filters {
            let v = logic.apply(f, i)?;
            accepted.push(logic.truth(&v)?);
        }
        out.push((i, logic.and(accepted)));
    }
    Ok(out)
}

/// The covered calls with their conditions and the key lambda's value for each.
/// Covered calls with their filter condition and key.
type Keyed<L> = Vec<(usize, <L as Logic>::Bool, <L as Logic>::Val)>;

fn keyed<L: Logic>(r: &Relation, k: &Lambda, logic: &mut L) -> Result<Keyed<L>, SpecError> {
    members(r, logic)?.into_iter().map(|(i, c)| Ok((i, c, logic.apply(k, i)?))).collect()
}

fn term<L: Logic>(t: &Term, logic: &mut L) -> Result<L::Num, SpecError> {
    match t {
        Term::Number(v) => logic.literal(v),
        Term::Aggregate(a) => match &**a {
            Aggregate::Count(r) => {
                let one = logic.literal(&Value::Int(1))?;
                let terms = members(r, logic)?.into_iter().map(|(_, c)| (c, one.clone())).collect();
                logic.total(terms)
            }
            Aggregate::Sum(r, s) => {
                let mut terms = Vec::new();
                for (i, c) in members(r, logic)? {
                    let v = logic.apply(s, i)?;
                    terms.push((c, logic.number(&v)?));
                }
                logic.total(terms)
            }
        },
    }
}

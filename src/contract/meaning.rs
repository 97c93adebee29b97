//! What a spec means over the effect calls of one run. Written once, generic over a [`Logic`]
//! whose booleans and numbers are plain values (a replayed trace) or solver terms (a symbolic
//! path, where every call on the path is reached and the path condition is the context).

use super::{Aggregate, Lambda, Relation, Spec, Term};
use crate::interp::Value;
use crate::ir::{CmpOp, FluentDecl, FluentUpdate, Operand};

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
    /// The condition under which call `i` is made: always for a call on the run itself; for a
    /// call inside loops over rows, the rows it is made for.
    fn reached(&mut self, call: usize) -> Self::Bool;
    /// `n` counted for every row call `i` stands for (once for a plain call); an error when
    /// `n` differs from row to row.
    fn per_call(&mut self, call: usize, n: Self::Num) -> Result<Self::Num, SpecError>;
    /// Call `i` at other rows than itself, as a new call to compare it with (`None` for a call
    /// that stands for one call only).
    fn at_other_rows(&mut self, call: usize) -> Result<Option<usize>, SpecError>;
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

    // --- fluents ----------------------------------------------------------------------------
    /// The fluent updates call `i` performs.
    fn updates(&self, call: usize) -> Vec<FluentUpdate>;
    /// An update's key or value at call `i`: that parameter's argument, or the literal.
    fn operand(&mut self, call: usize, op: &Operand) -> Result<Self::Val, SpecError>;
    /// A plain value, as a lambda result would be.
    fn value(&mut self, v: &Value) -> Result<Self::Val, SpecError>;
    /// `a if c else b`.
    fn choose(&mut self, c: Self::Bool, a: Self::Val, b: Self::Val) -> Result<Self::Val, SpecError>;
    /// The keys a `final.all` must hold for, given the keys the run writes: one key standing
    /// for every key (solver terms), or each written key and one never written (a trace).
    fn keys(&mut self, fluent: &FluentDecl, written: Vec<Self::Val>) -> Result<Vec<Self::Val>, SpecError>;
    /// Applies a contract lambda to a record of named values.
    fn apply_to(&mut self, f: &Lambda, fields: Vec<(std::rc::Rc<str>, Self::Val)>) -> Result<Self::Val, SpecError>;
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
            // A call standing for many rows must also differ, at any other row, from itself and
            // from every other call: two calls of one loop are paired below at one row only.
            for (i, _, _) in &keyed {
                let Some(j) = logic.at_other_rows(*i)? else { continue };
                let cb = accepted(r, j, logic)?;
                let kb = logic.apply(k, j)?;
                for (_, ca, ka) in &keyed {
                    let same = logic.same(ka, &kb)?;
                    let clash = logic.and(vec![ca.clone(), cb.clone(), same]);
                    parts.push(logic.not(clash));
                }
            }
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
            for (i, _, _) in left.iter().chain(&right) {
                if logic.at_other_rows(*i)?.is_some() {
                    return Err(SpecError::new(
                        "shares_value over calls made inside a loop over a query result is not supported",
                    ));
                }
            }
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
        Spec::FluentAll(..) | Spec::FluentIs { .. } => super::fluents::holds(spec, logic),
    }
}

/// The calls a relation covers, each with the condition that its filters accept it.
fn members<L: Logic>(r: &Relation, logic: &mut L) -> Result<Vec<(usize, L::Bool)>, SpecError> {
    let mut out = Vec::new();
    for (i, effect) in logic.calls().iter().enumerate() {
        if r.covers(effect) {
            out.push((i, accepted(r, i, logic)?));
        }
    }
    Ok(out)
}

/// The condition that call `i` is made and the relation's filters accept it.
fn accepted<L: Logic>(r: &Relation, i: usize, logic: &mut L) -> Result<L::Bool, SpecError> {
    let mut accepted = Vec::with_capacity(r.filters.len() + 1);
    accepted.push(logic.reached(i));
    for f in &r.filters {
        let v = logic.apply(f, i)?;
        accepted.push(logic.truth(&v)?);
    }
    Ok(logic.and(accepted))
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
                let mut terms = Vec::new();
                for (i, c) in members(r, logic)? {
                    terms.push((c, logic.per_call(i, one.clone())?));
                }
                logic.total(terms)
            }
            Aggregate::Sum(r, s) => {
                let mut terms = Vec::new();
                for (i, c) in members(r, logic)? {
                    let v = logic.apply(s, i)?;
                    let n = logic.number(&v)?;
                    terms.push((c, logic.per_call(i, n)?));
                }
                logic.total(terms)
            }
        },
    }
}

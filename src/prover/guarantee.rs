//! Guarantees over one explored path: the contract meaning (`contract::holds`) instantiated
//! with solver terms. Every call on the path is reached, so the path condition is the context;
//! contract lambdas run in the shared evaluator over the symbolic domain, each branch inside a
//! lambda explored under the path condition.
// Specs compare with orderings and equality only; the remaining comparison and value kinds
// share one arm on purpose.
#![expect(
    clippy::wildcard_enum_match_arm,
    reason = "only a few kinds are handled here; the rest fall through in one arm"
)]

use super::domain::{SymVal, Symbolic};
use super::explore::Explorer;
use crate::contract::{Lambda, Logic, SpecError};
use crate::interp::Value;
use crate::ir::CmpOp;
use crate::sema::{Callable, Domain, Evaluator, FaultKind};
use crate::smt::{BoolTerm, IntTerm};
use num_bigint::BigInt;
use std::rc::Rc;

/// A lambda's result on one call: one value per path through the lambda, each with the
/// condition under which the lambda takes that path.
pub type Guarded = Vec<(BoolTerm, SymVal)>;

/// The named values of a record a lambda is applied to.
type RecordFields = Vec<(Rc<str>, SymVal)>;

/// A number in a contract: an int term, or a float the contract wrote.
#[derive(Clone)]
pub enum Num {
    Int(IntTerm),
    Float(f64),
}

/// The contract meaning over the calls of the current path.
pub struct PathLogic<'e, 'p, 'h: 'p> {
    pub evaluator: &'e mut Evaluator<'p, Symbolic<'h>>,
    pub timeout_ms: u32,
    /// How many calls the path made; calls after them are copies of quantified calls at
    /// other rows (`at_other_rows`).
    pub made: usize,
    /// A sum being compared charges every row with the witness row's selector value: sound
    /// for an ordering (every row at most / at least the free row's value bounds the total
    /// the same way), not for `==`/`!=`.
    row_dependent: bool,
}

impl<'e, 'p, 'h: 'p> PathLogic<'e, 'p, 'h> {
    pub fn new(evaluator: &'e mut Evaluator<'p, Symbolic<'h>>, timeout_ms: u32) -> Self {
        let made = evaluator.domain.calls.len();
        PathLogic { evaluator, timeout_ms, made, row_dependent: false }
    }
}

fn zero() -> IntTerm {
    IntTerm::lit(&BigInt::from(0))
}

impl<'h: 'p, 'p> PathLogic<'_, 'p, 'h> {
    fn truthy(&mut self, v: &SymVal) -> Result<BoolTerm, SpecError> {
        Ok(match v {
            SymVal::Concrete(Value::Contract(c)) => {
                return Err(SpecError::new(format!("a contract lambda returned a {}", c.type_name())))
            }
            SymVal::Concrete(c) => BoolTerm::lit(c.truthy()),
            SymVal::Bool(b) => b.clone(),
            SymVal::Float(f) => f.is_zero().not(),
            SymVal::Int(i) => i.eq(&zero()).not(),
            SymVal::Str(s) => s.len().eq(&zero()).not(),
            SymVal::Tuple(items) => BoolTerm::lit(!items.is_empty()),
            SymVal::List(l) => BoolTerm::lit(!l.items.borrow().is_empty()),
            SymVal::Dict(d) => BoolTerm::lit(!d.entries.borrow().is_empty()),
            SymVal::Seq(q) => zero().lt(&q.term().len()),
            SymVal::Record(_) => BoolTerm::lit(true),
            SymVal::Rows(data) => data.truth(),
            SymVal::Set(s) => s.nonempty(),
            SymVal::Range(_) => return Err(SpecError::new("a contract lambda returned a symbolic range")),
            SymVal::Object(_) => return Err(SpecError::new("a contract lambda returned an instance of a class")),
            SymVal::View(_) => return Err(SpecError::new("a contract lambda returned a dict view")),
        })
    }

    fn int_of(&self, v: &SymVal) -> Result<Num, SpecError> {
        if let SymVal::Concrete(Value::Float(f)) = v {
            return Ok(Num::Float(*f));
        }
        self.evaluator
            .domain
            .as_int(v)
            .map(Num::Int)
            .ok_or_else(|| SpecError::new(format!("a sum selector returned {}, not an int", describe(v))))
    }
}

fn describe(v: &SymVal) -> String {
    match v {
        SymVal::Concrete(c) => format!("a {}", c.type_name()),
        SymVal::Int(_) => "an int".into(),
        SymVal::Float(_) => "a float".into(),
        SymVal::Bool(_) => "a bool".into(),
        SymVal::Str(_) => "a str".into(),
        SymVal::Tuple(_) => "a tuple".into(),
        SymVal::List(_) => "a list".into(),
        SymVal::Dict(_) => "a dict".into(),
        SymVal::Seq(_) => "a list".into(),
        SymVal::Range(_) => "a range".into(),
        SymVal::Record(_) => "a record".into(),
        SymVal::Rows(super::tables::RowData::Row(r)) => format!("a {} row", r.schema.name),
        SymVal::Rows(super::tables::RowData::Table(_)) => "a list".into(),
        SymVal::Set(_) => "a set".into(),
        SymVal::Object(o) => format!("a {}", o.class.name),
        SymVal::View(v) => format!("a {}", v.kind.type_name()),
    }
}

/// `n op x` for an int term and a float constant, exactly: compares with the float's floor or
/// ceiling, so no real arithmetic is needed.
fn int_vs_float(n: &IntTerm, op: CmpOp, x: f64) -> BoolTerm {
    if x.is_nan() {
        return BoolTerm::lit(false);
    }
    if x.is_infinite() {
        let below = x > 0.0; // every int is below +inf
        return BoolTerm::lit(match op {
            CmpOp::Lt | CmpOp::LtE => below,
            CmpOp::Gt | CmpOp::GtE => !below,
            CmpOp::Eq => false,
            _ => true,
        });
    }
    let big = |f: f64| IntTerm::lit(&crate::interp::big_from_f64(f));
    match op {
        CmpOp::LtE => n.le(&big(x.floor())),
        CmpOp::Lt => n.lt(&big(x.ceil())),
        CmpOp::GtE => big(x.ceil()).le(n),
        CmpOp::Gt => big(x.floor()).lt(n),
        CmpOp::Eq if x.fract() == 0.0 => n.eq(&big(x)),
        CmpOp::Eq => BoolTerm::lit(false),
        _ => n.eq(&big(x)).not(),
    }
}

fn flip(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::LtE => CmpOp::GtE,
        CmpOp::Gt => CmpOp::Lt,
        CmpOp::GtE => CmpOp::LtE,
        other => other,
    }
}

impl<'h: 'p, 'p> Logic for PathLogic<'_, 'p, 'h> {
    type Bool = BoolTerm;
    type Num = Num;
    type Val = Guarded;

    fn calls(&self) -> Vec<Rc<str>> {
        self.evaluator.domain.calls[..self.made].iter().map(|c| c.effect.clone()).collect()
    }

    fn reached(&mut self, call: usize) -> BoolTerm {
        self.evaluator.domain.calls[call].rows.as_ref().map_or(BoolTerm::lit(true), |q| q.guard.clone())
    }

    fn per_call(&mut self, call: usize, n: Num) -> Result<Num, SpecError> {
        let Some(rows) = &self.evaluator.domain.calls[call].rows else { return Ok(n) };
        let Num::Int(n) = n else {
            return Err(SpecError::new(
                "float-valued sums over calls inside a loop over a query result are not supported yet",
            ));
        };
        if !rows.uniform(&n, &self.evaluator.domain.vars) {
            self.row_dependent = true;
        }
        Ok(Num::Int(rows.frames.iter().fold(n, |total, f| total.mul(&f.len))))
    }

    fn at_other_rows(&mut self, call: usize) -> Result<Option<usize>, SpecError> {
        let domain = &self.evaluator.domain;
        let Some(copy) = domain.calls[call].at_other_rows(call, &domain.vars) else {
            return Ok(None);
        };
        let copy = copy.ok_or_else(|| {
            SpecError::new("comparing a call inside a loop over a query result with itself needs plain arguments")
        })?;
        self.evaluator.domain.calls.push(copy);
        Ok(Some(self.evaluator.domain.calls.len() - 1))
    }

    fn apply(&mut self, f: &Lambda, call: usize) -> Result<Guarded, SpecError> {
        let record = self.evaluator.domain.calls[call].record();
        self.apply_value(f, record)
    }

    fn updates(&self, call: usize) -> Vec<crate::ir::FluentUpdate> {
        let effect = &self.evaluator.domain.calls[call].effect;
        let effects = &self.evaluator.program.effects;
        effects.iter().find(|e| e.name == *effect).map(|e| e.updates.clone()).unwrap_or_default()
    }

    fn operand(&mut self, call: usize, op: &crate::ir::Operand) -> Result<Guarded, SpecError> {
        let value = match op {
            crate::ir::Operand::Literal(c) => SymVal::Concrete(crate::interp::const_value(c)),
            crate::ir::Operand::Param(name) => {
                let c = &self.evaluator.domain.calls[call];
                c.args.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone()).ok_or_else(|| {
                    SpecError::new(format!("a `{}` call has no argument `{name}` for its fluent update", c.effect))
                })?
            }
        };
        Ok(vec![(BoolTerm::lit(true), value)])
    }

    fn value(&mut self, v: &Value) -> Result<Guarded, SpecError> {
        Ok(vec![(BoolTerm::lit(true), SymVal::Concrete(v.clone()))])
    }

    fn choose(&mut self, c: BoolTerm, a: Guarded, b: Guarded) -> Result<Guarded, SpecError> {
        let not_c = c.not();
        let mut out: Guarded = a.into_iter().map(|(g, v)| (BoolTerm::and(&[c.clone(), g]), v)).collect();
        out.extend(b.into_iter().map(|(g, v)| (BoolTerm::and(&[not_c.clone(), g]), v)));
        Ok(out)
    }

    fn keys(&mut self, fluent: &crate::ir::FluentDecl, _written: Vec<Guarded>) -> Result<Vec<Guarded>, SpecError> {
        // A free key: what holds for it holds for every key, written or not.
        let name = format!("{}.key", fluent.name);
        let vars = &mut self.evaluator.domain.vars;
        let key = match fluent.key {
            crate::ir::TypeExpr::Int => {
                if !vars.ints.contains(&name) {
                    vars.ints.push(name.clone());
                }
                SymVal::Int(IntTerm::var(&name))
            }
            crate::ir::TypeExpr::Bool => {
                if !vars.bools.contains(&name) {
                    vars.bools.push(name.clone());
                }
                SymVal::Bool(BoolTerm::var(&name))
            }
            _ => {
                if !vars.strs.contains(&name) {
                    vars.strs.push(name.clone());
                }
                SymVal::Str(crate::smt::StrTerm::var(&name))
            }
        };
        Ok(vec![vec![(BoolTerm::lit(true), key)]])
    }

    fn apply_to(&mut self, f: &Lambda, fields: Vec<(Rc<str>, Guarded)>) -> Result<Guarded, SpecError> {
        // One application per combination of the fields' alternatives, under their guards.
        let mut combos: Vec<(Vec<BoolTerm>, RecordFields)> = vec![(Vec::new(), Vec::new())];
        for (name, alternatives) in fields {
            let mut next = Vec::with_capacity(combos.len() * alternatives.len());
            for (guards, values) in &combos {
                for (g, v) in &alternatives {
                    let mut guards = guards.clone();
                    guards.push(g.clone());
                    let mut values = values.clone();
                    values.push((name.clone(), v.clone()));
                    next.push((guards, values));
                }
            }
            combos = next;
        }
        let mut out = Vec::new();
        for (guards, fields) in combos {
            let record = SymVal::Record(Rc::new(super::facts::SymRecord {
                kind: Rc::from("final"),
                fields,
                omitted: Vec::new(),
            }));
            let guard = BoolTerm::and(&guards);
            for (g, v) in self.apply_value(f, record)? {
                out.push((BoolTerm::and(&[guard.clone(), g]), v));
            }
        }
        Ok(out)
    }

    fn truth(&mut self, v: &Guarded) -> Result<BoolTerm, SpecError> {
        let mut any = Vec::with_capacity(v.len());
        for (guard, val) in v {
            let t = self.truthy(val)?;
            any.push(BoolTerm::and(&[guard.clone(), t]));
        }
        Ok(BoolTerm::or(&any))
    }

    fn same(&mut self, a: &Guarded, b: &Guarded) -> Result<BoolTerm, SpecError> {
        let mut any = Vec::new();
        for (ga, va) in a {
            for (gb, vb) in b {
                let span = crate::source::Span::default();
                let eq = self
                    .evaluator
                    .domain
                    .compare(CmpOp::Eq, va.clone(), vb.clone(), span)
                    .map_err(|f| SpecError::new(format!("comparing keys: {}", f.message())))?;
                let eq = self.truthy(&eq)?;
                any.push(BoolTerm::and(&[ga.clone(), gb.clone(), eq]));
            }
        }
        Ok(BoolTerm::or(&any))
    }

    fn number(&mut self, v: &Guarded) -> Result<Num, SpecError> {
        let mut chain: Option<IntTerm> = None;
        for (guard, val) in v.iter().rev() {
            let n = match self.int_of(val)? {
                Num::Int(n) => n,
                Num::Float(_) if v.len() == 1 => return self.int_of(val),
                Num::Float(_) => return Err(SpecError::new("float-valued sum selectors are not supported yet")),
            };
            chain = Some(match chain {
                None => n,
                Some(rest) => IntTerm::ite(guard, &n, &rest),
            });
        }
        chain.map(Num::Int).ok_or_else(|| SpecError::new("a sum selector has no feasible result"))
    }

    fn literal(&mut self, v: &Value) -> Result<Num, SpecError> {
        match v {
            Value::Float(f) => Ok(Num::Float(*f)),
            other => other
                .as_bigint()
                .map(|i| Num::Int(IntTerm::lit(&i)))
                .ok_or_else(|| SpecError::new(format!("a bound must be a number, not {}", other.type_name()))),
        }
    }

    fn constant(&mut self, b: bool) -> BoolTerm {
        BoolTerm::lit(b)
    }

    fn and(&mut self, items: Vec<BoolTerm>) -> BoolTerm {
        BoolTerm::and(&items)
    }

    fn or(&mut self, items: Vec<BoolTerm>) -> BoolTerm {
        BoolTerm::or(&items)
    }

    fn not(&mut self, b: BoolTerm) -> BoolTerm {
        b.not()
    }

    fn total(&mut self, terms: Vec<(BoolTerm, Num)>) -> Result<Num, SpecError> {
        let mut sum = zero();
        for (c, n) in terms {
            let Num::Int(n) = n else {
                return Err(SpecError::new("float-valued sums are not supported yet"));
            };
            sum = sum.add(&IntTerm::ite(&c, &n, &zero()));
        }
        Ok(Num::Int(sum))
    }

    fn compare(&mut self, op: CmpOp, a: Num, b: Num) -> Result<BoolTerm, SpecError> {
        if std::mem::take(&mut self.row_dependent) && matches!(op, CmpOp::Eq | CmpOp::NotEq) {
            return Err(SpecError::new(
                "`==`/`!=` with a sum whose selector depends on the row of a loop over a query result is not supported (orderings are)",
            ));
        }
        Ok(match (a, b) {
            (Num::Int(a), Num::Int(b)) => match op {
                CmpOp::Lt => a.lt(&b),
                CmpOp::LtE => a.le(&b),
                CmpOp::Gt => b.lt(&a),
                CmpOp::GtE => b.le(&a),
                CmpOp::Eq => a.eq(&b),
                _ => a.eq(&b).not(),
            },
            (Num::Int(n), Num::Float(x)) => int_vs_float(&n, op, x),
            (Num::Float(x), Num::Int(n)) => int_vs_float(&n, flip(op), x),
            (Num::Float(x), Num::Float(y)) => BoolTerm::lit(match op {
                CmpOp::Lt => x < y,
                CmpOp::LtE => x <= y,
                CmpOp::Gt => x > y,
                CmpOp::GtE => x >= y,
                CmpOp::Eq => x == y,
                _ => x != y,
            }),
        })
    }
}

/// Checks `guarantees` on the path the evaluator's domain has just finished: first all at once
/// (one solver call when they hold), then one by one to name the first that fails.
pub(super) fn check_path<'p, 'h: 'p>(
    evaluator: &mut Evaluator<'p, Symbolic<'h>>,
    guarantees: &[super::GuaranteeCheck],
    timeout_ms: u32,
) -> super::PathGuarantees {
    use super::PathGuarantees;
    use crate::smt::{self, SatOutcome};
    let mut claims = Vec::with_capacity(guarantees.len());
    evaluator.domain.column_hints.borrow_mut().clear();
    {
        let mut logic = PathLogic::new(&mut *evaluator, timeout_ms);
        for (i, g) in guarantees.iter().enumerate() {
            let Ok(spec) = &g.spec else { break };
            match crate::contract::holds(spec, &mut logic) {
                Ok(claim) => claims.push(claim),
                Err(why) => return PathGuarantees::Unknown(i as u32, why),
            }
        }
    }
    if claims.is_empty() {
        return PathGuarantees::Hold;
    }
    let path = &evaluator.domain.path;
    let obligation = |(i, g): (usize, &super::GuaranteeCheck)| super::Obligation {
        kind: super::ObligationKind::Guarantee(i as u32),
        at: g.at,
    };
    super::vcs::note_guarantees(path, guarantees.iter().enumerate().map(obligation).zip(claims.iter().cloned()));
    let check_against = |claim: BoolTerm| {
        let mut facts = path.clone();
        facts.push(claim.not());
        facts
    };
    // All at once first, as they usually hold; one claim is asked about on its own below.
    if claims.len() > 1 {
        match smt::check(&check_against(BoolTerm::and(&claims)), timeout_ms, &smt::Vars::default()) {
            SatOutcome::Unsat => return PathGuarantees::Hold,
            SatOutcome::Sat(_) | SatOutcome::Unknown(_) => {}
        }
    }
    let hints = evaluator.domain.column_hints.take();
    for (i, claim) in claims.into_iter().enumerate() {
        match smt::check(&check_against(claim.clone()), timeout_ms, &evaluator.domain.vars) {
            SatOutcome::Unsat => {}
            SatOutcome::Sat(model) if hints.is_empty() => return PathGuarantees::Refuted(i as u32, model),
            SatOutcome::Sat(model) => {
                // A counterexample whose unbound arguments also differ by value, when there is one.
                let steered = [check_against(claim), hints.clone()].concat();
                return match smt::check(&steered, timeout_ms, &evaluator.domain.vars) {
                    SatOutcome::Sat(better) => PathGuarantees::Refuted(i as u32, better),
                    SatOutcome::Unsat | SatOutcome::Unknown(_) => PathGuarantees::Refuted(i as u32, model),
                };
            }
            SatOutcome::Unknown(why) => {
                return PathGuarantees::Unknown(
                    i as u32,
                    SpecError::new(format!("the solver could not decide it ({why})")),
                )
            }
        }
    }
    PathGuarantees::Hold
}

/// Checks, before any path is explored, that every lambda of a spec can be applied to the
/// calls its relation covers: each is run once on a call with fresh values for the fields the
/// covered effects share. A lambda reading a missing field, or one that may raise, makes the
/// guarantee unsupported whatever the program does (a relation over every effect is checked
/// call by call instead).
pub(super) fn probe(
    program: &crate::ir::Program,
    spec: &crate::contract::Spec,
    settings: super::Settings,
) -> Result<(), SpecError> {
    use super::domain::SymCall;
    let mut recorder = super::facts::FactRecorder::default();
    let mut none = crate::effects::NoEffects;
    let inner = crate::interp::Concrete::new(settings.limits, crate::effects::Gate::new(&mut none));
    let explorer = Explorer::new(settings.timeout_ms, settings.loop_bound);
    let mut domain = Symbolic::new(inner, crate::effects::Gate::new(&mut recorder), explorer);
    domain.modelled = program.modelled.iter().map(|(file, _)| *file).collect();
    let mut evaluator = Evaluator::new(program, domain);
    for (relation, lambda) in spec.lambdas() {
        let Some(names) = &relation.effects else { continue };
        let decls: Vec<&crate::ir::EffectDecl> =
            names.iter().filter_map(|n| program.effects.iter().find(|e| e.name == *n)).collect();
        let Some(first) = decls.first() else { continue };
        let shared: Vec<&crate::ir::Param> =
            first.params.iter().filter(|p| decls.iter().all(|d| d.params.iter().any(|q| q.name == p.name))).collect();
        let mut args = Vec::with_capacity(shared.len());
        for p in &shared {
            let name = format!("{}.{}", first.name, p.name);
            match evaluator.domain.input(&name, p.annotation.as_ref(), p.span) {
                Ok(v) => args.push((p.name.clone(), v)),
                Err(_) => break,
            }
        }
        if args.len() != shared.len() {
            continue; // a field type the symbolic domain cannot make up: checked call by call
        }
        evaluator.domain.calls =
            vec![SymCall { effect: first.name.clone(), args, at: first.span, rows: None, omitted: Vec::new() }];
        let mut logic = PathLogic::new(&mut evaluator, settings.timeout_ms);
        if let Err(e) = logic.apply(lambda, 0) {
            let message = format!(
                "a lambda over {} is not defined on every call it covers: {}",
                relation.describe(),
                e.message.trim_start_matches("a contract lambda may raise ")
            );
            return Err(SpecError { message, at: e.at });
        }
    }
    Ok(())
}

impl<'h: 'p, 'p> PathLogic<'_, 'p, 'h> {
    /// Runs a contract lambda on one record, each path through it under its condition.
    fn apply_value(&mut self, f: &Lambda, record: SymVal) -> Result<Guarded, SpecError> {
        let span = self.evaluator.program.function(f.func).span;
        let closure = match self.evaluator.domain.callable(&SymVal::Concrete(Value::Function(f.clone())), span) {
            Ok(Callable::Closure(c)) => c,
            Ok(
                Callable::Builtin(_)
                | Callable::Method(..)
                | Callable::Class(_)
                | Callable::Exception(_)
                | Callable::Object(_)
                | Callable::Slot(..),
            )
            | Err(_) => return Err(SpecError::new("a contract lambda is not a function")),
        };
        let base = self.evaluator.domain.path.len();
        let bound = self.evaluator.domain.explorer.loop_bound;
        let outer = std::mem::replace(&mut self.evaluator.domain.explorer, Explorer::new(self.timeout_ms, bound));
        let visits = std::mem::take(&mut self.evaluator.domain.branch_visits);
        let mut out = Vec::new();
        let result = loop {
            let r = self.evaluator.call_value(&closure, vec![record.clone()], span);
            let domain = &mut self.evaluator.domain;
            let guard = BoolTerm::and(&domain.path[base..]);
            domain.path.truncate(base);
            domain.branch_visits.clear();
            match r {
                Ok(v) => out.push((guard, v)),
                Err(fault) if *fault.kind() == FaultKind::Infeasible => {}
                Err(fault) => {
                    let message = match fault.kind() {
                        FaultKind::Unsupported => fault.message().to_owned(),
                        _ => format!("a contract lambda may raise {}: {}", fault.error_name(), fault.message()),
                    };
                    break Err(SpecError { message, at: Some(fault.span()) });
                }
            }
            if !domain.explorer.next_path() {
                break Ok(out);
            }
        };
        self.evaluator.domain.explorer = outer;
        self.evaluator.domain.branch_visits = visits;
        result
    }
}

//! The symbolic effect handler: behind the same gate as the interpreter's, it records one fact
//! per call and answers with a fresh unknown (`DataValue::Symbol`), which the symbolic domain
//! turns into a fresh variable of the effect's declared return type.

use super::domain::{SymVal, Symbolic};
use crate::effects::{DataValue, EffectError, EffectHandler, EffectRequest};
use crate::interp::{self, Value};
use crate::ir::EffectDecl;
use crate::ir::TypeExpr;
use crate::mutant::Mutant;
use crate::sema::{EffectCall, Fault};
use crate::smt::IntTerm;
use crate::source::Span;
use std::rc::Rc;

/// One effect call on the explored path.
#[derive(Debug, Clone)]
pub struct Fact {
    pub seq: u64,
    pub effect: String,
    pub args: Vec<(String, DataValue)>,
}

#[derive(Debug, Default)]
pub struct FactRecorder {
    pub facts: Vec<Fact>,
}

impl EffectHandler for FactRecorder {
    fn perform(&mut self, request: &EffectRequest, _decl: &EffectDecl) -> Result<DataValue, EffectError> {
        self.facts.push(Fact { seq: request.seq, effect: request.effect.clone(), args: request.args.clone() });
        Ok(DataValue::Symbol(request.seq as u32))
    }
}

/// A record with named fields, some symbolic.
#[derive(Clone, Debug)]
pub struct SymRecord {
    pub kind: Rc<str>,
    pub fields: Vec<(Rc<str>, SymVal)>,
    /// Parameters the call left to their defaults (see `interp::Record::omitted`).
    pub omitted: Vec<Rc<str>>,
}

/// One effect call on the explored path, with its arguments as the domain holds them.
#[derive(Clone, Debug)]
pub struct SymCall {
    pub effect: Rc<str>,
    pub args: Vec<(Rc<str>, SymVal)>,
    pub at: Span,
    /// For a call inside loops over rows: which rows it is made for.
    pub rows: Option<super::rows::Quantified>,
    /// Parameters the call left to their defaults: in `args` (fluent updates and events
    /// read them), not in its record.
    pub omitted: Vec<Rc<str>>,
}

impl SymCall {
    /// The call as a record for contract lambdas (a plain record when every field is concrete).
    pub fn record(&self) -> SymVal {
        let stated: Vec<&(Rc<str>, SymVal)> = self.args.iter().filter(|(n, _)| !self.omitted.contains(n)).collect();
        let concrete: Option<Vec<(Rc<str>, Value)>> =
            stated.iter().map(|(n, v)| v.known().map(|c| (n.clone(), c.clone()))).collect();
        let omitted = self.omitted.clone();
        match concrete {
            Some(fields) => {
                SymVal::Concrete(Value::Record(Rc::new(interp::Record { kind: self.effect.clone(), fields, omitted })))
            }
            None => SymVal::Record(Rc::new(SymRecord {
                kind: self.effect.clone(),
                fields: stated.into_iter().cloned().collect(),
                omitted,
            })),
        }
    }
}

impl Symbolic<'_> {
    /// An effect call: recorded for guarantees, dispatched through the gate, answered with a
    /// fresh unknown of the declared return type.
    pub(super) fn perform(&mut self, call: EffectCall<'_, SymVal>) -> Result<SymVal, Fault> {
        let at = call.at;
        // Fluent updates and events read every parameter, the omitted ones as their
        // defaults; a guarantee's lambda reads only the stated ones (`SymCall::record`).
        let omitted: Vec<Rc<str>> = call
            .decl
            .params
            .iter()
            .filter(|p| p.default.is_some() && !call.args.iter().any(|(n, _)| *n == p.name))
            .map(|p| p.name.clone())
            .collect();
        let fields: Vec<(Rc<str>, SymVal)> = call
            .decl
            .params
            .iter()
            .filter_map(|p| match call.args.iter().find(|(n, _)| *n == p.name) {
                Some((n, v)) => Some((n.clone(), super::passed::as_passed(v, at))),
                None => p.default.as_ref().map(|d| (p.name.clone(), SymVal::Concrete(interp::const_value(d)))),
            })
            .collect();
        let rows = self.reach();
        let frames = rows.as_ref().map(|q| q.frames.clone());
        // The events it performs follow it, with the same place and rows (`contract::events`).
        let events = crate::contract::performed_by(call.decl, &fields);
        self.calls.push(SymCall { effect: call.decl.name.clone(), args: fields, at, rows: rows.clone(), omitted });
        for (kind, args) in events {
            self.calls.push(SymCall { effect: kind, args, at, rows: rows.clone(), omitted: Vec::new() });
        }
        let mut args = Vec::with_capacity(call.args.len());
        for (k, v) in call.args {
            let data = self.plain_data(v, at)?;
            args.push((k.to_string(), data));
        }
        let returns = crate::effects::bound_returns(call.decl, &args);
        match self.gate.dispatch(call.decl, args, at)? {
            DataValue::Symbol(n) if returns == TypeExpr::None => {
                self.may_raise(call.decl, &call.handled, n, frames.is_some(), at)?;
                Ok(SymVal::Concrete(Value::None))
            }
            DataValue::Symbol(n) => {
                self.may_raise(call.decl, &call.handled, n, frames.is_some(), at)?;
                let name = format!("{}_result_{n}", call.decl.name);
                if let Some(frames) = frames {
                    // Inside loops over rows: one result per row.
                    return self.per_row_result(&name, &returns, &frames, call.decl, at);
                }
                let value = if let TypeExpr::Tuple(types) = &returns {
                    types
                        .iter()
                        .enumerate()
                        .map(|(i, t)| self.input(&format!("{name}_{i}"), Some(t), at))
                        .collect::<Result<Vec<_>, _>>()
                        .map(SymVal::tuple)
                } else {
                    self.results.push((at, name.clone()));
                    let value = self.input(&name, Some(&returns), at);
                    if let (Ok(SymVal::Int(i)), true) = (&value, crate::mutant::planted(Mutant::SymNonZeroResult)) {
                        self.path.push(i.eq(&IntTerm::lit(&0.into())).not());
                        self.assumed = true;
                    }
                    value
                };
                value.map_err(|_| {
                    Fault::unsupported(
                        format!(
                            "results of type {} from trusted effects are not supported by the prover yet (`{}`)",
                            returns.display(),
                            call.decl.name
                        ),
                        at,
                    )
                })
            }
            plain @ (DataValue::None
            | DataValue::Bool(_)
            | DataValue::Int(_)
            | DataValue::Float(_)
            | DataValue::Str(_)
            | DataValue::List(_)
            | DataValue::Tuple(_)
            | DataValue::Dict(_)
            | DataValue::Set(_)
            | DataValue::Row { .. }
            | DataValue::RowClass(_)) => interp::from_data(plain, at).map(SymVal::Concrete),
        }
    }
}

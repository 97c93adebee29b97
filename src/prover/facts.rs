//! The symbolic effect handler: behind the same gate as the interpreter's, it records one fact
//! per call and answers with a fresh unknown (`DataValue::Symbol`), which the symbolic domain
//! turns into a fresh variable of the effect's declared return type.

use super::domain::SymVal;
use crate::effects::{DataValue, EffectError, EffectHandler, EffectRequest};
use crate::interp::{self, Value};
use crate::ir::EffectDecl;
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
}

/// One effect call on the explored path, with its arguments as the domain holds them.
#[derive(Clone, Debug)]
pub struct SymCall {
    pub effect: Rc<str>,
    pub args: Vec<(Rc<str>, SymVal)>,
    pub at: Span,
}

impl SymCall {
    /// The call as a record for contract lambdas (a plain record when every field is concrete).
    pub fn record(&self) -> SymVal {
        let concrete: Option<Vec<(Rc<str>, Value)>> = self
            .args
            .iter()
            .map(|(n, v)| match v {
                SymVal::Concrete(c) => Some((n.clone(), c.clone())),
                SymVal::Int(_)
                | SymVal::Bool(_)
                | SymVal::Str(_)
                | SymVal::Tuple(_)
                | SymVal::Range(_)
                | SymVal::Record(_)
                | SymVal::Float(_)
                | SymVal::List(_) => None,
            })
            .collect();
        match concrete {
            Some(fields) => {
                SymVal::Concrete(Value::Record(Rc::new(interp::Record { kind: self.effect.clone(), fields })))
            }
            None => SymVal::Record(Rc::new(SymRecord { kind: self.effect.clone(), fields: self.args.clone() })),
        }
    }
}

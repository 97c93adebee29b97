//! The symbolic effect handler: behind the same gate as the interpreter's, it records one fact
//! per call and answers with a fresh unknown (`DataValue::Symbol`), which the symbolic domain
//! turns into a fresh variable of the effect's declared return type.

use crate::effects::{DataValue, EffectError, EffectHandler, EffectRequest};
use crate::ir::EffectDecl;

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

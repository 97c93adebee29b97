//! The effect gate: every call of a trusted effect, from any domain, passes [`Gate::dispatch`].
//!
//! Arguments and results cross the gate as [`DataValue`] plain data. Behind it sits one
//! [`EffectHandler`]: [`DryRun`] records calls and returns scripted values; the prover's handler
//! (next issue) records symbolic facts; `clauz3 run` will execute.
//!
//! Adding an effect handler:
//! 1. implement [`EffectHandler`] in its own file here;
//! 2. it receives an [`EffectRequest`] whose sequence number and arguments the gate has fixed;
//! 3. return plain data; the gate checks it against the declared return type;
//! 4. only `effects::live` (clauz3 run) may touch the OS, behind an `#[expect]` of the
//!    `disallowed_methods` lint.
#![deny(clippy::wildcard_enum_match_arm)]

mod data;
mod dry_run;

pub use data::DataValue;
pub use dry_run::{DryRun, EffectRecord, ScriptedReturns};

use crate::ir::{EffectDecl, TypeExpr};
use crate::sema::{Fault, FaultKind};
use crate::source::Span;

/// One trusted call as it crosses the gate.
#[derive(Debug, Clone)]
pub struct EffectRequest {
    /// 1-based position of this call in the run.
    pub seq: u64,
    pub effect: String,
    pub qualified: String,
    /// The arguments actually passed, by parameter name, in parameter order.
    pub args: Vec<(String, DataValue)>,
    /// The declared return type, with the row type a generic query's row class argument binds.
    pub returns: TypeExpr,
    pub at: Span,
}

/// The return type of one call: `list[RowT]` of `read_any(schema: type[RowT], ...)` called as
/// `read_any(Jar, ...)` is `list[Jar]`.
pub fn bound_returns(decl: &EffectDecl, args: &[(String, DataValue)]) -> TypeExpr {
    if !decl.returns.has_row_var() {
        return decl.returns.clone();
    }
    decl.returns.bind_rows(&|var| {
        decl.params.iter().find_map(|p| match (&p.annotation, args.iter().find(|(n, _)| **n == *p.name)) {
            (Some(TypeExpr::RowClass(Some(v))), Some((_, DataValue::RowClass(schema)))) if **v == *var => {
                Some(schema.clone())
            }
            _ => None,
        })
    })
}

/// Why a handler refused a call.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct EffectError(pub String);

/// What stands behind the gate.
pub trait EffectHandler {
    fn perform(&mut self, request: &EffectRequest, decl: &EffectDecl) -> Result<DataValue, EffectError>;
}

/// Stands behind the gate where no effect may happen (constant folding, contract helpers).
#[derive(Debug, Default)]
pub struct NoEffects;

impl EffectHandler for NoEffects {
    fn perform(&mut self, request: &EffectRequest, _decl: &EffectDecl) -> Result<DataValue, EffectError> {
        Err(EffectError(format!("`{}` was called where no effect may happen", request.effect)))
    }
}

/// The chokepoint: numbers calls, hands them to the handler, and checks what comes back.
pub struct Gate<'h> {
    handler: &'h mut dyn EffectHandler,
    calls: u64,
}

impl<'h> Gate<'h> {
    pub fn new(handler: &'h mut dyn EffectHandler) -> Self {
        Gate { handler, calls: 0 }
    }

    /// The one function every trusted call goes through.
    pub fn dispatch(
        &mut self,
        decl: &EffectDecl,
        args: Vec<(String, DataValue)>,
        at: Span,
    ) -> Result<DataValue, Fault> {
        self.calls += 1;
        let returns = bound_returns(decl, &args);
        let request = EffectRequest {
            seq: self.calls,
            effect: decl.name.to_string(),
            qualified: decl.qualified.clone(),
            args,
            returns,
            at,
        };
        let result = self
            .handler
            .perform(&request, decl)
            .map_err(|e| Fault::new(FaultKind::Effect, format!("effect `{}` failed: {e}", decl.name), at))?;
        if !result.fits(&request.returns) {
            return Err(Fault::new(
                FaultKind::Effect,
                format!(
                    "effect `{}` returned {}, which is not a {}",
                    decl.name,
                    result.repr(),
                    request.returns.display()
                ),
                at,
            ));
        }
        Ok(result)
    }
}

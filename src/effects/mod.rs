//! The effect gate: every call of a trusted effect, from any domain, passes [`Gate::dispatch`].
//!
//! Arguments and results cross the gate as [`DataValue`] plain data. Behind it sits one
//! [`EffectHandler`]: [`DryRun`] records calls and returns scripted values; the prover's handler
//! records symbolic facts; `clauz3 run` executes (`crate::run`), with the OS-facing handlers
//! here in `live_*` (a process serving a root's effects, the audit log).
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
pub mod live_audit;
pub(crate) mod live_cli;
mod live_db;
mod live_db_csv;
mod live_env;
mod live_files;
mod live_find;
mod live_gh;
mod live_git;
mod live_gmail;
pub mod live_library;
pub mod live_process;
mod live_rsync;
mod live_search;
mod live_web;

pub use data::DataValue;
pub use dry_run::{scripted_raise, DryRun, EffectRecord, ScriptedReturns};

use crate::ir::{EffectDecl, PyExc, TypeExpr};
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
    /// How many of `args` (the first ones) were passed positionally.
    pub positional: usize,
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

impl EffectRequest {
    /// The call as the reference's `clauz3 run` reports it:
    /// `tools.sms.trusted.effects.send_text('+15550100', body='hi')`.
    pub fn qualified_call_text(&self) -> String {
        let args: Vec<String> = self
            .args
            .iter()
            .enumerate()
            .map(|(i, (k, v))| if i < self.positional { v.repr() } else { format!("{k}={}", v.repr()) })
            .collect();
        format!("{}({})", self.qualified, args.join(", "))
    }
}

/// Why a handler refused a call, or the exception the effect raised.
#[derive(Debug, Clone, PartialEq)]
pub struct EffectError {
    pub message: String,
    /// The effect raised this exception, one its declaration names (`@deal.raises`): the gate
    /// raises it in the program, where a `try` may handle it.
    pub raised: Option<PyExc>,
}

impl EffectError {
    /// The handler could not perform the call (the run stops).
    pub fn new(message: impl Into<String>) -> EffectError {
        EffectError { message: message.into(), raised: None }
    }

    /// The effect raised `exc` with `message` as its one argument (none when empty).
    pub fn raised(exc: PyExc, message: impl Into<String>) -> EffectError {
        EffectError { message: message.into(), raised: Some(exc) }
    }

    /// A handler's answer that the call raised the builtin exception class `name`.
    pub fn raised_named(name: &str, message: &str) -> Result<EffectError, String> {
        match PyExc::from_name(name).filter(|e| e.unraisable().is_none()) {
            Some(exc) => Ok(EffectError::raised(exc, message)),
            None => Err(format!("`{name}` is not a builtin exception class a call may raise")),
        }
    }

    /// The audit log's line for a call that ended this way: the exception it `raised` when
    /// `decl` names it (the call happened; the program saw the exception), else an `error`.
    pub fn audit_record(&self, seq: u64, decl: &EffectDecl) -> serde_json::Value {
        match self.raised.filter(|exc| decl.may_raise(*exc)) {
            Some(exc) => {
                serde_json::json!({"event": "raised", "seq": seq, "exception": exc.name(), "message": self.message})
            }
            None => serde_json::json!({"event": "error", "seq": seq, "error": self.to_string()}),
        }
    }
}

/// The one rendering of an effect's failure, as CPython prints an exception:
/// `FileNotFoundError: [Errno 2] ...` for a raised one, the message alone otherwise.
impl std::fmt::Display for EffectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.raised {
            Some(exc) if self.message.is_empty() => f.write_str(exc.name()),
            Some(exc) => write!(f, "{}: {}", exc.name(), self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for EffectError {}

/// What stands behind the gate.
pub trait EffectHandler {
    fn perform(&mut self, request: &EffectRequest, decl: &EffectDecl) -> Result<DataValue, EffectError>;

    /// What the last performed effect printed (a mock body's `print`, a process handler's
    /// captured output), to be shown in the program's output where the call happened. Only
    /// handlers that run code have any.
    fn take_printed(&mut self) -> Option<String> {
        None
    }
}

/// Stands behind the gate where no effect may happen (constant folding, contract helpers).
#[derive(Debug, Default)]
pub struct NoEffects;

impl EffectHandler for NoEffects {
    fn perform(&mut self, request: &EffectRequest, _decl: &EffectDecl) -> Result<DataValue, EffectError> {
        Err(EffectError::new(format!("`{}` was called where no effect may happen", request.effect)))
    }
}

/// The chokepoint: numbers calls, hands them to the handler, and checks what comes back.
pub struct Gate<'h> {
    handler: &'h mut dyn EffectHandler,
    calls: u64,
    printed: Option<String>,
}

impl<'h> Gate<'h> {
    pub fn new(handler: &'h mut dyn EffectHandler) -> Self {
        Gate { handler, calls: 0, printed: None }
    }

    /// What the last dispatched effect printed, once.
    pub fn take_printed(&mut self) -> Option<String> {
        self.printed.take()
    }

    /// A trusted call whose arguments were all passed positionally (or where it does not
    /// matter how): see [`Gate::dispatch_call`].
    pub fn dispatch(
        &mut self,
        decl: &EffectDecl,
        args: Vec<(String, DataValue)>,
        at: Span,
    ) -> Result<DataValue, Fault> {
        let positional = args.len();
        self.dispatch_call(decl, args, positional, at)
    }

    /// The one function every trusted call goes through.
    pub fn dispatch_call(
        &mut self,
        decl: &EffectDecl,
        args: Vec<(String, DataValue)>,
        positional: usize,
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
            positional,
            at,
        };
        let performed = self.handler.perform(&request, decl);
        self.printed = self.handler.take_printed();
        let result = performed.map_err(|e| match e.raised {
            Some(exc) if decl.may_raise(exc) => Fault::exc(exc, e.message, at),
            // An exception the declaration does not name is no path the proof explored: the
            // run stops, as for any other failure of the effect, saying why it was not raised.
            Some(_) => Fault::new(
                FaultKind::Effect,
                format!(
                    "effect `{}` failed: {e} (an exception its declaration does not name in `@deal.raises`)",
                    decl.name
                ),
                at,
            ),
            None => Fault::new(FaultKind::Effect, format!("effect `{}` failed: {e}", decl.name), at),
        })?;
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

//! A dry run behind the run's own safety checks: every effect is answered from the script (as
//! `dry-run` does, nothing touches the world), but first passes the runtime monitor for the
//! program's guarantees and is written to the audit log, so an embedder sees exactly what
//! `clauz3 run` would check and record.

use super::monitor::Monitor;
use crate::effects::live_audit::AuditLog;
use crate::effects::{DataValue, DryRun, EffectError, EffectHandler, EffectRecord, EffectRequest};
use crate::ir::{EffectDecl, Program};

/// The dry-run handler with the monitor and the audit log in front of it.
pub(crate) struct WatchedDryRun<'r> {
    pub ir: &'r Program,
    pub inner: DryRun,
    pub monitor: Option<Monitor>,
    pub audit: Option<AuditLog>,
    /// The first guarantee the trace would break (the effect was not answered).
    pub violation: Option<String>,
    /// Why the audit log could not be written (the run stops: nothing goes unrecorded).
    pub audit_error: Option<String>,
}

impl WatchedDryRun<'_> {
    fn log(&mut self, record: serde_json::Value) -> Result<(), EffectError> {
        let Some(audit) = self.audit.as_mut() else { return Ok(()) };
        audit.record(record).map_err(|e| {
            self.audit_error = Some(e.clone());
            EffectError::new(e)
        })
    }

    /// Checks the whole trace against every guarantee when the run has ended.
    pub(crate) fn finish(&mut self) {
        if let (Some(monitor), None) = (&self.monitor, &self.violation) {
            if let Err(why) = monitor.at_end(self.ir, &self.inner.records) {
                self.violation = Some(why);
            }
        }
    }
}

impl EffectHandler for WatchedDryRun<'_> {
    fn perform(&mut self, request: &EffectRequest, decl: &EffectDecl) -> Result<DataValue, EffectError> {
        let next = EffectRecord::of(request, DataValue::None);
        if let Some(monitor) = &self.monitor {
            if let Err(why) = monitor.before(self.ir, &self.inner.records, &next) {
                let report = format!("{why} if effect #{} `{}` fires", request.seq, request.qualified_call_text());
                self.log(serde_json::json!({"event": "monitor_violation", "seq": request.seq, "message": report}))?;
                self.violation = Some(report.clone());
                return Err(EffectError::new(report));
            }
        }
        let args: serde_json::Map<String, serde_json::Value> =
            request.args.iter().map(|(k, v)| (k.clone(), serde_json::to_value(v).unwrap_or_default())).collect();
        self.log(serde_json::json!({"event": "started", "seq": request.seq, "effect": request.effect, "qualified": request.qualified, "args": args, "handler": "dry-run"}))?;
        let result = self.inner.perform(request, decl);
        match &result {
            Ok(v) => {
                let returned = serde_json::to_value(v).unwrap_or_default();
                self.log(serde_json::json!({"event": "ok", "seq": request.seq, "returned": returned}))?;
            }
            Err(e) => self.log(e.audit_record(request.seq, decl))?,
        }
        result
    }
}

/// The monitor for the program's guarantees on `func`.
pub(crate) fn monitor_for(program: &crate::api::Program, func: crate::ir::FuncId) -> Monitor {
    Monitor::new(super::approved_specs(program, func))
}

//! What stands behind the gate during `clauz3 run`: the runtime monitor and the audit log around
//! one handler per effect, chosen in this order: a native handler an embedder registered, the
//! process a trusted root's `clauz3-handler.toml` declares, the effect's own body when it is
//! inside the subset (mock bodies), run by our interpreter.

use super::monitor::Monitor;
use crate::effects::live_audit::AuditLog;
use crate::effects::live_library::LibraryHandler;
use crate::effects::live_process::{self, ProcessHandler};
use crate::effects::{DataValue, EffectError, EffectHandler, EffectRecord, EffectRequest, Gate, NoEffects};
use crate::interp::{self, Concrete};
use crate::ir::{EffectDecl, FuncId, Program};
use crate::limits::Limits;
use crate::sema::Evaluator;

/// The handlers effects can be executed by, besides their own bodies.
#[derive(Default)]
pub struct Handlers {
    native: Vec<(String, Box<dyn EffectHandler>)>,
    /// Each with the package of the trusted root it serves (`tools.notes.trusted`).
    processes: Vec<(String, ProcessHandler)>,
}

impl Handlers {
    /// Executes every call of the effect named `effect` (its function name) with `handler`,
    /// ahead of any process or body.
    pub fn register(&mut self, effect: &str, handler: Box<dyn EffectHandler>) {
        self.native.push((effect.to_owned(), handler));
    }

    /// Serves the effects of the trusted root imported as `package` that the manifest names.
    pub fn add_process(&mut self, package: &str, handler: ProcessHandler) {
        self.processes.push((package.to_owned(), handler));
    }

    /// The process handlers that the program's trusted roots declare in their
    /// `clauz3-handler.toml` (none started yet), and the native handler of the bundled
    /// libraries' effects the processes do not serve; a bad manifest is a configuration error.
    pub fn from_manifests(program: &crate::api::Program) -> Result<Handlers, String> {
        let mut handlers = Handlers::default();
        let (roots, _) = program.roots();
        for root in roots {
            let Some(manifest) = live_process::read_manifest(root).map_err(|e| e.to_string())? else { continue };
            manifest.program().map_err(|e| format!("{}: {e}", manifest.path.display()))?;
            let prefix = root.display().to_string();
            let Some(package) =
                program.origin.trusted.iter().find(|f| f.display.starts_with(&prefix)).map(|f| f.package.clone())
            else {
                continue;
            };
            let env = vec![("CLAUZ3_IMPORT_ROOT".to_owned(), live_process::import_root_of(root, &package)?)];
            handlers.add_process(&package, ProcessHandler::new(manifest, env));
        }
        // The bundled libraries' effects run natively, unless a root's process serves them.
        for decl in &program.syntax.program.effects {
            let by_process = handlers.processes.iter().any(|(package, p)| p.manifest().serves_decl(package, decl));
            if LibraryHandler::serves(decl) && !by_process {
                handlers.register(&decl.name, Box::new(LibraryHandler));
            }
        }
        Ok(handlers)
    }

    /// Which handler serves `decl`, as a name for the report and the audit log.
    pub(super) fn route(&self, decl: &EffectDecl) -> Option<Route> {
        if let Some(i) = self.native.iter().position(|(n, _)| *n == *decl.name) {
            return Some(Route::Native(i));
        }
        let served = |(package, p): &(String, ProcessHandler)| p.manifest().serves_decl(package, decl);
        if let Some(i) = self.processes.iter().position(served) {
            return Some(Route::Process(i));
        }
        decl.body.map(Route::Body)
    }
}

#[derive(Clone, Copy)]
pub(super) enum Route {
    Native(usize),
    Process(usize),
    Body(FuncId),
}

impl Route {
    fn name(self) -> &'static str {
        match self {
            Route::Native(_) => "native",
            Route::Process(_) => "process",
            Route::Body(_) => "body",
        }
    }
}

/// One executed (or attempted) effect, in call order.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ExecutedEffect {
    pub seq: u64,
    pub effect: String,
    /// `tools.garden.trusted.effects.water('a', litres=10)`, as the reference reports calls.
    pub call: String,
    /// `native`, `process` or `body`.
    pub handler: &'static str,
    /// What it returned, when it returned.
    pub returned: Option<DataValue>,
    /// Why it failed, when it failed.
    pub error: Option<String>,
}

/// The run's handler: monitor, then audit `started`, then the routed handler, then audit
/// `ok`/`error`.
pub(super) struct Executor<'r> {
    pub ir: &'r Program,
    pub limits: Limits,
    pub handlers: &'r mut Handlers,
    pub monitor: Option<&'r Monitor>,
    pub audit: Option<&'r mut AuditLog>,
    /// The calls as the monitor sees them (arguments by parameter name).
    pub records: Vec<EffectRecord>,
    pub executed: Vec<ExecutedEffect>,
    /// Set when the monitor stopped an effect: the soundness report.
    pub violation: Option<String>,
    /// Set when a call had no handler or the audit log failed: configuration, not runtime.
    pub refusal: Option<String>,
    printed: Option<String>,
}

impl<'r> Executor<'r> {
    pub(super) fn new(
        ir: &'r Program,
        limits: Limits,
        handlers: &'r mut Handlers,
        monitor: Option<&'r Monitor>,
        audit: Option<&'r mut AuditLog>,
    ) -> Self {
        Executor {
            ir,
            limits,
            handlers,
            monitor,
            audit,
            records: Vec::new(),
            executed: Vec::new(),
            violation: None,
            refusal: None,
            printed: None,
        }
    }

    fn log(&mut self, record: serde_json::Value) -> Result<(), EffectError> {
        match self.audit.as_deref_mut().map(|a| a.record(record)) {
            Some(Err(e)) => {
                self.refusal = Some(e.clone());
                Err(EffectError::new(e))
            }
            Some(Ok(())) | None => Ok(()),
        }
    }

    fn check_deadline(&self) -> Result<(), EffectError> {
        match self.limits.deadline {
            Some(d) if std::time::Instant::now() >= d => {
                Err(EffectError::new("the run went past its wall-clock deadline before this effect"))
            }
            Some(_) | None => Ok(()),
        }
    }
}

impl EffectHandler for Executor<'_> {
    fn perform(&mut self, request: &EffectRequest, decl: &EffectDecl) -> Result<DataValue, EffectError> {
        self.printed = None;
        self.check_deadline()?;
        let Some(route) = self.handlers.route(decl) else {
            let why = format!(
                "no handler for effect `{}`: its body is a stub or outside the subset, no `clauz3-handler.toml` in its trusted root serves it, and no native handler is registered",
                decl.name
            );
            self.refusal = Some(why.clone());
            return Err(EffectError::new(why));
        };
        let record = EffectRecord::of(request, DataValue::None);
        if let Some(monitor) = self.monitor {
            if let Err(why) = monitor.before(self.ir, &self.records, &record) {
                let report = format!(
                    "soundness bug: {why} if effect #{} `{}` fires, yet the proof said it holds on every run; the effect was not performed",
                    request.seq,
                    request.qualified_call_text()
                );
                self.log(serde_json::json!({"event": "monitor_violation", "seq": request.seq, "call": request.qualified_call_text(), "message": report}))?;
                self.violation = Some(report.clone());
                return Err(EffectError::new(report));
            }
        }
        let args: serde_json::Map<String, serde_json::Value> =
            request.args.iter().map(|(k, v)| (k.clone(), serde_json::to_value(v).unwrap_or_default())).collect();
        self.log(serde_json::json!({"event": "started", "seq": request.seq, "effect": request.effect, "qualified": request.qualified, "args": args, "handler": route.name()}))?;
        self.records.push(record);
        self.executed.push(ExecutedEffect {
            seq: request.seq,
            effect: request.effect.clone(),
            call: request.qualified_call_text(),
            handler: route.name(),
            returned: None,
            error: None,
        });
        let result = match route {
            Route::Native(i) => {
                let h = &mut self.handlers.native[i].1;
                let r = h.perform(request, decl);
                self.printed = h.take_printed();
                r
            }
            Route::Process(i) => {
                let h = &mut self.handlers.processes[i].1;
                let r = h.perform(request, decl);
                self.printed = h.take_printed();
                r
            }
            Route::Body(func) => run_body(self.ir, func, decl, request, self.limits).map(|(v, printed)| {
                self.printed = Some(printed).filter(|p| !p.is_empty());
                v
            }),
        };
        let entry = self.executed.last_mut();
        match &result {
            Ok(v) => {
                if let Some(e) = entry {
                    e.returned = Some(v.clone());
                }
                if let Some(r) = self.records.last_mut() {
                    r.returned = v.clone();
                }
                let returned = serde_json::to_value(v).unwrap_or_default();
                self.log(serde_json::json!({"event": "ok", "seq": request.seq, "returned": returned}))?;
            }
            Err(e) => {
                if let Some(x) = entry {
                    x.error = Some(e.to_string());
                }
                self.log(e.audit_record(request.seq, decl))?;
            }
        }
        result
    }

    fn take_printed(&mut self) -> Option<String> {
        self.printed.take()
    }
}

/// Runs an effect's own body (a mock: `pass`, `print`, returning a value) in the interpreter,
/// with every parameter bound (omitted ones to their defaults). The body may call no effect.
fn run_body(
    ir: &Program,
    func: FuncId,
    decl: &EffectDecl,
    request: &EffectRequest,
    limits: Limits,
) -> Result<(DataValue, String), EffectError> {
    let mut args = Vec::with_capacity(decl.params.len());
    for p in &decl.params {
        let value = match (request.args.iter().find(|(k, _)| **k == *p.name), &p.default) {
            (Some((_, v)), _) => interp::from_data(v.clone(), request.at),
            (None, Some(c)) => Ok(interp::const_value(c)),
            (None, None) => return Err(EffectError::new(format!("parameter `{}` was not passed", p.name))),
        };
        args.push(value.map_err(|f| EffectError::new(f.message().to_owned()))?);
    }
    let mut no_effects = NoEffects;
    let mut evaluator = Evaluator::new(ir, Concrete::new(limits, Gate::new(&mut no_effects)));
    let result = crate::api::with_stack(crate::api::RUN_STACK, || evaluator.call_entry(func, args));
    let output = std::mem::take(&mut evaluator.into_domain().output);
    let value = result.map_err(|f| EffectError::new(format!("{}: {}", f.error_name(), f.message())))?;
    let data = interp::to_data(&value, request.at).map_err(|f| {
        EffectError::new(format!("its body returned a value outside the value domain: {}", f.message()))
    })?;
    Ok((data, output))
}

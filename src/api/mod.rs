//! The library API in plain data: load a program with its trusted layer, then dry-run it.
//! No IR or solver types cross this boundary.

use crate::diag::{render_json, render_text, Diagnostic, Diagnostics, Located};
use crate::effects::{DataValue, DryRun, EffectRecord, Gate, ScriptedReturns};
use crate::interp::{self, Concrete};
use crate::layer::ProgramSyntax;
use crate::layer::{self, TrustedFile};
use crate::limits::Limits;
use crate::sema::Evaluator;
use crate::source::{SourceFile, SourceMap};
use crate::syntax;
use std::path::{Path, PathBuf};

mod contracts;
mod coverage;
mod libraries;
mod lint;
mod paths;
mod prove;
pub mod run;
mod search;
mod tools;

pub use coverage::{coverage, CoverageEntry};
pub use libraries::{all_words_in, library_catalog, LibraryEntry};
pub use lint::{lint, Finding, LintReport};
pub use paths::{prove_keeping_paths, PathExample, ProvedPaths};
pub(crate) use prove::kind_name;
pub use prove::{prove, Conclusion, EffectSite, ObligationReport, ProofReport, ProveOptions};
pub use tools::{
    tool_catalog, tool_sources, Condition, ContractTool, Declaration, EffectTool, EventField, EventTool, PerformedTool,
    PolicyTool, RootTools, Tool, ToolCatalog, ToolParam, ToolParamKind,
};

/// Why a program could not be loaded: every diagnostic, already rendered.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{text}")]
pub struct LoadError {
    /// All diagnostics as text (`error[kind]: ...` with source excerpts).
    pub text: String,
    /// The same diagnostics as JSON objects.
    pub json: Vec<serde_json::Value>,
    /// When every problem is a construct refused inside a function body of the agent program:
    /// the first one as the reference words a body refusal (`<why> at line N: <source>`).
    pub body_refusal: Option<String>,
}

/// Where a program's trusted layer comes from and what else it may import.
#[derive(Debug, Clone, Default)]
pub struct LoadOptions {
    /// `--trusted-root`s; when empty, discovered under the import roots (or next to the entry).
    pub trusted_roots: Vec<PathBuf>,
    /// `--import-root`s: trusted modules are named by their path below one of these.
    pub import_roots: Vec<PathBuf>,
    /// `--allow-import`: further modules (or dotted prefixes) the agent may import.
    pub allow_imports: Vec<String>,
}

/// A parsed and lowered agent program, ready to run.
pub struct Program {
    /// Every file of the program, shared with the lowered program's tracebacks.
    map: std::rc::Rc<SourceMap>,
    syntax: ProgramSyntax,
    contracts: contracts::Contracts,
    /// What it was loaded from, to load it again with more guarantees (approval policies) and
    /// to describe it in an approval request.
    origin: Origin,
}

/// Where a program's layer came from.
#[derive(Debug, Clone, Default)]
struct Origin {
    trusted: Vec<TrustedFile>,
    allow_imports: Vec<String>,
    /// The trusted roots as resolved (given or discovered) and the import roots, when loaded
    /// from disk.
    roots: Vec<PathBuf>,
    import_roots: Vec<PathBuf>,
}

impl LoadOptions {
    /// The trusted roots to load: the given ones, else those discovered under the import roots,
    /// else `fallback()`.
    fn roots(&self, fallback: impl FnOnce() -> Vec<PathBuf>) -> Vec<PathBuf> {
        match (self.trusted_roots.is_empty(), self.import_roots.is_empty()) {
            (false, _) => self.trusted_roots.clone(),
            (true, false) => self.import_roots.iter().flat_map(|r| crate::loader::discover_under(r)).collect(),
            (true, true) => fallback(),
        }
    }
}

impl LoadOptions {
    /// The trusted roots a layer command (`tools`, `lint`) reads: the given ones, else those
    /// discovered under the import roots (by default the current directory); and the import
    /// roots roots are named below.
    fn layer_roots(&self) -> (Vec<PathBuf>, Vec<PathBuf>) {
        let import_roots = if self.import_roots.is_empty() { vec![PathBuf::new()] } else { self.import_roots.clone() };
        let roots = self.roots(|| import_roots.iter().flat_map(|r| crate::loader::discover_under(r)).collect());
        (roots, import_roots)
    }
}

/// Every trusted root's files, root by root, with modules named below the import roots.
fn read_roots(roots: &[PathBuf], import_roots: &[PathBuf]) -> Result<Vec<Vec<TrustedFile>>, LoadError> {
    for dir in import_roots {
        crate::loader::check_import_root(dir).map_err(|d| render_all(&SourceMap::default(), &[d]))?;
    }
    roots
        .iter()
        .map(|root| {
            crate::loader::trusted_root_files_in(root, import_roots)
                .map_err(|d| render_all(&SourceMap::default(), &[d]))
        })
        .collect()
}

impl LoadError {
    /// For `prove`: the reference's verdict line when the only problems are constructs refused
    /// inside a function body (`<target>: skipped unsupported program body (...)`).
    pub fn skipped_line(&self, target: &str) -> Option<String> {
        let why = self.body_refusal.as_ref()?;
        Some(format!("{target}: skipped unsupported program body ({why})"))
    }
}

impl Program {
    /// Loads a program from text, with the trusted files it may import from.
    pub fn from_source(name: &str, text: &str, trusted: &[TrustedFile]) -> Result<Program, LoadError> {
        Program::from_source_allowing(name, text, trusted, &[])
    }

    /// Like [`Program::from_source`], also allowing imports of the given modules (and their
    /// submodules) as `--allow-import` does; their members still have no model.
    pub fn from_source_allowing(
        name: &str,
        text: &str,
        trusted: &[TrustedFile],
        allow_imports: &[String],
    ) -> Result<Program, LoadError> {
        let mut map = SourceMap::default();
        // The bundled libraries it imports that no trusted root provides.
        let mut trusted = trusted.to_vec();
        // Trusted files' trees are kept on disk from their first parse, the look at imports.
        syntax::parse_cache::lasting(trusted.iter().map(|f| f.text.clone()));
        layer::stdlib::add_imported(text, &mut trusted);
        syntax::parse_cache::lasting(trusted.iter().map(|f| f.text.clone()));
        let loaded = with_stack(LOWER_STACK, || -> Result<ProgramSyntax, Diagnostics> {
            let pure = layer::embedded::wanted_pure(text, &trusted);
            let layer = layer::load_kept(&mut map, &trusted, &pure)?;
            let file = map.add(SourceFile::new(name, text));
            let parsed = syntax::parse(&map, file)?;
            crate::layer::lower_program(&parsed, layer, allow_imports)
        });
        let syntax = loaded.map_err(|d| {
            let mut err = render_all(&map, &d.0);
            let entry = map.len().checked_sub(1);
            let in_body = |g: &Diagnostic| {
                g.code == syntax::BODY_REFUSAL && g.span.is_some_and(|s| Some(s.file.0 as usize) == entry)
            };
            if d.0.iter().all(in_body) {
                err.body_refusal = d.0.first().and_then(|g| {
                    let span = g.span?;
                    let line = Located::of(&map, span)?.line;
                    let text: String = map.get(span.file)?.snippet(span).chars().take(300).collect();
                    Some(format!("{} at line {line}: {text}", g.message))
                });
            }
            err
        })?;
        let mut syntax = syntax;
        syntax.program.script = std::rc::Rc::from(name);
        syntax.program.traceback.name = std::rc::Rc::from(name);
        let map = std::rc::Rc::new(map);
        syntax.program.traceback.sources = map.clone();
        let contracts = with_stack(RUN_STACK, || contracts::build(&syntax.program, &syntax.contracts))
            .map_err(|d| render_all(&map, &[d]))?;
        let origin = Origin { trusted, allow_imports: allow_imports.to_vec(), ..Origin::default() };
        Ok(Program { map, syntax, contracts, origin })
    }

    /// Reads a program and its trusted roots from disk. With no roots given, discovers
    /// `tools/<domain>/trusted` next to the program (see [`crate::loader::discover_roots`]).
    pub fn from_path(path: &Path, trusted_roots: &[PathBuf]) -> Result<Program, LoadError> {
        Program::load(path, &LoadOptions { trusted_roots: trusted_roots.to_vec(), ..LoadOptions::default() })
    }

    /// Reads a program with explicit trusted roots, import roots and allowed imports.
    pub fn load(path: &Path, options: &LoadOptions) -> Result<Program, LoadError> {
        let empty = SourceMap::default();
        let text = crate::loader::read_source(path).map_err(|d| render_all(&empty, &[d]))?;
        let mut program =
            Program::load_text(&path.display().to_string(), &text, options, || crate::loader::discover_roots(path))?;
        program.syntax.program.traceback.name = std::rc::Rc::from(crate::loader::script_path(path));
        Ok(program)
    }

    /// Loads program text read elsewhere (`-` for stdin) with the roots of `options`, else
    /// those `discover()` finds.
    pub fn load_text(
        name: &str,
        text: &str,
        options: &LoadOptions,
        discover: impl FnOnce() -> Vec<PathBuf>,
    ) -> Result<Program, LoadError> {
        let roots = options.roots(discover);
        let files = read_roots(&roots, &options.import_roots)?.into_iter().flatten().collect::<Vec<_>>();
        let mut program = Program::from_source_allowing(name, text, &files, &options.allow_imports)?;
        program.origin.roots = roots;
        program.origin.import_roots = options.import_roots.clone();
        Ok(program)
    }

    /// Where `span` is in the program's sources.
    pub fn locate(&self, span: crate::source::Span) -> Option<Located> {
        Located::of(&self.map, span)
    }

    /// The agent program's file name and text, exactly as loaded.
    pub fn source(&self) -> (&str, &str) {
        let entry = self.map.len().checked_sub(1).and_then(|i| self.map.get(crate::source::FileId(i as u32)));
        entry.map_or(("", ""), |f| (f.name.as_str(), f.text.as_str()))
    }

    /// The trusted roots it was loaded with (as given or discovered) and the import roots.
    pub fn roots(&self) -> (&[PathBuf], &[PathBuf]) {
        (&self.origin.roots, &self.origin.import_roots)
    }

    /// Checks scripted returns before a run: every key must name an effect the program can
    /// call, and every value must fit that effect's declared return type.
    pub fn check_returns(&self, returns: &ScriptedReturns) -> Result<(), String> {
        let effects = &self.syntax.program.effects;
        for (name, values) in returns.entries() {
            let Some(decl) = effects.iter().find(|e| &*e.name == name) else {
                let known: Vec<&str> = effects.iter().map(|e| &*e.name).collect();
                return Err(format!(
                    "scripted returns name `{name}`, which is not a trusted effect (known: {})",
                    known.join(", ")
                ));
            };
            // A generic query's row type is known only at the call; it is checked there.
            if decl.returns.has_row_var() {
                continue;
            }
            for (i, v) in values.iter().enumerate() {
                let checked = match crate::effects::scripted_raise(v) {
                    Some(raise) => raise.and_then(|r| match r.raised {
                        Some(exc) if decl.may_raise(exc) => Ok(()),
                        _ => Err(format!("`{name}` does not declare that it raises it (`@deal.raises`)")),
                    }),
                    None => DataValue::from_json(v, &decl.returns).map(|_| ()),
                };
                checked.map_err(|why| format!("scripted return #{} for `{name}`: {why}", i + 1))?;
            }
        }
        Ok(())
    }

    /// The statement and expression kinds this program uses (IR node names), for coverage
    /// checks over a corpus.
    pub fn node_kinds(&self) -> std::collections::BTreeSet<&'static str> {
        let mut handler = DryRun::default();
        let domain = Concrete::new(Limits::default(), Gate::new(&mut handler));
        let kinds = Evaluator::new(&self.syntax.program, domain).node_kinds();
        kinds
    }

    /// The source text a span covers (for verdict excerpts), shortened to 300 characters.
    fn snippet(&self, span: crate::source::Span) -> String {
        let text = self.map.get(span.file).map(|f| f.snippet(span).to_owned()).unwrap_or_default();
        text.chars().take(300).collect()
    }

    /// Names of the module-level functions, in source order.
    pub fn functions(&self) -> Vec<String> {
        self.syntax.program.module_functions.iter().map(|(n, _)| n.clone()).collect()
    }
}

fn render_all(map: &SourceMap, diags: &[Diagnostic]) -> LoadError {
    LoadError {
        text: diags.iter().map(|d| render_text(map, d)).collect::<Vec<_>>().join("\n"),
        json: diags.iter().map(|d| render_json(map, d)).collect(),
        body_refusal: None,
    }
}

/// How to dry-run.
#[derive(Debug, Clone)]
pub struct DryRunOptions {
    /// The function to call with no arguments.
    pub target: String,
    /// Values trusted effects return, per effect, one per call.
    pub returns: ScriptedReturns,
    pub limits: Limits,
    /// Check the program's guarantees on the trace as `clauz3 run`'s monitor does: before
    /// each effect (a call that would break one is not answered and the run stops), and on the
    /// whole trace at the end. The outcome is [`EffectTrace::violation`].
    pub monitor: bool,
    /// Append the run's audit log (`started` before each effect, `ok`/`error` after) to this
    /// file, as `clauz3 run` does.
    pub audit_log: Option<std::path::PathBuf>,
    /// The arguments the program is given after its name: what `sys.argv[1:]` reads.
    pub args: Vec<String>,
}

impl Default for DryRunOptions {
    fn default() -> Self {
        DryRunOptions {
            target: "main".into(),
            returns: ScriptedReturns::default(),
            limits: Limits::default(),
            monitor: false,
            audit_log: None,
            args: Vec::new(),
        }
    }
}

/// Why a run stopped early.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Failure {
    /// The Python exception name (`AssertionError`), or `PreconditionError`, `LimitExceeded`, ...
    pub error: String,
    pub message: String,
    pub location: Option<Located>,
    /// The rendered diagnostic, as text.
    #[serde(skip)]
    pub rendered: String,
    /// The rendered diagnostic, as JSON.
    pub diagnostic: serde_json::Value,
    /// CPython's traceback of an exception that ended the run, as `python3 program.py`
    /// prints it on stderr.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub traceback: Option<String>,
}

/// Everything a dry run did: the effects it asked for, what it printed, what it returned.
#[derive(Debug, Clone, serde::Serialize)]
pub struct EffectTrace {
    pub target: String,
    pub effects: Vec<EffectRecord>,
    pub output: String,
    /// What the program wrote to `sys.stderr`.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub errors: String,
    /// `repr()` of the returned value (`None` when the run failed).
    pub returned: Option<String>,
    /// `str()` of the returned value.
    #[serde(skip)]
    pub returned_str: Option<String>,
    /// The returned value as plain data, when it is plain data.
    pub returned_value: Option<DataValue>,
    pub failure: Option<Failure>,
    /// Statements executed.
    pub steps: u64,
    /// The exit status CPython would end with, when the program ends through `SystemExit`
    /// (`sys.exit(n)` anywhere, or `sys.exit(main())` as its entry call).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit_status: Option<u8>,
    /// With [`DryRunOptions::monitor`]: the first guarantee the trace breaks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub violation: Option<String>,
}

impl EffectTrace {
    pub fn succeeded(&self) -> bool {
        self.failure.is_none()
    }

    /// Ends the trace as CPython ends on `SystemExit(code)`: its status, and its text on stderr.
    fn exit_with(&mut self, code: &interp::Value) {
        let (status, text) = interp::exceptions::exit_status(code);
        self.exit_status = Some(status);
        self.errors.extend(text);
    }

    /// Where each effect was called, as file:line:col.
    pub fn locations(&self, program: &Program) -> Vec<Option<Located>> {
        self.effects.iter().map(|e| Located::of(&program.map, e.at)).collect()
    }
}

/// Runs the target with no arguments through the dry-run gate: every trusted call is recorded
/// and answered from `options.returns` (or the return type's zero); nothing touches the world.
///
/// ```
/// use clauz3::{dry_run, DryRunOptions, Program, TrustedFile};
/// let layer = TrustedFile {
///     package: "tools.bank.trusted".into(),
///     module: "tools.bank.trusted.effects".into(),
///     display: "tools/bank/trusted/effects.py".into(),
///     text: "import clauz3\n\n@clauz3.requires(lambda amount: 0 < amount <= 100)\n@clauz3.trusted\ndef pay(amount: int) -> bool: ...\n".into(),
/// };
/// let program = Program::from_source(
///     "agent.py",
///     "from tools.bank.trusted.effects import pay\n\ndef main() -> int:\n    ok = pay(40)\n    return 40 if ok else 0\n",
///     &[layer],
/// ).unwrap();
/// let trace = dry_run(&program, &DryRunOptions::default());
/// assert!(trace.succeeded());
/// assert_eq!(trace.effects[0].call_text(), "pay(amount=40)");
/// assert_eq!(trace.returned.as_deref(), Some("0"));
/// ```
pub fn dry_run(program: &Program, options: &DryRunOptions) -> EffectTrace {
    let mut trace = EffectTrace {
        target: options.target.clone(),
        effects: Vec::new(),
        output: String::new(),
        errors: String::new(),
        returned: None,
        returned_str: None,
        returned_value: None,
        failure: None,
        steps: 0,
        exit_status: None,
        violation: None,
    };
    let ir = &program.syntax.program;
    let Some(target) = ir.lookup_function(&options.target) else {
        let d = Diagnostic::new(
            crate::diag::DiagKind::Config,
            "no-target",
            format!("no function `{}` in the program", options.target),
            None,
        );
        trace.failure = Some(failure_of(&program.map, "NoTarget", &d));
        return trace;
    };
    if let Some((why, at)) = ir.entry_conflict(&options.target) {
        let d = Diagnostic::unsupported(why, at);
        trace.failure = Some(failure_of(&program.map, "EntryCall", &d));
        return trace;
    }
    let run = if options.monitor || options.audit_log.is_some() {
        match watched_run(program, target, options) {
            Ok((run, violation)) => {
                trace.violation = violation;
                run
            }
            Err(why) => {
                let d = Diagnostic::new(crate::diag::DiagKind::Config, "audit-log", why, None);
                trace.failure = Some(failure_of(&program.map, "AuditLog", &d));
                return trace;
            }
        }
    } else {
        run_concrete(ir, target, Vec::new(), options.returns.clone(), options.limits, &options.args)
    };
    trace.output = run.output;
    trace.errors = run.errors;
    trace.steps = run.steps;
    trace.effects = run.effects;
    match run.result {
        Ok(v) => {
            let (repr, text) = run.texts.unwrap_or_else(|| (interp::repr(&v), interp::to_str(&v)));
            trace.returned = Some(repr);
            trace.returned_str = Some(text);
            trace.returned_value = interp::to_data(&v, crate::source::Span::default()).ok();
            if ir.exit_with_result {
                trace.exit_with(&v);
            }
        }
        Err(fault) => match interp::exceptions::system_exit_code(&fault) {
            Some(code) => trace.exit_with(&code),
            None => {
                let mut failure = failure_of(&program.map, fault.error_name(), &fault.to_diagnostic());
                failure.traceback = run.traceback;
                trace.failure = Some(failure);
            }
        },
    }
    trace
}

/// Native stack for parsing and lowering: deeply nested source must not overflow the caller's.
const LOWER_STACK: usize = 64 << 20;

/// Native stack for one run: deep (allowed) recursion must not overflow the caller's.
pub(crate) const RUN_STACK: usize = 256 << 20;

/// Native stack for a thread that proves and runs many programs (the fuzzer's workers): with
/// room for [`RUN_STACK`] above what the thread itself uses, runs on it need no stack of their
/// own.
pub const WORKER_STACK: usize = RUN_STACK + (64 << 20);

/// Runs `f` with at least `size` bytes of native stack: on the caller's when that much is left,
/// else on a new stack. A new 256 MiB stack for every run (mapped, touched, unmapped) cost a
/// fuzz session about a fiftieth of its time.
pub(crate) fn with_stack<R>(size: usize, f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(size, size, f)
}

/// What one concrete run through the dry-run gate did.
struct ConcreteRun {
    result: Result<interp::Value, crate::sema::Fault>,
    /// `repr()` and `str()` of the result when the evaluator wrote them (instances).
    texts: Option<(String, String)>,
    effects: Vec<EffectRecord>,
    output: String,
    errors: String,
    steps: u64,
    /// CPython's traceback of the exception that ended the run, if one did.
    traceback: Option<String>,
    /// Whether a text of the run held a memory address (see `interp::Concrete`).
    wrote_address: bool,
}

/// Calls `func(*args)` in the interpreter, every effect answered by the dry-run handler.
fn run_concrete(
    ir: &crate::ir::Program,
    func: crate::ir::FuncId,
    args: Vec<interp::Value>,
    returns: ScriptedReturns,
    limits: Limits,
    argv: &[String],
) -> ConcreteRun {
    let mut handler = DryRun::new(returns);
    let (result, texts, output, errors, steps, traceback) = {
        let mut evaluator = Evaluator::new(ir, Concrete::new(limits, Gate::new(&mut handler))).with_args(argv);
        let result = with_stack(RUN_STACK, || evaluator.call_entry(func, args));
        let (result, texts) = returned_texts(&mut evaluator, result, ir.function(func).span);
        let traceback = uncaught(&mut evaluator, &result, func);
        let domain = evaluator.into_domain();
        (result, texts, domain.output, domain.errors, (domain.steps, domain.wrote_address), traceback)
    };
    let (steps, wrote_address) = steps;
    ConcreteRun { result, texts, effects: handler.records, output, errors, steps, traceback, wrote_address }
}

/// A run's result, and the `repr()` and `str()` of the value it returned where the evaluator
/// writes them.
type ReturnedTexts<V> = (Result<V, crate::sema::Fault>, Option<(String, String)>);

/// The run's result and the texts of the value it returned (`Evaluator::returned_texts`); a
/// text clauz3 refuses to write makes the run's result that refusal.
pub(crate) fn returned_texts<'a, D: crate::sema::Domain + 'a>(
    evaluator: &mut Evaluator<'a, D>,
    result: Result<D::Val, crate::sema::Fault>,
    at: crate::source::Span,
) -> ReturnedTexts<D::Val> {
    let Ok(v) = &result else { return (result, None) };
    match evaluator.returned_texts(v, at) {
        Ok(texts) => (result, texts),
        Err(refused) => (Err(refused), None),
    }
}

/// A dry run behind the monitor and the audit log; the violation found, if any.
fn watched_run(
    program: &Program,
    func: crate::ir::FuncId,
    options: &DryRunOptions,
) -> Result<(ConcreteRun, Option<String>), String> {
    let ir = &program.syntax.program;
    let audit = options.audit_log.as_deref().map(crate::effects::live_audit::AuditLog::open).transpose()?;
    let mut handler = run::WatchedDryRun {
        ir,
        inner: DryRun::new(options.returns.clone()),
        monitor: options.monitor.then(|| run::monitor_for(program, func)),
        audit,
        violation: None,
        audit_error: None,
    };
    let (result, texts, output, errors, steps, traceback) = {
        let mut evaluator =
            Evaluator::new(ir, Concrete::new(options.limits, Gate::new(&mut handler))).with_args(&options.args);
        let result = with_stack(RUN_STACK, || evaluator.call_entry(func, Vec::new()));
        let (result, texts) = returned_texts(&mut evaluator, result, ir.function(func).span);
        let traceback = uncaught(&mut evaluator, &result, func);
        let domain = evaluator.into_domain();
        (result, texts, domain.output, domain.errors, (domain.steps, domain.wrote_address), traceback)
    };
    if let Some(e) = handler.audit_error {
        return Err(e);
    }
    handler.finish();
    let (steps, wrote_address) = steps;
    let run =
        ConcreteRun { result, texts, effects: handler.inner.records, output, errors, steps, traceback, wrote_address };
    Ok((run, handler.violation))
}

/// CPython's traceback of the exception ending a run (`SystemExit` prints none).
pub(crate) fn uncaught<'a, D: crate::sema::Domain + 'a>(
    evaluator: &mut Evaluator<'a, D>,
    result: &Result<D::Val, crate::sema::Fault>,
    func: crate::ir::FuncId,
) -> Option<String> {
    let fault = result.as_ref().err()?;
    if interp::exceptions::system_exit_code(fault).is_some() {
        return None;
    }
    with_stack(RUN_STACK, || evaluator.uncaught_traceback(fault, func))
}

fn failure_of(map: &SourceMap, error: &str, d: &Diagnostic) -> Failure {
    Failure {
        error: error.to_owned(),
        message: d.message.clone(),
        location: d.span.and_then(|s| Located::of(map, s)),
        rendered: render_text(map, d),
        diagnostic: render_json(map, d),
        traceback: None,
    }
}

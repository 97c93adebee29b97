//! `prove`: explore every path of the target and report each obligation, in the reference's
//! verdict-line format and as plain data; every counterexample is replayed concretely.

use super::Program;
use crate::contract::Spec;
use crate::diag::{render_text, DiagKind, Diagnostic, Located};
use crate::effects::ScriptedReturns;
use crate::layer::GuaranteeSyntax;
use crate::limits::Limits;
use crate::prover::{self, Counterexample, GuaranteeCheck, Obligation, ObligationKind, Verdict};
use crate::sema::Fault;

/// How to prove.
#[derive(Debug, Clone)]
pub struct ProveOptions {
    pub target: String,
    pub limits: Limits,
    /// Per solver query.
    pub timeout_ms: u32,
    /// Iterations a loop on symbolic values is unrolled before it must have exited.
    pub loop_bound: u32,
    /// Keep the thread's incremental solver from the proofs before this one instead of starting
    /// a new one (whose first query costs Z3 a few milliseconds). Faster for many small proofs
    /// on one thread, as the fuzzer's; but which model Z3 finds, and so a counterexample, may
    /// then depend on the proofs before. Off by default: a program proves the same alone or
    /// after others.
    pub share_solver: bool,
}

impl Default for ProveOptions {
    fn default() -> Self {
        ProveOptions {
            target: "main".into(),
            limits: Limits::default(),
            timeout_ms: 5_000,
            loop_bound: prover::DEFAULT_LOOP_BOUND,
            share_solver: false,
        }
    }
}

/// The conclusion for a target, as the reference names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Conclusion {
    Proved,
    Failed,
    Skipped,
    PartiallyProved,
    Vacuous,
    NoTheorem,
}

/// One obligation and what became of it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ObligationReport {
    /// `assertion`, `precondition`, `guarantee`, or an exception name.
    pub kind: String,
    pub location: Option<Located>,
    /// `proved`, `refuted`, `unknown`, or `held_on_explored_paths`: held on every path
    /// explored before the proof stopped early, which proves nothing about the rest.
    pub status: &'static str,
    /// For a guarantee a coverage policy added: the domain whose policy requires it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub required_by: Option<String>,
}

/// The result of proving one target, as plain data.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ProofReport {
    pub target: String,
    pub conclusion: Conclusion,
    /// The reference-compatible verdict line, e.g. `main: failed assertion. Example: n=41.`
    pub line: String,
    pub obligations: Vec<ObligationReport>,
    /// For `failed`: input values and trusted return values, as Python reprs, by name.
    pub counterexample: Option<Vec<(String, String)>>,
    /// For `failed`: the effect calls on the failing path (arguments symbolic where unknown).
    pub trace: Vec<String>,
    /// For `failed`/`skipped`: the located explanation, rendered.
    pub explanation: Option<String>,
    /// For `failed`: whether the concrete interpreter reproduced the failure.
    pub replay: Option<String>,
    /// For `failed`: the source of what failed (the guarantee's contract call, the `assert`,
    /// the call whose precondition is violated, the expression that raises).
    pub refuted_source: Option<String>,
    /// The coverage policies' report for the target (absent when no used domain has one).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub coverage: Vec<super::CoverageEntry>,
    /// For `proved`: every effect call site some feasible path reaches, with its effect (and
    /// the events it performs, named by class). A concrete run of the target can only make
    /// calls listed here; the fuzzer checks that it does.
    #[serde(skip)]
    pub calls: Vec<EffectSite>,
    /// For `failed`: the counterexample as values (inputs by name, effect results as
    /// `--returns` reads them), so that others (the fuzzer's CPython oracle) can run it too.
    #[serde(skip)]
    pub example: Option<super::PathExample>,
}

/// An effect call site a proof covers (see [`ProofReport::calls`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EffectSite {
    pub effect: String,
    /// The call, as [`crate::EffectRecord::at`] gives it for a concrete call.
    pub at: crate::source::Span,
}

impl ProofReport {
    pub fn proved(&self) -> bool {
        self.conclusion == Conclusion::Proved
    }
}

/// Proves the target of a loaded program: exceptions, assertions and trusted preconditions on
/// every path, for every input value and every value trusted effects may return.
pub fn prove(program: &Program, options: &ProveOptions) -> ProofReport {
    prove_with(program, options, false).0
}

/// [`prove`], also handing back every feasible path of a proof when `keep_paths` is set (empty
/// unless the target is proved).
pub(super) fn prove_with(
    program: &Program,
    options: &ProveOptions,
    keep_paths: bool,
) -> (ProofReport, Vec<prover::ProvedPath>) {
    let target = options.target.clone();
    let mut report = ProofReport {
        target: target.clone(),
        conclusion: Conclusion::NoTheorem,
        line: format!("no theorem found for target '{target}'"),
        obligations: Vec::new(),
        counterexample: None,
        trace: Vec::new(),
        explanation: None,
        replay: None,
        refuted_source: None,
        coverage: Vec::new(),
        calls: Vec::new(),
        example: None,
    };
    let mut kept_paths = Vec::new();
    let ir = &program.syntax.program;
    let Some(func) = ir.lookup_function(&target) else { return (report, kept_paths) };
    if let Some((why, at)) = ir.entry_conflict(&target) {
        let line = Located::of(&program.map, at).map(|l| format!(" at line {}", l.line)).unwrap_or_default();
        report.conclusion = Conclusion::Skipped;
        report.line = format!("{target}: skipped unsupported program body ({why}{line})");
        return (report, kept_paths);
    }
    report.coverage = super::coverage(program, &target);
    // Required contracts of used domains come first, as the reference adds them on top.
    let required = super::coverage::required(program, func, &target);
    let guarantees: Vec<&GuaranteeSyntax> = required
        .iter()
        .map(|r| &r.guarantee)
        .chain(program.syntax.guarantees.iter().filter(|g| g.func == func))
        .collect();
    let required_of = |kind: ObligationKind| match kind {
        ObligationKind::Guarantee(i) => required.get(i as usize),
        _ => None,
    };
    let shown = |i: usize, g: &GuaranteeSyntax| match required.get(i) {
        Some(r) => r.shown(),
        None => program.snippet(g.call),
    };
    let checks: Vec<GuaranteeCheck> = guarantees
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let spec = super::contracts::spec_of(ir, &program.contracts, g).map_err(|mut e| {
                if let Some(r) = required.get(i) {
                    e.message =
                        format!("{}, required by the domain policy of `{}`: {}", r.shown(), r.domain, e.message);
                }
                e
            });
            GuaranteeCheck { at: g.span, spec }
        })
        .collect();
    let verdict = crate::api::with_stack(super::RUN_STACK, || {
        let settings = prover::Settings {
            limits: options.limits,
            timeout_ms: options.timeout_ms,
            loop_bound: options.loop_bound,
            keep_paths,
            share_solver: options.share_solver,
        };
        prover::explore_target(ir, func, &checks, settings)
    });
    // Where the solver could not decide the program, running it on candidate inputs may
    // still show a failure (found by execution, so it stands without the solver).
    let mut found_by_running = None;
    let verdict = match verdict {
        Verdict::Unknown { reason, at, checked, guarantee: false } => {
            match super::search::search(program, func, &checks) {
                Some(found) => {
                    found_by_running = Some(reason);
                    Verdict::Refuted {
                        refuted: found.refuted,
                        fault: found.fault,
                        counterexample: prover::Counterexample { inputs: found.inputs },
                        facts: Vec::new(),
                        checked: checked.before(&found.refuted),
                        approximate: None,
                        every_row: false,
                        unsupported: None,
                    }
                }
                None => Verdict::Unknown { reason, at, checked, guarantee: false },
            }
        }
        other => other,
    };
    let locate = |o: &Obligation| Located::of(&program.map, o.at);
    let list = |obs: &[Obligation], status: &'static str| -> Vec<ObligationReport> {
        obs.iter()
            .map(|o| ObligationReport {
                kind: kind_name(o.kind).into(),
                location: locate(o),
                status,
                required_by: required_of(o.kind).map(|r| r.domain.clone()),
            })
            .collect()
    };
    let listed = |checked: &prover::Checked| -> Vec<ObligationReport> {
        let mut all = list(&checked.proved, "proved");
        all.extend(list(&checked.held, "held_on_explored_paths"));
        all.extend(list(&checked.unknown, "unknown"));
        all
    };
    match verdict {
        Verdict::Proved { paths: 0, obligations, .. } => {
            report.obligations = list(&obligations, "unknown");
            report.conclusion = Conclusion::Vacuous;
            report.line = format!("{target}: vacuous assumptions are contradictory");
        }
        Verdict::Proved { obligations, calls, kept, .. } => {
            kept_paths = kept;
            report.obligations = list(&obligations, "proved");
            report.calls =
                calls.into_iter().map(|(effect, at)| EffectSite { effect: effect.to_string(), at }).collect();
            let names: Vec<&str> = obligations.iter().map(|o| o.kind.verdict_name()).collect();
            report.conclusion = Conclusion::Proved;
            let what = if names.is_empty() { "nothing to prove".to_owned() } else { names.join(", ") };
            report.line = format!("{target}: proved! {what}");
        }
        Verdict::Refuted { refuted, fault, counterexample, facts, checked, approximate, every_row, unsupported } => {
            report.obligations = listed(&checked);
            report.obligations.push(ObligationReport {
                kind: kind_name(refuted.kind).into(),
                location: locate(&refuted),
                status: "refuted",
                required_by: required_of(refuted.kind).map(|r| r.domain.clone()),
            });
            let mut bindings: Vec<(String, String)> =
                counterexample.inputs.iter().map(|(n, v)| (n.clone(), v.repr())).collect();
            bindings.sort();
            let example = bindings.iter().map(|(n, v)| format!("{n}={v}")).collect::<Vec<_>>().join(", ");
            // The exception's own name: a program's class is reported as itself, not its base.
            let exc_name = fault.as_ref().map(|f| f.error_name().to_owned());
            let what = match (refuted.kind, &fault) {
                (ObligationKind::Exception(_), Some(f)) if !f.message().is_empty() => {
                    format!("{}: {}", f.error_name(), f.message())
                }
                (ObligationKind::Exception(_), Some(f)) => f.error_name().to_owned(),
                (kind, _) => kind.verdict_name().to_owned(),
            };
            report.conclusion = Conclusion::Failed;
            report.line = failed_line(&target, &what, &example);
            report.trace = facts
                .iter()
                .map(|f| {
                    format!(
                        "{}({})",
                        f.effect,
                        f.args.iter().map(|(k, v)| format!("{k}={}", v.repr())).collect::<Vec<_>>().join(", ")
                    )
                })
                .collect();
            let guarantee = match refuted.kind {
                ObligationKind::Guarantee(i) => guarantees.get(i as usize).copied().map(|g| (i as usize, g)),
                _ => None,
            };
            let required_one = required_of(refuted.kind);
            let mut diag = match (&fault, guarantee) {
                (Some(f), _) => f.to_diagnostic(),
                (None, Some((i, g))) => Diagnostic::new(
                    DiagKind::Refuted,
                    "refuted",
                    match required_one {
                        Some(r) => format!(
                            "guarantee `{}`, required by the domain policy of `{}`, does not hold on every run",
                            r.shown(),
                            r.domain
                        ),
                        None => format!("guarantee `{}` does not hold on every run", shown(i, g)),
                    },
                    Some(g.span),
                ),
                (None, None) => Diagnostic::new(DiagKind::Refuted, "refuted", "an obligation does not hold", None),
            };
            diag.kind = DiagKind::Refuted;
            diag.code = "refuted";
            if let Some(h) = guarantee.map(|(_, g)| &g.helper) {
                diag.notes.push(format!("contract helper {} (defined in the trusted layer)", h.qualified()));
            }
            if let Some(r) = required_one {
                let why = if r.because.is_empty() {
                    "it makes a call clauz3 cannot resolve, which may reach any effect".to_owned()
                } else {
                    format!("it may call {}", r.because.join(", "))
                };
                diag.notes.push(format!(
                    "the agent did not state it: the coverage policy (policy.py) of domain `{}` adds it to the proof of `{target}` because {why}",
                    r.domain
                ));
            }
            for (n, v) in &bindings {
                diag.notes.push(format!("counterexample: {n} = {v}"));
            }
            if let Some(reason) = &found_by_running {
                diag.notes.push(format!(
                    "found by running the program on candidate inputs, as the solver could not decide it ({reason})"
                ));
            }
            let expected = match (&fault, guarantee) {
                (Some(f), _) => Expected::Fault(f),
                (None, Some((i, _))) => match &checks[i].spec {
                    Ok(spec) => Expected::Violated(spec.clone()),
                    Err(_) => Expected::Nothing,
                },
                (None, None) => Expected::Nothing,
            };
            let (status, concrete_trace, concrete_message) = replay(program, func, &counterexample, &expected);
            if let (Some(u), false) = (unsupported, status == "reproduced") {
                // Another path was unsupported and this failure is not shown by a concrete
                // run: the verdict is the unsupported construct's, as if no path had failed.
                if let Some(failed) = report.obligations.last_mut() {
                    failed.status = "unknown";
                }
                report.trace = Vec::new();
                let (conclusion, word) = not_proved(checked.proved.is_empty());
                report.conclusion = conclusion;
                report.line = unsupported_body(program, &target, word, &u.reason, u.at);
                report.explanation = Some(not_proved_explanation(program, u.reason, u.at));
                return (report, kept_paths);
            }
            if status == "reproduced" {
                // The replay's calls carry the counterexample's concrete values.
                report.trace = concrete_trace;
            }
            if let (Some(text), ObligationKind::Exception(e), true) =
                (concrete_message, refuted.kind, what.contains("<symbolic"))
            {
                // A message built from symbolic values reads better as the replay printed it.
                let name = exc_name.as_deref().unwrap_or(e.name());
                report.line = failed_line(&target, &format!("{name}: {text}"), &example);
            }
            report.explanation = Some(render_text(&program.map, &diag));
            let mut status = status;
            if let (Some(approximated), false) = (approximate, status == "reproduced") {
                // The failure went through a value the prover only approximated, and the
                // interpreter does not fail there: no verdict either way (and no parity error).
                let (conclusion, word) = not_proved(checked.proved.is_empty());
                report.conclusion = conclusion;
                let place = approximated.at.map(|at| place_of(program, at)).unwrap_or_default();
                report.line = format!(
                    "{target}: {word} unsupported program body ({}{place}, and the counterexample did not replay)",
                    approximated.reason
                );
                status = "not reproduced: the failing path went through an approximated value".into();
                // Nor is the obligation refuted: nothing is known of it.
                if let Some(failed) = report.obligations.last_mut() {
                    failed.status = "unknown";
                }
            } else if every_row && status != "reproduced" {
                // The reference's reading of counts over loops (every row charged as the witness
                // row is) is kept for its verdicts; this example's other rows went another way.
                status = "not reproduced: inside a loop over a query result the proof reasons about one row standing for every row (a count charges every row like the witness row; results of calls in the loop are scripted in row order), and the example's other rows go another way".into();
            }
            report.replay = Some(status);
            report.counterexample = Some(bindings);
            report.example = Some(super::PathExample {
                args: counterexample
                    .inputs
                    .iter()
                    .filter(|(n, _)| !n.contains("_result_") && !n.contains("_raises_"))
                    .cloned()
                    .collect(),
                returns: scripted_results(&counterexample),
            });
            report.refuted_source = Some(match guarantee {
                Some((i, g)) => shown(i, g),
                None => program.snippet(refuted.at),
            });
        }
        Verdict::Unknown { reason, at, checked, guarantee } => {
            report.obligations = listed(&checked);
            let (conclusion, word) = not_proved(checked.proved.is_empty());
            report.conclusion = conclusion;
            report.line = if guarantee {
                format!("{target}: {word} unsupported guarantee expression ({reason})")
            } else {
                unsupported_body(program, &target, word, &reason, at)
            };
            report.explanation = Some(not_proved_explanation(program, reason, at));
        }
    }
    (report, kept_paths)
}

/// The verdict line of a body the prover could not model: why, and where (line and source).
fn unsupported_body(
    program: &Program,
    target: &str,
    word: &str,
    reason: &str,
    at: Option<crate::source::Span>,
) -> String {
    let excerpt = at.map(|a| place_of(program, a)).unwrap_or_default();
    format!("{target}: {word} unsupported program body ({reason}{excerpt})")
}

/// ` at line N: <source>` for a skip's construct (` at <clauz3>/math.py:N: …` for a place
/// inside a module clauz3 ships), or nothing when the span is no source's.
fn place_of(program: &Program, at: crate::source::Span) -> String {
    match Located::of(&program.map, at) {
        Some(l) if l.file.starts_with("<clauz3>/") => {
            format!(" at {}:{}: {}", l.file, l.line, first_line(&program.snippet(at)))
        }
        Some(l) => format!(" at line {}: {}", l.line, first_line(&program.snippet(at))),
        None => String::new(),
    }
}

/// A construct's source as the one-line verdict quotes it: its first line, with `…` standing
/// for the rest (a multi-line dict literal would otherwise split the verdict line).
fn first_line(snippet: &str) -> String {
    match snippet.split_once('\n') {
        Some((first, _)) => format!("{} …", first.trim_end()),
        None => snippet.to_string(),
    }
}

/// The located explanation of a verdict that is not a proof.
fn not_proved_explanation(program: &Program, reason: String, at: Option<crate::source::Span>) -> String {
    render_text(&program.map, &Diagnostic::new(DiagKind::Unknown, "not-proved", reason, at))
}

/// A proof that stopped is `skipped` if nothing was proved on every path before, else
/// `partially proved` (the reference's rule); neither counts as proved. Obligations that held
/// only on the paths explored before an early stop are not proved.
fn not_proved(nothing_proved: bool) -> (Conclusion, &'static str) {
    if nothing_proved {
        (Conclusion::Skipped, "skipped")
    } else {
        (Conclusion::PartiallyProved, "partially proved")
    }
}

/// An obligation kind as reports name it.
pub(crate) fn kind_name(kind: ObligationKind) -> &'static str {
    match kind {
        ObligationKind::Exception(e) => e.name(),
        ObligationKind::Assertion => "assertion",
        ObligationKind::Precondition => "precondition",
        ObligationKind::Guarantee(_) => "guarantee",
    }
}

/// One effect result of a counterexample, or one item of a tuple result.
type ResultPart = (Option<u64>, serde_json::Value);

/// What replaying a counterexample must show.
enum Expected<'a> {
    /// The run fails with this fault, at the same place.
    Fault(&'a Fault),
    /// The run finishes and its effect calls violate this spec.
    Violated(std::rc::Rc<Spec>),
    Nothing,
}

/// Runs the target concretely on the counterexample; it must fail the same way, or the prover
/// and the interpreter disagree (a parity bug, reported, never hidden).
fn replay(
    program: &Program,
    func: crate::ir::FuncId,
    cex: &Counterexample,
    expected: &Expected,
) -> (String, Vec<String>, Option<String>) {
    let ir = &program.syntax.program;
    let mut args = Vec::new();
    for p in &ir.function(func).params {
        match cex.inputs.iter().find(|(n, _)| **n == *p.name).map(|(_, v)| crate::interp::from_data(v.clone(), p.span))
        {
            Some(Ok(v)) => args.push(v),
            Some(Err(_)) | None => {
                return (format!("not replayed: no value for parameter `{}`", p.name), Vec::new(), None)
            }
        }
    }
    let scripted = scripted_results(cex);
    let Ok(returns) = ScriptedReturns::from_json(&serde_json::Value::Object(scripted)) else {
        return ("not replayed: the counterexample's effect results are not plain data".into(), Vec::new(), None);
    };
    let run = super::run_concrete(ir, func, args, returns, Limits::default(), &[]);
    let calls = run.effects.iter().map(|r| r.call_text()).collect();
    let mut message = None;
    let status = match (run.result, expected) {
        (Err(f), Expected::Fault(e)) if f.error_name() == e.error_name() && f.span() == e.span() => {
            message = Some(f.message().to_owned());
            "reproduced".into()
        }
        // The prover's path ended where an effect's scripted exception left the target: what
        // the calls so far already break is what it refuted.
        (Err(f), Expected::Violated(spec)) if raised_by_an_effect(&f, &run.effects) => {
            let cut_short = Spec::Conjunction(spec.prefix_parts());
            match super::contracts::holds_on_records(ir, &cut_short, &run.effects) {
                Ok(false) => "reproduced".into(),
                Ok(true) => "parity error: the guarantee holds on the calls the interpreter made before the effect's exception left the target".into(),
                Err(e) => format!("not replayed: {}", e.message),
            }
        }
        (Err(f), _) => {
            format!("parity error: the interpreter failed differently ({}: {})", f.error_name(), f.message())
        }
        (Ok(_), Expected::Violated(spec)) => match super::contracts::holds_on_records(ir, spec, &run.effects) {
            Ok(false) => "reproduced".into(),
            Ok(true) => "parity error: the guarantee holds on the interpreter's run of the counterexample".into(),
            Err(e) => format!("not replayed: {}", e.message),
        },
        (Ok(_), Expected::Fault(_)) => "parity error: the interpreter ran the counterexample without failing".into(),
        (Ok(_), Expected::Nothing) => "not replayed: nothing to compare".into(),
    };
    (status, calls, message)
}

/// Whether the run ended with an exception an effect call raised (a scripted one), which the
/// program let through.
fn raised_by_an_effect(fault: &Fault, calls: &[crate::effects::EffectRecord]) -> bool {
    calls.iter().any(|c| c.at == fault.span() && c.raised.as_deref() == Some(fault.error_name()))
}

/// A counterexample's effect results as `--returns` JSON, each effect's results in call order:
/// `<effect>_result_<seq>` is one result, `<effect>_result_<seq>_<i>` item i of a tuple, and
/// `<effect>_result_<seq>[row]` one result per row of a loop over rows, in row order.
pub(super) fn scripted_results(cex: &Counterexample) -> serde_json::Map<String, serde_json::Value> {
    let mut results: std::collections::BTreeMap<(u64, String), Vec<ResultPart>> = Default::default();
    for (name, v) in &cex.inputs {
        // `<effect>_raises_<seq>_<Class>` true: that call raised (see `prover::may_raise`).
        if let Some((effect, rest)) = name.rsplit_once("_raises_") {
            if let (Some((seq, class)), crate::effects::DataValue::Bool(true)) = (rest.split_once('_'), v) {
                let raise = serde_json::json!({ "$raise": class });
                results.entry((seq.parse().unwrap_or(0), effect.to_owned())).or_default().push((None, raise));
            }
            continue;
        }
        if let (Some((effect, rest)), crate::effects::DataValue::List(rows)) = (name.rsplit_once("_result_"), v) {
            if let Some(seq) = rest.strip_suffix("[row]") {
                let parts = rows.iter().map(|r| (None, serde_json::to_value(r).unwrap_or_default()));
                results.entry((seq.parse().unwrap_or(0), effect.to_owned())).or_default().extend(parts);
                continue;
            }
        }
        if let Some((effect, rest)) = name.rsplit_once("_result_") {
            let (seq, item) = match rest.split_once('_') {
                Some((seq, item)) => (seq, item.parse().ok()),
                None => (rest, None),
            };
            let json = serde_json::to_value(v).unwrap_or_default();
            results.entry((seq.parse().unwrap_or(0), effect.to_owned())).or_default().push((item, json));
        }
    }
    let mut scripted = serde_json::Map::new();
    for ((_, effect), mut parts) in results {
        parts.sort_by_key(|(item, _)| *item);
        let Some(list) = scripted.entry(effect).or_insert_with(|| serde_json::json!([])).as_array_mut() else {
            continue;
        };
        if parts.iter().all(|(item, _)| item.is_none()) {
            // One result, or one per row of a loop.
            list.extend(parts.into_iter().map(|(_, j)| j));
        } else {
            list.push(serde_json::Value::Array(parts.into_iter().map(|(_, j)| j).collect()));
        }
    }
    scripted
}

/// `main: failed <what>. Example: n=3.`, or without the example when the failure needs no
/// input (the reference's wording: a program without inputs fails on every run).
fn failed_line(target: &str, what: &str, example: &str) -> String {
    if example.is_empty() {
        format!("{target}: failed {what}")
    } else {
        format!("{target}: failed {what}. Example: {example}.")
    }
}

//! `prove --backend lean|both` (lean-spine.md §18): every obligation Z3 proved whose recorded
//! verification conditions have a typed form becomes transition candidates (one per path), gated
//! and checked by Lean through the spine's [`execute`]; exit code 0 is the only acceptance. A
//! residual is retried once with the next class (§18.4), against the same build. The
//! rendered statements live only in the throwaway workspace: this report keeps ids, kinds, spans,
//! action classes, statuses, return codes and statement digests.

use super::bundle::sha256_ref;
use super::candidate::lean_file;
use super::execute::{check_gated, execute, Receipt};
use super::formula::Formula;
use super::gate::Finding;
use super::packet::Row;
use super::render::{denied, relevant, Sort, Vc};
use super::route::{plan, Route, RETRY_CP2_CLASS};
use super::runner::{CommandRecord, LeanRunner, TimeLimits, Toolchain};
use super::settled::lift as lift_settled;
use super::spine::gate_transitions;
use super::vocab::EXTENSION_ACTION_CLASSES;
use super::workspace::Workspace;
use crate::api::{kind_name, ObligationReport};
use crate::prover::vcs::{ObligationVcs, Recheck};
use crate::{Program, ProofReport};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};

/// The backend's own Lake library (an empty prelude: the `decide`, `omega`, `cases` and `simp`
/// candidates need no generated definitions).
pub const LIBRARY: &str = "Clauz3Witness";
const LAKEFILE_TEXT: &str =
    "import Lake\nopen Lake DSL\n\npackage clauz3_witness where\n\nlean_lib Clauz3Witness where\n";
const LIBRARY_TEXT: &str =
    "-- clauz3's prelude for generated obligations (empty in v1).\nnamespace Clauz3Witness\nend Clauz3Witness\n";

/// What became of one obligation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Outside what v1 renders: stays Z3-only.
    NotEligible,
    /// Discharged: every path has a candidate Lean accepted (exit 0), first try or retry.
    Accepted,
    /// A path whose candidates (first try and retry) Lean checked and did not accept: a
    /// disagreement with Z3.
    Residual,
    /// Eligible, but no Lean toolchain was available.
    Unavailable,
    /// Eligible, but not checked (the build failed, or Z3 did not prove the target).
    NotRun,
    /// A candidate was refused by the contract gate (an internal error of the backend).
    ContractRejected,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::NotEligible => "not_eligible",
            Status::Accepted => "accepted",
            Status::Residual => "residual",
            Status::Unavailable => "unavailable",
            Status::NotRun => "not_run",
            Status::ContractRejected => "contract_rejected",
        }
    }
}

/// One obligation of the target as the backend reports it.
#[derive(Debug, Clone)]
pub struct LeanObligation {
    /// `ob_<n>`, by the obligation's place in the Z3 report.
    pub id: String,
    pub kind: String,
    /// `file:line` of the Python source.
    pub span: String,
    /// Z3's verdict on it (`proved`, `refuted`, `unknown`): an oracle row, never a success.
    pub z3_status: &'static str,
    /// The classes of its candidates (`decide`, `omega`, `cases`, and the retry's
    /// `simp_with_closed_premises`), empty when not eligible.
    pub action_classes: Vec<&'static str>,
    pub status: Status,
    /// Why it is not eligible (never statement text).
    pub reason: Option<String>,
    /// Its candidates' receipts.
    pub receipts: Vec<Receipt>,
}

/// The Lean side of one `prove`.
#[derive(Debug, Clone)]
pub struct LeanReport {
    pub obligations: Vec<LeanObligation>,
    pub toolchain: Toolchain,
    /// Whether answers came from a real Lean (false for the test double).
    pub live: bool,
    /// Why eligible obligations were not checked (no toolchain, a failed build, Z3 did not prove).
    pub not_checked: Option<String>,
    /// Whether no toolchain was found (`not_checked` says which tool is missing).
    pub unavailable: bool,
    /// What the spine's records need: rows, CP2 retry requests, gate findings, the build.
    pub run: SpineRun,
}

/// The spine side of one check, in row order: every candidate row (first tries, then retries),
/// the CP2 requests of the retries, the gate's findings, the build record and every receipt.
#[derive(Debug, Clone, Default)]
pub struct SpineRun {
    pub rows: Vec<Row>,
    pub cp2_requests: Vec<Row>,
    pub findings: Vec<Finding>,
    pub build: Option<CommandRecord>,
    pub receipts: Vec<Receipt>,
}

/// One path's candidate before gating: its row, its generated body, and what a retry needs.
struct Candidate {
    obligation: usize,
    row: Row,
    body: String,
    path: RoutedPath,
}

/// One path's condition, routed and rendered.
#[derive(Clone)]
struct RoutedPath {
    problem_id: String,
    route: Route,
    statement: String,
    binders: Vec<(String, Sort)>,
}

impl Candidate {
    /// The candidate of `path` with `route`; `kind` is the spine's candidate kind.
    fn new(obligation: usize, ob: &LeanObligation, path: &RoutedPath, route: Route, kind: &str) -> Candidate {
        let transition_id = format!("{}__{}", path.problem_id, route.action_class);
        let body = format!("theorem {transition_id} : {} := by\n  {}", path.statement, route.tactic(&path.binders));
        let row = json!({
            "transition_id": transition_id, "problem_id": path.problem_id,
            "target_shape": route.target_shape, "action_class": route.action_class,
            "candidate_kind": kind, "allowed_premise_refs": [],
            "oracle_visible": false, "provider_visible": false,
            "obligation_id": ob.id, "obligation_kind": ob.kind, "source_span": ob.span,
            "statement_sha256": sha256_ref(path.statement.as_bytes()),
        });
        let row = match row {
            Value::Object(row) => row,
            _ => Row::new(),
        };
        Candidate { obligation, row, body, path: RoutedPath { route, ..path.clone() } }
    }

    fn transition_id(&self) -> String {
        super::packet::transition_id(&self.row)
    }

    /// The retry of a residual (§18.4): the next candidate and the CP2 request tying it to the
    /// residual; `None` when this candidate is itself a retry.
    fn retry(&self, ob: &LeanObligation) -> Option<(Candidate, Row)> {
        let route = self.path.route.retry()?;
        let next = Candidate::new(self.obligation, ob, &self.path, route, "cp2_typed_action_rerun");
        let request = json!({
            "request_id": format!("{}__retry", self.path.problem_id),
            "residual_id": self.transition_id(),
            "provider_hypothesis_id": "",
            "action_class": RETRY_CP2_CLASS,
            "candidate_kind": "typed_action_candidate",
            "selected_premise_refs": [],
            "disconfirmation_test": format!("{} must be accepted by Lean or the retry is void", next.transition_id()),
            "downstream_transition_id": next.transition_id(),
        });
        match request {
            Value::Object(request) => Some((next, request)),
            _ => None,
        }
    }
}

/// Proves `program`'s target with Z3 while recording its verification conditions, then checks
/// the eligible ones with Lean through `runner`.
pub fn prove_and_check(
    program: &Program,
    options: &crate::ProveOptions,
    runner: &dyn LeanRunner,
    limits: TimeLimits,
) -> Result<(ProofReport, LeanReport), String> {
    let (z3, vcs) = crate::prover::vcs::collect(options.timeout_ms, || crate::prove(program, options));
    let lean = check(program, &z3, &vcs, runner, limits)?;
    Ok((z3, lean))
}

/// Checks with Lean every obligation of `z3` (the Z3 report of `program`'s target) that `vcs`
/// recorded in a typed form. Nothing runs unless Z3 proved the target. Each residual gets one
/// retry with the next class (§18.4), against the same build.
pub fn check(
    program: &Program,
    z3: &ProofReport,
    vcs: &[ObligationVcs],
    runner: &dyn LeanRunner,
    limits: TimeLimits,
) -> Result<LeanReport, String> {
    let mut obligations = Vec::new();
    let mut candidates = Vec::new();
    for (i, ob) in z3.obligations.iter().enumerate() {
        let mut entry = LeanObligation {
            id: format!("ob_{}", i + 1),
            kind: ob.kind.clone(),
            span: ob.location.as_ref().map(|l| format!("{}:{}", l.file, l.line)).unwrap_or_default(),
            z3_status: ob.status,
            action_classes: Vec::new(),
            status: Status::NotEligible,
            reason: None,
            receipts: Vec::new(),
        };
        match typed_conditions(program, ob, vcs, &entry.id) {
            Err(reason) => entry.reason = Some(reason),
            Ok(paths) => {
                entry.status = Status::NotRun;
                for path in &paths {
                    candidates.push(Candidate::new(obligations.len(), &entry, path, path.route, "forward_direct"));
                    if !entry.action_classes.contains(&path.route.action_class) {
                        entry.action_classes.push(path.route.action_class);
                    }
                }
            }
        }
        obligations.push(entry);
    }
    let mut report = LeanReport {
        obligations,
        toolchain: Toolchain::default(),
        live: runner.is_live(),
        not_checked: None,
        unavailable: false,
        run: SpineRun::default(),
    };
    report.run.rows = candidates.iter().map(|c| c.row.clone()).collect();
    if !z3.proved() {
        report.not_checked = Some(format!("Z3 did not prove `{}`", z3.target));
        return Ok(report);
    }
    if candidates.is_empty() {
        return Ok(report);
    }
    report.toolchain = runner.toolchain();
    if !report.toolchain.available() {
        let missing = if report.toolchain.lake.available { "lean" } else { "lake" };
        report.not_checked = Some(format!("no {missing} on PATH"));
        report.unavailable = true;
        for ob in report.obligations.iter_mut().filter(|o| o.status == Status::NotRun) {
            ob.status = Status::Unavailable;
        }
        return Ok(report);
    }
    let ws = Workspace::from_files(&[("lakefile.lean", LAKEFILE_TEXT), ("Clauz3Witness.lean", LIBRARY_TEXT)])?;
    let gated = gate(&candidates);
    report.run.findings = gated.findings;
    let execution = execute(runner, &ws, LIBRARY, gated.transitions, limits)?;
    let mut receipts = execution.receipts;
    report.run.build = Some(execution.build.clone());
    if execution.build.return_code == 0 {
        let (retries, requests): (Vec<Candidate>, Vec<Row>) = candidates
            .iter()
            .zip(&receipts)
            .filter(|(_, r)| r.residual())
            .filter_map(|(c, _)| c.retry(&report.obligations[c.obligation]))
            .unzip();
        if !retries.is_empty() {
            let gated = gate(&retries);
            report.run.findings.extend(gated.findings);
            receipts.extend(check_gated(runner, &ws, LIBRARY, &gated.transitions, limits)?);
            report.run.rows.extend(retries.iter().map(|c| c.row.clone()));
            report.run.cp2_requests = requests;
            candidates.extend(retries);
        }
    } else {
        report.not_checked = Some(if execution.build.timed_out {
            "lake build timed out".to_owned()
        } else {
            format!("lake build failed with return code {}", execution.build.return_code)
        });
    }
    for (c, receipt) in candidates.iter().zip(&mut receipts) {
        annotate(receipt, &c.row);
        let ob = &mut report.obligations[c.obligation];
        ob.receipts.push(receipt.clone());
        if !ob.action_classes.contains(&c.path.route.action_class) {
            ob.action_classes.push(c.path.route.action_class);
        }
    }
    report.run.receipts = receipts;
    for ob in report.obligations.iter_mut().filter(|o| o.status == Status::NotRun) {
        ob.status = settle(&ob.receipts);
    }
    Ok(report)
}

/// Copies a candidate row's body-free obligation fields into its receipt.
pub(super) fn annotate(receipt: &mut Receipt, row: &Row) {
    for key in ["obligation_id", "obligation_kind", "source_span", "statement_sha256"] {
        if let Some(v) = row.get(key) {
            receipt.extra.insert(key.to_owned(), v.clone());
        }
    }
}

/// The spine's contract gate over the backend's rows, bodies from the candidates.
fn gate(candidates: &[Candidate]) -> super::spine::GatedPacket {
    let rows: Vec<Row> = candidates.iter().map(|c| c.row.clone()).collect();
    let bodies: BTreeMap<String, String> = candidates.iter().map(|c| (c.transition_id(), c.body.clone())).collect();
    gate_transitions(&rows, &EXTENSION_ACTION_CLASSES, &|row| {
        bodies.get(&super::packet::transition_id(row)).cloned().unwrap_or_default()
    })
}

/// An eligible obligation's status from its candidates' receipts: accepted when every path
/// (problem) has an accepted candidate, first try or retry.
fn settle(receipts: &[Receipt]) -> Status {
    let problem = |r: &Receipt| r.labels[0].1.clone();
    let problems: BTreeSet<String> = receipts.iter().map(problem).collect();
    let accepted = |p: &String| receipts.iter().any(|r| problem(r) == *p && r.accepted);
    let residual = |p: &String| receipts.iter().any(|r| problem(r) == *p && r.residual());
    if receipts.iter().any(Receipt::contract_rejected) {
        Status::ContractRejected
    } else if !problems.is_empty() && problems.iter().all(accepted) {
        Status::Accepted
    } else if problems.iter().any(|p| !accepted(p) && residual(p)) {
        Status::Residual
    } else {
        Status::NotRun
    }
}

/// The obligation's conditions, one per path, each routed and rendered, or why it is not
/// eligible.
fn typed_conditions(
    program: &Program,
    ob: &ObligationReport,
    vcs: &[ObligationVcs],
    id: &str,
) -> Result<Vec<RoutedPath>, String> {
    if ob.status != "proved" {
        return Err(format!("not proved by Z3 ({})", ob.status));
    }
    // A guarantee is one obligation over every feasible path: each path's claim is a condition
    // of its own, and all of them must be eligible.
    let noted: Vec<&ObligationVcs> = vcs
        .iter()
        .filter(|v| kind_name(v.obligation.kind) == ob.kind && program.locate(v.obligation.at) == ob.location)
        .collect();
    if noted.is_empty() {
        return Err(match ob.kind.as_str() {
            "guarantee" => "no claim recorded for it on any path".into(),
            _ => "no formula recorded (settled on concrete values)".into(),
        });
    }
    let mut out: Vec<RoutedPath> = Vec::new();
    for v in noted {
        if v.concrete_paths > 0 {
            return Err(format!("settled on concrete values on {} paths (no formula there)", v.concrete_paths));
        }
        if v.truncated {
            return Err("met on more paths than are recorded".into());
        }
        if v.unstated_paths > 0 {
            return Err(format!("no claim recorded on {} of its feasible paths", v.unstated_paths));
        }
        for settled in &v.settled {
            let settled = settled.as_ref().map_err(|e| format!("settled on concrete values: {e}"))?;
            let parts = lift_settled(settled).map_err(|e| format!("settled on concrete values: {e}"))?;
            for part in parts {
                let vc = Vc { path: Vec::new(), condition: part.formula };
                push_routed(&mut out, id, &vc, Some(part.shape))?;
            }
        }
        for path in &v.paths {
            if path.z3 != Recheck::Unsat {
                return Err("Z3 does not confirm the recorded condition".into());
            }
            let typed = |t| Formula::from_tree(t).map_err(|e| format!("outside the typed fragment: {e}"));
            // Facts sharing no name with the condition are dropped before conversion, so an
            // unrelated string or float fact does not make the condition ineligible.
            let keep = match (&path.condition_names, path.path_names.iter().cloned().collect::<Option<Vec<_>>>()) {
                (Some(condition), Some(facts)) if facts.len() == path.path.len() => relevant(condition, &facts),
                _ => vec![true; path.path.len()],
            };
            let facts = path.path.iter().zip(&keep).filter(|(_, k)| **k).map(|(t, _)| typed(t));
            let vc = Vc { path: facts.collect::<Result<_, _>>()?, condition: typed(&path.condition)? };
            push_routed(&mut out, id, &vc, None)?;
        }
    }
    Ok(out)
}

/// Routes and renders `vc` as the next path of obligation `id` (the route's target shape
/// replaced by `shape` when given), unless an equal statement is there already.
fn push_routed(out: &mut Vec<RoutedPath>, id: &str, vc: &Vc, shape: Option<&'static str>) -> Result<(), String> {
    let planned = plan(vc).map_err(|e| format!("no route: {e}"))?;
    let statement = planned.vc.statement()?;
    if let Some(word) = denied(&statement) {
        return Err(format!("the rendered statement contains the deny-listed word `{word}`"));
    }
    if !out.iter().any(|p| p.statement == statement) {
        let route = shape.map_or(planned.route, |s| planned.route.with_shape(s));
        out.push(RoutedPath {
            problem_id: format!("{id}_p{}", out.len() + 1),
            route,
            binders: planned.vc.binders()?,
            statement,
        });
    }
    Ok(())
}

/// The file a candidate for `vc` named after `problem_id` would be checked in, with the routed
/// class's tactic, or with the retry's when `retry` (for tests and documentation: real files are
/// written only into the workspace).
pub fn candidate_text(problem_id: &str, vc: &Vc, retry: bool) -> Result<String, String> {
    let planned = plan(vc)?;
    let route = if retry { planned.route.retry().ok_or("no retry")? } else { planned.route };
    let statement = planned.vc.statement()?;
    let id = format!("{problem_id}__{}", route.action_class);
    let body = format!("theorem {id} : {statement} := by\n  {}", route.tactic(&planned.vc.binders()?));
    Ok(lean_file(LIBRARY, &[(&id, &body)]))
}

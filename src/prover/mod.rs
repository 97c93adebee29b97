//! The prover: the shared evaluator over the symbolic domain, explored path by path.
//!
//! Every place a program could fail (an `assert`, a trusted precondition, a possible runtime
//! error) is an obligation. A path that reaches a failure with a satisfiable path condition
//! refutes that obligation; when no feasible path fails, every obligation met is proved.
//! Anything the prover cannot model is `Unknown`, never `Proved`.
#![deny(clippy::wildcard_enum_match_arm)]

mod assume;
mod builtins;
mod char_classes;
mod clock;
mod closures;
mod collect;
mod complex;
mod default_dicts;
mod dicts;
mod domain;
mod exc_args;
mod exceptions;
mod explore;
mod facts;
mod floats;
mod format;
mod forms;
mod guarantee;
mod identity;
mod item_reads;
mod iterators;
mod key_lookup;
mod list_positions;
mod list_readers;
mod lists;
mod method_shape;
mod namespaces;
mod number_fields;
mod numbers;
mod object_keys;
mod order;
mod passed;
mod paths;
mod printf_terms;
mod radix;
mod rows;
mod run_hashes;
mod seq_mutation;
mod seq_ops;
mod seqs;
mod sets;
pub mod settled;
mod shifts;
mod shortcuts;
mod sites;
mod state;
mod strided;
mod stripping;
mod symval;
mod table_keys;
mod tables;
mod textops;
mod tuple_ops;
mod unrolled;
mod values;
pub mod vcs;
mod views;
mod windows;

pub use domain::{SymVal, Symbolic};
pub use facts::Fact;
pub use paths::{admits, Admission, ProvedPath};

use crate::contract::{Spec, SpecError};
use crate::effects::NoEffects;
use crate::effects::{DataValue, Gate};
use crate::interp::Concrete;
use crate::ir::{ExcClass, FuncId, Program, PyExc};
use crate::limits::Limits;
use crate::sema::{Evaluator, Fault, FaultKind};
use crate::smt::{self, SatOutcome};
use crate::source::Span;
use explore::Explorer;
use facts::FactRecorder;
use std::rc::Rc;

/// How often one branch may go both ways on one path unless configured (a loop's unrolling).
pub const DEFAULT_LOOP_BOUND: u32 = 32;

/// How far exploration goes.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    pub limits: Limits,
    /// Per solver query.
    pub timeout_ms: u32,
    /// Iterations a loop on symbolic values is unrolled before it must have exited.
    pub loop_bound: u32,
    /// Keep every feasible path of a proof (`Verdict::Proved::kept`).
    pub keep_paths: bool,
    /// Keep the thread's solver from earlier proofs (`ProveOptions::share_solver`).
    pub share_solver: bool,
}

/// Paths explored before giving up with `Unknown`.
const MAX_PATHS: usize = 4096;

/// Paths explored before giving up once a loop over a list of unknown length went item by
/// item: each item's branches multiply the paths of every length, so a loop that has not
/// been settled by then will not be soon, and `skipped` now beats `skipped` in a minute.
const ITEM_BY_ITEM_PATHS: usize = 512;

/// What kind of failure an obligation rules out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ObligationKind {
    /// A possible Python exception (division by zero, ...).
    Exception(PyExc),
    /// An `assert`.
    Assertion,
    /// A trusted effect's `requires` at a call site.
    Precondition,
    /// The n-th `@clauz3.guarantee(...)` of the target, top to bottom.
    Guarantee(u32),
}

impl ObligationKind {
    /// How the reference CLI names it: the exception, or `assertion` (preconditions included).
    pub fn verdict_name(self) -> &'static str {
        match self {
            ObligationKind::Exception(e) => e.name(),
            ObligationKind::Assertion | ObligationKind::Precondition => "assertion",
            ObligationKind::Guarantee(_) => "guarantee",
        }
    }

    /// The obligation a fault refutes, if it is one.
    pub(crate) fn of_fault(fault: &Fault) -> Option<ObligationKind> {
        match fault.kind() {
            FaultKind::Exception(ExcClass::Builtin(PyExc::AssertionError)) => Some(ObligationKind::Assertion),
            // Ending the program (`sys.exit`) is not a failure, whatever the status.
            FaultKind::Exception(ExcClass::Builtin(PyExc::SystemExit)) => None,
            FaultKind::Exception(ExcClass::Builtin(e)) => Some(ObligationKind::Exception(*e)),
            // The program's own class, reported under its nearest builtin base.
            FaultKind::Exception(class @ ExcClass::User(_)) => Some(ObligationKind::Exception(class.builtin_root())),
            FaultKind::Precondition => Some(ObligationKind::Precondition),
            FaultKind::Limit(_)
            | FaultKind::Unsupported
            | FaultKind::Effect
            | FaultKind::Infeasible
            | FaultKind::Explored
            | FaultKind::Internal => None,
        }
    }
}

/// One obligation: what could fail, and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Obligation {
    pub kind: ObligationKind,
    pub at: Span,
}

impl Obligation {
    /// The reference's checking order: exceptions, then assertions and preconditions, each in
    /// source order, then guarantees top to bottom.
    fn rank(&self) -> (u8, u32, u32, u32) {
        match self.kind {
            ObligationKind::Exception(_) => (0, 0, self.at.file.0, self.at.start),
            ObligationKind::Assertion | ObligationKind::Precondition => (1, 0, self.at.file.0, self.at.start),
            ObligationKind::Guarantee(i) => (2, i, 0, 0),
        }
    }
}

/// A guarantee of the target, ready to check: its spec (or why it has none) and where it is
/// written.
#[derive(Debug, Clone)]
pub struct GuaranteeCheck {
    pub at: Span,
    pub spec: Result<Rc<Spec>, SpecError>,
}

/// Input values and effect results that drive the program into a failure.
#[derive(Debug, Clone, PartialEq)]
pub struct Counterexample {
    pub inputs: Vec<(String, DataValue)>,
}

/// The outcome of exploring every path of a target.
#[derive(Debug)]
pub enum Verdict {
    /// No feasible path fails; these obligations (exceptions first, then assertions, each in
    /// source order, then guarantees) hold on every path. `paths` is 0 when no path is feasible.
    /// `calls`: every effect (or event) and call site some feasible path reaches; `kept`: the
    /// feasible paths themselves, when `Settings::keep_paths` asks for them.
    Proved { paths: usize, obligations: Vec<Obligation>, calls: Vec<(Rc<str>, Span)>, kept: Vec<ProvedPath> },
    /// A feasible path fails: `refuted` with this counterexample (the failure of a program
    /// obligation is its fault; a guarantee has none); `checked` lists what held before it.
    Refuted {
        refuted: Obligation,
        fault: Option<Fault>,
        counterexample: Counterexample,
        facts: Vec<Fact>,
        checked: Checked,
        /// The failing path went through this over-approximated value: the refutation stands
        /// only if its replay reproduces it.
        approximate: Option<Approximation>,
        /// The refuted guarantee counted calls made inside loops over rows, charging every row
        /// the way the witness row goes (as the reference does): the example's other rows may
        /// go another way, so its replay may show fewer calls.
        every_row: bool,
        /// Another path reached a construct the prover cannot model (the first one, and
        /// where): nothing is proved, and the refutation stands only if its replay
        /// reproduces it; otherwise the verdict is this construct's.
        unsupported: Option<Unsupported>,
    },
    /// Outside what the prover can decide; never a proof. `guarantee` says whether a guarantee
    /// (rather than the program body) could not be checked.
    Unknown { reason: String, at: Option<Span>, checked: Checked, guarantee: bool },
}

/// The obligations that held, ranked before a verdict's refuted or undecided one: `proved` on
/// every feasible path, or only `held` on the paths explored before exploration stopped (a path
/// cap, an unsupported construct, an undecided query), which proves nothing about the others.
/// `unknown`: met only on paths that stopped at a construct the prover cannot model, so
/// whether they hold is not known.
#[derive(Debug, Clone, Default)]
pub struct Checked {
    pub proved: Vec<Obligation>,
    pub held: Vec<Obligation>,
    pub unknown: Vec<Obligation>,
}

/// The first construct on some path that the prover cannot model: why, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsupported {
    pub reason: String,
    pub at: Option<Span>,
}

/// A value the prover over-approximated on a path: what, and where the program's own code
/// reached it (a skip names its line, as every other skip does; `None` where the value has no
/// one place, such as a count carried through a loop).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Approximation {
    pub reason: &'static str,
    pub at: Option<Span>,
}

impl Checked {
    /// What of this ranks before `refuted` (the reference reports nothing checked after the
    /// first failure).
    pub fn before(self, refuted: &Obligation) -> Checked {
        let earlier = |list: Vec<Obligation>| list.into_iter().filter(|o| o.rank() < refuted.rank()).collect();
        Checked { proved: earlier(self.proved), held: earlier(self.held), unknown: earlier(self.unknown) }
    }
}

/// The first failure found for an obligation, kept until a better-ranked one turns up.
struct Refutation {
    refuted: Obligation,
    fault: Option<Fault>,
    counterexample: Counterexample,
    facts: Vec<Fact>,
    approximate: Option<Approximation>,
    every_row: bool,
}

fn counterexample_of(model: &smt::Model, rows: &[tables::RowInput]) -> Counterexample {
    let mut inputs: Vec<(String, DataValue)> =
        model.ints.iter().map(|(n, v)| (n.clone(), DataValue::Int(v.clone()))).collect();
    inputs.extend(model.bools.iter().map(|(n, b)| (n.clone(), DataValue::Bool(*b))));
    inputs.extend(model.strs.iter().map(|(n, s)| (n.clone(), DataValue::Str(s.clone()))));
    inputs.extend(model.floats.iter().map(|(n, f)| (n.clone(), DataValue::Float(*f))));
    inputs.extend(
        model
            .lists
            .iter()
            .map(|(n, items)| (n.clone(), DataValue::List(items.iter().map(tables::scalar_data).collect()))),
    );
    let tables = tables::rows_of_model(model, rows, &mut inputs);
    inputs.extend(tables);
    inputs.extend(model.per_row.iter().map(|(n, values)| {
        let values = values
            .iter()
            .map(|v| match v {
                smt::RowValue::Item(s) => tables::scalar_data(s),
                smt::RowValue::Float(f) => DataValue::Float(*f),
                smt::RowValue::Rows(table) => tables::rows_data(n, table, rows),
            })
            .collect();
        (n.clone(), DataValue::List(values))
    }));
    Counterexample { inputs }
}

/// What checking the guarantees on one path found.
pub(crate) enum PathGuarantees {
    Hold,
    Refuted(u32, smt::Model),
    /// Guarantee `i` could not be checked.
    Unknown(u32, SpecError),
}

/// Explores every feasible path of `target` with its parameters as symbolic inputs, checking
/// the program's obligations and then `guarantees` on each.
pub fn explore_target(program: &Program, target: FuncId, guarantees: &[GuaranteeCheck], settings: Settings) -> Verdict {
    let Settings { limits, timeout_ms, loop_bound, keep_paths, share_solver } = settings;
    smt::fresh_session(share_solver);
    let _order = crate::interp::pyset::CpythonOrderOnly::hold();
    let mut explorer = Explorer::new(timeout_ms, loop_bound);
    let mut paths = 0;
    // Where a loop over a list of unknown length first went item by item (a smaller budget).
    let mut item_by_item: Option<Span> = None;
    let mut feasible_paths = 0;
    let mut met: Vec<Obligation> = (0..guarantees.len())
        .map(|i| Obligation { kind: ObligationKind::Guarantee(i as u32), at: guarantees[i].at })
        .collect();
    let mut best: Option<Refutation> = None;
    let mut calls: Vec<(Rc<str>, Span)> = Vec::new();
    let mut kept = Vec::new();
    // The first guarantee that cannot be checked: later ones are not reported behind it.
    let mut unchecked: Option<(u32, SpecError)> = guarantees.iter().enumerate().find_map(|(i, g)| {
        let checked =
            g.spec.as_ref().map_err(SpecError::clone).and_then(|spec| guarantee::probe(program, spec, settings));
        checked.err().map(|e| (i as u32, e))
    });
    let better = |best: &Option<Refutation>, o: &Obligation| best.as_ref().is_none_or(|b| o.rank() < b.refuted.rank());
    // What a path an effect's exception cuts short must keep: the parts of each guarantee that
    // no later call could repair.
    let cut_short: Vec<GuaranteeCheck> = guarantees
        .iter()
        .map(|g| GuaranteeCheck {
            at: g.at,
            spec: g.spec.clone().map(|s| Rc::new(Spec::Conjunction(s.prefix_parts()))),
        })
        .collect();
    let mut partial = Partial::default();
    loop {
        let mut recorder = FactRecorder::default();
        let mut no_effects = NoEffects;
        let inner = Concrete::new(limits, Gate::new(&mut no_effects));
        smt::start_path(); // each run explores one path: see `smt::charset`
        let mut domain = Symbolic::new(inner, Gate::new(&mut recorder), explorer);
        domain.modelled = program.modelled.iter().map(|(file, _)| *file).collect();
        let mut args = Vec::new();
        for p in &program.function(target).params {
            match domain.input(&p.name, p.annotation.as_ref(), p.span) {
                Ok(v) => args.push(v),
                Err(f) => {
                    return Verdict::Unknown {
                        reason: f.message().to_owned(),
                        at: Some(f.span()),
                        checked: Checked::default(),
                        guarantee: false,
                    }
                }
            }
        }
        let mut evaluator = Evaluator::new(program, domain);
        let result = evaluator.call_entry(target, args);
        // A copy of a namespace that went stale may have decided how the run went.
        let result = match evaluator.domain.namespace_copies_held(program.function(target).span) {
            Ok(()) => result,
            Err(stale) => Err(stale),
        };
        paths += 1;
        item_by_item = item_by_item.or(evaluator.domain.stepped_items);
        let mut path_feasible = true;
        let mut refuted_here = false;
        // An effect's declared exception that leaves the target is the effect failing, outside
        // the proof; what the program did on its way out (a `finally:`, an `__exit__`) is not:
        // the guarantees a prefix of the calls can break must hold on this path.
        let escaped = result.as_ref().err().is_some_and(|fault| evaluator.domain.raised_by_effect(fault));
        // `sys.exit(...)` ends the program, not a failure: with no guarantee to check, the path
        // simply ends; the guarantees of a program that may stop early are not checked on it.
        let exited =
            result.as_ref().err().is_some_and(|fault| fault.exc_class() == Some(&ExcClass::Builtin(PyExc::SystemExit)));
        let result = match result {
            Err(fault) if exited && !guarantees.is_empty() => Err(Fault::unsupported(
                "a path ending in `SystemExit` (`sys.exit`), on which the guarantees are not checked",
                fault.span(),
            )),
            Err(_) if exited => Ok(()),
            other => other.map(drop),
        };
        if let (Err(fault), false) = (result, escaped) {
            let refuted = ObligationKind::of_fault(&fault).map(|kind| Obligation { kind, at: fault.span() });
            match (fault.kind(), refuted) {
                (FaultKind::Infeasible | FaultKind::Explored, _) => path_feasible = false,
                (_, Some(refuted)) if !better(&best, &refuted) => path_feasible = false,
                (_, Some(refuted)) => {
                    let domain = &evaluator.domain;
                    match smt::check(&domain.path, timeout_ms, &domain.vars) {
                        SatOutcome::Sat(model) => {
                            let counterexample = counterexample_of(&model, &domain.row_inputs);
                            best = Some(Refutation {
                                refuted,
                                fault: Some(fault),
                                counterexample,
                                facts: Vec::new(),
                                approximate: domain.approximated,
                                every_row: !domain.vars.per_row.is_empty(),
                            });
                            refuted_here = true;
                            path_feasible = false;
                        }
                        SatOutcome::Unsat => path_feasible = false,
                        SatOutcome::Unknown(why) => {
                            let reason = format!("the solver could not confirm a failing path: {why}");
                            return give_up(
                                best,
                                explored(&met, feasible_paths, &unchecked, guarantees.len()),
                                partial,
                                Stop { reason, at: Some(fault.span()), guarantee: false },
                            );
                        }
                    }
                }
                (FaultKind::Unsupported, None) if !evaluator.domain.undecided => {
                    // Another path may still fail for real: the construct is noted and the
                    // remaining paths explored (the verdict is never a proof).
                    partial.stopped_at(&fault, &evaluator.domain.sites);
                    path_feasible = false;
                }
                (_, None) => {
                    return give_up(
                        best,
                        explored(&met, feasible_paths, &unchecked, guarantees.len()),
                        partial,
                        Stop { reason: fault.message().to_owned(), at: Some(fault.span()), guarantee: false },
                    )
                }
            }
        }
        if path_feasible && evaluator.domain.assumed {
            // Postconditions assumed after the last branch: is this path possible at all?
            let domain = &mut evaluator.domain;
            match domain.explorer.holds(&domain.path) {
                Ok(true) => {}
                Ok(false) => path_feasible = false,
                Err(why) => {
                    let reason = format!("the solver could not decide whether the assumptions hold together: {why}");
                    return give_up(
                        best,
                        explored(&met, feasible_paths, &unchecked, guarantees.len()),
                        partial,
                        Stop { reason, at: None, guarantee: false },
                    );
                }
            }
        }
        vcs::end_path(path_feasible, &evaluator.domain.sites);
        if path_feasible {
            feasible_paths += 1;
            for (kind, at) in &evaluator.domain.sites {
                let o = Obligation { kind: *kind, at: *at };
                if !met.contains(&o) {
                    met.push(o);
                }
            }
            for c in &evaluator.domain.calls {
                if !calls.iter().any(|(effect, at)| *effect == c.effect && *at == c.at) {
                    calls.push((c.effect.clone(), c.at));
                }
            }
            if keep_paths {
                kept.push(ProvedPath::of(&evaluator.domain));
            }
            let limit = unchecked.as_ref().map_or(guarantees.len(), |(i, _)| *i as usize);
            // Guarantees whose refutation would not replace the best one found are not checked
            // again: each check costs solver queries on every path, and once one path refutes a
            // guarantee most later paths refute it too. The Lean backend's record of
            // verification conditions lists every guarantee on every path, so it checks all.
            let could_replace = |i: &usize| {
                let o = Obligation { kind: ObligationKind::Guarantee(*i as u32), at: guarantees[*i].at };
                vcs::collecting() || better(&best, &o)
            };
            let limit = (0..limit).take_while(could_replace).count();
            let checks = if escaped { &cut_short[..limit] } else { &guarantees[..limit] };
            match guarantee::check_path(&mut evaluator, checks, timeout_ms) {
                PathGuarantees::Hold => {}
                PathGuarantees::Refuted(i, model) => {
                    let refuted = Obligation { kind: ObligationKind::Guarantee(i), at: guarantees[i as usize].at };
                    if better(&best, &refuted) {
                        let counterexample = counterexample_of(&model, &evaluator.domain.row_inputs);
                        best = Some(Refutation {
                            refuted,
                            fault: None,
                            counterexample,
                            facts: Vec::new(),
                            approximate: evaluator.domain.approximated,
                            every_row: evaluator.domain.calls.iter().any(|c| c.rows.is_some())
                                || !evaluator.domain.vars.per_row.is_empty(),
                        });
                        refuted_here = true;
                    }
                }
                PathGuarantees::Unknown(i, why) => unchecked = Some((i, why)),
            }
            vcs::discard_pending();
        }
        let mut domain = evaluator.into_domain();
        explorer = std::mem::take(&mut domain.explorer);
        drop(domain);
        if let (true, Some(b)) = (refuted_here, best.as_mut()) {
            b.facts = recorder.facts;
        }
        if !explorer.next_path() {
            break;
        }
        if partial.unsupported.is_some() {
            partial.paths_since += 1;
        }
        if paths >= MAX_PATHS || partial.shared || partial.paths_since > PATHS_PAST_UNSUPPORTED {
            return give_up(
                best,
                explored(&met, feasible_paths, &unchecked, guarantees.len()),
                partial,
                Stop { reason: format!("more than {MAX_PATHS} paths"), at: None, guarantee: false },
            );
        }
        if let Some(at) = item_by_item.filter(|_| paths >= ITEM_BY_ITEM_PATHS) {
            let reason = format!(
                "the loop here carries state from item to item (it assigns a name bound before it, or may `break` or `return`) over a list of unknown length, so it is followed item by item, and its paths passed {ITEM_BY_ITEM_PATHS} before every length and branch was covered"
            );
            return give_up(
                best,
                explored(&met, feasible_paths, &unchecked, guarantees.len()),
                partial,
                Stop { reason, at: Some(at), guarantee: false },
            );
        }
    }
    if partial.unsupported.is_some() {
        let held = explored(&met, feasible_paths, &unchecked, guarantees.len());
        return give_up(best, held, partial, Stop { reason: String::new(), at: None, guarantee: false });
    }
    let guarantee_rank = |i: u32| Obligation { kind: ObligationKind::Guarantee(i), at: Span::default() }.rank();
    match (best, unchecked) {
        (Some(b), Some((i, _))) if b.refuted.rank() < guarantee_rank(i) => {
            refuted_verdict(b, Checked { proved: met, ..Checked::default() }, None)
        }
        (Some(b), None) => refuted_verdict(b, Checked { proved: met, ..Checked::default() }, None),
        (_, Some((i, why))) => {
            let proved = ordered(&met).into_iter().filter(|o| o.rank() < guarantee_rank(i)).collect();
            Verdict::Unknown {
                reason: why.message,
                at: why.at.or(Some(guarantees[i as usize].at)),
                checked: Checked { proved, ..Checked::default() },
                guarantee: true,
            }
        }
        (None, None) => Verdict::Proved { paths: feasible_paths, obligations: ordered(&met), calls, kept },
    }
}

fn refuted_verdict(b: Refutation, checked: Checked, unsupported: Option<Unsupported>) -> Verdict {
    let checked =
        Checked { proved: ordered(&checked.proved), held: ordered(&checked.held), unknown: ordered(&checked.unknown) }
            .before(&b.refuted);
    Verdict::Refuted {
        refuted: b.refuted,
        fault: b.fault,
        counterexample: b.counterexample,
        facts: b.facts,
        checked,
        approximate: b.approximate,
        every_row: b.every_row,
        unsupported,
    }
}

/// Why exploration stopped short of every path.
struct Stop {
    reason: String,
    at: Option<Span>,
    guarantee: bool,
}

/// What paths that stopped at a construct the prover cannot model left behind.
#[derive(Default)]
struct Partial {
    /// The first such construct.
    unsupported: Option<Unsupported>,
    /// The obligations met on those paths before they stopped.
    met: Vec<Obligation>,
    /// Paths explored since the first one stopped: exploring on can only find a failure, and
    /// a construct that stops one path often stops or slows every other, so it gets a budget
    /// of paths (not of time, so a verdict does not depend on the machine's load).
    paths_since: usize,
    /// Whether a later path stopped at the first one's construct too: it then lies on what the
    /// paths share (their common end, typically), every path would stop there, and exploring
    /// on only costs time.
    shared: bool,
}

/// How many paths are explored past the first one that stopped at an unsupported construct.
const PATHS_PAST_UNSUPPORTED: usize = 64;

impl Partial {
    /// A path stopped at `fault`, an unsupported construct, having met `sites`.
    fn stopped_at(&mut self, fault: &Fault, sites: &[(ObligationKind, Span)]) {
        match &self.unsupported {
            Some(first) => self.shared |= first.at == Some(fault.span()),
            None => self.unsupported = Some(Unsupported { reason: fault.message().to_owned(), at: Some(fault.span()) }),
        }
        for &(kind, at) in sites {
            let o = Obligation { kind, at };
            if !self.met.contains(&o) {
                self.met.push(o);
            }
        }
    }
}

/// Exploration stopped, or ended with some path unsupported: a refutation already found still
/// stands (when another path was unsupported, only if its replay reproduces it); otherwise
/// nothing is known, and the first unsupported construct is the reason. Whatever held so far
/// held only on the paths explored, so nothing is proved; what was met only on unsupported
/// paths is unknown.
fn give_up(best: Option<Refutation>, held: Vec<Obligation>, partial: Partial, stop: Stop) -> Verdict {
    let unknown: Vec<Obligation> = partial.met.into_iter().filter(|o| !held.contains(o)).collect();
    let checked = Checked { proved: Vec::new(), held: ordered(&held), unknown: ordered(&unknown) };
    match (best, partial.unsupported) {
        (Some(b), unsupported) => refuted_verdict(b, checked, unsupported),
        (None, Some(u)) => Verdict::Unknown { reason: u.reason, at: u.at, checked, guarantee: false },
        (None, None) => Verdict::Unknown { reason: stop.reason, at: stop.at, checked, guarantee: stop.guarantee },
    }
}

/// The obligations met on the feasible paths explored so far. `met` lists every guarantee from
/// the start; one counts only once some feasible path checked it (guarantees from the first
/// one that cannot be checked on are never checked).
fn explored(
    met: &[Obligation],
    feasible_paths: usize,
    unchecked: &Option<(u32, SpecError)>,
    guarantees: usize,
) -> Vec<Obligation> {
    let checked_guarantees =
        if feasible_paths == 0 { 0 } else { unchecked.as_ref().map_or(guarantees, |(i, _)| *i as usize) };
    met.iter()
        .filter(|o| match o.kind {
            ObligationKind::Guarantee(i) => (i as usize) < checked_guarantees,
            ObligationKind::Exception(_) | ObligationKind::Assertion | ObligationKind::Precondition => true,
        })
        .copied()
        .collect()
}

/// Exceptions first, then assertions and preconditions, each in source order (the
/// reference's reporting order).
fn ordered(met: &[Obligation]) -> Vec<Obligation> {
    let mut out = met.to_vec();
    out.sort_by_key(Obligation::rank);
    out
}

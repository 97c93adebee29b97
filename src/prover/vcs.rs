//! An optional record of the verification conditions behind obligations, for checkers other
//! than Z3 (the Lean backend). Off unless the prover runs inside [`collect`]; then every branch
//! decided right where an obligation is met is noted with the path condition before it and the
//! side taken, and the notes of feasible paths are kept. After the run each condition is
//! exported as a plain tree and checked again by Z3 (`path ∧ ¬condition` must be unsat), so a
//! consumer never has to trust how the note was taken. An obligation settled on concrete values
//! decides no branch; its condition is noted as the IR wrote it, with its operands' values
//! ([`super::settled`]), for the consumer to give it a meaning. A guarantee is one obligation
//! over every feasible path: each path's claim is noted with the path's facts, exactly what Z3
//! is asked ([`note_guarantees`]), and a path where no claim was stated is counted as such.

use super::settled::Settled;
use super::{Obligation, ObligationKind};
use crate::smt::{self, BoolTerm, SatOutcome, TermTree};
use crate::source::Span;
use std::cell::RefCell;
use std::collections::BTreeSet;

/// Paths kept per obligation; past them the obligation is marked `truncated`.
pub const MAX_PATHS_PER_OBLIGATION: usize = 64;

/// Z3's answer on `path ∧ ¬condition` for one noted condition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recheck {
    /// Unsat: the condition holds wherever the path does.
    Unsat,
    Sat,
    Unknown,
}

/// One path's verification condition: on `path` (conjunction), `condition` holds.
#[derive(Debug, Clone)]
pub struct PathVc {
    pub path: Vec<TermTree>,
    pub condition: TermTree,
    pub z3: Recheck,
    /// The names each path fact and the condition may depend on (`None`: too large to tell),
    /// so a consumer can drop facts that share nothing with the condition, typed or not.
    pub path_names: Vec<Option<BTreeSet<String>>>,
    pub condition_names: Option<BTreeSet<String>>,
}

/// What was noted for one obligation over every feasible path.
#[derive(Debug, Clone)]
pub struct ObligationVcs {
    pub obligation: Obligation,
    pub paths: Vec<PathVc>,
    /// The distinct conditions of feasible paths that settled it on concrete values, each as
    /// the IR wrote it with its operands' values, or what kept it from being copied.
    pub settled: Vec<Result<Settled, String>>,
    /// Feasible paths that met the obligation without deciding a branch on it and without a
    /// settled condition (a container's truth): no formula exists for them.
    pub concrete_paths: usize,
    /// More than [`MAX_PATHS_PER_OBLIGATION`] paths met it; the rest were not kept.
    pub truncated: bool,
    /// For a guarantee: feasible paths on which no claim was stated for it (the prover stopped
    /// checking guarantees there), so its noted paths do not cover it. Always 0 otherwise.
    pub unstated_paths: usize,
}

struct Noted {
    obligation: Obligation,
    paths: Vec<(Vec<BoolTerm>, BoolTerm)>,
    settled: Vec<Result<Settled, String>>,
    concrete_paths: usize,
    truncated: bool,
    /// Paths on which a claim was stated (guarantees only).
    stated: usize,
}

impl Noted {
    fn new(obligation: Obligation) -> Noted {
        Noted { obligation, paths: Vec::new(), settled: Vec::new(), concrete_paths: 0, truncated: false, stated: 0 }
    }
}

#[derive(Default)]
struct State {
    /// This run's notes: (index into the run's sites, path before, side taken).
    pending: Vec<(usize, Vec<BoolTerm>, BoolTerm)>,
    /// This run's settled conditions: (index into the run's sites, the condition).
    settled: Vec<(usize, Result<Settled, String>)>,
    kept: Vec<Noted>,
    /// Feasible paths so far (each one's guarantees are checked).
    feasible: usize,
}

thread_local! {
    static STATE: RefCell<Option<State>> = const { RefCell::new(None) };
}

/// Runs `f` (a proof on this thread) with notes on, and returns what was noted, each condition
/// rechecked by Z3 within `timeout_ms`.
pub fn collect<T>(timeout_ms: u32, f: impl FnOnce() -> T) -> (T, Vec<ObligationVcs>) {
    STATE.with(|s| *s.borrow_mut() = Some(State::default()));
    let out = f();
    let state = STATE.with(|s| s.borrow_mut().take()).unwrap_or_default();
    let recheck = |path: &[BoolTerm], cond: &BoolTerm| {
        let mut facts = path.to_vec();
        facts.push(cond.not());
        match smt::check(&facts, timeout_ms, &smt::Vars::default()) {
            SatOutcome::Unsat => Recheck::Unsat,
            SatOutcome::Sat(_) => Recheck::Sat,
            SatOutcome::Unknown(_) => Recheck::Unknown,
        }
    };
    let feasible = state.feasible;
    let vcs = state
        .kept
        .into_iter()
        .map(|n| ObligationVcs {
            obligation: n.obligation,
            paths: n
                .paths
                .iter()
                .map(|(path, cond)| PathVc {
                    path: path.iter().map(BoolTerm::export).collect(),
                    condition: cond.export(),
                    z3: recheck(path, cond),
                    path_names: path.iter().map(BoolTerm::names).collect(),
                    condition_names: cond.names(),
                })
                .collect(),
            settled: n.settled,
            concrete_paths: n.concrete_paths,
            truncated: n.truncated,
            unstated_paths: match n.obligation.kind {
                ObligationKind::Guarantee(_) => feasible.saturating_sub(n.stated),
                ObligationKind::Exception(_) | ObligationKind::Assertion | ObligationKind::Precondition => 0,
            },
        })
        .collect();
    (out, vcs)
}

/// A branch decided at `at`: when the run's last obligation was met at `at` and has no note
/// yet, notes the path before and the side taken.
pub(super) fn note(sites: &[(ObligationKind, Span)], path: &[BoolTerm], cond: &BoolTerm, side: bool, at: Span) {
    STATE.with(|s| {
        let mut guard = s.borrow_mut();
        let Some(state) = guard.as_mut() else { return };
        let Some(index) = sites.len().checked_sub(1) else { return };
        let fresh = state.pending.last().is_none_or(|(i, _, _)| *i != index);
        if sites[index].1 == at && fresh {
            state.pending.push((index, path.to_vec(), if side { cond.clone() } else { cond.not() }));
        }
    });
}

/// Whether notes are being taken (so a settled condition is worth copying).
pub(super) fn collecting() -> bool {
    STATE.with(|s| s.borrow().is_some())
}

/// An obligation met at `at` was settled on concrete values: when it is the run's last one,
/// notes its condition.
pub(super) fn note_settled(sites: &[(ObligationKind, Span)], settled: Result<Settled, String>, at: Span) {
    STATE.with(|s| {
        let mut guard = s.borrow_mut();
        let Some(state) = guard.as_mut() else { return };
        let Some(index) = sites.len().checked_sub(1) else { return };
        if sites[index].1 == at {
            state.settled.push((index, settled));
        }
    });
}

/// A run ended: its notes are kept when the path was feasible, dropped otherwise.
pub(super) fn end_path(feasible: bool, sites: &[(ObligationKind, Span)]) {
    STATE.with(|s| {
        let mut guard = s.borrow_mut();
        let Some(state) = guard.as_mut() else { return };
        let mut pending = std::mem::take(&mut state.pending).into_iter().peekable();
        let mut settled = std::mem::take(&mut state.settled).into_iter().peekable();
        state.feasible += usize::from(feasible);
        for (index, &(kind, at)) in sites.iter().enumerate() {
            let note = pending.next_if(|(i, _, _)| *i == index);
            let concrete = settled.next_if(|(i, _)| *i == index).map(|(_, c)| c);
            if !feasible {
                continue;
            }
            let obligation = Obligation { kind, at };
            let slot = slot(&mut state.kept, obligation);
            let room = slot.paths.len() + slot.settled.len() < MAX_PATHS_PER_OBLIGATION;
            match (note, concrete) {
                (Some((_, path, cond)), _) if room => slot.paths.push((path, cond)),
                (None, Some(c)) if slot.settled.contains(&c) => {}
                (None, Some(c)) if room => slot.settled.push(c),
                (Some(_), _) | (None, Some(_)) => slot.truncated = true,
                (None, None) => slot.concrete_paths += 1,
            }
        }
    });
}

/// The guarantees checked on the feasible path that just ended: each obligation with its claim,
/// noted with `path` (the path's facts) as the condition Z3 is asked about. Guarantees the
/// prover did not state a claim for on this path are simply absent (see
/// [`ObligationVcs::unstated_paths`]).
pub(super) fn note_guarantees(path: &[BoolTerm], claims: impl Iterator<Item = (Obligation, BoolTerm)>) {
    STATE.with(|s| {
        let mut guard = s.borrow_mut();
        let Some(state) = guard.as_mut() else { return };
        for (obligation, claim) in claims {
            let slot = slot(&mut state.kept, obligation);
            slot.stated += 1;
            if slot.paths.len() < MAX_PATHS_PER_OBLIGATION {
                slot.paths.push((path.to_vec(), claim));
            } else {
                slot.truncated = true;
            }
        }
    });
}

/// Guarantees were checked on the path that ended: whatever their lambdas noted (their own
/// branches and checks, against the ended run's sites) belongs to no obligation of the next run.
pub(super) fn discard_pending() {
    STATE.with(|s| {
        if let Some(state) = s.borrow_mut().as_mut() {
            state.pending.clear();
            state.settled.clear();
        }
    });
}

/// The notes of `obligation`, made empty the first time.
fn slot(kept: &mut Vec<Noted>, obligation: Obligation) -> &mut Noted {
    let i = match kept.iter().position(|n| n.obligation == obligation) {
        Some(i) => i,
        None => {
            kept.push(Noted::new(obligation));
            kept.len() - 1
        }
    };
    &mut kept[i]
}

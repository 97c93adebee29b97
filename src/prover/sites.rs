//! Where an obligation is met, as the user sees it: one met inside a modelled standard-library
//! module (`statistics.mean`'s division) is placed at the program's call of the module, as the
//! interpreter places an exception leaving one (`sema::Evaluator::at_program_call`), and so is
//! a value approximated there (a clock reading inside the modelled `time`).

use super::domain::Symbolic;
use super::ObligationKind;
use crate::source::Span;

impl Symbolic<'_> {
    /// Records that this path meets an obligation of `kind` at `at`.
    pub(super) fn meet(&mut self, kind: ObligationKind, at: Span) {
        let at = self.program_site(at);
        self.sites.push((kind, at));
    }

    /// `at`, or, when it is inside a modelled module, the innermost call the program's own
    /// code made of one (calls between a module's functions, and of the program's callbacks
    /// from inside one, are skipped: the program called the module there).
    pub(super) fn program_site(&self, at: Span) -> Span {
        let modelled = |s: &Span| self.modelled.contains(&s.file);
        if !modelled(&at) {
            return at;
        }
        self.call_sites.iter().rev().find(|s| !modelled(s)).copied().unwrap_or(at)
    }

    /// Records that this path went through a value approximated as `reason` says, reached at
    /// `at` (placed as the program's own call, like an obligation): a refutation must replay.
    pub(super) fn approximate(&mut self, reason: &'static str, at: Option<Span>) {
        let at = at.map(|at| self.program_site(at));
        self.approximated = Some(super::Approximation { reason, at });
    }
}

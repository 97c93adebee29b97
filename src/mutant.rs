//! Planted bugs for the fuzzer's mutation check (`tests/fuzz_mutants.rs`): a differential fuzzer
//! that never fails proves nothing, so tests switch on one known bug at a time and require
//! `clauz3 fuzz` to find it. Off unless a test plants one; the CLI never does. Each planted site
//! in `interp` and `prover` is a single `planted(..)` check.

use std::cell::Cell;

/// A known bug, in the concrete (interpreter) or the symbolic (prover) domain.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mutant {
    /// Concrete `//` truncates toward zero instead of flooring.
    FloorDivRounding,
    /// Concrete `%` takes the dividend's sign (C's remainder).
    ModSign,
    /// Concrete string slices stop one character early when the stop bound is given.
    StrSliceBound,
    /// Concrete `sub in text` only looks at the start of the text.
    StrIn,
    /// A concrete effect call made right after a false test is dropped (returns `None`).
    DropElseEffect,
    /// Symbolic `//` truncates toward zero.
    SymFloorDiv,
    /// Symbolic `%` takes the dividend's sign.
    SymModSign,
    /// Symbolic `sub in text` is `text.startswith(sub)`.
    SymStrIn,
    /// The prover assumes a trusted `int` result is never 0: a world the layer allows is left
    /// out of the proof, though hardly any obligation depends on it (found by holding runs
    /// against the proof's path conditions).
    SymNonZeroResult,
    /// `//` truncates toward zero in both domains alike: the interpreter agrees with the
    /// prover, so only CPython can show it.
    SharedFloorDiv,
}

impl Mutant {
    /// Every planted bug, concrete ones first.
    pub const ALL: [Mutant; 10] = [
        Mutant::FloorDivRounding,
        Mutant::ModSign,
        Mutant::StrSliceBound,
        Mutant::StrIn,
        Mutant::DropElseEffect,
        Mutant::SymFloorDiv,
        Mutant::SymModSign,
        Mutant::SymStrIn,
        Mutant::SymNonZeroResult,
        Mutant::SharedFloorDiv,
    ];

    /// Whether planting `self` plants `site`'s bug: its own, or both domains' for a shared one.
    fn plants(self, site: Mutant) -> bool {
        self == site
            || (self == Mutant::SharedFloorDiv && matches!(site, Mutant::FloorDivRounding | Mutant::SymFloorDiv))
    }
}

thread_local! {
    static PLANTED: Cell<Option<Mutant>> = const { Cell::new(None) };
}

/// Plants `mutant` (or none) for the calling thread.
#[doc(hidden)]
pub fn plant(mutant: Option<Mutant>) {
    PLANTED.with(|p| p.set(mutant));
}

/// Whether `mutant` is planted on this thread.
#[doc(hidden)]
#[inline]
pub fn planted(mutant: Mutant) -> bool {
    PLANTED.with(|p| p.get().is_some_and(|m| m.plants(mutant)))
}

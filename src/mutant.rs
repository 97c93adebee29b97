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
}

impl Mutant {
    /// Every planted bug, concrete ones first.
    pub const ALL: [Mutant; 9] = [
        Mutant::FloorDivRounding,
        Mutant::ModSign,
        Mutant::StrSliceBound,
        Mutant::StrIn,
        Mutant::DropElseEffect,
        Mutant::SymFloorDiv,
        Mutant::SymModSign,
        Mutant::SymStrIn,
        Mutant::SymNonZeroResult,
    ];
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
    PLANTED.with(|p| p.get() == Some(mutant))
}

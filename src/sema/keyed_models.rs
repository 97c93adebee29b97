//! Whether an instance of a keyed class of a modelled module (`datetime.date`, `Decimal`,
//! `UserString`, ...: one hashed by its own `__hash__` or compared by its own `__eq__`,
//! `ClassDef::keyed`) may be among the keys of a run, so that key operations must take the
//! evaluator's slow path (`hashed_keys.rs`). Importing a module brings all of its classes into
//! the program, but a program that never makes one of them should not pay for it: the
//! program's own classes decide once, at load (`Evaluator::new`), these decide when an
//! instance is first made.
//!
//! The one place every instance is made is `Instance::made_in`, whichever domain and whatever
//! made it (a constructor, `copy`, an enumeration member, `dataclasses.replace`, the prover's
//! representatives): it counts the live instances of such classes on this thread here. A run
//! starts keyed if one is still alive from before it (a cached enumeration member), and turns
//! keyed when one is made; it never turns back within the run (`Evaluator::keyed_objects`),
//! since a key operation can only meet an instance made before it.

use std::cell::Cell;

thread_local! {
    /// The live instances of keyed model classes on this thread, and whether the running run
    /// has seen one.
    static KEYED: Cell<(u64, bool)> = const { Cell::new((0, false)) };
}

/// Records that an instance of a keyed model class was made.
pub(super) fn made() {
    KEYED.with(|k| {
        let (live, _) = k.get();
        k.set((live + 1, true));
    });
}

/// Records that one was freed (a thread being torn down no longer counts).
pub(super) fn freed() {
    let _ = KEYED.try_with(|k| {
        let (live, seen) = k.get();
        k.set((live.saturating_sub(1), seen));
    });
}

/// Starts a run: keyed only if such an instance is still alive.
pub(super) fn start_run() {
    KEYED.with(|k| {
        let (live, _) = k.get();
        k.set((live, live > 0));
    });
}

/// Whether the running run has seen an instance of a keyed model class.
pub(super) fn seen() -> bool {
    KEYED.with(|k| k.get().1)
}

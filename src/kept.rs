//! Results kept by key on the thread, started over past a bound so that memory stays bounded:
//! a proof's session (its queries mostly ask again what they asked moments before, so starting
//! over costs little; each of its tables is forgotten when a new session starts, see
//! [`solve::fresh_session`](crate::smt::solve::fresh_session)), and the trusted layers loaded on
//! the thread (`layer::load_kept`).

use std::borrow::Borrow;
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::LocalKey;

/// Set by a process that loads one program and exits ([`loading_once`]).
static LOADING_ONCE: AtomicBool = AtomicBool::new(false);

/// Says that this process loads one program and then exits (`clauz3 prove` of one file): a
/// layer is then not copied to be kept for a later load that never comes (the copy of its
/// functions, trees and sources was about 3 % of a small proof's instructions).
pub(crate) fn loading_once() {
    LOADING_ONCE.store(true, Ordering::Relaxed);
}

/// Whether a load should keep what it made for the loads that follow ([`loading_once`]).
pub(crate) fn keeps_loads() -> bool {
    !LOADING_ONCE.load(Ordering::Relaxed)
}

/// Results by key, at most `max` of them.
pub(crate) struct Kept<K, V> {
    map: HashMap<K, V>,
    max: usize,
}

impl<K: Hash + Eq, V: Clone> Kept<K, V> {
    pub(crate) fn new(max: usize) -> Self {
        Kept { map: HashMap::new(), max }
    }

    pub(crate) fn recall<Q: Hash + Eq + ?Sized>(&self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
    {
        self.map.get(key).cloned()
    }

    /// Keeps `value` for `key`, starting over first when the table is full.
    pub(crate) fn keep(&mut self, key: K, value: V) {
        if self.map.len() >= self.max {
            self.map.clear();
        }
        self.map.insert(key, value);
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.map.len()
    }

    pub(crate) fn forget(&mut self) {
        self.map.clear();
    }
}

/// A thread's kept table.
pub(crate) type Table<K, V> = LocalKey<RefCell<Kept<K, V>>>;

/// The value kept in `table` for `key`, else `make()`'s (kept). `make` runs with the table
/// released, so it may use the table itself.
pub(crate) fn recall_or<K: Hash + Eq + Clone, V: Clone>(
    table: &'static Table<K, V>,
    key: &K,
    make: impl FnOnce() -> V,
) -> V {
    if let Some(known) = table.with(|cell| cell.borrow().recall(key)) {
        return known;
    }
    let value = make();
    table.with(|cell| cell.borrow_mut().keep(key.clone(), value.clone()));
    value
}

/// Forgets everything `table` keeps.
pub(crate) fn forget<K: Hash + Eq, V: Clone>(table: &'static Table<K, V>) {
    table.with(|cell| cell.borrow_mut().forget());
}

#[cfg(test)]
mod tests {
    use super::*;

    thread_local! {
        static SQUARES: RefCell<Kept<u32, u64>> = RefCell::new(Kept::new(2));
    }

    #[test]
    fn a_value_is_made_once_and_the_table_starts_over_when_full() {
        let made = std::cell::Cell::new(0);
        let square = |n: u32| {
            recall_or(&SQUARES, &n, || {
                made.set(made.get() + 1);
                u64::from(n * n)
            })
        };
        assert_eq!((square(3), square(3)), (9, 9));
        assert_eq!(made.get(), 1);
        square(4);
        square(5);
        assert_eq!(made.get(), 3);
        assert_eq!(square(5), 25);
        assert_eq!(made.get(), 3, "the newest is kept after starting over");
        square(3);
        assert_eq!(made.get(), 4, "the oldest was forgotten");
        forget(&SQUARES);
        square(5);
        assert_eq!(made.get(), 5);
    }
}

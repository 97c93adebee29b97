//! Whether a set's order may be relied on: CPython fixes the order of a set of ints, floats
//! and tuples of them, but not of one holding a string (or `None`, NaN, an object hashed by
//! identity), whose hashes change from run to run. While a proof is made, iterating such a set,
//! popping from it or writing its text is refused; the interpreter's own runs use our order.

use super::pyset::SetMap;
use super::value::Value;
use crate::sema::Fault;
use crate::source::Span;

thread_local! {
    static CPYTHON_ORDER_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Held while the prover runs: iterating a set whose order CPython does not fix (two or more
/// items, one of them hashed differently in every CPython run, such as a string) is then
/// refused, since a proof must not rest on the order we happen to use. The interpreter's own
/// runs iterate such sets in our (stable) order, as a CPython run would in its own.
pub struct CpythonOrderOnly {
    before: bool,
}

impl CpythonOrderOnly {
    pub fn hold() -> CpythonOrderOnly {
        CpythonOrderOnly { before: CPYTHON_ORDER_ONLY.with(|c| c.replace(true)) }
    }
}

impl Drop for CpythonOrderOnly {
    fn drop(&mut self) {
        CPYTHON_ORDER_ONLY.with(|c| c.set(self.before));
    }
}

/// Whether `set` may be iterated now, item by item in order.
pub fn check_order(set: &SetMap, at: Span) -> Result<(), Fault> {
    if !order_varies(set) {
        return Ok(());
    }
    Err(Fault::unsupported(
        "iterating a set of strings (or other items CPython hashes differently in every run): \
         its order is not fixed, so no proof can rest on it; iterate `sorted(...)` of it instead",
        at,
    ))
}

/// [`check_order`] for `s.pop()`, which takes the item that order puts first.
pub fn check_pop_order(set: &SetMap, at: Span) -> Result<(), Fault> {
    if !order_varies(set) {
        return Ok(());
    }
    Err(Fault::unsupported(
        "`.pop()` of a set of strings (or other items CPython hashes differently in every run): which item it \
         takes is not fixed, so no proof can rest on it; take `min(...)` of the set and `.remove()` it instead",
        at,
    ))
}

/// [`check_order`] for the text of a set (`str(s)`, `repr`, an f-string, `print`), which
/// lists its items in that same varying order.
pub fn check_text_order(set: &SetMap, at: Span) -> Result<(), Fault> {
    if !order_varies(set) {
        return Ok(());
    }
    Err(Fault::unsupported(
        "the text of a set of strings (or other items CPython hashes differently in every run): \
         it lists them in an order that is not fixed, so no proof can rest on it; write `sorted(...)` of it instead",
        at,
    ))
}

/// Whether a proof is being made and CPython's order of `set` may differ from run to run.
fn order_varies(set: &SetMap) -> bool {
    CPYTHON_ORDER_ONLY.with(std::cell::Cell::get) && !set.order_is_cpythons()
}

/// The items of `v` in our order where it is a set whose order CPython does not fix while a
/// proof is made ([`check_order`] would refuse iterating it): for the readers whose answer is
/// the same in every order (`sema/unordered_keys.rs`). `None` for any other value.
pub fn unordered_items(v: &Value) -> Option<Vec<Value>> {
    let Value::Set(set) = v else { return None };
    let set = set.borrow();
    if !order_varies(&set) {
        return None;
    }
    Some(set.iter().map(|k| k.0.clone()).collect())
}

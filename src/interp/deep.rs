//! Walks over nested values (`==`, ordering, hashing) that stop at a nesting limit instead
//! of overflowing the stack.
//!
//! CPython refuses to compare or hash values nested deeper than its recursion limit
//! ("maximum recursion depth exceeded in comparison"). Equality and ordering here return plain
//! answers, so a walk that goes too deep marks this thread as *tripped* and answers "not
//! equal"; the operators a program uses (`checked`) turn a tripped walk into the same
//! depth-limit error as too-deep calls.

use super::value::Value;
use crate::sema::Fault;
use crate::source::Span;
use std::cell::Cell;

/// How deep a walk may go: CPython's default recursion limit.
pub const MAX_VALUE_NESTING: u32 = 1000;

thread_local! {
    static DEPTH: Cell<u32> = const { Cell::new(0) };
    static TRIPPED: Cell<bool> = const { Cell::new(false) };
}

/// One level of a walk; `None` (and the thread tripped) when the walk is too deep.
pub(super) struct Level(());

impl Level {
    pub(super) fn enter() -> Option<Level> {
        let depth = DEPTH.get();
        if depth >= MAX_VALUE_NESTING {
            TRIPPED.set(true);
            return None;
        }
        DEPTH.set(depth + 1);
        Some(Level(()))
    }
}

impl Drop for Level {
    fn drop(&mut self) {
        DEPTH.set(DEPTH.get() - 1);
    }
}

/// Whether `items` (a tuple's) are all scalars (`None`, bools, ints, floats, strs) with room
/// for one more level: a walk of such a tuple goes no deeper than its items, so it needs
/// neither a [`Level`] nor [`on_stack`]'s probe, and answers as the full walk would (the
/// `(x, y)` keys of a grid search are hashed and compared this way).
#[inline]
pub(super) fn flat(items: &[Value]) -> bool {
    room()
        && items
            .iter()
            .all(|v| matches!(v, Value::Int(_) | Value::Str(_) | Value::None | Value::Bool(_) | Value::Float(_)))
}

/// Whether a walk may go one level deeper before the depth limit.
#[inline]
pub(super) fn room() -> bool {
    DEPTH.get() < MAX_VALUE_NESTING
}

/// `a == b` of two ints or two strs (no program code, no depth, no identity rule to apply):
/// the common case of item and key comparisons, answered inline; `None` for any other pair.
#[inline(always)]
pub(super) fn scalar_eq(a: &Value, b: &Value) -> Option<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(x == y),
        (Value::Str(x), Value::Str(y)) => Some(x == y),
        _ => None,
    }
}

/// Runs one level of a walk with stack to spare: a thousand levels outgrow a small thread's.
pub(super) fn on_stack<T>(level: impl FnOnce() -> T) -> T {
    stacker::maybe_grow(64 << 10, 1 << 20, level)
}

/// Runs a comparison walk; a walk that went too deep is the depth-limit error.
pub fn checked<T>(at: Span, walk: impl FnOnce() -> T) -> Result<T, Fault> {
    let before = TRIPPED.replace(false);
    let answer = walk();
    if TRIPPED.replace(before) {
        return Err(too_deep(at));
    }
    Ok(answer)
}

/// Python's `==` between container items (identity first), as an operator a program uses.
pub fn item_eq_checked(a: &Value, b: &Value, at: Span) -> Result<bool, Fault> {
    checked(at, || super::value::item_eq(a, b))
}

pub(super) fn too_deep(at: Span) -> Fault {
    Fault::compare_too_deep(at)
}

/// Whether a value is a container whose walk must count a level.
pub(super) fn nests(v: &Value) -> bool {
    matches!(v, Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_) | Value::Row(_) | Value::Record(_))
}

//! Slice objects: `slice(stop)`, `slice(start, stop[, step])`, their `start`/`stop`/`step`
//! and `indices(n)`, as CPython 3.11 has them (`repr`, `==` by their three values,
//! unhashable). Subscripting with one is the evaluator's (`sema/slices.rs`): it slices as
//! `xs[a:b:c]` does.

use super::indexing::slice_indices;
use super::methods::{args_between, want_index};
use super::Value;
use crate::ir::{Method, PyExc};
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

/// `slice(...)` called with `args` (CPython takes no keywords).
pub(super) fn make(args: Vec<Value>, at: Span) -> Result<Value, Fault> {
    let mut parts = match args.len() {
        0 => return Err(Fault::type_error("slice expected at least 1 argument, got 0", at)),
        1..=3 => args.into_iter(),
        n => return Err(Fault::type_error(format!("slice expected at most 3 arguments, got {n}"), at)),
    };
    let first = parts.next().unwrap_or(Value::None);
    Ok(Value::Slice(Rc::new(match (parts.next(), parts.next()) {
        (None, _) => [Value::None, first, Value::None],
        (Some(stop), step) => [first, stop, step.unwrap_or(Value::None)],
    })))
}

/// `s.start`, `s.stop`, `s.step`; `None` for another name.
pub(super) fn attribute(parts: &[Value; 3], name: &str) -> Option<Value> {
    let i = ["start", "stop", "step"].iter().position(|n| *n == name)?;
    Some(parts[i].clone())
}

/// `s.indices(length)`: the start, stop and step a sequence of that length would use.
pub(super) fn call(m: Method, parts: &[Value; 3], args: &[Value], at: Span) -> Result<Value, Fault> {
    args_between(m, args, 1, 1, at)?;
    let length = want_index(&args[0], at)?;
    if length < 0 {
        return Err(Fault::exc(PyExc::ValueError, "length should not be negative", at));
    }
    let bounds = parts.clone().map(Some);
    let (start, stop, step) = slice_indices(&bounds, length as usize, at)?;
    Ok(Value::tuple(vec![Value::Int(start), Value::Int(stop), Value::Int(step)]))
}

//! The evaluator's shortcuts (`Domain::plain_numbers`, `plain_item`, `set_plain_item`) for the
//! symbolic domain. A program importing a modelled module with a class that hashes itself
//! (`statistics` brings `fractions.Fraction`) makes the evaluator prepare keys around every
//! operator and subscript, asking `isinstance`, `type` and `len` of each operand through the
//! whole `builtin` way; numbers and a sequence at a known int index never meet a key, so these
//! answer them at once, exactly as `binary`, `compare`, `get_item` and `set_item` would.

use super::domain::{SymVal, Symbolic};
use crate::interp::Value;
use crate::sema::Domain;

/// Whether `v` is a number, known or a term: no instance of the program's classes.
fn number(v: &SymVal) -> bool {
    matches!(
        v,
        SymVal::Int(_)
            | SymVal::Bool(_)
            | SymVal::Float(_)
            | SymVal::Concrete(Value::Int(_) | Value::Float(_) | Value::Bool(_))
    )
}

/// Python's position of index `i` in a sequence of `len` items, when in range.
fn in_range(i: i64, len: usize) -> Option<usize> {
    let k = if i < 0 { i.checked_add(i64::try_from(len).ok()?)? } else { i };
    usize::try_from(k).ok().filter(|&k| k < len)
}

impl Symbolic<'_> {
    /// `Domain::plain_numbers`: two numbers, known or terms.
    pub(super) fn both_numbers(l: &SymVal, r: &SymVal) -> bool {
        number(l) && number(r)
    }

    /// `Domain::plain_item`: a list or tuple of the prover at a known int index in range, or a
    /// plain container the interpreter answers at once; `None` for anything `get_item` would
    /// refuse or decide otherwise (an iterator held as a list, a symbolic index).
    pub(super) fn item_at_once(&mut self, obj: &SymVal, index: &SymVal, plain_keys: bool) -> Option<SymVal> {
        match (obj, index) {
            (SymVal::List(list), SymVal::Concrete(Value::Int(i))) if !list.iterator.get() => {
                let items = list.items.borrow();
                items.get(in_range(*i, items.len())?).cloned()
            }
            (SymVal::Tuple(items), SymVal::Concrete(Value::Int(i))) => items.get(in_range(*i, items.len())?).cloned(),
            (SymVal::Concrete(o), SymVal::Concrete(i)) => self.inner.plain_item(o, i, plain_keys).map(SymVal::Concrete),
            _ => None,
        }
    }

    /// `Domain::set_plain_item`: a list of the prover that may change, at a known int index in
    /// range, or a plain container given a plain value, outside loops over rows (where
    /// `set_item` refuses any change); the value back otherwise.
    pub(super) fn set_item_at_once(
        &mut self,
        obj: &SymVal,
        index: &SymVal,
        value: SymVal,
        plain_keys: bool,
    ) -> Result<(), SymVal> {
        if !self.loops.is_empty() {
            return Err(value);
        }
        match (obj, index, value) {
            (SymVal::List(list), SymVal::Concrete(Value::Int(i)), value)
                if !list.iterator.get() && !list.being_read() =>
            {
                let mut items = list.items.borrow_mut();
                match in_range(*i, items.len()) {
                    Some(k) => {
                        items[k] = value;
                        Ok(())
                    }
                    None => Err(value),
                }
            }
            (SymVal::Concrete(o), SymVal::Concrete(i), SymVal::Concrete(v)) => {
                self.inner.set_plain_item(o, i, v, plain_keys).map_err(SymVal::Concrete)
            }
            (_, _, value) => Err(value),
        }
    }
}

//! Reading `obj[index]` in a proof: each container's model, and CPython's first step for a
//! sequence, making the index a C `Py_ssize_t` (an int past 64 bits is
//! `IndexError: cannot fit 'int' into an index-sized integer`, before any bounds check).

use super::domain::{SymVal, Symbolic};
use super::tables::RowData;
use crate::ir::PyExc;
use crate::sema::{Domain, Fault};
use crate::smt::{BoolTerm, IntTerm};
use crate::source::Span;

/// The `IndexError` messages of sequences CPython indexes by a `Py_ssize_t` (not `range`'s,
/// which reads any int and says `range object index out of range`).
const SSIZE_INDEXED: [&str; 5] = [
    "list index out of range",
    "tuple index out of range",
    "string index out of range",
    "index out of range",
    "bytearray index out of range",
];

impl Symbolic<'_> {
    /// `obj[index]` read by the container's own model.
    pub(super) fn item_read(&mut self, obj: SymVal, index: SymVal, at: Span) -> Result<SymVal, Fault> {
        Self::no_iterators(&[&obj], at)?;
        Self::no_collection_terms(&[&obj, &index], at)?;
        if let Some((container, stand_in)) = super::list_positions::mistyped_index(&obj, &index) {
            return self.inner.get_item(container, stand_in, at).map(SymVal::Concrete);
        }
        if let SymVal::List(l) = &obj {
            return self.list_get(l, &index, at);
        }
        if let SymVal::Seq(q) = &obj {
            return self.seq_get(&q.term(), &index, at);
        }
        if let SymVal::Rows(RowData::Table(t)) = &obj {
            return self.table_get(t, &index, at);
        }
        if let SymVal::Dict(d) = &obj {
            return self.dict_get(d, &index, None, at);
        }
        if let (SymVal::Tuple(items), SymVal::Concrete(i)) = (&obj, &index) {
            if let Some(i) = i.as_i64() {
                let idx = if i < 0 { i + items.len() as i64 } else { i };
                return usize::try_from(idx)
                    .ok()
                    .and_then(|k| items.get(k).cloned())
                    .ok_or_else(|| Fault::exc(PyExc::IndexError, "tuple index out of range", at));
            }
        }
        if let SymVal::Str(text) = &obj {
            return self.str_index(text, &index, at);
        }
        let index = if matches!(obj, SymVal::Concrete(_)) { Self::plain_tuple_key(index) } else { index };
        if let SymVal::Concrete(container) = &obj {
            if !matches!(index, SymVal::Concrete(_)) {
                return self.symbolic_lookup(container, &index, at);
            }
        }
        let (o, i) = (Self::concrete(obj, "indexing", at)?, Self::concrete(index, "indexing", at)?);
        self.inner.get_item(o, i, at).map(SymVal::Concrete)
    }

    /// `read`, an index out of a sequence's range at the int term `index`, as CPython words
    /// it: on the path where `index` is past what a `Py_ssize_t` holds, the error is
    /// `cannot fit 'int' into an index-sized integer` instead.
    pub(super) fn index_sized(
        &mut self,
        read: Result<SymVal, Fault>,
        index: &SymVal,
        at: Span,
    ) -> Result<SymVal, Fault> {
        let (Err(fault), SymVal::Int(i)) = (&read, index) else { return read };
        let out_of_range = fault.exc_class().is_some_and(|c| c.builtin_root() == PyExc::IndexError)
            && SSIZE_INDEXED.contains(&fault.message());
        if !out_of_range {
            return read;
        }
        let (low, high) = (IntTerm::lit(&i64::MIN.into()), IntTerm::lit(&i64::MAX.into()));
        if self.decide(BoolTerm::and(&[low.le(i), i.le(&high)]), at)? {
            return read;
        }
        Err(Fault::exc(PyExc::IndexError, "cannot fit 'int' into an index-sized integer", at))
    }
}

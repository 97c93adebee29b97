//! Which lazy iterators read a copy of a list of the prover's. `enumerate`, `zip`,
//! `reversed` and `iter` over a list holding terms take its items at once, where CPython's
//! read them one at a time: the two agree as long as the list does not change while such an
//! iterator may still be read. A list records its readers and refuses changes while one is
//! alive; once no value holds an iterator it can never be read again (the prover runs each
//! path anew and never copies its values), so the list may change after the loop that used it.

use super::domain::{SymVal, Symbolic};
use super::lists::SymList;
use crate::interp::iter::PyIter;
use crate::interp::Value;
use crate::ir::Builtin;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

/// An iterator reading a copy of a list's items.
#[derive(Debug)]
pub(super) enum Reader {
    /// The prover's own, holding the items it took (`lists::list_lazy`).
    Held(Weak<SymList>),
    /// The interpreter's, over a plain copy of the items.
    Plain(Weak<RefCell<PyIter>>),
}

impl SymList {
    /// Records an iterator that took a copy of the items.
    pub(super) fn read_by(&self, reader: Reader) {
        self.readers.borrow_mut().push(reader);
    }

    /// Whether an iterator that took a copy of the items may still be read. One no value holds
    /// any more can never be read again (the prover runs each path anew, never copying its
    /// values), so the list may change after it.
    pub(super) fn being_read(&self) -> bool {
        let mut readers = self.readers.borrow_mut();
        readers.retain(|r| match r {
            Reader::Held(it) => it.strong_count() > 0,
            Reader::Plain(it) => it.strong_count() > 0,
        });
        !readers.is_empty()
    }
}

impl Symbolic<'_> {
    /// After a lazy builtin made `made` from copies of the lists among `args`: each list
    /// records it, so none changes while the iterator may still be read.
    pub(super) fn note_readers(b: Builtin, args: &[SymVal], made: &Value) {
        if !matches!(b, Builtin::Enumerate | Builtin::Zip | Builtin::Reversed | Builtin::Iter) {
            return;
        }
        for arg in args {
            if let SymVal::List(list) = arg {
                #[expect(
                    clippy::wildcard_enum_match_arm,
                    reason = "an iterator, or anything else read for the rest of the run"
                )]
                list.read_by(match made {
                    Value::Iter(it) => Reader::Plain(Rc::downgrade(it)),
                    // Not an iterator (never expected): read for the rest of the run.
                    _ => Reader::Held(Rc::downgrade(list)),
                });
            }
        }
    }
}

//! `vars(obj)` and `obj.__dict__` in a proof. clauz3 reads an object's namespace as a new dict
//! where CPython hands out the live one: the two agree while neither the object's attributes
//! nor the dict change. So the copy may not be written (`SymDict::namespace`), nor copied
//! into a plain value, and the path is watched: at each statement, and when the run ends, an
//! object whose attributes changed since a copy of its namespace was made stops the path if
//! that copy is still held, or may have been read after the change (it was held at the last
//! statement); a copy no value holds any more, its object unchanged, is forgotten.

use super::dicts::SymDict;
use super::domain::{SymVal, Symbolic};
use crate::sema::{Fault, Instance};
use crate::source::Span;
use std::rc::{Rc, Weak};

/// A copy of an object's namespace the path holds, and how often the object had changed when
/// it was made (`Instance::changes`).
#[derive(Debug)]
pub(super) struct NamespaceCopy {
    object: Rc<Instance<SymVal>>,
    copy: Weak<SymDict>,
    changes: u32,
}

/// Why writing to a copy of a namespace stops a proof.
pub(super) fn written(at: Span) -> Fault {
    Fault::unsupported(
        "writing to an object's namespace read as a dict (`vars(obj)`, `obj.__dict__`): clauz3 reads a copy where CPython gives the live dict, so a proof cannot rely on it (set the attribute itself)",
        at,
    )
}

/// Why copying a namespace into another value stops a proof.
pub(super) fn kept_elsewhere(what: &str, at: Span) -> Fault {
    Fault::unsupported(
        format!("{what}: an object's namespace (`vars(obj)`, `obj.__dict__`) kept inside another value, where CPython keeps the live dict, is not supported by the prover (copy it with dict(...))"),
        at,
    )
}

fn stale(at: Span) -> Fault {
    Fault::unsupported(
        "an object's namespace (`vars(obj)`, `obj.__dict__`) held while its attributes change: clauz3 reads a copy where CPython gives the live dict, so a proof cannot rely on it (read `vars(obj)` again after the change)",
        at,
    )
}

impl Symbolic<'_> {
    /// Watches `copy`, just made of the attributes of the instance `obj` (`Domain::namespace_copy`).
    pub(super) fn keep_namespace_copy(&mut self, obj: &SymVal, copy: &SymVal, at: Span) -> Result<(), Fault> {
        let (SymVal::Object(object), SymVal::Dict(dict)) = (obj, copy) else {
            return Err(stale(at));
        };
        dict.namespace.set(true);
        let changes = object.changes.get();
        self.namespaces.push(NamespaceCopy { object: object.clone(), copy: Rc::downgrade(dict), changes });
        Ok(())
    }

    /// Stops the path where a copy of a namespace may have gone stale; forgets the copies no
    /// value holds any more whose object has not changed.
    pub(super) fn namespace_copies_held(&mut self, at: Span) -> Result<(), Fault> {
        if self.namespaces.is_empty() {
            return Ok(());
        }
        if self.namespaces.iter().any(|c| c.object.changes.get() != c.changes) {
            return Err(stale(at));
        }
        self.namespaces.retain(|c| c.copy.strong_count() > 0);
        Ok(())
    }
}

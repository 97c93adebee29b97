//! CPython's method resolution order: the C3 linearisation of a class's bases, which decides
//! where attribute lookup, `super()` and `__mro__` go with several bases, and the
//! `TypeError`s CPython raises when a `class` statement's bases have none.

use super::{ClassDef, PyExc};
use std::rc::Rc;

/// A class as C3 sees it: one of the program's, a builtin exception class, or `object`, which
/// ends every order.
#[derive(Debug, Clone)]
pub enum MroEntry {
    Class(Rc<ClassDef>),
    Exc(PyExc),
    Object,
}

impl MroEntry {
    fn same(&self, other: &MroEntry) -> bool {
        match (self, other) {
            (MroEntry::Class(a), MroEntry::Class(b)) => a.id == b.id,
            (MroEntry::Exc(a), MroEntry::Exc(b)) => a == b,
            (MroEntry::Object, MroEntry::Object) => true,
            (MroEntry::Class(_) | MroEntry::Exc(_) | MroEntry::Object, _) => false,
        }
    }

    fn name(&self) -> &str {
        match self {
            MroEntry::Class(c) => &c.name,
            MroEntry::Exc(e) => e.name(),
            MroEntry::Object => "object",
        }
    }

    /// The whole order of this class, itself first. A program class's builtin exception
    /// classes follow all its program classes (`syntax` refuses any other order).
    fn order(&self) -> Vec<MroEntry> {
        let (classes, exc) = match self {
            MroEntry::Class(c) => (std::iter::once(c).chain(&c.ancestors).cloned().collect(), c.exception_root()),
            MroEntry::Exc(e) => (Vec::new(), Some(*e)),
            MroEntry::Object => (Vec::new(), None),
        };
        let builtins = std::iter::successors(exc, |e| e.base()).map(MroEntry::Exc);
        classes.into_iter().map(MroEntry::Class).chain(builtins).chain([MroEntry::Object]).collect()
    }
}

/// The MRO after a class with these bases (in written order), `object` last. The error is
/// CPython's message when the `class` statement would raise `TypeError` (a base named twice,
/// or bases no order satisfies).
pub fn linearize(bases: &[MroEntry]) -> Result<Vec<MroEntry>, String> {
    for (i, b) in bases.iter().enumerate() {
        if bases[..i].iter().any(|a| a.same(b)) {
            return Err(format!("duplicate base class {}", b.name()));
        }
    }
    // Each base's own order, then the bases themselves.
    let mut seqs: Vec<Vec<MroEntry>> = bases.iter().map(MroEntry::order).collect();
    seqs.push(bases.to_vec());
    let mut order = Vec::new();
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Ok(order);
        }
        let in_a_tail = |e: &MroEntry| seqs.iter().any(|s| s[1..].iter().any(|t| t.same(e)));
        let Some(next) = seqs.iter().map(|s| s[0].clone()).find(|head| !in_a_tail(head)) else {
            let mut heads: Vec<&MroEntry> = Vec::new();
            for s in &seqs {
                if !heads.iter().any(|h| h.same(&s[0])) {
                    heads.push(&s[0]);
                }
            }
            let names: Vec<&str> = heads.into_iter().map(MroEntry::name).collect();
            return Err(format!(
                "Cannot create a consistent method resolution order (MRO) for bases {}",
                names.join(", ")
            ));
        };
        for s in &mut seqs {
            if s[0].same(&next) {
                s.remove(0);
            }
        }
        order.push(next);
    }
}

/// The program classes of an order, as `ClassDef::ancestors` keeps them.
pub fn program_classes(order: &[MroEntry]) -> Vec<Rc<ClassDef>> {
    order
        .iter()
        .filter_map(|e| match e {
            MroEntry::Class(c) => Some(c.clone()),
            MroEntry::Exc(_) | MroEntry::Object => None,
        })
        .collect()
}

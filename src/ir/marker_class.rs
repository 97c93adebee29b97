//! The classes of `abc` and `typing` that only mark a program's class, as values: `ABC`,
//! `Generic` and `Protocol` (kept among the bases and in the method resolution order of a
//! class written with them, so `__mro__`, `__bases__`, `issubclass` and `isinstance` see
//! them as CPython does) and the metaclass `ABCMeta`. None adds a member to look up.

use super::class::builtin_class;
use super::{ClassDef, ClassHome, ProtocolSpec};
use std::rc::Rc;

/// The ids of the marker classes, below those of `class.rs`'s builtin classes.
const ABC_ID: u32 = u32::MAX - 5;
const GENERIC_ID: u32 = u32::MAX - 6;
const PROTOCOL_ID: u32 = u32::MAX - 7;
const ABC_META_ID: u32 = u32::MAX - 8;

/// A marker class of CPython's module `module`, with CPython's names for it.
fn marker(id: u32, module: &'static str, name: &'static str) -> ClassDef {
    let mut class = builtin_class(id, name, None);
    class.home = Some(ClassHome { model: module, cpython: Some((module, name, name)) });
    class
}

thread_local! {
    // `ABC.__abstractmethods__` is an empty frozenset: it is an abstract base class itself.
    static ABC: Rc<ClassDef> = Rc::new(ClassDef { abstract_methods: Some(Vec::new()), ..marker(ABC_ID, "abc", "ABC") });
    static GENERIC: Rc<ClassDef> = Rc::new(marker(GENERIC_ID, "typing", "Generic"));
    // `Protocol` derives from `Generic`, its metaclass from `ABCMeta`, and it is a protocol
    // that is not `@runtime_checkable` (so `isinstance` against it is CPython's `TypeError`).
    static PROTOCOL: Rc<ClassDef> = Rc::new(ClassDef {
        bases: vec![GENERIC.with(Rc::clone)],
        ancestors: vec![GENERIC.with(Rc::clone)],
        abstract_methods: Some(Vec::new()),
        protocol: Some(ProtocolSpec { runtime: false, annotated: Vec::new() }),
        ..marker(PROTOCOL_ID, "typing", "Protocol")
    });
    static ABC_META: Rc<ClassDef> = Rc::new(marker(ABC_META_ID, "abc", "ABCMeta"));
}

/// `module.name` when it is one of the marker base classes (`abc.ABC`, `typing.Generic`,
/// `typing.Protocol`) or `abc.ABCMeta`.
pub fn marker_class(module: &str, name: &str) -> Option<Rc<ClassDef>> {
    let cell = match (module, name) {
        ("abc", "ABC") => &ABC,
        ("abc", "ABCMeta") => &ABC_META,
        ("typing", "Generic") => &GENERIC,
        ("typing", "Protocol") => &PROTOCOL,
        _ => return None,
    };
    Some(cell.with(Rc::clone))
}

/// `abc.ABCMeta`, the metaclass of every abstract base class and protocol.
pub fn abc_meta() -> Rc<ClassDef> {
    ABC_META.with(Rc::clone)
}

impl ClassDef {
    /// Whether this is one of the marker classes (`ABC`, `Generic`, `Protocol`, `ABCMeta`).
    pub fn is_marker(&self) -> bool {
        (ABC_META_ID..=ABC_ID).contains(&self.id)
    }

    /// Whether this is `abc.ABCMeta` itself.
    pub fn is_abc_meta(&self) -> bool {
        self.id == ABC_META_ID
    }

    /// Whether `typing.Protocol` is among this class's bases, at any depth: its metaclass is
    /// then CPython's `typing._ProtocolMeta`.
    pub fn derives_from_protocol(&self) -> bool {
        self.mro().any(|c| c.id == PROTOCOL_ID)
    }

    /// Whether `ABCMeta` is this class's metaclass: it derives from `ABC` or `Protocol` or
    /// was written with `metaclass=ABCMeta` (what `isinstance(Cls, ABCMeta)` asks).
    pub fn has_abc_meta(&self) -> bool {
        self.abstract_methods.is_some()
    }

    /// Why calling this class is refused: `ABCMeta(name, bases, namespace)` makes a class at
    /// run time, which the subset does not.
    pub fn marker_call_refusal(&self) -> Option<String> {
        self.is_abc_meta().then(|| "calling `abc.ABCMeta` (a metaclass: write a `class` statement)".to_owned())
    }
}

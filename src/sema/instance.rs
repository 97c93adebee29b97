//! Instances of the program's classes. Their fields are values of the domain, held here so
//! both domains share one meaning of attributes, methods and aliasing: two names for one
//! instance hold one `Rc`, so a mutation through one is seen through the other.

use crate::ir::ClassDef;
use std::cell::{Cell, OnceCell, RefCell};
use std::rc::Rc;

/// One instance: its class and its attributes, in the order they were first assigned.
#[derive(Debug)]
pub struct Instance<V: 'static> {
    pub class: Rc<ClassDef>,
    pub fields: RefCell<Vec<(Rc<str>, V)>>,
    /// What `BaseException` keeps for an instance of an exception class: `args`, set from
    /// the constructor's positional arguments, then by `BaseException.__init__`.
    pub exc_args: RefCell<Vec<V>>,
    /// Its `__cause__`, `__context__` and `__suppress_context__`, if it is an exception
    /// (`sema/exc_chain.rs`).
    pub exc_chain: super::ChainSlot,
    /// How many quantified loop bodies (the prover's loops over rows) were running when it was
    /// made: inside more, its attributes may not be assigned.
    pub made_in_rows: u32,
    /// The hash its class's own `__hash__` gave the first time it served as a dict key or set
    /// member (`sema/hashed_keys.rs`): what the domain hashes it by.
    pub key_hash: RefCell<Option<V>>,
    /// Whether that hash is a str's (or `None`'s) hash, which differs from one CPython run to
    /// the next (`sema/table_hash.rs`): it finds the key, but orders no table a proof can know.
    pub key_hash_varies: Cell<bool>,
    /// For an instance of a class deriving from a builtin type (`class Env(dict)`): the value
    /// of that type it holds, which builtin operations the class does not override read
    /// (`sema/builtin_subclass.rs`). Set once, when the instance is made.
    pub base: OnceCell<V>,
    /// How many times its attributes were set or deleted: what tells the prover that a copy
    /// of its namespace (`vars(obj)`) may have gone stale (`prover/namespaces.rs`).
    pub changes: Cell<u32>,
}

impl<V: Clone + 'static> Instance<V> {
    pub fn new(class: Rc<ClassDef>) -> Self {
        Self::made_in(class, 0)
    }

    /// A new instance made while `rows` quantified loop bodies run. Every instance is made
    /// here, which counts those whose keys need the program (`sema/keyed_models.rs`).
    pub fn made_in(class: Rc<ClassDef>, rows: u32) -> Self {
        if class.keyed() {
            super::keyed_models::made();
        }
        Instance {
            class,
            fields: RefCell::new(Vec::new()),
            exc_args: RefCell::new(Vec::new()),
            exc_chain: super::ChainSlot::default(),
            made_in_rows: rows,
            key_hash: RefCell::new(None),
            key_hash_varies: Cell::new(false),
            base: OnceCell::new(),
            changes: Cell::new(0),
        }
    }

    /// The instance attribute `name`, if it is set.
    pub fn field(&self, name: &str) -> Option<V> {
        let fields = self.fields.borrow();
        // The program's attribute names are one `Rc` each (`ir::attr_name`): found by address
        // first, then by text.
        let found = fields.iter().find(|(n, _)| std::ptr::eq(&**n as *const str, name as *const str));
        found.or_else(|| fields.iter().find(|(n, _)| &**n == name)).map(|(_, v)| v.clone())
    }

    /// The builtin value a member of an enumeration mixing in `int` or `str` (`IntEnum`,
    /// `IntFlag`, `StrEnum`, `(str, Enum)`, `(int, Enum)`) stands for where CPython reads it as
    /// that builtin (`json` writes it so), or the builtin value an instance of a class deriving
    /// from a builtin type holds; `None` for any other instance.
    pub fn builtin_base_value(&self) -> Option<V> {
        use crate::ir::EnumKind;
        if let Some(base) = self.base.get() {
            return Some(base.clone());
        }
        match self.class.enum_kind() {
            Some(EnumKind::Int | EnumKind::Str | EnumKind::IntFlag) => self.field("_value_"),
            Some(EnumKind::Plain | EnumKind::Flag) | None => None,
        }
    }

    /// Sets the instance attribute `name` (a new one goes last).
    pub fn set_field(&self, name: &Rc<str>, value: V) {
        self.changes.set(self.changes.get().wrapping_add(1));
        let mut fields = self.fields.borrow_mut();
        match fields.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = value,
            None => fields.push((name.clone(), value)),
        }
    }

    /// Removes the instance attribute `name` (`del obj.name`); whether it was set.
    pub fn remove_field(&self, name: &str) -> bool {
        let mut fields = self.fields.borrow_mut();
        let Some(k) = fields.iter().position(|(n, _)| &**n == name) else { return false };
        self.changes.set(self.changes.get().wrapping_add(1));
        fields.remove(k);
        true
    }

    /// The values of the compared fields (dataclass order), as far as they are set.
    pub fn data_values(&self) -> Option<Vec<V>> {
        self.values_of(self.class.data()?)
    }

    /// The fields the generated repr writes (not those with `field(repr=False)`), each with its
    /// value as far as they are set.
    pub fn repr_values(&self) -> Option<Vec<(Rc<str>, V)>> {
        let spec = self.class.repr_data()?;
        spec.fields.iter().filter(|f| f.repr).map(|f| Some((f.name.clone(), self.field(&f.name)?))).collect()
    }

    /// The values of `spec`'s compared fields (a base dataclass's, whose generated methods a
    /// subclass kept; not those with `field(compare=False)`), as far as they are set.
    pub fn values_of(&self, spec: &crate::ir::DataSpec) -> Option<Vec<V>> {
        spec.fields.iter().filter(|f| f.compare).map(|f| self.field(&f.name)).collect()
    }

    /// The values of the fields `spec`'s generated `__hash__` hashes (`field(hash=...)`, else
    /// the compared ones), as far as they are set.
    pub fn hash_values_of(&self, spec: &crate::ir::DataSpec) -> Option<Vec<V>> {
        spec.fields.iter().filter(|f| f.hashed()).map(|f| self.field(&f.name)).collect()
    }
}

/// Freeing a chain of instances (a linked list a million nodes long) must not recurse once per
/// node: the fields go through the trash can (`sema/trashcan.rs`).
impl<V: 'static> Drop for Instance<V> {
    fn drop(&mut self) {
        if self.class.keyed() {
            super::keyed_models::freed();
        }
        let fields = std::mem::take(self.fields.get_mut());
        if !fields.is_empty() {
            super::trashcan::release(fields);
        }
        let args = std::mem::take(self.exc_args.get_mut());
        if !args.is_empty() {
            super::trashcan::release(args);
        }
    }
}

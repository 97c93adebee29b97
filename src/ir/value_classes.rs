//! Builtin classes whose instances the evaluator makes for what a class holds: `property`
//! (what `Class.prop` reads, or `property(fget, ...)` makes), `functools.cached_property`,
//! and, as values of a class's namespace (`vars(Class)`), `staticmethod` and `classmethod`
//! objects, the `getset_descriptor`s of `__dict__` and `__weakref__`, and `abc`'s `_abc_data`.
//! Their instances are plain objects of these classes whose attributes (`fget`, `func`,
//! `__func__`, ...) the evaluator sets when it makes them; the classes have no members and
//! give instances no `__dict__`, so the program cannot add attributes, as in CPython.

use super::class::builtin_class;
use super::{ClassDef, ClassHome};
use std::rc::Rc;

/// The suffix of the marker a class body keeps where it binds an attribute computed from its
/// own methods after the `class` statement (`x = property(get_x)`, `syntax/late_class_attrs.rs`):
/// the attribute is the class's from its body. Not an identifier.
pub const LATE_ATTR: &str = "@late";

/// The attributes of a `property` object, in the order `property(...)` takes them.
pub const PROPERTY_ATTRIBUTES: [&str; 4] = ["fget", "fset", "fdel", "__doc__"];

/// Which of these classes a class is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueClass {
    Property,
    CachedProperty,
    StaticMethod,
    ClassMethod,
    /// `<attribute '__dict__' of 'C' objects>`: its `__name__` and `__objclass__` are set.
    GetSet,
    /// `ABCMeta`'s `_abc_impl`, whose text shows an address.
    AbcData,
    /// The type of a class's namespace (`type(vars(C))`); its values are the interpreter's
    /// read-only dicts, not instances of it.
    MappingProxy,
    /// `super()` read as a value (`s = super()`): `__thisclass__`, `__self__` and
    /// `__self_class__` are set; its attributes are looked up after `__thisclass__`.
    Super,
    /// A closure's cell (`f.__closure__[0]`): `cell_contents` reads the variable it holds
    /// (`sema/cell_objects.rs`).
    Cell,
    /// A function's code object (`f.__code__`): the `co_*` attributes clauz3 knows exactly
    /// are set (`sema/cell_objects.rs`).
    Code,
}

/// The ids of these classes, below those of `marker_class.rs`, in [`ValueClass`] order.
const FIRST_ID: u32 = u32::MAX - 9;
const KINDS: [ValueClass; 10] = [
    ValueClass::Property,
    ValueClass::CachedProperty,
    ValueClass::StaticMethod,
    ValueClass::ClassMethod,
    ValueClass::GetSet,
    ValueClass::AbcData,
    ValueClass::MappingProxy,
    ValueClass::Super,
    ValueClass::Cell,
    ValueClass::Code,
];

/// CPython's module, name and `tp_name` of each class, in [`ValueClass`] order.
const NAMES: [(&str, &str, &str); 10] = [
    ("builtins", "property", "property"),
    ("functools", "cached_property", "cached_property"),
    ("builtins", "staticmethod", "staticmethod"),
    ("builtins", "classmethod", "classmethod"),
    ("builtins", "getset_descriptor", "getset_descriptor"),
    ("_abc", "_abc_data", "_abc._abc_data"),
    ("builtins", "mappingproxy", "mappingproxy"),
    ("builtins", "super", "super"),
    ("builtins", "cell", "cell"),
    ("builtins", "code", "code"),
];

thread_local! {
    static CLASSES: Vec<Rc<ClassDef>> = NAMES
        .iter()
        .enumerate()
        .map(|(i, (module, name, tp_name))| {
            let mut class = builtin_class(FIRST_ID - i as u32, name, Some(Vec::new()));
            class.home = Some(ClassHome { model: module, cpython: Some((module, name, tp_name)) });
            Rc::new(class)
        })
        .collect();
}

/// The class of `kind`.
pub fn value_class(kind: ValueClass) -> Rc<ClassDef> {
    let i = KINDS.iter().position(|k| *k == kind).unwrap_or(0);
    CLASSES.with(|c| c[i].clone())
}

/// The class `property`.
pub fn property_class() -> Rc<ClassDef> {
    value_class(ValueClass::Property)
}

/// The id of the class [`made_class_template`] gives, below those of the classes above.
const MADE_TEMPLATE_ID: u32 = FIRST_ID - KINDS.len() as u32;

thread_local! {
    static MADE_TEMPLATE: Rc<ClassDef> = Rc::new(builtin_class(MADE_TEMPLATE_ID, "type", None));
}

/// The plain class of no members and no bases that `type(name, bases, namespace)` renews
/// into each class it makes as the program runs (`sema/made_class.rs`); never a class itself.
pub fn made_class_template() -> Rc<ClassDef> {
    MADE_TEMPLATE.with(Rc::clone)
}

impl ClassDef {
    /// Which of these classes this is, if any.
    pub fn value_class(&self) -> Option<ValueClass> {
        let i = FIRST_ID.checked_sub(self.id)?;
        KINDS.get(i as usize).copied()
    }

    /// Whether this is the class `property`.
    pub fn is_property_class(&self) -> bool {
        self.value_class() == Some(ValueClass::Property)
    }

    /// Whether this is the class `functools.cached_property`.
    pub fn is_cached_property_class(&self) -> bool {
        self.value_class() == Some(ValueClass::CachedProperty)
    }
}

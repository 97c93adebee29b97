//! Classes of the agent program: plain classes, `@dataclass` classes and `typing.NamedTuple`
//! classes, declared at module level. A class is known whole before any code runs; instances
//! live in the evaluator (`sema::Instance`), so both domains share one meaning of them.

use super::{Builtin, Const, FuncId, PyExc};
use crate::source::Span;
use std::rc::Rc;

/// One class of the agent program.
#[derive(Debug, Clone)]
pub struct ClassDef {
    /// Unique among the program's classes (its definition order).
    pub id: u32,
    pub name: Rc<str>,
    /// CPython's `__qualname__`: the name, under `f.<locals>.` for a class defined inside the
    /// function `f` (what the class's repr, a dataclass's repr and tracebacks show).
    pub qualname: Rc<str>,
    /// The bases that are classes of the program, in the order the `class` statement lists
    /// them (`__bases__`).
    pub bases: Vec<Rc<ClassDef>>,
    /// The rest of its method resolution order after the class itself (`ir::linearize`): the
    /// one order every lookup through the bases follows (`ClassDef::mro`).
    pub ancestors: Vec<Rc<ClassDef>>,
    /// The builtin exception class this one derives from directly (`class E(ValueError)`);
    /// a class deriving from a program exception class has it through its bases.
    pub exc_base: Option<PyExc>,
    /// The other builtin exception classes it derives from directly, when it lists several
    /// of `BaseException`'s layout (`class E(ValueError, KeyError)`): `except` each catches
    /// it; `exc_base` alone decides how it is built and shown.
    pub exc_also: Vec<PyExc>,
    /// The builtin type it derives from directly (`class Env(dict)`, `class Stack(list)`): an
    /// instance holds a value of that type, which every builtin operation the class does not
    /// override reads (`sema/builtin_subclass.rs`); a subclass has it through its bases.
    pub builtin_base: Option<Builtin>,
    /// Methods and class attributes defined in the class body, in source order.
    pub members: Vec<(Rc<str>, Member)>,
    /// `@name.setter` methods of this class's own properties: the function `obj.name = v` runs.
    pub setters: Vec<(Rc<str>, FuncId)>,
    /// `@name.deleter` methods of this class's own properties: the function `del obj.name` runs.
    pub deleters: Vec<(Rc<str>, FuncId)>,
    /// Generated `__init__`/`__repr__`/`__eq__` (and order, frozen) for dataclasses and
    /// NamedTuples.
    pub data: Option<DataSpec>,
    /// `@functools.total_ordering`: the ordering method the missing ones are derived from
    /// (`__lt__`, else `__le__`, `__gt__`, `__ge__`, as CPython picks it).
    pub total_order: Option<&'static str>,
    /// `__slots__`: the only instance attributes this class adds (`None`: it has no
    /// `__slots__`, so its instances have a `__dict__`).
    pub slots: Option<Vec<Rc<str>>>,
    /// For an abstract base class (deriving from `abc.ABC`) and its subclasses: the abstract
    /// methods still unimplemented, sorted; instantiating is CPython's `TypeError` unless empty.
    pub abstract_methods: Option<Vec<Rc<str>>>,
    /// The part the class plays in `enum` (see [`EnumRole`]), if any.
    pub enum_role: Option<EnumRole>,
    /// For a `typing.Protocol` class (one listing `Protocol` among its bases): how
    /// `isinstance` and `issubclass` test against it (`sema/protocols.rs`).
    pub protocol: Option<ProtocolSpec>,
    /// Whether its body annotates a name (`x: int`), which gives it (and its instances)
    /// `__annotations__`, and their dict where clauz3 computes it (`syntax/annotation_values.rs`).
    pub annotates: bool,
    pub annotations: Option<crate::ir::ModuleValue>,
    /// What every attribute store on its instances asks of the order, found once
    /// (`ir/store_facts.rs`).
    pub store_facts: std::cell::OnceCell<super::StoreFacts>,
    /// Whether keys holding its instances need the program (`ir/key_facts.rs`), found once.
    pub keyed: std::cell::OnceCell<bool>,
    /// Where each name of its order is found (`ir/member_index.rs`), made on first lookup.
    pub member_index: std::cell::OnceCell<super::MemberIndex>,
    /// Its docstring (`__doc__`), as written.
    pub doc: Option<Rc<super::PyStr>>,
    /// The type variables a `Generic[T, ...]` base gives it, by name: `Box[int]` takes one
    /// type per variable (`sema/generic_alias.rs`); empty for a class that is not generic.
    pub type_params: Vec<Rc<str>>,
    /// The modelled module defining it (`ir/class_home.rs`); None for the program's own.
    pub home: Option<super::ClassHome>,
    /// The `__module__` a class made at run time was given (`namedtuple(..., module="m")`);
    /// None for the program's `__main__` or the modelled module of `home`.
    pub module: Option<Rc<str>>,
    pub span: Span,
}

/// What a `typing.Protocol` class adds to a plain one: CPython refuses to instantiate it, and
/// `isinstance`/`issubclass` against it raise `TypeError` unless it is `@runtime_checkable`,
/// when they test whether the value has its members.
#[derive(Debug, Clone)]
pub struct ProtocolSpec {
    /// `@typing.runtime_checkable`.
    pub runtime: bool,
    /// The names its body annotates without binding (`limit: int`): members too, as CPython
    /// reads them from `__annotations__`.
    pub annotated: Vec<Rc<str>>,
}

/// Which of `enum`'s base classes an enumeration derives from: what `auto()` gives and how
/// its members behave as values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EnumKind {
    Plain,
    Int,
    Str,
    /// `enum.Flag`: members combine with `|`, `&`, `^`, `~` into members made per value.
    Flag,
    /// `enum.IntFlag`: a `Flag` whose members are also ints (`enum.py` derives it from
    /// `IntEnum`, the one base with the int methods; [`ClassDef::is_subclass_of`] answers
    /// `isinstance` as CPython's `IntFlag(int, ReprEnum, Flag)` does).
    IntFlag,
}

impl EnumKind {
    /// Whether members of this kind are flags (iterating the class gives single bits only).
    pub fn is_flag(self) -> bool {
        matches!(self, EnumKind::Flag | EnumKind::IntFlag)
    }

    /// Whether a class of this kind derives from `enum`'s base class of kind `base`, as the
    /// bases of CPython 3.11's `enum` classes make it.
    fn derives_from(self, base: EnumKind) -> bool {
        match base {
            EnumKind::Plain => true,
            EnumKind::Flag => self.is_flag(),
            EnumKind::Int | EnumKind::Str | EnumKind::IntFlag => self == base,
        }
    }
}

/// `enum.py`'s hidden bases for an enumeration mixing in a builtin type: (class in `enum.py`,
/// the key it is reached by in `ModuleEnv::module_items` under `enum`, the builtin type). They
/// derive from `StrEnum`/`IntEnum` there for their members' behaviour, but CPython's
/// `class C(str, Enum)` is no `StrEnum` (nor `(int, Enum)` an `IntEnum`).
pub const ENUM_MIXINS: &[(&str, &str, &str)] =
    &[("_StrMixinEnum", "(str, Enum)", "str"), ("_IntMixinEnum", "(int, Enum)", "int")];

/// The part a class plays in the `enum` module (`src/layer/embedded/classes/enum.py`).
#[derive(Debug, Clone)]
pub enum EnumRole {
    /// One of the module's own base classes (`Enum`, `IntEnum`, `StrEnum`).
    Base(EnumKind),
    /// A class deriving from a base: an enumeration and its members.
    Enum(EnumSpec),
}

/// An enumeration's members, fixed when the class is read: the members in definition order
/// (what iterating the class gives) and every name bound to one, aliases included (what
/// `__members__` lists), by the member's position.
#[derive(Debug, Clone)]
pub struct EnumSpec {
    pub kind: EnumKind,
    pub members: Vec<(Rc<str>, MemberValue)>,
    pub names: Vec<(Rc<str>, u32)>,
    /// `@unique` on a class with aliases: CPython's `ValueError` message, raised where the
    /// `class` statement runs (refused at module level, where it would stop the load).
    pub unique_error: Option<Rc<str>>,
}

/// A member's value: folded when the class is read, or computed by the run as CPython's class
/// body computes it (`BASIC = Decimal("29.00")`), into the hidden module value named here.
/// Whether a computed member is an alias is known only once its value is (`sema/enums.rs`).
#[derive(Debug, Clone)]
pub enum MemberValue {
    Const(Const),
    Computed(Rc<str>),
}

impl MemberValue {
    /// The folded value, if the member has one.
    pub fn as_const(&self) -> Option<&Const> {
        match self {
            MemberValue::Const(c) => Some(c),
            MemberValue::Computed(_) => None,
        }
    }
}

/// The suffix of the hidden static method a class keeps beside a `@singledispatchmethod` `m`:
/// what `Class.m` reads, dispatching on its first argument as CPython's does through the class
/// (`syntax/method_decorators.rs`). Not an identifier.
pub const THROUGH_CLASS: &str = "@through_class";

/// The ordering special methods, in the order `@total_ordering` prefers its root.
pub const ORDERINGS: [&str; 4] = ["__lt__", "__le__", "__gt__", "__ge__"];

/// The id of the class standing for CPython's `NotImplemented` (see [`not_implemented`]).
const NOT_IMPLEMENTED_ID: u32 = u32::MAX;

/// The id of the class of `object()` instances (see [`plain_object`]).
const PLAIN_OBJECT_ID: u32 = u32::MAX - 1;

/// The id of the class standing for `dataclasses.MISSING` (see [`missing`]).
const MISSING_ID: u32 = u32::MAX - 2;

/// The id of the class of `dataclasses.fields()`'s items (see [`field_class`]).
const FIELD_ID: u32 = u32::MAX - 3;

/// The id of the class standing for CPython's `Ellipsis`, the `...` literal (see [`ellipsis`]).
const ELLIPSIS_ID: u32 = u32::MAX - 4;

/// The attributes of a `dataclasses.Field`, in CPython's order.
pub const FIELD_ATTRIBUTES: [&str; 10] =
    ["name", "type", "default", "default_factory", "init", "repr", "hash", "compare", "metadata", "kw_only"];

/// A class of CPython's own that the evaluator needs as a value: no members, no base, no
/// place in the program's source; `slots` as `__slots__` says (`Some(vec![])`: no attributes).
pub(super) fn builtin_class(id: u32, name: &str, slots: Option<Vec<Rc<str>>>) -> ClassDef {
    ClassDef {
        id,
        name: Rc::from(name),
        qualname: Rc::from(name),
        bases: Vec::new(),
        ancestors: Vec::new(),
        exc_base: None,
        exc_also: Vec::new(),
        builtin_base: None,
        members: Vec::new(),
        setters: Vec::new(),
        deleters: Vec::new(),
        data: None,
        total_order: None,
        slots,
        abstract_methods: None,
        enum_role: None,
        protocol: None,
        annotates: false,
        annotations: None,
        store_facts: std::cell::OnceCell::new(),
        keyed: std::cell::OnceCell::new(),
        member_index: std::cell::OnceCell::new(),
        doc: None,
        type_params: Vec::new(),
        home: None,
        module: None,
        span: Span::new(crate::source::FileId(0), 0, 0),
    }
}

thread_local! {
    static NOT_IMPLEMENTED: Rc<ClassDef> = Rc::new(builtin_class(NOT_IMPLEMENTED_ID, "NotImplementedType", None));
    // No `__dict__`: setting an attribute is CPython's `AttributeError`.
    static PLAIN_OBJECT: Rc<ClassDef> = Rc::new(builtin_class(PLAIN_OBJECT_ID, "object", Some(Vec::new())));
    static ELLIPSIS: Rc<ClassDef> = Rc::new(builtin_class(ELLIPSIS_ID, "ellipsis", Some(Vec::new())));
    static MISSING: Rc<ClassDef> = Rc::new(builtin_class(MISSING_ID, "_MISSING_TYPE", Some(Vec::new())));
    static FIELD: Rc<ClassDef> = Rc::new(builtin_class(
        FIELD_ID,
        "Field",
        Some(FIELD_ATTRIBUTES.iter().map(|a| Rc::from(*a)).collect()),
    ));
}

/// `dataclasses.MISSING`, the default of a field without one: a value of its own, one per
/// thread, compared with `is`, as `NotImplemented` is (its text shows an address in CPython,
/// so it is never written).
pub fn missing() -> Rc<ClassDef> {
    MISSING.with(Rc::clone)
}

/// The class of the `Field` objects `dataclasses.fields()` returns: instances whose
/// attributes are [`FIELD_ATTRIBUTES`].
pub fn field_class() -> Rc<ClassDef> {
    FIELD.with(Rc::clone)
}

/// The class of what `object()` makes: a value with nothing but its identity, which agents use
/// as a sentinel (`_MISSING = object()`, `if value is _MISSING:`). One per thread, no program
/// class is confused with it.
pub fn plain_object() -> Rc<ClassDef> {
    PLAIN_OBJECT.with(Rc::clone)
}

/// `NotImplemented`, what a binary special method returns to decline: a class value of its
/// own, one per thread, so `x is NotImplemented` holds in both domains and no program class
/// can be confused with it.
pub fn not_implemented() -> Rc<ClassDef> {
    NOT_IMPLEMENTED.with(Rc::clone)
}

/// `...` (`Ellipsis`), which agents use as a sentinel default (`def f(node=...)`, `if x is ...`):
/// a value of its own, one per thread, compared with `is`, as `NotImplemented` is.
pub fn ellipsis() -> Rc<ClassDef> {
    ELLIPSIS.with(Rc::clone)
}

impl ClassDef {
    /// CPython's refusal to instantiate an abstract base class with abstract methods left
    /// (`abstract_methods`), if this class is one.
    pub fn abstract_instantiation_error(&self) -> Option<String> {
        if self.is_marker() {
            return None; // CPython makes a plain instance of `ABC`, `Generic` and `Protocol`.
        }
        let Some(names) = self.abstract_methods.as_ref().filter(|names| !names.is_empty()) else {
            // A protocol class itself (its subclasses are plain classes), once no abstract
            // method is left, which CPython checks first.
            return self.protocol.is_some().then(|| "Protocols cannot be instantiated".to_owned());
        };
        let plural = if names.len() == 1 { "" } else { "s" };
        let list: Vec<&str> = names.iter().map(|n| &**n).collect();
        Some(format!("Can't instantiate abstract class {} with abstract method{plural} {}", self.name, list.join(", ")))
    }

    /// Whether this is the class of `object()` instances, CPython's `object` itself.
    pub fn is_plain_object(&self) -> bool {
        self.id == PLAIN_OBJECT_ID
    }

    /// Whether this is the class value standing for `dataclasses.MISSING`.
    pub fn is_missing(&self) -> bool {
        self.id == MISSING_ID
    }

    /// Whether this is the class of `dataclasses.Field` objects.
    pub fn is_field_class(&self) -> bool {
        self.id == FIELD_ID
    }

    /// Whether this is the class value standing for `NotImplemented`.
    pub fn is_not_implemented(&self) -> bool {
        self.id == NOT_IMPLEMENTED_ID
    }

    /// Whether this is the class value standing for `...` (`Ellipsis`).
    pub fn is_ellipsis(&self) -> bool {
        self.id == ELLIPSIS_ID
    }

    /// The name and type name of a builtin constant this class value stands for
    /// (`NotImplemented`, `Ellipsis`): values, not classes, so they cannot be called or changed.
    pub fn builtin_constant(&self) -> Option<(&'static str, &'static str)> {
        match self.id {
            NOT_IMPLEMENTED_ID => Some(("NotImplemented", "NotImplementedType")),
            ELLIPSIS_ID => Some(("Ellipsis", "ellipsis")),
            _ => None,
        }
    }
}

impl ClassDef {
    /// A new class with this one's definition, as CPython makes one each time a `class`
    /// statement inside a function runs again: its own `id` (so its own identity, assigned
    /// class attributes, shared mutable attributes and enumeration members) and `base` (the
    /// class its first base's name holds then, itself a local class made anew, and the order
    /// through it).
    pub fn renewed(&self, id: u32, base: Option<Rc<ClassDef>>) -> ClassDef {
        let mut class = self.clone();
        class.id = id;
        class.store_facts = std::cell::OnceCell::new();
        class.keyed = std::cell::OnceCell::new();
        class.member_index = std::cell::OnceCell::new();
        if let Some(base) = base {
            let mut bases: Vec<super::MroEntry> = class.bases.iter().cloned().map(super::MroEntry::Class).collect();
            match bases.first_mut() {
                Some(first) => *first = super::MroEntry::Class(base),
                None => bases.push(super::MroEntry::Class(base)),
            }
            // The bases are the ones read before, in the same order: C3 orders them again.
            if let Ok(order) = super::linearize(&bases) {
                class.ancestors = super::program_classes(&order);
                class.bases = super::program_classes(&bases);
            }
        }
        for (_, member) in &mut class.members {
            if let Member::Shared(key, _) = member {
                *key = Member::shared_key(id, *key & ((1 << SHARED_POSITION_BITS) - 1));
            }
        }
        class
    }
}

impl PartialEq for ClassDef {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

/// What a class body binds to a name.
#[derive(Debug, Clone)]
pub enum Member {
    /// A plain `def`: called with the instance first.
    Method(FuncId),
    /// `@staticmethod`.
    Static(FuncId),
    /// `@classmethod`: called with the class first.
    ClassMethod(FuncId),
    /// `@property`: the getter, run when the attribute is read.
    Property(FuncId),
    /// `@functools.cached_property`: the getter, run when the attribute is read and the
    /// instance has no attribute of that name yet, which its result becomes.
    CachedProperty(FuncId),
    /// A class attribute bound to a literal.
    Attr(Const),
    /// A mutable class attribute (`log = []`): one value per run, built on first use and
    /// shared by the class, its subclasses and every instance, as CPython shares it. The
    /// number tells it apart from every other one in the program.
    Shared(u32, crate::ir::ModuleValue),
    /// A member of an enumeration (or an alias of one): the member at this position of the
    /// class's `EnumSpec::members`, one object per run.
    EnumMember(u32),
}

/// How many low bits of a [`Member::Shared`] number give the member's position in its class.
const SHARED_POSITION_BITS: u32 = 12;

impl Member {
    /// The number of the shared class attribute at `position` in the class numbered `class`
    /// (see [`Member::Shared`]).
    pub fn shared_key(class: u32, position: u32) -> u32 {
        (class << SHARED_POSITION_BITS) | position
    }

    /// The function a plain `def` runs with the instance first; None for any other member.
    pub fn plain_method(&self) -> Option<FuncId> {
        match self {
            Member::Method(f) => Some(*f),
            Member::Static(_)
            | Member::ClassMethod(_)
            | Member::Property(_)
            | Member::CachedProperty(_)
            | Member::Attr(_)
            | Member::Shared(..)
            | Member::EnumMember(_) => None,
        }
    }
}

/// A dataclass's or NamedTuple's generated behaviour.
#[derive(Debug, Clone)]
pub struct DataSpec {
    pub kind: DataKind,
    /// Fields in order, inherited ones first.
    pub fields: Vec<DataField>,
    /// `order=True`: `<`, `<=`, `>`, `>=` compare the fields as tuples.
    pub order: bool,
    /// `frozen=True`: assigning a field raises `FrozenInstanceError`.
    pub frozen: bool,
    /// `eq=True` (the default): `==` compares the fields as tuples of the same class.
    pub eq: bool,
    /// `unsafe_hash=True`: a generated `__hash__` over the hashed fields, whatever `eq` and
    /// `frozen` say.
    pub unsafe_hash: bool,
    /// `init=True` (the default): a generated `__init__`; without it the class inherits one.
    pub init: bool,
    /// `repr=True` (the default): a generated `__repr__`; without it the class inherits one.
    pub repr: bool,
    /// A class deriving from a `namedtuple(...)` call, read as the call's class: CPython's
    /// lineage has the call's class between the two, so `__mro__` and `super()` are refused.
    pub call_subclass: bool,
}

impl DataSpec {
    /// Whether `@dataclass` generated the comparison special method `name` for this class.
    pub fn generates(&self, name: &str) -> bool {
        self.kind == DataKind::Dataclass
            && match name {
                "__eq__" => self.eq,
                "__lt__" | "__le__" | "__gt__" | "__ge__" => self.order,
                _ => false,
            }
    }
}

/// Where an instance's comparison special method comes from (`ClassDef::special`).
#[derive(Debug, Clone, Copy)]
pub enum Special<'c> {
    /// The program's method.
    Method(FuncId),
    /// `@dataclass`'s generated one, over this spec's fields; it declines (`NotImplemented`)
    /// an operand of another class.
    Generated(&'c DataSpec),
    /// `@total_ordering`'s, computed from the root ordering method named here.
    Derived(&'static str),
    /// Bound to something else (`__eq__ = None`, a property): not modelled.
    Other,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataKind {
    Dataclass,
    NamedTuple,
}

/// One generated field.
#[derive(Debug, Clone)]
pub struct DataField {
    pub name: Rc<str>,
    pub default: FieldDefault,
    /// `field(compare=False)` leaves it out of `==`, ordering and the hash.
    pub compare: bool,
    /// `field(repr=False)` leaves it out of the generated repr.
    pub repr: bool,
    /// `field(init=False)` leaves it out of `__init__`'s parameters: it gets its default.
    pub init: bool,
    /// `field(hash=...)`: `None` (the default) hashes the field when it is compared.
    pub hash: Option<bool>,
    /// `field(kw_only=True)`, `@dataclass(kw_only=True)` or a field after `_: KW_ONLY`: a
    /// keyword-only parameter of `__init__`, after the positional ones.
    pub kw_only: bool,
    /// The annotation as a value, what `Field.type` reads; `None` when clauz3 cannot compute
    /// it (`list[str]`, `Optional[int]`), so reading it is refused rather than guessed.
    pub annotation: Option<FieldType>,
    /// `field(metadata={...})`: a display of literals, `Field.metadata`.
    pub metadata: Option<crate::ir::ModuleValue>,
    /// `x: InitVar[T]`: a parameter of `__init__` handed to `__post_init__`, never an
    /// attribute, nor compared, written, hashed or listed by `fields()`.
    pub init_var: bool,
}

impl DataField {
    /// A field every generated method uses.
    pub fn plain(name: Rc<str>, default: FieldDefault) -> Self {
        DataField {
            name,
            default,
            compare: true,
            repr: true,
            init: true,
            hash: None,
            kw_only: false,
            annotation: None,
            metadata: None,
            init_var: false,
        }
    }

    /// Whether the generated `__hash__` hashes this field (CPython's `hash=None` follows
    /// `compare`).
    pub fn hashed(&self) -> bool {
        self.hash.unwrap_or(self.compare)
    }
}

/// A field's annotation as a value: a class of the program or a string (`Const`), or a
/// builtin type (`int`, `list`).
#[derive(Debug, Clone)]
pub enum FieldType {
    Const(Const),
    Builtin(Builtin),
}

/// What `field(default_factory=...)` calls with no arguments for each instance that is not
/// given the field.
#[derive(Debug, Clone)]
pub enum Factory {
    /// `list`, `dict`, `set`, ...
    Builtin(Builtin),
    /// A function, lambda or class of the program, computed where the `class` statement runs.
    Value(crate::ir::ModuleValue),
}

/// How a field left out of the constructor call gets its value.
#[derive(Debug, Clone)]
pub enum FieldDefault {
    Required,
    Value(Const),
    /// `field(default_factory=...)`: called with no arguments for each instance.
    Factory(Factory),
    /// A default the `class` statement computed (`price: Decimal = Decimal("0.2")`): one
    /// object per run, shared by every instance, as CPython shares it.
    Computed(crate::ir::ModuleValue),
}

/// The methods CPython gives every `typing.NamedTuple` class (`p._replace(x=1)`,
/// `p._asdict()`, `P._make(items)`).
pub const NAMED_TUPLE_METHODS: &[&str] = &["_replace", "_asdict", "_make"];

/// Python 3.11's keywords (`keyword.kwlist`): no type or field name of a `namedtuple`.
pub const PYTHON_KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

impl ClassDef {
    /// The member `Class.name` reads: `lookup`'s, but for a `@singledispatchmethod` its static
    /// twin, which dispatches on its first argument as CPython's does there (`THROUGH_CLASS`).
    pub fn lookup_from_class(&self, name: &str) -> Option<&Member> {
        let found = self.lookup(name);
        if let Some(Member::Method(_)) = found {
            if let Some(twin @ Member::Static(_)) = self.lookup(&format!("{name}{THROUGH_CLASS}")) {
                return Some(twin);
            }
        }
        found
    }

    /// The members of this class if it is an enumeration.
    pub fn enum_spec(&self) -> Option<&EnumSpec> {
        match &self.enum_role {
            Some(EnumRole::Enum(spec)) => Some(spec),
            Some(EnumRole::Base(_)) | None => None,
        }
    }

    /// The kind of enumeration this class is, or of `enum`'s base class it is.
    pub fn enum_kind(&self) -> Option<EnumKind> {
        match &self.enum_role {
            Some(EnumRole::Enum(spec)) => Some(spec.kind),
            Some(EnumRole::Base(kind)) => Some(*kind),
            None => None,
        }
    }

    /// Whether this is a `typing.NamedTuple` class: its instances are tuples.
    pub fn is_named_tuple(&self) -> bool {
        self.data.as_ref().is_some_and(|d| d.kind == DataKind::NamedTuple)
    }

    /// The class itself, then the rest of its method resolution order (`object` left out):
    /// where Python looks a name up.
    pub fn mro(&self) -> impl Iterator<Item = &ClassDef> {
        std::iter::once(self).chain(self.ancestors.iter().map(|c| &**c))
    }

    /// The builtin type whose value an instance holds (see `builtin_base`), if any.
    pub fn builtin_type(&self) -> Option<Builtin> {
        self.mro().find_map(|c| c.builtin_base)
    }

    /// The first base written (`__base__` when it is a class of the program).
    pub fn first_base(&self) -> Option<&Rc<ClassDef>> {
        self.bases.first()
    }

    /// The nearest builtin exception class above this one, if it is an exception class: what
    /// decides how its instances are built, shown and caught. The builtin exception bases
    /// along the order form one chain (`syntax` refuses others), whose most derived class
    /// CPython's order reaches first.
    pub fn exception_root(&self) -> Option<PyExc> {
        self.mro().filter_map(|c| c.exc_base).reduce(|a, b| if b.is_subclass_of(a) { b } else { a })
    }

    /// Whether `self` is `other` or derives from it.
    pub fn is_subclass_of(&self, other: &ClassDef) -> bool {
        if let (Some(EnumRole::Base(base)), Some(kind)) = (&other.enum_role, self.enum_kind()) {
            // `enum.py` has single inheritance; CPython's `IntFlag` is a `Flag`, not an `IntEnum`,
            // and a class mixing in `str` or `int` derives from `Enum` only.
            let mixed =
                matches!(base, EnumKind::Int | EnumKind::Str) && self.mixes_in_builtin() && !other.mixes_in_builtin();
            return kind.derives_from(*base) && !mixed;
        }
        self.mro().any(|c| c == other)
    }

    /// Whether this class is, or derives from, one of `enum.py`'s hidden bases of a mix such as
    /// `class C(str, Enum)` ([`ENUM_MIXINS`]).
    fn mixes_in_builtin(&self) -> bool {
        self.mro().any(|c| ENUM_MIXINS.iter().any(|(hidden, _, _)| *c.name == **hidden))
    }

    /// The instance attributes an instance may have when every class of the chain declares
    /// `__slots__` (and none is an exception class, whose base has a `__dict__`); `None` when
    /// any attribute may be set.
    pub fn slot_names(&self) -> Option<Vec<Rc<str>>> {
        let mut names = Vec::new();
        for c in self.mro() {
            if c.exc_base.is_some() {
                return None;
            }
            names.extend(c.slots.as_ref()?.iter().cloned());
        }
        Some(names)
    }

    /// The nearest generated spec in the base chain that writes the repr (a dataclass with
    /// `repr=False` inherits its base's).
    pub fn repr_data(&self) -> Option<&DataSpec> {
        self.mro().find_map(|c| c.data.as_ref().filter(|d| d.repr || d.kind == DataKind::NamedTuple))
    }

    /// The nearest class in the base chain with `__slots__` (what `Class.__slots__` reads).
    pub fn defining_slots(&self) -> Option<&ClassDef> {
        self.mro().find(|c| c.slots.is_some())
    }

    /// The nearest generated behaviour in the base chain (a plain subclass of a dataclass
    /// keeps its base's generated methods).
    pub fn data(&self) -> Option<&DataSpec> {
        self.mro().find_map(|c| c.data.as_ref())
    }

    /// Where an instance's comparison special method `name` (`__eq__`, `__lt__`, ...) comes
    /// from: the nearest class in the chain that defines it, in its body or generated by
    /// `@dataclass` (a subclass with `eq=False` keeps its base's generated `__eq__`, which
    /// compares the base's fields only).
    pub fn special(&self, name: &str) -> Option<Special<'_>> {
        let order: Vec<&ClassDef> = self.mro().collect();
        Self::special_along(&order, name)
    }

    /// [`ClassDef::special`] along `order`, a method resolution order or a tail of one.
    fn special_along<'c>(order: &[&'c ClassDef], name: &str) -> Option<Special<'c>> {
        for (i, c) in order.iter().copied().enumerate() {
            if let Some((_, m)) = c.members.iter().find(|(n, _)| &**n == name) {
                return Some(match m {
                    Member::Method(f) => Special::Method(*f),
                    Member::Static(_)
                    | Member::ClassMethod(_)
                    | Member::Property(_)
                    | Member::CachedProperty(_)
                    | Member::Attr(_)
                    | Member::Shared(..)
                    | Member::EnumMember(_) => Special::Other,
                });
            }
            if let Some(spec) = c.data.as_ref().filter(|d| d.generates(name)) {
                return Some(Special::Generated(spec));
            }
            // `@total_ordering` filled in the orderings neither the class nor a base defined.
            if let Some(root) = c.total_order {
                let inherited = Self::special_along(&order[i + 1..], name).is_some();
                if ORDERINGS.contains(&name) && name != root && !inherited {
                    return Some(Special::Derived(root));
                }
            }
        }
        None
    }

    /// Whether instances have a hash (see `hash_rule`).
    pub fn hashable(&self) -> bool {
        !matches!(self.hash_rule(), HashRule::Unhashable)
    }

    /// Where `hash()` of an instance comes from, by CPython's rule: the nearest class in the
    /// chain that decides, decides. A class body that defines `__eq__` without `__hash__` (or
    /// sets `__hash__ = None`) makes instances unhashable; a dataclass with `eq` hashes its
    /// fields when frozen and is unhashable otherwise, unless its body sets `__hash__` itself.
    pub fn hash_rule(&self) -> HashRule {
        self.hash_decider().0
    }

    /// The dataclass whose generated `__hash__` an instance's hash is (`HashRule::Fields`):
    /// its fields, not the instance's own class's, are hashed.
    pub fn hashed_fields(&self) -> Option<&DataSpec> {
        match self.hash_decider() {
            (HashRule::Fields, c) => c.data.as_ref(),
            _ => None,
        }
    }

    /// `hash_rule` and the class in the chain that decided it.
    fn hash_decider(&self) -> (HashRule, &ClassDef) {
        for c in self.mro() {
            let own = |name: &str| c.members.iter().any(|(n, _)| &**n == name);
            let data = c.data.as_ref();
            let frozen_eq = data.is_some_and(|d| d.kind == DataKind::Dataclass && d.eq && d.frozen);
            match c.members.iter().find(|(n, _)| &**n == "__hash__").map(|(_, m)| m) {
                Some(Member::Method(f)) => return (HashRule::Method(*f), c),
                // `__hash__ = None` beside the body's own `__eq__` is what `class` itself
                // sets, so `@dataclass(frozen=True)` still adds its hash.
                Some(Member::Attr(Const::None)) if frozen_eq && own("__eq__") => return (HashRule::Fields, c),
                Some(Member::Attr(Const::None)) => return (HashRule::Unhashable, c),
                Some(_) => return (HashRule::Unmodelled, c),
                None => {}
            }
            match data {
                Some(d) if d.kind == DataKind::NamedTuple => return (HashRule::Identity, c),
                Some(d) if d.unsafe_hash => return (HashRule::Fields, c),
                Some(d) if d.eq && d.frozen => return (HashRule::Fields, c),
                Some(d) if d.eq => return (HashRule::Unhashable, c),
                Some(_) | None => {}
            }
            if own("__eq__") {
                return (HashRule::Unhashable, c);
            }
            match c.builtin_base {
                Some(b) if b.mutable_container() => return (HashRule::Unhashable, c),
                Some(_) => return (HashRule::Builtin, c),
                None => {}
            }
        }
        (HashRule::Identity, self)
    }
}

/// Where the hash of an instance comes from (`ClassDef::hash_rule`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HashRule {
    /// The program's `__hash__` method.
    Method(FuncId),
    /// A frozen dataclass's generated `__hash__`: the hash of the tuple of its fields.
    Fields,
    /// `object.__hash__`, from the memory address (a NamedTuple's instances are tuples and
    /// never ask).
    Identity,
    /// `__hash__` is `None`: `hash()` raises `TypeError`.
    Unhashable,
    /// The builtin type's: the hash of the immutable builtin value the instance holds
    /// (`class Tag(str)`), equal to that value as a key.
    Builtin,
    /// `__hash__` bound to something clauz3 does not call for a hash (a property, ...).
    Unmodelled,
}

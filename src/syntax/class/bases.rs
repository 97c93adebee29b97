//! A `class` statement's bases: classes of the program, builtin exception classes, `object`,
//! `NamedTuple` and the `(str, Enum)`/`(int, Enum)` mixes, ordered by CPython's C3
//! (`ir::linearize`), with the `TypeError`s CPython raises when it makes the class refused,
//! located.

use super::{abstract_class, ModuleItem, Reader, ENUM_MIXINS};
use crate::ir::{linearize, program_classes, Builtin, ClassDef, Const, DataField, DataKind, MroEntry, PyExc};
use crate::source::Span;
use crate::syntax::span_of;
use rustpython_parser::ast;
use std::rc::Rc;

/// Builtin types a class may not derive from in the subset: their instances' behaviour is
/// the builtin's, not modelled for a program class (and two of them are CPython's layout
/// conflict).
const BUILTIN_TYPES: &[&str] = &["bytes", "complex", "bytearray"];

/// Builtin types a class may derive from: an instance holds a value of the type, which
/// every builtin operation the class does not override reads (`sema/builtin_subclass.rs`).
const DERIVABLE: &[(&str, Builtin)] = &[
    ("dict", Builtin::Dict),
    ("list", Builtin::List),
    ("set", Builtin::Set),
    ("str", Builtin::Str),
    ("int", Builtin::Int),
    ("float", Builtin::Float),
    ("tuple", Builtin::Tuple),
    ("frozenset", Builtin::Frozenset),
];

/// The builtin type two builtin bases written together (`first` listed before `second`) give
/// an instance, the more derived of them (`class OrderedCounter(Counter, dict)`); else why
/// the class is refused: CPython's `TypeError`, or two `collections` classes one held value
/// cannot be at once.
fn builtin_pair(first: Builtin, second: Builtin) -> Result<Builtin, String> {
    let (a, b) = (first.name(), second.name());
    match (first, second) {
        (x, Builtin::Dict) if x.dict_kind() => Ok(x),
        (Builtin::Dict, y) if y.dict_kind() => Err(format!(
            "a class with these bases (CPython raises TypeError: Cannot create a consistent method resolution order (MRO) for bases {a}, {b})"
        )),
        (Builtin::Counter, y) | (y, Builtin::Counter) if y.dict_kind() => {
            Err(format!("a class deriving from both `{a}` and `{b}` (derive from one, and hold the other in an attribute)"))
        }
        _ => Err(format!("bases `{a}` and `{b}` ({LAYOUT_CONFLICT})")),
    }
}

/// CPython's refusal of two bases whose instances are laid out differently.
const LAYOUT_CONFLICT: &str = "CPython raises TypeError: multiple bases have instance lay-out conflict";

/// What a `class` statement's bases give the class (`Reader::bases`).
pub(super) struct Bases {
    /// The program's classes among the bases, in written order.
    pub(super) classes: Vec<Rc<ClassDef>>,
    /// The program's classes in the method resolution order after the class.
    pub(super) ancestors: Vec<Rc<ClassDef>>,
    /// The most derived builtin exception base (of several, the one whose text CPython shows).
    pub(super) exc_base: Option<PyExc>,
    /// The other builtin exception bases, when there are several of `BaseException`'s layout.
    pub(super) exc_also: Vec<PyExc>,
    /// The builtin type written among the bases (`class Env(dict)`), if any.
    pub(super) builtin: Option<Builtin>,
    pub(super) named_tuple: bool,
}

/// One base as written.
enum Base {
    Entry(MroEntry),
    NamedTuple,
    /// A builtin type the class may derive from (`DERIVABLE`).
    Builtin(Builtin),
}

/// Why bases naming the builtin type `builtin` (at position `at` among the bases written, the
/// program's classes among them `classes`) are refused: CPython's layout conflict with another
/// builtin type, an exception class or a class with `__slots__`; or the builtin listed before a
/// class of the program, whose methods the order would then put after the builtin's (clauz3
/// looks the program's classes up first).
fn builtin_base_refusal(builtin: Builtin, at: usize, entries: &[MroEntry], classes: &[Rc<ClassDef>]) -> Option<String> {
    let name = builtin.name();
    if classes.iter().any(|c| c.mro().any(|k| k.enum_role.is_some())) {
        return Some(format!(
            "the builtin base class `{name}` mixed into an enumeration (only `(str, Enum)` and `(int, Enum)`, in that order, are modelled)"
        ));
    }
    if classes.iter().any(|c| c.data.is_some()) {
        return Some(format!("a class deriving from both `{name}` and a dataclass or named tuple"));
    }
    for c in classes {
        let other = c.builtin_type().filter(|b| *b != builtin && builtin_pair(builtin, *b) != Ok(builtin));
        let slots = c.builtin_type().is_none() && c.mro().any(|k| k.slots.as_ref().is_some_and(|s| !s.is_empty()));
        if other.is_some() || slots || c.exception_root().is_some() {
            return Some(format!("bases `{}` and `{name}` ({LAYOUT_CONFLICT})", c.name));
        }
    }
    if let Some(MroEntry::Exc(e)) = entries.iter().find(|e| matches!(e, MroEntry::Exc(_))) {
        return Some(format!("bases `{}` and `{name}` ({LAYOUT_CONFLICT})", e.name()));
    }
    // A marker class (`Generic[T]`, `ABC`) adds no member for the order to find first.
    let later = entries.iter().skip(at).find_map(|e| match e {
        MroEntry::Class(c) if !c.is_marker() => Some(c),
        MroEntry::Class(_) => None,
        MroEntry::Exc(_) | MroEntry::Object => None,
    });
    later.map(|c| {
        format!(
            "a class listing the builtin `{name}` before the class `{}` among its bases (list the builtin base last)",
            c.name
        )
    })
}

/// Why an order with builtin exception classes is refused: each program class must come
/// before them (so what the program's classes define is found first, as the evaluator looks
/// them up), and they must form one line of CPython's hierarchy (so one builtin class decides
/// how instances are built and shown).
fn builtin_order_refusal(order: &[MroEntry]) -> Option<String> {
    let first = order.iter().position(|e| matches!(e, MroEntry::Exc(_)))?;
    let MroEntry::Exc(root) = order[first] else { return None };
    for e in &order[first + 1..] {
        match e {
            MroEntry::Class(c) if !c.is_marker() => {
                return Some(format!(
                    "a class whose method resolution order puts the builtin `{}` before the class `{}` (list the builtin exception base last)",
                    root.name(),
                    c.name
                ))
            }
            MroEntry::Exc(other) if !(root.is_subclass_of(*other) || layouts_mix(root, *other)) => {
                return Some(format!(
                    "a class deriving from both `{}` and `{}`, builtin exceptions neither of which derives from the other (derive from one and catch the other by a tuple)",
                    root.name(),
                    other.name()
                ))
            }
            MroEntry::Class(_) | MroEntry::Exc(_) | MroEntry::Object => {}
        }
    }
    None
}

/// Whether CPython makes a class of the builtin exceptions `a` (the first along the order)
/// and `b`, neither deriving from the other, whose instances clauz3 builds as one of them: two
/// of `BaseException`'s plain layout, or `a` of `OSError`'s line (which then builds them:
/// `errno`, `strerror`, its text) and `b` plain but `KeyError` or of that line too. (With a
/// plain class first, CPython's `OSError.__new__` leaves the arguments to `BaseException`'s
/// `__init__`: no `errno`, refused.)
fn layouts_mix(a: PyExc, b: PyExc) -> bool {
    let os = |e: PyExc| e.is_subclass_of(PyExc::OSError);
    (a.plain_layout() && b.plain_layout())
        || (os(a) && (os(b) || (b.plain_layout() && !b.is_subclass_of(PyExc::KeyError))))
}

/// A dataclass's inherited fields, as CPython collects them: each dataclass in the method
/// resolution order, the farthest first, its fields replacing earlier ones of the same name
/// in place.
pub(super) fn inherited_fields(ancestors: &[Rc<ClassDef>]) -> Vec<DataField> {
    let mut fields: Vec<DataField> = Vec::new();
    for c in ancestors.iter().rev() {
        for f in c.data.iter().filter(|d| d.kind == DataKind::Dataclass).flat_map(|d| &d.fields) {
            match fields.iter().position(|g| g.name == f.name) {
                Some(i) => fields[i] = f.clone(),
                None => fields.push(f.clone()),
            }
        }
    }
    fields
}

impl Reader<'_> {
    /// The bases: classes of the program and builtin exception classes, ordered by C3 as
    /// CPython orders them (its `TypeError`s refused, located); and whether the class is a
    /// `NamedTuple`.
    pub(super) fn bases(&mut self, c: &ast::StmtClassDef, span: Span) -> Bases {
        if !c.keywords.iter().all(|k| abstract_class::is_abc_metaclass(self.env, k)) {
            self.refuse("a class keyword (`metaclass=...`)", span);
        }
        // `Generic[T]` only parameterises the class for type checkers, and `ABC` only marks it
        // abstract (`abstract_class`): no behaviour to inherit.
        let written: Vec<&ast::Expr> = c
            .bases
            .iter()
            .filter(|b| {
                !abstract_class::is_generic_base(self.env, b)
                    && !abstract_class::is_abc_base(self.env, b)
                    && !abstract_class::is_protocol_base(self.env, b)
            })
            .collect();
        if abstract_class::protocol_spec(self.env, c).is_some() {
            // CPython's check when a protocol class is made.
            for b in &written {
                let protocol = match b {
                    ast::Expr::Name(n) => {
                        matches!(self.env.items.get(n.id.as_str()), Some(ModuleItem::Constant(Const::Class(class))) if class.protocol.is_some())
                    }
                    _ => false,
                };
                if !protocol {
                    self.refuse("a protocol class deriving from a class that is not a protocol (CPython raises TypeError: Protocols can only inherit from other protocols)", span);
                }
            }
        }
        let mut bases = Bases {
            classes: Vec::new(),
            ancestors: Vec::new(),
            exc_base: None,
            exc_also: Vec::new(),
            builtin: None,
            named_tuple: false,
        };
        if let Some(mixed) = self.enum_mixin(&written) {
            bases.ancestors = std::iter::once(&mixed).chain(&mixed.ancestors).cloned().collect();
            bases.classes = vec![mixed];
            return bases;
        }
        let mut entries = Vec::new();
        // The builtin type among the bases, and how many bases came before it.
        let mut builtin: Option<(Builtin, usize)> = None;
        for base in &c.bases {
            // `ABC`, `Generic[T]` and `Protocol` keep their place in the order.
            if let Some(marker) = abstract_class::marker_base(self.env, base) {
                entries.push(MroEntry::Class(marker));
                continue;
            }
            match self.base(base) {
                Some(Base::NamedTuple) => bases.named_tuple = true,
                Some(Base::Entry(e)) => entries.push(e),
                Some(Base::Builtin(b)) => match builtin {
                    Some((first, at)) if first != b => match builtin_pair(first, b) {
                        Ok(kept) => builtin = Some((kept, at)),
                        Err(why) => {
                            self.refuse(&why, span);
                            return bases;
                        }
                    },
                    Some(_) => {
                        self.refuse(
                            &format!(
                                "a class with these bases (CPython raises TypeError: duplicate base class {})",
                                b.name()
                            ),
                            span,
                        );
                        return bases;
                    }
                    None => builtin = Some((b, entries.len())),
                },
                None => return bases,
            }
        }
        // A builtin type written among the bases, or one a program base derives from.
        let classes = program_classes(&entries);
        let inherited = classes.iter().find_map(|c| c.builtin_type()).map(|b| (b, entries.len()));
        // `class P(Counter)`, then `class Q(P, dict)`: the instances hold P's `Counter`.
        if let (Some((written, _)), Some((from_base, _))) = (builtin, inherited) {
            if builtin_pair(from_base, written) == Ok(from_base) {
                builtin = None;
            }
        }
        if let Some((b, at)) = builtin.or(inherited) {
            if let Some(why) = builtin_base_refusal(b, at, &entries, &classes) {
                self.refuse(&why, span);
                return bases;
            }
            bases.builtin = builtin.map(|(b, _)| b);
        }
        if bases.named_tuple && written.len() > 1 {
            self.refuse("a `NamedTuple` class with other bases", span);
            return bases;
        }
        let order = match linearize(&entries) {
            Ok(order) => order,
            Err(why) => {
                self.refuse(&format!("a class with these bases (CPython raises TypeError: {why})"), span);
                return bases;
            }
        };
        if let Some(why) = builtin_order_refusal(&order) {
            self.refuse(&why, span);
            return bases;
        }
        bases.classes = program_classes(&entries);
        if let Some(why) = slots_conflict(&bases.classes) {
            self.refuse(&why, span);
            return bases;
        }
        bases.ancestors = program_classes(&order);
        let excs: Vec<PyExc> = entries
            .iter()
            .filter_map(|e| match e {
                MroEntry::Exc(e) => Some(*e),
                MroEntry::Class(_) | MroEntry::Object => None,
            })
            .collect();
        // The most derived of each line; of several plain ones, `KeyError`'s `__str__` is the
        // one found first along the order (the others' is `BaseException`'s), so it shows the class.
        let mut most: Vec<PyExc> =
            excs.iter().copied().filter(|e| !excs.iter().any(|o| o != e && o.is_subclass_of(*e))).collect();
        // Mixed with plain ones, one of `OSError`'s line builds the instances, as CPython's
        // `OSError.__new__` does.
        let first = |e: PyExc| e.is_subclass_of(PyExc::KeyError) || e.is_subclass_of(PyExc::OSError);
        if let Some(i) = most.iter().position(|e| first(*e)) {
            let key = most.remove(i);
            most.insert(0, key);
        }
        let mut most = most.into_iter();
        bases.exc_base = most.next();
        bases.exc_also = most.collect();
        bases
    }

    /// One base written in a `class` statement; `None` when it is refused.
    fn base(&mut self, base: &ast::Expr) -> Option<Base> {
        let at = span_of(self.file, base);
        let entry = |e| Some(Base::Entry(e));
        match base {
            ast::Expr::Name(n) if n.id.as_str() == "object" => entry(MroEntry::Object),
            ast::Expr::Name(n) if crate::syntax::named_tuple_call::is_namedtuple_base(n.id.as_str()) => {
                Some(Base::NamedTuple)
            }
            ast::Expr::Name(n) => match self.env.items.get(n.id.as_str()) {
                Some(ModuleItem::Constant(Const::Class(class))) => {
                    if class.data.as_ref().is_some_and(|d| d.kind == DataKind::NamedTuple) {
                        self.refuse("deriving from a `NamedTuple` class", at);
                    }
                    entry(MroEntry::Class(class.clone()))
                }
                Some(ModuleItem::Module(m)) if m == "typing" && n.id.as_str() == "NamedTuple" => Some(Base::NamedTuple),
                // `from collections import Counter`: a `collections` class is a builtin here.
                Some(ModuleItem::Builtin(b)) if b.imported_only() => Some(Base::Builtin(*b)),
                None if PyExc::from_name(n.id.as_str()).is_some() => {
                    let exc = PyExc::from_name(n.id.as_str())?;
                    // `SystemExit` is raised as itself only: its subclasses' `code` is not modelled.
                    let ends = (exc == PyExc::SystemExit)
                        .then_some("ends the process or a generator in CPython, which the subset does not model");
                    if let Some(why) = exc.unraisable().or(ends) {
                        self.refuse(&format!("a class deriving from `{}` (which {why})", n.id), at);
                    }
                    entry(MroEntry::Exc(exc))
                }
                None if n.id.as_str() == "bool" => {
                    self.refuse("a class deriving from `bool` (CPython raises TypeError: type 'bool' is not an acceptable base type)", at);
                    None
                }
                None if DERIVABLE.iter().any(|(name, _)| *name == n.id.as_str()) => {
                    DERIVABLE.iter().find(|(name, _)| *name == n.id.as_str()).map(|(_, b)| Base::Builtin(*b))
                }
                None if BUILTIN_TYPES.contains(&n.id.as_str()) => {
                    self.refuse(
                        &format!("the builtin base class `{}` (derive from a class of the program, or hold a `{}` in an attribute)", n.id, n.id),
                        at,
                    );
                    None
                }
                _ if crate::syntax::enum_class::unmodelled_base(self.env, base).is_some() => {
                    let why = crate::syntax::enum_class::unmodelled_base(self.env, base).unwrap_or_default();
                    self.refuse(&why, at);
                    None
                }
                _ => {
                    self.refuse(
                        &format!("the base class `{}` (a base must be a class defined earlier in the file)", n.id),
                        at,
                    );
                    None
                }
            },
            ast::Expr::Attribute(a)
                if a.attr.as_str() == "NamedTuple"
                    && matches!(&*a.value, ast::Expr::Name(m) if matches!(self.env.items.get(m.id.as_str()), Some(ModuleItem::Module(t)) if t == "typing")) =>
            {
                Some(Base::NamedTuple)
            }
            ast::Expr::Attribute(a) if self.collections_class(a).is_some() => {
                self.collections_class(a).map(Base::Builtin)
            }
            ast::Expr::Attribute(a) => match self.module_class(a) {
                Some(class) => entry(MroEntry::Class(class)),
                None => {
                    let why = crate::syntax::enum_class::unmodelled_base(self.env, base)
                        .unwrap_or_else(|| "this base class expression".to_owned());
                    self.refuse(&why, at);
                    None
                }
            },
            ast::Expr::Subscript(s) => self.parameterised_base(s, at),
            _ => {
                self.refuse("this base class expression", at);
                None
            }
        }
    }

    /// `class IntStack(Stack[int])`: a generic class of the program given concrete types is
    /// that class as a base (CPython's `__bases__` lists `Stack`; the types only matter to type
    /// checkers). A type variable among them would make the new class generic too, and a
    /// count other than the class's type variables is CPython's `TypeError`: both refused.
    fn parameterised_base(&mut self, s: &ast::ExprSubscript, at: crate::source::Span) -> Option<Base> {
        let class = match &*s.value {
            ast::Expr::Name(n) => match self.env.items.get(n.id.as_str()) {
                Some(ModuleItem::Constant(Const::Class(class))) if !class.type_params.is_empty() => class.clone(),
                _ => {
                    self.refuse(
                        "this base class expression (only a generic class of the program may be subscripted)",
                        at,
                    );
                    return None;
                }
            },
            _ => {
                self.refuse("this base class expression", at);
                return None;
            }
        };
        let args: Vec<&ast::Expr> = match &*s.slice {
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            one => vec![one],
        };
        if args.len() != class.type_params.len() {
            let expected = class.type_params.len();
            self.refuse(
                &format!(
                    "`{}` given {} types for {expected} type variables (CPython raises TypeError)",
                    class.name,
                    args.len()
                ),
                at,
            );
            return None;
        }
        if !args.iter().all(|a| self.concrete_type(a)) {
            self.refuse(
                &format!(
                    "a base `{}[...]` given a type variable or a type expression other than a class name",
                    class.name
                ),
                at,
            );
            return None;
        }
        Some(Base::Entry(MroEntry::Class(class)))
    }

    /// A class of the program, a builtin type, `None` or a string (a forward reference).
    fn concrete_type(&self, e: &ast::Expr) -> bool {
        match e {
            ast::Expr::Name(n) => {
                matches!(self.env.items.get(n.id.as_str()), Some(ModuleItem::Constant(Const::Class(_))))
                    || (!self.env.items.contains_key(n.id.as_str())
                        && matches!(
                            n.id.as_str(),
                            "int"
                                | "float"
                                | "complex"
                                | "str"
                                | "bytes"
                                | "bool"
                                | "list"
                                | "dict"
                                | "set"
                                | "frozenset"
                                | "tuple"
                                | "object"
                        ))
            }
            ast::Expr::Constant(c) => matches!(c.value, ast::Constant::None | ast::Constant::Str(_)),
            _ => false,
        }
    }

    /// `class S(str, Enum)` or `class I(int, Enum)` (the builtin type first, then `enum.Enum`
    /// itself): `enum.py`'s hidden base for that mix (see [`ENUM_MIXINS`]).
    fn enum_mixin(&self, bases: &[&ast::Expr]) -> Option<Rc<ClassDef>> {
        let [ast::Expr::Name(ty), enum_base] = bases else { return None };
        let (_, key, _) = ENUM_MIXINS.iter().find(|(_, _, builtin)| *builtin == ty.id.as_str())?;
        if self.env.items.contains_key(ty.id.as_str()) {
            return None;
        }
        let base = match enum_base {
            ast::Expr::Name(n) => match self.env.items.get(n.id.as_str()) {
                Some(ModuleItem::Constant(Const::Class(class))) => class.clone(),
                _ => return None,
            },
            ast::Expr::Attribute(a) => self.module_class(a)?,
            _ => return None,
        };
        if !matches!(base.enum_role, Some(crate::ir::EnumRole::Base(crate::ir::EnumKind::Plain))) {
            return None;
        }
        match self.env.module_items.get(&("enum".to_owned(), (*key).to_owned())) {
            Some(ModuleItem::Constant(Const::Class(class))) => Some(class.clone()),
            _ => None,
        }
    }

    /// `collections.Counter` (and `defaultdict`, `OrderedDict`, `deque`): the builtin it is.
    fn collections_class(&self, a: &ast::ExprAttribute) -> Option<Builtin> {
        let ast::Expr::Name(m) = &*a.value else { return None };
        let Some(ModuleItem::Module(module)) = self.env.items.get(m.id.as_str()) else { return None };
        Builtin::module_member(module, a.attr.as_str()).filter(|b| b.imported_only())
    }

    /// `module.Class` where `module` is a modelled module defining classes (`enum.Enum`).
    pub(super) fn module_class(&self, a: &ast::ExprAttribute) -> Option<Rc<ClassDef>> {
        let module = self.module_named(&a.value)?;
        match self.env.module_items.get(&(module, a.attr.to_string())) {
            Some(ModuleItem::Constant(Const::Class(class))) => Some(class.clone()),
            _ => None,
        }
    }

    /// The module `e` names: one imported whole (`json`), or a submodule reached through its
    /// package's name (`html.parser`, `http.cookies`, with the package imported).
    fn module_named(&self, e: &ast::Expr) -> Option<String> {
        match e {
            ast::Expr::Name(m) => match self.env.items.get(m.id.as_str()) {
                Some(ModuleItem::Module(module)) => Some(module.clone()),
                _ => None,
            },
            ast::Expr::Attribute(a) => {
                match self.env.module_items.get(&(self.module_named(&a.value)?, a.attr.to_string())) {
                    Some(ModuleItem::Module(dotted)) => Some(dotted.clone()),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}

/// CPython's layout conflict between bases with `__slots__`: each base's nearest class adding
/// slots lays out its instances, and two such classes must derive one from the other.
fn slots_conflict(bases: &[Rc<ClassDef>]) -> Option<String> {
    let solid: Vec<&ClassDef> =
        bases.iter().filter_map(|b| b.mro().find(|c| c.slots.as_ref().is_some_and(|s| !s.is_empty()))).collect();
    for (i, a) in solid.iter().enumerate() {
        if let Some(b) = solid[i + 1..].iter().find(|b| !a.is_subclass_of(b) && !b.is_subclass_of(a)) {
            return Some(format!(
                "bases `{}` and `{}`, which both add `__slots__` (CPython raises TypeError: multiple bases have instance lay-out conflict)",
                a.name, b.name
            ));
        }
    }
    None
}

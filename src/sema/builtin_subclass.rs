//! Instances of classes deriving from a builtin type (`class Env(dict)`, `class Stack(list)`).
//! Each holds a value of that type (`Instance::base`), made empty with the instance and filled
//! by the builtin's `__init__`: the class's own `__init__` reaches it through
//! `super().__init__(...)`, and a class without one gets it at once. Whatever the class does not
//! define is the builtin's: a method it lacks is that method of the value it holds, and every
//! operator and builtin function it does not override reads that value, through the dispatch
//! both domains share (so a `Stack` slices, adds and compares as its list does, and, as in
//! CPython, the results are plain lists). A dict subclass's `__missing__` is called by
//! `obj[key]` and `super().__getitem__(key)` only, as CPython's `dict` calls it; `update`,
//! `setdefault` and the builtin's `__init__` store without the class's `__setitem__`.

use super::objects::AttrTarget;
use super::{BuildKind, Callable, Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{Builtin, ClassDef, CmpOp, Const, Member, Method};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

/// Builtins that read their arguments' values (rather than keep or inspect the objects), each
/// with the special methods through which it would read an instance: an instance holding a
/// builtin value whose class defines none of them is given as that value; one that defines
/// one goes the whole way (its special methods, then the value it holds).
const READS_VALUES: &[(Builtin, &[&str])] = &[
    (Builtin::Len, &["__len__"]),
    (Builtin::Range, &["__index__"]),
    (Builtin::Slice, &[]),
    (Builtin::Min, ITERATES),
    (Builtin::Max, ITERATES),
    (Builtin::Sum, ITERATES),
    (Builtin::Abs, &["__abs__"]),
    (Builtin::Sorted, ITERATES),
    (Builtin::Reversed, &["__reversed__", "__len__", "__getitem__"]),
    (Builtin::Enumerate, ITERATES),
    (Builtin::Zip, ITERATES),
    (Builtin::Any, ITERATES),
    (Builtin::All, ITERATES),
    (Builtin::Str, TEXT),
    (Builtin::Bytes, &["__iter__", "__index__"]),
    (Builtin::Bytearray, &["__iter__", "__index__"]),
    (Builtin::Int, &["__int__", "__index__"]),
    (Builtin::Float, &["__float__", "__index__"]),
    (Builtin::Bool, &["__bool__", "__len__"]),
    (Builtin::List, ITERATES),
    (Builtin::Dict, &["__iter__", "keys", "__getitem__"]),
    (Builtin::Set, ITERATES),
    (Builtin::Frozenset, ITERATES),
    (Builtin::Tuple, ITERATES),
    (Builtin::Round, &["__round__"]),
    (Builtin::Print, TEXT),
    (Builtin::Divmod, &["__divmod__", "__rdivmod__"]),
    (Builtin::Pow, &["__pow__", "__rpow__"]),
    (Builtin::Repr, &["__repr__"]),
    (Builtin::Ascii, &["__repr__"]),
    (Builtin::Chr, &["__index__"]),
    (Builtin::Ord, &[]),
    (Builtin::Bin, &["__index__"]),
    (Builtin::Hex, &["__index__"]),
    (Builtin::Oct, &["__index__"]),
    (Builtin::Format, &["__format__", "__str__", "__repr__"]),
    (Builtin::Map, ITERATES),
    (Builtin::Filter, ITERATES),
    (Builtin::Iter, ITERATES),
    (Builtin::Counter, ITERATES),
    (Builtin::Defaultdict, ITERATES),
    (Builtin::OrderedDict, ITERATES),
    (Builtin::Deque, ITERATES),
    (Builtin::Libm, &["__float__", "__index__", "__floor__", "__ceil__", "__trunc__"]),
    (Builtin::Regex, &[]),
    (Builtin::Json, &[]),
    (Builtin::Digest, &[]),
    (Builtin::Binary, &[]),
    (Builtin::Unicodedata, &[]),
];

/// What iterating builtins call on an instance.
const ITERATES: &[&str] = &["__iter__"];

/// What `str()` and `print` call on an instance.
const TEXT: &[&str] = &["__str__", "__repr__"];

/// The special methods that make an argument of a `str` method read the whole way.
const STR_ARGUMENT: &[&str] = &["__str__", "__repr__", "__index__", "__eq__", "__hash__"];

/// Whether instances of a class deriving from `b` hold a value that changes (made empty, then
/// filled by `__init__`), rather than one `__new__` makes whole.
pub(super) fn holds_mutable(b: Builtin) -> bool {
    b.mutable_container()
}

/// What `super().name` reaches in the builtin type a class derives from.
#[derive(Clone, Copy)]
pub(super) enum BaseOp {
    /// `str.__new__(cls, ...)` and the like: a new instance of `cls` holding the builtin
    /// value the arguments make.
    New,
    /// `dict.__init__` or `list.__init__`.
    Init,
    /// `dict.__getitem__` (with the class's `__missing__`) or `list.__getitem__`.
    GetItem,
    SetItem,
    DelItem,
    /// `__repr__` (`true`) or `__str__`: the builtin value's text.
    Text(bool),
    /// `__iter__`: an iterator over the builtin value.
    Iter,
    /// `__hash__`: the builtin value's hash.
    Hash,
    /// `__eq__` (`false`) or `__ne__` (`true`): the builtin values compared.
    Equal(bool),
    /// Any other method of the builtin type.
    Method(Method),
    /// A method of a `collections` class that calls back into the class
    /// (`sema/collection_subclass.rs`).
    Collection(Method),
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The builtin value `v` holds, when it is an instance of a class deriving from a builtin
    /// type.
    pub(super) fn builtin_part(&self, v: &Val<D>) -> Option<Val<D>> {
        if self.no_classes() {
            return None;
        }
        self.domain.as_object(v)?.base.get().cloned()
    }

    /// The builtin value `v` holds when its class defines none of `dunders` (an operator the
    /// builtin type then answers); `None` otherwise.
    pub(super) fn base_operand(&self, v: &Val<D>, dunders: &[&str]) -> Option<Val<D>> {
        let base = self.builtin_part(v)?;
        dunders.iter().all(|d| self.dunder(v, d).is_none()).then_some(base)
    }

    /// `v`, or the builtin value it holds when its class defines none of `dunders`.
    pub(super) fn as_operand(&self, v: &Val<D>, dunders: &[&str]) -> Val<D> {
        self.base_operand(v, dunders).unwrap_or_else(|| v.clone())
    }

    /// The arguments of the builtin `b` with each instance holding a builtin value given as
    /// that value, where `b` reads values and the class defines none of the special methods
    /// `b` reads it through (`READS_VALUES`; the callee of `map`/`filter` and the items of
    /// `min`/`max` of several arguments are kept).
    pub(super) fn builtin_values(&self, b: Builtin, args: &mut [Val<D>]) {
        if self.no_classes() {
            return;
        }
        let Some((_, through)) = READS_VALUES.iter().find(|(r, _)| *r == b) else { return };
        if matches!(b, Builtin::Min | Builtin::Max) && args.len() != 1 {
            return;
        }
        // `json.dumps`'s native half declines an instance, which the Python encoder then reads
        // through its class (`interp/json_dump.rs`): it must see the instance itself.
        if b == Builtin::Json && args.first().and_then(|op| self.domain.known_text(op)).as_deref() == Some("dumps") {
            return;
        }
        let skip = usize::from(matches!(b, Builtin::Map | Builtin::Filter));
        // A `collections` class's text names the instance's class (`collection_subclass.rs`).
        let named = matches!(b, Builtin::Str | Builtin::Print | Builtin::Repr | Builtin::Ascii | Builtin::Format);
        for a in args.iter_mut().skip(skip) {
            if named && self.named_text(a) {
                continue;
            }
            if let Some(base) = self.base_operand(a, through) {
                *a = base;
            }
        }
    }

    /// What `json`'s encoder reads of an instance of a `list`, `tuple` or `dict` subclass whose
    /// class overrides `__iter__` or `items` (`<json>("plain", v)`): CPython's encoder reads
    /// such an instance through them (`list(v)`, `v.items()` when it has items); `None` for any
    /// other value.
    pub(super) fn json_reads_through_class(&mut self, args: &[Val<D>], at: Span) -> Result<Option<Val<D>>, Fault> {
        let [op, v] = args else { return Ok(None) };
        if self.no_classes() || self.domain.known_text(op).as_deref() != Some("plain") {
            return Ok(None);
        }
        let Some(b) = self.domain.as_object(v).filter(|o| o.base.get().is_some()).and_then(|o| o.class.builtin_type())
        else {
            return Ok(None);
        };
        if matches!(b, Builtin::List | Builtin::Tuple) && self.dunder(v, "__iter__").is_some() {
            return self.call_builtin(Builtin::List, vec![v.clone()], Vec::new(), at).map(Some);
        }
        // An empty dict is written `{}` before its items are asked for.
        let filled = |ev: &mut Self| match ev.builtin_part(v) {
            Some(base) => ev.domain.truth(&base, at),
            None => Ok(false),
        };
        if (b == Builtin::Dict || b.dict_kind()) && self.dunder(v, "items").is_some() && filled(self)? {
            let target = self.lookup_attr_call(v, "items", Some(Method::Items), at)?;
            let items = self.call_attr_target(target, v.clone(), Vec::new(), Vec::new(), at)?;
            return self.call_builtin(Builtin::Dict, vec![items], Vec::new(), at).map(Some);
        }
        Ok(None)
    }

    /// The builtin value an instance holds when the builtin type's `__format__` writes it: a
    /// format spec formats the value (`f"{temp:.1f}"`), unless the class has its own
    /// `__format__`; without one the text is `str()`'s, the builtin's unless the class writes
    /// its own.
    pub(super) fn builtin_format(
        &mut self,
        v: &Val<D>,
        conversion: crate::ir::Conversion,
        spec: Option<&Val<D>>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        use crate::ir::Conversion;
        let Some(base) = self.builtin_part(v) else { return Ok(None) };
        if self.named_text(v) {
            return Ok(None);
        }
        let own_text = self.dunder(v, "__str__").is_some() || self.dunder(v, "__repr__").is_some();
        let by_builtin = match conversion {
            Conversion::None if self.dunder(v, "__format__").is_some() => false,
            Conversion::None => !own_text || spec.map(|s| self.domain.truth(s, at)).transpose()?.unwrap_or(false),
            Conversion::Str | Conversion::Repr | Conversion::Ascii => !own_text,
        };
        Ok(by_builtin.then_some(base))
    }

    /// `args` with each instance holding a builtin value given as that value (where the
    /// builtin found none of the class's special methods it calls).
    pub(super) fn held_values(&self, args: Vec<Val<D>>) -> Vec<Val<D>> {
        args.into_iter().map(|a| self.as_operand(&a, &[])).collect()
    }

    /// The arguments of method `m` of a `str` receiver, each instance holding a builtin value
    /// given as that value (a `str` method never keeps its arguments), save the mapping of
    /// `format_map`, which is read by `mapping[key]` (its class's `__getitem__`, `__missing__`).
    pub(super) fn method_values(
        &mut self,
        m: crate::ir::Method,
        receiver: &Val<D>,
        args: &mut [Val<D>],
        at: Span,
    ) -> Result<(), Fault> {
        if m == crate::ir::Method::FormatMap
            || self.no_classes()
            || !args.iter().any(|a| self.builtin_part(a).is_some())
        {
            return Ok(());
        }
        if self.is_object(receiver) || !self.is_builtin_instance(receiver, Builtin::Str, at)? {
            return Ok(());
        }
        for a in args.iter_mut() {
            if let Some(base) = self.base_operand(a, STR_ARGUMENT) {
                *a = base;
            }
        }
        Ok(())
    }

    /// The operands of `l op r` with each instance holding a builtin value whose class does not
    /// define `op`'s special methods replaced by that value; `None` when there is none.
    fn base_operands(&self, op: CmpOp, l: &Val<D>, r: &Val<D>) -> Option<(Val<D>, Val<D>)> {
        // Each operand's own method and its reflection: the builtin type defines all six, so
        // one the class leaves out is the builtin's (`!=` is not `__eq__` inverted).
        let (left, right): (&[&str], &[&str]) = match op {
            CmpOp::Eq => (&["__eq__"], &["__eq__"]),
            CmpOp::NotEq => (&["__ne__"], &["__ne__"]),
            CmpOp::Lt => (&["__lt__"], &["__gt__"]),
            CmpOp::LtE => (&["__le__"], &["__ge__"]),
            CmpOp::Gt => (&["__gt__"], &["__lt__"]),
            CmpOp::GtE => (&["__ge__"], &["__le__"]),
            // A dict or set finds the item by its hash first.
            CmpOp::In | CmpOp::NotIn => (&["__eq__", "__hash__"], &["__contains__", "__iter__", "__getitem__"]),
            CmpOp::Is | CmpOp::IsNot | CmpOp::IsNone | CmpOp::IsNotNone => return None,
        };
        let (lb, rb) = (self.base_operand(l, left), self.base_operand(r, right));
        if lb.is_none() && rb.is_none() {
            return None;
        }
        Some((lb.unwrap_or_else(|| l.clone()), rb.unwrap_or_else(|| r.clone())))
    }

    /// `l op r` where an operand is an instance holding a builtin value whose class does not
    /// define the comparison: the builtin type's, over that value; `None` otherwise.
    pub(super) fn compare_bases(
        &mut self,
        op: CmpOp,
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let Some((l, r)) = self.base_operands(op, l, r) else { return Ok(None) };
        match self.compare_objects(op, &l, &r, at)? {
            Some(v) => Ok(Some(v)),
            None => self.domain.compare(op, l, r, at).map(Some),
        }
    }

    /// Gives a new instance of `class` the empty builtin value it holds, if its class derives
    /// from a builtin type.
    pub(super) fn new_builtin_base(&mut self, class: &ClassDef, obj: &Instance<Val<D>>, at: Span) -> Result<(), Fault> {
        let Some(b) = class.builtin_type() else { return Ok(()) };
        let base = self.empty_value(b, at)?;
        obj.base.set(base).map_err(|_| Fault::internal("an instance made twice", at))
    }

    /// An empty value of the mutable builtin type `b`, as a display makes it (the prover's
    /// containers that may come to hold terms).
    fn empty_value(&mut self, b: Builtin, at: Span) -> Result<Val<D>, Fault> {
        if b.imported_only() {
            // `Counter()`, `defaultdict()` (no factory yet), `OrderedDict()`, `deque()`.
            return self.call_builtin(b, Vec::new(), Vec::new(), at);
        }
        if b == Builtin::Dict {
            return self.domain.build_dict(Vec::new(), at);
        }
        let kind = if b == Builtin::Set { BuildKind::Set } else { BuildKind::List };
        self.domain.build(kind, Vec::new(), at)
    }

    /// A new instance of `class` holding `base`.
    fn holding(&mut self, class: Rc<ClassDef>, base: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let obj = Rc::new(Instance::made_in(class, self.rows_depth));
        obj.base.set(base).map_err(|_| Fault::internal("an instance made twice", at))?;
        Ok(self.domain.object_value(obj))
    }

    /// `C(args)` for a class deriving from an immutable builtin type (`str`, `int`, `float`,
    /// `tuple`, `frozenset`): the class's `__new__` (which makes the instance through
    /// `super().__new__(cls, value)`), else the builtin's, given the arguments; then the
    /// class's `__init__`, when `__new__` gave an instance of the class.
    pub(super) fn instantiate_immutable(
        &mut self,
        class: Rc<ClassDef>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let b = class.builtin_type().ok_or_else(|| Fault::internal("no builtin type to make", at))?;
        let init = class.lookup("__init__").and_then(Member::plain_method);
        let (init_args, init_kwargs) = match init {
            Some(_) => (args.clone(), kwargs.clone()),
            None => (Vec::new(), Vec::new()),
        };
        let value = match class.lookup("__new__") {
            Some(Member::Static(new)) => {
                let new = *new;
                let cls = self.domain.function_value(Callable::Class(class.clone()));
                self.call_function(new, std::iter::once(cls).chain(args).collect(), kwargs, at)?
            }
            _ => {
                let base = self.builtin_value(b, &class, args, kwargs, at)?;
                self.holding(class.clone(), base, at)?
            }
        };
        if let Some(init) = init.filter(|_| self.is_instance_of(&value, &class)) {
            let all = std::iter::once(value.clone()).chain(init_args).collect();
            self.call_function(init, all, init_kwargs, at)?;
        }
        Ok(value)
    }

    /// The value of the builtin type `b` its constructor makes from the arguments, as the
    /// builtin's `__new__` makes it for an instance of `class`.
    fn builtin_value(
        &mut self,
        b: Builtin,
        class: &ClassDef,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if matches!(b, Builtin::Tuple | Builtin::Frozenset | Builtin::Set | Builtin::List) {
            // Their messages name the class (`S expected at most 1 argument, got 2`, except
            // `tuple`'s) and take no keywords.
            let name = if matches!(b, Builtin::Tuple | Builtin::List) { b.name() } else { &*class.name };
            if !kwargs.is_empty() {
                return Err(Fault::type_error(format!("{}() takes no keyword arguments", b.name()), at));
            }
            if args.len() > 1 {
                return Err(Fault::type_error(format!("{name} expected at most 1 argument, got {}", args.len()), at));
            }
        }
        self.call_builtin(b, args, kwargs, at)
    }

    /// The builtin type's `__init__` on the value `receiver` holds: `dict`'s adds the pairs of
    /// a mapping or iterable and the keywords (without the class's `__setitem__`), `list`'s
    /// replaces the items by those of an iterable; CPython's `TypeError`s for other arguments.
    pub(super) fn builtin_init(
        &mut self,
        receiver: &Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<(), Fault> {
        let obj = self.domain.as_object(receiver).ok_or_else(|| Fault::internal("init of no instance", at))?;
        let (Some(b), Some(base)) = (obj.class.builtin_type(), obj.base.get().cloned()) else {
            return Err(Fault::internal("a builtin __init__ without a builtin value", at));
        };
        if b.imported_only() {
            return self.collection_init(receiver, b, base, args, kwargs, at);
        }
        if b != Builtin::Dict {
            // `list.__init__` and `set.__init__` replace the items.
            let fresh = self.builtin_value(b, &obj.class, args, kwargs, at)?;
            let add = if b == Builtin::List { Method::Extend } else { Method::Update };
            self.call_method(Method::Clear, base.clone(), Vec::new(), Vec::new(), at)?;
            self.call_method(add, base, vec![fresh], Vec::new(), at)?;
            return Ok(());
        }
        if args.len() > 1 {
            return Err(Fault::type_error(format!("dict expected at most 1 argument, got {}", args.len()), at));
        }
        let pairs = self.call_builtin(b, args, kwargs, at)?;
        self.call_method(Method::Update, base, vec![pairs], Vec::new(), at)?;
        Ok(())
    }

    /// `obj[index]` read from the builtin value `base` an instance holds: a dict subclass's
    /// `__missing__` gives the value of a key it lacks.
    pub(super) fn base_item(
        &mut self,
        receiver: &Val<D>,
        base: Val<D>,
        index: Val<D>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if let Some(missing) = self.dunder(receiver, "__missing__") {
            if self.is_builtin_instance(&base, Builtin::Dict, at)?
                && !self.test(CmpOp::In, index.clone(), base.clone(), at)?
            {
                return self.call_dunder(missing, receiver.clone(), vec![index], at);
            }
        }
        self.get_item(base, index, at)
    }

    /// The text of the builtin value an instance holds (`repr` true: its `repr`).
    pub(super) fn base_text(&mut self, base: &Val<D>, repr: bool, at: Span) -> Result<Val<D>, Fault> {
        match self.own_text(base, repr, at)? {
            Some(text) => Ok(text),
            None => {
                self.domain.builtin(if repr { Builtin::Repr } else { Builtin::Str }, vec![base.clone()], Vec::new(), at)
            }
        }
    }

    /// `obj.real`, `imag`, `numerator` or `denominator` of an instance of a class deriving
    /// from `int`, `float` or `complex` that does not define it: the held number's (a plain
    /// `int` for an `int` subclass's, as CPython's getters give).
    pub(super) fn number_attribute(
        &mut self,
        receiver: &Val<D>,
        name: &str,
        at: Span,
    ) -> Option<Result<Val<D>, Fault>> {
        if !matches!(name, "real" | "imag" | "numerator" | "denominator") {
            return None;
        }
        let obj = self.domain.as_object(receiver)?;
        let b = obj.class.builtin_type()?;
        if !matches!(b, Builtin::Int | Builtin::Float | Builtin::Complex) {
            return None;
        }
        let base = self.builtin_part(receiver)?;
        Some(self.get_attribute(base, name, at))
    }

    /// `receiver.m` for an instance whose class lacks `m`: the builtin type's method `m` bound
    /// to the value the instance holds, if the type has it (to the instance, where the method
    /// calls back into the class).
    pub(super) fn base_method(&mut self, receiver: &Val<D>, m: Method, at: Span) -> Option<Val<D>> {
        let base = self.builtin_part(receiver)?;
        if self.collection_op(receiver, m).is_some() {
            // Bound to the instance: `call_method` calls it with the instance (`collection_op`).
            return Some(self.domain.function_value(Callable::Method(m, receiver.clone())));
        }
        self.domain.check_method(m, &base, at).ok()?;
        Some(self.domain.function_value(Callable::Method(m, base)))
    }

    /// `Class.name` for a class deriving from a builtin type whose class method `name` it
    /// lacks (`Env.fromkeys`): that method, called with the class.
    pub(super) fn builtin_class_method(&mut self, class: &ClassDef, v: &Val<D>, name: &str) -> Option<Val<D>> {
        let b = class.builtin_type()?;
        (name == "fromkeys" && (b == Builtin::Dict || b.dict_kind()))
            .then(|| self.domain.function_value(Callable::Method(Method::Fromkeys, v.clone())))
    }

    /// Whether `m` bound to `receiver` is a builtin method bound to a class deriving from a
    /// builtin type (`Env.fromkeys`) or to an instance of one whose method calls back into the
    /// class (`base_method`), which `call_subclass_method` calls.
    pub(super) fn is_subclass_method(&self, m: Method, receiver: &Val<D>) -> bool {
        let class_method =
            m == Method::Fromkeys && self.domain.as_class(receiver).is_some_and(|c| c.builtin_type().is_some());
        class_method || self.collection_op(receiver, m).is_some()
    }

    /// Calls what `is_subclass_method` found.
    pub(super) fn call_subclass_method(
        &mut self,
        m: Method,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        match self.domain.as_class(&receiver) {
            Some(class) => self.subclass_fromkeys(&class, args, kwargs, at),
            None => self.call_collection_op(m, receiver, args, kwargs, at),
        }
    }

    /// `Class.fromkeys(iterable, value)` for a class deriving from `dict` (or `OrderedDict`,
    /// `defaultdict`): `Class()`, then each key stored through its `__setitem__`, as CPython's
    /// `dict.fromkeys` does for a subclass; `Counter`'s raises `NotImplementedError`.
    pub(super) fn subclass_fromkeys(
        &mut self,
        class: &Rc<ClassDef>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let b = class.builtin_type().ok_or_else(|| Fault::internal("fromkeys of a class of no dict", at))?;
        let builtin = self.domain.function_value(Callable::Builtin(b));
        // The builtin's own checks and its keys, once each, in order.
        let plain = self.call_method(Method::Fromkeys, builtin, args, kwargs, at)?;
        let made = self.call_callable(Callable::Class(class.clone()), Vec::new(), Vec::new(), at)?;
        let pairs = self.domain.dict_items(&plain, at)?.ok_or_else(|| Fault::internal("fromkeys made no dict", at))?;
        for (k, v) in pairs {
            self.set_item(made.clone(), k, v, at)?;
        }
        Ok(made)
    }

    /// `super().name` past the program's classes of an instance of a class deriving from a
    /// builtin type: the builtin's method; `None` when the receiver holds no builtin value or
    /// its type has no such method.
    pub(super) fn super_builtin(&mut self, receiver: &Val<D>, name: &str, at: Span) -> Option<AttrTarget<Val<D>>> {
        let base = self.builtin_part(receiver)?;
        let b = self.domain.as_object(receiver)?.class.builtin_type()?;
        let op = match name {
            "__init__" if holds_mutable(b) => BaseOp::Init,
            // `object.__init__`: the immutable types are made whole by `__new__`.
            "__init__" => return Some(AttrTarget::Nothing),
            "__getitem__" => BaseOp::GetItem,
            "__setitem__" => BaseOp::SetItem,
            "__delitem__" => BaseOp::DelItem,
            "__repr__" | "__str__" => BaseOp::Text(name == "__repr__"),
            "__iter__" => BaseOp::Iter,
            "__hash__" => BaseOp::Hash,
            "__eq__" | "__ne__" => BaseOp::Equal(name == "__ne__"),
            _ => {
                let m = Method::from_name(name)?;
                self.domain.check_method(m, &base, at).ok()?;
                self.collection_op(receiver, m).unwrap_or(BaseOp::Method(m))
            }
        };
        Some(AttrTarget::OfBase(op))
    }

    /// `super().__new__(cls, *args)`: a new instance of `cls` (a class deriving from a builtin
    /// type) holding what the builtin's `__new__` makes of the arguments (a mutable value is
    /// made empty: its `__init__` fills it).
    pub(super) fn builtin_new(&mut self, args: Vec<Val<D>>, kwargs: Kwargs<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let mut args = args.into_iter();
        let class = args.next().and_then(|cls| self.domain.as_class(&cls));
        if let Some(class) = class.clone().filter(|c| c.exception_root().is_some()) {
            return self.base_exc_new(class, args.collect(), at);
        }
        if let Some(class) = class.clone().filter(|c| c.enum_kind().is_some()) {
            // An enumeration's `__new__` making a member: `_value_` is for it to set. The
            // arguments of `int.__new__`/`str.__new__` are checked as the builtin checks them.
            let made = match class.enum_kind() {
                Some(crate::ir::EnumKind::Int) => Some(Builtin::Int),
                Some(crate::ir::EnumKind::Str) => Some(Builtin::Str),
                _ => None,
            };
            if let Some(b) = made {
                self.call_builtin(b, args.collect(), kwargs, at)?;
            }
            let obj = Rc::new(Instance::made_in(class, self.rows_depth));
            return Ok(self.domain.object_value(obj));
        }
        let Some((class, b)) = class.and_then(|c| c.builtin_type().map(|b| (c, b))) else {
            return Err(Fault::type_error("__new__(X): X is not a type object deriving from a builtin type", at));
        };
        let base = match holds_mutable(b) {
            true => self.empty_value(b, at)?,
            false => self.builtin_value(b, &class, args.collect(), kwargs, at)?,
        };
        self.holding(class, base, at)
    }

    /// Calls what `super_builtin` found, on the value `receiver` holds.
    pub(super) fn call_of_base(
        &mut self,
        op: BaseOp,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if let BaseOp::New = op {
            return self.builtin_new(args, kwargs, at);
        }
        if let BaseOp::Collection(m) = op {
            return self.call_collection_op(m, receiver, args, kwargs, at);
        }
        let base = self.builtin_part(&receiver).ok_or_else(|| Fault::internal("super() of no builtin value", at))?;
        let name = match op {
            BaseOp::New => "__new__",
            BaseOp::Collection(m) => m.name(),
            BaseOp::Init => {
                self.builtin_init(&receiver, args, kwargs, at)?;
                return self.domain.constant(&Const::None, at);
            }
            BaseOp::Method(m) => return self.call_method(m, base, args, kwargs, at),
            BaseOp::GetItem => "__getitem__",
            BaseOp::SetItem => "__setitem__",
            BaseOp::DelItem => "__delitem__",
            BaseOp::Text(true) => "__repr__",
            BaseOp::Text(false) => "__str__",
            BaseOp::Iter => "__iter__",
            BaseOp::Hash => "__hash__",
            BaseOp::Equal(false) => "__eq__",
            BaseOp::Equal(true) => "__ne__",
        };
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("{name}() takes no keyword arguments"), at));
        }
        let expected = match op {
            BaseOp::GetItem | BaseOp::DelItem | BaseOp::Equal(_) => 1,
            BaseOp::SetItem => 2,
            BaseOp::Text(_)
            | BaseOp::Init
            | BaseOp::Method(_)
            | BaseOp::Collection(_)
            | BaseOp::New
            | BaseOp::Iter
            | BaseOp::Hash => 0,
        };
        if args.len() != expected {
            let s = if expected == 1 { "" } else { "s" };
            return Err(Fault::type_error(format!("expected {expected} argument{s}, got {}", args.len()), at));
        }
        let mut args = args.into_iter();
        let (Some(first), second) = (args.next(), args.next()) else {
            return match op {
                BaseOp::Text(repr) => {
                    let text = self.base_text(&base, repr, at)?;
                    self.named_by_class(&receiver, text, at)
                }
                BaseOp::Iter => self.call_builtin(Builtin::Iter, vec![base], Vec::new(), at),
                BaseOp::Hash => self.call_builtin(Builtin::Hash, vec![base], Vec::new(), at),
                BaseOp::New
                | BaseOp::Init
                | BaseOp::Method(_)
                | BaseOp::Collection(_)
                | BaseOp::GetItem
                | BaseOp::SetItem
                | BaseOp::DelItem
                | BaseOp::Equal(_) => Err(Fault::internal("super() arguments lost", at)),
            };
        };
        match (op, second) {
            (BaseOp::SetItem, Some(value)) => self.set_item(base, first, value, at)?,
            (BaseOp::GetItem, _) => return self.base_item(&receiver, base, first, at),
            (BaseOp::DelItem, _) => self.del_item(base, first, at)?,
            (BaseOp::Equal(ne), _) => {
                let other = self.as_operand(&first, &[]);
                let op = if ne { CmpOp::NotEq } else { CmpOp::Eq };
                return self.compare(op, base, other, at);
            }
            (BaseOp::SetItem, None)
            | (
                BaseOp::New
                | BaseOp::Init
                | BaseOp::Method(_)
                | BaseOp::Collection(_)
                | BaseOp::Text(_)
                | BaseOp::Iter
                | BaseOp::Hash,
                _,
            ) => return Err(Fault::internal("super() arguments lost", at)),
        }
        self.domain.constant(&Const::None, at)
    }
}

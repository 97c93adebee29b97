//! The text of instances of the program's classes: `__str__`, `__repr__`, a dataclass's
//! generated repr, and lists, tuples, sets, deques and dicts holding instances whose text is
//! the program's own (written here item by item, since the domain cannot call the program's
//! methods).

use super::{BuildKind, Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{Builtin, ClassDef, Const, Conversion, DataKind, Member, Method, PyExc};
use crate::source::Span;
use std::rc::Rc;

/// How deeply containers the evaluator writes may nest: CPython's recursion limit.
const MAX_TEXT_NESTING: usize = 1000;

/// A container as written: its opening and closing text and the values between.
/// How a container is written: the texts it opens with, its items, whether they are a dict's
/// keys and values alternating (`k: v`), and its closing text.
struct Written<V> {
    open: Vec<V>,
    items: Vec<V>,
    pairs: bool,
    close: String,
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `repr()` and `str()` of a value a run returned, when the evaluator must write them (an
    /// instance of a class of the program, a function's code object, or a list or tuple
    /// holding one); `None` when the domain's own rendering is the text, or writing it raises.
    /// A text clauz3 does not write (one showing an address it does not have) is refused,
    /// at `at` (the entry function), rather than printed in another shape.
    pub fn returned_texts(&mut self, v: &Val<D>, at: Span) -> Result<Option<(String, String)>, Fault> {
        if self.no_classes() && !self.value_objects {
            return Ok(None);
        }
        let write = |ev: &mut Self, repr: bool| match ev.own_text(v, repr, at) {
            Ok(text) => Ok(text),
            Err(fault) if matches!(fault.kind(), super::FaultKind::Unsupported) => {
                Err(Fault::unsupported(format!("the value the run returned: {}", fault.message()), at))
            }
            Err(_) => Ok(None),
        };
        let (Some(repr), Some(text)) = (write(self, true)?, write(self, false)?) else { return Ok(None) };
        Ok(Some((self.domain.text(&repr), self.domain.text(&text))))
    }

    /// `repr(obj)` (`repr` true) or `str(obj)` of an instance: `__str__`/`__repr__`, a
    /// dataclass's generated repr; the default repr shows an address and is refused.
    pub(super) fn object_text(&mut self, v: &Val<D>, repr: bool, at: Span) -> Result<Val<D>, Fault> {
        let obj = self.domain.as_object(v).ok_or_else(|| Fault::internal("text of a non-instance", at))?;
        if let Some(kind) = obj.class.value_class() {
            return self.value_object_text(&obj, v, kind, at);
        }
        if !repr {
            if let Some(f) = self.dunder(v, "__str__") {
                return self.text_dunder(f, v, "__str__", at);
            }
            if obj.class.exception_root().is_some() {
                return self.exc_text(&obj, false, at);
            }
            // `str.__str__`, the one builtin `__str__` that is not `repr`.
            if let Some(base) = obj.base.get().filter(|_| obj.class.builtin_type() == Some(Builtin::Str)) {
                return self.base_text(base, false, at);
            }
        }
        if let Some(f) = self.dunder(v, "__repr__") {
            return self.text_dunder(f, v, "__repr__", at);
        }
        if let Some(base) = obj.base.get() {
            let text = self.base_text(base, repr, at)?;
            return self.named_by_class(v, text, at);
        }
        // `BaseException.__repr__`, unless a dataclass writes its own.
        if obj.class.exception_root().is_some() && !obj.class.data().is_some_and(|d| d.kind == DataKind::Dataclass) {
            return self.exc_text(&obj, true, at);
        }
        if obj.class.is_field_class() {
            return Err(Fault::unsupported(super::dataclass_fields::FIELD_TEXT, at));
        }
        let Some(spec) = obj.class.repr_data() else { return self.default_object_text(&obj.class, v, at) };
        let name = match spec.kind {
            // CPython's dataclass repr names the class by `__qualname__`, a named tuple's by
            // `__name__` (they differ for a class defined inside a function).
            DataKind::Dataclass => obj.class.qualname.clone(),
            DataKind::NamedTuple => obj.class.name.clone(),
        };
        if self.being_written(v) {
            // A dataclass's repr is `reprlib.recursive_repr`'s; a named tuple's recurses.
            return match spec.kind {
                DataKind::Dataclass => self.text_const("...", at),
                DataKind::NamedTuple => Err(Fault::text_too_deep(at)),
            };
        }
        self.writing_inside(v, at, |this| this.generated_repr_text(&obj, &name, at))
    }

    /// What the program's `__str__` or `__repr__` (`name`) of `v` returns, which CPython
    /// requires to be a `str` (a subclass's instance included): anything else is its
    /// `TypeError`, not a text.
    fn text_dunder(&mut self, f: super::FuncId, v: &Val<D>, name: &str, at: Span) -> Result<Val<D>, Fault> {
        let text = self.call_dunder(f, v.clone(), Vec::new(), at)?;
        if self.is_builtin_instance(&text, Builtin::Str, at)? {
            return Ok(text);
        }
        let type_name = self.type_name(&text, at)?;
        Err(Fault::type_error(format!("{name} returned non-string (type {type_name})"), at))
    }

    /// A dataclass's or named tuple's generated repr: `Name(field=repr, ...)`.
    fn generated_repr_text(&mut self, obj: &Instance<D::Val>, name: &str, at: Span) -> Result<Val<D>, Fault> {
        let spec = obj.class.repr_data().ok_or_else(|| Fault::internal("a generated repr without fields", at))?;
        let mut parts = vec![self.text_const(&format!("{name}("), at)?];
        for (i, field) in spec.fields.iter().filter(|f| f.repr).enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            parts.push(self.text_const(&format!("{sep}{}=", field.name), at)?);
            let value = obj.field(&field.name).ok_or_else(|| {
                Fault::exc(
                    PyExc::AttributeError,
                    format!("'{}' object has no attribute '{}'", obj.class.type_name(), field.name),
                    at,
                )
            })?;
            parts.push(self.repr_of(&value, at)?);
        }
        parts.push(self.text_const(")", at)?);
        self.domain.concat_strs(parts, at)
    }

    /// `object.__repr__`: `<__main__.C object at 0x7f...>`, the class by `__qualname__`, the
    /// address from the domain (which the prover refuses). An instance of a class of a modelled
    /// module is refused: its module is not `__main__`.
    pub(super) fn default_object_text(&mut self, class: &ClassDef, v: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let what = format!("the default repr of an instance of `{}`", class.name);
        if self.program.modelled_module(class.span.file).is_some() {
            return Err(Fault::unsupported(format!("{what}, a class of a modelled module"), at));
        }
        let parts = vec![
            self.text_const(&format!("<__main__.{} object at ", class.qualname), at)?,
            self.domain.address(v, &what, at)?,
            self.text_const(">", at)?,
        ];
        self.domain.concat_strs(parts, at)
    }

    pub(super) fn text_const(&mut self, s: &str, at: Span) -> Result<Val<D>, Fault> {
        self.domain.constant(&Const::Str(Rc::new(crate::ir::PyStr::from(s))), at)
    }

    /// `repr(v)` of any value.
    pub(super) fn repr_of(&mut self, v: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        match self.own_text(v, true, at)? {
            Some(text) => Ok(text),
            None => self.domain.builtin(Builtin::Repr, vec![v.clone()], Vec::new(), at),
        }
    }

    /// `repr(v)` (`repr` true) or `str(v)` when the evaluator must write it: an instance of a
    /// program class, or a list or tuple holding one whose text is the program's own
    /// (`__repr__`, `__str__`); `None` when the domain writes it.
    pub(super) fn own_text(&mut self, v: &Val<D>, repr: bool, at: Span) -> Result<Option<Val<D>>, Fault> {
        if let Some(text) = self.function_text(v, at)? {
            return Ok(Some(text));
        }
        if !self.value_objects
            && !self.made_classes
            && !self.program.classes.iter().any(|c| c.lookup("__repr__").is_some() || c.lookup("__str__").is_some())
        {
            return match self.is_object(v) {
                true => self.object_text(v, repr, at).map(Some),
                false => Ok(None),
            };
        }
        if self.is_object(v) {
            return self.object_text(v, repr, at).map(Some);
        }
        if let Some((class, items)) = self.domain.as_named_tuple(v) {
            // A `NamedTuple` class may write its own text (`__str__`, `__repr__`).
            let names: &[&str] = if repr { &["__repr__"] } else { &["__str__", "__repr__"] };
            if let Some((f, name)) =
                names.iter().find_map(|n| Some((class.lookup(n).and_then(Member::plain_method)?, n)))
            {
                return self.text_dunder(f, v, name, at).map(Some);
            }
            return self.named_tuple_text(&class, &items, at);
        }
        let Some(Written { open, items, pairs, close }) = self.text_parts(v, repr, at)? else { return Ok(None) };
        if self.being_written(v) {
            return self.recursion_marker(v, open, &close, at).map(Some);
        }
        let texts = self.item_texts(v, &items, at)?;
        if texts.iter().all(Option::is_none) {
            return Ok(None);
        }
        let mut parts = open;
        for (i, (item, text)) in items.iter().zip(texts).enumerate() {
            let sep = match (pairs, i % 2) {
                (true, 1) => ": ",
                _ if i > 0 => ", ",
                _ => "",
            };
            if !sep.is_empty() {
                parts.push(self.text_const(sep, at)?);
            }
            parts.push(match text {
                Some(text) => text,
                None => self.domain.builtin(Builtin::Repr, vec![item.clone()], Vec::new(), at)?,
            });
        }
        let one_tuple = if close == ")" && items.len() == 1 { "," } else { "" };
        parts.push(self.text_const(&format!("{one_tuple}{close}"), at)?);
        self.domain.concat_strs(parts, at).map(Some)
    }

    /// The texts of a container's items the evaluator must write (see `own_text`), with the
    /// container `v` on the stack of those being written.
    fn item_texts(&mut self, v: &Val<D>, items: &[Val<D>], at: Span) -> Result<Vec<Option<Val<D>>>, Fault> {
        self.writing_inside(v, at, |this| items.iter().map(|item| this.own_text(item, true, at)).collect())
    }

    /// Runs `write` with `v` on the stack of values being written. Past CPython's recursion
    /// limit (a value the domain cannot place, met again inside itself) that is the depth limit.
    fn writing_inside<T>(
        &mut self,
        v: &Val<D>,
        at: Span,
        write: impl FnOnce(&mut Self) -> Result<T, Fault>,
    ) -> Result<T, Fault> {
        if self.writing.len() >= MAX_TEXT_NESTING {
            return Err(Fault::text_too_deep(at));
        }
        self.writing.push(self.domain.identity(v));
        let written = stacker::maybe_grow(256 * 1024, 4 * 1024 * 1024, || write(self));
        self.writing.pop();
        written
    }

    /// What CPython writes for a container met again inside its own text: its brackets around
    /// `...` (`[...]`, `{...}`, `defaultdict(<class 'list'>, {...})`), an `OrderedDict` whole as
    /// `...`; a `Counter` recurses until CPython's `RecursionError`.
    fn recursion_marker(&mut self, v: &Val<D>, open: Vec<Val<D>>, close: &str, at: Span) -> Result<Val<D>, Fault> {
        let qualified = self.type_name(v, at)?;
        match qualified.rsplit('.').next() {
            Some("Counter") => Err(Fault::text_too_deep(at)),
            Some("OrderedDict") => self.text_const("...", at),
            Some("deque") => self.text_const("[...]", at),
            _ => {
                let mut parts = open;
                parts.push(self.text_const(&format!("...{close}"), at)?);
                self.domain.concat_strs(parts, at)
            }
        }
    }

    /// Whether `v` is being written further out (CPython's `Py_ReprEnter`).
    fn being_written(&self, v: &Val<D>) -> bool {
        self.domain.identity(v).is_some_and(|id| self.writing.contains(&Some(id)))
    }

    /// A named tuple holding a value whose text is the program's own (an enum member, an
    /// instance with `__repr__`): `Name(field=repr, ...)` as CPython writes it, item by item;
    /// `None` when no item needs the evaluator, and the domain writes it whole.
    fn named_tuple_text(&mut self, class: &ClassDef, items: &[Val<D>], at: Span) -> Result<Option<Val<D>>, Fault> {
        let mut texts = Vec::with_capacity(items.len());
        for item in items {
            texts.push(self.own_text(item, true, at)?);
        }
        if texts.iter().all(Option::is_none) {
            return Ok(None);
        }
        let fields: Vec<Rc<str>> =
            class.data().map(|d| d.fields.iter().map(|f| f.name.clone()).collect()).unwrap_or_default();
        let mut parts = vec![self.text_const(&format!("{}(", class.name), at)?];
        for (i, (item, text)) in items.iter().zip(texts).enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            let field = fields.get(i).map_or("", |f| &**f);
            parts.push(self.text_const(&format!("{sep}{field}="), at)?);
            parts.push(match text {
                Some(text) => text,
                None => self.domain.builtin(Builtin::Repr, vec![item.clone()], Vec::new(), at)?,
            });
        }
        parts.push(self.text_const(")", at)?);
        self.domain.concat_strs(parts, at).map(Some)
    }

    /// How a list, tuple, set, frozenset or dict holding values is written: its brackets and
    /// the values in order (a dict's keys and values alternating); `None` for anything else,
    /// and for an empty set or frozenset, which the domain writes (`set()`).
    fn text_parts(&mut self, v: &Val<D>, repr: bool, at: Span) -> Result<Option<Written<Val<D>>>, Fault> {
        let (open, close) = if self.is_builtin_instance(v, Builtin::List, at)? {
            ("[", "]")
        } else if self.is_builtin_instance(v, Builtin::Tuple, at)? {
            ("(", ")")
        } else if self.is_builtin_instance(v, Builtin::Set, at)? {
            ("{", "}")
        } else if self.is_builtin_instance(v, Builtin::Frozenset, at)? {
            ("frozenset({", "})")
        } else if self.is_builtin_instance(v, Builtin::Deque, at)? {
            return self.deque_parts(v, at);
        } else if let Some(pairs) = self.domain.dict_items(v, at)? {
            return self.dict_parts(v, pairs, repr, at).map(Some);
        } else {
            return Ok(None);
        };
        // A list of unknown length (a query result) holds no instance: the domain writes it.
        let Some(items) = self.collected(v, at)? else { return Ok(None) };
        if items.is_empty() && open.len() > 1 {
            return Ok(None);
        }
        Ok(Some(Written { open: vec![self.text_const(open, at)?], items, pairs: false, close: close.to_owned() }))
    }

    /// How a deque is written: `deque([...])`, with `, maxlen=N` when it has one.
    fn deque_parts(&mut self, v: &Val<D>, at: Span) -> Result<Option<Written<Val<D>>>, Fault> {
        let maxlen = self.get_attribute(v.clone(), "maxlen", at)?;
        let close = match self.is_none(&maxlen, at)? {
            true => "])".to_owned(),
            false => {
                let shown = self.repr_of(&maxlen, at)?;
                format!("], maxlen={})", self.domain.text(&shown))
            }
        };
        let Some(items) = self.collected(v, at)? else { return Ok(None) };
        Ok(Some(Written { open: vec![self.text_const("deque([", at)?], items, pairs: false, close }))
    }

    /// A dict, or one of `collections`' dicts as CPython writes them: `defaultdict(<factory>,
    /// {...})`, `Counter({...})` in `most_common()` order, `OrderedDict([(k, v), ...])`, and
    /// `Counter()`/`OrderedDict()` when empty; a `mappingproxy`'s `repr` wraps its mapping's
    /// (`mappingproxy({...})`), its `str` is the mapping's.
    fn dict_parts(
        &mut self,
        v: &Val<D>,
        pairs: Vec<(Val<D>, Val<D>)>,
        repr: bool,
        at: Span,
    ) -> Result<Written<Val<D>>, Fault> {
        // `collections.defaultdict`, ...: the class's own name is what its text starts with.
        let qualified = self.type_name(v, at)?;
        let kind = qualified.rsplit('.').next().unwrap_or_default().to_owned();
        let flat = |pairs: Vec<(Val<D>, Val<D>)>| pairs.into_iter().flat_map(|(k, v)| [k, v]).collect();
        let written = match kind.as_str() {
            "defaultdict" => {
                let factory = self.get_attribute(v.clone(), "default_factory", at)?;
                let open = vec![
                    self.text_const("defaultdict(", at)?,
                    self.repr_of(&factory, at)?,
                    self.text_const(", {", at)?,
                ];
                Written { open, items: flat(pairs), pairs: true, close: "})".to_owned() }
            }
            "mappingproxy" if repr => Written {
                open: vec![self.text_const("mappingproxy({", at)?],
                items: flat(pairs),
                pairs: true,
                close: "})".to_owned(),
            },
            "Counter" | "OrderedDict" if pairs.is_empty() => Written {
                open: vec![self.text_const(&format!("{kind}("), at)?],
                items: Vec::new(),
                pairs: false,
                close: ")".to_owned(),
            },
            "Counter" => {
                let ranked = self.call_method(Method::MostCommon, v.clone(), Vec::new(), Vec::new(), at)?;
                // CPython writes `dict(self.most_common())`, which hashes every key again.
                if self.keyed_objects() {
                    self.builtin_keyed(Builtin::Dict, vec![ranked.clone()], Vec::new(), at)?;
                }
                let mut items = Vec::new();
                for pair in self.collect(ranked, at)? {
                    items.extend(self.collect(pair, at)?);
                }
                Written { open: vec![self.text_const("Counter({", at)?], items, pairs: true, close: "})".to_owned() }
            }
            "OrderedDict" => {
                let mut items = Vec::with_capacity(pairs.len());
                for (k, value) in pairs {
                    items.push(self.domain.build(BuildKind::Tuple, vec![k, value], at)?);
                }
                Written {
                    open: vec![self.text_const("OrderedDict([", at)?],
                    items,
                    pairs: false,
                    close: "])".to_owned(),
                }
            }
            _ => Written {
                open: vec![self.text_const("{", at)?],
                items: flat(pairs),
                pairs: true,
                close: "}".to_owned(),
            },
        };
        Ok(written)
    }

    /// One f-string field whose text the evaluator writes (an instance, or a list or tuple
    /// holding one): its `str()` (or `repr()` for `!r`); a non-empty format spec on an
    /// instance is a `TypeError`, as `object.__format__` raises.
    pub(super) fn format_object(
        &mut self,
        v: &Val<D>,
        conversion: Conversion,
        spec: Option<Val<D>>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if (self.no_classes() && !self.is_function_value(v)) || self.domain.plain_text(v) {
            return Ok(None);
        }
        if let Some(base) = self.builtin_format(v, conversion, spec.as_ref(), at)? {
            // The builtin type's `__format__`, over the value the instance holds.
            return match self.format_object(&base, conversion, spec.clone(), at)? {
                Some(text) => Ok(Some(text)),
                None => self.domain.format(base, conversion, spec, at).map(Some),
            };
        }
        if conversion == Conversion::None {
            if let Some(f) = self.dunder(v, "__format__") {
                // `format(obj, spec)` is `type(obj).__format__(obj, spec)`, which must give a str.
                let spec = match spec {
                    Some(s) => s,
                    None => self.text_const("", at)?,
                };
                let text = self.call_dunder(f, v.clone(), vec![spec], at)?;
                if !self.is_builtin_instance(&text, Builtin::Str, at)? {
                    let type_name = self.type_name(&text, at)?;
                    return Err(Fault::type_error(format!("__format__ must return a str, not {type_name}"), at));
                }
                return Ok(Some(text));
            }
        }
        let text = match conversion {
            Conversion::Repr => self.own_text(v, true, at)?,
            Conversion::Ascii => None,
            Conversion::Str | Conversion::None => self.own_text(v, false, at)?,
        };
        let Some(text) = text else { return Ok(None) };
        let class =
            self.domain.as_object(v).map(|o| o.class.clone()).or_else(|| self.domain.as_named_tuple(v).map(|(c, _)| c));
        // `object.__format__` takes an empty spec only: an instance's, or a function's.
        let owner = match class {
            Some(class) => Some(class.name.to_string()),
            None if self.is_function_value(v) => Some(self.type_name(v, at)?),
            None => None,
        };
        if let (Some(spec), Some(owner)) = (&spec, owner) {
            if conversion == Conversion::None && self.domain.truth(spec, at)? {
                return Err(Fault::type_error(format!("unsupported format string passed to {owner}.__format__"), at));
            }
        }
        self.domain.format(text, Conversion::None, spec, at).map(Some)
    }
}

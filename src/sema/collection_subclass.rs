//! Instances of classes deriving from a `collections` class (`class Bag(Counter)`, `class
//! Tree(defaultdict)`, `class LRU(OrderedDict)`, `class Ring(deque)`): what they do beyond a
//! `dict` or `list` subclass (`sema/builtin_subclass.rs`), as CPython's classes do it. Their
//! `__init__` sets what `__new__` left unset (a factory, a `maxlen`) and fills the instance
//! (`Counter`'s through the class's `update`, `OrderedDict`'s through its `__setitem__`);
//! their text names the class (`Bag({'a': 2})`); `copy()` makes an instance of the class
//! through its constructor; an `OrderedDict`'s `update`, `setdefault` and `copy` store and
//! read through the class's `__setitem__` and `__getitem__`, which `dict`'s never call.

use super::builtin_subclass::BaseOp;
use super::{Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, CmpOp, Const, Method};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The `collections` class the class of `receiver` derives from, if any.
    pub(super) fn collection_base(&self, receiver: &Val<D>) -> Option<Builtin> {
        self.domain.as_object(receiver)?.class.builtin_type().filter(|b| b.imported_only())
    }

    /// Whether `v` is an instance whose text is its `collections` value's renamed
    /// (`named_by_class`), which `str()`, `repr()`, `print` and `format` must not take from the
    /// value alone.
    pub(super) fn named_text(&self, v: &Val<D>) -> bool {
        self.collection_base(v).is_some()
    }

    /// Whether the class of `receiver` defines one of `names`.
    fn defines_any(&self, receiver: &Val<D>, names: &[&str]) -> bool {
        names.iter().any(|n| self.dunder(receiver, n).is_some())
    }

    /// `Counter.__init__`, `OrderedDict.__init__`, `defaultdict.__init__` or `deque.__init__`
    /// on an instance of a class deriving from `b`, holding `base`.
    pub(super) fn collection_init(
        &mut self,
        receiver: &Val<D>,
        b: Builtin,
        base: Val<D>,
        mut args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<(), Fault> {
        if b == Builtin::Counter {
            if args.len() > 1 {
                return Err(Fault::type_error(
                    format!(
                        "Counter.__init__() takes from 1 to 2 positional arguments but {} were given",
                        args.len() + 1
                    ),
                    at,
                ));
            }
            // `self.update(iterable, **kwds)`: the class's own `update` if it has one.
            if let Some(update) = self.dunder(receiver, "update") {
                let iterable = match args.pop() {
                    Some(v) => v,
                    None => self.domain.constant(&Const::None, at)?,
                };
                self.call_function(update, vec![receiver.clone(), iterable], kwargs, at)?;
                return Ok(());
            }
            return self.counter_update(receiver, base, args, kwargs, at);
        }
        if b == Builtin::OrderedDict && self.defines_any(receiver, &["__setitem__"]) {
            if args.len() > 1 {
                return Err(Fault::type_error(format!("expected at most 1 arguments, got {}", args.len()), at));
            }
            return self.store_each(receiver, args, kwargs, at);
        }
        if !b.imported_only() {
            return Err(Fault::internal("no collections class to initialize", at));
        }
        // What the builtin makes of the arguments, its checks and messages included; then its
        // factory or `maxlen` and its items are the instance's.
        let made = self.call_builtin(b, args, kwargs, at)?;
        if b != Builtin::OrderedDict {
            self.domain.renew_collection(&base, &made, at)?;
        }
        if b == Builtin::Deque {
            self.call_method(Method::Clear, base.clone(), Vec::new(), Vec::new(), at)?;
            return self.call_method(Method::Extend, base, vec![made], Vec::new(), at).map(drop);
        }
        self.call_method(Method::Update, base, vec![made], Vec::new(), at).map(drop)
    }

    /// `Counter.update` on an instance of a class deriving from `Counter`: the counts added to
    /// the value it holds; the keywords through the class's own `update` if it has one (as
    /// CPython's `self.update(kwds)`). CPython counts through a `__setitem__` or `get` the
    /// class defines, which is refused.
    fn counter_update(
        &mut self,
        receiver: &Val<D>,
        base: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<(), Fault> {
        if self.defines_any(receiver, &["__setitem__", "get", "__getitem__"]) {
            return Err(Fault::unsupported(
                "counting into a class deriving from `Counter` that defines `__setitem__`, `__getitem__` or `get` (CPython's `Counter.update` calls them)",
                at,
            ));
        }
        let args: Vec<Val<D>> = match args.into_iter().next() {
            Some(v) if self.is_none(&v, at)? => Vec::new(),
            Some(v) => vec![v],
            None => Vec::new(),
        };
        let own = self.dunder(receiver, "update").filter(|_| !kwargs.is_empty());
        match own {
            Some(update) => {
                self.call_method(Method::Update, base, args, Vec::new(), at)?;
                let pairs: Vec<(Val<D>, Val<D>)> =
                    kwargs.into_iter().map(|(k, v)| Ok((self.text_const(&k, at)?, v))).collect::<Result<_, Fault>>()?;
                let kwds = self.domain.build_dict(pairs, at)?;
                self.call_function(update, vec![receiver.clone(), kwds], Vec::new(), at).map(drop)
            }
            None => self.call_method(Method::Update, base, args, kwargs, at).map(drop),
        }
    }

    /// `self[key] = value` for each pair `dict(*args, **kwargs)` makes, through the class's
    /// `__setitem__` (`MutableMapping.update`, which `OrderedDict` uses).
    pub(super) fn store_each(
        &mut self,
        receiver: &Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<(), Fault> {
        let pairs = self.call_builtin(Builtin::Dict, args, kwargs, at)?;
        let pairs = self.domain.dict_items(&pairs, at)?.ok_or_else(|| Fault::internal("dict() made no pairs", at))?;
        for (k, v) in pairs {
            self.set_item(receiver.clone(), k, v, at)?;
        }
        Ok(())
    }

    /// The method `m` of the `collections` class `receiver`'s class derives from, when it
    /// calls back into the class (see the module docs), so it must be called with the
    /// instance rather than on the value the instance holds.
    pub(super) fn collection_op(&self, receiver: &Val<D>, m: Method) -> Option<BaseOp> {
        let b = self.collection_base(receiver)?;
        let through = match (b, m) {
            (_, Method::Copy) => true,
            (Builtin::OrderedDict, Method::Update | Method::Setdefault) => {
                self.defines_any(receiver, &["__setitem__", "__getitem__"])
            }
            (Builtin::Counter, Method::Update) => true,
            _ => false,
        };
        through.then_some(BaseOp::Collection(m))
    }

    /// Calls what `collection_op` found.
    pub(super) fn call_collection_op(
        &mut self,
        m: Method,
        receiver: Val<D>,
        mut args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let obj =
            self.domain.as_object(&receiver).ok_or_else(|| Fault::internal("a collections op of no instance", at))?;
        let (Some(b), Some(base)) = (obj.class.builtin_type(), obj.base.get().cloned()) else {
            return Err(Fault::internal("a collections op without a builtin value", at));
        };
        let none = self.domain.constant(&Const::None, at)?;
        if m == Method::Copy && (!args.is_empty() || !kwargs.is_empty()) {
            // The builtin's own complaint about the arguments.
            return self.call_method(m, base, args, kwargs, at);
        }
        let class = Callable::Class(obj.class.clone());
        match (b, m) {
            (Builtin::Counter, Method::Update) => {
                if args.len() > 1 {
                    return Err(Fault::type_error(format!("expected at most 1 argument, got {}", args.len()), at));
                }
                self.counter_update(&receiver, base, args, kwargs, at)?;
                Ok(none)
            }
            // `self.__class__(self)`.
            (Builtin::Counter, _) => self.call_callable(class, vec![receiver], Vec::new(), at),
            // `type(self)(self.default_factory, self)`.
            (Builtin::Defaultdict, _) => {
                let factory = self.get_attribute(base, "default_factory", at)?;
                self.call_callable(class, vec![factory, receiver], Vec::new(), at)
            }
            // `type(self)(self)`, or `type(self)(self, maxlen)`.
            (Builtin::Deque, _) => {
                let maxlen = self.get_attribute(base, "maxlen", at)?;
                let args = match self.is_none(&maxlen, at)? {
                    true => vec![receiver],
                    false => vec![receiver, maxlen],
                };
                self.call_callable(class, args, Vec::new(), at)
            }
            (Builtin::OrderedDict, Method::Update) => {
                if args.len() > 1 {
                    return Err(Fault::type_error(
                        format!("update expected at most 1 argument, got {}", args.len()),
                        at,
                    ));
                }
                self.store_each(&receiver, args, kwargs, at)?;
                Ok(none)
            }
            (Builtin::OrderedDict, Method::Setdefault) => {
                if !kwargs.is_empty() || args.is_empty() || args.len() > 2 {
                    return self.call_method(m, base, args, kwargs, at);
                }
                let default = if args.len() == 2 { args.pop().unwrap_or_else(|| none.clone()) } else { none };
                let key = args.pop().ok_or_else(|| Fault::internal("setdefault without a key", at))?;
                if self.test(CmpOp::In, key.clone(), base, at)? {
                    return self.get_item(receiver, key, at);
                }
                self.set_item(receiver, key, default.clone(), at)?;
                Ok(default)
            }
            // `type(self)()`, then each item read and stored through the class.
            (Builtin::OrderedDict, _) => {
                let copy = self.call_callable(class, Vec::new(), Vec::new(), at)?;
                let pairs = self
                    .domain
                    .dict_items(&base, at)?
                    .ok_or_else(|| Fault::internal("an OrderedDict without pairs", at))?;
                for (key, _) in pairs {
                    let value = self.get_item(receiver.clone(), key.clone(), at)?;
                    self.set_item(copy.clone(), key, value, at)?;
                }
                Ok(copy)
            }
            _ => Err(Fault::internal("not a collections op", at)),
        }
    }

    /// `obj.maxlen` of a `deque` subclass's instance, `obj.default_factory` of a `defaultdict`
    /// subclass's: the value it holds has them (`None` for any other name or instance).
    pub(super) fn collection_attribute(
        &mut self,
        receiver: &Val<D>,
        name: &str,
        at: Span,
    ) -> Option<Result<Val<D>, Fault>> {
        let b = self.collection_base(receiver)?;
        let held = matches!((b, name), (Builtin::Deque, "maxlen") | (Builtin::Defaultdict, "default_factory"));
        let base = self.builtin_part(receiver).filter(|_| held)?;
        Some(self.get_attribute(base, name, at))
    }

    /// `obj.default_factory = f` of a `defaultdict` subclass's instance (the factory of the
    /// value it holds; one that is not callable or `None` is refused) and `obj.maxlen = n` of a
    /// `deque` subclass's (CPython's `AttributeError`); `None` for any other name or instance.
    pub(super) fn collection_attribute_store(
        &mut self,
        receiver: &Val<D>,
        name: &str,
        value: &Val<D>,
        at: Span,
    ) -> Option<Result<(), Fault>> {
        let b = self.collection_base(receiver)?;
        let base = self.builtin_part(receiver)?;
        match (b, name) {
            (Builtin::Deque, "maxlen") => Some(Err(Fault::exc(
                crate::ir::PyExc::AttributeError,
                "attribute 'maxlen' of 'collections.deque' objects is not writable",
                at,
            ))),
            (Builtin::Defaultdict, "default_factory") => Some((|| {
                let made = self
                    .call_builtin(b, vec![value.clone()], Vec::new(), at)
                    .map_err(|_| Fault::unsupported("a `default_factory` that is neither callable nor `None`", at))?;
                self.domain.renew_collection(&base, &made, at)
            })()),
            _ => None,
        }
    }

    /// The text of the value an instance of a class deriving from a `collections` class holds
    /// (`Counter({'a': 2})`), named by the class as CPython's `__repr__`s do (`Bag({'a': 2})`);
    /// any other text as it is.
    pub(super) fn named_by_class(&mut self, receiver: &Val<D>, text: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let Some(b) = self.collection_base(receiver) else { return Ok(text) };
        let Some(class) = self.domain.as_object(receiver).map(|o| o.class.clone()) else { return Ok(text) };
        let kind = self.text_const(b.name(), at)?;
        let rest = self.call_method(Method::Removeprefix, text, vec![kind], Vec::new(), at)?;
        let name = self.text_const(&class.name, at)?;
        self.domain.concat_strs(vec![name, rest], at)
    }
}

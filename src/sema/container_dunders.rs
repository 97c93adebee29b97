//! Instances of the program's classes used as containers: `obj[i]`, `obj[i] = v`,
//! `del obj[i]` (`__getitem__`, `__setitem__`, `__delitem__`), and iteration as CPython does it:
//! `__iter__` (a generator method, or a method returning an iterator: an instance with
//! `__next__`, or a builtin iterator), else `__getitem__` with 0, 1, 2, ... until it raises
//! `IndexError`. An iterated instance becomes a lazy value, so `for`, comprehensions,
//! unpacking, `in`, `list()`, `sorted()`, `sum()` and the rest take its items one at a time
//! through the same code as a generator's; `iter(obj)`, `next(obj)`, `abs(obj)` are here too.

use super::generator::LazyObj;
use super::{Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{Builtin, Const, Method, PyExc};
use crate::source::Span;
use std::rc::Rc;

/// How an instance hands out its items.
pub(super) enum ObjectIter<V> {
    /// An iterator instance: its `__next__` until `StopIteration`.
    Next(V),
    /// The old protocol: `__getitem__(index)` until `IndexError` (or `StopIteration`).
    Indexed { obj: V, index: i64, done: bool },
}

/// Builtins that take iterables, whose instance arguments are iterated.
const TAKE_ITERABLES: &[Builtin] = &[
    Builtin::List,
    Builtin::Tuple,
    Builtin::Set,
    Builtin::Frozenset,
    Builtin::Dict,
    Builtin::Sorted,
    Builtin::Sum,
    Builtin::Any,
    Builtin::All,
    Builtin::Enumerate,
    Builtin::Zip,
    Builtin::Deque,
    Builtin::Counter,
    Builtin::OrderedDict,
];

/// Methods whose arguments are whole iterables (`s.update(items)`, `dict.fromkeys(items)`):
/// an instance of the program among them is iterated through its `__iter__`.
const METHODS_TAKE_ITERABLES: &[Method] = &[
    Method::Extend,
    Method::Extendleft,
    Method::Join,
    Method::Fromkeys,
    Method::Update,
    Method::Union,
    Method::Intersection,
    Method::Difference,
    Method::SymmetricDifference,
    Method::IntersectionUpdate,
    Method::DifferenceUpdate,
    Method::SymmetricDifferenceUpdate,
    Method::Isdisjoint,
    Method::Issubset,
    Method::Issuperset,
];

/// Whether argument `index` of method `m` is a whole iterable the method reads item by item
/// (`"".join(gen)`, the keys of `dict.fromkeys(keys, value)`), not a value it keeps whole.
fn reads_items(m: Method, index: usize) -> bool {
    METHODS_TAKE_ITERABLES.contains(&m) && !(m == Method::Fromkeys && index > 0)
}

/// Whether argument `index` of method `m` is a value the method keeps or compares as it is
/// (`xs.append(gen)`, the value of `dict.fromkeys(keys, gen)`), which a generator given there
/// stays, unrun, as CPython keeps it.
pub(super) fn keeps_value(m: Method, index: usize) -> bool {
    use Method::{Append, Appendleft, Count, Fromkeys, Get, Index, Insert, Pop, Remove, Setdefault};
    matches!(
        (m, index),
        (Append | Appendleft | Index | Count | Remove, 0) | (Insert | Setdefault | Fromkeys | Get | Pop, 1)
    )
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `v` ready to be iterated: an instance becomes its iterator (a lazy value), anything else
    /// is given back.
    pub(super) fn iterable(&mut self, v: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if self.no_classes() {
            return Ok(v);
        }
        if self.domain.as_class(&v).is_some() {
            return self.enum_iterable(v, at);
        }
        let Some(obj) = self.domain.as_object(&v) else { return Ok(v) };
        if let Some(f) = self.dunder(&v, "__iter__") {
            let it = self.call_dunder(f, v, Vec::new(), at)?;
            return self.iterator_of(it, at);
        }
        if let Some(base) = obj.base.get() {
            // The builtin type's `__iter__`, even where the class defines `__getitem__`.
            return Ok(base.clone());
        }
        if self.dunder(&v, "__getitem__").is_some() {
            return Ok(self.lazy_obj(LazyObj::Dunder(ObjectIter::Indexed { obj: v, index: 0, done: false })));
        }
        Err(not_iterable(&obj, at))
    }

    /// Argument `v` (at `index`) of method `m` on `receiver`, ready for the domain: an instance of the
    /// program is iterated where `m` takes a whole iterable (the domain cannot call its
    /// `__iter__`), and read as a mapping by a dict's `update` when it has `keys`, as CPython
    /// reads it; anything else is given back.
    pub(super) fn method_iterable_arg(
        &mut self,
        m: Method,
        receiver: &Val<D>,
        index: usize,
        v: Val<D>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if !reads_items(m, index) || !(self.is_object(&v) || self.domain.as_class(&v).is_some()) {
            return Ok(v);
        }
        if m == Method::Update && self.is_builtin_instance(receiver, Builtin::Dict, at)? {
            if let Some(copied) = self.dict_merge_source(&v, at)? {
                return Ok(copied);
            }
        }
        self.iterable(v, at)
    }

    /// What `dict(v)` and `d.update(v)` copy from an instance, as CPython's merge reads it; `None`
    /// for one read as an iterable of pairs. A `dict` subclass without its own `__iter__` gives
    /// the dict it holds, its table copied whole (the class's `keys`, `__getitem__` and `items`
    /// unread); one with its own `__iter__`, or another class with `keys` (a `ChainMap`), is
    /// read as a mapping: `(key, v[key])` for each of its `keys()`.
    pub(super) fn dict_merge_source(&mut self, v: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        let held = self.builtin_part(v);
        let holds_dict = match &held {
            Some(h) => self.is_builtin_instance(h, Builtin::Dict, at)?,
            None => false,
        };
        if holds_dict && self.dunder(v, "__iter__").is_none() {
            return Ok(held);
        }
        if holds_dict || self.dunder(v, "keys").is_some() {
            return self.mapping_as_pairs(v.clone(), at).map(Some);
        }
        Ok(None)
    }

    /// `(key, mapping[key])` for each of `mapping.keys()` (the class's, else those of the dict
    /// the instance holds), as a list of pairs.
    fn mapping_as_pairs(&mut self, mapping: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let keys = match self.dunder(&mapping, "keys") {
            Some(keys) => self.call_dunder(keys, mapping.clone(), Vec::new(), at)?,
            None => self.builtin_part(&mapping).ok_or_else(|| Fault::internal("a mapping lost `keys`", at))?,
        };
        let mut pairs = Vec::new();
        for key in self.collect(keys, at)? {
            let value = self.get_item(mapping.clone(), key.clone(), at)?;
            pairs.push(self.domain.build(super::BuildKind::Tuple, vec![key, value], at)?);
        }
        self.domain.build(super::BuildKind::List, pairs, at)
    }

    /// What `__iter__` returned, as an iterator: an instance must have `__next__`.
    fn iterator_of(&mut self, it: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        self.check_iterator(&it, at)?;
        if self.domain.as_object(&it).is_some() {
            return Ok(self.lazy_obj(LazyObj::Dunder(ObjectIter::Next(it))));
        }
        Ok(it)
    }

    /// Refuses what `__iter__` returned when it is no iterator, as CPython's `iter()` does.
    fn check_iterator(&mut self, it: &Val<D>, at: Span) -> Result<(), Fault> {
        if let Some(obj) = self.domain.as_object(it) {
            if self.dunder(it, "__next__").is_none() {
                return Err(non_iterator(&obj.class.name, at));
            }
            return Ok(());
        }
        if self.domain.as_lazy(it).is_some() || self.domain.is_iterator(it) {
            return Ok(());
        }
        let name = self.type_name(it, at)?;
        Err(non_iterator(&name, at))
    }

    /// `iter(v)` on an instance: the very object its `__iter__` returned (so `iter(it) is it`
    /// for an iterator whose `__iter__` returns `self`, and `type(iter(v))` is that object's
    /// class), where a loop wraps it; an instance without `__iter__` iterates as a loop would.
    fn iter_builtin(&mut self, v: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        match self.dunder(&v, "__iter__") {
            Some(f) => {
                let it = self.call_dunder(f, v, Vec::new(), at)?;
                self.check_iterator(&it, at)?;
                Ok(it)
            }
            None => self.iterable(v, at),
        }
    }

    /// The next item of an iterated instance, `None` once it is over.
    pub(super) fn object_iter_next(&mut self, it: &mut ObjectIter<Val<D>>, at: Span) -> Result<Option<Val<D>>, Fault> {
        match it {
            ObjectIter::Next(obj) => {
                let f =
                    self.dunder(obj, "__next__").ok_or_else(|| Fault::internal("an iterator lost `__next__`", at))?;
                match self.call_dunder(f, obj.clone(), Vec::new(), at) {
                    Ok(v) => Ok(Some(v)),
                    Err(fault) if ends_iteration(&fault, false) => Ok(None),
                    Err(fault) => Err(fault),
                }
            }
            ObjectIter::Indexed { obj, index, done } => {
                if *done {
                    return Ok(None);
                }
                let f = self.dunder(obj, "__getitem__").ok_or_else(|| Fault::internal("lost `__getitem__`", at))?;
                let i = self.domain.constant(&Const::Int(*index), at)?;
                *index += 1;
                match self.call_dunder(f, obj.clone(), vec![i], at) {
                    Ok(v) => Ok(Some(v)),
                    Err(fault) if ends_iteration(&fault, true) => {
                        *done = true;
                        Ok(None)
                    }
                    Err(fault) => Err(fault),
                }
            }
        }
    }

    /// `obj[index]`: `__getitem__` of an instance, else the domain.
    #[inline]
    pub(super) fn get_item(&mut self, obj: Val<D>, index: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        self.get_item_of(&obj, index, at)
    }

    /// `obj[index]` of a container read where it is (a local's slot), copied only for the
    /// whole way.
    #[inline(always)]
    pub(super) fn get_item_of(&mut self, obj: &Val<D>, index: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        // The common cases first, inlined (a list at an int index, a dict at a str key): none
        // of the checks of `get_any_item` applies.
        if let Some(item) = self.domain.plain_item(obj, &index, !self.keyed_objects()) {
            return Ok(item);
        }
        self.get_any_item(obj.clone(), index, at)
    }

    /// `get_item`'s whole way, out of line.
    #[inline(never)]
    fn get_any_item(&mut self, obj: Val<D>, index: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if let Some(base) = self.base_operand(&obj, &["__getitem__"]) {
            return self.base_item(&obj, base, index, at);
        }
        if let Some(member) = self.enum_item(&obj, &index, at)? {
            return Ok(member);
        }
        match self.item_dunder(&obj, "__getitem__", "is not subscriptable", at)? {
            Some(f) => self.call_dunder(f, obj, vec![index], at),
            None => {
                if let Some(bounds) = self.domain.as_slice(&index) {
                    return self.domain.slice(obj, bounds, at);
                }
                // A defaultdict's each step hashes the key: an instance in it (`(name, date)`)
                // is prepared. Any other dict's lookup below prepares it once, as CPython
                // hashes it once.
                // A defaultdict's lookup is one probe, its store (of `__missing__`) another:
                // CPython hashes the key once for each.
                let (o, i) = (obj.clone(), index.clone());
                let factory = if self.keyed_objects() && self.type_name(&obj, at)? == "collections.defaultdict" {
                    let found =
                        self.item_keyed(&obj, &index, at, |ev| match ev.domain.missing_factory(&o, &i, at)? {
                            Some(factory) => Ok(Err(factory)),
                            None => ev.domain.get_item(o, i, at).map(Ok),
                        })?;
                    match found {
                        Ok(value) => return Ok(value),
                        Err(factory) => Some(factory),
                    }
                } else {
                    self.domain.missing_factory(&o, &i, at)?
                };
                if let Some(factory) = factory {
                    // `defaultdict`'s `__missing__`: the factory's value is stored, then read
                    // back (the stored value is the one the caller changes) in the same probe.
                    let callable = self.callable_value(&factory, at)?;
                    let value = self.call_callable(callable, Vec::new(), Vec::new(), at)?;
                    let (o, i) = (obj.clone(), index.clone());
                    return self.item_keyed(&obj, &index, at, |ev| {
                        ev.domain.set_item(o.clone(), i.clone(), value, at)?;
                        ev.domain.get_item(o, i, at)
                    });
                }
                let index = self.sequence_index(&obj, index, at)?;
                if !self.keyed_objects() {
                    // No key needs the program's `__hash__`: no copies for the key check.
                    return self.domain.get_item(obj, index, at);
                }
                self.item_keyed(&obj.clone(), &index.clone(), at, |ev| ev.domain.get_item(obj, index, at))
            }
        }
    }

    /// `obj[index] = value`: `__setitem__` of an instance, else the domain.
    #[inline]
    pub(super) fn set_item(&mut self, obj: Val<D>, index: Val<D>, value: Val<D>, at: Span) -> Result<(), Fault> {
        match self.domain.set_plain_item(&obj, &index, value, !self.keyed_objects()) {
            Ok(()) => Ok(()),
            Err(value) => self.set_any_item(obj, index, value, at),
        }
    }

    /// `obj[index] = value` of a container read where it is (a local's slot), copied only for
    /// the whole way.
    #[inline(always)]
    pub(super) fn set_item_of(&mut self, obj: &Val<D>, index: Val<D>, value: Val<D>, at: Span) -> Result<(), Fault> {
        match self.domain.set_plain_item(obj, &index, value, !self.keyed_objects()) {
            Ok(()) => Ok(()),
            Err(value) => self.set_any_item(obj.clone(), index, value, at),
        }
    }

    /// `set_item`'s whole way, out of line.
    #[inline(never)]
    fn set_any_item(&mut self, obj: Val<D>, index: Val<D>, value: Val<D>, at: Span) -> Result<(), Fault> {
        if let Some(base) = self.base_operand(&obj, &["__setitem__"]) {
            return self.set_item(base, index, value, at);
        }
        match self.item_dunder(&obj, "__setitem__", "does not support item assignment", at)? {
            Some(f) => self.call_dunder(f, obj, vec![index, value], at).map(drop),
            None => {
                if let Some(bounds) = self.domain.as_slice(&index) {
                    // A dict hashes the slice as a key (a `TypeError`); a list takes its items.
                    if !self.is_builtin_instance(&obj, crate::ir::Builtin::Dict, at)? {
                        return self.assign_slice_from(obj, bounds, value, at);
                    }
                }
                let index = self.sequence_index(&obj, index, at)?;
                if !self.keyed_objects() {
                    return self.domain.set_item(obj, index, value, at);
                }
                self.stored_item_keyed(&obj.clone(), &index.clone(), at, |ev| ev.domain.set_item(obj, index, value, at))
            }
        }
    }

    /// `del obj[index]`: `__delitem__` of an instance, else the domain.
    pub(super) fn del_item(&mut self, obj: Val<D>, index: Val<D>, at: Span) -> Result<(), Fault> {
        if let Some(base) = self.base_operand(&obj, &["__delitem__"]) {
            return self.del_item(base, index, at);
        }
        let missing = self.deletion_refusal(&obj, &index, at)?;
        match self.item_dunder(&obj, "__delitem__", missing, at)? {
            Some(f) => self.call_dunder(f, obj, vec![index], at).map(drop),
            None => {
                if let Some(bounds) = self.domain.as_slice(&index) {
                    return self.domain.assign_slice(obj, bounds, None, at);
                }
                let index = self.sequence_index(&obj, index, at)?;
                self.stored_item_keyed(&obj.clone(), &index.clone(), at, |ev| ev.domain.del_item(obj, index, at))
            }
        }
    }

    /// How CPython words `del obj[index]` of an instance without `__delitem__`: an index (an
    /// int, or an instance with `__index__`) goes on to the sequence protocol, which says "doesn't
    /// support" (after checking it fits a `Py_ssize_t`); any other key, "does not support".
    fn deletion_refusal(&mut self, obj: &Val<D>, index: &Val<D>, at: Span) -> Result<&'static str, Fault> {
        if self.no_classes() || !self.is_object(obj) || self.dunder(obj, "__delitem__").is_some() {
            return Ok("does not support item deletion");
        }
        let int = if self.is_object(index) {
            if self.dunder(index, "__index__").is_none() {
                return Ok("does not support item deletion");
            }
            return Err(Fault::unsupported(
                "`del obj[i]` of an instance without `__delitem__` given an instance with `__index__`",
                at,
            ));
        } else {
            self.is_builtin_instance(index, crate::ir::Builtin::Int, at)?
        };
        if !int {
            return Ok("does not support item deletion");
        }
        if !self.fits_machine_word(index, at)? {
            return Err(Fault::exc(crate::ir::PyExc::IndexError, "cannot fit 'int' into an index-sized integer", at));
        }
        Ok("doesn't support item deletion")
    }

    /// `a, b = v`: an instance's items, taken through its iterator.
    pub(super) fn unpackable(&mut self, v: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if self.no_classes() || !self.is_object(&v) {
            return Ok(v);
        }
        let items = self.collect(v, at)?;
        self.domain.build(super::BuildKind::Tuple, items, at)
    }

    /// `item in obj` when the class has no `__contains__`: its items compared one by one
    /// (`is`, then `candidate == item`), as CPython falls back to iteration.
    pub(super) fn contains_by_iteration(
        &mut self,
        obj: &Rc<Instance<Val<D>>>,
        container: &Val<D>,
        item: &Val<D>,
        at: Span,
    ) -> Result<bool, Fault> {
        if self.dunder(container, "__iter__").is_none() && self.dunder(container, "__getitem__").is_none() {
            return Err(Fault::type_error(format!("argument of type '{}' is not iterable", obj.class.type_name()), at));
        }
        let it = self.iterable(container.clone(), at)?;
        let mut source = self.gen_source(it, at)?;
        while let Some(candidate) = self.gen_pull(&mut source, at)? {
            if self.item_matches(&candidate, item, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Builtins given an instance they iterate or ask for a special method: done here
    /// (`Ok`), or the arguments back, instances replaced by their iterators where the builtin
    /// takes iterables (`Err`).
    pub(super) fn builtin_on_dunders(
        &mut self,
        b: Builtin,
        mut args: Vec<Val<D>>,
        at: Span,
    ) -> Result<Result<Val<D>, Vec<Val<D>>>, Fault> {
        if self.no_classes() {
            return Ok(Err(args));
        }
        if self.virtually_derives(b, &args, at)? {
            return self.bool_value(true, at).map(Ok);
        }
        if b == Builtin::Sum && (1..=2).contains(&args.len()) {
            return self.sum_objects(args, at);
        }
        if !args.iter().any(|a| self.is_object(a)) {
            return Ok(Err(args));
        }
        if matches!(b, Builtin::Dict | Builtin::OrderedDict) && args.len() == 1 {
            if let Some(copied) = self.dict_merge_source(&args[0], at)? {
                args[0] = copied;
                return Ok(Err(args));
            }
        }
        match (b, args.as_slice()) {
            (Builtin::Divmod, [l, r]) => self.divmod_dunders(l, r, at).map(Ok),
            // `pow(x, y)` is `x ** y`, through `__pow__`/`__rpow__` as the operator is.
            (Builtin::Pow, [l, r]) => self.binary(crate::ir::BinOp::Pow, l.clone(), r.clone(), at).map(Ok),
            (Builtin::Pow, [l, r, m]) if self.is_none(m, at)? => {
                self.binary(crate::ir::BinOp::Pow, l.clone(), r.clone(), at).map(Ok)
            }
            (Builtin::Pow, [l, r, m]) => self.ternary_pow(l, r, m, at).map(Ok),
            (Builtin::Abs, [v]) => match self.abs_dunder(v, at)? {
                Some(r) => Ok(Ok(r)),
                None => Ok(Err(self.held_values(args))),
            },
            (Builtin::Round, [v, ..]) if self.dunder(v, "__round__").is_none() && self.builtin_part(v).is_some() => {
                Ok(Err(self.held_values(args)))
            }
            (Builtin::Round, [v, ..]) if self.is_object(v) && args.len() <= 2 => {
                let Some(f) = self.dunder(v, "__round__") else {
                    let t = self.type_name(v, at)?;
                    return Err(Fault::type_error(format!("type {t} doesn't define __round__ method"), at));
                };
                let rest = args.split_off(1);
                self.call_dunder(f, args.swap_remove(0), rest, at).map(Ok)
            }
            (Builtin::Iter, [v]) if self.is_object(v) => self.iter_builtin(v.clone(), at).map(Ok),
            // `bytes(obj)` iterates an instance that has no `__bytes__` or `__index__` of its own.
            (Builtin::Bytes | Builtin::Bytearray, [v])
                if self.dunder(v, "__iter__").is_some()
                    && self.dunder(v, "__bytes__").is_none()
                    && self.dunder(v, "__index__").is_none() =>
            {
                args[0] = self.iterable(v.clone(), at)?;
                Ok(Err(args))
            }
            (Builtin::Next, [v, ..]) if self.is_object(v) && args.len() <= 2 => {
                let Some(f) = self.dunder(v, "__next__") else {
                    let t = self.type_name(v, at)?;
                    return Err(Fault::type_error(format!("'{t}' object is not an iterator"), at));
                };
                match self.call_dunder(f, v.clone(), Vec::new(), at) {
                    Err(fault) if args.len() == 2 && ends_iteration(&fault, false) => Ok(Ok(args.swap_remove(1))),
                    other => other.map(Ok),
                }
            }
            (Builtin::Min | Builtin::Max, [v]) if self.is_object(v) => {
                args[0] = self.iterable(args[0].clone(), at)?;
                Ok(Err(args))
            }
            (Builtin::Map, _) | (Builtin::Filter, _) => {
                for a in args.iter_mut().skip(1) {
                    *a = self.iterable(a.clone(), at)?;
                }
                Ok(Err(args))
            }
            _ if TAKE_ITERABLES.contains(&b) => {
                for a in &mut args {
                    *a = self.iterable(a.clone(), at)?;
                }
                Ok(Err(args))
            }
            _ => Ok(Err(args)),
        }
    }

    /// `sum(items[, start])` where an item or the start is an instance: added one by one
    /// with `+` as CPython does (`0 + obj` reaching the instance's `__radd__`); other sums
    /// go to the domain, the items given again as a list.
    fn sum_objects(&mut self, mut args: Vec<Val<D>>, at: Span) -> Result<Result<Val<D>, Vec<Val<D>>>, Fault> {
        let iterable = self.iterable(args[0].clone(), at)?;
        if self.domain.is_iterator(&iterable) {
            // An iterator is read an item at a time: one that cannot be added leaves the
            // rest in it, as CPython's `sum` does (a start it refuses is refused first).
            let mut total = match args.get(1) {
                Some(start) => {
                    let none = self.domain.build(super::BuildKind::List, Vec::new(), at)?;
                    self.domain.builtin(Builtin::Sum, vec![none, start.clone()], Vec::new(), at)?
                }
                None => self.domain.constant(&Const::Int(0), at)?,
            };
            let mut source = self.gen_source(iterable, at)?;
            while let Some(item) = self.gen_pull(&mut source, at)? {
                total = self.binary(crate::ir::BinOp::Add, total, item, at)?;
            }
            return Ok(Ok(total));
        }
        let super::taken_items::Taken::Items(items) = self.take_items(iterable.clone(), at)? else {
            args[0] = iterable;
            return Ok(Err(args));
        };
        let start_object = args.get(1).is_some_and(|s| self.is_object(s));
        if !start_object && !items.iter().any(|i| self.is_object(i)) {
            args[0] = self.domain.build(super::BuildKind::List, items, at)?;
            return Ok(Err(args));
        }
        let mut total = match args.get(1) {
            Some(start) => start.clone(),
            None => self.domain.constant(&Const::Int(0), at)?,
        };
        // A list is read as it changes, as CPython's iterator does: an `__radd__` that appends
        // to it adds what it appended too.
        let list = self.is_builtin_instance(&args[0], Builtin::List, at)?;
        let mut items = self.searched_live(&args[0], items, list, at)?;
        while let Some(item) = self.next_searched(&mut items, at)? {
            total = self.binary(crate::ir::BinOp::Add, total, item, at)?;
        }
        Ok(Ok(total))
    }

    /// The item special method `name` of an instance; `None` for another value; the
    /// `TypeError` CPython gives (`'C' object {missing}`) when the class lacks it.
    fn item_dunder(
        &mut self,
        obj: &Val<D>,
        name: &str,
        missing: &str,
        at: Span,
    ) -> Result<Option<crate::ir::FuncId>, Fault> {
        if self.no_classes() {
            return Ok(None);
        }
        let Some(o) = self.domain.as_object(obj) else { return Ok(None) };
        match self.dunder(obj, name) {
            Some(f) => Ok(Some(f)),
            None => Err(Fault::type_error(format!("'{}' object {missing}", o.class.type_name()), at)),
        }
    }
}

/// Whether a fault ends an iteration: `StopIteration`, and for `__getitem__` iteration
/// `IndexError` too (subclasses included).
pub(super) fn ends_iteration(fault: &Fault, indexed: bool) -> bool {
    fault.exc_class().is_some_and(|c| {
        let root = c.builtin_root();
        root.is_subclass_of(PyExc::StopIteration) || (indexed && root.is_subclass_of(PyExc::IndexError))
    })
}

fn not_iterable<V>(obj: &Instance<V>, at: Span) -> Fault {
    Fault::type_error(format!("'{}' object is not iterable", obj.class.type_name()), at)
}

fn non_iterator(name: &str, at: Span) -> Fault {
    Fault::type_error(format!("iter() returned non-iterator of type '{name}'"), at)
}

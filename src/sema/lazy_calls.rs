//! `map`, `filter` and `iter(callable, sentinel)`, lazy as in CPython: the call takes the
//! iterators of its arguments at once (so a non-iterable is a `TypeError` there), and the
//! function runs only as items are taken, one at a time, in both domains. So prints and
//! effects interleave with the consumer's as in Python, an infinite source can be mapped, and a
//! result is used up once read. A method that adds a generator's items to its receiver
//! (`xs.extend(gen)`, `s.update(gen)`) adds each as it is made, as CPython does, and
//! `s.isdisjoint(it)`/`s.issuperset(it)` read an iterator only up to the deciding item.

use super::container_dunders::ends_iteration;
use super::generator::{LazyObj, Source};
use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{BinOp, CmpOp, Method};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `map(func, *iterables)`.
    pub(super) fn lazy_map(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        if args.len() < 2 {
            return Err(Fault::type_error("map() must have at least two arguments.", at));
        }
        let mut args = args.into_iter();
        let func = args.next().expect("two arguments checked");
        let mut sources = Vec::with_capacity(args.len());
        for iterable in args {
            sources.push(self.gen_source(iterable, at)?);
        }
        Ok(self.lazy_obj(LazyObj::Map { func, sources }))
    }

    /// `filter(func, iterable)`; `filter(None, iterable)` keeps the truthy items.
    pub(super) fn lazy_filter(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let n = args.len();
        let Ok([func, iterable]) = <[Val<D>; 2]>::try_from(args) else {
            return Err(Fault::type_error(format!("filter expected 2 arguments, got {n}"), at));
        };
        let func = if self.is_none(&func, at)? { None } else { Some(func) };
        let source = self.gen_source(iterable, at)?;
        Ok(self.lazy_obj(LazyObj::Filter { func, source }))
    }

    /// `iter(func, sentinel)`: `func()` called for each item until it returns the sentinel.
    pub(super) fn call_until(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let Ok([func, sentinel]) = <[Val<D>; 2]>::try_from(args) else {
            return Err(Fault::internal("iter(callable, sentinel) without two arguments", at));
        };
        if self.callable_value(&func, at).is_err() {
            return Err(Fault::type_error("iter(v, w): v must be callable", at));
        }
        Ok(self.lazy_obj(LazyObj::CallUntil { func, sentinel, done: false }))
    }

    /// The next item of `map`: `func` on one item of each source, none once one ends.
    pub(super) fn map_next(
        &mut self,
        func: &Val<D>,
        sources: &mut [Source<D::Iter>],
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let mut items = Vec::with_capacity(sources.len());
        for src in sources.iter_mut() {
            match self.gen_pull(src, at)? {
                Some(v) => items.push(v),
                // A source generator's returned value is the adapter's too, as in CPython.
                None => return Ok(None),
            }
        }
        let callable = self.callable_value(func, at)?;
        match self.call_callable(callable, items, Vec::new(), at) {
            // Out of `map.__next__`, a `StopIteration` the function raised is the end to
            // whoever takes the items (the next call tries again, as CPython's does).
            Err(fault) if ends_iteration(&fault, false) => self.adapter_ended(&fault, at),
            other => other.map(Some),
        }
    }

    /// The end of a `map` or `filter` whose function raised `StopIteration`: what `next()`
    /// raises then carries that exception's `value`, as CPython lets the exception out.
    fn adapter_ended(&mut self, fault: &Fault, at: Span) -> Result<Option<Val<D>>, Fault> {
        self.gen_returned = None;
        if matches!(fault.exc_class(), Some(crate::ir::ExcClass::Builtin(crate::ir::PyExc::StopIteration))) {
            let exc = self.caught_value(fault, at)?;
            self.gen_returned = Some(self.get_attribute(exc, "value", at)?);
        }
        Ok(None)
    }

    /// The next item of `filter`: the next one of the source that passes.
    pub(super) fn filter_next(
        &mut self,
        func: Option<&Val<D>>,
        source: &mut Source<D::Iter>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        while let Some(item) = self.gen_pull(source, at)? {
            let verdict = match func {
                Some(f) => {
                    let callable = self.callable_value(f, at)?;
                    match self.call_callable(callable, vec![item.clone()], Vec::new(), at) {
                        // As for `map`: the end of the items.
                        Err(fault) if ends_iteration(&fault, false) => return self.adapter_ended(&fault, at),
                        other => other?,
                    }
                }
                None => item.clone(),
            };
            if self.truth(&verdict, at)? {
                return Ok(Some(item));
            }
        }
        Ok(None)
    }

    /// The next item of `iter(func, sentinel)`.
    pub(super) fn call_until_next(
        &mut self,
        func: &Val<D>,
        sentinel: &Val<D>,
        done: &mut bool,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if *done {
            return Ok(None);
        }
        let callable = self.callable_value(func, at)?;
        let item = match self.call_callable(callable, Vec::new(), Vec::new(), at) {
            // CPython's callable iterator ends for good on a `StopIteration` of `func`.
            Err(fault) if ends_iteration(&fault, false) => {
                *done = true;
                return Ok(None);
            }
            other => other?,
        };
        let same = self.domain.compare(CmpOp::Eq, item.clone(), sentinel.clone(), at)?;
        if self.domain.truth(&same, at)? {
            *done = true;
            return Ok(None);
        }
        Ok(Some(item))
    }

    /// `xs.extend(gen)`, `s.update(gen)`, `d.update(gen)`, `q.extend(gen)`,
    /// `s.difference_update(gen)` with one generator (or `map`/`filter`) argument: each item is
    /// added as the generator makes it, as CPython's loops do, so a generator reading the
    /// receiver sees what was added before (a list grows under it; a set, dict or deque raises
    /// CPython's "changed size during iteration"), and an exception midway keeps what was
    /// added. `None` for other calls.
    pub(super) fn feed_lazy(
        &mut self,
        m: Method,
        receiver: &Val<D>,
        args: &[Val<D>],
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let fed = matches!(m, Method::Extend | Method::Extendleft | Method::Update | Method::DifferenceUpdate);
        let [arg] = args else { return Ok(None) };
        if matches!(m, Method::Isdisjoint | Method::Issuperset) {
            return self.read_until_decided(m, receiver, arg, at);
        }
        let Some(lazy) = self.domain.as_lazy(arg).filter(|_| fed) else { return Ok(None) };
        // The receiver is checked before the generator runs: `t.extend(gen)` of a tuple is an
        // `AttributeError` with the generator untouched.
        let empty = self.domain.build(super::BuildKind::List, Vec::new(), at)?;
        let mut result = self.domain.method(m, receiver.clone(), vec![empty], Vec::new(), at)?;
        let pairs = m == Method::Update
            && matches!(
                self.type_name(receiver, at)?.as_str(),
                "dict" | "collections.OrderedDict" | "collections.defaultdict"
            );
        // A plain list's `extend` adds each item as its `append` would: the domain's own
        // append when it takes the item (within the size limit), without a one-item list
        // and the generic call.
        let appends = m == Method::Extend && self.type_name(receiver, at)? == "list";
        let mut index = 0usize;
        while let Some(item) = self.gen_next(&lazy, at)? {
            if appends {
                let added = self.domain.plain_method(Method::Append, receiver, std::slice::from_ref(&item), true, at);
                if let Some(added) = added {
                    added?;
                    index += 1;
                    continue;
                }
            }
            let item = if pairs { self.update_pair(item, index, at)? } else { item };
            let one = self.domain.build(super::BuildKind::List, vec![item], at)?;
            // The program's `__hash__`/`__eq__` of a key run here, once, as CPython's do.
            result = self.method_keyed(m, receiver.clone(), vec![one], Vec::new(), at)?;
            index += 1;
        }
        Ok(Some(result))
    }

    /// `s.isdisjoint(it)` and `s.issuperset(it)` of an iterator: CPython reads it only up to
    /// the item that decides (one in `s`, one not in it), leaving the rest unread.
    fn read_until_decided(
        &mut self,
        m: Method,
        receiver: &Val<D>,
        arg: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if self.domain.as_lazy(arg).is_none() && !self.domain.is_iterator(arg) {
            return Ok(None);
        }
        // The receiver is checked before the iterator is read.
        let empty = self.domain.build(super::BuildKind::List, Vec::new(), at)?;
        let mut result = self.domain.method(m, receiver.clone(), vec![empty], Vec::new(), at)?;
        let mut source = self.gen_source(arg.clone(), at)?;
        while let Some(item) = self.gen_pull(&mut source, at)? {
            let one = self.domain.build(super::BuildKind::List, vec![item], at)?;
            result = self.domain.method(m, receiver.clone(), vec![one], Vec::new(), at)?;
            if !self.domain.truth(&result, at)? {
                break;
            }
        }
        Ok(Some(result))
    }

    /// Item `index` of what `d.update(gen)` is given, as the pair CPython's `dict.update`
    /// makes of it (counting the items from the generator's first, which the domain, given
    /// one item at a time, cannot).
    pub(super) fn update_pair(&mut self, item: Val<D>, index: usize, at: Span) -> Result<Val<D>, Fault> {
        let parts = match self.collect(item, at) {
            Ok(parts) => parts,
            Err(fault) if fault.exc_class() == Some(&crate::ir::ExcClass::Builtin(crate::ir::PyExc::TypeError)) => {
                return Err(update_element_error(index, None, at))
            }
            Err(fault) => return Err(fault),
        };
        if parts.len() != 2 {
            return Err(update_element_error(index, Some(parts.len()), at));
        }
        self.domain.build(super::BuildKind::Tuple, parts, at)
    }

    /// `xs += gen` and `d |= gen` with a generator (or `map`/`filter`) on the right: CPython's
    /// `list.__iadd__` (and `deque`'s) is `extend` and `dict.__ior__` is `update`, so the items
    /// are taken one at a time as `feed_lazy` takes them, the list growing under a generator
    /// that reads it. `None` for any other left operand, which goes the operator's way (an
    /// instance's `__iadd__`, or CPython's `TypeError` for `str`, `tuple`, `set`, ...).
    #[inline(never)]
    pub(super) fn inplace_lazy(
        &mut self,
        op: BinOp,
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if self.is_object(l) {
            return Ok(None);
        }
        let method = match (op, self.type_name(l, at)?.as_str()) {
            (BinOp::Add, "list" | "collections.deque") => Method::Extend,
            (BinOp::BitOr, "dict" | "collections.OrderedDict" | "collections.defaultdict") => Method::Update,
            _ => return Ok(None),
        };
        Ok(self.feed_lazy(method, l, std::slice::from_ref(r), at)?.map(|_| l.clone()))
    }
}

/// CPython's error for item `index` of what `dict.update` or `dict()` is given that is no
/// pair: not iterable (`length` unknown), or of another length.
pub fn update_element_error(index: usize, length: Option<usize>, at: Span) -> Fault {
    match length {
        None => {
            Fault::type_error(format!("cannot convert dictionary update sequence element #{index} to a sequence"), at)
        }
        Some(n) => {
            Fault::value_error(format!("dictionary update sequence element #{index} has length {n}; 2 is required"), at)
        }
    }
}

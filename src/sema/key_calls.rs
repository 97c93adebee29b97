//! `key=` and `reverse=` of `sorted`, `list.sort`, `min` and `max`: the key called on each
//! item through the one call path, instances' keys ordered by their special methods.

use super::call::{exactly, take_kwarg, Kwargs};
use super::{Domain, Evaluator, Fault};
use crate::ir::{Builtin, Method};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The `key=` argument, if one was given and is not `None` (`key=None` means no key).
    pub(super) fn key_function(&mut self, kwargs: &mut Kwargs<D::Val>, at: Span) -> Result<Option<D::Val>, Fault> {
        let Some(key) = take_kwarg(kwargs, "key") else { return Ok(None) };
        if self.is_none(&key, at)? {
            return Ok(None);
        }
        Ok(Some(key))
    }

    /// Drops a `key=None` of `sorted`, `min` or `max` (no key, as CPython reads it), so that
    /// instances among the items are compared here as without one (`heapq.nsmallest` passes it).
    pub(super) fn drop_none_key(&mut self, kwargs: &mut Kwargs<D::Val>, at: Span) -> Result<(), Fault> {
        if let Some(i) = kwargs.iter().position(|(k, _)| &**k == "key") {
            if self.is_none(&kwargs[i].1, at)? {
                kwargs.remove(i);
            }
        }
        Ok(())
    }

    pub(super) fn reverse_flag(&mut self, kwargs: &mut Kwargs<D::Val>, at: Span) -> Result<bool, Fault> {
        match take_kwarg(kwargs, "reverse") {
            Some(v) => self.domain.truth(&v, at),
            None => Ok(false),
        }
    }

    /// `xs.sort(...)` as CPython runs it: the list is empty while its items are sorted (a key
    /// or an `__lt__` reading it sees `[]`), what they add to it is dropped and is CPython's
    /// `ValueError` once sorting ends, and an exception leaves the items as they were.
    /// (CPython also raises when something was added and taken out again while sorting, which
    /// the items left afterwards cannot show: such a program is not told apart.)
    pub(super) fn sort_list_in_place(
        &mut self,
        list: &D::Val,
        items: Vec<D::Val>,
        at: Span,
        sort: impl FnOnce(&mut Self, Vec<D::Val>) -> Result<Vec<D::Val>, Fault>,
    ) -> Result<(), Fault> {
        self.domain.replace_list(list, Vec::new(), at)?;
        let sorted = sort(self, items.clone());
        let added = self.domain.method(Method::Copy, list.clone(), Vec::new(), Vec::new(), at);
        let added = added.and_then(|copy| self.collect(copy, at));
        let sorted = match sorted {
            Ok(sorted) => sorted,
            Err(why) => {
                self.domain.replace_list(list, items, at)?;
                return Err(why);
            }
        };
        self.domain.replace_list(list, sorted, at)?;
        match added?.is_empty() {
            true => Ok(()),
            false => Err(Fault::value_error("list modified during sort", at)),
        }
    }

    pub(super) fn sort_with_key(
        &mut self,
        items: Vec<D::Val>,
        key: D::Val,
        reverse: bool,
        at: Span,
    ) -> Result<Vec<D::Val>, Fault> {
        let keys = self.apply_key(&items, key, at)?;
        if self.any_holds_object(&keys, at)? {
            return self.sort_by_keys(items, keys, reverse, at);
        }
        self.domain.sort_keyed(items, keys, reverse, at)
    }

    pub(super) fn apply_key(&mut self, items: &[D::Val], key: D::Val, at: Span) -> Result<Vec<D::Val>, Fault> {
        let callable = self.callable_value(&key, at)?;
        let mut keys = Vec::with_capacity(items.len());
        for item in items {
            keys.push(self.call_callable(callable.clone(), vec![item.clone()], Vec::new(), at)?);
        }
        Ok(keys)
    }

    /// `min`/`max` with `key=`: the first item whose key is strictly smallest/largest.
    pub(super) fn extreme_with_key(
        &mut self,
        b: Builtin,
        args: Vec<D::Val>,
        mut kwargs: Kwargs<D::Val>,
        key: D::Val,
        at: Span,
    ) -> Result<D::Val, Fault> {
        let default = extreme_default(&mut kwargs, b.name(), at)?;
        let items = match args.len() {
            0 => return Err(Fault::type_error(format!("{} expected at least 1 argument, got 0", b.name()), at)),
            1 => {
                let [iterable] = exactly::<_, 1>(args, b.name(), at)?;
                return self.extreme_of_iterable(b, iterable, key, default, at);
            }
            _ if default.is_some() => {
                return Err(Fault::type_error(
                    format!("Cannot specify a default for {}() with multiple positional arguments", b.name()),
                    at,
                ))
            }
            _ => args,
        };
        if items.is_empty() {
            return default.ok_or_else(|| Fault::value_error(format!("{}() arg is an empty sequence", b.name()), at));
        }
        // As CPython: each item's key is computed just before it is compared with the best so far.
        let op = if b == Builtin::Min { crate::ir::CmpOp::Lt } else { crate::ir::CmpOp::Gt };
        let mut best = 0;
        let mut best_key = self.apply_key(&items[..1], key.clone(), at)?;
        for i in 1..items.len() {
            let item_key = self.apply_key(&items[i..=i], key.clone(), at)?;
            if self.less(op, &item_key[0], &best_key[0], at)? {
                best = i;
                best_key = item_key;
            }
        }
        Ok(items.into_iter().nth(best).expect("best indexes a non-empty list"))
    }

    /// `min`/`max` without `key=` over items some of which are instances, `<` (or `>`) dispatched
    /// to their classes. One list is read through its iterator, as CPython does: an `__lt__`
    /// that changes it changes what is compared next.
    pub(super) fn extreme_of_objects(
        &mut self,
        b: Builtin,
        args: &[D::Val],
        items: Vec<D::Val>,
        kwargs: &mut Kwargs<D::Val>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        let default = extreme_default(kwargs, b.name(), at)?;
        if default.is_some() && args.len() != 1 {
            return Err(Fault::type_error(
                format!("Cannot specify a default for {}() with multiple positional arguments", b.name()),
                at,
            ));
        }
        let mut live = match args {
            [one] if self.is_builtin_instance(one, Builtin::List, at)? => Some(self.item_source(one.clone(), at)?),
            _ => None,
        };
        let mut items = items.into_iter();
        let mut next = |ev: &mut Self| match &mut live {
            Some(source) => ev.next_from(source, at),
            None => Ok(items.next()),
        };
        let Some(mut best) = next(self)? else {
            return default.ok_or_else(|| Fault::value_error(format!("{}() arg is an empty sequence", b.name()), at));
        };
        let op = if b == Builtin::Min { crate::ir::CmpOp::Lt } else { crate::ir::CmpOp::Gt };
        while let Some(item) = next(self)? {
            if self.less(op, &item, &best, at)? {
                best = item;
            }
        }
        Ok(best)
    }

    /// `min(iterable, key=f)`/`max`: the items taken one at a time, each key computed as its item
    /// is taken, so a key that changes the list being read sees what CPython's iterator sees.
    fn extreme_of_iterable(
        &mut self,
        b: Builtin,
        iterable: D::Val,
        key: D::Val,
        default: Option<D::Val>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        if let Some(best) = self.extreme_unordered(b, &iterable, &key, at)? {
            return Ok(best);
        }
        let op = if b == Builtin::Min { crate::ir::CmpOp::Lt } else { crate::ir::CmpOp::Gt };
        let mut items = self.item_source(iterable, at)?;
        let mut best: Option<(D::Val, D::Val)> = None;
        while let Some(item) = self.next_from(&mut items, at)? {
            let item_key = self.apply_key(std::slice::from_ref(&item), key.clone(), at)?.remove(0);
            let better = match &best {
                Some((_, best_key)) => self.less(op, &item_key, best_key, at)?,
                None => true,
            };
            if better {
                best = Some((item, item_key));
            }
        }
        match best {
            Some((item, _)) => Ok(item),
            None => default.ok_or_else(|| Fault::value_error(format!("{}() arg is an empty sequence", b.name()), at)),
        }
    }

    /// An iterable to take items from one at a time (`next_from`), for a consumer that runs the
    /// program's code between items, which may change what is being read.
    pub(super) fn item_source(&mut self, iterable: D::Val, at: Span) -> Result<ItemSource<D::Iter>, Fault> {
        let iterable = self.iterable(iterable, at)?;
        if let Some(lazy) = self.domain.as_lazy(&iterable) {
            return Ok(ItemSource::Lazy(lazy));
        }
        let it = self.domain.iter_start(iterable, at)?;
        Ok(ItemSource::Iter(self.domain.item_by_item(it)))
    }

    /// The next item of an `item_source`, `None` at its end.
    pub(super) fn next_from(&mut self, source: &mut ItemSource<D::Iter>, at: Span) -> Result<Option<D::Val>, Fault> {
        match source {
            ItemSource::Lazy(lazy) => self.gen_next(lazy, at),
            ItemSource::Iter(it) => self.domain.iter_next(it, at),
        }
    }
}

/// Where [`Evaluator::next_from`] takes items: a generator, or the domain's iterator.
pub(super) enum ItemSource<I> {
    Lazy(super::Lazy),
    Iter(I),
}

/// `min`/`max`'s `default=`, taken from the keywords left once `key=` is; any other keyword is
/// refused in CPython's words (`'foo' is an invalid keyword argument for max()`).
pub fn extreme_default<V>(kwargs: &mut Kwargs<V>, func: &str, at: Span) -> Result<Option<V>, Fault> {
    let default = take_kwarg(kwargs, "default");
    match kwargs.first() {
        Some((k, _)) => Err(Fault::type_error(format!("'{k}' is an invalid keyword argument for {func}()"), at)),
        None => Ok(default),
    }
}

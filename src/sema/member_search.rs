//! Searching a list or tuple where a class of the program defines `__eq__`: `in`,
//! `xs.index(x[, start[, stop]])`, `xs.count(x)`, `xs.remove(x)`, when the item searched for
//! or an item searched holds an instance (at any depth). The domains compare items themselves
//! and cannot call the program's `__eq__`, so these run here, as CPython runs them: item by
//! item in order, each item the left operand (`item == x`: the item's `__eq__` first, then
//! `x`'s reflected), an identical object matching without any call.

use super::{BuildKind, Domain, Evaluator, Fault, Val};
use crate::ir::{BinOp, Builtin, CmpOp, Const, Method, PyExc};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;
/// `start` and `stop` of a search, each where given.
type Bounds<V> = (Option<V>, Option<V>);

/// How deep `holds_object` looks before it assumes an instance is there (the item-by-item
/// comparison it then chooses is right either way, only slower).
const HOLDS_DEPTH: usize = 32;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Whether the container item `item` matches `needle` as CPython's containers compare
    /// (`PyObject_RichCompareBool(item, needle)`): identity, else `item == needle`.
    pub(super) fn item_matches(&mut self, item: &Val<D>, needle: &Val<D>, at: Span) -> Result<bool, Fault> {
        if let (Some(a), Some(b)) = (self.domain.as_object(item), self.domain.as_object(needle)) {
            if Rc::ptr_eq(&a, &b) {
                return Ok(true);
            }
        }
        if let Some(eq) = self.compare_objects(CmpOp::Eq, item, needle, at)? {
            return self.truth(&eq, at);
        }
        // Neither holds an instance: the domain's own container comparison (identity, then `==`).
        let one = self.domain.build(BuildKind::Tuple, vec![item.clone()], at)?;
        self.domain.test(CmpOp::In, needle.clone(), one, at)
    }

    /// Whether `v` is an instance, or a list, tuple or dict holding one at any depth: then
    /// `==` on it may call the program's `__eq__`. A list of unknown length holds no instance.
    pub(super) fn holds_object(&mut self, v: &Val<D>, at: Span) -> Result<bool, Fault> {
        // Without a class in the program there is no instance to find: a sort's keys or a
        // search's items are not walked one `isinstance` at a time.
        if self.no_classes() {
            return Ok(false);
        }
        self.holds_object_within(v, HOLDS_DEPTH, at)
    }

    fn holds_object_within(&mut self, v: &Val<D>, depth: usize, at: Span) -> Result<bool, Fault> {
        if self.is_object(v) || self.own_compared_tuple(v) {
            return Ok(true);
        }
        let dict = self.is_builtin_instance(v, Builtin::Dict, at)?;
        if !dict && !self.is_sequence(v, at)? {
            return Ok(false);
        }
        if depth == 0 {
            return Ok(true);
        }
        let Some(items) = self.collected(v, at)? else { return Ok(false) };
        for item in items {
            // A dict's keys are hashed, never instances here: its values are what `==` compares.
            let item = if dict { self.domain.get_item(v.clone(), item, at)? } else { item };
            if self.holds_object_within(&item, depth - 1, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether `v` is a list or a tuple, the containers searched item by item.
    fn is_sequence(&mut self, v: &Val<D>, at: Span) -> Result<bool, Fault> {
        Ok(self.is_builtin_instance(v, Builtin::List, at)? || self.is_builtin_instance(v, Builtin::Tuple, at)?)
    }

    /// `xs.index(x[, start[, stop]])`, `xs.count(x)`, `xs.remove(x)` on a list or tuple where
    /// `x` or an item holds an instance, when a class of the program defines `__eq__`: done
    /// here (`Some`).
    pub(super) fn member_search(
        &mut self,
        m: Method,
        receiver: &Val<D>,
        args: &[Val<D>],
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if !matches!(m, Method::Index | Method::Count | Method::Remove) || !self.own_equality() {
            return Ok(None);
        }
        let list = self.is_builtin_instance(receiver, Builtin::List, at)?;
        if !list && (m == Method::Remove || !self.is_builtin_instance(receiver, Builtin::Tuple, at)?) {
            return Ok(None);
        }
        // Arguments CPython rejects are left to the domain, which rejects them alike.
        let (needle, bounds) = match (m, args) {
            (_, [needle]) => (needle, &[][..]),
            (Method::Index, [needle, bounds @ ..]) if bounds.len() <= 2 => (needle, bounds),
            _ => return Ok(None),
        };
        if !kwargs.is_empty() {
            return Ok(None);
        }
        let Some(items) = self.searched_items(receiver, needle, at)? else { return Ok(None) };
        let (start, stop) = self.search_bounds(bounds, items.len(), at)?;
        let mut items = self.searched_live(receiver, items, list, at)?;
        let mut count = 0i64;
        let mut next_index = 0;
        while let Some(item) = self.next_searched(&mut items, at)? {
            let i = next_index;
            next_index += 1;
            if !self.within_bounds(i, start.as_ref(), stop.as_ref(), at)? || !self.item_matches(&item, needle, at)? {
                continue;
            }
            if m == Method::Count {
                count += 1;
                continue;
            }
            let index = self.int_value(i, at)?;
            if m == Method::Index {
                return Ok(Some(index));
            }
            self.domain.method(Method::Pop, receiver.clone(), vec![index], Vec::new(), at)?;
            return self.domain.constant(&Const::None, at).map(Some);
        }
        match (m, list) {
            (Method::Count, _) => self.domain.constant(&Const::Int(count), at).map(Some),
            (Method::Remove, _) => Err(Fault::value_error("list.remove(x): x not in list", at)),
            (_, false) => Err(Fault::value_error("tuple.index(x): x not in tuple", at)),
            (_, true) => {
                let shown = self.repr_of(needle, at)?;
                let shown = self.domain.text(&shown);
                Err(Fault::exc(PyExc::ValueError, format!("{shown} is not in list"), at))
            }
        }
    }

    /// `x in xs` where `x` is no instance, and `x` or an item of the list or tuple `xs` holds
    /// one, when a class of the program defines `__eq__`: searched here (`Some`), else left to
    /// the domain.
    pub(super) fn search_holding_objects(
        &mut self,
        op: CmpOp,
        needle: &Val<D>,
        container: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if !self.own_equality() || !self.is_sequence(container, at)? {
            return Ok(None);
        }
        let Some(items) = self.searched_items(container, needle, at)? else { return Ok(None) };
        let list = self.is_builtin_instance(container, Builtin::List, at)?;
        let mut items = self.searched_live(container, items, list, at)?;
        let mut found = false;
        while let Some(item) = self.next_searched(&mut items, at)? {
            if self.item_matches(&item, needle, at)? {
                found = true;
                break;
            }
        }
        self.bool_value(found == (op == CmpOp::In), at).map(Some)
    }

    /// The items of the list or tuple `container` when they or `needle` hold an instance (the
    /// search is then the evaluator's), else `None` for the domain. A list of unknown length
    /// holds none; searched for an instance it is refused as the domain refuses taking it whole.
    fn searched_items(&mut self, container: &Val<D>, needle: &Val<D>, at: Span) -> Result<Option<Vec<Val<D>>>, Fault> {
        let needle_holds = self.holds_object(needle, at)?;
        let items = match self.collected(container, at)? {
            Some(items) => items,
            None if needle_holds => self.collect(container.clone(), at)?,
            None => return Ok(None),
        };
        if needle_holds || self.any_holds_object(&items, at)? {
            return Ok(Some(items));
        }
        Ok(None)
    }

    /// Where a search takes its items: a list through its iterator, which reads `xs[i]` for `i`
    /// below the list's length now, as CPython's `index`, `count`, `remove` and `in` do while an
    /// `__eq__` of the program may change the list; a tuple's items as they are.
    pub(super) fn searched_live(
        &mut self,
        container: &Val<D>,
        items: Vec<Val<D>>,
        list: bool,
        at: Span,
    ) -> Result<Searched<D::Iter, Val<D>>, Fault> {
        Ok(match list {
            true => Searched::Live(self.item_source(container.clone(), at)?),
            false => Searched::Fixed(items.into_iter()),
        })
    }

    pub(super) fn next_searched(
        &mut self,
        items: &mut Searched<D::Iter, Val<D>>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        match items {
            Searched::Live(source) => self.next_from(source, at),
            Searched::Fixed(items) => Ok(items.next()),
        }
    }

    /// Whether some item holds an instance (see `holds_object`).
    pub(super) fn any_holds_object(&mut self, items: &[Val<D>], at: Span) -> Result<bool, Fault> {
        for item in items {
            if self.holds_object(item, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// `start` and `stop` of `index` as CPython reads them: ints, a negative one counted from
    /// the end (`None` where not given).
    fn search_bounds(&mut self, bounds: &[Val<D>], len: usize, at: Span) -> Result<Bounds<Val<D>>, Fault> {
        let mut read = Vec::with_capacity(2);
        for b in bounds {
            if !self.is_builtin_instance(b, Builtin::Int, at)? {
                return Err(Fault::type_error("slice indices must be integers or have an __index__ method", at));
            }
            let zero = self.int_value(0, at)?;
            let from_end = self.domain.test(CmpOp::Lt, b.clone(), zero, at)?;
            read.push(match from_end {
                true => {
                    let len = self.int_value(len, at)?;
                    self.domain.binary(BinOp::Add, b.clone(), len, at)?
                }
                false => b.clone(),
            });
        }
        let mut read = read.into_iter();
        Ok((read.next(), read.next()))
    }

    /// Whether position `i` lies in `start <= i < stop`.
    fn within_bounds(
        &mut self,
        i: usize,
        start: Option<&Val<D>>,
        stop: Option<&Val<D>>,
        at: Span,
    ) -> Result<bool, Fault> {
        for (bound, op) in [(start, CmpOp::GtE), (stop, CmpOp::Lt)] {
            if let Some(bound) = bound {
                let i = self.int_value(i, at)?;
                if !self.domain.test(op, i, bound.clone(), at)? {
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }

    fn int_value(&mut self, i: usize, at: Span) -> Result<Val<D>, Fault> {
        let i = i64::try_from(i).map_err(|_| Fault::internal("a list longer than an int", at))?;
        self.domain.constant(&Const::Int(i), at)
    }
}

/// The items a search reads (see `searched_live`).
pub(super) enum Searched<I, V> {
    Live(super::key_calls::ItemSource<I>),
    Fixed(std::vec::IntoIter<V>),
}

//! Builtins and methods that take every item of an iterator argument (`set(it)`, `min(it)`,
//! `dict(it)`, `s.union(it)`, `d.update(it)`, `bytes(it)`, ...) stop reading it at the item
//! they cannot take, as CPython's loops do: the items after it stay in the iterator for
//! whoever reads it next. The domains take such an argument whole, so an iterator is read
//! here first, one item at a time, up to and including the first item the operation raises on
//! (a value that cannot be hashed, an item that is no pair, a byte out of range, an item that
//! does not compare with the others), and the operation is given the list of the items read:
//! it raises at that item itself, with its own words and what it did before it (the items a
//! `update` added). Iterables without a position of their own (a list, a str) are taken
//! whole as before; so are arguments holding the program's instances, whose `__hash__` or
//! `__lt__` must not run twice, and generators given to the methods `feed_lazy` feeds item by
//! item already.

use super::{BuildKind, Evaluator, Fault, ItemDemand, Val};
use crate::ir::{Builtin, CmpOp, Method};
use crate::source::Span;

/// What an operation asks of each item it reads, where it may raise.
#[derive(Clone, Copy)]
enum Check {
    /// What a set or dict builder asks of each item on its own (`set`, `Counter`, `s.union`,
    /// `dict.fromkeys`, `dict(it)`, `d.update(it)`, `bytes(it)`).
    Item(ItemDemand),
    /// An item `min`/`max` compares with the best one so far.
    Extreme(CmpOp),
}

impl<'p, D: super::Domain + 'p> Evaluator<'p, D> {
    /// `b(*args)` with an iterator `b` reads item by item: that argument replaced by the list
    /// of the items CPython reads before it stops (see the module doc).
    pub(super) fn read_builtin_until_fault(
        &mut self,
        b: Builtin,
        args: &mut [Val<D>],
        kwargs: &[(std::rc::Rc<str>, Val<D>)],
        at: Span,
    ) -> Result<(), Fault> {
        let keyed = match kwargs.iter().find(|(k, _)| &**k == "key") {
            Some((_, key)) => !self.is_none(key, at)?,
            None => false,
        };
        let (index, check) = match (b, args.len()) {
            (Builtin::Min, 1) if !keyed => (0, Check::Extreme(CmpOp::Lt)),
            (Builtin::Max, 1) if !keyed => (0, Check::Extreme(CmpOp::Gt)),
            (Builtin::Set | Builtin::Frozenset | Builtin::Counter, 1) => (0, Check::Item(ItemDemand::Hashable)),
            (Builtin::Dict | Builtin::OrderedDict, 1) => (0, Check::Item(ItemDemand::Pair)),
            (Builtin::Defaultdict, 2) => (1, Check::Item(ItemDemand::Pair)),
            (Builtin::Bytes | Builtin::Bytearray, 1) => (0, Check::Item(ItemDemand::Byte)),
            _ => return Ok(()),
        };
        // `set(gen)` of the program's instances is built item by item by `keyed_items`.
        let built_by_keys = matches!(b, Builtin::Set | Builtin::Frozenset | Builtin::Counter) && self.keyed_objects();
        if built_by_keys && self.domain.as_lazy(&args[index]).is_some() {
            return Ok(());
        }
        self.read_arg_until_fault(&mut args[index], check, at)
    }

    /// `receiver.m(*args)` with iterator arguments read item by item, as for
    /// [`Self::read_builtin_until_fault`].
    pub(super) fn read_method_args_until_fault(
        &mut self,
        m: Method,
        receiver: &Val<D>,
        args: &mut [Val<D>],
        at: Span,
    ) -> Result<(), Fault> {
        if matches!(m, Method::Intersection | Method::IntersectionUpdate) {
            return self.read_intersected_until_fault(receiver, args, at);
        }
        let set_method = matches!(
            m,
            Method::Union
                | Method::Difference
                | Method::SymmetricDifference
                | Method::Issubset
                | Method::SymmetricDifferenceUpdate
                | Method::DifferenceUpdate
        );
        let fed_by_feed_lazy = matches!(m, Method::Update | Method::DifferenceUpdate | Method::Extend);
        let demand = if set_method || matches!(m, Method::Fromkeys | Method::Subtract) {
            ItemDemand::Hashable
        } else if m == Method::Update {
            match self.type_name(receiver, at)?.as_str() {
                "set" | "Counter" => ItemDemand::Hashable,
                "dict" | "collections.OrderedDict" | "collections.defaultdict" => ItemDemand::Pair,
                _ => return Ok(()),
            }
        } else if m == Method::Extend && self.type_name(receiver, at)? == "bytearray" {
            ItemDemand::Byte
        } else {
            return Ok(());
        };
        let one_arg = args.len() == 1;
        for (i, arg) in args.iter_mut().enumerate() {
            // Only the first argument of `dict.fromkeys(keys, value)` is read.
            if m == Method::Fromkeys && i > 0 {
                break;
            }
            if fed_by_feed_lazy && one_arg && self.domain.as_lazy(arg).is_some() {
                continue;
            }
            self.read_arg_until_fault(arg, Check::Item(demand), at)?;
        }
        Ok(())
    }

    /// `s.intersection(*args)` and `s.intersection_update(*args)` of a set: each iterator
    /// argument read up to its first unhashable item, or up to the item with which the
    /// intersection found so far holds as many items as the set it is taken with (CPython
    /// stops reading there: no later item can be added), each argument intersected with what
    /// the ones before it left.
    fn read_intersected_until_fault(&mut self, receiver: &Val<D>, args: &mut [Val<D>], at: Span) -> Result<(), Fault> {
        if !matches!(self.type_name(receiver, at)?.as_str(), "set" | "frozenset") {
            return Ok(());
        }
        let mut so_far = receiver.clone();
        let last = args.len().saturating_sub(1);
        for (i, arg) in args.iter_mut().enumerate() {
            if self.domain.as_lazy(arg).is_some() || self.domain.is_iterator(arg) {
                *arg = self.read_until_all_found(arg.clone(), &so_far, at)?;
            }
            if i < last {
                so_far = self.domain.method(Method::Intersection, so_far, vec![arg.clone()], Vec::new(), at)?;
            }
        }
        Ok(())
    }

    /// The items of iterator `arg` CPython's `set_intersection` reads against `set`.
    fn read_until_all_found(&mut self, arg: Val<D>, set: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let mut source = self.gen_source(arg, at)?;
        let mut read = Vec::new();
        let found = self.domain.builtin(Builtin::Set, Vec::new(), Vec::new(), at)?;
        let size = self.domain.builtin(Builtin::Len, vec![set.clone()], Vec::new(), at)?;
        let mut checking = true;
        while let Some(item) = self.gen_pull(&mut source, at)? {
            checking = checking && !self.is_object(&item);
            read.push(item.clone());
            if !checking {
                continue;
            }
            let shared = match self.domain.compare(CmpOp::In, item.clone(), set.clone(), at) {
                Ok(shared) => shared,
                Err(fault) if fault.exc_class().is_some() => break,
                Err(fault) => return Err(fault),
            };
            if self.truth(&shared, at)? {
                self.domain.method(Method::Add, found.clone(), vec![item], Vec::new(), at)?;
                let count = self.domain.builtin(Builtin::Len, vec![found.clone()], Vec::new(), at)?;
                let full = self.domain.compare(CmpOp::GtE, count, size.clone(), at)?;
                if self.truth(&full, at)? {
                    break;
                }
            }
        }
        self.domain.build(BuildKind::List, read, at)
    }

    /// `arg`, an iterator, replaced by the list of its items up to and including the first one
    /// `check` fails on; anything else left as it is. An item the domain says the operation
    /// surely takes (an int or str key, a pair of them) is not tried: trying it (a one-item
    /// set, the pair taken apart) costs more than the operation's own work on it.
    fn read_arg_until_fault(&mut self, arg: &mut Val<D>, check: Check, at: Span) -> Result<(), Fault> {
        if self.domain.as_lazy(arg).is_none() && !self.domain.is_iterator(arg) {
            return Ok(());
        }
        let mut source = self.gen_source(arg.clone(), at)?;
        let mut read = Vec::new();
        let mut best: Option<Val<D>> = None;
        let mut checking = true;
        while let Some(item) = self.gen_pull(&mut source, at)? {
            if checking && self.is_object(&item) {
                // The program's `__hash__`/`__eq__`/`__lt__` run once, in the operation.
                checking = false;
            }
            let stop = checking
                && !self.surely_taken(check, &item)
                && self.fails_check(check, &item, read.len(), &mut best, at)?;
            read.push(item);
            if stop {
                break;
            }
        }
        *arg = self.domain.build(BuildKind::List, read, at)?;
        Ok(())
    }

    /// Whether the domain says the operation surely takes `item` (`Domain::surely_meets`).
    fn surely_taken(&self, check: Check, item: &Val<D>) -> bool {
        match check {
            Check::Item(demand) => self.domain.surely_meets(demand, item),
            Check::Extreme(_) => false,
        }
    }

    /// Whether the operation raises at `item` (item `index` of those read): a Python exception
    /// of the check is the answer, anything else (a construct a domain does not support) is
    /// raised.
    fn fails_check(
        &mut self,
        check: Check,
        item: &Val<D>,
        index: usize,
        best: &mut Option<Val<D>>,
        at: Span,
    ) -> Result<bool, Fault> {
        let outcome = match check {
            Check::Item(ItemDemand::Hashable) => self.domain.build(BuildKind::Set, vec![item.clone()], at).map(drop),
            Check::Item(ItemDemand::Pair) => self.pair_check(item, index, at),
            Check::Item(ItemDemand::Byte) => {
                let one = self.domain.build(BuildKind::List, vec![item.clone()], at)?;
                self.domain.builtin(Builtin::Bytes, vec![one], Vec::new(), at).map(drop)
            }
            Check::Extreme(op) => match best.clone() {
                None => {
                    *best = Some(item.clone());
                    Ok(())
                }
                Some(current) => match self.domain.compare(op, item.clone(), current, at) {
                    Ok(better) => {
                        if self.truth(&better, at)? {
                            *best = Some(item.clone());
                        }
                        Ok(())
                    }
                    Err(fault) => Err(fault),
                },
            },
        };
        match outcome {
            Ok(()) => Ok(false),
            Err(fault) if fault.exc_class().is_some() => Ok(true),
            Err(fault) => Err(fault),
        }
    }

    /// `dict(it)`'s demands on one item: a sequence of two whose first is hashable. An item
    /// that is itself an iterator is left unread (the operation reads it once).
    fn pair_check(&mut self, item: &Val<D>, index: usize, at: Span) -> Result<(), Fault> {
        if self.domain.as_lazy(item).is_some() || self.domain.is_iterator(item) {
            return Ok(());
        }
        let pair = self.update_pair(item.clone(), index, at)?;
        let parts = self.collect(pair, at)?;
        match parts.first() {
            Some(key) => self.domain.build(BuildKind::Set, vec![key.clone()], at).map(drop),
            None => Ok(()),
        }
    }

    /// An element of a set comprehension, or a key of a dict comprehension, hashed as it is
    /// made, as CPython's `SET_ADD`/`MAP_ADD` do: an unhashable one stops the comprehension
    /// there, before the next item is read or the next element made. The program's instances
    /// are hashed once, when the table is built.
    pub(super) fn hashed_now(&mut self, v: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if !self.domain.surely_meets(ItemDemand::Hashable, &v) && !self.is_object(&v) {
            self.domain.build(BuildKind::Set, vec![v.clone()], at)?;
        }
        Ok(v)
    }
}

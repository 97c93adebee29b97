//! Builtins and methods that take every item of an iterator argument (`set(it)`, `min(it)`,
//! `dict(it)`, `s.union(it)`, `d.update(it)`, `bytes(it)`, ...) stop reading it at the item
//! they cannot take, as CPython's loops do: the items after it stay in the iterator for
//! whoever reads it next. The domains take such an argument whole, so an iterator is read
//! here first, one item at a time, up to and including the first item the operation raises on
//! (a value that cannot be hashed, an item that is no pair, a byte out of range, an item that
//! does not compare with the others), and the operation is given the list of the items read:
//! it raises at that item itself, with its own words and what it did before it (the items a
//! `update` added). Iterables without a position of their own (a list, a str) are taken
//! whole as before; so are arguments holding the program's instances, whose `__hash__` must
//! not run twice, and generators given to the methods `feed_lazy` feeds item by item already.
//! `min`/`max` of an iterator holding instances, or tuples and lists of them (a `timedelta`
//! in a tuple, which the domains do not compare), compare them here, once each, and hand the
//! operation the best item alone; `set`/`frozenset`/`Counter` of one are built item by item
//! by `keyed_items`, and so is `dict` of one.

use super::generator::Source;
use super::{BuildKind, Evaluator, Fault, ItemDemand, Val};
use crate::ir::{Builtin, CmpOp, HashRule, Method};
use crate::source::Span;

/// How deep inside tuples and lists `min`/`max` look for an instance among an item's parts.
const COMPARED_DEPTH: usize = 16;

/// How far an iterator argument was read.
enum Read<D: super::Domain> {
    /// Whole, or up to the item the operation raises on: the argument is now their list.
    Taken,
    /// Up to the first item whose `__hash__` is the program's (the last of `read`), which
    /// must run once, in CPython's order: the rest is still in `source`.
    AtProgramHash { read: Vec<Val<D>>, source: Source<D::Iter> },
}

/// The refusal for an operation CPython makes one item at a time, given an iterator holding
/// an instance whose `__hash__` is the program's, where it is not made item by item here.
fn program_hash_refusal(operation: &str, at: Span) -> Fault {
    Fault::unsupported(
        format!(
            "`{operation}` of an iterator holding instances whose `__hash__` is the program's: CPython stops reading it where one raises, which clauz3 does not follow here; build a set of it first (`set(it)`)"
        ),
        at,
    )
}

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
        // `set(gen)`, `set(iter(xs))` and `dict(gen)` where items may be the program's instances
        // are built item by item by `keyed_items`.
        let built_by_keys =
            matches!(b, Builtin::Set | Builtin::Frozenset | Builtin::Counter | Builtin::Dict) && self.keyed_objects();
        if built_by_keys && (self.domain.as_lazy(&args[index]).is_some() || self.domain.is_iterator(&args[index])) {
            return Ok(());
        }
        match self.read_arg_until_fault(&mut args[index], check, at)? {
            Read::Taken => Ok(()),
            Read::AtProgramHash { .. } => Err(program_hash_refusal(b.name(), at)),
        }
    }

    /// `receiver.m(*args)` with iterator arguments read item by item, as for
    /// [`Self::read_builtin_until_fault`].
    /// `Some` result where the call was made here, item by item (an iterator holding
    /// instances whose `__hash__` is the program's, given to a set's `update`, `union`, ...).
    pub(super) fn read_method_args_until_fault(
        &mut self,
        m: Method,
        receiver: &Val<D>,
        args: &mut [Val<D>],
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if matches!(m, Method::Intersection | Method::IntersectionUpdate) {
            self.read_intersected_until_fault(receiver, args, at)?;
            return Ok(None);
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
        let check = if set_method || matches!(m, Method::Fromkeys | Method::Subtract) {
            Check::Item(ItemDemand::Hashable)
        } else if m == Method::Update {
            match self.type_name(receiver, at)?.as_str() {
                "set" | "Counter" => Check::Item(ItemDemand::Hashable),
                "dict" | "collections.OrderedDict" | "collections.defaultdict" => Check::Item(ItemDemand::Pair),
                _ => return Ok(None),
            }
        } else if m == Method::Extend && self.type_name(receiver, at)? == "bytearray" {
            Check::Item(ItemDemand::Byte)
        } else {
            return Ok(None);
        };
        let one_arg = args.len() == 1;
        let fromkeys_value = (m == Method::Fromkeys).then(|| args.get(1).cloned()).flatten();
        for (i, arg) in args.iter_mut().enumerate() {
            // Only the first argument of `dict.fromkeys(keys, value)` is read.
            if m == Method::Fromkeys && i > 0 {
                break;
            }
            if fed_by_feed_lazy && one_arg && self.domain.as_lazy(arg).is_some() {
                continue;
            }
            if let Read::AtProgramHash { read, source } = self.read_arg_until_fault(arg, check, at)? {
                if m == Method::Fromkeys {
                    return self.fromkeys_item_by_item(receiver, read, source, fromkeys_value, at);
                }
                if !one_arg {
                    return Err(program_hash_refusal(m.name(), at));
                }
                return self.set_method_item_by_item(m, receiver, read, source, at);
            }
        }
        Ok(None)
    }

    /// `dict.fromkeys(it, value)` made one key at a time from the first whose `__hash__` is
    /// the program's, as CPython's loop sets `d[key] = value`; refused for another class.
    fn fromkeys_item_by_item(
        &mut self,
        receiver: &Val<D>,
        mut read: Vec<Val<D>>,
        mut source: Source<D::Iter>,
        value: Option<Val<D>>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if !matches!(self.domain.callable(receiver, at), Ok(super::Callable::Builtin(Builtin::Dict))) {
            return Err(program_hash_refusal("fromkeys", at));
        }
        let value = match value {
            Some(v) => v,
            None => self.domain.constant(&crate::ir::Const::None, at)?,
        };
        let first = read.pop().expect("the item with the program's hash was read");
        let before = self.domain.build(BuildKind::List, read, at)?;
        let table =
            self.method_keyed(Method::Fromkeys, receiver.clone(), vec![before, value.clone()], Vec::new(), at)?;
        let mut next = Some(first);
        while let Some(key) = next {
            let pair = self.domain.build(BuildKind::Tuple, vec![key, value.clone()], at)?;
            let one = self.domain.build(BuildKind::List, vec![pair], at)?;
            self.method_keyed(Method::Update, table.clone(), vec![one], Vec::new(), at)?;
            next = self.gen_pull(&mut source, at)?;
        }
        Ok(Some(table))
    }

    /// `s.m(it)` of a set made one item at a time from the first item whose `__hash__` is
    /// the program's (`read` holds it, after the items read before it), as CPython's loops
    /// make it: `update`, `difference_update`, `union` and `difference` take each item into
    /// the set (or its copy) in turn; `issubset` and `symmetric_difference(_update)` first
    /// build a set of `it`, as CPython does; a dict's `update` takes each pair in turn.
    /// Anything else is refused.
    fn set_method_item_by_item(
        &mut self,
        m: Method,
        receiver: &Val<D>,
        mut read: Vec<Val<D>>,
        mut source: Source<D::Iter>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let receiver_type = self.type_name(receiver, at)?;
        if m == Method::Update
            && matches!(receiver_type.as_str(), "dict" | "collections.OrderedDict" | "collections.defaultdict")
        {
            return self.dict_update_item_by_item(receiver, read, source, at);
        }
        if receiver_type != "set" {
            return Err(program_hash_refusal(m.name(), at));
        }
        let first = read.pop().expect("the item with the program's hash was read");
        // The items before it, which run nothing of the program's, in one step.
        let before = self.domain.build(BuildKind::List, read, at)?;
        let (target, step) = if matches!(m, Method::Update | Method::DifferenceUpdate) {
            self.method_keyed(m, receiver.clone(), vec![before], Vec::new(), at)?;
            (receiver.clone(), m)
        } else if m == Method::Union {
            (self.method_keyed(m, receiver.clone(), vec![before], Vec::new(), at)?, Method::Update)
        } else if m == Method::Difference {
            (self.method_keyed(m, receiver.clone(), vec![before], Vec::new(), at)?, Method::DifferenceUpdate)
        } else if matches!(m, Method::Issubset | Method::SymmetricDifference | Method::SymmetricDifferenceUpdate) {
            (self.builtin_keyed(Builtin::Set, vec![before], Vec::new(), at)?, Method::Update)
        } else {
            return Err(program_hash_refusal(m.name(), at));
        };
        let mut next = Some(first);
        while let Some(item) = next {
            let one = self.domain.build(BuildKind::List, vec![item], at)?;
            self.method_keyed(step, target.clone(), vec![one], Vec::new(), at)?;
            next = self.gen_pull(&mut source, at)?;
        }
        if m == Method::Issubset {
            return self.method_keyed(m, receiver.clone(), vec![target], Vec::new(), at).map(Some);
        }
        if m == Method::SymmetricDifference {
            // CPython's result is the set of `it` with the receiver's items taken in or out.
            let receiver_items = vec![receiver.clone()];
            self.method_keyed(Method::SymmetricDifferenceUpdate, target.clone(), receiver_items, Vec::new(), at)?;
            return Ok(Some(target));
        }
        if m == Method::SymmetricDifferenceUpdate {
            self.method_keyed(m, receiver.clone(), vec![target], Vec::new(), at)?;
            return self.domain.constant(&crate::ir::Const::None, at).map(Some);
        }
        if matches!(m, Method::Update | Method::DifferenceUpdate) {
            return self.domain.constant(&crate::ir::Const::None, at).map(Some);
        }
        Ok(Some(target))
    }

    /// `d.update(it)` of a dict taken one pair at a time from the first whose key's
    /// `__hash__` is the program's, each pair counted from the iterator's first for CPython's
    /// message about a pair that is not one.
    fn dict_update_item_by_item(
        &mut self,
        receiver: &Val<D>,
        mut read: Vec<Val<D>>,
        mut source: Source<D::Iter>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let first = read.pop().expect("the item with the program's hash was read");
        let mut index = read.len();
        let before = self.domain.build(BuildKind::List, read, at)?;
        self.method_keyed(Method::Update, receiver.clone(), vec![before], Vec::new(), at)?;
        let mut next = Some(first);
        while let Some(item) = next {
            let pair = self.update_pair(item, index, at)?;
            index += 1;
            let one = self.domain.build(BuildKind::List, vec![pair], at)?;
            self.method_keyed(Method::Update, receiver.clone(), vec![one], Vec::new(), at)?;
            next = self.gen_pull(&mut source, at)?;
        }
        self.domain.constant(&crate::ir::Const::None, at).map(Some)
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
            if self.runs_program_hash(&item, super::hashed_keys::KEY_DEPTH, at)? {
                return Err(program_hash_refusal("intersection", at));
            }
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
    /// `check` fails on; anything else left as it is. Reading stops at an item whose
    /// `__hash__` is the program's, for a check that hashes (`Read::AtProgramHash`).
    fn read_arg_until_fault(&mut self, arg: &mut Val<D>, check: Check, at: Span) -> Result<Read<D>, Fault> {
        if self.domain.as_lazy(arg).is_none() && !self.domain.is_iterator(arg) {
            return Ok(Read::Taken);
        }
        let mut source = self.gen_source(arg.clone(), at)?;
        let mut read = Vec::new();
        let mut best: Option<Val<D>> = None;
        let mut checking = true;
        let mut compared_here = false;
        while let Some(item) = self.gen_pull(&mut source, at)? {
            if self.surely_taken(check, &item) {
                // An item the operation surely takes (an int or str key, a pair of them) is
                // not tried: trying it (a one-item set, the pair taken apart) costs more than
                // the operation's own work on it, and it runs nothing of the program's.
                read.push(item);
                continue;
            }
            if let Check::Extreme(op) = check {
                if compared_here || self.compares_an_object(&item, COMPARED_DEPTH, at)? {
                    // The program's `__lt__`/`__gt__` (or those of a modelled class such as
                    // `timedelta`, inside a tuple) run here, once each, in CPython's order: a
                    // raising one leaves the items after it unread.
                    compared_here = true;
                    self.compare_with_best(op, item, &mut best, at)?;
                    continue;
                }
            }
            if matches!(check, Check::Item(ItemDemand::Hashable | ItemDemand::Pair))
                && self.hashed_by_program(&item, check, at)?
            {
                read.push(item);
                return Ok(Read::AtProgramHash { read, source });
            }
            if checking && self.is_object(&item) {
                // The program's `__eq__`/`__lt__` run once, in the operation.
                checking = false;
            }
            let stop = checking && self.fails_check(check, &item, read.len(), &mut best, at)?;
            read.push(item);
            if stop {
                break;
            }
        }
        // Once the program compared, the operation is given the best item alone to return.
        let items = if compared_here { best.into_iter().collect() } else { read };
        *arg = self.domain.build(BuildKind::List, items, at)?;
        Ok(Read::Taken)
    }

    /// Whether the domain says the operation surely takes `item` (`Domain::surely_meets`).
    fn surely_taken(&self, check: Check, item: &Val<D>) -> bool {
        match check {
            Check::Item(demand) => self.domain.surely_meets(demand, item),
            Check::Extreme(_) => false,
        }
    }

    /// Whether taking `item` as a key (a pair's first item for `ItemDemand::Pair`) runs a
    /// `__hash__` of the program's: an instance whose class defines one, or a tuple or
    /// frozenset holding such an instance.
    fn hashed_by_program(&mut self, item: &Val<D>, check: Check, at: Span) -> Result<bool, Fault> {
        let key = match check {
            Check::Item(ItemDemand::Pair) if self.is_builtin_instance(item, Builtin::Tuple, at)? => {
                match self.collected(item, at)?.and_then(|parts| parts.into_iter().next()) {
                    Some(key) => key,
                    None => return Ok(false),
                }
            }
            Check::Item(ItemDemand::Pair) => return Ok(false),
            Check::Item(ItemDemand::Hashable | ItemDemand::Byte) | Check::Extreme(_) => item.clone(),
        };
        self.runs_program_hash(&key, super::hashed_keys::KEY_DEPTH, at)
    }

    fn runs_program_hash(&mut self, v: &Val<D>, depth: usize, at: Span) -> Result<bool, Fault> {
        if let Some(obj) = self.domain.as_object(v) {
            return Ok(match obj.class.hash_rule() {
                HashRule::Method(_) | HashRule::Fields | HashRule::Unmodelled => true,
                HashRule::Identity | HashRule::Unhashable | HashRule::Builtin => false,
            });
        }
        if depth == 0 || !self.key_holds_object(v, depth, at)? {
            return Ok(false);
        }
        for part in self.collected(v, at)?.unwrap_or_default() {
            if self.runs_program_hash(&part, depth - 1, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether comparing `v` may run an instance's `__lt__`/`__eq__`: `v` is an instance, or a
    /// tuple, list, set or frozenset holding one (nested at most `depth` deep; deeper is taken
    /// as holding one). The domains do not compare instances, so their refusal to compare
    /// such an item must not be taken for the `TypeError` that stops CPython's `min`.
    fn compares_an_object(&mut self, v: &Val<D>, depth: usize, at: Span) -> Result<bool, Fault> {
        if self.is_object(v) {
            return Ok(true);
        }
        let mut nests = false;
        for b in [Builtin::Tuple, Builtin::List, Builtin::Set, Builtin::Frozenset] {
            if self.is_builtin_instance(v, b, at)? {
                nests = true;
                break;
            }
        }
        if !nests {
            return Ok(false);
        }
        if depth == 0 {
            return Ok(true);
        }
        for part in self.collected(v, at)?.unwrap_or_default() {
            if self.compares_an_object(&part, depth - 1, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// `min`/`max`'s step for one item: `item < best` (`>` for `max`) asked with the
    /// program's dunders, the item kept when that is true or when there is no best yet.
    fn compare_with_best(&mut self, op: CmpOp, item: Val<D>, best: &mut Option<Val<D>>, at: Span) -> Result<(), Fault> {
        let better = match best.clone() {
            None => true,
            Some(current) => {
                let answer = self.compare(op, item.clone(), current, at)?;
                self.truth(&answer, at)?
            }
        };
        if better {
            *best = Some(item);
        }
        Ok(())
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

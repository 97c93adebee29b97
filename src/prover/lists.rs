//! Lists in the symbolic domain: a known length, items that may be terms. A list display that is
//! empty or holds a term, and every list grown from one, is a `SymList`, shared by its aliases
//! and mutated in place as Python does. Operations that only read a list whose items are all
//! known run on a copy in the interpreter; a list is put inside another container only when
//! nothing else holds it, and a list that `enumerate`/`zip`/`reversed` copied may no longer
//! change (the prover read it once), so no copy can go stale unnoticed.
// Only lists (and the few values they combine with) are handled here; every other kind falls
// through to the domain's generic path, which one arm says.
#![expect(
    clippy::wildcard_enum_match_arm,
    reason = "only a few kinds are handled here; the rest fall through in one arm"
)]

use super::domain::{SymIter, SymVal, Symbolic};
use super::key_lookup::Missing;
use super::list_positions;
use super::list_readers::Reader;
use super::rows::RowSource;
use super::symval::unsupported_symbolic;
use super::tables::RowData;
use crate::interp::Value;
use crate::ir::{BinOp, Builtin, CmpOp, Method, PyExc};
use crate::sema::{Domain, Fault};
use crate::smt::BoolTerm;
use crate::source::Span;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// A result of the interpreter's library: a list nobody else holds (`list(range(3))`,
/// `sorted(...)`, `s.split()`) becomes the prover's own list, so terms can be added to it later;
/// anything else stays plain.
pub(super) fn adopt(v: Value) -> SymVal {
    match v {
        Value::List(items) if Rc::strong_count(&items) == 1 && !items.is_deque() => {
            let items = Rc::try_unwrap(items).map(crate::interp::ListCell::into_inner).unwrap_or_default();
            SymVal::List(SymList::new(items.into_iter().map(SymVal::Concrete).collect()))
        }
        // A dict or `defaultdict`, whose values may be terms later (`groups[k].append(v)`,
        // `row["when"] = date(...)` of `m.groupdict()`, a dataclass field's `dict()`).
        Value::Dict(d)
            if Rc::strong_count(&d) == 1
                && (d.is_plain() || matches!(d.kind(), crate::interp::DictKind::Defaultdict(_))) =>
        {
            super::default_dicts::adopt_dict(&d)
        }
        // A frozenset stays plain: the prover's sets are `set`s.
        Value::Set(items) if Rc::strong_count(&items) == 1 && !items.borrow().is_frozen() => {
            super::sets::adopt_set(&items.borrow())
        }
        other => SymVal::Concrete(other),
    }
}

/// A list of the symbolic domain.
#[derive(Debug, Default)]
pub struct SymList {
    pub items: RefCell<Vec<SymVal>>,
    /// The lazy iterators reading a copy of the items (`enumerate`, `zip`, `reversed`,
    /// `iter`): while one is alive the list may not change, as its copy would go stale.
    pub(super) readers: RefCell<Vec<Reader>>,
    /// An iterator (`enumerate`, `zip`, `reversed` of terms) held as a list (`iterators.rs`).
    pub iterator: Cell<bool>,
    /// How many items that iterator has given (a loop, `next`, a builtin reading it through).
    pub taken: Cell<usize>,
    /// That iterator was handed to a reader that may stop early (`any`, `zip`, `sum` meeting
    /// a bad item, ...): where CPython's would stand is unknown, so reading it again is refused.
    pub(super) spent: Cell<bool>,
    /// The iterators this one took its items from (`enumerate(iter(xs))`): kept alive while
    /// it is, so the lists they read stay unchangeable as long as it may still be read.
    pub(super) sources: RefCell<Vec<Rc<SymList>>>,
}

impl SymList {
    pub fn new(items: Vec<SymVal>) -> Rc<SymList> {
        Rc::new(SymList {
            items: RefCell::new(items),
            readers: RefCell::new(Vec::new()),
            iterator: Cell::new(false),
            taken: Cell::new(0),
            spent: Cell::new(false),
            sources: RefCell::new(Vec::new()),
        })
    }

    /// The items as plain values, when all are plain already (no list or dict of the prover
    /// inside, whose identity a copy would lose).
    pub fn known(&self) -> Option<Vec<Value>> {
        // An iterator held as a list has no plain copy: a copy would be a list.
        if self.iterator.get() {
            return None;
        }
        self.items
            .borrow()
            .iter()
            .map(|v| match v {
                SymVal::Concrete(c) => Some(c.clone()),
                _ => None,
            })
            .collect()
    }

    pub(super) fn mutable(&self, at: Span) -> Result<(), Fault> {
        if self.being_read() {
            return Err(Fault::unsupported(
                "changing a list after `enumerate`, `zip` or `reversed` read it is not supported by the prover",
                at,
            ));
        }
        Ok(())
    }
}

/// A value as a plain one, copying the prover's lists and dicts inside it. With `owned`, every
/// list or dict inside must be held by its container alone (a copy of one held elsewhere could
/// go stale), as when the copy is kept.
pub(super) fn plain(v: &SymVal, owned: bool) -> Option<Value> {
    match v {
        SymVal::Concrete(c) => Some(c.clone()),
        SymVal::List(l) if (!owned || Rc::strong_count(l) == 1) && !l.iterator.get() => {
            let items = l.items.borrow().iter().map(|i| plain(i, owned)).collect::<Option<Vec<_>>>()?;
            Some(Value::list(items))
        }
        SymVal::Dict(d) if !owned || Rc::strong_count(d) == 1 => d.plain(owned),
        SymVal::Tuple(items) => {
            let plain_items = items.iter().map(|i| plain(i, owned)).collect::<Option<Vec<_>>>()?;
            Some(match &items.class {
                Some(class) => Value::named_tuple(plain_items, class.clone()),
                None => Value::tuple(plain_items),
            })
        }
        _ => None,
    }
}

impl Symbolic<'_> {
    /// A list put inside another container (or otherwise kept as a plain value): only when
    /// nothing else holds it, so no alias can change it behind the copy.
    pub(super) fn stored_list(list: Rc<SymList>, what: &str, at: Span) -> Result<Value, Fault> {
        let owned = || list.items.borrow().iter().map(|i| plain(i, true)).collect::<Option<Vec<_>>>();
        match (Rc::strong_count(&list), list.known()) {
            (1, Some(_)) if owned().is_some() => Ok(Value::list(owned().unwrap_or_default())),
            (_, Some(_)) => Err(Fault::unsupported(
                format!("{what}: a list that is also held elsewhere cannot be copied into another value by the prover yet (build it in place, or copy it with list(...))"),
                at,
            )),
            (_, None) => Err(unsupported_symbolic(what, at)),
        }
    }

    /// A list read by an operation that keeps nothing of it, or only a lazy iterator over the
    /// copy (`Self::note_readers`): a plain copy when its items are known.
    pub(super) fn readable_list(list: &Rc<SymList>) -> Option<Value> {
        list.known().map(Value::list)
    }

    pub(super) fn list_get(&mut self, list: &Rc<SymList>, index: &SymVal, at: Span) -> Result<SymVal, Fault> {
        let len = list.items.borrow().len();
        if let Some(i) = list_positions::position(index, len, "list index out of range", at)? {
            return Ok(list.items.borrow()[i].clone());
        }
        let items = list.items.borrow().clone();
        // A symbolic index: an `IndexError` obligation, then the item it selects (each item
        // answers to its position and to its negative position).
        let n = items.len() as i64;
        let candidates = items
            .into_iter()
            .enumerate()
            .flat_map(|(i, item)| [i as i64, i as i64 - n].map(|k| (SymVal::Concrete(Value::Int(k)), item.clone())))
            .collect();
        let missing = Missing::Raise(PyExc::IndexError, "list index out of range".into());
        self.select_by_key(candidates, index, missing, "indexing a list", at)
    }

    pub(super) fn list_set(list: &Rc<SymList>, index: &SymVal, value: SymVal, at: Span) -> Result<(), Fault> {
        list.mutable(at)?;
        let len = list.items.borrow().len();
        let i = list_positions::position(index, len, "list assignment index out of range", at)?
            .ok_or_else(|| unsupported_symbolic("assigning at a symbolic index", at))?;
        list.items.borrow_mut()[i] = value;
        Ok(())
    }

    /// `xs[a:b:c]` with known bounds: the interpreter slices the positions, the items follow.
    pub(super) fn list_slice(
        &mut self,
        list: &Rc<SymList>,
        bounds: [Option<SymVal>; 3],
        at: Span,
    ) -> Result<SymVal, Fault> {
        let items = list.items.borrow().clone();
        Ok(SymVal::List(SymList::new(self.sliced(&items, bounds, at)?)))
    }

    /// The items a slice of `items` picks, each the same value (an object keeps its identity).
    pub(super) fn sliced(
        &mut self,
        items: &[SymVal],
        bounds: [Option<SymVal>; 3],
        at: Span,
    ) -> Result<Vec<SymVal>, Fault> {
        let positions = Value::list((0..items.len() as i64).map(Value::Int).collect());
        let [a, b, c] = bounds;
        let step = c.map(|v| Self::concrete(v, "slicing with a symbolic step", at)).transpose()?;
        let a = a.map(|v| self.pinned_bound(v, items.len(), at)).transpose()?;
        let b = b.map(|v| self.pinned_bound(v, items.len(), at)).transpose()?;
        let picked = self.inner.slice(positions, [a, b, step], at)?;
        let Value::List(picked) = picked else { return Err(Fault::internal("a slice of a list is a list", at)) };
        let out = picked.borrow().iter().filter_map(|p| p.as_i64()).map(|i| items[i as usize].clone()).collect();
        Ok(out)
    }

    /// A slice bound of a list of `len` items made concrete by branching on its value. CPython
    /// treats every bound below `-len` alike (it becomes 0 for a forward step and -1 for a
    /// backward one, unlike `-len` itself) and every bound from `len` up alike, so a path sees
    /// one of the `2·len + 2` values from `-len - 1` to `len`.
    fn pinned_bound(&mut self, bound: SymVal, len: usize, at: Span) -> Result<Value, Fault> {
        /// Beyond this many items the branches would outnumber what a proof can explore.
        const MAX_BRANCHED_LEN: usize = 32;
        if !matches!(bound, SymVal::Int(_) | SymVal::Bool(_)) || len > MAX_BRANCHED_LEN {
            return Self::concrete(bound, "slicing a long list with symbolic bounds", at);
        }
        let n = len as i64;
        let below = self.compare(CmpOp::Lt, bound.clone(), SymVal::Concrete(Value::Int(-n)), at)?;
        if self.truth(&below, at)? {
            return Ok(Value::Int(-n - 1));
        }
        for k in -n..n {
            let equal = self.compare(CmpOp::Eq, bound.clone(), SymVal::Concrete(Value::Int(k)), at)?;
            if self.truth(&equal, at)? {
                return Ok(Value::Int(k));
            }
        }
        Ok(Value::Int(n))
    }

    /// The iteration of a value of the symbolic domain (`Domain::iter_start`). A tuple holding
    /// terms is iterated as a fresh list of its items: it cannot change meanwhile.
    pub(super) fn start_iteration(&mut self, v: SymVal, at: Span) -> Result<SymIter, Fault> {
        if let SymVal::Tuple(items) = &v {
            return Ok(Self::list_iter(SymList::new(items.to_vec())));
        }
        if let SymVal::List(l) = v {
            l.not_spent(at)?;
            return Ok(Self::list_iter(l));
        }
        if let SymVal::Seq(seq) = v {
            let watch = Some((seq.clone(), seq.changes()));
            return Ok(Self::rows_iter(RowSource::Items(seq.term()), watch));
        }
        if let SymVal::Rows(RowData::Table(t)) = v {
            return Ok(Self::rows_iter(RowSource::Table(t), None));
        }
        if let SymVal::Dict(d) = v {
            return Ok(Self::dict_iter(d));
        }
        if let SymVal::View(view) = &v {
            return Ok(Self::view_iter(view));
        }
        if let SymVal::Set(set) = &v {
            return self.set_iter(set, at);
        }
        if let SymVal::Range(r) = &v {
            return Ok(SymIter::Range { next: r.start.clone(), stop: r.stop.clone(), step: r.step });
        }
        let v = Self::concrete(v, "iteration", at)?;
        self.inner.iter_start(v, at).map(SymIter::Concrete)
    }

    /// A loop over a list, or over an iterator held as one from where it stands.
    pub(super) fn list_iter(list: Rc<SymList>) -> SymIter {
        let next = if list.iterator.get() { list.taken.get() } else { 0 };
        SymIter::List { list, next }
    }

    /// The next item of a live iteration (a loop sees items appended while it runs); an
    /// iterator held as a list moves on for every loop reading it.
    pub(super) fn list_next(list: &Rc<SymList>, next: &mut usize) -> Option<SymVal> {
        if list.iterator.get() {
            *next = list.taken.get();
        }
        let item = list.items.borrow().get(*next).cloned();
        if item.is_some() {
            *next += 1;
            if list.iterator.get() {
                list.taken.set(*next);
            }
        }
        item
    }

    /// `==`/`!=` between lists of known length, item by item; other comparisons need every
    /// item known.
    pub(super) fn list_compare(
        &mut self,
        op: CmpOp,
        l: &SymVal,
        r: &SymVal,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let items = |v: &SymVal| -> Option<Vec<SymVal>> {
            match v {
                SymVal::List(l) => Some(l.items.borrow().clone()),
                SymVal::Concrete(Value::List(l)) => Some(l.borrow().iter().cloned().map(SymVal::Concrete).collect()),
                _ => None,
            }
        };
        if !matches!(l, SymVal::List(_)) && !matches!(r, SymVal::List(_)) {
            return Ok(None);
        }
        if matches!(op, CmpOp::In | CmpOp::NotIn) {
            return Ok(None); // membership is decided by `membership`
        }
        match (op, items(l), items(r)) {
            (CmpOp::Eq | CmpOp::NotEq | CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE, Some(a), Some(b)) => {
                self.sequence_compare(op, a, b, "lists", at)
            }
            (CmpOp::IsNone, _, _) => Ok(Some(SymVal::Concrete(Value::Bool(false)))),
            (CmpOp::IsNotNone, _, _) => Ok(Some(SymVal::Concrete(Value::Bool(true)))),
            _ => {
                let (Some(a), Some(b)) = (self.readable(l), self.readable(r)) else {
                    return Err(unsupported_symbolic("comparing lists", at));
                };
                self.inner.compare(op, a, b, at).map(|v| Some(SymVal::Concrete(v)))
            }
        }
    }

    /// A value for a read-only concrete operation (lists copied when their items are known).
    pub(super) fn readable(&self, v: &SymVal) -> Option<Value> {
        match v {
            SymVal::Concrete(c) => Some(c.clone()),
            SymVal::List(l) => Self::readable_list(l),
            SymVal::Dict(d) => d.known(),
            _ => None,
        }
    }

    /// A value for an operation that only looks at it and keeps nothing of it (`len`, `==`,
    /// `str()`, `join`): a deep copy, nested lists and dicts included.
    pub(super) fn looked_at(&self, v: &SymVal) -> Option<Value> {
        plain(v, false)
    }

    /// Arguments for a builtin the interpreter runs. Builtins that only look at their arguments
    /// read deep copies; the others hand items on (`sorted`, `tuple`, `min`), so only plain
    /// items may be copied (the lazy ones' lists then record their readers, `note_readers`).
    pub(super) fn builtin_args(&self, b: Builtin, args: &[SymVal]) -> Option<Vec<Value>> {
        let looks = matches!(
            b,
            Builtin::Len
                | Builtin::Sum
                | Builtin::Any
                | Builtin::All
                | Builtin::Str
                | Builtin::Bool
                | Builtin::Repr
                | Builtin::Ascii
                | Builtin::Format
                | Builtin::Isinstance
                | Builtin::Issubclass
                | Builtin::Callable
                | Builtin::Hash
                | Builtin::Chr
                | Builtin::Ord
                | Builtin::Bin
                | Builtin::Hex
                | Builtin::Oct
                | Builtin::Divmod
        );
        if b == Builtin::Next {
            // `next(it, default)` may return its default: it must be the program's own object.
            return Self::all_concrete(args.to_vec());
        }
        args.iter()
            .map(|a| match a {
                _ if looks => self.looked_at(a),
                SymVal::List(l) => Self::readable_list(l),
                _ => self.readable(a),
            })
            .collect()
    }

    /// Arguments for a method the interpreter runs: those it keeps or may return
    /// (`xs.append(x)`, `d.get(k, default)`) must be owned outright; those it only compares or
    /// joins may be deep copies.
    pub(super) fn method_args(&self, m: Method, args: Vec<SymVal>) -> Option<Vec<Value>> {
        let keeps = matches!(
            m,
            Method::Append
                | Method::Appendleft
                | Method::Extend
                | Method::Extendleft
                | Method::Insert
                | Method::Setdefault
                | Method::Update
                | Method::Add
                | Method::Get
                | Method::Pop
                | Method::Fromkeys
                | Method::Maketrans
        );
        if keeps && matches!(m, Method::Extend | Method::Extendleft | Method::Update | Method::Fromkeys) {
            // The first argument is only read through: its items are kept, never it, so a copy
            // of a list or dict of plain items (`dict.fromkeys(cols, 0)`) reads the same.
            let mut args = args.into_iter();
            let first = args.next().map(|a| self.readable(&a).or_else(|| Self::all_concrete(vec![a])?.pop()));
            let rest = Self::all_concrete(args.collect())?;
            return first.into_iter().chain(rest.into_iter().map(Some)).collect();
        }
        if keeps {
            return Self::all_concrete(args);
        }
        let looks = matches!(m, Method::Join | Method::Count | Method::Index);
        args.iter().map(|a| if looks { self.looked_at(a) } else { self.readable(a) }).collect()
    }

    /// Builtins over a list of the symbolic domain; `None` leaves the call to the generic path.
    pub(super) fn list_builtin(&mut self, b: Builtin, args: &[SymVal], at: Span) -> Result<Option<SymVal>, Fault> {
        if let ([SymVal::Seq(q)], Builtin::Len | Builtin::Bool) = (args, b) {
            let zero = crate::smt::IntTerm::lit(&0.into());
            let len = q.term().len();
            return Ok(Some(if b == Builtin::Len { SymVal::Int(len) } else { SymVal::Bool(zero.lt(&len)) }));
        }
        if let ([SymVal::Rows(data)], Builtin::Len | Builtin::Bool) = (args, b) {
            return Ok(Some(match (data, b) {
                (super::tables::RowData::Table(t), Builtin::Len) => SymVal::Int(t.len()),
                (super::tables::RowData::Row(_), Builtin::Len) => {
                    return Err(super::exceptions::unshown(Fault::type_error("object of type 'Row' has no len()", at)))
                }
                (data, _) => SymVal::Bool(data.truth()),
            }));
        }
        // A tuple with a symbolic item (a term, an object of the program) is read the same way,
        // when every argument is a list or a tuple.
        let tuples = args.iter().any(|a| matches!(a, SymVal::Tuple(_)))
            && args.iter().all(|a| {
                matches!(a, SymVal::List(_) | SymVal::Tuple(_) | SymVal::Concrete(Value::List(_) | Value::Tuple(_)))
            });
        // `iter(xs)` of a list holding terms or the prover's containers is a copy read as an
        // iterator (a list of plain items goes to the interpreter's; an iterator is itself).
        let iter_of_list =
            b == Builtin::Iter && matches!(args, [SymVal::List(l)] if !l.iterator.get() && l.known().is_none());
        if iter_of_list
            || matches!(b, Builtin::Enumerate | Builtin::Zip | Builtin::Reversed)
                && (tuples || args.iter().any(|a| matches!(a, SymVal::List(_))))
                && (b != Builtin::Enumerate || args.len() == 1)
        {
            // Read once, eagerly, keeping each item's identity; the lists may not change after.
            return self.list_lazy(b, args, 0, at).map(Some);
        }
        if let (
            Builtin::Enumerate,
            [list @ (SymVal::List(_) | SymVal::Tuple(_)), SymVal::Concrete(Value::Int(start))],
        ) = (b, args)
        {
            return self.list_lazy(b, std::slice::from_ref(list), *start, at).map(Some);
        }
        // A tuple holding a symbolic item (an object of the program: `list(Color)` reads the
        // tuple of an enumeration's members) is read as a list holding the same items.
        let items = match args.first() {
            Some(SymVal::List(list)) => {
                if let (Builtin::Len | Builtin::Bool, 1) = (b, args.len()) {
                    // Counted in place: `len` of every subscripted list
                    // (`hashed_keys::small_table`) must not copy it.
                    let len = list.items.borrow().len();
                    let v = if b == Builtin::Len { Value::Int(len as i64) } else { Value::Bool(len > 0) };
                    return Ok(Some(SymVal::Concrete(v)));
                }
                list.items.borrow().clone()
            }
            Some(SymVal::Tuple(tuple))
                if matches!(b, Builtin::List | Builtin::Tuple | Builtin::Sum | Builtin::Any | Builtin::All) =>
            {
                tuple.to_vec()
            }
            _ => return Ok(None),
        };
        Ok(Some(match (b, args.len()) {
            (Builtin::List, 1) => SymVal::List(SymList::new(items)),
            (Builtin::Tuple, 1) => super::tuple_ops::joined_tuple(items),
            (Builtin::Sum, 1 | 2) => {
                let mut total = args.get(1).cloned().unwrap_or(SymVal::Concrete(Value::Int(0)));
                for item in items {
                    total = self.binary(BinOp::Add, total, item, at)?;
                }
                total
            }
            (Builtin::Any | Builtin::All, 1) => {
                let mut truths = Vec::with_capacity(items.len());
                for item in &items {
                    truths.push(self.truth_term(item, at)?);
                }
                SymVal::Bool(if b == Builtin::Any { BoolTerm::or(&truths) } else { BoolTerm::and(&truths) })
            }
            _ => return Ok(None),
        }))
    }

    /// Methods on a list of the symbolic domain.
    pub(super) fn list_method(
        &mut self,
        m: Method,
        list: &Rc<SymList>,
        args: Vec<SymVal>,
        kwargs: Vec<(Rc<str>, SymVal)>,
        at: Span,
    ) -> Result<SymVal, Fault> {
        let none = SymVal::Concrete(Value::None);
        match (m, args.as_slice(), kwargs.is_empty()) {
            (Method::Append, [x], true) => {
                list.mutable(at)?;
                list.items.borrow_mut().push(x.clone());
                return Ok(none);
            }
            (Method::Extend, [more], true) => {
                list.mutable(at)?;
                let extra = self.items_of(more, at)?;
                list.items.borrow_mut().extend(extra);
                return Ok(none);
            }
            (Method::Index, [needle], true) if !matches!(needle, SymVal::Concrete(_)) => {
                return match list.known() {
                    Some(items) => self.symbolic_index(&Value::list(items), needle, at),
                    None => Err(unsupported_symbolic("`.index()` on a list holding symbolic values", at)),
                };
            }
            (Method::Sort, [], _) if list.known().is_none() => {
                if let Some(done) = self.sort_in_place(list, &kwargs, at)? {
                    return Ok(done);
                }
            }
            (Method::Insert, [SymVal::Concrete(i @ (Value::Int(_) | Value::Bool(_))), x], true) => {
                list.mutable(at)?;
                let len = list.items.borrow().len() as i64;
                let i = i.as_i64().unwrap_or_default();
                // Python clamps the position into the list.
                let slot = if i < 0 { (i + len).max(0) } else { i.min(len) };
                list.items.borrow_mut().insert(slot as usize, x.clone());
                return Ok(none);
            }
            (Method::Copy, [], true) => return Ok(SymVal::List(SymList::new(list.items.borrow().clone()))),
            // The first item equal to `x` goes, by branching on each equality in turn.
            (Method::Remove, [x], true) if list.known().is_none() || x.known().is_none() => {
                list.mutable(at)?;
                self.meet(super::ObligationKind::Exception(PyExc::ValueError), at);
                let items = list.items.borrow().clone();
                for (i, item) in items.iter().enumerate() {
                    let eq = self.item_eq(item.clone(), x.clone(), at)?;
                    if self.truth(&eq, at)? {
                        list.items.borrow_mut().remove(i);
                        return Ok(none);
                    }
                }
                return Err(Fault::value_error("list.remove(x): x not in list", at));
            }
            // Reversing and clearing move items without looking at them: exact on terms.
            (Method::Reverse, [], true) => {
                list.mutable(at)?;
                list.items.borrow_mut().reverse();
                return Ok(none);
            }
            (Method::Clear, [], true) => {
                list.mutable(at)?;
                list.items.borrow_mut().clear();
                return Ok(none);
            }
            (Method::Pop, [], true) => {
                list.mutable(at)?;
                return list
                    .items
                    .borrow_mut()
                    .pop()
                    .ok_or_else(|| Fault::exc(PyExc::IndexError, "pop from empty list", at));
            }
            (Method::Pop, [i], true) => {
                list.mutable(at)?;
                let len = list.items.borrow().len();
                if len == 0 {
                    return Err(Fault::exc(PyExc::IndexError, "pop from empty list", at));
                }
                let i = list_positions::pop_position(i, len, at)?
                    .ok_or_else(|| unsupported_symbolic("`pop()` at a symbolic index", at))?;
                return Ok(list.items.borrow_mut().remove(i));
            }
            _ => {}
        }
        // Anything else runs in the interpreter on a copy whose items are known, and the copy's
        // new contents are written back (so in-place methods act on the list itself).
        let args = args.iter().map(|a| self.readable(a)).collect::<Option<Vec<_>>>();
        let kwargs = kwargs.iter().map(|(k, v)| self.readable(v).map(|v| (k.clone(), v))).collect::<Option<Vec<_>>>();
        let (Some(items), Some(args), Some(kwargs)) = (list.known(), args, kwargs) else {
            return Err(unsupported_symbolic(&format!("`.{}()` on a list holding symbolic values", m.name()), at));
        };
        let copy = Value::list(items);
        let result = self.inner.method(m, copy.clone(), args, kwargs, at)?;
        if let Value::List(after) = &copy {
            let after: Vec<SymVal> = after.borrow().iter().cloned().map(SymVal::Concrete).collect();
            if after.len() != list.items.borrow().len() || m.mutates() {
                list.mutable(at)?;
            }
            *list.items.borrow_mut() = after;
        }
        Ok(SymVal::Concrete(result))
    }

    /// `sep.join(items)` when some item is a string term: the concatenation.
    pub(super) fn join_terms(&mut self, sep: &crate::smt::StrTerm, items: &SymVal) -> Option<SymVal> {
        let items = match items {
            SymVal::List(l) => l.items.borrow().clone(),
            SymVal::Tuple(t) => t.to_vec(),
            _ => return None,
        };
        if items.iter().all(|i| matches!(i, SymVal::Concrete(_))) {
            return None;
        }
        let mut parts = Vec::with_capacity(items.len() * 2);
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                parts.push(sep.clone());
            }
            parts.push(Self::as_str(item)?);
        }
        Some(SymVal::Str(crate::smt::StrTerm::concat(&parts)))
    }

    /// `Domain::replace_list` (`xs.sort(key=...)`): the sorted items replace the list's own.
    pub(super) fn replace_items(&mut self, list: &SymVal, items: Vec<SymVal>, at: Span) -> Result<(), Fault> {
        if let SymVal::List(l) = list {
            return Self::list_replace(l, items, at);
        }
        if let SymVal::Seq(q) = list {
            return self.seq_replace(q, &SymVal::List(SymList::new(items)), at);
        }
        let list = Self::concrete(list.clone(), "sorting", at)?;
        let items = Self::all_concrete(items).ok_or_else(|| unsupported_symbolic("sorting", at))?;
        self.inner.replace_list(&list, items, at)
    }

    /// `xs.sort(key=...)`: the sorted items replace the list's own.
    pub(super) fn list_replace(list: &Rc<SymList>, items: Vec<SymVal>, at: Span) -> Result<(), Fault> {
        list.mutable(at)?;
        *list.items.borrow_mut() = items;
        Ok(())
    }

    /// The items of an iterable of known length (for `extend`, `+`, `+=`).
    pub(super) fn items_of(&mut self, v: &SymVal, at: Span) -> Result<Vec<SymVal>, Fault> {
        match v {
            SymVal::List(l) => Ok(l.items.borrow().clone()),
            SymVal::Set(s) => self.settle_set_in_order(s, at),
            SymVal::Tuple(items) => Ok(items.to_vec()),
            SymVal::Seq(seq) => self.unrolled_items(&seq.term(), super::unrolled::MOST_ITEMS, "reading every item", at),
            SymVal::Concrete(c) => {
                let mut it = self.inner.iter_start(c.clone(), at)?;
                let mut out = Vec::new();
                while let Some(x) = self.inner.iter_next(&mut it, at)? {
                    out.push(SymVal::Concrete(x));
                }
                Ok(out)
            }
            _ => Err(unsupported_symbolic("extending a list with this value", at)),
        }
    }

    /// `l + r` and `l += r` when a list of the symbolic domain is involved.
    pub(super) fn list_concat(
        &mut self,
        op: BinOp,
        l: &SymVal,
        r: &SymVal,
        inplace: bool,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if op == BinOp::Mul {
            return self.list_repeat(l, r, inplace, at);
        }
        if op == BinOp::Add {
            if let Some(joined) = self.seq_concat(l, r, inplace, at)? {
                return Ok(Some(joined));
            }
        }
        let is_list = |v: &SymVal| matches!(v, SymVal::List(_) | SymVal::Concrete(Value::List(_)));
        if op != BinOp::Add || !(matches!(l, SymVal::List(_)) || matches!(r, SymVal::List(_))) {
            return Ok(None);
        }
        if !is_list(l) || !(is_list(r) || (inplace && !matches!(r, SymVal::Concrete(Value::Str(_))))) {
            return Err(super::exceptions::unshown(Fault::type_error(
                "can only concatenate list (not another type) to list",
                at,
            )));
        }
        let extra = self.items_of(r, at)?;
        if let (true, SymVal::List(target)) = (inplace, l) {
            target.mutable(at)?;
            target.items.borrow_mut().extend(extra);
            return Ok(Some(l.clone()));
        }
        let mut out = self.items_of(l, at)?;
        out.extend(extra);
        Ok(Some(SymVal::List(SymList::new(out))))
    }

    /// `xs * n`, `n * xs` and `xs *= n` for a list of the prover and a plain count: the items
    /// repeated, the very items (`[row] * 3` holds one `row` three times, as in Python).
    fn list_repeat(&mut self, l: &SymVal, r: &SymVal, inplace: bool, at: Span) -> Result<Option<SymVal>, Fault> {
        let (list, count) = match (l, r) {
            (SymVal::List(list), SymVal::Concrete(n)) if n.is_int_like() => (list, n),
            (SymVal::Concrete(n), SymVal::List(list)) if n.is_int_like() && !inplace => (list, n),
            _ => return self.repeat_terms(l, r, inplace, at),
        };
        let Some(n) = count.as_i64() else {
            return Err(unsupported_symbolic("repeating a list more than 2**63 times", at));
        };
        let items = list.items.borrow().clone();
        let n = usize::try_from(n).unwrap_or(0);
        crate::interp::ops::check_len(items.len().saturating_mul(n), &self.inner.limits, at)?;
        let repeated: Vec<SymVal> = (0..n).flat_map(|_| items.iter().cloned()).collect();
        if inplace {
            if let SymVal::List(target) = l {
                target.mutable(at)?;
                *target.items.borrow_mut() = repeated;
                return Ok(Some(l.clone()));
            }
        }
        Ok(Some(SymVal::List(SymList::new(repeated))))
    }

    /// `a, b = v`: a list, tuple or dict view of known length gives its items, when there are `n`.
    pub(super) fn unpacked(&mut self, v: SymVal, n: usize, at: Span) -> Result<Vec<SymVal>, Fault> {
        let items = match &v {
            SymVal::List(l) => l.items.borrow().clone(),
            SymVal::Tuple(items) => items.to_vec(),
            SymVal::View(view) => return Self::unpack_view(view, n, at),
            _ => {
                let v = Self::concrete(v, "unpacking", at)?;
                return Ok(self.inner.unpack(v, n, at)?.into_iter().map(SymVal::Concrete).collect());
            }
        };
        if items.len() != n {
            return Err(Fault::unpack_count(n, items.len(), at));
        }
        Ok(items)
    }

    /// Python truthiness of a value as a term (no branch taken).
    pub(super) fn truth_term(&mut self, v: &SymVal, at: Span) -> Result<BoolTerm, Fault> {
        let zero = || crate::smt::IntTerm::lit(&0.into());
        Ok(match v {
            SymVal::Concrete(c) => BoolTerm::lit(c.truthy()),
            SymVal::Bool(b) => b.clone(),
            SymVal::Int(i) => i.eq(&zero()).not(),
            SymVal::Str(s) => s.len().eq(&zero()).not(),
            SymVal::Float(f) => f.is_zero().not(),
            SymVal::Tuple(items) => BoolTerm::lit(!items.is_empty()),
            SymVal::List(l) => BoolTerm::lit(!l.items.borrow().is_empty()),
            SymVal::Dict(d) => BoolTerm::lit(!d.entries.borrow().is_empty()),
            SymVal::View(v) => BoolTerm::lit(v.len() > 0),
            SymVal::Seq(q) => zero().lt(&q.term().len()),
            SymVal::Record(_) => BoolTerm::lit(true),
            SymVal::Rows(data) => data.truth(),
            SymVal::Set(s) => s.nonempty(),
            SymVal::Range(_) => return Err(unsupported_symbolic("the truth of a range", at)),
            SymVal::Object(_) => return Err(unsupported_symbolic("the truth of an instance inside a container", at)),
        })
    }
}

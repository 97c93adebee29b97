//! Which side of a binary operation on two sets CPython's set operations look up: for
//! `hashed_keys`, whose `with_keys` asks the program's `__eq__` the way the lookups ask it
//! (`stored == key`). `set_difference` looks the left's items up in the right unless the left
//! is over four times larger, `set_intersection` iterates the smaller, `set_symmetric_difference`
//! the left; the rest look the right's items up in the left.

use super::hashed_keys::Keys;
use super::{Evaluator, Fault, Val};
use crate::ir::{BinOp, Builtin, CmpOp, Method};
use crate::source::Span;

impl<'p, D: super::Domain + 'p> Evaluator<'p, D> {
    /// `l op r` (and `l op= r`) of dicts and sets: `r`'s items hashed and looked up in `l`,
    /// or, where CPython's set operation `bin` (`None` for one that always does that, as
    /// `|`, `-=` and `^=` do) iterates `l` instead, `l`'s looked up in `r`.
    pub(super) fn binary_keyed(
        &mut self,
        bin: Option<BinOp>,
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
        op: impl FnOnce(&mut Self) -> Result<Val<D>, Fault>,
    ) -> Result<Val<D>, Fault> {
        if !self.keyed_objects() || !(self.is_table(l, at)? || self.is_view(l, at)?) {
            return op(self);
        }
        if let Some(bin) = bin.filter(|_| self.both_sets(l, r, at).unwrap_or(false)) {
            let (nl, nr) = (self.len_of(l, at)?, self.len_of(r, at)?);
            let looks_up_left = match bin {
                // `set_difference`: `l`'s items looked up in `r`, unless `l` is over four
                // times larger (then `r`'s are discarded from a copy of `l`).
                BinOp::Sub => {
                    let two = self.int(2, at)?;
                    let quarter = self.domain.binary(BinOp::RShift, nl, two, at)?;
                    !self.domain.test(CmpOp::Gt, quarter, nr, at)?
                }
                // `set_intersection` iterates the smaller (`r` of two of one size).
                BinOp::BitAnd => self.domain.test(CmpOp::Gt, nr, nl, at)?,
                // `set_symmetric_difference`: `l`'s items looked up in a copy of `r`.
                BinOp::BitXor => true,
                BinOp::Add
                | BinOp::Mul
                | BinOp::Div
                | BinOp::FloorDiv
                | BinOp::Mod
                | BinOp::Pow
                | BinOp::BitOr
                | BinOp::LShift
                | BinOp::RShift
                | BinOp::MatMul => false,
            };
            if looks_up_left {
                return self.with_keys(Keys::Within(std::slice::from_ref(l)), &[r], at, op);
            }
        }
        self.with_keys(Keys::Within(std::slice::from_ref(r)), &[l], at, op)
    }

    /// Whether `l` and `r` are both sets or frozensets.
    pub(super) fn both_sets(&mut self, l: &Val<D>, r: &Val<D>, at: Span) -> Result<bool, Fault> {
        for v in [l, r] {
            if self.is_object(v)
                || !(self.is_builtin_instance(v, Builtin::Set, at)?
                    || self.is_builtin_instance(v, Builtin::Frozenset, at)?)
            {
                return Ok(false);
            }
        }
        Ok(true)
    }

    pub(super) fn len_of(&mut self, v: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        self.domain.builtin(Builtin::Len, vec![v.clone()], Vec::new(), at)
    }

    fn int(&mut self, n: i64, at: Span) -> Result<Val<D>, Fault> {
        self.domain.constant(&crate::ir::Const::Int(n), at)
    }

    /// `s.method(t)` of two sets: looked up as the operator CPython's method shares its code
    /// with (`difference` as `-`, `issubset` as `<=`, ...), the others as `hashed_keys` does.
    pub(super) fn set_method_keyed(
        &mut self,
        m: Method,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Vec<(std::rc::Rc<str>, Val<D>)>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let (l, r) = (receiver.clone(), args[0].clone());
        let run = |ev: &mut Self| ev.domain.method(m, receiver, args, kwargs, at);
        let shared = [(Method::Difference, BinOp::Sub), (Method::Intersection, BinOp::BitAnd)];
        let shared = shared.into_iter().chain([(Method::SymmetricDifference, BinOp::BitXor)]);
        if let Some((_, op)) = shared.into_iter().find(|(method, _)| *method == m) {
            return self.binary_keyed(Some(op), &l, &r, at, run);
        }
        if let Some((_, op)) = [(Method::Issubset, CmpOp::LtE), (Method::Issuperset, CmpOp::GtE)]
            .into_iter()
            .find(|(method, _)| *method == m)
        {
            return self.compare_keyed(op, &l, &r, at, run);
        }
        if m == Method::Isdisjoint {
            return self.sets_disjoint(&l, &r, at);
        }
        self.with_keys(Keys::Within(std::slice::from_ref(&r)), &[&l], at, run)
    }

    /// `s.isdisjoint(t)` of two sets: the smaller's members (`t`'s of two of one size) looked
    /// up in the other by their stored hashes, stopping at the first found.
    fn sets_disjoint(&mut self, s: &Val<D>, t: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let (ns, nt) = (self.len_of(s, at)?, self.len_of(t, at)?);
        let (larger, smaller) = if self.domain.test(CmpOp::Gt, nt, ns, at)? { (t, s) } else { (s, t) };
        let Some(members) = self.collected(smaller, at)? else {
            let (s, t) = (s.clone(), t.clone());
            return self.domain.method(Method::Isdisjoint, s, vec![t], Vec::new(), at);
        };
        let mut answer = true;
        for member in members {
            let (m, l) = (member.clone(), larger.clone());
            let keys = std::slice::from_ref(&member);
            if self.with_keys(Keys::Stored(keys), &[larger], at, |ev| ev.domain.test(CmpOp::In, m, l, at))? {
                answer = false;
                break;
            }
        }
        self.domain.constant(&crate::ir::Const::Bool(answer), at)
    }

    /// `obj[index] = v` and `del obj[index]` of a dict or set: as `item_keyed`, but an
    /// `OrderedDict` looks the key up twice (its dict, then its order of keys).
    pub(super) fn stored_item_keyed(
        &mut self,
        obj: &Val<D>,
        index: &Val<D>,
        at: Span,
        op: impl FnOnce(&mut Self) -> Result<(), Fault>,
    ) -> Result<(), Fault> {
        if !self.keyed_objects() {
            return op(self);
        }
        let ordered = self.is_ordered_dict(obj, at)?;
        let keys = std::slice::from_ref(index);
        self.with_keys(if ordered { Keys::Twice(keys) } else { Keys::Each(keys) }, &[obj], at, op)
    }

    /// Whether `v` is an `OrderedDict` (whose stores probe twice).
    pub(super) fn is_ordered_dict(&mut self, v: &Val<D>, at: Span) -> Result<bool, Fault> {
        Ok(!self.is_object(v) && self.type_name(v, at)? == "collections.OrderedDict")
    }

    /// `od.setdefault(k, default)` of an `OrderedDict`: one lookup (the stored value, when
    /// there is one), else the key hashed again and stored as `od[k] = default` is.
    pub(super) fn ordered_setdefault(&mut self, od: Val<D>, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let key = args[0].clone();
        let (o, k) = (od.clone(), key.clone());
        let keys = std::slice::from_ref(&key);
        let found = self.with_keys(Keys::Each(keys), &[&od], at, |ev| {
            match ev.domain.test(CmpOp::In, k.clone(), o.clone(), at)? {
                true => ev.domain.get_item(o, k, at).map(Some),
                false => Ok(None),
            }
        })?;
        if let Some(value) = found {
            return Ok(value);
        }
        let default = match args.get(1) {
            Some(v) => v.clone(),
            None => self.domain.constant(&crate::ir::Const::None, at)?,
        };
        let (o, k, v) = (od.clone(), key.clone(), default.clone());
        self.with_keys(Keys::Twice(keys), &[&od], at, |ev| ev.domain.set_item(o, k, v, at))?;
        Ok(default)
    }

    /// `s.issubset(xs)`, `s.issuperset(xs)` and `s.isdisjoint(xs)` of a set and an iterable
    /// that is no set, as CPython runs them: `issubset` builds `set(xs)` and compares; the
    /// others look each item up in `s` (hashing it), stopping at the first missing one
    /// (`issuperset`) or the first found (`isdisjoint`). `None` for other calls, and for an
    /// iterable read only once (left to the domain).
    pub(super) fn set_test_keyed(
        &mut self,
        m: Method,
        s: &Val<D>,
        other: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if !matches!(m, Method::Issubset | Method::Issuperset | Method::Isdisjoint)
            || self.is_object(s)
            || self.is_object(other)
            || self.domain.as_lazy(other).is_some()
            || self.domain.is_iterator(other)
            || !(self.is_builtin_instance(s, Builtin::Set, at)?
                || self.is_builtin_instance(s, Builtin::Frozenset, at)?)
        {
            return Ok(None);
        }
        if m == Method::Issubset {
            let built = self.builtin_keyed(Builtin::Set, vec![other.clone()], Vec::new(), at)?;
            return self.compare(CmpOp::LtE, s.clone(), built, at).map(Some);
        }
        let Some(items) = self.collected(other, at)? else { return Ok(None) };
        let stop_when_found = m == Method::Isdisjoint;
        let mut answer = true;
        for item in items {
            let found = self.compare(CmpOp::In, item, s.clone(), at)?;
            if self.truth(&found, at)? == stop_when_found {
                answer = false;
                break;
            }
        }
        self.domain.constant(&crate::ir::Const::Bool(answer), at).map(Some)
    }

    /// The first part of `v` when it is a pair (a tuple of two), as `(k, v) in d.items()`
    /// looks it up.
    pub(super) fn pair_key(&mut self, v: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        if self.is_object(v) || !self.is_builtin_instance(v, Builtin::Tuple, at)? {
            return Ok(None);
        }
        Ok(self.collected(v, at)?.filter(|parts| parts.len() == 2).and_then(|parts| parts.into_iter().next()))
    }

    /// Whether `d.update(xs)` of table `d` takes `xs` as `(key, value)` pairs (a dict), not
    /// as keys (a set, a `Counter`).
    pub(super) fn is_pair_table(&mut self, d: &Val<D>, at: Span) -> Result<bool, Fault> {
        if self.is_object(d) {
            return Ok(false);
        }
        let name = self.type_name(d, at)?;
        Ok(matches!(name.as_str(), "dict" | "collections.OrderedDict" | "collections.defaultdict"))
    }

    /// Whether `v` is a view of a dict's keys or items (looked up by hash).
    pub(super) fn is_view(&mut self, v: &Val<D>, at: Span) -> Result<bool, Fault> {
        if self.is_object(v) {
            return Ok(false);
        }
        let name = self.type_name(v, at)?;
        Ok(matches!(name.as_str(), "dict_keys" | "dict_items"))
    }
}

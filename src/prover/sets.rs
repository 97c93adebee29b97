//! Sets holding terms. Adding an item does not branch: each member carries a guard, the
//! condition under which it is in the set as an item distinct from every earlier member (its
//! first occurrence, not discarded since). So `len()` is a sum over the guards, `sum()` likewise,
//! `x in s` and comparisons between sets are terms over the items' equalities, and `|`, `&`, `-`
//! and `^` combine guards. Only what needs the items one by one (iteration, `sorted`, `min`,
//! passing the set on) settles the set: it decides each open guard on the path, once, keeping
//! the interpreter's item order (insertion order).

use super::domain::{SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use crate::interp::Value;
use crate::ir::{BinOp, Builtin, CmpOp, Method, PyExc};
use crate::sema::{Domain, Fault};
use crate::smt::{BoolTerm, IntTerm};
use crate::source::Span;
use std::cell::RefCell;
use std::rc::Rc;

/// An item a set may hold.
#[derive(Clone, Debug)]
pub struct Member {
    pub value: SymVal,
    /// When `value` is in the set as an item distinct from the earlier members; `None`: surely.
    /// Never a literal (a member surely absent is dropped).
    pub guard: Option<BoolTerm>,
}

impl Member {
    fn surely(value: SymVal) -> Member {
        Member { value, guard: None }
    }
}

/// A set of the symbolic domain.
#[derive(Debug, Default)]
pub struct SymSet {
    members: RefCell<Vec<Member>>,
    /// The members are listed in the order CPython iterates them in every run: true only for a
    /// set taken over from the interpreter whose order is CPython's, until it changes. Where
    /// terms are members, CPython's order depends on their values' hashes, which the prover
    /// does not model.
    cpython_order: std::cell::Cell<bool>,
}

impl SymSet {
    fn of(members: Vec<Member>) -> Rc<SymSet> {
        Rc::new(SymSet { members: RefCell::new(members), cpython_order: std::cell::Cell::new(false) })
    }

    /// Replaces the members: the order they are listed in is no longer CPython's.
    fn change(&self, members: Vec<Member>) {
        *self.members.borrow_mut() = members;
        self.cpython_order.set(false);
    }

    fn members(&self) -> Vec<Member> {
        self.members.borrow().clone()
    }

    /// A new set of the same members (their order kept as CPython's where it was).
    pub(super) fn duplicate(&self) -> Rc<SymSet> {
        let copy = SymSet::of(self.members());
        copy.cpython_order.set(self.cpython_order.get());
        copy
    }

    /// The items, when every member is surely in the set.
    pub fn settled(&self) -> Option<Vec<SymVal>> {
        self.members.borrow().iter().map(|m| m.guard.is_none().then(|| m.value.clone())).collect()
    }

    /// Whether the set holds anything, as a term.
    pub fn nonempty(&self) -> BoolTerm {
        let members = self.members.borrow();
        if members.iter().any(|m| m.guard.is_none()) {
            return BoolTerm::lit(true);
        }
        any_of(members.iter().filter_map(|m| m.guard.clone()).collect())
    }

    /// The number of items: a plain number once settled, else the count of guards that hold.
    fn size(&self) -> SymVal {
        if let Some(items) = self.settled() {
            return SymVal::Concrete(Value::Int(items.len() as i64));
        }
        let one = IntTerm::lit(&1.into());
        let zero = IntTerm::lit(&0.into());
        let counts: Vec<IntTerm> = self
            .members
            .borrow()
            .iter()
            .map(|m| m.guard.as_ref().map_or_else(|| one.clone(), |g| IntTerm::ite(g, &one, &zero)))
            .collect();
        SymVal::Int(IntTerm::sum(&counts))
    }
}

/// A plain set nobody else holds, as the prover's own (so terms can be added to it).
pub(super) fn adopt_set(items: &crate::interp::SetMap) -> SymVal {
    let set = SymSet::of(items.iter().map(|k| Member::surely(SymVal::Concrete(k.0.clone()))).collect());
    set.cpython_order.set(items.order_is_cpythons());
    SymVal::Set(set)
}

/// The members of a set, the prover's or a plain one; `None` for any other value.
fn members_of(v: &SymVal) -> Option<Vec<Member>> {
    if let SymVal::Set(s) = v {
        return Some(s.members());
    }
    if let Some(Value::Set(items)) = v.known() {
        return Some(items.borrow().iter().map(|k| Member::surely(SymVal::Concrete(k.0.clone()))).collect());
    }
    None
}

/// The prover's sets are `set`s: a `frozenset` combined with a set holding terms would come
/// out as one, so that case is not supported.
fn refuse_frozen(l: &SymVal, op: BinOp, at: Span) -> Result<(), Fault> {
    match l.known() {
        Some(Value::Set(s)) if s.borrow().is_frozen() => {
            Err(unsupported_symbolic(&format!("`{}` of a frozenset and a set", op.symbol()), at))
        }
        _ => Ok(()),
    }
}

/// Whether builtin `b`'s result is the same whatever order it reads `items` in: `sorted`, `min`
/// and `max` without `key=` (items compare as a total order unless a float may be NaN), `sum`
/// of ints, `any`, `all`.
fn order_free(b: Builtin, keyed: bool, items: &[SymVal], never_nan: impl FnMut(&SymVal) -> bool) -> bool {
    let int_like =
        |v: &SymVal| matches!(v, SymVal::Int(_) | SymVal::Bool(_)) || v.known().is_some_and(Value::is_int_like);
    if matches!(b, Builtin::Sorted | Builtin::Min | Builtin::Max) {
        // A set's items are unequal, and floats other than nan are ordered by `<` as ints are.
        return !keyed && items.iter().all(never_nan);
    }
    if b == Builtin::Sum {
        return items.iter().all(int_like);
    }
    matches!(b, Builtin::Any | Builtin::All)
}

/// Whether builtin `b` only iterates over its set arguments, so that it may be given them as
/// lists of their items in iteration order. Any other builtin (`reversed`, `str`, `repr`,
/// `format`, `json.dumps`, ...) tells a set from a list, and is left the set.
fn reads_items(b: Builtin) -> bool {
    matches!(
        b,
        Builtin::List
            | Builtin::Tuple
            | Builtin::Set
            | Builtin::Frozenset
            | Builtin::Sorted
            | Builtin::Min
            | Builtin::Max
            | Builtin::Sum
            | Builtin::Any
            | Builtin::All
            | Builtin::Enumerate
            | Builtin::Zip
            | Builtin::Map
            | Builtin::Filter
            | Builtin::Iter
            | Builtin::Dict
            | Builtin::Counter
            | Builtin::Deque
            | Builtin::Bool
    )
}

/// Whether a value may be a set item for the prover: a hashable scalar or tuple of them.
fn hashable(v: &SymVal) -> bool {
    match v {
        SymVal::Int(_) | SymVal::Bool(_) | SymVal::Str(_) | SymVal::Float(_) => true,
        SymVal::Tuple(items) => items.iter().all(hashable),
        SymVal::Concrete(c) => crate::interp::Key::new(c.clone(), Span::default()).is_ok(),
        SymVal::Range(_) | SymVal::Record(_) | SymVal::List(_) | SymVal::Dict(_) | SymVal::Seq(_) | SymVal::Set(_) => {
            false
        }
        SymVal::Object(_) => super::table_keys::table_key(v),
        SymVal::Rows(_) | SymVal::View(_) => false,
    }
}

/// Some part holds, literal parts folded away (so a plain answer stays plain).
fn any_of(parts: Vec<BoolTerm>) -> BoolTerm {
    let mut open = Vec::with_capacity(parts.len());
    for p in parts {
        match p.known() {
            Some(true) => return BoolTerm::lit(true),
            Some(false) => {}
            None => open.push(p),
        }
    }
    match open.len() {
        0 => BoolTerm::lit(false),
        1 => open.pop().expect("one part"),
        _ => BoolTerm::or(&open),
    }
}

/// Every part holds, literal parts folded away.
fn all_of(parts: Vec<BoolTerm>) -> BoolTerm {
    any_of(parts.iter().map(BoolTerm::negated).collect()).negated()
}

/// `guard and cond` as a member's new guard: `None` when the member is surely absent.
fn restricted(guard: &Option<BoolTerm>, cond: BoolTerm) -> Option<Option<BoolTerm>> {
    match (cond.known(), guard) {
        (Some(false), _) => None,
        (Some(true), _) => Some(guard.clone()),
        (None, None) => Some(Some(cond)),
        (None, Some(g)) => Some(Some(BoolTerm::and(&[g.clone(), cond]))),
    }
}

/// `guard implies cond`, folded.
fn implied(guard: &Option<BoolTerm>, cond: BoolTerm) -> BoolTerm {
    match (guard, cond.known()) {
        (None, _) | (_, Some(true)) => cond,
        (Some(g), Some(false)) => g.not(),
        (Some(g), None) => BoolTerm::or(&[g.not(), cond]),
    }
}

impl Symbolic<'_> {
    /// `x == y` as a condition, `y` a member, as the table compares them (`table_keys`).
    fn equal_term(&mut self, x: &SymVal, y: &SymVal, at: Span) -> Result<BoolTerm, Fault> {
        let eq = self.key_eq(y, x, at)?;
        self.truth_term(&eq, at)
    }

    /// Some member of `members` is in the set and equals `x`, as a term (no branch).
    fn held(&mut self, x: &SymVal, members: &[Member], at: Span) -> Result<BoolTerm, Fault> {
        let mut any = Vec::with_capacity(members.len());
        for m in members {
            let eq = self.equal_term(x, &m.value, at)?;
            any.push(match (&m.guard, eq.known()) {
                (None, _) | (_, Some(false)) => eq,
                (Some(g), Some(true)) => g.clone(),
                (Some(g), None) => BoolTerm::and(&[g.clone(), eq]),
            });
        }
        Ok(any_of(any))
    }

    /// `x` (present when `guard` holds) as a new last member of `members`, unless it is surely
    /// one of them already.
    fn joined(
        &mut self,
        members: &[Member],
        x: SymVal,
        guard: &Option<BoolTerm>,
        at: Span,
    ) -> Result<Option<Member>, Fault> {
        if let (SymVal::Object(o), false) = (&x, super::table_keys::table_key(&x)) {
            return Err(crate::interp::object_key(&o.class, at));
        }
        Self::hashed_lookup(&x, at)?;
        if !hashable(&x) {
            let shown = self.show(&x);
            return Err(super::exceptions::unshown(Fault::type_error(format!("unhashable type: {shown}"), at)));
        }
        let held = self.held(&x, members, at)?;
        Ok(restricted(guard, held.negated()).map(|guard| Member { value: x, guard }))
    }

    /// CPython hashes `x` before it looks in a dict or set, so an unhashable `x` is a
    /// `TypeError` whatever the keys are: a plain value's is the interpreter's, a tuple's its
    /// items'; a list, dict, set or view of the prover is refused (its CPython message names
    /// its exact type).
    pub(super) fn hashed_lookup(x: &SymVal, at: Span) -> Result<(), Fault> {
        match x {
            SymVal::Concrete(c) => crate::interp::Key::new(c.clone(), at).map(|_| ()),
            SymVal::List(_) | SymVal::Seq(_) | SymVal::Rows(_) | SymVal::Dict(_) | SymVal::Set(_) | SymVal::View(_) => {
                Err(unsupported_symbolic("looking up a list, dict, set or view in a dict or set (unhashable)", at))
            }
            SymVal::Tuple(items) => items.iter().try_for_each(|item| Self::hashed_lookup(item, at)),
            SymVal::Int(_)
            | SymVal::Bool(_)
            | SymVal::Str(_)
            | SymVal::Range(_)
            | SymVal::Record(_)
            | SymVal::Float(_)
            | SymVal::Object(_) => Ok(()),
        }
    }

    /// Adds `x` to the set (no branch: the new member's guard says it is new).
    pub(super) fn set_insert(&mut self, set: &SymSet, x: SymVal, at: Span) -> Result<(), Fault> {
        let members = set.members();
        if let Some(m) = self.joined(&members, x, &None, at)? {
            let mut members = members;
            members.push(m);
            set.change(members);
        }
        Ok(())
    }

    /// The members of `a` that are in `b` (`wanted`) or are not, as guards.
    fn kept(&mut self, a: &[Member], b: &[Member], wanted: bool, at: Span) -> Result<Vec<Member>, Fault> {
        let mut out = Vec::with_capacity(a.len());
        for m in a {
            let held = self.held(&m.value, b, at)?;
            let cond = if wanted { held } else { held.negated() };
            if let Some(guard) = restricted(&m.guard, cond) {
                out.push(Member { value: m.value.clone(), guard });
            }
        }
        Ok(out)
    }

    /// The members of `a op b` in the interpreter's order: `a`'s first, then what `b` adds.
    fn combined(&mut self, op: BinOp, a: Vec<Member>, b: &[Member], at: Span) -> Result<Option<Vec<Member>>, Fault> {
        Ok(Some(match op {
            BinOp::BitOr => {
                // `b`'s members are distinct among themselves, so each is checked against `a`.
                let mut out = a.clone();
                for m in b {
                    out.extend(self.joined(&a, m.value.clone(), &m.guard, at)?);
                }
                out
            }
            BinOp::BitAnd => self.kept(&a, b, true, at)?,
            BinOp::Sub => self.kept(&a, b, false, at)?,
            BinOp::BitXor => {
                let mut out = self.kept(&a, b, false, at)?;
                out.extend(self.kept(b, &a, false, at)?);
                out
            }
            BinOp::Add
            | BinOp::Mul
            | BinOp::Div
            | BinOp::FloorDiv
            | BinOp::Mod
            | BinOp::Pow
            | BinOp::LShift
            | BinOp::RShift
            | BinOp::MatMul => return Ok(None),
        }))
    }

    /// `a | b`, `a & b`, `a - b`, `a ^ b` when either set holds terms; `None` leaves other
    /// operands to the generic path (which reports the type error).
    pub(super) fn set_binary(&mut self, op: BinOp, l: &SymVal, r: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        if !matches!(l, SymVal::Set(_)) && !matches!(r, SymVal::Set(_)) {
            return Ok(None);
        }
        refuse_frozen(l, op, at)?;
        let (Some(a), Some(b)) = (members_of(l), members_of(r)) else { return Ok(None) };
        let combined = self.combined(op, a, &b, at)?;
        Ok(combined.map(|members| SymVal::Set(SymSet::of(members))))
    }

    /// `a |= b` and the like: the prover's set changes in place, so every name bound to it sees
    /// the change. A plain set other names hold cannot be changed to hold terms, so that case
    /// is not supported.
    pub(super) fn set_inplace(&mut self, op: BinOp, l: &SymVal, r: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        if matches!(r, SymVal::Set(_)) {
            refuse_frozen(l, op, at)?;
        }
        match (l, members_of(r)) {
            (SymVal::Set(target), Some(b)) => {
                let Some(members) = self.combined(op, target.members(), &b, at)? else { return Ok(None) };
                target.change(members);
                Ok(Some(l.clone()))
            }
            // A plain set nobody else holds (the statement took it from its name) becomes the
            // prover's own: no other name can miss the change.
            (SymVal::Concrete(Value::Set(plain)), Some(b)) if Rc::strong_count(plain) == 1 => {
                let a = members_of(l).unwrap_or_default();
                let combined = self.combined(op, a, &b, at)?;
                Ok(combined.map(|members| SymVal::Set(SymSet::of(members))))
            }
            (SymVal::Concrete(Value::Set(_)), Some(_)) if matches!(r, SymVal::Set(_)) => {
                Err(unsupported_symbolic(&format!("`{}=` of a plain set that other names also hold", op.symbol()), at))
            }
            _ => Ok(None),
        }
    }

    /// Comparisons of a set holding terms: subset and equality as terms over the items'
    /// equalities. `None` leaves other comparisons to the generic path.
    pub(super) fn set_compare(&mut self, op: CmpOp, l: &SymVal, r: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        if !matches!(l, SymVal::Set(_)) && !matches!(r, SymVal::Set(_)) {
            return Ok(None);
        }
        let (a, b) = match (members_of(l), members_of(r)) {
            (Some(a), Some(b)) => (a, b),
            // A set never equals a value of another type.
            _ if matches!(op, CmpOp::Eq | CmpOp::NotEq) => {
                return Ok(Some(SymVal::Bool(BoolTerm::lit(op == CmpOp::NotEq))))
            }
            _ => return Ok(None),
        };
        let term = match op {
            CmpOp::Eq => all_of(vec![self.within(&a, &b, at)?, self.within(&b, &a, at)?]),
            CmpOp::NotEq => all_of(vec![self.within(&a, &b, at)?, self.within(&b, &a, at)?]).negated(),
            CmpOp::LtE => self.within(&a, &b, at)?,
            CmpOp::Lt => all_of(vec![self.within(&a, &b, at)?, self.within(&b, &a, at)?.negated()]),
            CmpOp::GtE => self.within(&b, &a, at)?,
            CmpOp::Gt => all_of(vec![self.within(&b, &a, at)?, self.within(&a, &b, at)?.negated()]),
            CmpOp::In | CmpOp::NotIn | CmpOp::IsNone | CmpOp::IsNotNone | CmpOp::Is | CmpOp::IsNot => return Ok(None),
        };
        Ok(Some(SymVal::Bool(term)))
    }

    /// Every item of `a` is an item of `b`, as a term.
    fn within(&mut self, a: &[Member], b: &[Member], at: Span) -> Result<BoolTerm, Fault> {
        let mut all = Vec::with_capacity(a.len());
        for m in a {
            let held = self.held(&m.value, b, at)?;
            all.push(implied(&m.guard, held));
        }
        Ok(all_of(all))
    }

    /// A set built from items (a display, `set(iterable)`), duplicates merged.
    pub(super) fn set_of(&mut self, items: Vec<SymVal>, at: Span) -> Result<SymVal, Fault> {
        let set = SymSet::of(Vec::with_capacity(items.len()));
        for x in items {
            self.set_insert(&set, x, at)?;
        }
        Ok(SymVal::Set(set))
    }

    /// `x in s` / `x not in s`: whether some item equals `x`, as a term.
    pub(super) fn set_membership(&mut self, op: CmpOp, x: &SymVal, set: &SymSet, at: Span) -> Result<SymVal, Fault> {
        let found = self.held(x, &set.members(), at)?;
        Ok(SymVal::Bool(if op == CmpOp::In { found } else { found.negated() }))
    }

    /// The items one by one, in the interpreter's order: each open guard is decided on this
    /// path, and the set keeps the answer.
    pub(super) fn settle_set(&mut self, set: &SymSet, at: Span) -> Result<Vec<SymVal>, Fault> {
        if let Some(items) = set.settled() {
            return Ok(items);
        }
        let mut items = Vec::new();
        for m in set.members() {
            let present = match m.guard {
                None => true,
                Some(g) => self.decide_once(g, at)?,
            };
            if present {
                items.push(m.value);
            }
        }
        *set.members.borrow_mut() = items.iter().cloned().map(Member::surely).collect();
        Ok(items)
    }

    /// The items in the order Python iterates them, for whatever sees that order (a loop,
    /// `list()`, `extend`, ...). Refused when the order is not known to be CPython's: it
    /// depends on hashes, which differ between CPython runs for strings and are not modelled
    /// for terms.
    pub(super) fn settle_set_in_order(&mut self, set: &SymSet, at: Span) -> Result<Vec<SymVal>, Fault> {
        let items = self.settle_set(set, at)?;
        if items.len() <= 1 || set.cpython_order.get() {
            return Ok(items);
        }
        Err(Fault::unsupported(
            "iterating a set that holds symbolic values: CPython's order depends on their hashes, \
             so no proof can rest on it; iterate `sorted(...)` of it instead",
            at,
        ))
    }

    /// `Domain::unordered_set_items`: the items of a set whose order a proof may not rest on
    /// (the interpreter's plain sets say so themselves), its open guards decided.
    #[expect(clippy::wildcard_enum_match_arm, reason = "only sets have an order to vary")]
    pub(super) fn set_items_unordered(&mut self, v: &SymVal, at: Span) -> Result<Option<Vec<SymVal>>, Fault> {
        match v {
            SymVal::Set(set) => {
                let items = self.settle_set(set, at)?;
                Ok((items.len() > 1 && !set.cpython_order.get()).then_some(items))
            }
            SymVal::Concrete(c) => {
                Ok(crate::interp::pyset::unordered_items(c)
                    .map(|items| items.into_iter().map(SymVal::Concrete).collect()))
            }
            _ => Ok(None),
        }
    }

    /// The methods of sets; `None` leaves the call to the generic path.
    pub(super) fn set_method(
        &mut self,
        m: Method,
        set: &Rc<SymSet>,
        args: &[SymVal],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        self.no_mutating_method_in_rows(m, at)?;
        let none = SymVal::Concrete(Value::None);
        Ok(Some(match (m, args) {
            (Method::Add, [x]) => {
                self.set_insert(set, x.clone(), at)?;
                none
            }
            (Method::Discard, [x]) => {
                let mut left = Vec::new();
                for member in set.members() {
                    let differs = self.equal_term(x, &member.value, at)?.negated();
                    if let Some(guard) = restricted(&member.guard, differs) {
                        left.push(Member { value: member.value, guard });
                    }
                }
                set.change(left);
                none
            }
            (Method::Copy, []) => SymVal::Set(SymSet::of(set.members())),
            (Method::Union, more) => SymVal::Set(SymSet::of(self.set_method_combined(BinOp::BitOr, set, more, at)?)),
            (Method::Intersection, more) => {
                SymVal::Set(SymSet::of(self.set_method_combined(BinOp::BitAnd, set, more, at)?))
            }
            (Method::Difference, more) => {
                SymVal::Set(SymSet::of(self.set_method_combined(BinOp::Sub, set, more, at)?))
            }
            (Method::SymmetricDifference, [other]) => SymVal::Set(SymSet::of(self.set_method_combined(
                BinOp::BitXor,
                set,
                std::slice::from_ref(other),
                at,
            )?)),
            // The in-place forms change the set itself, which every name for it sees.
            (Method::Update, more) => {
                set.change(self.set_method_combined(BinOp::BitOr, set, more, at)?);
                none
            }
            (Method::IntersectionUpdate, more) => {
                set.change(self.set_method_combined(BinOp::BitAnd, set, more, at)?);
                none
            }
            (Method::DifferenceUpdate, more) => {
                set.change(self.set_method_combined(BinOp::Sub, set, more, at)?);
                none
            }
            (Method::SymmetricDifferenceUpdate, [other]) => {
                set.change(self.set_method_combined(BinOp::BitXor, set, std::slice::from_ref(other), at)?);
                none
            }
            _ => return Err(unsupported_symbolic(&format!("`.{}()` on a set holding symbolic values", m.name()), at)),
        }))
    }

    /// The members of `s.union(...)`, `s.intersection(...)`, `s.difference(...)`,
    /// `s.symmetric_difference(x)` and their in-place forms: `op` with each argument in turn.
    fn set_method_combined(
        &mut self,
        op: BinOp,
        set: &SymSet,
        more: &[SymVal],
        at: Span,
    ) -> Result<Vec<Member>, Fault> {
        let mut members = set.members();
        for other in more {
            // Any iterable may be the argument; its items count once each.
            let other = match members_of(other) {
                Some(m) => m,
                None => {
                    let given = self.items_of(other, at)?;
                    let distinct = self.set_of(given, at)?;
                    members_of(&distinct).unwrap_or_default()
                }
            };
            members = self.combined(op, members, &other, at)?.unwrap_or_default();
        }
        Ok(members)
    }

    /// Builtins given a set holding terms: `set(...)` builds one, `len` and `sum` count over
    /// the guards; the others read its items as they read a list's (settled, in iteration
    /// order). `Err` hands the arguments back for the generic path.
    pub(super) fn set_builtin(
        &mut self,
        b: Builtin,
        args: Vec<SymVal>,
        keyed: bool,
        at: Span,
    ) -> Result<Result<SymVal, Vec<SymVal>>, Fault> {
        match (b, args.as_slice()) {
            (Builtin::Set, [SymVal::Set(s)]) => return Ok(Ok(SymVal::Set(SymSet::of(s.members())))),
            // `set(d)` of a dict the prover holds: its keys, in the dict's order.
            (Builtin::Set, [SymVal::Dict(d)]) => {
                let keys = d.entries.borrow().keys().map(|k| d.key_of(k)).collect();
                return self.set_of(keys, at).map(Ok);
            }
            (Builtin::Set, [one]) if !matches!(one, SymVal::Concrete(_)) => {
                let items = self.items_of(one, at)?;
                return self.set_of(items, at).map(Ok);
            }
            (Builtin::Len, [SymVal::Set(s)]) => return Ok(Ok(s.size())),
            (Builtin::Sum, [SymVal::Set(s)]) => {
                if let Some(total) = self.guarded_sum(s) {
                    return Ok(Ok(total));
                }
            }
            _ => {}
        }
        if !args.iter().any(|a| matches!(a, SymVal::Set(_))) || !reads_items(b) {
            return Ok(Err(args));
        }
        let mut as_lists = Vec::with_capacity(args.len());
        for a in args {
            let mut settled = None;
            if let SymVal::Set(s) = &a {
                let items = self.settle_set(s, at)?;
                let free = order_free(b, keyed, &items, |v| {
                    if let SymVal::Float(f) = v {
                        return self.implied(&f.is_nan().not());
                    }
                    !matches!(v, SymVal::Concrete(Value::Float(f)) if f.is_nan())
                });
                settled = Some(if free { items } else { self.settle_set_in_order(s, at)? });
            }
            as_lists.push(settled.map_or(a, |items| SymVal::List(super::lists::SymList::new(items))));
        }
        Ok(Err(as_lists))
    }

    /// `sum(s)` of a set of ints with open guards: each item counts where its guard holds.
    fn guarded_sum(&self, set: &SymSet) -> Option<SymVal> {
        if set.settled().is_some() {
            return None;
        }
        let zero = IntTerm::lit(&0.into());
        let members = set.members();
        let parts = members.iter().map(|m| {
            let x = self.as_int(&m.value)?;
            Some(m.guard.as_ref().map_or_else(|| x.clone(), |g| IntTerm::ite(g, &x, &zero)))
        });
        let parts: Option<Vec<IntTerm>> = parts.collect();
        Some(SymVal::Int(IntTerm::sum(&parts?)))
    }

    /// Starts iterating a set: its items are settled first.
    pub(super) fn set_iter(&mut self, set: &Rc<SymSet>, at: Span) -> Result<super::symval::SymIter, Fault> {
        let size = self.settle_set_in_order(set, at)?.len();
        Ok(super::symval::SymIter::Set { set: set.clone(), next: 0, size })
    }

    /// The next item of a set being iterated; a change of its size meanwhile is Python's
    /// error (a change the body made under a condition is settled to see whether it happened).
    pub(super) fn set_next(
        &mut self,
        set: &Rc<SymSet>,
        next: &mut usize,
        size: usize,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let items = self.settle_set_in_order(set, at)?;
        if items.len() != size {
            return Err(Fault::exc(PyExc::RuntimeError, "Set changed size during iteration", at));
        }
        let item = items.get(*next).cloned();
        *next += 1;
        Ok(item)
    }
}

/// `Domain::plain_data` of the prover's values: terms of numbers and text, and the prover's
/// containers of plain data (not an iterator held as a list, a `defaultdict`, nor a set whose
/// order CPython does not fix).
pub(super) fn plain_data(v: &SymVal) -> bool {
    plain_within(v, 0, &mut 20_000)
}

#[expect(clippy::wildcard_enum_match_arm, reason = "only the listed values are plain data; any other is not")]
fn plain_within(v: &SymVal, depth: usize, budget: &mut usize) -> bool {
    if *budget == 0 || depth > 64 {
        return false;
    }
    *budget -= 1;
    let plain_within = |x: &SymVal, budget: &mut usize| plain_within(x, depth + 1, budget);
    match v {
        SymVal::Concrete(c) => c.plain_data(),
        SymVal::Int(_) | SymVal::Bool(_) | SymVal::Str(_) | SymVal::Float(_) => true,
        SymVal::Tuple(t) => t.class.is_none() && t.iter().all(|x| plain_within(x, budget)),
        SymVal::List(l) => !l.iterator.get() && l.items.borrow().iter().all(|x| plain_within(x, budget)),
        SymVal::Set(s) => {
            let members = s.members();
            (members.len() <= 1 || s.cpython_order.get()) && members.iter().all(|m| plain_within(&m.value, budget))
        }
        SymVal::Dict(d) => {
            d.factory.borrow().is_none()
                && d.entries.borrow().iter().all(|(k, x)| plain_within(&d.key_of(k), budget) && plain_within(x, budget))
        }
        _ => false,
    }
}

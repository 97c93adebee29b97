//! Views of dicts of the symbolic domain (`d.keys()`, `d.values()`, `d.items()` of a dict
//! holding terms): live, as in CPython. Iterating one reads the dict at each step and checks
//! its size; `len`, truth, `type`, `in` and identity read the dict as it is now. Anything else
//! reads a copy of the items where that means the same: a view whose dict holds only plain
//! values is handed to the interpreter as a plain view of a copy of the dict (for operations
//! that finish before the dict can change), the eager builtins (`list`, `sorted`, `sum`, ...)
//! and methods that only iterate their argument (`str.join`, `set.update`, ...) read a list of
//! the items, and the lazy ones (`enumerate`, `zip`, `reversed`, ...) a list of the items that
//! the dict may not change while it is held (`dicts::SymDict::register_view`). What is left
//! (set operators and comparisons on a view of terms) is refused, naming the construct.
// Only views (and the values they meet) are handled here; every other kind falls through to
// the domain's generic path, which one arm says.
#![expect(clippy::wildcard_enum_match_arm, reason = "only views are handled here; the rest fall through in one arm")]

use super::dicts::SymDict;
use super::domain::{SymIter, SymVal, Symbolic};
use super::lists::SymList;
use super::symval::unsupported_symbolic;
use crate::interp::views::{DictView, ViewKind};
use crate::interp::Value;
use crate::ir::{BinOp, Builtin, CmpOp, Method};
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

/// A view of a dict of the symbolic domain.
#[derive(Debug)]
pub struct SymView {
    pub dict: Rc<SymDict>,
    pub kind: ViewKind,
}

impl SymView {
    /// A plain view of a copy of the dict, when every key and value is plain (every key, for
    /// a keys view: it reads nothing else).
    fn plain(&self) -> Option<Value> {
        let copy = if self.kind == ViewKind::Keys { self.dict.plain_keys() } else { self.dict.known() };
        let Some(Value::Dict(copy)) = copy else { return None };
        Some(DictView::value_of(copy, self.kind))
    }

    /// A plain view of an empty dict: what a view is, whatever it holds (`type`, `hash`).
    pub fn representative(&self) -> Value {
        DictView::of_empty(self.kind)
    }

    /// The items now, as the program sees them.
    pub fn items(&self) -> Vec<SymVal> {
        self.dict.pairs().into_iter().map(|(k, v)| pick(self.kind, k, v)).collect()
    }

    pub fn len(&self) -> usize {
        self.dict.entries.borrow().len()
    }
}

/// What a view of kind `kind` holds for the entry `k: v`.
pub(super) fn pick(kind: ViewKind, k: SymVal, v: SymVal) -> SymVal {
    match kind {
        ViewKind::Keys => k,
        ViewKind::Values => v,
        ViewKind::Items => pair(k, v),
    }
}

/// A `(key, value)` tuple: plain when both are.
pub(super) fn pair(k: SymVal, v: SymVal) -> SymVal {
    match (k, v) {
        (SymVal::Concrete(k), SymVal::Concrete(v)) => SymVal::Concrete(Value::tuple(vec![k, v])),
        (k, v) => SymVal::tuple(vec![k, v]),
    }
}

/// A builtin's arguments with views replaced, and the dicts whose views a lazy builtin read.
type ViewArgs = (Vec<SymVal>, Vec<Rc<SymDict>>);

/// Builtins that keep their argument and read it later (so a list of the items stands in for
/// a view only while the dict cannot change).
fn lazy(b: Builtin) -> bool {
    matches!(b, Builtin::Enumerate | Builtin::Zip | Builtin::Map | Builtin::Filter | Builtin::Reversed | Builtin::Iter)
}

/// Builtins that read their argument's items once, as they read a list's.
fn eager(b: Builtin) -> bool {
    matches!(
        b,
        Builtin::Sorted
            | Builtin::Min
            | Builtin::Max
            | Builtin::Sum
            | Builtin::Any
            | Builtin::All
            | Builtin::Set
            | Builtin::Frozenset
            | Builtin::Dict
    )
}

/// Methods that only iterate their argument, reading it as they read a list.
fn iterates_argument(m: Method) -> bool {
    matches!(
        m,
        Method::Join
            | Method::Extend
            | Method::Update
            | Method::Union
            | Method::Intersection
            | Method::Difference
            | Method::SymmetricDifference
            | Method::Issubset
            | Method::Issuperset
            | Method::Isdisjoint
            | Method::IntersectionUpdate
            | Method::DifferenceUpdate
            | Method::SymmetricDifferenceUpdate
            | Method::Fromkeys
    )
}

/// Whether a value may be looked up in a dict for sure (no `TypeError` for an unhashable key).
fn surely_hashable(v: &SymVal) -> bool {
    match v {
        SymVal::Int(_) | SymVal::Bool(_) | SymVal::Str(_) | SymVal::Float(_) => true,
        SymVal::Tuple(items) => items.iter().all(surely_hashable),
        SymVal::Concrete(c) => crate::interp::Key::new(c.clone(), Span::default()).is_ok(),
        _ => false,
    }
}

fn view_refused(what: &str, at: Span) -> Fault {
    unsupported_symbolic(&format!("{what} of a dict view (`keys()`, `values()`, `items()`)"), at)
}

impl Symbolic<'_> {
    /// `d.keys()`, `d.values()`, `d.items()` of a dict of the symbolic domain.
    pub(super) fn view_of(dict: &Rc<SymDict>, m: Method) -> SymVal {
        let kind = ViewKind::of_method(m).unwrap_or(ViewKind::Keys);
        SymVal::View(Rc::new(SymView { dict: dict.clone(), kind }))
    }

    /// A list of the view's items, read now.
    fn items_list(view: &SymView) -> SymVal {
        SymVal::List(SymList::new(view.items()))
    }

    /// A view as a plain value, for reading once: refused when its dict holds a term.
    pub(super) fn plain_view(view: &SymView, what: &str, at: Span) -> Result<Value, Fault> {
        view.plain().ok_or_else(|| view_refused(what, at))
    }

    /// Iterating a view: the dict's entries read at each step, its size checked.
    pub(super) fn view_iter(view: &SymView) -> SymIter {
        SymIter::Dict { dict: view.dict.clone(), kind: view.kind, next: 0, shape: view.dict.shape() }
    }

    /// A builtin called with a view among its arguments: its answer, or the arguments with
    /// each view replaced by what stands in for it (see the module's doc).
    pub(super) fn view_builtin(
        &mut self,
        b: Builtin,
        args: Vec<SymVal>,
        at: Span,
    ) -> Result<Result<SymVal, ViewArgs>, Fault> {
        if !args.iter().any(|a| matches!(a, SymVal::View(_))) {
            return Ok(Err((args, Vec::new())));
        }
        match (b, args.as_slice()) {
            (Builtin::Len, [SymVal::View(v)]) => return Ok(Ok(SymVal::Concrete(Value::Int(v.len() as i64)))),
            (Builtin::Bool, [SymVal::View(v)]) => return Ok(Ok(SymVal::Concrete(Value::Bool(v.len() > 0)))),
            (Builtin::List, [SymVal::View(v)]) => return Ok(Ok(SymVal::List(SymList::new(v.items())))),
            (Builtin::Tuple, [SymVal::View(v)]) => {
                let items = v.items();
                return Ok(Ok(match items.iter().map(|i| i.known().cloned()).collect::<Option<Vec<_>>>() {
                    Some(plain) => SymVal::Concrete(Value::tuple(plain)),
                    None => SymVal::tuple(items),
                }));
            }
            // `type` and `isinstance` answer from a representative of the kind.
            (Builtin::Type | Builtin::Isinstance, _) => return Ok(Err((args, Vec::new()))),
            _ => {}
        }
        let content_free = matches!(b, Builtin::Callable | Builtin::Hash | Builtin::Next);
        let mut out = Vec::with_capacity(args.len());
        let mut read_lazily = Vec::new();
        for a in args {
            let SymVal::View(view) = a else {
                out.push(a);
                continue;
            };
            out.push(if content_free {
                SymVal::Concrete(view.representative())
            } else if lazy(b) {
                read_lazily.push(view.dict.clone());
                SymVal::List(SymList::new(view.items()))
            } else if let Some(plain) = view.plain() {
                SymVal::Concrete(plain)
            } else if eager(b) {
                Self::items_list(&view)
            } else {
                return Err(view_refused(&format!("`{}()`", b.name()), at));
            });
        }
        Ok(Err((out, read_lazily)))
    }

    /// The result of a lazy builtin (`enumerate`, `zip`, ...) that read views of `dicts` as
    /// lists: those dicts may not change while it is held, since it will not see the change.
    pub(super) fn hold_views(b: Builtin, dicts: Vec<Rc<SymDict>>, result: SymVal, at: Span) -> Result<SymVal, Fault> {
        if dicts.is_empty() {
            return Ok(result);
        }
        let SymVal::List(held) = &result else {
            return Err(view_refused(&format!("`{}()` with these arguments", b.name()), at));
        };
        for dict in dicts {
            dict.register_view(held);
        }
        Ok(result)
    }

    /// A value with a view replaced by a plain one (refused for a view of terms).
    pub(super) fn without_view(v: SymVal, what: &str, at: Span) -> Result<SymVal, Fault> {
        match v {
            SymVal::View(view) => Self::plain_view(&view, what, at).map(SymVal::Concrete),
            other => Ok(other),
        }
    }

    /// `a, b = view`: its items now.
    pub(super) fn unpack_view(view: &SymView, n: usize, at: Span) -> Result<Vec<SymVal>, Fault> {
        let items = view.items();
        if items.len() != n {
            return Err(Fault::unpack_count(n, items.len(), at));
        }
        Ok(items)
    }

    /// A method's receiver and arguments with views replaced by what stands in for them.
    pub(super) fn view_method_operands(
        &mut self,
        m: Method,
        receiver: SymVal,
        args: Vec<SymVal>,
        at: Span,
    ) -> Result<(SymVal, Vec<SymVal>), Fault> {
        if !std::iter::once(&receiver).chain(&args).any(|a| matches!(a, SymVal::View(_))) {
            return Ok((receiver, args));
        }
        let receiver = match receiver {
            SymVal::View(view) => SymVal::Concrete(Self::plain_view(&view, &format!("`.{}()`", m.name()), at)?),
            other => other,
        };
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            out.push(match a {
                SymVal::View(view) => match view.plain() {
                    Some(plain) => SymVal::Concrete(plain),
                    None if iterates_argument(m) => Self::items_list(&view),
                    None => return Err(view_refused(&format!("passing to `.{}()`", m.name()), at)),
                },
                other => other,
            });
        }
        Ok((receiver, out))
    }

    /// `l op r`'s operands, with plain views for views of plain dicts; a view of terms is
    /// refused unless the operation fails whatever it holds.
    pub(super) fn without_views(
        &mut self,
        op: BinOp,
        l: SymVal,
        r: SymVal,
        at: Span,
    ) -> Result<(SymVal, SymVal), Fault> {
        if matches!(l, SymVal::View(_)) || matches!(r, SymVal::View(_)) {
            return self.view_binary_operands(op, l, r, at);
        }
        Ok((l, r))
    }

    fn view_binary_operands(&mut self, op: BinOp, l: SymVal, r: SymVal, at: Span) -> Result<(SymVal, SymVal), Fault> {
        let plain = |v: SymVal| match v {
            SymVal::View(view) => view.plain().map(SymVal::Concrete).ok_or(SymVal::View(view)),
            other => Ok(other),
        };
        match (plain(l), plain(r)) {
            // The other operand is only read (`d.keys() | [5]`): a copy of a plain list serves.
            (Ok(l), Ok(r)) => Ok((self.read_copy(l), self.read_copy(r))),
            (l, r) => {
                let (l, r) = (l.unwrap_or_else(|v| v), r.unwrap_or_else(|v| v));
                match self.type_error_of(op, &l, &r, at) {
                    Some(type_error) => Err(type_error),
                    None => Err(view_refused(&format!("`{}`", op.symbol()), at)),
                }
            }
        }
    }

    /// A plain copy of a value an operation only reads, when it has one.
    fn read_copy(&self, v: SymVal) -> SymVal {
        match (&v, self.looked_at(&v)) {
            (SymVal::Concrete(_), _) | (_, None) => v,
            (_, Some(copy)) => SymVal::Concrete(copy),
        }
    }

    /// A comparison with a view operand: the answer where it does not need the items compared
    /// (identity, a values view's `==`, `in`), else the operands with plain views.
    pub(super) fn view_compare(
        &mut self,
        op: CmpOp,
        l: SymVal,
        r: SymVal,
        at: Span,
    ) -> Result<Result<SymVal, (SymVal, SymVal)>, Fault> {
        if !matches!(l, SymVal::View(_)) && !matches!(r, SymVal::View(_)) {
            return Ok(Err((l, r)));
        }
        let same_view = match (&l, &r) {
            (SymVal::View(a), SymVal::View(b)) => Rc::ptr_eq(a, b),
            _ => false,
        };
        let values_view = |v: &SymVal| matches!(v, SymVal::View(view) if view.kind == ViewKind::Values);
        let answer = |b: bool| Ok(Ok(SymVal::Concrete(Value::Bool(b))));
        match op {
            CmpOp::Is => return answer(same_view),
            CmpOp::IsNot => return answer(!same_view),
            CmpOp::IsNone => return answer(false),
            CmpOp::IsNotNone => return answer(true),
            // A values view equals only itself.
            CmpOp::Eq if values_view(&l) || values_view(&r) => return answer(same_view),
            CmpOp::NotEq if values_view(&l) || values_view(&r) => return answer(!same_view),
            CmpOp::In | CmpOp::NotIn => {
                if let SymVal::View(view) = &r {
                    return self.view_membership(op, &l, view, at).map(Ok);
                }
            }
            _ => {}
        }
        let what = format!("`{}`", op.symbol());
        Ok(Err((Self::without_view(l, &what, at)?, Self::without_view(r, &what, at)?)))
    }

    /// `needle in view`: a key looked up, a value searched for, an item's key looked up and
    /// its value compared; the needle must be surely hashable where it is looked up.
    fn view_membership(&mut self, op: CmpOp, needle: &SymVal, view: &SymView, at: Span) -> Result<SymVal, Fault> {
        let hashable = |k: &Value| crate::interp::Key::new(k.clone(), at).is_ok();
        let sure = match (view.kind, needle) {
            (ViewKind::Values, _) => true,
            (ViewKind::Keys, key) => surely_hashable(key),
            (ViewKind::Items, SymVal::Tuple(pair)) if pair.len() == 2 => surely_hashable(&pair[0]),
            (ViewKind::Items, SymVal::Concrete(Value::Tuple(pair))) if pair.len() == 2 => hashable(&pair[0]),
            // Anything but a pair is never an item.
            (
                ViewKind::Items,
                SymVal::Concrete(_) | SymVal::Int(_) | SymVal::Bool(_) | SymVal::Str(_) | SymVal::Float(_),
            ) => {
                return Ok(SymVal::Concrete(Value::Bool(op == CmpOp::NotIn)));
            }
            (ViewKind::Items, _) => false,
        };
        if !sure {
            return Err(view_refused("`in` with a needle that may be unhashable", at));
        }
        if let (SymVal::Concrete(n), Some(plain)) = (needle, view.plain()) {
            return crate::sema::Domain::compare(&mut self.inner, op, n.clone(), plain, at).map(SymVal::Concrete);
        }
        if view.kind == ViewKind::Items {
            return self.item_membership(op, needle, view, at);
        }
        let items = SymVal::List(SymList::new(view.items()));
        match self.membership(op, needle, &items, at)? {
            Some(found) => Ok(found),
            None => Err(view_refused("`in`", at)),
        }
    }

    /// `(k, v) in d.items()`: some entry's key equals `k` and its value equals `v`.
    fn item_membership(&mut self, op: CmpOp, needle: &SymVal, view: &SymView, at: Span) -> Result<SymVal, Fault> {
        let (k, v) = match needle {
            SymVal::Tuple(pair) => (pair[0].clone(), pair[1].clone()),
            SymVal::Concrete(Value::Tuple(pair)) => {
                (SymVal::Concrete(pair[0].clone()), SymVal::Concrete(pair[1].clone()))
            }
            _ => return Err(view_refused("`in`", at)),
        };
        let mut any = Vec::new();
        for (key, value) in view.dict.pairs() {
            let same_key = self.item_eq(k.clone(), key, at)?;
            let same_value = self.item_eq(v.clone(), value, at)?;
            match (Self::as_bool(&same_key), Self::as_bool(&same_value)) {
                (Some(a), Some(b)) => any.push(crate::smt::BoolTerm::and(&[a, b])),
                _ => return Err(view_refused("`in`", at)),
            }
        }
        let found = crate::smt::BoolTerm::or(&any);
        Ok(SymVal::Bool(if op == CmpOp::In { found } else { found.not() }))
    }

    /// `view` as text, for messages.
    pub(super) fn shown_view(&mut self, view: &SymView) -> String {
        let items: Vec<String> = view.items().iter().map(|i| self.shown(i)).collect();
        format!("{}([{}])", view.kind.type_name(), items.join(", "))
    }
}

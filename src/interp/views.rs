//! Dict views (`d.keys()`, `d.values()`, `d.items()`) as CPython has them: live windows on a
//! dict, not copies. A view reads its dict each time it is used, so one taken before a change
//! shows the change, and iterating one checks the dict's size as iterating the dict does. Keys
//! and items views are set-like: `==`, `<`, ... against sets and other such views, and `&`,
//! `|`, `-`, `^` with any iterable, each taking the path CPython's `dictobject.c` takes (the
//! path decides how the result set's table is laid out, so the order it prints in).

use super::builtins::collect;
use super::ops::check_len;
use super::pyset::{Operand, SetMap};
use super::value::{item_eq, Dict, Key, Value};
use crate::ir::{BinOp, CmpOp, Method};
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;
use std::cell::RefCell;
use std::rc::Rc;

/// Which view of a dict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

impl ViewKind {
    /// The view a dict method returns (`keys`, `values`, `items`).
    pub fn of_method(m: Method) -> Option<ViewKind> {
        match m {
            Method::Keys => Some(ViewKind::Keys),
            Method::Values => Some(ViewKind::Values),
            Method::Items => Some(ViewKind::Items),
            _ => None,
        }
    }

    /// The class name (`type(d.keys())` is `<class 'dict_keys'>`).
    pub fn type_name(self) -> &'static str {
        match self {
            ViewKind::Keys => "dict_keys",
            ViewKind::Values => "dict_values",
            ViewKind::Items => "dict_items",
        }
    }

    /// The class name of its iterator, forwards or reversed.
    pub fn iterator_name(self, reversed: bool) -> &'static str {
        match (self, reversed) {
            (ViewKind::Keys, false) => "dict_keyiterator",
            (ViewKind::Values, false) => "dict_valueiterator",
            (ViewKind::Items, false) => "dict_itemiterator",
            (ViewKind::Keys, true) => "dict_reversekeyiterator",
            (ViewKind::Values, true) => "dict_reversevalueiterator",
            (ViewKind::Items, true) => "dict_reverseitemiterator",
        }
    }

    /// Keys and items views are set-like; a values view is not (it compares by identity).
    pub fn set_like(self) -> bool {
        self != ViewKind::Values
    }

    /// The item of this view at the live position `p` of `dict`'s entries.
    pub fn item_at(self, dict: &Dict, p: usize) -> Option<Value> {
        let d = dict.borrow();
        d.at(p).map(|(k, v)| self.item(k, v))
    }

    /// The item of this view for one entry.
    fn item(self, k: &Key, v: &Value) -> Value {
        match self {
            ViewKind::Keys => k.0.clone(),
            ViewKind::Values => v.clone(),
            ViewKind::Items => Value::pair(k.0.clone(), v.clone()),
        }
    }
}

/// A view of a dict: the dict itself (shared, so the view stays live) and which view.
#[derive(Debug)]
pub struct DictView {
    pub dict: Dict,
    pub kind: ViewKind,
}

impl DictView {
    pub fn value_of(dict: Dict, kind: ViewKind) -> Value {
        Value::View(Rc::new(DictView { dict, kind }))
    }

    /// A view of a new empty dict: what any view of its kind is, whatever it holds.
    pub fn of_empty(kind: ViewKind) -> Value {
        let Value::Dict(dict) = Value::dict(Default::default()) else { unreachable!("a dict was made") };
        DictView::value_of(dict, kind)
    }

    pub fn len(&self) -> usize {
        self.dict.borrow().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Its items now, in the dict's order.
    pub fn items(&self) -> Vec<Value> {
        self.dict.borrow().iter().map(|(k, v)| self.kind.item(k, v)).collect()
    }

    /// `item in view`: a key is looked up (so it must be hashable); an item is a `(key,
    /// value)` pair whose key is looked up and whose value is compared; a value is searched for.
    pub fn contains(&self, item: &Value, at: Span) -> Result<bool, Fault> {
        match self.kind {
            ViewKind::Keys => Ok(self.dict.borrow().contains_key(&Key::new(item.clone(), at)?)),
            ViewKind::Values => {
                let values: Vec<Value> = self.dict.borrow().values().cloned().collect();
                super::deep::checked(at, || values.iter().any(|v| item_eq(v, item)))
            }
            ViewKind::Items => {
                let Value::Tuple(pair) = item else { return Ok(false) };
                let [k, v] = &pair[..] else { return Ok(false) };
                let found = self.dict.borrow().get(&Key::new(k.clone(), at)?).cloned();
                match found {
                    Some(w) => super::deep::checked(at, || item_eq(&w, v)),
                    None => Ok(false),
                }
            }
        }
    }
}

/// The set-like view a value is, if it is one.
fn set_like(v: &Value) -> Option<&Rc<DictView>> {
    match v {
        Value::View(view) if view.kind.set_like() => Some(view),
        _ => None,
    }
}

/// `item in v` for an operand of a set-like comparison (a set or a set-like view).
fn member(v: &Value, item: &Value, at: Span) -> Result<bool, Fault> {
    match v {
        Value::View(view) => view.contains(item, at),
        other => super::ops::contains(other, item, at),
    }
}

/// The items of a set-like comparison's operand and their number, or `None` for a value that
/// is not set-like.
fn set_like_items(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::Set(s) => Some(s.borrow().iter().map(|k| k.0.clone()).collect()),
        other => set_like(other).map(|view| view.items()),
    }
}

/// Whether every item of `a` is in `b` (CPython's `all_contained_in`: `b`'s membership test).
fn all_contained_in(a: &[Value], b: &Value, at: Span) -> Result<bool, Fault> {
    for item in a {
        if !member(b, item, at)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// A comparison with a view on either side: `None` when neither side is a view. Set-like views
/// compare as sets with sets and set-like views; anything else is unequal (and unordered); a
/// values view equals only itself.
pub fn compare(op: CmpOp, l: &Value, r: &Value, at: Span) -> Option<Result<bool, Fault>> {
    if !matches!(l, Value::View(_)) && !matches!(r, Value::View(_)) {
        return None;
    }
    if !matches!(op, CmpOp::Eq | CmpOp::NotEq | CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE) {
        return None;
    }
    let operands = (set_like_items(l), set_like_items(r));
    let (Some(left), Some(right)) = operands else {
        return Some(match op {
            CmpOp::Eq => Ok(identical(l, r)),
            CmpOp::NotEq => Ok(!identical(l, r)),
            _ => Err(super::ops::unordered(op, l, r, at)),
        });
    };
    let (nl, nr) = (left.len(), right.len());
    // The sizes first; only then are the items looked up (which may raise).
    let (sizes_allow, small, large, answer_if_contained) = match op {
        CmpOp::Eq => (nl == nr, &left, r, true),
        CmpOp::NotEq => (nl == nr, &left, r, false),
        CmpOp::Lt => (nl < nr, &left, r, true),
        CmpOp::LtE => (nl <= nr, &left, r, true),
        CmpOp::Gt => (nl > nr, &right, l, true),
        _ => (nl >= nr, &right, l, true),
    };
    if !sizes_allow {
        return Some(Ok(op == CmpOp::NotEq));
    }
    Some(all_contained_in(small, large, at).map(|contained| contained == answer_if_contained))
}

/// `==` where it cannot fail (items of containers compared): a failing comparison is unequal.
pub fn eq(l: &Value, r: &Value) -> bool {
    compare(CmpOp::Eq, l, r, Span::default()).is_some_and(|answer| answer.unwrap_or(false))
}

/// Whether two values are one view object.
pub fn identical(l: &Value, r: &Value) -> bool {
    matches!((l, r), (Value::View(a), Value::View(b)) if Rc::ptr_eq(a, b))
}

fn new_set(set: SetMap) -> Value {
    Value::Set(Rc::new(RefCell::new(set)))
}

/// `set(v)` as `dictviews_to_set` makes it: a keys view is built from its dict (one resize up
/// front), anything else as `set(v)` builds it.
fn to_set(v: &Value, limits: &Limits, at: Span) -> Result<SetMap, Fault> {
    match v {
        Value::View(view) if view.kind == ViewKind::Keys => {
            let mut out = SetMap::default();
            out.merge_dict_keys(view.dict.borrow().keys());
            Ok(out)
        }
        other => Ok(Operand::of(other.clone(), limits, at)?.into_set()),
    }
}

/// `l op r` for `&`, `|`, `-`, `^` with a keys or items view on either side (the other side may
/// be any iterable): a new set. `None` when neither side is such a view.
pub fn binary(op: BinOp, l: &Value, r: &Value, limits: &Limits, at: Span) -> Option<Result<Value, Fault>> {
    if !matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::Sub | BinOp::BitXor) {
        return None;
    }
    if set_like(l).is_none() && set_like(r).is_none() {
        return None;
    }
    let out = match op {
        BinOp::BitAnd => intersect(l, r, limits, at),
        BinOp::BitOr => to_set(l, limits, at).and_then(|mut set| {
            set.update(Operand::of(r.clone(), limits, at)?);
            Ok(set)
        }),
        BinOp::Sub => to_set(l, limits, at).and_then(|mut set| {
            let other = Operand::of(r.clone(), limits, at)?;
            match other {
                Operand::Set(s) => set.difference_update(s.iter()),
                Operand::DictKeys(items) | Operand::Items(items) => set.difference_update(items.iter()),
            }
            Ok(set)
        }),
        _ => match (l, r) {
            (Value::View(a), Value::View(b)) if a.kind == ViewKind::Items && b.kind == ViewKind::Items => {
                items_xor(a, b, at)
            }
            _ => to_set(l, limits, at).and_then(|mut set| {
                set.symmetric_difference_update_with(Operand::of(r.clone(), limits, at)?);
                Ok(set)
            }),
        },
    };
    Some(out.and_then(|set| {
        check_len(set.len(), limits, at)?;
        Ok(new_set(set))
    }))
}

/// `_PyDictView_Intersect`: the view (the other operand when the left is not one) against the
/// other operand: a larger set's own intersection, else the other's items the view holds,
/// iterating the smaller of two views.
fn intersect(l: &Value, r: &Value, limits: &Limits, at: Span) -> Result<SetMap, Fault> {
    let (mut view, mut other) = match (set_like(l), set_like(r)) {
        (Some(v), _) => (v.clone(), r.clone()),
        (None, Some(v)) => (v.clone(), l.clone()),
        (None, None) => unreachable!("`binary` checked that one side is a set-like view"),
    };
    if let Value::Set(s) = &other {
        if !s.borrow().is_frozen() && view.len() <= s.borrow().len() {
            let keys = view.items().into_iter().map(|x| Key::new(x, at)).collect::<Result<Vec<_>, _>>()?;
            return Ok(s.borrow().intersection_items(keys));
        }
    }
    if let Some(larger) = set_like(&other).filter(|o| o.len() > view.len()).cloned() {
        other = Value::View(view);
        view = larger;
    }
    let mut out = SetMap::default();
    for item in collect(other, limits, at)? {
        if view.contains(&item, at)? {
            out.insert(Key::new(item, at)?);
        }
    }
    Ok(out)
}

/// `a ^ b` for two items views (`dictitems_xor`): `b`'s pairs whose key `a` lacks or maps to
/// another value, then `a`'s pairs `b` does not match.
fn items_xor(a: &DictView, b: &DictView, at: Span) -> Result<SetMap, Fault> {
    let mut rest = a.dict.borrow().clone();
    let mut out = SetMap::default();
    let theirs: Vec<(Key, Value)> = b.dict.borrow().iter().map(|(k, v)| (k.clone(), v.clone())).collect();
    for (k, v2) in theirs {
        let same = match rest.get(&k) {
            Some(v1) => super::deep::checked(at, || item_eq(v1, &v2))?,
            None => false,
        };
        if same {
            rest.remove(&k);
        } else {
            out.insert(Key::new(Value::pair(k.0, v2), at)?);
        }
    }
    for (k, v1) in rest {
        out.insert(Key::new(Value::pair(k.0, v1), at)?);
    }
    Ok(out)
}

/// `view.isdisjoint(other)` (`dictviews_isdisjoint`): the smaller of two set-like operands is
/// iterated and each item looked up in the other.
pub fn isdisjoint(view: &Rc<DictView>, other: Value, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let this = Value::View(view.clone());
    if identical(&this, &other) {
        return Ok(Value::Bool(view.is_empty()));
    }
    let (mut container, mut iterated) = (this, other);
    let other_len = match &iterated {
        Value::Set(s) => Some(s.borrow().len()),
        v => set_like(v).map(|o| o.len()),
    };
    if other_len.is_some_and(|n| n > view.len()) {
        std::mem::swap(&mut container, &mut iterated);
    }
    for item in collect(iterated, limits, at)? {
        if member(&container, &item, at)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

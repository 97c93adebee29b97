//! Iterators: the state of a `for` loop and the values `enumerate`, `zip`, `reversed` return.
//! They are single-pass, as in Python, and read lists by index so appends during a loop are seen.

use super::value::{Dict, List, Set, Value};
use super::views::ViewKind;
use crate::ir::{PyExc, PyStr};
use crate::sema::{Fault, Next};
use crate::source::Span;
use std::rc::Rc;

/// The state of a range iterator past the `i64` bounds.
#[derive(Debug)]
pub struct WideRange {
    next: i128,
    step: i128,
    left: u128,
}

// Every iterator is aligned to a word at most (see `PyIter::Range`).
const _: () = assert!(std::mem::align_of::<PyIter>() <= 8);

#[derive(Debug)]
pub enum PyIter {
    List {
        list: List,
        pos: usize,
    },
    Tuple {
        items: Rc<super::value::TupleItems>,
        pos: usize,
    },
    /// A deque: its items by index, as many as it held at the start, and CPython's
    /// `RuntimeError` once it records a change (`ListCell::changed`).
    Deque {
        deque: List,
        pos: usize,
        left: usize,
        changes: u32,
    },
    Str {
        text: Rc<PyStr>,
        byte: usize,
    },
    /// A bytearray, read at each step: what the loop changes in it is seen, as in CPython.
    ByteArray {
        buf: super::value::ByteArray,
        pos: usize,
    },
    /// A range whose every item fits in an `i64` (nearly all): the next value and how many
    /// are left, stepped without 128-bit arithmetic.
    SmallRange {
        next: i64,
        step: i64,
        left: u64,
    },
    /// A range past the `i64` bounds: the next value and how many are left (no division per
    /// step), boxed so that no iterator is aligned to 16 bytes as 128-bit ints are (the
    /// allocator serves such blocks on a slower path, and a suspended generator's state, which
    /// holds iterators, is allocated on every resume).
    Range(Box<WideRange>),
    /// A dict (its keys) or one of its views, forwards or reversed: the dict is read at each
    /// step, and a change of its size is a `RuntimeError`, as in CPython.
    Dict {
        dict: Dict,
        kind: ViewKind,
        /// Where the next entry is looked for among the dict's entries (holes included):
        /// at or after it forwards, before it reversed.
        pos: usize,
        /// The dict's size when the iteration started.
        len: usize,
        /// How many more items it expects: one more is CPython's "keys changed" error.
        left: usize,
        reversed: bool,
    },
    Set {
        set: Set,
        pos: usize,
        len: usize,
    },
    Enumerate {
        inner: Box<PyIter>,
        /// The next count, an int of any size.
        count: Value,
    },
    Zip {
        inners: Vec<PyIter>,
        /// `zip(..., strict=True)`: iterables of different lengths are a `ValueError`.
        strict: bool,
    },
    /// A shared iterator object (`it = enumerate(x)` then `for ... in it`).
    Shared(Rc<std::cell::RefCell<PyIter>>),
    /// `reversed(x)` of a sequence that never changes (str, tuple, bytes): its items up front.
    Reversed {
        items: std::vec::IntoIter<Value>,
    },
    /// `reversed(xs)` of a list, read at each step as CPython's is: `index` is one past the
    /// next item's (0 once done); a list that shrank below it ends the iteration.
    ListReversed {
        list: List,
        index: usize,
    },
    /// `reversed(q)` of a deque: as many items from the end as it held at the start, and
    /// CPython's `RuntimeError` once it records a change.
    DequeReversed {
        deque: List,
        left: usize,
        changes: u32,
    },
    /// `reversed(b)` of a bytearray, read at each step (`index` as for a list).
    ByteArrayReversed {
        buf: super::value::ByteArray,
        index: usize,
    },
    /// A generator: only the evaluator can advance it (`sema` takes it out of the value).
    Lazy(crate::sema::Lazy),
}

impl PyIter {
    pub fn type_name(&self) -> &'static str {
        match self {
            PyIter::List { .. } => "list_iterator",
            PyIter::Tuple { .. } => "tuple_iterator",
            PyIter::Deque { .. } => "_deque_iterator",
            // CPython 3.11 iterates an all-ASCII str with an iterator type of its own.
            PyIter::Str { text, .. } if text.as_str().is_ascii() => "str_ascii_iterator",
            PyIter::Str { .. } => "str_iterator",
            PyIter::ByteArray { .. } => "bytearray_iterator",
            PyIter::SmallRange { .. } | PyIter::Range(_) => "range_iterator",
            PyIter::Dict { kind, reversed, .. } => kind.iterator_name(*reversed),
            PyIter::Set { .. } => "set_iterator",
            PyIter::Enumerate { .. } => "enumerate",
            PyIter::Zip { .. } => "zip",
            PyIter::Shared(inner) => inner.borrow().type_name(),
            PyIter::Reversed { .. } | PyIter::ByteArrayReversed { .. } => "reversed",
            PyIter::ListReversed { .. } => "list_reverseiterator",
            PyIter::DequeReversed { .. } => "_deque_reverse_iterator",
            PyIter::Lazy(lazy) => lazy.type_name(),
        }
    }

    /// `reversed(v)` of a list, deque, bytearray or range, which CPython reads backwards as it
    /// goes (a range as the range of its items reversed); `None` for other values.
    pub fn reversed_live(v: &Value) -> Option<PyIter> {
        Some(match v {
            Value::List(deque) if deque.is_deque() => {
                let left = deque.borrow().len();
                PyIter::DequeReversed { deque: deque.clone(), left, changes: deque.changes() }
            }
            Value::List(list) => PyIter::ListReversed { list: list.clone(), index: list.borrow().len() },
            Value::ByteArray(buf) => PyIter::ByteArrayReversed { buf: buf.clone(), index: buf.borrow().len() },
            Value::Range(r) => {
                let len = i128::try_from(r.len()).ok()?;
                let last = r.start.checked_add(len.checked_sub(1)?.checked_mul(r.step)?)?;
                let stop = r.start.checked_sub(r.step)?;
                PyIter::over_range(super::value::RangeVal { start: last, stop, step: r.step.checked_neg()? })
            }
            _ => return None,
        })
    }

    /// Iterating a dict's view (its keys, for the dict itself), forwards or reversed.
    pub fn over_dict(dict: Dict, kind: ViewKind, reversed: bool) -> PyIter {
        let (len, end) = {
            let d = dict.borrow();
            (d.len(), d.positions())
        };
        PyIter::Dict { dict, kind, pos: if reversed { end } else { 0 }, len, left: len, reversed }
    }

    /// Iterating a range, on `i64` steps when its first and last items and its step fit.
    fn over_range(r: super::value::RangeVal) -> PyIter {
        let left = r.len();
        if let (Ok(next), Ok(step), Ok(count)) = (i64::try_from(r.start), i64::try_from(r.step), u64::try_from(left)) {
            // An `i64` step times a `u64` count fits in 128 bits.
            let last = r.start + r.step * count.saturating_sub(1) as i128;
            if i64::try_from(last).is_ok() {
                return PyIter::SmallRange { next, step, left: count };
            }
        }
        PyIter::Range(Box::new(WideRange { next: r.start, step: r.step, left }))
    }

    /// Starts iterating a value, or `TypeError` when it is not iterable.
    pub fn over(v: Value, at: Span) -> Result<PyIter, Fault> {
        Ok(match v {
            Value::List(deque) if deque.is_deque() => {
                let (left, changes) = (deque.borrow().len(), deque.changes());
                PyIter::Deque { deque, pos: 0, left, changes }
            }
            Value::List(list) => PyIter::List { list, pos: 0 },
            Value::Tuple(items) => PyIter::Tuple { items, pos: 0 },
            Value::Str(text) => PyIter::Str { text, byte: 0 },
            // The ints of bytes, read from a tuple of them (the iterator's own type is not kept).
            Value::Bytes(b) => match Value::tuple(b.iter().map(|c| Value::Int(i64::from(*c))).collect()) {
                Value::Tuple(items) => PyIter::Tuple { items, pos: 0 },
                _ => unreachable!("Value::tuple makes a tuple"),
            },
            Value::ByteArray(buf) => PyIter::ByteArray { buf, pos: 0 },
            Value::Range(r) => PyIter::over_range(*r),
            Value::Dict(dict) => PyIter::over_dict(dict, ViewKind::Keys, false),
            Value::View(view) => PyIter::over_dict(view.dict.clone(), view.kind, false),
            Value::Set(set) => {
                super::pyset::check_order(&set.borrow(), at)?;
                let len = set.borrow().len();
                PyIter::Set { set, pos: 0, len }
            }
            Value::Iter(it) => PyIter::Shared(it),
            other => return Err(Fault::type_error(format!("'{}' object is not iterable", other.type_name()), at)),
        })
    }

    /// The next item, or `None` at the end; a small range's step is inlined into the loop.
    #[inline]
    pub fn next(&mut self, at: Span) -> Result<Option<Value>, Fault> {
        if let PyIter::SmallRange { next, step, left } = self {
            return Ok(small_range_step(next, *step, left));
        }
        self.next_other(at)
    }

    fn next_other(&mut self, at: Span) -> Result<Option<Value>, Fault> {
        Ok(match self {
            PyIter::List { list, pos } => {
                let item = list.borrow().get(*pos).cloned();
                *pos += 1;
                item
            }
            PyIter::Tuple { items, pos } => {
                let item = items.get(*pos).cloned();
                *pos += 1;
                item
            }
            PyIter::Deque { deque, pos, left, changes } => {
                if deque.changes() != *changes {
                    return Err(Fault::exc(PyExc::RuntimeError, "deque mutated during iteration", at));
                }
                if *left == 0 {
                    return Ok(None);
                }
                let item = deque.borrow().get(*pos).cloned();
                *pos += 1;
                *left -= 1;
                item
            }
            PyIter::Str { text, byte } => {
                let c = text.as_str()[*byte..].chars().next();
                c.map(|c| {
                    *byte += c.len_utf8();
                    super::one_char::char_value(c)
                })
            }
            PyIter::ByteArray { buf, pos } => {
                let item = buf.borrow().get(*pos).map(|c| Value::Int(i64::from(*c)));
                *pos += 1;
                item
            }
            PyIter::SmallRange { next, step, left } => small_range_step(next, *step, left),
            PyIter::Range(r) => {
                if r.left == 0 {
                    None
                } else {
                    let v = r.next;
                    r.left -= 1;
                    if r.left > 0 {
                        r.next += r.step;
                    }
                    Some(super::value::int_value(v))
                }
            }
            PyIter::Dict { dict, kind, pos, len, left, reversed } => {
                let index = dict_step(dict, pos, *len, left, *reversed, at)?;
                index.and_then(|i| kind.item_at(dict, i))
            }
            PyIter::Set { set, pos, len } => {
                let s = set.borrow();
                if s.len() != *len {
                    return Err(Fault::exc(PyExc::RuntimeError, "Set changed size during iteration", at));
                }
                // `pos` is a slot of the table, as in CPython's set iterator.
                s.next_from(*pos).map(|(next, k)| {
                    *pos = next;
                    k.0.clone()
                })
            }
            PyIter::Reversed { items } => items.next(),
            PyIter::ListReversed { list, index } => {
                let item = index.checked_sub(1).and_then(|i| list.borrow().get(i).cloned());
                *index = if item.is_some() { *index - 1 } else { 0 };
                item
            }
            PyIter::DequeReversed { deque, left, changes } => {
                if deque.changes() != *changes {
                    return Err(Fault::exc(PyExc::RuntimeError, "deque mutated during iteration", at));
                }
                if *left == 0 {
                    return Ok(None);
                }
                *left -= 1;
                deque.borrow().get(*left).cloned()
            }
            PyIter::ByteArrayReversed { buf, index } => {
                let item = index.checked_sub(1).and_then(|i| buf.borrow().get(i).map(|c| Value::Int(i64::from(*c))));
                *index = if item.is_some() { *index - 1 } else { 0 };
                item
            }
            PyIter::Lazy(_) => {
                return Err(Fault::unsupported(
                    "a generator consumed here (by `reversed` or inside another iterator) is not supported; take its items with `list(...)` first",
                    at,
                ))
            }
            PyIter::Enumerate { inner, count } => match inner.next(at)? {
                Some(v) => Some(Value::pair(next_count(count, at)?, v)),
                None => None,
            },
            PyIter::Zip { inners, strict } => {
                let mut items = Vec::with_capacity(inners.len());
                if !zip_step(inners, *strict, at, |_, v| items.push(v))? || items.is_empty() {
                    None
                } else {
                    Some(Value::tuple(items))
                }
            }
            PyIter::Shared(inner) => inner.borrow_mut().next(at)?,
        })
    }
}

impl PyIter {
    /// The next item of a loop whose target unpacks it into `n` names: the parts of an
    /// `enumerate`, `zip` or `dict.items()` tuple go to `put` once all are made, with no tuple
    /// made for them.
    pub fn next_unpacked(
        &mut self,
        n: usize,
        at: Span,
        put: &mut dyn FnMut(usize, Value),
    ) -> Result<Next<Value>, Fault> {
        match self {
            PyIter::Enumerate { inner, count } if n == 2 => Ok(match inner.next(at)? {
                Some(v) => {
                    put(0, next_count(count, at)?);
                    put(1, v);
                    Next::Unpacked
                }
                None => Next::End,
            }),
            PyIter::Zip { inners, strict } if n == inners.len() && (1..=FEW_PARTS).contains(&n) => {
                let mut parts: [Option<Value>; FEW_PARTS] = Default::default();
                if !zip_step(inners, *strict, at, |i, v| parts[i] = Some(v))? {
                    return Ok(Next::End);
                }
                for (i, v) in parts.into_iter().enumerate() {
                    let Some(v) = v else { break };
                    put(i, v);
                }
                Ok(Next::Unpacked)
            }
            PyIter::Dict { dict, kind: ViewKind::Items, pos, len, left, reversed } if n == 2 => {
                let index = dict_step(dict, pos, *len, left, *reversed, at)?;
                let pair = index.and_then(|i| dict.borrow().at(i).map(|(k, v)| (k.0.clone(), v.clone())));
                Ok(match pair {
                    Some((k, v)) => {
                        put(0, k);
                        put(1, v);
                        Next::Unpacked
                    }
                    None => Next::End,
                })
            }
            PyIter::Shared(inner) => inner.borrow_mut().next_unpacked(n, at, put),
            other => Ok(match other.next(at)? {
                Some(v) => Next::Item(v),
                None => Next::End,
            }),
        }
    }

    /// The next item of a loop whose target is a name and an unpacking of `m` parts
    /// (`for i, (a, b) in enumerate(zip(xs, ys))`): an `enumerate` of a `zip` of `m` iterables
    /// hands its count to `put` as part 0 and the zip's items as parts 1 to `m` (`Next::Split`),
    /// with no tuple made for either; any other iterator answers as [`PyIter::next_unpacked`]
    /// of two parts.
    pub fn next_split(&mut self, m: usize, at: Span, put: &mut dyn FnMut(usize, Value)) -> Result<Next<Value>, Fault> {
        match self {
            PyIter::Enumerate { inner, count } => {
                // `enumerate(zip(...))` holds the zip object it was given, shared.
                let step = match &mut **inner {
                    PyIter::Shared(shared) => zip_parts(&mut shared.borrow_mut(), m, at)?,
                    own => zip_parts(own, m, at)?,
                };
                match step {
                    None => self.next_unpacked(2, at, put),
                    Some(None) => Ok(Next::End),
                    Some(Some(parts)) => {
                        put(0, next_count(count, at)?);
                        for (i, v) in parts.into_iter().enumerate() {
                            let Some(v) = v else { break };
                            put(i + 1, v);
                        }
                        Ok(Next::Split)
                    }
                }
            }
            PyIter::Shared(inner) => inner.borrow_mut().next_split(m, at, put),
            other => other.next_unpacked(2, at, put),
        }
    }
}

/// An `enumerate`'s count, stepped on: past i64 it goes on as a big int, as CPython's does.
fn next_count(count: &mut Value, at: Span) -> Result<Value, Fault> {
    let next = match &*count {
        Value::Int(i) => i.checked_add(1).map_or_else(|| Value::from_big(num_bigint::BigInt::from(*i) + 1), Value::Int),
        other => match other.as_bigint() {
            Some(big) => Value::from_big(big + 1),
            None => return Err(Fault::internal("an `enumerate` count that is not an int", at)),
        },
    };
    Ok(std::mem::replace(count, next))
}

/// The position of a dict iterator that has ended.
const ENDED: usize = usize::MAX;

/// One step over a dict: the position of its next entry (`None` past the end), or CPython's
/// `RuntimeError` when its size changed since the iteration started, or when a forward
/// iteration meets more entries than the dict had then (keys deleted and others added).
fn dict_step(
    dict: &Dict,
    pos: &mut usize,
    len: usize,
    left: &mut usize,
    reversed: bool,
    at: Span,
) -> Result<Option<usize>, Fault> {
    // Ended: it stays ended, whatever the dict does next (CPython drops its dict then).
    if *pos == ENDED {
        return Ok(None);
    }
    let d = dict.borrow();
    if d.len() != len {
        return Err(Fault::exc(PyExc::RuntimeError, "dictionary changed size during iteration", at));
    }
    let found = if reversed { d.prev_before(*pos) } else { d.next_from(*pos) };
    let Some(p) = found else {
        *pos = ENDED;
        return Ok(None);
    };
    if *left == 0 {
        if !reversed {
            return Err(Fault::exc(PyExc::RuntimeError, "dictionary keys changed during iteration", at));
        }
    } else {
        *left -= 1;
    }
    *pos = if reversed { p } else { p + 1 };
    Ok(Some(p))
}

/// At most how many iterables a `zip` unpacked by a loop may have for its parts to be handed
/// over one by one.
const FEW_PARTS: usize = 4;

/// The items of one step of a `zip`, by position (`None` past its iterables).
type ZipItems = [Option<Value>; FEW_PARTS];

/// One step of `it` when it is a `zip` of `m` iterables (fewer than `FEW_PARTS`): its items,
/// or `None` inside when it ended; `None` for any other iterator.
fn zip_parts(it: &mut PyIter, m: usize, at: Span) -> Result<Option<Option<ZipItems>>, Fault> {
    let PyIter::Zip { inners, strict } = it else { return Ok(None) };
    if inners.len() != m || !(1..FEW_PARTS).contains(&m) {
        return Ok(None);
    }
    let mut parts: ZipItems = Default::default();
    let more = zip_step(inners, *strict, at, |i, v| parts[i] = Some(v))?;
    Ok(Some(more.then_some(parts)))
}

/// One step of a `zip`: the next item of every iterable, each to `keep` with its position;
/// `false` when one ended (a `ValueError` for `strict=True` when they end unequally).
fn zip_step(inners: &mut [PyIter], strict: bool, at: Span, mut keep: impl FnMut(usize, Value)) -> Result<bool, Fault> {
    for i in 0..inners.len() {
        match inners[i].next(at)? {
            Some(v) => keep(i, v),
            None if !strict => return Ok(false),
            None if i > 0 => return Err(zip_unequal(i, "shorter", at)),
            None => {
                // The first ended: every other must end here too.
                for (j, other) in inners.iter_mut().enumerate().skip(1) {
                    if other.next(at)?.is_some() {
                        return Err(zip_unequal(j, "longer", at));
                    }
                }
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// One step of a `PyIter::SmallRange`.
#[inline]
fn small_range_step(next: &mut i64, step: i64, left: &mut u64) -> Option<Value> {
    if *left == 0 {
        return None;
    }
    let v = *next;
    *left -= 1;
    if *left > 0 {
        // Stays within the range's last item, which fits.
        *next += step;
    }
    Some(Value::Int(v))
}

/// CPython's error for `zip(strict=True)` when argument `i` (from 0) ends before or after the
/// ones before it.
fn zip_unequal(i: usize, how: &str, at: Span) -> Fault {
    Fault::value_error(crate::sema::zip_unequal_message(i, how), at)
}

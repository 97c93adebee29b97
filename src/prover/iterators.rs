//! Lists the prover made for `enumerate`, `zip`, `reversed` and `iter` of lists holding
//! terms: read eagerly, but iterators in Python, so each knows how many items it gave. Loops
//! and `next` take items from where it stands (a loop left by `break` and a later one share
//! it); a builtin that reads it through (`list`, `sorted`, `dict`, ..., or a method that does:
//! `sep.join`, `set.update`, ...) takes the rest; one that may stop early (`any`, `zip`, `sum`
//! meeting a bad item) leaves it where only CPython knows, so it is not read again; anything
//! else (`len`, indexing, truth, comparison) is refused, where a list's answer would differ
//! from CPython's. Also the prover's rendering of values for messages.

#![expect(
    clippy::wildcard_enum_match_arm,
    reason = "iterators held as lists and the few plain kinds they read are handled here; the rest fall through in one arm"
)]

use super::list_readers::Reader;
use super::lists::SymList;
use super::symval::unsupported_symbolic;
use super::symval::SymTuple;
use super::{SymVal, Symbolic};
use crate::interp;
use crate::interp::Value;
use crate::ir::{Builtin, CmpOp, Method};
use crate::sema::{Domain, Fault};
use crate::source::Span;
use std::rc::Rc;

impl SymList {
    /// A builtin reading an iterator the prover holds as a list through (`list`, `sorted`,
    /// ...): it sees the items from where the iterator stands and leaves it exhausted when it
    /// reads `whole` (it cannot stop early); otherwise where CPython's iterator stands
    /// afterwards is unknown, and reading it again is refused (`spent`).
    pub(super) fn consume(&self, whole: bool, at: Span) -> Result<(), Fault> {
        if self.iterator.get() {
            self.not_spent(at)?;
            self.taken.set(self.items.borrow().len());
            self.spent.set(!whole);
        }
        Ok(())
    }

    /// Refuses reading an iterator handed to a reader that may have stopped early (`spent`).
    pub(super) fn not_spent(&self, at: Span) -> Result<(), Fault> {
        if self.spent.get() {
            return Err(unsupported_symbolic(
                "reading an iterator again after `any`, `all`, `zip`, `enumerate` or a builtin that may stop early read it",
                at,
            ));
        }
        Ok(())
    }

    /// A fresh list of the items a reader takes from this iterator (those from where it
    /// stands), keeping it (and so the lists it reads) alive as that reader's source; then
    /// consumes them (`consume`).
    fn taken_copy(self: &Rc<Self>, whole: bool, at: Span) -> Result<Rc<SymList>, Fault> {
        let rest = self.items.borrow().get(self.taken.get()..).unwrap_or_default().to_vec();
        self.consume(whole, at)?;
        let copy = SymList::new(rest);
        copy.sources.borrow_mut().push(self.clone());
        Ok(copy)
    }

    /// `next(it)` / `next(it, default)` of an iterator held as a list: the item where it
    /// stands, then `default` or CPython's `StopIteration` once all were given.
    fn next_item(&self, default: Option<&SymVal>, at: Span) -> Result<SymVal, Fault> {
        self.not_spent(at)?;
        let taken = self.taken.get();
        let item = self.items.borrow().get(taken).cloned();
        match (item, default) {
            (Some(item), _) => {
                self.taken.set(taken + 1);
                Ok(item)
            }
            (None, Some(default)) => Ok(default.clone()),
            (None, None) => Err(Fault::exc(crate::ir::PyExc::StopIteration, "", at)),
        }
    }

    /// Using a list as a list: an iterator the prover holds as one is refused.
    pub(super) fn as_list(&self, at: Span) -> Result<(), Fault> {
        if self.iterator.get() {
            return Err(unsupported_symbolic(
                "an `enumerate`, `zip` or `reversed` result used other than by iterating it",
                at,
            ));
        }
        Ok(())
    }
}

/// The builtins that read an iterator through, once, and never stop before its end (no
/// early answer, no error on an item, not lazy): CPython's is exhausted after them.
fn reads_whole(b: Builtin) -> bool {
    matches!(b, Builtin::List | Builtin::Tuple | Builtin::Sorted | Builtin::Deque)
}

/// Builtin classes no `enumerate`, `zip`, `reversed` or list iterator is an instance of.
const NOT_ITERATORS: &[Builtin] = &[
    Builtin::List,
    Builtin::Tuple,
    Builtin::Dict,
    Builtin::Set,
    Builtin::Frozenset,
    Builtin::Str,
    Builtin::Bytes,
    Builtin::Int,
    Builtin::Float,
    Builtin::Bool,
    Builtin::Range,
    Builtin::Deque,
    Builtin::Counter,
    Builtin::OrderedDict,
];

/// The builtins that read an iterator through, once.
fn consumes(b: Builtin) -> bool {
    matches!(
        b,
        Builtin::List
            | Builtin::Tuple
            | Builtin::Sum
            | Builtin::Min
            | Builtin::Max
            | Builtin::Sorted
            | Builtin::Set
            | Builtin::Dict
            | Builtin::Any
            | Builtin::All
            | Builtin::Enumerate
            | Builtin::Zip
            | Builtin::Frozenset
            | Builtin::Counter
            | Builtin::OrderedDict
            | Builtin::Deque
    )
}

/// The methods that read each argument through once, into a receiver that cannot be the list
/// an iterator was made of (a `str`'s `join`, a set's or dict's `update` and the set
/// algebra), so an `enumerate`, `zip` or `reversed` argument is consumed as `list(...)` of it
/// would be. `list.extend` is not among them: its receiver may be that list.
fn consumes_arguments(m: Method, receiver: &SymVal) -> bool {
    let text = matches!(receiver, SymVal::Str(_) | SymVal::Concrete(Value::Str(_)));
    let set_or_dict =
        matches!(receiver, SymVal::Dict(_) | SymVal::Set(_) | SymVal::Concrete(Value::Dict(_) | Value::Set(_)));
    let into_set_or_dict = matches!(
        m,
        Method::Update
            | Method::Union
            | Method::Intersection
            | Method::Difference
            | Method::SymmetricDifference
            | Method::IntersectionUpdate
            | Method::DifferenceUpdate
            | Method::SymmetricDifferenceUpdate
            | Method::Issubset
            | Method::Issuperset
            | Method::Isdisjoint
    );
    (m == Method::Join && text) || (into_set_or_dict && set_or_dict)
}

impl Symbolic<'_> {
    /// Checks a method's operands for iterators held as lists: an argument the method reads
    /// through once (`consumes_arguments`) is consumed, as a builtin that reads it is, and
    /// handed on as a fresh list of the items it gave; any other, and the receiver, is
    /// refused (`no_iterators`).
    pub(super) fn method_iterator_args(
        &self,
        m: Method,
        receiver: &SymVal,
        args: Vec<SymVal>,
        at: Span,
    ) -> Result<Vec<SymVal>, Fault> {
        let consumed = |a: &SymVal| matches!(a, SymVal::List(l) if l.iterator.get()) && consumes_arguments(m, receiver);
        let rest: Vec<&SymVal> = std::iter::once(receiver).chain(args.iter().filter(|a| !consumed(a))).collect();
        Self::no_iterators(&rest, at)?;
        Self::no_collection_terms(&std::iter::once(receiver).chain(&args).collect::<Vec<_>>(), at)?;
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            if let (true, SymVal::List(l)) = (consumed(&a), &a) {
                // `join` makes a list of all items first; a set's methods may stop at an
                // unhashable item or, `isdisjoint`, at the first shared one.
                out.push(SymVal::List(l.taken_copy(m == Method::Join, at)?));
            } else {
                out.push(a);
            }
        }
        Ok(out)
    }

    /// A builtin's arguments that are iterators held as lists: `iter(it)` is `it` itself and
    /// `next(it)` its next item (`Ok`); a builtin that reads one through (`consumes`) is given
    /// a fresh list of its items, leaving it exhausted; any other use is refused. `Err` gives
    /// the arguments on.
    pub(super) fn iterator_args(
        &self,
        b: Builtin,
        args: Vec<SymVal>,
        at: Span,
    ) -> Result<Result<SymVal, Vec<SymVal>>, Fault> {
        let is_iterator = |a: &SymVal| matches!(a, SymVal::List(l) if l.iterator.get());
        if !args.iter().any(is_iterator) {
            return Ok(Err(args));
        }
        match (b, args.as_slice()) {
            (Builtin::Iter, [it]) => return Ok(Ok(it.clone())),
            // What the evaluator asks before choosing how to read an argument (`sorted` of it
            // beside the program's classes): an iterator is none of the containers.
            (Builtin::Isinstance, [SymVal::List(l), SymVal::Concrete(Value::Builtin(class))])
                if l.iterator.get() && NOT_ITERATORS.contains(class) =>
            {
                return Ok(Ok(SymVal::Concrete(Value::Bool(false))))
            }
            (Builtin::Next, [SymVal::List(l), default @ ..]) if l.iterator.get() && default.len() <= 1 => {
                return l.next_item(default.first(), at).map(Ok)
            }
            _ => {}
        }
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            match &a {
                SymVal::List(l) if l.iterator.get() => {
                    if !consumes(b) {
                        l.as_list(at)?;
                    }
                    out.push(SymVal::List(l.taken_copy(reads_whole(b), at)?));
                }
                _ => out.push(a),
            }
        }
        Ok(Err(out))
    }

    /// `enumerate`, `zip`, `reversed` and `iter` over lists with symbolic items, read once
    /// (eagerly); each list records the result as its reader (`list_readers`).
    pub(super) fn list_lazy(&mut self, b: Builtin, args: &[SymVal], start: i64, at: Span) -> Result<SymVal, Fault> {
        // `zip` reads no more of a plain iterable than its shortest list or tuple holds.
        let bound = args
            .iter()
            .filter_map(|a| match a {
                SymVal::List(l) => Some(l.items.borrow().len()),
                SymVal::Tuple(items) => Some(items.len()),
                SymVal::Concrete(Value::List(l)) => Some(l.borrow().len()),
                SymVal::Concrete(Value::Tuple(t)) => Some(t.len()),
                _ => None,
            })
            .min()
            .unwrap_or(0);
        let seqs: Vec<Vec<SymVal>> = args
            .iter()
            .map(|a| match a {
                // No iterator held as a list reaches here: `iterator_args` gave each a fresh
                // list of its items, or refused it (`reversed(it)`).
                SymVal::List(l) => Ok(l.items.borrow().clone()),
                SymVal::Tuple(items) => Ok(items.to_vec()),
                SymVal::Concrete(Value::List(l)) => Ok(l.borrow().iter().cloned().map(SymVal::Concrete).collect()),
                SymVal::Concrete(Value::Tuple(t)) => Ok(t.iter().cloned().map(SymVal::Concrete).collect()),
                SymVal::Concrete(c @ (Value::Str(_) | Value::Bytes(_) | Value::Range(_))) => {
                    self.plain_items(c, bound, at)
                }
                _ => Err(unsupported_symbolic(&format!("`{}()` of this value", b.name()), at)),
            })
            .collect::<Result<_, _>>()?;
        let out: Vec<SymVal> = match b {
            Builtin::Reversed if seqs.len() == 1 => seqs[0].iter().rev().cloned().collect(),
            Builtin::Iter if seqs.len() == 1 => seqs[0].clone(),
            Builtin::Enumerate if seqs.len() == 1 => seqs[0]
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let index = crate::interp::Value::from_big(num_bigint::BigInt::from(i) + start);
                    SymVal::tuple_like(&SymTuple::default(), vec![SymVal::Concrete(index), v.clone()])
                })
                .collect(),
            Builtin::Zip => {
                let n = seqs.iter().map(Vec::len).min().unwrap_or(0);
                // A pair of plain items is a plain tuple, which the interpreter's builtins
                // (`Counter`, `dict`, ...) take as they take any other.
                (0..n)
                    .map(|i| SymVal::tuple_like(&SymTuple::default(), seqs.iter().map(|s| s[i].clone()).collect()))
                    .collect()
            }
            _ => return Err(unsupported_symbolic(&format!("`{}()` with these arguments", b.name()), at)),
        };
        let result = SymList::new(out);
        result.iterator.set(true);
        for arg in args {
            if let SymVal::List(list) = arg {
                list.read_by(Reader::Held(Rc::downgrade(&result)));
                // An iterator's copy keeps that iterator, and the lists it reads, alive.
                result.sources.borrow_mut().extend(list.sources.borrow().iter().cloned());
            }
        }
        Ok(SymVal::List(result))
    }

    /// The first `bound` items of a plain value that never changes (a `str`, `bytes`, a
    /// `range`), as the interpreter iterates it: read eagerly beside a list of terms, as
    /// `zip("abc", terms)` or `zip(names, range(n))` pairs them.
    fn plain_items(&mut self, v: &Value, bound: usize, at: Span) -> Result<Vec<SymVal>, Fault> {
        let mut it = self.inner.iter_start(v.clone(), at)?;
        let mut items = Vec::new();
        while items.len() < bound {
            let Some(item) = self.inner.iter_next(&mut it, at)? else { break };
            items.push(SymVal::Concrete(item));
        }
        Ok(items)
    }

    /// Refuses iterators held as lists among `values` (operators, methods, indexing, truth).
    pub(super) fn no_iterators(values: &[&SymVal], at: Span) -> Result<(), Fault> {
        for v in values {
            if let SymVal::List(l) = v {
                l.as_list(at)?;
            }
        }
        Self::no_collection_terms(values, at)
    }

    /// Refuses a `collections` value (a `Counter`, a `deque`, ...) met with a value holding a
    /// term (a list of plain items is plain): the
    /// prover's own dicts and lists do not know what those classes change (a Counter's missing
    /// keys, a deque's `maxlen`, its `==`), so the path is skipped rather than decided as a
    /// plain dict or list would be. On plain values they run in the interpreter.
    pub(super) fn no_collection_terms(values: &[&SymVal], at: Span) -> Result<(), Fault> {
        let class =
            values
                .iter()
                .find_map(|v| if let SymVal::Concrete(c) = v { crate::interp::collection_class(c) } else { None });
        match class {
            Some(class) if values.iter().any(|v| super::lists::plain(v, false).is_none()) => {
                Err(super::symval::unsupported_symbolic(&format!("a `{}` with a symbolic value", class.name()), at))
            }
            _ => Ok(()),
        }
    }

    /// A comparison with a `collections` value (a `deque`, a `Counter`, ...) on one side and a
    /// value the prover holds item by item, but plain, on the other (`[1, 2] <= deque([1, 2])`):
    /// the interpreter's, which knows what the class changes (a deque orders only against a
    /// deque); `None` for any other comparison.
    pub(super) fn collection_compare(
        &mut self,
        op: CmpOp,
        l: &SymVal,
        r: &SymVal,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let collection = |v: &SymVal| matches!(v, SymVal::Concrete(c) if crate::interp::collection_class(c).is_some());
        if matches!(op, CmpOp::Is | CmpOp::IsNot) || !(collection(l) || collection(r)) {
            return Ok(None);
        }
        let (Some(a), Some(b)) = (super::lists::plain(l, false), super::lists::plain(r, false)) else {
            return Ok(None);
        };
        self.inner.compare(op, a, b, at).map(|v| Some(SymVal::Concrete(v)))
    }

    /// A short rendering of a value for messages (`Domain::show`); one that is not CPython's
    /// text of the value is noted (`exc_args`).
    pub(super) fn shown(&mut self, v: &SymVal) -> String {
        let text = self.rendered(v);
        if !super::exc_args::written_exactly(v) {
            self.exc_texts.note_made_up(&text);
        }
        text
    }

    fn rendered(&mut self, v: &SymVal) -> String {
        match v {
            SymVal::Concrete(c) => interp::repr(c),
            SymVal::List(l) => {
                let Some(_inside) = Showing::enter(Rc::as_ptr(l) as usize) else { return "[...]".into() };
                let shown: Vec<String> = l.items.borrow().clone().iter().map(|i| self.rendered(i)).collect();
                format!("[{}]", shown.join(", "))
            }
            SymVal::Dict(d) => {
                let Some(_inside) = Showing::enter(Rc::as_ptr(d) as usize) else { return "{...}".into() };
                let pairs = d.pairs();
                let shown: Vec<String> =
                    pairs.iter().map(|(k, v)| format!("{}: {}", self.rendered(k), self.rendered(v))).collect();
                match &*d.factory.borrow() {
                    Some(factory) => format!("defaultdict({}, {{{}}})", interp::repr(factory), shown.join(", ")),
                    None => format!("{{{}}}", shown.join(", ")),
                }
            }
            SymVal::Int(_) => "<symbolic int>".into(),
            SymVal::Seq(_) => "<symbolic list>".into(),
            SymVal::Float(_) => "<symbolic float>".into(),
            SymVal::Bool(_) => "<symbolic bool>".into(),
            SymVal::Str(_) => "<symbolic str>".into(),
            SymVal::Range(_) => "<symbolic range>".into(),
            SymVal::Record(r) => {
                let fields: Vec<String> = r.fields.iter().map(|(n, v)| format!("{n}={}", self.rendered(v))).collect();
                format!("{}({})", r.kind, fields.join(", "))
            }
            SymVal::Tuple(items) => match items.class.as_ref().and_then(|c| Some((c, c.data()?))) {
                Some((class, spec)) => {
                    let fields = spec.fields.iter().zip(items.iter());
                    let shown: Vec<String> = fields.map(|(f, v)| format!("{}={}", f.name, self.rendered(v))).collect();
                    format!("{}({})", class.name, shown.join(", "))
                }
                None => {
                    let shown: Vec<String> = items.iter().map(|i| self.rendered(i)).collect();
                    format!("({}{})", shown.join(", "), if items.len() == 1 { "," } else { "" })
                }
            },
            SymVal::Rows(data) => self.show_rows(data),
            SymVal::Set(s) => match s.settled() {
                Some(items) if items.is_empty() => "set()".into(),
                Some(items) => {
                    let shown: Vec<String> = items.iter().map(|i| self.rendered(i)).collect();
                    format!("{{{}}}", shown.join(", "))
                }
                None => "<symbolic set>".into(),
            },
            SymVal::Object(o) => format!("<{} object>", o.class.name),
            SymVal::View(v) => self.shown_view(v),
        }
    }
}

thread_local! {
    /// The lists and dicts being shown, outermost first: one met again inside itself (`xs.append(xs)`)
    /// is shown as CPython's `[...]` or `{...}` rather than followed forever.
    static SHOWING: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A container entered while shown; leaving it when dropped.
struct Showing;

impl Showing {
    /// `None` when the container at `address` is already being shown.
    fn enter(address: usize) -> Option<Showing> {
        SHOWING.with(|s| {
            let mut s = s.borrow_mut();
            (!s.contains(&address)).then(|| {
                s.push(address);
                Showing
            })
        })
    }
}

impl Drop for Showing {
    fn drop(&mut self) {
        SHOWING.with(|s| s.borrow_mut().pop());
    }
}

//! CPython's `TypeError` for a builtin method called with too few or too many arguments or a
//! keyword it does not take, worded as CPython 3.11 words it for that type's method called as
//! `obj.method(...)`: each method's C implementation has its own wording (`str.upper() takes no
//! arguments (1 given)`, `count() takes at least 1 argument (0 given)`, `index expected at least
//! 1 argument, got 0`), so the wording is a table generated from CPython (`table.rs`, by
//! `scripts/method-arity.py`), checked before the method looks at its arguments, as CPython's
//! argument parsing is.

mod table;

use super::super::value::{DictKind, Value};
use super::receiver_type;
use crate::ir::{Method, ReceiverType};
use crate::sema::Fault;
use crate::source::Span;
use std::sync::OnceLock;

/// A method's arity and its messages; `{n}` in a message is the count given, `{n1}` that count
/// plus one (a method CPython writes in Python counts `self`), `{k}` the keyword.
pub(super) struct Arity {
    min: usize,
    max: usize,
    /// The message for each count below `min`.
    few: &'static [&'static str],
    /// The messages for the first counts past `max`, where CPython words them otherwise than
    /// `many` (`sort() takes no positional arguments`).
    many_first: &'static [&'static str],
    many: &'static str,
    keywords: Keywords,
}

/// What a method does with keyword arguments.
pub(super) enum Keywords {
    /// Any keyword (`dict.update(a=1)`), or none it reports before its arguments' types.
    Any,
    /// No keyword at all, with this message.
    Refused(&'static str),
    /// These names, an unknown one with this message; the arguments are counted together
    /// against the parameters (Argument Clinic's `takes at most 2 arguments (3 given)`).
    Named(&'static [&'static str], &'static str),
    /// A method CPython writes in Python (`Counter.most_common`): these names, an unknown one
    /// with this message, reported before the positional count.
    Python(&'static [&'static str], &'static str),
}

/// CPython's `TypeError` when `recv.m(...)` is given `positional` arguments and `kwargs` that
/// its parameters cannot take; `Ok` when the call's shape is right or the method is not one of
/// the builtin types' (a pattern's, a relation's).
pub fn check<'k>(
    m: Method,
    recv: &Value,
    positional: usize,
    keywords: impl Iterator<Item = &'k str> + Clone,
    at: Span,
) -> Result<(), Fault> {
    if keywords.clone().next().is_none() && fits(m, recv, positional) {
        return Ok(());
    }
    match arity_of(m, recv) {
        Some(arity) => arity.check(positional, keywords, at),
        None => Ok(()),
    }
}

/// [`check`] for a receiver the prover knows the type of but not the value (a str term):
/// `owner` is no `deque`, `Counter`, `OrderedDict` or `defaultdict`.
pub fn check_of_type<'k>(
    owner: ReceiverType,
    m: Method,
    positional: usize,
    keywords: impl Iterator<Item = &'k str> + Clone,
    at: Span,
) -> Result<(), Fault> {
    match table::arity(owner, m) {
        Some(arity) => arity.check(positional, keywords, at),
        None => Ok(()),
    }
}

impl Arity {
    fn check<'k>(
        &self,
        positional: usize,
        keywords: impl Iterator<Item = &'k str> + Clone,
        at: Span,
    ) -> Result<(), Fault> {
        let fail = |text: &str, n: usize| Err(Fault::type_error(render(text, n), at));
        let mut given = keywords.clone();
        let unknown = |names: &[&str]| keywords.clone().find(|k| !names.contains(k));
        let refused = match self.keywords {
            Keywords::Refused(text) => given.next().map(|k| (text, k)),
            Keywords::Python(names, text) => unknown(names).map(|k| (text, k)),
            Keywords::Any | Keywords::Named(..) => None,
        };
        if let Some((text, k)) = refused {
            return Err(Fault::type_error(text.replace("{k}", k), at));
        }
        let named = match self.keywords {
            Keywords::Named(names, _) => Some(names),
            Keywords::Any | Keywords::Refused(_) | Keywords::Python(..) => None,
        };
        let total = positional + keywords.clone().count();
        let most = named.map_or(self.max, |names| self.max.max(names.len()));
        let counted = if named.is_some() && total > most { total } else { positional };
        if counted > self.max {
            return match self.many_first.get(counted - self.max - 1) {
                Some(text) => fail(text, counted),
                None => fail(self.many, counted),
            };
        }
        if positional < self.min {
            // Parameters may be given by name: missing only if not named.
            let params = match self.keywords {
                Keywords::Named(names, _) | Keywords::Python(names, _) => Some(names),
                Keywords::Any | Keywords::Refused(_) => None,
            };
            let given_by_name = params.is_some_and(|names| {
                let only_positional = self.max.max(names.len()) - names.len();
                (positional..self.min)
                    .all(|i| i >= only_positional && keywords.clone().any(|k| k == names[i - only_positional]))
            });
            if !given_by_name {
                return fail(self.few.get(positional).copied().unwrap_or(self.many), positional);
            }
        }
        if let Keywords::Named(names, text) = self.keywords {
            if let Some(k) = unknown(names) {
                return Err(Fault::type_error(text.replace("{k}", k), at));
            }
        }
        Ok(())
    }
}

/// The receiver types of the table, each the row of [`BOUNDS`] it indexes.
const OWNERS: [ReceiverType; 15] = [
    ReceiverType::Str,
    ReceiverType::Bytes,
    ReceiverType::Bytearray,
    ReceiverType::List,
    ReceiverType::Tuple,
    ReceiverType::Dict,
    ReceiverType::Set,
    ReceiverType::Frozenset,
    ReceiverType::Int,
    ReceiverType::Float,
    ReceiverType::Complex,
    ReceiverType::Counter,
    ReceiverType::OrderedDict,
    ReceiverType::Deque,
    ReceiverType::Slice,
];

/// Per receiver type and method, the counts of positional arguments a call without keywords
/// may pass without an error (`0..=255` where the table has no entry or no upper bound), read
/// once from the table: a right call, nearly every call, checks two bytes instead of building
/// the table's entry with its messages.
static BOUNDS: OnceLock<Vec<(u8, u8)>> = OnceLock::new();

/// Whether `recv.m(...)` with `positional` arguments and no keyword is surely a right call
/// (a `false` is answered by the whole table).
fn fits(m: Method, recv: &Value, positional: usize) -> bool {
    let row = match row(recv) {
        Ok(row) => row,
        Err(fits) => return fits,
    };
    let bounds = BOUNDS.get_or_init(|| {
        let entry = |owner, m| table::arity(owner, m).map_or((0, u8::MAX), |a| (clamp(a.min), clamp(a.max)));
        OWNERS.iter().flat_map(|owner| Method::ALL.iter().map(move |m| entry(*owner, *m))).collect()
    });
    let (min, max) = bounds[row * Method::ALL.len() + m as usize];
    positional >= usize::from(min) && (max == u8::MAX || positional <= usize::from(max))
}

/// The row of [`BOUNDS`] for a receiver `arity_of` asks the table about, matched at once
/// (most calls are a str's or a list's); `Err` with the answer for any other (no entry: a
/// right call) and for a `defaultdict` (its own entries: ask the table).
fn row(recv: &Value) -> Result<usize, bool> {
    Ok(match recv {
        Value::Str(_) => 0,
        Value::Bytes(_) => 1,
        Value::ByteArray(_) => 2,
        Value::List(l) if l.is_deque() => 13,
        Value::List(_) => 3,
        Value::Tuple(_) => 4,
        Value::Dict(d) => match d.kind() {
            DictKind::Dict | DictKind::MappingProxy => 5,
            DictKind::Counter => 11,
            DictKind::OrderedDict => 12,
            DictKind::Defaultdict(_) => return Err(false),
        },
        Value::Set(set) if set.borrow().is_frozen() => 7,
        Value::Set(_) => 6,
        Value::Int(_) | Value::Big(_) | Value::Bool(_) => 8,
        Value::Float(_) => 9,
        _ => return Err(true),
    })
}

fn clamp(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// The table's entry for a builtin value's method; a `defaultdict`'s own where it has one.
fn arity_of(m: Method, recv: &Value) -> Option<Arity> {
    if let Value::Dict(d) = recv {
        if matches!(d.kind(), DictKind::Defaultdict(_)) {
            if let Some(own) = table::defaultdict_arity(m) {
                return Some(own);
            }
        }
    }
    match recv {
        Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::List(_)
        | Value::Tuple(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::Int(_)
        | Value::Big(_)
        | Value::Bool(_)
        | Value::Float(_) => table::arity(receiver_type(recv)?, m),
        _ => None,
    }
}

fn render(text: &str, n: usize) -> String {
    text.replace("{n}", &n.to_string()).replace("{n1}", &(n + 1).to_string())
}

#[cfg(test)]
mod tests {
    use super::OWNERS;
    use crate::ir::ReceiverType;

    fn row_of(owner: ReceiverType) -> Option<usize> {
        OWNERS.iter().position(|o| *o == owner)
    }

    #[test]
    fn a_receiver_s_row_is_its_type_s() {
        use super::super::super::value::Value;
        use super::super::receiver_type;
        use std::rc::Rc;
        let values = [
            Value::Str(Rc::new("a".into())),
            Value::Int(1),
            Value::Bool(true),
            Value::Float(1.5),
            Value::tuple(vec![Value::Int(1)]),
            Value::list(vec![Value::Int(1)]),
            Value::Bytes(Rc::new(vec![1])),
        ];
        for v in values {
            let owner = receiver_type(&v).expect("a receiver");
            assert_eq!(super::row(&v).ok(), row_of(owner), "{owner:?}");
        }
    }
}

//! `hash()` of a value CPython hashes anew in each run (a str, bytes, `None`, a tuple or
//! frozenset holding one). No proof may rest on the number, but CPython does promise, within
//! one run, that equal values hash alike and that no hash is -1 (a C-level error code), and a
//! hash is a C `Py_hash_t`. So each such value is given one unknown int per path, shared by
//! every value equal to it, bounded to a signed 64-bit word other than -1: `hash(s) ==
//! hash(s)` and a dict keyed by `hash(s)` are proved, while anything resting on the number
//! itself stays unknown (a refutation that rests on it is approximate, kept only if the
//! interpreter's replay reproduces it). A tuple holding terms is hashed the same way (its
//! hash is fixed by its items' hashes, which is more than is assumed here).

use super::domain::{SymVal, Symbolic};
use crate::interp::Value;
use crate::smt::{BoolTerm, IntTerm, StrTerm};
use num_bigint::BigInt;

/// The run's hashes taken so far on this path, each with the value it hashed.
#[derive(Default, Debug)]
pub(super) struct RunHashes {
    taken: Vec<(Hashed, IntTerm)>,
}

/// A value whose hash was taken: a plain one, a str, int or bool term, or a plain tuple of
/// such.
#[derive(Debug, Clone)]
enum Hashed {
    Plain(Value),
    Text(StrTerm),
    Int(IntTerm),
    Bool(BoolTerm),
    Items(Vec<Hashed>),
}

impl Hashed {
    /// `v` as a hashed value whose equality is read exactly; `None` for any other.
    #[expect(clippy::wildcard_enum_match_arm, reason = "only the listed kinds are read here; any other is not")]
    fn of(v: &SymVal, depth: usize) -> Option<Hashed> {
        if depth == 0 {
            return None;
        }
        Some(match v {
            SymVal::Concrete(c) => equality_is_cpythons(c).then(|| Hashed::Plain(c.clone()))?,
            SymVal::Str(t) => Hashed::Text(t.clone()),
            SymVal::Int(t) => Hashed::Int(t.clone()),
            SymVal::Bool(t) => Hashed::Bool(t.clone()),
            SymVal::Tuple(t) if t.class.is_none() => {
                Hashed::Items(t.iter().map(|x| Hashed::of(x, depth - 1)).collect::<Option<_>>()?)
            }
            _ => return None,
        })
    }

    /// The items of a plain tuple, each as a hashed value.
    #[expect(clippy::wildcard_enum_match_arm, reason = "only the listed kinds are read here; any other is not")]
    fn items(&self) -> Option<Vec<Hashed>> {
        match self {
            Hashed::Items(items) => Some(items.clone()),
            Hashed::Plain(Value::Tuple(t)) if t.class().is_none() => {
                Some(t.iter().map(|x| Hashed::Plain(x.clone())).collect())
            }
            _ => None,
        }
    }

    /// An int term for a plain int or bool, or an int or bool term.
    #[expect(clippy::wildcard_enum_match_arm, reason = "only the listed kinds are read here; any other is not")]
    fn as_int(&self) -> Option<IntTerm> {
        match self {
            Hashed::Int(t) => Some(t.clone()),
            Hashed::Bool(b) => Some(b.to_int()),
            Hashed::Plain(Value::Bool(b)) => Some(IntTerm::lit(&BigInt::from(u8::from(*b)))),
            Hashed::Plain(Value::Int(i)) => Some(IntTerm::lit(&BigInt::from(*i))),
            Hashed::Plain(Value::Big(b)) => Some(IntTerm::lit(b)),
            _ => None,
        }
    }

    /// When `self` equals `other`, as a term; `None` where they never are equal, or where
    /// that cannot be said (leaving their hashes unrelated, which claims less).
    fn equal(&self, other: &Hashed) -> Option<BoolTerm> {
        match (self, other) {
            (Hashed::Plain(a), Hashed::Plain(b)) => return crate::interp::py_eq(a, b).then(|| BoolTerm::lit(true)),
            (Hashed::Text(a), Hashed::Text(b)) => return Some(a.eq(b)),
            (Hashed::Text(t), Hashed::Plain(Value::Str(s))) | (Hashed::Plain(Value::Str(s)), Hashed::Text(t)) => {
                return StrTerm::text(s.as_str()).ok().map(|lit| t.eq(&lit));
            }
            _ => {}
        }
        if let (Some(a), Some(b)) = (self.items(), other.items()) {
            if a.len() != b.len() {
                return None;
            }
            let parts: Option<Vec<BoolTerm>> = a.iter().zip(&b).map(|(x, y)| x.equal(y)).collect();
            return parts.map(|parts| BoolTerm::and(&parts));
        }
        let (a, b) = (self.as_int()?, other.as_int()?);
        Some(a.eq(&b))
    }
}

/// Whether the interpreter's `==` of `v` is CPython's and equal such values hash alike in
/// CPython: text, bytes, numbers other than nan, `None`, and plain tuples and frozensets of
/// them. A nan is hashed by its object in CPython 3.11, and the interpreter does not keep
/// float objects apart; an instance's hash is its class's.
fn equality_is_cpythons(v: &Value) -> bool {
    fn within(v: &Value, depth: usize) -> bool {
        if depth == 0 {
            return false;
        }
        #[expect(clippy::wildcard_enum_match_arm, reason = "only the listed kinds are read here; any other is not")]
        match v {
            Value::Str(_) | Value::Bytes(_) | Value::Int(_) | Value::Big(_) | Value::Bool(_) | Value::None => true,
            Value::Float(f) => !f.is_nan(),
            Value::Tuple(items) => items.class().is_none() && items.iter().all(|x| within(x, depth - 1)),
            Value::Set(s) => {
                let s = s.borrow();
                s.is_frozen() && s.iter().all(|k| within(&k.0, depth - 1))
            }
            _ => false,
        }
    }
    within(v, 16)
}

impl Symbolic<'_> {
    /// The hash of `v`, which CPython computes anew in each run, as the path's one unknown
    /// for values equal to it; `None` where `v` is not one whose equality is read exactly.
    pub(super) fn hash_within_run(&mut self, v: &Value) -> Option<SymVal> {
        equality_is_cpythons(v).then(|| self.run_hash(Hashed::Plain(v.clone())))
    }

    /// `hash(v)` of a str term or a plain tuple holding terms (of text, ints and bools, and
    /// plain values): as [`Self::hash_within_run`], equal to the hash of every value taken
    /// before on this path where `v` equals that value. `None` for any other value.
    #[expect(clippy::wildcard_enum_match_arm, reason = "only the listed kinds are read here; any other is not")]
    pub(super) fn hash_of_term(&mut self, v: &SymVal) -> Option<SymVal> {
        let hashed = match v {
            SymVal::Str(_) | SymVal::Tuple(_) => Hashed::of(v, 16)?,
            _ => return None,
        };
        Some(self.run_hash(hashed))
    }

    fn run_hash(&mut self, hashed: Hashed) -> SymVal {
        self.approximate(
            "a `hash()` CPython computes anew in each run was taken as any int other than -1, equal for equal values",
            None,
        );
        let mut same = Vec::new();
        for (seen, h) in &self.run_hashes.taken {
            match hashed.equal(seen) {
                Some(eq) if eq.known() == Some(true) => return SymVal::Int(h.clone()),
                Some(eq) => same.push((eq, h.clone())),
                None => {}
            }
        }
        let h = IntTerm::fresh("hash");
        let word: BigInt = BigInt::from(1) << 63;
        self.path.push(IntTerm::lit(&-word.clone()).le(&h));
        self.path.push(h.lt(&IntTerm::lit(&word)));
        self.path.push(h.eq(&IntTerm::lit(&BigInt::from(-1))).negated());
        for (eq, earlier) in same {
            self.path.push(BoolTerm::or(&[eq.negated(), h.eq(&earlier)]));
        }
        self.run_hashes.taken.push((hashed, h.clone()));
        SymVal::Int(h)
    }
}

//! `hash()` of a value CPython hashes anew in each run (a str, bytes, `None`, a tuple or
//! frozenset holding one). No proof may rest on the number, but CPython does promise, within
//! one run, that equal values hash alike and that no hash is -1 (a C-level error code), and a
//! hash is a C `Py_hash_t`. So each such value is given one unknown int per path, shared by
//! every value equal to it, bounded to a signed 64-bit word other than -1: `hash(s) ==
//! hash(s)` and a dict keyed by `hash(s)` are proved, while anything resting on the number
//! itself stays unknown (a refutation that rests on it is approximate, kept only if the
//! interpreter's replay reproduces it).

use super::domain::{SymVal, Symbolic};
use crate::interp::Value;
use crate::smt::{BoolTerm, IntTerm, StrTerm};
use num_bigint::BigInt;

/// The run's hashes taken so far on this path, each with the value it hashed.
#[derive(Default, Debug)]
pub(super) struct RunHashes {
    taken: Vec<(Hashed, IntTerm)>,
}

/// A value whose hash was taken: a plain one, or a str term.
#[derive(Debug)]
enum Hashed {
    Plain(Value),
    Text(StrTerm),
}

impl Hashed {
    /// When `self` equals `other`, as a term; `None` where they never are equal (or where
    /// that cannot be said, leaving their hashes unrelated, which claims less).
    fn equal(&self, other: &Hashed) -> Option<BoolTerm> {
        match (self, other) {
            (Hashed::Plain(a), Hashed::Plain(b)) => crate::interp::py_eq(a, b).then(|| BoolTerm::lit(true)),
            (Hashed::Text(a), Hashed::Text(b)) => Some(a.eq(b)),
            (Hashed::Text(t), Hashed::Plain(Value::Str(s))) | (Hashed::Plain(Value::Str(s)), Hashed::Text(t)) => {
                StrTerm::text(s.as_str()).ok().map(|lit| t.eq(&lit))
            }
            (Hashed::Text(_), Hashed::Plain(_)) | (Hashed::Plain(_), Hashed::Text(_)) => None,
        }
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

    /// `hash(s)` of a str term: as [`Self::hash_within_run`], equal to the hash of every
    /// value taken before on this path where `s` equals that value.
    pub(super) fn hash_of_text(&mut self, s: &StrTerm) -> SymVal {
        self.run_hash(Hashed::Text(s.clone()))
    }

    fn run_hash(&mut self, hashed: Hashed) -> SymVal {
        self.approximated = Some(
            "a `hash()` CPython computes anew in each run was taken as any int other than -1, equal for equal values",
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

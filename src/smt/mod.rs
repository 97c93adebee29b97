//! The only importer of `z3`. Terms are wrapped so no Z3 type leaks out; models are turned into
//! plain integers and booleans at once. A model taken after `unknown` is never read.
#![deny(clippy::wildcard_enum_match_arm)]

mod alphabet;
mod charset;
mod choice;
mod collect;
mod columns;
mod contradiction;
mod counts;
mod cut;
mod digits;
mod evaluate;
mod export;
mod extremes;
mod format_spec;
mod guess;
mod lengths;
mod magnitude;
mod own;
mod pattern;
mod per_row;
mod ranges;
mod read;
#[cfg(test)]
mod recipes;
mod relax;
mod repair;
mod rounded_compare;
mod rounding;
mod seq_build;
mod slice;
mod solve;
mod walk;
mod wide;
pub use charset::holds as solver_holds;
pub use charset::{start_path, SOLVER_MAX};
pub use collect::{Added, Building};
pub use columns::TableVar;
pub use export::{TermOp, TermTree};
pub use format_spec::SpecFor;
pub use own::{Renaming, RowTerms, Shared};
pub use pattern::Pattern;
pub use per_row::{PerRowTerm, PerRowVar, RowSort, RowValue};
use read::{double_of, model_len, numeral, read_model, sequence_of, text_of};
pub use slice::{relevant, Relevant};
pub use solve::{check, feasible, fresh_session, ready_for_the_only_context, Witness};

use num_bigint::BigInt;
use std::rc::Rc;
use std::str::FromStr;
use z3::ast::String as Str;
use z3::ast::{Bool, Float, Int, Real, Regexp, RoundingMode};

/// Z3's names for its int-to-string conversion, `str(n)` of a non-negative int (SMT-LIB 2.6,
/// and the older spelling).
const CONVERSIONS: [&str; 2] = ["str.from_int", "int.to.str"];

/// An integer-sorted term.
#[derive(Clone, Debug)]
pub struct IntTerm(Int);

/// A boolean-sorted term. Equal terms are the same term (Z3 shares structurally equal terms).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoolTerm(Bool);

impl IntTerm {
    /// Whether the term's shape shows it fits in 64 bits (a remainder by a literal, a literal,
    /// and sums and choices of those): see [`ranges`].
    pub fn fits_by_shape(&self) -> bool {
        ranges::bounds(&self.0, 0, i64::MAX).is_some()
    }

    /// A linear condition implying that the term has at most `digits` decimal digits (see
    /// [`magnitude`]): cheap to check where the exact bound would be nonlinear.
    pub fn below_digits(&self, digits: i64) -> BoolTerm {
        BoolTerm(magnitude::below_digits(&self.0, digits))
    }

    /// A free integer variable.
    /// An int constant of its own, named after `prefix` (a value the prover only bounds, or
    /// defines by facts on the path; no model reports it).
    pub fn fresh(prefix: &str) -> IntTerm {
        IntTerm(Int::fresh_const(prefix))
    }

    pub fn var(name: &str) -> IntTerm {
        IntTerm(Int::new_const(name))
    }

    pub fn lit(value: &BigInt) -> IntTerm {
        match i64::try_from(value) {
            Ok(small) => IntTerm(Int::from_i64(small)),
            Err(_) => IntTerm(wide::numeral_of(value)),
        }
    }

    pub fn add(&self, other: &IntTerm) -> IntTerm {
        IntTerm(Int::add(&[&self.0, &other.0]))
    }

    /// The sum of `parts` (0 when there are none).
    pub fn sum(parts: &[IntTerm]) -> IntTerm {
        match parts {
            [] => IntTerm(Int::from_i64(0)),
            [one] => one.clone(),
            _ => IntTerm(Int::add(&parts.iter().map(|p| &p.0).collect::<Vec<_>>())),
        }
    }

    pub fn sub(&self, other: &IntTerm) -> IntTerm {
        IntTerm(Int::sub(&[&self.0, &other.0]))
    }

    pub fn mul(&self, other: &IntTerm) -> IntTerm {
        IntTerm(Int::mul(&[&self.0, &other.0]))
    }

    pub fn neg(&self) -> IntTerm {
        IntTerm(self.0.unary_minus())
    }

    /// Python's `//` (floor division); meaningless where `other` is zero, which callers guard.
    pub fn floor_div(&self, other: &IntTerm) -> IntTerm {
        // Z3's div is Euclidean; it agrees with floor division for positive divisors and is
        // one too large for negative divisors with a non-zero remainder.
        let q = self.0.div(&other.0);
        let r = self.0.modulo(&other.0);
        let zero = Int::from_i64(0);
        // By a literal, the divisor's sign is known.
        let exact_or_positive = match other.0.as_i64() {
            Some(d) if d > 0 => return IntTerm(q),
            Some(_) => r.eq(&zero),
            None => Bool::or(&[&other.0.gt(&zero), &r.eq(&zero)]),
        };
        IntTerm(exact_or_positive.ite(&q, &Int::sub(&[&q, &Int::from_i64(1)])))
    }

    /// Python's `%`: the remainder takes the divisor's sign.
    pub fn py_mod(&self, other: &IntTerm) -> IntTerm {
        // By a literal, from Z3's remainder (never negative), which shows the few values it
        // can take (see [`ranges`]).
        match other.0.as_i64() {
            Some(d) if d > 0 => return IntTerm(self.0.modulo(&other.0)),
            Some(d) if d < 0 => {
                let r = self.0.modulo(&other.0);
                let zero = Int::from_i64(0);
                return IntTerm(r.eq(&zero).ite(&zero, &Int::add(&[&r, &other.0])));
            }
            Some(_) | None => {}
        }
        let q = self.floor_div(other);
        IntTerm(Int::sub(&[&self.0, &Int::mul(&[&other.0, &q.0])]))
    }

    pub fn lt(&self, other: &IntTerm) -> BoolTerm {
        BoolTerm(self.0.lt(&other.0))
    }

    pub fn le(&self, other: &IntTerm) -> BoolTerm {
        BoolTerm(self.0.le(&other.0))
    }

    pub fn eq(&self, other: &IntTerm) -> BoolTerm {
        BoolTerm(self.0.eq(&other.0))
    }

    pub fn ite(cond: &BoolTerm, then: &IntTerm, orelse: &IntTerm) -> IntTerm {
        IntTerm(cond.0.ite(&then.0, &orelse.0))
    }
}

impl BoolTerm {
    pub fn var(name: &str) -> BoolTerm {
        BoolTerm(Bool::new_const(name))
    }

    pub fn lit(b: bool) -> BoolTerm {
        BoolTerm(Bool::from_bool(b))
    }

    pub fn not(&self) -> BoolTerm {
        BoolTerm(self.0.not())
    }

    /// The term's value when it is a literal (`true`/`false` as built, not as simplified).
    pub fn known(&self) -> Option<bool> {
        self.0.as_bool()
    }

    /// `not self`, a literal again when `self` is one.
    pub fn negated(&self) -> BoolTerm {
        match self.known() {
            Some(b) => BoolTerm::lit(!b),
            None => self.not(),
        }
    }

    pub fn and(parts: &[BoolTerm]) -> BoolTerm {
        let refs: Vec<&Bool> = parts.iter().map(|p| &p.0).collect();
        BoolTerm(Bool::and(&refs))
    }

    pub fn or(parts: &[BoolTerm]) -> BoolTerm {
        let refs: Vec<&Bool> = parts.iter().map(|p| &p.0).collect();
        BoolTerm(Bool::or(&refs))
    }

    pub fn iff(&self, other: &BoolTerm) -> BoolTerm {
        BoolTerm(self.0.iff(&other.0))
    }

    pub fn ite(cond: &BoolTerm, then: &BoolTerm, orelse: &BoolTerm) -> BoolTerm {
        BoolTerm(cond.0.ite(&then.0, &orelse.0))
    }

    /// Converts a bool to 0/1 (Python's `True + 1`).
    pub fn to_int(&self) -> IntTerm {
        IntTerm(self.0.ite(&Int::from_i64(1), &Int::from_i64(0)))
    }
}

/// A character of a program's text the solver cannot hold or order soundly (see [`charset`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutsideAlphabet(pub char);

impl OutsideAlphabet {
    /// Why a proof stops here, for a `skipped` verdict.
    pub fn reason(self) -> String {
        let code = u32::from(self.0);
        if self.0 == charset::CLASS_AND_ORDER {
            "comparing strings by order and testing a character class (`isalpha()` and the like) on one path: the prover's argument that the solver's characters stand for all of Python's covers each alone, not both".to_owned()
        } else if charset::holds(self.0) {
            format!(
                "comparing strings by order with a literal holding U+{code:04X}: the solver's characters end at U+{:04X}, which leaves too little room above it to stand for every character Python has",
                charset::SOLVER_MAX
            )
        } else {
            format!(
                "a string literal holding U+{code:04X}, outside the solver's characters (U+0000 to U+{:04X})",
                charset::SOLVER_MAX
            )
        }
    }
}

/// A string-sorted term (sequences of Unicode code points, as Python strings are), with how it
/// was built when it is a slice or a concatenation (see [`cut`]).
#[derive(Clone, Debug)]
pub struct StrTerm(Str, Option<std::rc::Rc<cut::Origin>>);

impl StrTerm {
    /// A term that is not a slice.
    fn plain(term: Str) -> StrTerm {
        StrTerm(term, None)
    }

    pub fn var(name: &str) -> StrTerm {
        StrTerm::plain(Str::new_const(name))
    }

    /// A string constant of its own, named after `prefix` (a part the prover defines by facts
    /// on the path, as `strip` does; no model reports it).
    pub fn fresh(prefix: &str) -> StrTerm {
        StrTerm::plain(Str::fresh_const(prefix))
    }

    /// A string literal compiled into clauz3 (`"-"`, `"True"`): always inside the solver's
    /// alphabet. Text from a program goes through [`StrTerm::text`].
    pub fn lit(text: &'static str) -> StrTerm {
        StrTerm::encoded(text)
    }

    /// A Python string as a term, or the first character the solver cannot hold (see
    /// [`charset`]); such text never reaches a Z3 constructor, which would panic.
    pub fn text(text: &str) -> Result<StrTerm, OutsideAlphabet> {
        match text.chars().find(|&c| !charset::holds(c)) {
            Some(c) => Err(OutsideAlphabet(c)),
            None => Ok(StrTerm::encoded(text)),
        }
    }

    /// Z3 (4.8.12) reads escapes in the text it is given (the six characters `\u{e9}` become
    /// one) and does not take characters outside printable ASCII as they are (`"é"` compared
    /// unequal to itself), so each of those, and every backslash, goes in as a `\u{..}` escape
    /// of its code point. `text` lies inside the alphabet.
    fn encoded(text: &str) -> StrTerm {
        let plain = |c: char| c == ' ' || c.is_ascii_graphic() && c != '\\';
        let escaped: String = if text.chars().all(plain) {
            text.to_owned()
        } else {
            text.chars().map(|c| if plain(c) { c.to_string() } else { format!("\\u{{{:x}}}", u32::from(c)) }).collect()
        };
        // Escaped, the text is printable ASCII (no nul byte, which `from_str` refuses) whose
        // escapes name characters inside the alphabet (which Z3 accepts).
        StrTerm::plain(Str::from_str(&escaped).expect("escaped text is printable ASCII"))
    }

    pub fn eq(&self, other: &StrTerm) -> BoolTerm {
        BoolTerm(self.0.eq(&other.0))
    }

    pub fn len(&self) -> IntTerm {
        IntTerm(self.0.length())
    }

    /// `needle in self`.
    pub fn contains(&self, needle: &StrTerm) -> BoolTerm {
        BoolTerm(self.0.contains(&needle.0))
    }

    /// The first position at or after `start` where `needle` occurs (`start` for an empty
    /// needle), or -1 when there is none or `start` is past the end (SMT-LIB's `str.indexof`).
    pub fn index_of(&self, needle: &StrTerm, start: &IntTerm) -> IntTerm {
        IntTerm(z3_raw::str_index_of(&self.0, &needle.0, &start.0))
    }

    pub fn starts_with(&self, prefix: &StrTerm) -> BoolTerm {
        BoolTerm(prefix.0.prefix(&self.0))
    }

    pub fn ends_with(&self, suffix: &StrTerm) -> BoolTerm {
        BoolTerm(suffix.0.suffix(&self.0))
    }

    pub fn ite(cond: &BoolTerm, then: &StrTerm, orelse: &StrTerm) -> StrTerm {
        StrTerm::plain(cond.0.ite(&then.0, &orelse.0))
    }

    /// `self < other`, by code point (Python's order and SMT-LIB's `str.<`); refused when a
    /// literal in either side leaves too little room at the top of the alphabet (see
    /// [`charset`]).
    pub fn lt(&self, other: &StrTerm) -> Result<BoolTerm, OutsideAlphabet> {
        charset::orderable(&[&self.0, &other.0])?;
        Ok(BoolTerm(self.0.str_lt(&other.0)))
    }

    /// `self <= other`, as [`StrTerm::lt`].
    pub fn le(&self, other: &StrTerm) -> Result<BoolTerm, OutsideAlphabet> {
        charset::orderable(&[&self.0, &other.0])?;
        Ok(BoolTerm(self.0.str_le(&other.0)))
    }

    /// What `int(self)` reads when the text is an optional sign and ASCII digits: whether it
    /// is, and the value (unspecified when it is not).
    pub fn decimal_int(&self) -> (BoolTerm, IntTerm) {
        let digits = Regexp::range(&'0', &'9').plus();
        let sign = Regexp::union(&[Regexp::literal("+"), Regexp::literal("-")]).option();
        let is_literal = self.0.regex_matches(&Regexp::concat(&[sign, digits]));
        let one = Int::from_i64(1);
        let rest = self.0.substr(one.clone(), self.0.length() - one);
        let negative = Str::from("-").prefix(&self.0);
        let signed = Bool::or(&[Str::from("+").prefix(&self.0), negative.clone()]);
        let magnitude = signed.ite(&z3_raw::str_to_int(&rest), &z3_raw::str_to_int(&self.0));
        (BoolTerm(is_literal), IntTerm(negative.ite(&-magnitude.clone(), &magnitude)))
    }

    /// Whether every character is printable ASCII other than space and `_`: on such text
    /// `int()` accepts exactly an optional sign and digits (no whitespace or digit separators
    /// to strip, no non-ASCII digits).
    pub fn plain_ascii(&self) -> BoolTerm {
        let plain = Regexp::union(&[Regexp::range(&'!', &'^'), Regexp::range(&'`', &'~')]).star();
        BoolTerm(self.0.regex_matches(&plain))
    }

    /// Whether the text is `unit` repeated some number of times; `None` when `unit` holds a
    /// character other than printable ASCII or a backslash (a regex literal takes the text as
    /// Z3 reads it, escapes included: see [`StrTerm::encoded`]).
    pub fn repeats(&self, unit: &str) -> Option<BoolTerm> {
        let plain = |c: char| c == ' ' || c.is_ascii_graphic() && c != '\\';
        unit.chars().all(plain).then(|| BoolTerm(self.0.regex_matches(&Regexp::literal(unit).star())))
    }

    /// Whether every character is one of `chars` (each inside the solver's alphabet, at
    /// least one). Each goes in as a `\u{..}` escape: Z3 reads a character outside printable
    /// ASCII given as it is as several (see [`StrTerm::encoded`]).
    pub fn only_of(&self, chars: &[char]) -> BoolTerm {
        let mut parts: Vec<Regexp> =
            chars.iter().map(|c| Regexp::literal(&format!("\\u{{{:x}}}", u32::from(*c)))).collect();
        let class = match parts.len() {
            1 => parts.remove(0),
            _ => Regexp::union(&parts.iter().collect::<Vec<_>>()),
        };
        BoolTerm(self.0.regex_matches(&class.star()))
    }

    /// Whether every character lies in one of the inclusive `ranges`.
    pub fn only_chars(&self, ranges: &[(char, char)]) -> BoolTerm {
        let parts: Vec<Regexp> = ranges.iter().map(|(lo, hi)| Regexp::range(lo, hi)).collect();
        let refs: Vec<&Regexp> = parts.iter().collect();
        BoolTerm(self.0.regex_matches(&Regexp::union(&refs).star()))
    }

    /// The one-character string at a (non-negative, in-range) index.
    pub fn at(&self, index: &IntTerm) -> StrTerm {
        StrTerm::plain(self.0.at(index.0.clone()))
    }

    /// Python's `str(n)` of an int: decimal digits, with a `-` for negative numbers. An int
    /// that can take only a few values has one of their texts (see [`ranges`]).
    pub fn of_int(n: &IntTerm) -> StrTerm {
        if let Some((lo, hi)) = ranges::small(&n.0) {
            let last = StrTerm::encoded(&hi.to_string());
            return (lo..hi).rev().fold(last, |rest, v| {
                StrTerm::ite(&n.eq(&IntTerm(Int::from_i64(v))), &StrTerm::encoded(&v.to_string()), &rest)
            });
        }
        let zero = IntTerm::lit(&BigInt::from(0));
        let negative = n.lt(&zero);
        let magnitude = IntTerm::ite(&negative, &n.neg(), n);
        let digits = z3_raw::int_to_str(&magnitude.0);
        let signed = Str::concat(&[&Str::from("-"), &digits]);
        StrTerm::plain(negative.0.ite(&signed, &digits))
    }

    /// `length` characters from `offset` (both non-negative).
    pub fn substr(&self, offset: &IntTerm, length: &IntTerm) -> StrTerm {
        StrTerm::plain(self.0.substr(offset.0.clone(), length.0.clone()))
    }
}

/// An IEEE-754 double term, as Python's `float` (rounding to nearest, ties to even), and the
/// float object it stands for: every term made is a new object, and clones are the same one
/// (CPython's containers compare a nan object equal to itself, see [`FloatTerm::same_object`]).
/// A float picked among others (`max`, `min`) also knows which of them it may be
/// (see [`FloatTerm::choose`]). A term made by rounding an exact rational, or a literal, knows
/// so, for comparisons stated over the integers (see [`rounded_compare`]).
#[derive(Clone, Debug)]
pub struct FloatTerm(Float, u64, Option<Rc<[(u64, BoolTerm)]>>, Option<Rc<rounded_compare::Origin>>);

thread_local! {
    /// The identity of the last float term made.
    static FLOAT_OBJECTS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

fn rne() -> RoundingMode {
    RoundingMode::round_nearest_ties_to_even()
}

/// The least magnitude that rounds to infinity as a double: halfway between the largest
/// double, `2**1024 - 2**971`, and `2**1024` (a tie, which goes to the even `2**1024`).
fn overflow_threshold() -> BigInt {
    (BigInt::from(1) << 1024u32) - (BigInt::from(1) << 970u32)
}

fn int_abs(n: &Int) -> Int {
    let zero = Int::from_i64(0);
    n.lt(&zero).ite(&n.unary_minus(), n)
}

impl FloatTerm {
    /// A new float object with the value `term`.
    pub(crate) fn made(term: Float) -> FloatTerm {
        FloatTerm(
            term,
            FLOAT_OBJECTS.with(|n| {
                n.set(n.get() + 1);
                n.get()
            }),
            None,
            None,
        )
    }

    /// This term, known to be made as `origin` says.
    fn with_origin(mut self, origin: rounded_compare::Origin) -> FloatTerm {
        self.3 = Some(Rc::new(origin));
        self
    }

    fn origin(&self) -> Option<&rounded_compare::Origin> {
        self.3.as_deref()
    }

    /// Whether both stand for one float object (Python's `is`).
    pub fn same_object(&self, other: &FloatTerm) -> bool {
        self.1 == other.1
    }

    pub fn var(name: &str) -> FloatTerm {
        FloatTerm::made(Float::new_const_double(name))
    }

    pub fn lit(value: f64) -> FloatTerm {
        FloatTerm::made(Float::from_f64(value)).with_origin(rounded_compare::Origin::Literal(value))
    }

    /// `float(n)`: the nearest double (infinite when `n` is too large, which Python refuses).
    pub fn of_int(n: &IntTerm) -> FloatTerm {
        let one = Int::from_i64(1);
        FloatTerm::made(z3_raw::real_to_double(&Real::from_int(&n.0)))
            .with_origin(rounded_compare::Origin::Rounded { num: n.0.clone(), den: one })
    }

    /// `float(n)` overflows: stated over the integers, so that deciding it needs no
    /// floating-point reasoning (which Z3 often gives up on for unbounded ints).
    pub fn int_overflows(n: &IntTerm) -> BoolTerm {
        BoolTerm(int_abs(&n.0).ge(&IntTerm::lit(&overflow_threshold()).0))
    }

    /// `a / b` for ints: the exact quotient rounded once (`b` must be non-zero). A quotient
    /// that rounds to zero keeps the sign of the exact one, as CPython's does.
    pub fn quotient(a: &IntTerm, b: &IntTerm) -> FloatTerm {
        let rounded = z3_raw::real_to_double(&Real::from_int(&a.0).div(Real::from_int(&b.0)));
        let zero = Int::from_i64(0);
        // `0 / -5` is `-0.0` in Python too: the sign is the XOR of the operands' signs.
        let negative = a.0.lt(&zero).xor(b.0.lt(&zero));
        let minus_zero = Float::from_f64(-0.0);
        FloatTerm::made((rounded.is_zero() & negative).ite(&minus_zero, &rounded))
            .with_origin(rounded_compare::Origin::Rounded { num: a.0.clone(), den: b.0.clone() })
    }

    /// `a / b` overflows (for a non-zero `b`): `|a| >= T * |b|`, with `T` the least real that
    /// rounds to infinity; integer arithmetic only, like [`FloatTerm::int_overflows`].
    pub fn quotient_overflows(a: &IntTerm, b: &IntTerm) -> BoolTerm {
        let scaled = Int::mul(&[&IntTerm::lit(&overflow_threshold()).0, &int_abs(&b.0)]);
        BoolTerm(int_abs(&a.0).ge(&scaled))
    }

    pub fn add(&self, other: &FloatTerm) -> FloatTerm {
        FloatTerm::made(self.0.add_with_rounding_mode(&other.0, &rne()))
    }

    pub fn sub(&self, other: &FloatTerm) -> FloatTerm {
        FloatTerm::made(self.0.sub_with_rounding_mode(&other.0, &rne()))
    }

    pub fn mul(&self, other: &FloatTerm) -> FloatTerm {
        FloatTerm::made(self.0.mul_with_rounding_mode(&other.0, &rne()))
    }

    pub fn div(&self, other: &FloatTerm) -> FloatTerm {
        FloatTerm::made(self.0.div_with_rounding_mode(&other.0, &rne()))
    }

    pub fn neg(&self) -> FloatTerm {
        FloatTerm::made(self.0.unary_neg())
    }

    pub fn abs(&self) -> FloatTerm {
        FloatTerm::made(self.0.unary_abs())
    }

    /// IEEE comparisons: false whenever a NaN is involved (`==` too), as Python's.
    pub fn lt(&self, other: &FloatTerm) -> BoolTerm {
        use rounded_compare::{compare, Relation};
        compare(self, Relation::Less, other).unwrap_or_else(|| BoolTerm(self.0.lt(&other.0)))
    }

    pub fn le(&self, other: &FloatTerm) -> BoolTerm {
        use rounded_compare::{compare, Relation};
        compare(self, Relation::LessOrEqual, other).unwrap_or_else(|| BoolTerm(self.0.le(&other.0)))
    }

    pub fn eq(&self, other: &FloatTerm) -> BoolTerm {
        use rounded_compare::{compare, Relation};
        compare(self, Relation::Equal, other).unwrap_or_else(|| BoolTerm(self.0.eq_fpa(&other.0)))
    }

    pub fn is_nan(&self) -> BoolTerm {
        BoolTerm(self.0.is_nan())
    }

    pub fn is_infinite(&self) -> BoolTerm {
        BoolTerm(self.0.is_infinite())
    }

    pub fn is_zero(&self) -> BoolTerm {
        BoolTerm(self.0.is_zero())
    }

    /// `x.is_integer()`: finite and equal to itself rounded to an integer (whichever way).
    pub fn is_integral(&self) -> BoolTerm {
        let rounded = self.0.round_to_integral_with_rounding_mode(&rne());
        BoolTerm(self.0.is_infinite().not() & rounded.eq_fpa(&self.0))
    }

    /// A new float object chosen by `cond` (not a way to pick one of two existing objects:
    /// the result is neither of them as far as `same_object` is concerned).
    pub fn ite(cond: &BoolTerm, then: &FloatTerm, orelse: &FloatTerm) -> FloatTerm {
        FloatTerm::made(cond.0.ite(&then.0, &orelse.0))
    }

    /// `int(x)` of a finite float: truncation toward zero.
    pub fn truncate(&self) -> IntTerm {
        let r = self.0.to_real();
        let zero = Real::from_int(&Int::from_i64(0));
        let down = r.to_int();
        let up = r.unary_minus().to_int().unary_minus();
        IntTerm(r.ge(&zero).ite(&down, &up))
    }

    /// `n op x` compared exactly, as Python compares an int with a float (not by rounding the
    /// int): false for a NaN, decided by sign for an infinity. `op` is one of `<`, `<=`, `==`.
    pub fn int_cmp(n: &IntTerm, op: std::cmp::Ordering, inclusive: bool, x: &FloatTerm) -> BoolTerm {
        use std::cmp::Ordering;
        let exact = {
            let (a, b) = (Real::from_int(&n.0), x.0.to_real());
            match (op, inclusive) {
                (Ordering::Less, false) => a.lt(&b),
                (Ordering::Less, true) => a.le(&b),
                (Ordering::Greater, false) => a.gt(&b),
                (Ordering::Greater, true) => a.ge(&b),
                (Ordering::Equal, _) => a.eq(&b),
            }
        };
        let positive_infinity = x.0.is_infinite() & x.0.is_positive();
        let at_infinity = match op {
            std::cmp::Ordering::Less => positive_infinity,
            std::cmp::Ordering::Greater => positive_infinity.not(),
            std::cmp::Ordering::Equal => Bool::from_bool(false),
        };
        BoolTerm(x.0.is_nan().ite(&Bool::from_bool(false), &x.0.is_infinite().ite(&at_infinity, &exact)))
    }
}

impl IntTerm {
    /// Whether both are the same term (not: whether their values are equal).
    pub fn same_term(&self, other: &IntTerm) -> bool {
        self.0 == other.0
    }
}

/// What a sequence term holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    Int,
    Str,
    Bool,
}

impl Elem {
    fn sort(self) -> z3::Sort {
        match self {
            Elem::Int => z3::Sort::int(),
            Elem::Str => z3::Sort::string(),
            Elem::Bool => z3::Sort::bool(),
        }
    }
}

/// A list term of unknown length (a list a trusted effect returns, a list parameter): an array
/// of items and a length. Z3's sequence theory is far slower here (a count bound needing a
/// hundred items took seconds) and gives up on sequences of strings.
#[derive(Clone, Debug)]
pub struct SeqTerm {
    items: z3::ast::Array,
    len: Int,
    elem: Elem,
}

/// One item read from a sequence, in the sort of its elements.
pub enum ItemTerm {
    Int(IntTerm),
    Str(StrTerm),
    Bool(BoolTerm),
}

impl SeqTerm {
    pub fn var(name: &str, elem: Elem) -> SeqTerm {
        SeqTerm::named(&format!("{name}.items"), &format!("{name}.len"), elem)
    }

    fn named(items: &str, len: &str, elem: Elem) -> SeqTerm {
        SeqTerm {
            items: z3::ast::Array::new_const(items, &z3::Sort::int(), &elem.sort()),
            len: Int::new_const(len),
            elem,
        }
    }

    pub fn elem(&self) -> Elem {
        self.elem
    }

    /// The length, never negative.
    pub fn len(&self) -> IntTerm {
        let zero = Int::from_i64(0);
        IntTerm(self.len.lt(&zero).ite(&zero, &self.len))
    }

    /// The item at a position (which must be in range).
    pub fn nth(&self, index: &IntTerm) -> ItemTerm {
        let item = self.items.select(&index.0);
        match self.elem {
            Elem::Int => ItemTerm::Int(IntTerm(item.as_int().expect("a sequence of ints holds ints"))),
            Elem::Str => ItemTerm::Str(StrTerm::plain(item.as_string().expect("a sequence of strings holds strings"))),
            Elem::Bool => ItemTerm::Bool(BoolTerm(item.as_bool().expect("a sequence of bools holds bools"))),
        }
    }

    /// Whether the item occurs in the sequence: some position in range holds it.
    pub fn contains(&self, item: &ItemTerm) -> BoolTerm {
        let i = Int::fresh_const("member");
        let at = self.items.select(&i);
        let equal = match item {
            ItemTerm::Str(t) => at.as_string().map(|a| a.eq(&t.0)),
            ItemTerm::Int(n) => at.as_int().map(|a| a.eq(&n.0)),
            ItemTerm::Bool(b) => at.as_bool().map(|a| a.eq(&b.0)),
        };
        let Some(equal) = equal else { return BoolTerm::lit(false) };
        let inside = Int::from_i64(0).le(&i) & i.lt(&self.len().0);
        BoolTerm(z3::ast::exists_const(&[&i], &[], &(inside & equal)))
    }
}

/// An item of a sequence in a model.
#[derive(Debug, Clone, PartialEq)]
pub enum Scalar {
    Int(BigInt),
    Str(String),
    Bool(bool),
}

/// Sequences longer than this in a model are not shown (a counterexample needs few items, and
/// shorter models are asked for first): the model is undecided rather than cut short.
const MAX_MODEL_ITEMS: i64 = 1000;

/// The answer to "can these all hold together?".
#[derive(Debug)]
pub enum SatOutcome {
    Sat(Model),
    Unsat,
    /// Undecided (timeout or incompleteness); never evidence of anything.
    Unknown(String),
}

/// A satisfying assignment, read out eagerly.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Model {
    pub ints: Vec<(String, BigInt)>,
    pub bools: Vec<(String, bool)>,
    pub strs: Vec<(String, String)>,
    pub floats: Vec<(String, f64)>,
    pub lists: Vec<(String, Vec<Scalar>)>,
    /// Tables by name: their rows, one item per column.
    pub tables: Vec<(String, Vec<Vec<Scalar>>)>,
    /// Per-row values by name: one per row of the loops around them, in row order.
    pub per_row: Vec<(String, Vec<RowValue>)>,
}

impl Vars {
    /// Whether no value is to be read from a model.
    fn is_empty(&self) -> bool {
        let Vars { ints, bools, strs, floats, lists, tables, per_row } = self;
        ints.is_empty()
            && bools.is_empty()
            && strs.is_empty()
            && floats.is_empty()
            && lists.is_empty()
            && tables.is_empty()
            && per_row.is_empty()
    }

    /// Facts keeping every list and every table outside loops over rows at most `bound` long:
    /// plain facts, one per variable, whatever `bound` is.
    fn at_most(&self, bound: i64) -> Vec<Bool> {
        let lists = self.lists.iter().map(|(n, elem)| SeqTerm::var(n, *elem).len().0.le(Int::from_i64(bound)));
        lists.chain(self.tables.iter().filter_map(|t| t.at_most(bound))).collect()
    }

    /// Facts keeping every list and table among these variables at most `bound` long, where
    /// they can be stated without quantifiers.
    fn short(&self, bound: i64) -> Vec<Bool> {
        let lists = self.lists.iter().map(|(n, elem)| SeqTerm::var(n, *elem).len().0.le(Int::from_i64(bound)));
        let tables = self.tables.iter().chain(self.per_row.iter().filter_map(|p| p.table.as_ref()));
        lists.chain(tables.flat_map(|t| t.short(bound))).collect()
    }
}

impl Model {
    pub fn int(&self, name: &str) -> Option<&BigInt> {
        self.ints.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    pub fn bool(&self, name: &str) -> Option<bool> {
        self.bools.iter().find(|(n, _)| n == name).map(|(_, v)| *v)
    }
}

/// The variables whose values a model should report, by sort.
#[derive(Debug, Clone, Default)]
pub struct Vars {
    pub ints: Vec<String>,
    pub bools: Vec<String>,
    pub strs: Vec<String>,
    pub floats: Vec<String>,
    pub lists: Vec<(String, Elem)>,
    pub tables: Vec<TableVar>,
    pub per_row: Vec<PerRowVar>,
}

/// Whether a term is a string literal. `as_string` alone does not tell: Z3 4.8 gives `""` for
/// any string term that is not a literal (a named constant, a concatenation).
pub(super) fn is_string_literal(t: &z3::ast::Dynamic) -> bool {
    z3_raw::is_string_literal(t)
}

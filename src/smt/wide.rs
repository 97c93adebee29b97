//! Ints past 64 bits as Z3 numerals and back, kept for the session: Z3 writes and reads a
//! numeral's decimal digits in time quadratic in their number, and a proof printing ints asks
//! about `str()`'s bound, `10**4300`, at every f-string field (`prover::format`), building the
//! numeral and reading it back many times a query.

use crate::kept::{self, Kept};
use num_bigint::BigInt;
use std::cell::RefCell;
use std::str::FromStr;
use z3::ast::Int;

/// How many numerals each table keeps before it starts over.
const MAX_WIDE: usize = 256;

thread_local! {
    /// Numerals made from ints past 64 bits, by value.
    static MADE: RefCell<Kept<BigInt, Int>> = RefCell::new(Kept::new(MAX_WIDE));
    /// What terms not read as 64-bit ints read as from their text, by term.
    static READ: RefCell<Kept<Int, Option<BigInt>>> = RefCell::new(Kept::new(MAX_WIDE));
}

/// The numeral of `value`, an int past 64 bits.
pub(super) fn numeral_of(value: &BigInt) -> Int {
    kept::recall_or(&MADE, value, || Int::from_str(&value.to_string()).unwrap_or_else(|_| Int::from_i64(0)))
}

/// The value of `v`, a term that is no 64-bit numeral, read from its text: a wider numeral's
/// value, `None` for any other term.
pub(super) fn value_of(v: &Int) -> Option<BigInt> {
    kept::recall_or(&READ, v, || {
        let text = v.to_string();
        let cleaned: String = text.chars().filter(|c| !matches!(c, '(' | ')' | ' ')).collect();
        BigInt::from_str(&cleaned).ok()
    })
}

/// Forgets both tables (a new proof's session).
pub(super) fn forget() {
    kept::forget(&MADE);
    kept::forget(&READ);
}

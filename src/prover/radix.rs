//! `hex`, `oct` and `bin` of an int term. Z3 converts ints to decimal text only, so the text is
//! built digit by digit: each path fixes the sign and the number of digits by branching (the
//! first power of the base the magnitude is below), and each digit is the magnitude's quotient
//! by a power of the base, taken modulo the base, as one of the base's characters. Exact for
//! every int of up to 64 bits; past that the path stops, naming the construct.

use super::domain::{SymVal, Symbolic};
use crate::ir::Builtin;
use crate::sema::Fault;
use crate::smt::{IntTerm, StrTerm};
use crate::source::Span;
use num_bigint::BigInt;

/// The digits a base's text may use, by value.
const DIGITS: [&str; 16] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"];

impl Symbolic<'_> {
    /// `hex(n)`, `oct(n)` or `bin(n)` of an int term; `None` for another builtin.
    pub(super) fn radix_text(&mut self, b: Builtin, n: &IntTerm, at: Span) -> Result<Option<SymVal>, Fault> {
        let (base, prefix, most) = if b == Builtin::Hex {
            (16u32, "0x", 16u32)
        } else if b == Builtin::Oct {
            (8, "0o", 22)
        } else if b == Builtin::Bin {
            (2, "0b", 64)
        } else {
            return Ok(None);
        };
        let zero = IntTerm::lit(&BigInt::from(0));
        let negative = self.decide(n.lt(&zero), at)?;
        let magnitude = if negative { n.neg() } else { n.clone() };
        let mut digits = 1;
        let mut power = BigInt::from(base);
        while !self.decide(magnitude.lt(&IntTerm::lit(&power)), at)? {
            if digits >= most {
                return Err(Fault::unsupported(
                    format!(
                        "`{}()` of an int term is modelled up to 64 bits, and this one may be larger; bound it first",
                        b.name()
                    ),
                    at,
                ));
            }
            digits += 1;
            power *= base;
        }
        let base_term = IntTerm::lit(&BigInt::from(base));
        let mut parts = Vec::new();
        if negative {
            parts.push(StrTerm::lit("-"));
        }
        parts.push(StrTerm::lit(prefix));
        let mut place = BigInt::from(1);
        let mut low_first = Vec::new();
        for _ in 0..digits {
            let digit = magnitude.floor_div(&IntTerm::lit(&place)).py_mod(&base_term);
            low_first.push(digit_text(&digit, base));
            place *= base;
        }
        parts.extend(low_first.into_iter().rev());
        Ok(Some(SymVal::Str(StrTerm::concat(&parts))))
    }
}

/// The character of a digit (a term between 0 and `base - 1`).
fn digit_text(digit: &IntTerm, base: u32) -> StrTerm {
    let last = base as usize - 1;
    (0..last).rev().fold(StrTerm::lit(DIGITS[last]), |rest, d| {
        StrTerm::ite(&digit.eq(&IntTerm::lit(&BigInt::from(d))), &StrTerm::lit(DIGITS[d]), &rest)
    })
}

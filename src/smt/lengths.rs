//! What holds of every Python string: its length fits in `sys.maxsize` (`len` returns a
//! `Py_ssize_t`, and CPython refuses to build anything longer).
//!
//! Z3 knows no such bound, and Z3 4.8 gives up (after the whole time limit) on a path that
//! only a string of 10**20 characters could take, for instance `min(len(s), 10**20) == 10**20`.
//! Stating the bound makes such a path impossible at once.

use super::walk::{self, Step};
use z3::ast::{Ast, Bool, Dynamic, Int};
use z3::AstKind;

/// Past this many distinct subterms no bound is added (the walk would cost more than it saves).
const MAX_WALK: usize = 20_000;

/// `sys.maxsize` on a 64-bit CPython.
const MAX_SIZE: i64 = i64::MAX;

/// A bound on the length of every string constant the facts mention (an input, a trusted
/// return, a fresh string of digits); empty when they mention none.
pub(super) fn bounds(facts: &[Bool]) -> Vec<Bool> {
    let mut strings = Vec::new();
    let roots = facts.iter().map(|f| Dynamic::from_ast(f)).collect();
    walk::apps(roots, MAX_WALK, |t| {
        if t.kind() == AstKind::Numeral {
            return Step::Skip;
        }
        if t.num_children() == 0 {
            if !super::is_string_literal(t) {
                strings.extend(t.as_string());
            }
            return Step::Skip;
        }
        Step::Descend
    });
    strings.iter().map(|s| s.length().le(Int::from_i64(MAX_SIZE))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::String as Str;

    #[test]
    fn named_strings_are_bounded_and_literals_are_not() {
        let s = Str::new_const("s");
        let fact = Str::concat(&[&s, &Str::from("ab")]).length().gt(Int::from_i64(3));
        let bounds = bounds(&[fact]);
        assert_eq!(bounds.len(), 1);
        assert_eq!(bounds[0].to_string(), "(<= (str.len s) 9223372036854775807)");
    }
}

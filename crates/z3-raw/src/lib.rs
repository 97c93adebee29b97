//! The Z3 operations clauz3 needs that the safe `z3` crate (0.22) does not wrap, each exposed
//! as a safe function over the crate's own term types. This is the only unsafe code of the
//! project; keep it to one raw call per function.

use z3::ast::{Ast, Int, String as Str};

/// `int.to.str`: the decimal digits of a non-negative int (the empty string for a negative one,
/// as SMT-LIB defines it).
pub fn int_to_str(n: &Int) -> Str {
    let ctx = n.get_ctx();
    // SAFETY: `ctx` and `n` belong to the same live context (`n` holds a reference to it), and
    // `Z3_mk_int_to_str` takes one int term of that context. It returns a new term of the same
    // context (never null for a well-sorted argument, which the type guarantees); `wrap` takes a
    // reference on it, so its lifetime is managed like any other term.
    unsafe {
        let raw = z3_sys::Z3_mk_int_to_str(ctx.get_z3_context(), n.get_z3_ast())
            .expect("Z3_mk_int_to_str returns a term for an int argument");
        Str::wrap(ctx, raw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_of_a_known_int() {
        let solver = z3::Solver::new();
        let s = Str::new_const("s");
        solver.assert(s.eq(int_to_str(&Int::from_i64(407))));
        assert_eq!(solver.check(), z3::SatResult::Sat);
        let model = solver.get_model().unwrap();
        assert_eq!(model.eval(&s, true).unwrap().as_string().as_deref(), Some("407"));
    }
}

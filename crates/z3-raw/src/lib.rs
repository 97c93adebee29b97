//! The Z3 operations clauz3 needs that the safe `z3` crate (0.22) does not wrap, each exposed
//! as a safe function over the crate's own term types, and the C heap readied for a context
//! ([`ready_for_context`]). With `counted-alloc` and `c-math`, this is the only unsafe code of
//! the project; keep it to one raw call per function.

mod deadline;
#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod first_context;
mod heap;
#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod link_order;

pub use deadline::{check_within, exit_now, on_stuck, Timed};
pub use heap::ready_for_context;

use z3::ast::{Ast, Dynamic, Float, Int, Real, Regexp, RoundingMode, String as Str};
use z3::Sort;

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

/// `str.indexof`: the first position at or after `start` where `needle` occurs in `s` (`start`
/// itself for an empty needle when `0 <= start <= len(s)`); -1 when there is none or `start` is
/// outside `[0, len(s)]`, as SMT-LIB defines it.
pub fn str_index_of(s: &Str, needle: &Str, start: &Int) -> Int {
    let ctx = s.get_ctx();
    // SAFETY: `ctx`, `s`, `needle` and `start` belong to the same live context (the safe crate
    // builds every term in the context of the current thread), and `Z3_mk_seq_index` takes two
    // string terms and an int term of that context. It returns a new int term of the same
    // context (never null for well-sorted arguments, which the types guarantee); `wrap` takes a
    // reference on it.
    unsafe {
        let raw =
            z3_sys::Z3_mk_seq_index(ctx.get_z3_context(), s.get_z3_ast(), needle.get_z3_ast(), start.get_z3_ast())
                .expect("Z3_mk_seq_index returns a term for string and int arguments");
        Int::wrap(ctx, raw)
    }
}

/// `str.to.int`: the value of a non-empty string of ASCII digits (-1 for any other string, as
/// SMT-LIB defines it).
pub fn str_to_int(s: &Str) -> Int {
    let ctx = s.get_ctx();
    // SAFETY: `ctx` and `s` belong to the same live context (`s` holds a reference to it), and
    // `Z3_mk_str_to_int` takes one string term of that context. It returns a new int term of the
    // same context (never null for a well-sorted argument, which the type guarantees); `wrap`
    // takes a reference on it.
    unsafe {
        let raw = z3_sys::Z3_mk_str_to_int(ctx.get_z3_context(), s.get_z3_ast())
            .expect("Z3_mk_str_to_int returns a term for a string argument");
        Int::wrap(ctx, raw)
    }
}

/// `re.range`: one character from `lo` to `hi`, each a one-character string term. The safe
/// crate's `Regexp::range` hands Z3 a character as UTF-8 text, which Z3 4.8 reads as several
/// characters outside ASCII; string terms built from escapes name the character exactly.
pub fn re_range(lo: &Str, hi: &Str) -> Regexp {
    let ctx = lo.get_ctx();
    // SAFETY: `ctx`, `lo` and `hi` belong to the same live context (the safe crate builds every
    // term in the context of the current thread), and `Z3_mk_re_range` takes two string terms
    // of that context. It returns a new regex term of the same context (never null for string
    // arguments, which the types guarantee); `wrap` takes a reference on it.
    unsafe {
        let raw = z3_sys::Z3_mk_re_range(ctx.get_z3_context(), lo.get_z3_ast(), hi.get_z3_ast())
            .expect("Z3_mk_re_range returns a term for string arguments");
        Regexp::wrap(ctx, raw)
    }
}

/// The IEEE-754 double nearest to a real (ties to even), as Python rounds an exact quotient or
/// an int converted to float; out-of-range reals become infinities.
pub fn real_to_double(r: &Real) -> Float {
    let ctx = r.get_ctx();
    let rm = RoundingMode::round_nearest_ties_to_even();
    let sort = Sort::double();
    // SAFETY: the rounding mode, the real term and the sort all belong to `ctx` (the safe crate
    // builds them in the context of the current thread, which is `r`'s). `Z3_mk_fpa_to_fp_real`
    // takes a rounding-mode term, a real term and a floating-point sort, which the types
    // guarantee, and returns a new term of that context that `wrap` reference-counts.
    unsafe {
        let raw =
            z3_sys::Z3_mk_fpa_to_fp_real(ctx.get_z3_context(), rm.get_z3_ast(), r.get_z3_ast(), sort.get_z3_sort())
                .expect("Z3_mk_fpa_to_fp_real returns a term for a real argument");
        Float::wrap(ctx, raw)
    }
}

/// Whether a term is a string literal. The safe crate's `as_string` cannot tell: Z3 4.8 gives
/// `""` for any string term that is not a literal.
pub fn is_string_literal(t: &Dynamic) -> bool {
    let ctx = t.get_ctx();
    // SAFETY: `ctx` and `t` belong to the same live context (`t` holds a reference to it), and
    // `Z3_is_string` only reads the term (any expression; false for all but string literals).
    unsafe { z3_sys::Z3_is_string(ctx.get_z3_context(), t.get_z3_ast()) }
}

/// The body of a quantifier, its bound variables as de Bruijn indices (`AstKind::Var`), for
/// reading the constants it mentions; `None` for any other term.
pub fn quantifier_body(t: &Dynamic) -> Option<Dynamic> {
    if t.kind() != z3::AstKind::Quantifier {
        return None;
    }
    let ctx = t.get_ctx();
    // SAFETY: `ctx` and `t` belong to the same live context, and `t` is a quantifier (checked
    // above), the one kind `Z3_get_quantifier_body` accepts. It returns a term of that context
    // (null only on an error, which becomes `None`); `wrap` takes a reference on it.
    unsafe {
        let raw = z3_sys::Z3_get_quantifier_body(ctx.get_z3_context(), t.get_z3_ast())?;
        Some(Dynamic::wrap(ctx, raw))
    }
}

/// The operators of Z3's core, its arithmetic and its arrays that clauz3 reads terms by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operator {
    True,
    False,
    Eq,
    And,
    Or,
    Not,
    Le,
    Ge,
    Lt,
    Gt,
    /// An array read, `select(a, i)`.
    Select,
}

extern "C" {
    /// `Z3_get_decl_kind` with the kind as the number it is. The safe crate reads it into
    /// `z3-sys`'s enum, numbered as a later Z3 numbers its kinds: Z3 4.8.12 gives uninterpreted
    /// symbols 0xb02d, which is none of that enum's values, and making such a value is undefined
    /// behaviour. The core and arithmetic kinds read here have kept their numbers.
    #[link_name = "Z3_get_decl_kind"]
    fn decl_kind_number(c: z3_sys::Z3_context, d: z3_sys::Z3_func_decl) -> u32;
}

/// The operator at the top of `t` when it is one of [`Operator`]'s; `None` for any other
/// application (uninterpreted constants included), numerals, bound variables and quantifiers.
pub fn operator(t: &Dynamic) -> Option<Operator> {
    let ctx = t.get_ctx().get_z3_context();
    let ast = t.get_z3_ast();
    // SAFETY: `ctx` and `t` belong to the same live context. `Z3_is_app` only reads the term;
    // an application is a `Z3_app` (the C API's types are one pointer type);
    // for an application `Z3_get_app_decl` gives its declaration, which the term keeps alive
    // while we read its kind; `decl_kind_number` only reads the declaration and returns a plain
    // number (see its declaration).
    let number = unsafe {
        if !z3_sys::Z3_is_app(ctx, ast) {
            return None;
        }
        let decl = z3_sys::Z3_get_app_decl(ctx, ast.cast())?;
        decl_kind_number(ctx, decl)
    };
    // Z3's `Z3_decl_kind` numbers (z3_api.h): the core's from 0x100, arithmetic's from 0x200,
    // arrays' from 0x300.
    Some(match number {
        0x100 => Operator::True,
        0x101 => Operator::False,
        0x102 => Operator::Eq,
        0x105 => Operator::And,
        0x106 => Operator::Or,
        0x109 => Operator::Not,
        0x202 => Operator::Le,
        0x203 => Operator::Ge,
        0x204 => Operator::Lt,
        0x205 => Operator::Gt,
        0x301 => Operator::Select,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::Bool;

    #[test]
    fn only_string_literals_are_string_literals() {
        let literal = |t: &Str| is_string_literal(&Dynamic::from_ast(t));
        assert!(literal(&Str::from("ab")) && literal(&Str::from("")));
        let named = Str::new_const("String");
        assert!(!literal(&named), "a constant named as the literals' declaration is not one");
        assert!(!literal(&Str::concat(&[&Str::from("a"), &Str::from("b")])));
        assert!(!is_string_literal(&Dynamic::from_ast(&Int::from_i64(3))));
    }

    #[test]
    fn operators_are_read_and_constants_have_none() {
        let op = |t: &Bool| operator(&Dynamic::from_ast(t));
        let (x, y) = (Int::new_const("x"), Int::new_const("y"));
        let (a, b) = (Bool::new_const("a"), Bool::new_const("b"));
        assert_eq!(op(&Bool::from_bool(true)), Some(Operator::True));
        assert_eq!(op(&Bool::from_bool(false)), Some(Operator::False));
        assert_eq!(op(&x.eq(&y)), Some(Operator::Eq));
        assert_eq!(op(&Bool::and(&[&a, &b])), Some(Operator::And));
        assert_eq!(op(&Bool::or(&[&a, &b])), Some(Operator::Or));
        assert_eq!(op(&a.not()), Some(Operator::Not));
        assert_eq!(op(&x.le(&y)), Some(Operator::Le));
        assert_eq!(op(&x.ge(&y)), Some(Operator::Ge));
        assert_eq!(op(&x.lt(&y)), Some(Operator::Lt));
        assert_eq!(op(&x.gt(&y)), Some(Operator::Gt));
        assert_eq!(op(&a), None, "an uninterpreted constant");
        let column = z3::ast::Array::new_const("t.a", &z3::Sort::int(), &z3::Sort::int());
        assert_eq!(operator(&column.select(&x)), Some(Operator::Select));
        assert_eq!(operator(&Dynamic::from_ast(&column)), None);
        assert_eq!(op(&a.implies(&b)), None);
        assert_eq!(operator(&Dynamic::from_ast(&Int::from_i64(3))), None);
        assert_eq!(operator(&Dynamic::from_ast(&Str::from("ab").contains(Str::from("b")))), None);
    }

    #[test]
    fn a_quantifier_body_shows_its_free_constants() {
        let (i, c) = (Int::new_const("i"), Int::new_const("c"));
        let all = z3::ast::forall_const(&[&i], &[], &i.le(&c));
        let body = quantifier_body(&Dynamic::from_ast(&all)).expect("a quantifier has a body");
        let kinds: Vec<z3::AstKind> = body.children().iter().map(|t| t.kind()).collect();
        assert_eq!(kinds, [z3::AstKind::Var, z3::AstKind::App], "{body}");
        assert_eq!(body.children()[1], Dynamic::from_ast(&c));
        assert!(quantifier_body(&Dynamic::from_ast(&c)).is_none());
    }

    #[test]
    fn digits_of_a_known_int() {
        let solver = z3::Solver::new();
        let s = Str::new_const("s");
        solver.assert(s.eq(int_to_str(&Int::from_i64(407))));
        assert_eq!(solver.check(), z3::SatResult::Sat);
        let model = solver.get_model().unwrap();
        assert_eq!(model.eval(&s, true).unwrap().as_string().as_deref(), Some("407"));
    }

    #[test]
    fn digits_read_back_and_other_text_is_minus_one() {
        let solver = z3::Solver::new();
        solver.assert(str_to_int(&Str::from("0407")).eq(Int::from_i64(407)));
        solver.assert(str_to_int(&Str::from("-3")).eq(Int::from_i64(-1)));
        assert_eq!(solver.check(), z3::SatResult::Sat);
    }

    #[test]
    fn a_third_rounds_to_the_nearest_double() {
        let third = Real::from_int(&Int::from_i64(1)).div(Real::from_int(&Int::from_i64(3)));
        let solver = z3::Solver::new();
        let f = Float::new_const_double("f");
        solver.assert(f.eq(real_to_double(&third)));
        assert_eq!(solver.check(), z3::SatResult::Sat);
        let value = solver.get_model().unwrap().eval(&f, true).unwrap().as_f64();
        assert_eq!(value, 1.0 / 3.0);
    }
}

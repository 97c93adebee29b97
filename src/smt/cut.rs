//! Python's slices of a text, remembering where they were cut, and concatenations, remembering
//! their pieces, so that adjacent slices joined again become one slice: `t[:k] + t[k:]` is `t`
//! itself, and `t[a:b] + t[b:c]` is `t[a:c]` when `a <= b <= c`, however the `+`s group. Z3 4.8
//! proves such identities slowly, and not at all (it runs out of time) once `t` holds `str(n)`:
//! over seed 8's first 1,000 fuzz cases, `assert t[:k] + t[k:] == t` made most of the queries it
//! could not decide.

use super::{IntTerm, StrTerm};
use num_bigint::BigInt;
use std::rc::Rc;
use z3::ast::String as Str;

/// How a string term was built, where that matters for joining slices.
#[derive(Debug)]
pub(super) enum Origin {
    Cut(Cut),
    /// A concatenation, by its pieces (none of them a concatenation): its first and its last,
    /// the only ones a later `+` can bring next to another part, and those between them as
    /// one term (a text built up in a loop would otherwise copy a growing list at each step).
    Concat(Vec<StrTerm>),
}

/// Where a slice was cut from: its text, and its bounds clamped, each within `0..=len(text)`
/// (`None` for the text's start or end).
#[derive(Debug)]
pub(super) struct Cut {
    text: StrTerm,
    start: Option<IntTerm>,
    end: Option<IntTerm>,
}

impl StrTerm {
    /// Python's `self[start:end]` (`None`: the bound left out), its bounds clamped as Python
    /// clamps them: a negative one counts from the end, and both are kept within the text.
    pub fn slice(&self, start: Option<&IntTerm>, end: Option<&IntTerm>) -> StrTerm {
        let len = self.len();
        let zero = IntTerm::lit(&BigInt::from(0));
        let clamp = |v: &IntTerm| {
            let from_end = v.add(&len);
            let low = IntTerm::ite(&from_end.lt(&zero), &zero, &from_end);
            let high = IntTerm::ite(&len.lt(v), &len, v);
            // A literal bound's sign is known: only its side of the clamp is kept.
            match v.0.as_i64() {
                Some(literal) if literal < 0 => low,
                Some(_) => high,
                None => IntTerm::ite(&v.lt(&zero), &low, &high),
            }
        };
        // A slice from 0 is one from the start.
        let start = start.filter(|s| s.0.as_i64() != Some(0));
        cut(Cut { text: self.clone(), start: start.map(clamp), end: end.map(clamp) })
    }

    /// The parts one after the other, with each slice that begins where the slice before it
    /// (of the same text) ends joined to it (see [`join`]).
    pub fn concat(parts: &[StrTerm]) -> StrTerm {
        let pieces: Vec<StrTerm> = parts.iter().flat_map(pieces_of).collect();
        let mut joined: Vec<StrTerm> = joined(&pieces).iter().flat_map(pieces_of).collect();
        if joined.len() == 1 {
            return joined.remove(0);
        }
        let terms = |pieces: &[StrTerm]| Str::concat(&pieces.iter().map(|p| &p.0).collect::<Vec<_>>());
        let remembered = match joined.as_slice() {
            [first, between @ .., last] if between.len() > 1 => {
                vec![first.clone(), StrTerm::plain(terms(between)), last.clone()]
            }
            _ => joined.clone(),
        };
        StrTerm(terms(&joined), Some(Rc::new(Origin::Concat(remembered))))
    }
}

/// A part's pieces: those of a concatenation, else the part itself.
fn pieces_of(part: &StrTerm) -> Vec<StrTerm> {
    match part.1.as_deref() {
        Some(Origin::Concat(pieces)) => pieces.clone(),
        Some(Origin::Cut(_)) | None => vec![part.clone()],
    }
}

/// The term of a cut, remembering it.
fn cut(cut: Cut) -> StrTerm {
    if cut.start.is_none() && cut.end.is_none() {
        return cut.text;
    }
    let zero = IntTerm::lit(&BigInt::from(0));
    let start = cut.start.clone().unwrap_or_else(|| zero.clone());
    let end = cut.end.clone().unwrap_or_else(|| cut.text.len());
    let width = end.sub(&start);
    let width = IntTerm::ite(&width.lt(&zero), &zero, &width);
    let term = cut.text.substr(&start, &width);
    StrTerm(term.0, Some(Rc::new(Origin::Cut(cut))))
}

fn cut_of(term: &StrTerm) -> Option<&Cut> {
    match term.1.as_deref() {
        Some(Origin::Cut(c)) => Some(c),
        Some(Origin::Concat(_)) | None => None,
    }
}

/// `pieces` with each slice that begins where the slice before it (of the same text) ends
/// joined to it.
fn joined(pieces: &[StrTerm]) -> Vec<StrTerm> {
    let mut out: Vec<StrTerm> = Vec::with_capacity(pieces.len());
    for piece in pieces {
        match out.last().and_then(|last| join(last, piece)) {
            Some(spanning) => {
                out.pop();
                out.push(spanning);
            }
            None => out.push(piece.clone()),
        }
    }
    out
}

/// `left + right` as one slice when `right` was cut from the text `left` was cut from,
/// beginning where `left` ends: `t[a:b] + t[b:c]` is `t[min(a, b):max(b, c)]` in every order
/// of the bounds (an empty side leaves the other; both empty, it is empty). A left-out first
/// start or last end stays left out, being in order with any bound.
fn join(left: &StrTerm, right: &StrTerm) -> Option<StrTerm> {
    let (l, r) = (cut_of(left)?, cut_of(right)?);
    let (shared, also) = (l.end.as_ref()?, r.start.as_ref()?);
    if l.text.0 != r.text.0 || shared.0 != also.0 {
        return None;
    }
    let start = l.start.as_ref().map(|a| IntTerm::ite(&shared.lt(a), shared, a));
    let end = r.end.as_ref().map(|c| IntTerm::ite(&c.lt(shared), shared, c));
    Some(cut(Cut { text: l.text.clone(), start, end }))
}

#[cfg(test)]
mod tests {
    use crate::smt::{check, BoolTerm, IntTerm, SatOutcome, StrTerm, Vars};
    use num_bigint::BigInt;

    fn refutable(claim: &BoolTerm) -> SatOutcome {
        check(&[claim.not()], 30_000, &Vars::default())
    }

    /// Regression: `t[:k] + t[k:] == t` with `t` built from `str(n)` ran out of time in Z3 4.8.
    #[test]
    fn a_prefix_and_the_suffix_after_it_join_into_the_whole_text() {
        let n = IntTerm::var("n");
        let t = StrTerm::concat(&[StrTerm::of_int(&n), StrTerm::lit("-"), StrTerm::var("s")]);
        let k = IntTerm::var("k");
        let joined = StrTerm::concat(&[t.slice(None, Some(&k)), t.slice(Some(&k), None)]);
        assert!(matches!(refutable(&joined.eq(&t)), SatOutcome::Unsat));
    }

    /// Python's `t[a:b]` on a concrete text.
    fn python_slice(t: &str, a: Option<i64>, b: Option<i64>) -> String {
        let len = t.len() as i64;
        let clamp = |v: i64| if v < 0 { (v + len).max(0) } else { v.min(len) };
        let (start, end) = (a.map_or(0, clamp), b.map_or(len, clamp));
        t[start as usize..end.max(start) as usize].to_owned()
    }

    /// `t[a:b] + t[b:c]` joined is what Python gives, in every order of the bounds.
    #[test]
    fn joined_slices_are_what_python_gives_in_every_order_of_their_bounds() {
        let text = "abcdef";
        let t = StrTerm::lit(text);
        let int = |v: i64| IntTerm::lit(&BigInt::from(v));
        for a in [None, Some(-2), Some(1), Some(4)] {
            for b in [-9, -1, 0, 2, 5, 9] {
                for c in [None, Some(-3), Some(3), Some(6)] {
                    let (a_term, b_term, c_term) = (a.map(int), int(b), c.map(int));
                    let joined = StrTerm::concat(&[
                        t.slice(a_term.as_ref(), Some(&b_term)),
                        t.slice(Some(&b_term), c_term.as_ref()),
                    ]);
                    let python = python_slice(text, a, Some(b)) + &python_slice(text, Some(b), c);
                    let differs = joined.eq(&StrTerm::encoded(&python)).not();
                    assert!(matches!(check(&[differs], 1_000, &Vars::default()), SatOutcome::Unsat), "{a:?} {b} {c:?}");
                }
            }
        }
    }

    /// With symbolic bounds the join holds whatever their order: `t[:i] + t[i:j]` is `t[:j]`
    /// exactly when `i <= j` (once clamped).
    #[test]
    fn slices_with_symbolic_bounds_join_in_any_order() {
        let t = StrTerm::concat(&[StrTerm::of_int(&IntTerm::var("n")), StrTerm::var("s")]);
        let (i, j) = (IntTerm::var("i"), IntTerm::var("j"));
        let joined = StrTerm::concat(&[t.slice(None, Some(&i)), t.slice(Some(&i), Some(&j))]);
        let SatOutcome::Sat(_) = refutable(&joined.eq(&t.slice(None, Some(&j)))) else {
            panic!("with i > j the two differ");
        };
        let zero = IntTerm::lit(&BigInt::from(0));
        let ordered = BoolTerm::and(&[zero.le(&i), i.le(&j)]);
        let claim = BoolTerm::or(&[ordered.not(), joined.eq(&t.slice(None, Some(&j)))]);
        assert!(matches!(refutable(&claim), SatOutcome::Unsat));
    }

    /// A text built up piece by piece remembers three pieces at most, and a slice at its end
    /// still joins the slice that continues it.
    #[test]
    fn a_text_built_up_in_many_steps_remembers_only_its_ends() {
        let t = StrTerm::concat(&[StrTerm::of_int(&IntTerm::var("n")), StrTerm::var("s")]);
        let k = IntTerm::var("k");
        let mut built = StrTerm::lit("");
        let mut expected = String::new();
        for i in 0..40 {
            let piece = format!("{}", i % 10);
            built = StrTerm::concat(&[built, StrTerm::encoded(&piece)]);
            expected.push_str(&piece);
            let Some(super::Origin::Concat(pieces)) = built.1.as_deref() else { continue };
            assert!(pieces.len() <= 3, "{} pieces remembered", pieces.len());
        }
        let head = StrTerm::concat(&[built, t.slice(None, Some(&k))]);
        let whole = StrTerm::concat(&[head, t.slice(Some(&k), None)]);
        let claim = whole.eq(&StrTerm::concat(&[StrTerm::encoded(&expected), t]));
        assert!(matches!(refutable(&claim), SatOutcome::Unsat));
    }

    /// Slices of different texts, or cut at different places, stay apart.
    #[test]
    fn slices_of_other_texts_or_other_bounds_stay_apart() {
        let (t, u) = (StrTerm::var("t"), StrTerm::var("u"));
        let (i, j) = (IntTerm::var("i"), IntTerm::var("j"));
        let other_text = StrTerm::concat(&[t.slice(None, Some(&i)), u.slice(Some(&i), None)]);
        let SatOutcome::Sat(_) = refutable(&other_text.eq(&t)) else { panic!("u is not t") };
        let other_bound = StrTerm::concat(&[t.slice(None, Some(&i)), t.slice(Some(&j), None)]);
        let SatOutcome::Sat(_) = refutable(&other_bound.eq(&t)) else { panic!("i is not j") };
    }
}

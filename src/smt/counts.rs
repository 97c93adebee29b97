//! The facts' character counts: every text becomes its length and how many times each of a few
//! characters occurs in it, and the facts become facts about those integers. Z3 decides those
//! at once; when they cannot hold, neither can the facts.
//!
//! Z3 4.8's string solver runs out of time on word equations a person refutes by counting:
//! `f"{a}-{t}" == t + "xy"` needs as many `x`s on each side, but the left side has those of `t`
//! and the right side one more (a set `{t, t + "xy"}` asked whether it holds `f"{a}-{t}"` is
//! exactly this). Each text constant gets a length and counts of its own; a concatenation adds
//! them up; a literal has its own; `str(n)` has no letters; a slice has at most what it is cut
//! from. An equality of texts says the lengths and counts are equal, a text that contains (or
//! starts or ends with) another has at least its counts. What is not read becomes a fresh
//! constant, so the integer facts hold in every model of the facts, with each text given its
//! counts: they allow more, never less, and only their `unsat` is used.

use std::collections::HashMap;
use std::rc::Rc;
use z3::ast::{Ast, Bool, Dynamic, Int};
use z3::{AstKind, SortKind};

/// How many characters are counted (those of the facts' literals, letters and signs first).
const MAX_CHARS: usize = 8;

/// Past this many terms, or this deep, the rest of a term is read as a fresh constant.
const MAX_TERMS: usize = 5_000;
const MAX_DEPTH: usize = 200;

/// The integer facts counting says `facts` imply; `None` when the facts hold no equality or
/// containment of texts to count (counting would then add nothing to what the solver knows).
pub(super) fn implied(facts: &[Bool]) -> Option<Vec<Bool>> {
    let chars = characters(facts)?;
    let mut counting = Counting {
        chars,
        texts: HashMap::new(),
        ints: HashMap::new(),
        bools: HashMap::new(),
        side: Vec::new(),
        fresh: 0,
        read: 0,
    };
    let mut implied: Vec<Bool> = facts.iter().map(|f| counting.boolean(&Dynamic::from_ast(f), 0)).collect();
    implied.append(&mut counting.side);
    Some(implied)
}

/// The characters to count: those of the facts' text literals, letters and signs before digits
/// (the text of an int has digits of its own), at most [`MAX_CHARS`]; `None` when the facts
/// relate no texts.
fn characters(facts: &[Bool]) -> Option<Vec<char>> {
    let mut found: Vec<char> = Vec::new();
    let mut relates_texts = false;
    let roots = facts.iter().map(|f| Dynamic::from_ast(f)).collect();
    super::walk::apps(roots, MAX_TERMS, |t| {
        let name = t.decl().name();
        let args_are_texts = t.num_children() == 2 && t.nth_child(0).is_some_and(|a| a.sort_kind() == SortKind::Seq);
        relates_texts |=
            args_are_texts && matches!(name.as_str(), "=" | "str.contains" | "str.prefixof" | "str.suffixof");
        if super::is_string_literal(t) {
            found.extend(t.as_string().and_then(|s| super::text_of(&s)).unwrap_or_default().chars());
        }
        super::walk::Step::Descend
    });
    relates_texts.then_some(())?;
    found.sort_by_key(|c| (c.is_ascii_digit(), *c));
    found.dedup();
    found.truncate(MAX_CHARS);
    (!found.is_empty()).then_some(found)
}

/// A text's length and its count of each counted character.
struct Counted {
    len: Int,
    counts: Vec<Int>,
}

struct Counting {
    chars: Vec<char>,
    texts: HashMap<Dynamic, Rc<Counted>>,
    ints: HashMap<Dynamic, Int>,
    bools: HashMap<Dynamic, Bool>,
    /// What holds of the fresh constants (bounds, and what each relation of texts implies).
    side: Vec<Bool>,
    fresh: usize,
    /// Terms read so far.
    read: usize,
}

impl Counting {
    fn fresh_int(&mut self) -> Int {
        self.fresh += 1;
        Int::new_const(format!("!count{}", self.fresh))
    }

    fn fresh_bool(&mut self) -> Bool {
        self.fresh += 1;
        Bool::new_const(format!("!counted{}", self.fresh))
    }

    /// Whether `t` is past what is read (it then becomes a fresh constant).
    fn past_limits(&mut self, depth: usize) -> bool {
        self.read += 1;
        depth > MAX_DEPTH || self.read > MAX_TERMS
    }

    /// What `t` was read as before (a shared subterm is read once), else `read`'s (kept in
    /// `table`).
    fn remembered<V: Clone>(
        &mut self,
        t: &Dynamic,
        table: fn(&mut Self) -> &mut HashMap<Dynamic, V>,
        read: impl FnOnce(&mut Self) -> V,
    ) -> V {
        if let Some(known) = table(self).get(t) {
            return known.clone();
        }
        let value = read(self);
        table(self).insert(t.clone(), value.clone());
        value
    }

    fn boolean(&mut self, t: &Dynamic, depth: usize) -> Bool {
        self.remembered(t, |c| &mut c.bools, |c| c.read_boolean(t, depth))
    }

    fn read_boolean(&mut self, t: &Dynamic, depth: usize) -> Bool {
        if let Some(value) = t.as_bool().and_then(|b| b.as_bool()) {
            return Bool::from_bool(value);
        }
        if self.past_limits(depth) || !t.is_app() {
            return self.fresh_bool();
        }
        let args = t.children();
        let sort_of_args = args.first().map(Dynamic::sort_kind);
        let bools = |c: &mut Self| args.iter().map(|a| c.boolean(a, depth + 1)).collect::<Vec<Bool>>();
        let ints = |c: &mut Self| args.iter().map(|a| c.integer(a, depth + 1)).collect::<Vec<Int>>();
        match (t.decl().name().as_str(), args.len(), sort_of_args) {
            ("not", 1, _) => bools(self)[0].not(),
            ("and", _, _) => Bool::and(&bools(self).iter().collect::<Vec<_>>()),
            ("or", _, _) => Bool::or(&bools(self).iter().collect::<Vec<_>>()),
            ("=>", 2, _) => {
                let b = bools(self);
                b[0].implies(&b[1])
            }
            ("xor", 2, _) => {
                let b = bools(self);
                b[0].xor(&b[1])
            }
            ("if" | "ite", 3, _) => {
                let c = self.boolean(&args[0], depth + 1);
                let (x, y) = (self.boolean(&args[1], depth + 1), self.boolean(&args[2], depth + 1));
                c.ite(&x, &y)
            }
            ("=", 2, Some(SortKind::Bool)) => {
                let b = bools(self);
                b[0].eq(&b[1])
            }
            ("=", 2, Some(SortKind::Int)) => {
                let i = ints(self);
                i[0].eq(&i[1])
            }
            ("distinct", _, Some(SortKind::Int)) => Int::distinct(&ints(self).iter().collect::<Vec<_>>()),
            (name @ ("<" | "<=" | ">" | ">="), 2, Some(SortKind::Int)) => {
                let i = ints(self);
                match name {
                    "<" => i[0].lt(&i[1]),
                    "<=" => i[0].le(&i[1]),
                    ">" => i[0].gt(&i[1]),
                    _ => i[0].ge(&i[1]),
                }
            }
            ("=", 2, Some(SortKind::Seq)) => {
                let (x, y) = (self.text(&args[0], depth + 1), self.text(&args[1], depth + 1));
                self.related(&x, &y, true)
            }
            ("str.prefixof" | "str.suffixof", 2, Some(SortKind::Seq)) => {
                let (part, whole) = (self.text(&args[0], depth + 1), self.text(&args[1], depth + 1));
                self.related(&part, &whole, false)
            }
            ("str.contains", 2, Some(SortKind::Seq)) => {
                let (whole, part) = (self.text(&args[0], depth + 1), self.text(&args[1], depth + 1));
                self.related(&part, &whole, false)
            }
            // A constant of the facts stays itself, so every fact naming it agrees on it.
            (_, 0, _) if t.kind() == AstKind::App => t.as_bool().unwrap_or_else(|| self.fresh_bool()),
            _ => self.fresh_bool(),
        }
    }

    /// A fresh condition that, when it holds, says `part` has the length and counts of `whole`
    /// (`equal`) or at most them.
    fn related(&mut self, part: &Counted, whole: &Counted, equal: bool) -> Bool {
        let relation = |x: &Int, y: &Int| if equal { x.eq(y) } else { x.le(y) };
        let mut implied = vec![relation(&part.len, &whole.len)];
        implied.extend(part.counts.iter().zip(&whole.counts).map(|(x, y)| relation(x, y)));
        let holds = self.fresh_bool();
        self.side.push(holds.implies(Bool::and(&implied.iter().collect::<Vec<_>>())));
        holds
    }

    fn integer(&mut self, t: &Dynamic, depth: usize) -> Int {
        self.remembered(t, |c| &mut c.ints, |c| c.read_integer(t, depth))
    }

    fn read_integer(&mut self, t: &Dynamic, depth: usize) -> Int {
        if t.kind() == AstKind::Numeral {
            if let Some(n) = t.as_int() {
                return n;
            }
        }
        if self.past_limits(depth) || !t.is_app() {
            return self.fresh_int();
        }
        let args = t.children();
        let ints = |c: &mut Self| args.iter().map(|a| c.integer(a, depth + 1)).collect::<Vec<Int>>();
        fn all(i: &[Int]) -> Vec<&Int> {
            i.iter().collect()
        }
        match (t.decl().name().as_str(), args.len()) {
            ("+", _) => Int::add(&all(&ints(self))),
            ("*", _) => Int::mul(&all(&ints(self))),
            ("-", 1) => ints(self)[0].unary_minus(),
            ("-", _) => Int::sub(&all(&ints(self))),
            ("div", 2) => {
                let i = ints(self);
                i[0].div(&i[1])
            }
            ("mod", 2) => {
                let i = ints(self);
                i[0].modulo(&i[1])
            }
            ("if" | "ite", 3) => {
                let c = self.boolean(&args[0], depth + 1);
                let i = [self.integer(&args[1], depth + 1), self.integer(&args[2], depth + 1)];
                c.ite(&i[0], &i[1])
            }
            ("str.len", 1) if args[0].sort_kind() == SortKind::Seq => self.text(&args[0], depth + 1).len.clone(),
            (_, 0) if t.kind() == AstKind::App => t.as_int().unwrap_or_else(|| self.fresh_int()),
            _ => self.fresh_int(),
        }
    }

    fn text(&mut self, t: &Dynamic, depth: usize) -> Rc<Counted> {
        self.remembered(t, |c| &mut c.texts, |c| Rc::new(c.read_text(t, depth)))
    }

    fn read_text(&mut self, t: &Dynamic, depth: usize) -> Counted {
        if super::is_string_literal(t) {
            if let Some(text) = t.as_string().and_then(|s| super::text_of(&s)) {
                let count = |c: &char| Int::from_i64(text.chars().filter(|x| x == c).count() as i64);
                return Counted {
                    len: Int::from_i64(text.chars().count() as i64),
                    counts: self.chars.iter().map(count).collect(),
                };
            }
        }
        if self.past_limits(depth) || !t.is_app() {
            return self.unknown_text(None);
        }
        let args = t.children();
        match (t.decl().name().as_str(), args.len()) {
            ("str.++", _) => {
                let parts: Vec<Rc<Counted>> = args.iter().map(|a| self.text(a, depth + 1)).collect();
                let sum = |of: &dyn Fn(&Counted) -> Int| {
                    Int::add(&parts.iter().map(|p| of(p)).collect::<Vec<_>>().iter().collect::<Vec<_>>())
                };
                let counts = (0..self.chars.len()).map(|k| sum(&|p: &Counted| p.counts[k].clone())).collect();
                Counted { len: sum(&|p: &Counted| p.len.clone()), counts }
            }
            ("if" | "ite", 3) => {
                let c = self.boolean(&args[0], depth + 1);
                let (x, y) = (self.text(&args[1], depth + 1), self.text(&args[2], depth + 1));
                let counts = x.counts.iter().zip(&y.counts).map(|(a, b)| c.ite(a, b)).collect();
                Counted { len: c.ite(&x.len, &y.len), counts }
            }
            ("str.from_int" | "int.to.str", 1) => self.digits_of(&args[0], depth),
            ("str.substr" | "str.at", _) => {
                let whole = self.text(&args[0], depth + 1);
                self.unknown_text(Some(&whole))
            }
            _ => self.unknown_text(None),
        }
    }

    /// The text of `n`'s digits (empty for a negative `n`): no character but digits, one
    /// digit from 0 to 9, two or more from 10.
    fn digits_of(&mut self, n: &Dynamic, depth: usize) -> Counted {
        let n = self.integer(n, depth + 1);
        let counted = self.unknown_text(None);
        let (zero, nine) = (Int::from_i64(0), Int::from_i64(9));
        self.side.push(n.lt(&zero).implies(counted.len.eq(&zero)));
        self.side.push(Bool::and(&[&n.ge(&zero), &n.le(&nine)]).implies(counted.len.eq(Int::from_i64(1))));
        self.side.push(n.gt(&nine).implies(counted.len.ge(Int::from_i64(2))));
        for (c, count) in self.chars.iter().zip(&counted.counts) {
            if !c.is_ascii_digit() {
                self.side.push(count.eq(&zero));
            }
        }
        counted
    }

    /// A text read no further: any length, each count at most it and all together too; with
    /// `within`, at most its length and counts (a slice of it).
    fn unknown_text(&mut self, within: Option<&Counted>) -> Counted {
        let zero = Int::from_i64(0);
        let len = self.fresh_int();
        let counts: Vec<Int> = (0..self.chars.len()).map(|_| self.fresh_int()).collect();
        self.side.push(len.ge(&zero));
        for count in &counts {
            self.side.push(Bool::and(&[&count.ge(&zero), &count.le(&len)]));
        }
        let total = Int::add(&counts.iter().collect::<Vec<_>>());
        self.side.push(total.le(&len));
        if let Some(whole) = within {
            self.side.push(len.le(&whole.len));
            for (count, most) in counts.iter().zip(&whole.counts) {
                self.side.push(count.le(most));
            }
        }
        Counted { len, counts }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::recipes::{bool_recipe, bool_term, values};
    use crate::smt::{IntTerm, StrTerm};
    use proptest::prelude::*;

    /// Whether Z3 finds the integer facts counting gives for `facts` unsatisfiable.
    fn counted_out(facts: &[Bool]) -> bool {
        let Some(implied) = implied(facts) else { return false };
        let solver = z3::Solver::new();
        implied.iter().for_each(|f| solver.assert(f));
        solver.check() == z3::SatResult::Unsat
    }

    fn plain(facts: &[crate::smt::BoolTerm]) -> Vec<Bool> {
        facts.iter().map(|f| f.0.clone()).collect()
    }

    /// `f"{a}-{t}" == t + "xy"`: the right side has one `x` more than the left (the text of an
    /// int has none), which Z3 4.8's string solver did not see within a quarter of a second.
    #[test]
    fn a_word_equation_with_a_character_too_many_on_one_side_is_refuted() {
        let (a, t) = (IntTerm::var("a"), StrTerm::var("t"));
        let left = StrTerm::concat(&[StrTerm::of_int(&a), StrTerm::lit("-"), t.clone()]);
        let right = StrTerm::concat(&[t.clone(), StrTerm::lit("xy")]);
        assert!(counted_out(&plain(&[left.eq(&right)])));
        let rotated = StrTerm::concat(&[StrTerm::lit("xy"), t.clone()]);
        let swapped = StrTerm::concat(&[t.clone(), StrTerm::lit("yx")]);
        assert!(!counted_out(&plain(&[rotated.eq(&swapped)])), "`yx` + t == t + `xy` holds for t = `y`");
        assert!(!counted_out(&plain(&[left.eq(&right).not()])), "only what holds is counted");
    }

    #[test]
    fn a_text_contains_no_more_than_it_has() {
        let s = StrTerm::var("s");
        let twice = StrTerm::lit("aa");
        assert!(counted_out(&plain(&[s.len().le(&IntTerm::lit(&1.into())), s.contains(&twice)])));
        assert!(!counted_out(&plain(&[s.len().le(&IntTerm::lit(&2.into())), s.contains(&twice)])));
    }

    /// The text of an int is empty below zero (as Z3 defines it), one digit up to 9 and two
    /// or more from 10, and has no letters.
    #[test]
    fn the_text_of_an_int_has_digits_only() {
        let n = IntTerm::var("n");
        let digits = StrTerm::plain(z3_raw::int_to_str(&n.0));
        let int = |v: i64| IntTerm::lit(&v.into());
        let case = |value: i64, len: i64| {
            plain(&[n.eq(&int(value)), digits.len().eq(&int(len)), digits.eq(&StrTerm::lit("-")).not()])
        };
        assert!(!counted_out(&case(-4, 0)) && !counted_out(&case(7, 1)) && !counted_out(&case(42, 2)));
        assert!(counted_out(&case(-4, 1)) && counted_out(&case(7, 2)) && counted_out(&case(42, 1)));
        assert!(counted_out(&plain(&[digits.contains(&StrTerm::lit("a"))])), "no letters");
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]
        /// Facts that hold for some values are never counted out: with a random fact (or its
        /// negation, whichever those values make true) and the values themselves as facts.
        #[test]
        fn facts_that_hold_are_never_counted_out(
            recipe in bool_recipe(3),
            given in values(-30..120),
        ) {
            let fact = bool_term(&recipe);
            let holds = given.model().eval(&fact, true).and_then(|v| v.as_bool());
            prop_assume!(holds.is_some());
            let asserted = if holds == Some(true) { fact } else { fact.not() };
            let facts: Vec<Bool> =
                given.pairs().iter().map(|(constant, value)| constant.eq(value)).chain([asserted]).collect();
            prop_assert!(!counted_out(&facts), "{:?}", facts);
        }
    }
}

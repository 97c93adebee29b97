//! Guessed models, tried before the solver when the explorer asks whether a branch side is
//! possible.
//!
//! Most sides are possible, and many are shown so by plain values: zero, the empty string, a
//! literal the program wrote or its neighbour. Z3 4.8 takes milliseconds to build a model with
//! strings in it; evaluating the facts under a handful of such assignments takes microseconds.
//! A guess counts only when every fact evaluates to `true` under it, so it is a model like any
//! other; when no guess works the solver is asked as before.

use super::evaluate::{self, Compiled, Value};
use super::repair;
use super::walk::{self, Step};
use crate::kept::{self, Kept};
use num_bigint::BigInt;
use std::cell::RefCell;
use std::rc::Rc;
use z3::ast::String as Str;
use z3::ast::{Ast, Bool, Dynamic, Int};
use z3::{AstKind, SortKind};

/// How many assignments are tried: the all-default one, then the next ones in order.
const TRIES: u64 = 12;
/// Past this many distinct subterms the facts are not looked through.
const MAX_WALK: usize = 5_000;

/// The free constants of some facts and the literals written in them.
#[derive(Default)]
struct Vocabulary {
    /// The free ints and texts, for the length relaxation (see [`long_texts`]).
    ints: Vec<Int>,
    strs: Vec<Str>,
    /// Every free constant with the pool it is guessed from, in the order the walk met them:
    /// the newest fact's first.
    met: Vec<(Dynamic, Pool)>,
    int_pool: Vec<BigInt>,
    str_pool: Vec<String>,
    /// The pools as plain values (ints, strings, bools, and lists of each holding one of them
    /// in every place), built once for the session when first needed (see [`POOLS`]).
    pools: std::cell::OnceCell<Rc<Pools>>,
    /// Whether some term is a string.
    texts: bool,
}

/// A vocabulary's pools, by [`Pool`]. Values are tried as plain values (see [`evaluate`]);
/// only the one assignment found becomes Z3 terms.
type Pools = [Vec<Value>; 6];

/// What pools are built from: the int pool and the text pool.
type PoolKey = (Vec<BigInt>, Vec<String>);

/// Pools built, and plain values read, that a session keeps at most before starting over.
const MAX_POOLS: usize = 256;
const MAX_PLAIN: usize = 1 << 16;

thread_local! {
    /// The session's pools, by the ints and texts they were built from: the queries of a proof
    /// mostly name the same literals, and a pool's texts may be thousands of characters long.
    static POOLS: RefCell<Kept<PoolKey, Rc<Pools>>> = RefCell::new(Kept::new(MAX_POOLS));
    /// The plain value (see [`evaluate`]) of each value a model gave a constant in the session.
    static PLAIN: RefCell<Kept<Dynamic, Option<Value>>> = RefCell::new(Kept::new(MAX_PLAIN));
}

/// Forgets the pools and plain values kept (a new proof's session).
pub(super) fn forget() {
    kept::forget(&POOLS);
    kept::forget(&PLAIN);
}

/// An assignment to the constants of a vocabulary, by their place in [`Vocabulary::met`]: a
/// plain value for each, but for a constant a model gave a value that has none (an array as a
/// function of Z3's own, an int past 128 bits), which keeps that term.
#[derive(Clone)]
struct Assignment {
    plain: Vec<Option<Value>>,
    /// The terms of a model's values, for the constants without a plain one (or the constants
    /// themselves, which a model completes with defaults).
    terms: Rc<Vec<Dynamic>>,
}

impl Assignment {
    /// The term of each constant's value.
    fn terms(&self) -> Vec<Dynamic> {
        let term = |(plain, term): (&Option<Value>, &Dynamic)| plain.as_ref().map_or_else(|| term.clone(), Value::term);
        self.plain.iter().zip(self.terms.iter()).map(term).collect()
    }
}

/// The pools of [`Vocabulary::pools`], by sort: values, and arrays over row indices
/// (the items of a list of unknown length, a column of a table) whose every item is a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pool {
    Int = 0,
    Str = 1,
    Bool = 2,
    IntItems = 3,
    StrItems = 4,
    BoolItems = 5,
}

/// Which facts a guess is tried for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum When {
    Always,
    /// Only facts about strings, on which Z3 4.8 is slow to find models.
    WithStrings,
}

/// The longest text guessed from a length the facts name.
const MAX_GUESSED_LENGTH: usize = 1 << 16;

/// How many neighbours of the latest model are tried.
const NEAR_TRIES: usize = 16;

/// A model of `facts` found by trying plain assignments, if one of them satisfies every fact:
/// first the neighbours of `near` (the explorer's latest model, which satisfied the path so far),
/// then assignments from the pools alone.
pub(super) fn model(facts: &[Bool], near: Option<&z3::Model>, when: When) -> Option<z3::Model> {
    let vocabulary = vocabulary(facts)?;
    if when == When::WithStrings && !vocabulary.texts {
        return None;
    }
    let trial = Trial::new(&vocabulary, facts);
    let near = near.map(|base| vocabulary.values_in(base));
    let satisfies = |values: &Assignment| trial.satisfies(values);
    let found = near
        .as_ref()
        .and_then(|base| vocabulary.neighbours(base).take(NEAR_TRIES).find(satisfies))
        .or_else(|| (0..TRIES).map(|attempt| vocabulary.assignment(attempt)).find(satisfies))
        .or_else(|| vocabulary.repaired(&trial, near.as_ref()))
        // Repairs from the latest model can get stuck where every change that meets one fact
        // breaks another the model met (`str(max(b, q))` starting with 7 where the model has
        // `b = 10` for `b == 10 or len(s) == 10`); from the pools' defaults they may not.
        .or_else(|| near.as_ref().and_then(|_| vocabulary.repaired(&trial, None)))?;
    trial.model_of(&found)
}

/// A model of `facts` whose texts have the lengths the facts' integer shadow allows (see
/// [`relax`](super::relax)), or one of its neighbours: for facts the quick attempt could not
/// decide because they bound a text's length past what Z3 4.8 builds. Only lengths up to one
/// past the largest the facts name are tried (evaluating facts on long texts is slow too).
pub(super) fn long_texts(facts: &[Bool]) -> Option<z3::Model> {
    let vocabulary = vocabulary(facts)?;
    let named = vocabulary.int_pool.iter().filter_map(|n| usize::try_from(n).ok());
    let longest = named.filter(|n| *n <= MAX_GUESSED_LENGTH).max()?;
    if longest < LONG_TEXT || vocabulary.strs.is_empty() {
        return None;
    }
    let base = super::relax::base(facts, &vocabulary.strs, &vocabulary.ints, longest + 1)?;
    if facts.iter().all(|f| super::solve::holds(&base, f)) {
        return Some(base);
    }
    let trial = Trial::new(&vocabulary, facts);
    let base = vocabulary.values_in(&base);
    let found = vocabulary.neighbours(&base).take(NEAR_TRIES).find(|values| trial.satisfies(values))?;
    trial.model_of(&found)
}

/// How many facts the repair (see [`repair`]) may evaluate before it gives up, for facts of
/// ints only and for facts with texts: Z3 decides the first in a fraction of a millisecond,
/// and takes milliseconds over many of the second.
const REPAIR_BUDGET: usize = 256;
const TEXT_REPAIR_BUDGET: usize = 1024;

/// How many of the int pool's first values the repair tries for all of a fact's ints at once.
const SHARED_INTS: usize = 8;

/// Assignments to the constants of a vocabulary tried against some facts. Each fact is
/// evaluated on plain values where [`evaluate`] can (a tenth of a microsecond against Z3's
/// microseconds), else in one Z3 model that each assignment replaces the last in: a new Z3
/// model for every assignment tried cost more than evaluating the facts in it.
struct Trial<'a> {
    vocabulary: &'a Vocabulary,
    facts: &'a [Bool],
    /// Each fact compiled, with the place in the vocabulary of each constant it mentions
    /// (`None` when it mentions one the guesses leave to Z3's defaults).
    compiled: Vec<Option<(Rc<Compiled>, Vec<usize>)>>,
    decls: Vec<z3::FuncDecl>,
    /// Made when a fact first needs it: most facts are evaluated on plain values.
    scratch: std::cell::OnceCell<z3::Model>,
}

impl<'a> Trial<'a> {
    fn new(vocabulary: &'a Vocabulary, facts: &'a [Bool]) -> Self {
        let decls = vocabulary.met.iter().map(|(c, _)| c.decl()).collect();
        let place = |c: &Dynamic| vocabulary.met.iter().position(|(m, _)| m == c);
        let compiled = facts
            .iter()
            .map(|f| {
                let compiled = evaluate::compiled(f);
                let places = compiled.constants.iter().map(place).collect::<Option<Vec<usize>>>()?;
                Some((compiled, places))
            })
            .collect();
        Trial { vocabulary, facts, compiled, decls, scratch: std::cell::OnceCell::new() }
    }

    /// Whether `facts[i]` holds when the constants take `values`.
    fn holds(&self, values: &Assignment, i: usize) -> bool {
        self.holds_with(values, i, &mut false)
    }

    /// Whether every fact holds when the constants take `values`. The newest fact (the branch
    /// side asked about) is the one most guesses miss, so it is evaluated first.
    fn satisfies(&self, values: &Assignment) -> bool {
        let mut assigned = false;
        (0..self.facts.len()).rev().all(|i| self.holds_with(values, i, &mut assigned))
    }

    /// `facts[i]` evaluated on the plain values when it can be, else in the scratch model
    /// (given `values` first unless `assigned` says it has them).
    fn holds_with(&self, values: &Assignment, i: usize, assigned: &mut bool) -> bool {
        if let Some((compiled, places)) = &self.compiled[i] {
            let args: Option<Vec<&Value>> = places.iter().map(|&k| values.plain[k].as_ref()).collect();
            if let Some(known) = args.and_then(|args| compiled.holds(&args)) {
                return known;
            }
        }
        if !*assigned {
            for (decl, value) in self.decls.iter().zip(values.terms()) {
                self.scratch().add_const_interp(decl, &value);
            }
            *assigned = true;
        }
        super::solve::holds(self.scratch(), &self.facts[i])
    }

    fn scratch(&self) -> &z3::Model {
        self.scratch.get_or_init(z3::Model::new)
    }

    /// A model of its own giving the constants `values`, when every fact holds in it: the
    /// guess found, kept by the caller (the scratch model changes with the next assignment).
    fn model_of(&self, values: &Assignment) -> Option<z3::Model> {
        let model = self.vocabulary.model_of(&values.terms());
        self.facts.iter().all(|f| super::solve::holds(&model, f)).then_some(model)
    }
}

/// A length from which Z3 4.8 no longer builds a text within a time limit (at 100 characters
/// it gave up after 0.4 s; at 300, after 10 s, past its 250 ms limit).
const LONG_TEXT: usize = 100;

impl Vocabulary {
    /// The values of `pool`.
    fn pool_of(&self, pool: Pool) -> &[Value] {
        let pools = self.pools.get_or_init(|| {
            let key = (self.int_pool.clone(), self.str_pool.clone());
            kept::recall_or(&POOLS, &key, || Rc::new(self.build_pools()))
        });
        &pools[pool as usize]
    }

    /// The pools, built (ints past 128 bits are left out: they have no plain value).
    fn build_pools(&self) -> Pools {
        let ints: Vec<Value> = self.int_pool.iter().filter_map(|n| i128::try_from(n).ok()).map(Value::Int).collect();
        let strs: Vec<Value> = self.str_pool.iter().map(|s| Value::Str(s.chars().collect())).collect();
        let bools: Vec<Value> = [false, true].map(Value::Bool).to_vec();
        let items =
            |values: &[Value]| -> Vec<Value> { values.iter().map(|v| Value::Items(Rc::new(v.clone()))).collect() };
        let (int_items, str_items, bool_items) = (items(&ints), items(&strs), items(&bools));
        [ints, strs, bools, int_items, str_items, bool_items]
    }

    /// Every constant at its pool's default (0, "", false).
    fn defaults(&self) -> Assignment {
        let plain = self.met.iter().map(|(_, pool)| self.pool_of(*pool).first().cloned()).collect();
        Assignment { plain, terms: Rc::new(self.met.iter().map(|(c, _)| c.clone()).collect()) }
    }

    /// The values of `base` with one constant changed to a value of its pool, for each constant
    /// in turn (those of the newest fact first, whatever their sort) and each value.
    fn neighbours<'a>(&'a self, base: &'a Assignment) -> impl Iterator<Item = Assignment> + 'a {
        (0..self.met.len())
            .flat_map(move |k| self.pool_of(self.met[k].1).iter().map(move |value| (k, value)))
            .filter(move |(k, value)| base.plain[*k].as_ref() != Some(*value))
            .map(move |(k, value)| {
                let mut changed = base.clone();
                changed.plain[k] = Some(value.clone());
                changed
            })
    }

    /// The value of each constant of [`Vocabulary::met`] in `model` (completed with defaults).
    fn values_in(&self, model: &z3::Model) -> Assignment {
        let terms: Vec<Dynamic> =
            self.met.iter().map(|(c, _)| model.eval(c, true).unwrap_or_else(|| c.clone())).collect();
        let plain = terms.iter().map(|v| kept::recall_or(&PLAIN, v, || Value::of_literal(v))).collect();
        Assignment { plain, terms: Rc::new(terms) }
    }

    /// A model of `facts` found by repairing the assignment one change at a time (see
    /// [`repair`]), starting from `near` or else from every pool's default.
    fn repaired(&self, trial: &Trial, near: Option<&Assignment>) -> Option<Assignment> {
        let start = near.cloned().unwrap_or_else(|| self.defaults());
        let with = |plain: &[Option<Value>]| Assignment { plain: plain.to_vec(), terms: Rc::clone(&start.terms) };
        let otherwise = |i: usize, plain: &[Option<Value>]| trial.holds(&with(plain), i);
        let pools: Vec<&[Value]> = self.met.iter().map(|(_, pool)| self.pool_of(*pool)).collect();
        let ints = self.pool_of(Pool::Int);
        let ground = repair::Ground {
            facts: &trial.compiled,
            pools,
            shared_ints: &ints[..ints.len().min(SHARED_INTS)],
            otherwise: &otherwise,
        };
        let budget = if self.texts { TEXT_REPAIR_BUDGET } else { REPAIR_BUDGET };
        repair::repaired(&ground, start.plain.clone(), budget).map(|found| with(&found))
    }

    /// The assignment giving each constant of [`Vocabulary::met`] its value in `values`.
    fn model_of(&self, values: &[Dynamic]) -> z3::Model {
        let model = z3::Model::new();
        for ((c, _), value) in self.met.iter().zip(values) {
            model.add_const_interp(&c.decl(), value);
        }
        model
    }

    /// Attempt `n` is the `n`th assignment in an enumeration of the pools, the first constant
    /// changing fastest (each pool starts with its default: 0, "", false), so the same facts
    /// always get the same guesses and a lone constant meets every value of its pool.
    fn assignment(&self, attempt: u64) -> Assignment {
        let mut rest = attempt;
        let mut values = self.defaults();
        for (k, (_, pool)) in self.met.iter().enumerate() {
            let pool = self.pool_of(*pool);
            let len = pool.len().max(1) as u64;
            let index = rest % len;
            rest /= len;
            values.plain[k] = pool.get(index as usize).cloned();
        }
        values
    }
}

/// The constants and literals of `facts`; `None` when there is nothing to guess or the facts
/// are too large to look through.
fn vocabulary(facts: &[Bool]) -> Option<Vocabulary> {
    let plain = [0, 1, -1].map(BigInt::from).to_vec();
    let mut v = Vocabulary { int_pool: plain, str_pool: vec![String::new()], ..Vocabulary::default() };
    let roots = facts.iter().map(|f| Dynamic::from_ast(f)).collect();
    let mut converts = false;
    let complete = walk::apps(roots, MAX_WALK, |t| {
        if t.kind() == AstKind::Numeral {
            if let Some(n) = t.as_int().and_then(|i| super::numeral(&i)) {
                v.add_ints([&n - 1, n.clone(), &n + 1]);
            }
            return Step::Skip;
        }
        if t.num_children() != 0 {
            let text = t.as_string().is_some();
            v.texts = v.texts || text;
            converts = converts || (text && t.num_children() == 1 && super::CONVERSIONS.contains(&&*t.decl().name()));
            return Step::Descend;
        }
        if t.decl().arity() == 0 {
            // (Z3 shows some applications with no arguments that are not constants, arrays' among
            // them.) Constants of other sorts (lists, tables, doubles) are left to the defaults.
            v.learn(t);
        }
        Step::Skip
    });
    if converts {
        v.add_digit_boundaries();
    }
    v.add_negations();
    // (A list of texts read row by row has its items guessed from the text pool too.)
    if !v.strs.is_empty() || v.met.iter().any(|(_, pool)| *pool == Pool::StrItems) {
        v.add_lengths();
    }
    (complete && !v.met.is_empty()).then_some(v)
}

impl Vocabulary {
    /// Adds to the string pool a text of each length the int pool names (past those the
    /// literals have): a bound such as `len(s) <= 1000` is crossed by a text of 1001 characters,
    /// which Z3 4.8 takes seconds to build, past its time limit.
    fn add_lengths(&mut self) {
        let written: Vec<usize> = self.str_pool.iter().map(|s| s.chars().count()).collect();
        let lengths = self.int_pool.iter().filter_map(|n| usize::try_from(n).ok());
        let mut lengths: Vec<usize> = lengths.filter(|n| (2..=MAX_GUESSED_LENGTH).contains(n)).collect();
        lengths.retain(|n| !written.contains(n));
        lengths.sort_unstable();
        lengths.dedup();
        self.str_pool.extend(lengths.into_iter().map(|n| "a".repeat(n)));
    }

    /// Adds `ints` to the int pool, each once, in order.
    fn add_ints(&mut self, ints: impl IntoIterator<Item = BigInt>) {
        for n in ints {
            if !self.int_pool.contains(&n) {
                self.int_pool.push(n);
            }
        }
    }

    /// Adds to the int pool the negation of each number in it: `abs(b) >= 9223372036854775807`
    /// with `b <= 0`, or `a * -3 > 1000`, are met by the negation of a literal, which no
    /// literal's neighbour is.
    fn add_negations(&mut self) {
        let negations: Vec<BigInt> = self.int_pool.iter().map(|n| -n).collect();
        self.add_ints(negations);
    }

    /// Adds to the int pool the numbers where the text of an int gains a digit, for facts that
    /// convert ints to text: 9 and 10, 99 and 100, and for each number of digits `k` the facts
    /// name (a literal from 3 to 18) `10**k - 1` and `10**k`; and the negatives of 9 and 10.
    /// `len(str(n)) > 1` with `n > 0` is met by 10, and `len(str(n)) > 3` by 1,000, which no
    /// literal's neighbour is.
    fn add_digit_boundaries(&mut self) {
        let named = self.int_pool.iter().filter_map(|n| u32::try_from(n).ok()).filter(|k| (3..=18).contains(k));
        let mut digits: Vec<u32> = [1, 2].into_iter().chain(named).collect();
        digits.sort_unstable();
        digits.dedup();
        let powers = digits.into_iter().map(|k| BigInt::from(10u64.pow(k)));
        let boundaries: Vec<BigInt> = powers.flat_map(|p| [&p - 1, p]).chain([-9, -10].map(BigInt::from)).collect();
        self.add_ints(boundaries);
    }

    /// Takes in a term without arguments: a free constant, or a string literal for the pool.
    fn learn(&mut self, t: &Dynamic) {
        self.texts = self.texts || t.as_string().is_some();
        let sort = t.sort_kind();
        if sort == SortKind::Int {
            self.ints.extend(t.as_int());
            self.met.push((t.clone(), Pool::Int));
        } else if sort == SortKind::Bool && !matches!(t.decl().name().as_str(), "true" | "false" | "and" | "or") {
            // (Z3 builds `and` and `or` of no arguments too: no constants.)
            self.met.push((t.clone(), Pool::Bool));
        } else if sort == SortKind::Array {
            if let Some(pool) = items_pool(&t.get_sort()) {
                self.met.push((t.clone(), pool));
            }
        } else if let Some(s) = t.as_string() {
            match (super::is_string_literal(t), super::text_of(&s)) {
                (true, Some(text)) if !self.str_pool.contains(&text) => {
                    // A literal of digits is often compared with the text of an int
                    // (`str(n).startswith("7")`): its number joins the int pool too.
                    // So does the same with a digit before it: `str(min(b, -8)).endswith("7")`
                    // wants -17 (the negations are added later).
                    if let Ok(number) = text.parse::<BigInt>() {
                        let longer = BigInt::from(10u32).pow(text.len() as u32) + &number;
                        self.add_ints([number, longer]);
                    }
                    self.str_pool.push(text)
                }
                (true, _) => {}
                (false, _) => {
                    self.strs.push(s);
                    self.met.push((t.clone(), Pool::Str));
                }
            }
        }
    }
}

/// The pool of an array from row indices to ints, texts or bools; `None` for other arrays.
fn items_pool(sort: &z3::Sort) -> Option<Pool> {
    if sort.array_domain()?.kind() != SortKind::Int {
        return None;
    }
    let items = sort.array_range()?.kind();
    [(SortKind::Int, Pool::IntItems), (SortKind::Seq, Pool::StrItems), (SortKind::Bool, Pool::BoolItems)]
        .into_iter()
        .find_map(|(kind, pool)| (kind == items).then_some(pool))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::{BoolTerm, IntTerm, StrTerm};

    fn int(n: i64) -> IntTerm {
        IntTerm::lit(&BigInt::from(n))
    }

    fn plain(facts: &[BoolTerm]) -> Vec<Bool> {
        facts.iter().map(|f| f.0.clone()).collect()
    }

    /// A plain guess (no latest model to start from) satisfies every one of `facts`.
    fn assert_guessed(facts: &[BoolTerm], expected: &str) {
        let plain = plain(facts);
        assert_model(model(&plain, None, When::Always), &plain, expected);
    }

    /// The guess `found` (with what it was expected to be) is a model of every fact.
    fn assert_model(found: Option<z3::Model>, facts: &[Bool], expected: &str) {
        let model = found.unwrap_or_else(|| panic!("{expected}"));
        assert!(facts.iter().all(|f| crate::smt::solve::holds(&model, f)), "{expected}");
    }

    #[test]
    fn a_literal_or_its_neighbour_satisfies_plain_facts() {
        let x = IntTerm::var("x");
        let s = StrTerm::var("s");
        let facts = [int(5).lt(&x), s.eq(&StrTerm::lit("")), x.lt(&int(7))];
        let expected = "x = 6 (a literal's neighbour) with s = \"\" is among the guesses";
        assert_guessed(&facts, expected);
    }

    /// Regression: a free string constant was taken for a literal (Z3 4.8 gives `""` as the
    /// text of any string term that is not one), so strings were never guessed.
    #[test]
    fn a_free_string_is_guessed_from_the_literals() {
        let s = StrTerm::var("s");
        let facts = [s.eq(&StrTerm::lit("ann")), s.starts_with(&StrTerm::lit("an"))];
        let expected = "s = \"ann\" (a literal) is among the guesses";
        assert_guessed(&facts, expected);
    }

    /// A literal of digits names an int too: `str(q).startswith("7")` holds for `q = 7`, which
    /// no other literal of the facts is near.
    #[test]
    fn a_literal_of_digits_is_guessed_as_an_int() {
        let q = IntTerm::var("q");
        let facts = [StrTerm::of_int(&q).starts_with(&StrTerm::lit("7")), int(-40).lt(&q)];
        assert_guessed(&facts, "q = 7 is among the guesses");
    }

    /// Regression: from the latest model (`b = 10`), every single change that starts
    /// `str(max(b, q))` with 7 broke `b == 10 or len(s) == 10`, so the repair gave up and Z3
    /// took a tenth of a second; from the pools' defaults it finds `b = 7` with `len(s) == 10`.
    #[test]
    fn a_repair_stuck_near_the_latest_model_starts_again_from_the_defaults() {
        let (b, q, s) = (IntTerm::var("b"), IntTerm::var("q"), StrTerm::var("s"));
        let larger = IntTerm::ite(&b.lt(&q), &q, &b);
        let facts = plain(&[
            BoolTerm::or(&[b.eq(&int(10)), s.len().eq(&int(10))]),
            int(1).le(&q),
            q.le(&int(10)),
            StrTerm::of_int(&larger).starts_with(&StrTerm::lit("7")),
        ]);
        let near = z3::Model::new();
        for (constant, value) in [(&b, 10), (&q, 1)] {
            near.add_const_interp(&constant.0.decl(), &int(value).0);
        }
        near.add_const_interp(&s.0.decl(), &StrTerm::lit("").0);
        assert_model(model(&facts, Some(&near), When::Always), &facts, "b = 7 and a text of 10 characters");
    }

    /// Z3 4.8 took 4.5 s, past any time limit, to find a text longer than 1,000 characters.
    #[test]
    fn a_text_past_a_length_bound_is_guessed() {
        let s = StrTerm::var("s");
        let facts = [s.len().le(&int(1000)).not()];
        assert_guessed(&facts, "a text of 1001 characters is among the guesses");
    }

    /// A text whose length no literal names (185 characters here) is built from the lengths
    /// the integer facts allow.
    #[test]
    fn long_texts_get_the_lengths_the_integer_facts_allow() {
        let (s, n) = (StrTerm::var("s"), IntTerm::var("n"));
        let framed = StrTerm::concat(&[StrTerm::lit("ab"), s.substr(&int(0), &int(400)), StrTerm::lit("c")]);
        let facts = [int(150).lt(&n), n.mul(&int(3)).eq(&int(453)), framed.len().eq(&n.add(&int(37)))];
        let plain = plain(&facts);
        assert!(model(&plain, None, When::Always).is_none(), "no plain guess has the length");
        assert_model(long_texts(&plain), &plain, "the lengths of s and n follow from the integer facts");
    }

    /// Regression: every int constant was varied before any string, so a branch on a string
    /// was never guessed when the facts named many ints (their neighbours used up the tries).
    #[test]
    fn the_constants_of_the_newest_fact_are_varied_first_whatever_their_sort() {
        let (x, s) = (IntTerm::var("x"), StrTerm::var("s"));
        let mut facts: Vec<BoolTerm> = (1..=8).map(|k| x.eq(&int(10 * k)).not()).collect();
        facts.push(s.eq(&StrTerm::lit("ab")));
        let plain = plain(&facts);
        let latest = z3::Model::new();
        latest.add_const_interp(&x.0.decl(), &int(7).0);
        latest.add_const_interp(&s.0.decl(), &StrTerm::lit("").0);
        let expected = "s = \"ab\" is a neighbour of s = \"\"";
        assert_model(model(&plain, Some(&latest), When::Always), &plain, expected);
    }

    #[test]
    fn facts_no_plain_value_satisfies_are_left_to_the_solver() {
        let x = IntTerm::var("x");
        let facts = [x.mul(&x).eq(&int(49))];
        let plain = plain(&facts);
        assert!(model(&plain, None, When::Always).is_none());
    }

    #[test]
    fn a_neighbour_of_the_latest_model_is_tried_first() {
        let (x, y) = (IntTerm::var("x"), IntTerm::var("y"));
        let facts = [x.mul(&y).eq(&int(4200)), x.lt(&int(100)), y.lt(&int(100)), x.eq(&int(59)).not()];
        let plain = plain(&facts);
        // No value of the pools (0, 1, -1, the literals and their neighbours) makes the product,
        // and from the defaults no single change does; the latest model has y = 70, and x = 59.
        assert!(model(&plain, None, When::Always).is_none());
        let latest = z3::Model::new();
        for (c, v) in [(&x, 59), (&y, 70)] {
            latest.add_const_interp(&c.0.decl(), &int(v).0);
        }
        assert_model(model(&plain, Some(&latest), When::Always), &plain, "x = 60 is a neighbour of x = 59");
    }

    /// Facts that each want their own constant changed are met one change at a time, where
    /// enumerating the pools' product would need thousands of tries.
    #[test]
    fn facts_each_needing_a_value_of_their_own_are_repaired_one_at_a_time() {
        let (q, n, m, s) = (IntTerm::var("q"), IntTerm::var("n"), IntTerm::var("m"), StrTerm::var("s"));
        let facts = [int(1).le(&q), q.le(&int(10)), int(0).lt(&n), m.eq(&int(42)), s.contains(&StrTerm::lit("ab"))];
        let plain = plain(&facts);
        let vocabulary = vocabulary(&plain).expect("constants to guess");
        let trial = Trial::new(&vocabulary, &plain);
        assert!((0..TRIES).all(|k| !trial.satisfies(&vocabulary.assignment(k))), "no enumerated assignment works");
        assert_guessed(&facts, "q = 1, n = 1, m = 42 and s = \"ab\", one at a time");
    }

    /// Each assignment tried is evaluated with its own values, whether as plain values or, for
    /// values that have none, in the one Z3 model every such assignment replaces the last in
    /// (never with the values of the one before: a string fact and a shared subterm included).
    #[test]
    fn each_assignment_tried_is_evaluated_with_its_own_values() {
        let (x, s) = (IntTerm::var("x"), StrTerm::var("s"));
        let shared = x.mul(&x);
        let facts = [int(3).lt(&shared), shared.lt(&int(50)), s.len().eq(&x)];
        let plain = plain(&facts);
        let vocabulary = vocabulary(&plain).expect("constants to guess");
        let trial = Trial::new(&vocabulary, &plain);
        let order: Vec<usize> = vocabulary.met.iter().map(|(c, _)| usize::from(c.as_int().is_none())).collect();
        let values = |n: i64, text: &str, as_terms: bool| {
            let both = [Dynamic::from_ast(&int(n).0), Dynamic::from_ast(&StrTerm::encoded(text).0)];
            let terms: Vec<Dynamic> = order.iter().map(|&k| both[k].clone()).collect();
            let plain = terms.iter().map(|t| if as_terms { None } else { Value::of_literal(t) }).collect();
            Assignment { plain, terms: Rc::new(terms) }
        };
        for as_terms in [false, true] {
            for (n, text, expected) in [
                (2, "ab", true),
                (1, "a", false),
                (2, "ab", true),
                (2, "abc", false),
                (8, "abcdefgh", false),
                (7, "abcdefg", true),
            ] {
                let tried = values(n, text, as_terms);
                assert_eq!(trial.satisfies(&tried), expected, "x = {n}, s = {text:?} (as terms: {as_terms})");
            }
            assert!(trial.model_of(&values(1, "a", as_terms)).is_none(), "only a satisfying assignment gets a model");
            assert_model(trial.model_of(&values(2, "ab", as_terms)), &plain, "x = 2, s = \"ab\"");
        }
    }

    /// A number whose text has as many digits as the facts name is guessed where no literal's
    /// neighbour has them, and so is a text whose length has them.
    #[test]
    fn an_int_whose_text_gains_a_digit_is_guessed() {
        let (n, s) = (IntTerm::var("n"), StrTerm::var("s"));
        assert_guessed(&[int(0).lt(&n), int(1).lt(&StrTerm::of_int(&n).len())], "n = 10");
        assert_guessed(&[int(3).lt(&StrTerm::of_int(&s.len()).len())], "s of 1,000 characters");
    }

    /// The items of a list of unknown length are guessed too, each the same value of the pool:
    /// a branch on a row of a query's result was left to the solver.
    #[test]
    fn the_items_of_a_list_are_guessed_alike() {
        use crate::smt::{Elem, ItemTerm, SeqTerm};
        let (row, xs, names) = (IntTerm::var("row"), SeqTerm::var("xs", Elem::Int), SeqTerm::var("names", Elem::Str));
        let (ItemTerm::Int(item), ItemTerm::Str(name)) = (xs.nth(&row), names.nth(&row)) else {
            unreachable!("a list of ints and one of texts")
        };
        let in_range = BoolTerm::and(&[int(0).le(&row), row.lt(&xs.len())]);
        let facts = [xs.len().le(&int(3)), in_range, int(0).lt(&item), name.eq(&StrTerm::lit("ann"))];
        assert_guessed(&facts, "xs of ones and names of \"ann\"s, with a row in range");
    }

    /// A fact no single change can make true leaves the repair with nothing to do.
    #[test]
    fn facts_that_need_two_changes_at_once_are_left_to_the_solver() {
        let (x, y) = (IntTerm::var("x"), IntTerm::var("y"));
        let facts = [x.add(&y).eq(&int(7)), x.sub(&y).eq(&int(3))];
        assert!(model(&plain(&facts), None, When::Always).is_none(), "x = 5, y = 2 is no literal's neighbour");
    }
}

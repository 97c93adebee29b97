//! Random terms over a few constants, for the property tests of the modules that read Z3's
//! terms themselves ([`evaluate`](super::evaluate), [`counts`](super::counts)).

use proptest::prelude::*;
use std::ops::Range;
use z3::ast::{Ast, Bool, Dynamic, Int, String as Str};

/// A small term over `x`, `y` (ints), `s`, `t` (texts) and `b` (a bool).
#[derive(Debug, Clone)]
pub(super) enum IntRecipe {
    Lit(i64),
    Var(bool),
    Add(Box<IntRecipe>, Box<IntRecipe>),
    Sub(Box<IntRecipe>, Box<IntRecipe>),
    Mul(Box<IntRecipe>, Box<IntRecipe>),
    Div(Box<IntRecipe>, Box<IntRecipe>),
    Mod(Box<IntRecipe>, Box<IntRecipe>),
    Len(Box<StrRecipe>),
    ToInt(Box<StrRecipe>),
    Ite(Box<BoolRecipe>, Box<IntRecipe>, Box<IntRecipe>),
}

#[derive(Debug, Clone)]
pub(super) enum StrRecipe {
    Lit(&'static str),
    Var(bool),
    Concat(Box<StrRecipe>, Box<StrRecipe>),
    Substr(Box<StrRecipe>, Box<IntRecipe>, Box<IntRecipe>),
    At(Box<StrRecipe>, Box<IntRecipe>),
    FromInt(Box<IntRecipe>),
}

#[derive(Debug, Clone)]
pub(super) enum BoolRecipe {
    Var,
    Lt(Box<IntRecipe>, Box<IntRecipe>),
    Le(Box<IntRecipe>, Box<IntRecipe>),
    IntEq(Box<IntRecipe>, Box<IntRecipe>),
    StrEq(Box<StrRecipe>, Box<StrRecipe>),
    Prefix(Box<StrRecipe>, Box<StrRecipe>),
    Suffix(Box<StrRecipe>, Box<StrRecipe>),
    Contains(Box<StrRecipe>, Box<StrRecipe>),
    StrLt(Box<StrRecipe>, Box<StrRecipe>),
    Not(Box<BoolRecipe>),
    And(Box<BoolRecipe>, Box<BoolRecipe>),
    Or(Box<BoolRecipe>, Box<BoolRecipe>),
    Implies(Box<BoolRecipe>, Box<BoolRecipe>),
}

pub(super) fn int_recipe(depth: u32) -> BoxedStrategy<IntRecipe> {
    let leaf = prop_oneof![(-4i64..5).prop_map(IntRecipe::Lit), any::<bool>().prop_map(IntRecipe::Var)];
    if depth == 0 {
        return leaf.boxed();
    }
    let (i, s, b) = (int_recipe(depth - 1), str_recipe(depth - 1), bool_recipe(depth - 1));
    prop_oneof![
        leaf,
        (i.clone(), i.clone()).prop_map(|(a, c)| IntRecipe::Add(a.into(), c.into())),
        (i.clone(), i.clone()).prop_map(|(a, c)| IntRecipe::Sub(a.into(), c.into())),
        (i.clone(), i.clone()).prop_map(|(a, c)| IntRecipe::Mul(a.into(), c.into())),
        (i.clone(), i.clone()).prop_map(|(a, c)| IntRecipe::Div(a.into(), c.into())),
        (i.clone(), i.clone()).prop_map(|(a, c)| IntRecipe::Mod(a.into(), c.into())),
        s.clone().prop_map(|a| IntRecipe::Len(a.into())),
        s.prop_map(|a| IntRecipe::ToInt(a.into())),
        (b, i.clone(), i).prop_map(|(c, a, d)| IntRecipe::Ite(c.into(), a.into(), d.into())),
    ]
    .boxed()
}

pub(super) fn str_recipe(depth: u32) -> BoxedStrategy<StrRecipe> {
    let leaf = prop_oneof![
        prop::sample::select(vec!["", "a", "ab", "-1", "é", "10"]).prop_map(StrRecipe::Lit),
        any::<bool>().prop_map(StrRecipe::Var)
    ];
    if depth == 0 {
        return leaf.boxed();
    }
    let (i, s) = (int_recipe(depth - 1), str_recipe(depth - 1));
    prop_oneof![
        leaf,
        (s.clone(), s.clone()).prop_map(|(a, c)| StrRecipe::Concat(a.into(), c.into())),
        (s.clone(), i.clone(), i.clone()).prop_map(|(a, k, n)| StrRecipe::Substr(a.into(), k.into(), n.into())),
        (s.clone(), i.clone()).prop_map(|(a, k)| StrRecipe::At(a.into(), k.into())),
        i.prop_map(|a| StrRecipe::FromInt(a.into())),
    ]
    .boxed()
}

pub(super) fn bool_recipe(depth: u32) -> BoxedStrategy<BoolRecipe> {
    if depth == 0 {
        return Just(BoolRecipe::Var).boxed();
    }
    let (i, s, b) = (int_recipe(depth - 1), str_recipe(depth - 1), bool_recipe(depth - 1));
    prop_oneof![
        Just(BoolRecipe::Var),
        (i.clone(), i.clone()).prop_map(|(a, c)| BoolRecipe::Lt(a.into(), c.into())),
        (i.clone(), i.clone()).prop_map(|(a, c)| BoolRecipe::Le(a.into(), c.into())),
        (i.clone(), i).prop_map(|(a, c)| BoolRecipe::IntEq(a.into(), c.into())),
        (s.clone(), s.clone()).prop_map(|(a, c)| BoolRecipe::StrEq(a.into(), c.into())),
        (s.clone(), s.clone()).prop_map(|(a, c)| BoolRecipe::Prefix(a.into(), c.into())),
        (s.clone(), s.clone()).prop_map(|(a, c)| BoolRecipe::Suffix(a.into(), c.into())),
        (s.clone(), s.clone()).prop_map(|(a, c)| BoolRecipe::Contains(a.into(), c.into())),
        (s.clone(), s).prop_map(|(a, c)| BoolRecipe::StrLt(a.into(), c.into())),
        b.clone().prop_map(|a| BoolRecipe::Not(a.into())),
        (b.clone(), b.clone()).prop_map(|(a, c)| BoolRecipe::And(a.into(), c.into())),
        (b.clone(), b.clone()).prop_map(|(a, c)| BoolRecipe::Or(a.into(), c.into())),
        (b.clone(), b).prop_map(|(a, c)| BoolRecipe::Implies(a.into(), c.into())),
    ]
    .boxed()
}

pub(super) fn int_term(r: &IntRecipe) -> Int {
    match r {
        IntRecipe::Lit(n) => Int::from_i64(*n),
        IntRecipe::Var(first) => Int::new_const(if *first { "x" } else { "y" }),
        IntRecipe::Add(a, b) => Int::add(&[&int_term(a), &int_term(b)]),
        IntRecipe::Sub(a, b) => Int::sub(&[&int_term(a), &int_term(b)]),
        IntRecipe::Mul(a, b) => Int::mul(&[&int_term(a), &int_term(b)]),
        IntRecipe::Div(a, b) => int_term(a).div(int_term(b)),
        IntRecipe::Mod(a, b) => int_term(a).modulo(int_term(b)),
        IntRecipe::Len(s) => str_term(s).length(),
        IntRecipe::ToInt(s) => z3_raw::str_to_int(&str_term(s)),
        IntRecipe::Ite(c, a, b) => bool_term(c).ite(&int_term(a), &int_term(b)),
    }
}

pub(super) fn str_term(r: &StrRecipe) -> Str {
    match r {
        StrRecipe::Lit(text) => crate::smt::StrTerm::lit(text).0,
        StrRecipe::Var(first) => Str::new_const(if *first { "s" } else { "t" }),
        StrRecipe::Concat(a, b) => Str::concat(&[&str_term(a), &str_term(b)]),
        StrRecipe::Substr(a, k, n) => str_term(a).substr(int_term(k), int_term(n)),
        StrRecipe::At(a, k) => str_term(a).at(int_term(k)),
        StrRecipe::FromInt(n) => z3_raw::int_to_str(&int_term(n)),
    }
}

pub(super) fn bool_term(r: &BoolRecipe) -> Bool {
    match r {
        BoolRecipe::Var => Bool::new_const("b"),
        BoolRecipe::Lt(a, b) => int_term(a).lt(int_term(b)),
        BoolRecipe::Le(a, b) => int_term(a).le(int_term(b)),
        BoolRecipe::IntEq(a, b) => int_term(a).eq(int_term(b)),
        BoolRecipe::StrEq(a, b) => str_term(a).eq(str_term(b)),
        BoolRecipe::Prefix(a, b) => str_term(a).prefix(str_term(b)),
        BoolRecipe::Suffix(a, b) => str_term(a).suffix(str_term(b)),
        BoolRecipe::Contains(a, b) => str_term(a).contains(str_term(b)),
        BoolRecipe::StrLt(a, b) => str_term(a).str_lt(str_term(b)),
        BoolRecipe::Not(a) => bool_term(a).not(),
        BoolRecipe::And(a, b) => Bool::and(&[&bool_term(a), &bool_term(b)]),
        BoolRecipe::Or(a, b) => Bool::or(&[&bool_term(a), &bool_term(b)]),
        BoolRecipe::Implies(a, b) => bool_term(a).implies(bool_term(b)),
    }
}

/// Values of the recipes' constants, for a property test to hold a term against.
#[derive(Debug, Clone)]
pub(super) struct Values {
    x: i64,
    y: i64,
    s: &'static str,
    t: &'static str,
    b: bool,
}

/// Values with `x` drawn from `xs`, the others from ranges every test shares.
pub(super) fn values(xs: Range<i64>) -> impl Strategy<Value = Values> {
    let texts = prop::sample::select(vec!["", "a", "ab", "ba-1", "é", "10", "007"]);
    let other_texts = prop::sample::select(vec!["", "b", "a", "1"]);
    (xs, -3i64..4, texts, other_texts, any::<bool>()).prop_map(|(x, y, s, t, b)| Values { x, y, s, t, b })
}

impl Values {
    /// Each constant with its value, as a literal.
    pub(super) fn pairs(&self) -> [(Dynamic, Dynamic); 5] {
        [
            (Int::new_const("x").into(), Int::from_i64(self.x).into()),
            (Int::new_const("y").into(), Int::from_i64(self.y).into()),
            (Str::new_const("s").into(), crate::smt::StrTerm::lit(self.s).0.into()),
            (Str::new_const("t").into(), crate::smt::StrTerm::lit(self.t).0.into()),
            (Bool::new_const("b").into(), Bool::from_bool(self.b).into()),
        ]
    }

    /// A model giving the constants these values.
    pub(super) fn model(&self) -> z3::Model {
        let model = z3::Model::new();
        for (constant, value) in &self.pairs() {
            model.add_const_interp(&constant.decl(), value);
        }
        model
    }
}

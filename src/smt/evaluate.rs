//! Facts evaluated on plain values in Rust, for the guesses (see [`guess`](super::guess)): a
//! guess tries tens of assignments per query, and Z3's model evaluator takes microseconds per
//! fact. A fact is compiled once per session into a graph of operations over the constants it
//! mentions (Z3's terms share subterms, and so does the graph); its value under an assignment
//! is computed here, or is `None` where this module does not know what an operation gives (a
//! regular expression, a quantifier, a division by zero, an int past 128 bits), and the guesser
//! asks Z3 for that fact. A guess counts only once Z3 has evaluated every fact true in the
//! model guessed, so a mistake here could only cost a guess, never make a wrong one.

use crate::kept::{self, Kept};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use z3::ast::{Ast, Bool, Dynamic};
use z3::{AstKind, SortKind};

/// A plain value of a term.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(super) enum Value {
    Int(i128),
    Bool(bool),
    Str(Rc<[char]>),
    /// An array over row indices with the same value everywhere.
    Items(Rc<Value>),
}

impl Value {
    /// The value of a literal term (a numeral, a string or bool literal, an array with one
    /// value everywhere), if it is one.
    pub(super) fn of_literal(term: &Dynamic) -> Option<Value> {
        let sort = term.sort_kind();
        if sort == SortKind::Int && term.kind() == AstKind::Numeral {
            super::numeral(&term.as_int()?).and_then(|n| i128::try_from(n).ok()).map(Value::Int)
        } else if sort == SortKind::Bool {
            term.as_bool()?.as_bool().map(Value::Bool)
        } else if sort == SortKind::Seq && super::is_string_literal(term) {
            super::text_of(&term.as_string()?).map(|t| Value::Str(t.chars().collect()))
        } else if sort == SortKind::Array && term.num_children() == 1 && term.decl().name() == "const" {
            Value::of_literal(&term.nth_child(0)?).map(|v| Value::Items(Rc::new(v)))
        } else {
            None
        }
    }

    /// The value of a model's scalar (`None` for an int past 128 bits).
    pub(super) fn of_scalar(scalar: &super::Scalar) -> Option<Value> {
        match scalar {
            super::Scalar::Int(n) => i128::try_from(n).ok().map(Value::Int),
            super::Scalar::Bool(b) => Some(Value::Bool(*b)),
            super::Scalar::Str(s) => Some(Value::Str(s.chars().collect())),
        }
    }

    /// The literal term of this value (the inverse of [`Value::of_literal`]).
    pub(super) fn term(&self) -> Dynamic {
        match self {
            Value::Int(n) => Dynamic::from_ast(&super::IntTerm::lit(&num_bigint::BigInt::from(*n)).0),
            Value::Bool(b) => Dynamic::from_ast(&Bool::from_bool(*b)),
            // Values are read from literals and models: inside the alphabet.
            Value::Str(text) => Dynamic::from_ast(&super::StrTerm::encoded(&text.iter().collect::<String>()).0),
            Value::Items(item) => Dynamic::from_ast(&z3::ast::Array::const_array(&z3::Sort::int(), &item.term())),
        }
    }

    pub(super) fn int(&self) -> Option<i128> {
        match self {
            Value::Int(n) => Some(*n),
            Value::Bool(_) | Value::Str(_) | Value::Items(_) => None,
        }
    }

    fn boolean(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            Value::Int(_) | Value::Str(_) | Value::Items(_) => None,
        }
    }

    pub(super) fn text(&self) -> Option<Rc<[char]>> {
        match self {
            Value::Str(s) => Some(Rc::clone(s)),
            Value::Int(_) | Value::Bool(_) | Value::Items(_) => None,
        }
    }
}

/// One fact as a graph of operations: `nodes[i]`'s arguments come before it, the root last.
#[derive(Debug)]
pub(super) struct Compiled {
    nodes: Vec<Node>,
    /// The free constants the fact mentions, as [`Node::Constant`] numbers them.
    pub(super) constants: Vec<Dynamic>,
}

#[derive(Debug)]
enum Node {
    Constant(usize),
    Literal(Value),
    Apply(Op, Vec<usize>),
    /// Something this module does not evaluate.
    Opaque,
}

/// The operations evaluated here, by Z3's names for them.
#[derive(Debug, Clone, Copy)]
pub(super) enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Distinct,
    Ite,
    And,
    Or,
    Not,
    Implies,
    Xor,
    Concat,
    Length,
    Substr,
    At,
    Prefix,
    Suffix,
    Contains,
    FromInt,
    ToInt,
    StrLt,
    StrLe,
    Select,
}

impl Op {
    /// Whether the operation takes `n` arguments (the arithmetic, `=`, `distinct`, `and`, `or`
    /// and `str.++` take any number).
    fn takes(self, n: usize) -> bool {
        match self {
            // (Z3 builds `and` and `or` of no arguments too: true and false.)
            Op::And | Op::Or => true,
            Op::Add | Op::Sub | Op::Mul | Op::Eq | Op::Distinct | Op::Concat => n >= 1,
            Op::Not | Op::Length | Op::FromInt | Op::ToInt => n == 1,
            Op::Div
            | Op::Mod
            | Op::Lt
            | Op::Le
            | Op::Gt
            | Op::Ge
            | Op::Implies
            | Op::Xor
            | Op::At
            | Op::Prefix
            | Op::Suffix
            | Op::Contains
            | Op::StrLt
            | Op::StrLe
            | Op::Select => n == 2,
            Op::Ite | Op::Substr => n == 3,
        }
    }

    /// The operation Z3 names `name`.
    pub(super) fn named(name: &str) -> Option<Op> {
        Some(match name {
            "+" => Op::Add,
            "-" => Op::Sub,
            "*" => Op::Mul,
            "div" => Op::Div,
            "mod" => Op::Mod,
            "<" => Op::Lt,
            "<=" => Op::Le,
            ">" => Op::Gt,
            ">=" => Op::Ge,
            "=" => Op::Eq,
            "distinct" => Op::Distinct,
            "if" | "ite" => Op::Ite,
            "and" => Op::And,
            "or" => Op::Or,
            "not" => Op::Not,
            "=>" => Op::Implies,
            "xor" => Op::Xor,
            "str.++" => Op::Concat,
            "str.len" => Op::Length,
            "str.substr" => Op::Substr,
            "str.at" => Op::At,
            "str.prefixof" => Op::Prefix,
            "str.suffixof" => Op::Suffix,
            "str.contains" => Op::Contains,
            "str.from_int" | "int.to.str" => Op::FromInt,
            "str.to_int" | "str.to.int" => Op::ToInt,
            "str.<" => Op::StrLt,
            "str.<=" => Op::StrLe,
            "select" => Op::Select,
            _ => return None,
        })
    }

    /// The operator of the exported fragment this is (see [`super::export`]): the core's and
    /// integer arithmetic's; `None` for texts' and arrays'.
    pub(super) fn exported(self) -> Option<super::export::TermOp> {
        use super::export::TermOp;
        Some(match self {
            Op::Add => TermOp::Add,
            Op::Sub => TermOp::Sub,
            Op::Mul => TermOp::Mul,
            Op::Div => TermOp::Div,
            Op::Mod => TermOp::Mod,
            Op::Lt => TermOp::Lt,
            Op::Le => TermOp::Le,
            Op::Gt => TermOp::Gt,
            Op::Ge => TermOp::Ge,
            Op::Eq => TermOp::Eq,
            Op::Distinct => TermOp::Distinct,
            Op::Ite => TermOp::Ite,
            Op::And => TermOp::And,
            Op::Or => TermOp::Or,
            Op::Not => TermOp::Not,
            Op::Implies => TermOp::Implies,
            Op::Xor => TermOp::Xor,
            Op::Concat
            | Op::Length
            | Op::Substr
            | Op::At
            | Op::Prefix
            | Op::Suffix
            | Op::Contains
            | Op::FromInt
            | Op::ToInt
            | Op::StrLt
            | Op::StrLe
            | Op::Select => return None,
        })
    }
}

/// Past this many distinct subterms a fact is left to Z3.
const MAX_NODES: usize = 4_096;

/// How many facts a session keeps compiled before starting over.
const MAX_KEPT: usize = 16_384;

thread_local! {
    static COMPILED: RefCell<Kept<Bool, Rc<Compiled>>> = RefCell::new(Kept::new(MAX_KEPT));
}

/// Forgets the facts compiled (a new proof's session).
pub(super) fn forget() {
    kept::forget(&COMPILED);
}

/// `fact` compiled, kept for the session.
pub(super) fn compiled(fact: &Bool) -> Rc<Compiled> {
    kept::recall_or(&COMPILED, fact, || Rc::new(compile(&Dynamic::from_ast(fact))))
}

fn compile(root: &Dynamic) -> Compiled {
    let mut compiled = Compiled { nodes: Vec::new(), constants: Vec::new() };
    let mut numbered: HashMap<Dynamic, usize> = HashMap::new();
    // Depth first, each term after its arguments.
    let mut stack = vec![(root.clone(), false)];
    while let Some((term, ready)) = stack.pop() {
        if numbered.contains_key(&term) {
            continue;
        }
        if numbered.len() >= MAX_NODES {
            compiled.nodes = vec![Node::Opaque];
            return compiled;
        }
        let args = if term.is_app() { term.children() } else { Vec::new() };
        if !ready && !args.is_empty() {
            stack.push((term, true));
            stack.extend(args.into_iter().filter(|a| !numbered.contains_key(a)).map(|a| (a, false)));
            continue;
        }
        let node = node_of(&term, &args, &numbered, &mut compiled.constants);
        numbered.insert(term, compiled.nodes.len());
        compiled.nodes.push(node);
    }
    // The root is no term's argument, so it was numbered last.
    compiled
}

fn node_of(term: &Dynamic, args: &[Dynamic], numbered: &HashMap<Dynamic, usize>, constants: &mut Vec<Dynamic>) -> Node {
    if !term.is_app() {
        return Node::Opaque;
    }
    if args.is_empty() {
        // A term without arguments that is no literal is an operation of no arguments (Z3
        // builds `and` and `or` of none), or a constant the assignment gives a value (or leaves
        // to Z3, when it has no value for it).
        return match Value::of_literal(term) {
            Some(value) => Node::Literal(value),
            None if term.kind() == AstKind::Numeral || super::is_string_literal(term) => Node::Opaque,
            // (`and` and `or` name no constant: they are Python keywords. `DeclKind` is not
            // asked: Z3 4.8's number for an uninterpreted constant is no variant of it.)
            None => match Op::named(&term.decl().name()) {
                Some(op @ (Op::And | Op::Or)) => Node::Apply(op, Vec::new()),
                Some(_) | None => {
                    constants.push(term.clone());
                    Node::Constant(constants.len() - 1)
                }
            },
        };
    }
    if term.sort_kind() == SortKind::Array && term.decl().name() == "const" {
        return Value::of_literal(term).map_or(Node::Opaque, Node::Literal);
    }
    match Op::named(&term.decl().name()).filter(|op| op.takes(args.len())) {
        Some(op) => Node::Apply(op, args.iter().map(|a| numbered[a]).collect()),
        None => Node::Opaque,
    }
}

impl Compiled {
    /// The fact's value when its constants take `values` (in the order of
    /// [`Compiled::constants`]); `None` where this module cannot tell.
    pub(super) fn holds(&self, values: &[&Value]) -> Option<bool> {
        match self.computed(values).pop().flatten() {
            Some(Value::Bool(b)) => Some(b),
            _ => None,
        }
    }

    /// The value of every subterm when the constants take `values` (the fact's own last).
    pub(super) fn computed(&self, values: &[&Value]) -> Vec<Option<Value>> {
        let mut computed: Vec<Option<Value>> = Vec::with_capacity(self.nodes.len());
        for node in &self.nodes {
            let value = match node {
                Node::Constant(k) => values.get(*k).map(|v| (*v).clone()),
                Node::Literal(v) => Some(v.clone()),
                Node::Apply(op, args) => apply(*op, args, &computed),
                Node::Opaque => None,
            };
            computed.push(value);
        }
        computed
    }

    /// Values for the fact's constants that its own comparisons point at, given the value of
    /// every subterm (see [`Compiled::computed`]): for `k == e`, the value of `e`; for `k < e`
    /// and the like, the values on either side of the bound `e` sets. Which side the fact wants
    /// is not looked at (the comparison may stand under a `not`): the repair tries them all.
    pub(super) fn suggestions(&self, computed: &[Option<Value>]) -> Vec<(usize, Value)> {
        let mut found = Vec::new();
        for node in &self.nodes {
            let Node::Apply(op, args) = node else { continue };
            let comparison = matches!(op, Op::Lt | Op::Le | Op::Gt | Op::Ge);
            if !(comparison || matches!(op, Op::Eq)) || args.len() != 2 {
                continue;
            }
            for (mine, other) in [(args[0], args[1]), (args[1], args[0])] {
                let (Node::Constant(k), Some(bound)) = (&self.nodes[mine], &computed[other]) else { continue };
                match bound {
                    Value::Int(n) if comparison => {
                        found.extend(
                            [n.saturating_sub(1), *n, n.saturating_add(1)].into_iter().map(|v| (*k, Value::Int(v))),
                        );
                    }
                    _ if !comparison => found.push((*k, bound.clone())),
                    Value::Int(_) | Value::Bool(_) | Value::Str(_) | Value::Items(_) => {}
                }
            }
        }
        found
    }

    /// The text literals the fact names.
    pub(super) fn texts(&self) -> impl Iterator<Item = &Rc<[char]>> {
        self.nodes.iter().filter_map(|node| match node {
            Node::Literal(Value::Str(text)) => Some(text),
            Node::Literal(_) | Node::Constant(_) | Node::Apply(..) | Node::Opaque => None,
        })
    }
}

/// `op` applied to the values computed for `args` (as many as it takes: see [`Op::takes`]).
fn apply(op: Op, args: &[usize], computed: &[Option<Value>]) -> Option<Value> {
    let arg = |i: usize| computed[args[i]].as_ref();
    let int = |i: usize| arg(i)?.int();
    let boolean = |i: usize| arg(i)?.boolean();
    let text = |i: usize| arg(i)?.text();
    let ints = || (0..args.len()).map(int).collect::<Option<Vec<i128>>>();
    let n = args.len();
    Some(match op {
        Op::Add => Value::Int(ints()?.into_iter().try_fold(0i128, i128::checked_add)?),
        Op::Mul => Value::Int(ints()?.into_iter().try_fold(1i128, i128::checked_mul)?),
        Op::Sub if n == 1 => Value::Int(int(0)?.checked_neg()?),
        Op::Sub => {
            let all = ints()?;
            Value::Int(all[1..].iter().try_fold(all[0], |acc, x| acc.checked_sub(*x))?)
        }
        Op::Div | Op::Mod => {
            let (a, b) = (int(0)?, int(1)?);
            // Z3's integer division is Euclidean: the remainder is never negative. By zero it
            // is whatever the model says, which is Z3's to tell.
            if b == 0 {
                return None;
            }
            let r = a.checked_rem_euclid(b)?;
            Value::Int(if matches!(op, Op::Div) { a.checked_sub(r)?.checked_div(b)? } else { r })
        }
        Op::Lt => Value::Bool(int(0)? < int(1)?),
        Op::Le => Value::Bool(int(0)? <= int(1)?),
        Op::Gt => Value::Bool(int(0)? > int(1)?),
        Op::Ge => Value::Bool(int(0)? >= int(1)?),
        Op::Eq => {
            let all = (0..n).map(arg).collect::<Option<Vec<&Value>>>()?;
            Value::Bool(all.iter().all(|v| *v == all[0]))
        }
        Op::Distinct => {
            let all = (0..n).map(arg).collect::<Option<Vec<&Value>>>()?;
            Value::Bool(all.iter().enumerate().all(|(i, v)| all[..i].iter().all(|w| w != v)))
        }
        Op::Ite => arg(if boolean(0)? { 1 } else { 2 })?.clone(),
        Op::And => Value::Bool(all_bools(n, boolean)?),
        Op::Or => Value::Bool(!all_bools(n, |i| boolean(i).map(|b| !b))?),
        Op::Not => Value::Bool(!boolean(0)?),
        Op::Implies => Value::Bool(!boolean(0)? || boolean(1)?),
        Op::Xor => Value::Bool(boolean(0)? != boolean(1)?),
        Op::Concat => {
            let parts = (0..n).map(text).collect::<Option<Vec<_>>>()?;
            Value::Str(parts.iter().flat_map(|p| p.iter().copied()).collect())
        }
        Op::Length => Value::Int(text(0)?.len() as i128),
        Op::Substr => {
            let (s, offset, len) = (text(0)?, int(1)?, int(2)?);
            let size = s.len() as i128;
            if offset < 0 || offset >= size || len <= 0 {
                Value::Str(Rc::from([]))
            } else {
                let end = offset.saturating_add(len).min(size);
                Value::Str(s[offset as usize..end as usize].into())
            }
        }
        Op::At => {
            let (s, i) = (text(0)?, int(1)?);
            match usize::try_from(i).ok().filter(|i| *i < s.len()) {
                Some(i) => Value::Str(s[i..=i].into()),
                None => Value::Str(Rc::from([])),
            }
        }
        Op::Prefix => Value::Bool(text(1)?.starts_with(&text(0)?)),
        Op::Suffix => Value::Bool(text(1)?.ends_with(&text(0)?)),
        Op::Contains => Value::Bool(contains(&text(0)?, &text(1)?)),
        Op::FromInt => {
            let i = int(0)?;
            let digits = if i < 0 { String::new() } else { i.to_string() };
            Value::Str(digits.chars().collect())
        }
        Op::ToInt => {
            let s = text(0)?;
            let all_digits = !s.is_empty() && s.iter().all(char::is_ascii_digit);
            Value::Int(if all_digits { s.iter().collect::<String>().parse().ok()? } else { -1 })
        }
        Op::StrLt => Value::Bool(text(0)? < text(1)?),
        Op::StrLe => Value::Bool(text(0)? <= text(1)?),
        Op::Select => match arg(0)? {
            Value::Items(v) => (**v).clone(),
            Value::Int(_) | Value::Bool(_) | Value::Str(_) => return None,
        },
    })
}

/// Whether every one of `n` booleans holds; a false one settles it even when others are
/// unknown.
fn all_bools(n: usize, value: impl Fn(usize) -> Option<bool>) -> Option<bool> {
    let mut unknown = false;
    for i in 0..n {
        match value(i) {
            Some(false) => return Some(false),
            Some(true) => {}
            None => unknown = true,
        }
    }
    (!unknown).then_some(true)
}

/// Whether `needle` occurs in `text` (the empty needle occurs in every text).
fn contains(text: &[char], needle: &[char]) -> bool {
    needle.is_empty() || text.windows(needle.len()).any(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::recipes::{bool_recipe, bool_term, values};
    use proptest::prelude::*;
    use z3::ast::{Int, String as Str};

    proptest! {
        #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]
        /// Whatever this module computes for a fact is what Z3's model evaluator gives.
        #[test]
        fn a_value_computed_here_is_the_one_z3_gives(
            recipe in bool_recipe(3),
            given in values(-3..12),
        ) {
            forget();
            let fact = bool_term(&recipe);
            let model = given.model();
            let given = given.pairs();
            let compiled = compiled(&fact);
            let values: Vec<Value> = compiled
                .constants
                .iter()
                .map(|c| given.iter().find(|(g, _)| g == c).and_then(|(_, v)| Value::of_literal(v)).unwrap_or_else(|| panic!("a given constant: {c}")))
                .collect();
            if let Some(here) = compiled.holds(&values.iter().collect::<Vec<_>>()) {
                let z3 = model.eval(&fact, true).and_then(|v| v.as_bool());
                prop_assert_eq!(Some(here), z3, "{}", fact);
            }
        }
    }

    #[test]
    fn most_facts_of_ints_and_texts_are_computed_here() {
        let (x, s) = (Int::new_const("x"), Str::new_const("s"));
        let fact = Bool::and(&[
            &x.modulo(Int::from_i64(7)).lt(Int::from_i64(3)),
            &Str::from("b").prefix(s.substr(Int::from_i64(1), &x)),
            &z3_raw::int_to_str(&x).length().le(Int::from_i64(2)),
        ]);
        let compiled = compiled(&fact);
        let value = |c: &Dynamic| {
            if c.sort_kind() == SortKind::Int {
                Value::Int(9)
            } else {
                Value::Str("abc".chars().collect())
            }
        };
        let values: Vec<Value> = compiled.constants.iter().map(value).collect();
        assert_eq!(
            compiled.holds(&values.iter().collect::<Vec<_>>()),
            Some(true),
            "9 % 7 < 3, \"bc\" starts with b, str(9) is short"
        );
        let regex = s.regex_matches(&z3::ast::Regexp::literal("a"));
        assert_eq!(
            compiled_of(&regex).holds(&[&Value::Str("a".chars().collect())]),
            None,
            "regular expressions are Z3's"
        );
    }

    /// Z3 builds `and` and `or` of no arguments (a guarantee over no rows, say): they are true
    /// and false, not constants named `and` and `or`.
    #[test]
    fn junctions_of_no_arguments_are_computed() {
        let x = Int::new_const("x");
        let none: [&Bool; 0] = [];
        let fact = Bool::and(&[&Bool::and(&none), &Bool::or(&none).not(), &x.lt(Int::from_i64(3))]);
        let compiled = compiled_of(&fact);
        assert_eq!(compiled.constants, vec![Dynamic::from_ast(&x)], "x is the one constant");
        assert_eq!(compiled.holds(&[&Value::Int(2)]), Some(true));
        assert_eq!(compiled.holds(&[&Value::Int(3)]), Some(false));
    }

    fn compiled_of(fact: &Bool) -> Rc<Compiled> {
        compiled(fact)
    }
}

//! The typed formulas the Lean backend renders (lean-spine.md §18.1): integer and boolean
//! variables and literals, `+ - *`, comparisons, the connectives, if-then-else, division
//! and remainder in both meanings (Z3's Euclidean ones and Python's floor ones, recovered from
//! the prover's encoding), `len`, `sum` and indexing of int lists, and equality and `len` of
//! string literals (from conditions settled on concrete values, [`super::settled`]). [`Formula::from_tree`] converts an exported Z3 term totally or not at
//! all: whatever it cannot map is an error naming it, never a guess.

use crate::smt::{TermOp, TermTree};
use num_bigint::BigInt;

/// An integer-valued expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IntExpr {
    Lit(BigInt),
    Var(String),
    Add(Vec<IntExpr>),
    /// The first operand minus the others.
    Sub(Vec<IntExpr>),
    Neg(Box<IntExpr>),
    Mul(Vec<IntExpr>),
    /// Euclidean division and remainder (Z3's `div`/`mod`, Lean's `/`/`%` on `Int`).
    EDiv(Box<IntExpr>, Box<IntExpr>),
    EMod(Box<IntExpr>, Box<IntExpr>),
    /// Python's `//` and `%` (Lean's `Int.fdiv`/`Int.fmod`).
    FloorDiv(Box<IntExpr>, Box<IntExpr>),
    FloorMod(Box<IntExpr>, Box<IntExpr>),
    Ite(Box<Formula>, Box<IntExpr>, Box<IntExpr>),
    /// `len` of a list of ints (Lean's `List.length`, as an `Int`).
    Len(Vec<IntExpr>),
    /// `sum` of a list of ints.
    Sum(Vec<IntExpr>),
    /// Python's `xs[i]`, a negative `i` counting from the end; that `i` is in bounds is an
    /// obligation of its own.
    Index(Vec<IntExpr>, Box<IntExpr>),
    /// `len` of a string literal (Lean's `String.length`, as an `Int`: both count code points).
    StrLen(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
}

/// A boolean-valued formula.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Formula {
    Lit(bool),
    Var(String),
    Not(Box<Formula>),
    And(Vec<Formula>),
    Or(Vec<Formula>),
    Implies(Box<Formula>, Box<Formula>),
    Iff(Box<Formula>, Box<Formula>),
    Cmp(Cmp, IntExpr, IntExpr),
    Ite(Box<Formula>, Box<Formula>, Box<Formula>),
    /// Equality of two string literals.
    StrEq(String, String),
}

type Converted<T> = Result<T, String>;

impl Formula {
    /// The formula of a boolean term, or what in it has no typed form.
    pub fn from_tree(t: &TermTree) -> Converted<Formula> {
        match t {
            TermTree::Bool(b) => Ok(Formula::Lit(*b)),
            TermTree::BoolVar(name) => Ok(Formula::Var(name.clone())),
            TermTree::Int(_) | TermTree::IntVar(_) => Err("an integer where a condition was expected".into()),
            TermTree::Other(what) => Err(what.clone()),
            TermTree::App(op, args) => formula_app(*op, args),
        }
    }

    /// Visits every integer expression and sub-formula (pre-order).
    pub fn visit(&self, f: &mut dyn FnMut(Node)) {
        f(Node::Formula(self));
        match self {
            Formula::Lit(_) | Formula::Var(_) | Formula::StrEq(..) => {}
            Formula::Not(a) => a.visit(f),
            Formula::And(xs) | Formula::Or(xs) => xs.iter().for_each(|x| x.visit(f)),
            Formula::Implies(a, b) | Formula::Iff(a, b) => {
                a.visit(f);
                b.visit(f);
            }
            Formula::Cmp(_, a, b) => {
                a.visit(f);
                b.visit(f);
            }
            Formula::Ite(c, a, b) => {
                c.visit(f);
                a.visit(f);
                b.visit(f);
            }
        }
    }
}

/// One node met by [`Formula::visit`].
#[derive(Clone, Copy)]
pub enum Node<'a> {
    Formula(&'a Formula),
    Int(&'a IntExpr),
}

impl IntExpr {
    pub fn from_tree(t: &TermTree) -> Converted<IntExpr> {
        match t {
            TermTree::Int(n) => Ok(IntExpr::Lit(n.clone())),
            TermTree::IntVar(name) => Ok(IntExpr::Var(name.clone())),
            TermTree::Bool(_) | TermTree::BoolVar(_) => Err("a condition where an integer was expected".into()),
            TermTree::Other(what) => Err(what.clone()),
            TermTree::App(op, args) => int_app(*op, args),
        }
    }

    pub fn visit(&self, f: &mut dyn FnMut(Node)) {
        f(Node::Int(self));
        match self {
            IntExpr::Lit(_) | IntExpr::Var(_) | IntExpr::StrLen(_) => {}
            IntExpr::Add(xs) | IntExpr::Sub(xs) | IntExpr::Mul(xs) | IntExpr::Len(xs) | IntExpr::Sum(xs) => {
                xs.iter().for_each(|x| x.visit(f))
            }
            IntExpr::Index(xs, i) => {
                xs.iter().for_each(|x| x.visit(f));
                i.visit(f);
            }
            IntExpr::Neg(a) => a.visit(f),
            IntExpr::EDiv(a, b) | IntExpr::EMod(a, b) | IntExpr::FloorDiv(a, b) | IntExpr::FloorMod(a, b) => {
                a.visit(f);
                b.visit(f);
            }
            IntExpr::Ite(c, a, b) => {
                c.visit(f);
                a.visit(f);
                b.visit(f);
            }
        }
    }

    /// The value of a literal (a negated literal included).
    pub fn literal(&self) -> Option<BigInt> {
        match self {
            IntExpr::Lit(n) => Some(n.clone()),
            IntExpr::Neg(a) => a.literal().map(|n| -n),
            IntExpr::Var(_)
            | IntExpr::Add(_)
            | IntExpr::Sub(_)
            | IntExpr::Mul(_)
            | IntExpr::EDiv(..)
            | IntExpr::EMod(..)
            | IntExpr::FloorDiv(..)
            | IntExpr::FloorMod(..)
            | IntExpr::Ite(..)
            | IntExpr::Len(_)
            | IntExpr::Sum(_)
            | IntExpr::Index(..)
            | IntExpr::StrLen(_) => None,
        }
    }
}

/// Whether a tree is integer-valued (so `=` on it compares integers, not conditions).
fn is_int(t: &TermTree) -> bool {
    match t {
        TermTree::Int(_) | TermTree::IntVar(_) => true,
        TermTree::App(TermOp::Ite, args) => args.get(1).is_some_and(is_int),
        TermTree::App(op, _) => {
            matches!(op, TermOp::Add | TermOp::Sub | TermOp::Neg | TermOp::Mul | TermOp::Div | TermOp::Mod)
        }
        TermTree::Bool(_) | TermTree::BoolVar(_) | TermTree::Other(_) => false,
    }
}

fn arity(op: TermOp, args: &[TermTree], n: usize) -> Converted<()> {
    if args.len() == n {
        Ok(())
    } else {
        Err(format!("{op:?} with {} operands", args.len()))
    }
}

fn formulas(args: &[TermTree]) -> Converted<Vec<Formula>> {
    args.iter().map(Formula::from_tree).collect()
}

fn ints(args: &[TermTree]) -> Converted<Vec<IntExpr>> {
    args.iter().map(IntExpr::from_tree).collect()
}

fn formula_app(op: TermOp, args: &[TermTree]) -> Converted<Formula> {
    let boxed = |t: &TermTree| Formula::from_tree(t).map(Box::new);
    let cmp = |c: Cmp| -> Converted<Formula> {
        arity(op, args, 2)?;
        Ok(Formula::Cmp(c, IntExpr::from_tree(&args[0])?, IntExpr::from_tree(&args[1])?))
    };
    match op {
        TermOp::And => Ok(Formula::And(formulas(args)?)),
        TermOp::Or => Ok(Formula::Or(formulas(args)?)),
        TermOp::Not => {
            arity(op, args, 1)?;
            Ok(Formula::Not(boxed(&args[0])?))
        }
        TermOp::Implies => {
            arity(op, args, 2)?;
            Ok(Formula::Implies(boxed(&args[0])?, boxed(&args[1])?))
        }
        TermOp::Xor => {
            arity(op, args, 2)?;
            Ok(Formula::Not(Box::new(Formula::Iff(boxed(&args[0])?, boxed(&args[1])?))))
        }
        TermOp::Ite => {
            arity(op, args, 3)?;
            Ok(Formula::Ite(boxed(&args[0])?, boxed(&args[1])?, boxed(&args[2])?))
        }
        TermOp::Eq if args.first().is_some_and(is_int) => cmp(Cmp::Eq),
        TermOp::Eq => {
            arity(op, args, 2)?;
            Ok(Formula::Iff(boxed(&args[0])?, boxed(&args[1])?))
        }
        TermOp::Distinct => {
            // Pairwise different.
            let mut parts = Vec::new();
            for (i, a) in args.iter().enumerate() {
                for b in &args[i + 1..] {
                    parts.push(formula_app(TermOp::Eq, &[a.clone(), b.clone()]).map(|f| Formula::Not(Box::new(f)))?);
                }
            }
            Ok(match parts.len() {
                1 => parts.remove(0),
                _ => Formula::And(parts),
            })
        }
        TermOp::Le => cmp(Cmp::Le),
        TermOp::Lt => cmp(Cmp::Lt),
        TermOp::Ge => cmp(Cmp::Ge),
        TermOp::Gt => cmp(Cmp::Gt),
        TermOp::Add | TermOp::Sub | TermOp::Neg | TermOp::Mul | TermOp::Div | TermOp::Mod => {
            Err("an integer where a condition was expected".into())
        }
    }
}

fn int_app(op: TermOp, args: &[TermTree]) -> Converted<IntExpr> {
    let boxed = |t: &TermTree| IntExpr::from_tree(t).map(Box::new);
    if let Some((a, b)) = floor_div_parts(op, args) {
        return Ok(IntExpr::FloorDiv(boxed(a)?, boxed(b)?));
    }
    if let Some((a, b)) = floor_mod_parts(op, args) {
        return Ok(IntExpr::FloorMod(boxed(a)?, boxed(b)?));
    }
    match op {
        TermOp::Add => Ok(IntExpr::Add(ints(args)?)),
        TermOp::Sub => Ok(IntExpr::Sub(ints(args)?)),
        TermOp::Mul => Ok(IntExpr::Mul(ints(args)?)),
        TermOp::Neg => {
            arity(op, args, 1)?;
            Ok(IntExpr::Neg(boxed(&args[0])?))
        }
        TermOp::Div => {
            arity(op, args, 2)?;
            Ok(IntExpr::EDiv(boxed(&args[0])?, boxed(&args[1])?))
        }
        TermOp::Mod => {
            arity(op, args, 2)?;
            Ok(IntExpr::EMod(boxed(&args[0])?, boxed(&args[1])?))
        }
        TermOp::Ite => {
            arity(op, args, 3)?;
            Ok(IntExpr::Ite(Box::new(Formula::from_tree(&args[0])?), boxed(&args[1])?, boxed(&args[2])?))
        }
        TermOp::Eq
        | TermOp::Distinct
        | TermOp::And
        | TermOp::Or
        | TermOp::Not
        | TermOp::Implies
        | TermOp::Xor
        | TermOp::Le
        | TermOp::Ge
        | TermOp::Lt
        | TermOp::Gt => Err("a condition where an integer was expected".into()),
    }
}

fn app(t: &TermTree, want: TermOp, n: usize) -> Option<&[TermTree]> {
    match t {
        TermTree::App(op, args) if *op == want && args.len() == n => Some(args),
        TermTree::App(..) | TermTree::Int(_) | TermTree::IntVar(_) | TermTree::Bool(_) | TermTree::BoolVar(_) => None,
        TermTree::Other(_) => None,
    }
}

fn is_lit(t: &TermTree, v: i64) -> bool {
    matches!(t, TermTree::Int(n) if *n == BigInt::from(v))
}

/// The prover's floor division of `a` by `b`: `ite(b > 0 ∨ a mod b = 0, a div b, a div b - 1)`.
fn floor_div_parts(op: TermOp, args: &[TermTree]) -> Option<(&TermTree, &TermTree)> {
    if op != TermOp::Ite || args.len() != 3 {
        return None;
    }
    let guard = app(&args[0], TermOp::Or, 2)?;
    let positive = app(&guard[0], TermOp::Gt, 2)?;
    let exact = app(&guard[1], TermOp::Eq, 2)?;
    let rem = app(&exact[0], TermOp::Mod, 2)?;
    let quot = app(&args[1], TermOp::Div, 2)?;
    let minus = app(&args[2], TermOp::Sub, 2)?;
    let (a, b) = (&quot[0], &quot[1]);
    let same = positive[0] == *b
        && is_lit(&positive[1], 0)
        && rem == quot
        && is_lit(&exact[1], 0)
        && minus[0] == args[1]
        && is_lit(&minus[1], 1);
    same.then_some((a, b))
}

/// The prover's Python remainder: `a - b * floor_div(a, b)`.
fn floor_mod_parts(op: TermOp, args: &[TermTree]) -> Option<(&TermTree, &TermTree)> {
    if op != TermOp::Sub || args.len() != 2 {
        return None;
    }
    let product = app(&args[1], TermOp::Mul, 2)?;
    let TermTree::App(TermOp::Ite, ite_args) = &product[1] else { return None };
    let (a, b) = floor_div_parts(TermOp::Ite, ite_args)?;
    (*a == args[0] && *b == product[0]).then_some((a, b))
}

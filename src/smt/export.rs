//! A term as a plain tree, for checkers other than Z3 (the Lean backend): integer and boolean
//! literals, constants with their sort, and applications of the arithmetic and boolean
//! operators. Anything else is an opaque [`TermTree::Other`] naming what it was, so a consumer
//! can refuse it; nothing of Z3 leaks out.

use super::evaluate::Op;
use super::BoolTerm;
use num_bigint::BigInt;
use std::collections::{BTreeSet, HashSet};
use z3::ast::{Ast, Dynamic};
use z3::{AstKind, SortKind};

/// The operators a tree may apply, with Z3's meaning: `Div`/`Mod` are Euclidean (the remainder
/// is never negative) and unspecified for a zero divisor; `Sub` and `Add` may take any number of
/// operands; `Eq` on booleans is equivalence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TermOp {
    Eq,
    Distinct,
    Ite,
    And,
    Or,
    Not,
    Implies,
    Xor,
    Le,
    Ge,
    Lt,
    Gt,
    Add,
    Sub,
    Neg,
    Mul,
    Div,
    Mod,
}

/// A term as a tree. Shared subterms are copied; see [`MAX_NODES`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TermTree {
    Int(BigInt),
    Bool(bool),
    IntVar(String),
    BoolVar(String),
    App(TermOp, Vec<TermTree>),
    /// A construct outside the exported fragment (another sort, an uninterpreted function, a
    /// string or array operator): what it was, for counting and messages.
    Other(String),
}

/// Past this many nodes (Z3 terms are DAGs; their trees can be much larger) a term is `Other`.
pub const MAX_NODES: usize = 20_000;
/// Past this nesting depth a term is `Other`, so the walk stays well inside the stack.
const MAX_DEPTH: usize = 400;

/// The exported operator Z3 names `name` (matched by name: the numbering of Z3's operator kinds
/// differs between library versions); the names are the evaluator's (see [`Op::named`]).
fn exported(name: &str) -> Option<TermOp> {
    Op::named(name).and_then(Op::exported)
}

impl BoolTerm {
    /// This term as a plain tree.
    pub fn export(&self) -> TermTree {
        let mut budget = MAX_NODES;
        walk(&Dynamic::from_ast(&self.0), 0, &mut budget)
    }

    /// Every name this term may depend on, inside exported parts or not (so a consumer can tell
    /// which facts share nothing, even when one holds strings or arrays): the constants, and
    /// every operator outside the exported fragment (uninterpreted functions among them; an
    /// over-approximation, which only makes more facts look related). `None` past
    /// [`MAX_NODES`] distinct subterms.
    pub fn names(&self) -> Option<BTreeSet<String>> {
        let mut seen = HashSet::new();
        let mut names = BTreeSet::new();
        let mut stack = vec![Dynamic::from_ast(&self.0)];
        while let Some(t) = stack.pop() {
            if !seen.insert(t.clone()) {
                continue;
            }
            if seen.len() > MAX_NODES {
                return None;
            }
            if !t.is_app() {
                // A bound variable or a quantifier: what it ranges over is not a name.
                names.insert("<quantifier>".to_owned());
                continue;
            }
            if t.kind() == AstKind::Numeral {
                continue;
            }
            let name = t.decl().name();
            let children = t.children();
            let exported = exported(&name).is_some() || (children.is_empty() && (name == "true" || name == "false"));
            if !exported {
                names.insert(name);
            }
            stack.extend(children);
        }
        Some(names)
    }
}

fn walk(t: &Dynamic, depth: usize, budget: &mut usize) -> TermTree {
    if *budget == 0 || depth > MAX_DEPTH {
        return TermTree::Other("a term too large to export".into());
    }
    *budget -= 1;
    let sort = t.sort_kind();
    if !t.is_app() {
        return TermTree::Other("a quantifier".into());
    }
    if sort != SortKind::Int && sort != SortKind::Bool {
        return TermTree::Other(outside(t));
    }
    if t.kind() == AstKind::Numeral {
        return match t.as_int().and_then(|i| super::numeral(&i)) {
            Some(n) => TermTree::Int(n),
            None => TermTree::Other("a non-integer numeral".into()),
        };
    }
    let decl = t.decl();
    let name = decl.name();
    let arity = t.num_children();
    if sort == SortKind::Bool && arity == 0 && (name == "true" || name == "false") {
        return TermTree::Bool(name == "true");
    }
    // An operator applied to nothing (`BoolTerm::and(&[])`) is its unit, not a constant; no
    // Python name can spell these.
    match (arity, name.as_str()) {
        (0, "and") => return TermTree::Bool(true),
        (0, "or") => return TermTree::Bool(false),
        (0, "+") => return TermTree::Int(0.into()),
        (0, "*") => return TermTree::Int(1.into()),
        _ => {}
    }
    if arity == 0 {
        return if sort == SortKind::Int { TermTree::IntVar(name) } else { TermTree::BoolVar(name) };
    }
    // A unary minus prints as `-` with one operand.
    let op = match exported(&name) {
        Some(TermOp::Sub) if arity == 1 => TermOp::Neg,
        Some(op) => op,
        None => return TermTree::Other(outside(t)),
    };
    if matches!(op, TermOp::Eq | TermOp::Distinct) && t.children().first().is_some_and(is_string) {
        return TermTree::Other("a string comparison".into());
    }
    let children = t.children().iter().map(|c| walk(c, depth + 1, budget)).collect();
    TermTree::App(op, children)
}

fn is_string(t: &Dynamic) -> bool {
    t.sort_kind() == SortKind::Seq || t.get_sort().to_string() == "String"
}

/// What a term outside the exported fragment is, for a reason a person reads: its kind and, for
/// a constant, its name (never a literal's value).
fn outside(t: &Dynamic) -> String {
    let name = t.decl().name();
    let children = t.children();
    let constant = |c: Option<&Dynamic>| {
        c.filter(|c| c.is_app() && c.num_children() == 0 && c.kind() != AstKind::Numeral).map(|c| c.decl().name())
    };
    if is_string(t) {
        return match (children.is_empty(), super::is_string_literal(t)) {
            (true, true) => "a string literal".into(),
            (true, false) => format!("the string `{name}`"),
            (false, _) if name == "select" => read(constant(children.first())),
            (false, _) => "a string operation".into(),
        };
    }
    match name.as_str() {
        "select" => read(constant(children.first())),
        "str.len" | "seq.len" => "the length of a string".into(),
        "str.prefixof" | "str.suffixof" | "str.contains" | "seq.prefixof" | "seq.suffixof" | "seq.contains" => {
            "a string containment or prefix test".into()
        }
        n if n.starts_with("fp") || t.sort_kind() == SortKind::FloatingPoint => "a float".into(),
        _ if children.is_empty() => format!("a value of sort {} (`{name}`)", t.get_sort()),
        _ => format!("the operator `{name}`"),
    }
}

/// An array read: a value of a query result's column, or of a loop over one, at one row.
fn read(array: Option<String>) -> String {
    match array {
        Some(a) => format!("a value at one row of a query result (`{a}`), which has unboundedly many rows"),
        None => "a value at one row of a list of unknown length".into(),
    }
}

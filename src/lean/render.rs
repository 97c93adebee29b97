//! Lean text from typed formulas (lean-spine.md §18.2): only whitelisted constructs, variables
//! renamed to generated identifiers, every operation parenthesised, and a deny-list check on
//! the result. The text is built here and lives only in the throwaway workspace; records keep
//! its SHA-256.

use super::formula::{Cmp, Formula, IntExpr, Node};
use num_bigint::BigInt;
use std::collections::{BTreeMap, BTreeSet};

/// Words that must never appear in rendered text (they escape the kernel or the checker).
pub const DENY_LIST: [&str; 11] = [
    "sorry",
    "admit",
    "axiom",
    "native_decide",
    "implemented_by",
    "extern",
    "unsafe",
    "set_option",
    "macro",
    "elab",
    "#eval",
];

/// The first deny-listed word in `text`, if any.
pub fn denied(text: &str) -> Option<&'static str> {
    DENY_LIST.iter().copied().find(|w| text.contains(w))
}

/// A variable's sort.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Sort {
    Int,
    Bool,
}

/// One path's verification condition as typed formulas: on `path`, `condition` holds.
#[derive(Debug, Clone)]
pub struct Vc {
    pub path: Vec<Formula>,
    pub condition: Formula,
}

impl Vc {
    /// Every free variable with its sort, by name; `Err` when a name is used at both sorts.
    pub fn free_vars(&self) -> Result<BTreeMap<String, Sort>, String> {
        let mut vars = BTreeMap::new();
        let mut clash = None;
        let mut note = |name: &String, sort: Sort| {
            if *vars.entry(name.clone()).or_insert(sort) != sort {
                clash.get_or_insert_with(|| format!("`{name}` is used both as an integer and as a boolean"));
            }
        };
        for f in self.path.iter().chain(std::iter::once(&self.condition)) {
            f.visit(&mut |n| match n {
                Node::Formula(Formula::Var(v)) => note(v, Sort::Bool),
                Node::Int(IntExpr::Var(v)) => note(v, Sort::Int),
                Node::Formula(_) | Node::Int(_) => {}
            });
        }
        clash.map_or(Ok(vars), Err)
    }

    /// The condition with only the hypotheses that share a variable with it, directly or through
    /// other kept hypotheses (closed ones are kept). Dropping hypotheses only strengthens the
    /// statement, so Lean accepting it still proves the original; and because the recorded path
    /// is feasible, hypotheses over variables of their own are satisfiable by themselves, so
    /// `∀ v, H₁ ∧ H₂ → C` holds exactly when `∀ v, H₁ → C` does (nothing true is lost). A product
    /// in an unrelated earlier assertion no longer makes a linear condition ineligible.
    pub fn sliced(&self) -> Vc {
        let vars_of = |f: &Formula| {
            let mut names = BTreeSet::new();
            f.visit(&mut |n| match n {
                Node::Formula(Formula::Var(v)) | Node::Int(IntExpr::Var(v)) => {
                    names.insert(v.clone());
                }
                Node::Formula(_) | Node::Int(_) => {}
            });
            names
        };
        let hypotheses: Vec<BTreeSet<String>> = self.path.iter().map(vars_of).collect();
        let keep = relevant(&vars_of(&self.condition), &hypotheses);
        let path = self.path.iter().zip(&keep).filter(|(_, k)| **k).map(|(f, _)| f.clone()).collect();
        Vc { path, condition: self.condition.clone() }
    }

    /// The binders of [`Vc::statement`] in order, as (generated name, sort): boolean variables
    /// first (so a tactic can introduce and case-split them without naming the integers), then
    /// integer ones, each group by source name.
    pub fn binders(&self) -> Result<Vec<(String, Sort)>, String> {
        let vars = self.free_vars()?;
        let names = lean_names(vars.keys());
        let mut out: Vec<(String, Sort)> = vars.iter().map(|(v, s)| (names[v].clone(), *s)).collect();
        out.sort_by_key(|(_, s)| *s != Sort::Bool);
        Ok(out)
    }

    /// The Lean proposition: `∀ (x_a : Int) …, p₁ → p₂ → condition` (no binder when closed;
    /// a repeated path condition once).
    pub fn statement(&self) -> Result<String, String> {
        let vars = self.free_vars()?;
        let names = lean_names(vars.keys());
        let r = Renderer { names: &names };
        let mut body = String::new();
        for (i, p) in self.path.iter().enumerate() {
            if self.path[..i].contains(p) {
                continue;
            }
            body.push_str(&r.formula(p));
            body.push_str(" → ");
        }
        body.push_str(&r.formula(&self.condition));
        if vars.is_empty() {
            return Ok(body);
        }
        let binders: Vec<String> = self
            .binders()?
            .iter()
            .map(|(name, s)| format!("({name} : {})", if *s == Sort::Int { "Int" } else { "Bool" }))
            .collect();
        Ok(format!("∀ {}, {body}", binders.join(" ")))
    }
}

/// Which facts to keep for a condition over `condition` names: the closed ones, and those that
/// share a name with it, directly or through other kept facts. See [`Vc::sliced`] for why
/// dropping the rest of a feasible path's facts keeps the meaning.
pub fn relevant(condition: &BTreeSet<String>, facts: &[BTreeSet<String>]) -> Vec<bool> {
    let mut names = condition.clone();
    let mut keep: Vec<bool> = facts.iter().map(BTreeSet::is_empty).collect();
    loop {
        let mut changed = false;
        for (i, fact) in facts.iter().enumerate() {
            if !keep[i] && !fact.is_disjoint(&names) {
                keep[i] = true;
                names.extend(fact.iter().cloned());
                changed = true;
            }
        }
        if !changed {
            return keep;
        }
    }
}

/// Generated identifiers for source names: `x_` and the name with every character outside
/// `[A-Za-z0-9_]` replaced by `_`, made unique with a numeric suffix.
fn lean_names<'a>(vars: impl Iterator<Item = &'a String>) -> BTreeMap<String, String> {
    let mut taken = std::collections::BTreeSet::new();
    let mut out = BTreeMap::new();
    for v in vars {
        let base: String =
            format!("x_{v}").chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
        let mut name = base.clone();
        let mut k = 1;
        while !taken.insert(name.clone()) {
            name = format!("{base}_{k}");
            k += 1;
        }
        out.insert(v.clone(), name);
    }
    out
}

struct Renderer<'a> {
    names: &'a BTreeMap<String, String>,
}

impl Renderer<'_> {
    fn name(&self, v: &str) -> String {
        self.names.get(v).cloned().unwrap_or_else(|| "x_".to_owned())
    }

    fn joined(&self, xs: &[Formula], sep: &str, empty: &str) -> String {
        match xs {
            [] => empty.to_owned(),
            [one] => self.formula(one),
            _ => format!("({})", xs.iter().map(|x| self.formula(x)).collect::<Vec<_>>().join(sep)),
        }
    }

    pub fn formula(&self, f: &Formula) -> String {
        match f {
            Formula::Lit(true) => "True".into(),
            Formula::Lit(false) => "False".into(),
            Formula::Var(v) => format!("({} = true)", self.name(v)),
            Formula::Not(a) => format!("(¬{})", self.formula(a)),
            Formula::And(xs) => self.joined(xs, " ∧ ", "True"),
            Formula::Or(xs) => self.joined(xs, " ∨ ", "False"),
            Formula::Implies(a, b) => format!("({} → {})", self.formula(a), self.formula(b)),
            Formula::Iff(a, b) => format!("({} ↔ {})", self.formula(a), self.formula(b)),
            Formula::Cmp(c, a, b) => {
                let op = match c {
                    Cmp::Eq => "=",
                    Cmp::Ne => "≠",
                    Cmp::Le => "≤",
                    Cmp::Lt => "<",
                    Cmp::Ge => "≥",
                    Cmp::Gt => ">",
                };
                // The ascription makes every literal of the comparison an `Int`: without a
                // variable, Lean would elaborate them as `Nat` (where `0 - 5 = 0`).
                format!("(({} : Int) {op} {})", self.int(a), self.int(b))
            }
            Formula::Ite(c, a, b) => {
                format!("(if {} then {} else {})", self.formula(c), self.formula(a), self.formula(b))
            }
            Formula::StrEq(a, b) => format!("({} = {})", string_literal(a), string_literal(b)),
        }
    }

    /// A list of ints: `([a, b] : List Int)`.
    fn list(&self, xs: &[IntExpr]) -> String {
        format!("([{}] : List Int)", xs.iter().map(|x| self.int(x)).collect::<Vec<_>>().join(", "))
    }

    fn list_length(&self, xs: &[IntExpr]) -> String {
        format!("{}.length", self.list(xs))
    }

    fn ints(&self, xs: &[IntExpr], sep: &str) -> String {
        format!("({})", xs.iter().map(|x| self.int(x)).collect::<Vec<_>>().join(sep))
    }

    pub fn int(&self, e: &IntExpr) -> String {
        let positive_literal = |b: &IntExpr| b.literal().is_some_and(|n| n > BigInt::from(0));
        match e {
            IntExpr::Lit(n) if *n < BigInt::from(0) => format!("({n})"),
            IntExpr::Lit(n) => n.to_string(),
            IntExpr::Var(v) => self.name(v),
            IntExpr::Add(xs) | IntExpr::Sub(xs) if xs.is_empty() => "0".into(),
            IntExpr::Mul(xs) if xs.is_empty() => "1".into(),
            IntExpr::Add(xs) => self.ints(xs, " + "),
            IntExpr::Sub(xs) => self.ints(xs, " - "),
            IntExpr::Mul(xs) => self.ints(xs, " * "),
            IntExpr::Neg(a) => format!("(-{})", self.int(a)),
            IntExpr::EDiv(a, b) => format!("({} / {})", self.int(a), self.int(b)),
            IntExpr::EMod(a, b) => format!("({} % {})", self.int(a), self.int(b)),
            // Floor and Euclidean division agree for a positive divisor (§18.1).
            IntExpr::FloorDiv(a, b) if positive_literal(b) => format!("({} / {})", self.int(a), self.int(b)),
            IntExpr::FloorMod(a, b) if positive_literal(b) => format!("({} % {})", self.int(a), self.int(b)),
            IntExpr::FloorDiv(a, b) => format!("(Int.fdiv {} {})", self.int(a), self.int(b)),
            IntExpr::FloorMod(a, b) => format!("(Int.fmod {} {})", self.int(a), self.int(b)),
            IntExpr::Ite(c, a, b) => format!("(if {} then {} else {})", self.formula(c), self.int(a), self.int(b)),
            IntExpr::Len(xs) => format!("({} : Int)", self.list_length(xs)),
            IntExpr::StrLen(s) => format!("({}.length : Int)", string_literal(s)),
            IntExpr::Sum(xs) => format!("(List.foldl (fun (s x : Int) => s + x) 0 {})", self.list(xs)),
            IntExpr::Index(xs, i) => {
                // Python counts a negative index from the end; in bounds (its own obligation),
                // the position is then a natural number.
                let i = self.int(i);
                let len = format!("({} : Int)", self.list_length(xs));
                let at = format!("(if ({i} : Int) < 0 then {i} + {len} else {i})");
                format!("({}.getD (Int.toNat {at}) 0)", self.list(xs))
            }
        }
    }
}

/// A Lean string literal with the same characters: printable ASCII as it is save `\\` and `"`,
/// `\n`, `\t` and `\r`, other ASCII as `\xHH`, the rest of the basic multilingual plane as
/// `\uHHHH` (so no invisible or direction-changing character reaches the text), and characters
/// beyond it as they are (Lean reads UTF-8; `\u` takes four digits). The deny-list is checked on
/// the rendered statement, literals included.
pub fn string_literal(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        let code = u32::from(c);
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            ' '..='~' => out.push(c),
            _ if code < 0x80 => out.push_str(&format!("\\x{code:02x}")),
            _ if code <= 0xffff => out.push_str(&format!("\\u{code:04x}")),
            _ => out.push(c),
        }
    }
    out.push('"');
    out
}

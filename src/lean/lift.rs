//! Case splits on if-then-else, so that conditions from Python branches, `min`, `max` and `abs`
//! reach `omega`, which does not look inside `if … then … else …` (lean-spine.md §18.2). An
//! integer-valued `ite(c, a, b)` inside a comparison `P[ite]` becomes
//! `(c → P[a]) ∧ (¬c → P[b])`, and a formula-valued one `(c → p) ∧ (¬c → q)`; both are
//! equivalences, so the lifted condition holds exactly when the original does. Every occurrence
//! of the same `ite` in a comparison is replaced at once (same condition, same value).

use super::formula::{Formula, IntExpr, Node};

/// Past this many nodes a lifted formula is refused (each split copies the part it lifts).
pub const MAX_LIFTED_NODES: usize = 4_000;

/// `f` with every if-then-else turned into a case split, or why not (too large).
pub fn lift(f: &Formula) -> Result<Formula, String> {
    let lifted = lift_formula(f);
    let mut nodes = 0usize;
    lifted.visit(&mut |_| nodes += 1);
    if nodes > MAX_LIFTED_NODES {
        return Err(format!("its if-then-else case split has {nodes} nodes (more than {MAX_LIFTED_NODES})"));
    }
    Ok(lifted)
}

/// `f` with the connectives over literals folded away (`True ∧ p` is `p`, `¬True ∨ p` is `p`,
/// `p → True` is `True`): an equivalence, so nothing is claimed that `f` does not say. A
/// guarantee's claim carries such literals (guards of calls every path reaches), and `omega`
/// should see plain linear facts.
pub fn fold_literals(f: &Formula) -> Formula {
    let lit = |f: &Formula| if let Formula::Lit(b) = f { Some(*b) } else { None };
    match f {
        Formula::Lit(_) | Formula::Var(_) | Formula::Cmp(..) | Formula::StrEq(..) => f.clone(),
        Formula::Not(a) => match fold_literals(a) {
            Formula::Lit(b) => Formula::Lit(!b),
            a => Formula::Not(Box::new(a)),
        },
        Formula::And(xs) | Formula::Or(xs) => {
            let unit = matches!(f, Formula::And(_));
            let mut kept = Vec::with_capacity(xs.len());
            for x in xs.iter().map(fold_literals) {
                match lit(&x) {
                    Some(b) if b == unit => {}
                    Some(_) => return Formula::Lit(!unit),
                    None => kept.push(x),
                }
            }
            match (kept.len(), unit) {
                (0, _) => Formula::Lit(unit),
                (1, _) => kept.remove(0),
                (_, true) => Formula::And(kept),
                (_, false) => Formula::Or(kept),
            }
        }
        Formula::Implies(a, b) => match (fold_literals(a), fold_literals(b)) {
            (Formula::Lit(true), b) => b,
            (Formula::Lit(false), _) | (_, Formula::Lit(true)) => Formula::Lit(true),
            (a, Formula::Lit(false)) => Formula::Not(Box::new(a)),
            (a, b) => Formula::Implies(Box::new(a), Box::new(b)),
        },
        Formula::Iff(a, b) => Formula::Iff(Box::new(fold_literals(a)), Box::new(fold_literals(b))),
        Formula::Ite(c, a, b) => match fold_literals(c) {
            Formula::Lit(true) => fold_literals(a),
            Formula::Lit(false) => fold_literals(b),
            c => Formula::Ite(Box::new(c), Box::new(fold_literals(a)), Box::new(fold_literals(b))),
        },
    }
}

/// Whether `f` contains an if-then-else anywhere.
pub fn has_ite(f: &Formula) -> bool {
    let mut found = false;
    f.visit(&mut |n| {
        if matches!(n, Node::Formula(Formula::Ite(..)) | Node::Int(IntExpr::Ite(..))) {
            found = true;
        }
    });
    found
}

fn lift_formula(f: &Formula) -> Formula {
    match f {
        Formula::Lit(_) | Formula::Var(_) | Formula::StrEq(..) => f.clone(),
        Formula::Not(a) => Formula::Not(Box::new(lift_formula(a))),
        Formula::And(xs) => Formula::And(xs.iter().map(lift_formula).collect()),
        Formula::Or(xs) => Formula::Or(xs.iter().map(lift_formula).collect()),
        Formula::Implies(a, b) => Formula::Implies(Box::new(lift_formula(a)), Box::new(lift_formula(b))),
        Formula::Iff(a, b) => Formula::Iff(Box::new(lift_formula(a)), Box::new(lift_formula(b))),
        Formula::Ite(c, a, b) => split(lift_formula(c), lift_formula(a), lift_formula(b)),
        Formula::Cmp(op, a, b) => match outermost_ite(a).or_else(|| outermost_ite(b)) {
            None => f.clone(),
            Some(ite) => {
                let IntExpr::Ite(c, then, other) = &ite else { return f.clone() };
                let side = |with: &IntExpr| Formula::Cmp(*op, replace(a, &ite, with), replace(b, &ite, with));
                split(lift_formula(c), lift_formula(&side(then)), lift_formula(&side(other)))
            }
        },
    }
}

/// `(c → p) ∧ (¬c → q)`, or just `p` or `q` when `c` is made of literals only (a guarantee's
/// sum over calls every path reaches, `ite(true ∧ true, n, 0)`, decides nothing).
fn split(c: Formula, p: Formula, q: Formula) -> Formula {
    match truth_of_literals(&c) {
        Some(true) => p,
        Some(false) => q,
        None => Formula::And(vec![
            Formula::Implies(Box::new(c.clone()), Box::new(p)),
            Formula::Implies(Box::new(Formula::Not(Box::new(c))), Box::new(q)),
        ]),
    }
}

/// The value of a formula built from boolean literals with `¬`, `∧` and `∨` only.
fn truth_of_literals(f: &Formula) -> Option<bool> {
    match f {
        Formula::Lit(b) => Some(*b),
        Formula::Not(a) => truth_of_literals(a).map(|b| !b),
        Formula::And(xs) => xs.iter().try_fold(true, |acc, x| truth_of_literals(x).map(|b| acc && b)),
        Formula::Or(xs) => xs.iter().try_fold(false, |acc, x| truth_of_literals(x).map(|b| acc || b)),
        Formula::Var(_)
        | Formula::Implies(..)
        | Formula::Iff(..)
        | Formula::Cmp(..)
        | Formula::Ite(..)
        | Formula::StrEq(..) => None,
    }
}

/// The first if-then-else met walking `e` from the root (so never one nested in another's
/// branch before that other).
fn outermost_ite(e: &IntExpr) -> Option<IntExpr> {
    match e {
        IntExpr::Ite(..) => Some(e.clone()),
        IntExpr::Lit(_) | IntExpr::Var(_) | IntExpr::StrLen(_) => None,
        IntExpr::Add(xs) | IntExpr::Sub(xs) | IntExpr::Mul(xs) | IntExpr::Len(xs) | IntExpr::Sum(xs) => {
            xs.iter().find_map(outermost_ite)
        }
        IntExpr::Index(xs, i) => xs.iter().find_map(outermost_ite).or_else(|| outermost_ite(i)),
        IntExpr::Neg(a) => outermost_ite(a),
        IntExpr::EDiv(a, b) | IntExpr::EMod(a, b) | IntExpr::FloorDiv(a, b) | IntExpr::FloorMod(a, b) => {
            outermost_ite(a).or_else(|| outermost_ite(b))
        }
    }
}

/// `e` with every occurrence of `target` replaced by `with`.
fn replace(e: &IntExpr, target: &IntExpr, with: &IntExpr) -> IntExpr {
    if e == target {
        return with.clone();
    }
    let r = |x: &IntExpr| replace(x, target, with);
    let rb = |x: &IntExpr| Box::new(replace(x, target, with));
    match e {
        IntExpr::Lit(_) | IntExpr::Var(_) | IntExpr::StrLen(_) => e.clone(),
        IntExpr::Add(xs) => IntExpr::Add(xs.iter().map(r).collect()),
        IntExpr::Sub(xs) => IntExpr::Sub(xs.iter().map(r).collect()),
        IntExpr::Mul(xs) => IntExpr::Mul(xs.iter().map(r).collect()),
        IntExpr::Len(xs) => IntExpr::Len(xs.iter().map(r).collect()),
        IntExpr::Sum(xs) => IntExpr::Sum(xs.iter().map(r).collect()),
        IntExpr::Index(xs, i) => IntExpr::Index(xs.iter().map(r).collect(), rb(i)),
        IntExpr::Neg(a) => IntExpr::Neg(rb(a)),
        IntExpr::EDiv(a, b) => IntExpr::EDiv(rb(a), rb(b)),
        IntExpr::EMod(a, b) => IntExpr::EMod(rb(a), rb(b)),
        IntExpr::FloorDiv(a, b) => IntExpr::FloorDiv(rb(a), rb(b)),
        IntExpr::FloorMod(a, b) => IntExpr::FloorMod(rb(a), rb(b)),
        IntExpr::Ite(c, a, b) => IntExpr::Ite(Box::new(replace_in(c, target, with)), rb(a), rb(b)),
    }
}

fn replace_in(f: &Formula, target: &IntExpr, with: &IntExpr) -> Formula {
    let r = |x: &Formula| replace_in(x, target, with);
    let rb = |x: &Formula| Box::new(replace_in(x, target, with));
    match f {
        Formula::Lit(_) | Formula::Var(_) | Formula::StrEq(..) => f.clone(),
        Formula::Not(a) => Formula::Not(rb(a)),
        Formula::And(xs) => Formula::And(xs.iter().map(r).collect()),
        Formula::Or(xs) => Formula::Or(xs.iter().map(r).collect()),
        Formula::Implies(a, b) => Formula::Implies(rb(a), rb(b)),
        Formula::Iff(a, b) => Formula::Iff(rb(a), rb(b)),
        Formula::Cmp(op, a, b) => Formula::Cmp(*op, replace(a, target, with), replace(b, target, with)),
        Formula::Ite(c, a, b) => Formula::Ite(rb(c), rb(a), rb(b)),
    }
}

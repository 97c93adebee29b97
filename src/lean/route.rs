//! Picks the action class for a verification condition by its shape (lean-spine.md §18.2), and
//! the one deterministic retry after a residual (§18.4, CP2 in clauz3):
//!
//! | shape | class | tactic | retry (`simp_with_closed_premises`) |
//! | --- | --- | --- | --- |
//! | closed | `decide` | `decide` | `simp` |
//! | linear over `Int` variables | `omega` (extension) | `intros; omega` | `intros; try simp_all; all_goals omega` |
//! | `Bool` variables only | `cases` | `intro`, `cases` each, `decide` | `cases` each, `simp` |
//! | `Bool` and linear `Int` | `cases` | `intro`, `cases` each, `simp`, `intros`, `omega` | the same with `try simp_all` |
//!
//! Hypotheses that share no variable with the condition are dropped first ([`Vc::sliced`]).
//! Conditions with variables have their if-then-else lifted into case splits
//! ([`super::lift`]): `omega` does not look inside `if`; connectives over literals are folded
//! away. Closed ones are decided as they are.
//! Every other shape is not eligible and stays with Z3, with the reason; in particular §18 has
//! no class for non-linear integer arithmetic, so a product of two variables or a division by
//! anything but a positive literal is refused.

use super::formula::{Formula, IntExpr, Node};
use super::lift::{fold_literals, has_ite, lift};
use super::render::{Sort, Vc};
use num_bigint::BigInt;

/// The tactic script a route emits (always generated here, never taken from a candidate).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Recipe {
    Decide,
    Omega,
    CasesDecide,
    CasesOmega,
    SimpClosed,
    SimpOmega,
    CasesSimp,
    CasesSimpOmega,
}

/// The chosen class and the target shape a candidate row names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    pub action_class: &'static str,
    pub target_shape: &'static str,
    recipe: Recipe,
}

pub const CLOSED: Route = Route { action_class: "decide", target_shape: "closed_decision", recipe: Recipe::Decide };
pub const LINEAR: Route = Route { action_class: "omega", target_shape: "linear_int_arithmetic", recipe: Recipe::Omega };
pub const BOOL_CASES: Route =
    Route { action_class: "cases", target_shape: "bool_case_split", recipe: Recipe::CasesDecide };
pub const BOOL_LINEAR: Route =
    Route { action_class: "cases", target_shape: "bool_case_split_linear_int", recipe: Recipe::CasesOmega };

/// The class every retry names (one of the nine: `simp` with no premise beyond Lean's core).
pub const RETRY_CLASS: &str = "simp_with_closed_premises";
/// The CP2 class of a retry request (§4.2).
pub const RETRY_CP2_CLASS: &str = "retry_with_recipe";

impl Route {
    /// The tactic script for a statement whose binders are `binders` (from [`Vc::binders`]).
    pub fn tactic(&self, binders: &[(String, Sort)]) -> String {
        let bools: Vec<&str> = binders.iter().filter(|(_, s)| *s == Sort::Bool).map(|(n, _)| n.as_str()).collect();
        let cases = || {
            let split: Vec<String> = bools.iter().map(|b| format!("cases {b}")).collect();
            format!("intro {}\n  {}", bools.join(" "), split.join(" <;> "))
        };
        match self.recipe {
            Recipe::Decide => "decide".to_owned(),
            Recipe::Omega => "intros\n  omega".to_owned(),
            Recipe::CasesDecide => format!("{} <;> decide", cases()),
            Recipe::CasesOmega => format!("{} <;> simp <;> intros <;> omega", cases()),
            Recipe::SimpClosed => "simp".to_owned(),
            Recipe::SimpOmega => "intros\n  try simp_all\n  all_goals omega".to_owned(),
            Recipe::CasesSimp => format!("{} <;> simp", cases()),
            Recipe::CasesSimpOmega => format!("{} <;> (try simp_all) <;> intros <;> omega", cases()),
        }
    }

    /// The same class and tactic for a target of another shape.
    pub fn with_shape(self, target_shape: &'static str) -> Route {
        Route { target_shape, ..self }
    }

    /// The route a residual of this one is retried with, once; `None` for a retry itself.
    pub fn retry(&self) -> Option<Route> {
        let recipe = match self.recipe {
            Recipe::Decide => Recipe::SimpClosed,
            Recipe::Omega => Recipe::SimpOmega,
            Recipe::CasesDecide => Recipe::CasesSimp,
            Recipe::CasesOmega => Recipe::CasesSimpOmega,
            Recipe::SimpClosed | Recipe::SimpOmega | Recipe::CasesSimp | Recipe::CasesSimpOmega => return None,
        };
        Some(Route { action_class: RETRY_CLASS, target_shape: self.target_shape, recipe })
    }
}

/// A routed condition: the class and the condition to render (its if-then-else lifted when it
/// has variables).
#[derive(Debug, Clone)]
pub struct Planned {
    pub route: Route,
    pub vc: Vc,
}

/// The route for `vc`, or why it has none.
pub fn route(vc: &Vc) -> Result<Route, String> {
    plan(vc).map(|p| p.route)
}

/// The route for `vc` and the condition to render (hypotheses unrelated to the condition
/// dropped, [`Vc::sliced`]), or why it has none.
pub fn plan(vc: &Vc) -> Result<Planned, String> {
    let vc = &vc.sliced();
    let vars = vc.free_vars()?;
    if vars.is_empty() {
        return Ok(Planned { route: CLOSED, vc: vc.clone() });
    }
    if vars.values().all(|s| *s == Sort::Bool) {
        // After a case split on every boolean the condition is closed: `decide` evaluates it,
        // if-then-else included.
        return Ok(Planned { route: BOOL_CASES, vc: vc.clone() });
    }
    let vc = if [&vc.condition].into_iter().chain(&vc.path).any(has_ite) {
        Vc { path: vc.path.iter().map(lift).collect::<Result<_, _>>()?, condition: lift(&vc.condition)? }
    } else {
        vc.clone()
    };
    let vc = Vc {
        path: vc.path.iter().map(fold_literals).filter(|f| *f != Formula::Lit(true)).collect(),
        condition: fold_literals(&vc.condition),
    };
    if let Some(problem) = non_linear(&vc) {
        return Err(problem);
    }
    let route = if vars.values().any(|s| *s == Sort::Bool) { BOOL_LINEAR } else { LINEAR };
    Ok(Planned { route, vc })
}

/// The first construct of `vc` outside linear integer arithmetic, described.
fn non_linear(vc: &Vc) -> Option<String> {
    let mut problem: Option<String> = None;
    let mut check = |n: Node| {
        let found = match n {
            Node::Formula(Formula::Ite(..)) | Node::Int(IntExpr::Ite(..)) => {
                Some("an if-then-else left after the case split".to_owned())
            }
            Node::Int(IntExpr::Mul(xs)) if xs.iter().filter(|x| x.literal().is_none()).count() > 1 => Some(
                "a product of two variables (non-linear; §18 has no action class for non-linear integer arithmetic)"
                    .to_owned(),
            ),
            Node::Int(
                IntExpr::EDiv(_, b) | IntExpr::EMod(_, b) | IntExpr::FloorDiv(_, b) | IntExpr::FloorMod(_, b),
            ) if b.literal().is_none_or(|n| n <= BigInt::from(0)) => Some(if let IntExpr::Var(v) = b.as_ref() {
                format!(
                    "division or remainder by the variable `{v}`: non-linear (omega divides by literals only; §18 has no action class for non-linear integer arithmetic)"
                )
            } else {
                "division or remainder by something other than a positive literal (non-linear for omega)".to_owned()
            }),
            Node::Int(IntExpr::Len(_) | IntExpr::Sum(_) | IntExpr::Index(..)) => {
                Some("a list operation outside a closed condition (omega has no lists)".to_owned())
            }
            Node::Formula(_) | Node::Int(_) => None,
        };
        if let Some(f) = found {
            problem.get_or_insert(f);
        }
    };
    for f in vc.path.iter().chain(std::iter::once(&vc.condition)) {
        f.visit(&mut check);
    }
    problem
}

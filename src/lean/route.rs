//! Picks the action class for a verification condition by its shape (lean-spine.md §18.2):
//! closed conditions are decided by evaluation (`decide`); linear arithmetic over integer
//! variables goes to `omega`, the separately versioned extension class. Every other shape is not
//! eligible in v1 and stays with Z3, with the reason.

use super::formula::{Formula, IntExpr, Node};
use super::render::{Sort, Vc};
use num_bigint::BigInt;

/// The chosen class and the target shape a candidate row names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    pub action_class: &'static str,
    pub target_shape: &'static str,
}

impl Route {
    /// The tactic script the Rust side emits for this class (never from a candidate).
    pub fn tactic(&self) -> &'static str {
        match self.action_class {
            "decide" => "decide",
            _ => "intros\n  omega",
        }
    }
}

pub const CLOSED: Route = Route { action_class: "decide", target_shape: "closed_decision" };
pub const LINEAR: Route = Route { action_class: "omega", target_shape: "linear_int_arithmetic" };

/// The route for `vc`, or why it has none.
pub fn route(vc: &Vc) -> Result<Route, String> {
    let vars = vc.free_vars()?;
    if vars.is_empty() {
        return Ok(CLOSED);
    }
    if vars.values().any(|s| *s == Sort::Bool) {
        return Err("boolean variables (v1 sends only integer variables to omega)".into());
    }
    let mut problem: Option<String> = None;
    let mut check = |n: Node| {
        let found = match n {
            Node::Formula(Formula::Ite(..)) | Node::Int(IntExpr::Ite(..)) => Some("an if-then-else".to_owned()),
            Node::Int(IntExpr::Mul(xs)) if xs.iter().filter(|x| x.literal().is_none()).count() > 1 => {
                Some("a product of two variables (non-linear)".to_owned())
            }
            Node::Int(
                IntExpr::EDiv(_, b) | IntExpr::EMod(_, b) | IntExpr::FloorDiv(_, b) | IntExpr::FloorMod(_, b),
            ) if b.literal().is_none_or(|n| n <= BigInt::from(0)) => {
                Some("division or remainder by something other than a positive literal".to_owned())
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
    match problem {
        Some(p) => Err(p),
        None => Ok(LINEAR),
    }
}

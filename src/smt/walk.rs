//! Walking the distinct applications in some facts: Z3 terms are DAGs, so a shared subterm is
//! visited once, and nothing under a quantifier is visited (it may mention bound variables),
//! save by [`apps_within`].

use z3::ast::{Ast, Dynamic};

/// What to do after visiting a term.
pub(super) enum Step {
    /// Visit its arguments too.
    Descend,
    /// Leave its arguments.
    Skip,
}

/// Calls `visit` on every distinct application in `roots` and, as it asks, in their arguments.
/// False when there were more than `limit` distinct subterms (the walk stops there).
pub(super) fn apps(roots: Vec<Dynamic>, limit: usize, visit: impl FnMut(&Dynamic) -> Step) -> bool {
    walk(roots, limit, Quantifiers::Skip, visit)
}

/// Like [`apps`], but also false when an argument is a quantifier (whose body is not visited):
/// for callers that must see everything the facts mention.
pub(super) fn every_app(roots: Vec<Dynamic>, limit: usize, visit: impl FnMut(&Dynamic) -> Step) -> bool {
    walk(roots, limit, Quantifiers::Stop, visit)
}

/// Like [`apps`], but also through the bodies of quantifiers, where the bound variables are
/// no applications (so never visited): for callers that must see every free constant.
pub(super) fn apps_within(roots: Vec<Dynamic>, limit: usize, visit: impl FnMut(&Dynamic) -> Step) -> bool {
    walk(roots, limit, Quantifiers::Enter, visit)
}

/// What a walk does at a quantifier.
#[derive(Clone, Copy, PartialEq)]
enum Quantifiers {
    Skip,
    Stop,
    Enter,
}

fn walk(roots: Vec<Dynamic>, limit: usize, at: Quantifiers, mut visit: impl FnMut(&Dynamic) -> Step) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut stack = roots;
    while let Some(t) = stack.pop() {
        if !t.is_app() {
            match at {
                Quantifiers::Stop => return false,
                Quantifiers::Enter => stack.extend(z3_raw::quantifier_body(&t)),
                Quantifiers::Skip => {}
            }
            continue;
        }
        if !seen.insert(t.clone()) {
            continue;
        }
        if seen.len() > limit {
            return false;
        }
        match visit(&t) {
            Step::Descend => stack.extend(t.children()),
            Step::Skip => {}
        }
    }
    true
}

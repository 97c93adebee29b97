//! Walking the distinct applications in some facts: Z3 terms are DAGs, so a shared subterm is
//! visited once, and nothing under a quantifier is visited (it may mention bound variables).

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
    walk(roots, limit, false, visit)
}

/// Like [`apps`], but also false when an argument is a quantifier (whose body is not visited):
/// for callers that must see everything the facts mention.
pub(super) fn every_app(roots: Vec<Dynamic>, limit: usize, visit: impl FnMut(&Dynamic) -> Step) -> bool {
    walk(roots, limit, true, visit)
}

fn walk(roots: Vec<Dynamic>, limit: usize, strict: bool, mut visit: impl FnMut(&Dynamic) -> Step) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut stack = roots;
    while let Some(t) = stack.pop() {
        if !t.is_app() {
            if strict {
                return false;
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

//! CPython's second look at a module's scopes, once all are known: a `nonlocal` name must be
//! bound in an enclosing function (not merely read there, nor declared `global` on the way),
//! or the symbol table refuses it with "no binding for nonlocal 'x' found".

use super::super::compile_limits::CompileError;
use super::{Scope, ScopeKind, ANNOTATED, ASSIGNED, GLOBAL, NONLOCAL, PARAM};
use std::collections::HashSet;

/// The first `nonlocal` declaration without a binding, scopes taken as CPython analyzes them:
/// a scope's own names first, then the scopes defined in it, in order.
pub(super) fn first_unbound(module: &Scope) -> Option<CompileError> {
    let mut pending = vec![(module, None::<HashSet<&str>>)];
    while let Some((scope, bound)) = pending.pop() {
        let mut bound = bound;
        if let Some(bound) = &mut bound {
            let globals = scope.names.iter().filter(|(_, f)| **f & GLOBAL != 0);
            globals.for_each(|(name, _)| {
                bound.remove(name.as_str());
            });
            let unbound = scope.names.iter().filter(|(name, f)| **f & NONLOCAL != 0 && !bound.contains(name.as_str()));
            if let Some((at, name)) = unbound.map(|(name, _)| (scope.declared_at[name], name)).min() {
                return Some(CompileError { at, message: format!("no binding for nonlocal '{name}' found") });
            }
        }
        // What the scopes inside may bind `nonlocal` to: a function's own variables, and
        // whatever its own enclosing functions had.
        let mut inner: HashSet<&str> = bound.unwrap_or_default();
        if scope.kind == ScopeKind::Function {
            let locals = scope
                .names
                .iter()
                .filter(|(_, f)| **f & (ASSIGNED | PARAM | ANNOTATED) != 0 && **f & (GLOBAL | NONLOCAL) == 0);
            inner.extend(locals.map(|(name, _)| name.as_str()));
        }
        pending.extend(scope.children.iter().rev().map(|child| (child, Some(inner.clone()))));
    }
    None
}

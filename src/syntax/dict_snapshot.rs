//! `obj.__dict__` and `vars(obj)` read an object's attributes into a new dict (a snapshot, see
//! `sema::objects::instance_dict`). CPython's is the live namespace, so a write through it
//! changes the object (`obj.__dict__.pop("cached", None)` drops a `cached_property` value);
//! here it would be silently lost, and a proof would rest on the object left unchanged. Such
//! writes written out on the snapshot are refused where they are lowered.

use super::function::Lowerer;
use crate::source::Span;
use rustpython_parser::ast;

/// The dict methods that change the dict they are called on.
const MUTATORS: &[&str] = &["pop", "popitem", "clear", "update", "setdefault", "__setitem__", "__delitem__", "__ior__"];

/// Whether `e` reads an object's namespace: `x.__dict__` or `vars(x)`.
fn is_namespace_read(l: &Lowerer, e: &ast::Expr) -> bool {
    match e {
        ast::Expr::Attribute(a) => a.attr.as_str() == "__dict__",
        ast::Expr::Call(c) => match &*c.func {
            ast::Expr::Name(n) => {
                n.id.as_str() == "vars" && c.args.len() == 1 && c.keywords.is_empty() && !l.is_variable("vars")
            }
            _ => false,
        },
        _ => false,
    }
}

impl Lowerer<'_> {
    /// Refuses `x.__dict__.<mutator>(...)` (and through `vars(x)`); true when refused.
    pub(super) fn refuse_namespace_call(&mut self, receiver: &ast::Expr, method: &str, span: Span) -> bool {
        if !MUTATORS.contains(&method) || !is_namespace_read(self, receiver) {
            return false;
        }
        self.unsupported(namespace_message(&format!("`.{method}()`")), span);
        true
    }

    /// Refuses `x.__dict__[k] = v`, `x.__dict__[k] += v` and `del x.__dict__[k]`; true when
    /// refused.
    pub(super) fn refuse_namespace_item(&mut self, container: &ast::Expr, span: Span) -> bool {
        if !is_namespace_read(self, container) {
            return false;
        }
        self.unsupported(namespace_message("assigning or deleting an item"), span);
        true
    }
}

fn namespace_message(what: &str) -> String {
    format!(
        "{what} on `x.__dict__` or `vars(x)`: clauz3 reads an object's namespace into a new dict, so \
         the write would not reach the object as it does in CPython (set or delete the attribute \
         itself: `x.name = v`, `setattr(x, name, v)`, `del x.name`)"
    )
}

//! `obj.__dict__` and `vars(obj)` read an object's attributes into a new dict (a snapshot, see
//! `sema::objects::instance_dict`). CPython's is the live namespace, so a write through it
//! changes the object (`obj.__dict__.pop("cached", None)` drops a `cached_property` value,
//! a descriptor's `__set__` stores `obj.__dict__[self.name] = value`). The writes agents write
//! out on it (an item assigned or deleted, `pop`, `setdefault`) are lowered to the hidden
//! `<namespace>(op, ...)`, which the evaluator answers on the object itself
//! (`sema/namespace_writes.rs`); any other write written out on it is refused here rather
//! than silently lost.

use super::function::Lowerer;
use crate::source::Span;
use rustpython_parser::ast;

/// The dict methods that change the dict they are called on.
const MUTATORS: &[&str] = &["pop", "popitem", "clear", "update", "setdefault", "__setitem__", "__delitem__", "__ior__"];

/// The methods of a namespace that write through to the object (`<namespace>`'s ops).
const WRITTEN_THROUGH: &[&str] = &["pop", "setdefault"];

/// Whether `e` reads an object's namespace: `x.__dict__` or `vars(x)`.
fn is_namespace_read(l: &Lowerer, e: &ast::Expr) -> bool {
    namespace_owner(l, e).is_some()
}

/// The object `e` reads the namespace of: `x` of `x.__dict__` or `vars(x)`.
fn namespace_owner<'e>(l: &Lowerer, e: &'e ast::Expr) -> Option<&'e ast::Expr> {
    match e {
        ast::Expr::Attribute(a) if a.attr.as_str() == "__dict__" => Some(&a.value),
        ast::Expr::Call(c) => match (&*c.func, c.args.as_slice()) {
            (ast::Expr::Name(n), [owner])
                if n.id.as_str() == "vars" && c.keywords.is_empty() && !l.is_variable("vars") =>
            {
                Some(owner)
            }
            _ => None,
        },
        _ => None,
    }
}

/// `$<namespace>("op", args...)`, located at `range`.
fn namespace_call(op: &str, args: Vec<ast::Expr>, range: ast::text_size::TextRange) -> ast::Expr {
    let func = ast::Expr::Name(ast::ExprName {
        range,
        id: ast::Identifier::new(format!("{}<namespace>", super::matching::BUILTIN_PREFIX)),
        ctx: ast::ExprContext::Load,
    });
    let op = ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::Str(op.to_owned()), kind: None });
    ast::Expr::Call(ast::ExprCall {
        range,
        func: Box::new(func),
        args: std::iter::once(op).chain(args).collect(),
        keywords: Vec::new(),
    })
}

/// The item `x.__dict__[k]` (or `vars(x)[k]`) names: `x` and `k`; None for another target
/// (a slice included).
fn namespace_item<'e>(l: &Lowerer, target: &'e ast::Expr) -> Option<(&'e ast::Expr, &'e ast::Expr)> {
    let ast::Expr::Subscript(s) = target else { return None };
    if matches!(&*s.slice, ast::Expr::Slice(_)) {
        return None;
    }
    Some((namespace_owner(l, &s.value)?, &s.slice))
}

impl Lowerer<'_> {
    /// `x.__dict__[k] = v` as `<namespace>("set", v, x, k)` (CPython computes `v` first);
    /// None for any other assignment.
    pub(super) fn namespace_assign(&mut self, a: &ast::StmtAssign) -> Option<crate::ir::Expr> {
        let [target] = a.targets.as_slice() else { return None };
        let (owner, key) = namespace_item(self, target)?;
        let args = vec![(*a.value).clone(), owner.clone(), key.clone()];
        Some(self.lower_expr(&namespace_call("set", args, a.range)))
    }

    /// `del x.__dict__[k]` as `<namespace>("del", x, k)`; None for any other `del`.
    pub(super) fn namespace_delete(&mut self, d: &ast::StmtDelete) -> Option<crate::ir::Expr> {
        let [target] = d.targets.as_slice() else { return None };
        let (owner, key) = namespace_item(self, target)?;
        Some(self.lower_expr(&namespace_call("del", vec![owner.clone(), key.clone()], d.range)))
    }

    /// `x.__dict__.pop(k[, d])` and `.setdefault(k[, d])` as `<namespace>("pop", x, k[, d])`;
    /// None for any other call.
    pub(super) fn namespace_method(&mut self, c: &ast::ExprCall) -> Option<crate::ir::ExprKind> {
        let ast::Expr::Attribute(a) = &*c.func else { return None };
        let method = a.attr.as_str();
        if !WRITTEN_THROUGH.contains(&method) || !c.keywords.is_empty() {
            return None;
        }
        let owner = namespace_owner(self, &a.value)?;
        let args = std::iter::once(owner.clone()).chain(c.args.iter().cloned()).collect();
        Some(self.lower_expr(&namespace_call(method, args, c.range)).kind)
    }

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

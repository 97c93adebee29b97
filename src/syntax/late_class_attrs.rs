//! Class attributes computed from the body's own methods, `x = property(get_x, set_x)`: CPython
//! computes them as the body runs, where `get_x` is the plain function the `def` just bound.
//! They cannot be hoisted before the `class` statement (the methods do not exist yet), so the
//! assignment moves right after it, `C.x = property(C.get_x, C.set_x)` (a plain method read
//! through its class is that same function), and the body keeps a marker in its place,
//! `x` + [`LATE_ATTR`] bound to `None`, which tells the evaluator that the class statement
//! binds `x` there (its position among the class's names, and the name `__set_name__` gives).

use crate::ir::LATE_ATTR;
use rustpython_parser::ast::{self, Ranged};
use std::collections::{HashMap, HashSet};

/// The value of the body statement `name = value` (its class `cls`) moved after the class as
/// `cls.name = value`, its reads of `methods` (plain methods the body defined before it) made
/// reads through the class and its reads of hoisted values (`renames`) of those: the marker
/// left in its place, and the assignment to place after the class.
pub(super) fn move_after_class(
    cls: &str,
    name: &str,
    value: &ast::Expr,
    methods: &HashSet<String>,
    renames: &HashMap<String, String>,
) -> (ast::Stmt, ast::Stmt) {
    let range = value.range();
    let mut moved = value.clone();
    through_class(&mut moved, cls, methods, renames);
    let class_attr = |attr: &str, ctx| {
        ast::Expr::Attribute(ast::ExprAttribute {
            range,
            value: Box::new(ast::Expr::Name(ast::ExprName {
                range,
                id: ast::Identifier::new(cls),
                ctx: ast::ExprContext::Load,
            })),
            attr: ast::Identifier::new(attr),
            ctx,
        })
    };
    let assign = |target: ast::Expr, value: ast::Expr| {
        ast::Stmt::Assign(ast::StmtAssign { range, targets: vec![target], value: Box::new(value), type_comment: None })
    };
    let marker_name = ast::Expr::Name(ast::ExprName {
        range,
        id: ast::Identifier::new(format!("{name}{LATE_ATTR}")),
        ctx: ast::ExprContext::Store,
    });
    let none = ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::None, kind: None });
    (assign(marker_name, none), assign(class_attr(name, ast::ExprContext::Store), moved))
}

/// Whether a `def` of the class body is a plain method (no decorator), which reading through
/// the class gives as the function itself.
pub(super) fn is_plain_method(stmt: &ast::Stmt) -> Option<String> {
    match stmt {
        ast::Stmt::FunctionDef(def) if def.decorator_list.is_empty() => Some(def.name.to_string()),
        _ => None,
    }
}

/// Rewrites the class-namespace reads of `value`: a method's to `cls.method`, a hoisted
/// value's to its hidden name.
fn through_class(value: &mut ast::Expr, cls: &str, methods: &HashSet<String>, renames: &HashMap<String, String>) {
    if let ast::Expr::Name(n) = value {
        if n.ctx != ast::ExprContext::Load {
            return;
        }
        let range = n.range;
        if methods.contains(n.id.as_str()) {
            let attr = ast::Identifier::new(n.id.as_str());
            *value = ast::Expr::Attribute(ast::ExprAttribute {
                range,
                value: Box::new(ast::Expr::Name(ast::ExprName {
                    range,
                    id: ast::Identifier::new(cls),
                    ctx: ast::ExprContext::Load,
                })),
                attr,
                ctx: ast::ExprContext::Load,
            });
        } else if let Some(hidden) = renames.get(n.id.as_str()) {
            n.id = ast::Identifier::new(hidden.as_str());
        }
        return;
    }
    if matches!(
        value,
        ast::Expr::Lambda(_)
            | ast::Expr::ListComp(_)
            | ast::Expr::SetComp(_)
            | ast::Expr::DictComp(_)
            | ast::Expr::GeneratorExp(_)
    ) {
        return;
    }
    for c in super::class_values::children_mut(value) {
        through_class(c, cls, methods, renames);
    }
}

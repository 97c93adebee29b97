//! Member values of an enumeration's body that are computed (`BASIC = Decimal("29.00")`,
//! `CRITICAL = (1, timedelta(hours=4))`), hoisted into hidden module values just before the
//! `class` statement, as other classes' computed attributes are (`class_values.rs`): the run
//! computes each once, in source order, where CPython's class body computes it, and the member
//! reads it. Values the body folds itself (literals, arithmetic, module constants, earlier
//! members, `auto()`) stay in the body, and so does a value reading a name the body bound.

use crate::syntax::class_values::{class_scope_reads, fresh, hoist_into};
use rustpython_parser::ast;
use std::collections::{HashMap, HashSet};

/// The bases (by their last name) of `enum` that make a class an enumeration.
const ENUM_BASES: &[&str] = &["Enum", "IntEnum", "StrEnum", "Flag", "IntFlag"];

/// Calls in an enumeration's body that do not compute a member's value: `auto()` (read by the
/// class reader), and descriptors, which CPython keeps as non-members.
const NOT_VALUES: &[&str] = &["auto", "property", "staticmethod", "classmethod", "member", "nonmember"];

/// Whether the class statement names one of `enum`'s bases directly (`class C(Enum)`,
/// `class C(enum.IntEnum)`, `class C(str, Enum)`).
pub(in crate::syntax) fn names_enum_base(class: &ast::StmtClassDef) -> bool {
    class.bases.iter().any(|b| match b {
        ast::Expr::Name(n) => ENUM_BASES.contains(&n.id.as_str()),
        ast::Expr::Attribute(a) => ENUM_BASES.contains(&a.attr.as_str()),
        _ => false,
    })
}

/// Hoists the computed member values of the enumeration `class` into `out`.
pub(in crate::syntax) fn hoist_member_values(class: &mut ast::StmtClassDef, out: &mut Vec<ast::Stmt>) {
    let cls = class.name.to_string();
    let mut bound: HashSet<String> = HashSet::new();
    let mut used = HashSet::new();
    for stmt in &mut class.body {
        if !matches!(stmt, ast::Stmt::Assign(_)) {
            let mut names = indexmap::IndexSet::new();
            crate::syntax::scope::bound_names(std::slice::from_ref(&*stmt), &mut names);
            bound.extend(names);
            continue;
        }
        let ast::Stmt::Assign(a) = stmt else { continue };
        let [ast::Expr::Name(target)] = a.targets.as_slice() else { continue };
        let name = target.id.to_string();
        let mut reads_body = false;
        class_scope_reads(&a.value, &mut |n| reads_body |= bound.contains(n));
        if !super::is_sunder(&name) && !is_dunder(&name) && !reads_body && is_computed(&a.value) {
            let hidden = fresh(&mut used, &format!("{cls}.{name}"));
            hoist_into(&mut a.value, &hidden, &HashMap::new(), out);
        }
        bound.insert(name);
    }
}

fn is_dunder(name: &str) -> bool {
    name.len() > 4 && name.starts_with("__") && name.ends_with("__")
}

/// Whether the body cannot fold `value` itself: anything but literals, names, tuples and
/// arithmetic over them, `auto()`, a lambda (a method) or a descriptor.
fn is_computed(value: &ast::Expr) -> bool {
    match value {
        ast::Expr::Constant(_) | ast::Expr::Name(_) | ast::Expr::Lambda(_) => false,
        ast::Expr::Tuple(t) => t.elts.iter().any(is_computed),
        ast::Expr::BinOp(b) => is_computed(&b.left) || is_computed(&b.right),
        ast::Expr::UnaryOp(u) => is_computed(&u.operand),
        ast::Expr::Call(c) => {
            let callee = match &*c.func {
                ast::Expr::Name(n) => n.id.as_str(),
                ast::Expr::Attribute(a) => a.attr.as_str(),
                _ => "",
            };
            !NOT_VALUES.contains(&callee)
        }
        _ => true,
    }
}

/// For an enumeration whose body defines `__init__`, a hidden module value read right after
/// the `class` statement, `X.__members__`, which makes every member then (running `__init__`
/// for each, aliases included) as CPython's class creation does, rather than when the run
/// first reads one: what `__init__` prints or records shows in CPython's order.
pub(in crate::syntax) fn members_made(class: &ast::StmtClassDef) -> Option<ast::Stmt> {
    let defines_init =
        class.body.iter().any(|s| matches!(s, ast::Stmt::FunctionDef(f) if f.name.as_str() == "__init__"));
    if !names_enum_base(class) || !defines_init {
        return None;
    }
    let range = class.range;
    let name = |id: &str, ctx| ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx });
    let members = ast::Expr::Attribute(ast::ExprAttribute {
        range,
        value: Box::new(name(class.name.as_str(), ast::ExprContext::Load)),
        attr: ast::Identifier::new("__members__"),
        ctx: ast::ExprContext::Load,
    });
    Some(ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![name(&format!("(members of {})", class.name), ast::ExprContext::Store)],
        value: Box::new(members),
        type_comment: None,
    }))
}

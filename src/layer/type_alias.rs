//! Module-level assignments that only name a type (`Matrix = List[List[int]]`,
//! `T = TypeVar("T")`): annotations use them and are never evaluated, so the program lowers
//! them to nothing instead of refusing a computed value.

use crate::syntax::{ModuleEnv, ModuleItem};
use rustpython_parser::ast;

/// The name `Matrix = List[List[int]]` (or `Pair = tuple[int, str]`, `Id = int | str`,
/// `T = TypeVar("T")`) binds: a type alias, which only annotations use (and they are not evaluated); None for
/// any other statement.
pub(super) fn type_alias(targets: &[ast::Expr], value: &ast::Expr, env: &ModuleEnv) -> Option<String> {
    let [ast::Expr::Name(target)] = targets else { return None };
    fn is_type(e: &ast::Expr, env: &ModuleEnv, top: bool) -> bool {
        match e {
            ast::Expr::Subscript(s) => is_type(&s.value, env, false),
            ast::Expr::BinOp(b) if b.op == ast::Operator::BitOr => {
                is_type(&b.left, env, false) && is_type(&b.right, env, false)
            }
            ast::Expr::Attribute(a) => matches!(&*a.value, ast::Expr::Name(m)
                if matches!(env.items.get(m.id.as_str()), Some(ModuleItem::Module(t)) if t == "typing")),
            // A bare name is a type alias only inside a subscript or a union (`Id = int` is an
            // ordinary value: the class itself).
            ast::Expr::Name(n) if !top => match env.items.get(n.id.as_str()) {
                Some(ModuleItem::Module(t)) => t == "typing",
                None => matches!(
                    n.id.as_str(),
                    "int" | "float" | "str" | "bool" | "list" | "dict" | "set" | "frozenset" | "tuple" | "type"
                ),
                _ => false,
            },
            ast::Expr::Constant(c) => !top && matches!(c.value, ast::Constant::None),
            // `T = TypeVar("T", bound=...)`: a type variable, which only annotations name.
            ast::Expr::Call(c) if top => {
                let (holder, name) = match &*c.func {
                    ast::Expr::Name(n) => (n.id.as_str(), n.id.as_str()),
                    ast::Expr::Attribute(a) => match &*a.value {
                        ast::Expr::Name(m) => (m.id.as_str(), a.attr.as_str()),
                        _ => return false,
                    },
                    _ => return false,
                };
                matches!(name, "TypeVar" | "ParamSpec" | "TypeVarTuple")
                    && matches!(env.items.get(holder), Some(ModuleItem::Module(t)) if t == "typing")
            }
            _ => false,
        }
    }
    is_type(value, env, true).then(|| target.id.to_string())
}

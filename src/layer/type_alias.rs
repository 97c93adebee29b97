//! Module-level assignments that only name a type (`Matrix = List[List[int]]`,
//! `T = TypeVar("T")`). One built of `typing`'s modelled forms is an ordinary computed value
//! (`get_args(LogLevel)` reads it); one naming a form clauz3 has no value for
//! (`Iterable[int]`) is lowered to nothing, for annotations, which are never evaluated, instead
//! of refusing a computed value.

use crate::syntax::{ModuleEnv, ModuleItem};
use rustpython_parser::ast;

/// The name `Matrix = Iterable[List[int]]` (or `P = ParamSpec("P")`) binds: a type alias
/// naming a `typing` form clauz3 has no value for, which only annotations use (and they are
/// not evaluated); None for any other statement, and for an alias of modelled forms only.
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
            ast::Expr::Name(n) if env.typing_names.contains(n.id.as_str()) => true,
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
                matches!(name, "TypeVar" | "ParamSpec" | "TypeVarTuple") && env.names_typing(holder)
            }
            _ => false,
        }
    }
    (is_type(value, env, true) && names_unmodelled(value, env)).then(|| target.id.to_string())
}

/// Whether `e` names a `typing` form its class half has no value for (`Iterable`,
/// `typing.Sequence`), anywhere in it.
fn names_unmodelled(e: &ast::Expr, env: &ModuleEnv) -> bool {
    let typing_item = |name: &str| env.module_items.contains_key(&("typing".to_owned(), name.to_owned()));
    match e {
        ast::Expr::Name(n) => {
            matches!(env.items.get(n.id.as_str()), Some(ModuleItem::Module(t)) if t == "typing" && n.id.as_str() != "typing")
        }
        ast::Expr::Attribute(a) => match &*a.value {
            ast::Expr::Name(m) if env.names_typing(m.id.as_str()) => !typing_item(a.attr.as_str()),
            other => names_unmodelled(other, env),
        },
        ast::Expr::Subscript(s) => names_unmodelled(&s.value, env) || names_unmodelled(&s.slice, env),
        ast::Expr::Tuple(t) => t.elts.iter().any(|x| names_unmodelled(x, env)),
        ast::Expr::List(l) => l.elts.iter().any(|x| names_unmodelled(x, env)),
        ast::Expr::BinOp(b) => names_unmodelled(&b.left, env) || names_unmodelled(&b.right, env),
        ast::Expr::Call(c) => {
            names_unmodelled(&c.func, env)
                || c.args.iter().any(|x| names_unmodelled(x, env))
                || c.keywords.iter().any(|k| names_unmodelled(&k.value, env))
        }
        _ => false,
    }
}

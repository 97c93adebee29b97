//! `@Shape.register` on a class, where `Shape` is an abstract class (deriving from `abc.ABC`,
//! or with `metaclass=ABCMeta`, or one of `collections.abc`'s): CPython's `ABCMeta.register`
//! returns the class it is given, so the decorator is hoisted after the `class` statement as
//! the program's identity-returning decorators are (`class_decorators.rs`), its call made for
//! its effect (`sema/virtual_subclasses.rs`). The names that reach such a class are read from
//! the module's imports and `class` statements.

use rustpython_parser::ast;
use std::collections::HashSet;

/// The dotted names through which the module reaches an abstract class: its own classes that
/// derive from one, the names it imports from `abc` (`ABC`) and `collections.abc`, and each
/// module alias of `collections.abc` followed by `.*`.
pub fn abstract_class_names(body: &[ast::Stmt]) -> HashSet<String> {
    let mut names = HashSet::new();
    for stmt in body {
        match stmt {
            ast::Stmt::ImportFrom(i) if matches!(i.module.as_deref(), Some("collections.abc" | "abc")) => {
                for a in &i.names {
                    let from_abc = i.module.as_deref() == Some("abc");
                    if !from_abc || a.name.as_str() == "ABC" {
                        names.insert(a.asname.as_ref().unwrap_or(&a.name).to_string());
                    }
                }
            }
            ast::Stmt::ImportFrom(i) if i.module.as_deref() == Some("collections") => {
                for a in i.names.iter().filter(|a| a.name.as_str() == "abc") {
                    names.insert(format!("{}.*", a.asname.as_ref().unwrap_or(&a.name)));
                }
            }
            ast::Stmt::Import(i) => {
                for a in &i.names {
                    match (a.name.as_str(), &a.asname) {
                        ("collections.abc", Some(alias)) => names.insert(format!("{alias}.*")),
                        ("collections.abc" | "collections", None) => names.insert("collections.abc.*".to_owned()),
                        ("abc", alias) => names.insert(format!("{}.ABC", alias.as_deref().unwrap_or("abc"))),
                        _ => false,
                    };
                }
            }
            ast::Stmt::ClassDef(c) => {
                let abstract_base = c.bases.iter().any(|b| reaches(b, &names));
                let meta = c.keywords.iter().any(|k| {
                    k.arg.as_deref() == Some("metaclass") && dotted(&k.value).is_some_and(|d| d.ends_with("ABCMeta"))
                });
                if abstract_base || meta {
                    names.insert(c.name.to_string());
                }
            }
            _ => {}
        }
    }
    names
}

/// Whether `e` is `X.register` for an abstract class `X` of `names`.
pub fn is_abc_register(e: &ast::Expr, names: &HashSet<String>) -> bool {
    matches!(e, ast::Expr::Attribute(a) if a.attr.as_str() == "register" && reaches(&a.value, names))
}

/// Whether the dotted name `e` reaches an abstract class of `names`.
fn reaches(e: &ast::Expr, names: &HashSet<String>) -> bool {
    let Some(text) = dotted(e) else { return false };
    names.contains(&text) || text.rsplit_once('.').is_some_and(|(module, _)| names.contains(&format!("{module}.*")))
}

/// The text of a dotted name (`collections.abc.Mapping`).
fn dotted(e: &ast::Expr) -> Option<String> {
    match e {
        ast::Expr::Name(n) => Some(n.id.to_string()),
        ast::Expr::Attribute(a) => Some(format!("{}.{}", dotted(&a.value)?, a.attr)),
        _ => None,
    }
}

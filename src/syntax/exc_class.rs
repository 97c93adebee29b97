//! The program's own exception classes: `class NotFound(LookupError): """..."""`, at module
//! level, deriving from one builtin or program exception class, with a body of a docstring,
//! `pass` and plain class-level constants. Anything richer (`__init__`, methods, several bases)
//! is refused with its location; general classes are another feature.

use super::literal::{literal, Literal};
use super::module_env::{ModuleEnv, ModuleItem};
use super::span_of;
use crate::diag::Diagnostic;
use crate::ir::{Const, ExcClass, PyExc, UserExcClass};
use crate::source::FileId;
use rustpython_parser::ast;
use std::rc::Rc;

/// The exception class `c` defines, or `None` when its bases are not exception classes (it is
/// some other kind of class); errors when it is one the subset does not take.
pub fn exception_class(
    file: FileId,
    c: &ast::StmtClassDef,
    env: &ModuleEnv,
) -> Option<Result<ExcClass, Vec<Diagnostic>>> {
    let base = match c.bases.as_slice() {
        [only] => exception_base(only, env)?,
        [first, ..] => {
            exception_base(first, env)?;
            let d = Diagnostic::unsupported(
                format!("exception class `{}` has several bases: it may derive from one exception class", c.name),
                span_of(file, c),
            );
            return Some(Err(vec![d]));
        }
        [] => return None,
    };
    let mut errors = Vec::new();
    if let Some(dec) = c.decorator_list.first() {
        errors.push(Diagnostic::unsupported(
            "decorators on exception classes are not in the clauz3 subset",
            span_of(file, dec),
        ));
    }
    if let Some(k) = c.keywords.first() {
        errors.push(Diagnostic::unsupported(
            "class keywords (`metaclass=...`) are not in the clauz3 subset",
            span_of(file, k),
        ));
    }
    let mut constants = Vec::new();
    for (i, stmt) in c.body.iter().enumerate() {
        match stmt {
            ast::Stmt::Pass(_) => {}
            ast::Stmt::Expr(e) if i == 0 && matches!(&*e.value, ast::Expr::Constant(k) if matches!(k.value, ast::Constant::Str(_))) => {}
            ast::Stmt::Assign(a) => match (a.targets.as_slice(), literal(&a.value)) {
                ([ast::Expr::Name(n)], Some(Literal::Immutable(value))) => constants.push((Rc::from(n.id.as_str()), value)),
                _ => errors.push(Diagnostic::unsupported(
                    "an exception class may set only plain names to literal constants (`code = 404`)",
                    span_of(file, stmt),
                )),
            },
            ast::Stmt::FunctionDef(f) => errors.push(Diagnostic::unsupported(
                format!(
                    "methods of exception classes (`{}` of `{}`) are not supported yet: an exception class holds a docstring, `pass` and constants; pass details as arguments (`raise {}(\"...\", value)`) and read them from `e.args`",
                    f.name, c.name, c.name
                ),
                span_of(file, stmt),
            )),
            other => errors.push(Diagnostic::unsupported(
                "an exception class may hold only a docstring, `pass` and constants",
                span_of(file, other),
            )),
        }
    }
    if !errors.is_empty() {
        return Some(Err(errors));
    }
    let class = UserExcClass { name: Rc::from(c.name.as_str()), base, constants, span: span_of(file, c) };
    Some(Ok(ExcClass::User(Rc::new(class))))
}

/// The exception class a base names: a builtin one (not rebound at module level) or one the
/// program defined above.
fn exception_base(e: &ast::Expr, env: &ModuleEnv) -> Option<ExcClass> {
    let ast::Expr::Name(n) = e else { return None };
    match env.items.get(n.id.as_str()) {
        Some(ModuleItem::Constant(Const::ExcClass(c))) => Some(c.clone()),
        Some(_) => None,
        None => PyExc::from_name(n.id.as_str()).map(ExcClass::Builtin),
    }
}

//! `class Jar(clauz3.Row)`: a row schema's fields, read from its annotations. The same reader
//! serves trusted `schemas.py` files and agent files; its errors are configuration errors, as
//! the reference raises them when the class is created.

use super::literal::annotation_type;
use super::span_of;
use crate::diag::{DiagKind, Diagnostic};
use crate::ir::{is_field_type, RowField, RowSchema};
use crate::source::FileId;
use rustpython_parser::ast;
use std::rc::Rc;

fn schema_error(message: String, span: crate::source::Span) -> Diagnostic {
    Diagnostic::new(DiagKind::Config, "row-schema", message, Some(span))
}

/// How a module names things a class may derive from.
pub struct Bases<'a> {
    /// Whether a base expression is `clauz3.Row` (however imported).
    pub is_row: &'a dyn Fn(&ast::Expr) -> bool,
    /// Whether a base expression is another row class.
    pub is_schema: &'a dyn Fn(&ast::Expr) -> bool,
}

/// The schema a class declares, `None` for a class that is not a row class, or its errors.
pub fn row_schema(
    file: FileId,
    module: &str,
    def: &ast::StmtClassDef,
    bases: &Bases<'_>,
) -> Option<Result<RowSchema, Vec<Diagnostic>>> {
    let span = span_of(file, def);
    let name = def.name.as_str();
    if def.bases.iter().any(|b| (bases.is_schema)(b)) {
        return Some(Err(vec![schema_error(
            format!("row class `{name}` derives from another row class; declare every field on one class deriving from clauz3.Row"),
            span,
        )]));
    }
    if !def.bases.iter().any(|b| (bases.is_row)(b)) {
        return None;
    }
    let mut errors = Vec::new();
    if def.bases.len() > 1 || !def.keywords.is_empty() || !def.decorator_list.is_empty() {
        errors.push(schema_error(
            format!("row class `{name}` must derive from clauz3.Row alone, without decorators or class keywords"),
            span,
        ));
    }
    let mut fields: Vec<RowField> = Vec::new();
    for (i, stmt) in def.body.iter().enumerate() {
        let at = span_of(file, stmt);
        match stmt {
            ast::Stmt::AnnAssign(a) => {
                let ast::Expr::Name(target) = &*a.target else {
                    errors.push(schema_error(format!("row class `{name}` may only annotate plain field names"), at));
                    continue;
                };
                let field = target.id.as_str();
                if a.value.is_some() {
                    errors.push(schema_error(
                        format!("field `{field}` of row class `{name}` has a default; row fields cannot have defaults"),
                        at,
                    ));
                    continue;
                }
                match annotation_type(&a.annotation).filter(is_field_type) {
                    Some(ty) if fields.iter().all(|f| &*f.name != field) => {
                        fields.push(RowField { name: Rc::from(field), ty })
                    }
                    Some(_) => errors.push(schema_error(format!("field `{field}` of `{name}` is declared twice"), at)),
                    None => errors.push(schema_error(
                        format!("field `{field}` of row class `{name}` must be exactly `str`, `int` or `bool`"),
                        span_of(file, &*a.annotation),
                    )),
                }
            }
            ast::Stmt::Pass(_) => {}
            ast::Stmt::Expr(e)
                if i == 0
                    && matches!(&*e.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_))) => {}
            _ => errors.push(schema_error(
                format!("row class `{name}` may only hold field annotations (`name: str`), a docstring and `pass`"),
                at,
            )),
        }
    }
    if !errors.is_empty() {
        return Some(Err(errors));
    }
    Some(Ok(RowSchema { name: Rc::from(name), qualified: Rc::from(format!("{module}.{name}")), fields, span }))
}

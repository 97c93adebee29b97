//! Row schemas: `class Jar(clauz3.Row)` with `str`/`int`/`bool` fields, declared in a trusted
//! layer (or at module level of the agent file). A schema is identified by its qualified name;
//! rows of it are immutable records compared by value.

use super::TypeExpr;
use crate::source::Span;
use std::rc::Rc;

/// One row class.
#[derive(Debug)]
pub struct RowSchema {
    pub name: Rc<str>,
    /// `tools.<domain>.trusted.<module>.<Name>`, or `<agent>.<Name>` for an agent's own class.
    pub qualified: Rc<str>,
    /// In declaration order, inherited fields first (as Python's annotations resolve them).
    pub fields: Vec<RowField>,
    pub span: Span,
}

/// A field and its type: exactly `TypeExpr::Str`, `Int` or `Bool`.
#[derive(Debug, Clone)]
pub struct RowField {
    pub name: Rc<str>,
    pub ty: TypeExpr,
}

impl PartialEq for RowSchema {
    fn eq(&self, other: &Self) -> bool {
        self.qualified == other.qualified
    }
}

impl RowSchema {
    pub fn field_index(&self, name: &str) -> Option<usize> {
        self.fields.iter().position(|f| &*f.name == name)
    }

    pub fn field_names(&self) -> String {
        self.fields.iter().map(|f| &*f.name).collect::<Vec<_>>().join(", ")
    }
}

/// A field type a row may have.
pub fn is_field_type(ty: &TypeExpr) -> bool {
    matches!(ty, TypeExpr::Str | TypeExpr::Int | TypeExpr::Bool)
}

/// `Jar.label` read on the class: a column marker that column-binding guarantees compare
/// against, not a value.
#[derive(Debug, Clone, PartialEq)]
pub struct ColumnRef {
    pub schema: Rc<RowSchema>,
    pub field: Rc<str>,
}

impl TypeExpr {
    /// The type with the row type variables bound by the call's row class arguments replaced:
    /// `list[RowT]` for `read_any(Jar, ...)` is `list[Jar]`.
    pub fn bind_rows(&self, bound: &dyn Fn(&str) -> Option<Rc<RowSchema>>) -> TypeExpr {
        match self {
            TypeExpr::RowOf(var) => bound(var).map_or(TypeExpr::Any, TypeExpr::Row),
            TypeExpr::List(t) => TypeExpr::List(Box::new(t.bind_rows(bound))),
            TypeExpr::Set(t) => TypeExpr::Set(Box::new(t.bind_rows(bound))),
            TypeExpr::TupleOf(t) => TypeExpr::TupleOf(Box::new(t.bind_rows(bound))),
            TypeExpr::Optional(t) => TypeExpr::Optional(Box::new(t.bind_rows(bound))),
            TypeExpr::Dict(k, v) => TypeExpr::Dict(Box::new(k.bind_rows(bound)), Box::new(v.bind_rows(bound))),
            TypeExpr::Tuple(ts) => TypeExpr::Tuple(ts.iter().map(|t| t.bind_rows(bound)).collect()),
            other @ (TypeExpr::None
            | TypeExpr::Bool
            | TypeExpr::Int
            | TypeExpr::Float
            | TypeExpr::Str
            | TypeExpr::Any
            | TypeExpr::Row(_)
            | TypeExpr::RowClass(_)) => other.clone(),
        }
    }

    /// Whether a row type variable is still unbound in it.
    pub fn has_row_var(&self) -> bool {
        match self {
            TypeExpr::RowOf(_) => true,
            TypeExpr::List(t) | TypeExpr::Set(t) | TypeExpr::TupleOf(t) | TypeExpr::Optional(t) => t.has_row_var(),
            TypeExpr::Dict(k, v) => k.has_row_var() || v.has_row_var(),
            TypeExpr::Tuple(ts) => ts.iter().any(TypeExpr::has_row_var),
            TypeExpr::None
            | TypeExpr::Bool
            | TypeExpr::Int
            | TypeExpr::Float
            | TypeExpr::Str
            | TypeExpr::Any
            | TypeExpr::Row(_)
            | TypeExpr::RowClass(_) => false,
        }
    }
}

//! Literal constants (defaults, module-level constants) and type annotations.

use crate::ir::{Const, PyStr, TypeExpr};
use num_bigint::BigInt;
use num_traits::ToPrimitive;
use rustpython_parser::ast;
use std::rc::Rc;

/// A module-level or default value: an immutable constant, or a container of literals.
#[derive(Debug, Clone)]
pub enum Literal {
    Immutable(Const),
    /// A list, dict or set display of literals (mutable, so not shareable as a constant).
    Container(&'static str),
}

/// The constant a literal expression denotes, if it is one.
pub fn literal(e: &ast::Expr) -> Option<Literal> {
    match e {
        ast::Expr::Constant(c) => constant(&c.value).map(Literal::Immutable),
        ast::Expr::UnaryOp(u) if matches!(u.op, ast::UnaryOp::USub | ast::UnaryOp::UAdd) => match (&*u.operand, u.op) {
            (ast::Expr::Constant(c), op) => {
                let v = constant(&c.value)?;
                let negate = op == ast::UnaryOp::USub;
                Some(Literal::Immutable(match v {
                    Const::Int(i) if negate => {
                        i.checked_neg().map_or_else(|| Const::BigInt(Rc::new(-BigInt::from(i))), Const::Int)
                    }
                    Const::BigInt(b) if negate => int_const(-(*b).clone()),
                    Const::Float(f) if negate => Const::Float(-f),
                    Const::Complex(re, im) if negate => Const::Complex(-re, -im),
                    v @ (Const::Int(_) | Const::BigInt(_) | Const::Float(_) | Const::Complex(..)) => v,
                    _ => return None,
                }))
            }
            _ => None,
        },
        ast::Expr::Tuple(t) => {
            // Every item must be a literal (`("ana", ["viewer"], Perm.READ)` is computed), and
            // one container makes the whole tuple a container.
            let mut items = Vec::with_capacity(t.elts.len());
            let mut container = None;
            for elt in &t.elts {
                match literal(elt)? {
                    Literal::Immutable(c) => items.push(c),
                    Literal::Container(kind) => container = container.or(Some(kind)),
                }
            }
            Some(match container {
                Some(kind) => Literal::Container(kind),
                None => Literal::Immutable(Const::Tuple(items.into())),
            })
        }
        ast::Expr::List(l) => l.elts.iter().all(|e| literal(e).is_some()).then_some(Literal::Container("list")),
        ast::Expr::Set(s) => s.elts.iter().all(|e| literal(e).is_some()).then_some(Literal::Container("set")),
        ast::Expr::Dict(d) => (d.keys.iter().all(|k| k.as_ref().is_some_and(|k| literal(k).is_some()))
            && d.values.iter().all(|v| literal(v).is_some()))
        .then_some(Literal::Container("dict")),
        _ => None,
    }
}

/// The value a module-level literal display builds: containers of literals, built anew per run.
pub fn module_value(e: &ast::Expr) -> Option<crate::ir::ModuleValue> {
    use crate::ir::ModuleValue;
    let all = |items: &[ast::Expr]| items.iter().map(module_value).collect::<Option<Vec<_>>>();
    match e {
        ast::Expr::List(l) => Some(ModuleValue::List(all(&l.elts)?)),
        ast::Expr::Set(s) => Some(ModuleValue::Set(all(&s.elts)?)),
        ast::Expr::Tuple(t) => Some(ModuleValue::Tuple(all(&t.elts)?)),
        ast::Expr::Dict(d) => {
            let mut pairs = Vec::with_capacity(d.values.len());
            for (k, v) in d.keys.iter().zip(&d.values) {
                pairs.push((module_value(k.as_ref()?)?, module_value(v)?));
            }
            Some(ModuleValue::Dict(pairs))
        }
        other => match literal(other)? {
            Literal::Immutable(c) => Some(ModuleValue::Const(c)),
            Literal::Container(_) => None,
        },
    }
}

/// A Python constant as an IR constant.
pub fn constant(c: &ast::Constant) -> Option<Const> {
    Some(match c {
        ast::Constant::None => Const::None,
        ast::Constant::Bool(b) => Const::Bool(*b),
        ast::Constant::Str(s) => Const::Str(Rc::new(PyStr::from(s.as_str()))),
        ast::Constant::Int(i) => int_const(i.clone()),
        ast::Constant::Float(f) => Const::Float(*f),
        ast::Constant::Tuple(items) => Const::Tuple(items.iter().map(constant).collect::<Option<Vec<_>>>()?.into()),
        ast::Constant::Bytes(b) => Const::Bytes(b.as_slice().into()),
        ast::Constant::Ellipsis => Const::Class(crate::ir::ellipsis()),
        ast::Constant::Complex { real, imag } => Const::Complex(*real, *imag),
    })
}

/// `True` or `False` written as such: the value of a keyword that must be one (`frozen=True`).
pub(super) fn bool_literal(v: &ast::Expr) -> Option<bool> {
    match v {
        ast::Expr::Constant(c) => match c.value {
            ast::Constant::Bool(b) => Some(b),
            _ => None,
        },
        _ => None,
    }
}

pub fn int_const(i: BigInt) -> Const {
    match i.to_i64() {
        Some(small) => Const::Int(small),
        None => Const::BigInt(Rc::new(i)),
    }
}

/// The type an annotation names, or `None` when the subset does not know it.
pub fn annotation_type(e: &ast::Expr) -> Option<TypeExpr> {
    annotation_type_in(e, &|_| None)
}

/// An annotation where some names are the module's own types (row classes, row type
/// variables), which `names` resolves; `m.Name` is looked up as written.
pub fn annotation_type_in(e: &ast::Expr, names: &dyn Fn(&str) -> Option<TypeExpr>) -> Option<TypeExpr> {
    match e {
        ast::Expr::Constant(c) => match &c.value {
            ast::Constant::None => Some(TypeExpr::None),
            ast::Constant::Str(s) => {
                super::nesting::parse_expression(s, "<annotation>").ok().and_then(|e| annotation_type_in(&e, names))
            }
            _ => None,
        },
        ast::Expr::Name(n) => simple_type(n.id.as_str()).or_else(|| names(n.id.as_str())),
        ast::Expr::Attribute(a) => match (&*a.value, a.attr.as_str()) {
            (ast::Expr::Name(m), attr) if m.id.as_str() == "typing" => simple_type(attr),
            (ast::Expr::Name(m), attr) => names(&format!("{}.{attr}", m.id)),
            _ => None,
        },
        ast::Expr::BinOp(b) if b.op == ast::Operator::BitOr => {
            let (l, r) = (annotation_type_in(&b.left, names)?, annotation_type_in(&b.right, names)?);
            match (l, r) {
                (TypeExpr::None, t) | (t, TypeExpr::None) => Some(TypeExpr::Optional(Box::new(t))),
                _ => Some(TypeExpr::Any),
            }
        }
        ast::Expr::Subscript(s) => {
            let base = match &*s.value {
                ast::Expr::Name(n) => n.id.as_str().to_owned(),
                ast::Expr::Attribute(a) => a.attr.as_str().to_owned(),
                _ => return None,
            };
            let args: Vec<&ast::Expr> = match &*s.slice {
                ast::Expr::Tuple(t) => t.elts.iter().collect(),
                other => vec![other],
            };
            let one = |args: &[&ast::Expr]| -> Option<Box<TypeExpr>> {
                (args.len() == 1).then(|| annotation_type_in(args[0], names)).flatten().map(Box::new)
            };
            match base.as_str() {
                "list" | "List" | "Sequence" | "Iterable" => Some(TypeExpr::List(one(&args)?)),
                "set" | "Set" | "FrozenSet" | "frozenset" => Some(TypeExpr::Set(one(&args)?)),
                "dict" | "Dict" | "Mapping" | "MutableMapping" if args.len() == 2 => Some(TypeExpr::Dict(
                    Box::new(annotation_type_in(args[0], names)?),
                    Box::new(annotation_type_in(args[1], names)?),
                )),
                "Optional" => Some(TypeExpr::Optional(one(&args)?)),
                "tuple" | "Tuple" => match args.as_slice() {
                    [t, ast::Expr::Constant(c)] if matches!(c.value, ast::Constant::Ellipsis) => {
                        Some(TypeExpr::TupleOf(Box::new(annotation_type_in(t, names)?)))
                    }
                    items => Some(TypeExpr::Tuple(
                        items.iter().map(|t| annotation_type_in(t, names)).collect::<Option<Vec<_>>>()?,
                    )),
                },
                // `type[RowT]` binds a row type variable; `type[Jar]` is any row class.
                "type" | "Type" => match *one(&args)? {
                    TypeExpr::RowOf(var) => Some(TypeExpr::RowClass(Some(var))),
                    TypeExpr::Row(_) => Some(TypeExpr::RowClass(None)),
                    _ => None,
                },
                _ => None,
            }
        }
        _ => None,
    }
}

fn simple_type(name: &str) -> Option<TypeExpr> {
    Some(match name {
        "int" => TypeExpr::Int,
        "float" => TypeExpr::Float,
        "str" | "AnyStr" => TypeExpr::Str,
        "bool" => TypeExpr::Bool,
        "None" => TypeExpr::None,
        "object" | "Any" => TypeExpr::Any,
        "list" | "List" => TypeExpr::List(Box::new(TypeExpr::Any)),
        "dict" | "Dict" => TypeExpr::Dict(Box::new(TypeExpr::Any), Box::new(TypeExpr::Any)),
        "set" | "Set" => TypeExpr::Set(Box::new(TypeExpr::Any)),
        "tuple" | "Tuple" => TypeExpr::TupleOf(Box::new(TypeExpr::Any)),
        "type" | "Type" => TypeExpr::RowClass(None),
        _ => return None,
    })
}

/// The plain data a literal expression denotes, containers included (contract arguments).
pub fn literal_data(e: &ast::Expr) -> Option<crate::effects::DataValue> {
    literal_data_with(e, &|_| None)
}

/// Like [`literal_data`], with `leaf` giving the value of what is not a literal (a row class,
/// a typed path of a guarantee's argument), inside containers too.
pub fn literal_data_with(
    e: &ast::Expr,
    leaf: &dyn Fn(&ast::Expr) -> Option<crate::effects::DataValue>,
) -> Option<crate::effects::DataValue> {
    use crate::effects::DataValue;
    let one = |x: &ast::Expr| literal_data_with(x, leaf);
    let all = |items: &[ast::Expr]| items.iter().map(one).collect::<Option<Vec<_>>>();
    match e {
        ast::Expr::List(l) => Some(DataValue::List(all(&l.elts)?)),
        ast::Expr::Tuple(t) => Some(DataValue::Tuple(all(&t.elts)?)),
        ast::Expr::Set(s) => Some(DataValue::Set(all(&s.elts)?)),
        ast::Expr::Dict(d) => {
            let mut pairs = Vec::with_capacity(d.keys.len());
            for (k, v) in d.keys.iter().zip(&d.values) {
                pairs.push((one(k.as_ref()?)?, one(v)?));
            }
            Some(DataValue::Dict(pairs))
        }
        other => match literal(other) {
            Some(Literal::Immutable(c)) => const_data(&c),
            Some(Literal::Container(_)) => None,
            None => leaf(other),
        },
    }
}

fn const_data(c: &Const) -> Option<crate::effects::DataValue> {
    use crate::effects::DataValue;
    Some(match c {
        Const::None => DataValue::None,
        Const::Bool(b) => DataValue::Bool(*b),
        Const::Int(i) => DataValue::Int(BigInt::from(*i)),
        Const::BigInt(b) => DataValue::Int((**b).clone()),
        Const::Float(f) => DataValue::Float(*f),
        Const::Str(s) => DataValue::Str(s.as_str().to_owned()),
        Const::Tuple(items) => DataValue::Tuple(items.iter().map(const_data).collect::<Option<_>>()?),
        Const::RowClass(s) => DataValue::RowClass(s.clone()),
        Const::Complex(..) | Const::Bytes(_) | Const::Fluent(_) | Const::Class(_) | Const::ExcClass(_) => return None,
    })
}

//! An annotation's text as CPython keeps it under `from __future__ import annotations`: the
//! compiler writes the expression back out (`Literal["a"]` as `Literal['a']`, `Dict[str,int]`
//! as `Dict[str, int]`). Only the forms annotations use are written (names, attributes,
//! subscripts, constants, lists, tuples, `|`); None for any other expression, whose text is
//! then not given.

use rustpython_parser::ast;

/// The text CPython gives the annotation `e`, if it is of the forms written here.
pub(super) fn annotation_text(e: &ast::Expr) -> Option<String> {
    let mut out = String::new();
    write(e, false, &mut out)?;
    Some(out)
}

/// Writes `e`; `in_subscript` says a tuple is the subscript itself, written without brackets.
fn write(e: &ast::Expr, in_subscript: bool, out: &mut String) -> Option<()> {
    match e {
        ast::Expr::Name(n) => out.push_str(n.id.as_str()),
        ast::Expr::Attribute(a) => {
            write(&a.value, false, out)?;
            out.push('.');
            out.push_str(a.attr.as_str());
        }
        ast::Expr::Subscript(s) => {
            write(&s.value, false, out)?;
            out.push('[');
            write(&s.slice, true, out)?;
            out.push(']');
        }
        ast::Expr::Tuple(t) if in_subscript && !t.elts.is_empty() => items(&t.elts, out)?,
        ast::Expr::Tuple(t) => {
            out.push('(');
            items(&t.elts, out)?;
            if t.elts.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        ast::Expr::List(l) => {
            out.push('[');
            items(&l.elts, out)?;
            out.push(']');
        }
        ast::Expr::BinOp(b) if b.op == ast::Operator::BitOr => {
            write(&b.left, false, out)?;
            out.push_str(" | ");
            write(&b.right, false, out)?;
        }
        ast::Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub && matches!(&*u.operand, ast::Expr::Constant(_)) => {
            out.push('-');
            write(&u.operand, false, out)?;
        }
        ast::Expr::Constant(c) => constant(&c.value, out)?,
        _ => return None,
    }
    Some(())
}

fn items(elts: &[ast::Expr], out: &mut String) -> Option<()> {
    for (i, x) in elts.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write(x, false, out)?;
    }
    Some(())
}

fn constant(c: &ast::Constant, out: &mut String) -> Option<()> {
    match c {
        ast::Constant::None => out.push_str("None"),
        ast::Constant::Bool(b) => out.push_str(if *b { "True" } else { "False" }),
        ast::Constant::Ellipsis => out.push_str("..."),
        ast::Constant::Str(s) => crate::pytext::str_repr(out, s),
        ast::Constant::Int(i) => out.push_str(&i.to_string()),
        ast::Constant::Float(f) => out.push_str(&crate::pytext::float_repr(*f)),
        _ => return None,
    }
    Some(())
}

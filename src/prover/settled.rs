//! Obligations settled on concrete values. When every operand of an `assert` or a `requires`
//! predicate is known, the shared evaluator folds the condition to a plain `True` and no formula
//! exists for it. For checkers other than Z3 (the Lean backend, lean-spine.md §18.1) the prover
//! then keeps the condition *as the IR wrote it*, each variable it reads replaced by the value it
//! had: a structural copy, not an evaluation. Giving the copy a meaning (Python's floor
//! division, the divisor and index side conditions) is the lifter's job.

use super::SymVal;
use crate::interp::Value;
use crate::ir::{BinOp, Builtin, Callee, CmpOp, Const, Expr, ExprKind, LogicOp, Place, UnaryOp};
use num_bigint::BigInt;

/// The value an operand had: only the kinds §18.1 makes eligible.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Known {
    Int(BigInt),
    Bool(bool),
    /// A list or tuple of ints.
    IntList(Vec<BigInt>),
    /// A string (§18.1 allows equality of string literals and their length).
    Str(String),
}

/// A condition in the IR's own shape, its variables replaced by their values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Settled {
    Value(Known),
    Unary(UnaryOp, Box<Settled>),
    Binary(BinOp, Box<Settled>, Box<Settled>),
    /// `a and b`, `a or b` (short-circuit).
    Logic(LogicOp, Vec<Settled>),
    /// `a < b <= c` (short-circuit).
    Compare(Box<Settled>, Vec<(CmpOp, Settled)>),
    /// `a if cond else b`: (cond, a, b).
    IfExp(Box<Settled>, Box<Settled>, Box<Settled>),
    /// A list or tuple display.
    Display(Vec<Settled>),
    /// A builtin call with positional arguments only.
    Call(Builtin, Vec<Settled>),
    Subscript(Box<Settled>, Box<Settled>),
}

/// The copy of `expr` with every variable read through `load`, or what in it has no copy (a
/// construct or value outside §18.1's fragment).
pub fn settle(expr: &Expr, load: &dyn Fn(Place) -> Option<SymVal>) -> Result<Settled, String> {
    let all = |xs: &[Expr]| xs.iter().map(|x| settle(x, load)).collect::<Result<Vec<_>, _>>();
    let boxed = |x: &Expr| settle(x, load).map(Box::new);
    Ok(match &expr.kind {
        ExprKind::Const(c) => Settled::Value(constant(c)?),
        ExprKind::Load(place) => {
            let v = load(*place).ok_or("a variable whose value is not at hand")?;
            Settled::Value(known(&v)?)
        }
        ExprKind::Unary { op, operand } => Settled::Unary(*op, boxed(operand)?),
        ExprKind::Binary { op, left, right } => Settled::Binary(*op, boxed(left)?, boxed(right)?),
        ExprKind::Logic { op, values } => Settled::Logic(*op, all(values)?),
        ExprKind::Compare { left, rest } => Settled::Compare(
            boxed(left)?,
            rest.iter().map(|(op, r)| Ok((*op, settle(r, load)?))).collect::<Result<_, String>>()?,
        ),
        ExprKind::IfExp { cond, then, orelse } => Settled::IfExp(boxed(cond)?, boxed(then)?, boxed(orelse)?),
        ExprKind::List(items) | ExprKind::Tuple(items) => Settled::Display(all(items)?),
        ExprKind::Subscript { obj, index } => Settled::Subscript(boxed(obj)?, boxed(index)?),
        ExprKind::Call { callee: Callee::Builtin(b), args, kwargs } if kwargs.is_empty() => {
            Settled::Call(*b, all(args)?)
        }
        ExprKind::Call { callee: Callee::Builtin(b), .. } => return Err(format!("`{}` with keywords", b.name())),
        ExprKind::Call {
            callee: Callee::Function(_) | Callee::Effect(_) | Callee::Row(_) | Callee::Exception(_),
            ..
        }
        | ExprKind::CallValue { .. } => return Err("a call of a program function".into()),
        ExprKind::Method { method, .. } => return Err(format!("the method `{}`", method.name())),
        ExprKind::AttrCall { .. } | ExprKind::SuperCall { .. } => return Err("a method of a class".into()),
        ExprKind::SuperAttr { .. } => return Err("an attribute read through `super()`".into()),
        ExprKind::Set(_) | ExprKind::Dict(_) => return Err("a set or dict".into()),
        ExprKind::Slice { .. } => return Err("a slice".into()),
        ExprKind::Comprehension(_) => return Err("a comprehension".into()),
        ExprKind::FString(_) => return Err("an f-string".into()),
        ExprKind::Attribute { .. } => return Err("an attribute".into()),
        ExprKind::FunctionRef(_) | ExprKind::BuiltinRef(_) | ExprKind::MakeClosure(..) => {
            return Err("a function used as a value".into())
        }
        ExprKind::NamedExpr { .. } => return Err("an assignment expression (`:=`)".into()),
        ExprKind::Starred(_) => return Err("`*` unpacking".into()),
        ExprKind::GeneratorExp { .. } | ExprKind::Yield(_) | ExprKind::YieldFrom(_) => return Err("a generator".into()),
    })
}

fn constant(c: &Const) -> Result<Known, String> {
    match c {
        Const::Bool(b) => Ok(Known::Bool(*b)),
        Const::Int(n) => Ok(Known::Int(BigInt::from(*n))),
        Const::BigInt(n) => Ok(Known::Int((**n).clone())),
        Const::Tuple(items) => items
            .iter()
            .map(|i| match constant(i)? {
                Known::Int(n) => Ok(n),
                Known::Bool(_) | Known::IntList(_) | Known::Str(_) => {
                    Err("a tuple holding something other than ints".to_owned())
                }
            })
            .collect::<Result<_, _>>()
            .map(Known::IntList),
        Const::None => Err("`None`".into()),
        Const::Float(_) => Err("a float".into()),
        Const::Complex(..) => Err("a complex number".into()),
        Const::Bytes(_) => Err("bytes".into()),
        Const::Str(text) => Ok(Known::Str(text.as_str().to_owned())),
        Const::RowClass(_) | Const::Fluent(_) | Const::ExcClass(_) => Err("a class or fluent".into()),
        Const::Class(_) => Err("a class".into()),
    }
}

/// An operand's value, when it is an int, a bool, a string or a list of ints.
fn known(v: &SymVal) -> Result<Known, String> {
    let int_items = |items: &[Value]| -> Option<Vec<BigInt>> {
        items.iter().map(|i| if let Value::Bool(_) = i { None } else { i.as_bigint() }).collect()
    };
    let not_ints = || "a list holding something other than known ints".to_owned();
    if let SymVal::List(l) = v {
        let items: Option<Vec<Value>> = l.items.borrow().iter().map(|i| i.known().cloned()).collect();
        return items.as_deref().and_then(int_items).map(Known::IntList).ok_or_else(not_ints);
    }
    let c = v.known().ok_or("an operand that is not concrete")?;
    if let Value::Bool(b) = c {
        return Ok(Known::Bool(*b));
    }
    if let Value::List(l) = c {
        return int_items(&l.borrow()).map(Known::IntList).ok_or_else(not_ints);
    }
    if let Value::Tuple(t) = c {
        return int_items(t).map(Known::IntList).ok_or_else(not_ints);
    }
    if let Value::Str(text) = c {
        return Ok(Known::Str(text.as_str().to_owned()));
    }
    c.as_bigint().map(Known::Int).ok_or_else(|| format!("a value of type {}", c.type_name()))
}

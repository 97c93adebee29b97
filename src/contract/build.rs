//! Building contract values in the interpreter: `effect(...)`, the relation methods, the
//! comparisons that turn an aggregate into a spec, and `ConjunctionSpec`/`no_guarantees`.

use super::{Aggregate, ContractValue, Lambda, Relation, Spec, Term};
use crate::interp::Value;
use crate::ir::{Builtin, CmpOp, Method, PyExc};
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

type Kwargs = Vec<(Rc<str>, Value)>;

fn wrap(v: ContractValue) -> Value {
    Value::Contract(Rc::new(Box::new(v)))
}

fn no_kwargs(what: &str, kwargs: &Kwargs, at: Span) -> Result<(), Fault> {
    match kwargs.first() {
        Some((k, _)) => Err(Fault::type_error(format!("{what}() got an unexpected keyword argument '{k}'"), at)),
        None => Ok(()),
    }
}

fn arity(what: &str, args: &[Value], n: usize, at: Span) -> Result<(), Fault> {
    if args.len() != n {
        return Err(Fault::type_error(format!("{what}() takes {n} argument(s) ({} given)", args.len()), at));
    }
    Ok(())
}

fn lambda(what: &str, v: &Value, at: Span) -> Result<Lambda, Fault> {
    match v {
        Value::Function(c) => Ok(c.clone()),
        other => Err(Fault::type_error(
            format!("{what}() takes a one-parameter lambda over the effect's fields, not {}", other.type_name()),
            at,
        )),
    }
}

fn spec_of(v: &Value, at: Span) -> Result<Rc<Spec>, Fault> {
    match v {
        Value::Contract(c) => match super::contract_value(&***c) {
            Some(ContractValue::Spec(s)) => Ok(s.clone()),
            _ => Err(Fault::type_error(
                format!("ConjunctionSpec() takes specs, not a {} ({})", c.type_name(), c.describe()),
                at,
            )),
        },
        other => Err(Fault::type_error(format!("ConjunctionSpec() takes specs, not {}", other.type_name()), at)),
    }
}

/// The contract-dialect builtins; `getattr` reads a field of a record.
pub fn build_builtin(b: Builtin, args: Vec<Value>, kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
    no_kwargs(b.name(), &kwargs, at)?;
    match b {
        Builtin::Relation => {
            if args.is_empty() {
                return Ok(wrap(ContractValue::Relation(Rc::new(Relation { effects: None, filters: Vec::new() }))));
            }
            let mut names = Vec::with_capacity(args.len());
            for a in &args {
                match a {
                    Value::Str(s) => names.push(Rc::from(s.as_str())),
                    other => {
                        return Err(Fault::type_error(
                            format!("effect() takes trusted effects or their names, not {}", other.type_name()),
                            at,
                        ))
                    }
                }
            }
            Ok(wrap(ContractValue::Relation(Rc::new(Relation { effects: Some(names), filters: Vec::new() }))))
        }
        Builtin::Conjunction => {
            arity("ConjunctionSpec", &args, 1, at)?;
            let parts = match &args[0] {
                Value::Tuple(items) => items.iter().map(|i| spec_of(i, at)).collect::<Result<Vec<_>, _>>()?,
                Value::List(items) => items.borrow().iter().map(|i| spec_of(i, at)).collect::<Result<Vec<_>, _>>()?,
                other => {
                    return Err(Fault::type_error(
                        format!("ConjunctionSpec() takes a tuple of specs, not {}", other.type_name()),
                        at,
                    ))
                }
            };
            Ok(wrap(ContractValue::Spec(Rc::new(Spec::Conjunction(parts)))))
        }
        Builtin::NoGuarantees => {
            arity("no_guarantees", &args, 0, at)?;
            Ok(wrap(ContractValue::Spec(Rc::new(Spec::Nothing))))
        }
        Builtin::Getattr => {
            if !(2..=3).contains(&args.len()) {
                return Err(Fault::type_error(format!("getattr expected 2 or 3 arguments, got {}", args.len()), at));
            }
            let Value::Str(name) = &args[1] else {
                return Err(Fault::type_error("attribute name must be string", at));
            };
            match (crate::interp::attribute(&args[0], name.as_str(), at), args.get(2)) {
                (Err(f), Some(default)) if f.error_name() == "AttributeError" => Ok(default.clone()),
                (result, _) => result,
            }
        }
        other => Err(Fault::internal(format!("`{}` is not a contract builtin", other.name()), at)),
    }
}

/// A relation method: `.all(p)`, `.empty()`, `.distinct(k)`, `.where(p)`, `.count()`,
/// `.sum(s)`, `.shares_value(other, k)`.
pub fn method(m: Method, relation: &Rc<Relation>, args: Vec<Value>, kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
    no_kwargs(m.name(), &kwargs, at)?;
    let name = m.name();
    let spec = |s: Spec| Ok(wrap(ContractValue::Spec(Rc::new(s))));
    let aggregate = |a: Aggregate| Ok(wrap(ContractValue::Aggregate(Rc::new(a))));
    match m {
        Method::All => {
            arity(name, &args, 1, at)?;
            spec(Spec::All(relation.clone(), lambda(name, &args[0], at)?))
        }
        Method::Empty => {
            arity(name, &args, 0, at)?;
            spec(Spec::Empty(relation.clone()))
        }
        Method::Distinct => {
            arity(name, &args, 1, at)?;
            spec(Spec::Distinct(relation.clone(), lambda(name, &args[0], at)?))
        }
        Method::Where => {
            arity(name, &args, 1, at)?;
            let mut filters = relation.filters.clone();
            filters.push(lambda(name, &args[0], at)?);
            Ok(wrap(ContractValue::Relation(Rc::new(Relation { effects: relation.effects.clone(), filters }))))
        }
        Method::Count => {
            arity(name, &args, 0, at)?;
            aggregate(Aggregate::Count(relation.clone()))
        }
        Method::Sum => {
            arity(name, &args, 1, at)?;
            aggregate(Aggregate::Sum(relation.clone(), lambda(name, &args[0], at)?))
        }
        Method::SharesValue => {
            arity(name, &args, 2, at)?;
            let other = match &args[0] {
                Value::Contract(c) => match super::contract_value(&***c) {
                    Some(ContractValue::Relation(r)) => r.clone(),
                    _ => {
                        return Err(Fault::type_error(
                            format!("shares_value() takes a relation, not a {}", c.type_name()),
                            at,
                        ))
                    }
                },
                other => {
                    return Err(Fault::type_error(
                        format!("shares_value() takes a relation, not {}", other.type_name()),
                        at,
                    ))
                }
            };
            spec(Spec::SharesValue(relation.clone(), other, lambda(name, &args[1], at)?))
        }
        other => Err(Fault::exc(
            PyExc::AttributeError,
            format!("'{}' object has no attribute '{}'", "Relation", other.name()),
            at,
        )),
    }
}

fn term(v: &Value) -> Option<Term> {
    match v {
        Value::Contract(c) => match super::contract_value(&***c) {
            Some(ContractValue::Aggregate(a)) => Some(Term::Aggregate(a.clone())),
            _ => None,
        },
        Value::Int(_) | Value::Big(_) | Value::Float(_) | Value::Bool(_) => Some(Term::Number(v.clone())),
        Value::None
        | Value::Complex(_)
        | Value::Exception(_)
        | Value::ExcClass(_)
        | Value::View(_)
        | Value::ViewClass(_)
        | Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::List(_)
        | Value::Tuple(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::Range(_)
        | Value::Slice(_)
        | Value::Iter(_)
        | Value::Function(_)
        | Value::Builtin(_)
        | Value::Method(_)
        | Value::Record(_)
        | Value::Row(_)
        | Value::RowClass(_)
        | Value::Column(_)
        | Value::Object(_)
        | Value::Class(_) => None,
    }
}

/// A comparison with a contract value on at least one side. An ordering between an aggregate
/// and a number (or another aggregate) is a spec; `==`/`!=` are Python's identity
/// comparisons, which is why a helper returning `count() == 1` is told it returned no spec.
pub fn compare(op: CmpOp, l: &Value, r: &Value, at: Span) -> Result<Value, Fault> {
    if matches!(op, CmpOp::Eq | CmpOp::NotEq) {
        if let Some(spec) = super::fluents::compare(op == CmpOp::Eq, l, r, at) {
            return spec;
        }
    }
    if let (Value::Contract(a), Value::Contract(b)) = (l, r) {
        if matches!(op, CmpOp::Eq | CmpOp::NotEq | CmpOp::Is | CmpOp::IsNot) {
            return Ok(Value::Bool(
                std::ptr::addr_eq(Rc::as_ptr(a), Rc::as_ptr(b)) == matches!(op, CmpOp::Eq | CmpOp::Is),
            ));
        }
    }
    match op {
        // A contract value and a value of another kind are different objects.
        CmpOp::Is => return Ok(Value::Bool(false)),
        CmpOp::IsNot => return Ok(Value::Bool(true)),
        CmpOp::Eq => return Ok(Value::Bool(false)),
        CmpOp::NotEq => return Ok(Value::Bool(true)),
        CmpOp::IsNone => return Ok(Value::Bool(false)),
        CmpOp::IsNotNone => return Ok(Value::Bool(true)),
        CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE | CmpOp::In | CmpOp::NotIn => {}
    }
    let both = (term(l), term(r));
    let ordering = matches!(op, CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE);
    match both {
        (Some(a), Some(b)) if ordering && (matches!(a, Term::Aggregate(_)) || matches!(b, Term::Aggregate(_))) => {
            Ok(wrap(ContractValue::Spec(Rc::new(Spec::Compare(a, op, b)))))
        }
        _ => Err(Fault::type_error(
            format!("'{}' not supported between instances of '{}' and '{}'", op.symbol(), l.type_name(), r.type_name()),
            at,
        )),
    }
}

//! The operators' methods called by name: `x.__getitem__(k)`, `x.__contains__(k)` and
//! `x.__len__()`, directly or bound first (`key=rank.__getitem__`). On a builtin value each
//! is its operator, `x[k]`, `k in x`, `len(x)`, so both domains answer it as they answer the
//! operator; on an instance it is the class's own method, called with the arguments as given,
//! and CPython's `AttributeError` when the class has none. The numbers' rounding methods
//! (`__round__`, `__floor__`, ...) are `rounding_dunders`'.

use super::call::Kwargs;
use super::slot_wrappers::OnHeld;
use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, CmpOp, Method, PyExc};
use crate::source::Span;

/// Whether `m` is one of the operators' methods handled here.
pub(super) fn is_operator_method(m: Method) -> bool {
    matches!(m, Method::DunderGetitem | Method::DunderContains | Method::DunderLen)
        || super::rounding_dunders::is_rounding_method(m)
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `receiver.m(*args, **kwargs)` for an operator's method `m`.
    pub(super) fn operator_method(
        &mut self,
        m: Method,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if let Some(base) = self.base_operand(&receiver, &[m.name()]) {
            // `dict.__getitem__` calls the class's `__missing__`.
            if let (Method::DunderGetitem, [key], true) = (m, args.as_slice(), kwargs.is_empty()) {
                let key = key.clone();
                return self.base_item(&receiver, base, key, at);
            }
            return self.operator_method(m, base, args, kwargs, at);
        }
        if let Ok(super::Callable::Builtin(ty)) = self.domain.callable(&receiver, at) {
            if ty.as_type().is_some() {
                return self.unbound_operator_method(m, ty, args, kwargs, at);
            }
        }
        if self.is_object(&receiver) {
            let owner = self.type_name(&receiver, at)?;
            let Some(func) = self.dunder(&receiver, m.name()) else {
                return Err(Fault::exc(
                    PyExc::AttributeError,
                    format!("'{owner}' object has no attribute '{}'", m.name()),
                    at,
                ));
            };
            if !kwargs.is_empty() {
                return Err(Fault::unsupported(format!("keyword arguments to `{}` called by name", m.name()), at));
            }
            return self.call_dunder(func, receiver, args, at);
        }
        if super::rounding_dunders::is_rounding_method(m) {
            return self.rounding_method(m, receiver, args, kwargs, at);
        }
        let mut base = None;
        for b in own_methods(m) {
            if self.is_builtin_instance(&receiver, *b, at)? {
                base = Some(b.name());
                break;
            }
        }
        let name = m.name();
        if !kwargs.is_empty() {
            let message = match base {
                Some(base) => format!("{base}.{name}() takes no keyword arguments"),
                None => format!("wrapper {name}() takes no keyword arguments"),
            };
            return Err(Fault::type_error(message, at));
        }
        let n = args.len();
        let arity = |expected: usize| {
            let message = match base {
                Some(base) => format!("{base}.{name}() takes exactly one argument ({n} given)"),
                None if expected == 1 => format!("expected 1 argument, got {n}"),
                None => format!("expected 0 arguments, got {n}"),
            };
            Err(Fault::type_error(message, at))
        };
        let mut args = args.into_iter();
        match (m, args.next(), args.next()) {
            (Method::DunderGetitem, Some(key), None) => self.get_item(receiver, key, at),
            (Method::DunderContains, Some(item), None) => self.compare(CmpOp::In, item, receiver, at),
            (Method::DunderGetitem | Method::DunderContains, ..) => arity(1),
            (Method::DunderLen, None, _) => self.call_builtin(Builtin::Len, vec![receiver], Vec::new(), at),
            (Method::DunderLen, ..) => arity(0),
            _ => Err(Fault::internal(format!("`{}` is not an operator's method", m.name()), at)),
        }
    }

    /// `ty.m(receiver, *args)`: an operator's method taken from a builtin type (`str.__len__`,
    /// `key=list.__len__`), whose first argument is the receiver, of that type, with CPython's
    /// errors for none and for another type (worded after the type for its own methods).
    fn unbound_operator_method(
        &mut self,
        m: Method,
        ty: Builtin,
        mut args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let (name, own) = (m.name(), own_methods(m).contains(&ty));
        let type_name = ty.as_type().map_or(ty.name(), |t| t.name());
        if args.is_empty() {
            return Err(Fault::type_error(
                match own {
                    true => format!("unbound method {type_name}.{name}() needs an argument"),
                    false => format!("descriptor '{name}' of '{type_name}' object needs an argument"),
                },
                at,
            ));
        }
        let receiver = args.remove(0);
        // `list.__getitem__(self, i)` in a class deriving from `list`: the value it holds.
        match self.method_of_held(&receiver, ty, name, at) {
            Some(OnHeld::Base(op)) => return self.call_of_base(op, receiver, args, kwargs.clone(), at),
            Some(OnHeld::Value(base)) => return self.operator_method(m, base, args, kwargs, at),
            None => {}
        }
        if !self.is_builtin_instance(&receiver, ty, at)? {
            let given = self.type_name(&receiver, at)?;
            return Err(Fault::type_error(
                match own {
                    true => {
                        format!("descriptor '{name}' for '{type_name}' objects doesn't apply to a '{given}' object")
                    }
                    false => format!("descriptor '{name}' requires a '{type_name}' object but received a '{given}'"),
                },
                at,
            ));
        }
        self.operator_method(m, receiver, args, kwargs, at)
    }
}

/// The builtin types defining `m` themselves (CPython words those methods' errors after their
/// type, the other types' slot wrappers generically).
pub(super) fn own_methods(m: Method) -> &'static [Builtin] {
    if m == Method::DunderGetitem {
        &[Builtin::List, Builtin::Dict]
    } else if m == Method::DunderContains {
        &[Builtin::Dict, Builtin::Set, Builtin::Frozenset]
    } else if super::rounding_dunders::is_rounding_method(m) {
        &[Builtin::Int, Builtin::Float]
    } else {
        &[]
    }
}

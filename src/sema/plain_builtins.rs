//! Builtin and method calls that go from the call site straight to the domain when their
//! arguments are plain values: `call_builtin`'s and `call_method`'s steps (special methods of
//! instances, generators taken item by item, enumerations, keys hashed by the program's
//! `__hash__`) do nothing for those, and skipping them keeps `len(xs)`, `max(a, b)`,
//! `parts.append(w)` or `counts.get(w, 0)` in an inner loop short.

use super::call::ArgsCode;
use super::frame::Frame;
use super::spread::Receiver;
use super::{Domain, Evaluator, ExprCode, Fault, Val};
use crate::ir::{Builtin, Method};
use crate::source::Span;

/// Builtins that `call_builtin` hands straight to the domain when called with one positional
/// argument that is neither an instance of a program class nor a generator (no keyword, no
/// special method, no lazy iteration applies to them).
fn plain_one(b: Builtin) -> bool {
    matches!(
        b,
        Builtin::Len | Builtin::Abs | Builtin::Int | Builtin::Float | Builtin::Bool | Builtin::Ord | Builtin::Chr
    )
}

/// Builtins that render a number as text: handed straight to the domain like `plain_one`'s
/// when their argument is a plain number (`Domain::plain_numbers`), where no `__str__`,
/// `__repr__` or `__index__` of the program's can apply.
fn renders_number(b: Builtin) -> bool {
    matches!(b, Builtin::Str | Builtin::Repr | Builtin::Hex | Builtin::Oct | Builtin::Bin)
}

/// A call of a builtin method that may go from the call site to the domain: the method and
/// its plain positional arguments (`Evaluator::plain_method_args`).
pub(super) struct PlainMethodCall<'p, D: Domain> {
    m: Method,
    args: Vec<ExprCode<'p, D>>,
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The call of `b` with the fast path its arguments allow, or the arguments back for the
    /// whole way.
    pub(super) fn compile_plain_builtin(
        b: Builtin,
        args: ArgsCode<'p, D>,
        at: Span,
    ) -> Result<ExprCode<'p, D>, ArgsCode<'p, D>> {
        if matches!(b, Builtin::Min | Builtin::Max) && args.only_positional().is_some_and(|n| n >= 2) {
            // `max(a, b)`: the domain compares plain scalars itself; anything else (an
            // instance, a tuple that may hold one) goes the whole way with the same values.
            return Ok(Box::new(move |ev, f| {
                let (values, _) = ev.eval_args(f, &args, Receiver::Builtin(b))?;
                match ev.domain.extreme_of_scalars(b, values, at)? {
                    Ok(v) => Ok(v),
                    Err(values) => ev.call_builtin(b, values, Vec::new(), at),
                }
            }));
        }
        if b == Builtin::Divmod && args.only_positional() == Some(2) {
            // `divmod(a, b)` of two plain numbers: no special method or index applies.
            return Ok(Box::new(move |ev, f| {
                let (values, _) = ev.eval_args(f, &args, Receiver::Builtin(b))?;
                match ev.domain.plain_numbers(&values[0], &values[1]) {
                    true => ev.domain.builtin(b, values, Vec::new(), at),
                    false => ev.call_builtin(b, values, Vec::new(), at),
                }
            }));
        }
        if renders_number(b) {
            let arg = args.into_one()?;
            return Ok(Box::new(move |ev, f| {
                let v = arg(ev, f)?;
                match ev.domain.plain_numbers(&v, &v) {
                    true => ev.domain.builtin_one(b, v, at),
                    false => ev.call_builtin(b, vec![v], Vec::new(), at),
                }
            }));
        }
        if !plain_one(b) {
            return Err(args);
        }
        let arg = args.into_one()?;
        Ok(Box::new(move |ev, f| {
            let v = arg(ev, f)?;
            // Instances, classes (an enum's `len`) and generators go the whole way.
            if ev.is_object(&v) || ev.domain.as_class(&v).is_some() || ev.domain.as_lazy(&v).is_some() {
                return ev.call_builtin(b, vec![v], Vec::new(), at);
            }
            // A plain value: nothing of `call_builtin`'s applies before the domain.
            ev.domain.builtin_one(b, v, at)
        }))
    }

    /// The call of method `m` with the fast path its arguments allow (`Domain::plain_method`:
    /// up to two plain positional arguments), or the receiver and arguments back for the
    /// whole way.
    pub(super) fn compile_plain_method(
        m: Method,
        receiver: ExprCode<'p, D>,
        args: ArgsCode<'p, D>,
        at: Span,
    ) -> Result<ExprCode<'p, D>, (ExprCode<'p, D>, ArgsCode<'p, D>)> {
        let call = match Self::plain_method_args(m, args) {
            Ok(call) => call,
            Err(args) => return Err((receiver, args)),
        };
        Ok(Box::new(move |ev, f| {
            let rv = receiver(ev, f)?;
            ev.run_plain_method(f, &call, rv, at)
        }))
    }

    /// The arguments of a call of the builtin method `m` that may take the fast path, or
    /// them back. A generator's own methods go to the generator (`generator_receiver`) first,
    /// and the operators' methods by name (`s.__len__()`) to their operator
    /// (`dunder_methods`): never this way.
    pub(super) fn plain_method_args(
        m: Method,
        args: ArgsCode<'p, D>,
    ) -> Result<PlainMethodCall<'p, D>, ArgsCode<'p, D>> {
        let generator = matches!(m, Method::Send | Method::Throw | Method::Close);
        let operator = super::dunder_methods::is_operator_method(m);
        if generator || operator || !matches!(args.only_positional(), Some(0..=2)) {
            return Err(args);
        }
        args.into_plain().map(|args| PlainMethodCall { m, args })
    }

    /// `rv.m(args)` of a call `plain_method_args` took, `rv` evaluated.
    #[inline]
    pub(super) fn run_plain_method(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        call: &PlainMethodCall<'p, D>,
        rv: Val<D>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let (m, codes) = (call.m, &call.args);
        // As Python: the method is looked up before the arguments are evaluated.
        if let Some(held) = self.check_method_or_own(m, &rv, at)? {
            let values = codes.iter().map(|a| a(self, f)).collect::<Result<Vec<_>, Fault>>()?;
            return self.call_attr_target(super::objects::AttrTarget::Value(held), rv, values, Vec::new(), at);
        }
        match codes.as_slice() {
            [] => self.plain_method(m, rv, [], at),
            [a] => {
                let a = a(self, f)?;
                self.plain_method(m, rv, [a], at)
            }
            [a, b] => {
                let a = a(self, f)?;
                let b = b(self, f)?;
                self.plain_method(m, rv, [a, b], at)
            }
            codes => {
                let values = codes.iter().map(|a| a(self, f)).collect::<Result<Vec<_>, Fault>>()?;
                self.call_method(m, rv, values, Vec::new(), at)
            }
        }
    }

    /// Whether `receiver.name(...)` of a name some class of the program defines (`AttrCall`)
    /// can only be the builtin method of that name: `receiver` is no instance or class of the
    /// program and no named tuple (`attr_call_target` looks those up first).
    pub(super) fn builtin_receiver(&self, receiver: &Val<D>) -> bool {
        self.domain.as_object(receiver).is_none()
            && self.domain.as_class(receiver).is_none()
            && self.domain.as_named_tuple(receiver).is_none()
    }

    /// `rv.m(args)` once the method was found on `rv`: the domain's answer when no argument is
    /// a generator (which `call_method` would drain), else the whole way.
    #[inline]
    fn plain_method<const N: usize>(
        &mut self,
        m: Method,
        rv: Val<D>,
        args: [Val<D>; N],
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if args.iter().all(|a| self.domain.as_lazy(a).is_none()) {
            if let Some(answer) = self.domain.plain_method(m, &rv, &args, !self.keyed_objects(), at) {
                return answer;
            }
        }
        // The rest of the whole way after the method was found.
        self.call_method(m, rv, args.into(), Vec::new(), at)
    }
}

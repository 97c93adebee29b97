//! Instances of the program's classes with `__index__`, given to a builtin function or
//! method where CPython wants an int (`chr(i)`, `enumerate(xs, start)`, `xs.insert(i, v)`,
//! `s.rjust(width)`, `round(x, digits)`, `int(text, base)`, a search's bounds, ...). CPython
//! calls `__index__` and goes on as with that int, so the positions listed here are converted
//! first (the modelled modules in subset Python ask it themselves, `math._index`). Anywhere
//! else the builtin would answer with a `TypeError` CPython may not raise, and a program
//! catching it would be proved on a path CPython does not take: such a `TypeError` is
//! refused instead, naming the call.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ExcClass, Method, PyExc};
use crate::source::Span;

use super::call::Kwargs;

/// Where a call takes an int: positional indices and keyword names.
type IntSlots = (&'static [usize], &'static [&'static str]);

/// The int positions of a builtin function.
fn builtin_slots(b: Builtin) -> IntSlots {
    const NONE: IntSlots = (&[], &[]);
    let slots = [
        (Builtin::Chr, (&[0][..], &[][..])),
        (Builtin::Round, (&[1], &["ndigits"])),
        (Builtin::Enumerate, (&[1], &["start"])),
        (Builtin::Int, (&[1], &["base"])),
    ];
    slots.into_iter().find(|(f, _)| *f == b).map_or(NONE, |(_, s)| s)
}

/// The int positions of a method of a `str` (`on_str`) or `list` receiver.
fn method_slots(m: Method, on_str: bool, on_list: bool) -> IntSlots {
    let bounds: IntSlots = (&[1, 2], &[]);
    if on_str {
        if matches!(
            m,
            Method::Find
                | Method::Rfind
                | Method::Index
                | Method::Rindex
                | Method::Count
                | Method::Startswith
                | Method::Endswith
        ) {
            return bounds;
        }
        if matches!(m, Method::Split | Method::Rsplit) {
            return (&[1], &["maxsplit"]);
        }
        if matches!(m, Method::Ljust | Method::Rjust | Method::Center | Method::Zfill) {
            return (&[0], &[]);
        }
        if m == Method::Replace {
            return (&[2], &["count"]);
        }
        if m == Method::Expandtabs {
            return (&[0], &["tabsize"]);
        }
    }
    if on_list && matches!(m, Method::Insert | Method::Pop) {
        return (&[0], &[]);
    }
    if on_list && m == Method::Index {
        return bounds;
    }
    // A match's group numbers (only a `re.Match` has these methods).
    if m == Method::Group {
        return (&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], &[]);
    }
    if matches!(m, Method::Start | Method::End | Method::Span) {
        return (&[0], &[]);
    }
    (&[], &[])
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// A builtin function's call (see [`Self::builtin_call`]), with `__index__` asked where
    /// CPython asks it, and the `TypeError` another argument with `__index__` may have caused
    /// refused.
    pub(super) fn call_builtin(
        &mut self,
        b: Builtin,
        mut args: Vec<D::Val>,
        mut kwargs: Kwargs<D::Val>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        // These call `__index__` as CPython does (`number_dunders`): their errors are its.
        let converts =
            matches!(b, Builtin::Int | Builtin::Float | Builtin::Bin | Builtin::Hex | Builtin::Oct | Builtin::Range);
        let indexable = self.any_indexable(&args, &kwargs);
        // `round(x, digits)` hands `digits` as it is to a class's own `__round__` (a
        // `Decimal`'s refuses it, a `Fraction`'s takes its `abs`), whose errors are then
        // CPython's: only an int's or a float's asks `__index__`.
        let own_round = b == Builtin::Round && args.first().is_some_and(|x| self.dunder(x, "__round__").is_some());
        if indexable && !own_round {
            self.convert_slots(builtin_slots(b), &mut args, &mut kwargs, at)?;
        }
        let result = self.builtin_call(b, args, kwargs, at);
        refuse_if(indexable && !converts && !own_round, result, || format!("`{}()`", b.name()), at)
    }

    /// A builtin method's call (see [`Self::method_call`]), as [`Self::call_builtin`].
    pub(super) fn call_method(
        &mut self,
        m: Method,
        receiver: D::Val,
        mut args: Vec<D::Val>,
        mut kwargs: Kwargs<D::Val>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        let indexable = self.any_indexable(&args, &kwargs);
        if indexable {
            let on_str = self.is_builtin_instance(&receiver, Builtin::Str, at)?;
            let on_list = self.is_builtin_instance(&receiver, Builtin::List, at)?;
            self.convert_slots(method_slots(m, on_str, on_list), &mut args, &mut kwargs, at)?;
        }
        let result = self.method_call(m, receiver, args, kwargs, at);
        refuse_if(indexable, result, || format!("`.{}()`", m.name()), at)
    }

    /// Each argument in `slots` that is an instance with `__index__`, as the int it gives.
    fn convert_slots(
        &mut self,
        (positions, names): IntSlots,
        args: &mut [Val<D>],
        kwargs: &mut Kwargs<Val<D>>,
        at: Span,
    ) -> Result<(), Fault> {
        let slots = args
            .iter_mut()
            .enumerate()
            .filter(|(i, _)| positions.contains(i))
            .map(|(_, v)| v)
            .chain(kwargs.iter_mut().filter(|(k, _)| names.contains(&&**k)).map(|(_, v)| v));
        for v in slots {
            if self.is_indexable(v) {
                *v = self.index_of(v, at)?;
            }
        }
        Ok(())
    }

    /// Whether an argument is an instance whose class defines `__index__`, when the program
    /// has such a class.
    fn any_indexable(&self, args: &[Val<D>], kwargs: &Kwargs<Val<D>>) -> bool {
        if self.no_classes() {
            return false;
        }
        args.iter().any(|v| self.is_indexable(v)) || kwargs.iter().any(|(_, v)| self.is_indexable(v))
    }

    /// An instance whose class defines `__index__` and holds no builtin value (which the
    /// builtin reads instead).
    fn is_indexable(&self, v: &Val<D>) -> bool {
        self.dunder(v, "__index__").is_some() && self.builtin_part(v).is_none()
    }
}

/// `result`, or when it is a `TypeError` and an argument had `__index__`, a refusal.
fn refuse_if<V>(
    indexable: bool,
    result: Result<V, Fault>,
    call: impl FnOnce() -> String,
    at: Span,
) -> Result<V, Fault> {
    match result {
        Err(f) if indexable && is_type_error(&f) => Err(Fault::unsupported(
            format!("{} given an instance with `__index__` (CPython may call it where the subset does not)", call()),
            at,
        )),
        result => result,
    }
}

fn is_type_error(f: &Fault) -> bool {
    f.exc_class().is_some_and(|c| c.is_subclass_of(&ExcClass::Builtin(PyExc::TypeError)))
}

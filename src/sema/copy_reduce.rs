//! What the modelled `copy` rebuilds an instance of a class deriving from a builtin type
//! from, as CPython's `copy` does with `x.__reduce_ex__(4)`: `dict` and `list` subclasses are
//! made empty by `cls.__new__(cls)` and filled through the class (`y[k] = v`, `y.append`);
//! `str`, `int`, `float` and `tuple` subclasses by `cls.__new__(cls, value)` (their
//! `__getnewargs__`); `set` and `frozenset` subclasses by calling the class with a list of
//! the items (their `__reduce__`). Either way no `__init__` runs but the class's own, and
//! then the instance's attributes are set as its `__dict__`.

use super::{BuildKind, Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, Const, Member, PyStr};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `[how, args, base]` for `copy.py`'s `_reconstruct`: `how` is `"newobj"` or `"call"`,
    /// `base` names the items it adds after the attributes (`"dict"`, `"list"` or `""`).
    pub(super) fn copy_reduction(&mut self, x: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let obj = self.instance_of(x, at)?;
        let (Some(b), Some(held)) = (obj.class.builtin_type(), obj.base.get().cloned()) else {
            return Err(Fault::internal("<copy> reduces instances holding a builtin value", at));
        };
        let (how, args, base) = if b == Builtin::Dict {
            ("newobj", Vec::new(), "dict")
        } else if b == Builtin::List {
            ("newobj", Vec::new(), "list")
        } else if matches!(b, Builtin::Set | Builtin::Frozenset) {
            ("call", vec![self.call_builtin(Builtin::List, vec![held], Vec::new(), at)?], "")
        } else {
            // `str`, `int`, `float`, `tuple`: their `__getnewargs__` is the plain value.
            ("newobj", vec![held], "")
        };
        let text = |ev: &mut Self, s: &str| ev.domain.constant(&Const::Str(Rc::new(PyStr::from(s))), at);
        let how = text(self, how)?;
        let args = self.domain.build(BuildKind::List, args, at)?;
        let base = text(self, base)?;
        self.domain.build(BuildKind::List, vec![how, args, base], at)
    }

    /// `cls.__new__(cls, *args)` for the class of `x`: the class's own `__new__`, else the
    /// builtin type's (a mutable value made empty).
    pub(super) fn new_of_class(&mut self, x: &Val<D>, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let class = self.instance_of(x, at)?.class.clone();
        let new = match class.lookup("__new__") {
            Some(Member::Static(new)) => Some(*new),
            _ => None,
        };
        let cls = self.domain.function_value(Callable::Class(class));
        let all = std::iter::once(cls).chain(args).collect();
        match new {
            Some(new) => self.call_function(new, all, Vec::new(), at),
            None => self.builtin_new(all, Vec::new(), at),
        }
    }
}

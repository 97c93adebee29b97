//! The conversion and call hooks of the program's classes, where CPython's builtins call
//! them: `int(x)` (`__int__`, then `__index__`), `float(x)` (`__float__`, then `__index__`),
//! `range(x)`, `bin`/`hex`/`oct(x)`, repeating a sequence and indexing a list, tuple or str with
//! `x` (`__index__`), `reversed(x)`
//! (`__reversed__`), `x(...)` and `callable(x)` (`__call__`). Results of the wrong type are CPython's
//! `TypeError`s, with its wording.

use super::{Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, CmpOp, Const, PyExc};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `int`, `float`, `range`, `reversed` given an instance: done here (`Ok`), or the
    /// arguments back for the domain (`Err`), instances in `range`'s converted to ints.
    pub(super) fn conversion_hooks(
        &mut self,
        b: Builtin,
        args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Result<Val<D>, Vec<Val<D>>>, Fault> {
        if !kwargs.is_empty() || !args.iter().any(|a| self.is_object(a)) {
            return Ok(Err(args));
        }
        match (b, args.as_slice()) {
            (Builtin::Int, [v]) => {
                let Some(f) = self.dunder(v, "__int__") else {
                    return match self.dunder(v, "__index__") {
                        Some(_) => self.index_of(v, at).map(Ok),
                        None => Ok(Err(self.held_values(args))),
                    };
                };
                let n = self.call_dunder(f, v.clone(), Vec::new(), at)?;
                self.checked_int(n, "__int__", at).map(Ok)
            }
            (Builtin::Float, [v]) => {
                let Some(f) = self.dunder(v, "__float__") else {
                    return match self.dunder(v, "__index__") {
                        Some(_) => {
                            let n = self.index_of(v, at)?;
                            self.domain.builtin(Builtin::Float, vec![n], Vec::new(), at).map(Ok)
                        }
                        None => Ok(Err(self.held_values(args))),
                    };
                };
                let x = self.call_dunder(f, v.clone(), Vec::new(), at)?;
                if !self.is_builtin_instance(&x, Builtin::Float, at)? {
                    let (class, got) = (self.type_name(v, at)?, self.type_name(&x, at)?);
                    return Err(Fault::type_error(format!("{class}.__float__ returned non-float (type {got})"), at));
                }
                Ok(Ok(x))
            }
            (Builtin::Bin | Builtin::Hex | Builtin::Oct, [v]) if self.dunder(v, "__index__").is_some() => {
                let n = self.index_of(v, at)?;
                self.domain.builtin(b, vec![n], Vec::new(), at).map(Ok)
            }
            (Builtin::Range, _) => {
                let mut out = Vec::with_capacity(args.len());
                for a in args {
                    out.push(if self.is_object(&a) { self.index_of(&a, at)? } else { a });
                }
                Ok(Err(out))
            }
            (Builtin::Reversed, [v]) => match self.dunder(v, "__reversed__") {
                Some(f) => self.call_dunder(f, v.clone(), Vec::new(), at).map(Ok),
                // The builtin type's `__reversed__`, over the value the instance holds.
                None if self.builtin_part(v).is_some() => Ok(Err(self.builtin_part(v).into_iter().collect())),
                // CPython's lazy reverse iterator over `__len__` and `__getitem__`.
                None if self.dunder(v, "__len__").is_some() && self.dunder(v, "__getitem__").is_some() => {
                    let name = self.type_name(v, at)?;
                    Err(Fault::unsupported(
                        format!("`reversed()` of an instance of `{name}` without `__reversed__` (by `__len__` and `__getitem__`)"),
                        at,
                    ))
                }
                None => Ok(Err(args)),
            },
            (Builtin::Callable, [v]) => {
                let has = self.dunder(v, "__call__").is_some();
                self.bool_value(has, at).map(Ok)
            }
            _ => Ok(Err(args)),
        }
    }

    /// `operator.index(v)` of an instance: its `__index__`, which must give an int. An
    /// instance of an `int` subclass is its int already: CPython never calls its `__index__`.
    pub(super) fn index_of(&mut self, v: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if let Some(held) = self.builtin_part(v) {
            if self.is_builtin_instance(&held, Builtin::Int, at)? {
                return Ok(held);
            }
        }
        let Some(f) = self.dunder(v, "__index__") else {
            let name = self.type_name(v, at)?;
            return Err(Fault::type_error(format!("'{name}' object cannot be interpreted as an integer"), at));
        };
        let n = self.call_dunder(f, v.clone(), Vec::new(), at)?;
        self.checked_int(n, "__index__", at)
    }

    /// What `__int__`/`__index__` returned, which must be an int (a bool is taken as the int
    /// it is, as `int(True)`).
    fn checked_int(&mut self, n: Val<D>, method: &str, at: Span) -> Result<Val<D>, Fault> {
        if self.is_object(&n) || !self.is_builtin_instance(&n, Builtin::Int, at)? {
            let got = self.type_name(&n, at)?;
            return Err(Fault::type_error(format!("{method} returned non-int (type {got})"), at));
        }
        self.domain.builtin(Builtin::Int, vec![n], Vec::new(), at)
    }

    /// The index of `container[index]` when `index` is an instance with `__index__` and the
    /// container a list, tuple or str, which CPython indexes by it.
    pub(super) fn sequence_index(&mut self, container: &Val<D>, index: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if self.no_classes() || self.is_object(container) || self.dunder(&index, "__index__").is_none() {
            return Ok(index);
        }
        let mut indexable = false;
        for b in [Builtin::List, Builtin::Tuple, Builtin::Str] {
            indexable = indexable || self.is_builtin_instance(container, b, at)?;
        }
        if !indexable {
            return Ok(index);
        }
        self.index_sized(&index, PyExc::IndexError, at)
    }

    /// An instance's `__index__` where CPython needs a machine-word integer (an index, a
    /// repeat count): past 64 bits, `exc` naming the instance's class.
    pub(super) fn index_sized(&mut self, v: &Val<D>, exc: PyExc, at: Span) -> Result<Val<D>, Fault> {
        let n = self.index_of(v, at)?;
        if !self.fits_machine_word(&n, at)? {
            let name = self.type_name(v, at)?;
            return Err(Fault::exc(exc, format!("cannot fit '{name}' into an index-sized integer"), at));
        }
        Ok(n)
    }

    /// Whether the int `n` fits CPython's machine word (`Py_ssize_t`, `Py_hash_t`: 64 bits),
    /// as lengths, indexes and hashes must.
    pub(super) fn fits_machine_word(&mut self, n: &Val<D>, at: Span) -> Result<bool, Fault> {
        let (least, most) =
            (self.domain.constant(&Const::Int(i64::MIN), at)?, self.domain.constant(&Const::Int(i64::MAX), at)?);
        Ok(self.domain.test(CmpOp::GtE, n.clone(), least, at)? && self.domain.test(CmpOp::LtE, n.clone(), most, at)?)
    }

    /// What calling `v` calls: an instance with `__call__` is called through it.
    pub(super) fn callable_value(&mut self, v: &Val<D>, at: Span) -> Result<Callable<Val<D>>, Fault> {
        if !self.no_classes() && self.dunder(v, "__call__").is_some() {
            return Ok(Callable::Object(v.clone()));
        }
        self.domain.callable(v, at)
    }

    /// `obj(args)`: its `__call__` with `obj` first.
    pub(super) fn call_object(
        &mut self,
        obj: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let Some(f) = self.dunder(&obj, "__call__") else {
            let name = self.type_name(&obj, at)?;
            return Err(Fault::type_error(format!("'{name}' object is not callable"), at));
        };
        let all = std::iter::once(obj).chain(args).collect();
        self.call_function(f, all, kwargs, at)
    }
}

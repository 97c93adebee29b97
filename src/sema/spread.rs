//! CPython's refusals of a `*` or `**` operand that is not an iterable or a mapping: a call
//! names its callee (`__main__.f() argument after ** must be a mapping, not list`), a list or
//! tuple display says `Value after * ...`, a set display the plain `not iterable` error; a
//! slice assignment says `can only assign an iterable`.

use super::{BuildKind, Callable, Domain, Evaluator, Fault, FaultKind, Val};
use crate::ir::{Builtin, CmpOp, Const, ExcClass, FuncId, Method, PyExc};
use crate::source::Span;

/// What receives the spread items, for the wording of a refusal.
pub(super) enum Receiver<'a, V> {
    Display(BuildKind),
    Function(FuncId),
    Builtin(Builtin),
    /// A method of a builtin type, with its receiver.
    Method(Method, &'a V),
    /// A callee known only as a value (`handler(*args)`).
    Value(&'a Callable<V>),
    /// A callee whose CPython name is known (`ValueError()` for an exception class).
    Named(&'a str),
    /// A class or function of the program by name (`__main__.Point()`).
    Qualified(&'a str),
    /// A method looked up by name on a receiver (an instance's method).
    Attr(&'a V, &'a str),
}

// Only references inside: copied whatever `V` is (a derive would ask `V: Copy`).
impl<V> Clone for Receiver<'_, V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V> Copy for Receiver<'_, V> {}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The callee as CPython's messages name it: `__main__.f()` for the program's functions
    /// and classes, `len()` and `str.join()` for builtins.
    fn receiver_text(&mut self, who: Receiver<'_, Val<D>>, at: Span) -> Option<String> {
        Some(match who {
            Receiver::Display(_) => return None,
            Receiver::Function(func) => format!("__main__.{}()", self.program.function(func).qualname),
            Receiver::Builtin(b) => format!("{}()", b.name()),
            Receiver::Method(m, receiver) => match self.type_name(receiver, at) {
                Ok(t) if !m.on_type() => format!("{t}.{}()", m.name()),
                _ => format!("{}()", m.name()),
            },
            Receiver::Value(Callable::Closure(c)) => return self.receiver_text(Receiver::Function(c.func), at),
            Receiver::Value(Callable::Builtin(b)) => format!("{}()", b.name()),
            Receiver::Value(Callable::Method(m, receiver)) => {
                let receiver = receiver.clone();
                return self.receiver_text(Receiver::Method(*m, &receiver), at);
            }
            Receiver::Value(Callable::Class(c)) => format!("{}()", c.qualified_name()),
            Receiver::Value(Callable::Exception(c)) => format!("{}()", c.name()),
            Receiver::Value(Callable::Slot(name, receiver)) => {
                format!("{}.{name}()", self.type_name(receiver, at).ok()?)
            }
            // CPython names a callable instance by its `repr`, with its address when the class
            // has no `__repr__` of its own; the address is left out here.
            Receiver::Value(Callable::Object(o)) => match self.domain.as_object(o) {
                Some(obj) => format!("<{} object>", obj.class.qualified_name()),
                None => format!("<__main__.{} object>", self.type_name(o, at).ok()?),
            },
            Receiver::Named(name) => format!("{name}()"),
            Receiver::Qualified(name) => format!("__main__.{name}()"),
            Receiver::Attr(receiver, name) => {
                let t = self.type_name(receiver, at).ok()?;
                match self.is_object(receiver) {
                    true => format!("__main__.{t}.{name}()"),
                    false => format!("{t}.{name}()"),
                }
            }
        })
    }

    /// The items of `*v`; a `v` that is not iterable gets the receiver's wording.
    pub(super) fn spread_items(
        &mut self,
        v: Val<D>,
        who: Receiver<'_, Val<D>>,
        at: Span,
    ) -> Result<Vec<Val<D>>, Fault> {
        match self.collect(v.clone(), at) {
            Err(fault) if self.not_iterable_fault(&fault, &v, at) => {
                let t = self.type_name(&v, at)?;
                match (who, self.receiver_text(who, at)) {
                    (_, Some(callee)) => {
                        Err(fault.with_message(format!("{callee} argument after * must be an iterable, not {t}")))
                    }
                    (Receiver::Display(BuildKind::List | BuildKind::Tuple), None) => {
                        Err(fault.with_message(format!("Value after * must be an iterable, not {t}")))
                    }
                    _ => Err(fault),
                }
            }
            other => other,
        }
    }

    /// `obj[a:b:c] = v` on a built-in object. Only a list takes items, from any iterable (one
    /// that is not gets CPython's wording for a simple or an extended slice); every other
    /// object refuses before `v` is iterated, as its `__setitem__` does.
    pub(super) fn assign_slice_from(
        &mut self,
        obj: Val<D>,
        bounds: [Option<Val<D>>; 3],
        v: Val<D>,
        at: Span,
    ) -> Result<(), Fault> {
        if self.is_builtin_instance(&obj, Builtin::Bytearray, at)? {
            return self.assign_bytes_slice(obj, bounds, v, at);
        }
        if !self.is_builtin_instance(&obj, Builtin::List, at)? {
            return self.domain.assign_slice(obj, bounds, Some(Vec::new()), at);
        }
        match self.collect(v.clone(), at) {
            Ok(items) => self.domain.assign_slice(obj, bounds, Some(items), at),
            Err(fault) if self.not_iterable_fault(&fault, &v, at) => {
                let extended = match &bounds[2] {
                    Some(step) => {
                        let one = self.domain.constant(&Const::Int(1), at)?;
                        let is_one = self.domain.compare(CmpOp::Eq, step.clone(), one, at)?;
                        !self.domain.truth(&is_one, at)?
                    }
                    None => false,
                };
                let message =
                    if extended { "must assign iterable to extended slice" } else { "can only assign an iterable" };
                Err(fault.with_message(message.to_owned()))
            }
            Err(fault) => Err(fault),
        }
    }

    /// `ba[a:b:c] = v` on a bytearray: the ints of `v` (any iterable but text), whose range the
    /// domain checks; text or what is not iterable is CPython's one `TypeError`.
    fn assign_bytes_slice(
        &mut self,
        obj: Val<D>,
        bounds: [Option<Val<D>>; 3],
        v: Val<D>,
        at: Span,
    ) -> Result<(), Fault> {
        let refused = || Fault::type_error("can assign only bytes, buffers, or iterables of ints in range(0, 256)", at);
        if self.is_builtin_instance(&v, Builtin::Str, at)? {
            return Err(refused());
        }
        match self.collect(v.clone(), at) {
            Ok(items) => self.domain.assign_slice(obj, bounds, Some(items), at),
            Err(fault) if self.not_iterable_fault(&fault, &v, at) => Err(refused()),
            Err(fault) => Err(fault),
        }
    }

    /// Whether `fault` is the plain `TypeError` of iterating a `v` that is not iterable (not
    /// one raised while iterating it).
    pub(super) fn not_iterable_fault(&mut self, fault: &Fault, v: &Val<D>, at: Span) -> bool {
        if fault.kind() != &FaultKind::Exception(ExcClass::Builtin(PyExc::TypeError)) {
            return false;
        }
        match self.type_name(v, at) {
            Ok(t) => fault.message() == format!("'{t}' object is not iterable"),
            Err(_) => false,
        }
    }

    /// `CPython`'s `TypeError` for `**v` in a call when `v` is not a mapping (a dict or an
    /// instance, which goes through its own checks); `Ok` otherwise.
    pub(super) fn check_mapping_argument(
        &mut self,
        v: &Val<D>,
        who: Receiver<'_, Val<D>>,
        at: Span,
    ) -> Result<(), Fault> {
        if self.is_object(v) {
            return Ok(());
        }
        let t = self.type_name(v, at)?;
        if t == "dict" {
            return Ok(());
        }
        let callee = self.receiver_text(who, at).unwrap_or_default();
        Err(Fault::type_error(format!("{callee} argument after ** must be a mapping, not {t}"), at))
    }
}

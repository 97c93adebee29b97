//! A class's own `__getattr__`, which CPython calls with the attribute's name when the
//! ordinary lookup on one of its instances fails with `AttributeError` (no field, nothing
//! along the class's order, or a property's getter raising it): what records over a dict,
//! proxies and defaulting configuration objects are written with. Reads (`obj.name`,
//! `getattr`, `hasattr`) and calls (`obj.name(...)`) reach it alike; the operators and
//! builtins, which look special methods up on the class, never do, as in CPython.

use super::{Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{ExcClass, Member, PyExc};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `read`, the ordinary lookup of `receiver.name`, or where it raised `AttributeError`
    /// and `obj`'s class defines `__getattr__`, what `__getattr__(receiver, name)` gives.
    pub(super) fn or_getattr_hook<T>(
        &mut self,
        read: Result<T, Fault>,
        obj: &Instance<Val<D>>,
        receiver: &Val<D>,
        name: &str,
        at: Span,
        wrap: impl FnOnce(Val<D>) -> T,
    ) -> Result<T, Fault> {
        let failed = match read {
            Err(f) if is_attribute_error(&f) => f,
            read => return read,
        };
        let Some(Member::Method(hook)) = obj.class.lookup("__getattr__").cloned() else {
            return Err(failed);
        };
        let by_name = self.getattr_by_name == Some(at) && !self.program.modelled.iter().any(|(f, _)| *f == at.file);
        if name.len() > 4 && name.starts_with("__") && name.ends_with("__") && !by_name {
            // CPython's builtins and modules look most special methods up on the class, past
            // `__getattr__`, where clauz3's modelled ones may read the instance: refused
            // rather than answered by the hook where CPython's would not be. The program's own
            // `getattr(obj, "__len__")`/`hasattr` is an ordinary lookup: the hook answers it.
            let message = format!(
                "`{}.__getattr__` asked for `{name}`: CPython looks special methods up on the class (past `__getattr__`) where clauz3's models may ask the instance",
                obj.class.name
            );
            return Err(Fault::unsupported(message, at));
        }
        let name = self.text_const(name, at)?;
        self.call_function(hook, vec![receiver.clone(), name], Vec::new(), at).map(wrap)
    }
}

/// An `AttributeError`, or an exception of a class deriving from it, as `except
/// AttributeError` would catch it.
pub(super) fn is_attribute_error(f: &Fault) -> bool {
    f.exc_class().is_some_and(|c| c.is_subclass_of(&ExcClass::Builtin(PyExc::AttributeError)))
}

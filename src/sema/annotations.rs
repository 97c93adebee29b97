//! `__annotations__` of the program's functions and classes: the dict a `def` or `class`
//! statement computed into a hidden module value (`syntax/annotation_values.rs`), refused
//! where clauz3 does not compute the annotations.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{ClassDef, FuncId};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `f.__annotations__` of a function of the program: the dict its `def` computed, when
    /// clauz3 computes it (`syntax/annotation_values.rs`).
    pub(super) fn function_annotations(&mut self, func: FuncId, at: Span) -> Result<Val<D>, Fault> {
        let function = self.program.function(func);
        match &function.annotations {
            Some(value) => self.module_value(value, at),
            None if !function.annotated => self.domain.build_dict(Vec::new(), at),
            None => Err(Fault::unsupported(
                format!(
                    "`__annotations__` of `{}`: clauz3 computes a function's annotations only for module-level functions and methods of module-level classes, undecorated, annotated with builtin types, classes defined before, strings, `None` or builtin types subscripted with those (`list[str]`), and not under `from __future__ import annotations`",
                    function.qualname
                ),
                at,
            )),
        }
    }

    /// `C.__annotations__` of a class of the program: its own annotations; CPython 3.11 gives
    /// a class whose body annotates nothing an empty dict.
    pub(super) fn class_annotations(&mut self, class: &ClassDef, at: Span) -> Result<Val<D>, Fault> {
        if let Some(value) = &class.annotations {
            return self.module_value(value, at);
        }
        // `ABC`, `Generic` and `Protocol` annotate nothing either.
        let plain = self.program.modelled_module(class.span.file).is_none()
            && class.enum_role.is_none()
            && !class.is_named_tuple();
        if (plain || class.is_marker()) && !class.annotates {
            return self.domain.build_dict(Vec::new(), at);
        }
        Err(Fault::unsupported(
            format!(
                "`__annotations__` of the class `{}`: clauz3 computes a class's annotations only for module-level classes of the program annotated with builtin types, classes defined before, strings, `None` or builtin types subscripted with those (`list[str]`)",
                class.name
            ),
            at,
        ))
    }

    /// `obj.__annotations__` of an instance of a program class whose body annotates: its
    /// class's (CPython finds them in that class's namespace). `None` for the read to go on
    /// when it does not: CPython gives a base's, or the empty dict that reading the class's own
    /// left in its namespace, which the read refuses (`hasattr` answers it).
    pub(super) fn instance_annotations(&mut self, class: &ClassDef, at: Span) -> Option<Result<Val<D>, Fault>> {
        if !class.annotates {
            return None;
        }
        Some(self.class_annotations(class, at))
    }
}

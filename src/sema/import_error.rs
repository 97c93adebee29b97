//! `ImportError`'s keyword arguments, `name=` and `path=` (CPython's only exception class
//! taking keywords), kept on the exception object with its `msg` (the one argument, if only
//! one), and read back as its attributes `name`, `path` and `msg`.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Const, ExcClass, PyExc};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

/// Whether `class` is `ImportError` or `ModuleNotFoundError`.
pub(super) fn takes_import_keywords(class: &ExcClass) -> bool {
    matches!(class, ExcClass::Builtin(PyExc::ImportError | PyExc::ModuleNotFoundError))
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `ImportError(*args, name=..., path=...)`: the exception, its `name`, `path` and `msg`
    /// kept for reading; another keyword is CPython's `TypeError`.
    pub(super) fn new_import_error(
        &mut self,
        class: &ExcClass,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let none = self.domain.constant(&Const::None, at)?;
        let (mut name, mut path) = (none.clone(), none.clone());
        for (k, v) in kwargs {
            match &*k {
                "name" => name = v,
                "path" => path = v,
                _ => {
                    let message = format!("'{k}' is an invalid keyword argument for ImportError()");
                    return Err(Fault::type_error(message, at));
                }
            }
        }
        let msg = match args.as_slice() {
            [one] => one.clone(),
            _ => none,
        };
        let made = self.domain.exception(class, args, at)?;
        let mut chain = self.chain_of(&made);
        chain.import = Some(Rc::new([name, path, msg]));
        self.set_chain(&made, chain);
        Ok(made)
    }

    /// `e.name`, `e.path`, `e.msg` of an `ImportError` made by the program; `None` for any
    /// other value or name.
    pub(super) fn import_attribute(&mut self, v: &Val<D>, name: &str) -> Option<Val<D>> {
        let index = ["name", "path", "msg"].iter().position(|n| *n == name)?;
        if !self.is_exception_object(v) {
            return None;
        }
        self.chain_of(v).import.map(|fields| fields[index].clone())
    }
}

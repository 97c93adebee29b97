//! `f.__closure__`: None for a function without free variables, else a tuple of cell objects
//! (`ir/value_classes.rs`'s `cell`), one per free variable in CPython's order (by name, as
//! its compiler sorts `co_freevars`). A cell object stands for the live cell its function
//! reads, so `cell_contents` sees later assignments, and an unassigned one is CPython's
//! `ValueError: Cell is empty`; one object per cell in a run, as closures share them.

use super::{Callable, Cell, Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{value_class, Const, FuncId, PyExc, ValueClass};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `f.__closure__` of the function value `v` (of the function `func`).
    pub(super) fn function_closure(&mut self, v: &Val<D>, func: FuncId, at: Span) -> Result<Val<D>, Fault> {
        let function = self.program.function(func);
        if function.free_names.is_empty() {
            return self.domain.constant(&Const::None, at);
        }
        let Ok(Callable::Closure(closure)) = self.domain.callable(v, at) else {
            return Err(Fault::internal("`__closure__` of a value that is no function", at));
        };
        let refuse = |why: &str| Fault::unsupported(format!("`__closure__` of {why}"), at);
        if closure.free.len() != function.free_names.len() {
            return Err(refuse("a method of a class defined inside a function"));
        }
        // A method reading `super()` or `__class__` has CPython's `__class__` cell too.
        let method = function.qualname.rsplit_once('.').is_some_and(|(outer, _)| !outer.ends_with("<locals>"));
        if method {
            return Err(refuse("a method, whose cells CPython gives a `__class__` entry when it calls `super()`"));
        }
        let mut named: Vec<(&Rc<str>, &Cell<Val<D>>)> = function.free_names.iter().zip(closure.free.iter()).collect();
        named.sort_by(|a, b| a.0.cmp(b.0));
        let cells: Vec<Cell<Val<D>>> = named.into_iter().map(|(_, c)| c.clone()).collect();
        let mut items = Vec::with_capacity(cells.len());
        for cell in cells {
            items.push(self.cell_object(cell));
        }
        self.domain.build(super::BuildKind::Tuple, items, at)
    }

    /// The one cell object of `cell` in this run.
    fn cell_object(&mut self, cell: Cell<Val<D>>) -> Val<D> {
        if let Some((_, made)) = self.cell_objects.iter().find(|(c, _)| Rc::ptr_eq(c, &cell)) {
            return made.clone();
        }
        let obj = Rc::new(Instance::made_in(value_class(ValueClass::Cell), self.rows_depth));
        let made = self.domain.object_value(obj);
        self.value_objects = true;
        self.cell_objects.push((cell, made.clone()));
        made
    }

    /// `c.name` of a cell object `obj`: `cell_contents`, else CPython's `AttributeError`.
    pub(super) fn cell_attribute(
        &mut self,
        obj: &Instance<Val<D>>,
        name: &str,
        at: Span,
    ) -> Option<Result<Val<D>, Fault>> {
        if obj.class.value_class() != Some(ValueClass::Cell) {
            return None;
        }
        if name != "cell_contents" {
            let message = format!("'cell' object has no attribute '{name}'");
            return Some(Err(Fault::exc(PyExc::AttributeError, message, at)));
        }
        let same = |made: &Val<D>| self.domain.as_object(made).is_some_and(|o| std::ptr::eq(&*o, obj));
        let Some((cell, _)) = self.cell_objects.iter().find(|(_, made)| same(made)) else {
            return Some(Err(Fault::internal("a cell object without its cell", at)));
        };
        let held = cell.borrow().clone();
        Some(held.ok_or_else(|| Fault::exc(PyExc::ValueError, "Cell is empty", at)))
    }
}

//! `f.__closure__`: None for a function without free variables, else a tuple of cell objects
//! (`ir/value_classes.rs`'s `cell`), one per free variable in CPython's order (by name, as
//! its compiler sorts `co_freevars`). A cell object stands for the live cell its function
//! reads, so `cell_contents` sees later assignments, and an unassigned one is CPython's
//! `ValueError: Cell is empty`; one object per cell in a run, as closures share them. And
//! `f.__code__`, a code object of what the definition fixes (`co_name`, argument counts,
//! `co_freevars`).

use super::{Callable, Cell, Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{value_class, Const, FuncId, ParamKind, PyExc, ValueClass};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `f.__closure__` of the function value `v` (of the function `func`).
    pub(super) fn function_closure(&mut self, v: &Val<D>, func: FuncId, at: Span) -> Result<Val<D>, Fault> {
        let function = self.program.function(func);
        let refuse = |why: &str| Fault::unsupported(format!("`__closure__` of {why}"), at);
        // A method reading `super()` or `__class__` has CPython's `__class__` cell too.
        if self.may_have_class_cell(func) {
            return Err(refuse("a method calling `super()`, whose cells CPython gives a `__class__` entry"));
        }
        if function.free_names.is_empty() {
            return self.domain.constant(&Const::None, at);
        }
        let Ok(Callable::Closure(closure)) = self.domain.callable(v, at) else {
            return Err(Fault::internal("`__closure__` of a value that is no function", at));
        };
        if closure.free.len() != function.free_names.len() {
            return Err(refuse("a method of a class defined inside a function"));
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

    /// `f.__code__` of the function `func`: a code object with the attributes known exactly
    /// from its definition (`co_name`, `co_qualname`, the argument counts, `co_freevars`);
    /// one object per `def`, made at its first read. A method's is refused, as its
    /// `__closure__` is.
    pub(super) fn code_object(&mut self, func: FuncId, at: Span) -> Result<Val<D>, Fault> {
        if let Some((_, made)) = self.code_objects.iter().find(|(f, _)| *f == func) {
            return Ok(made.clone());
        }
        let made = self.new_code_object(func, at)?;
        self.code_objects.push((func, made.clone()));
        Ok(made)
    }

    fn new_code_object(&mut self, func: FuncId, at: Span) -> Result<Val<D>, Fault> {
        if self.may_have_class_cell(func) {
            return Err(Fault::unsupported(
                "`__code__` of a method calling `super()`, whose free variables CPython gives `__class__`",
                at,
            ));
        }
        let function = self.program.function(func);
        let count = |kinds: &[ParamKind]| function.params.iter().filter(|p| kinds.contains(&p.kind)).count() as i64;
        let mut free: Vec<Rc<str>> = function.free_names.clone();
        free.sort();
        let name = function.qualname.rsplit('.').next().unwrap_or(&function.qualname).to_owned();
        let qualname = function.qualname.clone();
        let counts = [
            ("co_argcount", count(&[ParamKind::PositionalOnly, ParamKind::Normal])),
            ("co_posonlyargcount", count(&[ParamKind::PositionalOnly])),
            ("co_kwonlyargcount", count(&[ParamKind::KeywordOnly])),
        ];
        let obj = Rc::new(Instance::made_in(value_class(ValueClass::Code), self.rows_depth));
        for (field, n) in counts {
            obj.set_field(&Rc::from(field), self.domain.constant(&Const::Int(n), at)?);
        }
        obj.set_field(&Rc::from("co_name"), self.text_const(&name, at)?);
        // Where the `def` is, as CPython's `co_filename` (the program's absolute path, as its
        // tracebacks name it) and `co_firstlineno` give it.
        if let Some(file) = self.program.traceback.sources.get(function.span.file) {
            let filename = if file.name == *self.program.script {
                self.program.traceback.name.to_string()
            } else {
                file.name.clone()
            };
            obj.set_field(&Rc::from("co_filename"), self.text_const(&filename, at)?);
            let def_line = file.line_col(function.span.start).line;
            let def = file.snippet(function.span).starts_with(['d', 'a']);
            if let Some(line) = if def { first_line(file, def_line) } else { Some(def_line) } {
                obj.set_field(&Rc::from("co_firstlineno"), self.domain.constant(&Const::Int(i64::from(line)), at)?);
            }
        }
        obj.set_field(&Rc::from("co_qualname"), self.text_const(&qualname, at)?);
        let mut names = Vec::with_capacity(free.len());
        for n in &free {
            names.push(self.text_const(n, at)?);
        }
        let names = self.domain.build(super::BuildKind::Tuple, names, at)?;
        obj.set_field(&Rc::from("co_freevars"), names);
        self.code_varnames(&obj, func, at)?;
        self.value_objects = true;
        Ok(self.domain.object_value(obj))
    }

    /// `co_varnames` and `co_nlocals` of a function whose only local variables are its
    /// parameters (`*args` and `**kwargs` after the keyword-only ones, as CPython lists them).
    /// The other locals follow in the order CPython's compiler first meets each name, which
    /// the lowered function does not keep, so they are left unset (and refused when read).
    fn code_varnames(&mut self, obj: &Instance<Val<D>>, func: FuncId, at: Span) -> Result<(), Fault> {
        let function = self.program.function(func);
        let n_params =
            function.params.len() + usize::from(function.varargs.is_some()) + usize::from(function.varkw.is_some());
        let visible = |n: &Rc<str>| n.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_');
        let names = function.local_names.clone();
        let cells_unnamed = function.cell_names.iter().filter(|c| !names.contains(c)).any(visible);
        if names.len() < n_params || names[n_params..].iter().any(visible) || cells_unnamed {
            return Ok(());
        }
        let mut texts = Vec::with_capacity(n_params);
        for n in &names[..n_params] {
            texts.push(self.text_const(n, at)?);
        }
        let count = self.domain.constant(&Const::Int(n_params as i64), at)?;
        obj.set_field(&Rc::from("co_varnames"), self.domain.build(super::BuildKind::Tuple, texts, at)?);
        obj.set_field(&Rc::from("co_nlocals"), count);
        Ok(())
    }

    /// `c.name` of a code object `obj`: the attributes set, others refused.
    pub(super) fn code_attribute(
        &mut self,
        obj: &Instance<Val<D>>,
        name: &str,
        at: Span,
    ) -> Option<Result<Val<D>, Fault>> {
        if obj.class.value_class() != Some(ValueClass::Code) {
            return None;
        }
        Some(obj.field(name).ok_or_else(|| {
            Fault::unsupported(format!("`{name}` of a code object (clauz3 gives `co_name`, `co_qualname`, `co_filename`, `co_firstlineno`, `co_argcount`, `co_posonlyargcount`, `co_kwonlyargcount`, `co_freevars`, and `co_varnames` and `co_nlocals` of a function whose only locals are its parameters)"), at)
        }))
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

impl<D: Domain> Evaluator<'_, D> {
    /// Whether CPython may give function `func` a `__class__` cell (a method, or a function
    /// nested in one, reading `super()` or `__class__`): its source names `super` or
    /// `__class__` anywhere, even in a string, or is not at hand.
    fn may_have_class_cell(&self, func: FuncId) -> bool {
        let span = self.program.function(func).span;
        let Some(file) = self.program.traceback.sources.get(span.file) else { return true };
        let Some(text) = file.text.get(span.start as usize..span.end as usize) else { return true };
        text.contains("super") || text.contains("__class__")
    }
}

/// CPython's `co_firstlineno` of the `def` on line `def_line`: the line of its first decorator.
/// The lines above are read back over `@` lines, blank lines and comments; None (not known)
/// where one of them may end a decorator written over several lines.
fn first_line(file: &crate::source::SourceFile, def_line: u32) -> Option<u32> {
    let mut first = def_line;
    let mut line = def_line;
    while line > 1 {
        line -= 1;
        let text = file.line_text(line).trim();
        if text.starts_with('@') {
            first = line;
        } else if !(text.is_empty() || text.starts_with('#')) {
            let may_continue = text.ends_with([')', ',', '(', '[', ']', '{', '}', '\\']);
            return (!may_continue).then_some(first);
        }
    }
    Some(first)
}

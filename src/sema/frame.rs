//! Activation frames and variable access.

use super::{Cell, Fault};
use crate::ir::{Function, Place, Program, PyExc};
use crate::source::Span;
use std::cell::RefCell;
use std::rc::Rc;

/// How a statement finished.
pub(super) enum Flow<V> {
    Normal,
    Break,
    Continue,
    Return(V),
}

/// One activation of a function: its plain locals, its own cells, and captured cells.
pub(super) struct Frame<'p, V> {
    pub program: &'p Program,
    pub func: &'p Function,
    pub locals: Vec<Option<V>>,
    pub cells: Vec<Cell<V>>,
    pub free: Rc<[Cell<V>]>,
    /// The module-level variables functions rebind with `global`, shared by every frame.
    pub globals: Rc<[Cell<V>]>,
    /// Names a quantified loop bound: they stand for every row at once and have no value after
    /// the loop. (Boxed: one word, none in the interpreter, for every frame built and moved.)
    #[expect(clippy::box_collection, reason = "one word in every frame, where a `Vec` is three")]
    pub hidden: Option<Box<Vec<Place>>>,
}

/// A frame's variables without the references to the program (which a value cannot hold).
pub(super) struct SavedFrame<V> {
    locals: Vec<Option<V>>,
    cells: Vec<Cell<V>>,
    free: Rc<[Cell<V>]>,
    globals: Rc<[Cell<V>]>,
    #[expect(clippy::box_collection, reason = "as `Frame::hidden`")]
    hidden: Option<Box<Vec<Place>>>,
}

impl<'p, V> Frame<'p, V> {
    /// A frame whose first locals are the bound parameters. Inlined into every call (forced:
    /// fat LTO kept it out of line, 60 instructions a call, the frame built in memory and
    /// moved again); the locals past the parameters and the cells are made out of line.
    #[inline(always)]
    pub fn new(
        program: &'p Program,
        func: &'p Function,
        mut locals: Vec<Option<V>>,
        free: Rc<[Cell<V>]>,
        globals: Rc<[Cell<V>]>,
    ) -> Self {
        if locals.len() != func.n_locals as usize {
            unbound_locals(&mut locals, func.n_locals as usize);
        }
        let cells = if func.n_cells == 0 { Vec::new() } else { new_cells(func.n_cells) };
        Frame { program, func, locals, cells, free, globals, hidden: None }
    }

    /// The frame's variables, kept while a generator is suspended.
    pub fn save(self) -> SavedFrame<V> {
        SavedFrame {
            locals: self.locals,
            cells: self.cells,
            free: self.free,
            globals: self.globals,
            hidden: self.hidden,
        }
    }

    /// A suspended generator's frame, back in place.
    pub fn restore(program: &'p Program, func: &'p Function, saved: SavedFrame<V>) -> Self {
        let SavedFrame { locals, cells, free, globals, hidden } = saved;
        Frame { program, func, locals, cells, free, globals, hidden }
    }

    pub fn place_name(&self, place: Place) -> &str {
        let names = match place {
            Place::Local(i) => self.func.local_names.get(i as usize),
            Place::Cell(i) => self.func.cell_names.get(i as usize),
            Place::Free(i) => self.func.free_names.get(i as usize),
            Place::Global(i) => self.program.globals.get(i as usize).map(|g| &g.name),
        };
        names.map_or("?", |n| n)
    }

    /// The cell behind a place that is not a plain local.
    fn cell(&self, place: Place) -> Option<&Cell<V>> {
        match place {
            Place::Local(_) => None,
            Place::Cell(i) => Some(&self.cells[i as usize]),
            Place::Free(i) => Some(&self.free[i as usize]),
            Place::Global(i) => Some(&self.globals[i as usize]),
        }
    }
}

/// The locals of a frame past its bound parameters, unbound.
#[inline(never)]
fn unbound_locals<V>(locals: &mut Vec<Option<V>>, n_locals: usize) {
    locals.resize_with(n_locals, || None);
}

/// A frame's own cells, empty.
#[inline(never)]
fn new_cells<V>(n_cells: u32) -> Vec<Cell<V>> {
    (0..n_cells).map(|_| Rc::new(RefCell::new(None))).collect()
}

pub(super) fn load<V: Clone>(f: &Frame<'_, V>, place: Place, at: Span) -> Result<V, Fault> {
    let v = match f.cell(place) {
        None => f.locals[place_index(place)].clone(),
        Some(cell) => cell.borrow().clone(),
    };
    v.ok_or_else(|| unbound(f, place, at))
}

/// The value of variable `place`, held in `cell`; read inline where the place is known when
/// compiling (`load` matches on it).
#[inline(always)]
pub(super) fn load_cell<V: Clone>(f: &Frame<'_, V>, cell: &Cell<V>, place: Place, at: Span) -> Result<V, Fault> {
    match &*cell.borrow() {
        Some(v) => Ok(v.clone()),
        None => Err(unbound(f, place, at)),
    }
}

pub(super) fn is_bound<V>(f: &Frame<'_, V>, place: Place) -> bool {
    match f.cell(place) {
        None => f.locals[place_index(place)].is_some(),
        Some(cell) => cell.borrow().is_some(),
    }
}

/// `del name`: unbinds it, or fails as reading it would when it is not bound.
pub(super) fn unbind<V>(f: &mut Frame<'_, V>, place: Place, at: Span) -> Result<(), Fault> {
    match take(f, place) {
        Some(_) => Ok(()),
        None => Err(unbound(f, place, at)),
    }
}

pub(super) fn take<V>(f: &mut Frame<'_, V>, place: Place) -> Option<V> {
    match f.cell(place) {
        None => f.locals[place_index(place)].take(),
        Some(cell) => cell.borrow_mut().take(),
    }
}

pub(super) fn store<V>(f: &mut Frame<'_, V>, place: Place, value: V) {
    match f.cell(place) {
        None => f.locals[place_index(place)] = Some(value),
        Some(cell) => *cell.borrow_mut() = Some(value),
    }
}

fn place_index(place: Place) -> usize {
    match place {
        Place::Local(i) | Place::Cell(i) | Place::Free(i) | Place::Global(i) => i as usize,
    }
}

/// Gives a cell of this frame a new, unbound variable; closures made before keep the old one.
pub(super) fn renew_cell<V>(f: &mut Frame<'_, V>, place: Place) {
    if let Place::Cell(i) = place {
        f.cells[i as usize] = Rc::new(RefCell::new(None));
    }
}

pub(super) fn capture_cell<V>(f: &Frame<'_, V>, place: Place, at: Span) -> Result<Cell<V>, Fault> {
    match place {
        Place::Cell(i) => Ok(f.cells[i as usize].clone()),
        Place::Free(i) => Ok(f.free[i as usize].clone()),
        Place::Global(i) => Ok(f.globals[i as usize].clone()),
        Place::Local(_) => Err(Fault::internal("a nested function captures a plain local", at)),
    }
}

pub(super) fn unbound<V>(f: &Frame<'_, V>, place: Place, at: Span) -> Fault {
    let name = f.place_name(place);
    if f.hidden.as_ref().is_some_and(|h| h.contains(&place)) {
        return Fault::unsupported(
            format!("`{name}` was bound inside a loop over a list of unknown length; it stands for every row at once and has no value after the loop"),
            at,
        );
    }
    // CPython 3.11: a free variable read before its enclosing function binds it is a
    // `NameError`; the function's own variable, an `UnboundLocalError`.
    match place {
        Place::Free(_) => Fault::exc(
            PyExc::NameError,
            format!("cannot access free variable '{name}' where it is not associated with a value in enclosing scope"),
            at,
        ),
        Place::Global(_) => Fault::exc(PyExc::NameError, format!("name '{name}' is not defined"), at),
        Place::Local(_) | Place::Cell(_) => Fault::exc(
            PyExc::UnboundLocalError,
            format!("cannot access local variable '{name}' where it is not associated with a value"),
            at,
        ),
    }
}

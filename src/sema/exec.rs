//! Statement semantics: the one `match` over statement kinds.

use super::{Closure, Domain, Evaluator, Fault};
use crate::ir::{Block, Const, Function, Place, PyExc, Stmt, StmtKind, Target};
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
    pub func: &'p Function,
    pub locals: Vec<Option<V>>,
    pub cells: Vec<super::Cell<V>>,
    pub free: Rc<[super::Cell<V>]>,
}

impl<'p, V> Frame<'p, V> {
    /// A frame whose first locals are the bound parameters.
    pub fn new(func: &'p Function, mut locals: Vec<Option<V>>, free: Rc<[super::Cell<V>]>) -> Self {
        locals.resize_with(func.n_locals as usize, || None);
        let cells = (0..func.n_cells).map(|_| Rc::new(RefCell::new(None))).collect();
        Frame { func, locals, cells, free }
    }

    pub fn place_name(&self, place: Place) -> &str {
        let names = match place {
            Place::Local(i) => self.func.local_names.get(i as usize),
            Place::Cell(i) => self.func.cell_names.get(i as usize),
            Place::Free(i) => self.func.free_names.get(i as usize),
        };
        names.map_or("?", |n| n)
    }
}

impl<'p, D: Domain> Evaluator<'p, D> {
    pub(super) fn exec_block(&mut self, f: &mut Frame<'p, D::Val>, block: &'p Block) -> Result<Flow<D::Val>, Fault> {
        for stmt in block {
            match self.exec_stmt(f, stmt)? {
                Flow::Normal => {}
                flow @ (Flow::Break | Flow::Continue | Flow::Return(_)) => return Ok(flow),
            }
        }
        Ok(Flow::Normal)
    }

    fn exec_stmt(&mut self, f: &mut Frame<'p, D::Val>, stmt: &'p Stmt) -> Result<Flow<D::Val>, Fault> {
        self.domain.step(stmt.span)?;
        match &stmt.kind {
            StmtKind::Expr(e) => {
                self.eval(f, e)?;
            }
            StmtKind::Assign { targets, value } => {
                let v = self.eval(f, value)?;
                for t in targets {
                    self.assign(f, t, v.clone())?;
                }
            }
            StmtKind::AugAssign { target, op, value } => self.aug_assign(f, target, *op, value, stmt.span)?,
            StmtKind::If { cond, then, orelse } => {
                let c = self.eval(f, cond)?;
                let block = if self.domain.truth(&c, cond.span)? { then } else { orelse };
                return self.exec_block(f, block);
            }
            StmtKind::For { target, iter, body } => {
                let iterable = self.eval(f, iter)?;
                let mut it = self.domain.iter_start(iterable, iter.span)?;
                while let Some(item) = self.domain.iter_next(&mut it, iter.span)? {
                    self.assign(f, target, item)?;
                    match self.exec_block(f, body)? {
                        Flow::Break => break,
                        Flow::Normal | Flow::Continue => {}
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                    }
                }
            }
            StmtKind::While { cond, body } => loop {
                let c = self.eval(f, cond)?;
                if !self.domain.truth(&c, cond.span)? {
                    break;
                }
                match self.exec_block(f, body)? {
                    Flow::Break => break,
                    Flow::Normal | Flow::Continue => {}
                    Flow::Return(v) => return Ok(Flow::Return(v)),
                }
            },
            StmtKind::Break => return Ok(Flow::Break),
            StmtKind::Continue => return Ok(Flow::Continue),
            StmtKind::Return(value) => {
                let v = match value {
                    Some(e) => self.eval(f, e)?,
                    None => self.domain.constant(&Const::None, stmt.span)?,
                };
                return Ok(Flow::Return(v));
            }
            StmtKind::Assert { cond, msg } => {
                let c = self.eval(f, cond)?;
                if !self.domain.truth(&c, cond.span)? {
                    let text = self.message_text(f, msg.as_ref())?;
                    return Err(Fault::exc(PyExc::AssertionError, text, stmt.span));
                }
            }
            StmtKind::Raise { exc, msg } => {
                let text = self.message_text(f, msg.as_ref())?;
                return Err(Fault::exc(*exc, text, stmt.span));
            }
            StmtKind::Pass => {}
            StmtKind::Def { func, place } => {
                let nested = self.program.function(*func);
                let free =
                    nested.captures.iter().map(|p| capture_cell(f, *p, stmt.span)).collect::<Result<Vec<_>, _>>()?;
                let value =
                    self.domain.function_value(super::Callable::Closure(Closure { func: *func, free: Rc::from(free) }));
                store(f, *place, value);
            }
        }
        Ok(Flow::Normal)
    }

    /// The `str()` of an assert/raise message, or empty.
    fn message_text(&mut self, f: &mut Frame<'p, D::Val>, msg: Option<&'p crate::ir::Expr>) -> Result<String, Fault> {
        let Some(e) = msg else {
            return Ok(String::new());
        };
        let v = self.eval(f, e)?;
        Ok(self.domain.text(&v))
    }

    pub(super) fn assign(&mut self, f: &mut Frame<'p, D::Val>, target: &'p Target, value: D::Val) -> Result<(), Fault> {
        match target {
            Target::Name(place) => store(f, *place, value),
            Target::Item { obj, index } => {
                let o = self.eval(f, obj)?;
                let i = self.eval(f, index)?;
                self.domain.set_item(o, i, value, index.span)?;
            }
            Target::Unpack(targets, span) => {
                let items = self.domain.unpack(value, targets.len(), *span)?;
                for (t, v) in targets.iter().zip(items) {
                    self.assign(f, t, v)?;
                }
            }
        }
        Ok(())
    }

    fn aug_assign(
        &mut self,
        f: &mut Frame<'p, D::Val>,
        target: &'p Target,
        op: crate::ir::BinOp,
        value: &'p crate::ir::Expr,
        at: Span,
    ) -> Result<(), Fault> {
        match target {
            Target::Name(place) => {
                if !is_bound(f, *place) {
                    return Err(unbound(f, *place, at));
                }
                let rhs = self.eval(f, value)?;
                // Take the old value out so an unshared string can grow in place.
                let old = take(f, *place).ok_or_else(|| unbound(f, *place, at))?;
                let new = self.domain.inplace(op, old, rhs, at)?;
                store(f, *place, new);
            }
            Target::Item { obj, index } => {
                let o = self.eval(f, obj)?;
                let i = self.eval(f, index)?;
                let old = self.domain.get_item(o.clone(), i.clone(), index.span)?;
                let rhs = self.eval(f, value)?;
                let new = self.domain.inplace(op, old, rhs, at)?;
                self.domain.set_item(o, i, new, index.span)?;
            }
            Target::Unpack(_, span) => {
                return Err(Fault::internal("augmented assignment to a tuple reached the evaluator", *span))
            }
        }
        Ok(())
    }
}

pub(super) fn load<V: Clone>(f: &Frame<'_, V>, place: Place, at: Span) -> Result<V, Fault> {
    let v = match place {
        Place::Local(i) => f.locals[i as usize].clone(),
        Place::Cell(i) => f.cells[i as usize].borrow().clone(),
        Place::Free(i) => f.free[i as usize].borrow().clone(),
    };
    v.ok_or_else(|| unbound(f, place, at))
}

fn is_bound<V>(f: &Frame<'_, V>, place: Place) -> bool {
    match place {
        Place::Local(i) => f.locals[i as usize].is_some(),
        Place::Cell(i) => f.cells[i as usize].borrow().is_some(),
        Place::Free(i) => f.free[i as usize].borrow().is_some(),
    }
}

fn take<V>(f: &mut Frame<'_, V>, place: Place) -> Option<V> {
    match place {
        Place::Local(i) => f.locals[i as usize].take(),
        Place::Cell(i) => f.cells[i as usize].borrow_mut().take(),
        Place::Free(i) => f.free[i as usize].borrow_mut().take(),
    }
}

pub(super) fn store<V>(f: &mut Frame<'_, V>, place: Place, value: V) {
    match place {
        Place::Local(i) => f.locals[i as usize] = Some(value),
        Place::Cell(i) => *f.cells[i as usize].borrow_mut() = Some(value),
        Place::Free(i) => *f.free[i as usize].borrow_mut() = Some(value),
    }
}

fn capture_cell<V>(f: &Frame<'_, V>, place: Place, at: Span) -> Result<super::Cell<V>, Fault> {
    match place {
        Place::Cell(i) => Ok(f.cells[i as usize].clone()),
        Place::Free(i) => Ok(f.free[i as usize].clone()),
        Place::Local(_) => Err(Fault::internal("a nested function captures a plain local", at)),
    }
}

fn unbound<V>(f: &Frame<'_, V>, place: Place, at: Span) -> Fault {
    let name = f.place_name(place);
    let msg = match place {
        Place::Free(_) => {
            format!("cannot access free variable '{name}' where it is not associated with a value in enclosing scope")
        }
        Place::Local(_) | Place::Cell(_) => {
            format!("cannot access local variable '{name}' where it is not associated with a value")
        }
    };
    Fault::exc(PyExc::UnboundLocalError, msg, at)
}

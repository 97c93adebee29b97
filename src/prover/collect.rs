//! Lists built over rows: `keep = []; for r in rows: if c(r): keep.append(f(r))` and
//! `[f(r) for r in rows if c(r)]`, where `rows` has unknown length. The loop body is explored
//! once for a symbolic row (see `rows`), so an `append` cannot add an item per row as it runs;
//! instead each `append` reached on a path is recorded with the path's condition, and when
//! the loop ends the list becomes a list of unknown length defined by those records (see
//! `smt::Building`): its new items are, in order, items that rows satisfying a recorded
//! condition add. That list is an over-approximation, so a refutation through it must replay.
//!
//! Only a list nothing else holds is collected (`sema` guarantees the body names it only in
//! `.append(...)` statements; a comprehension's list is its own), and only in the outermost
//! loop over rows, one `append` per path through the body: so no row sees what another added.

use super::domain::{SymIter, SymVal, Symbolic};
use super::lists::SymList;
use super::tables::{RowData, Table};
use crate::interp::Value;
use crate::ir::RowSchema;
use crate::sema::Fault;
use crate::smt::{Added, BoolTerm, Building, Elem, IntTerm, ItemTerm, SeqTerm, StrTerm, TableVar};
use crate::source::Span;
use std::rc::Rc;

/// A list whose appends a loop over rows is collecting.
pub(super) struct Collector {
    list: Rc<SymList>,
    /// The loop's row index and length, once it started.
    rows: Option<(IntTerm, IntTerm)>,
    /// Where the body's path condition starts in the path.
    base: usize,
    /// Each `append` reached: the path condition through the body then, and the item.
    added: Vec<(BoolTerm, SymVal)>,
    /// Whether the path through the body being explored appended already.
    appended: bool,
}

impl Symbolic<'_> {
    /// Before a loop over rows whose body only appends to `list`: the list, now collected when
    /// it is a list nothing else holds and the loop is not inside another loop over rows
    /// (otherwise left as it is, and the body's `append` is refused as any mutation is).
    pub(super) fn collect_rows(&mut self, list: SymVal, it: &SymIter) -> SymVal {
        if !matches!(it, SymIter::Rows { started: false, .. }) || !self.loops.is_empty() {
            return list;
        }
        #[expect(clippy::wildcard_enum_match_arm, reason = "only a plain list is adopted; the rest stays")]
        let list = match list {
            SymVal::Concrete(v @ Value::List(_)) => super::lists::adopt(v),
            other => other,
        };
        if let SymVal::List(l) = &list {
            if Rc::strong_count(l) == 1 && !l.being_read() && !l.iterator.get() {
                let collector = Collector { list: l.clone(), rows: None, base: 0, added: Vec::new(), appended: false };
                self.collectors.push(collector);
            }
        }
        list
    }

    /// A loop over rows starts (`index`, `len`) or moves on to the next path through its
    /// body, whose condition starts at `base` in the path. A loop nested in the body moving
    /// on is still the same path through the collecting loop's body.
    pub(super) fn collectors_next_path(&mut self, index: &IntTerm, len: &IntTerm, base: usize) {
        for c in &mut self.collectors {
            match &c.rows {
                None => {
                    c.rows = Some((index.clone(), len.clone()));
                    c.base = base;
                }
                Some((own, _)) if !own.same_term(index) => continue,
                Some(_) => {}
            }
            c.appended = false;
        }
    }

    /// `list.append(item)` when a loop over rows collects `list`: recorded with the path
    /// condition through the body. `None` for any other call.
    pub(super) fn collected_append(
        &mut self,
        m: crate::ir::Method,
        list: &SymVal,
        args: &[SymVal],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let (crate::ir::Method::Append, SymVal::List(l), [item]) = (m, list, args) else { return Ok(None) };
        let nested = self.loops.len() > 1;
        let Some(c) = self.collectors.iter_mut().find(|c| Rc::ptr_eq(&c.list, l)) else { return Ok(None) };
        if nested || c.appended {
            return Err(Fault::unsupported(
                "appending to a list more than once per row of a loop over a list of unknown length (a trusted query result), or inside a nested loop over such a list, is not supported: each row is reasoned about once for all rows",
                at,
            ));
        }
        c.appended = true;
        c.added.push((BoolTerm::and(&self.path[c.base..]), item.clone()));
        Ok(Some(SymVal::Concrete(Value::None)))
    }

    /// After the loop: the collected list as a list of unknown length (a table, for rows)
    /// defined by its appends (see `smt::Building`); a list never appended to is left as it was.
    pub(super) fn rows_collected(&mut self, list: SymVal, at: Span) -> Result<SymVal, Fault> {
        let SymVal::List(l) = &list else { return Ok(list) };
        let Some(i) = self.collectors.iter().position(|c| Rc::ptr_eq(&c.list, l)) else { return Ok(list) };
        let c = self.collectors.remove(i);
        let Some((index, rows)) = c.rows.filter(|_| !c.added.is_empty()) else { return Ok(list) };
        let refused = || {
            Fault::unsupported(
                "a list built in a loop over a list of unknown length (a trusted query result) is supported by the prover when its items are all ints, all strings, all bools or all rows of one schema",
                at,
            )
        };
        let shape = c.added.first().and_then(|(_, v)| Shape::of(v)).ok_or_else(refused)?;
        let prefix: Vec<Vec<ItemTerm>> =
            l.items.borrow().iter().map(|v| shape.items(v)).collect::<Option<_>>().ok_or_else(refused)?;
        let added = c
            .added
            .iter()
            .map(|(guard, v)| Some(Added { guard: guard.clone(), item: shape.items(v)? }))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(refused)?;
        let (built, columns) = match &shape {
            Shape::Items(elem) => {
                let seq = SeqTerm::fresh(*elem);
                (SymVal::seq(seq.clone()), vec![seq])
            }
            Shape::Rows(schema) => {
                let fields = schema.fields.iter().map(|f| (f.name.to_string(), field_elem(&f.ty))).collect();
                let name = format!("built#{}#{}", at.start, self.loops_started);
                let var = TableVar { name, columns: fields, indices: Vec::new() };
                let columns = (0..schema.fields.len()).map(|k| var.column(k)).collect();
                (SymVal::Rows(RowData::Table(Rc::new(Table { schema: schema.clone(), var }))), columns)
            }
        };
        let vars = &self.vars;
        let inputs = vars.ints.iter().chain(&vars.bools).chain(&vars.strs).chain(&vars.floats).cloned().collect();
        let building = Building {
            columns: &columns,
            prefix: &prefix,
            index: &index,
            rows: &rows,
            added: &added,
            shared: &self.path,
            inputs: &inputs,
        };
        let Some(facts) = building.facts().filter(|_| !columns.is_empty()) else {
            return Err(Fault::unsupported(
                "a list built in a loop over a list of unknown length (a trusted query result) from values the prover defines by quantified facts, or of rows without fields, is not supported",
                at,
            ));
        };
        self.path.push(facts);
        self.approximate("a list built in a loop over rows was approximated: it holds items some rows add, in order, but maybe not all of them", Some(at));
        Ok(built)
    }
}

/// What a built list holds: scalars of one sort, or rows of one schema (one column per field).
enum Shape {
    Items(Elem),
    Rows(Rc<RowSchema>),
}

impl Shape {
    fn of(v: &SymVal) -> Option<Shape> {
        if let Some(elem) = elem_of(v) {
            return Some(Shape::Items(elem));
        }
        match (v, v.known()) {
            (SymVal::Rows(RowData::Row(r)), _) => Some(Shape::Rows(r.schema.clone())),
            (_, Some(Value::Row(r))) => Some(Shape::Rows(r.schema.clone())),
            _ => None,
        }
    }

    /// The value as one term per column; `None` for a value of another shape.
    fn items(&self, v: &SymVal) -> Option<Vec<ItemTerm>> {
        let schema = match self {
            Shape::Items(elem) => return Some(vec![item_term(v, *elem)?]),
            Shape::Rows(schema) => schema,
        };
        let values: Vec<SymVal> = match (v, v.known()) {
            (SymVal::Rows(RowData::Row(r)), _) if r.schema == *schema => r.values.clone(),
            (_, Some(Value::Row(r))) if r.schema == *schema => r.values.iter().cloned().map(SymVal::Concrete).collect(),
            _ => return None,
        };
        values.iter().zip(&schema.fields).map(|(v, f)| item_term(v, field_elem(&f.ty))).collect()
    }
}

/// The sort of a row field (schemas admit exactly `int`, `bool` and `str` fields).
fn field_elem(ty: &crate::ir::TypeExpr) -> Elem {
    super::seqs::scalar_elem(ty).unwrap_or(Elem::Str)
}

/// What a list of unknown length holding this value would hold.
fn elem_of(v: &SymVal) -> Option<Elem> {
    match (v, v.known()) {
        (SymVal::Int(_), _) | (_, Some(Value::Int(_) | Value::Big(_))) => Some(Elem::Int),
        (SymVal::Str(_), _) | (_, Some(Value::Str(_))) => Some(Elem::Str),
        (SymVal::Bool(_), _) | (_, Some(Value::Bool(_))) => Some(Elem::Bool),
        _ => None,
    }
}

/// The value as an item of a list of `elem`s; `None` for another type (a bool is no int item
/// here: the list would print it as an int).
fn item_term(v: &SymVal, elem: Elem) -> Option<ItemTerm> {
    if elem_of(v)? != elem {
        return None;
    }
    Some(match (v, v.known()) {
        (SymVal::Int(t), _) => ItemTerm::Int(t.clone()),
        (SymVal::Str(t), _) => ItemTerm::Str(t.clone()),
        (SymVal::Bool(t), _) => ItemTerm::Bool(t.clone()),
        (_, Some(Value::Str(s))) => ItemTerm::Str(StrTerm::text(s.as_str()).ok()?),
        (_, Some(Value::Bool(b))) => ItemTerm::Bool(BoolTerm::lit(*b)),
        (_, Some(c)) => ItemTerm::Int(IntTerm::lit(&c.as_bigint()?)),
        _ => return None,
    })
}

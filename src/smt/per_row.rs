//! Values that differ from row to row: what an effect called inside a loop over a list of
//! unknown length returns. Each is an array indexed by the enclosing loops' row indices (one
//! array level per loop), so the value at the loop's free row stands for every row's, and a
//! model lists the values row by row (the order a run makes the calls in, when every row
//! makes one).

use super::{BoolTerm, Elem, FloatTerm, Int, IntTerm, Scalar, StrTerm, MAX_MODEL_ITEMS};
use z3::ast::Ast;

/// The sort of a per-row value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowSort {
    Item(Elem),
    Float,
}

impl RowSort {
    fn sort(self) -> z3::Sort {
        match self {
            RowSort::Item(e) => e.sort(),
            RowSort::Float => z3::Sort::double(),
        }
    }
}

/// A per-row value: its name, what it is, and the enclosing loops (index and length),
/// outermost first.
#[derive(Debug, Clone)]
pub struct PerRowVar {
    pub name: String,
    pub sort: RowSort,
    /// A list or table per row (then `sort` is unused): its columns, indexed by the rows.
    pub table: Option<super::TableVar>,
    pub indices: Vec<IntTerm>,
    pub lens: Vec<IntTerm>,
}

/// One model value of a per-row variable.
#[derive(Debug, Clone, PartialEq)]
pub enum RowValue {
    Item(Scalar),
    Float(f64),
    /// A list or table: its rows, one item per column.
    Rows(Vec<Vec<Scalar>>),
}

/// The value at `indices` of a constant named `name` that maps each index, one array level per
/// index, to a value of sort `leaf` (with no indices, the constant itself).
pub(super) fn indexed(name: &str, leaf: &z3::Sort, indices: &[Int]) -> z3::ast::Dynamic {
    if indices.is_empty() {
        return z3::ast::Dynamic::new_const(name, leaf);
    }
    let mut sort = leaf.clone();
    for _ in indices {
        sort = z3::Sort::array(&z3::Sort::int(), &sort);
    }
    let array = z3::ast::Array::new_const(name, &z3::Sort::int(), &sort_below(&sort));
    let mut current = z3::ast::Dynamic::from_ast(&array);
    for i in indices {
        let array = current.as_array().expect("per-row values are nested arrays");
        current = array.select(i);
    }
    current
}

impl PerRowVar {
    /// The value at the given indices.
    fn at(&self, indices: &[Int]) -> z3::ast::Dynamic {
        indexed(&self.name, &self.sort.sort(), indices)
    }

    /// The value at the loops' own (free) row indices.
    pub fn term(&self) -> PerRowTerm {
        let indices: Vec<Int> = self.indices.iter().map(|i| i.0.clone()).collect();
        let v = self.at(&indices);
        match self.sort {
            RowSort::Item(Elem::Int) => PerRowTerm::Int(IntTerm(v.as_int().expect("an int array"))),
            RowSort::Item(Elem::Str) => PerRowTerm::Str(StrTerm::plain(v.as_string().expect("a string array"))),
            RowSort::Item(Elem::Bool) => PerRowTerm::Bool(BoolTerm(v.as_bool().expect("a bool array"))),
            RowSort::Float => PerRowTerm::Float(FloatTerm::made(v.as_float().expect("a double array"))),
        }
    }

    /// The values of every row a model's loop lengths give, in row order (`None` when one
    /// cannot be read as a Python value).
    pub(super) fn values_in(&self, model: &z3::Model) -> Option<Vec<RowValue>> {
        let mut out = Vec::new();
        let mut prefix = Vec::new();
        self.collect(model, &mut prefix, &mut out)?;
        Some(out)
    }

    /// Every row gets the witness row's value (the row the proof reasoned about, at the model's
    /// values of the loops' indices): the assumptions on the result (its `ensures`) are known
    /// to hold for that row, so the example stays one the effect may really produce.
    fn collect(&self, model: &z3::Model, prefix: &mut Vec<i64>, out: &mut Vec<RowValue>) -> Option<()> {
        if out.len() as i64 >= MAX_MODEL_ITEMS {
            return None;
        }
        let depth = prefix.len();
        let witness: Vec<Int> =
            self.indices.iter().map(|i| model.eval(&i.0, true).unwrap_or_else(|| Int::from_i64(0))).collect();
        if depth == self.indices.len() {
            let indices = witness;
            match &self.table {
                Some(table) => out.push(RowValue::Rows(table.rows_at(model, &indices)?)),
                None => out.push(read(model, &self.at(&indices), self.sort)?),
            }
            return Some(());
        }
        // A loop's length may depend on the rows of the loops around it.
        let pairs: Vec<(Int, Int)> =
            self.indices[..depth].iter().zip(&witness).map(|(i, v)| (i.0.clone(), v.clone())).collect();
        let refs: Vec<(&Int, &Int)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        let len = self.lens[depth].0.substitute(&refs);
        let n = super::model_len(model, &len)?;
        for row in 0..n {
            prefix.push(row);
            self.collect(model, prefix, out)?;
            prefix.pop();
        }
        Some(())
    }
}

/// The sort one array level below `sort` (what the outermost array maps an index to).
fn sort_below(sort: &z3::Sort) -> z3::Sort {
    sort.array_range().unwrap_or_else(|| sort.clone())
}

fn read(model: &z3::Model, v: &z3::ast::Dynamic, sort: RowSort) -> Option<RowValue> {
    let v = model.eval(v, true)?;
    Some(match sort {
        RowSort::Item(Elem::Int) => RowValue::Item(Scalar::Int(super::numeral(&v.as_int()?)?)),
        RowSort::Item(Elem::Str) => RowValue::Item(Scalar::Str(super::text_of(&v.as_string()?)?)),
        RowSort::Item(Elem::Bool) => RowValue::Item(Scalar::Bool(v.as_bool()?.as_bool()?)),
        RowSort::Float => RowValue::Float(super::double_of(&v.as_float()?)),
    })
}

/// A per-row value's term, in its sort.
pub enum PerRowTerm {
    Int(IntTerm),
    Str(StrTerm),
    Bool(BoolTerm),
    Float(FloatTerm),
}

//! The columns of a table of rows of unknown length: one array of items per field, all sharing
//! one length, so `t[i]` is the items at `i` of every column and `len(t)` is one term.

use super::per_row::indexed;
use super::{Elem, Int, Model, Scalar, SeqTerm};

/// A table variable: its name and its columns' names and sorts (what a model reads back). A
/// table returned inside loops over rows is one table per row: its columns and length are
/// indexed by those loops' row indices first.
#[derive(Debug, Clone)]
pub struct TableVar {
    pub name: String,
    pub columns: Vec<(String, Elem)>,
    pub indices: Vec<super::IntTerm>,
}

impl TableVar {
    fn len_name(&self) -> String {
        format!("{}.len", self.name)
    }

    /// The names of the constants the table is made of: its length and its columns.
    pub(super) fn constant_names(&self) -> impl Iterator<Item = String> + '_ {
        std::iter::once(self.len_name()).chain(self.columns.iter().map(|(field, _)| format!("{}.{field}", self.name)))
    }

    fn own_indices(&self) -> Vec<Int> {
        self.indices.iter().map(|i| i.0.clone()).collect()
    }

    fn raw_len(&self, indices: &[Int]) -> Int {
        indexed(&self.len_name(), &z3::Sort::int(), indices).as_int().expect("a table length is an int")
    }

    fn column_at(&self, k: usize, indices: &[Int]) -> SeqTerm {
        let (field, elem) = &self.columns[k];
        let sort = z3::Sort::array(&z3::Sort::int(), &elem.sort());
        let items = indexed(&format!("{}.{field}", self.name), &sort, indices);
        SeqTerm { items: items.as_array().expect("a column is an array"), len: self.raw_len(indices), elem: *elem }
    }

    /// Column `k` of the table as a sequence term.
    pub fn column(&self, k: usize) -> SeqTerm {
        self.column_at(k, &self.own_indices())
    }

    /// The table's length, never negative (also for a table without columns).
    pub fn len(&self) -> super::IntTerm {
        let len = self.raw_len(&self.own_indices());
        let zero = Int::from_i64(0);
        super::IntTerm(len.lt(&zero).ite(&zero, &len))
    }

    /// Facts keeping the table short (at most `bound` rows): its own length, or for a table
    /// returned inside one loop over rows, its length at each of the first `bound` rows of that
    /// loop. Deeper tables are left alone.
    pub(super) fn short(&self, bound: i64) -> Vec<z3::ast::Bool> {
        let most = Int::from_i64(bound);
        match self.indices.len() {
            0 => vec![self.raw_len(&[]).le(&most)],
            1 => (0..bound).map(|row| self.raw_len(&[Int::from_i64(row)]).le(&most)).collect(),
            _ => Vec::new(),
        }
    }

    /// A fact keeping a table outside loops over rows at most `bound` rows long (none for a
    /// table per row, which would need one per row).
    pub(super) fn at_most(&self, bound: i64) -> Option<z3::ast::Bool> {
        self.indices.is_empty().then(|| self.raw_len(&[]).le(Int::from_i64(bound)))
    }

    /// The rows of the table in a model, each with one item per column (`None` when an item
    /// cannot be read as a Python value).
    pub(super) fn rows_in(&self, model: &z3::Model) -> Option<Vec<Vec<Scalar>>> {
        self.rows_at(model, &self.own_indices())
    }

    /// The rows of the table at the given row indices of the loops around it.
    pub(super) fn rows_at(&self, model: &z3::Model, indices: &[Int]) -> Option<Vec<Vec<Scalar>>> {
        let len = self.raw_len(indices);
        let len = super::model_len(model, &len)?;
        let columns: Vec<Vec<Scalar>> = (0..self.columns.len())
            .map(|k| super::sequence_of(model, &self.column_at(k, indices)))
            .collect::<Option<_>>()?;
        Some((0..len as usize).map(|i| columns.iter().filter_map(|c| c.get(i).cloned()).collect()).collect())
    }
}

impl Model {
    /// The rows a model gives the table `name`.
    pub fn table(&self, name: &str) -> Option<&[Vec<Scalar>]> {
        self.tables.iter().find(|(n, _)| n == name).map(|(_, rows)| rows.as_slice())
    }
}

/// The array constant a term reads when it is exactly `column[i]` of a table: the column's
/// name, `<table>.<field>`. Column-binding guarantees ask this of a fact's argument.
fn column_read(ast: &impl z3::ast::Ast) -> Option<String> {
    use z3::ast::{Ast, Dynamic};
    let select = |t: &Dynamic| z3_raw::operator(t) == Some(z3_raw::Operator::Select);
    if !select(&Dynamic::from_ast(ast)) {
        return None;
    }
    // A table per row is read through one `select` per enclosing row first.
    let mut array = ast.nth_child(0)?;
    while !array.is_const() {
        if !select(&array) {
            return None;
        }
        array = array.nth_child(0)?;
    }
    Some(array.decl().name())
}

impl super::IntTerm {
    pub fn column_read(&self) -> Option<String> {
        column_read(&self.0)
    }
}

impl super::StrTerm {
    pub fn column_read(&self) -> Option<String> {
        column_read(&self.0)
    }
}

impl super::BoolTerm {
    pub fn column_read(&self) -> Option<String> {
        column_read(&self.0)
    }
}

//! The columns of a table of rows of unknown length: one array of items per field, all sharing
//! one length, so `t[i]` is the items at `i` of every column and `len(t)` is one term.

use super::{Elem, Int, Model, Scalar, SeqTerm, MAX_MODEL_ITEMS};

/// A table variable: its name and its columns' names and sorts (what a model reads back).
#[derive(Debug, Clone)]
pub struct TableVar {
    pub name: String,
    pub columns: Vec<(String, Elem)>,
}

impl TableVar {
    fn len_name(&self) -> String {
        format!("{}.len", self.name)
    }

    /// Column `k` of the table as a sequence term.
    pub fn column(&self, k: usize) -> SeqTerm {
        let (field, elem) = &self.columns[k];
        SeqTerm::named(&format!("{}.{field}", self.name), &self.len_name(), *elem)
    }

    /// The table's length, never negative (also for a table without columns).
    pub fn len(&self) -> super::IntTerm {
        let len = Int::new_const(self.len_name());
        let zero = Int::from_i64(0);
        super::IntTerm(len.lt(&zero).ite(&zero, &len))
    }

    /// The rows of the table in a model, each with one item per column.
    pub(super) fn rows_in(&self, model: &z3::Model) -> Vec<Vec<Scalar>> {
        let len = model.eval(&self.len().0, true).and_then(|l| l.as_i64()).unwrap_or(0).clamp(0, MAX_MODEL_ITEMS);
        let columns: Vec<Vec<Scalar>> =
            (0..self.columns.len()).map(|k| super::sequence_of(model, &self.column(k))).collect();
        (0..len as usize).map(|i| columns.iter().filter_map(|c| c.get(i).cloned()).collect()).collect()
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
    let decl = ast.safe_decl().ok()?;
    if decl.kind() != z3::DeclKind::Select {
        return None;
    }
    use z3::ast::Ast;
    let array = ast.nth_child(0)?;
    array.is_const().then(|| array.decl().name())
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

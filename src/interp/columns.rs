//! Column binding over a concrete trace. A plain value carries no provenance, so when contract
//! lambdas run over recorded calls (counterexample replay, `clauz3 run`'s monitor), `x ==
//! Jar.label` holds when `x` equals the `label` of some `Jar` row an effect of the trace
//! returned. This is weaker than the prover's check (which sees that the argument *is* the
//! column read) but never rejects an honest run.

use super::value::{Key, Value};
use crate::effects::DataValue;
use crate::ir::{CmpOp, ColumnRef};
use crate::source::Span;
use std::collections::{HashMap, HashSet};

/// The values each column of each schema took in the rows a trace's effects returned.
#[derive(Debug, Default)]
pub struct ColumnValues {
    seen: HashMap<(String, String), HashSet<Key>>,
}

impl ColumnValues {
    /// Collects the rows of query results: rows inside lists (at any depth). A row returned
    /// on its own (a lookup) is not a query row, as the prover sees it too.
    pub fn of_results<'a>(results: impl IntoIterator<Item = &'a DataValue>) -> ColumnValues {
        let mut columns = ColumnValues::default();
        for r in results {
            columns.collect(r, false);
        }
        columns
    }

    fn collect(&mut self, d: &DataValue, in_query: bool) {
        match d {
            DataValue::Row { .. } if !in_query => {}
            DataValue::Row { schema, values } => {
                for (field, v) in schema.fields.iter().zip(values) {
                    let Ok(value) = super::from_data(v.clone(), Span::default()) else { continue };
                    let Ok(key) = Key::new(value, Span::default()) else { continue };
                    self.seen.entry((schema.qualified.to_string(), field.name.to_string())).or_default().insert(key);
                }
            }
            DataValue::List(items) => items.iter().for_each(|i| self.collect(i, true)),
            DataValue::Tuple(items) | DataValue::Set(items) => items.iter().for_each(|i| self.collect(i, in_query)),
            DataValue::Dict(pairs) => pairs.iter().for_each(|(_, v)| self.collect(v, in_query)),
            DataValue::None
            | DataValue::Bool(_)
            | DataValue::Int(_)
            | DataValue::Float(_)
            | DataValue::Str(_)
            | DataValue::RowClass(_)
            | DataValue::Symbol(_) => {}
        }
    }

    fn bound(&self, v: &Value, column: &ColumnRef) -> bool {
        let Ok(key) = Key::new(v.clone(), Span::default()) else { return false };
        self.seen
            .get(&(column.schema.qualified.to_string(), column.field.to_string()))
            .is_some_and(|values| values.contains(&key))
    }

    /// `l op r` when one side is a column marker and `op` is `==`/`!=`.
    pub fn compare(&self, op: CmpOp, l: &Value, r: &Value) -> Option<bool> {
        let (value, column) = match (l, r) {
            (v, Value::Column(c)) | (Value::Column(c), v) if !matches!(v, Value::Column(_)) => (v, c),
            _ => return None,
        };
        match op {
            CmpOp::Eq => Some(self.bound(value, column)),
            CmpOp::NotEq => Some(!self.bound(value, column)),
            _ => None,
        }
    }
}

//! Rows of schemas in the symbolic domain. A row is its schema and one value per field. A list
//! of rows of unknown length (what a query effect returns) is a table: one length and one array
//! of items per column (`smt::TableVar`), so row `i` is every column's item at `i`, and a field
//! read from it is literally `column[i]` — which is what column binding checks.

use super::domain::{SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use crate::effects::DataValue;
use crate::interp::{RowValue, Value};
use crate::ir::{CmpOp, ColumnRef, PyExc, RowSchema, TypeExpr};
use crate::sema::Fault;
use crate::smt::{BoolTerm, Elem, IntTerm, ItemTerm, Model, Scalar, TableVar};
use crate::source::Span;
use std::rc::Rc;

/// A row or a table of rows.
#[derive(Clone, Debug)]
pub enum RowData {
    /// A row with at least one symbolic field.
    Row(Rc<SymRow>),
    Table(Rc<Table>),
}

#[derive(Debug)]
pub struct SymRow {
    pub schema: Rc<RowSchema>,
    pub values: Vec<SymVal>,
}

/// Rows of unknown number, all of one schema.
#[derive(Debug)]
pub struct Table {
    pub schema: Rc<RowSchema>,
    pub var: TableVar,
}

/// A row input of the program (an effect's result): named as the counterexample shows it.
#[derive(Debug, Clone)]
pub struct RowInput {
    pub name: String,
    pub schema: Rc<RowSchema>,
    /// A table (`list[Row]`) rather than one row.
    pub table: bool,
}

/// The sort of a row field (schemas admit exactly `int`, `bool` and `str` fields).
fn elem_of(ty: &TypeExpr) -> Elem {
    super::seqs::scalar_elem(ty).unwrap_or(Elem::Str)
}

/// A scalar of a model as plain data.
pub(super) fn scalar_data(s: &Scalar) -> DataValue {
    match s {
        Scalar::Int(v) => DataValue::Int(v.clone()),
        Scalar::Str(v) => DataValue::Str(v.clone()),
        Scalar::Bool(v) => DataValue::Bool(*v),
    }
}

impl RowData {
    /// Python truthiness: a row is true, a table when it has rows.
    pub fn truth(&self) -> BoolTerm {
        match self {
            RowData::Row(_) => BoolTerm::lit(true),
            RowData::Table(t) => IntTerm::lit(&0.into()).lt(&t.len()),
        }
    }

    /// A plain value of the same type (for what depends on types alone).
    pub fn representative(&self) -> Value {
        match self {
            RowData::Row(r) => {
                let values = r
                    .schema
                    .fields
                    .iter()
                    .map(|f| match elem_of(&f.ty) {
                        Elem::Int => Value::Int(0),
                        Elem::Bool => Value::Bool(false),
                        Elem::Str => Value::str(""),
                    })
                    .collect();
                Value::Row(Rc::new(RowValue { schema: r.schema.clone(), values }))
            }
            RowData::Table(_) => Value::list(Vec::new()),
        }
    }
}

impl Table {
    pub fn len(&self) -> IntTerm {
        self.var.len()
    }

    /// Row `index` (which must be in range).
    pub fn row(&self, index: &IntTerm) -> SymVal {
        let values =
            (0..self.schema.fields.len()).map(|k| super::seqs::item_value(self.var.column(k).nth(index))).collect();
        SymVal::Rows(RowData::Row(Rc::new(SymRow { schema: self.schema.clone(), values })))
    }
}

/// The schema of a row or list-of-rows type, and whether it is a list.
pub(super) fn row_type(ty: &TypeExpr) -> Option<(&Rc<RowSchema>, bool)> {
    if let TypeExpr::Row(schema) = ty {
        return Some((schema, false));
    }
    if let TypeExpr::List(inner) = ty {
        if let TypeExpr::Row(schema) = &**inner {
            return Some((schema, true));
        }
    }
    None
}

impl Symbolic<'_> {
    /// A fresh input of a row or list-of-rows type.
    pub(super) fn row_typed_input(&mut self, name: &str, ty: &TypeExpr, at: Span) -> Result<SymVal, Fault> {
        match row_type(ty) {
            Some((schema, true)) => Ok(self.table_input(name, schema)),
            Some((schema, false)) => self.row_input(name, schema, at),
            None => Err(Fault::internal(format!("{} is not a row type", ty.display()), at)),
        }
    }

    /// A fresh table of `schema` rows, of unknown length.
    pub(super) fn table_input(&mut self, name: &str, schema: &Rc<RowSchema>) -> SymVal {
        let columns = schema.fields.iter().map(|f| (f.name.to_string(), elem_of(&f.ty))).collect();
        let var = TableVar { name: name.to_owned(), columns, indices: Vec::new() };
        self.vars.tables.push(var.clone());
        self.row_inputs.push(RowInput { name: name.to_owned(), schema: schema.clone(), table: true });
        SymVal::Rows(RowData::Table(Rc::new(Table { schema: schema.clone(), var })))
    }

    /// A table returned inside loops over rows: one per row of those loops (`indices`).
    pub(super) fn per_row_table(
        &mut self,
        name: &str,
        schema: &Rc<RowSchema>,
        indices: Vec<IntTerm>,
    ) -> (SymVal, TableVar) {
        let columns = schema.fields.iter().map(|f| (f.name.to_string(), elem_of(&f.ty))).collect();
        let var = TableVar { name: name.to_owned(), columns, indices };
        self.row_inputs.push(RowInput { name: name.to_owned(), schema: schema.clone(), table: true });
        (SymVal::Rows(RowData::Table(Rc::new(Table { schema: schema.clone(), var: var.clone() }))), var)
    }

    /// A list returned inside loops over rows (`returns` is `list[inner]`): a table of rows,
    /// or a list of ints, strings or bools (one column), per row of those loops.
    pub(super) fn per_row_list(
        &mut self,
        name: &str,
        inner: &TypeExpr,
        returns: &TypeExpr,
        indices: Vec<IntTerm>,
        effect: &str,
        at: Span,
    ) -> Result<(SymVal, TableVar), Fault> {
        if let TypeExpr::Row(schema) = inner {
            return Ok(self.per_row_table(name, schema, indices));
        }
        let elem = super::seqs::elem_of(returns).ok_or_else(|| {
            Fault::unsupported(
                format!(
                    "a list of {} returned inside a loop over a list of unknown length is not supported by the prover yet (`{effect}`)",
                    inner.display()
                ),
                at,
            )
        })?;
        let table = TableVar { name: name.to_owned(), columns: vec![("items".into(), elem)], indices };
        Ok((SymVal::seq(table.column(0)), table))
    }

    /// A row returned inside loops over rows: row 0 of a one-row table per row.
    pub(super) fn per_row_single(
        &mut self,
        name: &str,
        schema: &Rc<RowSchema>,
        indices: Vec<IntTerm>,
    ) -> (SymVal, TableVar) {
        let (_, table) = self.per_row_table(name, schema, indices);
        if let Some(input) = self.row_inputs.last_mut() {
            input.table = false;
        }
        let row = Table { schema: schema.clone(), var: table.clone() }.row(&IntTerm::lit(&0.into()));
        (row, table)
    }

    /// A fresh row of `schema`: one unknown per field.
    pub(super) fn row_input(&mut self, name: &str, schema: &Rc<RowSchema>, at: Span) -> Result<SymVal, Fault> {
        let values = schema
            .fields
            .iter()
            .map(|f| self.input(&format!("{name}.{}", f.name), Some(&f.ty), at))
            .collect::<Result<_, _>>()?;
        self.row_inputs.push(RowInput { name: name.to_owned(), schema: schema.clone(), table: false });
        Ok(SymVal::Rows(RowData::Row(Rc::new(SymRow { schema: schema.clone(), values }))))
    }

    /// `Jar(label=..., ...)`: a plain row when every field is known. The prover holds a field
    /// only in its declared sort, so a value of another type is refused (the reference does so
    /// too), never silently converted.
    pub(super) fn build_row(&mut self, schema: &Rc<RowSchema>, values: Vec<SymVal>, at: Span) -> Result<SymVal, Fault> {
        for (field, v) in schema.fields.iter().zip(&values) {
            let fits = match elem_of(&field.ty) {
                Elem::Int => matches!(v, SymVal::Int(_) | SymVal::Concrete(Value::Int(_) | Value::Big(_))),
                Elem::Bool => matches!(v, SymVal::Bool(_) | SymVal::Concrete(Value::Bool(_))),
                Elem::Str => matches!(v, SymVal::Str(_) | SymVal::Concrete(Value::Str(_))),
            };
            if !fits {
                let shown = self.show_value(v);
                return Err(Fault::unsupported(
                    format!(
                        "field `{}` of {} is declared {}, but is given {shown}: the prover needs exactly the declared type",
                        field.name,
                        schema.name,
                        field.ty.display()
                    ),
                    at,
                ));
            }
        }
        Ok(match Self::all_concrete(values.clone()) {
            Some(plain) => SymVal::Concrete(Value::Row(Rc::new(RowValue { schema: schema.clone(), values: plain }))),
            None => SymVal::Rows(RowData::Row(Rc::new(SymRow { schema: schema.clone(), values }))),
        })
    }

    /// `row.field`.
    pub(super) fn row_attribute(data: &RowData, name: &str, at: Span) -> Result<SymVal, Fault> {
        match data {
            RowData::Row(r) => match r.schema.field_index(name) {
                Some(i) => Ok(r.values[i].clone()),
                None => Err(super::exceptions::unshown(Fault::exc(
                    PyExc::AttributeError,
                    format!("'{}' object has no attribute '{name}'", r.schema.name),
                    at,
                ))),
            },
            RowData::Table(_) => {
                Err(Fault::exc(PyExc::AttributeError, format!("'list' object has no attribute '{name}'"), at))
            }
        }
    }

    /// `rows[i]`: an `IndexError` obligation, then the row.
    pub(super) fn table_get(&mut self, table: &Table, index: &SymVal, at: Span) -> Result<SymVal, Fault> {
        let i = self.checked_index(&table.len(), index, at)?;
        Ok(table.row(&i))
    }

    /// The fields of a row value, known or not (`None` for anything else).
    fn row_fields(v: &SymVal) -> Option<(Rc<RowSchema>, Vec<SymVal>)> {
        if let SymVal::Rows(RowData::Row(r)) = v {
            return Some((r.schema.clone(), r.values.clone()));
        }
        if let SymVal::Concrete(Value::Row(r)) = v {
            return Some((r.schema.clone(), r.values.iter().cloned().map(SymVal::Concrete).collect()));
        }
        None
    }

    /// `a == b` for rows: same schema and every field equal (`None` unless both are rows).
    pub(super) fn rows_equal(&self, a: &SymVal, b: &SymVal) -> Option<BoolTerm> {
        let ((sa, fa), (sb, fb)) = (Self::row_fields(a)?, Self::row_fields(b)?);
        if sa != sb {
            return Some(BoolTerm::lit(false));
        }
        let pairs: Option<Vec<BoolTerm>> = sa
            .fields
            .iter()
            .zip(fa.iter().zip(&fb))
            .map(|(field, (x, y))| match elem_of(&field.ty) {
                Elem::Int => Some(self.as_int(x)?.eq(&self.as_int(y)?)),
                Elem::Bool => Some(Self::as_bool(x)?.iff(&Self::as_bool(y)?)),
                Elem::Str => Some(Self::as_str(x)?.eq(&Self::as_str(y)?)),
            })
            .collect();
        pairs.map(|p| BoolTerm::and(&p))
    }

    /// Comparisons involving rows or column markers; `None` when neither side is one.
    pub(super) fn rows_compare(
        &mut self,
        op: CmpOp,
        l: &SymVal,
        r: &SymVal,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let column = |v: &SymVal| if let SymVal::Concrete(Value::Column(c)) = v { Some(c.clone()) } else { None };
        let is_row = |v: &SymVal| Self::row_fields(v).is_some();
        let equal = if let Some(c) = column(r).or_else(|| column(l)) {
            let other = if column(r).is_some() { l } else { r };
            BoolTerm::lit(self.bound_to_column(other, &c))
        } else if is_row(l) && is_row(r) {
            match self.rows_equal(l, r) {
                Some(eq) => eq,
                None => return Err(unsupported_symbolic("comparing rows", at)),
            }
        } else if is_row(l) || is_row(r) {
            BoolTerm::lit(false)
        } else {
            return Ok(None);
        };
        match op {
            CmpOp::Eq => Ok(Some(SymVal::Bool(equal))),
            CmpOp::NotEq => Ok(Some(SymVal::Bool(equal.not()))),
            CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE | CmpOp::In | CmpOp::NotIn | CmpOp::Is | CmpOp::IsNot => {
                Err(unsupported_symbolic(&format!("`{}` with a row", op.symbol()), at))
            }
            CmpOp::IsNone => Ok(Some(SymVal::Bool(BoolTerm::lit(false)))),
            CmpOp::IsNotNone => Ok(Some(SymVal::Bool(BoolTerm::lit(true)))),
        }
    }

    /// Column binding: whether a fact's argument is, literally, that column of a row of a
    /// query result of that schema (a structural check on the term, not a value comparison).
    pub(super) fn bound_to_column(&self, v: &SymVal, column: &ColumnRef) -> bool {
        let (read, item) = match v {
            SymVal::Int(t) => (t.column_read(), Some(ItemTerm::Int(t.clone()))),
            SymVal::Str(t) => (t.column_read(), Some(ItemTerm::Str(t.clone()))),
            SymVal::Bool(t) => (t.column_read(), Some(ItemTerm::Bool(t.clone()))),
            SymVal::Concrete(Value::Str(s)) => (None, crate::smt::StrTerm::text(s.as_str()).ok().map(ItemTerm::Str)),
            SymVal::Concrete(Value::Int(n)) => (None, Some(ItemTerm::Int(IntTerm::lit(&(*n).into())))),
            SymVal::Concrete(Value::Bool(b)) => (None, Some(ItemTerm::Bool(BoolTerm::lit(*b)))),
            SymVal::Concrete(_)
            | SymVal::Tuple(_)
            | SymVal::Range(_)
            | SymVal::Record(_)
            | SymVal::Float(_)
            | SymVal::List(_)
            | SymVal::Dict(_)
            | SymVal::Seq(_)
            | SymVal::Rows(_)
            | SymVal::Set(_)
            | SymVal::View(_)
            | SymVal::Object(_) => (None, None),
        };
        let bound = read.is_some_and(|read| {
            self.row_inputs.iter().any(|input| {
                input.table && input.schema == column.schema && read == format!("{}.{}", input.name, column.field)
            })
        });
        if let (false, Some(item)) = (bound, item) {
            self.hint_unbound(&item, column);
        }
        bound
    }

    /// The interpreter checks column binding by value (a run carries no provenance), so a
    /// refutation replays only if the unbound argument also differs from every value that
    /// column takes in the query results of its schema: a hint the refutation tries first.
    fn hint_unbound(&self, item: &ItemTerm, column: &ColumnRef) {
        let Some(k) = column.schema.fields.iter().position(|f| *f.name == *column.field) else { return };
        let per_row = self.vars.per_row.iter().filter_map(|p| p.table.as_ref());
        let tables: Vec<&TableVar> = self.vars.tables.iter().chain(per_row).collect();
        let mut hints = self.column_hints.borrow_mut();
        for input in self.row_inputs.iter().filter(|i| i.table && i.schema == column.schema) {
            if let Some(table) = tables.iter().find(|t| t.name == input.name) {
                hints.push(table.column(k).contains(item).not());
            }
        }
    }

    pub(super) fn show_rows(&mut self, data: &RowData) -> String {
        match data {
            RowData::Row(r) => {
                let fields: Vec<String> = r
                    .schema
                    .fields
                    .iter()
                    .zip(&r.values)
                    .map(|(f, v)| format!("{}={}", f.name, self.show_value(v)))
                    .collect();
                format!("{}({})", r.schema.name, fields.join(", "))
            }
            RowData::Table(t) => format!("<symbolic list of {}>", t.schema.name),
        }
    }

    /// `not rows`: a row is always true; a table is false when it has rows.
    pub(super) fn rows_empty(data: &RowData) -> SymVal {
        match data {
            RowData::Row(_) => SymVal::Concrete(Value::Bool(false)),
            RowData::Table(t) => SymVal::Bool(t.len().eq(&IntTerm::lit(&0.into()))),
        }
    }

    fn show_value(&mut self, v: &SymVal) -> String {
        crate::sema::Domain::show(self, v)
    }
}

/// The rows inputs of a model as plain data: each table as a list of rows, each single row as
/// a row (its fields' scalars are taken out of `scalars`).
pub(super) fn rows_of_model(
    model: &Model,
    inputs: &[RowInput],
    scalars: &mut Vec<(String, DataValue)>,
) -> Vec<(String, DataValue)> {
    inputs
        .iter()
        // Tables per row are read with the other per-row values.
        .filter(|input| !input.name.ends_with("[row]"))
        .map(|input| {
            let value = if input.table {
                rows_data(&input.name, model.table(&input.name).unwrap_or_default(), inputs)
            } else {
                let values = input
                    .schema
                    .fields
                    .iter()
                    .map(|f| {
                        let name = format!("{}.{}", input.name, f.name);
                        match scalars.iter().position(|(n, _)| *n == name) {
                            Some(k) => scalars.remove(k).1,
                            None => DataValue::default_for(&f.ty),
                        }
                    })
                    .collect();
                DataValue::Row { schema: input.schema.clone(), values }
            };
            (input.name.clone(), value)
        })
        .collect()
}

/// One row's list or table of a per-row result as plain data: rows of the schema registered
/// under `name`, or (a plain list) the items of its one column.
pub(super) fn rows_data(name: &str, rows: &[Vec<Scalar>], inputs: &[RowInput]) -> DataValue {
    match inputs.iter().find(|i| i.name == name) {
        Some(input) if !input.table => match rows.first() {
            Some(items) => {
                DataValue::Row { schema: input.schema.clone(), values: items.iter().map(scalar_data).collect() }
            }
            None => DataValue::None,
        },
        Some(input) => DataValue::List(
            rows.iter()
                .map(|items| DataValue::Row {
                    schema: input.schema.clone(),
                    values: items.iter().map(scalar_data).collect(),
                })
                .collect(),
        ),
        None => DataValue::List(rows.iter().filter_map(|items| items.first().map(scalar_data)).collect()),
    }
}

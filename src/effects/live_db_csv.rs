//! The db library's CSV tables: a `<table>.csv` file whose first record names the columns,
//! read with the `csv` crate. Cells are text; a row field or a filter value gives each the
//! type it is read as (`12` for an `int`, `true`/`false`/`1`/`0` in any case for a `bool`),
//! and an empty cell is `NULL`, as DuckDB reads CSV files for the reference.

use super::live_db::{Cell, Field, MAX_ROWS};
use super::live_files::os_error;
use super::live_library::python_error;
use super::{DataValue, EffectError};
use crate::ir::RowSchema;
use num_bigint::BigInt;
use std::path::Path;

/// At most [`MAX_ROWS`] rows of the file whose cells equal `filter`, as `schema`'s values.
pub(super) fn read(
    file: &Path,
    schema: &RowSchema,
    filter: &[(String, Cell)],
) -> Result<Vec<Vec<DataValue>>, EffectError> {
    let shown = file.display().to_string();
    let bad = |e: csv::Error| {
        if let csv::ErrorKind::Io(io) = e.kind() {
            return os_error(io, &shown);
        }
        python_error("ValueError", format!("{shown}: {e}"))
    };
    let mut reader = csv::ReaderBuilder::new().has_headers(true).from_path(file).map_err(bad)?;
    let header = reader.headers().map_err(bad)?.clone();
    let index = |column: &str| {
        header.iter().position(|h| h == column).ok_or_else(|| {
            let name = DataValue::Str(column.to_owned()).repr();
            python_error("ValueError", format!("column {name} is not in {shown}"))
        })
    };
    let fields = schema.fields.iter().map(|f| index(&f.name)).collect::<Result<Vec<_>, _>>()?;
    let conditions = filter.iter().map(|(c, v)| Ok((index(c)?, v))).collect::<Result<Vec<_>, EffectError>>()?;
    let mut rows = Vec::new();
    for record in reader.records() {
        if rows.len() == MAX_ROWS {
            break;
        }
        let record = record.map_err(bad)?;
        let text = |i: usize| record.get(i).unwrap_or("");
        if !conditions.iter().all(|(i, value)| equals(text(*i), value)) {
            continue;
        }
        let values = schema
            .fields
            .iter()
            .zip(&fields)
            .map(|(f, i)| from_text(&f.name, Field::of(&f.ty), text(*i)))
            .collect::<Result<Vec<_>, _>>()?;
        rows.push(values);
    }
    Ok(rows)
}

/// Whether a cell holds `value` (an empty cell is `NULL`, equal to nothing).
fn equals(text: &str, value: &Cell) -> bool {
    if text.is_empty() {
        return false;
    }
    match value {
        Cell::Str(s) => text == s,
        Cell::Int(i) => int(text).is_some_and(|t| t == BigInt::from(*i)),
        Cell::Bool(b) => truth(text) == Some(*b),
    }
}

/// `int(text)` for plain decimal text with an optional sign, around spaces.
fn int(text: &str) -> Option<BigInt> {
    let t = text.trim();
    let digits = t.strip_prefix(['+', '-']).unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.strip_prefix('+').unwrap_or(t).parse().ok()
}

/// A truth value written as text: `true`/`false`/`1`/`0`, in any case, around spaces.
fn truth(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "true" | "1" => Some(true),
        "false" | "0" => Some(false),
        _ => None,
    }
}

/// A text cell as a field of type `field`; an empty one is `NULL`, an error.
pub(super) fn from_text(column: &str, field: Field, text: &str) -> Result<DataValue, EffectError> {
    let shown = DataValue::Str(column.to_owned()).repr();
    if text.is_empty() {
        return Err(python_error("ValueError", format!("column {shown} was NULL")));
    }
    let literal = DataValue::Str(text.to_owned()).repr();
    match field {
        Field::Str => Ok(DataValue::Str(text.to_owned())),
        Field::Int => int(text).map(DataValue::Int).ok_or_else(|| {
            python_error("ValueError", format!("column {shown}: invalid literal for int() with base 10: {literal}"))
        }),
        Field::Bool => truth(text)
            .map(DataValue::Bool)
            .ok_or_else(|| python_error("ValueError", format!("column {shown}: {literal} is not a truth value"))),
    }
}

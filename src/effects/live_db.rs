//! The db library's effects, natively: typed rows read from a SQLite file, one CSV file or a
//! directory of `<table>.csv` files, and tables created and rows inserted in SQLite files.
//!
//! No SQL text comes from the program: identifiers are quoted here and every value is bound
//! as a parameter. Each call is one transaction, committed before it returns. A source the
//! library cannot read (DuckDB, Parquet, any other file) is a `ValueError` naming the
//! formats it supports. Values are typed as the reference's rows are: a `str` field reads
//! the cell's text, an `int` field an integer, a `bool` field a truth value; `NULL` (an
//! empty CSV cell) in a field is a `ValueError`.
#![expect(
    clippy::disallowed_methods,
    clippy::disallowed_types,
    reason = "the db library's effects read and write database files, run behind the gate"
)]

use super::live_files::os_error;
use super::live_library::{python_error, Args};
use super::{live_db_csv, DataValue, EffectError};
use crate::ir::{RowSchema, TypeExpr};
use num_bigint::BigInt;
use rusqlite::{Connection, OpenFlags};
use std::path::Path;
use std::rc::Rc;

/// The most rows one `read_rows` returns (its postcondition).
pub(super) const MAX_ROWS: usize = 100;

/// The file name endings of SQLite databases the library reads and writes.
const SQLITE_SUFFIXES: &[&str] = &["db", "sqlite", "sqlite3"];

/// What the library reads and writes, for errors about anything else.
const SUPPORTED: &str = "the db library reads SQLite files (.db, .sqlite, .sqlite3), CSV files and directories of <table>.csv files, and writes SQLite files; DuckDB and Parquet are not supported";

pub(super) fn perform(effect: &str, args: &Args<'_>) -> Result<DataValue, EffectError> {
    match effect {
        "read_rows" => {
            let schema = row_class(args, "schema")?;
            let filter = filter(args.value("where")?)?;
            read_rows(&schema, args.text("path")?, args.text("table")?, &filter)
        }
        "create_table" => {
            let schema = row_class(args, "schema")?;
            create_table(&schema, args.text("path")?, args.text("table")?).map(|()| DataValue::None)
        }
        "insert_row" => {
            let DataValue::Row { schema, values } = args.value("row")? else {
                return Err(python_error("TypeError", "row must be a clauz3.Row instance"));
            };
            insert_row(args.text("path")?, args.text("table")?, schema, values).map(|()| DataValue::None)
        }
        other => Err(EffectError::new(format!("the db library has no effect `{other}`"))),
    }
}

fn row_class(args: &Args<'_>, name: &str) -> Result<Rc<RowSchema>, EffectError> {
    if let DataValue::RowClass(schema) = args.value(name)? {
        return Ok(schema.clone());
    }
    Err(python_error("TypeError", "schema must be a clauz3.Row subclass"))
}

/// One value a row field or a filter holds.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Cell {
    Str(String),
    Int(i64),
    Bool(bool),
}

/// The `where` dict: (column, value) pairs, each value a str, int or bool.
fn filter(value: &DataValue) -> Result<Vec<(String, Cell)>, EffectError> {
    let DataValue::Dict(pairs) = value else { return Err(python_error("TypeError", "where must be a dict")) };
    pairs
        .iter()
        .map(|(k, v)| {
            let DataValue::Str(column) = k else {
                return Err(python_error("ValueError", "where keys must be non-empty column names"));
            };
            if column.is_empty() {
                return Err(python_error("ValueError", "where keys must be non-empty column names"));
            }
            Ok((column.clone(), cell(v, "where values must be str, int, or bool")?))
        })
        .collect()
}

/// A plain value as a cell; `why` says what else was expected.
fn cell(value: &DataValue, why: &str) -> Result<Cell, EffectError> {
    if let DataValue::Str(s) = value {
        return Ok(Cell::Str(s.clone()));
    }
    if let DataValue::Bool(b) = value {
        return Ok(Cell::Bool(*b));
    }
    let DataValue::Int(i) = value else { return Err(python_error("TypeError", why)) };
    i64::try_from(i)
        .map(Cell::Int)
        .map_err(|_| python_error("OverflowError", "int too big to store in a database column"))
}

impl Cell {
    fn to_sql(&self) -> rusqlite::types::Value {
        match self {
            Cell::Str(s) => rusqlite::types::Value::Text(s.clone()),
            Cell::Int(i) => rusqlite::types::Value::Integer(*i),
            Cell::Bool(b) => rusqlite::types::Value::Integer(i64::from(*b)),
        }
    }
}

/// Where a read's rows come from.
enum Source<'p> {
    Sqlite(&'p Path),
    Csv(std::path::PathBuf),
}

fn suffix(path: &Path) -> String {
    path.extension().map(|e| e.to_string_lossy().to_lowercase()).unwrap_or_default()
}

fn unsupported(path: &str) -> EffectError {
    python_error("ValueError", format!("unsupported database source {path}: {SUPPORTED}"))
}

/// The source `path` names for `table`: a directory's `<table>.csv`, a CSV file named after
/// the table, or a SQLite file.
fn source<'p>(path: &'p str, table: &str) -> Result<Source<'p>, EffectError> {
    let at = Path::new(path);
    let meta = std::fs::metadata(at).map_err(|e| os_error(&e, path))?;
    if meta.is_dir() {
        let csv = at.join(format!("{table}.csv"));
        if csv.is_file() {
            return Ok(Source::Csv(csv));
        }
        if at.join(format!("{table}.parquet")).exists() {
            return Err(unsupported(&at.join(format!("{table}.parquet")).display().to_string()));
        }
        return Err(python_error("FileNotFoundError", format!("no CSV file for table {table:?} in {path}")));
    }
    match suffix(at).as_str() {
        "csv" => {
            let stem = at.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            if stem != table {
                let (t, s) = (DataValue::Str(table.to_owned()).repr(), DataValue::Str(stem).repr());
                return Err(python_error(
                    "ValueError",
                    format!("table {t} must match file stem {s} for single-file CSV sources"),
                ));
            }
            Ok(Source::Csv(at.to_path_buf()))
        }
        s if SQLITE_SUFFIXES.contains(&s) && is_sqlite(at) => Ok(Source::Sqlite(at)),
        _ => Err(unsupported(path)),
    }
}

/// Whether the file starts with SQLite's header (a DuckDB file may also end in `.db`).
fn is_sqlite(path: &Path) -> bool {
    use std::io::Read;
    let mut header = [0u8; 16];
    std::fs::File::open(path).and_then(|mut f| f.read_exact(&mut header)).is_ok() && &header == b"SQLite format 3\0"
}

/// `"name"` with inner quotes doubled: an identifier SQL cannot read as anything else.
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

fn read_rows(
    schema: &Rc<RowSchema>,
    path: &str,
    table: &str,
    filter: &[(String, Cell)],
) -> Result<DataValue, EffectError> {
    if schema.fields.is_empty() {
        return Err(python_error("ValueError", format!("{} declares no columns", schema.name)));
    }
    let rows = match source(path, table)? {
        Source::Csv(file) => live_db_csv::read(&file, schema, filter)?,
        Source::Sqlite(file) => read_sqlite(file, schema, table, filter)?,
    };
    Ok(DataValue::List(rows.into_iter().map(|values| DataValue::Row { schema: schema.clone(), values }).collect()))
}

fn read_sqlite(
    file: &Path,
    schema: &RowSchema,
    table: &str,
    filter: &[(String, Cell)],
) -> Result<Vec<Vec<DataValue>>, EffectError> {
    let shown = file.display().to_string();
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mut connection = Connection::open_with_flags(file, flags).map_err(|e| sql_error(&e, &shown))?;
    let transaction = connection.transaction().map_err(|e| sql_error(&e, &shown))?;
    let columns: Vec<String> = schema.fields.iter().map(|f| quoted(&f.name)).collect();
    let conditions: Vec<String> =
        filter.iter().enumerate().map(|(i, (column, _))| format!("{} = ?{}", quoted(column), i + 1)).collect();
    let mut sql = format!("SELECT {} FROM {}", columns.join(", "), quoted(table));
    if !conditions.is_empty() {
        sql += &format!(" WHERE {}", conditions.join(" AND "));
    }
    sql += &format!(" LIMIT {MAX_ROWS}");
    let params: Vec<rusqlite::types::Value> = filter.iter().map(|(_, v)| v.to_sql()).collect();
    let rows = {
        let mut statement = transaction.prepare(&sql).map_err(|e| sql_error(&e, &shown))?;
        let mut found = statement.query(rusqlite::params_from_iter(params)).map_err(|e| sql_error(&e, &shown))?;
        let mut rows = Vec::new();
        while let Some(row) = found.next().map_err(|e| sql_error(&e, &shown))? {
            let mut values = Vec::with_capacity(schema.fields.len());
            for (i, field) in schema.fields.iter().enumerate() {
                let value: rusqlite::types::Value = row.get(i).map_err(|e| sql_error(&e, &shown))?;
                values.push(typed(&field.name, &field.ty, value)?);
            }
            rows.push(values);
        }
        rows
    };
    transaction.commit().map_err(|e| sql_error(&e, &shown))?;
    Ok(rows)
}

/// A SQLite value as the field's type, as the reference coerces it (`str(v)`, `int(v)`,
/// `bool(v)`).
fn typed(column: &str, ty: &TypeExpr, value: rusqlite::types::Value) -> Result<DataValue, EffectError> {
    use rusqlite::types::Value;
    let shown = DataValue::Str(column.to_owned()).repr();
    match (value, Field::of(ty)) {
        (Value::Null, _) => Err(python_error("ValueError", format!("column {shown} was NULL"))),
        (Value::Integer(i), Field::Bool) => Ok(DataValue::Bool(i != 0)),
        (Value::Integer(i), Field::Str) => Ok(DataValue::Str(i.to_string())),
        (Value::Integer(i), Field::Int) => Ok(DataValue::Int(BigInt::from(i))),
        (Value::Real(f), Field::Bool) => Ok(DataValue::Bool(f != 0.0)),
        (Value::Real(f), Field::Str) => Ok(DataValue::Str(crate::pytext::float_repr(f))),
        (Value::Real(f), Field::Int) => num_traits::FromPrimitive::from_f64(f.trunc())
            .map(DataValue::Int)
            .ok_or_else(|| python_error("ValueError", format!("column {shown}: cannot convert float {f} to integer"))),
        (Value::Text(s), field) => live_db_csv::from_text(column, field, &s),
        (Value::Blob(_), _) => {
            Err(python_error("ValueError", format!("column {shown} holds bytes, not a str, int or bool")))
        }
    }
}

/// The type of a row field: rows hold only these three.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Field {
    Str,
    Int,
    Bool,
}

impl Field {
    /// The field type `ty` (a row field's type is `str`, `int` or `bool`).
    pub(super) fn of(ty: &TypeExpr) -> Field {
        if matches!(ty, TypeExpr::Bool) {
            Field::Bool
        } else if matches!(ty, TypeExpr::Int) {
            Field::Int
        } else {
            Field::Str
        }
    }
}

/// A SQLite failure: the file could not be reached (`OSError`), or the table, columns or
/// values do not fit (`ValueError`), with SQLite's own words.
fn sql_error(e: &rusqlite::Error, path: &str) -> EffectError {
    use rusqlite::ErrorCode;
    let os = matches!(
        e.sqlite_error_code(),
        Some(
            ErrorCode::CannotOpen
                | ErrorCode::PermissionDenied
                | ErrorCode::ReadOnly
                | ErrorCode::DatabaseBusy
                | ErrorCode::DatabaseLocked
                | ErrorCode::SystemIoFailure
                | ErrorCode::DiskFull
        )
    );
    if matches!(e.sqlite_error_code(), Some(ErrorCode::NotADatabase)) {
        return unsupported(path);
    }
    let said = if let rusqlite::Error::SqliteFailure(_, Some(message))
    | rusqlite::Error::SqlInputError { msg: message, .. } = e
    {
        message.clone()
    } else {
        e.to_string()
    };
    python_error(if os { "OSError" } else { "ValueError" }, format!("{said} ({path})"))
}

/// The SQLite file `path` a write goes to: one of the SQLite suffixes, and a SQLite file when
/// it already exists.
fn write_target(path: &str) -> Result<&Path, EffectError> {
    let at = Path::new(path);
    if !SQLITE_SUFFIXES.contains(&suffix(at).as_str()) || (at.exists() && !is_sqlite_or_empty(at)) {
        return Err(unsupported(path));
    }
    Ok(at)
}

fn is_sqlite_or_empty(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() == 0) || is_sqlite(path)
}

fn create_table(schema: &RowSchema, path: &str, table: &str) -> Result<(), EffectError> {
    let at = write_target(path)?;
    if let Some(parent) = at.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::metadata(parent).map_err(|e| os_error(&e, &parent.display().to_string()))?;
    }
    if schema.fields.is_empty() {
        return Err(python_error("TypeError", "a write schema needs str, int or bool columns"));
    }
    let definitions: Vec<String> = schema
        .fields
        .iter()
        .map(|f| {
            let name = quoted(&f.name);
            match Field::of(&f.ty) {
                Field::Str => format!("{name} TEXT NOT NULL"),
                Field::Bool => format!("{name} BOOLEAN NOT NULL CHECK ({name} IN (0, 1))"),
                Field::Int => format!("{name} INTEGER NOT NULL"),
            }
        })
        .collect();
    let sql = format!("CREATE TABLE {} ({})", quoted(table), definitions.join(", "));
    let mut connection = Connection::open(at).map_err(|e| sql_error(&e, path))?;
    let transaction = connection.transaction().map_err(|e| sql_error(&e, path))?;
    transaction.execute(&sql, []).map_err(|e| sql_error(&e, path))?;
    transaction.commit().map_err(|e| sql_error(&e, path))
}

fn insert_row(path: &str, table: &str, schema: &RowSchema, values: &[DataValue]) -> Result<(), EffectError> {
    let at = write_target(path)?;
    if !at.is_file() {
        return Err(python_error("FileNotFoundError", format!("database does not exist: {path}")));
    }
    let cells = values.iter().map(|v| cell(v, "row fields must be str, int or bool")).collect::<Result<Vec<_>, _>>()?;
    let columns: Vec<String> = schema.fields.iter().map(|f| quoted(&f.name)).collect();
    let placeholders: Vec<String> = (1..=columns.len()).map(|i| format!("?{i}")).collect();
    let sql = format!("INSERT INTO {} ({}) VALUES ({})", quoted(table), columns.join(", "), placeholders.join(", "));
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mut connection = Connection::open_with_flags(at, flags).map_err(|e| sql_error(&e, path))?;
    let transaction = connection.transaction().map_err(|e| sql_error(&e, path))?;
    let params = rusqlite::params_from_iter(cells.iter().map(Cell::to_sql));
    transaction.execute(&sql, params).map_err(|e| sql_error(&e, path))?;
    transaction.commit().map_err(|e| sql_error(&e, path))
}

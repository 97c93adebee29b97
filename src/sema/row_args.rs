//! Binding the arguments of a row class call (`Jar(label=..., grams=...)`).

use super::Fault;
use crate::ir::RowSchema;
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

/// A row's fields in schema order from the keywords of `Jar(label=..., ...)`: rows take
/// keywords only, every field exactly once.
pub(super) fn bind_row_fields<V>(
    schema: &RowSchema,
    args: Vec<V>,
    kwargs: Kwargs<V>,
    at: Span,
) -> Result<Vec<V>, Fault> {
    if !args.is_empty() {
        return Err(Fault::type_error(
            format!("{}() takes keyword arguments only, but {} positional were given", schema.name, args.len()),
            at,
        ));
    }
    let mut unknown: Vec<&str> =
        kwargs.iter().filter(|(n, _)| schema.field_index(n).is_none()).map(|(n, _)| &**n).collect();
    if !unknown.is_empty() {
        unknown.sort_unstable();
        return Err(Fault::type_error(format!("unknown fields: {unknown:?}"), at));
    }
    let mut slots: Vec<Option<V>> = schema.fields.iter().map(|_| None).collect();
    for (name, v) in kwargs {
        if let Some(i) = schema.field_index(&name) {
            slots[i] = Some(v);
        }
    }
    let mut missing: Vec<&str> =
        schema.fields.iter().zip(&slots).filter(|(_, s)| s.is_none()).map(|(f, _)| &*f.name).collect();
    if !missing.is_empty() {
        missing.sort_unstable();
        return Err(Fault::type_error(format!("missing fields: {missing:?}"), at));
    }
    Ok(slots.into_iter().flatten().collect())
}

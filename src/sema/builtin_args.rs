//! Builtin arguments given by keyword that the builtin also takes by position.

use super::call::{take_kwarg, Kwargs};
use super::Fault;
use crate::ir::Builtin;
use crate::source::Span;

/// Moves the keyword arguments a builtin also takes by position into their places, so both
/// domains see one form (`enumerate(xs, start=1)` is `enumerate(xs, 1)`), with CPython's errors
/// for too many arguments, one given twice, or a gap before it.
pub(super) fn keywords_by_position<V>(
    b: Builtin,
    args: &mut Vec<V>,
    kwargs: &mut Kwargs<V>,
    at: Span,
) -> Result<(), Fault> {
    let params = b.keyword_params();
    if params.is_empty() || kwargs.is_empty() {
        return Ok(());
    }
    let most = params.iter().map(|(_, p)| p + 1).max().unwrap_or(0);
    let named = kwargs.iter().filter(|(k, _)| params.iter().any(|(n, _)| **n == **k)).count();
    if args.len() + named > most {
        return Err(Fault::type_error(
            format!("{}() takes at most {most} arguments ({} given)", b.name(), args.len() + named),
            at,
        ));
    }
    let mut slots: Vec<Option<V>> = Vec::new();
    for (name, pos) in params {
        let Some(v) = take_kwarg(kwargs, name) else { continue };
        if *pos < args.len() {
            return Err(Fault::type_error(
                format!("argument for {}() given by name ('{name}') and position ({})", b.name(), pos + 1),
                at,
            ));
        }
        if slots.len() <= *pos {
            slots.resize_with(*pos + 1, || None);
        }
        slots[*pos] = Some(v);
    }
    let have = args.len();
    for (pos, slot) in slots.into_iter().enumerate().skip(have) {
        match slot {
            Some(v) => args.push(v),
            None if b == Builtin::Int => return Err(Fault::type_error("int() missing string argument", at)),
            None => {
                let name = params.iter().find(|(_, p)| *p == pos).map_or("argument", |(n, _)| n);
                return Err(Fault::type_error(format!("{}() missing required argument '{name}'", b.name()), at));
            }
        }
    }
    Ok(())
}

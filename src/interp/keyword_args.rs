//! Binding a builtin constructor's arguments that CPython takes by position or by name
//! (`str(object, encoding, errors)`, `bytes(source, encoding, errors)`), with CPython's
//! messages for too many, unknown and doubly given arguments.

use super::methods::Kwargs;
use super::value::Value;
use crate::sema::Fault;
use crate::source::Span;

/// The arguments of `kind(...)` bound to `names` in order: `None` where neither a position nor
/// a keyword gave one.
pub(super) fn bind(
    kind: &str,
    names: &[&str],
    args: Vec<Value>,
    kwargs: Kwargs,
    at: Span,
) -> Result<Vec<Option<Value>>, Fault> {
    if args.len() > names.len() {
        let message = format!("{kind}() takes at most {} arguments ({} given)", names.len(), args.len());
        return Err(Fault::type_error(message, at));
    }
    let given = args.len();
    let mut bound: Vec<Option<Value>> = args.into_iter().map(Some).collect();
    bound.resize(names.len(), None);
    for (k, v) in kwargs {
        let Some(i) = names.iter().position(|n| *n == &*k) else {
            return Err(Fault::type_error(format!("'{k}' is an invalid keyword argument for {kind}()"), at));
        };
        if i < given {
            let message = format!("argument for {kind}() given by name ('{k}') and position ({})", i + 1);
            return Err(Fault::type_error(message, at));
        }
        bound[i] = Some(v);
    }
    Ok(bound)
}

//! The env library's effect, natively: `read_env` reads the environment of the process
//! running clauz3.

use super::live_library::{python_error, Args};
use super::{DataValue, EffectError};

pub(super) fn perform(effect: &str, args: &Args<'_>) -> Result<DataValue, EffectError> {
    match effect {
        "read_env" => read_env(args.text("name")?).map(DataValue::Str),
        other => Err(EffectError::new(format!("the env library has no effect `{other}`"))),
    }
}

/// The variable's value, or `""` when it is unset. A name no variable can have (with `=` or
/// NUL) is unset, as `os.environ.get` finds it.
fn read_env(name: &str) -> Result<String, EffectError> {
    if name.is_empty() {
        return Err(python_error("ValueError", "env var name must be non-empty"));
    }
    if name.contains(['=', '\0']) {
        return Ok(String::new());
    }
    match std::env::var_os(name) {
        None => Ok(String::new()),
        Some(value) => value
            .into_string()
            // CPython would hand back surrogate escapes, which no `str` here can hold; the
            // subset has no `UnicodeDecodeError` class, so its base `UnicodeError` is raised.
            .map_err(|_| python_error("UnicodeError", format!("the value of {name} is not UTF-8"))),
    }
}

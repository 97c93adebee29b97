//! The attributes CPython's instances of some modelled classes get at run time, beyond what
//! `dir()` of their class lists: those their `__init__` sets, and those CPython's own code
//! sets later. With the attributes the program sets (which the model's instance has too),
//! they are all such an instance can have, so `hasattr`/`getattr(obj, name, default)` of any
//! other name is CPython's `AttributeError`, though the class's instances have a `__dict__`.

/// `(module, class, names)`: the attributes CPython sets on every instance of `module.class`
/// at run time; the model's instance has the others CPython sets exactly when CPython's does.
const SET_AT_RUN_TIME: &[(&str, &str, &[&str])] = &[(
    "logging",
    "LogRecord",
    // `LogRecord.__init__`'s. `message` and `asctime`, which `Formatter.format` sets, are
    // not among them: the model's record has them exactly when CPython's does.
    &[
        "args",
        "created",
        "exc_info",
        "exc_text",
        "filename",
        "funcName",
        "levelname",
        "levelno",
        "lineno",
        "module",
        "msecs",
        "msg",
        "name",
        "pathname",
        "process",
        "processName",
        "relativeCreated",
        "stack_info",
        "thread",
        "threadName",
    ],
)];

/// The attributes CPython sets on instances of `module.class` at run time, where they are
/// known in full.
pub(super) fn set_at_run_time(module: &str, class: &str) -> Option<&'static [&'static str]> {
    SET_AT_RUN_TIME.iter().find(|(m, c, _)| *m == module && *c == class).map(|(_, _, names)| *names)
}

//! The special methods of CPython's builtin types that a program may call by name on a
//! builtin value (`(3).__add__(4)`, `x.__format__(spec)`) or on its type (`int.__lt__(a, b)`,
//! `dict.__setitem__(self, k, v)`): each is the operator or builtin it implements, answered
//! by `sema/slot_wrappers.rs`. The lowering lets these names through; any other special method
//! of a builtin value stays refused.

/// The binary operators' methods, with their reflections and `divmod`.
pub const BINARY_SLOTS: &[&str] = &[
    "__add__",
    "__sub__",
    "__mul__",
    "__truediv__",
    "__floordiv__",
    "__mod__",
    "__pow__",
    "__lshift__",
    "__rshift__",
    "__and__",
    "__or__",
    "__xor__",
    "__divmod__",
    "__radd__",
    "__rsub__",
    "__rmul__",
    "__rtruediv__",
    "__rfloordiv__",
    "__rmod__",
    "__rpow__",
    "__rlshift__",
    "__rrshift__",
    "__rand__",
    "__ror__",
    "__rxor__",
    "__rdivmod__",
];

/// The rich comparisons' methods.
pub const COMPARISON_SLOTS: &[&str] = &["__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"];

/// Methods of one operand (or an item's store and delete) that call a builtin or an operator.
pub const VALUE_SLOTS: &[&str] = &[
    "__neg__",
    "__pos__",
    "__abs__",
    "__invert__",
    "__bool__",
    "__int__",
    "__float__",
    "__index__",
    "__hash__",
    "__str__",
    "__repr__",
    "__format__",
    "__iter__",
    "__next__",
    "__setitem__",
    "__delitem__",
];

/// The slots above that `type` itself has (CPython 3.11's `dir(type)`), so every class has
/// them whatever its instances have (`str.__or__` is `type.__or__`, for `str | None`).
pub const TYPE_OWN_SLOTS: &[&str] = &[
    "__or__",
    "__ror__",
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__hash__",
    "__str__",
    "__repr__",
    "__format__",
];

/// Whether `name` is one of the builtin types' special methods answered by name.
pub fn is_builtin_slot(name: &str) -> bool {
    BINARY_SLOTS.contains(&name) || COMPARISON_SLOTS.contains(&name) || VALUE_SLOTS.contains(&name)
}

/// `name` as the table's own `'static` string, when it is one of the slots.
pub fn builtin_slot(name: &str) -> Option<&'static str> {
    [BINARY_SLOTS, COMPARISON_SLOTS, VALUE_SLOTS].into_iter().flatten().find(|s| **s == name).copied()
}

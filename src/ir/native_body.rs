//! The functions of clauz3's `datetime` model (`layer/embedded/classes/datetime.py`) that the
//! interpreter answers natively in their plain case: constructing a `date`, `datetime` or
//! `timedelta` from ints, reading a field through its property, comparing two values of one
//! class, adding a `timedelta`, replacing fields, moving to a `timezone`. The Python stays the definition (and what the prover runs):
//! the concrete domain (`interp/native_datetime.rs`) computes the same fields and results when
//! the operands are exactly the model's own classes and ints in range, and declines anything
//! else (a subclass, a float, an error to raise), which then runs the Python body.

use super::{CmpOp, Function};
use crate::source::FileId;
use std::rc::Rc;

/// A function of the model with a native answer for its plain case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NativeBody {
    /// `date.__init__(self, year, month, day)`.
    DateInit,
    /// `datetime.__init__(self, year, month, day, hour, minute, second, microsecond, tzinfo)`.
    DatetimeInit,
    /// `timedelta.__init__(self, days, seconds, microseconds, milliseconds, minutes, hours, weeks)`.
    TimedeltaInit,
    /// `_from_ordinal(n)`: the (year, month, day) of a proleptic Gregorian day.
    FromOrdinal,
    /// A property returning the instance attribute of this name (`datetime.minute`: `_minute`).
    Field(&'static str),
    /// `date.weekday(self)`, from the ordinal `_key`.
    DateWeekday,
    /// `datetime.weekday(self)`, from the wall-clock microseconds `_wall`.
    DatetimeWeekday,
    /// `_Ordered.__eq__`, `__lt__`, ... between two values of one class compared by int `_key`s,
    /// or two datetimes in the model's own zones by their instants.
    KeyCompare(CmpOp),
    /// `date.__add__(self, other)` of a `timedelta`.
    DateAdd,
    /// `datetime.__add__(self, other)` of a `timedelta`.
    DatetimeAdd,
    /// `date.replace(self, year, month, day)`.
    DateReplace,
    /// `datetime.replace(self, year, ..., microsecond, tzinfo)`.
    DatetimeReplace,
    /// `datetime.astimezone(self, tz)` to a `timezone`.
    Astimezone,
    /// `datetime.utcoffset(self)`: its `timezone`'s offset, or None.
    DatetimeUtcOffset,
    /// `timezone.utcoffset(self, dt)`: the zone's offset.
    ZoneUtcOffset,
    /// `datetime._utc_us(self)`: the instant in microseconds.
    UtcMicroseconds,
}

/// The properties whose getter is `return self._<name>` (`tzinfo` reads `_tz`).
const FIELDS: &[(&str, &str)] = &[
    ("year", "_year"),
    ("month", "_month"),
    ("day", "_day"),
    ("hour", "_hour"),
    ("minute", "_minute"),
    ("second", "_second"),
    ("microsecond", "_microsecond"),
    ("tzinfo", "_tz"),
    ("days", "_days"),
    ("seconds", "_seconds"),
    ("microseconds", "_microseconds"),
];

/// The native answer of the `datetime` model's function `qualname`, if it has one.
fn of(qualname: &str) -> Option<NativeBody> {
    let (class, name) = qualname.split_once('.').unwrap_or(("", qualname));
    Some(match (class, name) {
        ("date", "__init__") => NativeBody::DateInit,
        ("datetime", "__init__") => NativeBody::DatetimeInit,
        ("timedelta", "__init__") => NativeBody::TimedeltaInit,
        ("", "_from_ordinal") => NativeBody::FromOrdinal,
        ("date", "weekday") => NativeBody::DateWeekday,
        ("datetime", "weekday") => NativeBody::DatetimeWeekday,
        ("date", "__add__") => NativeBody::DateAdd,
        ("datetime", "__add__") => NativeBody::DatetimeAdd,
        ("date", "replace") => NativeBody::DateReplace,
        ("datetime", "replace") => NativeBody::DatetimeReplace,
        ("datetime", "astimezone") => NativeBody::Astimezone,
        ("datetime", "utcoffset") => NativeBody::DatetimeUtcOffset,
        ("timezone", "utcoffset") => NativeBody::ZoneUtcOffset,
        ("datetime", "_utc_us") => NativeBody::UtcMicroseconds,
        ("_Ordered", "__eq__") => NativeBody::KeyCompare(CmpOp::Eq),
        ("_Ordered", "__lt__") => NativeBody::KeyCompare(CmpOp::Lt),
        ("_Ordered", "__le__") => NativeBody::KeyCompare(CmpOp::LtE),
        ("_Ordered", "__gt__") => NativeBody::KeyCompare(CmpOp::Gt),
        ("_Ordered", "__ge__") => NativeBody::KeyCompare(CmpOp::GtE),
        ("date" | "datetime" | "time" | "timedelta", _) => {
            NativeBody::Field(FIELDS.iter().find(|(property, _)| *property == name)?.1)
        }
        _ => return None,
    })
}

/// Marks the functions of the `datetime` model that have a native answer (`Function::native`),
/// given the files of the modelled modules the program loads.
pub fn mark(functions: &mut [Function], modelled: &[(FileId, Rc<str>)]) {
    let files: Vec<FileId> = modelled.iter().filter(|(_, m)| &**m == "datetime").map(|(f, _)| *f).collect();
    if files.is_empty() {
        return;
    }
    for function in functions.iter_mut().filter(|f| files.contains(&f.span.file)) {
        function.native = of(&function.qualname);
    }
}

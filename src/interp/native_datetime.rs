//! The interpreter's native answers for the plain case of the `datetime` model's hottest
//! functions (`ir/native_body.rs` says which): a value built from ints, a field read through
//! its property, two values of one class compared by their keys, a `timedelta` added. Each
//! computes exactly what the model's Python computes (the same fields, in the same order,
//! under the same names) for operands that are the model's own classes, not a subclass, and
//! ints in range; anything else (a float, a bool, a value out of range whose error the Python
//! words, a program's subclass that may override a method, a `tzinfo` of the program's) is
//! declined, and the Python runs.

use super::value::{int_value, Value};
use crate::ir::{CmpOp, NativeBody};
use crate::sema::Instance;
use std::rc::Rc;

const US_PER_DAY: i128 = 86_400_000_000;
/// The ordinal of 9999-12-31, the last day a `date` holds.
const MAX_ORDINAL: i64 = 3_652_059;
const MONTH_DAYS: [i64; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/// Days before the first of each month (indexed 1..12) in a common year.
const DAYS_BEFORE_MONTH: [i64; 13] = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/// The model's private attribute names, as the one `Rc` each the program's reads hold.
struct Names {
    year: Rc<str>,
    month: Rc<str>,
    day: Rc<str>,
    hour: Rc<str>,
    minute: Rc<str>,
    second: Rc<str>,
    microsecond: Rc<str>,
    tz: Rc<str>,
    wall: Rc<str>,
    key: Rc<str>,
    days: Rc<str>,
    seconds: Rc<str>,
    microseconds: Rc<str>,
    offset: Rc<str>,
}

thread_local! {
    static NAMES: Names = Names {
        year: crate::ir::attr_name("_year"),
        month: crate::ir::attr_name("_month"),
        day: crate::ir::attr_name("_day"),
        hour: crate::ir::attr_name("_hour"),
        minute: crate::ir::attr_name("_minute"),
        second: crate::ir::attr_name("_second"),
        microsecond: crate::ir::attr_name("_microsecond"),
        tz: crate::ir::attr_name("_tz"),
        wall: crate::ir::attr_name("_wall"),
        key: crate::ir::attr_name("_key"),
        days: crate::ir::attr_name("_days"),
        seconds: crate::ir::attr_name("_seconds"),
        microseconds: crate::ir::attr_name("_microseconds"),
        offset: crate::ir::attr_name("_offset"),
    };
}

/// The answer of `body` for these bound parameters, or None for the Python to run.
pub(super) fn answer(body: NativeBody, params: &[Option<Value>], rows: u32) -> Option<Value> {
    let param = |i: usize| params.get(i).and_then(Option::as_ref);
    NAMES.with(|names| match body {
        NativeBody::DateInit => {
            let obj = model_object(param(0)?, "date")?;
            let [y, m, d] = [int(param(1)?)?, int(param(2)?)?, int(param(3)?)?];
            set_date(names, &obj, y, m, d)
        }
        NativeBody::DatetimeInit => {
            let obj = model_object(param(0)?, "datetime")?;
            let mut parts = [0; 7];
            for (i, part) in parts.iter_mut().enumerate() {
                *part = int(param(i + 1)?)?;
            }
            let [y, m, d, hour, minute, second, us] = parts;
            set_datetime(names, &obj, (y, m, d), (hour, minute, second, us), param(8)?.clone())
        }
        NativeBody::TimedeltaInit => {
            let obj = model_object(param(0)?, "timedelta")?;
            let mut parts = [0i128; 7];
            for (i, part) in parts.iter_mut().enumerate() {
                *part = i128::from(int(param(i + 1)?)?);
            }
            let [days, seconds, us, ms, minutes, hours, weeks] = parts;
            let total =
                ((weeks * 7 + days) * 86400 + (hours * 60 + minutes) * 60 + seconds) * 1_000_000 + ms * 1000 + us;
            set_timedelta(names, &obj, total)
        }
        NativeBody::FromOrdinal => {
            let (y, m, d) = from_ordinal(int(param(0)?)?)?;
            Some(Value::tuple(vec![Value::Int(y), Value::Int(m), Value::Int(d)]))
        }
        NativeBody::Field(name) => {
            let obj = any_model_object(param(0)?)?;
            obj.field(name_of(names, name)?)
        }
        NativeBody::DateWeekday => {
            let key = int(&model_object(param(0)?, "date")?.field(&names.key)?)?;
            Some(Value::Int((key + 6).rem_euclid(7)))
        }
        NativeBody::DatetimeWeekday => {
            let wall = i128::from(int(&model_object(param(0)?, "datetime")?.field(&names.wall)?)?);
            Some(int_value((wall.div_euclid(US_PER_DAY) + 6).rem_euclid(7)))
        }
        NativeBody::KeyCompare(op) => {
            let (a, b) = (any_model_object(param(0)?)?, any_model_object(param(1)?)?);
            if !Rc::ptr_eq(&a.class, &b.class) {
                return None;
            }
            let (a, b) = match (int(&a.field(&names.key)?), int(&b.field(&names.key)?)) {
                (Some(a), Some(b)) => (i128::from(a), i128::from(b)),
                _ if &*a.class.name == "datetime" => match instants(names, &a, &b)? {
                    Some(both) => both,
                    // A naive and an aware datetime: unequal, and ordering them is the
                    // Python's TypeError.
                    None => return (op == CmpOp::Eq).then_some(Value::Bool(false)),
                },
                _ => return None,
            };
            Some(Value::Bool(match op {
                CmpOp::Eq => a == b,
                CmpOp::Lt => a < b,
                CmpOp::LtE => a <= b,
                CmpOp::Gt => a > b,
                CmpOp::GtE => a >= b,
                _ => return None,
            }))
        }
        NativeBody::DateAdd => {
            let obj = model_object(param(0)?, "date")?;
            let span = model_object(param(1)?, "timedelta")?;
            let n = int(&obj.field(&names.key)?)?.checked_add(int(&span.field(&names.days)?)?)?;
            let (y, m, d) = from_ordinal(n)?;
            let made = Rc::new(Instance::made_in(obj.class.clone(), rows));
            set_date(names, &made, y, m, d)?;
            Some(Value::Object(made))
        }
        NativeBody::DatetimeAdd => {
            let obj = model_object(param(0)?, "datetime")?;
            let span = model_object(param(1)?, "timedelta")?;
            let total = i128::from(int(&obj.field(&names.wall)?)?) + i128::from(int(&span.field(&names.key)?)?);
            let made = Rc::new(Instance::made_in(obj.class.clone(), rows));
            set_wall(names, &made, total, obj.field(&names.tz)?)?;
            Some(Value::Object(made))
        }
        NativeBody::DateReplace => {
            let obj = model_object(param(0)?, "date")?;
            let field = |i: usize, name: &Rc<str>| match param(i)? {
                Value::None => int(&obj.field(name)?),
                given => int(given),
            };
            let (y, m, d) = (field(1, &names.year)?, field(2, &names.month)?, field(3, &names.day)?);
            let made = Rc::new(Instance::made_in(obj.class.clone(), rows));
            set_date(names, &made, y, m, d)?;
            Some(Value::Object(made))
        }
        NativeBody::DatetimeReplace => {
            let obj = model_object(param(0)?, "datetime")?;
            let field = |i: usize, name: &Rc<str>| match param(i)? {
                Value::None => int(&obj.field(name)?),
                given => int(given),
            };
            let date = (field(1, &names.year)?, field(2, &names.month)?, field(3, &names.day)?);
            let clock = (
                field(4, &names.hour)?,
                field(5, &names.minute)?,
                field(6, &names.second)?,
                field(7, &names.microsecond)?,
            );
            // `tzinfo=True` stands for "not given".
            let tz = match param(8)? {
                Value::Bool(true) => obj.field(&names.tz)?,
                given => given.clone(),
            };
            let made = Rc::new(Instance::made_in(obj.class.clone(), rows));
            set_datetime(names, &made, date, clock, tz)?;
            Some(Value::Object(made))
        }
        NativeBody::Astimezone => {
            let obj = model_object(param(0)?, "datetime")?;
            let tz = param(1)?;
            let to = zone_offset(names, tz)??;
            let from = zone_offset(names, &obj.field(&names.tz)?)?.unwrap_or(0);
            let wall = i128::from(int(&obj.field(&names.wall)?)?) - i128::from(from) + i128::from(to);
            let made = Rc::new(Instance::made_in(obj.class.clone(), rows));
            set_wall(names, &made, wall, tz.clone())?;
            Some(Value::Object(made))
        }
        NativeBody::DatetimeUtcOffset => {
            let tz = model_object(param(0)?, "datetime")?.field(&names.tz)?;
            match tz {
                Value::None => Some(Value::None),
                zone => model_object(&zone, "timezone")?.field(&names.offset),
            }
        }
        NativeBody::ZoneUtcOffset => model_object(param(0)?, "timezone")?.field(&names.offset),
        NativeBody::UtcMicroseconds => {
            let obj = model_object(param(0)?, "datetime")?;
            let offset = zone_offset(names, &obj.field(&names.tz)?)?.unwrap_or(0);
            Some(int_value(i128::from(int(&obj.field(&names.wall)?)?) - i128::from(offset)))
        }
    })
}

/// The offset in microseconds of a datetime's zone: None for a naive one (`Some(None)`), the
/// model's own `timezone`'s offset, and None (declined) for any other `tzinfo`.
fn zone_offset(names: &Names, tz: &Value) -> Option<Option<i64>> {
    if matches!(tz, Value::None) {
        return Some(None);
    }
    let offset = model_object(tz, "timezone")?.field(&names.offset)?;
    Some(Some(int(&model_object(&offset, "timedelta")?.field(&names.key)?)?))
}

/// What `_Ordered` compares two datetimes by when one is aware (its `_key` is None): their
/// `_utc_us()`, if both are aware or both naive (`Some(None)` when one is and the other is
/// not); None (declined) when a zone is not the model's own `timezone`.
fn instants(names: &Names, a: &Instance<Value>, b: &Instance<Value>) -> Option<Option<(i128, i128)>> {
    let (za, zb) = (zone_offset(names, &a.field(&names.tz)?)?, zone_offset(names, &b.field(&names.tz)?)?);
    if za.is_some() != zb.is_some() {
        return Some(None);
    }
    let utc = |obj: &Instance<Value>, zone: Option<i64>| {
        Some(i128::from(int(&obj.field(&names.wall)?)?) - i128::from(zone.unwrap_or(0)))
    };
    Some(Some((utc(a, za)?, utc(b, zb)?)))
}

/// Stores the fields of a datetime whose wall clock reads `wall` microseconds, as
/// `datetime.__add__` computes them.
fn set_wall(names: &Names, obj: &Instance<Value>, wall: i128, tz: Value) -> Option<Value> {
    let day = i64::try_from(wall.div_euclid(US_PER_DAY)).ok()?;
    let rest = i64::try_from(wall.rem_euclid(US_PER_DAY)).ok()?;
    let (y, m, d) = from_ordinal(day)?;
    let (rest, us) = (rest / 1_000_000, rest % 1_000_000);
    let (rest, second) = (rest / 60, rest % 60);
    let (hour, minute) = (rest / 60, rest % 60);
    set_datetime(names, obj, (y, m, d), (hour, minute, second, us), tz)
}

/// An int that is not a bool (the model asks `type(x) is int`) and fits 64 bits.
fn int(v: &Value) -> Option<i64> {
    match v {
        Value::Int(i) => Some(*i),
        _ => None,
    }
}

/// The instance if `v` is one of the model's class `name` itself (not a subclass).
fn model_object(v: &Value, name: &str) -> Option<Rc<Instance<Value>>> {
    let obj = any_model_object(v)?;
    (*obj.class.name == *name).then_some(obj)
}

/// The instance if `v` is one of the `datetime` model's own classes.
fn any_model_object(v: &Value) -> Option<Rc<Instance<Value>>> {
    match v {
        Value::Object(obj) if obj.class.home.as_ref().is_some_and(|h| h.model == "datetime") => Some(obj.clone()),
        _ => None,
    }
}

fn name_of<'n>(names: &'n Names, field: &str) -> Option<&'n Rc<str>> {
    Some(match field {
        "_year" => &names.year,
        "_month" => &names.month,
        "_day" => &names.day,
        "_hour" => &names.hour,
        "_minute" => &names.minute,
        "_second" => &names.second,
        "_microsecond" => &names.microsecond,
        "_tz" => &names.tz,
        "_days" => &names.days,
        "_seconds" => &names.seconds,
        "_microseconds" => &names.microseconds,
        _ => return None,
    })
}

/// Stores the fields in order, as the model's `object.__setattr__` calls do: a new instance
/// takes them at once, one already holding attributes (`__init__` called again) each in place.
fn store(obj: &Instance<Value>, fields: &[(&Rc<str>, Value)]) {
    let mut held = obj.fields.borrow_mut();
    if held.is_empty() {
        held.extend(fields.iter().map(|(name, value)| (Rc::clone(*name), value.clone())));
        return;
    }
    drop(held);
    for (name, value) in fields {
        obj.set_field(name, value.clone());
    }
}

fn is_leap(year: i64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// Whether `_checked_date` takes the date as it is.
fn valid_date(y: i64, m: i64, d: i64) -> bool {
    (1..=9999).contains(&y)
        && (1..=12).contains(&m)
        && d >= 1
        && d <= if m == 2 && is_leap(y) { 29 } else { MONTH_DAYS[(m - 1) as usize] }
}

/// The model's `_ordinal` of a valid date.
fn ordinal(y: i64, m: i64, d: i64) -> i64 {
    let before = y - 1;
    let n = before * 365 + before / 4 - before / 100 + before / 400 + DAYS_BEFORE_MONTH[m as usize] + d;
    n + i64::from(m > 2 && is_leap(y))
}

fn days_before_year(year: i64) -> i64 {
    let y = year - 1;
    y * 365 + y.div_euclid(4) - y.div_euclid(100) + y.div_euclid(400)
}

/// The model's `_from_ordinal` for a day a `date` holds.
fn from_ordinal(n: i64) -> Option<(i64, i64, i64)> {
    if !(1..=MAX_ORDINAL).contains(&n) {
        return None;
    }
    let mut year = (n - 1) * 400 / 146_097 + 1;
    let mut start = days_before_year(year);
    while start >= n {
        year -= 1;
        start = days_before_year(year);
    }
    let mut end = days_before_year(year + 1);
    while end < n {
        year += 1;
        (start, end) = (end, days_before_year(year + 1));
    }
    let left = n - start - 1;
    let leap = end - start == 366;
    let mut month = (left + 50) / 32;
    let mut before = DAYS_BEFORE_MONTH[month as usize] + i64::from(leap && month > 2);
    if before > left {
        month -= 1;
        before = DAYS_BEFORE_MONTH[month as usize] + i64::from(leap && month > 2);
    }
    Some((year, month, left - before + 1))
}

fn set_date(names: &Names, obj: &Instance<Value>, y: i64, m: i64, d: i64) -> Option<Value> {
    if !valid_date(y, m, d) {
        return None;
    }
    let key = Value::Int(ordinal(y, m, d));
    store(
        obj,
        &[(&names.year, Value::Int(y)), (&names.month, Value::Int(m)), (&names.day, Value::Int(d)), (&names.key, key)],
    );
    Some(Value::None)
}

/// Whether `_checked_zone` takes `tz` without a program's code running: None, or the model's
/// own `timezone`.
fn plain_zone(tz: &Value) -> bool {
    match tz {
        Value::None => true,
        other => model_object(other, "timezone").is_some(),
    }
}

fn set_datetime(
    names: &Names,
    obj: &Instance<Value>,
    (y, m, d): (i64, i64, i64),
    (hour, minute, second, us): (i64, i64, i64, i64),
    tz: Value,
) -> Option<Value> {
    let clock = (0..=23).contains(&hour)
        && (0..=59).contains(&minute)
        && (0..=59).contains(&second)
        && (0..=999_999).contains(&us);
    if !valid_date(y, m, d) || !clock || !plain_zone(&tz) {
        return None;
    }
    let wall = ((ordinal(y, m, d) * 24 + hour) * 60 + minute) * 60_000_000 + second * 1_000_000 + us;
    let key = if matches!(tz, Value::None) { Value::Int(wall) } else { Value::None };
    store(
        obj,
        &[
            (&names.year, Value::Int(y)),
            (&names.month, Value::Int(m)),
            (&names.day, Value::Int(d)),
            (&names.hour, Value::Int(hour)),
            (&names.minute, Value::Int(minute)),
            (&names.second, Value::Int(second)),
            (&names.microsecond, Value::Int(us)),
            (&names.tz, tz),
            (&names.wall, Value::Int(wall)),
            (&names.key, key),
        ],
    );
    Some(Value::None)
}

fn set_timedelta(names: &Names, obj: &Instance<Value>, total: i128) -> Option<Value> {
    let days = total.div_euclid(US_PER_DAY);
    if !(-999_999_999..=999_999_999).contains(&days) {
        return None;
    }
    let rest = total.rem_euclid(US_PER_DAY);
    store(
        obj,
        &[
            (&names.days, int_value(days)),
            (&names.seconds, int_value(rest / 1_000_000)),
            (&names.microseconds, int_value(rest % 1_000_000)),
            (&names.key, int_value(total)),
        ],
    );
    Some(Value::None)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `from_ordinal` inverts `ordinal` on every day of a span of leap and common years,
    /// century years included, and at both ends of the range.
    #[test]
    fn ordinals_round_trip() {
        for y in (1..=5).chain(1896..=1905).chain(1999..=2001).chain(2096..=2104).chain(9995..=9999) {
            for m in 1..=12 {
                let last = if m == 2 && is_leap(y) { 29 } else { MONTH_DAYS[(m - 1) as usize] };
                for d in 1..=last {
                    assert_eq!(from_ordinal(ordinal(y, m, d)), Some((y, m, d)));
                }
            }
        }
        assert_eq!(ordinal(9999, 12, 31), MAX_ORDINAL);
        assert_eq!(from_ordinal(0), None);
        assert_eq!(from_ordinal(MAX_ORDINAL + 1), None);
    }
}

//! Reading a model's values as Python values: the one place a solver value becomes a plain
//! one, so a value that cannot be read makes the whole model undecided (never left out).

use super::{Elem, Model, Scalar, SeqTerm, Vars, MAX_MODEL_ITEMS};
use num_bigint::BigInt;
use z3::ast::String as Str;
use z3::ast::{Ast, Bool, Float, Int};

/// Reads the named variables out of a model; `Err` (why) when one cannot be read as a Python
/// value: a string holding a lone surrogate, which Python strings in clauz3 never hold (see
/// [`charset`](super::charset)), or a list longer than [`MAX_MODEL_ITEMS`]. Such a model is no
/// counterexample, and is never shown with the value left out or cut short.
pub(super) fn read_model(model: &z3::Model, vars: &Vars) -> Result<Model, String> {
    let unreadable = |name: &str| {
        format!("the solver's example for `{name}` cannot be shown as a Python value (a lone surrogate in a string, or more than {MAX_MODEL_ITEMS} items)")
    };
    let ints = vars
        .ints
        .iter()
        .filter_map(|n| model.eval(&Int::new_const(n.as_str()), true).and_then(|v| numeral(&v)).map(|v| (n.clone(), v)))
        .collect();
    let bools = vars
        .bools
        .iter()
        .filter_map(|n| {
            model.eval(&Bool::new_const(n.as_str()), true).and_then(|v| v.as_bool()).map(|v| (n.clone(), v))
        })
        .collect();
    let mut strs = Vec::new();
    for n in &vars.strs {
        let Some(v) = model.eval(&Str::new_const(n.as_str()), true) else { continue };
        strs.push((n.clone(), text_of(&v).ok_or_else(|| unreadable(n))?));
    }
    let floats = vars
        .floats
        .iter()
        .filter_map(|n| model.eval(&Float::new_const_double(n.as_str()), true).map(|v| (n.clone(), double_of(&v))))
        .collect();
    let mut lists = Vec::new();
    for (n, elem) in &vars.lists {
        lists.push((n.clone(), sequence_of(model, &SeqTerm::var(n, *elem)).ok_or_else(|| unreadable(n))?));
    }
    let mut tables = Vec::new();
    for t in &vars.tables {
        tables.push((t.name.clone(), t.rows_in(model).ok_or_else(|| unreadable(&t.name))?));
    }
    let mut per_row = Vec::new();
    for p in &vars.per_row {
        per_row.push((p.name.clone(), p.values_in(model).ok_or_else(|| unreadable(&p.name))?));
    }
    Ok(Model { ints, bools, strs, floats, lists, tables, per_row })
}

/// The items of a sequence in a model (`None` when one cannot be read as a Python value).
pub(super) fn sequence_of(model: &z3::Model, seq: &SeqTerm) -> Option<Vec<Scalar>> {
    let elem = seq.elem;
    let len = model_len(model, &seq.len().0)?;
    (0..len)
        .map(|i| {
            let raw = seq.items.select(&Int::from_i64(i));
            let item = model.eval(&raw, true)?;
            match elem {
                Elem::Int => item.as_int().and_then(|v| numeral(&v)).map(Scalar::Int),
                Elem::Str => item.as_string().and_then(|v| text_of(&v)).map(Scalar::Str),
                Elem::Bool => item.as_bool().and_then(|v| v.as_bool()).map(Scalar::Bool),
            }
        })
        .collect()
}

/// A length in a model: `None` past [`MAX_MODEL_ITEMS`] (or past what an `i64` holds), where
/// a counterexample cut short would be another input than the model's.
pub(super) fn model_len(model: &z3::Model, len: &Int) -> Option<i64> {
    let len = model.eval(len, true)?.as_i64()?;
    (len <= MAX_MODEL_ITEMS).then_some(len.max(0))
}

/// The value of a double numeral of a model (NaN and the infinities included).
pub(super) fn double_of(v: &Float) -> f64 {
    use z3::ast::Ast;
    let holds = |b: Bool| b.simplify().as_bool().unwrap_or(false);
    if holds(v.is_nan()) {
        f64::NAN
    } else if holds(v.is_infinite()) {
        if holds(v.is_negative()) {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        }
    } else if holds(v.is_zero()) {
        if holds(v.is_negative()) {
            -0.0
        } else {
            0.0
        }
    } else {
        v.as_f64()
    }
}

pub(super) fn numeral(v: &Int) -> Option<BigInt> {
    if let Some(i) = v.as_i64() {
        return Some(BigInt::from(i));
    }
    super::wide::value_of(v)
}

/// The text of a string constant from a model. Z3 prints characters outside printable ASCII
/// as `\u{hex}` but a backslash as itself, so the printed form is ambiguous (`\u{41}` may be
/// six characters or an `A`); when it holds a backslash the constant is read one character at
/// a time, where an escape is the only way one character prints as several.
pub(super) fn text_of(v: &Str) -> Option<String> {
    let shown = v.as_string()?;
    if !shown.contains('\\') {
        return Some(shown);
    }
    let len = v.length().simplify().as_i64()?;
    (0..len)
        .map(|i| {
            let one = v.at(Int::from_i64(i)).simplify().as_string()?;
            match one.chars().count() {
                1 => Some(one),
                _ => unescape(&one),
            }
        })
        .collect()
}

/// One character printed as `\u{hex}`.
fn unescape(escape: &str) -> Option<String> {
    let hex = escape.strip_prefix("\\u{")?.strip_suffix('}')?;
    u32::from_str_radix(hex, 16).ok().and_then(char::from_u32).map(String::from)
}

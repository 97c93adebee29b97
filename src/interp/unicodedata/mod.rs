//! What the modelled `unicodedata` asks natively (`<unicodedata>`): the character database
//! at CPython 3.11's Unicode version, 14.0.0. Normalization and combining classes come from
//! `unicode-normalization`, names from `unicode_names2` and categories from
//! `unicode-general-category`; the rest from tables generated from CPython
//! (`tables.rs`, `numbers.rs`). The crates follow later Unicode
//! versions, so a code point 14.0 leaves unassigned is answered as CPython answers it: category
//! `Cn`, no name, combining class 0 (see subset-spec/divergences.md for normalization).

mod numbers;
mod tables;

use super::value::Value;
use crate::pytext::in_ranges;
use crate::sema::Fault;
use crate::source::Span;
use numbers::NUMBERS;
use tables as t;
use unicode_normalization::UnicodeNormalization;

/// `_unicodedata(op, ...)` from `unicodedata.py`, whose arguments it has already checked.
pub fn call(args: &[Value], at: Span) -> Result<Value, Fault> {
    let bad = || Fault::internal("`<unicodedata>` called with arguments it does not take", at);
    let text = |v: &Value| match v {
        Value::Str(s) => Some(s.as_str().to_owned()),
        _ => None,
    };
    let (op, rest) = args.split_first().ok_or_else(bad)?;
    let op = text(op).ok_or_else(bad)?;
    let one = |v: &Value| {
        let s = text(v)?;
        let mut chars = s.chars();
        let c = chars.next()?;
        chars.next().is_none().then_some(c)
    };
    Ok(match (op.as_str(), rest) {
        ("normalize", [form, s]) => {
            let (form, s) = (text(form).ok_or_else(bad)?, text(s).ok_or_else(bad)?);
            Value::str(normalize(&form, &s).ok_or_else(bad)?.as_str())
        }
        ("category", [c]) => Value::str(category(one(c).ok_or_else(bad)?)),
        ("combining", [c]) => Value::Int(i64::from(combining(one(c).ok_or_else(bad)?))),
        ("east_asian_width", [c]) => Value::str(ranged(&t::EAST_ASIAN_WIDTH, one(c).ok_or_else(bad)?).unwrap_or("N")),
        ("bidirectional", [c]) => Value::str(ranged(&t::BIDIRECTIONAL, one(c).ok_or_else(bad)?).unwrap_or("")),
        ("mirrored", [c]) => Value::Int(i64::from(in_ranges(&t::MIRRORED, one(c).ok_or_else(bad)?))),
        ("name", [c]) => match name(one(c).ok_or_else(bad)?) {
            Some(n) => Value::str(n.as_str()),
            None => Value::None,
        },
        ("lookup", [n]) => match lookup(&text(n).ok_or_else(bad)?) {
            Some(c) => Value::str(c.to_string().as_str()),
            None => Value::None,
        },
        ("number", [c, Value::Int(which)]) => number(one(c).ok_or_else(bad)?, *which).unwrap_or(Value::None),
        _ => return Err(bad()),
    })
}

/// Whether Unicode 14.0 assigns `c` (CPython's database knows nothing of it otherwise).
fn assigned(c: char) -> bool {
    !in_ranges(&t::UNASSIGNED, c)
}

fn normalize(form: &str, s: &str) -> Option<String> {
    Some(match form {
        "NFC" => s.nfc().collect(),
        "NFD" => s.nfd().collect(),
        "NFKC" => s.nfkc().collect(),
        "NFKD" => s.nfkd().collect(),
        _ => return None,
    })
}

fn category(c: char) -> &'static str {
    if !assigned(c) {
        return "Cn";
    }
    unicode_general_category::get_general_category(c).abbreviation()
}

fn combining(c: char) -> u8 {
    if assigned(c) {
        unicode_normalization::char::canonical_combining_class(c)
    } else {
        0
    }
}

fn name(c: char) -> Option<String> {
    assigned(c).then(|| unicode_names2::name(c)).flatten().map(|n| n.to_string())
}

/// `lookup(name)`, and a `\N{...}` escape of `unicode_escape`: names are matched without
/// regard to case, as CPython matches them.
pub(super) fn lookup(name: &str) -> Option<char> {
    unicode_names2::character(&name.to_ascii_uppercase()).filter(|c| assigned(*c))
}

/// The value of a property kept as ranges (`None` outside them).
fn ranged(table: &[(u32, u32, &'static str)], c: char) -> Option<&'static str> {
    let code = u32::from(c);
    let i = table.partition_point(|&(_, hi, _)| hi < code);
    table.get(i).filter(|&&(lo, _, _)| lo <= code).map(|&(_, _, v)| v)
}

/// `decimal` (0), `digit` (1) or `numeric` (2) of `c`, `None` where it has none.
fn number(c: char, which: i64) -> Option<Value> {
    let code = u32::from(c);
    let &(_, decimal, digit, numeric) = NUMBERS.get(NUMBERS.binary_search_by_key(&code, |e| e.0).ok()?)?;
    match which {
        0 => (decimal >= 0).then(|| Value::Int(i64::from(decimal))),
        1 => (digit >= 0).then(|| Value::Int(i64::from(digit))),
        _ => numeric.parse::<f64>().ok().map(Value::Float),
    }
}

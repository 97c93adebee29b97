//! `repr()` and `str()` of concrete values, with CPython's float and string spellings.

use super::trashcan::DictKind;
use super::value::Value;
use crate::pytext::{float_repr, str_repr};
use crate::sema::Fault;
use crate::source::Span;
use num_bigint::{BigInt, BigUint};
use std::fmt::Write;
use std::rc::Rc;

/// Python `repr(v)`.
pub fn repr(v: &Value) -> String {
    let mut out = String::new();
    write_repr(&mut out, v, 0);
    out
}

/// CPython's message for an int too long to write as decimal text.
pub const INT_TEXT_TOO_LONG: &str =
    "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit";

/// CPython 3.11 refuses to write an int of more than 4300 decimal digits (`str`, `repr`,
/// `print`, f-strings, the items of a container): a `ValueError` before any text is made.
/// Values nested deeper than its recursion limit, or a cycle through a container CPython
/// writes by recursing (a `Counter`, a named tuple), are its `RecursionError`, here the
/// depth limit, also before any text is made.
pub fn check_int_text(v: &Value, at: Span) -> Result<(), Fault> {
    check_text(v, &mut Vec::new(), at)
}

/// One level of `check_int_text`; `path` holds the containers being checked further out.
fn check_text(v: &Value, path: &mut Vec<usize>, at: Span) -> Result<(), Fault> {
    let Some(id) = identity(v) else { return check_level(v, path, at) };
    if path.contains(&id) {
        return recursion_marker(v).map(drop).ok_or_else(|| Fault::text_too_deep(at));
    }
    if path.len() >= MAX_NESTING {
        return Err(Fault::text_too_deep(at));
    }
    path.push(id);
    let checked = super::deep::on_stack(|| check_level(v, path, at));
    path.pop();
    checked
}

fn check_level(v: &Value, path: &mut Vec<usize>, at: Span) -> Result<(), Fault> {
    let mut check = |i: &Value| check_text(i, path, at);
    match v {
        Value::Big(b) if exceeds_digit_limit(b) => Err(Fault::value_error(INT_TEXT_TOO_LONG, at)),
        Value::List(items) => items.borrow().iter().try_for_each(check),
        Value::Tuple(items) => items.iter().try_for_each(check),
        Value::Dict(d) => {
            if let DictKind::Defaultdict(factory) = d.kind() {
                check(&factory.borrow())?;
            }
            d.borrow().iter().try_for_each(|(k, v)| check(&k.0).and_then(|()| check(v)))
        }
        Value::Set(s) => {
            super::pyset::check_text_order(&s.borrow(), at)?;
            s.borrow().iter().try_for_each(|k| check(&k.0))
        }
        Value::View(view) => view.items().iter().try_for_each(check),
        Value::Object(o) if super::object_keys::held(o, &["__repr__"]).is_some() => {
            super::object_keys::held(o, &["__repr__"]).map_or(Ok(()), check)
        }
        Value::Object(o) => match generated_repr(o) {
            Some(values) => values.iter().try_for_each(|(_, v)| check(v)),
            None => Err(Fault::unsupported(
                format!("the text of an instance of `{}` inside a container or a message: its `__repr__` is the program's own, or the default one, which shows a memory address (convert it with `repr()` first, or make the class a dataclass)", o.class.name),
                at,
            )),
        },
        Value::Class(c) if c.is_missing() => Err(Fault::unsupported(crate::sema::MISSING_TEXT, at)),
        // The evaluator writes a function standing alone (`sema/function_text.rs`); inside a
        // container, as a builtin's bound method, its text holds a memory address.
        Value::Function(_) => Err(Fault::unsupported(
            "the text of a function inside a container or a message: CPython writes its memory address (write its `__name__`, or `repr()` it alone)",
            at,
        )),
        Value::Method(m) if !matches!(&m.1, Value::Builtin(_)) || m.0.on_type() => Err(Fault::unsupported(
            format!("the text of the bound method `{}`: CPython writes its receiver's memory address", m.0.name()),
            at,
        )),
        // A value's special method: CPython writes the value's address.
        Value::Contract(_) if super::slot_values::as_slot(v).is_some_and(|s| s.bound()) => Err(Fault::unsupported(
            "the text of a value's special method (a `method-wrapper`): CPython writes the value's memory address",
            at,
        )),
        // CPython names the module's file, which differs between installations.
        Value::Contract(_) if super::module_value::module_name(v).is_some() => Err(Fault::unsupported(
            "the text of a module: CPython writes where its file is installed (write its `__name__`)",
            at,
        )),
        // Also before any text is made: an exception whose arguments the prover does not know.
        Value::Exception(e) => {
            super::exceptions::check_known(e, at)?;
            e.args.iter().flatten().try_for_each(check)
        }
        _ => Ok(()),
    }
}

/// The hex address in the text of a function or an instance (`<function f at 0x...>`): where
/// its value lives, stable while it does (`Domain::address`).
pub fn address(v: &Value, at: Span) -> Result<Value, Fault> {
    let at_heap = match v {
        Value::Function(f) => std::rc::Rc::as_ptr(f).cast::<()>() as usize,
        Value::Object(o) => std::rc::Rc::as_ptr(o).cast::<()>() as usize,
        _ => return Err(Fault::internal("the address of a value that is no function or instance", at)),
    };
    Ok(Value::str(format!("{at_heap:#x}")))
}

/// Whether `|b| >= 10**4300`, the first int with 4301 digits.
fn exceeds_digit_limit(b: &BigInt) -> bool {
    // 10**4300 has 14,285 bits: anything shorter has at most 4300 digits.
    b.bits() >= 14_285 && b.magnitude() >= digit_limit()
}

/// `10**MAX_STR_DIGITS`, the first int too long to write, made once.
pub fn digit_limit() -> &'static BigUint {
    static LIMIT: std::sync::OnceLock<BigUint> = std::sync::OnceLock::new();
    LIMIT.get_or_init(|| BigUint::from(10u32).pow(super::numtext::MAX_STR_DIGITS as u32))
}

/// Python `str(v)`.
pub fn to_str(v: &Value) -> String {
    match v {
        Value::Str(s) => s.as_str().to_owned(),
        Value::Exception(e) => super::exceptions::text(e),
        // A `mappingproxy`'s `str` is its mapping's.
        Value::Dict(d) if d.is_proxy() => repr(&Value::dict(d.borrow().clone())),
        other => repr(other),
    }
}

/// The decimal digits of `i` (with its `-`) appended to `out`: an int's `str` and `repr`,
/// written without the formatter's machinery (every `f"w{i}"` and `print(n)` writes one).
pub fn push_int(out: &mut String, i: i64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut n = i.unsigned_abs();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if i < 0 {
        out.push('-');
    }
    // ASCII digits only: always UTF-8.
    out.push_str(std::str::from_utf8(&digits[at..]).unwrap_or_default());
}

/// Deeper than CPython compares or prints (its recursion limit), a repr shows `...`.
const MAX_NESTING: usize = super::deep::MAX_VALUE_NESTING as usize;

fn write_repr(out: &mut String, v: &Value, depth: usize) {
    // A thousand levels need more stack than a test thread or an embedder's thread may have.
    stacker::maybe_grow(64 << 10, 1 << 20, || {
        let Some(id) = identity(v) else { return write_repr_here(out, v, depth) };
        if WRITING.with(|w| w.borrow().contains(&id)) {
            out.push_str(&recursion_marker(v).unwrap_or_else(|| "...".into()));
            return;
        }
        WRITING.with(|w| w.borrow_mut().push(id));
        write_repr_here(out, v, depth);
        WRITING.with(|w| w.borrow_mut().pop());
    });
}

thread_local! {
    /// The containers whose text is being written, outermost first: one met again inside
    /// itself is written as its recursion marker.
    static WRITING: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Where a container lives, which tells it apart from an equal copy; `None` for values that
/// hold no others.
pub(super) fn identity(v: &Value) -> Option<usize> {
    let at = match v {
        Value::List(l) => Rc::as_ptr(l).cast::<()>(),
        Value::Tuple(t) => Rc::as_ptr(t).cast::<()>(),
        Value::Dict(d) => Rc::as_ptr(d).cast::<()>(),
        Value::Set(s) => Rc::as_ptr(s).cast::<()>(),
        Value::Object(o) => Rc::as_ptr(o).cast::<()>(),
        _ => return None,
    };
    Some(at as usize)
}

/// What CPython writes for a container met again while its own text is being written
/// (`Py_ReprEnter`, `reprlib.recursive_repr` for a dataclass); `None` where CPython recurses
/// until its depth limit: a `Counter`, a named tuple, an instance with its own `__repr__`.
fn recursion_marker(v: &Value) -> Option<String> {
    match v {
        Value::List(_) => Some("[...]".into()),
        Value::Tuple(t) if t.class().is_none() => Some("(...)".into()),
        Value::Dict(d) => match d.kind() {
            DictKind::Dict => Some("{...}".into()),
            DictKind::OrderedDict => Some("...".into()),
            // The dict inside is what is met again: the wrapper is written once more.
            DictKind::Defaultdict(factory) => Some(format!("defaultdict({}, {{...}})", repr(&factory.borrow()))),
            DictKind::Counter | DictKind::MappingProxy => None,
        },
        Value::Object(o) if generated_repr(o).is_some() && o.class.repr_data().is_some() => Some("...".into()),
        _ => None,
    }
}

fn write_repr_here(out: &mut String, v: &Value, depth: usize) {
    if depth > MAX_NESTING {
        out.push_str("...");
        return;
    }
    match v {
        Value::None => out.push_str("None"),
        Value::Bool(true) => out.push_str("True"),
        Value::Bool(false) => out.push_str("False"),
        Value::Int(i) => push_int(out, *i),
        Value::Big(b) => {
            let _ = write!(out, "{b}");
        }
        Value::Float(f) => out.push_str(&float_repr(*f)),
        Value::Complex(c) => out.push_str(&super::complex::repr(**c)),
        Value::Str(s) => str_repr(out, s.as_str()),
        Value::Bytes(b) => super::bytes::write_repr(out, b),
        Value::ByteArray(b) => super::bytes::write_bytearray_repr(out, &b.borrow()),
        Value::List(l) if l.is_deque() => {
            super::collections::repr(out, v, depth, write_repr);
        }
        Value::Dict(d) if d.is_proxy() => super::mapping_proxy::repr(out, d, depth, write_repr),
        Value::Dict(d) if !d.is_plain() => {
            super::collections::repr(out, v, depth, write_repr);
        }
        Value::List(items) => {
            out.push('[');
            write_items(out, &items.borrow(), depth);
            out.push(']');
        }
        Value::Tuple(items) if items.class().is_some() => {
            let class = items.class().map(|c| c.name.clone()).unwrap_or_default();
            let names = items.class().and_then(|c| c.data()).map(|d| d.fields.as_slice()).unwrap_or_default();
            let _ = write!(out, "{class}(");
            for (i, (field, v)) in names.iter().zip(items.iter()).enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{}=", field.name);
                write_repr(out, v, depth + 1);
            }
            out.push(')');
        }
        Value::Tuple(items) => {
            out.push('(');
            write_items(out, items, depth);
            if items.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        Value::Dict(d) => {
            out.push('{');
            for (i, (k, v)) in d.borrow().iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(out, &k.0, depth + 1);
                out.push_str(": ");
                write_repr(out, v, depth + 1);
            }
            out.push('}');
        }
        Value::Set(s) => {
            let s = s.borrow();
            let frozen = s.is_frozen();
            match (frozen, s.is_empty()) {
                (false, true) => out.push_str("set()"),
                (true, true) => out.push_str("frozenset()"),
                (_, false) => {
                    out.push_str(if frozen { "frozenset({" } else { "{" });
                    for (i, k) in s.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        write_repr(out, &k.0, depth + 1);
                    }
                    out.push_str(if frozen { "})" } else { "}" });
                }
            }
        }
        Value::Range(r) => {
            if r.step == 1 {
                let _ = write!(out, "range({}, {})", r.start, r.stop);
            } else {
                let _ = write!(out, "range({}, {}, {})", r.start, r.stop, r.step);
            }
        }
        Value::Slice(parts) => {
            out.push_str("slice(");
            for (i, part) in parts.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(out, part, depth + 1);
            }
            out.push(')');
        }
        Value::Iter(it) => {
            let _ = write!(out, "<{} object>", it.borrow().type_name());
        }
        Value::Function(_) => out.push_str("<function>"),
        Value::Builtin(b) if b.is_class() => {
            let _ = write!(out, "<class '{}'>", super::collections::qualified(*b).unwrap_or(b.name()));
        }
        Value::Builtin(b) => {
            let _ = write!(out, "<built-in function {}>", b.name());
        }
        Value::Method(m) => match &m.1 {
            Value::Builtin(t) if !m.0.on_type() => {
                let _ = write!(out, "<method '{}' of '{}' objects>", m.0.name(), t.name());
            }
            receiver => {
                let _ = write!(out, "<built-in method {} of {} object>", m.0.name(), receiver.type_name());
            }
        },
        Value::Contract(c) if c.native().is_some() => out.push_str(&c.describe()),
        Value::Contract(c) => {
            let _ = write!(out, "<{} {}>", c.type_name(), c.describe());
        }
        Value::Record(r) => {
            let _ = write!(out, "{}(", r.kind);
            for (i, (name, v)) in r.fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{name}=");
                write_repr(out, v, depth + 1);
            }
            out.push(')');
        }
        Value::Row(r) => {
            let _ = write!(out, "{}(", r.schema.name);
            for (i, (field, v)) in r.schema.fields.iter().zip(&r.values).enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{}=", field.name);
                write_repr(out, v, depth + 1);
            }
            out.push(')');
        }
        Value::RowClass(s) => {
            let _ = write!(out, "<class '{}'>", s.qualified);
        }
        Value::Column(c) => {
            let _ = write!(out, "ColumnRef(schema={}, field='{}')", c.schema.name, c.field);
        }
        Value::Object(o) if super::object_keys::held(o, &["__repr__"]).is_some() => {
            if let Some(base) = super::object_keys::held(o, &["__repr__"]) {
                write_repr(out, base, depth);
            }
        }
        Value::Object(o) => match (generated_repr(o), o.class.repr_data()) {
            (Some(values), Some(_)) => {
                let _ = write!(out, "{}(", o.class.qualname);
                for (i, (field, v)) in values.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let _ = write!(out, "{field}=");
                    write_repr(out, v, depth + 1);
                }
                out.push(')');
            }
            // Only in messages (`check_int_text` refuses it where the text is output).
            _ => {
                let _ = write!(out, "<{} object>", o.class.qualified_name());
            }
        },
        Value::Class(c) if c.builtin_constant().is_some() => {
            out.push_str(c.builtin_constant().map_or("", |(name, _)| name))
        }
        // Only in messages (`check_int_text` refuses it where the text is output).
        Value::Class(c) if c.is_missing() => out.push_str("<dataclasses._MISSING_TYPE object>"),
        Value::Class(c) if c.is_plain_object() => out.push_str("<class 'object'>"),
        // CPython's `EnumType.__repr__`: `<flag 'Perm'>` for a `Flag`, else `<enum 'Color'>`.
        Value::Class(c) if c.enum_role.is_some() => {
            let word = c.enum_kind().map_or("enum", crate::ir::EnumKind::class_word);
            let _ = write!(out, "<{word} '{}'>", c.name);
        }
        Value::Class(c) => {
            let _ = write!(out, "<class '{}'>", c.qualified_name());
        }
        Value::Exception(e) => super::exceptions::write_repr(out, e),
        Value::ExcClass(c) => {
            let _ = write!(out, "<class '{}'>", c.qualified_name());
        }
        Value::View(view) => {
            let _ = write!(out, "{}([", view.kind.type_name());
            write_items(out, &view.items(), depth);
            out.push_str("])");
        }
        Value::ViewClass(kind) => {
            let _ = write!(out, "<class '{}'>", kind.type_name());
        }
    }
}

/// The field values a dataclass's generated `__repr__` writes, when that is the repr the
/// instance has (no `__repr__` of the program's own in its class chain).
fn generated_repr(o: &crate::sema::Instance<Value>) -> Option<Vec<(std::rc::Rc<str>, Value)>> {
    if o.class.lookup("__repr__").is_some() {
        return None;
    }
    o.repr_values()
}

fn write_items(out: &mut String, items: &[Value], depth: usize) {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_repr(out, item, depth + 1);
    }
}

/// `ascii()` of a repr: every non-ASCII character escaped as Python does.
pub(super) fn ascii(shown: &str) -> String {
    let mut out = String::with_capacity(shown.len());
    for c in shown.chars() {
        let code = u32::from(c);
        match code {
            0..=0x7F => out.push(c),
            0x80..=0xFF => out.push_str(&format!("\\x{code:02x}")),
            0x100..=0xFFFF => out.push_str(&format!("\\u{code:04x}")),
            _ => out.push_str(&format!("\\U{code:08x}")),
        }
    }
    out
}

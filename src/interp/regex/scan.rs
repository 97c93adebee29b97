//! The methods of a pattern: one search (`search`, `match`, `fullmatch`) or a scan over the
//! text (`findall`, `finditer`, `sub`, `subn`, `split`) that steps past empty matches as
//! CPython 3.7+ does (an empty match may follow a non-empty one, not another empty one).

use super::objects::{match_value, text_arg, MatchObj, PatternData};
use super::template::Template;
use super::vm::{Anchors, Captures, Matcher};
use crate::interp::Value;
use crate::ir::{Method, PyExc, PyStr};
use crate::sema::Fault;
use crate::sema::LimitKind;
use crate::source::Span;
use std::rc::Rc;

type Kwargs = Vec<(Rc<str>, Value)>;

/// Binds a method's arguments to `params` (positional first, then by keyword); `required`
/// of them must be given.
fn bind(
    m: Method,
    params: &[&str],
    required: usize,
    args: Vec<Value>,
    kwargs: Kwargs,
    at: Span,
) -> Result<Vec<Option<Value>>, Fault> {
    let name = m.name();
    if args.len() > params.len() {
        return Err(Fault::type_error(
            format!("{name}() takes at most {} arguments ({} given)", params.len(), args.len() + kwargs.len()),
            at,
        ));
    }
    let mut bound: Vec<Option<Value>> = args.into_iter().map(Some).collect();
    bound.resize(params.len(), None);
    for (k, v) in kwargs {
        match params.iter().position(|p| *p == &*k) {
            Some(i) if bound[i].is_none() => bound[i] = Some(v),
            Some(i) => {
                return Err(Fault::type_error(
                    format!("argument for {name}() given by name ('{k}') and position ({})", i + 1),
                    at,
                ))
            }
            None => return Err(Fault::type_error(format!("{name}() got an unexpected keyword argument '{k}'"), at)),
        }
    }
    if let Some(i) = (0..required).find(|i| bound[*i].is_none()) {
        return Err(Fault::type_error(
            format!("{name}() missing required argument '{}' (pos {})", params[i], i + 1),
            at,
        ));
    }
    Ok(bound)
}

fn int_arg(v: Option<Value>, default: i64, at: Span) -> Result<i64, Fault> {
    match v {
        None => Ok(default),
        Some(Value::Int(i)) => Ok(i),
        Some(Value::Bool(b)) => Ok(i64::from(b)),
        Some(Value::Big(b)) => Ok(if b.sign() == num_bigint::Sign::Minus { i64::MIN } else { i64::MAX }),
        Some(other) => {
            Err(Fault::type_error(format!("'{}' object cannot be interpreted as an integer", other.type_name()), at))
        }
    }
}

/// The searched text as characters, with `pos` and `endpos` clamped into it as CPython does.
struct Subject {
    string: Rc<PyStr>,
    chars: Rc<[char]>,
    pos: usize,
    endpos: usize,
}

fn subject(v: &Value, pos: i64, endpos: i64, at: Span) -> Result<Subject, Fault> {
    let string = text_arg(v, at)?;
    let chars: Rc<[char]> = string.as_str().chars().collect();
    let clamp = |i: i64| usize::try_from(i.max(0)).unwrap_or(usize::MAX).min(chars.len());
    let (pos, endpos) = (clamp(pos), clamp(endpos));
    Ok(Subject { string, chars, pos, endpos })
}

fn too_slow(at: Span) -> Fault {
    Fault::limit(LimitKind::Steps, "the regular expression backtracks too much on this text", at)
}

pub fn pattern_method(
    p: &Rc<PatternData>,
    m: Method,
    args: Vec<Value>,
    kwargs: Kwargs,
    at: Span,
) -> Result<Value, Fault> {
    match m {
        Method::Search | Method::Match | Method::Fullmatch | Method::Findall | Method::Finditer => {
            let b = bind(m, &["string", "pos", "endpos"], 1, args, kwargs, at)?;
            let mut b = b.into_iter();
            let text = b.next().flatten().unwrap_or(Value::None);
            let pos = int_arg(b.next().flatten(), 0, at)?;
            let endpos = int_arg(b.next().flatten(), i64::MAX, at)?;
            let s = subject(&text, pos, endpos, at)?;
            match m {
                Method::Findall => findall(p, &s, at),
                Method::Finditer => {
                    let mut found = Vec::new();
                    scan(p, &s, 0, at, |caps| found.push(matched(p, &s, caps)))?;
                    let list = Value::list(found);
                    let it = crate::interp::iter::PyIter::over(list, at)?;
                    Ok(Value::Iter(Rc::new(std::cell::RefCell::new(it))))
                }
                _ => one(p, m, &s, at),
            }
        }
        Method::Sub | Method::Subn => {
            let b = bind(m, &["repl", "string", "count"], 2, args, kwargs, at)?;
            let mut b = b.into_iter();
            let repl = b.next().flatten().unwrap_or(Value::None);
            let text = b.next().flatten().unwrap_or(Value::None);
            let count = int_arg(b.next().flatten(), 0, at)?;
            let template = match &repl {
                Value::Str(t) => Template::parse(t.as_str(), p, at)?,
                Value::Function(_) | Value::Builtin(_) | Value::Method(_) | Value::Class(_) => {
                    return Err(Fault::unsupported(
                        format!("`Pattern.{}` with a function replacement is not modelled: call `re.{}(pattern, function, string)`", m.name(), m.name()),
                        at,
                    ))
                }
                other => {
                    return Err(Fault::type_error(
                        format!("decoding to str: need a bytes-like object, {} found", other.type_name()),
                        at,
                    ))
                }
            };
            let s = subject(&text, 0, i64::MAX, at)?;
            let (out, n) = substitute(p, &s, &template, count, at)?;
            Ok(if m == Method::Sub { Value::str(out) } else { Value::tuple(vec![Value::str(out), Value::Int(n)]) })
        }
        Method::Split => {
            let b = bind(m, &["string", "maxsplit"], 1, args, kwargs, at)?;
            let mut b = b.into_iter();
            let text = b.next().flatten().unwrap_or(Value::None);
            let maxsplit = int_arg(b.next().flatten(), 0, at)?;
            let s = subject(&text, 0, i64::MAX, at)?;
            split(p, &s, maxsplit, at)
        }
        _ => Err(Fault::exc(PyExc::AttributeError, format!("'re.Pattern' object has no attribute '{}'", m.name()), at)),
    }
}

fn matched(p: &Rc<PatternData>, s: &Subject, caps: Captures) -> Value {
    match_value(MatchObj {
        pattern: p.clone(),
        string: s.string.clone(),
        chars: s.chars.clone(),
        caps,
        pos: s.pos,
        endpos: s.endpos,
    })
}

/// `search`, `match` and `fullmatch`: a match object or `None`.
fn one(p: &Rc<PatternData>, m: Method, s: &Subject, at: Span) -> Result<Value, Fault> {
    if s.pos > s.endpos {
        return Ok(Value::None);
    }
    let mut matcher = Matcher::new(&p.program, &s.chars[..s.endpos]);
    let anchors = Anchors { whole: m == Method::Fullmatch, advance_from: None };
    let found = matcher.find(p.groups, s.pos, m == Method::Search, anchors).map_err(|_| too_slow(at))?;
    Ok(found.map_or(Value::None, |caps| matched(p, s, caps)))
}

/// Every match from `pos` in order, at most `limit` of them (`limit <= 0`: all, but a
/// negative limit is none, as `sre` counts).
fn scan(p: &PatternData, s: &Subject, limit: i64, at: Span, mut each: impl FnMut(Captures)) -> Result<i64, Fault> {
    if limit < 0 || s.pos > s.endpos {
        return Ok(0);
    }
    let mut matcher = Matcher::new(&p.program, &s.chars[..s.endpos]);
    let (mut from, mut advance_from, mut n) = (s.pos, None, 0);
    while limit == 0 || n < limit {
        if from > s.endpos {
            break;
        }
        let anchors = Anchors { whole: false, advance_from };
        let Some(caps) = matcher.find(p.groups, from, true, anchors).map_err(|_| too_slow(at))? else { break };
        let (start, end) = (caps.slots[0].unwrap_or(from), caps.slots[1].unwrap_or(from));
        each(caps);
        n += 1;
        advance_from = (start == end).then_some(end);
        from = end;
    }
    Ok(n)
}

fn group_text(s: &Subject, caps: &Captures, g: usize) -> Option<String> {
    match (caps.slots[2 * g], caps.slots[2 * g + 1]) {
        (Some(a), Some(b)) => Some(s.chars[a..b].iter().collect()),
        _ => None,
    }
}

fn findall(p: &PatternData, s: &Subject, at: Span) -> Result<Value, Fault> {
    let mut out = Vec::new();
    scan(p, s, 0, at, |caps| {
        let text = |g| Value::str(group_text(s, &caps, g).unwrap_or_default());
        out.push(match p.groups {
            0 => text(0),
            1 => text(1),
            n => Value::tuple((1..=n).map(text).collect()),
        });
    })?;
    Ok(Value::list(out))
}

fn substitute(p: &PatternData, s: &Subject, template: &Template, count: i64, at: Span) -> Result<(String, i64), Fault> {
    let mut out = String::new();
    let mut last = 0;
    let n = scan(p, s, count, at, |caps| {
        let (start, end) = (caps.slots[0].unwrap_or(last), caps.slots[1].unwrap_or(last));
        out.extend(&s.chars[last..start]);
        template.expand(&mut out, |g| group_text(s, &caps, g));
        last = end;
    })?;
    out.extend(&s.chars[last..]);
    Ok((out, n))
}

fn split(p: &PatternData, s: &Subject, maxsplit: i64, at: Span) -> Result<Value, Fault> {
    let mut out = Vec::new();
    let mut last = 0;
    scan(p, s, maxsplit, at, |caps| {
        let (start, end) = (caps.slots[0].unwrap_or(last), caps.slots[1].unwrap_or(last));
        out.push(Value::str(s.chars[last..start].iter().collect::<String>()));
        for g in 1..=p.groups {
            out.push(group_text(s, &caps, g).map_or(Value::None, Value::str));
        }
        last = end;
    })?;
    out.push(Value::str(s.chars[last..].iter().collect::<String>()));
    Ok(Value::list(out))
}

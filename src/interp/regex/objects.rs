//! `re.Pattern` and `re.Match` as the interpreter holds them: native objects behind
//! [`ContractObject`](super::super::ContractObject), with CPython's methods, attributes, reprs
//! and error messages.

use super::compile::Program;
use super::parse;
use super::vm::Captures;
use super::{scan, want_text};
use crate::interp::{ContractObject, Key, Value};
use crate::ir::{Method, PyExc, PyStr, ReceiverType};
use crate::sema::Fault;
use crate::source::Span;
use std::any::Any;
use std::rc::Rc;

type Kwargs = Vec<(Rc<str>, Value)>;

/// A compiled pattern, shared by the cache, its `Pattern` values and their matches.
#[derive(Debug)]
pub struct PatternData {
    pub source: Rc<PyStr>,
    pub flags: i64,
    pub groups: usize,
    /// Named groups in group order.
    pub names: Vec<(String, usize)>,
    pub program: Program,
    /// The one `re.Pattern` value of this pattern while any is alive, so `re.compile(p) is
    /// re.compile(p)` and `m.re is p` hold, as CPython's cache makes them.
    pub value: std::cell::RefCell<std::rc::Weak<Box<dyn ContractObject>>>,
}

#[derive(Debug)]
pub struct PatternObj(pub Rc<PatternData>);

pub fn pattern_value(data: Rc<PatternData>) -> Value {
    if let Some(alive) = data.value.borrow().upgrade() {
        return Value::Contract(alive);
    }
    let object: Rc<Box<dyn ContractObject>> = Rc::new(Box::new(PatternObj(data.clone())));
    *data.value.borrow_mut() = Rc::downgrade(&object);
    Value::Contract(object)
}

/// One match: the pattern, the searched text (as characters, shared by a scan's matches) and
/// the capture slots.
#[derive(Debug)]
pub struct MatchObj {
    pub pattern: Rc<PatternData>,
    pub string: Rc<PyStr>,
    pub chars: Rc<[char]>,
    pub caps: Captures,
    pub pos: usize,
    pub endpos: usize,
}

pub fn match_value(m: MatchObj) -> Value {
    Value::Contract(Rc::new(Box::new(m)))
}

/// The flags as CPython's `repr` of a pattern names them (`re.IGNORECASE|re.DOTALL`).
fn flag_names(flags: i64) -> Option<String> {
    let names = [
        (parse::IGNORECASE, "re.IGNORECASE"),
        (parse::LOCALE, "re.LOCALE"),
        (parse::MULTILINE, "re.MULTILINE"),
        (parse::DOTALL, "re.DOTALL"),
        (parse::VERBOSE, "re.VERBOSE"),
        (parse::DEBUG, "re.DEBUG"),
        (parse::ASCII, "re.ASCII"),
    ];
    let shown = flags & !parse::UNICODE;
    let parts: Vec<&str> = names.iter().filter(|(bit, _)| shown & bit != 0).map(|(_, n)| *n).collect();
    (!parts.is_empty()).then(|| parts.join("|"))
}

impl ContractObject for PatternObj {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn type_name(&self) -> &'static str {
        "re.Pattern"
    }
    fn describe(&self) -> String {
        let mut shown = String::new();
        crate::interp::str_repr(&mut shown, self.0.source.as_str());
        let shown: String = shown.chars().take(200).collect();
        match flag_names(self.0.flags) {
            Some(flags) => format!("re.compile({shown}, {flags})"),
            None => format!("re.compile({shown})"),
        }
    }
    fn has_relation_methods(&self) -> bool {
        false
    }
    fn native(&self) -> Option<ReceiverType> {
        Some(ReceiverType::Pattern)
    }
    fn call_method(&self, m: Method, args: Vec<Value>, kwargs: Kwargs, at: Span) -> Option<Result<Value, Fault>> {
        Some(scan::pattern_method(&self.0, m, args, kwargs, at))
    }
    fn attribute(&self, name: &str, at: Span) -> Result<Value, Fault> {
        let p = &self.0;
        Ok(match name {
            "pattern" => Value::Str(p.source.clone()),
            "flags" => Value::Int(p.flags),
            "groups" => Value::Int(p.groups as i64),
            // Named groups by name, in the order the pattern names them: a read-only view,
            // or, for a pattern naming none, a new empty dict, as CPython's `sre` gives.
            "groupindex" => {
                let mut map = crate::interp::value::DictMap::default();
                for (name, g) in &p.names {
                    map.insert(Key::new(Value::str(name.as_str()), at)?, Value::Int(*g as i64));
                }
                match p.names.is_empty() {
                    true => Value::dict(map),
                    false => crate::interp::mapping_proxy::value(map),
                }
            }
            _ => return Err(no_attribute("re.Pattern", name, at)),
        })
    }
    fn index(&self, _key: Value, at: Span) -> Result<Value, Fault> {
        Err(Fault::type_error("'re.Pattern' object is not subscriptable", at))
    }
}

fn no_attribute(ty: &str, name: &str, at: Span) -> Fault {
    Fault::exc(PyExc::AttributeError, format!("'{ty}' object has no attribute '{name}'"), at)
}

impl MatchObj {
    /// The text of group `g`, `None` when it did not take part.
    fn text(&self, g: usize) -> Option<String> {
        match (self.caps.slots[2 * g], self.caps.slots[2 * g + 1]) {
            (Some(s), Some(e)) => Some(self.chars[s..e].iter().collect()),
            _ => None,
        }
    }

    fn value_of(&self, g: usize, default: &Value) -> Value {
        self.text(g).map_or_else(|| default.clone(), Value::str)
    }

    /// A group argument (number or name) as its number; `IndexError` as CPython words it.
    fn group_index(&self, g: &Value, at: Span) -> Result<usize, Fault> {
        let found = match g {
            Value::Int(i) => usize::try_from(*i).ok().filter(|i| *i <= self.pattern.groups),
            Value::Bool(b) => Some(usize::from(*b)).filter(|i| *i <= self.pattern.groups),
            Value::Str(name) => self.pattern.names.iter().find(|(n, _)| n == name.as_str()).map(|(_, i)| *i),
            _ => None,
        };
        found.ok_or_else(|| Fault::exc(PyExc::IndexError, "no such group", at))
    }

    fn span_of(&self, g: usize) -> (i64, i64) {
        match (self.caps.slots[2 * g], self.caps.slots[2 * g + 1]) {
            (Some(s), Some(e)) => (s as i64, e as i64),
            _ => (-1, -1),
        }
    }

    fn groups(&self, default: &Value) -> Value {
        Value::tuple((1..=self.pattern.groups).map(|g| self.value_of(g, default)).collect())
    }

    fn groupdict(&self, default: &Value, at: Span) -> Result<Value, Fault> {
        let mut map = crate::interp::value::DictMap::default();
        for (name, g) in &self.pattern.names {
            map.insert(Key::new(Value::str(name.as_str()), at)?, self.value_of(*g, default));
        }
        Ok(Value::dict(map))
    }

    /// `m.expand(template)`: the template's escapes and group references filled from this
    /// match, as `sub` fills them (an unmatched group is empty).
    fn expand(&self, mut args: Vec<Value>, kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
        let given = args.len() + kwargs.len();
        if given > 1 {
            return Err(Fault::type_error(format!("expand() takes at most 1 argument ({given} given)"), at));
        }
        let template = match (args.pop(), kwargs.first()) {
            (Some(t), None) => t,
            (None, Some((k, t))) if &**k == "template" => t.clone(),
            // Another keyword leaves `template` missing, as CPython's argument parsing says.
            _ => return Err(Fault::type_error("expand() missing required argument 'template' (pos 1)", at)),
        };
        let Value::Str(t) = &template else {
            return Err(Fault::type_error(
                format!("decoding to str: need a bytes-like object, {} found", template.type_name()),
                at,
            ));
        };
        let template = super::template::Template::parse(t.as_str(), &self.pattern, at)?;
        let mut out = String::new();
        template.expand(&mut out, |g| self.text(g));
        Ok(Value::str(out))
    }

    fn method(&self, m: Method, mut args: Vec<Value>, kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
        let name = m.name();
        let keyword = |want: &str| kwargs.iter().find(|(k, _)| &**k == want).map(|(_, v)| v.clone());
        if m == Method::Expand {
            return self.expand(args, kwargs, at);
        }
        if let Some((k, _)) =
            kwargs.iter().find(|(k, _)| !matches!((m, &**k), (Method::Groups | Method::Groupdict, "default")))
        {
            return Err(Fault::type_error(format!("{name}() takes no keyword arguments ({k} given)"), at));
        }
        match m {
            Method::Group => {
                if args.is_empty() {
                    return Ok(self.value_of(0, &Value::None));
                }
                let mut out = Vec::with_capacity(args.len());
                for g in &args {
                    out.push(self.value_of(self.group_index(g, at)?, &Value::None));
                }
                Ok(if out.len() == 1 { out.pop().unwrap_or(Value::None) } else { Value::tuple(out) })
            }
            Method::Groups | Method::Groupdict => {
                if args.len() > 1 {
                    return Err(Fault::type_error(
                        format!("{name}() takes at most 1 argument ({} given)", args.len()),
                        at,
                    ));
                }
                let default = args.pop().or_else(|| keyword("default")).unwrap_or(Value::None);
                if m == Method::Groups {
                    Ok(self.groups(&default))
                } else {
                    self.groupdict(&default, at)
                }
            }
            Method::Start | Method::End | Method::Span => {
                if args.len() > 1 {
                    return Err(Fault::type_error(
                        format!("{name} expected at most 1 argument, got {}", args.len()),
                        at,
                    ));
                }
                let g = match args.first() {
                    Some(g) => self.group_index(g, at)?,
                    None => 0,
                };
                let (s, e) = self.span_of(g);
                Ok(match m {
                    Method::Start => Value::Int(s),
                    Method::End => Value::Int(e),
                    _ => Value::pair(Value::Int(s), Value::Int(e)),
                })
            }
            _ => Err(no_attribute("re.Match", name, at)),
        }
    }
}

impl ContractObject for MatchObj {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn type_name(&self) -> &'static str {
        "re.Match"
    }
    fn describe(&self) -> String {
        let (s, e) = self.span_of(0);
        let mut shown = String::new();
        crate::interp::str_repr(&mut shown, &self.text(0).unwrap_or_default());
        format!("<re.Match object; span=({s}, {e}), match={shown}>")
    }
    fn has_relation_methods(&self) -> bool {
        false
    }
    fn native(&self) -> Option<ReceiverType> {
        Some(ReceiverType::Match)
    }
    fn call_method(&self, m: Method, args: Vec<Value>, kwargs: Kwargs, at: Span) -> Option<Result<Value, Fault>> {
        Some(self.method(m, args, kwargs, at))
    }
    fn attribute(&self, name: &str, at: Span) -> Result<Value, Fault> {
        Ok(match name {
            "string" => Value::Str(self.string.clone()),
            "re" => pattern_value(self.pattern.clone()),
            "pos" => Value::Int(self.pos as i64),
            "endpos" => Value::Int(self.endpos as i64),
            "lastindex" => self.caps.lastindex.map_or(Value::None, |g| Value::Int(g as i64)),
            "lastgroup" => {
                let named = self.caps.lastindex.and_then(|g| self.pattern.names.iter().find(|(_, i)| *i == g));
                named.map_or(Value::None, |(n, _)| Value::str(n.as_str()))
            }
            "regs" => Value::tuple(
                (0..=self.pattern.groups)
                    .map(|g| {
                        let (s, e) = self.span_of(g);
                        Value::pair(Value::Int(s), Value::Int(e))
                    })
                    .collect(),
            ),
            _ => return Err(no_attribute("re.Match", name, at)),
        })
    }
    fn index(&self, key: Value, at: Span) -> Result<Value, Fault> {
        Ok(self.value_of(self.group_index(&key, at)?, &Value::None))
    }
}

/// The text argument of a search, checked before the pattern runs.
pub fn text_arg(v: &Value, at: Span) -> Result<Rc<PyStr>, Fault> {
    want_text(v, at)
}

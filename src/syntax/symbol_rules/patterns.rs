//! What CPython 3.11's compiler refuses in `match` patterns, which parse: a pattern that
//! matches everything before other cases or alternatives, a name bound twice, alternatives
//! binding different names, two starred names in one sequence, a mapping key checked twice and
//! a class pattern's attribute named twice.

use super::super::compile_limits::CompileError;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::TextSize;

/// The first refusal among a `match` statement's cases, in the order CPython compiles them.
pub(super) fn first_refused(cases: &[ast::MatchCase]) -> Option<CompileError> {
    let last = cases.len().saturating_sub(1);
    cases.iter().enumerate().find_map(|(i, case)| {
        let mut walk = Walk { stores: Vec::new() };
        walk.pattern(&case.pattern, case.guard.is_some() || i == last).err()
    })
}

/// The names one case's pattern has bound so far, in order.
struct Walk<'a> {
    stores: Vec<&'a str>,
}

type Checked = Result<(), CompileError>;

fn refuse(at: TextSize, message: String) -> Checked {
    Err(CompileError { at, message })
}

impl<'a> Walk<'a> {
    /// One pattern; `irrefutable_ok` says whether it may match everything (the last case, a
    /// guarded one, the last alternative of those, or any part of a bigger pattern).
    fn pattern(&mut self, p: &'a ast::Pattern, irrefutable_ok: bool) -> Checked {
        match p {
            ast::Pattern::MatchAs(a) => match &a.pattern {
                None if !irrefutable_ok => match &a.name {
                    Some(name) => {
                        refuse(p.start(), format!("name capture '{name}' makes remaining patterns unreachable"))
                    }
                    None => refuse(p.start(), "wildcard makes remaining patterns unreachable".to_owned()),
                },
                None => self.store(a.name.as_deref(), p.start()),
                Some(inner) => {
                    self.pattern(inner, true)?;
                    self.store(a.name.as_deref(), p.start())
                }
            },
            ast::Pattern::MatchStar(s) => self.store(s.name.as_deref(), p.start()),
            ast::Pattern::MatchSequence(s) => {
                if s.patterns.iter().filter(|p| matches!(p, ast::Pattern::MatchStar(_))).count() > 1 {
                    return refuse(p.start(), "multiple starred names in sequence pattern".to_owned());
                }
                s.patterns.iter().try_for_each(|p| self.pattern(p, true))
            }
            ast::Pattern::MatchMapping(m) => {
                let mut seen: Vec<KeyValue> = Vec::new();
                for key in &m.keys {
                    let Some((value, text)) = key_value(key) else { continue };
                    if seen.contains(&value) {
                        return refuse(p.start(), format!("mapping pattern checks duplicate key ({text})"));
                    }
                    seen.push(value);
                }
                m.patterns.iter().try_for_each(|p| self.pattern(p, true))?;
                self.store(m.rest.as_deref(), p.start())
            }
            ast::Pattern::MatchClass(c) => {
                for (i, attr) in c.kwd_attrs.iter().enumerate() {
                    if attr.as_str() == "__debug__" {
                        return refuse(p.start(), "cannot assign to __debug__".to_owned());
                    }
                    if c.kwd_attrs[i + 1..].contains(attr) {
                        return refuse(p.start(), format!("attribute name repeated in class pattern: {attr}"));
                    }
                }
                c.patterns.iter().chain(&c.kwd_patterns).try_for_each(|p| self.pattern(p, true))
            }
            ast::Pattern::MatchOr(o) => {
                let outer = std::mem::take(&mut self.stores);
                let mut control: Option<Vec<&'a str>> = None;
                for (i, alt) in o.patterns.iter().enumerate() {
                    self.stores = outer.clone();
                    self.pattern(alt, irrefutable_ok && i + 1 == o.patterns.len())?;
                    let mut bound: Vec<&str> = self.stores[outer.len()..].to_vec();
                    bound.sort_unstable();
                    match &control {
                        None => control = Some(bound),
                        Some(first) if *first != bound => {
                            return refuse(alt.start(), "alternative patterns bind different names".to_owned());
                        }
                        Some(_) => {}
                    }
                }
                self.stores = outer;
                self.stores.extend(control.unwrap_or_default());
                Ok(())
            }
            ast::Pattern::MatchValue(_) | ast::Pattern::MatchSingleton(_) => Ok(()),
        }
    }

    fn store(&mut self, name: Option<&'a str>, at: TextSize) -> Checked {
        let Some(name) = name else { return Ok(()) };
        if name == "__debug__" {
            return refuse(at, "cannot assign to __debug__".to_owned());
        }
        if self.stores.contains(&name) {
            return refuse(at, format!("multiple assignments to name '{name}' in pattern"));
        }
        self.stores.push(name);
        Ok(())
    }
}

/// A mapping key as CPython compares keys (`1`, `1.0` and `True` are one key), beside its
/// `repr`; `None` for a key looked up by attribute, which CPython does not compare.
#[derive(PartialEq)]
enum KeyValue {
    Number(String),
    Float(u64),
    Str(String),
    Bytes(Vec<u8>),
    Singleton(&'static str),
}

fn key_value(key: &ast::Expr) -> Option<(KeyValue, String)> {
    let (negative, constant) = match key {
        ast::Expr::Constant(c) => (false, &c.value),
        ast::Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => match &*u.operand {
            ast::Expr::Constant(c) => (true, &c.value),
            _ => return None,
        },
        _ => return None,
    };
    let sign = if negative { "-" } else { "" };
    Some(match constant {
        ast::Constant::Int(i) => (KeyValue::Number(format!("{sign}{i}")), format!("{sign}{i}")),
        ast::Constant::Bool(b) => {
            (KeyValue::Number(u8::from(*b).to_string()), if *b { "True" } else { "False" }.into())
        }
        ast::Constant::Float(f) => {
            let f = if negative { -f } else { *f };
            let text = crate::pytext::float_repr(f);
            if f.fract() == 0.0 && f.abs() < 1e18 {
                // Exact below 2**63: the float equals the int of the same value.
                #[expect(clippy::cast_possible_truncation, reason = "an integral float below 1e18")]
                let whole = f as i64;
                (KeyValue::Number(whole.to_string()), text)
            } else {
                (KeyValue::Float(f.to_bits()), text)
            }
        }
        ast::Constant::Str(s) => {
            let mut text = String::new();
            crate::pytext::str_repr(&mut text, s);
            (KeyValue::Str(s.clone()), text)
        }
        ast::Constant::Bytes(b) => (KeyValue::Bytes(b.clone()), bytes_repr(b)),
        ast::Constant::None => (KeyValue::Singleton("None"), "None".to_owned()),
        ast::Constant::Ellipsis | ast::Constant::Tuple(_) | ast::Constant::Complex { .. } => return None,
    })
}

/// `repr` of a short bytes key, as CPython writes it.
fn bytes_repr(bytes: &[u8]) -> String {
    let quote = if bytes.contains(&b'\'') && !bytes.contains(&b'"') { '"' } else { '\'' };
    let mut out = format!("b{quote}");
    for &b in bytes {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            _ if char::from(b) == quote => out.extend(['\\', quote]),
            0x20..=0x7e => out.push(char::from(b)),
            _ => out.push_str(&format!("\\x{b:02x}")),
        }
    }
    out.push(quote);
    out
}

/// The names a `case` pattern binds.
pub(super) fn captures(pattern: &ast::Pattern, bind: &mut dyn FnMut(&str)) {
    match pattern {
        ast::Pattern::MatchAs(p) => {
            if let Some(inner) = &p.pattern {
                captures(inner, bind);
            }
            if let Some(name) = &p.name {
                bind(name);
            }
        }
        ast::Pattern::MatchStar(p) => {
            if let Some(name) = &p.name {
                bind(name);
            }
        }
        ast::Pattern::MatchSequence(p) => p.patterns.iter().for_each(|p| captures(p, bind)),
        ast::Pattern::MatchMapping(p) => {
            p.patterns.iter().for_each(|p| captures(p, bind));
            if let Some(rest) = &p.rest {
                bind(rest);
            }
        }
        ast::Pattern::MatchClass(p) => p.patterns.iter().chain(&p.kwd_patterns).for_each(|p| captures(p, bind)),
        ast::Pattern::MatchOr(p) => p.patterns.iter().for_each(|p| captures(p, bind)),
        ast::Pattern::MatchValue(_) | ast::Pattern::MatchSingleton(_) => {}
    }
}

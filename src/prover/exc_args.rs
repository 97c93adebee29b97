//! What the prover knows of the text of exceptions.
//!
//! A builtin exception made from terms (`ValueError(f"bad {x}")`) is the interpreter's object,
//! whose class decides which handler runs and whose identity is the one raised and caught, but
//! which has no arguments; the terms are kept here beside it, so `e.args`, `str(e)`, `repr(e)`,
//! an f-string field of it, `StopIteration.value` and `SystemExit.code` are what CPython's are.
//!
//! An exception the evaluator raises itself (`Can't instantiate abstract class ...`) carries a
//! message only, which is CPython's but where it names a value the prover showed in a text of
//! its own making (`<symbolic int>`, a set in an order CPython may not have): such texts are
//! noted here as they are made, and an exception whose message holds one is caught with
//! unknown arguments rather than shown as CPython's.

use super::domain::{SymVal, Symbolic};
use crate::interp::exceptions::ExcObject;
use crate::interp::Value;
use crate::ir::{Conversion, ExcClass, PyExc};
use crate::sema::{Domain, Fault};
use crate::source::Span;
use std::rc::Rc;

/// How many made-up texts a path keeps; past them every message counts as holding one.
const MADE_UP_KEPT: usize = 64;

/// The arguments of the exceptions made from terms on one path, and the texts made up there.
#[derive(Default)]
pub struct ExcTexts {
    /// Each object (held, so that no other object takes its address) with its arguments.
    held: Vec<(Rc<ExcObject>, Vec<SymVal>)>,
    made_up: Vec<String>,
    too_many: bool,
}

impl ExcTexts {
    /// Notes `text`, a rendering of a value that is not CPython's.
    pub(super) fn note_made_up(&mut self, text: &str) {
        if self.made_up.iter().any(|t| t == text) {
            return;
        }
        if self.made_up.len() >= MADE_UP_KEPT {
            self.too_many = true;
            return;
        }
        self.made_up.push(text.to_owned());
    }

    /// Whether `message` may hold a text the prover made up.
    pub(super) fn holds_made_up(&self, message: &str) -> bool {
        self.too_many || self.made_up.iter().any(|t| message.contains(t.as_str()))
    }

    fn args_of(&self, e: &Rc<ExcObject>) -> Option<Vec<SymVal>> {
        self.held.iter().find(|(held, _)| Rc::ptr_eq(held, e)).map(|(_, args)| args.clone())
    }
}

/// Whether CPython's `str()` of an exception of this class is `BaseException`'s (nothing, the
/// one argument's `str`, or the arguments' tuple; `KeyError`'s `repr`): not so for `OSError`'s
/// `[Errno n]`, `SyntaxError`'s place, the codecs' errors and exception groups.
fn plain_text(class: &ExcClass) -> bool {
    let ExcClass::Builtin(exc) = class else { return false };
    let special = [PyExc::SyntaxError, PyExc::UnicodeError, PyExc::OSError];
    !special.iter().any(|s| exc.is_subclass_of(*s)) && !exc.name().contains("ExceptionGroup")
}

/// Whether the prover's own `str`/`repr` gives the text of `v` as an exception's argument:
/// numbers, text, known values and tuples and lists of them.
fn keepable(v: &SymVal) -> bool {
    match v {
        SymVal::Int(_) | SymVal::Bool(_) | SymVal::Str(_) | SymVal::Float(_) => true,
        SymVal::Concrete(c) => !matches!(c, Value::Exception(_)),
        SymVal::Tuple(items) => items.class.is_none() && items.iter().all(keepable),
        SymVal::List(l) => !l.iterator.get() && l.items.borrow().iter().all(keepable),
        SymVal::Range(_)
        | SymVal::Record(_)
        | SymVal::Dict(_)
        | SymVal::Seq(_)
        | SymVal::Rows(_)
        | SymVal::Set(_)
        | SymVal::View(_)
        | SymVal::Object(_) => false,
    }
}

/// Whether the prover's text of `v` is CPython's: a known number, text or `None` (containers
/// are not trusted to be, a set's order for one).
pub(super) fn written_exactly(v: &SymVal) -> bool {
    v.is_known_scalar()
}

fn text(s: &str) -> SymVal {
    SymVal::Concrete(Value::str(s))
}

impl Symbolic<'_> {
    /// Keeps `args` as the arguments of `made`, an exception made from them.
    pub(super) fn keep_exc_args(&mut self, made: &Value, args: Vec<SymVal>) {
        if let Value::Exception(e) = made {
            self.exc_texts.held.push((e.clone(), args));
        }
    }

    /// `str()` of `c`, the value `v` holds, noted where it may not be CPython's (`Domain::text`).
    pub(super) fn known_str(&mut self, v: &SymVal, c: &Value) -> String {
        let text = crate::interp::to_str(c);
        if !written_exactly(v) {
            self.exc_texts.note_made_up(&text);
        }
        text
    }

    /// The arguments kept for `v`, an exception made from terms.
    fn kept_args(&self, v: &SymVal) -> Option<(Rc<ExcObject>, Vec<SymVal>)> {
        let SymVal::Concrete(Value::Exception(e)) = v else { return None };
        if e.args.is_some() {
            return None;
        }
        Some((e.clone(), self.exc_texts.args_of(e)?))
    }

    /// `str(e)` (or, `repr`, `repr(e)`) of an exception made from terms; `None` for any other
    /// value.
    pub(super) fn exc_text(&mut self, v: &SymVal, repr: bool, at: Span) -> Result<Option<SymVal>, Fault> {
        let Some((e, args)) = self.kept_args(v) else { return Ok(None) };
        if !plain_text(&e.class) || !args.iter().all(keepable) {
            return Err(Fault::unsupported(
                format!(
                    "the text of a `{}` made from these symbolic values is not modelled (show its arguments, `e.args`, instead)",
                    e.class.name()
                ),
                at,
            ));
        }
        if repr {
            let mut parts = vec![text(&format!("{}(", e.class.name()))];
            for (i, arg) in args.into_iter().enumerate() {
                if i > 0 {
                    parts.push(text(", "));
                }
                parts.push(self.format_value(arg, Conversion::Repr, None, at)?);
            }
            parts.push(text(")"));
            return self.concat_strs(parts, at).map(Some);
        }
        let shown = match <[SymVal; 1]>::try_from(args) {
            Ok([one]) if e.class.builtin_root() == PyExc::KeyError => {
                self.format_value(one, Conversion::Repr, None, at)?
            }
            Ok([one]) => self.format_value(one, Conversion::Str, None, at)?,
            Err(none) if none.is_empty() => text(""),
            Err(many) => self.format_value(SymVal::tuple(many), Conversion::Repr, None, at)?,
        };
        Ok(Some(shown))
    }

    /// An f-string field of an exception made from terms (`None` for any other value): its
    /// `str` or `repr`, then the spec applied to that text (a spec with no conversion is left
    /// to `object.__format__`'s `TypeError`, which the interpreter raises for the class).
    pub(super) fn exc_field(
        &mut self,
        v: &SymVal,
        conversion: Conversion,
        spec: &str,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let repr = match conversion {
            Conversion::None if spec.is_empty() => false,
            Conversion::Str => false,
            Conversion::Repr => true,
            Conversion::None | Conversion::Ascii => return Ok(None),
        };
        let Some(shown) = self.exc_text(v, repr, at)? else { return Ok(None) };
        if spec.is_empty() {
            return Ok(Some(shown));
        }
        self.format_value(shown, Conversion::None, Some(text(spec)), at).map(Some)
    }

    /// `e.args`, `StopIteration.value` and `SystemExit.code` of an exception made from terms;
    /// `None` for any other value or attribute.
    pub(super) fn exc_attribute(&self, v: &SymVal, name: &str) -> Option<SymVal> {
        let (e, args) = self.kept_args(v)?;
        let root = e.class.builtin_root();
        let first_or_none = |args: Vec<SymVal>| args.into_iter().next().unwrap_or(SymVal::Concrete(Value::None));
        match name {
            "args" => Some(SymVal::tuple(args)),
            "value" if root == PyExc::StopIteration => Some(first_or_none(args)),
            "code" if root == PyExc::SystemExit => {
                Some(if args.len() > 1 { SymVal::tuple(args) } else { first_or_none(args) })
            }
            _ => None,
        }
    }
}

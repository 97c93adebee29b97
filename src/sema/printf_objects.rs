//! `template % values` when an instance of the program is among the values: `%s` and `%r`
//! of an instance are its `__str__` and `__repr__`, which only the evaluator can call, so the
//! evaluator takes the template apart (`printf_template`) and has the domain format each
//! conversion alone, with the instance's text in its place. Templates without instances are
//! the domain's whole.

use super::printf_template::{parse, Piece};
use super::{BuildKind, Domain, Evaluator, Fault, Val};
use crate::ir::{BinOp, Builtin, Conversion};
use crate::source::Span;

/// The conversion letters CPython's `%` knows (`%%` among them).
const KINDS: &str = "sraiduoxXeEfFgGc%";

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// An instance of the program, or a named tuple whose class writes its own text.
    fn writes_own_text(&self, v: &Val<D>) -> bool {
        self.is_object(v)
            || self.is_function_value(v)
            || self
                .domain
                .as_named_tuple(v)
                .is_some_and(|(c, _)| c.lookup("__str__").is_some() || c.lookup("__repr__").is_some())
    }

    /// `l % r` rendered here when `l` is a known `str` and `r` is an instance, or a tuple or
    /// dict holding one (or a named tuple writing its own text); `None` otherwise (the domain's).
    pub(super) fn percent_objects(&mut self, l: &Val<D>, r: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        if self.is_object(l) {
            return Ok(None);
        }
        let Some(template) = self.domain.known_text(l) else { return Ok(None) };
        let r_object = self.is_object(r);
        let tuple = !r_object && self.is_builtin_instance(r, Builtin::Tuple, at)?;
        let items = if tuple { self.collect(r.clone(), at)? } else { vec![r.clone()] };
        let pairs = if r_object { None } else { self.domain.dict_items(r, at)? };
        let holds_object = |ev: &Self| {
            r_object
                || items.iter().any(|v| ev.writes_own_text(v))
                || pairs.as_ref().is_some_and(|p| p.iter().any(|(_, v)| ev.writes_own_text(v)))
        };
        if !holds_object(self) {
            return Ok(None);
        }
        // A dict, or an instance with `__getitem__`, also serves `%(key)s` (CPython's mapping test).
        let mapping = pairs.is_some() || (r_object && self.dunder(r, "__getitem__").is_some());
        let mut next = 0;
        let mut used_key = false;
        let mut parts = Vec::new();
        for piece in parse(&template) {
            let conv = match piece {
                Piece::Text(text) => {
                    parts.push(self.text_const(&text, at)?);
                    continue;
                }
                Piece::Incomplete => return Err(Fault::value_error("incomplete format", at)),
                Piece::UnclosedKey if !mapping => return Err(Fault::type_error("format requires a mapping", at)),
                Piece::UnclosedKey => return Err(Fault::value_error("incomplete format key", at)),
                Piece::Conv(conv) => conv,
            };
            let keyed = match &conv.key {
                Some(_) if !mapping => return Err(Fault::type_error("format requires a mapping", at)),
                Some(key) => {
                    used_key = true;
                    // As CPython, a keyed conversion leaves no positional argument after it.
                    next = items.len();
                    let key = self.text_const(key, at)?;
                    Some(self.get_item(r.clone(), key, at)?)
                }
                None => None,
            };
            // The `*` counts' numbers come first, then the value.
            let mut alone = Vec::with_capacity(3);
            for _ in 0..conv.stars() {
                alone.push(take(&items, &mut next, at)?);
            }
            if conv.kind == '%' {
                parts.push(self.text_const("%", at)?);
                continue;
            }
            if !KINDS.contains(conv.kind) {
                let code = u32::from(conv.kind);
                return Err(Fault::value_error(
                    format!("unsupported format character '{}' (0x{code:x}) at index {}", conv.kind, conv.index),
                    at,
                ));
            }
            let value = match keyed {
                Some(v) => v,
                None => take(&items, &mut next, at)?,
            };
            let own = match conv.kind {
                's' | 'r' => self.own_text(&value, conv.kind == 'r', at)?,
                _ => None,
            };
            if matches!(conv.kind, 's' | 'r') && conv.stars() == 0 {
                // `%-8.3s` is the format field `{!s:<8.3}`, which the prover models too.
                let (conversion, value) = match own {
                    Some(text) => (Conversion::None, text),
                    None if conv.kind == 'r' => (Conversion::Repr, value),
                    None => (Conversion::Str, value),
                };
                let spec = conv.text_spec().map(|spec| self.text_const(&spec, at)).transpose()?;
                parts.push(self.domain.format(value, conversion, spec, at)?);
                continue;
            }
            let (kind, value) = match own {
                Some(text) => ('s', text),
                None => (conv.kind, self.printf_number(conv.kind, value, at)?),
            };
            alone.push(value);
            let one = self.text_const(&conv.alone(kind), at)?;
            let args = self.domain.build(BuildKind::Tuple, alone, at)?;
            parts.push(self.domain.binary(BinOp::Mod, one, args, at)?);
        }
        let single_mapping = mapping && !tuple;
        if next < items.len() && !(single_mapping || used_key) {
            return Err(Fault::type_error("not all arguments converted during string formatting", at));
        }
        if parts.is_empty() {
            return self.text_const("", at).map(Some);
        }
        self.domain.concat_strs(parts, at).map(Some)
    }
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The number a numeric conversion of an instance formats, as CPython takes it: `%d`
    /// through `__int__` (or `__index__`), `%x`, `%o`, `%c` through `__index__`, `%f` and
    /// the other float conversions through `__float__` (or `__index__`); an instance without
    /// them goes to the domain as it is, which raises CPython's `TypeError`.
    fn printf_number(&mut self, kind: char, value: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if !self.is_object(&value) {
            return Ok(value);
        }
        // An `int` or `float` subclass's instance without the hooks is its number.
        let numeric = self.domain.as_object(&value).and_then(|o| o.class.builtin_type());
        if matches!(numeric, Some(Builtin::Int | Builtin::Float)) {
            if let Some(number) = self.base_operand(&value, &["__int__", "__index__", "__float__"]) {
                return Ok(number);
            }
        }
        let has = |ev: &Self, name: &str| ev.dunder(&value, name).is_some();
        let to = match kind {
            'd' | 'i' | 'u' if has(self, "__int__") || has(self, "__index__") => Builtin::Int,
            'x' | 'X' | 'o' | 'c' if has(self, "__index__") => return self.index_of(&value, at),
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' if has(self, "__float__") || has(self, "__index__") => Builtin::Float,
            _ => return Ok(value),
        };
        match self.conversion_hooks(to, vec![value], &Vec::new(), at)? {
            Ok(number) => Ok(number),
            Err(mut args) => Ok(args.remove(0)),
        }
    }
}

/// The next positional value.
fn take<V: Clone>(items: &[V], next: &mut usize, at: Span) -> Result<V, Fault> {
    let v = items.get(*next).cloned().ok_or_else(|| Fault::type_error("not enough arguments for format string", at))?;
    *next += 1;
    Ok(v)
}

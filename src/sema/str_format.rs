//! `template.format(...)` and `template.format_map(mapping)`: the template, read once
//! (`format_template`), is rendered here field by field through the one dispatch, so an
//! argument's `[key]` and `.attr` are read as `obj[key]` and `obj.attr` are (an instance's
//! `__getitem__`, a property), and each field is written as an f-string field is: an
//! instance's `__format__`, `__str__` or `__repr__`, any other value by the domain (the prover
//! models a field of a term exactly as it models it in an f-string, or skips it).

use super::call::Kwargs;
use super::format_template::{parse, split_name, Access, ArgRef, Field, Numbering, Piece};
use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Conversion, Method, PyExc};
use crate::source::Span;

/// Where a template's fields find their values.
enum Source<'a, V> {
    /// `format(*args, **kwargs)`; the keywords are made a dict when a field first names one.
    Args { args: &'a [V], kwargs: &'a Kwargs<V>, keywords: Option<V> },
    /// `format_map(mapping)`: every name is a key of the mapping.
    Map(&'a V),
}

/// How deep specs may nest fields: `{:{width}}` is allowed, a field in that field's spec not.
const SPEC_DEPTH: u8 = 2;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `str.format`/`str.format_map` on a template whose text is known, rendered here; `None`
    /// for any other call (the domain's: a template that is a term, or wrong arguments).
    pub(super) fn format_template(
        &mut self,
        m: Method,
        receiver: &Val<D>,
        args: &[Val<D>],
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if !matches!(m, Method::Format | Method::FormatMap) {
            return Ok(None);
        }
        // `str.format(template, ...)`: the method taken from the type, the template first.
        let (receiver, args) = match args.split_first() {
            Some((template, rest))
                if self.domain.known_text(receiver).is_none() && self.is_str_type(receiver, at)? =>
            {
                (template, rest)
            }
            _ => (receiver, args),
        };
        let mut source = match (m, args) {
            (Method::Format, _) => Source::Args { args, kwargs, keywords: None },
            (Method::FormatMap, [mapping]) if kwargs.is_empty() => Source::Map(mapping),
            _ => return Ok(None),
        };
        let Some(template) = self.domain.known_text(receiver) else { return Ok(None) };
        let mut numbering = Numbering::default();
        self.render_template(&template, &mut source, &mut numbering, SPEC_DEPTH, at).map(Some)
    }

    /// Whether `v` is the type `str` itself.
    fn is_str_type(&mut self, v: &Val<D>, at: Span) -> Result<bool, Fault> {
        let str_type = self.domain.function_value(super::Callable::Builtin(crate::ir::Builtin::Str));
        self.domain.test(crate::ir::CmpOp::Is, v.clone(), str_type, at)
    }

    fn render_template(
        &mut self,
        template: &str,
        source: &mut Source<'_, Val<D>>,
        numbering: &mut Numbering,
        depth: u8,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if depth == 0 {
            return Err(Fault::value_error("Max string recursion exceeded", at));
        }
        let mut parts = Vec::new();
        for piece in parse(template) {
            match piece {
                Piece::Text(text) => parts.push(self.text_const(&text, at)?),
                Piece::Field(field) => parts.push(self.render_field(&field, source, numbering, depth, at)?),
                Piece::Error(message) => return Err(Fault::value_error(message, at)),
            }
        }
        if parts.len() == 1 {
            return Ok(parts.remove(0));
        }
        self.domain.concat_strs(parts, at)
    }

    /// One field: its value looked up, converted (`!r`, `!s`, `!a`) and formatted by its spec.
    fn render_field(
        &mut self,
        field: &Field,
        source: &mut Source<'_, Val<D>>,
        numbering: &mut Numbering,
        depth: u8,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let value = self.field_value(&field.name, source, numbering, at)?;
        let conversion = match field.conversion {
            None => Conversion::None,
            Some('s') => Conversion::Str,
            Some('r') => Conversion::Repr,
            Some('a') => Conversion::Ascii,
            Some(c) => return Err(Fault::value_error(format!("Unknown conversion specifier {c}"), at)),
        };
        let spec = if field.spec.contains('{') {
            Some(self.render_template(&field.spec, source, numbering, depth - 1, at)?)
        } else if field.spec.is_empty() {
            None
        } else {
            Some(self.text_const(&field.spec, at)?)
        };
        match self.format_object(&value, conversion, spec.clone(), at)? {
            Some(text) => Ok(text),
            None => self.domain.format(value, conversion, spec, at),
        }
    }

    /// The value a field name selects: an argument, then each `[key]` and `.attr` applied.
    fn field_value(
        &mut self,
        name: &str,
        source: &mut Source<'_, Val<D>>,
        numbering: &mut Numbering,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let (arg, mut accessors) = split_name(name);
        let position = numbering.position(&arg).map_err(|message| Fault::value_error(message, at))?;
        let mut value = match (position, &arg, &mut *source) {
            (Some(n), _, Source::Args { args, .. }) => args.get(n).cloned().ok_or_else(|| {
                Fault::exc(
                    PyExc::IndexError,
                    format!("Replacement index {n} out of range for positional args tuple"),
                    at,
                )
            })?,
            (Some(_), _, Source::Map(_)) => {
                return Err(Fault::value_error("Format string contains positional fields", at));
            }
            (None, ArgRef::Keyword(key), Source::Args { kwargs, keywords, .. }) => {
                let mapping = match keywords {
                    Some(mapping) => mapping.clone(),
                    None => {
                        let mut pairs = Vec::with_capacity(kwargs.len());
                        for (k, v) in kwargs.iter() {
                            pairs.push((self.text_const(k, at)?, v.clone()));
                        }
                        let made = self.domain.build_dict(pairs, at)?;
                        keywords.insert(made).clone()
                    }
                };
                let key = self.text_const(key, at)?;
                self.get_item(mapping, key, at)?
            }
            (None, ArgRef::Keyword(key), Source::Map(mapping)) => {
                let key = self.text_const(key, at)?;
                self.get_item((*mapping).clone(), key, at)?
            }
            (None, ArgRef::Auto | ArgRef::Index(_), _) => {
                return Err(Fault::internal("a numbered field without a position", at));
            }
        };
        while let Some(access) = accessors.next_access().map_err(|message| Fault::value_error(message, at))? {
            value = match access {
                Access::Attr(attr) => self.get_attribute(value, attr, at)?,
                Access::Index(i) => {
                    let index = self.domain.constant(&crate::ir::Const::Int(i), at)?;
                    self.get_item(value, index, at)?
                }
                Access::Key(key) => {
                    let key = self.text_const(key, at)?;
                    self.get_item(value, key, at)?
                }
            };
        }
        Ok(value)
    }
}

//! `namedtuple(...)` inside a function reading what only the run knows: field names parsed
//! from a CSV header, `rename=True`, computed `defaults=`, `module=`, a type name other than
//! the name it is bound to. Lowered to `<namedtuple>(Template, typename, field_names, rename,
//! defaults, module)` (`syntax/local_class.rs`), it makes a new `NamedTuple` class each time
//! it runs, from `Template` (a class of no fields read at load) and the values given, with
//! the checks, renaming and errors of CPython 3.11's `collections.namedtuple`, in its order.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Const, DataField, FieldDefault, Method, ModuleValue, PyExc, PyStr, PYTHON_KEYWORDS};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `<namedtuple>(Template, typename, field_names, rename, defaults, module)`: the class.
    pub(super) fn made_named_tuple(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let Ok([template, typename, field_names, rename, defaults, module]) = <[Val<D>; 6]>::try_from(args) else {
            return Err(Fault::internal("`<namedtuple>` takes its template and five values", at));
        };
        let Some(template) = self.domain.as_class(&template) else {
            return Err(Fault::internal("`<namedtuple>` takes the class it renews", at));
        };
        // CPython: `typename = sys.intern(str(typename))`.
        let Some(typename) = self.domain.known_text(&typename) else {
            return Err(Fault::unsupported(
                "a `namedtuple` type name that is not a str known here (pass the name as a str)",
                at,
            ));
        };
        let mut fields = self.field_names(field_names, at)?;
        let rename = self.domain.truth(&rename, at)?;
        if rename {
            let mut seen: Vec<Rc<str>> = Vec::with_capacity(fields.len());
            for (index, name) in fields.iter_mut().enumerate() {
                let bad = !self.is_identifier(name, at)?
                    || PYTHON_KEYWORDS.contains(&&**name)
                    || name.starts_with('_')
                    || seen.contains(name);
                seen.push(name.clone());
                if bad {
                    *name = Rc::from(format!("_{index}"));
                }
            }
        }
        for name in std::iter::once(&typename).chain(&fields) {
            if !self.is_identifier(name, at)? {
                return Err(value_error("Type names and field names must be valid identifiers", name, at));
            }
            if PYTHON_KEYWORDS.contains(&&**name) {
                return Err(value_error("Type names and field names cannot be a keyword", name, at));
            }
        }
        for (i, name) in fields.iter().enumerate() {
            if name.starts_with('_') && !rename {
                return Err(value_error("Field names cannot start with an underscore", name, at));
            }
            if fields[..i].contains(name) {
                return Err(Fault::exc(
                    PyExc::ValueError,
                    format!("Encountered duplicate field name: {}", repr(name)),
                    at,
                ));
            }
        }
        let defaults = match self.is_none(&defaults, at)? {
            true => Vec::new(),
            false => self.collect(defaults, at)?,
        };
        if defaults.len() > fields.len() {
            return Err(Fault::exc(PyExc::TypeError, "Got more default values than field names", at));
        }
        let module = match self.is_none(&module, at)? {
            true => None,
            false => match self.domain.known_text(&module) {
                Some(m) => Some(m),
                None => {
                    return Err(Fault::unsupported(
                        "a `namedtuple` `module=` that is not a str known here (pass the module's name)",
                        at,
                    ))
                }
            },
        };
        let first_default = fields.len() - defaults.len();
        let mut field_specs = Vec::with_capacity(fields.len());
        let mut defaults = defaults.into_iter();
        for (i, name) in fields.iter().enumerate() {
            let default = match (i >= first_default).then(|| defaults.next()).flatten() {
                Some(value) => {
                    self.made_values.push(value);
                    FieldDefault::Computed(ModuleValue::Made(self.made_values.len() as u32 - 1))
                }
                None => FieldDefault::Required,
            };
            field_specs.push(DataField::plain(name.clone(), default));
        }
        let mut class = template.renewed(self.fresh_class_id(at)?, None);
        let Some(data) = class.data.as_mut() else {
            return Err(Fault::internal("`<namedtuple>` takes a NamedTuple class", at));
        };
        data.fields = field_specs;
        // CPython's `__doc__`: `Row(a, b)`.
        class.doc = Some(Rc::new(PyStr::from(format!("{typename}({})", fields.join(", ")).as_str())));
        class.name = typename.clone();
        class.qualname = typename;
        class.module = module;
        self.domain.constant(&Const::Class(Rc::new(class)), at)
    }

    /// `field_names` as `namedtuple` reads them: a str split at commas and whitespace, else
    /// the items of an iterable, each a str.
    fn field_names(&mut self, field_names: Val<D>, at: Span) -> Result<Vec<Rc<str>>, Fault> {
        if let Some(text) = self.domain.known_text(&field_names) {
            let spaced = text.replace(',', " ");
            return Ok(spaced.split(is_python_space).filter(|s| !s.is_empty()).map(Rc::from).collect());
        }
        let items = self.collect(field_names, at)?;
        items
            .iter()
            .map(|item| {
                self.domain.known_text(item).ok_or_else(|| {
                    Fault::unsupported(
                        "a `namedtuple` field name that is not a str known here (CPython would take `str()` of it; pass strs)",
                        at,
                    )
                })
            })
            .collect()
    }

    /// `name.isidentifier()`, as the domain's `str` answers it.
    fn is_identifier(&mut self, name: &str, at: Span) -> Result<bool, Fault> {
        let text = self.text_const(name, at)?;
        let answer = self.domain.method(Method::Isidentifier, text, Vec::new(), Vec::new(), at)?;
        self.domain.truth(&answer, at)
    }
}

/// Whether `str.split()` splits at `c`: Unicode's white space and the four separators
/// `\x1c`..`\x1f` Python counts as space.
fn is_python_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

fn repr(s: &str) -> String {
    let mut out = String::new();
    crate::pytext::str_repr(&mut out, s);
    out
}

fn value_error(what: &str, name: &str, at: Span) -> Fault {
    Fault::exc(PyExc::ValueError, format!("{what}: {}", repr(name)), at)
}

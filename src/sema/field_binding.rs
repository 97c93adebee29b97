//! Binding a generated `__init__`'s (a dataclass's) or `__new__`'s (a NamedTuple's)
//! parameters, one per field, from a call's arguments, as CPython does, with its messages for
//! arguments that do not fit; and the common call of positional arguments only, bound
//! without building that parameter list.

use super::call::Kwargs;
use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{ClassDef, Const, DataField, DataKind, DataSpec, Factory, FieldDefault, Param, ParamKind};
use crate::source::Span;
use std::rc::Rc;

/// The fields' values of a call bound by position, or its arguments back for the whole way.
type ByPosition<V> = Result<Vec<V>, Vec<V>>;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The values of the generated fields of `class` (a dataclass's `__init__`, a
    /// NamedTuple's `__new__`) from a call's arguments, by position then keyword, else their
    /// defaults; CPython's messages for the arguments that do not fit.
    pub(super) fn bind_fields(
        &mut self,
        class: &ClassDef,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Vec<Val<D>>, Fault> {
        let spec = class.data.as_ref().ok_or_else(|| Fault::internal("generated __init__ without fields", at))?;
        let args = match self.bind_fields_by_position(spec, args, &kwargs, at)? {
            Ok(values) => return Ok(values),
            Err(args) => args,
        };
        let fname = match spec.kind {
            DataKind::Dataclass => format!("{}.__init__", class.qualname),
            DataKind::NamedTuple => format!("{}.__new__", class.name),
        };
        // Bound as a function `(self, field, ..., *, kw_only_field, ...)` with the fields'
        // defaults would be, for CPython's messages; a factory's value is made after binding,
        // for each field left out, in field order, as the generated `__init__` does.
        let init: Vec<&DataField> = spec.fields.iter().filter(|f| f.init).collect();
        let order: Vec<usize> =
            (0..init.len()).filter(|&i| !init[i].kw_only).chain((0..init.len()).filter(|&i| init[i].kw_only)).collect();
        let mut params = vec![plain_param(Rc::from("self"), None, at)];
        let mut computed = Vec::new();
        let placeholder = Const::Class(crate::ir::missing());
        for (k, &i) in order.iter().enumerate() {
            let field = init[i];
            let default = match &field.default {
                FieldDefault::Value(c) => Some(c.clone()),
                FieldDefault::Factory(_) => Some(placeholder.clone()),
                FieldDefault::Computed(v) => {
                    let default = self.module_value(v, at)?;
                    computed.push((k as u32 + 1, self.plain_field_default(default, at)?));
                    None
                }
                FieldDefault::Required => None,
            };
            let mut param = plain_param(field.name.clone(), default, at);
            if field.kw_only {
                param.kind = ParamKind::KeywordOnly;
            }
            params.push(param);
        }
        let receiver = self.domain.constant(&Const::None, at)?;
        let all = std::iter::once(receiver).chain(args).collect();
        let (values, _, _) = self.bind_params(&fname, &params, Some(&computed), all, kwargs, (false, false), at)?;
        let mut bound: Vec<Option<Val<D>>> = vec![None; init.len()];
        for (&i, v) in order.iter().zip(values.into_iter().skip(1)) {
            bound[i] = v;
        }
        let mut out = Vec::with_capacity(init.len());
        for (field, value) in init.iter().zip(bound) {
            let value = value.ok_or_else(|| Fault::internal("a field left unbound", at))?;
            // The placeholder default stands for a factory's value not made yet.
            let factory = match &field.default {
                FieldDefault::Factory(f) if self.domain.as_class(&value).is_some_and(|c| c.is_missing()) => Some(f),
                FieldDefault::Factory(_)
                | FieldDefault::Required
                | FieldDefault::Value(_)
                | FieldDefault::Computed(_) => None,
            };
            out.push(match factory {
                Some(f) => self.call_factory(f, at)?,
                None => value,
            });
        }
        Ok(out)
    }

    /// `bind_fields` of the common call, `Point(1, 2)`: positional arguments only, for the
    /// first fields, each field after them with a literal default or a factory, no
    /// keyword-only or computed-default field. Such a call binds each argument to its field
    /// and cannot fail, so the parameter list and name `bind_fields` builds for its messages
    /// are not made (they were most of a construction). The arguments back for any other call.
    fn bind_fields_by_position(
        &mut self,
        spec: &DataSpec,
        mut args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<ByPosition<Val<D>>, Fault> {
        let init = spec.fields.iter().filter(|f| f.init);
        let plain = |f: &DataField| !f.kw_only && !matches!(f.default, FieldDefault::Computed(_));
        let fits = kwargs.is_empty()
            && init.clone().all(plain)
            && init.clone().count() >= args.len()
            && init.clone().skip(args.len()).all(|f| !matches!(f.default, FieldDefault::Required));
        if !fits {
            return Ok(Err(args));
        }
        let given = args.len();
        for field in init.skip(given) {
            let value = match &field.default {
                FieldDefault::Value(c) => self.domain.constant(c, at)?,
                FieldDefault::Factory(f) => self.call_factory(f, at)?,
                FieldDefault::Required | FieldDefault::Computed(_) => {
                    return Err(Fault::internal("a field without a plain default", at))
                }
            };
            args.push(value);
        }
        Ok(Ok(args))
    }

    /// The value `field(default_factory=f)` gives an instance: `f()`.
    pub(super) fn call_factory(&mut self, factory: &Factory, at: Span) -> Result<Val<D>, Fault> {
        match factory {
            Factory::Builtin(b) => self.domain.builtin(*b, Vec::new(), Vec::new(), at),
            Factory::Value(v) => {
                let f = self.module_value(v, at)?;
                let callable = self.callable_value(&f, at)?;
                self.call_callable(callable, Vec::new(), Vec::new(), at)
            }
        }
    }
}

/// A positional-or-keyword parameter of a generated `__init__`.
fn plain_param(name: Rc<str>, default: Option<Const>, span: Span) -> Param {
    Param { name, kind: ParamKind::Normal, default, annotation: None, span }
}

//! Binding a call's arguments to a function's parameters, with CPython 3.11's checks in its
//! order (`initialize_locals`): the keywords one by one (a name already bound, or one no
//! parameter takes, the latter naming every positional-only parameter passed by keyword when
//! there is one), then too many positional arguments, then the missing positional ones, then
//! the missing keyword-only ones.

use super::call::{plural, Kwargs};
use super::{Domain, Evaluator, Fault};
use crate::ir::{Param, ParamKind};
use crate::source::Span;

/// The extra positional and keyword arguments a `*args` and a `**kwargs` receive.
type Rest<V> = (Vec<V>, Kwargs<V>);

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Binds positional and keyword arguments to parameters as Python does, with what a
    /// `*args` and a `**kwargs` (when `rest` says the function has them) receive. With
    /// `computed` (a function value's computed defaults by parameter index), missing defaulted
    /// parameters get their default; without it (an effect's call) they stay `None`.
    #[expect(clippy::too_many_arguments, reason = "each is one input of Python's binding rules")]
    #[expect(clippy::type_complexity, reason = "the bound parameters, then the extra positional and keyword ones")]
    pub(super) fn bind_params(
        &mut self,
        name: &str,
        params: &[Param],
        computed: Option<&[(u32, D::Val)]>,
        mut args: Vec<D::Val>,
        kwargs: Kwargs<D::Val>,
        (star, double_star): (bool, bool),
        at: Span,
    ) -> Result<(Vec<Option<D::Val>>, Vec<D::Val>, Kwargs<D::Val>), Fault> {
        let fill_defaults = computed.is_some();
        let computed = computed.unwrap_or(&[]);
        let positional = params.iter().filter(|p| p.kind != ParamKind::KeywordOnly).count();
        let given = args.len();
        // Past the positional parameters: `*args`'s, or (without one) too many, which CPython
        // reports only once the keywords are bound.
        let surplus = if given > positional { args.split_off(positional) } else { Vec::new() };
        let too_many = !star && !surplus.is_empty();
        let (extra, mut extra_kw): Rest<D::Val> = (if star { surplus } else { Vec::new() }, Vec::new());
        // CPython counts the keyword-only arguments passed too, when there are any.
        let keyword_only = kwargs
            .iter()
            .filter(|(k, _)| params.iter().any(|p| p.kind == ParamKind::KeywordOnly && p.name == *k))
            .count();
        let mut bound: Vec<Option<D::Val>> = Vec::with_capacity(params.len());
        bound.extend(args.into_iter().map(Some));
        bound.resize_with(params.len(), || None);
        let names: Vec<_> = kwargs.iter().map(|(k, _)| k.clone()).collect();
        for (key, v) in kwargs {
            let Some(i) = params.iter().position(|p| p.name == key && p.kind != ParamKind::PositionalOnly) else {
                if double_star {
                    extra_kw.push((key, v));
                    continue;
                }
                return Err(unknown_keyword(name, params, &names, &key, at));
            };
            if bound[i].is_some() {
                return Err(Fault::type_error(format!("{name}() got multiple values for argument '{key}'"), at));
            }
            bound[i] = Some(v);
        }
        if too_many {
            let defaulted = |i: usize, p: &Param| p.default.is_some() || computed.iter().any(|(j, _)| *j as usize == i);
            let required = params
                .iter()
                .enumerate()
                .filter(|(i, p)| p.kind != ParamKind::KeywordOnly && !defaulted(*i, p))
                .count();
            let takes = match required < positional {
                true => format!("from {required} to {positional} positional arguments"),
                false => format!("{positional} positional argument{}", plural(positional)),
            };
            let given = match (keyword_only, given) {
                (0, 1) => "1 was".to_owned(),
                (0, n) => format!("{n} were"),
                (k, n) => {
                    format!("{n} positional argument{} (and {k} keyword-only argument{}) were", plural(n), plural(k))
                }
            };
            return Err(Fault::type_error(format!("{name}() takes {takes} but {given} given"), at));
        }
        let has_computed = |i: usize| computed.iter().any(|(p, _)| *p as usize == i);
        for keyword_only in [false, true] {
            let missing: Vec<&str> = params
                .iter()
                .zip(&bound)
                .enumerate()
                .filter(|(i, (p, b))| {
                    b.is_none()
                        && p.default.is_none()
                        && !has_computed(*i)
                        && (p.kind == ParamKind::KeywordOnly) == keyword_only
                })
                .map(|(_, (p, _))| &*p.name)
                .collect();
            if !missing.is_empty() {
                let names = missing.iter().map(|n| format!("'{n}'")).collect::<Vec<_>>();
                let names = match names.split_last() {
                    Some((last, init)) if !init.is_empty() => format!("{} and {last}", init.join(", ")),
                    _ => names.join(""),
                };
                let kind = if keyword_only { "keyword-only" } else { "positional" };
                return Err(Fault::type_error(
                    format!(
                        "{name}() missing {} required {kind} argument{}: {names}",
                        missing.len(),
                        plural(missing.len())
                    ),
                    at,
                ));
            }
        }
        if fill_defaults {
            for (i, (p, b)) in params.iter().zip(bound.iter_mut()).enumerate() {
                if b.is_none() {
                    if let Some((_, v)) = computed.iter().find(|(p, _)| *p as usize == i) {
                        *b = Some(v.clone());
                    } else if let Some(c) = &p.default {
                        *b = Some(self.domain.constant(c, p.span)?);
                    }
                }
            }
        }
        Ok((bound, extra, extra_kw))
    }
}

/// The error for the keyword `key` that no parameter takes (and no `**kwargs`): CPython names
/// every positional-only parameter the call passed by keyword, in the parameters' order, when
/// there is one (whatever `key` is); else `key` itself.
fn unknown_keyword(name: &str, params: &[Param], passed: &[std::rc::Rc<str>], key: &str, at: Span) -> Fault {
    let by_keyword: Vec<&str> = params
        .iter()
        .filter(|p| p.kind == ParamKind::PositionalOnly && passed.iter().any(|k| **k == *p.name))
        .map(|p| &*p.name)
        .collect();
    if by_keyword.is_empty() {
        return Fault::type_error(format!("{name}() got an unexpected keyword argument '{key}'"), at);
    }
    Fault::type_error(
        format!("{name}() got some positional-only arguments passed as keyword arguments: '{}'", by_keyword.join(", ")),
        at,
    )
}

//! `dataclasses.is_dataclass`, `asdict`, `astuple` and `replace`, as CPython 3.11 defines
//! them: `asdict`/`astuple` walk nested dataclasses, lists, tuples (named ones keep their
//! class) and dicts, building new containers; `replace` makes a new instance through the
//! class's `__init__` from the fields `__init__` takes. Both domains share this one definition.

use super::call::Kwargs;
use super::{BuildKind, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef, Const, DataKind, DataSpec, PyExc};
use crate::source::Span;
use std::rc::Rc;

/// How deep `asdict`/`astuple` walk before giving up, as CPython's recursion limit does.
const MAX_DEPTH: u32 = 200;

/// What `asdict`/`astuple` turn a dataclass instance into.
#[derive(Clone, Copy, PartialEq)]
enum Shape {
    Dict,
    Tuple,
}

/// One `asdict`/`astuple` walk: the shape, and the `dict_factory`/`tuple_factory` given,
/// called with the list of a dataclass's `(name, value)` pairs or values.
struct Walk<V> {
    shape: Shape,
    factory: Option<V>,
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Calls the helper `b` of `dataclasses`.
    pub(super) fn dataclass_helper(
        &mut self,
        b: Builtin,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let name = b.name().trim_start_matches("dataclasses.");
        if b == Builtin::DataclassReplace {
            return self.replace_fields(args, kwargs, at);
        }
        // The one keyword `asdict`/`astuple` take; the other helpers take none.
        let factory_name = if b == Builtin::DataclassAsdict {
            "dict_factory"
        } else if b == Builtin::DataclassAstuple {
            "tuple_factory"
        } else {
            ""
        };
        let mut factory = None;
        for (k, v) in kwargs {
            if &*k != factory_name || factory.is_some() {
                return Err(Fault::type_error(format!("{name}() got an unexpected keyword argument '{k}'"), at));
            }
            factory = Some(v);
        }
        let obj = only_obj(name, args, at)?;
        if b == Builtin::DataclassFields {
            return self.dataclass_fields(obj, at);
        }
        if b == Builtin::IsDataclass {
            let class = self.domain.as_object(&obj).map(|o| o.class.clone()).or_else(|| self.domain.as_class(&obj));
            let is = class.is_some_and(|c| fields_of(&c).is_some());
            return self.domain.constant(&Const::Bool(is), at);
        }
        let shape = if b == Builtin::DataclassAsdict { Shape::Dict } else { Shape::Tuple };
        if self.domain.as_object(&obj).is_none_or(|o| fields_of(&o.class).is_none()) {
            return Err(Fault::type_error(format!("{name}() should be called on dataclass instances"), at));
        }
        self.copied(obj, &Walk { shape, factory }, 0, at)
    }

    /// One value of `asdict`/`astuple`'s walk: CPython's `_asdict_inner`/`_astuple_inner`.
    fn copied(&mut self, v: Val<D>, walk: &Walk<Val<D>>, depth: u32, at: Span) -> Result<Val<D>, Fault> {
        if depth > MAX_DEPTH {
            // CPython recurses until its `RecursionError` (a list holding itself, say).
            let message = format!("values nested more than {MAX_DEPTH} deep (maximum recursion depth exceeded)");
            return Err(Fault::limit(super::LimitKind::Depth, message, at));
        }
        let depth = depth + 1;
        if let Some(obj) = self.domain.as_object(&v) {
            if let Some(spec) = fields_of(&obj.class) {
                let mut items = Vec::with_capacity(spec.fields.len());
                for field in spec.fields.iter().filter(|f| !f.init_var) {
                    let value = self.get_attribute(v.clone(), &field.name, at)?;
                    let value = self.copied(value, walk, depth, at)?;
                    items.push((field.name.clone(), value));
                }
                return self.shaped(items, walk, at);
            }
        }
        if let Some((class, items)) = self.domain.as_named_tuple(&v) {
            let items = self.copied_all(items, walk, depth, at)?;
            return self.domain.named_tuple(class, items, at);
        }
        if let Some((what, base)) = self.rebuilt_through_class(&v, at)? {
            return Err(Fault::unsupported(
                format!("`dataclasses.asdict`/`astuple` of a {what} (CPython rebuilds it through its class from its items): convert it to a plain `{base}` first"),
                at,
            ));
        }
        let kind = self.type_name(&v, at)?;
        match kind.as_str() {
            "int" | "bool" | "float" | "str" | "NoneType" => Ok(v),
            "list" | "tuple" => {
                let items = self.collect(v, at)?;
                let items = self.copied_all(items, walk, depth, at)?;
                let kind = if kind == "list" { BuildKind::List } else { BuildKind::Tuple };
                self.domain.build(kind, items, at)
            }
            "dict" => {
                let pairs = self.mapping_pairs(v, at)?;
                let mut out = Vec::with_capacity(pairs.len());
                for (k, value) in pairs {
                    out.push((self.copied(k, walk, depth, at)?, self.copied(value, walk, depth, at)?));
                }
                self.domain.build_dict(out, at)
            }
            // Anything else is `copy.deepcopy`'s, as in CPython: the modelled `copy`, which
            // importing `dataclasses` loads.
            _ => match modelled_function(self.program, "copy", "deepcopy") {
                Some(deepcopy) => self.call_function(deepcopy, vec![v], Vec::new(), at),
                None => Err(Fault::internal("`copy.deepcopy` is not loaded beside `dataclasses`", at)),
            },
        }
    }

    /// What `v` is when CPython's `asdict` rebuilds it by calling its class with its copied
    /// items, which this walk does not model (a `Counter` counts them, a `defaultdict` refuses
    /// them, a program's subclass runs its `__init__`): a `collections` mapping, or an instance
    /// of a class deriving from a container, with the plain type to convert it to. Asked of the
    /// value's kind and its class's builtin base, never of a type's name.
    fn rebuilt_through_class(&mut self, v: &Val<D>, at: Span) -> Result<Option<(String, &'static str)>, Fault> {
        const MAPPINGS: [Builtin; 3] = [Builtin::Counter, Builtin::Defaultdict, Builtin::OrderedDict];
        if let Some(obj) = self.domain.as_object(v) {
            let Some(b) = obj.class.builtin_type() else { return Ok(None) };
            let plain = if matches!(b, Builtin::List | Builtin::Tuple) {
                b.name()
            } else if b == Builtin::Dict || MAPPINGS.contains(&b) {
                "dict"
            } else {
                return Ok(None);
            };
            return Ok(Some((format!("`{}`, a class deriving from `{}`", obj.class.name, b.name()), plain)));
        }
        for b in MAPPINGS {
            if self.is_builtin_instance(v, b, at)? {
                return Ok(Some((format!("`{}`", b.name()), "dict")));
            }
        }
        Ok(None)
    }

    fn copied_all(
        &mut self,
        items: Vec<Val<D>>,
        walk: &Walk<Val<D>>,
        depth: u32,
        at: Span,
    ) -> Result<Vec<Val<D>>, Fault> {
        items.into_iter().map(|i| self.copied(i, walk, depth, at)).collect()
    }

    /// A dataclass's copied fields as the walk shapes them: a dict or tuple, or what the
    /// factory makes of the list CPython hands it.
    fn shaped(&mut self, items: Vec<(Rc<str>, Val<D>)>, walk: &Walk<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let mut pairs = Vec::with_capacity(items.len());
        for (name, value) in items {
            let key = self.text_const(&name, at)?;
            pairs.push((key, value));
        }
        let Some(factory) = &walk.factory else {
            return match walk.shape {
                Shape::Tuple => self.domain.build(BuildKind::Tuple, pairs.into_iter().map(|(_, v)| v).collect(), at),
                Shape::Dict => self.domain.build_dict(pairs, at),
            };
        };
        let mut parts = Vec::with_capacity(pairs.len());
        for (key, value) in pairs {
            parts.push(match walk.shape {
                Shape::Tuple => value,
                Shape::Dict => self.domain.build(BuildKind::Tuple, vec![key, value], at)?,
            });
        }
        let list = self.domain.build(BuildKind::List, parts, at)?;
        let callable = self.callable_value(factory, at)?;
        self.call_callable(callable, vec![list], Vec::new(), at)
    }

    /// `replace(obj, **changes)`: the class called with `changes` and, for every other field
    /// `__init__` takes, the instance's value.
    fn replace_fields(&mut self, args: Vec<Val<D>>, mut changes: Kwargs<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let obj = only_obj("replace", args, at)?;
        let Some(class) = self.domain.as_object(&obj).map(|o| o.class.clone()) else {
            return Err(Fault::type_error("replace() should be called on dataclass instances", at));
        };
        let Some(spec) = fields_of(&class) else {
            return Err(Fault::type_error("replace() should be called on dataclass instances", at));
        };
        for field in &spec.fields {
            let named = changes.iter().any(|(k, _)| *k == field.name);
            if !field.init {
                if named {
                    let message = format!(
                        "field {} is declared with init=False, it cannot be specified with replace()",
                        field.name
                    );
                    return Err(Fault::exc(PyExc::ValueError, message, at));
                }
                continue;
            }
            if !named && field.init_var && matches!(field.default, crate::ir::FieldDefault::Required) {
                let message = format!("InitVar '{}' must be specified with replace()", field.name);
                return Err(Fault::exc(PyExc::ValueError, message, at));
            }
            if !named {
                let value = self.get_attribute(obj.clone(), &field.name, at)?;
                changes.push((field.name.clone(), value));
            }
        }
        self.instantiate(class, Vec::new(), changes, at)
    }
}

/// The one positional argument, `obj`, every helper takes (CPython's messages otherwise).
fn only_obj<V>(helper: &str, args: Vec<V>, at: Span) -> Result<V, Fault> {
    let [obj] = <[V; 1]>::try_from(args).map_err(|args| {
        let message = match args.len() {
            0 => format!("{helper}() missing 1 required positional argument: 'obj'"),
            n => format!("{helper}() takes 1 positional argument but {n} were given"),
        };
        Fault::type_error(message, at)
    })?;
    Ok(obj)
}

/// The fields `@dataclass` gave `class` (or the base it inherits them from), if it has them.
pub(super) fn fields_of(class: &Rc<ClassDef>) -> Option<&DataSpec> {
    class.data().filter(|d| d.kind == DataKind::Dataclass)
}

/// The module-level function `name` of the modelled module `module` the program loads
/// (`copy.deepcopy`, which importing `dataclasses` loads).
pub(super) fn modelled_function(program: &crate::ir::Program, module: &str, name: &str) -> Option<crate::ir::FuncId> {
    let file = program.modelled.iter().find(|(_, m)| &**m == module)?.0;
    let found = program.functions.iter().position(|f| f.span.file == file && &*f.qualname == name)?;
    Some(crate::ir::FuncId(found as u32))
}

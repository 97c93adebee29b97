//! `Class.__mro__` and `Class.__bases__` of the program's classes as values: the classes
//! along the method resolution order, then the builtin exception classes CPython lists; and
//! `Class.__abstractmethods__` of an abstract base class.

use super::{BuildKind, Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef, Const, ExcClass, PyExc};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `Class.__mro__` (the class, its method resolution order, then the builtin exception
    /// classes of one line, `object`) and `Class.__bases__` (the bases written, or `object`).
    /// The marker classes `ABC`, `Generic` and `Protocol` are in that order where C3 put them.
    /// Other classes with a builtin base (named tuples, `__bases__` of an exception class)
    /// would list CPython's own lineage, not modelled.
    pub(super) fn class_lineage(&mut self, class: &Rc<ClassDef>, name: &str, at: Span) -> Result<Val<D>, Fault> {
        let entries = lineage(class, name).map_err(|why| Fault::unsupported(why, at))?;
        // `__bases__` of a program class lists the classes written; of a modelled class, the
        // model's own bases, CPython's only when the model derives as CPython's class does.
        let modelled = class.home.is_some() && !class.is_marker();
        if name == "__mro__" || modelled {
            if let Some(why) = model_lineage_differs(class, name) {
                return Err(Fault::unsupported(why, at));
            }
        }
        let mut items = Vec::with_capacity(entries.len());
        for entry in entries {
            items.push(match entry {
                Entry::Class(c) => self.domain.constant(&Const::Class(c), at)?,
                Entry::Exc(e) => self.domain.constant(&Const::ExcClass(ExcClass::Builtin(e)), at)?,
                Entry::Builtin(b) => self.domain.function_value(Callable::Builtin(b)),
            });
        }
        self.domain.build(BuildKind::Tuple, items, at)
    }

    /// `Class.__abstractmethods__`: the names of the abstract methods left unimplemented, as a
    /// frozenset, for a class whose metaclass is `ABCMeta` (deriving from `abc.ABC` or
    /// `typing.Protocol`); any other class has no such attribute.
    pub(super) fn abstract_methods_set(&mut self, class: &Rc<ClassDef>, at: Span) -> Result<Val<D>, Fault> {
        let Some(names) = &class.abstract_methods else {
            return Err(Fault::exc(PyExc::AttributeError, "__abstractmethods__".to_owned(), at));
        };
        let mut items = Vec::with_capacity(names.len());
        for n in names {
            items.push(self.text_const(n, at)?);
        }
        let tuple = self.domain.build(BuildKind::Tuple, items, at)?;
        self.domain.builtin(Builtin::Frozenset, vec![tuple], Vec::new(), at)
    }
}

/// Why clauz3 has no `__mro__`/`__bases__` of `class` (its order `chain`, itself first) to
/// give: builtin exception bases whose order it does not keep, `ABCMeta` (a metaclass), or a
/// marker class beside a builtin base (CPython puts it after the builtin, clauz3 keeps it
/// among the program's classes).
fn unmodelled_lineage(class: &ClassDef, chain: &[Rc<ClassDef>], name: &str) -> Option<String> {
    if class.is_abc_meta() {
        return Some(format!("`{name}` of `abc.ABCMeta` (a metaclass, deriving from `type`)"));
    }
    if chain.iter().any(|c| c.data.as_ref().is_some_and(|d| d.call_subclass)) {
        return Some(format!("`{name}` of a class deriving from a `namedtuple(...)` call (CPython's lineage has the call's own class between it and `tuple`, which clauz3 folds into the class)"));
    }
    // The builtin exception classes CPython lists, when clauz3 keeps their order: one line of
    // them after the program's classes (`__mro__`), the one base written (`__bases__`).
    let excs_known = match name {
        "__mro__" => super::exc_objects::builtin_lineage(class).is_some() || chain.iter().all(|c| c.exc_base.is_none()),
        _ => class.exc_also.is_empty(),
    };
    if !excs_known {
        return Some(format!("`{name}` of a class deriving from several builtin exception classes"));
    }
    let builtin = class.builtin_type().is_some() || class.exception_root().is_some() || class.is_named_tuple();
    let marker = chain.iter().find(|c| c.is_marker())?;
    builtin.then(|| {
        format!(
            "`{name}` of a class deriving from both `{}` and a builtin class (list the marker's class in another class)",
            marker.qualified_name()
        )
    })
}

/// One class of a lineage: a class value, a builtin exception class or a builtin type.
enum Entry {
    Class(Rc<ClassDef>),
    Exc(PyExc),
    Builtin(Builtin),
}

impl Entry {
    /// Its `module.qualname`, as `scripts/class-homes.py mros` writes CPython's orders.
    fn qualified_name(&self) -> String {
        match self {
            // A model of a builtin class (`ExceptionGroup`) is `builtins.` here too.
            Entry::Class(c) => format!("{}.{}", c.module_name(), c.cpython_qualname()),
            Entry::Exc(e) => format!("builtins.{}", e.name()),
            Entry::Builtin(b) => builtin_name(*b),
        }
    }
}

/// `Class.__mro__` (the class, its method resolution order, then the builtin exception
/// classes of one line, the builtin type, `object`) or `Class.__bases__` (the bases written,
/// or `object`); `Err` says why clauz3 cannot list it.
fn lineage(class: &Rc<ClassDef>, name: &str) -> Result<Vec<Entry>, String> {
    let chain: Vec<Rc<ClassDef>> = std::iter::once(class).chain(&class.ancestors).cloned().collect();
    if let Some(why) = unmodelled_lineage(class, &chain, name) {
        return Err(why);
    }
    let bases = name == "__bases__";
    let classes =
        if bases { shown_bases(&class.bases) } else { chain.into_iter().filter(|c| !is_model_helper(c)).collect() };
    let mut entries: Vec<Entry> = classes.into_iter().map(Entry::Class).collect();
    // `__bases__` of an exception class: the builtin exception class written last.
    let excs = match bases {
        true => class.exc_base.into_iter().collect(),
        false => super::exc_objects::builtin_lineage(class).unwrap_or_default(),
    };
    entries.extend(excs.into_iter().map(Entry::Exc));
    // The builtin type a class derives from comes after the program's classes (clauz3
    // refuses it listed before one); `__bases__` lists it when the class names it. A named
    // tuple class derives from `tuple`.
    let builtin = if bases { class.builtin_base } else { class.builtin_type() };
    if let Some(b) = builtin.or(class.is_named_tuple().then_some(Builtin::Tuple)) {
        entries.push(Entry::Builtin(b));
        if bases {
            return Ok(entries);
        }
        // `Counter`, `OrderedDict` and `defaultdict` derive from `dict`.
        if b.dict_kind() {
            entries.push(Entry::Builtin(Builtin::Dict));
        }
    }
    if entries.is_empty() || !bases {
        entries.push(Entry::Builtin(Builtin::Object));
    }
    Ok(entries)
}

/// A class a model defines for its own use that CPython's module does not have (`datetime`'s
/// comparison mixin): CPython's lineages do not list it, so neither do clauz3's.
fn is_model_helper(class: &ClassDef) -> bool {
    class.home.is_some_and(|home| home.cpython.is_none()) && !class.is_marker()
}

/// The bases CPython would show for `bases` as a model wrote them: a model's helper stands
/// for its own bases.
fn shown_bases(bases: &[Rc<ClassDef>]) -> Vec<Rc<ClassDef>> {
    let mut shown = Vec::with_capacity(bases.len());
    for base in bases {
        match is_model_helper(base) {
            true => shown.extend(shown_bases(&base.bases)),
            false => shown.push(Rc::clone(base)),
        }
    }
    shown
}

/// Why `class.__mro__` (or `name`, another lineage attribute) would not be CPython's: a class
/// of a modelled module along it whose model derives otherwise than CPython's class does
/// (`enum.IntEnum`, CPython's `(int, ReprEnum, Enum)`), each checked by its own order against
/// CPython's.
fn model_lineage_differs(class: &ClassDef, name: &str) -> Option<String> {
    let modelled = std::iter::once(class).chain(class.ancestors.iter().map(|c| &**c));
    for c in modelled.filter(|c| c.home.is_some() && !c.is_marker() && !is_model_helper(c)) {
        let own: Rc<ClassDef> = Rc::new(c.clone());
        let names: Option<Vec<String>> =
            lineage(&own, "__mro__").ok().map(|entries| entries.iter().skip(1).map(Entry::qualified_name).collect());
        let cpython = c.cpython_ancestors();
        let same = match (&names, cpython) {
            (Some(names), Some(cpython)) => names.iter().map(String::as_str).eq(cpython.iter().copied()),
            _ => false,
        };
        if !same {
            return Some(format!(
                "`{name}` of a class deriving from `{}` (clauz3's model of it derives from other classes than CPython's)",
                c.qualified_name()
            ));
        }
    }
    None
}

/// A builtin type's `module.qualname`: `collections`' for the classes imported from there.
fn builtin_name(b: Builtin) -> String {
    let module = if b.imported_only() { "collections" } else { "builtins" };
    format!("{module}.{}", b.name())
}

//! Functions as objects: the attributes CPython gives a function (`__name__`, `__qualname__`,
//! `__doc__`, `__module__`, `__defaults__`, `__kwdefaults__`, `__dict__`) read from the IR, and
//! the ones a program assigns (`wrapper.calls = 0`, `job.__name__ = name`, `functools.wraps`'s
//! `__wrapped__`) kept here per function object, for the run, in both domains. A bound method
//! reads its function's attributes and takes none of its own, as in CPython.

use super::{Callable, Closure, Domain, Evaluator, Fault, Val};
use crate::ir::{Const, FuncId, Method, ParamKind, PyExc};
use crate::source::Span;
use std::rc::Rc;

/// The attributes a program assigned to one function object, in the order first assigned
/// (kept by the function object's identity, [`Domain::function_key`]).
pub(super) struct AssignedAttrs<V> {
    /// The function object itself, held so its identity is not taken by another during the
    /// run (and to tell which function was given attributes).
    function: V,
    attrs: Vec<(Rc<str>, V)>,
}

/// The dunder attributes a program may read of its functions, classes and their instances
/// which CPython's own values have too (a builtin value has no `__wrapped__` or `__defaults__`:
/// reading one is the `AttributeError` the domain gives).
pub(super) const OBJECT_DUNDERS: [&str; 2] = ["__doc__", "__module__"];

/// The attributes CPython keeps in a function's slots, not in its `__dict__`.
const SLOT_ATTRS: [&str; 4] = ["__name__", "__qualname__", "__doc__", "__module__"];

/// The dunder attributes a program may assign to a function (the last four are what a
/// `TypedDict`, made a function by `syntax/typed_dict.rs`, is given).
const ASSIGNABLE_DUNDERS: [&str; 9] = [
    "__name__",
    "__qualname__",
    "__doc__",
    "__module__",
    "__wrapped__",
    "__annotations__",
    "__total__",
    "__required_keys__",
    "__optional_keys__",
];

/// Which object the attribute is read from: a function object, or a method bound to an object.
struct Target {
    func: FuncId,
    key: Option<usize>,
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `f.name` where `f` is a function of the program (or a method bound to an object): the
    /// attribute, `AttributeError` as CPython words it, or `None` when `v` is no function.
    pub(super) fn function_attribute(&mut self, v: &Val<D>, name: &str, at: Span) -> Option<Result<Val<D>, Fault>> {
        let target = self.function_target(v)?;
        if name == "__class__" {
            return None;
        }
        Some(self.read_function_attribute(v, &target, name, at))
    }

    /// `f.name = value` where `f` is a function of the program (or a method bound to an
    /// object, which takes no attribute: `AttributeError`).
    pub(super) fn set_function_attribute(
        &mut self,
        v: &Val<D>,
        name: &Rc<str>,
        value: Val<D>,
        at: Span,
    ) -> Result<(), Fault> {
        let Some(key) = self.domain.function_key(v).and_then(|(_, key)| key) else {
            return Err(Fault::exc(PyExc::AttributeError, format!("'method' object has no attribute '{name}'"), at));
        };
        if name.starts_with("__") && name.ends_with("__") && !ASSIGNABLE_DUNDERS.contains(&&**name) {
            return Err(Fault::unsupported(format!("assigning the function attribute `{name}`"), at));
        }
        if matches!(&**name, "__name__" | "__qualname__") && self.type_name(&value, at)? != "str" {
            return Err(Fault::type_error(format!("{name} must be set to a string object"), at));
        }
        if &**name == "__annotations__" && self.type_name(&value, at)? != "dict" {
            return Err(Fault::type_error("__annotations__ must be set to a dict object", at));
        }
        // A loop over query rows runs its body once for every row: an attribute set there
        // would hold one row's value only.
        self.no_attribute_store_in_rows(0, name, at)?;
        let entry =
            self.function_attrs.entry(key).or_insert_with(|| AssignedAttrs { function: v.clone(), attrs: Vec::new() });
        match entry.attrs.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = value,
            None => entry.attrs.push((name.clone(), value)),
        }
        Ok(())
    }

    /// A class attribute read through an instance: a function object assigned to the class
    /// (`Cls.handler = f`) is bound to the instance, as CPython binds it; anything else as is.
    /// CPython binds only functions written in Python: what clauz3's models write for its
    /// builtins (`math.floor`, `operator.itemgetter(1)`) stays unbound (`native_in_cpython`).
    pub(super) fn bind_class_function(&mut self, value: Val<D>, receiver: &Val<D>) -> Val<D> {
        if self.domain.function_key(&value).is_none_or(|(_, key)| key.is_none()) {
            return value;
        }
        match self.domain.callable(&value, Span::default()) {
            Ok(Callable::Closure(mut c)) => {
                let function = self.program.function(c.func);
                if let Some(module) = self.program.modelled_module(function.span.file) {
                    if native_in_cpython(module, &function.qualname) {
                        return value;
                    }
                }
                c.bound = Some(receiver.clone());
                self.domain.function_value(Callable::Closure(c))
            }
            Ok(
                Callable::Builtin(_)
                | Callable::Object(_)
                | Callable::Method(..)
                | Callable::Class(_)
                | Callable::Exception(_)
                | Callable::Slot(..),
            )
            | Err(_) => value,
        }
    }

    /// `vars(f)` or `f.__dict__` of a function: what the program assigned to it, save the
    /// attributes CPython keeps in slots (a new dict, as `vars` of an instance is here).
    fn function_dict(&mut self, key: Option<usize>, at: Span) -> Result<Val<D>, Fault> {
        let attrs = key.and_then(|k| self.function_attrs.get(&k)).map(|a| a.attrs.clone());
        let mut pairs = Vec::new();
        for (name, value) in attrs.unwrap_or_default() {
            if !SLOT_ATTRS.contains(&&*name) && &*name != "__annotations__" {
                pairs.push((self.text_const(&name, at)?, value));
            }
        }
        self.domain.build_dict(pairs, at)
    }

    fn function_target(&mut self, v: &Val<D>) -> Option<Target> {
        let (func, key) = self.domain.function_key(v)?;
        // A bound method reads the attributes of its function: the one object per run that
        // `Class.method` evaluates to.
        // A function made inside another and bound through its class (`Cls.handler = inner`)
        // is not that object: its attributes are not known here (`read_function_attribute`).
        let key = key.or_else(|| {
            if self.program.function(func).qualname.contains("<locals>") {
                return None;
            }
            let function = self.function_ref(func);
            self.domain.function_key(&function).and_then(|(_, key)| key)
        });
        Some(Target { func, key })
    }

    fn read_function_attribute(&mut self, v: &Val<D>, t: &Target, name: &str, at: Span) -> Result<Val<D>, Fault> {
        if let Some(found) = self.assigned_function_attr(t.key, name) {
            return Ok(found);
        }
        let program = self.program;
        let func = program.function(t.func);
        if let Some(module) = program.modelled_module(func.span.file) {
            if let Some(text) = cpython_function_name(module, &func.qualname, name) {
                return self.text_const(text, at);
            }
            if name.starts_with("__") {
                return Err(Fault::unsupported(
                    format!("`{name}` of a function that clauz3's model of `{module}` made"),
                    at,
                ));
            }
        }
        // Defaults are never assigned here, so the IR and the closure give them exactly; so are
        // the names and text when no function object of that definition was given any.
        let renamed = || {
            self.function_attrs
                .values()
                .any(|a| self.domain.function_key(&a.function).is_some_and(|(f, _)| f == t.func))
        };
        let from_ir =
            matches!(name, "__defaults__" | "__kwdefaults__" | "__annotations__" | "__closure__" | "__code__")
                || (SLOT_ATTRS.contains(&name) && !renamed());
        if t.key.is_none() && !from_ir {
            return Err(Fault::unsupported(
                format!("`{name}` of a method bound from a function made inside another (read it from the function)"),
                at,
            ));
        }
        match name {
            "__name__" => self.text_const(func.qualname.rsplit('.').next().unwrap_or(&func.qualname), at),
            "__qualname__" => self.text_const(&func.qualname, at),
            "__module__" => self.text_const("__main__", at),
            "__doc__" => match &func.doc {
                Some(doc) => self.domain.constant(&Const::Str(doc.clone()), at),
                None => self.domain.constant(&Const::None, at),
            },
            "__dict__" => self.function_dict(t.key, at),
            "__defaults__" | "__kwdefaults__" => self.function_defaults(v, t, name == "__kwdefaults__", at),
            "__annotations__" => self.function_annotations(t.func, at),
            "__closure__" => self.function_closure(v, t.func, at),
            "__code__" => self.code_object(t.func, at),
            "__func__" | "__self__" => self.bound_method_part(v, t.func, name, at),
            // What CPython's functions have is refused as unmodelled; any other dunder is
            // CPython's `AttributeError`.
            _ if name.starts_with("__") && name.ends_with("__") && name != "__wrapped__" => {
                if super::builtin_attrs::function_has(name) {
                    return Err(Fault::unsupported(format!("the function attribute `{name}`"), at));
                }
                Err(Fault::exc(PyExc::AttributeError, format!("'function' object has no attribute '{name}'"), at))
            }
            // A bound method reads its function's attributes, so CPython names the function.
            _ => Err(Fault::exc(PyExc::AttributeError, format!("'function' object has no attribute '{name}'"), at)),
        }
    }

    /// `m.__func__` or `m.__self__` of a bound method `v` (of the function `func`): the
    /// function, the one object its class gives (`C.m`), and the object it is bound to; a
    /// plain function has neither (CPython's `AttributeError`).
    fn bound_method_part(&mut self, v: &Val<D>, func: FuncId, name: &str, at: Span) -> Result<Val<D>, Fault> {
        let bound = match self.domain.callable(v, at) {
            Ok(Callable::Closure(c)) => c.bound,
            _ => return Err(Fault::internal("a bound method's part of a value that is no function", at)),
        };
        match bound {
            None => Err(Fault::exc(PyExc::AttributeError, format!("'function' object has no attribute '{name}'"), at)),
            Some(receiver) if name == "__self__" => Ok(receiver),
            Some(_) if self.program.function(func).qualname.contains("<locals>") => Err(Fault::unsupported(
                "`__func__` of a method bound from a function made inside another (read the function itself)",
                at,
            )),
            Some(_) => Ok(self.function_ref(func)),
        }
    }

    /// `v.m(...)`, lowered as a call of the builtin method `m`, where `v` has no such method:
    /// what `v` holds under that name itself (an instance's attribute, `self.get = cache.get`,
    /// or one assigned to a function, `wrapper.clear = store.clear`), which CPython finds
    /// there before any method; `Err(why)` (the missing method) when it holds none.
    /// (Inlined into each method call: a value that has the method asks nothing more.)
    #[inline]
    pub(super) fn check_method_or_own(&mut self, m: Method, v: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        match self.domain.check_method(m, v, at) {
            Ok(()) => Ok(None),
            Err(why) => self.own_method(m, v, why, at),
        }
    }

    /// `check_method_or_own` where `v` has no method `m` (`why`).
    #[inline(never)]
    fn own_method(&mut self, m: Method, v: &Val<D>, why: Fault, at: Span) -> Result<Option<Val<D>>, Fault> {
        if let Some(class) = self.domain.as_class(v) {
            // `Env.fromkeys(...)` of a class deriving from `dict`.
            if let Some(held) = self.builtin_class_method(&class, v, m.name()) {
                return Ok(Some(held));
            }
        }
        if let Some(obj) = self.domain.as_object(v).filter(|o| o.base.get().is_some()) {
            // An instance holding a builtin value: its own attribute, else the value's method.
            if let Some(held) = obj.field(m.name()).or_else(|| self.base_method(v, m, at)) {
                return Ok(Some(held));
            }
        }
        let held = match self.domain.as_object(v) {
            Some(obj) => obj.field(m.name()),
            None => self.function_target(v).and_then(|t| self.assigned_function_attr(t.key, m.name())),
        };
        if held.is_none() && self.type_name(v, at).ok().as_deref() == Some("module") {
            // A module used as a value holds functions named as builtin methods (`p.join(...)`
            // for `p = os.path`).
            return self.get_attribute(v.clone(), m.name(), at).map(Some);
        }
        match held {
            Some(held) => Ok(Some(held)),
            None => {
                let missing = self.missing_method(why, v, m.name(), at)?;
                match self.domain.as_object(v) {
                    Some(obj) => self.or_getattr_hook(Err(missing), &obj, v, m.name(), at, Some),
                    None => Err(missing),
                }
            }
        }
    }

    /// `f.__module__` and `f.__doc__` of a builtin function or class (`len`, `sorted`, `int`):
    /// `builtins` and CPython 3.11's docstring (what `functools.update_wrapper` copies from
    /// `lru_cache(None)(len)`); `None` for any other value or attribute.
    pub(super) fn builtin_text_attribute(&mut self, v: &Val<D>, name: &str, at: Span) -> Option<Result<Val<D>, Fault>> {
        if !matches!(name, "__module__" | "__doc__") || self.domain.as_object(v).is_some() {
            return None;
        }
        if name == "__module__" && self.domain.as_class(v).is_none() {
            // A builtin class (`deque`, `json.JSONDecodeError`): the module its repr names.
            let text = self.domain.text(v);
            if let Some(qualified) = text.strip_prefix("<class '").and_then(|t| t.strip_suffix("'>")) {
                let module = qualified.rsplit_once('.').map_or("builtins", |(m, _)| m);
                return Some(self.text_const(module, at));
            }
        }
        let Ok(Callable::Builtin(b)) = self.domain.callable(v, at) else { return None };
        let (_, doc) = super::function_names::BUILTIN_DOCS.iter().find(|(n, _)| *n == b.name())?;
        Some(self.text_const(if name == "__module__" { "builtins" } else { doc }, at))
    }

    fn assigned_function_attr(&self, key: Option<usize>, name: &str) -> Option<Val<D>> {
        let entry = self.function_attrs.get(&key?)?;
        entry.attrs.iter().find(|(n, _)| &**n == name).map(|(_, v)| v.clone())
    }

    /// `__defaults__` (the positional parameters' defaults, a tuple) or `__kwdefaults__` (the
    /// keyword-only ones', a dict); `None` where there are none, as in CPython.
    fn function_defaults(&mut self, v: &Val<D>, t: &Target, keyword: bool, at: Span) -> Result<Val<D>, Fault> {
        let defaults = self.param_defaults(v, t.func, at)?;
        let program = self.program;
        let func = program.function(t.func);
        let mut items = Vec::new();
        for (p, default) in func.params.iter().zip(defaults) {
            if let (true, Some(value)) = ((p.kind == ParamKind::KeywordOnly) == keyword, default) {
                items.push((p.name.clone(), value));
            }
        }
        if items.is_empty() {
            return self.domain.constant(&Const::None, at);
        }
        if !keyword {
            return self.domain.build(super::BuildKind::Tuple, items.into_iter().map(|(_, v)| v).collect(), at);
        }
        let mut pairs = Vec::with_capacity(items.len());
        for (name, value) in items {
            pairs.push((self.text_const(&name, at)?, value));
        }
        self.domain.build_dict(pairs, at)
    }

    /// The default of each named parameter of `func` (the function `v` is, or a method bound
    /// from it) as the function object holds it: computed where the `def` ran, a module value
    /// read then, or a literal; `None` for a parameter without one.
    pub(super) fn param_defaults(&mut self, v: &Val<D>, func: FuncId, at: Span) -> Result<Vec<Option<Val<D>>>, Fault> {
        let computed = match self.domain.callable(v, at)? {
            Callable::Closure(c) => c.defaults.clone(),
            Callable::Builtin(_)
            | Callable::Object(_)
            | Callable::Method(..)
            | Callable::Class(_)
            | Callable::Exception(_)
            | Callable::Slot(..) => Closure::<Val<D>>::new(func, self.no_free.clone()).defaults,
        };
        let program = self.program;
        let func = program.function(func);
        let globals = self.global_defaults(&func.global_defaults, at)?;
        let mut defaults = Vec::with_capacity(func.params.len());
        for (i, p) in func.params.iter().enumerate() {
            let found = computed.iter().chain(globals.iter()).find(|(j, _)| *j as usize == i).map(|(_, v)| v.clone());
            defaults.push(match (found, &p.default) {
                (Some(v), _) => Some(v),
                (None, Some(c)) => Some(self.domain.constant(c, at)?),
                (None, None) => None,
            });
        }
        Ok(defaults)
    }

    /// `__doc__` or `__module__` of a class of the program (or of an instance of one, which
    /// reads its class's): its docstring or `None`; its module (`'__main__'`, or CPython's
    /// module of a modelled module's class, `'fractions'`).
    pub(super) fn class_text_attribute(
        &mut self,
        class: &crate::ir::ClassDef,
        name: &str,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if name == "__module__" {
            return self.text_const(class.module_name(), at);
        }
        if let Some(module) = self.program.modelled_module(class.span.file) {
            return Err(Fault::unsupported(format!("`{name}` of a class of clauz3's model of `{module}`"), at));
        }
        match &class.doc {
            Some(doc) => self.domain.constant(&Const::Str(doc.clone()), at),
            None if class.data().is_some() => Err(Fault::unsupported(
                format!(
                    "`__doc__` of `{}`, which CPython writes from its fields (give the class a docstring)",
                    class.name
                ),
                at,
            )),
            None => self.domain.constant(&Const::None, at),
        }
    }
}

/// Whether the function `qualname` of clauz3's model of `module` stands for a builtin of
/// CPython (written in C, or a bound method of a hidden instance, as `random.randint` is),
/// which a class does not bind to its instances: a module-level function of those modules
/// or a function made inside one (`operator.itemgetter(1)`). Their classes' methods, which
/// CPython binds, are not named here.
/// CPython's `__name__`, `__qualname__` or `__module__` (`attr`) of the module-level function
/// `qualname` that clauz3's model of `module` defines (`bisect.bisect` is `bisect_right`).
fn cpython_function_name(module: &str, qualname: &str, attr: &str) -> Option<&'static str> {
    let (_, _, name, qual, home) =
        super::function_names::FUNCTION_NAMES.iter().find(|(m, n, ..)| *m == module && *n == qualname)?;
    match attr {
        "__name__" => Some(*name),
        "__qualname__" => Some(*qual),
        "__module__" => Some(*home),
        _ => None,
    }
}

fn native_in_cpython(module: &str, qualname: &str) -> bool {
    let (root, rest) = qualname.split_once('.').unwrap_or((qualname, ""));
    if !rest.is_empty() && !rest.starts_with("<locals>") {
        return false;
    }
    match module {
        "math" | "operator" | "itertools" | "bisect" | "unicodedata" | "binascii" | "zlib" | "struct" | "time"
        | "csv" | "sys" | "decimal" | "random" => true,
        "heapq" => !matches!(root, "nsmallest" | "nlargest" | "merge"),
        "functools" => matches!(root, "reduce" | "cmp_to_key"),
        "hashlib" => root != "new",
        "hmac" => root == "compare_digest",
        "warnings" => matches!(root, "warn" | "warn_explicit"),
        _ => false,
    }
}

//! `class` statements of the agent program at module level: plain classes with methods, class
//! attributes, properties, static and class methods and one base class; `@dataclass` classes
//! and `typing.NamedTuple` classes. What Python would do with metaprogramming (metaclasses,
//! other class decorators, attribute hooks, several bases) is refused here, located.

use super::abstract_class;
use super::literal::{literal, Literal};
use super::module_env::{ModuleEnv, ModuleItem};
use super::named_tuple_call;
use super::span_of;
use crate::diag::Diagnostic;
use crate::ir::{
    ClassDef, Const, DataField, DataKind, DataSpec, FieldDefault, FuncId, Function, Member, ModuleValue, ORDERINGS,
};
use crate::source::{FileId, Span};
use rustpython_parser::ast;
use std::rc::Rc;

mod accessors;
mod bases;
mod dataclass_spec;

use bases::{inherited_fields, Bases};

use dataclass_spec::Annotated;
pub use dataclass_spec::DataOptions;

/// The dunder methods a class may define: the ones the evaluator calls for builtins and
/// operators. Any other dunder changes what Python does in ways clauz3 does not model.
const KNOWN_DUNDERS: &[&str] = &[
    "__init__",
    "__post_init__",
    "__repr__",
    "__str__",
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__len__",
    "__bool__",
    "__contains__",
    "__hash__",
    "__enter__",
    "__exit__",
    "__call__",
    "__int__",
    "__float__",
    "__index__",
    "__reversed__",
    "__format__",
    "__round__",
    // What the modelled `math.floor`, `math.ceil` and `math.trunc` call when a class defines them.
    "__floor__",
    "__ceil__",
    "__trunc__",
    // What the modelled `copy` calls when a class defines them.
    "__copy__",
    "__deepcopy__",
    // A class attribute's descriptor protocol and its naming at class creation
    // (`sema/descriptors.rs`).
    "__get__",
    "__set__",
    "__delete__",
    "__set_name__",
    // Called with each subclass and its class keywords (`syntax/init_subclass.rs`).
    "__init_subclass__",
    // What `dict.__getitem__` calls for a missing key of a dict subclass (`sema/builtin_subclass.rs`).
    "__missing__",
    // Called by every attribute assignment on an instance (`sema/setattr_hook.rs`).
    "__setattr__",
    // Called by every `del obj.name` on an instance (`sema/setattr_hook.rs`).
    "__delattr__",
    // Called with the name when reading an instance's attribute finds none (`sema/getattr_hook.rs`).
    "__getattr__",
    // What `isinstance`/`issubclass` call on an instance given as the class (`typing`'s forms).
    "__instancecheck__",
    "__subclasscheck__",
];

/// The operator and container dunders the evaluator dispatches (`sema/operator_dunders.rs`, `sema/
/// container_dunders.rs`), beside the binary operators' and `divmod`'s (`ir::slots::BINARY_SLOTS`).
pub const OPERATOR_DUNDERS: &[&str] = &[
    "__matmul__",
    "__rmatmul__",
    "__iadd__",
    "__isub__",
    "__imul__",
    "__itruediv__",
    "__ifloordiv__",
    "__imod__",
    "__ipow__",
    "__ilshift__",
    "__irshift__",
    "__imatmul__",
    "__iand__",
    "__ior__",
    "__ixor__",
    "__neg__",
    "__pos__",
    "__abs__",
    "__invert__",
    "__iter__",
    "__next__",
    "__getitem__",
    "__setitem__",
    "__delitem__",
];

/// Whether a class may define the special method `name`.
fn known_dunder(name: &str) -> bool {
    KNOWN_DUNDERS.contains(&name)
        || super::async_lower::ASYNC_DUNDERS.contains(&name)
        || OPERATOR_DUNDERS.contains(&name)
        || crate::ir::slots::BINARY_SLOTS.contains(&name)
}

/// Whether `class` may be mixed into an enumeration before its base: a class of the program
/// with only methods and class attributes along its order (no enumeration, dataclass, named
/// tuple or exception class, none of which CPython's members could be made with).
fn plain_mixin(class: &ClassDef) -> bool {
    class.mro().all(|c| c.enum_role.is_none() && c.data.is_none() && c.exc_base.is_none())
}

/// A class declared, with the methods still to lower (each has its function slot reserved).
pub struct DeclaredClass<'a> {
    pub class: Rc<ClassDef>,
    pub methods: Vec<(&'a ast::StmtFunctionDef, FuncId)>,
}

/// Reads a module-level `class` statement (method bodies are lowered once all names are known).
pub fn declare_class<'a>(
    file: FileId,
    c: &'a ast::StmtClassDef,
    id: u32,
    env: &ModuleEnv,
    functions: &mut Vec<Option<Function>>,
) -> Result<DeclaredClass<'a>, Vec<Diagnostic>> {
    let mut reader = Reader { file, env, name: c.name.as_str(), errors: Vec::new() };
    let span = span_of(file, c);
    let Bases { classes: bases, ancestors, exc_base, exc_also, builtin: builtin_base, named_tuple } =
        reader.bases(c, span);
    let derives_builtin = builtin_base.is_some() || bases.iter().any(|b| b.builtin_type().is_some());
    // An exception class's `__new__` runs before its `__init__` (`sema/exc_objects.rs`).
    let derives_exception = exc_base.is_some() || bases.iter().any(|b| b.exception_root().is_some());
    // `class Status(Describe, Enum)`: plain classes of the program mixed in before the
    // enumeration base, which alone decides the kind.
    let mixed = match bases.split_last() {
        Some((last, mixins)) if last.enum_role.is_some() && mixins.iter().all(|m| plain_mixin(m)) => Some(last.clone()),
        _ => None,
    };
    let spec = reader.decorators(c);
    if mixed.is_none() && bases.len() > 1 && bases.iter().any(|b| b.enum_role.is_some()) {
        reader.refuse(
            "an enumeration with several bases other than plain classes of the program before the enumeration base (`class Status(Describe, Enum)`)",
            span,
        );
    }
    let base = mixed.or_else(|| bases.first().cloned());
    let mut enum_body = match super::enum_class::kind_from_base(c.name.as_str(), base.as_deref()) {
        Ok(kind) => kind.map(|k| super::enum_class::EnumBody::new(k).mixing_str(base.as_deref()).making_members(c)),
        Err(why) => {
            reader.refuse(&why, span);
            None
        }
    };
    let unique = c.decorator_list.iter().find(|d| names_stdlib(env, d, "enum", "unique"));
    if enum_body.is_some() && (spec.is_some() || named_tuple) {
        reader.refuse("`@dataclass` or `NamedTuple` on an enumeration", span);
    }
    let total_ordering = c.decorator_list.iter().find(|d| names_stdlib(env, d, "functools", "total_ordering"));
    if derives_builtin && (named_tuple || spec.is_some()) {
        reader.refuse("`@dataclass` or `NamedTuple` on a class deriving from a builtin type", span);
    }
    if named_tuple && spec.is_some() {
        reader.refuse("`@dataclass` on a `typing.NamedTuple` class", span);
    }
    let kind = match (named_tuple, &spec) {
        (true, _) => Some(DataKind::NamedTuple),
        (false, Some(_)) => Some(DataKind::Dataclass),
        (false, None) => None,
    };
    let mut members: Vec<(Rc<str>, Member)> = Vec::new();
    let mut setters: Vec<(Rc<str>, FuncId)> = Vec::new();
    let mut deleters: Vec<(Rc<str>, FuncId)> = Vec::new();
    let mut methods = Vec::new();
    let mut slots: Option<Vec<Rc<str>>> = None;
    let mut own_abstract: Vec<Rc<str>> = Vec::new();
    let mut fields: Vec<DataField> = match kind {
        Some(DataKind::Dataclass) => inherited_fields(&ancestors),
        Some(DataKind::NamedTuple) | None => Vec::new(),
    };
    // After `_: KW_ONLY` (or with `@dataclass(kw_only=True)`), fields are keyword-only.
    let mut kw_only = spec.is_some_and(|s| s.kw_only);
    for (i, stmt) in c.body.iter().enumerate() {
        let at = span_of(file, stmt);
        if let (Some(body), ast::Stmt::FunctionDef(def)) = (enum_body.as_mut(), stmt) {
            body.read_hook(def);
        }
        match stmt {
            ast::Stmt::FunctionDef(def) if reader.decorated_by_attribute(def) => {
                if let Some(setter) = reader.accessor(def, &members) {
                    functions.push(None);
                    let id = FuncId(functions.len() as u32 - 1);
                    methods.push((def, id));
                    let accessors = if setter { &mut setters } else { &mut deleters };
                    accessors.push((Rc::from(def.name.as_str()), id));
                }
            }
            ast::Stmt::FunctionDef(def) if enum_body.as_ref().is_some_and(|b| b.refuses_hook(def)) => {
                reader.refuse(&super::enum_class::sunder_refusal(def.name.as_str()), at);
            }
            ast::Stmt::FunctionDef(def) => {
                if let Some(body) = enum_body.as_mut() {
                    body.bind_other(def.name.as_str());
                }
                // An enumeration's `__new__` makes its members (`sema/enums.rs`).
                let makes = derives_builtin || derives_exception || enum_body.is_some();
                if let Some(why) = named_tuple.then(|| named_tuple_call::super_refusal(c, def)).flatten() {
                    reader.refuse(&why, at);
                }
                let Some(member) = reader.method(def, named_tuple, makes, FuncId(functions.len() as u32)) else {
                    continue;
                };
                if def.decorator_list.iter().any(|d| abstract_class::is_abstract_decorator(env, d)) {
                    own_abstract.push(Rc::from(def.name.as_str()));
                }
                functions.push(None);
                methods.push((def, FuncId(functions.len() as u32 - 1)));
                members.push((Rc::from(def.name.as_str()), member));
            }
            ast::Stmt::AnnAssign(_) if enum_body.is_some() => {
                reader.refuse("an annotated name in an enumeration's body", at);
            }
            ast::Stmt::Assign(a) if enum_body.is_some() && enum_member_name(a).is_some() => {
                let name = enum_member_name(a).unwrap_or_default();
                match enum_body.as_mut().map(|b| b.add(env, name, &a.value)) {
                    Some(Ok(Some(member))) => members.push((Rc::from(name), member)),
                    Some(Ok(None)) => {}
                    Some(Err(why)) => reader.refuse(&why, at),
                    None => {}
                }
            }
            ast::Stmt::AnnAssign(a) => {
                let ast::Expr::Name(target) = &*a.target else {
                    reader.refuse("an annotated class attribute that is not a plain name", at);
                    continue;
                };
                let name: Rc<str> = crate::ir::attr_name(target.id.as_str());
                let annotated = match kind {
                    Some(DataKind::Dataclass) => reader.annotated(&a.annotation),
                    _ => Annotated::Field,
                };
                if let Annotated::KwOnlyMarker = annotated {
                    kw_only = true;
                    continue;
                }
                if kind.is_some() && matches!(annotated, Annotated::Field | Annotated::InitVar) {
                    let mut field = match &a.value {
                        None => DataField::plain(name.clone(), FieldDefault::Required),
                        Some(v) => reader.field_spec(name.clone(), v, at),
                    };
                    field.kw_only |= kw_only;
                    field.annotation = reader.annotation_value(&a.annotation);
                    if let Annotated::InitVar = annotated {
                        if !field.init || matches!(field.default, FieldDefault::Factory(_)) {
                            // CPython raises ValueError / TypeError when the class is created.
                            reader.refuse("an `InitVar` with `init=False` or a `default_factory`", at);
                        }
                        field.init_var = true;
                        field.compare = false;
                        field.repr = false;
                        field.hash = Some(false);
                    }
                    if named_tuple {
                        reader.check_named_tuple_field(&name, a.value.as_deref(), at);
                    }
                    match fields.iter().position(|f| f.name == name) {
                        Some(i) => fields[i] = field,
                        None => fields.push(field),
                    }
                    let default = fields.iter().find(|f| f.name == name).map(|f| &f.default);
                    match (kind, default) {
                        (Some(DataKind::Dataclass), Some(FieldDefault::Value(v))) => {
                            members.push((name, Member::Attr(v.clone())));
                        }
                        (Some(DataKind::Dataclass), Some(FieldDefault::Computed(v))) => {
                            let v = v.clone();
                            members.push((name, Member::Shared(Member::shared_key(id, members.len() as u32), v)));
                        }
                        _ => {}
                    }
                } else if let Some(v) = &a.value {
                    if let Some(v) = reader.class_attr(v, members.len(), id, at) {
                        members.push((name, v));
                    }
                }
            }
            ast::Stmt::Assign(a) if kind == Some(DataKind::Dataclass) && reader.is_field_call(&a.value) => {
                reader.refuse_unannotated_field(a, at);
            }
            ast::Stmt::Assign(a) => match a.targets.as_slice() {
                [ast::Expr::Name(target)] => {
                    let name = target.id.as_str();
                    let dunder = name.starts_with("__") && name.ends_with("__");
                    let none = matches!(&*a.value, ast::Expr::Constant(c) if c.value == ast::Constant::None);
                    // `__radd__ = __add__`: one more name for a method defined above.
                    let alias = match &*a.value {
                        ast::Expr::Name(n) => reader.alias_member(&members, n.id.as_str()),
                        _ => None,
                    };
                    if name == "__slots__" && kind.is_none() && slots.is_none() {
                        slots = reader.slots(&a.value, at);
                        // `Cls.__slots__` is the value the body assigned, as written.
                        if let Some(v) = slots.as_ref().and_then(|_| reader.class_attr(&a.value, members.len(), id, at))
                        {
                            members.push((Rc::from(name), v));
                        }
                    } else if name == "__hash__" && none && !named_tuple {
                        // CPython's way to make instances unhashable.
                        members.push((Rc::from("__hash__"), Member::Attr(Const::None)));
                    } else if name == "__parameters__" || name == "__orig_bases__" {
                        // A generic class's type variables (`syntax/type_parameters.rs`).
                        if let Some(v) = reader.class_attr(&a.value, members.len(), id, at) {
                            members.push((Rc::from(name), v));
                        }
                    } else if name == "__match_args__" && string_literals(&a.value) {
                        // What class patterns read positionally (`match_class.rs`).
                        if let Some(v) = reader.class_attr(&a.value, members.len(), id, at) {
                            members.push((Rc::from(name), v));
                        }
                    } else if dunder && (!known_dunder(name) || alias.is_none()) {
                        reader.refuse(&format!("the class attribute `{name}`"), at);
                    } else if let Some((_, member)) = alias {
                        members.push((Rc::from(name), member));
                    } else if let Some(v) = reader.class_attr(&a.value, members.len(), id, at) {
                        members.push((Rc::from(name), v));
                    }
                }
                _ => reader.refuse("a class attribute assignment other than `name = literal`", at),
            },
            ast::Stmt::Pass(_) => {}
            ast::Stmt::Expr(_) if i == 0 && super::stmt::is_docstring(stmt) => {}
            ast::Stmt::Expr(_) if super::stmt::is_ellipsis(stmt) => {}
            _ => reader
                .refuse("a statement in a class body other than `def`, `name = literal`, `name: type` or `pass`", at),
        }
    }
    rebind_members(&mut members);
    let options = spec.unwrap_or_default();
    if spec.is_some() {
        for b in &bases {
            reader.check_frozen_bases(Some(b), options.frozen, span);
        }
    }
    if options.unsafe_hash && members.iter().any(|(n, _)| &**n == "__hash__") {
        reader.refuse(&format!("`@dataclass(unsafe_hash=True)` on a class defining `__hash__` (CPython raises TypeError: Cannot overwrite attribute __hash__ in class {})", c.name), span);
    }
    if options.slots {
        // The class CPython makes has no class attributes for the defaults.
        members.retain(|(n, _)| !fields.iter().any(|f| f.name == *n));
        let own: Vec<Rc<str>> = fields
            .iter()
            .filter(|f| !f.init_var)
            .filter(|f| {
                !ancestors.iter().any(|b| b.data.as_ref().is_some_and(|d| d.fields.iter().any(|g| g.name == f.name)))
            })
            .map(|f| f.name.clone())
            .collect();
        slots = Some(own);
    }
    members.extend(dataclass_spec::match_args(&options, kind, &fields, &members));
    let data = kind.map(|kind| {
        reader.check_field_order(&fields, named_tuple, span);
        let DataOptions { order, frozen, eq, unsafe_hash, init, repr, .. } = options;
        let (init, repr, call_subclass) =
            (init || named_tuple, repr || named_tuple, named_tuple_call::derives_from_call(c));
        DataSpec { kind, fields, order, frozen, eq, unsafe_hash, init, repr, call_subclass }
    });
    if let Some(clash) = slots.iter().flatten().find(|s| members.iter().any(|(m, _)| m == *s)) {
        reader.refuse(
            &format!("`__slots__` naming `{clash}`, a class attribute (CPython raises ValueError: '{clash}' in __slots__ conflicts with class variable)"),
            span,
        );
    }
    match (unique, &enum_body) {
        (Some(_), Some(body)) => {
            if let Some(why) = body.unique_refusal() {
                reader.refuse(&why, span);
            }
        }
        (Some(d), None) => reader.refuse("`@unique` on a class that is not an enumeration", span_of(file, d)),
        (None, _) => {}
    }
    let enum_role = enum_body.map(|body| body.finish(unique.is_some(), c.name.as_str()));
    let total_order = total_ordering.and_then(|d| reader.ordering_root(d, &members, &ancestors, data.as_ref()));
    if !reader.errors.is_empty() {
        return Err(reader.errors);
    }
    let abc = abstract_class::declares_abc(env, c);
    let abstract_methods = abstract_class::unimplemented(abc, &bases, &ancestors, &members, &own_abstract);
    let protocol = abstract_class::protocol_spec(env, c);
    if protocol.is_none() && c.decorator_list.iter().any(|d| abstract_class::is_runtime_checkable(env, d)) {
        reader.refuse("`@runtime_checkable` on a class that is not a protocol (CPython raises TypeError)", span);
    }
    let name: Rc<str> = Rc::from(c.name.as_str());
    let class = ClassDef {
        id,
        qualname: Rc::clone(&name),
        name,
        bases,
        ancestors,
        exc_base,
        exc_also,
        builtin_base,
        members,
        setters,
        deleters,
        data,
        total_order,
        slots,
        abstract_methods,
        enum_role,
        protocol,
        annotates: c.body.iter().any(|s| matches!(s, ast::Stmt::AnnAssign(_))),
        annotations: super::annotation_values::hoisted_value(
            env,
            &super::annotation_values::hidden_name(c.name.as_str()),
        ),
        store_facts: std::cell::OnceCell::new(),
        keyed: std::cell::OnceCell::new(),
        member_index: std::cell::OnceCell::new(),
        doc: super::function::docstring(&c.body),
        type_params: abstract_class::type_params(env, c),
        home: None,
        module: None,
        span,
    };
    Ok(DeclaredClass { class: Rc::new(class), methods })
}

pub use crate::ir::ENUM_MIXINS;

struct Reader<'e> {
    file: FileId,
    env: &'e ModuleEnv,
    name: &'e str,
    errors: Vec<Diagnostic>,
}

impl Reader<'_> {
    fn refuse(&mut self, what: &str, span: Span) {
        self.errors
            .push(Diagnostic::unsupported(format!("{what} is not in the clauz3 subset (class `{}`)", self.name), span));
    }

    /// `__slots__ = ("x", "y")` (a tuple or list of names, or one name as a string): the
    /// instance attributes allowed; anything else is refused.
    fn slots(&mut self, v: &ast::Expr, at: Span) -> Option<Vec<Rc<str>>> {
        let name = |e: &ast::Expr| match e {
            ast::Expr::Constant(c) => match &c.value {
                ast::Constant::Str(s) if is_identifier(s) && s != "__dict__" && s != "__weakref__" => {
                    Some(Rc::from(s.as_str()))
                }
                _ => None,
            },
            _ => None,
        };
        let names = match v {
            ast::Expr::Tuple(t) => t.elts.iter().map(name).collect(),
            ast::Expr::List(l) => l.elts.iter().map(name).collect(),
            one => name(one).map(|n| vec![n]),
        };
        if names.is_none() {
            self.refuse("`__slots__` other than a tuple or list of attribute names", at);
        }
        names
    }

    /// The method `@total_ordering` derives the other orderings from: the first of `__lt__`,
    /// `__le__`, `__gt__`, `__ge__` the class or a base defines. CPython raises ValueError for
    /// a class with none, and `@dataclass(order=True)` makes the decorator pointless or fail.
    fn ordering_root(
        &mut self,
        decorator: &ast::Expr,
        members: &[(Rc<str>, Member)],
        ancestors: &[Rc<ClassDef>],
        data: Option<&DataSpec>,
    ) -> Option<&'static str> {
        let at = span_of(self.file, decorator);
        if data.is_some_and(|d| d.kind == DataKind::NamedTuple) {
            // `tuple` defines all four orderings, so CPython's decorator derives none.
            return None;
        }
        if data.is_some_and(|d| d.order) {
            self.refuse("`@total_ordering` with `@dataclass(order=True)`", at);
            return None;
        }
        let defined = |name: &str| {
            members.iter().any(|(n, _)| &**n == name) || ancestors.iter().any(|b| b.special(name).is_some())
        };
        let root = ORDERINGS.into_iter().find(|name| defined(name));
        if root.is_none() {
            self.refuse(
                "`@total_ordering` on a class defining none of `__lt__`, `__le__`, `__gt__`, `__ge__` \
                 (CPython raises ValueError: must define at least one ordering operation: < > <= >=)",
                at,
            );
        }
        root
    }

    /// A `def` in the class body: what it binds, or `None` (refused).
    fn method(
        &mut self,
        def: &ast::StmtFunctionDef,
        named_tuple: bool,
        derives_builtin: bool,
        id: FuncId,
    ) -> Option<Member> {
        let at = span_of(self.file, def);
        let name = def.name.as_str();
        if name == "__new__" && derives_builtin && def.decorator_list.is_empty() {
            // CPython makes `__new__` a static method; it runs for a class deriving from a
            // builtin type (`sema/builtin_subclass.rs`).
            return Some(Member::Static(id));
        }
        if name.starts_with("__") && name.ends_with("__") && !known_dunder(name) {
            self.refuse(&format!("the special method `{name}`"), at);
            return None;
        }
        // A `NamedTuple` class's own comparisons win over `tuple`'s (`sema/named_tuple_order.rs`).
        let kept = matches!(name, "__str__" | "__repr__" | "__eq__" | "__ne__") || ORDERINGS.contains(&name);
        if named_tuple && name.starts_with("__") && name.ends_with("__") && !kept {
            self.refuse(&format!("the special method `{name}` in a `NamedTuple` class (its instances are tuples, hashed and written as CPython's tuples are)"), at);
            return None;
        }
        if named_tuple && (crate::ir::NAMED_TUPLE_METHODS.contains(&name) || name == "_fields") {
            // CPython raises AttributeError when the class is created.
            self.refuse(&format!("overwriting the `NamedTuple` attribute `{name}`"), at);
            return None;
        }
        let decorators: Vec<&ast::Expr> =
            def.decorator_list.iter().filter(|d| !abstract_class::is_abstract_decorator(self.env, d)).collect();
        let member = match decorators.as_slice() {
            // CPython makes `__init_subclass__` a class method, decorated or not.
            [] if name == "__init_subclass__" => Member::ClassMethod(id),
            [ast::Expr::Name(d)] if name == "__init_subclass__" && d.id.as_str() == "classmethod" => {
                Member::ClassMethod(id)
            }
            [] => Member::Method(id),
            [ast::Expr::Name(d)] if d.id.as_str() == "staticmethod" => Member::Static(id),
            [ast::Expr::Name(d)] if d.id.as_str() == "classmethod" => Member::ClassMethod(id),
            [ast::Expr::Name(d)] if d.id.as_str() == "property" => Member::Property(id),
            [d] if names_stdlib(self.env, d, "functools", "cached_property") && !named_tuple => {
                Member::CachedProperty(id)
            }
            [dec, ..] if name.starts_with("__") && name.ends_with("__") => {
                self.refuse(
                    &format!("a decorator on the special method `{name}` (call a decorated helper method from it)"),
                    span_of(self.file, *dec),
                );
                return None;
            }
            [dec, ..] => {
                self.refuse(
                    "a method decorator other than the program's own (a module-level function, class or name), `@staticmethod`, `@classmethod`, `@property`, `@functools.cached_property`, `@functools.cache`, `@functools.lru_cache`, `@functools.singledispatchmethod`, `@abstractmethod` or `@contextmanager` (write the decorator as a module-level function of the program)",
                    span_of(self.file, *dec),
                );
                return None;
            }
        };
        let positional = def.args.posonlyargs.len() + def.args.args.len();
        if !matches!(member, Member::Static(_)) && positional == 0 {
            self.refuse(&format!("method `{name}` without a first parameter (`self`)"), at);
            return None;
        }
        Some(member)
    }

    /// A dataclass field's default value: a literal.
    fn field_default(&mut self, v: &ast::Expr, at: Span) -> FieldDefault {
        match super::class_values::hoisted(self.env, v) {
            Some(ModuleValue::Const(c)) => return FieldDefault::Value(c),
            Some(other) => return FieldDefault::Computed(other),
            None => {}
        }
        match literal(v) {
            Some(Literal::Immutable(c)) => FieldDefault::Value(c),
            Some(Literal::Container(kind)) => {
                // CPython raises ValueError: mutable default is not allowed.
                self.refuse(&format!("a mutable {kind} as a field default (use `field(default_factory={kind})`)"), at);
                FieldDefault::Required
            }
            None => {
                self.refuse("a field default that is not a literal", at);
                FieldDefault::Required
            }
        }
    }

    /// A class attribute's value: a literal constant, or a display of literals (a list, dict
    /// or set shared by every instance, numbered by the class and the member's position), or
    /// what a private module function called without arguments returns (`utc = _utc_zone()`,
    /// how the modelled `datetime` makes `timezone.utc`), computed once per run when first read.
    fn class_attr(&mut self, v: &ast::Expr, position: usize, class: u32, at: Span) -> Option<Member> {
        if let Some(hidden) = super::class_values::hoisted(self.env, v) {
            return Some(match hidden {
                ModuleValue::Const(c) => Member::Attr(c),
                other => Member::Shared(Member::shared_key(class, position as u32), other),
            });
        }
        if let Some(member) = super::enum_class::member_reference(self.env, v) {
            return Some(Member::Shared(Member::shared_key(class, position as u32), member));
        }
        if let Some(func) = self.private_call(v) {
            return Some(Member::Shared(Member::shared_key(class, position as u32), ModuleValue::Computed(func)));
        }
        match literal(v) {
            Some(Literal::Immutable(c)) => Some(Member::Attr(c)),
            Some(Literal::Container(_)) => match super::literal::module_value(v) {
                Some(value) => Some(Member::Shared(Member::shared_key(class, position as u32), value)),
                None => {
                    self.refuse("a class attribute that is not a literal", at);
                    None
                }
            },
            // `errors = (KeyError, IndexError)`, for `except self.errors:`.
            None => match super::try_stmt::exception_classes(self.env, v) {
                Some(classes) => Some(Member::Attr(classes)),
                None => {
                    self.refuse("a class attribute that is not a literal", at);
                    None
                }
            },
        }
    }

    /// The module function `_name` that `v` calls without arguments.
    fn private_call(&self, v: &ast::Expr) -> Option<FuncId> {
        let ast::Expr::Call(call) = v else { return None };
        let ast::Expr::Name(n) = &*call.func else { return None };
        if !call.args.is_empty() || !call.keywords.is_empty() || !n.id.as_str().starts_with('_') {
            return None;
        }
        match self.env.items.get(n.id.as_str()) {
            Some(ModuleItem::Function(f)) => Some(*f),
            _ => None,
        }
    }

    /// What CPython refuses when it creates a `NamedTuple` class (a field whose name starts
    /// with an underscore), and `field(...)` as a default, a dataclass's (CPython would store
    /// the `Field` object itself); any other default is computed before the class.
    fn check_named_tuple_field(&mut self, name: &str, value: Option<&ast::Expr>, at: Span) {
        if name.starts_with('_') {
            self.refuse(
                &format!("the field `{name}` (CPython raises ValueError: Field names cannot start with an underscore)"),
                at,
            );
        }
        if let Some(ast::Expr::Call(_)) = value {
            self.refuse(
                "`field(...)` as a `NamedTuple` field default (it is a dataclass's: write the default itself)",
                at,
            );
        }
    }

    /// CPython refuses a field without a default after one with a default.
    fn check_field_order(&mut self, fields: &[DataField], named_tuple: bool, span: Span) {
        let mut defaulted = None;
        for f in fields {
            match (&f.default, &defaulted) {
                _ if !f.init || f.kw_only => {}
                (FieldDefault::Required, Some(ref d)) => {
                    let message = match named_tuple {
                        true => format!("Non-default namedtuple field {} cannot follow default field {d}", f.name),
                        false => format!("non-default argument '{}' follows default argument '{d}'", f.name),
                    };
                    self.errors.push(Diagnostic::unsupported(
                        format!(
                            "class `{}`: {message} (CPython raises TypeError when the class is created)",
                            self.name
                        ),
                        span,
                    ));
                    return;
                }
                (FieldDefault::Required, None) => {}
                (FieldDefault::Value(_) | FieldDefault::Factory(_) | FieldDefault::Computed(_), _) => {
                    defaulted = Some(f.name.clone())
                }
            }
        }
    }
}

/// Lowers every method of the declared classes, each as a function named `Class.method` (as
/// CPython names it in messages), with its class known for `super()`.
pub fn lower_methods(
    file: FileId,
    env: &ModuleEnv,
    functions: &mut Vec<Option<Function>>,
    classes: &[DeclaredClass<'_>],
) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    let lowerer =
        &mut super::function::Lowerer { file, env, functions, diags: &mut diags, scopes: Vec::new(), depth: 0 };
    for declared in classes {
        *lowerer.env.current_class.borrow_mut() = Some(declared.class.clone());
        for (def, id) in &declared.methods {
            lowerer.lower_function(def, *id);
            if let Some(Some(f)) = lowerer.functions.get_mut(id.0 as usize) {
                name_method(f, &declared.class, def.name.as_str());
            }
        }
    }
    *lowerer.env.current_class.borrow_mut() = None;
    diags
}

/// Names the function lowered from the method `def` of `class` as its messages name it
/// (`Class.m`, under the class's `__qualname__`); a hidden name (`m@undecorated`) is the
/// method's own up to its `@`, in its qualname too.
pub(super) fn name_method(f: &mut Function, class: &ClassDef, def: &str) {
    let name = def.split('@').next().unwrap_or_default();
    f.name = Rc::from(format!("{}.{}", class.qualname, name).as_str());
    if let Some((plain, _)) = f.qualname.split_once('@') {
        f.qualname = Rc::from(plain);
    }
}

/// A name the class body binds twice (`LIMIT = 10` ... `LIMIT = 20`, a method defined again)
/// is one entry of the class namespace: at its first binding's place, with its last value.
fn rebind_members(members: &mut Vec<(Rc<str>, Member)>) {
    let mut k = 0;
    while k < members.len() {
        match members[..k].iter().position(|(n, _)| *n == members[k].0) {
            Some(first) => {
                let (_, member) = members.remove(k);
                members[first].1 = member;
            }
            None => k += 1,
        }
    }
}

/// Whether `e` names `dataclasses.<name>` (imported whole or by name).
pub(super) fn names_dataclasses(env: &ModuleEnv, e: &ast::Expr, name: &str) -> bool {
    names_stdlib(env, e, "dataclasses", name)
}

/// The name a statement of an enumeration's body binds as a member: one plain name that is
/// not a special (`__dunder__`) one.
fn enum_member_name(a: &ast::StmtAssign) -> Option<&str> {
    match a.targets.as_slice() {
        [ast::Expr::Name(n)] if !(n.id.starts_with("__") && n.id.ends_with("__")) => Some(n.id.as_str()),
        _ => None,
    }
}

/// Whether `e` names `<module>.<name>` of a standard module (imported whole or by name).
/// A tuple or list of string literals (`("x", "y")`).
fn string_literals(e: &ast::Expr) -> bool {
    let items = match e {
        ast::Expr::Tuple(t) => &t.elts,
        ast::Expr::List(l) => &l.elts,
        _ => return false,
    };
    items.iter().all(|i| matches!(i, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_))))
}

pub(super) fn names_stdlib(env: &ModuleEnv, e: &ast::Expr, module: &str, name: &str) -> bool {
    match e {
        ast::Expr::Name(n) => match env.items.get(n.id.as_str()) {
            Some(ModuleItem::Foreign(d)) => *d == format!("{module}.{name}"),
            Some(ModuleItem::Constant(Const::Class(c))) => {
                c.is_marker() && c.qualified_name() == format!("{module}.{name}")
            }
            _ => false,
        },
        ast::Expr::Attribute(a) => {
            a.attr.as_str() == name
                && matches!(&*a.value, ast::Expr::Name(m) if matches!(
                    env.items.get(m.id.as_str()),
                    Some(ModuleItem::Foreign(d) | ModuleItem::Module(d)) if d == module
                ))
        }
        _ => false,
    }
}

/// Whether `s` is a Python identifier (ASCII letters, digits and `_`, not starting with a
/// digit; other names are refused rather than guessed).
fn is_identifier(s: &str) -> bool {
    s.chars().next().is_some_and(|c| c == '_' || c.is_ascii_alphabetic())
        && s.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
}

//! What `@dataclass(...)` and `field(...)` say about a class and its fields, read from the
//! `class` statement: the decorator's options, each field's `field(...)` keywords, its
//! annotation as a value (what `Field.type` reads), and the annotations that declare no field
//! (`_: KW_ONLY`, `ClassVar[...]`).

use super::{literal, names_dataclasses, names_stdlib, Literal, Reader};
use crate::ir::{Builtin, Const, DataField, DataKind, Factory, FieldDefault, FieldType, Member, PyStr};
use crate::source::Span;
use crate::syntax::literal::bool_literal;
use crate::syntax::module_env::ModuleItem;
use rustpython_parser::ast;
use std::rc::Rc;

/// The options of `@dataclass(...)` clauz3 models (`match_args` is read by class patterns).
#[derive(Debug, Clone, Copy)]
pub struct DataOptions {
    pub order: bool,
    pub frozen: bool,
    pub eq: bool,
    pub unsafe_hash: bool,
    /// Every field keyword-only in `__init__`.
    pub kw_only: bool,
    /// `slots=True`: `__slots__` of the field names, no `__dict__`.
    pub slots: bool,
    /// `init=False`: no generated `__init__`.
    pub init: bool,
    /// `repr=False`: no generated `__repr__`.
    pub repr: bool,
    /// `match_args=False`: no generated `__match_args__`.
    pub match_args: bool,
}

impl Default for DataOptions {
    fn default() -> Self {
        DataOptions {
            order: false,
            frozen: false,
            eq: true,
            unsafe_hash: false,
            kw_only: false,
            slots: false,
            init: true,
            repr: true,
            match_args: true,
        }
    }
}

/// What an annotated name of a dataclass body declares.
pub(super) enum Annotated {
    /// A field.
    Field,
    /// `_: KW_ONLY`: the fields after it are keyword-only.
    KwOnlyMarker,
    /// `ClassVar[...]`: a class attribute, no field.
    ClassVar,
    /// `InitVar[...]`: an `__init__` parameter for `__post_init__`, no field.
    InitVar,
}

impl Reader<'_> {
    /// `@dataclass` / `@dataclasses.dataclass(order=..., frozen=..., ...)`: the options, or
    /// `None` for an undecorated class.
    pub(super) fn decorators(&mut self, c: &ast::StmtClassDef) -> Option<DataOptions> {
        let mut spec = None;
        for dec in &c.decorator_list {
            let at = super::span_of(self.file, dec);
            let (func, keywords) = match dec {
                ast::Expr::Call(call) if call.args.is_empty() => (&*call.func, call.keywords.as_slice()),
                other => (other, &[][..]),
            };
            if names_stdlib(self.env, dec, "functools", "total_ordering")
                || names_stdlib(self.env, dec, "enum", "unique")
                || super::super::abstract_class::is_runtime_checkable(self.env, dec)
            {
                continue;
            }
            if !names_dataclasses(self.env, func, "dataclass") || spec.is_some() {
                self.refuse("a class decorator other than `@dataclass`, `@functools.total_ordering` or a function of the program returning the class it is given", at);
                continue;
            }
            let mut options = DataOptions::default();
            for k in keywords {
                match (k.arg.as_ref().map(|a| a.as_str()), bool_literal(&k.value)) {
                    (Some("order"), Some(b)) => options.order = b,
                    (Some("frozen"), Some(b)) => options.frozen = b,
                    (Some("eq"), Some(b)) => options.eq = b,
                    (Some("unsafe_hash"), Some(b)) => options.unsafe_hash = b,
                    (Some("kw_only"), Some(b)) => options.kw_only = b,
                    (Some("slots"), Some(b)) => options.slots = b,
                    (Some("init"), Some(b)) => options.init = b,
                    (Some("repr"), Some(b)) => options.repr = b,
                    // Read by class patterns (`syntax/match_class.rs`), which refuse `False`.
                    (Some("match_args"), Some(b)) => options.match_args = b,
                    _ => self.refuse(
                        "a `@dataclass` option other than `order`, `frozen`, `eq`, `unsafe_hash`, `kw_only`, `slots`, `init`, `repr` or `match_args` set to True or False",
                        at,
                    ),
                }
            }
            if options.order && !options.eq {
                // CPython raises ValueError when the class is created.
                self.refuse("`@dataclass(order=True, eq=False)` (CPython refuses it: order needs eq)", at);
            }
            spec = Some(options);
        }
        spec
    }

    /// What the annotation `ann` of a dataclass body declares.
    pub(super) fn annotated(&self, ann: &ast::Expr) -> Annotated {
        if names_dataclasses(self.env, ann, "KW_ONLY") {
            return Annotated::KwOnlyMarker;
        }
        let head = match ann {
            ast::Expr::Subscript(s) => &*s.value,
            other => other,
        };
        let class_var = match head {
            ast::Expr::Name(n) => n.id.as_str() == "ClassVar" && self.env.names_typing("ClassVar"),
            ast::Expr::Attribute(a) => {
                a.attr.as_str() == "ClassVar"
                    && matches!(&*a.value, ast::Expr::Name(m) if matches!(self.env.items.get(m.id.as_str()), Some(ModuleItem::Module(t)) if t == "typing"))
            }
            _ => false,
        };
        if class_var {
            Annotated::ClassVar
        } else if names_dataclasses(self.env, head, "InitVar") {
            Annotated::InitVar
        } else {
            Annotated::Field
        }
    }

    /// The annotation `ann` as the value CPython keeps for `Field.type`: a builtin type, a
    /// class, or a string; `None` for anything else (generic aliases, `typing` forms).
    pub(super) fn annotation_value(&self, ann: &ast::Expr) -> Option<FieldType> {
        match ann {
            ast::Expr::Constant(c) => match &c.value {
                ast::Constant::Str(s) => {
                    Some(FieldType::Const(Const::Str(Rc::new(crate::ir::PyStr::from(s.as_str())))))
                }
                _ => None,
            },
            ast::Expr::Name(n) => match self.env.items.get(n.id.as_str()) {
                Some(ModuleItem::Constant(c @ (Const::Class(_) | Const::ExcClass(_)))) => {
                    Some(FieldType::Const(c.clone()))
                }
                Some(ModuleItem::Builtin(b)) if b.as_type().is_some() => Some(FieldType::Builtin(*b)),
                Some(_) => None,
                None => Builtin::from_name(n.id.as_str())
                    .filter(|b| b.as_type().is_some() && !b.imported_only())
                    .map(FieldType::Builtin),
            },
            ast::Expr::Attribute(a) => {
                let ast::Expr::Name(m) = &*a.value else { return None };
                let Some(ModuleItem::Module(module)) = self.env.items.get(m.id.as_str()) else { return None };
                match self.env.module_items.get(&(module.clone(), a.attr.to_string())) {
                    Some(ModuleItem::Constant(c @ Const::Class(_))) => Some(FieldType::Const(c.clone())),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// A dataclass field from its value: a default, or `field(...)` with `default=`,
    /// `default_factory=` (a builtin class, or a function, lambda or class of the program),
    /// `compare=`, `repr=`, `init=`, `kw_only=` (each `True` or `False`), `hash=` (also
    /// `None`) and `metadata=` (a dict of literals).
    pub(super) fn field_spec(&mut self, name: Rc<str>, v: &ast::Expr, at: Span) -> DataField {
        let ast::Expr::Call(call) = v else { return DataField::plain(name, self.field_default(v, at)) };
        if !names_dataclasses(self.env, &call.func, "field") {
            return DataField::plain(name, self.field_default(v, at));
        }
        let mut field = DataField::plain(name, FieldDefault::Required);
        let mut known = call.args.is_empty();
        let mut defaulted = false;
        for k in &call.keywords {
            match (k.arg.as_ref().map(|a| a.as_str()), bool_literal(&k.value)) {
                (Some("default"), _) if !defaulted => {
                    field.default = self.field_default(&k.value, at);
                    defaulted = true;
                }
                (Some("default_factory"), _) if !defaulted => {
                    match self.factory(&k.value) {
                        Some(f) => field.default = FieldDefault::Factory(f),
                        None => known = false,
                    }
                    defaulted = true;
                }
                (Some("default" | "default_factory"), _) => {
                    // CPython raises ValueError: cannot specify both default and default_factory.
                    self.refuse("`field(...)` with both `default=` and `default_factory=`", at);
                }
                (Some("compare"), Some(b)) => field.compare = b,
                (Some("repr"), Some(b)) => field.repr = b,
                (Some("init"), Some(b)) => field.init = b,
                (Some("kw_only"), Some(b)) => field.kw_only = b,
                (Some("hash"), b)
                    if b.is_some() || matches!(&k.value, ast::Expr::Constant(c) if c.value == ast::Constant::None) =>
                {
                    field.hash = b;
                }
                (Some("metadata"), _) => match literal(&k.value) {
                    Some(Literal::Container(_)) if matches!(&k.value, ast::Expr::Dict(_)) => {
                        field.metadata = crate::syntax::literal::module_value(&k.value);
                        known &= field.metadata.is_some();
                    }
                    _ => known = false,
                },
                _ => known = false,
            }
        }
        if !known {
            self.refuse(
                "a `field(...)` other than one with `default=`, `default_factory=` (a class or function), `metadata=` (a dict of literals), `hash=` and `compare=`, `repr=`, `init=`, `kw_only=` set to True or False",
                at,
            );
        }
        field
    }

    /// A `default_factory`: `list`, `dict` or `set` (not shadowed by the module), or a value
    /// the `class` statement computed (a function, lambda or class, hoisted before it).
    fn factory(&self, v: &ast::Expr) -> Option<Factory> {
        if let Some(value) = crate::syntax::class_values::hoisted(self.env, v) {
            return Some(Factory::Value(value));
        }
        let ast::Expr::Name(n) = v else { return None };
        match Builtin::from_name(n.id.as_str()) {
            Some(b @ (Builtin::List | Builtin::Dict | Builtin::Set)) if !self.env.items.contains_key(n.id.as_str()) => {
                Some(Factory::Builtin(b))
            }
            _ => None,
        }
    }

    /// Whether `v` is a `field(...)` call.
    pub(super) fn is_field_call(&self, v: &ast::Expr) -> bool {
        matches!(v, ast::Expr::Call(call) if names_dataclasses(self.env, &call.func, "field"))
    }

    /// `name = field(...)` without an annotation, which CPython refuses when the class is made.
    pub(super) fn refuse_unannotated_field(&mut self, a: &ast::StmtAssign, at: Span) {
        let name = match a.targets.as_slice() {
            [ast::Expr::Name(n)] => n.id.to_string(),
            _ => "?".to_owned(),
        };
        self.refuse(
            &format!("a `field(...)` without an annotation (CPython raises TypeError: '{name}' is a field but has no type annotation)"),
            at,
        );
    }

    /// CPython's refusal of a dataclass whose base dataclass is frozen when it is not, or the
    /// other way round.
    pub(super) fn check_frozen_bases(&mut self, base: Option<&crate::ir::ClassDef>, frozen: bool, at: Span) {
        let Some(base) = base.and_then(|b| b.data()).filter(|d| d.kind == crate::ir::DataKind::Dataclass) else {
            return;
        };
        let why = match (base.frozen, frozen) {
            (true, false) => "cannot inherit non-frozen dataclass from a frozen one",
            (false, true) => "cannot inherit frozen dataclass from a non-frozen one",
            _ => return,
        };
        self.refuse(&format!("this dataclass's base (CPython raises TypeError: {why})"), at);
    }
}

/// The `__match_args__` `@dataclass` gives a class unless told not to or the body assigns its
/// own: the names of the fields `__init__` takes positionally, inherited ones first.
pub(super) fn match_args(
    options: &DataOptions,
    kind: Option<DataKind>,
    fields: &[DataField],
    members: &[(Rc<str>, Member)],
) -> Option<(Rc<str>, Member)> {
    if kind != Some(DataKind::Dataclass) || !options.match_args || members.iter().any(|(n, _)| &**n == "__match_args__")
    {
        return None;
    }
    let names = fields.iter().filter(|f| f.init && !f.kw_only).map(|f| Const::Str(Rc::new(PyStr::from(&*f.name))));
    Some((Rc::from("__match_args__"), Member::Attr(Const::Tuple(names.collect()))))
}

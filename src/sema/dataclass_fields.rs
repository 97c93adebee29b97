//! `dataclasses.fields(class_or_instance)`: a tuple of `Field` objects, one per field in
//! definition order (inherited ones first), with CPython's attributes: `name`, `type` (the
//! annotation as a value), `default` and `default_factory` (`dataclasses.MISSING` where there
//! is none), `init`, `repr`, `hash`, `compare`, `metadata` and `kw_only`. Both domains build
//! them here from the class's `DataSpec`.

use super::{BuildKind, Callable, Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{ClassDef, CmpOp, Const, DataField, Factory, FieldDefault, FieldType};
use crate::source::Span;
use std::rc::Rc;

/// Why a `Field` is not written: CPython's repr shows `MISSING`, whose text is an address.
pub const FIELD_TEXT: &str = "the repr of a `dataclasses.Field` shows `dataclasses.MISSING`, whose text is a memory address that differs from run to run (print the attributes you need: `f.name`, `f.default`)";

/// Why `dataclasses.MISSING` is not written: its text is an address.
pub const MISSING_TEXT: &str = "the text of `dataclasses.MISSING` is a memory address that differs from run to run (test it with `is MISSING` and print something else)";

/// Reading `Field.type` of an annotation clauz3 does not compute (`list[str]`, `Optional[int]`).
pub(super) fn unknown_type(at: Span) -> Fault {
    Fault::unsupported(
        "`Field.type` of a field annotated with something other than a class, a builtin type or a string (clauz3 does not compute generic aliases or `typing` forms as values)",
        at,
    )
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `fields(obj)` for a dataclass or an instance of one; CPython's `TypeError` otherwise.
    pub(super) fn dataclass_fields(&mut self, obj: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let class = self.domain.as_object(&obj).map(|o| o.class.clone()).or_else(|| self.domain.as_class(&obj));
        let Some(spec) = class.as_ref().and_then(super::dataclass_helpers::fields_of) else {
            return Err(Fault::type_error("must be called with a dataclass type or instance", at));
        };
        let key = spec.fields.as_ptr() as usize;
        if let Some((_, made)) = self.field_objects.iter().find(|(k, _)| *k == key) {
            let made = made.clone();
            return self.domain.build(BuildKind::Tuple, made, at);
        }
        let mut out = Vec::with_capacity(spec.fields.len());
        for field in spec.fields.iter().filter(|f| !f.init_var) {
            let class = class.as_ref().ok_or_else(|| Fault::internal("fields of no class", at))?;
            out.push(self.field_object(field, class, at)?);
        }
        self.field_objects.push((key, out.clone()));
        self.domain.build(BuildKind::Tuple, out, at)
    }

    /// One `Field` object.
    fn field_object(&mut self, field: &DataField, class: &Rc<ClassDef>, at: Span) -> Result<Val<D>, Fault> {
        let missing = self.domain.constant(&Const::Class(crate::ir::missing()), at)?;
        let (default, factory) = match &field.default {
            FieldDefault::Required => (missing.clone(), missing),
            FieldDefault::Value(c) => (self.domain.constant(c, at)?, missing),
            FieldDefault::Computed(v) => {
                let default = self.module_value(v, at)?;
                (self.plain_field_default(default, at)?, missing)
            }
            FieldDefault::Factory(Factory::Builtin(b)) => (missing, self.domain.function_value(Callable::Builtin(*b))),
            FieldDefault::Factory(Factory::Value(v)) => (missing, self.module_value(v, at)?),
        };
        let obj = Rc::new(Instance::made_in(crate::ir::field_class(), self.rows_depth));
        let set = |name: &str, value| obj.set_field(&Rc::from(name), value);
        set("name", self.text_const(&field.name, at)?);
        match &field.annotation {
            Some(FieldType::Const(c)) => set("type", self.domain.constant(c, at)?),
            Some(FieldType::Builtin(b)) => set("type", self.domain.function_value(Callable::Builtin(*b))),
            None => {
                if let Some(annotation) = self.annotation_value(class, &field.name, at)? {
                    set("type", annotation);
                }
            }
        }
        set("default", default);
        set("default_factory", factory);
        set("init", self.domain.constant(&Const::Bool(field.init), at)?);
        set("repr", self.domain.constant(&Const::Bool(field.repr), at)?);
        let hash = field.hash.map_or(Const::None, Const::Bool);
        set("hash", self.domain.constant(&hash, at)?);
        set("compare", self.domain.constant(&Const::Bool(field.compare), at)?);
        let metadata = match &field.metadata {
            Some(v) => self.module_value(v, at)?,
            None => self.domain.build_dict(Vec::new(), at)?,
        };
        set("metadata", metadata);
        set("kw_only", self.domain.constant(&Const::Bool(field.kw_only), at)?);
        Ok(self.domain.object_value(obj))
    }

    /// The annotation of field `name` as its class statement computed it (`list[int]`,
    /// `Optional[str]`: `C.__annotations__`), from the class or the nearest base annotating
    /// it; None where clauz3 computes no annotations.
    fn annotation_value(&mut self, class: &Rc<ClassDef>, name: &str, at: Span) -> Result<Option<Val<D>>, Fault> {
        for owner in std::iter::once(class).chain(class.ancestors.iter()) {
            let Some(value) = &owner.annotations else { continue };
            let annotations = self.module_value(value, at)?;
            let key = self.text_const(name, at)?;
            if self.test(CmpOp::In, key.clone(), annotations.clone(), at)? {
                return self.domain.get_item(annotations, key, at).map(Some);
            }
        }
        Ok(None)
    }

    /// `Class.__slots__` of a `@dataclass(slots=True)` class: its fields' names, as a tuple;
    /// a `__slots__` the program wrote is not kept as it was written, so reading it is refused.
    pub(super) fn dataclass_slots(&mut self, class: &Rc<crate::ir::ClassDef>, at: Span) -> Result<Val<D>, Fault> {
        let owner = class.defining_slots();
        match owner.and_then(|c| Some((c.data.as_ref()?, c.slots.as_ref()?))) {
            Some((spec, names)) if spec.kind == crate::ir::DataKind::Dataclass => {
                let mut items = Vec::with_capacity(names.len());
                for n in names {
                    items.push(self.text_const(n, at)?);
                }
                self.domain.build(BuildKind::Tuple, items, at)
            }
            Some(_) => Err(Fault::unsupported(
                format!(
                    "reading `{}.__slots__` of a class whose `__slots__` the program wrote (use the names it lists)",
                    class.name
                ),
                at,
            )),
            None => Err(Fault::exc(
                crate::ir::PyExc::AttributeError,
                format!("type object '{}' has no attribute '__slots__'", class.type_name()),
                at,
            )),
        }
    }
}

//! Enumerations whose class defines `__new__` (`def __new__(cls, code, label): member =
//! object.__new__(cls); member._value_ = code; ...`), the documented way to give members
//! attributes beyond their value. As CPython's `EnumType` makes such a class, each member is
//! what `__new__` returns for the arguments its value gives (a tuple's items, else the value),
//! with `_value_` the one `__new__` set (else the value, or `int(*args)`/`str(*args)` for an
//! int or str enumeration), then `_name_`, then the class's `__init__`; a member whose
//! `_value_` equals an earlier member's is an alias of it. Once the class is made, calling it
//! looks a member up by value (`sema/enums.rs`), never calling `__new__` again.

use super::{Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef, Const, EnumKind, FuncId, PyStr};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The member at `index` (named `name`, written with `value`) of `class`, whose `__new__`
    /// is `new`: made, initialized, and found an alias or not, as the module docs say.
    pub(super) fn member_by_new(
        &mut self,
        class: &Rc<ClassDef>,
        index: u32,
        name: &str,
        new: FuncId,
        value: Val<D>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let args = match self.is_builtin_instance(&value, Builtin::Tuple, at)? {
            true => self.collect(value.clone(), at)?,
            false => vec![value.clone()],
        };
        let cls = self.domain.function_value(Callable::Class(class.clone()));
        let member = self.call_function(new, std::iter::once(cls).chain(args.clone()).collect(), Vec::new(), at)?;
        let obj = self.domain.as_object(&member).filter(|o| Rc::ptr_eq(&o.class, class)).ok_or_else(|| {
            Fault::unsupported(
                format!("`{}.__new__` returning something other than a new instance of the class", class.name),
                at,
            )
        })?;
        if obj.field("_value_").is_none() {
            let own = match class.enum_kind() {
                Some(EnumKind::Int) => self.call_builtin(Builtin::Int, args, Vec::new(), at)?,
                Some(EnumKind::Str) => self.call_builtin(Builtin::Str, args, Vec::new(), at)?,
                Some(EnumKind::Plain | EnumKind::Flag | EnumKind::IntFlag) | None => value.clone(),
            };
            obj.set_field(&Rc::from("_value_"), own);
        }
        let name_value = self.domain.constant(&Const::Str(Rc::new(PyStr::from(name))), at)?;
        obj.set_field(&Rc::from("_name_"), name_value);
        self.member_init(class, &member, value, at)?;
        let own = obj.field("_value_").ok_or_else(|| Fault::internal("a member without `_value_`", at))?;
        let made = match self.earlier_equal_member(class, index, &own, at)? {
            Some(canonical) => canonical,
            None => member,
        };
        self.enum_values.push((class.id, index, made.clone()));
        Ok(made)
    }
}

//! Enumerations (`class Color(Enum)`): their members are instances of the class, one object
//! per member and run, made the first time one is read (for a class defining `__init__`,
//! right after its `class` statement: `syntax::enum_class::members_made`) and then shared by
//! every name for it, so `is`, `==`, hashing and the methods of `enum.py` and the class body work as for any
//! instance. What CPython's `EnumType` (the metaclass) does with the class itself is here:
//! `Color(value)` and `Color[name]` (through `enum.py`'s `_of_value_` and `_of_name_`),
//! iterating it, `len`, `in`, `__members__`, and its refusal to rebind a member.

use super::BuildKind;
use super::{Callable, Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{Builtin, ClassDef, Const, Member, MemberValue, ModuleValue, PyExc, PyStr};
use crate::source::Span;
use std::rc::Rc;

/// Builtins that iterate their arguments, whose enumeration arguments become their members.
const ITERATE_ARGUMENTS: &[Builtin] = &[
    Builtin::List,
    Builtin::Tuple,
    Builtin::Set,
    Builtin::Frozenset,
    Builtin::Sorted,
    Builtin::Sum,
    Builtin::Any,
    Builtin::All,
    Builtin::Enumerate,
    Builtin::Zip,
    Builtin::Min,
    Builtin::Max,
    Builtin::Iter,
    Builtin::Reversed,
    Builtin::Len,
    Builtin::Counter,
    Builtin::Deque,
];

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Whether `isinstance(v, classes)` asks if an `IntEnum`/`IntFlag` member is an `int` or a
    /// `StrEnum` member a `str`: CPython's members are, so the answer is `True`, though clauz3's
    /// are instances of their class (what they lack of the type is refused where it is read:
    /// `no_instance_attribute`).
    pub(super) fn asks_member_value_type(&mut self, v: &Val<D>, classes: &Val<D>, at: Span) -> Result<bool, Fault> {
        let Some(obj) = self.domain.as_object(v) else { return Ok(false) };
        let value_type = match obj.class.enum_kind() {
            Some(crate::ir::EnumKind::Int | crate::ir::EnumKind::IntFlag) => Builtin::Int,
            Some(crate::ir::EnumKind::Str) => Builtin::Str,
            _ => return Ok(false),
        };
        let asked = if self.is_builtin_instance(classes, Builtin::Tuple, at)? {
            self.collect(classes.clone(), at)?
        } else {
            vec![classes.clone()]
        };
        Ok(asked.iter().any(|c| matches!(self.domain.callable(c, at), Ok(Callable::Builtin(b)) if b == value_type)))
    }

    /// `member.name` that `class` lacks: CPython's `AttributeError`, unless its members are
    /// `int`s or `str`s in CPython (`IntEnum`, `IntFlag`, `StrEnum`, `class S(str, Enum)`) and
    /// that type has `name`: clauz3's members are instances of their class only, with the
    /// operators and the methods `enum.py` gives them, so the rest is refused, never an
    /// `AttributeError` a handler could catch where CPython has none.
    pub(super) fn no_instance_attribute(&self, class: &ClassDef, name: &str, at: Span) -> Fault {
        let value_type = match class.enum_kind() {
            Some(crate::ir::EnumKind::Int | crate::ir::EnumKind::IntFlag) => "int",
            Some(crate::ir::EnumKind::Str) => "str",
            _ => "",
        };
        if !value_type.is_empty() && super::builtin_attrs::type_has(value_type, name) {
            return Fault::unsupported(
                format!(
                    "`{name}` of a `{}` member: CPython's member is an instance of `{value_type}`, which has it, and clauz3 models its operators and a few methods (use `member.value.{name}`)",
                    class.name
                ),
                at,
            );
        }
        Fault::exc(PyExc::AttributeError, format!("'{}' object has no attribute '{name}'", class.type_name()), at)
    }

    /// The enumeration a value is, if it is one (a class with members, or none yet, or one
    /// of `enum`'s base classes, which have none).
    fn as_enumeration(&self, v: &Val<D>) -> Option<Rc<ClassDef>> {
        self.domain.as_class(v).filter(|c| c.enum_role.is_some())
    }

    /// The member at `index` of the enumeration `class`: made with its `_name_` and `_value_`
    /// (and the class's own `__init__` run with the value, or the items of a tuple value, as
    /// CPython runs it) the first time it is read in this run. A computed value, or any value
    /// after one, equal to an earlier member's makes it that member (an alias), as CPython
    /// decides when it makes the class.
    pub(super) fn enum_member(&mut self, class: &Rc<ClassDef>, index: u32, at: Span) -> Result<Val<D>, Fault> {
        if let Some((_, _, v)) = self.enum_values.iter().find(|(c, i, _)| *c == class.id && *i == index) {
            return Ok(v.clone());
        }
        let spec = class.enum_spec().ok_or_else(|| Fault::internal("a member of a class without members", at))?;
        let (name, value) = spec
            .members
            .get(index as usize)
            .ok_or_else(|| Fault::internal("an enumeration member out of range", at))?;
        let value_value = match value {
            MemberValue::Const(c) => self.domain.constant(c, at)?,
            MemberValue::Computed(hidden) => {
                let v = self.module_value(&ModuleValue::Global(hidden.clone()), at)?;
                // A function is a descriptor, which CPython's class body keeps as a method.
                if self.domain.function_key(&v).is_some() {
                    return Err(Fault::unsupported(
                        format!(
                            "`{}.{name}` computed to a function (CPython makes it a method, not a member)",
                            class.name
                        ),
                        at,
                    ));
                }
                v
            }
        };
        if let Some(Member::Static(new)) = class.lookup("__new__") {
            return self.member_by_new(class, index, name, *new, value_value, at);
        }
        let after_computed = spec.members[..index as usize].iter().any(|(_, v)| v.as_const().is_none());
        if value.as_const().is_none() || after_computed {
            if let Some(canonical) = self.earlier_equal_member(class, index, &value_value, at)? {
                // CPython makes the member, runs its `__init__`, and only then finds it an alias.
                self.enum_values.push((class.id, index, canonical.clone()));
                self.new_member(class, name, value_value, at)?;
                return Ok(canonical);
            }
        }
        let member = self.new_member_object(class, name, value_value.clone(), at)?;
        self.enum_values.push((class.id, index, member.clone()));
        self.member_init(class, &member, value_value, at)?;
        Ok(member)
    }

    /// A member object of `class` named `name` with `value`, its `__init__` run.
    fn new_member(&mut self, class: &Rc<ClassDef>, name: &str, value: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let member = self.new_member_object(class, name, value.clone(), at)?;
        self.member_init(class, &member, value, at)?;
        Ok(member)
    }

    /// A member object of `class` with its `_name_` and `_value_`, before its `__init__`.
    fn new_member_object(
        &mut self,
        class: &Rc<ClassDef>,
        name: &str,
        value: Val<D>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let obj = Rc::new(Instance::made_in(class.clone(), 0));
        let name_value = self.domain.constant(&Const::Str(Rc::new(PyStr::from(name))), at)?;
        obj.set_field(&Rc::from("_name_"), name_value);
        obj.set_field(&Rc::from("_value_"), value);
        Ok(self.domain.object_value(obj))
    }

    /// The class's own `__init__` run on a new member with its value, or the items of a tuple
    /// value, as CPython runs it.
    pub(super) fn member_init(
        &mut self,
        class: &Rc<ClassDef>,
        member: &Val<D>,
        value: Val<D>,
        at: Span,
    ) -> Result<(), Fault> {
        if let Some(Member::Method(init)) = class.lookup("__init__") {
            let init = *init;
            let mut args = vec![member.clone()];
            // `enum.py` unpacks a tuple value (a named tuple's too) into `__init__`'s arguments.
            if self.is_builtin_instance(&value, Builtin::Tuple, at)? {
                args.extend(self.collect(value, at)?);
            } else {
                args.push(value);
            }
            self.call_function(init, args, Vec::new(), at)?;
        }
        Ok(())
    }

    /// The first member before `index` whose value equals `value` (`==`, the program's
    /// `__eq__` included), which a member with that value is an alias of.
    pub(super) fn earlier_equal_member(
        &mut self,
        class: &Rc<ClassDef>,
        index: u32,
        value: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let mut seen: Vec<Rc<Instance<Val<D>>>> = Vec::new();
        for earlier in 0..index {
            let member = self.enum_member(class, earlier, at)?;
            let Some(obj) = self.domain.as_object(&member) else { continue };
            if seen.iter().any(|o| Rc::ptr_eq(o, &obj)) {
                continue;
            }
            seen.push(obj.clone());
            let Some(known) = obj.field("_value_") else { continue };
            if self.test(crate::ir::CmpOp::Eq, known, value.clone(), at)? {
                return Ok(Some(member));
            }
        }
        Ok(None)
    }

    /// The members of `class` in definition order (aliases left out), as iterating it gives;
    /// of a flag, only those of one bit (CPython 3.11 leaves out `0` and multi-bit members).
    fn enum_members(&mut self, class: &Rc<ClassDef>, at: Span) -> Result<Vec<Val<D>>, Fault> {
        let Some(spec) = class.enum_spec() else { return Ok(Vec::new()) };
        let flag = spec.kind.is_flag();
        let single_bit =
            |v: &MemberValue| matches!(v, MemberValue::Const(Const::Int(i)) if *i > 0 && i.count_ones() == 1);
        let indexes: Vec<u32> =
            (0..spec.members.len() as u32).filter(|i| !flag || single_bit(&spec.members[*i as usize].1)).collect();
        let mut members: Vec<Val<D>> = Vec::with_capacity(indexes.len());
        let mut objects: Vec<Rc<Instance<Val<D>>>> = Vec::with_capacity(indexes.len());
        for i in indexes {
            let member = self.enum_member(class, i, at)?;
            // A computed value may make a member an alias of an earlier one, left out here.
            if let Some(obj) = self.domain.as_object(&member) {
                if objects.iter().any(|o| Rc::ptr_eq(o, &obj)) {
                    continue;
                }
                objects.push(obj);
            }
            members.push(member);
        }
        Ok(members)
    }

    /// `_flag(cls, value, name)` from `enum.py`: the flag of `cls` with that value, made with
    /// `name` (a `str` or `None`) the first time one is asked for in this run and then the
    /// same object, so `is` holds between equal combinations as in CPython.
    pub(super) fn flag_value(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let [cls, value, name] = <[Val<D>; 3]>::try_from(args)
            .map_err(|_| Fault::internal("<flag> takes a class, a value and a name", at))?;
        let class = self
            .as_enumeration(&cls)
            .ok_or_else(|| Fault::internal("<flag> of a value that is not an enumeration", at))?;
        let made: Vec<Val<D>> =
            self.flag_values.iter().filter(|(id, _)| *id == class.id).map(|(_, v)| v.clone()).collect();
        for flag in made {
            let known = self.domain.as_object(&flag).and_then(|o| o.field("_value_"));
            if let Some(known) = known {
                if self.domain.test(crate::ir::CmpOp::Eq, known, value.clone(), at)? {
                    return Ok(flag);
                }
            }
        }
        let obj = Rc::new(Instance::made_in(class.clone(), 0));
        obj.set_field(&Rc::from("_name_"), name);
        obj.set_field(&Rc::from("_value_"), value);
        let flag = self.domain.object_value(obj);
        self.flag_values.push((class.id, flag.clone()));
        Ok(flag)
    }

    /// `v` as something to iterate: an enumeration becomes the tuple of its members.
    pub(super) fn enum_iterable(&mut self, v: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        match self.as_enumeration(&v) {
            Some(class) => {
                let members = self.enum_members(&class, at)?;
                self.domain.build(BuildKind::Tuple, members, at)
            }
            None => Ok(v),
        }
    }

    /// The arguments of a builtin that iterates them (`list(Color)`, `len(Color)`, ...), each
    /// enumeration among them replaced by its members.
    pub(super) fn enum_arguments(&mut self, b: Builtin, args: &mut [Val<D>], at: Span) -> Result<(), Fault> {
        if !ITERATE_ARGUMENTS.contains(&b) {
            return Ok(());
        }
        for a in args.iter_mut() {
            if self.as_enumeration(a).is_some() {
                *a = self.enum_iterable(a.clone(), at)?;
            }
        }
        Ok(())
    }

    /// `Color(value)`: the member with that value (`enum.py`'s `_of_value_`). The functional
    /// API (`Enum("Color", "RED GREEN")`) reaches here only where it is refused: at module
    /// level it is read as a class statement (`syntax/enum_call.rs`).
    pub(super) fn call_enumeration(
        &mut self,
        class: &Rc<ClassDef>,
        args: Vec<Val<D>>,
        kwargs: Vec<(Rc<str>, Val<D>)>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let has_members = class.enum_spec().is_some_and(|s| !s.members.is_empty());
        if !has_members || args.len() != 1 || !kwargs.is_empty() {
            return Err(Fault::unsupported(
                format!(
                    "calling the enumeration `{}` other than with one value of a member (the functional API `Enum(name, members)` is modelled only at module level, bound to the class's name: `Color = Enum(\"Color\", \"RED GREEN\")`)",
                    class.name
                ),
                at,
            ));
        }
        // A flag's values are its members and the flags they combine into (`enum.py`).
        let hook =
            if class.enum_kind().is_some_and(crate::ir::EnumKind::is_flag) { "_flag_of_value" } else { "_of_value_" };
        self.enum_class_method(class, hook, args, at)
    }

    /// `Color[name]`: the member (or alias) of that name (`enum.py`'s `_of_name_`); `None`
    /// for any value other than an enumeration with members.
    pub(super) fn enum_item(&mut self, obj: &Val<D>, key: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        let Some(class) = self.as_enumeration(obj) else { return Ok(None) };
        if class.enum_spec().is_none() {
            // One of `enum`'s base classes: no member, so the `KeyError` of an empty mapping.
            let members = self.enum_members_mapping(&class, at)?;
            return self.domain.get_item(members, key.clone(), at).map(Some);
        }
        self.enum_class_method(&class, "_of_name_", vec![key.clone()], at).map(Some)
    }

    /// Calls the class method `name` of `enum.py`'s `Enum` on `class`.
    fn enum_class_method(
        &mut self,
        class: &Rc<ClassDef>,
        name: &str,
        args: Vec<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let Some(Member::ClassMethod(f)) = class.lookup(name) else {
            return Err(Fault::internal(format!("enum.py lost `{name}`"), at));
        };
        let f = *f;
        let receiver = self.domain.function_value(Callable::Class(class.clone()));
        let all = std::iter::once(receiver).chain(args).collect();
        self.call_function(f, all, Vec::new(), at)
    }

    /// `Color.__members__`: every name, aliases included, to its member, in definition order.
    /// (CPython's is a read-only `mappingproxy` of the same pairs; this is a dict.)
    pub(super) fn enum_members_mapping(&mut self, class: &Rc<ClassDef>, at: Span) -> Result<Val<D>, Fault> {
        let Some(spec) = class.enum_spec() else { return self.domain.build_dict(Vec::new(), at) };
        let (names, canonical) = (spec.names.clone(), spec.members.clone());
        let mut made_now: Vec<u32> = Vec::new();
        let mut pairs = Vec::with_capacity(names.len());
        for (name, index) in names {
            let key = self.text_const(&name, at)?;
            let made = self.enum_values.iter().any(|(c, i, _)| *c == class.id && *i == index);
            let member = self.enum_member(class, index, at)?;
            if !made {
                made_now.push(index);
            }
            // An alias written in the body whose member this read made: CPython ran
            // `__init__` on a member of the alias's name before finding it an alias.
            let alias = canonical.get(index as usize).is_some_and(|(own, _)| *own != name);
            if alias && made_now.contains(&index) {
                let value = self.domain.as_object(&member).and_then(|o| o.field("_value_"));
                if let Some(value) = value {
                    self.new_member(class, &name, value, at)?;
                }
            }
            pairs.push((key, member));
        }
        self.domain.build_dict(pairs, at)
    }

    /// `item in Color` as CPython 3.11 decides it: a member of the class is in it, a member
    /// of another enumeration is not, and anything else is a `TypeError`.
    pub(super) fn enum_contains(&mut self, container: &Val<D>, item: &Val<D>, at: Span) -> Result<Option<bool>, Fault> {
        let Some(class) = self.as_enumeration(container) else { return Ok(None) };
        if let Some(obj) = self.domain.as_object(item).filter(|o| o.class.enum_spec().is_some()) {
            // A member belongs to the class defining it, which no class derives from; a
            // flag made by combining members (named `A|C`, or `None`) is not one of them.
            let named = match obj.field("_name_") {
                Some(name) => self
                    .domain
                    .known_text(&name)
                    .is_some_and(|n| class.enum_spec().is_some_and(|s| s.names.iter().any(|(m, _)| **m == *n))),
                None => false,
            };
            return Ok(Some(obj.class == class && named));
        }
        let t = self.type_name(item, at)?;
        Err(Fault::type_error(format!("unsupported operand type(s) for 'in': '{t}' and 'EnumType'"), at))
    }

    /// `Color.RED = ...`: CPython's refusal, when `name` binds a member of `class`.
    pub(super) fn enum_reassignment(&self, class: &ClassDef, name: &str, at: Span) -> Result<(), Fault> {
        match class.lookup(name) {
            Some(Member::EnumMember(_)) => {
                Err(Fault::exc(PyExc::AttributeError, format!("cannot reassign member '{name}'"), at))
            }
            _ => Ok(()),
        }
    }

    /// `member.name = ...` or `member.value = ...`: CPython's refusal.
    pub(super) fn enum_member_assignment(&self, class: &ClassDef, name: &str, at: Span) -> Result<(), Fault> {
        if class.enum_spec().is_none() || !matches!(name, "name" | "value") {
            return Ok(());
        }
        // The properties are `Enum`'s, which CPython names in the message.
        Err(Fault::exc(PyExc::AttributeError, format!("<enum 'Enum'> cannot set attribute '{name}'"), at))
    }
}

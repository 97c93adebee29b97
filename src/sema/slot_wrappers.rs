//! A builtin type's special methods called by name (`ir::slots`): `(3).__add__(4)`,
//! `x.__format__(spec)`, `"a".__eq__(1)`, `int.__lt__(a, b)`, `dict.__setitem__(self, k, v)`.
//! Each is the operator or builtin it implements, through the dispatch both domains share,
//! with what CPython's slot wrapper adds: it takes only operands of the types it knows and
//! returns `NotImplemented` for others (`(1).__eq__(1.0)`, `{1}.__or__([2])`), where the
//! operator would go on to the other operand's method. A program's instance as the other
//! operand is `NotImplemented` too, unless it holds a builtin value the slot might take,
//! which is refused (CPython's answer then depends on the instance's type in ways not
//! modelled here).

use super::builtin_attrs::{lists, type_has, BUILTIN_TYPES};
use super::builtin_subclass::BaseOp;
use super::call::Kwargs;
use super::objects::AttrTarget;
use super::{Callable, Domain, Evaluator, Fault, Val};
use crate::ir::slots::{BINARY_SLOTS, COMPARISON_SLOTS};
use crate::ir::{BinOp, Builtin, CmpOp, Const, PyExc, UnaryOp};
use crate::source::Span;

/// A call answered (`Ok`), or its arguments given back for the ordinary path (`Err`).
type Shortcut<D> = Result<Val<D>, (Vec<Val<D>>, Kwargs<Val<D>>)>;

/// What a builtin type's method named on an instance of a class deriving from it reaches.
pub(super) enum OnHeld<D: Domain> {
    /// The builtin's own method, as `super()` finds it.
    Base(BaseOp),
    /// None of those: the value the instance holds, for the caller's slot or operator.
    Value(Val<D>),
}

/// How far up the numeric tower a builtin number type is (`bool` and `int` first): a number
/// slot takes the operands at or below its own type's rank.
fn numeric_rank(t: &str) -> Option<u8> {
    match t {
        "bool" | "int" => Some(0),
        "float" => Some(1),
        "complex" => Some(2),
        _ => None,
    }
}

/// Whether a slot of type `own` takes an operand of type `other` (both builtin type names).
fn takes(own: &str, other: &str) -> bool {
    if let (Some(a), Some(b)) = (numeric_rank(own), numeric_rank(other)) {
        return b <= a;
    }
    match own {
        "bytes" | "bytearray" => matches!(other, "bytes" | "bytearray"),
        "set" | "frozenset" => matches!(other, "set" | "frozenset"),
        _ => own == other,
    }
}

/// The binary operator of a slot's name, and whether it is the reflected one.
fn binary_op(name: &str) -> Option<(BinOp, bool)> {
    let reflected = name.starts_with("__r") && !matches!(name, "__rshift__");
    let base = if reflected { &name[3..] } else { &name[2..] };
    let op = match base.trim_end_matches("__") {
        "add" => BinOp::Add,
        "sub" => BinOp::Sub,
        "mul" => BinOp::Mul,
        "truediv" => BinOp::Div,
        "floordiv" => BinOp::FloorDiv,
        "mod" => BinOp::Mod,
        "pow" => BinOp::Pow,
        "lshift" => BinOp::LShift,
        "rshift" => BinOp::RShift,
        "and" => BinOp::BitAnd,
        "or" => BinOp::BitOr,
        "xor" => BinOp::BitXor,
        _ => return None,
    };
    Some((op, reflected))
}

fn comparison_op(name: &str) -> Option<CmpOp> {
    Some(match name {
        "__eq__" => CmpOp::Eq,
        "__ne__" => CmpOp::NotEq,
        "__lt__" => CmpOp::Lt,
        "__le__" => CmpOp::LtE,
        "__gt__" => CmpOp::Gt,
        "__ge__" => CmpOp::GtE,
        _ => return None,
    })
}

/// Sequences whose `+` with another type raises rather than declines.
fn concatenates(t: &str) -> bool {
    matches!(t, "str" | "list" | "tuple")
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// What `receiver.name(...)` calls for a slot `name` of a builtin value or type, where no
    /// other lookup found it; `None` for a receiver of neither kind.
    pub(super) fn slot_target(
        &mut self,
        receiver: &Val<D>,
        name: &'static str,
        at: Span,
    ) -> Option<AttrTarget<Val<D>>> {
        if self.is_object(receiver) || self.domain.as_class(receiver).is_some() {
            return None;
        }
        match self.domain.callable(receiver, at) {
            Ok(Callable::Builtin(ty)) if ty.as_type().is_some() => Some(AttrTarget::TypeSlot(ty, name)),
            Ok(_) => None,
            Err(_) => Some(AttrTarget::Slot(name)),
        }
    }

    /// `v.name` read as a value for a slot `name` of a builtin type or value (`int.__lt__`,
    /// `(10).__sub__`, `"x".__add__`): the slot, called as `slot_target` calls it by name;
    /// `None` for another receiver (an instance or a class of the program, a function).
    pub(super) fn slot_value(&mut self, v: &Val<D>, name: &str, at: Span) -> Option<Result<Val<D>, Fault>> {
        let slot = crate::ir::slots::builtin_slot(name)?;
        let target = self.slot_target(v, slot, at)?;
        let (owner, on_type) = if let AttrTarget::TypeSlot(ty, _) = target {
            (ty.as_type().map_or(ty.name(), |t| t.name()).to_owned(), true)
        } else {
            match self.type_name(v, at) {
                Ok(t) => (t, false),
                Err(e) => return Some(Err(e)),
            }
        };
        if !BUILTIN_TYPES.iter().any(|(t, _)| *t == owner) {
            return Some(Err(Fault::unsupported(format!("`.{name}` of a `{owner}` read as a value"), at)));
        }
        if !type_has(&owner, slot) {
            let message = match on_type {
                true => format!("type object '{owner}' has no attribute '{name}'"),
                false => format!("'{owner}' object has no attribute '{name}'"),
            };
            return Some(Err(Fault::exc(PyExc::AttributeError, message, at)));
        }
        Some(Ok(self.domain.function_value(Callable::Slot(slot, v.clone()))))
    }

    /// Calls a slot read as a value (`slot_value`): the type's with the receiver first, or
    /// the one bound to its value.
    pub(super) fn call_slot_value(
        &mut self,
        name: &'static str,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if let Some(AttrTarget::TypeSlot(ty, _)) = self.slot_target(&receiver, name, at) {
            return self.type_slot_call(ty, name, args, kwargs, at);
        }
        self.slot_call(name, receiver, args, kwargs, at)
    }

    /// `ty.name(obj, *args)`: the slot of the builtin type `ty` on `obj`, which must be of
    /// exactly that type, or an instance of a program class deriving from it (the builtin's
    /// method on the value it holds, past the class's own: `dict.__setitem__(self, k, v)`).
    pub(super) fn type_slot_call(
        &mut self,
        ty: Builtin,
        name: &str,
        mut args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let type_name = ty.as_type().map_or(ty.name(), |t| t.name());
        if args.is_empty() {
            return Err(Fault::type_error(
                format!("descriptor '{name}' of '{type_name}' object needs an argument"),
                at,
            ));
        }
        let receiver = args.remove(0);
        match self.method_of_held(&receiver, ty, name, at) {
            Some(OnHeld::Base(op)) => return self.call_of_base(op, receiver, args, kwargs, at),
            Some(OnHeld::Value(base)) => return self.slot_call(name, base, args, kwargs, at),
            None => {}
        }
        let given = self.type_name(&receiver, at)?;
        if given == type_name {
            return self.slot_call(name, receiver, args, kwargs, at);
        }
        if self.is_object(&receiver) || !self.is_builtin_instance(&receiver, ty, at)? {
            return Err(Fault::type_error(
                format!("descriptor '{name}' requires a '{type_name}' object but received a '{given}'"),
                at,
            ));
        }
        // A `bool` given to `int`'s slot: `int.__and__(True, True)` is `1`, not `True`.
        Err(Fault::unsupported(format!("`{type_name}.{name}()` given a `{given}`"), at))
    }

    /// The builtin value `v` holds when it is an instance of a program class deriving from
    /// exactly `ty`.
    pub(super) fn held_by_subclass(&self, v: &Val<D>, ty: Builtin) -> Option<Val<D>> {
        let class = self.domain.as_object(v)?.class.clone();
        (class.builtin_type()? == ty).then(|| self.builtin_part(v)).flatten()
    }

    /// What `ty.name(obj, ...)` reaches for `obj` an instance of a program class deriving from
    /// exactly `ty`, past the class's own methods: the builtin's method as `super()` would find
    /// it, else the held value for the caller's own slot or operator; `None` for other `obj`.
    pub(super) fn method_of_held(&mut self, obj: &Val<D>, ty: Builtin, name: &str, at: Span) -> Option<OnHeld<D>> {
        let held = self.held_by_subclass(obj, ty)?;
        Some(match self.super_builtin(obj, name, at) {
            Some(AttrTarget::OfBase(op)) => OnHeld::Base(op),
            _ => OnHeld::Value(held),
        })
    }

    /// An operator's method called by name (`dunder_methods`), or `type_method_on_subclass`;
    /// `Err` gives the arguments back for any other call.
    pub(super) fn method_shortcut(
        &mut self,
        m: crate::ir::Method,
        receiver: &Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Shortcut<D>, Fault> {
        if super::dunder_methods::is_operator_method(m) {
            return self.operator_method(m, receiver.clone(), args, &kwargs, at).map(Ok);
        }
        self.type_method_on_subclass(m, receiver, args, kwargs, at)
    }

    /// `ty.m(obj, *args)` for a method `m` of the builtin type `ty` (`dict.get(d, k)`,
    /// `list.append(self, x)`) and an instance `obj` of a program class deriving from it: the
    /// builtin's method on the value `obj` holds. `Err` gives the arguments back otherwise.
    pub(super) fn type_method_on_subclass(
        &mut self,
        m: crate::ir::Method,
        receiver: &Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Shortcut<D>, Fault> {
        // The first argument first: asking what the receiver calls is not free.
        let held = args.first().and_then(|first| self.domain.as_object(first)?.class.builtin_type());
        let Some(held) = held.filter(|_| !self.no_classes()) else { return Ok(Err((args, kwargs))) };
        let Some(first) = args.first().filter(|_| self.domain.as_class(receiver).is_none()) else {
            return Ok(Err((args, kwargs)));
        };
        let op = match self.domain.callable(receiver, at) {
            Ok(Callable::Builtin(ty)) if ty == held => match self.method_of_held(first, ty, m.name(), at) {
                Some(OnHeld::Base(op)) => op,
                _ => return Ok(Err((args, kwargs))),
            },
            _ => return Ok(Err((args, kwargs))),
        };
        let mut args = args;
        let obj = args.remove(0);
        self.call_of_base(op, obj, args, kwargs, at).map(Ok)
    }

    /// `receiver.name(*args)` for a builtin value `receiver` and a slot `name`.
    pub(super) fn slot_call(
        &mut self,
        name: &str,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let own = self.type_name(&receiver, at)?;
        if name == "__next__" && self.domain.is_iterator(&receiver) {
            self.slot_arity(name, &args, &kwargs, 0, 0, at)?;
            return self.call_builtin(Builtin::Next, vec![receiver], Vec::new(), at);
        }
        let Some((_, names)) = BUILTIN_TYPES.iter().find(|(t, _)| *t == own) else {
            return Err(Fault::unsupported(format!("`.{name}()` of a `{own}` called by name"), at));
        };
        if !lists(names, name) {
            return Err(Fault::exc(PyExc::AttributeError, format!("'{own}' object has no attribute '{name}'"), at));
        }
        if BINARY_SLOTS.contains(&name) {
            let most = if matches!(name, "__pow__" | "__rpow__") { 2 } else { 1 };
            self.slot_arity(name, &args, &kwargs, 1, most, at)?;
            return self.binary_slot(name, &own, receiver, args, at);
        }
        if let Some(op) = comparison_op(name) {
            debug_assert!(COMPARISON_SLOTS.contains(&name));
            self.slot_arity(name, &args, &kwargs, 1, 1, at)?;
            let other = args.into_iter().next().ok_or_else(|| Fault::internal("slot arguments lost", at))?;
            return self.comparison_slot(op, &own, receiver, other, at);
        }
        self.value_slot(name, &own, receiver, args, kwargs, at)
    }

    /// CPython's `TypeError` for a slot given the wrong number of arguments or keywords.
    fn slot_arity(
        &self,
        name: &str,
        args: &[Val<D>],
        kwargs: &Kwargs<Val<D>>,
        least: usize,
        most: usize,
        at: Span,
    ) -> Result<(), Fault> {
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("wrapper {name}() takes no keyword arguments"), at));
        }
        let n = args.len();
        if (least..=most).contains(&n) {
            return Ok(());
        }
        let expected = match (least, most) {
            (1, 2) => "1 or 2 arguments".to_owned(),
            (1, _) => "1 argument".to_owned(),
            (a, _) => format!("{a} arguments"),
        };
        let message = match (least, most) {
            (1, 2) => format!("{name} expected {expected}, got {n}"),
            _ => format!("expected {expected}, got {n}"),
        };
        Err(Fault::type_error(message, at))
    }

    /// The kind of the other operand, for a slot deciding whether it takes it: a builtin
    /// type's name, or `None` for a value the slot declines. A program's instance holding a
    /// builtin value is refused.
    fn operand_type(&mut self, other: &Val<D>, name: &str, at: Span) -> Result<Option<String>, Fault> {
        if self.is_object(other) {
            if self.builtin_part(other).is_some() {
                return Err(Fault::unsupported(
                    format!("`.{name}()` of a builtin value given an instance of a class deriving from a builtin type"),
                    at,
                ));
            }
            return Ok(None);
        }
        if self.domain.as_class(other).is_some() {
            return Ok(None);
        }
        Ok(Some(self.type_name(other, at)?))
    }

    /// The other operand and its kind (`operand_type`), a value of a builtin subclass the model
    /// holds natively given as the slot's own type where CPython's slot takes it as one: a
    /// `Counter`, `OrderedDict` or `defaultdict` for `dict`'s slots, a named tuple for
    /// `tuple`'s. The slot reads only the items of such a value (`{}.__eq__(Counter())`
    /// compares them, `().__add__(p)` is a plain tuple), as of the plain value made from it.
    fn slot_operand(
        &mut self,
        own: &str,
        other: Val<D>,
        name: &str,
        at: Span,
    ) -> Result<(Val<D>, Option<String>), Fault> {
        let other_type = self.operand_type(&other, name, at)?;
        let base = match own {
            // A repeat count is read as an int, a named tuple being none.
            _ if matches!(name, "__mul__" | "__rmul__") => return Ok((other, other_type)),
            "dict" => Builtin::Dict,
            "tuple" => Builtin::Tuple,
            _ => return Ok((other, other_type)),
        };
        if other_type.as_deref().is_none_or(|t| t == own) || !self.is_builtin_instance(&other, base, at)? {
            return Ok((other, other_type));
        }
        let plain = self.call_builtin(base, vec![other], Vec::new(), at)?;
        Ok((plain, Some(own.to_owned())))
    }

    fn not_implemented(&mut self, at: Span) -> Result<Val<D>, Fault> {
        self.domain.constant(&Const::Class(crate::ir::not_implemented()), at)
    }

    fn binary_slot(
        &mut self,
        name: &str,
        own: &str,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let mut args = args.into_iter();
        let other = args.next().ok_or_else(|| Fault::internal("slot arguments lost", at))?;
        let modulus = args.next();
        let (other, other_type) = self.slot_operand(own, other, name, at)?;
        let taken = other_type.as_deref().is_some_and(|t| takes(own, t));
        let sequence = matches!(own, "str" | "list" | "tuple" | "bytes" | "bytearray");
        match name {
            "__divmod__" | "__rdivmod__" if taken => {
                let pair = if name == "__divmod__" { vec![receiver, other] } else { vec![other, receiver] };
                return self.call_builtin(Builtin::Divmod, pair, Vec::new(), at);
            }
            "__mul__" | "__rmul__" if sequence => {
                if !matches!(other_type.as_deref(), Some("int" | "bool")) {
                    if other_type.is_none() && self.is_object(&other) {
                        return Err(Fault::unsupported(format!("`{own}.{name}()` given an instance"), at));
                    }
                    let message =
                        format!("'{}' object cannot be interpreted as an integer", self.type_name(&other, at)?);
                    return Err(Fault::type_error(message, at));
                }
                return self.binary(BinOp::Mul, receiver, other, at);
            }
            "__mod__" if matches!(own, "str" | "bytes" | "bytearray") => {
                if self.is_object(&other) {
                    return Err(Fault::unsupported(format!("`{own}.__mod__()` given an instance"), at));
                }
                return self.binary(BinOp::Mod, receiver, other, at);
            }
            "__add__" if !taken && concatenates(own) => {
                let message = format!("can only concatenate {own} (not \"{}\") to {own}", self.type_name(&other, at)?);
                return Err(Fault::type_error(message, at));
            }
            "__add__" if !taken && sequence => {
                let other_name = other_type.as_deref().unwrap_or("object");
                return Err(Fault::unsupported(format!("`{own}.__add__()` of a `{other_name}`"), at));
            }
            _ => {}
        }
        if !taken {
            return self.not_implemented(at);
        }
        let Some((op, reflected)) = binary_op(name) else {
            return Err(Fault::internal(format!("`{name}` is no binary slot"), at));
        };
        let (left, right) = if reflected { (other, receiver) } else { (receiver, other) };
        match modulus {
            Some(m) if op == BinOp::Pow => self.call_builtin(Builtin::Pow, vec![left, right, m], Vec::new(), at),
            _ => self.binary(op, left, right, at),
        }
    }

    fn comparison_slot(
        &mut self,
        op: CmpOp,
        own: &str,
        receiver: Val<D>,
        other: Val<D>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let (other, other_type) = self.slot_operand(own, other, "comparison", at)?;
        // `bytes` compares with `bytes` alone: `b"a" == bytearray(b"a")` is the bytearray's answer.
        let taken = other_type.as_deref().is_some_and(|t| if own == "bytes" { t == "bytes" } else { takes(own, t) });
        let ordered = !matches!(op, CmpOp::Eq | CmpOp::NotEq);
        // These types define the orderings only to decline them.
        let unordered = matches!(own, "complex" | "dict" | "NoneType" | "range");
        if !taken || (ordered && unordered) {
            return self.not_implemented(at);
        }
        self.compare(op, receiver, other, at)
    }

    fn value_slot(
        &mut self,
        name: &str,
        own: &str,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let wanted = match name {
            "__format__" | "__delitem__" => 1,
            "__setitem__" => 2,
            _ => 0,
        };
        self.slot_arity(name, &args, &kwargs, wanted, wanted, at)?;
        let one = |b: Builtin| (b, receiver.clone());
        let mut args = args.into_iter();
        let (b, v) = match name {
            "__neg__" | "__pos__" | "__invert__" => {
                let op = match name {
                    "__neg__" => UnaryOp::Neg,
                    "__pos__" => UnaryOp::Pos,
                    _ => UnaryOp::Invert,
                };
                return self.unary(op, receiver, at);
            }
            "__abs__" => one(Builtin::Abs),
            "__bool__" => one(Builtin::Bool),
            "__int__" | "__index__" => one(Builtin::Int),
            "__float__" => one(Builtin::Float),
            "__str__" => one(Builtin::Str),
            "__repr__" => one(Builtin::Repr),
            "__iter__" => one(Builtin::Iter),
            "__hash__" if !matches!(own, "list" | "dict" | "set" | "bytearray") => one(Builtin::Hash),
            _ => return self.value_slot_with_args(name, own, receiver, &mut args, at),
        };
        self.call_builtin(b, vec![v], Vec::new(), at)
    }

    /// The value slots that take arguments, and an unhashable type's `__hash__` (`None`).
    fn value_slot_with_args(
        &mut self,
        name: &str,
        own: &str,
        receiver: Val<D>,
        args: &mut std::vec::IntoIter<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        match name {
            "__hash__" => Err(Fault::type_error("'NoneType' object is not callable", at)),
            "__format__" => {
                let spec = args.next().ok_or_else(|| Fault::internal("slot arguments lost", at))?;
                if !self.is_builtin_instance(&spec, Builtin::Str, at)? {
                    let given = match self.type_name(&spec, at)?.as_str() {
                        "NoneType" => "None".to_owned(),
                        t => t.to_owned(),
                    };
                    return Err(Fault::type_error(format!("__format__() argument must be str, not {given}"), at));
                }
                self.call_builtin(Builtin::Format, vec![receiver, spec], Vec::new(), at)
            }
            "__setitem__" => {
                let (Some(key), Some(value)) = (args.next(), args.next()) else {
                    return Err(Fault::internal("slot arguments lost", at));
                };
                self.set_item(receiver, key, value, at)?;
                self.domain.constant(&Const::None, at)
            }
            "__delitem__" => {
                let key = args.next().ok_or_else(|| Fault::internal("slot arguments lost", at))?;
                self.del_item(receiver, key, at)?;
                self.domain.constant(&Const::None, at)
            }
            _ => Err(Fault::unsupported(format!("`.{name}()` of a `{own}` called by name"), at)),
        }
    }
}

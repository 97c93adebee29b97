//! `isinstance` and `issubclass` against the `numbers` classes (`Number`, `Complex`, `Real`,
//! `Rational`, `Integral`; the model: `layer/embedded/classes/numbers.py`). CPython registers
//! the builtin number types with them, so the answer is read from the value's type as each
//! registration says: `bool` and `int` reach `Integral`, `float` `Real`, `complex` `Complex`,
//! `fractions.Fraction` `Rational`, and `decimal.Decimal` only `Number`. A tuple of classes
//! naming one of them is answered class by class here, since the domain does not know them.

use super::{Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef, EnumKind};
use crate::source::Span;

/// The tower, from the widest class.
const TOWER: [&str; 5] = ["Number", "Complex", "Real", "Rational", "Integral"];

/// The position of `class` in the tower, if it is one of the `numbers` classes.
fn tower_rank(class: &ClassDef) -> Option<usize> {
    if class.home.as_ref()?.model != "numbers" {
        return None;
    }
    TOWER.iter().position(|n| *n == &*class.name)
}

/// The narrowest tower class the builtin type `b` is registered with.
fn builtin_rank(b: Builtin) -> Option<usize> {
    if matches!(b, Builtin::Int | Builtin::Bool) {
        Some(4)
    } else if b == Builtin::Float {
        Some(2)
    } else if b == Builtin::Complex {
        Some(1)
    } else {
        None
    }
}

/// The narrowest tower class the class `class` reaches (a modelled number class, or one
/// deriving from a builtin number type, an `IntEnum` among them).
fn class_rank(class: &ClassDef) -> Option<usize> {
    if let Some(home) = &class.home {
        match (home.model, &*class.name) {
            ("fractions", "Fraction") => return Some(3),
            ("decimal", "Decimal") => return Some(0),
            _ => {}
        }
    }
    if matches!(class.enum_kind(), Some(EnumKind::Int | EnumKind::IntFlag)) {
        return Some(4);
    }
    class.builtin_type().and_then(builtin_rank)
}

/// Why an instance of `class` is not made: it is a `numbers` class or derives from one, whose
/// abstract methods CPython checks when it is instantiated, which is not modelled.
pub(super) fn tower_instantiation(class: &ClassDef) -> Option<String> {
    let tower = class.mro().find(|c| tower_rank(c).is_some())?;
    Some(format!(
        "an instance of `{}`, which derives from `numbers.{}` (its abstract methods are not modelled)",
        class.name, tower.name
    ))
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Whether `classes` is one of this family's classes, or a tuple naming one.
    pub(super) fn names_number_tower(&mut self, classes: &Val<D>, at: Span) -> Result<bool, Fault> {
        if !self.number_tower {
            return Ok(false);
        }
        self.names_class_family(classes, |c| tower_rank(c).is_some(), at)
    }

    /// `isinstance(v, classes)` or `issubclass(v, classes)` (`b`) where `classes` names one of
    /// this family's classes (see [`Self::names_number_tower`]).
    pub(super) fn number_tower_check(
        &mut self,
        b: Builtin,
        v: &Val<D>,
        classes: &Val<D>,
        at: Span,
    ) -> Result<bool, Fault> {
        self.class_family_check(b, v, classes, Self::tower_one, at)
    }

    /// `isinstance(v, class)` or `issubclass(v, class)` for one class, a `numbers` one or not.
    fn tower_one(&mut self, b: Builtin, v: &Val<D>, class: &ClassDef, at: Span) -> Result<bool, Fault> {
        let Some(rank) = tower_rank(class) else {
            return Ok(self.derives(b, v, class));
        };
        // A class of the program deriving from it (whose instances `instantiate` refuses).
        let derived = self.derives(b, v, class);
        let reached = if b == Builtin::Issubclass { self.type_rank(v, at)? } else { self.value_rank(v, at)? };
        Ok(derived || reached.is_some_and(|r| r >= rank))
    }

    /// `issubclass(v, class)` (`b`), else `isinstance(v, class)`, by the program's classes.
    fn derives(&self, b: Builtin, v: &Val<D>, class: &ClassDef) -> bool {
        if b == Builtin::Issubclass {
            self.domain.as_class(v).is_some_and(|c| c.is_subclass_of(class))
        } else {
            self.is_instance_of(v, class)
        }
    }

    /// The narrowest tower class the value `v` is an instance of.
    fn value_rank(&mut self, v: &Val<D>, at: Span) -> Result<Option<usize>, Fault> {
        if let Some(obj) = self.domain.as_object(v) {
            return Ok(class_rank(&obj.class));
        }
        if self.domain.as_class(v).is_some() {
            return Ok(None);
        }
        for b in [Builtin::Int, Builtin::Float, Builtin::Complex] {
            if self.is_builtin_instance(v, b, at)? {
                return Ok(builtin_rank(b));
            }
        }
        Ok(None)
    }

    /// The narrowest tower class the class `v` derives from, with CPython's `TypeError` for a
    /// value that is not a class.
    fn type_rank(&mut self, v: &Val<D>, at: Span) -> Result<Option<usize>, Fault> {
        if let Some(class) = self.domain.as_class(v) {
            return Ok(class_rank(&class));
        }
        match self.domain.callable(v, at) {
            Ok(Callable::Builtin(b)) if b.is_class() => Ok(builtin_rank(b)),
            _ => Err(Fault::type_error("issubclass() arg 1 must be a class", at)),
        }
    }
}

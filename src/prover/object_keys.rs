//! Instances of the program's classes as keys of the prover's dicts and members of its sets.
//! Only instances that compare by identity are taken (no `__eq__` of their own along the
//! class's order: a plain `Enum`'s members, a class keyed by identity): for them CPython's
//! `stored == key` is `stored is key`, known on every path, and no value of another type is
//! ever equal to one, so a table of them needs neither their hash nor the program. Their
//! `__hash__`, if any, has run before the operation (`sema/hashed_keys.rs`), raising where
//! CPython raises. An instance whose class defines `__eq__` stays refused.

use super::domain::SymVal;
use crate::ir::HashRule;
use crate::sema::Instance;
use std::rc::Rc;

/// The instance `v` is, when it may be a key compared by identity alone.
pub(super) fn identity_key(v: &SymVal) -> Option<&Rc<Instance<SymVal>>> {
    let SymVal::Object(o) = v else { return None };
    by_identity(o).then_some(o)
}

/// Whether an instance is hashed by identity or by a method, compares by identity (no
/// `__eq__` along its class's order, not even a dataclass's generated one) and holds no
/// builtin value it would compare as.
fn by_identity(o: &Instance<SymVal>) -> bool {
    let hashed = matches!(o.class.hash_rule(), HashRule::Identity | HashRule::Method(_));
    hashed && o.class.special("__eq__").is_none() && o.class.builtin_type().is_none() && o.base.get().is_none()
}

/// `a == b` as a table compares two keys, when one is an instance compared by identity and
/// the other is no instance of another kind: whether they are one object.
pub(super) fn identity_eq(a: &SymVal, b: &SymVal) -> Option<bool> {
    let other_kind = |v: &SymVal| matches!(v, SymVal::Object(_) | SymVal::Concrete(crate::interp::Value::Object(_)));
    match (identity_key(a), identity_key(b)) {
        (Some(x), Some(y)) => Some(Rc::ptr_eq(x, y)),
        (Some(_), None) if !other_kind(b) => Some(false),
        (None, Some(_)) if !other_kind(a) => Some(false),
        _ => None,
    }
}

//! Whether a class's instances, as dict keys and set members, need the program: hashed by
//! its own `__hash__`, or hashable and compared by its own `__eq__`. Operations on keys take
//! the evaluator's slow path (`sema/hashed_keys.rs`) once such an instance may be among them;
//! the answer is found on first use and kept, as a class's members are fixed once it is made.

use super::{ClassDef, HashRule, Special};

impl ClassDef {
    /// Whether keys holding an instance of this class need the program's `__hash__` or
    /// `__eq__` (see the module's text).
    pub fn keyed(&self) -> bool {
        *self
            .keyed
            .get_or_init(|| matches!(self.hash_rule(), HashRule::Method(_)) || (self.hashable() && self.own_eq()))
    }

    /// Whether instances compare by a method (not by identity or a dataclass's generated
    /// `__eq__`).
    pub fn own_eq(&self) -> bool {
        !matches!(self.special("__eq__"), None | Some(Special::Generated(_)))
    }
}

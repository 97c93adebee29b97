//! What an attribute store on a class's instances (`obj.x = v`) asks of the class's order
//! before it stores: its `__setattr__`, whether a property may take the name, and its
//! `__slots__`. A class's members are fixed once it is made, so these are found on the first
//! store and kept (a class made anew by a `class` statement run again finds them again).

use super::{ClassDef, FuncId, Member};
use std::rc::Rc;

/// The facts of one class (see the module's text).
#[derive(Debug, Clone)]
pub struct StoreFacts {
    /// The program's `__setattr__` along the order, which every store calls.
    pub setattr_hook: Option<FuncId>,
    /// The program's `__delattr__` along the order, which every `del obj.name` calls.
    pub delattr_hook: Option<FuncId>,
    /// Whether some class of the order defines a property: only then is a stored name looked
    /// up among the members (a property's setter takes the store).
    pub properties: bool,
    /// `ClassDef::slot_names`.
    pub slots: Option<Vec<Rc<str>>>,
    /// Whether an instance's own attribute answers a read of its name before anything of the
    /// class is asked: no property along the order, and not a class whose instances the
    /// evaluator reads apart (`super`, cell and code objects, exceptions, enumerations).
    /// The evaluator's descriptors are asked apart (`sema/field_access.rs`).
    pub plain_reads: bool,
    /// Where properties are the only reason `plain_reads` is false, the names they take along
    /// the order: an instance's own attribute of any other name answers a read first, as in
    /// CPython, which asks the class before the instance's dict only for a data descriptor
    /// (a property; the evaluator's own descriptors are asked apart). `None` otherwise.
    pub reads_besides: Option<Vec<Rc<str>>>,
    /// Whether a store of any name is the instance's own field alone: `plain_reads`, and no
    /// `__setattr__`, `__slots__`, frozen dataclass or builtin base along the order.
    pub plain_stores: bool,
}

impl ClassDef {
    /// The class's [`StoreFacts`], found on first use.
    pub fn store_facts(&self) -> &StoreFacts {
        self.store_facts.get_or_init(|| {
            let setattr_hook = match self.lookup("__setattr__") {
                Some(Member::Method(hook)) => Some(*hook),
                _ => None,
            };
            let properties = self.mro().any(|c| c.members.iter().any(|(_, m)| matches!(m, Member::Property(_))));
            let slots = self.slot_names();
            let plain_but_properties = self.value_class().is_none()
                && self.exception_root().is_none()
                && self.enum_role.is_none()
                && self.mro().all(|c| c.enum_role.is_none());
            let plain_reads = !properties && plain_but_properties;
            let reads_besides = (properties && plain_but_properties).then(|| {
                let named = self.mro().flat_map(|c| c.members.iter());
                named.filter(|(_, m)| matches!(m, Member::Property(_))).map(|(n, _)| n.clone()).collect()
            });
            let frozen = self.data().is_some_and(|d| d.frozen);
            let plain_stores =
                plain_reads && setattr_hook.is_none() && slots.is_none() && !frozen && self.builtin_type().is_none();
            StoreFacts {
                setattr_hook,
                delattr_hook: match self.lookup("__delattr__") {
                    Some(Member::Method(hook)) => Some(*hook),
                    _ => None,
                },
                properties,
                slots,
                plain_reads,
                reads_besides,
                plain_stores,
            }
        })
    }

    /// The program's `__setattr__` its instances' attribute stores call, if any.
    pub fn setattr_hook(&self) -> Option<FuncId> {
        self.store_facts().setattr_hook
    }

    /// The program's `__delattr__` its instances' attribute deletions call, if any.
    pub fn delattr_hook(&self) -> Option<FuncId> {
        self.store_facts().delattr_hook
    }
}

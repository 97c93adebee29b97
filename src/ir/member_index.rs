//! Where a name is found along a class's method resolution order. Every attribute read, store
//! and special-method test of an instance looks a name up in its class, and a miss reads every
//! member of every class of the order (the modelled `datetime` has some eighty): a class with
//! more than a few members keeps a table from each name to where the lookup finds it, made on
//! its first lookup. A class's members and order are fixed once it is made (a class made anew
//! by a `class` statement run again, `ClassDef::renewed`, makes its own table).

use super::{ClassDef, FuncId, Member};
use std::rc::Rc;

/// Up to this many members along the order, reading them is cheaper than hashing the name.
const READ_IN_ORDER: usize = 8;

/// The table of one class (see the module's text): for each name, its class's position in
/// the order (0 the class itself) and the member's position among that class's members.
/// `None` for a class whose order has few members, looked up by reading them.
#[derive(Debug, Clone, Default)]
pub struct MemberIndex(Option<ahash::AHashMap<Rc<str>, (u32, u32)>>);

impl MemberIndex {
    fn of(class: &ClassDef) -> MemberIndex {
        if class.mro().map(|c| c.members.len()).sum::<usize>() <= READ_IN_ORDER {
            return MemberIndex(None);
        }
        let mut table = ahash::AHashMap::new();
        for (at, c) in class.mro().enumerate() {
            for (k, (name, _)) in c.members.iter().enumerate() {
                // The first class of the order defining a name, and its first such member.
                table.entry(Rc::clone(name)).or_insert((at as u32, k as u32));
            }
        }
        MemberIndex(Some(table))
    }
}

impl ClassDef {
    /// The member `name` of this class or the nearest base defining it, as Python's attribute
    /// lookup finds it on the class.
    pub fn lookup(&self, name: &str) -> Option<&Member> {
        self.found(name).map(|(owner, k)| &owner.members[k].1)
    }

    /// The member `name` of the first class of `order` (a method resolution order or a tail
    /// of one, as `super()` reads it) that defines it.
    pub fn lookup_along<'c>(order: impl Iterator<Item = &'c ClassDef>, name: &str) -> Option<&'c Member> {
        order.into_iter().find_map(|c| c.members.iter().find(|(n, _)| &**n == name).map(|(_, m)| m))
    }

    /// The class in this one's method resolution order that defines `name` itself, starting
    /// at `self`.
    pub fn defining(&self, name: &str) -> Option<&ClassDef> {
        self.found(name).map(|(owner, _)| owner)
    }

    /// The setter of the property `name` as this class sees it: the one defined beside the
    /// property found first in the base chain (a subclass's plain property has none).
    pub fn setter(&self, name: &str) -> Option<FuncId> {
        let owner = self.defining(name)?;
        owner.setters.iter().find(|(n, _)| &**n == name).map(|(_, f)| *f)
    }

    /// The deleter of the property `name` as this class sees it, as [`ClassDef::setter`].
    pub fn deleter(&self, name: &str) -> Option<FuncId> {
        let owner = self.defining(name)?;
        owner.deleters.iter().find(|(n, _)| &**n == name).map(|(_, f)| *f)
    }

    /// The class of the order defining `name` first, and the position of its member.
    fn found(&self, name: &str) -> Option<(&ClassDef, usize)> {
        match &self.member_index.get_or_init(|| MemberIndex::of(self)).0 {
            Some(table) => {
                let &(at, k) = table.get(name)?;
                let owner = if at == 0 { self } else { &*self.ancestors[at as usize - 1] };
                Some((owner, k as usize))
            }
            None => self.mro().find_map(|c| c.members.iter().position(|(n, _)| &**n == name).map(|k| (c, k))),
        }
    }
}

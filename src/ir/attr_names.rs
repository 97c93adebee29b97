//! One `Rc` per attribute name the program's text spells: `obj.x` read, `obj.x = v` stored,
//! `obj.m(...)` called and a dataclass's field `x` all hold the same `Rc` for `x`, so an
//! instance's attributes are found by address before any text is compared
//! (`sema::Instance::field`). Equal text is still the same name wherever the address differs
//! (a name made at run time, by `setattr` or a modelled module).

use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    static NAMES: RefCell<ahash::AHashSet<Rc<str>>> = RefCell::new(ahash::AHashSet::new());
}

/// The one `Rc` of the attribute name `name` on this thread.
pub fn attr_name(name: &str) -> Rc<str> {
    NAMES.with(|names| {
        let mut names = names.borrow_mut();
        if let Some(known) = names.get(name) {
            return Rc::clone(known);
        }
        let made: Rc<str> = Rc::from(name);
        names.insert(Rc::clone(&made));
        made
    })
}

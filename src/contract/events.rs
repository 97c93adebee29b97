//! Event classes as relations. An effect call that performs events adds one record per event
//! after its own (kind = the event class, qualified; fields = the bound parameters), in both
//! domains, so the one meaning in `meaning.rs` reads them like calls. A relation over an event
//! class lists the class and its subclasses, which is how a class covers its subclasses.

use crate::ir::EffectDecl;
pub use crate::ir::{event_name, is_event_kind};
use std::rc::Rc;

/// Named fields of one record (an effect call's arguments or an event's fields).
pub type Fields<V> = Vec<(Rc<str>, V)>;

/// The event records one call of `decl` adds, from its arguments by parameter name (omitted
/// parameters already filled with their defaults).
pub fn performed_by<V: Clone>(decl: &EffectDecl, args: &[(Rc<str>, V)]) -> Vec<(Rc<str>, Fields<V>)> {
    decl.performs.iter().filter_map(|p| Some((p.event.clone(), p.fields_of(args)?))).collect()
}

/// Whether some effect of the program performs an event of one of these kinds: a contract over
/// an event nothing performs would hold vacuously, so it is refused.
pub fn performed_anywhere(effects: &[EffectDecl], kinds: &[Rc<str>]) -> bool {
    effects.iter().flat_map(|e| &e.performs).any(|p| kinds.contains(&p.event))
}

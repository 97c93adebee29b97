//! Events (`clauz3.events`): classes of things that happen, shared by several effects, and what
//! each effect declares it performs. Contracts over an event class read these instead of the
//! effect calls themselves, so several tools can answer to one relation.

use super::TypeExpr;
use crate::source::Span;
use std::rc::Rc;

/// An `Event` subclass of a trusted layer.
#[derive(Debug, Clone)]
pub struct EventClass {
    /// `tools.<domain>.trusted.<module>.<Name>`: the kind of its event records, which can never
    /// be an effect name (those have no dots).
    pub qualified: Rc<str>,
    pub name: Rc<str>,
    pub module: String,
    /// The event class it extends, qualified (`None` for a direct `Event` subclass).
    pub parent: Option<Rc<str>>,
    /// Every field in dataclass order: inherited ones first.
    pub fields: Vec<(Rc<str>, TypeExpr)>,
    pub span: Span,
}

/// One event an effect performs (`@performs(lambda a, b: Ev(a, b))`): each field takes the value
/// of one parameter of the call.
#[derive(Debug, Clone, PartialEq)]
pub struct Performed {
    /// The event class, qualified.
    pub event: Rc<str>,
    /// `(field, parameter)` in the class's field order.
    pub fields: Vec<(Rc<str>, Rc<str>)>,
}

impl Performed {
    /// The event's fields, read from a call's arguments by parameter name (`None` when the call
    /// lacks one, which binding rules exclude: every parameter an event reads has no default).
    pub fn fields_of<V: Clone>(&self, args: &[(Rc<str>, V)]) -> Option<Vec<(Rc<str>, V)>> {
        self.fields
            .iter()
            .map(|(field, param)| args.iter().find(|(n, _)| n == param).map(|(_, v)| (field.clone(), v.clone())))
            .collect()
    }
}

/// Whether a record kind is an event class rather than an effect: event kinds are qualified
/// class names (`tools.kiln.trusted.events.Heat`), effect names are plain identifiers.
pub fn is_event_kind(kind: &str) -> bool {
    kind.contains('.')
}

/// The short class name of an event kind, for messages.
pub fn event_name(kind: &str) -> &str {
    kind.rsplit('.').next().unwrap_or(kind)
}

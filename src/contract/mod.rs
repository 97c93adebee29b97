//! The contract language: relations over the effect calls of a run (`effect(fn)`), the
//! aggregates and specs built from them, and what a spec means.
//!
//! Contract values are built by running trusted `@contract` helpers in the interpreter
//! (`build`), so a helper may use any Python of the subset. What a spec means is written once,
//! generically (`meaning`), and instantiated over a concrete trace (counterexample replay) and
//! over a symbolic path (the prover).

mod build;
mod concrete;
mod events;
mod fluents;
mod meaning;

pub use concrete::holds_on_trace;
pub use events::{event_name, is_event_kind, performed_anywhere, performed_by};
pub use meaning::{holds, Logic, SpecError};

use crate::interp::Value;
use crate::ir::{CmpOp, FluentDecl};
use crate::sema::Closure;
use std::rc::Rc;

/// A lambda of a contract (a predicate, key or selector), with the values it captured.
pub type Lambda = Rc<Closure<Value>>;

/// A value of the contract language, as the interpreter holds it.
#[derive(Debug)]
pub enum ContractValue {
    Relation(Rc<Relation>),
    Aggregate(Rc<Aggregate>),
    Spec(Rc<Spec>),
    /// A fluent (`ValveShut`).
    Fluent(Rc<FluentDecl>),
    /// Its state at the end of the run (`ValveShut.final`).
    Final(Rc<FluentDecl>),
    /// One key of the final state (`Heater.final[unit]`), to compare with a value.
    FinalAt(Rc<FluentDecl>, Value),
}

impl ContractValue {
    /// The Python type name, for messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            ContractValue::Relation(r) if !r.filters.is_empty() => "FilteredRelation",
            ContractValue::Relation(_) => "Relation",
            ContractValue::Aggregate(_) => "Aggregate",
            ContractValue::Spec(_) => "ContractSpec",
            ContractValue::Fluent(_) => "Fluent",
            ContractValue::Final(_) => "FinalState",
            ContractValue::FinalAt(..) => "FinalValue",
        }
    }

    /// How it is shown: the contract as written.
    pub fn describe(&self) -> String {
        match self {
            ContractValue::Relation(r) => r.describe(),
            ContractValue::Aggregate(a) => a.describe(),
            ContractValue::Spec(s) => s.describe(),
            ContractValue::Fluent(f) => f.name.to_string(),
            ContractValue::Final(f) => format!("{}.final", f.name),
            ContractValue::FinalAt(f, k) => format!("{}.final[{}]", f.name, crate::interp::repr(k)),
        }
    }
}

impl crate::interp::ContractObject for ContractValue {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn type_name(&self) -> &'static str {
        ContractValue::type_name(self)
    }

    fn describe(&self) -> String {
        ContractValue::describe(self)
    }

    fn has_relation_methods(&self) -> bool {
        matches!(self, ContractValue::Relation(_) | ContractValue::Final(_))
    }

    fn call_method(
        &self,
        m: crate::ir::Method,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
        at: crate::source::Span,
    ) -> Option<Result<Value, crate::sema::Fault>> {
        if let ContractValue::Relation(r) = self {
            return Some(build::method(m, r, args, kwargs, at));
        }
        kwargs.is_empty().then(|| fluents::method(m, self, args, at))
    }

    fn attribute(&self, name: &str, at: crate::source::Span) -> Result<Value, crate::sema::Fault> {
        fluents::attribute(self, name, at)
    }

    fn index(&self, key: Value, at: crate::source::Span) -> Result<Value, crate::sema::Fault> {
        fluents::final_at(self, key, at)
    }
}

/// The contract value a `Value::Contract` holds; `None` only for the interpreter's stand-in of a
/// fluent met before this language was registered, which callers treat as a foreign value.
pub fn contract_value(c: &dyn crate::interp::ContractObject) -> Option<&ContractValue> {
    c.as_any().downcast_ref()
}

/// Gives the interpreter the contract language's builtins, comparisons and fluents: called by
/// the loader of trusted layers, before anything of a layer is evaluated.
pub fn register() {
    crate::interp::register_contract_ops(crate::interp::ContractOps {
        builtin: build::build_builtin,
        compare: build::compare,
        fluent: |f| Value::Contract(Rc::new(Box::new(ContractValue::Fluent(f.clone())))),
    });
}

/// The effect calls of a run that a relation covers: calls of the named effects (or of every
/// effect), only those every filter accepts.
#[derive(Debug)]
pub struct Relation {
    /// Effect names, in the order given; `None` covers every trusted effect. For an event class
    /// used as a relation, the class and its subclasses, qualified (`events.rs`).
    pub effects: Option<Vec<Rc<str>>>,
    /// `.where(p)` filters; chained ones must all hold (the reference refuses chaining).
    pub filters: Vec<Lambda>,
}

impl Relation {
    /// Whether the relation covers a record of this kind (an effect call or an event).
    pub fn covers(&self, kind: &str) -> bool {
        match &self.effects {
            Some(names) => names.iter().any(|n| &**n == kind),
            None => !is_event_kind(kind),
        }
    }

    /// The event class the relation stands for, qualified, when it is one.
    pub fn event(&self) -> Option<&Rc<str>> {
        self.effects.as_ref()?.first().filter(|n| is_event_kind(n))
    }

    pub fn describe(&self) -> String {
        let filters = ".where(...)".repeat(self.filters.len());
        if let Some(event) = self.event() {
            return format!("{}{filters}", event_name(event));
        }
        let names = self.effects.as_ref().map(|n| n.join(", ")).unwrap_or_default();
        format!("effect({names}){filters}")
    }
}

/// A number computed over a relation.
#[derive(Debug)]
pub enum Aggregate {
    /// How many calls the relation covers.
    Count(Rc<Relation>),
    /// The sum of a selector over the calls the relation covers.
    Sum(Rc<Relation>, Lambda),
}

impl Aggregate {
    pub fn describe(&self) -> String {
        match self {
            Aggregate::Count(r) => format!("{}.count()", r.describe()),
            Aggregate::Sum(r, _) => format!("{}.sum(...)", r.describe()),
        }
    }
}

/// One side of a comparison spec.
#[derive(Debug, Clone)]
pub enum Term {
    Aggregate(Rc<Aggregate>),
    /// An int or float.
    Number(Value),
}

/// A guarantee: a property of the whole sequence of effect calls of a run.
#[derive(Debug)]
pub enum Spec {
    /// `no_guarantees()`: promises nothing.
    Nothing,
    /// Every covered call satisfies the predicate.
    All(Rc<Relation>, Lambda),
    /// No call is covered.
    Empty(Rc<Relation>),
    /// No two covered calls share a key.
    Distinct(Rc<Relation>, Lambda),
    /// `aggregate <= number` and the like (either side may be an aggregate).
    Compare(Term, CmpOp, Term),
    /// Some covered call of the left and of the right relation have equal keys.
    SharesValue(Rc<Relation>, Rc<Relation>, Lambda),
    /// `ConjunctionSpec((a, b, ...))`.
    Conjunction(Vec<Rc<Spec>>),
    /// `F.final.all(lambda d: ...)`: every key of the final state (`d.key`, `d.value`), the
    /// never-written ones (still `initial`) included.
    FluentAll(Rc<FluentDecl>, Lambda),
    /// `F.final[key] == value` (`equal`) or `!= value`.
    FluentIs { fluent: Rc<FluentDecl>, key: Value, value: Value, equal: bool },
}

impl Spec {
    pub fn describe(&self) -> String {
        let term = |t: &Term| match t {
            Term::Aggregate(a) => a.describe(),
            Term::Number(v) => crate::interp::repr(v),
        };
        match self {
            Spec::Nothing => "no_guarantees()".into(),
            Spec::All(r, _) => format!("{}.all(...)", r.describe()),
            Spec::Empty(r) => format!("{}.empty()", r.describe()),
            Spec::Distinct(r, _) => format!("{}.distinct(...)", r.describe()),
            Spec::Compare(l, op, r) => format!("{} {} {}", term(l), op.symbol(), term(r)),
            Spec::SharesValue(l, r, _) => format!("{}.shares_value({}, ...)", l.describe(), r.describe()),
            Spec::Conjunction(parts) => {
                format!("ConjunctionSpec(({}))", parts.iter().map(|p| p.describe()).collect::<Vec<_>>().join(", "))
            }
            Spec::FluentAll(f, _) => format!("{}.final.all(...)", f.name),
            Spec::FluentIs { fluent, key, value, equal } => format!(
                "{}.final[{}] {} {}",
                fluent.name,
                crate::interp::repr(key),
                if *equal { "==" } else { "!=" },
                crate::interp::repr(value)
            ),
        }
    }

    /// Every lambda the spec applies, with the relation whose calls it is applied to.
    pub fn lambdas(&self) -> Vec<(&Relation, &Lambda)> {
        fn with_filters<'a>(r: &'a Relation, out: &mut Vec<(&'a Relation, &'a Lambda)>) {
            out.extend(r.filters.iter().map(|f| (r, f)));
        }
        let mut out = Vec::new();
        match self {
            Spec::Nothing => {}
            Spec::All(r, f) | Spec::Distinct(r, f) => {
                with_filters(r, &mut out);
                out.push((&**r, f));
            }
            Spec::Empty(r) => with_filters(r, &mut out),
            Spec::Compare(l, _, r) => {
                for t in [l, r] {
                    if let Term::Aggregate(a) = t {
                        match &**a {
                            Aggregate::Count(r) => with_filters(r, &mut out),
                            Aggregate::Sum(r, s) => {
                                with_filters(r, &mut out);
                                out.push((&**r, s));
                            }
                        }
                    }
                }
            }
            Spec::SharesValue(l, r, k) => {
                for side in [l, r] {
                    with_filters(side, &mut out);
                    out.push((&**side, k));
                }
            }
            Spec::Conjunction(parts) => out.extend(parts.iter().flat_map(|p| p.lambdas())),
            // Applied to the final state, not to calls.
            Spec::FluentAll(..) | Spec::FluentIs { .. } => {}
        }
        out
    }

    /// Every relation the spec reads (to check their effect names exist).
    pub fn relations(&self) -> Vec<&Relation> {
        fn of_term(t: &Term) -> Option<&Relation> {
            match t {
                Term::Aggregate(a) => match &**a {
                    Aggregate::Count(r) | Aggregate::Sum(r, _) => Some(&**r),
                },
                Term::Number(_) => None,
            }
        }
        match self {
            Spec::Nothing => Vec::new(),
            Spec::All(r, _) | Spec::Empty(r) | Spec::Distinct(r, _) => vec![&**r],
            Spec::Compare(l, _, r) => of_term(l).into_iter().chain(of_term(r)).collect(),
            Spec::SharesValue(l, r, _) => vec![&**l, &**r],
            Spec::Conjunction(parts) => parts.iter().flat_map(|p| p.relations()).collect(),
            Spec::FluentAll(..) | Spec::FluentIs { .. } => Vec::new(),
        }
    }
}

impl Spec {
    /// The parts of this guarantee that, once false on a trace, stay false on every longer
    /// one: what the runtime monitor checks before each effect, and what a proof checks on a
    /// path that an effect's declared exception ends early.
    pub fn prefix_parts(self: &Rc<Spec>) -> Vec<Rc<Spec>> {
        let mut out = Vec::new();
        collect_prefix_parts(self, &mut out);
        out
    }
}

/// Collects the parts of `spec` that, once false on a trace, stay false on every extension:
/// `all`, `empty`, `distinct` (with their `where` filters) and upper bounds on a count.
/// Sums are left to the end: a later negative term could bring a sum back under its bound.
fn collect_prefix_parts(spec: &Rc<Spec>, out: &mut Vec<Rc<Spec>>) {
    match &**spec {
        Spec::All(..) | Spec::Empty(_) | Spec::Distinct(..) => out.push(spec.clone()),
        Spec::Compare(l, op, r) => {
            let count_above = |t: &Term| matches!(t, Term::Aggregate(a) if matches!(**a, Aggregate::Count(_)));
            let number = |t: &Term| matches!(t, Term::Number(_));
            let upper = match op {
                CmpOp::LtE | CmpOp::Lt => count_above(l) && number(r),
                CmpOp::GtE | CmpOp::Gt => number(l) && count_above(r),
                CmpOp::Eq
                | CmpOp::NotEq
                | CmpOp::In
                | CmpOp::NotIn
                | CmpOp::IsNone
                | CmpOp::IsNotNone
                | CmpOp::Is
                | CmpOp::IsNot => false,
            };
            if upper {
                out.push(spec.clone());
            }
        }
        Spec::Conjunction(parts) => parts.iter().for_each(|p| collect_prefix_parts(p, out)),
        // A fluent's final state can change until the run ends.
        Spec::Nothing | Spec::SharesValue(..) | Spec::FluentAll(..) | Spec::FluentIs { .. } => {}
    }
}

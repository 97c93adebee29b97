//! The runtime monitor: before each effect fires, the approved guarantees that a prefix of the
//! trace can already break are checked on the calls so far plus this one; at the end, every
//! guarantee is checked on the whole trace. The meaning of a guarantee is the one
//! `contract::holds` gives (through `api::contracts::holds_on_records`), so the monitor and the
//! prover cannot disagree on what a spec says. It never fires after a sound proof: a violation
//! is a soundness bug in clauz3, reported as one, and the effect does not happen.

use crate::contract::{Aggregate, Spec, Term};
use crate::effects::EffectRecord;
use crate::ir::{CmpOp, Program};
use std::rc::Rc;

/// The approved guarantees, each split into the parts a prefix can break and the rest.
pub(crate) struct Monitor {
    guarantees: Vec<Watched>,
}

struct Watched {
    /// The guarantee as written.
    text: String,
    whole: Rc<Spec>,
    /// Parts whose violation on a prefix persists on every longer trace.
    prefix: Vec<Rc<Spec>>,
}

impl Monitor {
    pub(crate) fn new(guarantees: Vec<(String, Rc<Spec>)>) -> Monitor {
        let guarantees = guarantees
            .into_iter()
            .map(|(text, whole)| {
                let mut prefix = Vec::new();
                prefix_parts(&whole, &mut prefix);
                Watched { text, whole, prefix }
            })
            .collect();
        Monitor { guarantees }
    }

    /// Whether firing `next` after `done` keeps every prefix-checkable guarantee; otherwise the
    /// guarantee that would break.
    pub(crate) fn before(&self, ir: &Program, done: &[EffectRecord], next: &EffectRecord) -> Result<(), String> {
        let mut trace = done.to_vec();
        trace.push(next.clone());
        for g in &self.guarantees {
            for part in &g.prefix {
                check(ir, part, &trace, &g.text)?;
            }
        }
        Ok(())
    }

    /// Every guarantee on the finished run's whole trace.
    pub(crate) fn at_end(&self, ir: &Program, trace: &[EffectRecord]) -> Result<(), String> {
        self.guarantees.iter().try_for_each(|g| check(ir, &g.whole, trace, &g.text))
    }
}

fn check(ir: &Program, spec: &Spec, trace: &[EffectRecord], text: &str) -> Result<(), String> {
    match crate::api::contracts::holds_on_records(ir, spec, trace) {
        Ok(true) => Ok(()),
        Ok(false) => Err(format!("guarantee `{text}` ({}) does not hold", spec.describe())),
        Err(e) => Err(format!("guarantee `{text}` could not be checked at run time: {}", e.message)),
    }
}

/// Collects the parts of `spec` that, once false on a trace, stay false on every extension:
/// `all`, `empty`, `distinct` (with their `where` filters) and upper bounds on a count.
/// Sums are left to the end: a later negative term could bring a sum back under its bound.
fn prefix_parts(spec: &Rc<Spec>, out: &mut Vec<Rc<Spec>>) {
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
        Spec::Conjunction(parts) => parts.iter().for_each(|p| prefix_parts(p, out)),
        // A fluent's final state can change until the run ends.
        Spec::Nothing | Spec::SharesValue(..) | Spec::FluentAll(..) | Spec::FluentIs { .. } => {}
    }
}

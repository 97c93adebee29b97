//! The runtime monitor: before each effect fires, the approved guarantees that a prefix of the
//! trace can already break are checked on the calls so far plus this one; at the end, every
//! guarantee is checked on the whole trace. The meaning of a guarantee is the one
//! `contract::holds` gives (through `api::contracts::holds_on_records`), so the monitor and the
//! prover cannot disagree on what a spec says. It never fires after a sound proof: a violation
//! is a soundness bug in clauz3, reported as one, and the effect does not happen.

use crate::contract::Spec;
use crate::effects::EffectRecord;
use crate::ir::Program;
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
                let prefix = whole.prefix_parts();
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

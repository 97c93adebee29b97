//! The run's limits checked after a step that may have reached one: kept apart from the
//! per-step check in `Concrete::tick`, which stays a few instructions.

use super::Concrete;
use crate::sema::{Fault, LimitKind};
use crate::source::Span;

impl Concrete<'_> {
    /// Charges one step of work done inside a builtin loop.
    #[inline]
    pub(super) fn tick(&mut self, at: Span) -> Result<(), Fault> {
        self.steps += 1;
        // Within the budget, under the memory cap and between clock readings (one every 4096
        // steps), nothing else to do: the limits are reported out of line.
        if self.steps <= self.limits.max_steps && self.steps.trailing_zeros() < 12 && self.namespaces.is_empty() {
            match self.heap_ceiling {
                None => return Ok(()),
                Some((count, ceiling)) if count.load(std::sync::atomic::Ordering::Relaxed) <= ceiling => return Ok(()),
                Some(_) => {}
            }
        }
        self.tick_limits(at)
    }

    /// The step budget, the memory cap and the wall-clock deadline, after a step that may have
    /// reached one of them.
    #[cold]
    #[inline(never)]
    pub(super) fn tick_limits(&mut self, at: Span) -> Result<(), Fault> {
        self.namespaces.check(at)?;
        if self.steps > self.limits.max_steps {
            return Err(Fault::limit(
                LimitKind::Steps,
                format!("the program ran more than {} steps", self.limits.max_steps),
                at,
            ));
        }
        if let Some((count, ceiling)) = self.heap_ceiling {
            if count.load(std::sync::atomic::Ordering::Relaxed) > ceiling {
                let cap = self.limits.max_memory.unwrap_or_default() >> 20;
                return Err(Fault::limit(LimitKind::Memory, format!("the run used more than {cap} MiB of memory"), at));
            }
        }
        if self.steps.trailing_zeros() >= 12 {
            if let Some(deadline) = self.limits.deadline {
                if std::time::Instant::now() >= deadline {
                    return Err(Fault::limit(LimitKind::Time, "the run went past its wall-clock deadline", at));
                }
            }
        }
        Ok(())
    }

    /// The depth limit's error, out of line: with its message built in place, `enter_call`
    /// was too large to inline into a generator's resume.
    #[cold]
    #[inline(never)]
    pub(super) fn too_deep(&self, at: Span) -> Fault {
        let message =
            format!("calls nested more than {} deep (maximum recursion depth exceeded)", self.limits.max_depth);
        Fault::limit(LimitKind::Depth, message, at)
    }
}

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
        // Within the budget, under the memory cap, between clock readings (one every 4096
        // steps) and with no namespace copy watched, nothing else to do: one comparison says
        // the first three (`next_check`), and the limits are reported out of line.
        if self.steps < self.step_check {
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
        self.step_check = self.next_check();
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

    /// The first step after this one that must leave `tick`'s fast path: the next clock
    /// reading, the step past the budget, or the very next one while a namespace copy is
    /// watched (`namespace_copy` sets it so when it keeps one).
    fn next_check(&self) -> u64 {
        if !self.namespaces.is_empty() {
            return 0;
        }
        check_after(self.steps, self.limits.max_steps)
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

/// The first step after `steps` that must leave `tick`'s fast path when no namespace copy is
/// watched: the next clock reading (a multiple of 4096) or the step past the budget.
pub(super) fn check_after(steps: u64, max_steps: u64) -> u64 {
    ((steps | 4095) + 1).min(max_steps.saturating_add(1))
}

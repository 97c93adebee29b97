//! The one set of resource limits both engines obey, checked before work is done.

/// Budgets for a run; exceeding one is a `limit` diagnostic, never a hang or an out-of-memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Statements (and comprehension iterations) executed.
    pub max_steps: u64,
    /// Nested function calls.
    pub max_depth: u32,
    /// Bits of one integer.
    pub max_int_bits: u64,
    /// Items of one container or characters of one string.
    pub max_len: usize,
    /// When a run must have finished (`clauz3 run --timeout`); checked every few thousand
    /// steps and before each effect. `None`: no deadline.
    pub deadline: Option<std::time::Instant>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_steps: 50_000_000, max_depth: 1_000, max_int_bits: 1 << 20, max_len: 10_000_000, deadline: None }
    }
}

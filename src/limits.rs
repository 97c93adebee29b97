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
    /// Bytes of heap a run may add to what the process held when it started, checked every
    /// step; enforced only where a heap probe is installed (see [`set_heap_probe`]).
    pub max_memory: Option<usize>,
}

/// The default memory cap of the CLI's runs.
pub const DEFAULT_MAX_MEMORY_MIB: usize = 1024;

/// The default of the most bytes one source file (program or trusted module) may have: parsing
/// takes up to about a hundred times a file's size in memory, so the front end refuses larger
/// files before reading them rather than run out of memory.
pub const DEFAULT_MAX_SOURCE_BYTES: usize = 1 << 20;

static MAX_SOURCE_BYTES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(DEFAULT_MAX_SOURCE_BYTES);

/// Sets the most bytes a source file may have, for the whole process (the CLI's
/// `--max-source-kib`; an embedder's own choice).
pub fn set_max_source_bytes(bytes: usize) {
    MAX_SOURCE_BYTES.store(bytes, std::sync::atomic::Ordering::Relaxed);
}

/// Why a source of `len` bytes is refused, if it is larger than the limit.
pub fn source_too_large(len: u64) -> Option<String> {
    let max = MAX_SOURCE_BYTES.load(std::sync::atomic::Ordering::Relaxed);
    (len > max as u64).then(|| {
        format!("the file has {len} bytes, more than the {} KiB a source file may have (--max-source-kib)", max >> 10)
    })
}

static HEAP_PROBE: std::sync::OnceLock<&'static std::sync::atomic::AtomicUsize> = std::sync::OnceLock::new();

/// Installs the count of the bytes the process's heap holds: the `clauz3` binary's global
/// allocator keeps one; an embedder with a counting global allocator can install its own.
/// The first count installed stays. (A count rather than a function that reads it: every
/// step reads it, and a load inline is cheaper than a call through a pointer.)
pub fn set_heap_probe(count: &'static std::sync::atomic::AtomicUsize) {
    // A second installation is ignored: the first allocator counted from the start.
    let _ = HEAP_PROBE.set(count);
}

/// The count of the heap's bytes, when one is installed.
pub fn heap_probe() -> Option<&'static std::sync::atomic::AtomicUsize> {
    HEAP_PROBE.get().copied()
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_steps: 50_000_000,
            max_depth: 1_000,
            max_int_bits: 1 << 20,
            max_len: 10_000_000,
            deadline: None,
            max_memory: None,
        }
    }
}

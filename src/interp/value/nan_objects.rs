//! A nan's identity: CPython's `n in [n]` holds for one nan object and not for two, so each
//! nan the interpreter makes carries its own payload, and `math.nan`/`cmath.nan` one kept for
//! each (the same object wherever they are read).

thread_local! {
    /// The payload of the last nan object made (`Value::float`).
    static NAN_OBJECTS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The payload bits of a quiet nan (below the quiet bit).
const NAN_PAYLOAD: u64 = (1 << 51) - 1;

/// The module constants that are one nan object each for the whole run (`math.nan`,
/// `cmath.nan`), by the payload kept for them above those `fresh_nan` gives.
#[derive(Clone, Copy)]
pub enum ConstantNan {
    Math = 1,
    Cmath = 2,
}

/// The nan that is a module's constant: the same object wherever it is read, none other.
pub fn constant_nan(which: ConstantNan) -> f64 {
    f64::from_bits(0x7FF8_0000_0000_0000 | (NAN_PAYLOAD + 1 - which as u64))
}

/// A quiet nan whose payload no nan made before on this thread has (nor a module's constant).
pub(super) fn fresh_nan(negative: bool) -> f64 {
    let id = NAN_OBJECTS.with(|n| {
        let next = (n.get() % (NAN_PAYLOAD - 2)) + 1;
        n.set(next);
        next
    });
    let bits = 0x7FF8_0000_0000_0000 | id | if negative { 1 << 63 } else { 0 };
    f64::from_bits(bits)
}

/// Whether two nans are one object: the same payload, made by `fresh_nan` or a module's
/// constant (a nan without a payload is no object the interpreter made).
pub(super) fn same_nan(x: f64, y: f64) -> bool {
    x.is_nan() && x.to_bits() == y.to_bits() && x.to_bits() & NAN_PAYLOAD != 0
}

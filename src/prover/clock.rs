//! The modelled `time`'s clock in a proof (`<clock>`): each reading is a value of its own,
//! the same on every run of one path and unknown otherwise, no later than the readings of
//! the same clock before it where CPython's clock cannot go back: `perf_counter` and
//! `monotonic` (and the modelled `asyncio` loop's `time()`, which is `monotonic` in CPython),
//! each with its `_ns` twin kept apart, since CPython does not promise how they relate. The
//! wall clock (`time`, `time_ns`) may be set back, so its readings are only finite. Sleeping
//! changes nothing a proof reads. Every reading is within what CPython's `int64` count of
//! nanoseconds holds.

use super::domain::{SymVal, Symbolic};
use crate::interp::Value;
use crate::sema::Fault;
use crate::smt::{BoolTerm, FloatTerm, IntTerm};
use crate::source::Span;

/// More seconds than an `int64` count of nanoseconds holds (about 9.22e9), either way.
const SECONDS_HELD: f64 = 9.3e9;

/// The readings taken on one path: how many of each clock, and its latest.
#[derive(Default)]
pub struct Readings {
    taken: Vec<(&'static str, u32, Option<Reading>)>,
}

/// One reading of a clock.
#[derive(Clone)]
enum Reading {
    Seconds(FloatTerm),
    Nanoseconds(IntTerm),
}

/// A clock of the modelled `time` by its reading's name: its name for the readings, whether
/// it reads whole nanoseconds, and whether it never goes back.
fn clock_of(name: &str) -> Option<(&'static str, bool, bool)> {
    Some(match name {
        "time" => ("time", false, false),
        "time_ns" => ("time_ns", true, false),
        "perf_counter" => ("perf_counter", false, true),
        "perf_counter_ns" => ("perf_counter_ns", true, true),
        "monotonic" | "loop_time" => ("monotonic", false, true),
        "monotonic_ns" => ("monotonic_ns", true, true),
        _ => return None,
    })
}

impl Symbolic<'_> {
    /// `<clock>(name, ...)`, called by the modelled `time` and `asyncio`.
    pub(super) fn clock_call(&mut self, args: &[SymVal], at: Span) -> Result<SymVal, Fault> {
        let name = match args.first() {
            Some(SymVal::Concrete(Value::Str(name))) => name.as_str().to_owned(),
            _ => String::new(),
        };
        // Sleeping, or the modelled `asyncio`'s virtual clock moving the clocks on: nothing a
        // proof reads (a later reading is only no earlier than the one before).
        if name == "sleep" || name == "advance" {
            return Ok(SymVal::Concrete(Value::None));
        }
        // A timer of the modelled `asyncio` being set: its deadline decides which task runs
        // next, which the prover follows only when it is known.
        if name == "deadline" {
            return match args.get(1) {
                Some(SymVal::Concrete(_)) => Ok(SymVal::Concrete(Value::None)),
                _ => Err(Fault::unsupported(
                    "an `asyncio` timer due at a time that depends on the input or the clock (`asyncio.sleep`, a timeout or `call_later` of an unknown delay, `call_at` of a time read from the clock): which task runs next is the event loop's choice, not modelled",
                    at,
                )),
            };
        }
        let Some((clock, whole, monotonic)) = clock_of(&name) else {
            return Err(Fault::internal(format!("<clock> has no `{name}`"), at));
        };
        Ok(self.clock_reading(clock, whole, monotonic, at))
    }

    /// A new reading of `clock`, with what CPython promises of it put on the path.
    fn clock_reading(&mut self, clock: &'static str, whole: bool, monotonic: bool, at: Span) -> SymVal {
        let taken = &mut self.clock_readings.taken;
        let slot = match taken.iter().position(|(c, _, _)| *c == clock) {
            Some(i) => i,
            None => {
                taken.push((clock, 0, None));
                taken.len() - 1
            }
        };
        let (_, count, latest) = &mut taken[slot];
        *count += 1;
        // Not a name a program can have: no parameter or model of an input shares it.
        let name = format!("<clock {clock} #{count}>");
        // CPython keeps every clock as an `int64` count of nanoseconds (`_PyTime_t`).
        let (reading, mut facts) = if whole {
            let n = IntTerm::var(&name);
            let (low, high) = (IntTerm::lit(&i64::MIN.into()), IntTerm::lit(&i64::MAX.into()));
            let in_range = vec![low.le(&n), n.le(&high)];
            (Reading::Nanoseconds(n), in_range)
        } else {
            let f = FloatTerm::var(&name);
            let (low, high) = (FloatTerm::lit(-SECONDS_HELD), FloatTerm::lit(SECONDS_HELD));
            let in_range = vec![f.is_nan().not(), low.le(&f), f.le(&high)];
            (Reading::Seconds(f), in_range)
        };
        match (monotonic, latest.as_ref(), &reading) {
            (true, Some(Reading::Nanoseconds(a)), Reading::Nanoseconds(b)) => facts.push(a.le(b)),
            (true, Some(Reading::Seconds(a)), Reading::Seconds(b)) => facts.push(a.le(b)),
            (true | false, _, _) => {}
        }
        *latest = Some(reading.clone());
        // A failure resting on a reading cannot be shown by a run of the program, whose clock
        // gives what it gives: one that does not replay is no verdict.
        self.approximate("a reading of the clock was taken as any value CPython's clock may give", Some(at));
        if !facts.is_empty() {
            self.path.push(BoolTerm::and(&facts));
        }
        match reading {
            Reading::Seconds(f) => SymVal::Float(f),
            Reading::Nanoseconds(n) => SymVal::Int(n),
        }
    }
}

//! The run's clock, what the modelled `time` module reads (`_clock(name)`): the wall clock
//! since the epoch, a monotonic counter, and `sleep`. Like `<entropy>`, the one other thing the
//! evaluator takes from the operating system; the prover never reads it (the path is skipped).

use super::value::{int_value, Value};
use crate::limits::Limits;
use crate::sema::{Fault, LimitKind};
use crate::source::Span;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The instant `perf_counter` and `monotonic` count from: the first reading in the process.
static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

thread_local! {
    /// How far the modelled `asyncio`'s virtual clock has moved this thread's clocks on
    /// (`<clock>("advance", seconds)`): its loop sleeps by jumping to the next deadline, and a
    /// program timing the run with `time.perf_counter()` must see the time pass.
    static SKIPPED: std::cell::Cell<Duration> = const { std::cell::Cell::new(Duration::ZERO) };
}

/// `<clock>("time")`, `("time_ns")`, `("perf_counter")`, `("perf_counter_ns")` (also named
/// `monotonic` and `monotonic_ns`) or
/// `("sleep", seconds)`, the seconds a float `time.py` checked, or `("advance", seconds)`,
/// moving the clocks on without sleeping (the modelled `asyncio`'s virtual clock).
pub(super) fn call(args: &[Value], limits: &Limits, at: Span) -> Result<Value, Fault> {
    let skipped = SKIPPED.get();
    let since_epoch = || SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or(Duration::ZERO) + skipped;
    let counter = || START.get_or_init(Instant::now).elapsed() + skipped;
    match args {
        [Value::Str(name)] => match name.as_str() {
            "time" => Ok(Value::Float(since_epoch().as_secs_f64())),
            "time_ns" => Ok(int_value(since_epoch().as_nanos() as i128)),
            // `monotonic` is `perf_counter`'s clock, named apart for the prover's message.
            "perf_counter" | "monotonic" => Ok(Value::Float(counter().as_secs_f64())),
            "perf_counter_ns" | "monotonic_ns" => Ok(int_value(counter().as_nanos() as i128)),
            other => Err(Fault::internal(format!("<clock> has no `{other}`"), at)),
        },
        [Value::Str(name), Value::Float(seconds)] if name.as_str() == "sleep" => sleep(*seconds, limits, at),
        // The modelled `asyncio` setting a timer: a check for the prover, nothing to do here.
        [Value::Str(name), _] if name.as_str() == "deadline" => Ok(Value::None),
        // The modelled `asyncio` loop's virtual clock, read by the program (`loop.time()`).
        [Value::Str(name), reading] if name.as_str() == "loop_time" => Ok(reading.clone()),
        [Value::Str(name), Value::Float(seconds)] if name.as_str() == "advance" => {
            let by = Duration::try_from_secs_f64(*seconds)
                .map_err(|_| Fault::exc(crate::ir::PyExc::OverflowError, "timeout is too large", at))?;
            SKIPPED.set(skipped + by);
            Ok(Value::None)
        }
        _ => Err(Fault::internal("<clock> takes a reading's name, or `sleep` and seconds", at)),
    }
}

/// Sleeps, but not past the run's deadline: a sleep that would end after it is the deadline's
/// `limit` error, raised when the deadline comes.
fn sleep(seconds: f64, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let wanted = Duration::try_from_secs_f64(seconds)
        .map_err(|_| Fault::exc(crate::ir::PyExc::OverflowError, "sleep length is too large", at))?;
    if let Some(deadline) = limits.deadline {
        let left = deadline.saturating_duration_since(Instant::now());
        if wanted > left {
            std::thread::sleep(left);
            return Err(Fault::limit(LimitKind::Time, "the run went past its wall-clock deadline", at));
        }
    }
    std::thread::sleep(wanted);
    Ok(Value::None)
}

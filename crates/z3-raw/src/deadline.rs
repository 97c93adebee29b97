//! Time limits on checks, kept by one watchdog thread instead of Z3's own timer.
//!
//! Z3 4.8's `timeout` parameter starts a timer for every check: it wakes a thread of its pool
//! and, when the check ends, spins (`sched_yield`) until that thread lets go. For the short
//! checks clauz3 makes by the thousand that doubled their cost (about 30 µs without the
//! parameter, 60-70 µs with it). Here a check registers its deadline in a table one watchdog
//! thread keeps, and the watchdog interrupts the check's context (`Z3_interrupt`) once the
//! deadline has passed. Registering is a lock and a table entry; the watchdog is woken only
//! when a deadline comes earlier than the one it sleeps until, so during a run of short checks
//! it wakes about once per time limit, not once per check.

use std::collections::HashMap;
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock, PoisonError};
use std::time::{Duration, Instant};
use z3::{Params, SatResult, Solver};

/// How soon an interrupted check that is still running is interrupted again: an interrupt that
/// reaches the context just before Z3 enters the check is cleared by the check's start.
const AGAIN: Duration = Duration::from_millis(2);

/// What to do when a check goes on long after its deadline: libz3 4.8 does not look at its
/// interrupt flag everywhere (a float query rewriting its terms can run for minutes without),
/// and nothing can stop a thread from outside. A one-shot process (the command line) installs
/// a handler that reports and ends the process; a host that installs none waits.
static STUCK: OnceLock<Stuck> = OnceLock::new();

struct Stuck {
    grace: Duration,
    handler: fn(Duration),
}

/// Calls `handler` with the check's time limit, on the watchdog's thread, when a check is still
/// running `grace` after its deadline passed. The first handler installed stays.
pub fn on_stuck(grace: Duration, handler: fn(Duration)) {
    let _ = STUCK.set(Stuck { grace, handler });
}

/// Ends the process at once with `code`, after flushing stdout and stderr: what a stuck
/// check's handler does. No destructor or exit hook runs, since libz3's would free what the
/// stuck check is using on another thread.
pub fn exit_now(code: i32) -> ! {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    // SAFETY: `_exit` takes no pointer and never returns; skipping exit hooks is its purpose.
    unsafe { libc::_exit(code) }
}

/// The answer of a check made against a deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timed {
    pub result: SatResult,
    /// Whether the deadline passed during the check. The result stands even then (the check may
    /// have finished before it saw the interrupt); an `Unknown` with this set is a time-out.
    pub timed_out: bool,
}

/// Checks `solver` with at most `limit` of time (none when `limit` is zero).
pub fn check_within(solver: &Solver, limit: Duration) -> Timed {
    if limit.is_zero() {
        return Timed { result: solver.check(), timed_out: false };
    }
    let Some(watchdog) = watchdog() else {
        return check_with_z3_timer(solver, limit);
    };
    let context = RawContext(solver.get_context().get_z3_context());
    let armed = watchdog.arm(context, limit);
    let result = solver.check();
    let timed_out = armed.disarm();
    if timed_out {
        clear_interrupt();
    }
    Timed { result, timed_out }
}

/// The fallback when no watchdog thread could be started: Z3's own timer, set for this check.
fn check_with_z3_timer(solver: &Solver, limit: Duration) -> Timed {
    let millis = u32::try_from(limit.as_millis()).unwrap_or(u32::MAX).max(1);
    let mut params = Params::new();
    params.set_u32("timeout", millis);
    solver.set_params(&params);
    let result = solver.check();
    params.set_u32("timeout", 0);
    solver.set_params(&params);
    let timed_out = result == SatResult::Unknown && solver.get_reason_unknown().as_deref() == Some("timeout");
    Timed { result, timed_out }
}

/// An interrupt that reached the context after the check had ended its work limit leaves the
/// context's limit cancelled, which would cut short the next model evaluation; a check of an
/// empty solver starts and ends a work limit, which clears it. Rare (only checks that ran to
/// their deadline), so the thread's empty solver is made on first need.
fn clear_interrupt() {
    thread_local! {
        static EMPTY: Solver = Solver::new();
    }
    EMPTY.with(|empty| empty.check());
}

/// A Z3 context as the watchdog holds it, to interrupt from its own thread.
struct RawContext(z3_sys::Z3_context);

// SAFETY: the watchdog only passes the pointer to `Z3_interrupt`, which Z3 documents as callable
// from any thread, and only while the check that registered it runs on the context's own thread
// (see `Armed::disarm`), so the context is alive.
unsafe impl Send for RawContext {}

/// A registered check.
struct Deadline {
    context: RawContext,
    at: Instant,
    limit: Duration,
    /// When the deadline first passed.
    fired: Option<Instant>,
}

#[derive(Default)]
struct Table {
    checks: HashMap<u64, Deadline>,
    next_ticket: u64,
    /// When the watchdog next wakes by itself; `None` while it sleeps until woken.
    wakes_at: Option<Instant>,
}

struct Watchdog {
    table: Mutex<Table>,
    wake: Condvar,
}

/// The process's watchdog, started on first use; `None` when its thread could not be started.
fn watchdog() -> Option<&'static Watchdog> {
    static WATCHDOG: OnceLock<Option<&'static Watchdog>> = OnceLock::new();
    *WATCHDOG.get_or_init(|| {
        let watchdog: &'static Watchdog =
            Box::leak(Box::new(Watchdog { table: Mutex::new(Table::default()), wake: Condvar::new() }));
        std::thread::Builder::new().name("z3-deadlines".into()).spawn(move || watchdog.watch()).ok().map(|_| watchdog)
    })
}

impl Watchdog {
    fn lock(&self) -> MutexGuard<'_, Table> {
        self.table.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn arm(&'static self, context: RawContext, limit: Duration) -> Armed {
        let at = Instant::now() + limit;
        let mut table = self.lock();
        let ticket = table.next_ticket;
        table.next_ticket += 1;
        table.checks.insert(ticket, Deadline { context, at, limit, fired: None });
        if table.wakes_at.is_none_or(|wakes| at < wakes) {
            self.wake.notify_one();
        }
        Armed { watchdog: self, ticket }
    }

    /// The watchdog's loop: interrupt the checks whose deadline has passed, then sleep until the
    /// next deadline, or until woken when none is registered.
    fn watch(&self) {
        let mut table = self.lock();
        loop {
            let now = Instant::now();
            for deadline in table.checks.values_mut().filter(|d| d.at <= now) {
                // SAFETY: the context is alive: its check is registered, and a check is removed
                // from the table (under this lock) before its thread goes on (`Armed::disarm`,
                // also on unwinding). `Z3_interrupt` may be called from any thread.
                unsafe { z3_sys::Z3_interrupt(deadline.context.0) };
                let fired = *deadline.fired.get_or_insert(now);
                deadline.at = now + AGAIN;
                if let Some(stuck) = STUCK.get().filter(|stuck| now >= fired + stuck.grace) {
                    (stuck.handler)(deadline.limit);
                }
            }
            let next = table.checks.values().map(|d| d.at).min();
            table.wakes_at = next;
            table = match next {
                Some(at) => self.wake.wait_timeout(table, at - now).unwrap_or_else(PoisonError::into_inner).0,
                None => self.wake.wait(table).unwrap_or_else(PoisonError::into_inner),
            };
        }
    }
}

/// A check registered with the watchdog; dropping it (also when the check panics) removes it.
struct Armed {
    watchdog: &'static Watchdog,
    ticket: u64,
}

impl Armed {
    /// Removes the check; whether its deadline passed.
    fn disarm(self) -> bool {
        // Removed and read under one lock: after it, the watchdog cannot interrupt the context.
        let fired = self.watchdog.lock().checks.remove(&self.ticket).is_some_and(|d| d.fired.is_some());
        std::mem::forget(self);
        fired
    }
}

impl Drop for Armed {
    fn drop(&mut self) {
        self.watchdog.lock().checks.remove(&self.ticket);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::{Bool, Int};

    /// A query no SAT solver finishes quickly: 13 pigeons in 12 holes, at most one a hole.
    fn hard_solver() -> Solver {
        let solver = Solver::new();
        let (pigeons, holes) = (13, 12);
        let sits: Vec<Vec<Bool>> =
            (0..pigeons).map(|p| (0..holes).map(|h| Bool::new_const(format!("p{p}h{h}"))).collect()).collect();
        for row in &sits {
            solver.assert(Bool::or(&row.iter().collect::<Vec<_>>()));
        }
        for h in 0..holes {
            for (a, first) in sits.iter().enumerate() {
                for second in &sits[a + 1..] {
                    solver.assert(!(&first[h] & &second[h]));
                }
            }
        }
        solver
    }

    #[test]
    fn a_check_past_its_deadline_is_stopped_and_said_to_be() {
        let solver = hard_solver();
        let started = Instant::now();
        let timed = check_within(&solver, Duration::from_millis(50));
        assert_eq!(timed, Timed { result: SatResult::Unknown, timed_out: true });
        assert!(started.elapsed() < Duration::from_secs(5), "stopped near its deadline");
    }

    #[test]
    fn the_context_works_normally_after_an_interrupt() {
        let solver = hard_solver();
        assert!(check_within(&solver, Duration::from_millis(20)).timed_out);
        let easy = Solver::new();
        let x = Int::new_const("x");
        easy.assert(x.gt(Int::from_i64(3)));
        let timed = check_within(&easy, Duration::from_secs(10));
        assert_eq!(timed, Timed { result: SatResult::Sat, timed_out: false });
        let model = easy.get_model().expect("a model");
        assert!(model.eval(&x, true).and_then(|v| v.as_i64()).is_some_and(|v| v > 3));
    }

    /// An interrupt that lands outside a check (the race `clear_interrupt` is for) cancels the
    /// context's next work until a check clears it: with Z3 4.8.12, uncleared, the solver's
    /// model is lost (`get_model` gives none).
    #[test]
    fn an_interrupt_between_checks_is_cleared() {
        let easy = Solver::new();
        let x = Int::new_const("x");
        easy.assert(x.gt(Int::from_i64(3)));
        let sat = |solver: &Solver| solver.check() == SatResult::Sat;
        assert!(sat(&easy));
        let watchdog = watchdog().expect("the watchdog runs");
        let context = RawContext(easy.get_context().get_z3_context());
        let armed = watchdog.arm(context, Duration::ZERO);
        std::thread::sleep(Duration::from_millis(20));
        assert!(armed.disarm(), "the watchdog interrupted the idle context");
        clear_interrupt();
        let model = easy.get_model().expect("cleared, the model is there");
        assert!(model.eval(&x, true).and_then(|v| v.as_i64()).is_some_and(|v| v > 3));
        assert!(sat(&easy), "and the context decides again");
    }

    /// The fallback for a process that cannot start the watchdog's thread.
    #[test]
    fn z3s_own_timer_stops_a_check_too() {
        let solver = hard_solver();
        let timed = check_with_z3_timer(&solver, Duration::from_millis(30));
        assert_eq!(timed, Timed { result: SatResult::Unknown, timed_out: true });
        let easy = Solver::new();
        easy.assert(Int::new_const("x").gt(Int::from_i64(3)));
        assert_eq!(
            check_with_z3_timer(&easy, Duration::from_secs(10)),
            Timed { result: SatResult::Sat, timed_out: false }
        );
    }

    #[test]
    fn checks_on_several_threads_keep_their_own_deadlines() {
        let threads: Vec<_> = (0..3)
            .map(|i| {
                std::thread::spawn(move || {
                    let easy = Solver::new();
                    easy.assert(Int::new_const("x").gt(Int::from_i64(i)));
                    let quick = (0..200).all(|_| check_within(&easy, Duration::from_secs(30)).result == SatResult::Sat);
                    let hard = check_within(&hard_solver(), Duration::from_millis(30 + 20 * i as u64));
                    quick && hard.timed_out
                })
            })
            .collect();
        assert!(threads.into_iter().all(|t| t.join().unwrap()));
    }
}

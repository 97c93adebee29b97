//! The process's first Z3 context made on a helper thread, while the main thread loads the
//! program, for a short process that makes one context (`clauz3 prove`).
//!
//! Making a context is a fixed cost of libz3 4.8.12: its two term managers each fill an 8.5 MB
//! table (4.84 M instructions, a third of a small proof's), on pages the kernel zeroes first.
//! Nothing of it depends on the program, but the safe `z3` crate makes a thread's context when
//! the thread builds its first term, long after the program is loaded, and the context it makes
//! is its thread's own (`Context::new` in a thread-local), so it cannot be handed one.
//!
//! So the handoff is one level down: this crate defines `Z3_mk_context_rc`, the C function the
//! crate calls to make a context. The binary's definition is the one its own calls bind to (the
//! linker takes an object's definition before a shared library's), and it passes each call on
//! to libz3's (found with `dlsym(RTLD_NEXT)`), except once [`make_ahead`] has started: then the
//! first call gets the context made ahead, waiting for it if the helper is still at work. The
//! context made ahead is made from a default configuration, as the crate's thread-local one is
//! (`Config::new()`: no parameters); a process that arms this must make no other kind first.

use std::sync::{Condvar, Mutex, PoisonError};
use z3_sys::{Z3_config, Z3_context};

/// Where the context made ahead is.
#[derive(Clone, Copy)]
enum Ahead {
    /// Not started: every call goes to libz3.
    Idle,
    /// The helper is making it: the first call waits.
    Making,
    /// Made, not yet taken (the pointer, as an address so that the state is `Send`).
    Made(usize),
    /// Given to the first call (or failed to be made): every later call goes to libz3.
    Taken,
}

static AHEAD: Mutex<Ahead> = Mutex::new(Ahead::Idle);
static MADE: Condvar = Condvar::new();

/// Starts a thread that makes a context with a default configuration, for the process's next
/// call to `Z3_mk_context_rc`. Only the first call starts anything; a thread that cannot start
/// leaves every call to libz3.
pub(crate) fn make_ahead() {
    {
        let mut state = AHEAD.lock().unwrap_or_else(PoisonError::into_inner);
        if !matches!(*state, Ahead::Idle) {
            return;
        }
        *state = Ahead::Making;
    }
    // The binary's calls bind to this module's definition only if the link keeps it: referring
    // to it from here, which the binary calls, keeps it.
    std::hint::black_box(Z3_mk_context_rc as MkContextRc);
    let spawned = std::thread::Builder::new().name("clauz3-context".into()).spawn(move || {
        let made = default_context().map_or(Ahead::Taken, |ctx| Ahead::Made(ctx.as_ptr() as usize));
        *AHEAD.lock().unwrap_or_else(PoisonError::into_inner) = made;
        MADE.notify_all();
    });
    match spawned {
        // SAFETY: `atexit` only records the function, which takes nothing and returns nothing.
        // A refusal (no room for it) leaves the race below open, as without this.
        Ok(_) => unsafe {
            libc::atexit(wait_at_exit);
        },
        Err(_) => *AHEAD.lock().unwrap_or_else(PoisonError::into_inner) = Ahead::Taken,
    }
}

/// Run by `exit` before libz3's static destructors (exit handlers run in the reverse of their
/// registration, and libz3's were registered when it was loaded): a process that exits without
/// having asked for a context (a program that needs no query, whose output could not be
/// written) waits for the helper to finish, so that libz3's statics are not torn down under a
/// context being made. `clauz3 prove` itself ends with `_exit`, which runs no handler.
extern "C" fn wait_at_exit() {
    let mut state = AHEAD.lock().unwrap_or_else(PoisonError::into_inner);
    while matches!(*state, Ahead::Making) {
        state = MADE.wait(state).unwrap_or_else(PoisonError::into_inner);
    }
}

/// A context of libz3's from a default configuration (the configuration freed after, as the
/// crate frees its own).
fn default_context() -> Option<Z3_context> {
    let make = libz3_mk_context_rc()?;
    // SAFETY: `Z3_mk_config` takes nothing and returns a new configuration (or null, handled);
    // `make` is libz3's own `Z3_mk_context_rc`, which takes a live configuration and copies what
    // it needs from it, so the configuration is freed once, right after.
    unsafe {
        let config = z3_sys::Z3_mk_config()?;
        let ctx = make(config);
        z3_sys::Z3_del_config(config);
        ctx
    }
}

/// The context made ahead, waiting for it while it is being made; `None` when none was started
/// or it was already taken.
fn take_made_ahead() -> Option<Z3_context> {
    let mut state = AHEAD.lock().unwrap_or_else(PoisonError::into_inner);
    while matches!(*state, Ahead::Making) {
        state = MADE.wait(state).unwrap_or_else(PoisonError::into_inner);
    }
    match *state {
        Ahead::Made(address) => {
            *state = Ahead::Taken;
            std::ptr::NonNull::new(address as *mut z3_sys::_Z3_context)
        }
        Ahead::Idle | Ahead::Making | Ahead::Taken => None,
    }
}

type MkContextRc = unsafe extern "C" fn(Z3_config) -> Option<Z3_context>;

/// libz3's `Z3_mk_context_rc`: the next definition after the binary's own (this module's),
/// looked up once.
fn libz3_mk_context_rc() -> Option<MkContextRc> {
    static FOUND: std::sync::OnceLock<Option<MkContextRc>> = std::sync::OnceLock::new();
    *FOUND.get_or_init(look_up_libz3_mk_context_rc)
}

fn look_up_libz3_mk_context_rc() -> Option<MkContextRc> {
    // SAFETY: `dlsym` reads the NUL-terminated name and returns the address of the next object's
    // definition of it, or null (handled). The only definition after ours is libz3's, whose C
    // signature (`Z3_context Z3_mk_context_rc(Z3_config)`) is the one `MkContextRc` states, with
    // null pointers as `None` as `z3-sys` declares it.
    unsafe {
        let found = libc::dlsym(libc::RTLD_NEXT, c"Z3_mk_context_rc".as_ptr());
        (!found.is_null()).then(|| std::mem::transmute::<*mut libc::c_void, MkContextRc>(found))
    }
}

/// The `Z3_mk_context_rc` the binary's calls bind to (see the module's documentation): the
/// context made ahead for the first call after [`make_ahead`], libz3's for every other.
///
/// # Safety
///
/// As libz3's: `config` must be a live configuration.
#[no_mangle]
pub unsafe extern "C" fn Z3_mk_context_rc(config: Z3_config) -> Option<Z3_context> {
    if let Some(ctx) = take_made_ahead() {
        return Some(ctx);
    }
    // SAFETY: libz3's own function, called as the caller called this one.
    libz3_mk_context_rc().and_then(|make| unsafe { make(config) })
}

#[cfg(test)]
mod tests {
    use z3::ast::Int;
    use z3::{SatResult, Solver};

    /// A thread's context is the one made ahead (the first asked for after `make_ahead`), or
    /// libz3's own for the threads after it; each decides as any other.
    #[test]
    fn contexts_made_ahead_and_not_decide_alike() {
        super::make_ahead();
        let decide = || {
            let x = Int::new_const("x");
            let solver = Solver::new();
            solver.assert(x.gt(Int::from_i64(3)));
            let first = solver.check();
            solver.assert(x.lt(Int::from_i64(2)));
            (first, solver.check())
        };
        assert_eq!(decide(), (SatResult::Sat, SatResult::Unsat));
        assert_eq!(std::thread::spawn(decide).join().ok(), Some((SatResult::Sat, SatResult::Unsat)));
    }
}

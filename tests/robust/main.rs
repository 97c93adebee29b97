//! The robustness suite: hostile, huge and mistaken input, each case a command with its input
//! (large inputs generated here), the exit code and the message a user sees. Every command
//! runs under a memory limit (`ulimit -v`) and a timeout, and no case may end by a signal,
//! print a panic, or flood stderr.
#![expect(clippy::disallowed_methods, reason = "the suite writes its inputs")]

mod support;

mod approval;
mod deep_values;
mod flags;
mod front_end;
mod fuzz_front_end;
mod handlers;
mod output;
mod outputs;

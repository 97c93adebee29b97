//! The Lean execution spine (reference: lean-spine.md): bounded proof-step candidates that carry
//! a goal and a typed action class, never proof text, are gated by a contract check, then
//! checked by `lake env lean` in a throwaway copy of a Lake project; exit code 0 is the only
//! success. Records keep ids, counts, return codes and digests, never a body.
//!
//! Files, one job each: `vocab` (names and codes), `json` (strict parsing, canonical records),
//! `packet` (input rows), `gate` (contract checks), `scan` (sentinel scan), `runner` (the
//! [`LeanRunner`] trait), `process` (the real runner), `scripted` (the test double),
//! `candidate` (generated Lean text), `workspace` (all file I/O), `execute` (build and checks),
//! `lanes` (CP2, Evolve, negative files), `bundle` (offline manifest validation), `result`
//! (counters and status), `records` (the written records and the card), `spine` (the flow).
//!
//! The `prove --backend lean|both` side (§18): `formula` (typed formulas from exported Z3
//! terms), `lift` (if-then-else as case splits), `render` (Lean text and the deny-list), `route`
//! (action class by shape, and the retry after a residual), `settled` (conditions the prover
//! settled on concrete values, with their divisor and index obligations), `backend` (obligations to candidates
//! through the spine's gate and runner), `report` (counts, `--json`, the records in program
//! mode), `verdict` (lines and exit).

mod backend;
mod bundle;
mod candidate;
mod execute;
pub mod formula;
mod gate;
mod json;
mod lanes;
pub mod lift;
mod packet;
mod process;
mod records;
pub mod render;
mod report;
mod result;
pub mod route;
mod runner;
mod scan;
mod scripted;
pub mod settled;
mod spine;
mod verdict;
pub mod vocab;
mod workspace;

pub use backend::{
    candidate_text, check as check_obligations, prove_and_check, LeanObligation, LeanReport, SpineRun, Status,
};
pub use bundle::sha256_ref;
pub use candidate::{lean_file, library_name, spine_body};
pub use execute::{Receipt, RunMode};
pub use json::{canonical_text, parse_strict};
pub use process::LakeRunner;
pub use records::{card, records, shown_path, utc_now, RecordPaths};
pub use report::Counts;
pub use result::{Mode, SpineResult};
pub use runner::{BuildJob, CheckJob, CommandRecord, Exit, LeanRunner, RunOutput, TimeLimits, ToolProbe, Toolchain};
pub use scripted::ScriptedLeanRunner;
pub use spine::{run_bundle, run_fixture};
pub use verdict::{outcome, Outcome, Requested};
pub use workspace::write_records;

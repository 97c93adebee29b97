//! clauz3: prove guarantees of agent-written Python programs with Z3, then run them through one
//! effect gate.
#![forbid(unsafe_code)]

pub mod api;
pub mod approval;
pub mod cli;
pub mod contract;
pub mod diag;
pub mod effects;
pub mod fuzz;
pub mod interp;
pub mod ir;
mod kept;
pub mod layer;
pub mod lean;
pub mod limits;
pub mod loader;
#[doc(hidden)]
pub mod mutant;
pub mod outputs;
pub mod pytext;
pub mod sema;
pub mod source;
pub mod syntax;

pub use api::run::{
    run, Approval, ApprovalError, ApprovalRequest, ApproveAll, Approver, AuditTarget, Decision, Handlers, Policy,
    PolicyApprover, PolicyOutcome, RunOptions, RunReport, RunStatus,
};
pub use api::{
    coverage, dry_run, lint, prove, tool_catalog, Conclusion, CoverageEntry, DryRunOptions, EffectSite, EffectTrace,
    Failure, Finding, LintReport, LoadError, LoadOptions, Program, ProofReport, ProveOptions, ToolCatalog,
};
pub use api::{prove_keeping_paths, PathExample, ProvedPaths};
pub use effects::{DataValue, EffectRecord, ScriptedReturns};
pub use interp::OutputSink;
pub use layer::{Rule, Severity, TrustedFile};
pub use limits::{set_heap_probe, Limits};
pub mod prover;
pub mod smt;

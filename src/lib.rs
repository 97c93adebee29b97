//! clauz3: prove guarantees of agent-written Python programs with Z3, then run them through one
//! effect gate.
#![forbid(unsafe_code)]

pub mod diag;
pub mod effects;
pub mod interp;
pub mod ir;
pub mod layer;
pub mod limits;
pub mod sema;
pub mod source;
pub mod syntax;

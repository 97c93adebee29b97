//! The one diagnostic type every stage reports with, and its text and JSON renderings.
#![deny(clippy::wildcard_enum_match_arm)]

mod render;

pub use render::{render_json, render_text, Located};

use crate::source::Span;

/// What sort of problem a diagnostic reports; stable, shown as `error[kind]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagKind {
    /// The source is not valid Python.
    Syntax,
    /// Valid Python outside the clauz3 subset.
    Unsupported,
    /// The program failed while running (assert, exception, precondition).
    Runtime,
    /// A trusted effect could not be dispatched (bad scripted return, boundary error).
    Effect,
    /// A trusted layer or command-line configuration is wrong.
    Config,
    /// A guarantee or obligation was refuted by the prover.
    Refuted,
    /// The prover could not decide.
    Unknown,
    /// A resource limit (steps, depth, size) was exceeded.
    Limit,
    /// A bug in clauz3 itself.
    Internal,
}

impl DiagKind {
    pub fn as_str(self) -> &'static str {
        match self {
            DiagKind::Syntax => "syntax",
            DiagKind::Unsupported => "unsupported",
            DiagKind::Runtime => "runtime",
            DiagKind::Effect => "effect",
            DiagKind::Config => "config",
            DiagKind::Refuted => "refuted",
            DiagKind::Unknown => "unknown",
            DiagKind::Limit => "limit",
            DiagKind::Internal => "internal",
        }
    }
}

/// One reportable problem: a kind, a stable code, a one-line message, where, and notes.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub kind: DiagKind,
    pub code: &'static str,
    pub message: String,
    pub span: Option<Span>,
    pub notes: Vec<String>,
    /// Other places worth showing, each with a label ("declared here").
    pub related: Vec<(String, Span)>,
}

impl Diagnostic {
    pub fn new(kind: DiagKind, code: &'static str, message: impl Into<String>, span: Option<Span>) -> Self {
        Diagnostic { kind, code, message: message.into(), span, notes: Vec::new(), related: Vec::new() }
    }

    pub fn unsupported(message: impl Into<String>, span: Span) -> Self {
        Self::new(DiagKind::Unsupported, "unsupported-construct", message, Some(span))
    }

    pub fn with_related(mut self, label: impl Into<String>, span: Span) -> Self {
        self.related.push((label.into(), span));
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }
}

/// Several diagnostics from one stage (for example every unsupported construct of a file).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Self {
        Diagnostics(vec![d])
    }
}

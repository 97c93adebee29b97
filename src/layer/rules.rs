//! What the loader checks in a trusted layer, one [`Rule`] per kind of mistake. Every problem
//! the loader finds is a diagnostic whose code is its rule's; loading a layer fails on the
//! errors, and `clauz3 lint` reports all of them (and the advisories a load does not stop for)
//! as findings under the same codes, so the checks exist once.
//!
//! To add a rule: add a variant, give it a code, a severity and a summary below (the matches
//! are exhaustive), report it with [`Rule::at`] where the loader finds it, and add a broken
//! layer for it under `tests/data/lint/` (`tests/lint.rs` fails until every rule has one).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::diag::{DiagKind, Diagnostic};
use crate::source::Span;

/// One check of a trusted layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// A trusted file that is not valid Python.
    SyntaxError,
    /// A predicate lambda or contract-module code outside the subset.
    UnsupportedConstruct,
    /// A `clauz3.Row` class with a field type other than `str`/`int`/`bool`, a default, ...
    RowSchema,
    /// A trusted effect's own signature: `*args`, unknown annotations, computed defaults, no
    /// return annotation.
    EffectSignature,
    /// A `requires` lambda that does not repeat the effect's parameters.
    RequiresSignature,
    /// An `ensures` lambda that is neither `lambda result:` nor every parameter then `result`,
    /// or an `ensures` on an effect returning `None`.
    EnsuresSignature,
    /// A decorator clauz3 does not accept on a trusted function.
    Decorator,
    /// Two trusted effects with one name (across modules and roots).
    DuplicateEffect,
    /// An `Event` subclass that is not plain field annotations.
    EventClass,
    /// A `@performs` builder whose events are not built from the effect's parameters.
    PerformsBuilder,
    /// A contract module relation over an event class no effect performs: every contract over
    /// it would be refused (it would hold vacuously).
    EventNeverPerformed,
    /// A `fluent(...)` declaration or an `@effect` fluent update that is not literal.
    FluentBuilder,
    /// A contract module's imports or decorators outside the contract language.
    ContractModule,
    /// `effect("name")` naming no trusted effect.
    UnknownRelation,
    /// A contract `description=` that uses unknown placeholders or hides a parameter.
    ContractDescription,
    /// A `policy.py` that is not literal `domain_policy(...)` calls naming known effects and
    /// nullary contracts.
    Policy,
    /// An effect `clauz3 run` cannot execute: its body is outside the subset and no
    /// `clauz3-handler.toml` of its root serves it.
    EffectBodyNotRunnable,
    /// A `clauz3-handler.toml` that does not parse.
    HandlerManifest,
    /// Trusted modules that import each other in a cycle.
    ImportCycle,
}

/// How much a finding matters to `clauz3 lint`'s exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Worth knowing; the layer loads, proves and lists. Exit 1 only with `--strict`.
    Warning,
    /// The layer is refused (or a use of it always is). Exit 1.
    Error,
}

impl Rule {
    /// Every rule, in the order docs/trusted-layers.md lists them.
    pub const ALL: [Rule; 19] = [
        Rule::SyntaxError,
        Rule::UnsupportedConstruct,
        Rule::RowSchema,
        Rule::EffectSignature,
        Rule::RequiresSignature,
        Rule::EnsuresSignature,
        Rule::Decorator,
        Rule::DuplicateEffect,
        Rule::EventClass,
        Rule::PerformsBuilder,
        Rule::EventNeverPerformed,
        Rule::FluentBuilder,
        Rule::ContractModule,
        Rule::UnknownRelation,
        Rule::ContractDescription,
        Rule::Policy,
        Rule::EffectBodyNotRunnable,
        Rule::HandlerManifest,
        Rule::ImportCycle,
    ];

    /// The stable code (`lint[<code>]`, the diagnostic's `code`).
    pub fn code(self) -> &'static str {
        match self {
            Rule::SyntaxError => "syntax-error",
            Rule::UnsupportedConstruct => "unsupported-construct",
            Rule::RowSchema => "row-schema",
            Rule::EffectSignature => "effect-signature",
            Rule::RequiresSignature => "requires-signature",
            Rule::EnsuresSignature => "ensures-signature",
            Rule::Decorator => "decorator",
            Rule::DuplicateEffect => "duplicate-effect",
            Rule::EventClass => "event-class",
            Rule::PerformsBuilder => "performs-builder",
            Rule::EventNeverPerformed => "event-never-performed",
            Rule::FluentBuilder => "fluent-builder",
            Rule::ContractModule => "contract-module",
            Rule::UnknownRelation => "unknown-relation",
            Rule::ContractDescription => "contract-description",
            Rule::Policy => "policy",
            Rule::EffectBodyNotRunnable => "effect-body-not-runnable",
            Rule::HandlerManifest => "handler-manifest",
            Rule::ImportCycle => "import-cycle",
        }
    }

    pub fn severity(self) -> Severity {
        match self {
            Rule::EffectBodyNotRunnable => Severity::Warning,
            Rule::SyntaxError
            | Rule::UnsupportedConstruct
            | Rule::RowSchema
            | Rule::EffectSignature
            | Rule::RequiresSignature
            | Rule::EnsuresSignature
            | Rule::Decorator
            | Rule::DuplicateEffect
            | Rule::EventClass
            | Rule::PerformsBuilder
            | Rule::EventNeverPerformed
            | Rule::FluentBuilder
            | Rule::ContractModule
            | Rule::UnknownRelation
            | Rule::ContractDescription
            | Rule::Policy
            | Rule::HandlerManifest
            | Rule::ImportCycle => Severity::Error,
        }
    }

    /// The rule whose code a diagnostic carries, if it is one.
    pub fn of_code(code: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|r| r.code() == code)
    }

    /// The same diagnostic, reported under this rule (a refusal of the shared front end met
    /// while reading the layer).
    pub fn claim(self, mut d: Diagnostic) -> Diagnostic {
        d.code = self.code();
        d
    }

    /// A configuration diagnostic of this rule.
    pub fn at(self, message: impl Into<String>, span: Option<Span>) -> Diagnostic {
        Diagnostic::new(DiagKind::Config, self.code(), message, span)
    }
}

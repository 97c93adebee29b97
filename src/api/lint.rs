//! `clauz3 lint`: every problem of the selected trusted roots, as plain-data findings. The checks
//! are the loader's own ([`crate::layer::check`], one [`Rule`] each): a load stops at its
//! errors, lint reports them all, plus what a load does not stop for (relations over events
//! nothing performs) and what only `clauz3 run` would refuse (effects whose body is outside the
//! subset and that no `clauz3-handler.toml` serves, bad handler manifests).

use super::{read_roots, LoadError, LoadOptions, LOWER_STACK};
use crate::diag::{Diagnostic, Located};
use crate::effects::live_process::{self, Manifest, ManifestError};
use crate::layer::{self, Rule, Severity};
use crate::source::SourceMap;

/// What `clauz3 lint` found in the selected trusted roots.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct LintReport {
    /// The roots checked, as given or discovered.
    pub roots: Vec<String>,
    /// Every finding, sorted by file, line and column.
    pub findings: Vec<Finding>,
}

/// One problem, where it is.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Finding {
    pub file: String,
    /// 1-based; absent when the problem is the whole file.
    pub line: Option<u32>,
    /// 1-based, in characters.
    pub col: Option<u32>,
    /// The rule's stable code ([`Rule::code`]).
    pub code: String,
    pub severity: Severity,
    pub message: String,
    /// Further context (`the first is declared here: file:line:col`, ...).
    pub notes: Vec<String>,
}

impl LintReport {
    /// The findings of this severity.
    pub fn count(&self, severity: Severity) -> usize {
        self.findings.iter().filter(|f| f.severity == severity).count()
    }
}

/// Checks the given trusted roots (or, with none, every root under the import roots, by default
/// the current directory, exactly as `clauz3 tools` selects them) and returns every finding.
/// Only unusable input is an error: a root that is not a directory, a file that cannot be
/// read. A file that is not valid Python is a `syntax-error` finding.
pub fn lint(options: &LoadOptions) -> Result<LintReport, LoadError> {
    let (roots, _) = options.layer_roots();
    let per_root = read_roots(&roots, &options.import_roots)?;
    let mut findings = Vec::new();
    // Each root's handler manifest, with the package it serves.
    let mut manifests: Vec<(String, Manifest)> = Vec::new();
    for (root, files) in roots.iter().zip(&per_root) {
        match live_process::read_manifest(root) {
            Ok(Some(m)) => manifests.extend(files.first().map(|f| (f.package.clone(), m))),
            Ok(None) => {}
            Err(e) => findings.push(manifest_finding(e)),
        }
        findings.extend(live_process::misnamed_manifests(root).into_iter().map(|path| {
            let message =
                format!("this file is never read: a handler manifest must be named `{}`", live_process::MANIFEST_NAME);
            manifest_finding(ManifestError { path, line_col: None, message })
        }));
    }
    let files: Vec<_> = per_root.into_iter().flatten().collect();
    let mut map = SourceMap::default();
    let checked = crate::api::with_stack(LOWER_STACK, || layer::check(&mut map, &files));
    let layer = &checked.layer;
    let unrunnable = layer.foreign_bodies.iter().filter_map(|body| {
        let decl = layer.effects.get(body.effect.0 as usize)?;
        if manifests.iter().any(|(package, m)| m.serves_decl(package, decl)) {
            return None;
        }
        let d = Rule::EffectBodyNotRunnable
            .at(
                format!(
                    "`clauz3 run` cannot execute trusted effect `{}`: its body is outside the subset ({}) and no `{}` of its trusted root serves it",
                    decl.name,
                    body.why.message,
                    live_process::MANIFEST_NAME
                ),
                body.why.span,
            )
            .with_related("the effect is declared here", decl.span);
        Some(d)
    });
    for (package, m) in &manifests {
        let in_root = |name: &str| layer.effects.iter().any(|d| d.name.as_ref() == name && m.serves_decl(package, d));
        let unknown = m.effects.iter().flatten().filter(|name| !in_root(name));
        let problems = unknown
            .map(|name| format!("`effects` names `{name}`, which is not a trusted effect of this root"))
            .chain(m.program().err());
        findings.extend(
            problems.map(|message| manifest_finding(ManifestError { path: m.path.clone(), line_col: None, message })),
        );
    }
    let diags: Vec<Diagnostic> =
        checked.errors.iter().chain(&layer.advisories).cloned().chain(unrunnable.collect::<Vec<_>>()).collect();
    findings.extend(diags.iter().map(|d| finding(&map, d)));
    findings.sort_by(|a, b| (&a.file, a.line, a.col, &a.code).cmp(&(&b.file, b.line, b.col, &b.code)));
    findings.dedup();
    Ok(LintReport { roots: roots.iter().map(|r| r.display().to_string()).collect(), findings })
}

/// A diagnostic of the layer as a finding; its code is its rule's.
fn finding(map: &SourceMap, d: &Diagnostic) -> Finding {
    let at = d.span.and_then(|s| Located::of(map, s));
    let mut notes = d.notes.clone();
    notes.extend(d.related.iter().filter_map(|(label, span)| {
        let at = Located::of(map, *span)?;
        Some(format!("{label}: {}:{}:{}", at.file, at.line, at.column))
    }));
    Finding {
        file: at.as_ref().map(|a| a.file.clone()).unwrap_or_default(),
        line: at.as_ref().map(|a| a.line),
        col: at.as_ref().map(|a| a.column),
        code: d.code.to_owned(),
        severity: Rule::of_code(d.code).map_or(Severity::Error, Rule::severity),
        message: d.message.clone(),
        notes,
    }
}

fn manifest_finding(e: ManifestError) -> Finding {
    Finding {
        file: e.path.display().to_string(),
        line: e.line_col.map(|(l, _)| l),
        col: e.line_col.map(|(_, c)| c),
        code: Rule::HandlerManifest.code().to_owned(),
        severity: Rule::HandlerManifest.severity(),
        message: e.message,
        notes: Vec::new(),
    }
}

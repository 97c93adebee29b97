//! Rendering diagnostics as text (`error[kind]: ...` with a caret) and as JSON.

use super::Diagnostic;
use crate::source::{SourceMap, Span};
use std::fmt::Write;

/// A diagnostic's location resolved to a file name and 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Located {
    pub file: String,
    pub line: u32,
    pub column: u32,
}

impl Located {
    pub fn of(map: &SourceMap, span: Span) -> Option<Located> {
        map.locate(span).map(|(file, lc)| Located { file, line: lc.line, column: lc.column })
    }
}

/// Renders one diagnostic the way rustc and ruff do: header, ` --> file:line:col`, the line, a caret.
pub fn render_text(map: &SourceMap, diag: &Diagnostic) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "error[{}]: {}", diag.kind.as_str(), diag.message);
    if let Some(span) = diag.span {
        if let Some(file) = map.get(span.file) {
            let start = file.line_col(span.start);
            let end = file.line_col(span.end.max(span.start));
            let line_no = start.line.to_string();
            let pad = " ".repeat(line_no.len());
            let text = file.line_text(start.line);
            let _ = writeln!(out, "{pad}--> {}:{}:{}", file.name, start.line, start.column);
            let _ = writeln!(out, "{pad} |");
            let _ = writeln!(out, "{line_no} | {text}");
            let width = if end.line == start.line {
                (end.column.saturating_sub(start.column)).max(1)
            } else {
                (text.chars().count() as u32 + 1).saturating_sub(start.column).max(1)
            };
            let lead: String =
                text.chars().take(start.column as usize - 1).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
            let _ = writeln!(out, "{pad} | {lead}{}", "^".repeat(width as usize));
        }
    }
    for note in &diag.notes {
        let _ = writeln!(out, "  = note: {note}");
    }
    for (label, span) in &diag.related {
        if let Some(at) = Located::of(map, *span) {
            let _ = writeln!(out, "  = note: {label}: {}:{}:{}", at.file, at.line, at.column);
        }
    }
    out
}

/// Renders one diagnostic as a JSON object with a stable shape.
pub fn render_json(map: &SourceMap, diag: &Diagnostic) -> serde_json::Value {
    let location = diag.span.and_then(|s| Located::of(map, s));
    serde_json::json!({
        "kind": diag.kind.as_str(),
        "code": diag.code,
        "message": diag.message,
        "location": location,
        "notes": diag.notes,
        "related": diag.related.iter().map(|(label, span)| serde_json::json!({"label": label, "location": Located::of(map, *span)})).collect::<Vec<_>>(),
    })
}

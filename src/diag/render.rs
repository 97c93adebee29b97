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
    let message: String = diag.message.chars().map(visible).collect();
    let _ = writeln!(out, "error[{}]: {message}", diag.kind.as_str());
    if let Some(span) = diag.span {
        if let Some(file) = map.get(span.file) {
            let start = file.line_col(span.start);
            let end = file.line_col(span.end.max(span.start));
            let line_no = start.line.to_string();
            let pad = " ".repeat(line_no.len());
            let width = if end.line == start.line {
                (end.column.saturating_sub(start.column)).max(1)
            } else {
                (file.line_text(start.line).chars().count() as u32 + 1).saturating_sub(start.column).max(1)
            };
            let shown = Excerpt::of(file.line_text(start.line), start.column as usize - 1, width as usize);
            let _ = writeln!(out, "{pad}--> {}:{}:{}", file.name, start.line, start.column);
            let _ = writeln!(out, "{pad} |");
            let _ = writeln!(out, "{line_no} | {}", shown.text);
            let _ = writeln!(out, "{pad} | {}{}", shown.lead, "^".repeat(shown.width));
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

/// `c`, or the visible symbol of a control character (tabs and newlines stay).
fn visible(c: char) -> char {
    match c {
        '\t' | '\n' => c,
        '\0'..='\u{1f}' => char::from_u32(0x2400 + c as u32).unwrap_or('?'),
        '\u{7f}' => '\u{2421}',
        c => c,
    }
}

/// Characters of a source line quoted at most: a minified or generated line can be megabytes.
const QUOTED_CHARS: usize = 160;

/// The part of a source line a diagnostic quotes, and its caret.
struct Excerpt {
    text: String,
    /// What goes before the caret: spaces, and tabs where the line has them.
    lead: String,
    width: usize,
}

impl Excerpt {
    /// A window of at most [`QUOTED_CHARS`] characters around `column` (0-based), `…` where
    /// the line is cut, control characters shown as their visible symbols (a raw NUL or escape
    /// would garble a terminal) and the caret's width cut to the window.
    fn of(line: &str, column: usize, width: usize) -> Excerpt {
        let chars: Vec<char> = line.chars().collect();
        let (from, to) = if chars.len() <= QUOTED_CHARS {
            (0, chars.len())
        } else {
            let from = column.saturating_sub(QUOTED_CHARS / 4).min(chars.len().saturating_sub(QUOTED_CHARS));
            (from, from + QUOTED_CHARS)
        };
        let mut text: String = chars[from..to].iter().copied().map(visible).collect();
        let mut lead: String =
            chars[from..column.clamp(from, to)].iter().map(|&c| if c == '\t' { '\t' } else { ' ' }).collect();
        if from > 0 {
            text.insert(0, '…');
            lead.insert(0, ' ');
        }
        if to < chars.len() {
            text.push('…');
        }
        let width = width.min(to.saturating_sub(column.max(from))).max(1);
        Excerpt { text, lead, width }
    }
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

#[cfg(test)]
mod tests {
    use super::Excerpt;

    #[test]
    fn a_long_line_is_quoted_as_a_window_around_the_column() {
        let line = "x".repeat(100_000);
        let shown = Excerpt::of(&line, 50_000, 100_000);
        assert_eq!(shown.text, format!("…{}…", "x".repeat(160)));
        assert_eq!(shown.lead.len(), 41);
        assert_eq!(shown.width, 120);
    }

    #[test]
    fn control_characters_are_shown_as_symbols_and_short_lines_whole() {
        let shown = Excerpt::of("a\0b\tc", 2, 1);
        assert_eq!(shown.text, "a\u{2400}b\tc");
        assert_eq!(shown.lead, "  ");
    }
}

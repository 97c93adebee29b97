//! Source files and byte spans; the only code that turns offsets into line:col.

use std::fmt;

/// Index of a file in a [`SourceMap`]; spans carry it so diagnostics can name the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct FileId(pub u32);

/// A byte range `start..end` in one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, start: u32, end: u32) -> Span {
        Span { file, start, end }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

/// A 1-based line and column (columns count characters, not bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct LineCol {
    pub line: u32,
    pub column: u32,
}

impl fmt::Display for LineCol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// One loaded source file with its line index.
#[derive(Debug, Clone)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
    line_starts: Vec<u32>,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        let text = text.into();
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile { name: name.into(), text, line_starts }
    }

    /// Line and column of a byte offset, clamped into the file.
    pub fn line_col(&self, offset: u32) -> LineCol {
        let offset = offset.min(self.text.len() as u32);
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        let start = self.line_starts[line] as usize;
        let end = floor_char_boundary(&self.text, offset as usize);
        let column = self.text[start..end.max(start)].chars().count() as u32 + 1;
        LineCol { line: line as u32 + 1, column }
    }

    /// The text of a 1-based line, without its newline.
    pub fn line_text(&self, line: u32) -> &str {
        let idx = (line as usize).saturating_sub(1).min(self.line_starts.len() - 1);
        let start = self.line_starts[idx] as usize;
        let end = self.line_starts.get(idx + 1).map_or(self.text.len(), |&e| e as usize);
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }

    /// The source text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let end = floor_char_boundary(&self.text, span.end as usize);
        let start = floor_char_boundary(&self.text, (span.start as usize).min(end));
        &self.text[start..end]
    }
}

fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Every file a run has read: the program and its trusted layers.
#[derive(Debug, Default, Clone)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn add(&mut self, file: SourceFile) -> FileId {
        self.files.push(file);
        FileId(self.files.len() as u32 - 1)
    }

    /// How many files are loaded (the agent program is the last).
    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    pub fn get(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.0 as usize)
    }

    /// `file:line:col` of a span's start, or `<unknown>` for a span of no loaded file.
    pub fn locate(&self, span: Span) -> Option<(String, LineCol)> {
        let file = self.get(span.file)?;
        Some((file.name.clone(), file.line_col(span.start)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_characters() {
        let f = SourceFile::new("a.py", "x = 1\ny = 'é' + z\n");
        assert_eq!(f.line_col(0), LineCol { line: 1, column: 1 });
        let z = f.text.find('z').unwrap() as u32;
        assert_eq!(f.line_col(z), LineCol { line: 2, column: 11 });
        assert_eq!(f.line_text(2), "y = 'é' + z");
    }
}

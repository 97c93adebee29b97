//! The catalog of bundled libraries (`clauz3 libraries`) as plain data: each library's name,
//! summary, requirements, import package, and the effects and contract helpers its embedded
//! layer declares (read from the layer itself, so the listing cannot drift from it).

use crate::layer::stdlib::{Library, LIBRARIES};
use crate::source::SourceMap;

/// One bundled library.
#[derive(Debug, Clone, serde::Serialize)]
pub struct LibraryEntry {
    /// `stdlib:<name>`.
    pub source: String,
    pub name: String,
    /// Where its layer lives below `tools/` (`google_workspace/gmail`).
    pub domain: String,
    pub title: String,
    /// One line.
    pub summary: String,
    pub description: String,
    /// What its effects need at run time besides clauz3.
    pub requirements: Vec<String>,
    /// The package programs import: `tools.<domain, dotted>.trusted`.
    pub package: String,
    pub effects: Vec<String>,
    pub contracts: Vec<String>,
}

impl LibraryEntry {
    fn of(library: &Library) -> LibraryEntry {
        let mut map = SourceMap::default();
        let layer = crate::layer::load(&mut map, &library.files()).unwrap_or_default();
        LibraryEntry {
            source: format!("stdlib:{}", library.name),
            name: library.name.to_owned(),
            domain: library.domain.to_owned(),
            title: library.title.to_owned(),
            summary: library.summary.to_owned(),
            description: library.description.to_owned(),
            requirements: library.requirements.iter().map(|r| format!("{}: {}", r.name, r.description)).collect(),
            package: library.package(),
            effects: layer.effects.iter().map(|e| e.name.to_string()).collect(),
            contracts: layer.contracts.iter().flat_map(|c| &c.helpers).map(|h| h.name.clone()).collect(),
        }
    }

    /// Whether every query word occurs (ignoring case) in what the entry says about itself.
    fn matches(&self, words: &[String]) -> bool {
        let said = [&self.source, &self.title, &self.summary, &self.description, &self.package]
            .into_iter()
            .chain(&self.requirements)
            .chain(&self.effects)
            .chain(&self.contracts);
        all_words_in(said, words)
    }
}

/// Whether every word occurs, ignoring case, in one of the texts (the query of
/// `clauz3 libraries`).
pub fn all_words_in<'t>(texts: impl Iterator<Item = &'t String>, words: &[String]) -> bool {
    let said = texts.map(|s| s.to_lowercase()).collect::<Vec<_>>().join("\n");
    words.iter().all(|w| said.contains(&w.to_lowercase()))
}

/// The bundled libraries matching every word of `query` (all of them for no words), by name.
pub fn library_catalog(query: &[String]) -> Vec<LibraryEntry> {
    let mut entries: Vec<LibraryEntry> = LIBRARIES.iter().map(LibraryEntry::of).filter(|e| e.matches(query)).collect();
    entries.sort_by(|a, b| a.name.cmp(&b.name));
    entries
}

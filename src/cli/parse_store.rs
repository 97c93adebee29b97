//! Where the parse cache (`syntax/parse_cache.rs`) keeps its entries for the `clauz3` binary:
//! under `$CLAUZ3_CACHE/parsed/` (a leading `~` is the home directory), else
//! `~/.cache/clauz3/parsed/`, one directory per binary (named by its identity: the
//! executable's size and modification time, so a rebuilt binary never reads an older one's
//! trees) and in it one file per entry, written to a temporary file and renamed into place.
//! What older binaries left, and entries past a bound, are removed as entries are written
//! ([`prune`]). Any failure is a miss: the file is parsed again.

#![expect(clippy::disallowed_methods, reason = "the parse cache's entries live on disk")]

mod prune;

use crate::syntax::parse_cache::{self, EntryStore};
use std::path::{Path, PathBuf};

/// The most entries one binary keeps: its shipped texts (about a hundred) and the trusted
/// files of many layers and their edits, some 8 KB each.
const MAX_ENTRIES: usize = 1024;

/// The directory of clauz3's caches: `$CLAUZ3_CACHE` (a leading `~` is the home directory),
/// else `~/.cache/clauz3`; an error saying why there is none.
pub fn cache_root() -> Result<PathBuf, String> {
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty()).map(PathBuf::from);
    let cache = std::env::var_os("CLAUZ3_CACHE").filter(|c| !c.is_empty()).map(PathBuf::from);
    match (cache, home) {
        (Some(cache), home) => match (cache.strip_prefix("~"), home) {
            (Ok(rest), Some(home)) => Ok(home.join(rest)),
            (Ok(_), None) => Err("CLAUZ3_CACHE starts with ~ but HOME is not set".to_owned()),
            (Err(_), _) => Ok(cache),
        },
        (None, Some(home)) => Ok(home.join(".cache").join("clauz3")),
        (None, None) => Err("no cache directory: set CLAUZ3_CACHE (or HOME)".to_owned()),
    }
}

/// Turns the parse cache on for this thread in [`cache_root`]'s `parsed/` (nothing when there
/// is no cache directory): what the binary does before any command.
pub fn enable() {
    if let Ok(root) = cache_root() {
        enable_in(&root.join("parsed"));
    }
}

/// Turns the parse cache on for this thread, in `parsed`.
fn enable_in(parsed: &Path) {
    let build = build_identity();
    let store = Directory::new(parsed, &build, MAX_ENTRIES);
    parse_cache::enable_with(Box::new(store), &build);
}

/// This binary's identity: its executable's size and modification time (empty when unknown).
fn build_identity() -> Vec<u8> {
    let mut build = Vec::new();
    if let Some(meta) = std::env::current_exe().ok().and_then(|exe| std::fs::metadata(exe).ok()) {
        build.extend(meta.len().to_le_bytes());
        if let Ok(modified) = meta.modified().map(|m| m.duration_since(std::time::UNIX_EPOCH)) {
            build.extend(modified.unwrap_or_default().as_nanos().to_le_bytes());
        }
    }
    build
}

/// Entries as files of this binary's directory under `parsed/`, made when the first entry is
/// written.
struct Directory {
    /// `parsed/`, holding one directory per binary.
    parsed: PathBuf,
    /// This binary's directory in it.
    own: PathBuf,
    /// Past this many entries, the oldest are removed.
    max_entries: usize,
}

impl Directory {
    fn new(parsed: &Path, build: &[u8], max_entries: usize) -> Directory {
        let name: String = build.iter().map(|b| format!("{b:02x}")).collect();
        let own = parsed.join(format!("{}{name}", prune::BUILD_PREFIX));
        Directory { parsed: parsed.to_owned(), own, max_entries }
    }
}

impl EntryStore for Directory {
    fn read(&self, name: &str) -> Option<Vec<u8>> {
        std::fs::read(self.own.join(name)).ok()
    }

    fn write(&self, name: &str, make: &dyn Fn() -> Vec<u8>) -> bool {
        use std::io::Write;
        if std::fs::create_dir_all(&self.parsed).is_err() {
            return false;
        }
        // The first entry of this binary: what other binaries left is old now.
        if std::fs::create_dir(&self.own).is_ok() {
            prune::other_builds(&self.parsed, &self.own);
        }
        let written = (|| {
            let mut file = tempfile::NamedTempFile::new_in(&self.own)?;
            file.write_all(&make())?;
            file.persist(self.own.join(name)).map_err(|e| e.error)?;
            Ok::<_, std::io::Error>(())
        })();
        if written.is_ok() {
            prune::overfull(&self.own, self.max_entries);
        }
        written.is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_files_of_the_binarys_directory_written_whole_and_read_back() {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Directory::new(&dir.path().join("parsed"), b"\x01\x02", 8);
        assert_eq!(store.read("k"), None);
        assert!(store.write("k", &|| b"entry".to_vec()));
        assert_eq!(store.read("k"), Some(b"entry".to_vec()));
        let builds: Vec<_> = std::fs::read_dir(dir.path().join("parsed")).expect("dir").collect();
        assert_eq!(builds.len(), 1, "one directory, this binary's");
        assert_eq!(store.own.file_name().and_then(|n| n.to_str()), Some("build-0102"));
        assert_eq!(std::fs::read_dir(&store.own).expect("dir").count(), 1, "no temporary file left");
        // Another binary reads none of it.
        let other = Directory::new(&dir.path().join("parsed"), b"\x03", 8);
        assert_eq!(other.read("k"), None);
    }

    #[test]
    fn an_unwritable_cache_only_parses() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("not a directory");
        std::fs::write(&file, "").expect("write");
        enable_in(&file.join("parsed"));
        // A text of no statements stands for any: what matters is that nothing is written.
        let parse = |_: &str| Ok::<_, ()>(Vec::new());
        assert_eq!(parse_cache::parse_through("\n", true, parse), Ok(Vec::new()));
        assert_eq!(parse_cache::parse_through("\n", true, parse), Ok(Vec::new()));
        assert_eq!(parse_cache::stats(), parse_cache::Stats { read: 0, written: 0 });
        parse_cache::disable();
    }
}

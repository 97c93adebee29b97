//! Where the parse cache (`syntax/parse_cache.rs`) keeps its entries for the `clauz3` binary:
//! one file per entry under `$CLAUZ3_CACHE/parsed/` (a leading `~` is the home directory),
//! else `~/.cache/clauz3/parsed/`, written to a temporary file and renamed into place. The
//! binary's identity in every key is its executable's size and modification time, so a rebuilt
//! binary never reads an older one's trees. Any failure is a miss: the file is parsed again.

#![expect(clippy::disallowed_methods, reason = "the parse cache's entries live on disk")]

use crate::syntax::parse_cache::{self, EntryStore};
use std::path::{Path, PathBuf};

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

/// Turns the parse cache on for this thread, in `dir`.
fn enable_in(dir: &Path) {
    let mut build = Vec::new();
    if let Some(meta) = std::env::current_exe().ok().and_then(|exe| std::fs::metadata(exe).ok()) {
        build.extend(meta.len().to_le_bytes());
        if let Ok(modified) = meta.modified().map(|m| m.duration_since(std::time::UNIX_EPOCH)) {
            build.extend(modified.unwrap_or_default().as_nanos().to_le_bytes());
        }
    }
    parse_cache::enable_with(Box::new(Directory(dir.to_owned())), &build);
}

/// Entries as files of one directory, made when the first entry is written.
struct Directory(PathBuf);

impl EntryStore for Directory {
    fn read(&self, name: &str) -> Option<Vec<u8>> {
        std::fs::read(self.0.join(name)).ok()
    }

    fn write(&self, name: &str, make: &dyn Fn() -> Vec<u8>) -> bool {
        use std::io::Write;
        let written = std::fs::create_dir_all(&self.0).and_then(|()| {
            let mut file = tempfile::NamedTempFile::new_in(&self.0)?;
            file.write_all(&make())?;
            file.persist(self.0.join(name)).map_err(|e| e.error)?;
            Ok(())
        });
        written.is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_files_written_whole_and_read_back() {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Directory(dir.path().join("parsed"));
        assert_eq!(store.read("k"), None);
        assert!(store.write("k", &|| b"entry".to_vec()));
        assert_eq!(store.read("k"), Some(b"entry".to_vec()));
        assert_eq!(std::fs::read_dir(&store.0).expect("dir").count(), 1, "no temporary file left");
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

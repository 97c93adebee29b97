//! Walking the repository's own files, for the tests that check the sources and the manual.
#![expect(clippy::disallowed_methods, reason = "tests read the repository's files")]

use std::path::{Path, PathBuf};

/// Every file below `dir` (recursively) whose name ends in `.{extension}`, or every file when
/// `extension` is `None`, sorted.
pub fn files_under(dir: &Path, extension: Option<&str>) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if extension.is_none_or(|e| path.extension().is_some_and(|x| x == e)) {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

//! Output files a user names (`--audit-log`, `--out`, `--acceptance-out`, records): checked
//! before any work starts, and a set of them written whole or not at all, so a bad path never
//! costs a long run nor leaves some records of it behind.
#![expect(clippy::disallowed_methods, reason = "checking and writing the user's output paths is this module's job")]

use std::path::{Path, PathBuf};

/// Creates `dir` (and its parents) and checks a file can be created in it. A component that
/// exists but is no directory is named, rather than the OS's "File exists".
pub fn prepare_dir(dir: &Path) -> Result<(), String> {
    let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
    if let Some(file) = dir.ancestors().filter(|a| !a.as_os_str().is_empty()).find(|a| a.exists() && !a.is_dir()) {
        return Err(format!("cannot create {}: {} is not a directory", dir.display(), file.display()));
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    tempfile::NamedTempFile::new_in(dir).map(drop).map_err(|e| format!("cannot write in {}: {e}", dir.display()))
}

/// Checks that `path` can be written: its directory is prepared, and it is not a directory.
pub fn check_file(path: &Path) -> Result<(), String> {
    prepare_dir(parent(path))?;
    if path.is_dir() {
        return Err(format!("cannot write {}: it is a directory", path.display()));
    }
    Ok(())
}

/// Writes every file or none: each goes to a temporary file beside it first, and only when
/// all are written are they renamed into place.
pub fn write_all_or_nothing(files: &[(PathBuf, Vec<u8>)]) -> Result<(), String> {
    let mut staged = Vec::new();
    for (path, bytes) in files {
        check_file(path)?;
        let mut tmp = tempfile::NamedTempFile::new_in(parent(path))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        std::io::Write::write_all(&mut tmp, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        staged.push((tmp, path));
    }
    for (tmp, path) in staged {
        tmp.persist(path).map_err(|e| format!("cannot write {}: {}", path.display(), e.error))?;
    }
    Ok(())
}

fn parent(path: &Path) -> &Path {
    path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_where_a_directory_should_be_is_named() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("afile"), "").unwrap();
        let err = prepare_dir(&dir.path().join("afile/sub")).unwrap_err();
        assert!(err.ends_with("afile is not a directory"), "{err}");
    }

    #[test]
    fn nothing_is_written_when_one_file_cannot_be() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("afile"), "").unwrap();
        let files = vec![(dir.path().join("a.json"), b"1".to_vec()), (dir.path().join("afile/b.json"), b"2".to_vec())];
        assert!(write_all_or_nothing(&files).is_err());
        assert!(!dir.path().join("a.json").exists());
        let files = vec![(dir.path().join("a.json"), b"1".to_vec()), (dir.path().join("sub/b.json"), b"2".to_vec())];
        write_all_or_nothing(&files).unwrap();
        assert_eq!(std::fs::read(dir.path().join("sub/b.json")).unwrap(), b"2");
    }
}

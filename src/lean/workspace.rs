//! The spine's file system work, kept here so every other `lean` file stays pure: reading the
//! input directory, the throwaway copy of the Lake project, writing records atomically.
#![expect(clippy::disallowed_methods, reason = "the spine's file I/O is this module's one job")]

use super::json::{canonical_text, parse_strict};
use super::scan::{scannable, ScanInput};
use super::vocab::{LAKEFILE, LAKE_PROJECT_DIR, RUN_TEMP_PREFIX};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// An input directory the spine reads; record paths are relative to it.
pub struct InputDir {
    pub root: PathBuf,
}

impl InputDir {
    /// Refuses a path that is not a directory.
    pub fn open(root: &Path) -> Result<InputDir, String> {
        if !root.is_dir() {
            return Err(format!("{}: not a directory", root.display()));
        }
        Ok(InputDir { root: root.to_path_buf() })
    }

    /// `root/rel` as the user would write it (for messages).
    pub fn shown(&self, rel: &str) -> String {
        self.root.join(rel).display().to_string()
    }

    pub fn has_file(&self, rel: &str) -> bool {
        self.root.join(rel).is_file()
    }

    pub fn read_bytes(&self, rel: &str) -> Result<Vec<u8>, String> {
        std::fs::read(self.root.join(rel)).map_err(|e| format!("{}: cannot read: {e}", self.shown(rel)))
    }

    pub fn read_text(&self, rel: &str) -> Result<String, String> {
        let bytes = self.read_bytes(rel)?;
        String::from_utf8(bytes).map_err(|_| format!("{}: not UTF-8 text", self.shown(rel)))
    }

    /// A JSON file read strictly; `None` when it does not exist.
    pub fn read_json(&self, rel: &str) -> Result<Option<Value>, String> {
        if !self.root.join(rel).exists() {
            return Ok(None);
        }
        parse_strict(&self.read_text(rel)?, &self.shown(rel)).map(Some)
    }

    /// Every regular, non-symlinked `.lean` file below `lake_project/`, by sorted name at each
    /// level, skipping `.lake` build directories.
    pub fn lean_files(&self) -> Vec<String> {
        let mut out = Vec::new();
        walk(&self.root.join(LAKE_PROJECT_DIR), LAKE_PROJECT_DIR, &mut |rel, name| {
            if name.ends_with(".lean") {
                out.push(rel.to_owned());
            }
        });
        out
    }

    /// The scan's view of `paths` (de-duplicated, regular non-symlink text files only).
    pub fn scan_inputs(&self, paths: &[String]) -> Vec<ScanInput> {
        let mut seen = std::collections::BTreeSet::new();
        let mut out = Vec::new();
        for rel in paths {
            let full = self.root.join(rel);
            let key = std::fs::canonicalize(&full).unwrap_or_else(|_| full.clone());
            let regular = std::fs::symlink_metadata(&full).is_ok_and(|m| m.file_type().is_file());
            let name = full.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if regular && scannable(&name) && seen.insert(key) {
                let content = std::fs::read(&full).map_err(|e| format!("{:?}", e.kind()));
                out.push(ScanInput { path: rel.clone(), content });
            }
        }
        out
    }
}

/// Visits regular files below `dir` (sorted by name, no symlinks, no `.lake`), giving the path
/// relative to the input root and the base name.
fn walk(dir: &Path, rel: &str, visit: &mut dyn FnMut(&str, &str)) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.flatten().collect();
    entries.sort_by_key(std::fs::DirEntry::file_name);
    for entry in entries {
        let name = entry.file_name().to_string_lossy().into_owned();
        let child = format!("{rel}/{name}");
        match entry.file_type() {
            Ok(t) if t.is_dir() && name != ".lake" => walk(&entry.path(), &child, visit),
            Ok(t) if t.is_file() => visit(&child, &name),
            _ => {}
        }
    }
}

/// A throwaway copy of the Lake project; removed when dropped.
pub struct Workspace {
    _temp: tempfile::TempDir,
    project: PathBuf,
}

impl Workspace {
    /// Copies `lake_project/` (without `.lake` and symlinks) into a fresh temp directory.
    pub fn copy_project(input: &InputDir) -> Result<Workspace, String> {
        let temp = tempfile::Builder::new()
            .prefix(RUN_TEMP_PREFIX)
            .tempdir()
            .map_err(|e| format!("cannot create a temporary workspace: {e}"))?;
        let project = temp.path().join(LAKE_PROJECT_DIR);
        let source = input.root.join(LAKE_PROJECT_DIR);
        if !source.join(LAKEFILE).is_file() {
            return Err(format!("{}: missing", input.shown(&format!("{LAKE_PROJECT_DIR}/{LAKEFILE}"))));
        }
        let mut failure = None;
        walk(&source, "", &mut |rel, _| {
            let rel = rel.trim_start_matches('/');
            let to = project.join(rel);
            let copied =
                to.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::copy(source.join(rel), &to));
            if let Err(e) = copied {
                failure.get_or_insert(format!("cannot copy {rel} into the workspace: {e}"));
            }
        });
        match failure {
            Some(f) => Err(f),
            None => Ok(Workspace { _temp: temp, project }),
        }
    }

    /// A fresh project made of generated files (the Lean backend's own Lake project); `files`
    /// are (relative path, text) pairs with fixed, validated names.
    pub fn from_files(files: &[(&str, &str)]) -> Result<Workspace, String> {
        let temp = tempfile::Builder::new()
            .prefix(RUN_TEMP_PREFIX)
            .tempdir()
            .map_err(|e| format!("cannot create a temporary workspace: {e}"))?;
        let project = temp.path().join(LAKE_PROJECT_DIR);
        for (rel, text) in files {
            let to = project.join(rel);
            to.parent()
                .map_or(Ok(()), std::fs::create_dir_all)
                .and_then(|()| std::fs::write(&to, text))
                .map_err(|e| format!("cannot write {rel} into the workspace: {e}"))?;
        }
        Ok(Workspace { _temp: temp, project })
    }

    pub fn project_dir(&self) -> &Path {
        &self.project
    }

    /// Writes a generated file at the project root (`name` is a validated id plus `.lean`).
    pub fn write(&self, name: &str, text: &str) -> Result<(), String> {
        std::fs::write(self.project.join(name), text).map_err(|e| format!("cannot write {name} in the workspace: {e}"))
    }
}

/// Writes every record as canonical JSON, all or none (temp files, then renames). When the
/// file on disk differs only in `created_at`, its `created_at` is kept so reruns leave it
/// unchanged.
pub fn write_records(records: &[(PathBuf, Value)]) -> Result<(), String> {
    let files: Vec<(PathBuf, Vec<u8>)> = records
        .iter()
        .map(|(path, record)| {
            let mut record = record.clone();
            if let Some(old) = std::fs::read_to_string(path).ok().and_then(|t| serde_json::from_str::<Value>(&t).ok()) {
                let mut probe = record.clone();
                probe["created_at"] = old["created_at"].clone();
                if probe == old {
                    record = probe;
                }
            }
            (path.clone(), canonical_text(&record).into_bytes())
        })
        .collect();
    crate::outputs::write_all_or_nothing(&files)
}

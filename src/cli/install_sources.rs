//! What `clauz3 install SOURCE` copies: the layers a source names, read whole before anything
//! is written. A bundled library (`stdlib:<name>` or the bare name), a layer of the user store
//! (`global:<domain>`), a git remote (`gh:org/repo[@ref]`, a git URL: cloned first, see
//! `remote_source`), or a directory: a project with `tools/`, or a `tools/` directory, each
//! of whose `tools/<domain>/` (or `tools/<org>/<domain>/`) holding a `trusted/` package is a
//! layer. Symbolic links are refused (a copy must not reach outside the layer), caches left
//! out.
#![expect(clippy::disallowed_methods, reason = "installing reads the layers it copies")]

use super::manifest::{self, MANIFEST};
use crate::layer::stdlib::{library, Library, LIBRARIES};
use crate::loader::user_store;
use std::path::{Path, PathBuf};

/// One layer to install: its domain (`git`, `acme/billing`), its files by path below
/// `tools/<domain>/`, and the source recorded in `.clauz3-origin.json`.
pub struct Layer {
    pub domain: String,
    pub files: Vec<(PathBuf, Vec<u8>)>,
    pub origin: String,
    /// The commit a git remote was installed at; empty for other sources.
    pub revision: String,
    /// Its `clauz3.yaml`, read once here (an empty one when the layer has none).
    pub manifest: manifest::Manifest,
}

/// The file an install writes itself, never copied from a source.
const ORIGIN_FILE: &str = ".clauz3-origin.json";

/// The layers `source` names.
pub fn resolve(source: &str) -> Result<Vec<Layer>, String> {
    if let Some(domain) = source.strip_prefix("global:") {
        return global(domain).map(|layer| vec![layer]);
    }
    if super::remote_source::is_remote(source) {
        let fetched = super::remote_source::fetch(source)?;
        let mut layers = directory(&fetched.dir)?;
        for layer in &mut layers {
            layer.origin = source.to_owned();
            layer.revision.clone_from(&fetched.revision);
        }
        return Ok(layers);
    }
    let name = source.strip_prefix("stdlib:").unwrap_or(source);
    if let Some(library) = library(name) {
        return Ok(vec![bundled(library)]);
    }
    let path = Path::new(source);
    if !source.starts_with("stdlib:") && path.is_dir() {
        return directory(path);
    }
    let available: Vec<String> = LIBRARIES.iter().map(|l| format!("stdlib:{}", l.name)).collect();
    Err(format!(
        "{source} is not a bundled library (available: {}), a global:<domain>, a git remote (gh:org/repo, a git URL) or a directory",
        available.join(", ")
    ))
}

/// A bundled library's modules and its manifest.
fn bundled(library: &Library) -> Layer {
    let mut files: Vec<(PathBuf, Vec<u8>)> = library
        .modules
        .iter()
        .map(|(module, text)| (Path::new("trusted").join(format!("{module}.py")), text.as_bytes().to_vec()))
        .collect();
    let text = library.manifest();
    // Every bundled manifest reads (a unit test of `manifest` checks them all).
    let manifest = manifest::parse(Path::new(MANIFEST), &text).unwrap_or_default();
    files.push((PathBuf::from(MANIFEST), text.into_bytes()));
    Layer {
        domain: library.domain.to_owned(),
        files,
        origin: format!("stdlib:{}", library.name),
        revision: String::new(),
        manifest,
    }
}

/// Reads the layer's `clauz3.yaml`, when it has one, so a manifest that does not read stops
/// the install before anything is written.
fn read_manifest(dir: &Path, files: &[(PathBuf, Vec<u8>)]) -> Result<manifest::Manifest, String> {
    let Some((_, bytes)) = files.iter().find(|(path, _)| path == Path::new(MANIFEST)) else {
        return Ok(manifest::Manifest::default());
    };
    let shown = dir.join(MANIFEST);
    let text = std::str::from_utf8(bytes).map_err(|_| format!("{}: invalid {MANIFEST}: not UTF-8", shown.display()))?;
    manifest::parse(&shown, text)
}

/// Whether `domain` is a domain path as the reference accepts one: identifier-like names
/// (letters, digits, `_`, `-`, not starting with a digit or `-`) joined by `/`.
fn valid_domain(domain: &str) -> bool {
    domain.split('/').all(|part| {
        let mut chars = part.chars();
        chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
            && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '-')
    })
}

/// The user store's layer `domain`.
fn global(domain: &str) -> Result<Layer, String> {
    if !valid_domain(domain) {
        return Err(format!("invalid global library name: {domain:?}"));
    }
    let store = user_store().ok_or("no user store: set CLAUZ3_HOME (or HOME)")?;
    let dir = store.join("tools").join(domain);
    if !dir.join("trusted").is_dir() {
        return Err(format!("global library is not installed: {domain} (no {})", dir.join("trusted").display()));
    }
    let files = tree(&dir)?;
    let manifest = read_manifest(&dir, &files)?;
    Ok(Layer {
        domain: domain.to_owned(),
        files,
        origin: format!("global:{domain}"),
        revision: String::new(),
        manifest,
    })
}

/// Every layer of a project directory's `tools/`, or of a `tools/` directory.
fn directory(dir: &Path) -> Result<Vec<Layer>, String> {
    let tools = if dir.join("tools").is_dir() {
        dir.join("tools")
    } else if dir.file_name().is_some_and(|n| n == "tools") {
        dir.to_path_buf()
    } else {
        return Err(format!("{} has no tools/ directory of trusted layers", dir.display()));
    };
    let origin = std::fs::canonicalize(dir).map_err(|e| format!("cannot use {}: {e}", dir.display()))?;
    let mut layers = Vec::new();
    for (domain, path) in domains(&tools)? {
        let files = tree(&path)?;
        let manifest = read_manifest(&path, &files)?;
        layers.push(Layer { domain, files, origin: origin.display().to_string(), revision: String::new(), manifest });
    }
    if layers.is_empty() {
        return Err(format!("no trusted domains found under {}", tools.display()));
    }
    Ok(layers)
}

/// `tools/<domain>` and `tools/<org>/<domain>` directories holding `trusted/`, by domain.
fn domains(tools: &Path) -> Result<Vec<(String, PathBuf)>, String> {
    let mut found = Vec::new();
    for (name, path) in subdirs(tools)? {
        if path.join("trusted").is_dir() {
            found.push((name, path));
            continue;
        }
        for (inner, inner_path) in subdirs(&path)? {
            if inner_path.join("trusted").is_dir() {
                found.push((format!("{name}/{inner}"), inner_path));
            }
        }
    }
    Ok(found)
}

/// The directories in `dir` whose names are valid domain parts, sorted.
fn subdirs(dir: &Path) -> Result<Vec<(String, PathBuf)>, String> {
    let mut dirs: Vec<(String, PathBuf)> = entries(dir)?
        .into_iter()
        .filter(|(_, path, kind)| kind.is_dir() && path.file_name().is_some_and(|n| n != "__pycache__"))
        .filter_map(|(name, path, _)| valid_domain(&name).then_some((name, path)))
        .collect();
    dirs.sort();
    Ok(dirs)
}

/// The entries of `dir`: name, path and type (a link is not followed).
fn entries(dir: &Path) -> Result<Vec<(String, PathBuf, std::fs::FileType)>, String> {
    let read = std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut out = Vec::new();
    for entry in read {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        let kind = entry.file_type().map_err(|e| format!("cannot read {}: {e}", entry.path().display()))?;
        out.push((entry.file_name().to_string_lossy().into_owned(), entry.path(), kind));
    }
    Ok(out)
}

/// Every file below `root` by its path from `root`, without caches and the origin record; a
/// symbolic link anywhere is refused.
fn tree(root: &Path) -> Result<Vec<(PathBuf, Vec<u8>)>, String> {
    let mut files = Vec::new();
    let mut pending = vec![PathBuf::new()];
    while let Some(relative) = pending.pop() {
        for (name, path, kind) in entries(&root.join(&relative))? {
            let below = relative.join(&name);
            if kind.is_symlink() {
                return Err(format!("refusing to install a symbolic link: {}", path.display()));
            }
            if kind.is_dir() && name != "__pycache__" {
                pending.push(below);
            } else if kind.is_file() && !name.ends_with(".pyc") && below != Path::new(ORIGIN_FILE) {
                let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                files.push((below, bytes));
            }
        }
    }
    files.sort();
    Ok(files)
}

//! Reading sources from disk: the entry program and the files of trusted roots. Apart from the
//! CLI, this is the only place the library reads files; the evaluator never does.
#![expect(clippy::disallowed_methods, reason = "reading source files is this module's one job")]

use crate::diag::{DiagKind, Diagnostic};
use crate::layer::TrustedFile;
use std::path::{Component, Path, PathBuf};

fn config(message: String) -> Diagnostic {
    Diagnostic::new(DiagKind::Config, "bad-input-file", message, None)
}

/// Reads a program file as UTF-8, refusing one over the source size limit before reading it.
pub fn read_source(path: &Path) -> Result<String, Diagnostic> {
    let cannot = |e: std::io::Error| config(format!("cannot read {}: {e}", path.display()));
    let len = std::fs::metadata(path).map_err(cannot)?.len();
    if let Some(why) = crate::limits::source_too_large(len) {
        return Err(Diagnostic::new(DiagKind::Limit, "source-too-large", format!("{}: {why}", path.display()), None));
    }
    let bytes = std::fs::read(path).map_err(cannot)?;
    String::from_utf8(bytes).map_err(|e| not_utf8(path, e.as_bytes(), e.utf8_error().valid_up_to()))
}

/// A script's path as CPython names it in tracebacks and warnings (`__file__` of
/// `python3 path`): absolute, from the working directory.
pub fn script_path(path: &Path) -> String {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf()).display().to_string()
}

/// Where a file stops being UTF-8: line, column and byte offset of the first bad byte.
fn not_utf8(path: &Path, bytes: &[u8], at: usize) -> Diagnostic {
    let before = &bytes[..at];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let column = String::from_utf8_lossy(&before[line_start..]).chars().count() + 1;
    config(format!(
        "{}:{line}:{column}: the file is not UTF-8: byte 0x{:02x} at byte offset {at}",
        path.display(),
        bytes[at]
    ))
}

/// An import root (`--import-root`) must be a directory: one that is not would silently
/// provide no trusted roots.
pub fn check_import_root(dir: &Path) -> Result<(), Diagnostic> {
    if dir.as_os_str().is_empty() || dir.is_dir() {
        return Ok(());
    }
    Err(config(format!("import root {} is not a directory", dir.display())))
}

/// Every `*.py` file below a trusted root, with the dotted names Python would import them as.
pub fn trusted_root_files(root: &Path) -> Result<Vec<TrustedFile>, Diagnostic> {
    trusted_root_files_in(root, &[])
}

/// Like [`trusted_root_files`], naming modules by their path below the first import root that
/// contains the trusted root (`--import-root`), else from the last `tools` component.
pub fn trusted_root_files_in(root: &Path, import_roots: &[PathBuf]) -> Result<Vec<TrustedFile>, Diagnostic> {
    if !root.is_dir() {
        return Err(config(format!("trusted root {} is not a directory", root.display())));
    }
    let package = match import_roots.iter().find_map(|i| relative_package(root, i)) {
        Some(p) => p,
        None => package_name(root)?,
    };
    let mut files = Vec::new();
    collect_py(root, root, &package, &mut files)?;
    files.sort_by(|a, b| a.module.cmp(&b.module));
    Ok(files)
}

/// How a listing (`clauz3 tools`) names a trusted root, `/`-separated: relative to the `tools/`
/// (or `.clauz3/tools/`) of the first import root that holds it (`sms/trusted`,
/// `acme/lims/trusted`), else relative to the root's grandparent.
pub fn listing_name(root: &Path, import_roots: &[PathBuf]) -> String {
    let Ok(abs) = std::fs::canonicalize(root) else {
        return root.display().to_string();
    };
    let base = import_roots
        .iter()
        .flat_map(|i| [i.join(".clauz3").join("tools"), i.join("tools")])
        .filter_map(|tools| std::fs::canonicalize(tools).ok())
        .find(|tools| abs.starts_with(tools))
        .or_else(|| abs.parent().and_then(Path::parent).map(Path::to_path_buf))
        .unwrap_or_default();
    let rel = abs.strip_prefix(&base).unwrap_or(&abs);
    rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect::<Vec<_>>().join("/")
}

/// `.../tools/<domain>/trusted` (or `tools/<org>/<domain>/trusted`) imports as
/// `tools.<domain>.trusted`: the path from its last `tools` component.
fn package_name(root: &Path) -> Result<String, Diagnostic> {
    let abs = std::fs::canonicalize(root)
        .map_err(|e| config(format!("cannot resolve trusted root {}: {e}", root.display())))?;
    let parts: Vec<String> = abs
        .components()
        .filter_map(|c| match c {
            Component::Normal(s) => Some(s.to_string_lossy().into_owned()),
            _ => None,
        })
        .collect();
    let Some(start) = parts.iter().rposition(|p| p == "tools") else {
        return Err(config(format!("trusted root {} must be a `tools/<domain>/trusted` directory", root.display())));
    };
    let dotted = &parts[start..];
    if dotted.iter().any(|p| !is_identifier(p)) {
        return Err(config(format!("every component of trusted root {} must be a Python identifier", root.display())));
    }
    Ok(dotted.join("."))
}

/// The dotted name of `root` below `import_root`, if it is below it and every component is an
/// identifier.
fn relative_package(root: &Path, import_root: &Path) -> Option<String> {
    let (root, base) = (std::fs::canonicalize(root).ok()?, std::fs::canonicalize(import_root).ok()?);
    let rel = root.strip_prefix(&base).ok()?;
    let parts: Vec<String> = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    (!parts.is_empty() && parts.iter().all(|p| is_identifier(p))).then(|| parts.join("."))
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_') && chars.all(|c| c.is_alphanumeric() || c == '_')
}

fn collect_py(root: &Path, dir: &Path, package: &str, out: &mut Vec<TrustedFile>) -> Result<(), Diagnostic> {
    let entries = std::fs::read_dir(dir).map_err(|e| config(format!("cannot list {}: {e}", dir.display())))?;
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_symlink() {
            continue;
        }
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        if kind.is_dir() {
            if is_identifier(&stem) && stem != "__pycache__" {
                collect_py(root, &path, package, out)?;
            }
        } else if path.extension().is_some_and(|e| e == "py") && is_identifier(&stem) {
            let rel = path.strip_prefix(root).unwrap_or(&path).with_extension("");
            let module = std::iter::once(package.to_owned())
                .chain(rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()))
                .collect::<Vec<_>>()
                .join(".");
            out.push(TrustedFile {
                package: package.to_owned(),
                module,
                display: path.display().to_string(),
                text: read_source(&path)?,
            });
        }
    }
    Ok(())
}

/// Trusted roots found without `--trusted-root`: the layers installed in the current
/// directory's and the entry's directory's `.clauz3/tools/` (as the reference's default import
/// roots), then `tools/<domain>/trusted` and `tools/<org>/<domain>/trusted` under the nearest
/// ancestor of the entry (or the current directory) that has a `tools` directory, then the
/// user store's (see [`user_store`]).
pub fn discover_roots(entry: &Path) -> Vec<PathBuf> {
    let start = entry.parent().map(Path::to_path_buf).unwrap_or_default();
    let start = if start.as_os_str().is_empty() { PathBuf::from(".") } else { start };
    let mut installed = domains_in(&Path::new(".").join(".clauz3").join("tools"));
    let same_dir = std::fs::canonicalize(&start).ok() == std::fs::canonicalize(".").ok();
    if !same_dir {
        installed.extend(domains_in(&start.join(".clauz3").join("tools")));
    }
    // The relative ancestors first, so paths stay as the user wrote them; then the absolute
    // ones, which go on above a relative start (`prove main.py` run in `programs/`).
    let above = |start: &Path| start.ancestors().find(|a| a.join("tools").is_dir()).map(Path::to_path_buf);
    let base = above(&start)
        .or_else(|| Path::new("tools").is_dir().then(|| PathBuf::from(".")))
        .or_else(|| above(&std::path::absolute(&start).ok()?));
    installed.extend(base.map(|b| domains_in(&b.join("tools"))).unwrap_or_default());
    // Last, the layers installed in the user store (`clauz3 install --global`) whose package
    // no root of the project provides: the project's own copy of a library wins.
    if let Some(store) = user_store() {
        let provided: Vec<String> = installed.iter().filter_map(|r| package_name(r).ok()).collect();
        let global = domains_in(&store.join("tools"));
        installed.extend(global.into_iter().filter(|r| package_name(r).is_ok_and(|p| !provided.contains(&p))));
    }
    installed
}

/// The user-wide library store: `$CLAUZ3_HOME`, else `$XDG_DATA_HOME/clauz3`, else
/// `~/.local/share/clauz3` (the reference's places; an empty variable counts as unset).
pub fn user_store() -> Option<PathBuf> {
    let set = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    let store = set("CLAUZ3_HOME")
        .or_else(|| set("XDG_DATA_HOME").map(|d| d.join("clauz3")))
        .or_else(|| set("HOME").map(|h| h.join(".local").join("share").join("clauz3")))?;
    Some(std::path::absolute(&store).unwrap_or(store))
}

/// Trusted roots under an import root (`--import-root`): `.clauz3/tools/...` (installed
/// layers) first, then `tools/<domain>/trusted` and `tools/<org>/<domain>/trusted`.
pub fn discover_under(import_root: &Path) -> Vec<PathBuf> {
    let mut roots = domains_in(&import_root.join(".clauz3").join("tools"));
    roots.extend(domains_in(&import_root.join("tools")));
    roots
}

/// `<tools>/<domain>/trusted` and `<tools>/<org>/<domain>/trusted`, sorted.
fn domains_in(tools: &Path) -> Vec<PathBuf> {
    let mut roots = Vec::new();
    for domain in sorted_dirs(tools) {
        if domain.join("trusted").is_dir() {
            roots.push(domain.join("trusted"));
        } else {
            roots.extend(sorted_dirs(&domain).into_iter().map(|d| d.join("trusted")).filter(|t| t.is_dir()));
        }
    }
    roots
}

fn sorted_dirs(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().filter(|e| e.file_type().is_ok_and(|t| t.is_dir())).map(|e| e.path()).collect())
        .unwrap_or_default();
    out.sort();
    out
}

/// A path as Python's `Path.resolve()` gives it: absolute, with symlinks resolved as far as it
/// exists (a missing tail, like a `.clauz3` not made yet, is kept as written). Roots are named
/// to an approval service this way, since the service may run in another directory.
pub fn resolved(path: &Path) -> PathBuf {
    if let Ok(found) = std::fs::canonicalize(path) {
        return found;
    }
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    match (absolute.parent(), absolute.file_name()) {
        (Some(parent), Some(name)) => resolved(parent).join(name),
        _ => absolute,
    }
}

/// The import roots that name a layer selection when none were given: the working directory,
/// with its `.clauz3` ahead of it (where installed libraries go), as the reference's runner and
/// approval service both default to.
pub fn default_import_roots() -> Vec<PathBuf> {
    let here = resolved(Path::new("."));
    vec![here.join(".clauz3"), here]
}

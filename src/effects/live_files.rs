//! The filesystem library's effects, natively, with `std::fs` and no shell. Each path is
//! checked again before anything is touched (non-empty, no NUL, plain: what the effects'
//! preconditions say), so a run that somehow skipped a precondition still cannot reach a
//! respelled path. Behaviour follows the reference's Python bodies: text is UTF-8 read with
//! universal newlines; `write_file`, `append_file`, `touch` and a file `copy` make missing
//! parents, `move` does not; `remove` deletes a symbolic link, never what it points to, and a
//! missing path quietly; `copy` of a directory copies the tree into `dest`, following links.
#![expect(
    clippy::disallowed_methods,
    clippy::disallowed_types,
    reason = "the filesystem library's effects are file operations, run behind the gate"
)]

use super::live_library::{python_error, Args};
use super::{live_find, DataValue, EffectError};
use std::fs::{File, FileTimes, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

pub(super) fn perform(effect: &str, args: &Args<'_>) -> Result<DataValue, EffectError> {
    let path = || args.text("path").and_then(checked);
    let none = |r: Result<(), EffectError>| r.map(|()| DataValue::None);
    match effect {
        "read_file" => read_text(path()?).map(DataValue::Str),
        "read_lines" => Ok(texts(splitlines(&read_text(path()?)?))),
        "read_line" => read_line(path()?, args.int("line_number")?).map(DataValue::Str),
        "grep" => grep(args.text("pattern")?, path()?),
        "find" => live_find::find(path()?, &args.texts("args")?).map(texts),
        "write_file" => none(write(path()?, args.text("content")?, false)),
        "append_file" => none(write(path()?, args.text("text")?, true)),
        "make_dir" => none(make_dir(path()?)),
        "touch" => none(touch(path()?)),
        "remove" => none(remove(path()?)),
        "move" => none(move_path(checked(args.text("src")?)?, checked(args.text("dest")?)?)),
        "copy" => none(copy(checked(args.text("src")?)?, checked(args.text("dest")?)?)),
        "chmod" => none(chmod(path()?, args.int("mode")?)),
        other => Err(EffectError::new(format!("the filesystem library has no effect `{other}`"))),
    }
}

fn texts(items: Vec<String>) -> DataValue {
    DataValue::List(items.into_iter().map(DataValue::Str).collect())
}

/// The run-time check of a path: what the effects' preconditions require, and no NUL.
pub(super) fn checked(path: &str) -> Result<&str, EffectError> {
    if path.is_empty() {
        return Err(python_error("ValueError", "path must be non-empty"));
    }
    if path.contains('\0') {
        return Err(python_error("ValueError", "embedded null byte"));
    }
    if !is_plain_path(path) {
        return Err(python_error("ValueError", "path must have no .., . or empty segments, or backslashes"));
    }
    Ok(path)
}

/// `clauz3._path_safety.has_no_parent_segments`: no `..` segment (`/`, `\` and a drive `:`
/// end segments).
pub(super) fn has_no_parent_segments(path: &str) -> bool {
    !path.contains("..")
        || (path != ".."
            && !path.starts_with("../")
            && !path.starts_with("..\\")
            && !path.ends_with("/..")
            && !path.ends_with("\\..")
            && !["/../", "/..\\", "\\../", "\\..\\", ":.."].iter().any(|s| path.contains(s)))
}

/// `clauz3._path_safety.is_plain_path`: no `..` segment, no backslash, no empty segment, no
/// `.` segment after the first.
fn is_plain_path(path: &str) -> bool {
    let no_parent = has_no_parent_segments(path);
    let plain_segments = !path.contains("//")
        && !path.contains('\\')
        && (!path.contains("/.") || (!path.contains("/./") && !path.ends_with("/.")));
    no_parent && plain_segments
}

/// An OS error as CPython words it: `FileNotFoundError: [Errno 2] No such file or directory: 'a'`.
pub(super) fn os_error(e: &std::io::Error, path: &str) -> EffectError {
    use std::io::ErrorKind;
    // The exception CPython raises for the error number; any other is an `OSError`.
    const BY_KIND: &[(ErrorKind, &str)] = &[
        (ErrorKind::NotFound, "FileNotFoundError"),
        (ErrorKind::PermissionDenied, "PermissionError"),
        (ErrorKind::AlreadyExists, "FileExistsError"),
        (ErrorKind::IsADirectory, "IsADirectoryError"),
        (ErrorKind::NotADirectory, "NotADirectoryError"),
    ];
    let exception = BY_KIND.iter().find(|(k, _)| *k == e.kind()).map_or("OSError", |(_, name)| name);
    let shown = DataValue::Str(path.to_owned()).repr();
    match e.raw_os_error() {
        Some(errno) => {
            let text = e.to_string();
            let strerror = text.strip_suffix(&format!(" (os error {errno})")).unwrap_or(&text).to_owned();
            python_error(exception, format!("[Errno {errno}] {strerror}: {shown}"))
        }
        None => python_error(exception, format!("{e}: {shown}")),
    }
}

/// An error of `shutil`'s own (`shutil.Error`, `shutil.SameFileError`): the subset has no
/// class for them, so their builtin base `OSError` is raised with their message.
fn shutil_error(message: String) -> EffectError {
    python_error("OSError", message)
}

/// The file's text: UTF-8, with `\r\n` and `\r` read as `\n` (Python's text mode).
fn read_text(path: &str) -> Result<String, EffectError> {
    let bytes = std::fs::read(path).map_err(|e| os_error(&e, path))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let (at, bytes) = (e.utf8_error().valid_up_to(), e.as_bytes());
        let reason = match e.utf8_error().error_len() {
            None => "unexpected end of data",
            Some(_) if matches!(bytes[at], 0x80..=0xbf | 0xc0 | 0xc1 | 0xf5..=0xff) => "invalid start byte",
            Some(_) => "invalid continuation byte",
        };
        // The subset has no `UnicodeDecodeError` class: its base `UnicodeError` is raised.
        python_error(
            "UnicodeError",
            format!("'utf-8' codec can't decode byte 0x{:02x} in position {at}: {reason}", bytes[at]),
        )
    })?;
    Ok(text.replace("\r\n", "\n").replace('\r', "\n"))
}

/// `str.splitlines()`: lines without their ends, at every line boundary Python knows.
fn splitlines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let ends = matches!(
            c,
            '\n' | '\r' | '\u{0b}' | '\u{0c}' | '\u{1c}' | '\u{1d}' | '\u{1e}' | '\u{85}' | '\u{2028}' | '\u{2029}'
        );
        if !ends {
            current.push(c);
            continue;
        }
        if c == '\r' && chars.peek() == Some(&'\n') {
            chars.next();
        }
        lines.push(std::mem::take(&mut current));
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// Line `number` (from 1) without its `\n`; `""` past the end.
fn read_line(path: &str, number: &num_bigint::BigInt) -> Result<String, EffectError> {
    if *number < num_bigint::BigInt::from(1) {
        return Err(python_error("ValueError", "line_number must be positive"));
    }
    let text = read_text(path)?;
    let Ok(index) = usize::try_from(number - 1) else { return Ok(String::new()) };
    Ok(text.split_inclusive('\n').nth(index).map(|l| l.strip_suffix('\n').unwrap_or(l).to_owned()).unwrap_or_default())
}

fn grep(pattern: &str, path: &str) -> Result<DataValue, EffectError> {
    if pattern.is_empty() {
        return Err(python_error("ValueError", "pattern and path must be non-empty"));
    }
    let lines = splitlines(&read_text(path)?);
    Ok(texts(lines.into_iter().filter(|l| l.contains(pattern)).collect()))
}

/// Makes the missing parent directories of `path`.
fn make_parents(path: &str) -> Result<(), EffectError> {
    match Path::new(path).parent() {
        Some(parent) if !parent.as_os_str().is_empty() => {
            std::fs::create_dir_all(parent).map_err(|e| os_error(&e, &parent.display().to_string()))
        }
        Some(_) | None => Ok(()),
    }
}

fn write(path: &str, text: &str, append: bool) -> Result<(), EffectError> {
    make_parents(path)?;
    let mut file = OpenOptions::new()
        .create(true)
        .write(true)
        .append(append)
        .truncate(!append)
        .open(path)
        .map_err(|e| os_error(&e, path))?;
    file.write_all(text.as_bytes()).map_err(|e| os_error(&e, path))
}

fn make_dir(path: &str) -> Result<(), EffectError> {
    std::fs::create_dir_all(path).map_err(|e| os_error(&e, path))
}

/// Makes an empty file, or sets an existing one's access and modification times to now.
fn touch(path: &str) -> Result<(), EffectError> {
    make_parents(path)?;
    let file = match OpenOptions::new().create_new(true).write(true).open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => File::open(path).map_err(|e| os_error(&e, path))?,
        Err(e) => return Err(os_error(&e, path)),
    };
    let now = std::time::SystemTime::now();
    file.set_times(FileTimes::new().set_accessed(now).set_modified(now)).map_err(|e| os_error(&e, path))
}

fn remove(path: &str) -> Result<(), EffectError> {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(os_error(&e, path)),
    };
    let removed = if meta.is_dir() { std::fs::remove_dir_all(path) } else { std::fs::remove_file(path) };
    match removed {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(os_error(&e, path)),
        Err(_) | Ok(()) => Ok(()),
    }
}

/// Where `src` lands when copied or moved to `dest`: inside `dest` when it is a directory.
fn landing(src: &str, dest: &str) -> PathBuf {
    let dest_path = Path::new(dest);
    match (dest_path.is_dir(), Path::new(src.trim_end_matches('/')).file_name()) {
        (true, Some(name)) => dest_path.join(name),
        (true, None) | (false, _) => dest_path.to_path_buf(),
    }
}

/// `shutil.move`: a rename, or a copy then a removal across file systems.
fn move_path(src: &str, dest: &str) -> Result<(), EffectError> {
    let meta = std::fs::symlink_metadata(src).map_err(|e| os_error(&e, src))?;
    if same_file(Path::new(src), Path::new(dest)) {
        // Moving a path onto itself leaves it where it is.
        return Ok(());
    }
    let target = landing(src, dest);
    if target != Path::new(dest) && std::fs::symlink_metadata(&target).is_ok() {
        return Err(shutil_error(format!("Destination path '{}' already exists", target.display())));
    }
    match std::fs::rename(src, &target) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::CrossesDevices => {
            if meta.is_dir() {
                copy_tree(Path::new(src), &target)?;
            } else {
                copy_file(Path::new(src), &target)?;
            }
            remove(src)
        }
        Err(e) => Err(os_error(&e, &target.display().to_string())),
    }
}

/// `shutil.copy2` of a file (into `dest` when it is a directory, making missing parents), or
/// `shutil.copytree` of a directory onto `dest`, keeping what is there.
fn copy(src: &str, dest: &str) -> Result<(), EffectError> {
    let meta = std::fs::metadata(src).map_err(|e| os_error(&e, src))?;
    if meta.is_dir() {
        return copy_tree(Path::new(src), Path::new(dest));
    }
    make_parents(dest)?;
    let target = landing(src, dest);
    if same_file(Path::new(src), &target) {
        // Copying a file onto itself would truncate it first.
        let (a, b) = (DataValue::Str(src.to_owned()).repr(), DataValue::Str(target.display().to_string()).repr());
        return Err(shutil_error(format!("{a} and {b} are the same file")));
    }
    copy_file(Path::new(src), &target)
}

/// Whether two paths name one file (after resolving links), as `shutil`'s `_samefile`.
fn same_file(a: &Path, b: &Path) -> bool {
    std::fs::canonicalize(a).ok().is_some_and(|a| std::fs::canonicalize(b).ok() == Some(a))
}

/// Copies contents and permission bits, then the access and modification times.
fn copy_file(src: &Path, dest: &Path) -> Result<(), EffectError> {
    let shown = |p: &Path| p.display().to_string();
    std::fs::copy(src, dest).map_err(|e| os_error(&e, &shown(src)))?;
    let meta = std::fs::metadata(src).map_err(|e| os_error(&e, &shown(src)))?;
    let mut times = FileTimes::new();
    if let Ok(t) = meta.accessed() {
        times = times.set_accessed(t);
    }
    if let Ok(t) = meta.modified() {
        times = times.set_modified(t);
    }
    let file = OpenOptions::new().write(true).open(dest).map_err(|e| os_error(&e, &shown(dest)))?;
    file.set_times(times).map_err(|e| os_error(&e, &shown(dest)))
}

/// Copies a directory tree, following symbolic links as `copytree` does by default. Each
/// directory is listed before its copy is made, so a copy made inside the source (`a` to
/// `a/b`) is not copied again into itself.
fn copy_tree(src: &Path, dest: &Path) -> Result<(), EffectError> {
    let shown = |p: &Path| p.display().to_string();
    let entries = std::fs::read_dir(src).map_err(|e| os_error(&e, &shown(src)))?;
    let mut names: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.file_name())).collect();
    names.sort();
    std::fs::create_dir_all(dest).map_err(|e| os_error(&e, &shown(dest)))?;
    for name in names {
        let (from, to) = (src.join(&name), dest.join(&name));
        let meta = std::fs::metadata(&from).map_err(|e| os_error(&e, &shown(&from)))?;
        if meta.is_dir() {
            copy_tree(&from, &to)?;
        } else {
            copy_file(&from, &to)?;
        }
    }
    Ok(())
}

fn chmod(path: &str, mode: &num_bigint::BigInt) -> Result<(), EffectError> {
    use std::os::unix::fs::PermissionsExt;
    let mode = u32::try_from(mode).map_err(|_| python_error("OverflowError", "mode is out of range"))?;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).map_err(|e| os_error(&e, path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitlines_is_pythons() {
        assert_eq!(splitlines("a\r\nb\rc\n\nd\u{2028}e\x0cf"), ["a", "b", "c", "", "d", "e", "f"]);
        assert_eq!(splitlines(""), Vec::<String>::new());
        assert_eq!(splitlines("x\n"), ["x"]);
    }

    #[test]
    fn paths_are_checked_again_before_anything_is_touched() {
        let why = |p: &str| checked(p).err().map(|e| e.to_string());
        assert_eq!(why(""), Some("ValueError: path must be non-empty".into()));
        assert_eq!(why("a\0b"), Some("ValueError: embedded null byte".into()));
        assert_eq!(
            why("data/../etc"),
            Some("ValueError: path must have no .., . or empty segments, or backslashes".into())
        );
        assert_eq!(why("data/notes.md"), None);
    }

    #[test]
    fn plain_paths_are_the_preconditions() {
        for ok in ["a", "./a", "/a/b", "a.b/..c", "."] {
            assert!(is_plain_path(ok), "{ok}");
        }
        for bad in ["..", "a/../b", "a//b", "a/./b", "a/.", "a\\b", "../a", "a/.."] {
            assert!(!is_plain_path(bad), "{bad}");
        }
    }
}

//! What keeps the parse cache's directory bounded: the directories other binaries left (a
//! rebuilt or upgraded `clauz3` never reads them again) and, within one binary's, entries past
//! a count. Every removal is of a whole file, or of a directory first renamed out of the
//! way, so a process reading the cache meanwhile finds an entry whole or not at all (a miss:
//! it parses). Every failure is ignored: pruning never fails a command.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// Starts the name of each binary's directory under `parsed/`.
pub(super) const BUILD_PREFIX: &str = "build-";

/// Starts the name a directory is renamed to before it is removed.
const REMOVING_PREFIX: &str = ".removing-";

/// Other binaries' directories kept besides the newest's: the few a user switches between
/// (an installed `clauz3` and a development build) do not remove each other's.
const KEEP_OTHER_BUILDS: usize = 3;

/// A directory written within this long is in use by a running binary: it is kept whatever
/// the count.
const IN_USE: Duration = Duration::from_secs(10 * 60);

/// Removes, from `parsed`, what binaries other than `own`'s left: every plain file (entries
/// of the layout before binaries had directories, a temporary file of a write that never
/// finished) and other binaries' directories but the [`KEEP_OTHER_BUILDS`] last written and
/// those written within [`IN_USE`]. Run when a binary makes its directory, on its first write.
pub(super) fn other_builds(parsed: &Path, own: &Path) {
    let Ok(listing) = std::fs::read_dir(parsed) else { return };
    let now = SystemTime::now();
    let mut builds: Vec<(SystemTime, PathBuf)> = Vec::new();
    for entry in listing.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else { continue };
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !kind.is_dir() {
            let _ = std::fs::remove_file(&path);
        } else if name.starts_with(REMOVING_PREFIX) {
            // Another process's removal, or one a crash left half done.
            let _ = std::fs::remove_dir_all(&path);
        } else if name.starts_with(BUILD_PREFIX) && path != own {
            let written = entry.metadata().and_then(|m| m.modified()).unwrap_or(SystemTime::UNIX_EPOCH);
            builds.push((written, path));
        }
    }
    builds.sort_by_key(|b| std::cmp::Reverse(b.0));
    for (written, path) in builds.into_iter().skip(KEEP_OTHER_BUILDS) {
        if now.duration_since(written).is_ok_and(|age| age >= IN_USE) {
            remove_dir(parsed, &path);
        }
    }
}

/// Renames `dir` out of the way (atomically: a reader finds it whole or not at all), then
/// removes it.
fn remove_dir(parsed: &Path, dir: &Path) {
    let Some(name) = dir.file_name() else { return };
    let aside = parsed.join(format!("{REMOVING_PREFIX}{}-{}", std::process::id(), name.to_string_lossy()));
    if std::fs::rename(dir, &aside).is_ok() {
        let _ = std::fs::remove_dir_all(&aside);
    }
}

/// When `own` holds more than `max` entries, removes the oldest written until three quarters
/// of `max` are left (so that a full directory is trimmed once in a while, not at every
/// write).
pub(super) fn overfull(own: &Path, max: usize) {
    let Ok(listing) = std::fs::read_dir(own) else { return };
    let files: Vec<_> = listing.flatten().collect();
    if files.len() <= max {
        return;
    }
    let mut by_age: Vec<(SystemTime, PathBuf)> = files
        .iter()
        .map(|e| (e.metadata().and_then(|m| m.modified()).unwrap_or(SystemTime::UNIX_EPOCH), e.path()))
        .collect();
    by_age.sort();
    let excess = by_age.len() - max * 3 / 4;
    for (_, path) in by_age.into_iter().take(excess) {
        let _ = std::fs::remove_file(path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Makes `path` (file or directory) look last written `ago` before now.
    #[expect(clippy::disallowed_types, reason = "the test sets an entry's modification time")]
    fn age(path: &Path, ago: Duration) {
        let when = SystemTime::now() - ago;
        let file = std::fs::File::open(path).expect("open");
        file.set_modified(when).expect("set the time");
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut out: Vec<String> = std::fs::read_dir(dir)
            .expect("list")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        out.sort();
        out
    }

    #[test]
    fn a_new_binary_removes_old_binaries_and_the_flat_layout_but_the_recent_few() {
        let dir = tempfile::tempdir().expect("temp dir");
        let parsed = dir.path();
        let hour = Duration::from_secs(3600);
        // Six other binaries, last written 1 to 6 hours ago, one of them a minute ago.
        for (i, ago) in [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)] {
            let build = parsed.join(format!("{BUILD_PREFIX}{i}"));
            std::fs::create_dir(&build).expect("mkdir");
            std::fs::write(build.join("entry"), "tree").expect("entry");
            age(&build, hour * ago);
        }
        age(&parsed.join(format!("{BUILD_PREFIX}6")), Duration::from_secs(60));
        // The flat layout's entries, a half-removed directory, and a directory not the cache's.
        std::fs::write(parsed.join("00ab"), "tree").expect("flat entry");
        std::fs::write(parsed.join(".tmpXYZ"), "half").expect("temporary file");
        std::fs::create_dir_all(parsed.join(format!("{REMOVING_PREFIX}1-{BUILD_PREFIX}0")).join("x"))
            .expect("half removed");
        std::fs::create_dir(parsed.join("mine")).expect("foreign directory");
        let own = parsed.join(format!("{BUILD_PREFIX}new"));
        std::fs::create_dir(&own).expect("own");
        other_builds(parsed, &own);
        // Kept: this binary's, the three last written (6, 1, 2), none other in use.
        assert_eq!(names(parsed), ["build-1", "build-2", "build-6", "build-new", "mine"]);
        assert_eq!(names(&parsed.join("build-1")), ["entry"], "a kept directory is whole");
    }

    #[test]
    fn directories_written_just_now_are_kept_whatever_their_count() {
        let dir = tempfile::tempdir().expect("temp dir");
        let parsed = dir.path();
        for i in 0..6 {
            std::fs::create_dir(parsed.join(format!("{BUILD_PREFIX}{i}"))).expect("mkdir");
        }
        let own = parsed.join(format!("{BUILD_PREFIX}new"));
        std::fs::create_dir(&own).expect("own");
        other_builds(parsed, &own);
        assert_eq!(names(parsed).len(), 7);
    }

    #[test]
    fn an_overfull_directory_keeps_its_newest_three_quarters() {
        let dir = tempfile::tempdir().expect("temp dir");
        for i in 0..9u64 {
            let path = dir.path().join(format!("e{i}"));
            std::fs::write(&path, "tree").expect("entry");
            age(&path, Duration::from_secs(1000 - i));
        }
        overfull(dir.path(), 9);
        assert_eq!(names(dir.path()).len(), 9, "not past the bound: nothing removed");
        let newest = dir.path().join("e9");
        std::fs::write(&newest, "tree").expect("entry");
        overfull(dir.path(), 8);
        assert_eq!(names(dir.path()), ["e4", "e5", "e6", "e7", "e8", "e9"].map(String::from));
    }
}

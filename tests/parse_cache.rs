//! The on-disk cache of parsed files (`src/syntax/parse_cache.rs`, docs/speed.md), through the
//! binary as a user runs it: the first process writes entries under `$CLAUZ3_CACHE/parsed/`,
//! in a directory of its own binary (removing what an older binary left), the next reads them
//! and leaves them as they are, damaged entries are parsed again and rewritten, and a cache
//! that cannot be written changes nothing. The output is the same in
//! every case.
#![expect(clippy::disallowed_methods, reason = "the test reads, damages and lists the cache's files")]
#![expect(clippy::disallowed_types, reason = "the test runs the clauz3 binary")]

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_clauz3");

/// A proof over a trusted layer importing `typing`, and a dry run reading modelled modules.
fn runs() -> Vec<(PathBuf, Vec<&'static str>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    vec![
        (
            root.join("corpus/prove/wardboard"),
            vec!["prove", "--json", "--trusted-root", "tools/wardboard/trusted", "programs/bed_swap_pass.py"],
        ),
        (root.join("tests/data/everyday/typing72"), vec!["dry-run", "--quiet", "protocol_plugins.py"]),
    ]
}

/// Exit code, standard output and standard error of each run, with `env` set.
fn outputs(env: &[(&str, &Path)], remove_home: bool) -> Vec<(Option<i32>, String, String)> {
    runs()
        .into_iter()
        .map(|(dir, args)| {
            let mut cmd = Command::new(BIN);
            cmd.args(&args).current_dir(dir).env_remove("CLAUZ3_CACHE");
            if remove_home {
                cmd.env_remove("HOME");
            }
            for (k, v) in env {
                cmd.env(k, v);
            }
            let out = cmd.output().expect("runs");
            (
                out.status.code(),
                String::from_utf8_lossy(&out.stdout).into(),
                String::from_utf8_lossy(&out.stderr).into(),
            )
        })
        .collect()
}

/// The directories under `parsed`, by name.
fn names(parsed: &Path) -> Vec<String> {
    let Ok(read) = std::fs::read_dir(parsed) else { return Vec::new() };
    let mut out: Vec<String> = read.map(|e| e.expect("entry").file_name().to_string_lossy().into_owned()).collect();
    out.sort();
    out
}

/// Each entry's name, inode and contents, in the one binary's directory under `parsed`.
fn entries(parsed: &Path) -> Vec<(String, u64, Vec<u8>)> {
    let builds = names(parsed);
    let [build] = builds.as_slice() else { panic!("one binary's directory: {builds:?}") };
    let dir = parsed.join(build);
    let Ok(read) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut out: Vec<_> = read
        .map(|e| {
            let path = e.expect("entry").path();
            let name = path.file_name().expect("name").to_string_lossy().into_owned();
            (name, std::fs::metadata(&path).expect("metadata").ino(), std::fs::read(&path).expect("read"))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn the_cache_is_written_then_read_and_never_changes_an_answer() {
    let cache = tempfile::tempdir().expect("temp dir");
    let parsed = cache.path().join("parsed");
    let env = [("CLAUZ3_CACHE", cache.path())];

    // What an older clauz3 left: entries of the layout before binaries had directories.
    std::fs::create_dir_all(&parsed).expect("mkdir");
    std::fs::write(parsed.join("00".repeat(32)), "an older binary's tree").expect("old entry");

    let first = outputs(&env, false);
    // The older entry is gone, and this binary's are in a directory of its own.
    let written = entries(&parsed);
    // The modelled modules the two runs read, the layer's trusted files and clauz3's own.
    assert!(written.len() >= 3, "entries written: {}", written.len());

    // Read, not written again: the same files, untouched.
    assert_eq!(outputs(&env, false), first);
    assert_eq!(entries(&parsed), written);

    // Every entry damaged: parsed again, the same output, each entry written whole again.
    let build = parsed.join(&names(&parsed)[0]);
    for (name, _, bytes) in &written {
        let mut damaged = bytes.clone();
        let middle = damaged.len() / 2;
        damaged[middle] ^= 0x20;
        std::fs::write(build.join(name), &damaged).expect("damage");
    }
    assert_eq!(outputs(&env, false), first);
    let rewritten = entries(&parsed);
    let contents = |e: &[(String, u64, Vec<u8>)]| e.iter().map(|(n, _, b)| (n.clone(), b.clone())).collect::<Vec<_>>();
    assert_eq!(contents(&rewritten), contents(&written));

    // A cache directory that cannot be made, and no cache at all: the same output.
    let blocker = cache.path().join("a file");
    std::fs::write(&blocker, "").expect("write");
    assert_eq!(outputs(&[("CLAUZ3_CACHE", &blocker)], false), first);
    assert_eq!(outputs(&[], true), first);

    // And the same as a process that never saw the cache: a fresh directory.
    let fresh = tempfile::tempdir().expect("temp dir");
    assert_eq!(outputs(&[("CLAUZ3_CACHE", fresh.path())], false), first);
}

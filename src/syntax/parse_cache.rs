//! The on-disk cache of parsed files: the trees of the texts clauz3 ships (its modelled
//! standard-library modules, its bundled libraries) and of a load's trusted files, which one
//! `clauz3 prove` process after another parses again unchanged. Parsing them was most of a
//! small proof's load (rustpython's parser takes about 0.2 ms a kilobyte); reading a tree back
//! from its bytes ([`super::tree_codec`]) is a walk with no lexing or grammar. Programs
//! themselves are not kept: each edit of one would leave an entry behind.
//!
//! Only the parse is cached, not the lowering after it: the lowered layer shares its classes
//! and functions by `Rc` (identity the interpreter compares) and holds the parsed class
//! modules, so writing it out would need a serialisation of the whole IR.
//!
//! Where: `$CLAUZ3_CACHE/parsed/` (a leading `~` is the home directory), else
//! `~/.cache/clauz3/parsed/`; one file per text, named by the SHA-256 of the text, which kind of
//! parse made it (shipped texts skip the compile rules users' files are held to) and this
//! binary (its version, the codec's format, and the executable's size and modification time,
//! so a rebuilt binary never reads an older one's trees). Written to a temporary file and
//! renamed into place; read back only when its header names the same key and its checksum
//! matches. Any failure (no cache directory, a read-only home, a damaged or foreign entry) is
//! a parse as without the cache: never another tree, never an error.

#![expect(
    clippy::disallowed_methods,
    reason = "the cache of parsed files lives on disk: reading and writing it is this module's one job"
)]

use rustpython_parser::ast;
use sha2::{Digest, Sha256};
use std::cell::RefCell;
use std::path::{Path, PathBuf};

/// Starts every entry, with the codec's format: a change of either makes old entries misses.
const MAGIC: &[u8; 8] = b"clz3tr01";

/// What this process's cache is: its directory, the binary's identity mixed into every key,
/// the texts of this load that are trusted files, and what it did (for tests).
struct DiskCache {
    dir: PathBuf,
    build: Vec<u8>,
    lasting: Vec<String>,
    stats: Stats,
}

/// Entries read and written by this thread's cache.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Stats {
    pub read: usize,
    pub written: usize,
}

thread_local! {
    static CACHE: RefCell<Option<DiskCache>> = const { RefCell::new(None) };
}

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

/// Turns the cache on for this thread, in [`cache_root`]'s `parsed/` (nothing when there is no
/// cache directory): what the `clauz3` binary does before any command.
pub fn enable() {
    if let Ok(root) = cache_root() {
        enable_in(&root.join("parsed"));
    }
}

/// Turns the cache on for this thread, in `dir`.
pub fn enable_in(dir: &Path) {
    let mut build = format!("{} {}", env!("CARGO_PKG_VERSION"), String::from_utf8_lossy(MAGIC)).into_bytes();
    // The executable itself: a rebuild with the same version writes other trees.
    if let Some(meta) = std::env::current_exe().ok().and_then(|exe| std::fs::metadata(exe).ok()) {
        build.extend(meta.len().to_le_bytes());
        if let Ok(modified) = meta.modified().map(|m| m.duration_since(std::time::UNIX_EPOCH)) {
            build.extend(modified.unwrap_or_default().as_nanos().to_le_bytes());
        }
    }
    let cache = DiskCache { dir: dir.to_owned(), build, lasting: Vec::new(), stats: Stats::default() };
    CACHE.with(|c| *c.borrow_mut() = Some(cache));
}

/// Turns the cache off for this thread.
pub fn disable() {
    CACHE.with(|c| *c.borrow_mut() = None);
}

/// What this thread's cache read and wrote so far.
pub fn stats() -> Stats {
    CACHE.with(|c| c.borrow().as_ref().map(|c| c.stats).unwrap_or_default())
}

/// The trusted files' texts of the load about to run: kept on disk like shipped texts (a
/// program's own text is not).
pub fn lasting(texts: impl IntoIterator<Item = String>) {
    CACHE.with(|c| {
        if let Some(cache) = c.borrow_mut().as_mut() {
            cache.lasting = texts.into_iter().collect();
        }
    });
}

/// The statements of `text`: from its entry when the cache has a sound one, else `parse(text)`,
/// written to the cache when it succeeds and the text is shipped or a trusted file's.
pub(super) fn parse_through<E>(
    text: &str,
    shipped: bool,
    parse: impl FnOnce(&str) -> Result<Vec<ast::Stmt>, E>,
) -> Result<Vec<ast::Stmt>, E> {
    let key = CACHE.with(|c| {
        let cache = c.borrow();
        let cache = cache.as_ref()?;
        (shipped || cache.lasting.iter().any(|t| t == text)).then(|| key_of(&cache.build, shipped, text))
    });
    let Some(key) = key else { return parse(text) };
    let path = CACHE.with(|c| c.borrow().as_ref().map(|c| c.dir.join(hex(&key))));
    let Some(path) = path else { return parse(text) };
    if let Some(body) = read_entry(&path, &key) {
        count(|s| s.read += 1);
        return Ok(body);
    }
    let body = parse(text)?;
    if write_entry(&path, &key, &body).is_ok() {
        count(|s| s.written += 1);
    }
    Ok(body)
}

fn count(f: impl FnOnce(&mut Stats)) {
    CACHE.with(|c| {
        if let Some(cache) = c.borrow_mut().as_mut() {
            f(&mut cache.stats);
        }
    });
}

fn key_of(build: &[u8], shipped: bool, text: &str) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update((build.len() as u64).to_le_bytes());
    h.update(build);
    h.update([u8::from(shipped)]);
    h.update(text.as_bytes());
    h.finalize().into()
}

fn hex(key: &[u8; 32]) -> String {
    key.iter().map(|b| format!("{b:02x}")).collect()
}

/// A checksum of an entry's tree: damage a reading could still take for a tree shows here.
fn checksum(bytes: &[u8]) -> u64 {
    ahash::RandomState::with_seeds(0x636c_617a, 0x7a33_7472, 0x6565_7331, 0x7061_7273).hash_one(bytes)
}

/// An entry: [`MAGIC`], the key, the tree's checksum, the tree. The tree is encoded only once
/// a temporary file is open beside `path`: a cache that cannot be written costs no encoding.
fn write_entry(path: &Path, key: &[u8; 32], body: &[ast::Stmt]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path.parent().ok_or_else(|| std::io::Error::other("no directory"))?;
    std::fs::create_dir_all(dir)?;
    let mut file = tempfile::NamedTempFile::new_in(dir)?;
    let tree = super::tree_codec::encode(body);
    file.write_all(MAGIC)?;
    file.write_all(key)?;
    file.write_all(&checksum(&tree).to_le_bytes())?;
    file.write_all(&tree)?;
    file.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// The tree of the entry at `path`, when it is whole and made for `key`.
fn read_entry(path: &Path, key: &[u8; 32]) -> Option<Vec<ast::Stmt>> {
    let bytes = std::fs::read(path).ok()?;
    let (magic, rest) = bytes.split_at_checked(MAGIC.len())?;
    let (stored_key, rest) = rest.split_at_checked(32)?;
    let (sum, tree) = rest.split_at_checked(8)?;
    if magic != MAGIC || stored_key != key || sum != checksum(tree).to_le_bytes() {
        return None;
    }
    super::tree_codec::decode(tree).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Vec<ast::Stmt>, ()> {
        <ast::Suite as rustpython_parser::Parse>::parse(text, "<test>").map_err(|_| ())
    }

    #[test]
    fn a_tree_is_written_once_then_read_and_damage_falls_back_to_parsing() {
        let dir = tempfile::tempdir().expect("temp dir");
        enable_in(dir.path());
        let text = "def f(x):\n    return x + 1\n";
        let parsed = parse(text).expect("parses");
        assert_eq!(parse_through(text, true, parse), Ok(parsed.clone()));
        assert_eq!(stats(), Stats { read: 0, written: 1 });
        assert_eq!(parse_through(text, true, parse), Ok(parsed.clone()));
        assert_eq!(stats(), Stats { read: 1, written: 1 });
        // The same text as a user's file is another entry (the compile rules apply to it),
        // and a program's text, no trusted file's, is not kept at all.
        assert_eq!(parse_through(text, false, parse), Ok(parsed.clone()));
        assert_eq!(stats(), Stats { read: 1, written: 1 });
        lasting([text.to_owned()]);
        assert_eq!(parse_through(text, false, parse), Ok(parsed.clone()));
        assert_eq!(stats(), Stats { read: 1, written: 2 });

        disable();
    }

    #[test]
    fn a_damaged_entry_is_parsed_again() {
        let dir = tempfile::tempdir().expect("temp dir");
        enable_in(dir.path());
        let text = "class C(B):\n    def m(self, a=(1, 'x')):\n        return [a, b'y', 2.5]\n";
        let parsed = parse(text).expect("parses");
        assert_eq!(parse_through(text, true, parse), Ok(parsed.clone()));
        let entry = std::fs::read_dir(dir.path()).expect("dir").next().expect("one entry").expect("entry").path();
        let whole = std::fs::read(&entry).expect("entry");
        // Each byte flipped in turn (the tree written again after each), then cut short.
        for at in 0..whole.len() {
            let mut damaged = whole.clone();
            damaged[at] ^= 0x5a;
            std::fs::write(&entry, &damaged).expect("write");
            let before = stats();
            assert_eq!(parse_through(text, true, parse), Ok(parsed.clone()), "flipped byte {at}");
            assert_eq!(stats().read, before.read, "flipped byte {at} was read");
            assert_eq!(std::fs::read(&entry).expect("entry"), whole, "flipped byte {at} not written again");
        }
        std::fs::write(&entry, &whole[..whole.len() / 2]).expect("write");
        assert_eq!(parse_through(text, true, parse), Ok(parsed));
        disable();
    }

    #[test]
    fn an_unwritable_cache_only_parses() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("not a directory");
        std::fs::write(&file, "").expect("write");
        enable_in(&file.join("parsed"));
        let text = "x = 1\n";
        assert_eq!(parse_through(text, true, parse), parse(text));
        assert_eq!(parse_through(text, true, parse), parse(text));
        assert_eq!(stats(), Stats { read: 0, written: 0 });
        disable();
    }
}

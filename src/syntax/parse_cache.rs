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

//!
//! The disk itself is the CLI's (`cli/parse_store.rs`): this module keys and checks entries and
//! reads them through an [`EntryStore`], so the front end never touches the file system.

use rustpython_parser::ast;
use sha2::{Digest, Sha256};
use std::cell::RefCell;

/// Starts every entry, with the codec's format: a change of either makes old entries misses.
const MAGIC: &[u8; 8] = b"clz3tr01";

/// Where entries are kept, by name: the CLI's directory on disk, or memory in tests.
pub trait EntryStore {
    /// The bytes of the entry `name`, if there is one.
    fn read(&self, name: &str) -> Option<Vec<u8>>;
    /// Writes the entry `name` whole, with the bytes `make` gives (asked only once the store
    /// knows it can write, so a cache that cannot be written costs no encoding); whether it
    /// was written.
    fn write(&self, name: &str, make: &dyn Fn() -> Vec<u8>) -> bool;
}

/// What this process's cache is: its store, the binary's identity mixed into every key, the
/// texts of this load that are trusted files, and what it did (for tests).
struct Cache {
    store: Box<dyn EntryStore>,
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
    static CACHE: RefCell<Option<Cache>> = const { RefCell::new(None) };
}

/// Turns the cache on for this thread, keeping entries in `store`; `build` names the binary
/// (a rebuild with the same version must not read an older one's trees).
pub fn enable_with(store: Box<dyn EntryStore>, build: &[u8]) {
    let mut identity = format!("{} {}", env!("CARGO_PKG_VERSION"), String::from_utf8_lossy(MAGIC)).into_bytes();
    identity.extend_from_slice(build);
    let cache = Cache { store, build: identity, lasting: Vec::new(), stats: Stats::default() };
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
pub fn parse_through<E>(
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
    let name = hex(&key);
    let stored = CACHE.with(|c| c.borrow().as_ref().and_then(|c| c.store.read(&name)));
    if let Some(body) = stored.and_then(|bytes| read_entry(&bytes, &key)) {
        count(|s| s.read += 1);
        return Ok(body);
    }
    let body = parse(text)?;
    let written = CACHE.with(|c| c.borrow().as_ref().is_some_and(|c| c.store.write(&name, &|| entry(&key, &body))));
    if written {
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

/// An entry: [`MAGIC`], the key, the tree's checksum, the tree.
fn entry(key: &[u8; 32], body: &[ast::Stmt]) -> Vec<u8> {
    let tree = super::tree_codec::encode(body);
    let mut bytes = Vec::with_capacity(MAGIC.len() + 40 + tree.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(key);
    bytes.extend_from_slice(&checksum(&tree).to_le_bytes());
    bytes.extend_from_slice(&tree);
    bytes
}

/// The tree of the entry `bytes`, when it is whole and made for `key`.
fn read_entry(bytes: &[u8], key: &[u8; 32]) -> Option<Vec<ast::Stmt>> {
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
    use std::collections::BTreeMap;
    use std::rc::Rc;

    /// Entries kept in memory, shared with the test that damages them.
    #[derive(Clone, Default)]
    struct Memory(Rc<RefCell<BTreeMap<String, Vec<u8>>>>);

    impl EntryStore for Memory {
        fn read(&self, name: &str) -> Option<Vec<u8>> {
            self.0.borrow().get(name).cloned()
        }
        fn write(&self, name: &str, make: &dyn Fn() -> Vec<u8>) -> bool {
            self.0.borrow_mut().insert(name.to_owned(), make());
            true
        }
    }

    fn parse(text: &str) -> Result<Vec<ast::Stmt>, ()> {
        <ast::Suite as rustpython_parser::Parse>::parse(text, "<test>").map_err(|_| ())
    }

    #[test]
    fn a_tree_is_written_once_then_read_and_damage_falls_back_to_parsing() {
        enable_with(Box::new(Memory::default()), b"test");
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
        let memory = Memory::default();
        enable_with(Box::new(memory.clone()), b"test");
        let text = "class C(B):\n    def m(self, a=(1, 'x')):\n        return [a, b'y', 2.5]\n";
        let parsed = parse(text).expect("parses");
        assert_eq!(parse_through(text, true, parse), Ok(parsed.clone()));
        let name = memory.0.borrow().keys().next().expect("one entry").clone();
        let whole = memory.0.borrow()[&name].clone();
        // Each byte flipped in turn (the tree written again after each), then cut short.
        for at in 0..whole.len() {
            let mut damaged = whole.clone();
            damaged[at] ^= 0x5a;
            memory.0.borrow_mut().insert(name.clone(), damaged);
            let before = stats();
            assert_eq!(parse_through(text, true, parse), Ok(parsed.clone()), "flipped byte {at}");
            assert_eq!(stats().read, before.read, "flipped byte {at} was read");
            assert_eq!(memory.0.borrow()[&name], whole, "flipped byte {at} not written again");
        }
        memory.0.borrow_mut().insert(name, whole[..whole.len() / 2].to_vec());
        assert_eq!(parse_through(text, true, parse), Ok(parsed));
        disable();
    }
}

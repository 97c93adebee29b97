//! Parsed files kept by their text, per thread: a session that loads many programs against
//! one trusted layer (the fuzzer, a harness on the library API) parses each layer file once.
//! rustpython's parser takes about 0.2 ms per kilobyte, ten times what copying its tree
//! takes. Only successful parses are kept; the tree holds byte offsets into the text and
//! nothing of the file's name, so the same text under another name parses the same. A text is
//! kept the second time it is parsed: programs loaded once (each fuzz case's) would otherwise
//! fill the cache and push out the layer files that recur.

use rustpython_parser::ast;
use std::cell::RefCell;
use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};

/// Texts kept at most, and their total size: past either, the cache starts over.
const MAX_FILES: usize = 256;
const MAX_BYTES: usize = 4 << 20;

/// Texts longer than this are parsed every time (a program that large is loaded once).
const MAX_KEPT_TEXT: usize = 64 << 10;

#[derive(Default)]
struct Kept {
    trees: HashMap<String, Vec<ast::Stmt>>,
    bytes: usize,
    /// Hashes of the texts parsed once and not kept.
    seen: HashSet<u64>,
}

/// Hashes of texts parsed once remembered at most (past that they start over).
const MAX_SEEN: usize = 4096;

thread_local! {
    static KEPT: RefCell<Kept> = RefCell::new(Kept::default());
    /// Trees parsed by [`look_ahead`], each waiting for the load that parses its text next.
    static AHEAD: RefCell<HashMap<String, Vec<ast::Stmt>>> = RefCell::new(HashMap::new());
}

/// Trees waiting in `AHEAD` at most (past that they start over): a load looks ahead at its
/// program and trusted files, then parses the same texts.
const MAX_AHEAD: usize = 64;

/// The statements of `text`: the tree [`look_ahead`] parsed for this load, a copy of the kept
/// tree when this thread parsed the same text before, else `parse(text)` (kept when it
/// succeeds, the second time).
/// `shipped` says the text is one clauz3 ships, for the on-disk cache (`parse_cache.rs`).
pub fn statements<E>(
    text: &str,
    shipped: bool,
    parse: impl FnOnce(&str) -> Result<Vec<ast::Stmt>, E>,
) -> Result<Vec<ast::Stmt>, E> {
    // The look ahead already counted this tree's one parse: counting it again would keep a
    // copy of every file of a one-shot `clauz3 prove`, which never loads it again.
    if let Some(tree) = AHEAD.with(|a| a.borrow_mut().remove(text)) {
        return Ok(tree);
    }
    if let Some(tree) = KEPT.with(|k| k.borrow().trees.get(text).cloned()) {
        return Ok(tree);
    }
    let tree = super::parse_cache::parse_through(text, shipped, parse)?;
    keep_if_seen(text, &tree);
    Ok(tree)
}

/// `read` over the statements of `text`, for a look at a file before the load that parses it
/// (the imports that decide which bundled libraries a program needs): the tree is handed to
/// the next [`statements`] of the same text instead of being parsed twice, which was a tenth
/// of a whole `clauz3 prove` process on a small program. Counts as a parse for keeping.
pub fn look_ahead<E, R>(
    text: &str,
    parse: impl FnOnce(&str) -> Result<Vec<ast::Stmt>, E>,
    read: impl Fn(&[ast::Stmt]) -> R,
) -> Result<R, E> {
    if let Some(out) = KEPT.with(|k| k.borrow().trees.get(text).map(|tree| read(tree))) {
        return Ok(out);
    }
    // A second look before the load (the bundled libraries' check, then the modelled
    // modules') reads the tree the first one left waiting.
    if let Some(out) = AHEAD.with(|a| a.borrow().get(text).map(|tree| read(tree))) {
        return Ok(out);
    }
    let tree = super::parse_cache::parse_through(text, false, parse)?;
    let out = read(&tree);
    keep_if_seen(text, &tree);
    AHEAD.with(|a| {
        let mut ahead = a.borrow_mut();
        if ahead.len() >= MAX_AHEAD {
            ahead.clear();
        }
        ahead.insert(text.to_owned(), tree);
    });
    Ok(out)
}

/// Keeps `tree` when `text` was parsed before on this thread and is not too long to keep.
fn keep_if_seen(text: &str, tree: &[ast::Stmt]) {
    if text.len() <= MAX_KEPT_TEXT {
        KEPT.with(|k| k.borrow_mut().keep_if_seen(text, tree));
    }
}

impl Kept {
    /// Keeps `tree` when `text` was parsed before, else remembers that it has been.
    fn keep_if_seen(&mut self, text: &str, tree: &[ast::Stmt]) {
        let mut hasher = DefaultHasher::new();
        text.hash(&mut hasher);
        if self.seen.len() >= MAX_SEEN {
            self.seen.clear();
        }
        if self.seen.insert(hasher.finish()) {
            return;
        }
        if self.trees.len() >= MAX_FILES || self.bytes + text.len() > MAX_BYTES {
            self.trees.clear();
            self.bytes = 0;
        }
        self.bytes += text.len();
        self.trees.insert(text.to_owned(), tree.to_vec());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_counting(text: &str, count: &mut usize) -> Result<Vec<ast::Stmt>, String> {
        *count += 1;
        <ast::Suite as rustpython_parser::Parse>::parse(text, "t.py").map_err(|e| e.to_string())
    }

    #[test]
    fn a_text_parsed_twice_on_this_thread_is_not_parsed_again() {
        let mut parses = 0;
        let text = "def f(x: int) -> int:\n    return x + 1\n";
        let first = statements(text, false, |t| parse_counting(t, &mut parses)).unwrap();
        let second = statements(text, false, |t| parse_counting(t, &mut parses)).unwrap();
        let third = statements(text, false, |t| parse_counting(t, &mut parses)).unwrap();
        assert_eq!(first, second);
        assert_eq!(first, third);
        assert_eq!(parses, 2, "kept when parsed a second time");
        statements("y = 2\n", false, |t| parse_counting(t, &mut parses)).unwrap();
        assert_eq!(parses, 3, "another text is parsed");
    }

    #[test]
    fn a_text_looked_at_ahead_is_parsed_once_for_the_load_that_follows() {
        let mut parses = 0;
        let text = "import os\nz = 3\n";
        let count = look_ahead(text, |t| parse_counting(t, &mut parses), |body| body.len()).unwrap();
        assert_eq!(count, 2);
        let loaded = statements(text, false, |t| parse_counting(t, &mut parses)).unwrap();
        assert_eq!(parses, 1, "the load takes the tree looked at ahead");
        assert_eq!(loaded, parse_counting(text, &mut parses).unwrap());
        statements(text, false, |t| parse_counting(t, &mut parses)).unwrap();
        assert_eq!(parses, 3, "the look ahead and the load are one parse: not kept yet");
        statements(text, false, |t| parse_counting(t, &mut parses)).unwrap();
        assert_eq!(parses, 3, "kept once parsed a second time");
    }

    #[test]
    fn a_text_looked_at_ahead_in_a_second_load_is_kept() {
        let mut parses = 0;
        let text = "import re
v = 5
";
        for _ in 0..2 {
            look_ahead(text, |t| parse_counting(t, &mut parses), |body| body.len()).unwrap();
            statements(text, false, |t| parse_counting(t, &mut parses)).unwrap();
        }
        assert_eq!(parses, 2, "one parse per load");
        look_ahead(text, |t| parse_counting(t, &mut parses), |body| body.len()).unwrap();
        statements(text, false, |t| parse_counting(t, &mut parses)).unwrap();
        assert_eq!(parses, 2, "the third load takes the kept tree");
    }

    #[test]
    fn two_looks_ahead_and_the_load_parse_a_text_once() {
        let mut parses = 0;
        let text = "from json import loads\nw = 1\n";
        for _ in 0..2 {
            let count = look_ahead(text, |t| parse_counting(t, &mut parses), |body| body.len()).unwrap();
            assert_eq!(count, 2);
        }
        statements(text, false, |t| parse_counting(t, &mut parses)).unwrap();
        assert_eq!(parses, 1, "the second look and the load take the first look's tree");
    }

    #[test]
    fn texts_parsed_once_do_not_push_out_one_that_recurs() {
        let mut parses = 0;
        let layer = "def pay(to: str) -> None: ...\n";
        for _ in 0..2 {
            statements(layer, false, |t| parse_counting(t, &mut parses)).unwrap();
        }
        for i in 0..2 * MAX_FILES {
            statements(&format!("x = {i}\n"), false, |t| parse_counting(t, &mut parses)).unwrap();
        }
        let before = parses;
        statements(layer, false, |t| parse_counting(t, &mut parses)).unwrap();
        assert_eq!(parses, before, "the layer file is still kept");
    }

    #[test]
    fn a_text_that_does_not_parse_is_parsed_again_and_keeps_failing() {
        let mut parses = 0;
        for _ in 0..2 {
            assert!(statements("def (:\n", false, |t| parse_counting(t, &mut parses)).is_err());
        }
        assert_eq!(parses, 2);
    }
}

//! Parsed files kept by their text, per thread: a session that loads many programs against
//! one trusted layer (the fuzzer, a harness on the library API) parses each layer file once.
//! rustpython's parser takes about 0.2 ms per kilobyte, ten times what copying its tree
//! takes. Only successful parses are kept; the tree holds byte offsets into the text and
//! nothing of the file's name, so the same text under another name parses the same.

use rustpython_parser::ast;
use std::cell::RefCell;
use std::collections::HashMap;

/// Texts kept at most, and their total size: past either, the cache starts over.
const MAX_FILES: usize = 256;
const MAX_BYTES: usize = 4 << 20;

/// Texts longer than this are parsed every time (a program that large is loaded once).
const MAX_KEPT_TEXT: usize = 64 << 10;

#[derive(Default)]
struct Kept {
    trees: HashMap<String, Vec<ast::Stmt>>,
    bytes: usize,
}

thread_local! {
    static KEPT: RefCell<Kept> = RefCell::new(Kept::default());
}

/// The statements of `text`: a copy of the kept tree when this thread parsed the same text
/// before, else `parse(text)` (kept when it succeeds).
pub fn statements<E>(text: &str, parse: impl FnOnce(&str) -> Result<Vec<ast::Stmt>, E>) -> Result<Vec<ast::Stmt>, E> {
    if let Some(tree) = KEPT.with(|k| k.borrow().trees.get(text).cloned()) {
        return Ok(tree);
    }
    let tree = parse(text)?;
    if text.len() <= MAX_KEPT_TEXT {
        KEPT.with(|k| {
            let mut kept = k.borrow_mut();
            if kept.trees.len() >= MAX_FILES || kept.bytes + text.len() > MAX_BYTES {
                *kept = Kept::default();
            }
            kept.bytes += text.len();
            kept.trees.insert(text.to_owned(), tree.clone());
        });
    }
    Ok(tree)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_counting(text: &str, count: &mut usize) -> Result<Vec<ast::Stmt>, String> {
        *count += 1;
        <ast::Suite as rustpython_parser::Parse>::parse(text, "t.py").map_err(|e| e.to_string())
    }

    #[test]
    fn a_text_parsed_before_on_this_thread_is_not_parsed_again() {
        let mut parses = 0;
        let text = "def f(x: int) -> int:\n    return x + 1\n";
        let first = statements(text, |t| parse_counting(t, &mut parses)).unwrap();
        let again = statements(text, |t| parse_counting(t, &mut parses)).unwrap();
        assert_eq!(first, again);
        assert_eq!(parses, 1);
        statements("y = 2\n", |t| parse_counting(t, &mut parses)).unwrap();
        assert_eq!(parses, 2, "another text is parsed");
    }

    #[test]
    fn a_text_that_does_not_parse_is_parsed_again_and_keeps_failing() {
        let mut parses = 0;
        for _ in 0..2 {
            assert!(statements("def (:\n", |t| parse_counting(t, &mut parses)).is_err());
        }
        assert_eq!(parses, 2);
    }
}

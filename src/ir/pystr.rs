//! A Python `str` value: UTF-8 text that remembers whether it is ASCII, so indexing and `len`
//! are O(1) on the common case, and keeps its hash once taken, as CPython's `str` does, so a
//! string used again and again as a dict key is hashed once.

use std::cell::Cell;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};

#[derive(Clone)]
pub struct PyStr {
    text: String,
    ascii: bool,
    /// The hash the interpreter's tables took of the text (`pyset::py_hash`), or
    /// [`NOT_HASHED`]; dropped when the text grows in place.
    hash: Cell<i64>,
}

/// No hash kept yet: `-1` is never a Python hash (CPython gives `-2` instead).
const NOT_HASHED: i64 = -1;

impl PyStr {
    pub fn new(text: String) -> PyStr {
        let ascii = text.is_ascii();
        PyStr { text, ascii, hash: Cell::new(NOT_HASHED) }
    }

    /// The text's hash by `hash_text`, taken once and kept: every caller must pass the same
    /// function (the interpreter's `hash()` of a string), and it must never give `-1`.
    #[inline]
    pub fn hash_with(&self, hash_text: impl FnOnce(&str) -> i64) -> i64 {
        let kept = self.hash.get();
        if kept != NOT_HASHED {
            return kept;
        }
        let hash = hash_text(&self.text);
        self.hash.set(hash);
        hash
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }

    pub fn is_ascii(&self) -> bool {
        self.ascii
    }

    /// Length in code points, as Python counts it.
    pub fn char_len(&self) -> usize {
        if self.ascii {
            self.text.len()
        } else {
            self.text.chars().count()
        }
    }

    /// The code point at a non-negative index.
    pub fn char_at(&self, i: usize) -> Option<char> {
        if self.ascii {
            self.text.as_bytes().get(i).map(|&b| b as char)
        } else {
            self.text.chars().nth(i)
        }
    }

    /// Appends in place (the non-quadratic `s += t`).
    pub fn push_str(&mut self, other: &str) {
        self.ascii &= other.is_ascii();
        self.text.push_str(other);
        self.hash.set(NOT_HASHED);
    }

    /// Appends another str in place, knowing from its flag whether it is ASCII.
    pub fn push(&mut self, other: &PyStr) {
        self.ascii &= other.ascii;
        self.text.push_str(&other.text);
        self.hash.set(NOT_HASHED);
    }

    pub fn into_string(self) -> String {
        self.text
    }
}

impl Default for PyStr {
    fn default() -> PyStr {
        PyStr::new(String::new())
    }
}

// Equality, order and `Hash` are the text's alone: the kept hash is a cache.
impl PartialEq for PyStr {
    fn eq(&self, other: &PyStr) -> bool {
        self.text == other.text
    }
}

impl Eq for PyStr {}

impl PartialOrd for PyStr {
    fn partial_cmp(&self, other: &PyStr) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for PyStr {
    fn cmp(&self, other: &PyStr) -> Ordering {
        self.text.cmp(&other.text)
    }
}

impl Hash for PyStr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

impl From<&str> for PyStr {
    fn from(s: &str) -> Self {
        PyStr::new(s.to_owned())
    }
}

impl From<String> for PyStr {
    fn from(s: String) -> Self {
        PyStr::new(s)
    }
}

impl fmt::Debug for PyStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.text, f)
    }
}

impl fmt::Display for PyStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::PyStr;

    #[test]
    fn a_kept_hash_is_used_until_the_text_grows() {
        let mut s = PyStr::from("job");
        assert_eq!(s.hash_with(|t| t.len() as i64), 3);
        // Kept: the function is not asked again.
        assert_eq!(s.hash_with(|_| unreachable!("the hash was kept")), 3);
        s.push_str("-a");
        assert_eq!(s.hash_with(|t| t.len() as i64), 5);
        s.push(&PyStr::from("é"));
        assert_eq!(s.hash_with(|t| t.len() as i64), 7);
        assert!(!s.is_ascii() && s.char_len() == 6);
        // Equality and order are the text's, whatever hash each copy keeps.
        assert_eq!(PyStr::from("job-aé"), s);
        assert!(PyStr::from("jo") < s);
        assert_eq!(PyStr::default().hash_with(|_| 7), 7);
    }
}

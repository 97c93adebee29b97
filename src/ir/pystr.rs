//! A Python `str` value: UTF-8 text that remembers whether it is ASCII, so indexing and `len`
//! are O(1) on the common case.

use std::fmt;

#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct PyStr {
    text: String,
    ascii: bool,
}

impl PyStr {
    pub fn new(text: String) -> PyStr {
        let ascii = text.is_ascii();
        PyStr { text, ascii }
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
    }

    pub fn into_string(self) -> String {
        self.text
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

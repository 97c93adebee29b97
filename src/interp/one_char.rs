//! One-character strings, as `s[i]` and `for c in s` make them: the 128 ASCII ones are made
//! once per thread and shared, as CPython shares its one-character strings, so reading a
//! character of text allocates nothing. A shared string is never grown in place (`s += t`
//! copies it first: `Rc::get_mut` fails on a shared `Rc`), so sharing is invisible.

use super::value::Value;
use crate::ir::PyStr;
use std::rc::Rc;

thread_local! {
    static ASCII: [Rc<PyStr>; 128] = std::array::from_fn(|b| Rc::new(PyStr::from(char::from(b as u8).to_string())));
}

/// The str of one character.
#[inline]
pub fn char_value(c: char) -> Value {
    if c.is_ascii() {
        ASCII.with(|table| Value::Str(table[c as usize].clone()))
    } else {
        Value::str(String::from(c))
    }
}

/// `s[i]` of a str at an index already in range (`0 <= i < len`).
#[inline]
pub fn char_of(s: &PyStr, i: usize) -> Value {
    match s.is_ascii() {
        true => char_value(char::from(s.as_str().as_bytes()[i])),
        false => s.char_at(i).map_or_else(|| Value::str(""), char_value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_characters_are_shared_and_others_made() {
        let (Value::Str(a), Value::Str(b)) = (char_value('a'), char_value('a')) else { panic!("not a str") };
        assert!(Rc::ptr_eq(&a, &b));
        assert_eq!(a.as_str(), "a");
        let Value::Str(mut shared) = char_value('\u{7f}') else { panic!("not a str") };
        // Growing a shared one in place is refused, so the table's string never changes.
        assert!(Rc::get_mut(&mut shared).is_none());
        let Value::Str(e) = char_of(&PyStr::from("aé"), 1) else { panic!("not a str") };
        assert_eq!(e.as_str(), "é");
        let Value::Str(z) = char_of(&PyStr::from("xyz"), 2) else { panic!("not a str") };
        assert_eq!(z.as_str(), "z");
    }
}

//! Where CPython 3.11 splits a traceback's carets under a failing binary operation (`~~^~~`:
//! the operator marked) or subscript (`~~^^^`: the brackets marked). CPython re-reads the
//! failing expression's text to find them; so does this, with a small scanner of Python's
//! tokens that only needs to tell a binary operation or a subscript at the top of the
//! expression from anything else.

/// One token of the segment: its first and last char positions and what it is.
#[derive(Clone, Copy, PartialEq)]
enum Tok {
    /// A name, number, string or closing bracket: something an operator may follow.
    Operand,
    /// A keyword that makes the expression something other than a plain operation.
    Word,
    Open(char),
    Close,
    Op(u8),
    Other,
}

/// `(left_end, right_start)` in chars from the segment's start: `~` before `left_end`, `^`
/// from there to `right_start`, `~` after; `None` when CPython draws plain `^`.
pub fn anchors(segment: &str) -> Option<(usize, usize)> {
    let chars: Vec<char> = segment.chars().collect();
    let toks = scan(&chars)?;
    // The operators at depth 0, with their binding strength, and the last opening bracket.
    let mut depth = 0usize;
    let mut ops: Vec<(usize, usize, u8)> = Vec::new();
    let mut last_open: Option<usize> = None;
    let mut prev = Tok::Other;
    for &(start, end, tok) in &toks {
        match tok {
            Tok::Open(c) => {
                if depth == 0 && c == '[' && matches!(prev, Tok::Operand | Tok::Close) {
                    last_open = Some(start);
                } else if depth == 0 {
                    last_open = None;
                }
                depth += 1;
            }
            Tok::Close => depth = depth.checked_sub(1)?,
            Tok::Word | Tok::Other if depth == 0 => return None,
            Tok::Op(strength) if depth == 0 && matches!(prev, Tok::Operand | Tok::Close) => {
                ops.push((start, end, strength));
            }
            // A unary `+`, `-` or `~`: part of its operand.
            Tok::Op(UNARY) | Tok::Op(5) if depth == 0 => {}
            Tok::Op(_) if depth == 0 => return None,
            Tok::Operand | Tok::Word | Tok::Other | Tok::Op(_) => {}
        }
        prev = tok;
    }
    if depth != 0 {
        return None;
    }
    if let Some(weakest) = ops.iter().map(|o| o.2).min() {
        // The root operation: the last of the weakest operators (`**` binds to the right: the first).
        let root = if weakest == POWER {
            ops.iter().find(|o| o.2 == weakest)
        } else {
            ops.iter().rev().find(|o| o.2 == weakest)
        }?;
        return Some((root.0, root.1 + 1));
    }
    let open = last_open?;
    (chars.last() == Some(&']')).then_some((open, chars.len()))
}

const POWER: u8 = 7;
/// `~`, only ever unary.
const UNARY: u8 = 0;

/// Tokens as (first char, last char, kind); `None` for text this scanner does not read.
fn scan(chars: &[char]) -> Option<Vec<(usize, usize, Tok)>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c == '#' || c == '\\' {
            return None;
        }
        if c == '"' || c == '\'' {
            let end = string_end(chars, i)?;
            out.push((i, end, Tok::Operand));
            i = end + 1;
            continue;
        }
        if c.is_alphanumeric() || c == '_' || c == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit) {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '.') {
                i += 1;
            }
            if i < chars.len() && (chars[i] == '"' || chars[i] == '\'') {
                // A string prefix (`f"..."`).
                let end = string_end(chars, i)?;
                out.push((start, end, Tok::Operand));
                i = end + 1;
                continue;
            }
            let word: String = chars[start..i].iter().collect();
            let kind = if is_keyword(&word) { Tok::Word } else { Tok::Operand };
            out.push((start, i - 1, kind));
            continue;
        }
        let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
        let (len, tok) = match (two.as_str(), c) {
            ("**", _) => (2, Tok::Op(POWER)),
            ("//", _) => (2, Tok::Op(6)),
            ("<<" | ">>", _) => (2, Tok::Op(4)),
            ("==" | "!=" | "<=" | ">=" | "->" | ":=", _) => (2, Tok::Other),
            (_, '*' | '/' | '%' | '@') => (1, Tok::Op(6)),
            (_, '+' | '-') => (1, Tok::Op(5)),
            (_, '&') => (1, Tok::Op(3)),
            (_, '~') => (1, Tok::Op(UNARY)),
            (_, '^') => (1, Tok::Op(2)),
            (_, '|') => (1, Tok::Op(1)),
            (_, '(' | '[' | '{') => (1, Tok::Open(c)),
            (_, ')' | ']' | '}') => (1, Tok::Close),
            (_, '.') => (1, Tok::Operand),
            _ => (1, Tok::Other),
        };
        out.push((i, i + len - 1, tok));
        i += len;
    }
    // A `.` joins a name to its attribute, a `(...)` call or `[...]` item to what it follows:
    // only operators and words at depth 0 matter, which the caller reads.
    Some(out)
}

/// The last char of the string literal starting at `i`.
fn string_end(chars: &[char], i: usize) -> Option<usize> {
    let q = chars[i];
    let triple = chars.get(i + 1) == Some(&q) && chars.get(i + 2) == Some(&q);
    let mut j = if triple { i + 3 } else { i + 1 };
    while j < chars.len() {
        if chars[j] == '\\' {
            j += 2;
            continue;
        }
        if chars[j] == q {
            if !triple {
                return Some(j);
            }
            if chars.get(j + 1) == Some(&q) && chars.get(j + 2) == Some(&q) {
                return Some(j + 2);
            }
        }
        j += 1;
    }
    None
}

fn is_keyword(word: &str) -> bool {
    matches!(word, "and" | "or" | "not" | "in" | "is" | "if" | "else" | "lambda" | "for" | "await" | "yield")
}

#[cfg(test)]
mod tests {
    use super::anchors;

    #[test]
    fn operations_and_subscripts_are_split_as_cpython_splits_them() {
        assert_eq!(anchors("1 / 0"), Some((2, 3)));
        assert_eq!(anchors("a // b"), Some((2, 4)));
        assert_eq!(anchors("total / len(xs) + 1"), Some((16, 17)));
        assert_eq!(anchors("a + b * c"), Some((2, 3)));
        assert_eq!(anchors("2 ** 3 ** x"), Some((2, 4)));
        assert_eq!(anchors("{}[\"k\"]"), Some((2, 7)));
        assert_eq!(anchors("rows[i][\"name\"]"), Some((7, 15)));
        assert_eq!(anchors("f(x)"), None);
        assert_eq!(anchors("[1, 2][5]"), Some((6, 9)));
        assert_eq!(anchors("[a + b]"), None);
        assert_eq!(anchors("-x"), None);
        assert_eq!(anchors("2 ** -1 % 0"), Some((8, 9)));
        assert_eq!(anchors("~a - b"), Some((3, 4)));
        assert_eq!(anchors("a if b else c"), None);
        assert_eq!(anchors("a < b"), None);
    }
}

//! A printf-style template (`template % values`) read into literal text and conversions, the
//! one reading of its syntax: the interpreter's `%` renders from it, and the evaluator, which
//! renders a template itself when an instance of the program is formatted (`%s` calls its
//! `__str__`, `%r` its `__repr__`, which no domain can call).

/// One part of a template, in order.
pub enum Piece {
    Text(String),
    Conv(Conv),
    /// `%(key` without its `)`: raised once the template is known to need a mapping.
    UnclosedKey,
    /// A `%` at the end (`ValueError: incomplete format`).
    Incomplete,
}

/// A width or precision: written, or taken from the arguments by `*`.
#[derive(Clone, Copy)]
pub enum Count {
    Fixed(usize),
    Star,
}

/// One conversion: `%[(key)][flags][width][.precision]kind`.
#[derive(Clone)]
pub struct Conv {
    pub key: Option<String>,
    pub left: bool,
    pub plus: bool,
    pub space: bool,
    pub alternate: bool,
    pub zero: bool,
    pub width: Count,
    pub precision: Option<Count>,
    /// The conversion letter (`%` for a literal percent sign).
    pub kind: char,
    /// Where the letter is in the template, in characters (CPython's error names it).
    pub index: usize,
}

impl Conv {
    /// The conversion written again without its key, with `kind` for its letter: what one
    /// value alone (after the numbers its `*` counts take) is formatted with.
    pub fn alone(&self, kind: char) -> String {
        let mut out = String::from("%");
        for (on, flag) in
            [(self.left, '-'), (self.plus, '+'), (self.space, ' '), (self.alternate, '#'), (self.zero, '0')]
        {
            if on {
                out.push(flag);
            }
        }
        let written = |count: Count| match count {
            Count::Star => "*".to_owned(),
            Count::Fixed(n) => n.to_string(),
        };
        if !matches!(self.width, Count::Fixed(0)) {
            out.push_str(&written(self.width));
        }
        if let Some(p) = self.precision {
            out.push('.');
            out.push_str(&written(p));
        }
        out.push(kind);
        out
    }

    /// The format spec `%s` of a text means when it has no `*` count: alignment (`-` is
    /// left, else right), width and precision (the other flags do nothing to text); `None`
    /// when the text is written as it is.
    pub fn text_spec(&self) -> Option<String> {
        let (Count::Fixed(width), precision) = (self.width, self.precision) else { return None };
        let mut spec = String::new();
        if width > 0 {
            spec.push(if self.left { '<' } else { '>' });
            spec.push_str(&width.to_string());
        }
        match precision {
            Some(Count::Fixed(p)) => spec.push_str(&format!(".{p}")),
            Some(Count::Star) => return None,
            None => {}
        }
        (!spec.is_empty()).then_some(spec)
    }

    /// How many arguments its `*` counts take.
    pub fn stars(&self) -> usize {
        usize::from(matches!(self.width, Count::Star)) + usize::from(matches!(self.precision, Some(Count::Star)))
    }
}

/// The pieces of `template`, up to and including its first syntax error.
pub fn parse(template: &str) -> Vec<Piece> {
    let chars: Vec<char> = template.chars().collect();
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        if c != '%' {
            text.push(c);
            continue;
        }
        if !text.is_empty() {
            pieces.push(Piece::Text(std::mem::take(&mut text)));
        }
        let mut key = None;
        if chars.get(i) == Some(&'(') {
            let mut level = 1;
            let start = i + 1;
            let mut j = start;
            while j < chars.len() && level > 0 {
                match chars[j] {
                    '(' => level += 1,
                    ')' => level -= 1,
                    _ => {}
                }
                j += 1;
            }
            if level > 0 {
                pieces.push(Piece::UnclosedKey);
                return pieces;
            }
            key = Some(chars[start..j - 1].iter().collect::<String>());
            i = j;
        }
        let mut conv = Conv {
            key,
            left: false,
            plus: false,
            space: false,
            alternate: false,
            zero: false,
            width: Count::Fixed(0),
            precision: None,
            kind: '%',
            index: 0,
        };
        while let Some(&f) = chars.get(i) {
            match f {
                '-' => conv.left = true,
                '+' => conv.plus = true,
                ' ' => conv.space = true,
                '#' => conv.alternate = true,
                '0' => conv.zero = true,
                _ => break,
            }
            i += 1;
        }
        conv.width = count(&chars, &mut i);
        if chars.get(i) == Some(&'.') {
            i += 1;
            conv.precision = Some(count(&chars, &mut i));
        }
        while matches!(chars.get(i), Some('h' | 'l' | 'L')) {
            i += 1;
        }
        let Some(&kind) = chars.get(i) else {
            pieces.push(Piece::Incomplete);
            return pieces;
        };
        conv.kind = kind;
        conv.index = i;
        i += 1;
        pieces.push(Piece::Conv(conv));
    }
    if !text.is_empty() {
        pieces.push(Piece::Text(text));
    }
    pieces
}

/// A `*` or the digits at `i` (none is 0).
fn count(chars: &[char], i: &mut usize) -> Count {
    if chars.get(*i) == Some(&'*') {
        *i += 1;
        return Count::Star;
    }
    let mut n: usize = 0;
    while let Some(d) = chars.get(*i).and_then(|c| c.to_digit(10)) {
        n = n.saturating_mul(10).saturating_add(d as usize);
        *i += 1;
    }
    Count::Fixed(n)
}

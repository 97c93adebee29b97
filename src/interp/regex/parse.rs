//! Python's regular-expression syntax (`sre_parse` of CPython 3.11) read into a tree, with
//! CPython's `re.error` messages and positions; the constructs whose meaning the matcher does
//! not reproduce exactly are refused here, before anything runs.

use std::collections::HashMap;

/// The `re` flag bits, as CPython numbers them.
pub const IGNORECASE: i64 = 2;
pub const LOCALE: i64 = 4;
pub const MULTILINE: i64 = 8;
pub const DOTALL: i64 = 16;
pub const UNICODE: i64 = 32;
pub const VERBOSE: i64 = 64;
pub const DEBUG: i64 = 128;
pub const ASCII: i64 = 256;

/// How characters compare: exactly, or without case (`IGNORECASE`), by ASCII's letters alone
/// under `ASCII`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Case {
    Exact,
    Ascii,
    Unicode,
}

impl Case {
    pub fn of(flags: i64) -> Case {
        match (flags & IGNORECASE != 0, flags & ASCII != 0) {
            (false, _) => Case::Exact,
            (true, true) => Case::Ascii,
            (true, false) => Case::Unicode,
        }
    }
}

/// A predefined class: `\d`, `\w`, `\s` (Unicode unless `ascii`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Category {
    Digit,
    Word,
    Space,
}

/// One item of a character set.
#[derive(Debug, Clone)]
pub enum SetItem {
    /// One character, written alone (not as a range).
    Char(char),
    Range(char, char),
    /// A range past the BMP under `IGNORECASE`: holds a lowered character in it or whose
    /// uppercase is (how sre folds such ranges).
    RangeOrUpper(char, char),
    Category {
        cat: Category,
        negated: bool,
        ascii: bool,
    },
}

#[derive(Debug, Clone)]
pub struct CharSet {
    pub negated: bool,
    pub items: Vec<SetItem>,
}

/// A zero-width assertion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Assert {
    /// `^`: the start, or after any newline with `multiline`.
    Bol { multiline: bool },
    /// `$`: the end or before a final newline, or before any newline with `multiline`.
    Eol { multiline: bool },
    /// `\A`
    Start,
    /// `\Z`
    End,
    /// `\b` (`\B` when negated), words by `\w` (ASCII's with `ascii`).
    Boundary { negated: bool, ascii: bool },
}

#[derive(Debug, Clone)]
pub enum Node {
    Empty,
    Char {
        c: char,
        icase: Case,
    },
    Any {
        dotall: bool,
    },
    Set {
        set: Box<CharSet>,
        icase: Case,
    },
    Assert(Assert),
    /// A capturing group by its number (1-based).
    Group(usize, Box<Node>),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat {
        node: Box<Node>,
        min: u32,
        max: Option<u32>,
        greedy: bool,
        possessive: bool,
    },
    Backref {
        group: usize,
        icase: Case,
    },
    Look {
        behind: bool,
        negated: bool,
        node: Box<Node>,
    },
    Atomic(Box<Node>),
}

/// A parsed pattern: its tree, group count and names, and its flags with the inline ones.
#[derive(Debug)]
pub struct Parsed {
    pub node: Node,
    pub groups: usize,
    pub names: HashMap<String, usize>,
    pub flags: i64,
}

/// Why a pattern is not compiled: CPython's `re.error` (message, position), or a construct
/// clauz3 refuses.
#[derive(Debug)]
pub enum ParseError {
    Error(String, usize),
    Refused(String),
}

const MAX_REPEAT: u32 = u32::MAX;

struct Parser {
    p: Vec<char>,
    i: usize,
    flags: i64,
    groups: usize,
    names: HashMap<String, usize>,
    /// Groups opened and not yet closed (a reference to one is an error).
    open: Vec<usize>,
    /// Nesting inside a lookbehind, where a group reference cannot be matched exactly.
    lookbehind: usize,
}

/// Reads `pattern` under `flags` (`re` bits).
pub fn parse(pattern: &str, flags: i64) -> Result<Parsed, ParseError> {
    let mut p = Parser {
        p: pattern.chars().collect(),
        i: 0,
        flags,
        groups: 0,
        names: HashMap::new(),
        open: Vec::new(),
        lookbehind: 0,
    };
    p.global_flags()?;
    if p.flags & LOCALE != 0 {
        return Err(ParseError::Error("cannot use LOCALE flag with a str pattern".into(), 0));
    }
    if p.flags & ASCII != 0 && p.flags & UNICODE != 0 {
        return Err(ParseError::Error("ASCII and UNICODE flags are incompatible".into(), 0));
    }
    let flags = p.flags;
    let node = p.alternation(flags)?;
    if p.i < p.p.len() {
        // Only a `)` stops the top level early.
        return Err(ParseError::Error("unbalanced parenthesis".into(), p.i));
    }
    let flags = if flags & ASCII == 0 { flags | UNICODE } else { flags };
    Ok(Parsed { node, groups: p.groups, names: p.names, flags })
}

fn err<T>(msg: impl Into<String>, at: usize) -> Result<T, ParseError> {
    Err(ParseError::Error(msg.into(), at))
}

fn flag_bit(c: char) -> Option<i64> {
    Some(match c {
        'a' => ASCII,
        'i' => IGNORECASE,
        'L' => LOCALE,
        'm' => MULTILINE,
        's' => DOTALL,
        'u' => UNICODE,
        'x' => VERBOSE,
        _ => return None,
    })
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.p.get(self.i).copied()
    }

    fn at(&self, s: &str) -> bool {
        s.chars().enumerate().all(|(k, c)| self.p.get(self.i + k) == Some(&c))
    }

    /// `(?flags)` at the very start apply to the whole pattern (CPython 3.11 refuses them
    /// anywhere else).
    fn global_flags(&mut self) -> Result<(), ParseError> {
        while self.at("(?") {
            let mut j = self.i + 2;
            let mut bits = 0;
            while let Some(b) = self.p.get(j).and_then(|&c| flag_bit(c)) {
                bits |= b;
                j += 1;
            }
            if j == self.i + 2 || self.p.get(j) != Some(&')') {
                return Ok(());
            }
            self.flags |= bits;
            self.i = j + 1;
        }
        Ok(())
    }

    fn verbose_skip(&mut self, flags: i64) {
        if flags & VERBOSE == 0 {
            return;
        }
        while let Some(c) = self.peek() {
            if c == '#' {
                while let Some(c) = self.peek() {
                    self.i += 1;
                    if c == '\n' {
                        break;
                    }
                }
            } else if matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c') {
                self.i += 1;
            } else {
                break;
            }
        }
    }

    fn alternation(&mut self, flags: i64) -> Result<Node, ParseError> {
        let mut branches = vec![self.sequence(flags)?];
        while self.peek() == Some('|') {
            self.i += 1;
            branches.push(self.sequence(flags)?);
        }
        Ok(if branches.len() == 1 { branches.pop().unwrap_or(Node::Empty) } else { Node::Alt(branches) })
    }

    fn sequence(&mut self, flags: i64) -> Result<Node, ParseError> {
        let mut items: Vec<Node> = Vec::new();
        loop {
            self.verbose_skip(flags);
            let Some(c) = self.peek() else { break };
            if c == '|' || c == ')' {
                break;
            }
            let start = self.i;
            // An anchor or a comment has nothing to repeat (a group or lookaround does).
            let next = self.p.get(self.i + 1).copied();
            let bare =
                matches!(c, '^' | '$') || (c == '\\' && matches!(next, Some('A' | 'Z' | 'b' | 'B'))) || self.at("(?#");
            let atom = match c {
                '*' | '+' | '?' => return err("nothing to repeat", start),
                '{' if self.quantifier_ahead() => return err("nothing to repeat", start),
                _ => self.atom(flags)?,
            };
            let atom = self.quantified(atom, flags, start, bare)?;
            items.push(atom);
        }
        Ok(match items.len() {
            0 => Node::Empty,
            1 => items.pop().unwrap_or(Node::Empty),
            _ => Node::Concat(items),
        })
    }

    /// Whether a `{` here starts a `{m}`, `{m,}`, `{,n}` or `{m,n}` quantifier (else it is
    /// a literal `{`, as in CPython).
    fn quantifier_ahead(&self) -> bool {
        self.bounds_at(self.i).is_some()
    }

    fn bounds_at(&self, i: usize) -> Option<(Option<String>, Option<String>, usize)> {
        let mut j = i + 1;
        let digits = |j: &mut usize| {
            let s: String = self.p[*j..].iter().take_while(|c| c.is_ascii_digit()).collect();
            *j += s.len();
            s
        };
        let lo = digits(&mut j);
        let mut hi = None;
        if self.p.get(j) == Some(&',') {
            j += 1;
            hi = Some(digits(&mut j));
        }
        if self.p.get(j) != Some(&'}') {
            return None;
        }
        let lo = (!lo.is_empty()).then_some(lo);
        match hi {
            None if lo.is_none() => None,
            None => Some((lo.clone(), lo, j + 1)),
            Some(h) => Some((lo, (!h.is_empty()).then_some(h), j + 1)),
        }
    }

    fn quantified(&mut self, atom: Node, flags: i64, atom_start: usize, bare: bool) -> Result<Node, ParseError> {
        self.verbose_skip(flags);
        let (min, max) = match self.peek() {
            Some('*') => (0, None),
            Some('+') => (1, None),
            Some('?') => (0, Some(1)),
            Some('{') => match self.bounds_at(self.i) {
                Some((lo, hi, end)) => {
                    let num = |s: &str| s.parse::<u32>().ok().filter(|n| *n < MAX_REPEAT);
                    let min = match lo.as_deref().map(num) {
                        None => 0,
                        Some(Some(n)) => n,
                        Some(None) => return err("the repetition number is too large", self.i + 1),
                    };
                    let max = match hi.as_deref().map(num) {
                        None => None,
                        Some(Some(n)) => Some(n),
                        Some(None) => return err("the repetition number is too large", self.i + 1),
                    };
                    if max.is_some_and(|m| m < min) {
                        return err("min repeat greater than max repeat", self.i + 1);
                    }
                    self.i = end - 1;
                    (min, max)
                }
                None => return Ok(atom),
            },
            _ => return Ok(atom),
        };
        self.i += 1;
        if bare {
            return err("nothing to repeat", atom_start);
        }
        let (greedy, possessive) = match self.peek() {
            Some('?') => {
                self.i += 1;
                (false, false)
            }
            Some('+') => {
                self.i += 1;
                (true, true)
            }
            _ => (true, false),
        };
        self.verbose_skip(flags);
        if matches!(self.peek(), Some('*' | '+' | '?')) || (self.peek() == Some('{') && self.quantifier_ahead()) {
            return err("multiple repeat", self.i);
        }
        Ok(Node::Repeat { node: Box::new(atom), min, max, greedy, possessive })
    }

    fn atom(&mut self, flags: i64) -> Result<Node, ParseError> {
        let start = self.i;
        let c = self.p[self.i];
        self.i += 1;
        let icase = Case::of(flags);
        Ok(match c {
            '.' => Node::Any { dotall: flags & DOTALL != 0 },
            '^' => Node::Assert(Assert::Bol { multiline: flags & MULTILINE != 0 }),
            '$' => Node::Assert(Assert::Eol { multiline: flags & MULTILINE != 0 }),
            '[' => Node::Set { set: Box::new(self.set(flags, start)?), icase },
            '(' => self.group(flags, start)?,
            '\\' => self.escape(flags, start)?,
            c => Node::Char { c, icase },
        })
    }

    fn set(&mut self, flags: i64, start: usize) -> Result<CharSet, ParseError> {
        let mut set = CharSet { negated: false, items: Vec::new() };
        if self.peek() == Some('^') {
            set.negated = true;
            self.i += 1;
        }
        let first = self.i;
        loop {
            let Some(c) = self.peek() else { return err("unterminated character set", start) };
            if c == ']' && self.i != first {
                self.i += 1;
                return Ok(set);
            }
            let item_start = self.i;
            let lo = self.set_char(flags, &mut set)?;
            let Some(lo) = lo else { continue };
            if self.peek() == Some('-') && self.p.get(self.i + 1).is_some_and(|&n| n != ']') {
                self.i += 1;
                let hi_start = self.i;
                let hi = self.set_char(flags, &mut set)?;
                let Some(hi) = hi else {
                    let text: String = self.p[item_start..self.i].iter().collect();
                    return err(format!("bad character range {text}"), item_start);
                };
                if hi < lo {
                    let text: String = self.p[item_start..self.i].iter().collect();
                    return err(format!("bad character range {text}"), item_start);
                }
                let _ = hi_start;
                set.items.push(SetItem::Range(lo, hi));
            } else {
                set.items.push(SetItem::Char(lo));
            }
        }
    }

    /// One character of a set, or `None` after adding a class (`\d`) to it.
    fn set_char(&mut self, flags: i64, set: &mut CharSet) -> Result<Option<char>, ParseError> {
        let start = self.i;
        let Some(c) = self.peek() else { return err("unterminated character set", start) };
        self.i += 1;
        if c != '\\' {
            return Ok(Some(c));
        }
        let Some(e) = self.peek() else { return err("bad escape (end of pattern)", start) };
        self.i += 1;
        let ascii = flags & ASCII != 0;
        let category = match e {
            'd' | 'D' => Some(Category::Digit),
            'w' | 'W' => Some(Category::Word),
            's' | 'S' => Some(Category::Space),
            _ => None,
        };
        if let Some(cat) = category {
            set.items.push(SetItem::Category { cat, negated: e.is_ascii_uppercase(), ascii });
            return Ok(None);
        }
        if e == 'b' {
            return Ok(Some('\x08'));
        }
        if e.is_ascii_digit() {
            return self.octal(e, start, true).map(Some);
        }
        self.char_escape(e, start).map(Some)
    }

    /// `\0`, `\012` (octal); in a set any leading digit is octal (`\8` is an error).
    fn octal(&mut self, first: char, start: usize, in_set: bool) -> Result<char, ParseError> {
        let mut digits = String::from(first);
        while digits.len() < 3 && self.peek().is_some_and(|c| ('0'..='7').contains(&c)) {
            digits.push(self.p[self.i]);
            self.i += 1;
        }
        if !digits.chars().all(|c| ('0'..='7').contains(&c)) {
            let text: String = self.p[start..self.i].iter().collect();
            return err(format!("bad escape {text}"), start);
        }
        let _ = in_set;
        let value = u32::from_str_radix(&digits, 8).unwrap_or(0);
        if value > 0o377 {
            let text: String = self.p[start..self.i].iter().collect();
            return err(format!("octal escape value {text} outside of range 0-0o377"), start);
        }
        Ok(char::from_u32(value).unwrap_or('\0'))
    }

    /// The escapes meaning one character, inside or outside a set.
    fn char_escape(&mut self, e: char, start: usize) -> Result<char, ParseError> {
        let simple = match e {
            'a' => Some('\x07'),
            'f' => Some('\x0c'),
            'n' => Some('\n'),
            'r' => Some('\r'),
            't' => Some('\t'),
            'v' => Some('\x0b'),
            '\\' => Some('\\'),
            _ => None,
        };
        if let Some(c) = simple {
            return Ok(c);
        }
        let width = match e {
            'x' => 2,
            'u' => 4,
            'U' => 8,
            'N' => return Err(ParseError::Refused("`\\N{...}` named characters in a pattern are not modelled".into())),
            c if c.is_ascii_alphanumeric() => {
                return err(format!("bad escape \\{c}"), start);
            }
            c => return Ok(c),
        };
        let hex: String = self.p[self.i..].iter().take(width).take_while(|c| c.is_ascii_hexdigit()).collect();
        if hex.len() != width {
            let text: String = self.p[start..self.i + hex.len()].iter().collect();
            return err(format!("incomplete escape {text}"), start);
        }
        self.i += width;
        let code = u32::from_str_radix(&hex, 16).unwrap_or(0);
        match char::from_u32(code) {
            Some(c) => Ok(c),
            None if code > 0x10FFFF => {
                let text: String = self.p[start..self.i].iter().collect();
                err(format!("bad escape {text}"), start)
            }
            None => Err(ParseError::Refused("a lone surrogate escape in a pattern is not modelled".into())),
        }
    }

    fn escape(&mut self, flags: i64, start: usize) -> Result<Node, ParseError> {
        let Some(e) = self.peek() else { return err("bad escape (end of pattern)", start) };
        self.i += 1;
        let ascii = flags & ASCII != 0;
        let icase = Case::of(flags);
        let category = |cat, negated| {
            let set = CharSet { negated: false, items: vec![SetItem::Category { cat, negated, ascii }] };
            Node::Set { set: Box::new(set), icase: Case::Exact }
        };
        Ok(match e {
            'd' => category(Category::Digit, false),
            'D' => category(Category::Digit, true),
            'w' => category(Category::Word, false),
            'W' => category(Category::Word, true),
            's' => category(Category::Space, false),
            'S' => category(Category::Space, true),
            'A' => Node::Assert(Assert::Start),
            'Z' => Node::Assert(Assert::End),
            'b' => Node::Assert(Assert::Boundary { negated: false, ascii }),
            'B' => Node::Assert(Assert::Boundary { negated: true, ascii }),
            '0' => Node::Char { c: self.octal('0', start, false)?, icase },
            d if d.is_ascii_digit() => {
                // `\1`..`\99` refer to a group; three octal digits are a character.
                let next = self.peek();
                let third = self.p.get(self.i + 1).copied();
                let is_octal = |c: Option<char>| c.is_some_and(|c| ('0'..='7').contains(&c));
                if ('0'..='7').contains(&d) && is_octal(next) && is_octal(third) {
                    return Ok(Node::Char { c: self.octal(d, start, false)?, icase });
                }
                let mut number = String::from(d);
                if next.is_some_and(|c| c.is_ascii_digit()) {
                    number.push(self.p[self.i]);
                    self.i += 1;
                }
                let group: usize = number.parse().unwrap_or(0);
                self.reference(group, start, icase)?
            }
            e => Node::Char { c: self.char_escape(e, start)?, icase },
        })
    }

    fn reference(&mut self, group: usize, at: usize, icase: Case) -> Result<Node, ParseError> {
        if group > self.groups {
            return err(format!("invalid group reference {group}"), at + 1);
        }
        if self.open.contains(&group) {
            return err("cannot refer to an open group", at);
        }
        if self.lookbehind > 0 {
            return Err(ParseError::Refused("a group reference inside a lookbehind is not modelled".into()));
        }
        Ok(Node::Backref { group, icase })
    }

    fn name_until(&mut self, end: char, at: usize) -> Result<String, ParseError> {
        let mut name = String::new();
        loop {
            match self.peek() {
                None => return err("missing group name", at),
                Some(c) if c == end => {
                    self.i += 1;
                    break;
                }
                Some(c) => {
                    name.push(c);
                    self.i += 1;
                }
            }
        }
        if name.is_empty() {
            return err("missing group name", at);
        }
        Ok(name)
    }

    fn is_identifier(name: &str) -> bool {
        let mut cs = name.chars();
        cs.next().is_some_and(|c| c == '_' || super::super::text::is_alpha(c))
            && cs.all(|c| c == '_' || super::super::text::is_alpha(c) || super::super::text::is_digit(c))
    }

    fn group(&mut self, flags: i64, start: usize) -> Result<Node, ParseError> {
        if self.peek() != Some('?') {
            return self.capture(flags, start, None);
        }
        self.i += 1;
        let Some(k) = self.peek() else { return err("unexpected end of pattern", self.i) };
        self.i += 1;
        match k {
            ':' => self.close(flags, start),
            '>' => Ok(Node::Atomic(Box::new(self.close(flags, start)?))),
            '=' | '!' => {
                let node = self.close(flags, start)?;
                Ok(Node::Look { behind: false, negated: k == '!', node: Box::new(node) })
            }
            '#' => {
                while let Some(c) = self.peek() {
                    self.i += 1;
                    if c == ')' {
                        return Ok(Node::Empty);
                    }
                }
                err("missing ), unterminated comment", start)
            }
            'P' => match self.peek() {
                Some('<') => {
                    self.i += 1;
                    let at = self.i;
                    let name = self.name_until('>', at)?;
                    if !Self::is_identifier(&name) {
                        return err(format!("bad character in group name '{name}'"), at);
                    }
                    self.capture(flags, start, Some((name, at)))
                }
                Some('=') => {
                    self.i += 1;
                    let at = self.i;
                    let name = self.name_until(')', at)?;
                    if !Self::is_identifier(&name) {
                        return err(format!("bad character in group name '{name}'"), at);
                    }
                    let Some(&group) = self.names.get(&name) else {
                        return err(format!("unknown group name '{name}'"), at);
                    };
                    self.reference(group, at, Case::of(flags))
                }
                Some(c) => err(format!("unknown extension ?P{c}"), start + 1),
                None => err("unexpected end of pattern", self.i),
            },
            '<' => match self.peek() {
                Some(c @ ('=' | '!')) => {
                    self.i += 1;
                    self.lookbehind += 1;
                    let node = self.close(flags, start);
                    self.lookbehind -= 1;
                    let node = node?;
                    if super::compile::width(&node).is_none() {
                        // CPython names no position for this one.
                        return err("look-behind requires fixed-width pattern", usize::MAX);
                    }
                    Ok(Node::Look { behind: true, negated: c == '!', node: Box::new(node) })
                }
                Some(c) => err(format!("unknown extension ?<{c}"), start + 1),
                None => err("unexpected end of pattern", self.i),
            },
            '(' => Err(ParseError::Refused(
                "conditional groups `(?(group)yes|no)` are not modelled; test the group in Python instead".into(),
            )),
            c if flag_bit(c).is_some() || c == '-' => self.scoped_flags(flags, start),
            c => err(format!("unknown extension ?{c}"), start + 1),
        }
    }

    /// `(?i:...)`, `(?-i:...)`; flags alone anywhere but the start are an error in 3.11.
    fn scoped_flags(&mut self, flags: i64, start: usize) -> Result<Node, ParseError> {
        self.i -= 1;
        let (mut on, mut off) = (0, 0);
        let mut negative = false;
        loop {
            match self.peek() {
                Some('-') if !negative => negative = true,
                Some(':') => {
                    self.i += 1;
                    break;
                }
                Some(')') => return err("global flags not at the start of the expression", start),
                Some(c) => match flag_bit(c) {
                    Some(bit) if negative => off |= bit,
                    Some(bit) => on |= bit,
                    None => return err("unknown flag", self.i),
                },
                None => return err("missing -, : or )", self.i),
            }
            self.i += 1;
        }
        if (on | off) & (LOCALE | UNICODE) != 0 && off != 0 {
            return err("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", start);
        }
        let mut inner = (flags | on) & !off;
        if on & ASCII != 0 {
            inner &= !UNICODE;
        }
        self.close(inner, start)
    }

    fn capture(&mut self, flags: i64, start: usize, name: Option<(String, usize)>) -> Result<Node, ParseError> {
        self.groups += 1;
        let group = self.groups;
        if let Some((name, at)) = name {
            if let Some(old) = self.names.insert(name.clone(), group) {
                return err(format!("redefinition of group name '{name}' as group {group}; was group {old}"), at);
            }
        }
        self.open.push(group);
        let node = self.close(flags, start);
        self.open.pop();
        Ok(Node::Group(group, Box::new(node?)))
    }

    /// The alternation inside a group and its closing `)`.
    fn close(&mut self, flags: i64, start: usize) -> Result<Node, ParseError> {
        let node = self.alternation(flags)?;
        if self.peek() != Some(')') {
            return err("missing ), unterminated subpattern", start);
        }
        self.i += 1;
        Ok(node)
    }
}

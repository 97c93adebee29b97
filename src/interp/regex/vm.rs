//! The backtracking matcher: runs a compiled pattern over a string's characters, trying
//! alternatives in `sre`'s order with an explicit stack (no recursion per character), and gives
//! up past a step budget rather than hang.

use super::compile::{Inst, Program, SubKind};
use super::fold::{fold, upper};
use super::parse::{Assert, Case, Category, CharSet, SetItem};

/// Where a match may end, beside anywhere.
#[derive(Debug, Clone, Copy)]
pub struct Anchors {
    /// `fullmatch`: only at the end of the text.
    pub whole: bool,
    /// After an empty match at this position, a match starting there must not be empty too
    /// (`sre`'s `must_advance`, which `finditer`, `sub` and `split` set).
    pub advance_from: Option<usize>,
}

/// The capture slots (group `n`'s start and end at `2n`, `2n + 1`) and `lastindex`.
#[derive(Debug, Clone)]
pub struct Captures {
    pub slots: Vec<Option<usize>>,
    pub lastindex: Option<usize>,
}

/// The step budget was spent: the pattern backtracks too much on this text.
#[derive(Debug)]
pub struct TooSlow;

const STEP_BUDGET: u64 = 20_000_000;

enum Undo {
    Try(usize, usize),
    Slot(usize, Option<usize>),
    Register(usize, usize),
    Last(Option<usize>),
    /// A greedy `RepeatOne` that read up to `at`: give one character back (not below `low`)
    /// and go on at `to`.
    Fewer {
        to: usize,
        low: usize,
        at: usize,
    },
    /// A lazy `RepeatOne` (at `pc`) that stopped at `at` after `count` characters: read one
    /// more, if it may and can, and go on after it.
    More {
        pc: usize,
        count: usize,
        at: usize,
    },
}

pub struct Matcher<'a> {
    program: &'a Program,
    text: &'a [char],
    steps: u64,
    /// The main program's backtracking stack, kept between attempts (a scan tries every
    /// position of the text, and most attempts fail at once).
    stack: Vec<Undo>,
}

impl<'a> Matcher<'a> {
    /// A matcher over `text`, which ends where the search ends (`endpos`).
    pub fn new(program: &'a Program, text: &'a [char]) -> Self {
        Matcher { program, text, steps: 0, stack: Vec::new() }
    }

    /// The main program's first instruction that reads a character, when only `Save`s come
    /// before it (which a failed attempt undoes), and how many they are: an attempt where that
    /// character does not match fails after exactly those steps, so a scan skips the position
    /// without running the program.
    fn first_read(&self) -> Option<(&'a Inst, u64)> {
        let code: &'a [Inst] = &self.program.progs[0];
        let saves = code.iter().take_while(|i| matches!(i, Inst::Save(_))).count();
        let first = match code.get(saves)? {
            // A repetition that must read at least once fails at once, in one step, too.
            Inst::RepeatOne { min, .. } if *min > 0 => code.get(saves + 1)?,
            first => first,
        };
        first.reads_one().then_some((first, saves as u64 + 1))
    }

    /// Whether a one-character instruction matches the character at `pos` (forced inline: it
    /// is most of a scan's work, and out of line it was a call per character).
    #[inline(always)]
    fn reads(&self, inst: &Inst, pos: usize) -> bool {
        match inst {
            Inst::Char(c) => self.text.get(pos) == Some(c),
            Inst::CharNoCase(c, case) => self.text.get(pos).is_some_and(|t| same_nocase(*t, *c, *case)),
            Inst::Any => pos < self.text.len(),
            Inst::AnyButNewline => self.text.get(pos).is_some_and(|c| *c != '\n'),
            Inst::Set(k, icase) => self.text.get(pos).is_some_and(|&c| match u8::try_from(c) {
                Ok(b) if b < 128 => (self.program.ascii[*k] >> b) & 1 == 1,
                _ => set_matches(&self.program.sets[*k], c, *icase),
            }),
            _ => false,
        }
    }

    /// The first match starting at `start` (or, with `scan`, at the first position from `start`
    /// where one does).
    pub fn find(
        &mut self,
        groups: usize,
        start: usize,
        scan: bool,
        anchors: Anchors,
    ) -> Result<Option<Captures>, TooSlow> {
        let mut at = start;
        let first = if scan { self.first_read() } else { None };
        let mut caps = Captures { slots: vec![None; 2 * groups + 2], lastindex: None };
        let mut registers = vec![usize::MAX; self.program.registers];
        let mut stack = std::mem::take(&mut self.stack);
        let found = loop {
            match first {
                // The attempt would fail at its first character: its steps, not its work.
                Some((inst, steps)) if !self.reads(inst, at) => {
                    self.steps += steps;
                    if self.steps > STEP_BUDGET {
                        break Err(TooSlow);
                    }
                }
                _ => {
                    // A failed attempt undid every slot and register it set: they start afresh.
                    stack.clear();
                    match self.run(0, at, &mut caps, &mut registers, &mut stack, Some(anchors)) {
                        Ok(Some(end)) => {
                            caps.slots[0] = Some(at);
                            caps.slots[1] = Some(end);
                            break Ok(Some(caps));
                        }
                        Ok(None) => {}
                        Err(e) => break Err(e),
                    }
                }
            }
            if !scan || at >= self.text.len() {
                break Ok(None);
            }
            at += 1;
        };
        self.stack = stack;
        found
    }

    /// Runs program `prog` from `pos`; the end of its first accepted match.
    fn run(
        &mut self,
        prog: usize,
        start: usize,
        caps: &mut Captures,
        registers: &mut [usize],
        stack: &mut Vec<Undo>,
        anchors: Option<Anchors>,
    ) -> Result<Option<usize>, TooSlow> {
        let code = &self.program.progs[prog];
        let (mut pc, mut pos) = (0usize, start);
        loop {
            self.steps += 1;
            if self.steps > STEP_BUDGET {
                return Err(TooSlow);
            }
            let ok = match &code[pc] {
                inst @ (Inst::Char(_) | Inst::CharNoCase(..) | Inst::Any | Inst::AnyButNewline | Inst::Set(..)) => {
                    self.reads(inst, pos) && {
                        pos += 1;
                        true
                    }
                }
                Inst::Assert(a) => self.holds(*a, pos),
                Inst::Split(first, second) => {
                    stack.push(Undo::Try(*second, pos));
                    pc = *first;
                    continue;
                }
                Inst::Jmp(to) => {
                    pc = *to;
                    continue;
                }
                Inst::Save(n) => {
                    stack.push(Undo::Slot(*n, caps.slots[*n]));
                    caps.slots[*n] = Some(pos);
                    if n % 2 == 1 {
                        stack.push(Undo::Last(caps.lastindex));
                        caps.lastindex = Some(n / 2);
                    }
                    true
                }
                Inst::Backref { group, icase } => match (caps.slots[2 * group], caps.slots[2 * group + 1]) {
                    (Some(s), Some(e)) => {
                        let len = e - s;
                        let fits = pos + len <= self.text.len()
                            && (0..len).all(|k| {
                                let (a, b) = (self.text[s + k], self.text[pos + k]);
                                fold(a, *icase) == fold(b, *icase)
                            });
                        fits && {
                            pos += len;
                            true
                        }
                    }
                    _ => false,
                },
                Inst::Sub { prog, kind } => self.sub(*prog, *kind, &mut pos, caps, registers, stack)?,
                Inst::Mark(r) => {
                    stack.push(Undo::Register(*r, registers[*r]));
                    registers[*r] = pos;
                    true
                }
                Inst::Loop(r, again, exit) => {
                    pc = if registers[*r] == pos { *exit } else { *again };
                    continue;
                }
                Inst::RepeatOne { min, max, greedy } => {
                    let read = &code[pc + 1];
                    let most = if *greedy { *max } else { *min };
                    let mut n = 0;
                    while n < most && self.reads(read, pos + n) {
                        n += 1;
                    }
                    // A character read is a step, as it was one written out.
                    self.steps += n as u64;
                    if n < *min {
                        false
                    } else {
                        match *greedy {
                            true if n > *min => stack.push(Undo::Fewer { to: pc + 2, low: pos + min, at: pos + n }),
                            false if n < *max => stack.push(Undo::More { pc, count: n, at: pos + n }),
                            true | false => {}
                        }
                        pos += n;
                        pc += 2;
                        continue;
                    }
                }
                Inst::Match => match anchors {
                    None => return Ok(Some(pos)),
                    Some(a) => {
                        let empty_again = a.advance_from == Some(start) && pos == start;
                        if (a.whole && pos != self.text.len()) || empty_again {
                            false
                        } else {
                            return Ok(Some(pos));
                        }
                    }
                },
            };
            if ok {
                pc += 1;
                continue;
            }
            // Backtrack: undo to the last alternative.
            loop {
                match stack.pop() {
                    None => return Ok(None),
                    Some(Undo::Try(to, at)) => {
                        pc = to;
                        pos = at;
                        break;
                    }
                    Some(Undo::Slot(n, old)) => caps.slots[n] = old,
                    Some(Undo::Register(r, old)) => registers[r] = old,
                    Some(Undo::Last(old)) => caps.lastindex = old,
                    Some(Undo::Fewer { to, low, at }) => {
                        let mut at = at - 1;
                        if let Inst::Char(c) = code[to] {
                            // `sre`'s literal tail: a count the character `c` does not follow
                            // fails at once, so only those it follows are tried (a step each).
                            while at > low && self.text[at] != c {
                                at -= 1;
                                self.steps += 1;
                            }
                            if self.text[at] != c {
                                continue;
                            }
                        }
                        if at > low {
                            stack.push(Undo::Fewer { to, low, at });
                        }
                        pc = to;
                        pos = at;
                        break;
                    }
                    Some(Undo::More { pc: repeat, count, at }) => {
                        let Inst::RepeatOne { max, .. } = code[repeat] else { continue };
                        self.steps += 1;
                        if !self.reads(&code[repeat + 1], at) {
                            continue;
                        }
                        if count + 1 < max {
                            stack.push(Undo::More { pc: repeat, count: count + 1, at: at + 1 });
                        }
                        pc = repeat + 2;
                        pos = at + 1;
                        break;
                    }
                }
            }
        }
    }

    /// A lookaround or atomic group: its sub-program run once, its captures kept on success
    /// (but for a negative lookaround), undone with the rest on backtracking.
    fn sub(
        &mut self,
        prog: usize,
        kind: SubKind,
        pos: &mut usize,
        caps: &mut Captures,
        registers: &mut [usize],
        stack: &mut Vec<Undo>,
    ) -> Result<bool, TooSlow> {
        let from = match kind {
            SubKind::Behind { width, negated } => match pos.checked_sub(width) {
                Some(p) => p,
                None => return Ok(negated),
            },
            SubKind::Ahead { .. } | SubKind::Atomic => *pos,
        };
        let mut inner = caps.clone();
        let mut inner_registers = registers.to_vec();
        let end = self.run(prog, from, &mut inner, &mut inner_registers, &mut Vec::new(), None)?;
        let negated = matches!(kind, SubKind::Ahead { negated: true } | SubKind::Behind { negated: true, .. });
        match end {
            Some(end) if !negated => {
                for (n, slot) in inner.slots.iter().enumerate() {
                    if *slot != caps.slots[n] {
                        stack.push(Undo::Slot(n, caps.slots[n]));
                        caps.slots[n] = *slot;
                    }
                }
                if inner.lastindex != caps.lastindex {
                    stack.push(Undo::Last(caps.lastindex));
                    caps.lastindex = inner.lastindex;
                }
                if matches!(kind, SubKind::Atomic) {
                    *pos = end;
                }
                Ok(true)
            }
            Some(_) => Ok(false),
            None => Ok(negated),
        }
    }

    fn holds(&self, a: Assert, pos: usize) -> bool {
        let len = self.text.len();
        match a {
            Assert::Bol { multiline } => pos == 0 || (multiline && self.text[pos - 1] == '\n'),
            Assert::Eol { multiline: false } => pos == len || (pos + 1 == len && self.text[pos] == '\n'),
            Assert::Eol { multiline: true } => pos == len || self.text[pos] == '\n',
            Assert::Start => pos == 0,
            Assert::End => pos == len,
            Assert::Boundary { negated, ascii } => {
                if len == 0 {
                    return false;
                }
                let word = |c: char| is_word(c, ascii);
                let before = pos > 0 && word(self.text[pos - 1]);
                let after = pos < len && word(self.text[pos]);
                (before != after) != negated
            }
        }
    }
}

/// `sre`'s comparison of a text character with a pattern character already lowered.
#[inline]
fn same_nocase(text: char, lowered: char, case: Case) -> bool {
    fold(text, case) == lowered
}

pub fn is_word(c: char, ascii: bool) -> bool {
    use super::super::text;
    if ascii || c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '_';
    }
    text::is_alpha(c) || text::is_decimal(c) || text::is_digit(c) || text::is_numeric(c)
}

fn in_category(cat: Category, c: char, ascii: bool) -> bool {
    match cat {
        Category::Digit if ascii => c.is_ascii_digit(),
        Category::Digit => super::super::text::is_decimal(c),
        Category::Word => is_word(c, ascii),
        Category::Space if ascii => matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c'),
        Category::Space => super::super::numtext::py_isspace(c),
    }
}

/// Whether `c` is in `set`, compiled for `case` (`fold::set`): the set holds lowered
/// characters, which `c` is compared with once lowered itself.
pub(super) fn set_matches(set: &CharSet, c: char, case: Case) -> bool {
    let c = fold(c, case);
    let hit = set.items.iter().any(|item| match *item {
        SetItem::Char(x) => c == x,
        SetItem::Range(lo, hi) => lo <= c && c <= hi,
        SetItem::RangeOrUpper(lo, hi) => (lo..=hi).contains(&c) || (lo..=hi).contains(&upper(c)),
        SetItem::Category { cat, negated, ascii } => in_category(cat, c, ascii) != negated,
    });
    hit != set.negated
}

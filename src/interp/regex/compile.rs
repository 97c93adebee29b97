//! A parsed pattern compiled to the instructions of the backtracking matcher (`vm.rs`), in the
//! order CPython's `sre` tries alternatives, so the first match found is the one CPython finds.

use super::fold;
use super::parse::{Assert, Case, CharSet, Node};
use super::vm::set_matches;

/// One instruction; jump targets are indexes into the program's instructions.
#[derive(Debug, Clone)]
pub enum Inst {
    Char(char),
    /// A text character that, lowered under the case, is the given (lowered) character.
    CharNoCase(char, Case),
    Any,
    AnyButNewline,
    Set(usize, Case),
    Assert(Assert),
    /// Try `.0` first, and `.1` when what follows fails.
    Split(usize, usize),
    Jmp(usize),
    /// Records the position in capture slot `n` (group `n / 2`, its start or end).
    Save(usize),
    Backref {
        group: usize,
        icase: Case,
    },
    /// Runs sub-program `prog`: at most once, with no backtracking into it (lookarounds and
    /// atomic groups).
    Sub {
        prog: usize,
        kind: SubKind,
    },
    /// Records where an unbounded repetition's iteration starts, in register `n`.
    Mark(usize),
    /// Ends an iteration: back to `.1` for another, unless it matched nothing (then on to
    /// `.2`, as `sre` stops a repetition whose iteration is empty).
    Loop(usize, usize, usize),
    /// A repetition of the one-character instruction that follows it, `min` to `max` times
    /// (`sre`'s `REPEAT_ONE`/`MIN_REPEAT_ONE`): the characters are read in one sweep and the
    /// counts tried in the order the `Split`s of a written-out repetition would try them
    /// (greedy: most first), with one backtracking entry for them all. What follows is at
    /// the instruction after the one it repeats.
    RepeatOne {
        min: usize,
        max: usize,
        greedy: bool,
    },
    Match,
}

impl Inst {
    /// Whether the instruction reads exactly one character (what `RepeatOne` repeats).
    pub fn reads_one(&self) -> bool {
        matches!(self, Inst::Char(_) | Inst::CharNoCase(..) | Inst::Any | Inst::AnyButNewline | Inst::Set(..))
    }
}

#[derive(Debug, Clone, Copy)]
pub enum SubKind {
    Ahead {
        negated: bool,
    },
    /// A lookbehind of the given width in characters.
    Behind {
        negated: bool,
        width: usize,
    },
    Atomic,
}

/// A compiled pattern: the main program (index 0) and the sub-programs its lookarounds and
/// atomic groups run.
#[derive(Debug)]
pub struct Program {
    pub progs: Vec<Vec<Inst>>,
    pub sets: Vec<CharSet>,
    /// Each set's answer for the ASCII characters under the case its instruction reads it
    /// with, bit `c` for character `c`: computed once from `vm::set_matches` itself.
    pub ascii: Vec<u128>,
    pub registers: usize,
}

/// Counted repetitions are written out; past this many instructions a pattern is refused.
const MAX_INSTS: usize = 200_000;

pub fn compile(node: &Node) -> Result<Program, String> {
    let mut c = Compiler { progs: vec![Vec::new()], sets: Vec::new(), ascii: Vec::new(), registers: 0 };
    c.emit_prog(0, node)?;
    c.progs[0].push(Inst::Match);
    Ok(Program { progs: c.progs, sets: c.sets, ascii: c.ascii, registers: c.registers })
}

/// The width in characters of every match of `node`, when it has one (a lookbehind needs it).
pub fn width(node: &Node) -> Option<usize> {
    Some(match node {
        Node::Empty | Node::Assert(_) | Node::Look { .. } => 0,
        Node::Char { .. } | Node::Any { .. } | Node::Set { .. } => 1,
        Node::Group(_, n) | Node::Atomic(n) => width(n)?,
        Node::Concat(items) => items.iter().map(width).sum::<Option<usize>>()?,
        Node::Alt(branches) => {
            let first = width(&branches[0])?;
            branches.iter().all(|b| width(b) == Some(first)).then_some(first)?
        }
        Node::Repeat { node, min, max, .. } => {
            if Some(*min) != *max {
                return None;
            }
            width(node)?.checked_mul(*min as usize)?
        }
        Node::Backref { .. } => return None,
    })
}

struct Compiler {
    progs: Vec<Vec<Inst>>,
    sets: Vec<CharSet>,
    ascii: Vec<u128>,
    registers: usize,
}

impl Compiler {
    fn emit_prog(&mut self, prog: usize, node: &Node) -> Result<(), String> {
        let mut code = std::mem::take(&mut self.progs[prog]);
        let done = self.emit(&mut code, node);
        self.progs[prog] = code;
        done
    }

    fn sub(&mut self, node: &Node) -> Result<usize, String> {
        let prog = self.progs.len();
        self.progs.push(Vec::new());
        self.emit_prog(prog, node)?;
        self.progs[prog].push(Inst::Match);
        Ok(prog)
    }

    fn emit(&mut self, code: &mut Vec<Inst>, node: &Node) -> Result<(), String> {
        if code.len() > MAX_INSTS {
            return Err("the pattern's counted repetitions are too large to match here".into());
        }
        match node {
            Node::Empty => {}
            Node::Char { c, icase: Case::Exact } => code.push(Inst::Char(*c)),
            Node::Char { c, icase } => match fold::literal(*c, *icase, false) {
                None => code.push(Inst::Char(*c)),
                Some(set) if set.items.len() == 1 => code.push(Inst::CharNoCase(fold::fold(*c, *icase), *icase)),
                Some(set) => self.push_set(code, set, *icase),
            },
            Node::Any { dotall } => code.push(if *dotall { Inst::Any } else { Inst::AnyButNewline }),
            Node::Set { set, icase: Case::Exact } => self.push_set(code, (**set).clone(), Case::Exact),
            Node::Set { set, icase } => {
                // A set with nothing cased in it looks the text character up as it is.
                let (folded, cased) = fold::set(set, *icase);
                self.push_set(code, folded, if cased { *icase } else { Case::Exact });
            }
            Node::Assert(a) => code.push(Inst::Assert(*a)),
            Node::Group(n, inner) => {
                code.push(Inst::Save(2 * n));
                self.emit(code, inner)?;
                code.push(Inst::Save(2 * n + 1));
            }
            Node::Concat(items) => {
                for item in items {
                    self.emit(code, item)?;
                }
            }
            Node::Alt(branches) => {
                let mut exits = Vec::new();
                for (k, branch) in branches.iter().enumerate() {
                    if k + 1 < branches.len() {
                        let split = code.len();
                        code.push(Inst::Split(split + 1, 0));
                        self.emit(code, branch)?;
                        exits.push(code.len());
                        code.push(Inst::Jmp(0));
                        let next = code.len();
                        code[split] = Inst::Split(split + 1, next);
                    } else {
                        self.emit(code, branch)?;
                    }
                }
                let end = code.len();
                for e in exits {
                    code[e] = Inst::Jmp(end);
                }
            }
            Node::Repeat { node, min, max, greedy, possessive } => {
                if *possessive {
                    let plain =
                        Node::Repeat { node: node.clone(), min: *min, max: *max, greedy: true, possessive: false };
                    let prog = self.sub(&plain)?;
                    code.push(Inst::Sub { prog, kind: SubKind::Atomic });
                } else {
                    self.repeat(code, node, *min, *max, *greedy)?;
                }
            }
            Node::Backref { group, icase } => code.push(Inst::Backref { group: *group, icase: *icase }),
            Node::Look { behind, negated, node } => {
                let prog = self.sub(node)?;
                let kind = if *behind {
                    SubKind::Behind { negated: *negated, width: width(node).unwrap_or(0) }
                } else {
                    SubKind::Ahead { negated: *negated }
                };
                code.push(Inst::Sub { prog, kind });
            }
            Node::Atomic(node) => {
                let prog = self.sub(node)?;
                code.push(Inst::Sub { prog, kind: SubKind::Atomic });
            }
        }
        Ok(())
    }

    /// Reads a character of `set` under `case`, with its ASCII answers computed now.
    fn push_set(&mut self, code: &mut Vec<Inst>, set: CharSet, case: Case) {
        let ascii = (0..128u8).filter(|&b| set_matches(&set, char::from(b), case)).fold(0u128, |m, b| m | (1 << b));
        self.sets.push(set);
        self.ascii.push(ascii);
        code.push(Inst::Set(self.sets.len() - 1, case));
    }

    fn repeat(
        &mut self,
        code: &mut Vec<Inst>,
        node: &Node,
        min: u32,
        max: Option<u32>,
        greedy: bool,
    ) -> Result<(), String> {
        if matches!(node, Node::Char { .. } | Node::Any { .. } | Node::Set { .. }) {
            // One character at a time: read in a sweep, not written out.
            let max = max.map_or(usize::MAX, |m| m as usize);
            code.push(Inst::RepeatOne { min: min as usize, max, greedy });
            let read = code.len();
            self.emit(code, node)?;
            if code.len() == read + 1 && code[read].reads_one() {
                return Ok(());
            }
            // (Never so: each of these nodes is one read. Written out below otherwise.)
            code.truncate(read - 1);
        }
        for _ in 0..min {
            self.emit(code, node)?;
            if code.len() > MAX_INSTS {
                return Err("the pattern's counted repetitions are too large to match here".into());
            }
        }
        match max {
            None => {
                // L: split(body, exit); body: mark r; <node>; loop(r, L, exit)
                let register = self.registers;
                self.registers += 1;
                let split = code.len();
                code.push(Inst::Split(0, 0));
                code.push(Inst::Mark(register));
                self.emit(code, node)?;
                let looping = code.len();
                code.push(Inst::Loop(register, split, 0));
                let exit = code.len();
                code[looping] = Inst::Loop(register, split, exit);
                code[split] = if greedy { Inst::Split(split + 1, exit) } else { Inst::Split(exit, split + 1) };
            }
            Some(max) => {
                // Each optional copy nested in the one before: (x(x(x)?)?)?
                let mut splits = Vec::new();
                for _ in min..max {
                    splits.push(code.len());
                    code.push(Inst::Split(0, 0));
                    self.emit(code, node)?;
                    if code.len() > MAX_INSTS {
                        return Err("the pattern's counted repetitions are too large to match here".into());
                    }
                }
                let exit = code.len();
                for s in splits {
                    code[s] = if greedy { Inst::Split(s + 1, exit) } else { Inst::Split(exit, s + 1) };
                }
            }
        }
        Ok(())
    }
}

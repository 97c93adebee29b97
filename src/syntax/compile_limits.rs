//! Two limits CPython 3.11 enforces while compiling, which a parsed tree does not show: a
//! program that breaks one is a `SyntaxError` there and never runs, so clauz3 must not prove
//! or run it either.
//!
//! - Brackets: the tokenizer refuses a 201st `(`, `[` or `{` open at once ("too many nested
//!   parentheses"). Brackets inside an f-string's text are tokenized apart, later, and do not
//!   count, as in CPython 3.11.
//! - Blocks: the compiler keeps a stack of at most 20 "frame blocks" per function, class body
//!   or module ("too many statically nested blocks"). A loop body, each `with` item and a
//!   `try` body take one; an `except` handler takes two (the handler and its cleanup); a
//!   `try` with a `finally` takes one more around everything before `finally`, and its
//!   `finally` body takes one (compiled a second time for the exception path). `if`, `match`
//!   and the `else` of a loop take none; a `def`, `lambda`, class or comprehension starts
//!   over. Checked against CPython's `compile` on thousands of random nestings.

use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::lexer::lex;
use rustpython_parser::text_size::TextSize;
use rustpython_parser::{Mode, Tok};

/// Brackets open at once that CPython's tokenizer accepts (`MAXLEVEL`).
const MAX_OPEN_BRACKETS: usize = 200;

/// Frame blocks CPython's compiler holds at once in one code object (`CO_MAXBLOCKS`).
const MAX_FRAME_BLOCKS: usize = 20;

/// A rule CPython's tokenizer or compiler enforces, broken at a byte offset of the text, with
/// CPython's message.
#[derive(Debug, PartialEq, Eq)]
pub struct CompileError {
    pub at: TextSize,
    pub message: String,
}

/// The first limit the parsed `body` of `text` breaks, brackets first (CPython's tokenizer
/// meets them before its compiler sees any block).
pub(super) fn first_broken(text: &str, body: &[ast::Stmt]) -> Option<CompileError> {
    if let Some(at) = too_many_brackets(text) {
        let message = "too many nested parentheses (CPython 3.11 refuses more than 200 brackets open at once)";
        return Some(CompileError { at, message: message.to_owned() });
    }
    let at = too_many_blocks(body, 0)?;
    let message = "too many statically nested blocks (CPython 3.11 refuses to compile more than 20 loops, `with` items and `try` blocks inside one another in one function)";
    Some(CompileError { at, message: message.to_owned() })
}

/// Where the 201st bracket open at once starts. Lexing is skipped when the text does not hold
/// that many opening brackets at all, which is every text but a contrived one.
fn too_many_brackets(text: &str) -> Option<TextSize> {
    let openers = text.bytes().filter(|b| matches!(b, b'(' | b'[' | b'{')).count();
    if openers <= MAX_OPEN_BRACKETS {
        return None;
    }
    let mut open = 0usize;
    for token in lex(text, Mode::Module) {
        // The text parsed, so it lexes; a token error would have been the parser's to report.
        let (tok, range) = token.ok()?;
        match tok {
            Tok::Lpar | Tok::Lsqb | Tok::Lbrace => {
                open += 1;
                if open > MAX_OPEN_BRACKETS {
                    return Some(range.start());
                }
            }
            Tok::Rpar | Tok::Rsqb | Tok::Rbrace => open = open.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// Where the first statement that would push a frame block past the limit starts, for
/// statements compiled with `depth` blocks already held.
fn too_many_blocks(body: &[ast::Stmt], depth: usize) -> Option<TextSize> {
    body.iter().find_map(|stmt| stmt_blocks(stmt, depth))
}

/// A body compiled inside `depth` blocks, pushed by the statement or handler starting at `at`.
fn enter(at: TextSize, depth: usize, body: &[ast::Stmt]) -> Option<TextSize> {
    if depth > MAX_FRAME_BLOCKS {
        return Some(at);
    }
    too_many_blocks(body, depth)
}

fn stmt_blocks(stmt: &ast::Stmt, depth: usize) -> Option<TextSize> {
    let at = stmt.start();
    match stmt {
        ast::Stmt::FunctionDef(f) => too_many_blocks(&f.body, 0),
        ast::Stmt::AsyncFunctionDef(f) => too_many_blocks(&f.body, 0),
        ast::Stmt::ClassDef(c) => too_many_blocks(&c.body, 0),
        ast::Stmt::For(f) => enter(at, depth + 1, &f.body).or_else(|| too_many_blocks(&f.orelse, depth)),
        ast::Stmt::AsyncFor(f) => enter(at, depth + 1, &f.body).or_else(|| too_many_blocks(&f.orelse, depth)),
        ast::Stmt::While(w) => enter(at, depth + 1, &w.body).or_else(|| too_many_blocks(&w.orelse, depth)),
        ast::Stmt::With(w) => enter(at, depth + w.items.len(), &w.body),
        ast::Stmt::AsyncWith(w) => enter(at, depth + w.items.len(), &w.body),
        ast::Stmt::Try(t) => try_blocks(at, depth, &t.body, &t.handlers, &t.orelse, &t.finalbody),
        ast::Stmt::TryStar(t) => try_blocks(at, depth, &t.body, &t.handlers, &t.orelse, &t.finalbody),
        ast::Stmt::If(_) => {
            // An `elif` chain is walked as a loop: it may be a thousand branches long.
            let mut branch = stmt;
            while let ast::Stmt::If(i) = branch {
                if let Some(at) = too_many_blocks(&i.body, depth) {
                    return Some(at);
                }
                match i.orelse.as_slice() {
                    [next @ ast::Stmt::If(_)] => branch = next,
                    orelse => return too_many_blocks(orelse, depth),
                }
            }
            None
        }
        ast::Stmt::Match(m) => m.cases.iter().find_map(|case| too_many_blocks(&case.body, depth)),
        _ => None,
    }
}

/// A `try` statement's blocks: with a `finally`, everything before it sits inside one more.
fn try_blocks(
    at: TextSize,
    depth: usize,
    body: &[ast::Stmt],
    handlers: &[ast::ExceptHandler],
    orelse: &[ast::Stmt],
    finalbody: &[ast::Stmt],
) -> Option<TextSize> {
    let outer = depth + usize::from(!finalbody.is_empty());
    let guarded = if handlers.is_empty() {
        enter(at, outer, body)
    } else {
        enter(at, outer + 1, body)
            .or_else(|| {
                handlers.iter().find_map(|h| {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    enter(h.range.start(), outer + 2, &h.body)
                })
            })
            .or_else(|| too_many_blocks(orelse, outer))
    };
    guarded.or_else(|| if finalbody.is_empty() { None } else { enter(at, depth + 1, finalbody) })
}

//! CPython 3.11's wording for refusals the parser here words otherwise (most as "unexpected
//! token"): the tokens before the place it failed tell which of CPython's messages applies.

use rustpython_parser::lexer::lex;
use rustpython_parser::text_size::TextSize;
use rustpython_parser::{Mode, Tok};

/// CPython's message for the parser's refusal `raw` at `offset` of `text`, where they differ.
pub(super) fn cpython_message(text: &str, offset: TextSize, raw: &str) -> Option<String> {
    let raw = raw.lines().next().unwrap_or(raw).trim();
    if raw.ends_with("f-string: invalid conversion character") {
        return Some("f-string: invalid conversion character: expected 's', 'r', or 'a'".to_owned());
    }
    if raw.ends_with("Invalid Token") && leading_zeros(text, offset) {
        let message =
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers";
        return Some(message.to_owned());
    }
    let context = Context::before(text, offset);
    if raw.starts_with("invalid syntax. Got unexpected token") && context.open.is_empty() {
        // A clause the parser refuses right after `except`: the `try` has clauses of the
        // other kind; right after `except*`, a clause naming no classes.
        match context.line.as_slice() {
            [Tok::Except] => return Some("cannot have both 'except' and 'except*' on the same 'try'".to_owned()),
            [Tok::Except, Tok::Star] if raw.ends_with("':'") => {
                return Some("expected one or more exception types".to_owned())
            }
            _ => {}
        }
    }
    let message = match raw {
        "positional argument follows keyword argument" if context.innermost().is_some_and(|f| f.unpacked) => {
            "positional argument follows keyword argument unpacking"
        }
        "invalid syntax. Got unexpected token '='" => return context.assignment_in_call(),
        "invalid syntax. Got unexpected token 'for'" => return context.comprehension_head(),
        "invalid syntax. Got unexpected token ':='" => {
            let what = context.walrus_target()?;
            return Some(format!("cannot use assignment expressions with {what}"));
        }
        "invalid syntax. Got unexpected token ':'" if context.line_is_tuple() => {
            "only single target (not tuple) can be annotated"
        }
        _ => return None,
    };
    Some(message.to_owned())
}

/// A bracket open where the parser stopped: the token before it (a call's callee ends just
/// before its parenthesis), whether `**` stood directly inside it, and the tokens of the item
/// being read in it (since its last comma).
struct Frame {
    bracket: Tok,
    after_operand: bool,
    unpacked: bool,
    item: Vec<Tok>,
}

/// The brackets open where the parser stopped, and the tokens of the logical line there
/// outside any bracket.
struct Context {
    open: Vec<Frame>,
    line: Vec<Tok>,
}

impl Context {
    fn before(text: &str, offset: TextSize) -> Context {
        let mut context = Context { open: Vec::new(), line: Vec::new() };
        let mut previous: Option<Tok> = None;
        for token in lex(text, Mode::Module) {
            let Ok((tok, range)) = token else { break };
            if range.start() >= offset {
                break;
            }
            match &tok {
                Tok::Lpar | Tok::Lsqb | Tok::Lbrace => {
                    let after_operand =
                        matches!(previous, Some(Tok::Name { .. } | Tok::Rpar | Tok::Rsqb | Tok::String { .. }));
                    context.item().push(tok.clone());
                    context.open.push(Frame { bracket: tok.clone(), after_operand, unpacked: false, item: Vec::new() });
                }
                Tok::Rpar | Tok::Rsqb | Tok::Rbrace => {
                    context.open.pop();
                    context.item().push(tok.clone());
                }
                Tok::Comma if !context.open.is_empty() => context.item().clear(),
                Tok::Newline => context.line.clear(),
                Tok::DoubleStar => {
                    if let Some(frame) = context.open.last_mut() {
                        frame.unpacked = true;
                    }
                    context.item().push(tok.clone());
                }
                Tok::Indent | Tok::Dedent => {}
                _ => context.item().push(tok.clone()),
            }
            previous = Some(tok);
        }
        context
    }

    fn item(&mut self) -> &mut Vec<Tok> {
        match self.open.last_mut() {
            Some(frame) => &mut frame.item,
            None => &mut self.line,
        }
    }

    fn innermost(&self) -> Option<&Frame> {
        self.open.last()
    }

    /// `f(True=1)` or `f(a.b=1)`: an argument that is not a name, followed by `=`.
    fn assignment_in_call(&self) -> Option<String> {
        let frame = self.innermost().filter(|f| f.bracket == Tok::Lpar && f.after_operand)?;
        Some(match frame.item.as_slice() {
            [Tok::True] => "cannot assign to True".to_owned(),
            [Tok::False] => "cannot assign to False".to_owned(),
            [Tok::None] => "cannot assign to None".to_owned(),
            [] => return None,
            _ => "expression cannot contain assignment, perhaps you meant \"==\"?".to_owned(),
        })
    }

    /// `f(x=1 for x in xs)` (a keyword's value cannot be a bare generator) or
    /// `{**d for d in ds}` (no unpacking in a dict comprehension).
    fn comprehension_head(&self) -> Option<String> {
        let frame = self.innermost()?;
        match (&frame.bracket, frame.item.as_slice()) {
            (Tok::Lpar, [Tok::Name { .. }, Tok::Equal, ..]) if frame.after_operand => {
                Some("invalid syntax. Maybe you meant '==' or ':=' instead of '='?".to_owned())
            }
            (Tok::Lbrace, [Tok::DoubleStar, ..]) => {
                Some("dict unpacking cannot be used in dict comprehension".to_owned())
            }
            _ => None,
        }
    }

    /// What stands before `:=` when it is not a plain name, as CPython names it.
    fn walrus_target(&self) -> Option<&'static str> {
        let item = match self.innermost() {
            Some(frame) => &frame.item,
            None => &self.line,
        };
        match item.as_slice() {
            [.., Tok::Dot, Tok::Name { .. }] => Some("attribute"),
            [_, .., Tok::Rsqb] => Some("subscript"),
            [Tok::Name { .. }, .., Tok::Rpar] => Some("function call"),
            [Tok::Int { .. } | Tok::Float { .. } | Tok::String { .. }] => Some("literal"),
            _ => None,
        }
    }

    /// `a, b: int`: a statement whose targets before `:` are a tuple.
    fn line_is_tuple(&self) -> bool {
        self.open.is_empty()
            && matches!(self.line.first(), Some(Tok::Name { .. } | Tok::Lpar | Tok::Lsqb))
            && self.line.contains(&Tok::Comma)
    }
}

/// Whether the digits just before `offset` (where the lexer stopped) are a decimal literal
/// written with a leading zero, `0777` or `0_7`.
fn leading_zeros(text: &str, offset: TextSize) -> bool {
    let head = text.get(..usize::from(offset)).unwrap_or("");
    let digits = head.trim_end_matches(|c: char| c.is_ascii_digit() || c == '_');
    let literal = &head[digits.len()..];
    let starts_word = !digits.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.');
    starts_word && literal.starts_with('0') && literal.chars().any(|c| c.is_ascii_digit() && c != '0')
}

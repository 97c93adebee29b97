//! The targets CPython 3.11's parser refuses where the parser here builds a tree: an
//! assignment, `for`, `with`, comprehension or `del` target that is not a name, attribute,
//! subscript or a tuple or list of them, an augmented assignment's or an annotation's target of
//! the wrong kind. CPython raises these from its grammar's `invalid_*` rules, with messages
//! naming the offending part as its parser names it (`_PyPegen_get_expr_name`), so a program
//! here is refused with the same message and line and never runs.
//!
//! The one subtle rule is an assignment's first target: CPython reads `1 = x` first as a
//! mistaken comparison (`invalid_named_expression`) and says "cannot assign to literal here.
//! Maybe you meant '==' instead of '='?" whenever the part just before the first `=` and the
//! part just after it are both plain operands (`bitwise_or` in its grammar) and no other `=`
//! follows that operand; otherwise the first bad target is named plainly.

use super::compile_limits::CompileError;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::lexer::lex;
use rustpython_parser::text_size::TextSize;
use rustpython_parser::{Mode, Tok};

/// The first target CPython's parser refuses in `body`, in source order.
pub(super) fn first_broken(text: &str, body: &[ast::Stmt]) -> Option<CompileError> {
    let walk = Walk { text };
    body.iter().find_map(|s| walk.stmt(s))
}

/// What a target is for: CPython words a `del` target's refusal apart.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Targets {
    Store,
    Del,
}

struct Walk<'t> {
    text: &'t str,
}

impl Walk<'_> {
    fn stmt(&self, stmt: &ast::Stmt) -> Option<CompileError> {
        // Comprehension targets are refused as the parser meets them, inside the statement.
        let nested = || self.exprs(statement_exprs(stmt));
        let header = |args: &ast::Arguments, body: &[ast::Stmt]| {
            let end = body.first().map_or(stmt.end(), Ranged::start);
            self.bare_star(args, stmt.start(), end)
        };
        match stmt {
            ast::Stmt::FunctionDef(f) => header(&f.args, &f.body).or_else(nested).or_else(|| self.block(&f.body)),
            ast::Stmt::AsyncFunctionDef(f) => header(&f.args, &f.body).or_else(nested).or_else(|| self.block(&f.body)),
            ast::Stmt::ClassDef(c) => nested().or_else(|| self.block(&c.body)),
            ast::Stmt::Assign(a) => nested().or_else(|| self.assignment(&a.targets, &a.value)),
            ast::Stmt::AugAssign(a) => nested().or_else(|| augmented(&a.target)),
            ast::Stmt::AnnAssign(a) => nested().or_else(|| annotated(&a.target)),
            ast::Stmt::Delete(d) => nested().or_else(|| d.targets.iter().find_map(|t| invalid(t, Targets::Del))),
            ast::Stmt::For(f) => nested()
                .or_else(|| invalid(&f.target, Targets::Store))
                .or_else(|| self.block(&f.body))
                .or_else(|| self.block(&f.orelse)),
            ast::Stmt::AsyncFor(f) => nested()
                .or_else(|| invalid(&f.target, Targets::Store))
                .or_else(|| self.block(&f.body))
                .or_else(|| self.block(&f.orelse)),
            ast::Stmt::While(w) => nested().or_else(|| self.block(&w.body)).or_else(|| self.block(&w.orelse)),
            ast::Stmt::If(_) => {
                // An `elif` chain is walked as a loop: it may be a thousand branches long.
                let mut branch = stmt;
                while let ast::Stmt::If(i) = branch {
                    if let Some(e) = self.exprs([&*i.test]).or_else(|| self.block(&i.body)) {
                        return Some(e);
                    }
                    match i.orelse.as_slice() {
                        [next @ ast::Stmt::If(_)] => branch = next,
                        orelse => return self.block(orelse),
                    }
                }
                None
            }
            ast::Stmt::With(w) => nested().or_else(|| with_targets(&w.items)).or_else(|| self.block(&w.body)),
            ast::Stmt::AsyncWith(w) => nested().or_else(|| with_targets(&w.items)).or_else(|| self.block(&w.body)),
            ast::Stmt::Match(m) => nested().or_else(|| m.cases.iter().find_map(|c| self.block(&c.body))),
            ast::Stmt::Try(t) => nested().or_else(|| self.tried(&t.body, &t.handlers, &t.orelse, &t.finalbody)),
            ast::Stmt::TryStar(t) => nested().or_else(|| self.tried(&t.body, &t.handlers, &t.orelse, &t.finalbody)),
            ast::Stmt::Return(_)
            | ast::Stmt::Raise(_)
            | ast::Stmt::Assert(_)
            | ast::Stmt::Import(_)
            | ast::Stmt::ImportFrom(_)
            | ast::Stmt::Global(_)
            | ast::Stmt::Nonlocal(_)
            | ast::Stmt::Expr(_)
            | ast::Stmt::Pass(_)
            | ast::Stmt::Break(_)
            | ast::Stmt::Continue(_)
            | ast::Stmt::TypeAlias(_) => nested(),
        }
    }

    /// A bare `*` with no keyword-only parameter after it (`def f(*, **kw)`), found in the
    /// text of the signature between `start` and `end`: the parser here drops the `*`.
    fn bare_star(&self, args: &ast::Arguments, start: TextSize, end: TextSize) -> Option<CompileError> {
        if args.vararg.is_some() || !args.kwonlyargs.is_empty() {
            return None;
        }
        let header = self.text.get(usize::from(start)..usize::from(end))?;
        let mut depth = 0u32;
        let mut tokens = lex(header, Mode::Module).map_while(Result::ok).peekable();
        while let Some((tok, range)) = tokens.next() {
            match tok {
                Tok::Lpar | Tok::Lsqb | Tok::Lbrace => depth += 1,
                Tok::Rpar | Tok::Rsqb | Tok::Rbrace => depth = depth.saturating_sub(1),
                // A lambda's parameters stand outside any bracket, a `def`'s in its parentheses.
                Tok::Star if depth <= 1 && matches!(tokens.peek(), Some((Tok::Comma | Tok::Rpar | Tok::Colon, _))) => {
                    let message = "named arguments must follow bare *".to_owned();
                    return Some(CompileError { at: start + range.start(), message });
                }
                Tok::Colon if depth == 0 => return None,
                _ => {}
            }
        }
        None
    }

    fn block(&self, body: &[ast::Stmt]) -> Option<CompileError> {
        body.iter().find_map(|s| self.stmt(s))
    }

    fn tried(
        &self,
        body: &[ast::Stmt],
        handlers: &[ast::ExceptHandler],
        orelse: &[ast::Stmt],
        finalbody: &[ast::Stmt],
    ) -> Option<CompileError> {
        self.block(body)
            .or_else(|| {
                handlers.iter().find_map(|h| {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    self.block(&h.body)
                })
            })
            .or_else(|| self.block(orelse))
            .or_else(|| self.block(finalbody))
    }

    /// The comprehensions' targets among expressions, walked with an explicit stack (they may
    /// nest thousands deep).
    fn exprs<'a>(&self, roots: impl IntoIterator<Item = &'a ast::Expr>) -> Option<CompileError> {
        let mut stack: Vec<&ast::Expr> = roots.into_iter().collect();
        stack.reverse();
        while let Some(expr) = stack.pop() {
            let (element, generators) = match expr {
                ast::Expr::ListComp(c) => (Some(&*c.elt), &c.generators[..]),
                ast::Expr::SetComp(c) => (Some(&*c.elt), &c.generators[..]),
                ast::Expr::GeneratorExp(c) => (Some(&*c.elt), &c.generators[..]),
                ast::Expr::DictComp(c) => (None, &c.generators[..]),
                ast::Expr::Lambda(l) => {
                    if let Some(e) = self.bare_star(&l.args, expr.start(), l.body.start()) {
                        return Some(e);
                    }
                    (None, &[][..])
                }
                _ => (None, &[][..]),
            };
            if let Some(starred @ ast::Expr::Starred(_)) = element {
                return Some(error(starred, "iterable unpacking cannot be used in comprehension".to_owned()));
            }
            if let Some(e) = generators.iter().find_map(|g| invalid(&g.target, Targets::Store)) {
                return Some(e);
            }
            stack.extend(super::scope::children(expr).into_iter().rev());
        }
        None
    }

    /// `t1 = t2 = ... = value` with a target that is not one: CPython's mistaken-comparison
    /// reading of the first `=` when it applies, else the first bad target named.
    fn assignment(&self, targets: &[ast::Expr], value: &ast::Expr) -> Option<CompileError> {
        let bad = targets.iter().position(|t| invalid(t, Targets::Store).is_some())?;
        let after = targets.get(1).unwrap_or(value);
        if let Some(e) = self.mistaken_comparison(&targets[0], after, targets.len() > 1) {
            return Some(e);
        }
        let target = &targets[bad];
        if matches!(target, ast::Expr::Yield(_) | ast::Expr::YieldFrom(_)) && !self.parenthesized(target) {
            return Some(error(target, "assignment to yield expression not possible".to_owned()));
        }
        invalid(target, Targets::Store)
    }

    /// CPython's `invalid_named_expression` on a statement `left = right ...`: the operand just
    /// before the first `=` (the last item of the first target), then the operand after it,
    /// with anything but `=` or `:=` following that operand.
    fn mistaken_comparison(&self, first: &ast::Expr, after: &ast::Expr, after_is_target: bool) -> Option<CompileError> {
        let operand = match first {
            ast::Expr::Tuple(t) if !self.parenthesized(first) && !self.tuple_in_parens(first) => {
                // `a, b, = ...`: a comma, not an operand, stands before the `=`.
                let last = t.elts.last()?;
                if self.next_char(last.end()) == Some(',') {
                    return None;
                }
                last
            }
            _ => first,
        };
        if !self.is_operand(operand) || !self.operand_follows(after, after_is_target) {
            return None;
        }
        if let ast::Expr::Name(_) = operand {
            if !self.parenthesized(operand) {
                return Some(error(operand, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?".to_owned()));
            }
        }
        if self.starts_with_display(operand) {
            return None;
        }
        let message = format!("cannot assign to {} here. Maybe you meant '==' instead of '='?", expr_name(operand));
        Some(error(operand, message))
    }

    /// Whether `e` is a whole `bitwise_or` in CPython's grammar: an operand of arithmetic,
    /// not a comparison, `not`, `and`/`or`, conditional, `lambda`, `yield` or starred item
    /// (unless parenthesized, which makes any of them an atom).
    fn is_operand(&self, e: &ast::Expr) -> bool {
        self.parenthesized(e) || !self.is_loose(e)
    }

    fn is_loose(&self, e: &ast::Expr) -> bool {
        match e {
            ast::Expr::UnaryOp(u) => u.op == ast::UnaryOp::Not,
            ast::Expr::Compare(_)
            | ast::Expr::BoolOp(_)
            | ast::Expr::IfExp(_)
            | ast::Expr::Lambda(_)
            | ast::Expr::NamedExpr(_)
            | ast::Expr::Yield(_)
            | ast::Expr::YieldFrom(_)
            | ast::Expr::Starred(_) => true,
            ast::Expr::Tuple(_) => !self.tuple_in_parens(e),
            _ => false,
        }
    }

    /// Whether CPython's `bitwise_or` read at the start of `e` (what follows the first `=`)
    /// succeeds and stops before another `=`: it fails on a leading `not`, `lambda`, `yield`
    /// or `*`, and a target read whole is followed by the next `=`.
    fn operand_follows(&self, e: &ast::Expr, is_target: bool) -> bool {
        let mut head = e;
        loop {
            if self.parenthesized(head) {
                break;
            }
            let next = match head {
                ast::Expr::Tuple(t) if !self.tuple_in_parens(head) => t.elts.first(),
                ast::Expr::Compare(c) => Some(&*c.left),
                ast::Expr::BoolOp(b) => b.values.first(),
                ast::Expr::IfExp(i) => Some(&*i.body),
                _ => None,
            };
            match next {
                Some(inner) => head = inner,
                None => break,
            }
        }
        if !self.parenthesized(head) && self.is_loose(head) {
            return false;
        }
        !(is_target && std::ptr::eq(head, e))
    }

    /// Whether `e` starts with a list display, a parenthesized tuple or generator, or `True`,
    /// `False` or `None`: CPython's rule looks ahead past those before reading an operand.
    fn starts_with_display(&self, e: &ast::Expr) -> bool {
        if self.parenthesized(e) {
            return false;
        }
        let start = e.start();
        let mut node = e;
        loop {
            match node {
                ast::Expr::List(_) => return true,
                ast::Expr::Tuple(_) | ast::Expr::GeneratorExp(_) => return self.tuple_in_parens(node),
                ast::Expr::Constant(c) => {
                    return matches!(c.value, ast::Constant::Bool(_) | ast::Constant::None)
                        && !self.text_at(start).starts_with('(');
                }
                _ => {}
            }
            let leftmost = match node {
                ast::Expr::BinOp(b) => Some(&*b.left),
                ast::Expr::Attribute(a) => Some(&*a.value),
                ast::Expr::Subscript(s) => Some(&*s.value),
                ast::Expr::Call(c) => Some(&*c.func),
                _ => None,
            };
            match leftmost.filter(|l| l.start() == start) {
                Some(l) => node = l,
                None => return false,
            }
        }
    }

    /// Whether the nearest text before `e` is an opening parenthesis: the parser here keeps a
    /// parenthesized expression's own range, without the parentheses (a tuple's includes them).
    fn parenthesized(&self, e: &ast::Expr) -> bool {
        let before = self.text.get(..usize::from(e.start())).unwrap_or("");
        before.trim_end_matches(|c: char| c.is_whitespace() || c == '\\').ends_with('(')
    }

    /// Whether a tuple (or generator) is written in its own parentheses, `(a, b)`, rather than
    /// starting with a parenthesized item, `(a), b`.
    fn tuple_in_parens(&self, e: &ast::Expr) -> bool {
        super::symbol_rules::parenthesized(self.text, e.start(), e.end())
    }

    fn text_at(&self, at: TextSize) -> &str {
        self.text.get(usize::from(at)..).unwrap_or("")
    }

    fn next_char(&self, at: TextSize) -> Option<char> {
        self.text_at(at).trim_start_matches(|c: char| c.is_whitespace() || c == '\\' || c == ')').chars().next()
    }
}

/// The expressions a statement holds itself (not those of the blocks inside it), in source
/// order.
fn statement_exprs(stmt: &ast::Stmt) -> Vec<&ast::Expr> {
    match stmt {
        ast::Stmt::FunctionDef(f) => signature(&f.decorator_list, &f.args, f.returns.as_deref()),
        ast::Stmt::AsyncFunctionDef(f) => signature(&f.decorator_list, &f.args, f.returns.as_deref()),
        ast::Stmt::ClassDef(c) => {
            c.decorator_list.iter().chain(&c.bases).chain(c.keywords.iter().map(|k| &k.value)).collect()
        }
        ast::Stmt::Return(r) => r.value.iter().map(|v| &**v).collect(),
        ast::Stmt::Delete(d) => d.targets.iter().collect(),
        ast::Stmt::Assign(a) => a.targets.iter().chain([&*a.value]).collect(),
        ast::Stmt::AugAssign(a) => vec![&*a.target, &*a.value],
        ast::Stmt::AnnAssign(a) => [&*a.target, &*a.annotation].into_iter().chain(a.value.as_deref()).collect(),
        ast::Stmt::For(f) => vec![&*f.target, &*f.iter],
        ast::Stmt::AsyncFor(f) => vec![&*f.target, &*f.iter],
        ast::Stmt::While(w) => vec![&*w.test],
        ast::Stmt::If(i) => vec![&*i.test],
        ast::Stmt::With(w) => with_exprs(&w.items),
        ast::Stmt::AsyncWith(w) => with_exprs(&w.items),
        ast::Stmt::Match(m) => {
            [&*m.subject].into_iter().chain(m.cases.iter().filter_map(|c| c.guard.as_deref())).collect()
        }
        ast::Stmt::Raise(r) => r.exc.as_deref().into_iter().chain(r.cause.as_deref()).collect(),
        ast::Stmt::Try(t) => handler_types(&t.handlers),
        ast::Stmt::TryStar(t) => handler_types(&t.handlers),
        ast::Stmt::Assert(a) => [&*a.test].into_iter().chain(a.msg.as_deref()).collect(),
        ast::Stmt::Expr(e) => vec![&*e.value],
        ast::Stmt::TypeAlias(t) => vec![&*t.value],
        ast::Stmt::Import(_)
        | ast::Stmt::ImportFrom(_)
        | ast::Stmt::Global(_)
        | ast::Stmt::Nonlocal(_)
        | ast::Stmt::Pass(_)
        | ast::Stmt::Break(_)
        | ast::Stmt::Continue(_) => Vec::new(),
    }
}

fn signature<'a>(
    decorators: &'a [ast::Expr],
    args: &'a ast::Arguments,
    returns: Option<&'a ast::Expr>,
) -> Vec<&'a ast::Expr> {
    let mut out: Vec<&ast::Expr> = decorators.iter().collect();
    out.extend(super::symbol_rules::all_params(args).filter_map(|p| p.annotation.as_deref()));
    out.extend(super::scope::param_defaults(args));
    out.extend(returns);
    out
}

fn with_exprs(items: &[ast::WithItem]) -> Vec<&ast::Expr> {
    items.iter().flat_map(|i| [&i.context_expr].into_iter().chain(i.optional_vars.as_deref())).collect()
}

fn handler_types(handlers: &[ast::ExceptHandler]) -> Vec<&ast::Expr> {
    handlers
        .iter()
        .filter_map(|h| {
            let ast::ExceptHandler::ExceptHandler(h) = h;
            h.type_.as_deref()
        })
        .collect()
}

/// The first part of `target` that cannot be assigned (or deleted), as CPython's
/// `_PyPegen_get_invalid_target` finds it, with its refusal.
fn invalid(target: &ast::Expr, kind: Targets) -> Option<CompileError> {
    let mut stack = vec![target];
    while let Some(t) = stack.pop() {
        match t {
            ast::Expr::Name(_) | ast::Expr::Attribute(_) | ast::Expr::Subscript(_) => {}
            ast::Expr::Tuple(tuple) => stack.extend(tuple.elts.iter().rev()),
            ast::Expr::List(list) => stack.extend(list.elts.iter().rev()),
            ast::Expr::Starred(s) if kind == Targets::Store => stack.push(&s.value),
            bad => {
                let verb = if kind == Targets::Del { "delete" } else { "assign to" };
                return Some(error(bad, format!("cannot {verb} {}", expr_name(bad))));
            }
        }
    }
    None
}

fn with_targets(items: &[ast::WithItem]) -> Option<CompileError> {
    items.iter().filter_map(|i| i.optional_vars.as_deref()).find_map(|t| invalid(t, Targets::Store))
}

/// An augmented assignment takes a name, attribute or subscript.
fn augmented(target: &ast::Expr) -> Option<CompileError> {
    match target {
        ast::Expr::Name(_) | ast::Expr::Attribute(_) | ast::Expr::Subscript(_) => None,
        other => {
            let message = format!("'{}' is an illegal expression for augmented assignment", expr_name(other));
            Some(error(other, message))
        }
    }
}

/// An annotation's target is one name, attribute or subscript.
fn annotated(target: &ast::Expr) -> Option<CompileError> {
    let message = match target {
        ast::Expr::Name(_) | ast::Expr::Attribute(_) | ast::Expr::Subscript(_) => return None,
        ast::Expr::Tuple(_) => "only single target (not tuple) can be annotated",
        ast::Expr::List(_) => "only single target (not list) can be annotated",
        _ => "illegal target for annotation",
    };
    Some(error(target, message.to_owned()))
}

fn error(at: &ast::Expr, message: String) -> CompileError {
    CompileError { at: at.start(), message }
}

/// How CPython's parser names an expression in its refusals.
pub(super) fn expr_name(e: &ast::Expr) -> &'static str {
    match e {
        ast::Expr::Attribute(_) => "attribute",
        ast::Expr::Subscript(_) => "subscript",
        ast::Expr::Starred(_) => "starred",
        ast::Expr::Name(_) => "name",
        ast::Expr::List(_) => "list",
        ast::Expr::Tuple(_) => "tuple",
        ast::Expr::Lambda(_) => "lambda",
        ast::Expr::Call(_) => "function call",
        ast::Expr::BoolOp(_) | ast::Expr::BinOp(_) | ast::Expr::UnaryOp(_) => "expression",
        ast::Expr::GeneratorExp(_) => "generator expression",
        ast::Expr::Yield(_) | ast::Expr::YieldFrom(_) => "yield expression",
        ast::Expr::Await(_) => "await expression",
        ast::Expr::ListComp(_) => "list comprehension",
        ast::Expr::SetComp(_) => "set comprehension",
        ast::Expr::DictComp(_) => "dict comprehension",
        ast::Expr::Dict(_) => "dict literal",
        ast::Expr::Set(_) => "set display",
        ast::Expr::JoinedStr(_) | ast::Expr::FormattedValue(_) => "f-string expression",
        ast::Expr::Constant(c) => match c.value {
            ast::Constant::None => "None",
            ast::Constant::Bool(false) => "False",
            ast::Constant::Bool(true) => "True",
            ast::Constant::Ellipsis => "ellipsis",
            _ => "literal",
        },
        ast::Expr::Compare(_) => "comparison",
        ast::Expr::IfExp(_) => "conditional expression",
        ast::Expr::NamedExpr(_) => "named expression",
        ast::Expr::Slice(_) => "slice",
    }
}

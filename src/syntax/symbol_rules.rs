//! The rules CPython 3.11 checks after parsing, in its symbol table and compiler, that a
//! parsed tree does not show: a program breaking one is a `SyntaxError` there and never runs,
//! so clauz3 refuses it too, with CPython's message, rather than prove or run it.
//!
//! - `from __future__ import`: only at the top of a module (after its docstring), and only of
//!   a feature CPython knows (`braces` is "not a chance").
//! - `global`/`nonlocal`: not of a parameter, not after the name was used, assigned or
//!   annotated in that scope, not both, and an annotated name cannot be either.
//! - Where statements may stand: `yield` and `await` inside a function (a lambda is one, a
//!   comprehension is not), `return` inside a function, `break`/`continue` inside a loop's
//!   body, `import *` at module level; one starred name per assignment target, inside a tuple
//!   or list; no tuple or list as an augmented assignment's target.
//!
//! The first problem is reported as CPython finds it: `__future__` first, then the symbol
//! table's, then the compiler's, each kind in source order.

use super::compile_limits::CompileError;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::lexer::lex;
use rustpython_parser::text_size::TextSize;
use rustpython_parser::{Mode, Tok};
use std::collections::HashMap;

/// The features `from __future__ import` accepts in CPython 3.11.
const FUTURE_FEATURES: [&str; 10] = [
    "nested_scopes",
    "generators",
    "division",
    "absolute_import",
    "with_statement",
    "print_function",
    "unicode_literals",
    "barry_as_FLUFL",
    "generator_stop",
    "annotations",
];

/// The first rule `body` (a whole module) breaks.
pub(super) fn first_broken(text: &str, body: &[ast::Stmt]) -> Option<CompileError> {
    let prefix = future_prefix(body);
    let future = future_imports(body, &prefix);
    let mut rules = Rules { text, future_prefix: prefix, parser: None, symbols: None, compiler: None };
    rules.block(&mut Scope::new(ScopeKind::Module), body);
    rules.parser.or(future).or(rules.symbols).or(rules.compiler)
}

fn is_future_import(stmt: &ast::Stmt) -> bool {
    matches!(stmt, ast::Stmt::ImportFrom(i) if i.module.as_deref() == Some("__future__"))
}

/// Where the `__future__` imports at the top of a module start: after its docstring, before
/// any other statement.
fn future_prefix(body: &[ast::Stmt]) -> Vec<TextSize> {
    let docstring = matches!(body.first(), Some(ast::Stmt::Expr(e))
        if matches!(&*e.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_))));
    body.iter().skip(usize::from(docstring)).take_while(|s| is_future_import(s)).map(|s| s.start()).collect()
}

/// CPython's first check, on the module's own statements: an unknown feature among the
/// imports at the top, or a `__future__` import after some other statement.
fn future_imports(body: &[ast::Stmt], prefix: &[TextSize]) -> Option<CompileError> {
    for stmt in body.iter().filter(|s| is_future_import(s)) {
        let ast::Stmt::ImportFrom(import) = stmt else { continue };
        if !prefix.contains(&stmt.start()) {
            return Some(misplaced_future(stmt.start()));
        }
        for alias in &import.names {
            let message = match alias.name.as_str() {
                "braces" => "not a chance".to_owned(),
                name if FUTURE_FEATURES.contains(&name) => continue,
                name => format!("future feature {name} is not defined"),
            };
            return Some(CompileError { at: alias.range.start(), message });
        }
    }
    None
}

fn misplaced_future(at: TextSize) -> CompileError {
    CompileError { at, message: "from __future__ imports must occur at the beginning of the file".to_owned() }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum ScopeKind {
    Module,
    Class,
    Function,
}

/// How a name has been met so far in one scope (CPython's symbol flags).
const PARAM: u8 = 1;
const ASSIGNED: u8 = 2;
const USED: u8 = 4;
const ANNOTATED: u8 = 8;
const GLOBAL: u8 = 16;
const NONLOCAL: u8 = 32;

struct Scope {
    kind: ScopeKind,
    names: HashMap<String, u8>,
    /// Where each name was first declared `global` or `nonlocal`.
    declared_at: HashMap<String, TextSize>,
    /// Loops whose body the statement being walked is in.
    loops: u32,
}

impl Scope {
    fn new(kind: ScopeKind) -> Self {
        Scope { kind, names: HashMap::new(), declared_at: HashMap::new(), loops: 0 }
    }

    fn mark(&mut self, name: &str, flag: u8) {
        *self.names.entry(name.to_owned()).or_default() |= flag;
    }

    fn flags(&self, name: &str) -> u8 {
        self.names.get(name).copied().unwrap_or(0)
    }
}

/// Where an expression is evaluated, for the rules on `yield` and on recording names.
#[derive(Clone, Copy)]
enum Place {
    /// In the scope's own code: names are recorded there.
    Own,
    /// In a lambda's body: a function of its own.
    Lambda,
    /// In a comprehension past its first iterable, which CPython runs as a function of its
    /// own that may not `yield`: the comprehension's frame in the walk.
    Comprehension(usize),
}

struct Rules<'t> {
    text: &'t str,
    /// Where the module's `__future__` imports at its top start: any other is misplaced.
    future_prefix: Vec<TextSize>,
    /// The first problem met of each kind CPython reports apart: its parser's (which the
    /// parser here lets through), its symbol table's and its compiler's.
    parser: Option<CompileError>,
    symbols: Option<CompileError>,
    compiler: Option<CompileError>,
}

impl Rules<'_> {
    fn symbol_error(&mut self, at: TextSize, message: String) {
        self.symbols.get_or_insert(CompileError { at, message });
    }

    fn compiler_error(&mut self, at: TextSize, message: &str) {
        self.compiler.get_or_insert(CompileError { at, message: message.to_owned() });
    }

    fn block(&mut self, scope: &mut Scope, body: &[ast::Stmt]) {
        body.iter().for_each(|stmt| self.stmt(scope, stmt));
    }

    /// A nested function's or class's own scope, checked when its statement is met.
    fn nested(&mut self, kind: ScopeKind, params: Option<&ast::Arguments>, body: &[ast::Stmt]) {
        let mut inner = Scope::new(kind);
        for param in params.into_iter().flat_map(parameter_names) {
            inner.mark(param, PARAM);
        }
        self.block(&mut inner, body);
        let both = inner.names.iter().filter(|(_, f)| **f & (GLOBAL | NONLOCAL) == GLOBAL | NONLOCAL);
        if let Some((at, name)) = both.map(|(name, _)| (inner.declared_at[name], name)).min() {
            self.symbol_error(at, format!("name '{name}' is nonlocal and global"));
        }
    }

    fn stmt(&mut self, scope: &mut Scope, stmt: &ast::Stmt) {
        let at = stmt.start();
        match stmt {
            ast::Stmt::FunctionDef(f) => {
                self.signature(scope, &f.decorator_list, &f.args, f.returns.as_deref());
                scope.mark(&f.name, ASSIGNED);
                self.nested(ScopeKind::Function, Some(&f.args), &f.body);
            }
            ast::Stmt::AsyncFunctionDef(f) => {
                self.signature(scope, &f.decorator_list, &f.args, f.returns.as_deref());
                scope.mark(&f.name, ASSIGNED);
                self.nested(ScopeKind::Function, Some(&f.args), &f.body);
            }
            ast::Stmt::ClassDef(c) => {
                self.exprs(scope, c.bases.iter().chain(c.keywords.iter().map(|k| &k.value)).chain(&c.decorator_list));
                scope.mark(&c.name, ASSIGNED);
                self.nested(ScopeKind::Class, None, &c.body);
            }
            ast::Stmt::Return(r) => {
                if scope.kind != ScopeKind::Function {
                    self.compiler_error(at, "'return' outside function");
                }
                self.exprs(scope, r.value.as_deref());
            }
            ast::Stmt::Delete(d) => self.exprs(scope, &d.targets),
            ast::Stmt::Assign(a) => {
                a.targets.iter().for_each(|t| self.target(t));
                self.exprs(scope, a.targets.iter().chain([&*a.value]))
            }
            ast::Stmt::AugAssign(a) => {
                if let Some(kind) = match &*a.target {
                    ast::Expr::Tuple(_) => Some("tuple"),
                    ast::Expr::List(_) => Some("list"),
                    _ => None,
                } {
                    let message = format!("'{kind}' is an illegal expression for augmented assignment");
                    self.parser.get_or_insert(CompileError { at, message });
                }
                self.exprs(scope, [&*a.target, &*a.value])
            }
            ast::Stmt::AnnAssign(a) => self.annotated(scope, a),
            ast::Stmt::For(f) => {
                self.target(&f.target);
                self.looped(scope, [&*f.target, &*f.iter], &f.body, &f.orelse)
            }
            ast::Stmt::AsyncFor(f) => {
                self.target(&f.target);
                self.looped(scope, [&*f.target, &*f.iter], &f.body, &f.orelse)
            }
            ast::Stmt::While(w) => self.looped(scope, [&*w.test], &w.body, &w.orelse),
            ast::Stmt::If(_) => {
                // An `elif` chain is walked as a loop: it may be a thousand branches long.
                let mut branch = stmt;
                while let ast::Stmt::If(i) = branch {
                    self.exprs(scope, [&*i.test]);
                    self.block(scope, &i.body);
                    match i.orelse.as_slice() {
                        [next @ ast::Stmt::If(_)] => branch = next,
                        orelse => {
                            self.block(scope, orelse);
                            break;
                        }
                    }
                }
            }
            ast::Stmt::With(w) => {
                self.with_items(scope, &w.items);
                self.block(scope, &w.body);
            }
            ast::Stmt::AsyncWith(w) => {
                self.with_items(scope, &w.items);
                self.block(scope, &w.body);
            }
            ast::Stmt::Match(m) => {
                self.exprs(scope, [&*m.subject]);
                for case in &m.cases {
                    captures(&case.pattern, &mut |name| scope.mark(name, ASSIGNED));
                    self.exprs(scope, case.guard.as_deref());
                    self.block(scope, &case.body);
                }
            }
            ast::Stmt::Raise(r) => self.exprs(scope, r.exc.as_deref().into_iter().chain(r.cause.as_deref())),
            ast::Stmt::Try(t) => self.tried(scope, &t.body, &t.handlers, &t.orelse, &t.finalbody),
            ast::Stmt::TryStar(t) => self.tried(scope, &t.body, &t.handlers, &t.orelse, &t.finalbody),
            ast::Stmt::Assert(a) => self.exprs(scope, [&*a.test].into_iter().chain(a.msg.as_deref())),
            ast::Stmt::Import(i) => {
                for alias in &i.names {
                    let bound = alias.asname.as_deref().unwrap_or_else(|| alias.name.split('.').next().unwrap_or(""));
                    scope.mark(bound, ASSIGNED);
                }
            }
            ast::Stmt::ImportFrom(i) => {
                if is_future_import(stmt) && !self.future_prefix.contains(&at) {
                    self.compiler.get_or_insert(misplaced_future(at));
                }
                for alias in &i.names {
                    if alias.name.as_str() == "*" {
                        if scope.kind != ScopeKind::Module {
                            self.symbol_error(at, "import * only allowed at module level".to_owned());
                        }
                    } else {
                        scope.mark(alias.asname.as_deref().unwrap_or(&alias.name), ASSIGNED);
                    }
                }
            }
            ast::Stmt::Global(g) => self.declared(scope, &g.names, GLOBAL, "global", at),
            ast::Stmt::Nonlocal(n) => {
                if scope.kind == ScopeKind::Module {
                    self.symbol_error(at, "nonlocal declaration not allowed at module level".to_owned());
                }
                self.declared(scope, &n.names, NONLOCAL, "nonlocal", at)
            }
            ast::Stmt::Expr(e) => self.exprs(scope, [&*e.value]),
            ast::Stmt::Break(_) if scope.loops == 0 => self.compiler_error(at, "'break' outside loop"),
            ast::Stmt::Continue(_) if scope.loops == 0 => self.compiler_error(at, "'continue' not properly in loop"),
            ast::Stmt::Break(_) | ast::Stmt::Continue(_) | ast::Stmt::Pass(_) | ast::Stmt::TypeAlias(_) => {}
        }
    }

    /// A `def`'s decorators, defaults and annotations, evaluated in the scope around it.
    fn signature(
        &mut self,
        scope: &mut Scope,
        decorators: &[ast::Expr],
        args: &ast::Arguments,
        returns: Option<&ast::Expr>,
    ) {
        self.exprs(scope, decorators);
        self.exprs(scope, super::scope::param_defaults(args));
        let annotations = all_params(args).filter_map(|p| p.annotation.as_deref());
        self.exprs(scope, annotations.chain(returns));
    }

    fn annotated(&mut self, scope: &mut Scope, a: &ast::StmtAnnAssign) {
        match &*a.target {
            ast::Expr::Name(name) if a.simple => {
                let flags = scope.flags(&name.id);
                if scope.kind != ScopeKind::Module && flags & (GLOBAL | NONLOCAL) != 0 {
                    let kind = if flags & GLOBAL != 0 { "global" } else { "nonlocal" };
                    self.symbol_error(a.range.start(), format!("annotated name '{}' can't be {kind}", name.id));
                }
                scope.mark(&name.id, ANNOTATED | ASSIGNED);
            }
            target => self.exprs(scope, [target]),
        }
        self.exprs(scope, [&*a.annotation].into_iter().chain(a.value.as_deref()));
    }

    fn looped<'a>(
        &mut self,
        scope: &mut Scope,
        header: impl IntoIterator<Item = &'a ast::Expr>,
        body: &[ast::Stmt],
        orelse: &[ast::Stmt],
    ) {
        self.exprs(scope, header);
        scope.loops += 1;
        self.block(scope, body);
        scope.loops -= 1;
        self.block(scope, orelse);
    }

    /// An assignment target: a starred name alone, or two starred names in one tuple or list,
    /// is CPython's compiler's `SyntaxError`.
    fn target(&mut self, target: &ast::Expr) {
        if let ast::Expr::Starred(s) = target {
            let message = "starred assignment target must be in a list or tuple";
            self.compiler_error(s.range.start(), message);
        }
        let mut stack = vec![target];
        while let Some(t) = stack.pop() {
            let items = match t {
                ast::Expr::Tuple(tuple) => &tuple.elts,
                ast::Expr::List(list) => &list.elts,
                _ => continue,
            };
            if items.iter().filter(|e| matches!(e, ast::Expr::Starred(_))).count() > 1 {
                self.compiler_error(t.start(), "multiple starred expressions in assignment");
            }
            stack.extend(items.iter().map(|e| match e {
                ast::Expr::Starred(s) => &*s.value,
                e => e,
            }));
        }
    }

    fn with_items(&mut self, scope: &mut Scope, items: &[ast::WithItem]) {
        items.iter().filter_map(|i| i.optional_vars.as_deref()).for_each(|t| self.target(t));
        self.exprs(scope, items.iter().flat_map(|i| [&i.context_expr].into_iter().chain(i.optional_vars.as_deref())));
    }

    fn tried(
        &mut self,
        scope: &mut Scope,
        body: &[ast::Stmt],
        handlers: &[ast::ExceptHandler],
        orelse: &[ast::Stmt],
        finalbody: &[ast::Stmt],
    ) {
        self.block(scope, body);
        for handler in handlers {
            let ast::ExceptHandler::ExceptHandler(h) = handler;
            self.exprs(scope, h.type_.as_deref());
            if let Some(name) = &h.name {
                scope.mark(name, ASSIGNED);
            }
            self.block(scope, &h.body);
        }
        self.block(scope, orelse);
        self.block(scope, finalbody);
    }

    /// A `global` or `nonlocal` statement: none of its names may have been met in this scope
    /// as a parameter, a use, an annotation or an assignment (CPython asks in that order).
    fn declared(&mut self, scope: &mut Scope, names: &[ast::Identifier], flag: u8, kind: &str, at: TextSize) {
        for name in names {
            let flags = scope.flags(name);
            let message = if flags & PARAM != 0 {
                Some(format!("name '{name}' is parameter and {kind}"))
            } else if flags & USED != 0 {
                Some(format!("name '{name}' is used prior to {kind} declaration"))
            } else if flags & ANNOTATED != 0 {
                Some(format!("annotated name '{name}' can't be {kind}"))
            } else if flags & ASSIGNED != 0 {
                Some(format!("name '{name}' is assigned to before {kind} declaration"))
            } else {
                None
            };
            if let Some(message) = message {
                self.symbol_error(at, message);
            }
            scope.mark(name, flag);
            scope.declared_at.entry(name.to_string()).or_insert(at);
        }
    }

    /// Walks expressions with an explicit stack (they may nest thousands deep), recording the
    /// names the scope's own code reads and binds, and checking where `yield` and `:=` stand.
    fn exprs<'a>(&mut self, scope: &mut Scope, roots: impl IntoIterator<Item = &'a ast::Expr>) {
        let mut walk = ExprWalk { stack: Vec::new(), comprehensions: Vec::new() };
        let mut roots: Vec<&ast::Expr> = roots.into_iter().collect();
        roots.reverse();
        walk.stack.extend(roots.into_iter().map(|e| (e, Place::Own, false)));
        while let Some((expr, place, in_iterable)) = walk.stack.pop() {
            let children = |walk: &mut ExprWalk<'a>| {
                let kids = super::scope::children(expr).into_iter().rev();
                walk.stack.extend(kids.map(|c| (c, place, in_iterable)));
            };
            match expr {
                ast::Expr::Name(n) => {
                    if matches!(place, Place::Own) {
                        let flag = if matches!(n.ctx, ast::ExprContext::Load) { USED } else { ASSIGNED };
                        scope.mark(&n.id, flag);
                    }
                }
                ast::Expr::Yield(_) | ast::Expr::YieldFrom(_) | ast::Expr::Await(_) => {
                    let what = if matches!(expr, ast::Expr::Await(_)) { "await" } else { "yield" };
                    match place {
                        Place::Comprehension(frame) => {
                            let kind = walk.comprehensions[frame].kind;
                            self.symbol_error(expr.start(), format!("'{what}' inside {kind}"))
                        }
                        Place::Own if scope.kind != ScopeKind::Function => {
                            self.compiler_error(expr.start(), &format!("'{what}' outside function"))
                        }
                        _ => {}
                    }
                    children(&mut walk);
                }
                ast::Expr::NamedExpr(n) => {
                    self.assignment_expression(scope, &walk, n, place, in_iterable);
                    children(&mut walk);
                }
                ast::Expr::Lambda(l) => {
                    walk.stack.extend(super::scope::param_defaults(&l.args).map(|d| (d, place, in_iterable)));
                    walk.stack.push((&l.body, Place::Lambda, false));
                }
                ast::Expr::ListComp(c) => walk.comprehension(place, "list comprehension", [&*c.elt], &c.generators),
                ast::Expr::SetComp(c) => walk.comprehension(place, "set comprehension", [&*c.elt], &c.generators),
                ast::Expr::GeneratorExp(c) => {
                    walk.comprehension(place, "generator expression", [&*c.elt], &c.generators)
                }
                ast::Expr::DictComp(c) => {
                    walk.comprehension(place, "dict comprehension", [&*c.key, &*c.value], &c.generators)
                }
                ast::Expr::Call(call) => {
                    self.bare_generator_argument(call);
                    children(&mut walk);
                }
                _ => children(&mut walk),
            }
        }
    }

    /// `name := value`: never in a comprehension's iterable, never rebinding a comprehension's
    /// own variable, never in a comprehension of a class body; it binds in the scope's code.
    fn assignment_expression(
        &mut self,
        scope: &mut Scope,
        walk: &ExprWalk<'_>,
        n: &ast::ExprNamedExpr,
        place: Place,
        in_iterable: bool,
    ) {
        let ast::Expr::Name(target) = &*n.target else { return };
        let at = n.range.start();
        if in_iterable {
            self.symbol_error(at, "assignment expression cannot be used in a comprehension iterable expression".into());
        }
        let Place::Comprehension(mut frame) = place else { return };
        loop {
            let comprehension = &walk.comprehensions[frame];
            if comprehension.variables.contains(&target.id.as_str()) {
                let message =
                    format!("assignment expression cannot rebind comprehension iteration variable '{}'", target.id);
                self.symbol_error(at, message);
            }
            match comprehension.outer {
                Some(outer) => frame = outer,
                None => break,
            }
        }
        if scope.kind == ScopeKind::Class {
            self.symbol_error(at, "assignment expression within a comprehension cannot be used in a class body".into());
        }
        scope.mark(&target.id, ASSIGNED);
    }
}

impl Rules<'_> {
    /// A generator expression passed without its own parentheses must be a call's only
    /// argument, with no comma after it: `f(x for x in xs, 1)` is CPython's `SyntaxError`
    /// where the parser here reads it as two arguments.
    fn bare_generator_argument(&mut self, call: &ast::ExprCall) {
        let several = call.args.len() + call.keywords.len() > 1;
        for arg in &call.args {
            let ast::Expr::GeneratorExp(generator) = arg else { continue };
            let range = generator.range;
            if parenthesized(self.text, range.start(), range.end()) {
                continue;
            }
            let after = self.text.get(usize::from(range.end())..).unwrap_or("").trim_start();
            if several || after.starts_with(',') {
                self.parser.get_or_insert(CompileError {
                    at: range.start(),
                    message: "Generator expression must be parenthesized".to_owned(),
                });
            }
        }
    }
}

/// Whether the text from `start` to `end` is one pair of parentheses around the rest: an
/// expression written `( ... )`, not one that merely starts and ends with brackets. Read with
/// the parser's own lexer, so strings of every kind hold their brackets.
fn parenthesized(text: &str, start: TextSize, end: TextSize) -> bool {
    let Some(span) = text.get(usize::from(start)..usize::from(end)) else { return false };
    let mut depth = 0u32;
    for (i, token) in lex(span, Mode::Expression).enumerate() {
        let Ok((tok, range)) = token else { return false };
        match tok {
            _ if i == 0 && tok != Tok::Lpar => return false,
            Tok::Lpar | Tok::Lsqb | Tok::Lbrace => depth += 1,
            Tok::Rpar | Tok::Rsqb | Tok::Rbrace => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return usize::from(range.end()) == span.len();
                }
            }
            _ => {}
        }
    }
    false
}

/// Expressions waiting to be walked, each with where it is evaluated and whether it is part of
/// a comprehension's iterable; and the comprehensions met so far.
struct ExprWalk<'a> {
    stack: Vec<(&'a ast::Expr, Place, bool)>,
    comprehensions: Vec<ComprehensionFrame<'a>>,
}

/// A comprehension being walked: its kind's name, the variables its `for` clauses bind, and
/// the comprehension it stands in, if any.
struct ComprehensionFrame<'a> {
    kind: &'static str,
    variables: Vec<&'a str>,
    outer: Option<usize>,
}

impl<'a> ExprWalk<'a> {
    /// Pushes a comprehension's parts: its first iterable is evaluated where the
    /// comprehension stands, the rest in its own function.
    fn comprehension(
        &mut self,
        place: Place,
        kind: &'static str,
        results: impl IntoIterator<Item = &'a ast::Expr>,
        generators: &'a [ast::Comprehension],
    ) {
        let mut variables = Vec::new();
        generators.iter().for_each(|g| super::stmt::target_names(&g.target, &mut variables));
        let outer = match place {
            Place::Comprehension(frame) => Some(frame),
            _ => None,
        };
        self.comprehensions.push(ComprehensionFrame { kind, variables, outer });
        let inside = Place::Comprehension(self.comprehensions.len() - 1);
        self.stack.extend(results.into_iter().map(|e| (e, inside, false)));
        for (i, generator) in generators.iter().enumerate() {
            self.stack.push((&generator.iter, if i == 0 { place } else { inside }, true));
            self.stack.push((&generator.target, inside, false));
            self.stack.extend(generator.ifs.iter().map(|e| (e, inside, false)));
        }
    }
}

fn all_params(args: &ast::Arguments) -> impl Iterator<Item = &ast::Arg> {
    let with_defaults = args.posonlyargs.iter().chain(&args.args).chain(&args.kwonlyargs).map(|p| &p.def);
    with_defaults.chain(args.vararg.as_deref()).chain(args.kwarg.as_deref())
}

fn parameter_names(args: &ast::Arguments) -> impl Iterator<Item = &str> {
    all_params(args).map(|p| p.arg.as_str())
}

/// The names a `case` pattern binds.
fn captures(pattern: &ast::Pattern, bind: &mut dyn FnMut(&str)) {
    match pattern {
        ast::Pattern::MatchAs(p) => {
            if let Some(inner) = &p.pattern {
                captures(inner, bind);
            }
            if let Some(name) = &p.name {
                bind(name);
            }
        }
        ast::Pattern::MatchStar(p) => {
            if let Some(name) = &p.name {
                bind(name);
            }
        }
        ast::Pattern::MatchSequence(p) => p.patterns.iter().for_each(|p| captures(p, bind)),
        ast::Pattern::MatchMapping(p) => {
            p.patterns.iter().for_each(|p| captures(p, bind));
            if let Some(rest) = &p.rest {
                bind(rest);
            }
        }
        ast::Pattern::MatchClass(p) => p.patterns.iter().chain(&p.kwd_patterns).for_each(|p| captures(p, bind)),
        ast::Pattern::MatchOr(p) => p.patterns.iter().for_each(|p| captures(p, bind)),
        ast::Pattern::MatchValue(_) | ast::Pattern::MatchSingleton(_) => {}
    }
}

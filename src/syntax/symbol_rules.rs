//! The rules CPython 3.11 checks after parsing, in its symbol table and compiler, that a
//! parsed tree does not show: a program breaking one is a `SyntaxError` there and never runs,
//! so clauz3 refuses it too, with CPython's message, rather than prove or run it.
//!
//! - `from __future__ import`: only at the top of a module (`future`).
//! - `global`/`nonlocal`: not of a parameter, not after the name was used, assigned or
//!   annotated in that scope, not both, and an annotated name cannot be either; a `nonlocal`
//!   name bound in an enclosing function (`bindings`, once every scope is known).
//! - Where statements may stand: `yield` and `await` inside a function (a lambda is one, a
//!   comprehension is not), `await`, `async for`/`async with` and asynchronous comprehensions
//!   inside an `async def`, no `yield from` there and no `return` of a value from an
//!   asynchronous generator, `return` inside a function, `break`/`continue` inside a loop's
//!   body and never out of an `except*` handler, a bare `except:` last, `import *` at module
//!   level; one starred name per assignment target, inside a tuple or list, and a starred
//!   expression only in a display or a call's arguments (the parser's refusals of targets
//!   are `target_rules`').
//! - Names: no parameter named twice, no keyword argument given twice, nothing bound to or
//!   deleted as `__debug__` (`names`); `match` patterns' rules (`patterns`).
//!
//! The first problem is reported as CPython finds it: `__future__` first, then the symbol
//! table's, then the compiler's (the first in the text, as it compiles in source order).

mod bindings;
mod future;
mod names;
mod patterns;

use super::compile_limits::CompileError;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::lexer::lex;
use rustpython_parser::text_size::TextSize;
use rustpython_parser::{Mode, Tok};
use std::collections::HashMap;

/// The first rule `body` (a whole module) breaks.
pub(super) fn first_broken(text: &str, body: &[ast::Stmt]) -> Option<CompileError> {
    let prefix = future::future_prefix(body);
    let future = future::future_imports(body, &prefix);
    let mut rules = Rules { text, future_prefix: prefix, parser: None, symbols: None, compiler: None };
    let mut module = Scope::new(ScopeKind::Module, false);
    rules.block(&mut module, body);
    let unbound = || bindings::first_unbound(&module);
    rules.parser.or(future).or(rules.symbols).or_else(unbound).or(rules.compiler)
}

/// CPython's refusal of leaving an `except*` handler by `break`, `continue` or `return`.
const EXCEPT_STAR_EXIT: &str = "'break', 'continue' and 'return' cannot appear in an except* block";

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
    /// Whether the scope is an `async def`'s.
    is_async: bool,
    names: HashMap<String, u8>,
    /// Where each name was first declared `global` or `nonlocal`.
    declared_at: HashMap<String, TextSize>,
    /// Loops whose body the statement being walked is in.
    loops: u32,
    /// The loops counted where the `except*` handler being walked began, if one is.
    star_handler: Option<u32>,
    /// Whether the scope's own code yields, and where it first returns a value.
    yields: bool,
    value_return: Option<TextSize>,
    /// The scopes of the functions and classes defined in this one, walked, in order.
    children: Vec<Scope>,
}

impl Scope {
    fn new(kind: ScopeKind, is_async: bool) -> Self {
        Scope {
            kind,
            is_async,
            names: HashMap::new(),
            declared_at: HashMap::new(),
            loops: 0,
            star_handler: None,
            yields: false,
            value_return: None,
            children: Vec::new(),
        }
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

    /// A compiler's error: CPython compiles a module's code in source order, nested functions
    /// where they are defined, so the first in the text is the one it reports.
    fn compiler_error(&mut self, at: TextSize, message: &str) {
        if self.compiler.as_ref().is_none_or(|c| at < c.at) {
            self.compiler = Some(CompileError { at, message: message.to_owned() });
        }
    }

    fn block(&mut self, scope: &mut Scope, body: &[ast::Stmt]) {
        body.iter().for_each(|stmt| self.stmt(scope, stmt));
    }

    /// A nested function's or class's own scope, checked when its statement is met and kept
    /// in `outer`'s for the `nonlocal` declarations resolved once the module is walked.
    fn nested(&mut self, outer: &mut Scope, inner: Scope, params: Option<&ast::Arguments>, body: &[ast::Stmt]) {
        let mut inner = inner;
        if let Some(params) = params {
            self.parameters(params);
            all_params(params).for_each(|param| inner.mark(&param.arg, PARAM));
        }
        self.block(&mut inner, body);
        if let (true, true, Some(at)) = (inner.is_async, inner.yields, inner.value_return) {
            self.compiler_error(at, "'return' with value in async generator");
        }
        let both = inner.names.iter().filter(|(_, f)| **f & (GLOBAL | NONLOCAL) == GLOBAL | NONLOCAL);
        if let Some((at, name)) = both.map(|(name, _)| (inner.declared_at[name], name)).min() {
            self.symbol_error(at, format!("name '{name}' is nonlocal and global"));
        }
        outer.children.push(inner);
    }

    /// A signature's parameters: none named twice, none `__debug__`.
    fn parameters(&mut self, params: &ast::Arguments) {
        if let Some(e) = names::duplicate_parameter(params) {
            self.symbols.get_or_insert(e);
        }
        for param in all_params(params).filter(|p| p.arg.as_str() == "__debug__") {
            self.compiler_error(param.range.start(), "cannot assign to __debug__");
        }
    }

    /// A name bound by a statement (`def`, `class`, `import ... as`, `except ... as`): never
    /// `__debug__`.
    fn bind(&mut self, scope: &mut Scope, name: &str, at: TextSize) {
        scope.mark(name, ASSIGNED);
        if name == "__debug__" {
            self.compiler_error(at, "cannot assign to __debug__");
        }
    }

    fn stmt(&mut self, scope: &mut Scope, stmt: &ast::Stmt) {
        let at = stmt.start();
        match stmt {
            ast::Stmt::FunctionDef(f) => {
                self.signature(scope, &f.decorator_list, &f.args, f.returns.as_deref());
                self.bind(scope, &f.name, at);
                self.nested(scope, Scope::new(ScopeKind::Function, false), Some(&f.args), &f.body);
            }
            ast::Stmt::AsyncFunctionDef(f) => {
                self.signature(scope, &f.decorator_list, &f.args, f.returns.as_deref());
                self.bind(scope, &f.name, at);
                self.nested(scope, Scope::new(ScopeKind::Function, true), Some(&f.args), &f.body);
            }
            ast::Stmt::ClassDef(c) => {
                let unstarred = c.bases.iter().map(|b| match b {
                    ast::Expr::Starred(s) => &*s.value,
                    b => b,
                });
                let bases = unstarred.chain(c.keywords.iter().map(|k| &k.value));
                self.exprs(scope, bases.chain(&c.decorator_list));
                if let Some(e) = names::repeated_keyword(&c.keywords) {
                    self.compiler_error(e.at, &e.message);
                }
                self.bind(scope, &c.name, at);
                self.nested(scope, Scope::new(ScopeKind::Class, false), None, &c.body);
            }
            ast::Stmt::Return(r) => {
                if scope.kind != ScopeKind::Function {
                    self.compiler_error(at, "'return' outside function");
                } else if scope.star_handler.is_some() {
                    self.compiler_error(at, EXCEPT_STAR_EXIT);
                }
                if r.value.is_some() {
                    scope.value_return.get_or_insert(at);
                }
                self.exprs(scope, r.value.as_deref());
            }
            ast::Stmt::Delete(d) => self.exprs(scope, &d.targets),
            ast::Stmt::Assign(a) => {
                a.targets.iter().for_each(|t| self.target(t));
                self.exprs(scope, a.targets.iter().chain([&*a.value]))
            }
            ast::Stmt::AugAssign(a) => self.exprs(scope, [&*a.target, &*a.value]),
            ast::Stmt::AnnAssign(a) => self.annotated(scope, a),
            ast::Stmt::For(f) => {
                self.target(&f.target);
                self.looped(scope, [&*f.target, &*f.iter], &f.body, &f.orelse)
            }
            ast::Stmt::AsyncFor(f) => {
                self.outside_async(scope, at, "'async for' outside async function");
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
                self.outside_async(scope, at, "'async with' outside async function");
                self.with_items(scope, &w.items);
                self.block(scope, &w.body);
            }
            ast::Stmt::Match(m) => {
                self.exprs(scope, [&*m.subject]);
                if let Some(e) = patterns::first_refused(&m.cases) {
                    self.compiler_error(e.at, &e.message);
                }
                for case in &m.cases {
                    patterns::captures(&case.pattern, &mut |name| scope.mark(name, ASSIGNED));
                    self.exprs(scope, case.guard.as_deref());
                    self.block(scope, &case.body);
                }
            }
            ast::Stmt::Raise(r) => self.exprs(scope, r.exc.as_deref().into_iter().chain(r.cause.as_deref())),
            ast::Stmt::Try(t) => self.tried(scope, &t.body, &t.handlers, &t.orelse, &t.finalbody, false),
            ast::Stmt::TryStar(t) => self.tried(scope, &t.body, &t.handlers, &t.orelse, &t.finalbody, true),
            ast::Stmt::Assert(a) => self.exprs(scope, [&*a.test].into_iter().chain(a.msg.as_deref())),
            ast::Stmt::Import(i) => {
                for alias in &i.names {
                    let bound = alias.asname.as_deref().unwrap_or_else(|| alias.name.split('.').next().unwrap_or(""));
                    self.bind(scope, bound, at);
                }
            }
            ast::Stmt::ImportFrom(i) => {
                if future::is_future_import(stmt) && !self.future_prefix.contains(&at) {
                    self.compiler.get_or_insert(future::misplaced_future(at));
                }
                for alias in &i.names {
                    if alias.name.as_str() == "*" {
                        if scope.kind != ScopeKind::Module {
                            self.symbol_error(at, "import * only allowed at module level".to_owned());
                        }
                    } else {
                        self.bind(scope, alias.asname.as_deref().unwrap_or(&alias.name), at);
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
            ast::Stmt::Break(_) | ast::Stmt::Continue(_) if scope.star_handler == Some(scope.loops) => {
                self.compiler_error(at, EXCEPT_STAR_EXIT)
            }
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
                if name.id.as_str() == "__debug__" {
                    self.debug_name(name.ctx, name.range.start());
                }
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
        star: bool,
    ) {
        self.block(scope, body);
        for (i, handler) in handlers.iter().enumerate() {
            let ast::ExceptHandler::ExceptHandler(h) = handler;
            if h.type_.is_none() && i + 1 < handlers.len() {
                self.compiler_error(h.range.start(), "default 'except:' must be last");
            }
            self.exprs(scope, h.type_.as_deref());
            if let Some(name) = &h.name {
                self.bind(scope, name, h.range.start());
            }
            let outer = scope.star_handler;
            if star {
                scope.star_handler = Some(scope.loops);
            }
            self.block(scope, &h.body);
            scope.star_handler = outer;
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
        if let Some(root) = roots.iter().find(|e| matches!(e, ast::Expr::Starred(s) if s.ctx == ast::ExprContext::Load))
        {
            self.compiler_error(root.start(), "can't use starred expression here");
        }
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
                    if n.id.as_str() == "__debug__" {
                        self.debug_name(n.ctx, expr.start());
                    }
                }
                ast::Expr::Attribute(a) => {
                    if a.attr.as_str() == "__debug__" {
                        self.debug_name(a.ctx, expr.start());
                    }
                    children(&mut walk);
                }
                ast::Expr::Yield(_) | ast::Expr::YieldFrom(_) => {
                    match place {
                        Place::Comprehension(frame) => {
                            let kind = walk.comprehensions[frame].kind;
                            self.symbol_error(expr.start(), format!("'yield' inside {kind}"))
                        }
                        Place::Own if scope.kind != ScopeKind::Function => {
                            self.compiler_error(expr.start(), "'yield' outside function")
                        }
                        Place::Own => {
                            scope.yields = true;
                            if scope.is_async && matches!(expr, ast::Expr::YieldFrom(_)) {
                                self.compiler_error(expr.start(), "'yield from' inside async function");
                            }
                        }
                        Place::Lambda => {}
                    }
                    children(&mut walk);
                }
                ast::Expr::Await(_) => {
                    match place {
                        Place::Comprehension(frame) => walk.comprehensions[frame].is_async = true,
                        Place::Own if scope.kind != ScopeKind::Function => {
                            self.compiler_error(expr.start(), "'await' outside function")
                        }
                        Place::Own if scope.is_async => {}
                        Place::Own | Place::Lambda => {
                            self.compiler_error(expr.start(), "'await' outside async function")
                        }
                    }
                    children(&mut walk);
                }
                ast::Expr::NamedExpr(n) => {
                    self.assignment_expression(scope, &walk, n, place, in_iterable);
                    children(&mut walk);
                }
                ast::Expr::Lambda(l) => {
                    self.parameters(&l.args);
                    walk.stack.extend(super::scope::param_defaults(&l.args).map(|d| (d, place, in_iterable)));
                    walk.stack.push((&l.body, Place::Lambda, false));
                }
                ast::Expr::ListComp(c) => {
                    walk.comprehension(place, "list comprehension", expr.start(), [&*c.elt], &c.generators)
                }
                ast::Expr::SetComp(c) => {
                    walk.comprehension(place, "set comprehension", expr.start(), [&*c.elt], &c.generators)
                }
                ast::Expr::GeneratorExp(c) => {
                    walk.comprehension(place, "generator expression", expr.start(), [&*c.elt], &c.generators)
                }
                ast::Expr::DictComp(c) => {
                    let results = [&*c.key, &*c.value];
                    walk.comprehension(place, "dict comprehension", expr.start(), results, &c.generators)
                }
                ast::Expr::Call(call) => {
                    self.bare_generator_argument(call);
                    if let Some(e) = names::repeated_keyword(&call.keywords) {
                        self.compiler_error(e.at, &e.message);
                    }
                    children(&mut walk);
                }
                _ => children(&mut walk),
            }
            if let Some(at) = misplaced_starred(expr) {
                self.compiler_error(at, "can't use starred expression here");
            }
        }
        self.async_comprehensions(scope, &walk.comprehensions);
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

    /// `__debug__` read is a constant; bound or deleted, CPython's compiler refuses it.
    fn debug_name(&mut self, ctx: ast::ExprContext, at: TextSize) {
        match ctx {
            ast::ExprContext::Load => {}
            ast::ExprContext::Store => self.compiler_error(at, "cannot assign to __debug__"),
            ast::ExprContext::Del => self.compiler_error(at, "cannot delete __debug__"),
        }
    }

    /// `async for` and `async with` belong in an `async def`.
    fn outside_async(&mut self, scope: &Scope, at: TextSize, message: &str) {
        if !scope.is_async {
            self.compiler_error(at, message);
        }
    }

    /// A comprehension with `await` or `async for` in it is asynchronous: only an `async def`
    /// or another comprehension may hold one (a generator expression may stand anywhere, being
    /// awaited later).
    fn async_comprehensions(&mut self, scope: &Scope, comprehensions: &[ComprehensionFrame<'_>]) {
        for c in comprehensions {
            if c.is_async && c.kind != "generator expression" && c.outer.is_none() && !scope.is_async {
                self.compiler_error(c.at, "asynchronous comprehension outside of an asynchronous function");
            }
        }
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

/// Where a starred item stands that CPython's compiler will not build: anywhere but in a
/// tuple, list or set display or a call's arguments (a target's star is `target`'s to check).
fn misplaced_starred(expr: &ast::Expr) -> Option<TextSize> {
    let starred = |e: &&ast::Expr| matches!(e, ast::Expr::Starred(s) if s.ctx == ast::ExprContext::Load);
    match expr {
        ast::Expr::Tuple(_) | ast::Expr::List(_) | ast::Expr::Set(_) | ast::Expr::Call(_) => None,
        // `xs[*idx]` is the tuple `xs[(*idx,)]` (Python 3.11).
        ast::Expr::Subscript(s) => Some(&*s.value).filter(starred).map(Ranged::start),
        _ => super::scope::children(expr).into_iter().find(starred).map(Ranged::start),
    }
}

/// Whether the text from `start` to `end` is one pair of parentheses around the rest: an
/// expression written `( ... )`, not one that merely starts and ends with brackets. Read with
/// the parser's own lexer, so strings of every kind hold their brackets.
pub(super) fn parenthesized(text: &str, start: TextSize, end: TextSize) -> bool {
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
    /// Where it starts, and whether it awaits or has an `async for`.
    at: TextSize,
    is_async: bool,
}

impl<'a> ExprWalk<'a> {
    /// Pushes a comprehension's parts: its first iterable is evaluated where the
    /// comprehension stands, the rest in its own function.
    fn comprehension(
        &mut self,
        place: Place,
        kind: &'static str,
        at: TextSize,
        results: impl IntoIterator<Item = &'a ast::Expr>,
        generators: &'a [ast::Comprehension],
    ) {
        let mut variables = Vec::new();
        generators.iter().for_each(|g| super::stmt::target_names(&g.target, &mut variables));
        let outer = match place {
            Place::Comprehension(frame) => Some(frame),
            _ => None,
        };
        let is_async = generators.iter().any(|g| g.is_async);
        self.comprehensions.push(ComprehensionFrame { kind, variables, outer, at, is_async });
        let inside = Place::Comprehension(self.comprehensions.len() - 1);
        self.stack.extend(results.into_iter().map(|e| (e, inside, false)));
        for (i, generator) in generators.iter().enumerate() {
            self.stack.push((&generator.iter, if i == 0 { place } else { inside }, true));
            self.stack.push((&generator.target, inside, false));
            self.stack.extend(generator.ifs.iter().map(|e| (e, inside, false)));
        }
    }
}

pub(super) fn all_params(args: &ast::Arguments) -> impl Iterator<Item = &ast::Arg> {
    let with_defaults = args.posonlyargs.iter().chain(&args.args).chain(&args.kwonlyargs).map(|p| &p.def);
    with_defaults.chain(args.vararg.as_deref()).chain(args.kwarg.as_deref())
}

//! How deep a parsed tree may nest, checked before anything walks it recursively.
//!
//! rustpython's parser is an LR parser: it builds a left-nested `1 + 1 + … + 1` of any length
//! without recursing, but everything after it (our scope walks, lowering, evaluation, even
//! dropping the tree) recurses once per level. So every parse goes through [`parse_suite`] or
//! [`parse_expression`], which measure the tree with an explicit stack and refuse one nested
//! deeper than CPython accepts; a refused tree is taken apart iteratively, so no input can
//! exhaust the native stack.

use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::{TextRange, TextSize};

/// Levels accepted, statements and expressions together: CPython 3.11's symbol table and AST
/// optimizer count every statement and expression they enter inside another and refuse a
/// program that goes past 3,000 (`RecursionError: maximum recursion depth exceeded during
/// compilation`), names or constants alike: a module-level `x = y + … + y` of 2,999 terms
/// compiles, one of 3,000 does not, and one more statement around it takes one term off.
pub const MAX_EXPR_NESTING: u32 = 3_000;

/// Nested blocks accepted: CPython's tokenizer allows 100 levels of indentation (a one-line
/// `if x: pass` body is a block without an indentation level of its own).
pub const MAX_BLOCK_NESTING: u32 = 100;

/// `elif` branches accepted after one `if`. Each is indented as its `if` (CPython compiles
/// thousands), but the parsed tree nests each in the one before, and the walks after this
/// one recurse once per branch.
pub const MAX_ELIF_CHAIN: u32 = 1_000;

/// Why a text could not be parsed.
pub enum ParseFailure {
    Syntax(rustpython_parser::ParseError),
    TooDeep(TooDeep),
    /// A rule CPython checks after parsing: the program never runs there.
    Compile(super::compile_limits::CompileError),
}

/// The first node nested past a limit: where it starts and which limit it broke.
pub struct TooDeep {
    pub at: TextSize,
    pub message: String,
}

/// Parses a module, refusing a tree nested deeper than the limits.
pub fn parse_suite(text: &str, name: &str) -> Result<Vec<ast::Stmt>, ParseFailure> {
    let mut body = <ast::Suite as rustpython_parser::Parse>::parse(text, name).map_err(ParseFailure::Syntax)?;
    let nodes = body.iter_mut().map(Node::Stmt).collect();
    match too_deep(nodes, text) {
        None => {
            let broken = super::compile_limits::first_broken(text, &body)
                .or_else(|| super::target_rules::first_broken(text, &body))
                .or_else(|| super::symbol_rules::first_broken(text, &body));
            if let Some(broken) = broken {
                return Err(ParseFailure::Compile(broken));
            }
            Ok(prepared(text, body))
        }
        Some(err) => {
            dismantle(body.into_iter().map(Owned::Stmt).collect());
            Err(ParseFailure::TooDeep(err))
        }
    }
}

/// Parses a module clauz3 ships in its binary, without [`parse_suite`]'s refusals: those
/// texts are fixed when clauz3 is built, and `tests/compile_errors.rs` holds every one of
/// them to the refusals, so asking again in every process only costs time (a third of the
/// parse of a modelled module such as `datetime`: the compile rules lex a long text a second
/// time and walk its tree three times).
pub fn parse_shipped_suite(text: &str, name: &str) -> Result<Vec<ast::Stmt>, ParseFailure> {
    let body = <ast::Suite as rustpython_parser::Parse>::parse(text, name).map_err(ParseFailure::Syntax)?;
    Ok(prepared(text, body))
}

/// A parsed module with the imports inside functions hoisted and bound, as every later step
/// expects.
fn prepared(text: &str, mut body: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
    super::local_imports::hoist(text, &mut body);
    super::local_import_bindings::localize(&mut body);
    body
}

/// Parses one expression, refusing a tree nested deeper than the limits.
pub fn parse_expression(text: &str, name: &str) -> Result<ast::Expr, ParseFailure> {
    let mut expr = <ast::Expr as rustpython_parser::Parse>::parse(text, name).map_err(ParseFailure::Syntax)?;
    match too_deep(vec![Node::Expr(&mut expr)], text) {
        None => Ok(expr),
        Some(err) => {
            dismantle(vec![Owned::Expr(expr)]);
            Err(ParseFailure::TooDeep(err))
        }
    }
}

impl ParseFailure {
    /// Where it failed and a one-line reason.
    pub fn located(&self) -> (TextSize, String) {
        match self {
            ParseFailure::Syntax(e) => (e.offset, e.error.to_string()),
            ParseFailure::TooDeep(t) => (t.at, t.message.clone()),
            ParseFailure::Compile(c) => (c.at, c.message.clone()),
        }
    }
}

/// A node of the tree, borrowed for a walk.
enum Node<'a> {
    Stmt(&'a mut ast::Stmt),
    Expr(&'a mut ast::Expr),
    Pattern(&'a mut ast::Pattern),
}

/// A node of the tree, owned while it is taken apart.
enum Owned {
    Stmt(ast::Stmt),
    Expr(ast::Expr),
    Pattern(ast::Pattern),
}

/// The first node (in source order) past a limit, walking with an explicit stack. Expression
/// levels count expressions and patterns; block levels count statement bodies, but for an
/// `elif` (an `if` alone in the `else` before it, written `elif` in `text`), which counts
/// towards the chain of branches instead.
fn too_deep(roots: Vec<Node<'_>>, text: &str) -> Option<TooDeep> {
    let mut stack: Vec<(Node<'_>, Levels)> = roots.into_iter().rev().map(|n| (n, Levels::default())).collect();
    while let Some((node, outer)) = stack.pop() {
        let (range, levels) = match &node {
            Node::Stmt(s) if outer.elif => (s.range(), Levels { exprs: 0, elifs: outer.elifs + 1, ..outer }),
            Node::Stmt(s) => (s.range(), Levels { exprs: 0, blocks: outer.blocks + 1, elifs: 0, elif: false }),
            Node::Expr(e) => (e.range(), Levels { exprs: outer.exprs + 1, ..outer }),
            Node::Pattern(p) => (p.range(), Levels { exprs: outer.exprs + 1, ..outer }),
        };
        if let Some(message) = levels.broken() {
            return Some(TooDeep { at: range.start(), message });
        }
        let elif = elif_branch(&node, text);
        let mut kids = Vec::new();
        children(node, &mut kids);
        stack.extend(kids.into_iter().rev().map(|k| {
            let is_elif = matches!(&k, Node::Stmt(s) if Some(s.range().start()) == elif);
            (k, Levels { elif: is_elif, ..levels })
        }));
    }
    None
}

/// How deep a node of the tree sits, by each limit.
#[derive(Clone, Copy, Default)]
struct Levels {
    exprs: u32,
    blocks: u32,
    elifs: u32,
    /// Whether the node is the `elif` of the statement above it.
    elif: bool,
}

impl Levels {
    /// The limit these levels break, as a message.
    fn broken(&self) -> Option<String> {
        if self.exprs + self.blocks + self.elifs > MAX_EXPR_NESTING {
            return Some(format!("expression nested more than {MAX_EXPR_NESTING} levels deep"));
        }
        if self.blocks > MAX_BLOCK_NESTING {
            return Some(format!(
                "blocks nested more than {MAX_BLOCK_NESTING} levels deep (too many levels of indentation)"
            ));
        }
        if self.elifs > MAX_ELIF_CHAIN {
            return Some(format!("an `if` with more than {MAX_ELIF_CHAIN} `elif` branches"));
        }
        None
    }
}

/// Where the `elif` of an `if` statement starts: its `else` holding only an `if` that the
/// text spells `elif`.
fn elif_branch(node: &Node<'_>, text: &str) -> Option<TextSize> {
    let Node::Stmt(ast::Stmt::If(i)) = node else { return None };
    let [ast::Stmt::If(inner)] = i.orelse.as_slice() else { return None };
    let start = inner.range.start();
    text.get(usize::from(start)..).is_some_and(|rest| rest.starts_with("elif")).then_some(start)
}

/// Drops a tree one node at a time: each node's children are moved out (a placeholder left in
/// their place) before the node itself is dropped, so no drop recurses more than one level.
fn dismantle(mut stack: Vec<Owned>) {
    while let Some(mut node) = stack.pop() {
        let mut kids = Vec::new();
        let borrowed = match &mut node {
            Owned::Stmt(s) => Node::Stmt(s),
            Owned::Expr(e) => Node::Expr(e),
            Owned::Pattern(p) => Node::Pattern(p),
        };
        children(borrowed, &mut kids);
        stack.extend(kids.into_iter().map(|k| match k {
            Node::Stmt(s) => {
                Owned::Stmt(std::mem::replace(s, ast::Stmt::Pass(ast::StmtPass { range: TextRange::default() })))
            }
            Node::Expr(e) => Owned::Expr(std::mem::replace(e, placeholder_expr())),
            Node::Pattern(p) => Owned::Pattern(std::mem::replace(
                p,
                ast::Pattern::MatchSingleton(ast::PatternMatchSingleton {
                    range: TextRange::default(),
                    value: ast::Constant::None,
                }),
            )),
        }));
    }
}

fn placeholder_expr() -> ast::Expr {
    ast::Expr::Constant(ast::ExprConstant { range: TextRange::default(), value: ast::Constant::None, kind: None })
}

/// Every direct child node: the statements, expressions and patterns a node holds, through
/// the helper structures (arguments, comprehensions, handlers, cases) that are no nodes here.
fn children<'a>(node: Node<'a>, out: &mut Vec<Node<'a>>) {
    match node {
        Node::Stmt(s) => stmt_children(s, out),
        Node::Expr(e) => expr_children(e, out),
        Node::Pattern(p) => pattern_children(p, out),
    }
}

fn exprs<'a>(out: &mut Vec<Node<'a>>, items: impl IntoIterator<Item = &'a mut ast::Expr>) {
    out.extend(items.into_iter().map(Node::Expr));
}

fn stmts<'a>(out: &mut Vec<Node<'a>>, items: &'a mut [ast::Stmt]) {
    out.extend(items.iter_mut().map(Node::Stmt));
}

fn arguments<'a>(args: &'a mut ast::Arguments, out: &mut Vec<Node<'a>>) {
    for a in args.posonlyargs.iter_mut().chain(&mut args.args).chain(&mut args.kwonlyargs) {
        exprs(out, a.def.annotation.as_deref_mut());
        exprs(out, a.default.as_deref_mut());
    }
    for a in args.vararg.iter_mut().chain(&mut args.kwarg) {
        exprs(out, a.annotation.as_deref_mut());
    }
}

fn type_params<'a>(params: &'a mut [ast::TypeParam], out: &mut Vec<Node<'a>>) {
    for p in params {
        if let ast::TypeParam::TypeVar(v) = p {
            exprs(out, v.bound.as_deref_mut());
        }
    }
}

fn handlers<'a>(handlers: &'a mut [ast::ExceptHandler], out: &mut Vec<Node<'a>>) {
    for h in handlers {
        let ast::ExceptHandler::ExceptHandler(h) = h;
        exprs(out, h.type_.as_deref_mut());
        stmts(out, &mut h.body);
    }
}

fn stmt_children<'a>(s: &'a mut ast::Stmt, out: &mut Vec<Node<'a>>) {
    match s {
        ast::Stmt::FunctionDef(f) => {
            exprs(out, &mut f.decorator_list);
            arguments(&mut f.args, out);
            exprs(out, f.returns.as_deref_mut());
            type_params(&mut f.type_params, out);
            stmts(out, &mut f.body);
        }
        ast::Stmt::AsyncFunctionDef(f) => {
            exprs(out, &mut f.decorator_list);
            arguments(&mut f.args, out);
            exprs(out, f.returns.as_deref_mut());
            type_params(&mut f.type_params, out);
            stmts(out, &mut f.body);
        }
        ast::Stmt::ClassDef(c) => {
            exprs(out, &mut c.decorator_list);
            exprs(out, &mut c.bases);
            exprs(out, c.keywords.iter_mut().map(|k| &mut k.value));
            type_params(&mut c.type_params, out);
            stmts(out, &mut c.body);
        }
        ast::Stmt::Return(r) => exprs(out, r.value.as_deref_mut()),
        ast::Stmt::Delete(d) => exprs(out, &mut d.targets),
        ast::Stmt::Assign(a) => {
            exprs(out, &mut a.targets);
            out.push(Node::Expr(&mut a.value));
        }
        ast::Stmt::TypeAlias(t) => {
            out.push(Node::Expr(&mut t.name));
            type_params(&mut t.type_params, out);
            out.push(Node::Expr(&mut t.value));
        }
        ast::Stmt::AugAssign(a) => exprs(out, [&mut *a.target, &mut *a.value]),
        ast::Stmt::AnnAssign(a) => {
            exprs(out, [&mut *a.target, &mut *a.annotation]);
            exprs(out, a.value.as_deref_mut());
        }
        ast::Stmt::For(f) => {
            exprs(out, [&mut *f.target, &mut *f.iter]);
            stmts(out, &mut f.body);
            stmts(out, &mut f.orelse);
        }
        ast::Stmt::AsyncFor(f) => {
            exprs(out, [&mut *f.target, &mut *f.iter]);
            stmts(out, &mut f.body);
            stmts(out, &mut f.orelse);
        }
        ast::Stmt::While(w) => {
            out.push(Node::Expr(&mut w.test));
            stmts(out, &mut w.body);
            stmts(out, &mut w.orelse);
        }
        ast::Stmt::If(i) => {
            out.push(Node::Expr(&mut i.test));
            stmts(out, &mut i.body);
            stmts(out, &mut i.orelse);
        }
        ast::Stmt::With(w) => {
            for item in &mut w.items {
                out.push(Node::Expr(&mut item.context_expr));
                exprs(out, item.optional_vars.as_deref_mut());
            }
            stmts(out, &mut w.body);
        }
        ast::Stmt::AsyncWith(w) => {
            for item in &mut w.items {
                out.push(Node::Expr(&mut item.context_expr));
                exprs(out, item.optional_vars.as_deref_mut());
            }
            stmts(out, &mut w.body);
        }
        ast::Stmt::Match(m) => {
            out.push(Node::Expr(&mut m.subject));
            for case in &mut m.cases {
                out.push(Node::Pattern(&mut case.pattern));
                exprs(out, case.guard.as_deref_mut());
                stmts(out, &mut case.body);
            }
        }
        ast::Stmt::Raise(r) => {
            exprs(out, r.exc.as_deref_mut());
            exprs(out, r.cause.as_deref_mut());
        }
        ast::Stmt::Try(t) => {
            stmts(out, &mut t.body);
            handlers(&mut t.handlers, out);
            stmts(out, &mut t.orelse);
            stmts(out, &mut t.finalbody);
        }
        ast::Stmt::TryStar(t) => {
            stmts(out, &mut t.body);
            handlers(&mut t.handlers, out);
            stmts(out, &mut t.orelse);
            stmts(out, &mut t.finalbody);
        }
        ast::Stmt::Assert(a) => {
            out.push(Node::Expr(&mut a.test));
            exprs(out, a.msg.as_deref_mut());
        }
        ast::Stmt::Expr(e) => out.push(Node::Expr(&mut e.value)),
        ast::Stmt::Import(_)
        | ast::Stmt::ImportFrom(_)
        | ast::Stmt::Global(_)
        | ast::Stmt::Nonlocal(_)
        | ast::Stmt::Pass(_)
        | ast::Stmt::Break(_)
        | ast::Stmt::Continue(_) => {}
    }
}

fn comprehensions<'a>(gens: &'a mut [ast::Comprehension], out: &mut Vec<Node<'a>>) {
    for g in gens {
        exprs(out, [&mut g.target, &mut g.iter]);
        exprs(out, &mut g.ifs);
    }
}

fn expr_children<'a>(e: &'a mut ast::Expr, out: &mut Vec<Node<'a>>) {
    match e {
        ast::Expr::BoolOp(b) => exprs(out, &mut b.values),
        ast::Expr::NamedExpr(n) => exprs(out, [&mut *n.target, &mut *n.value]),
        ast::Expr::BinOp(b) => exprs(out, [&mut *b.left, &mut *b.right]),
        ast::Expr::UnaryOp(u) => out.push(Node::Expr(&mut u.operand)),
        ast::Expr::Lambda(l) => {
            arguments(&mut l.args, out);
            out.push(Node::Expr(&mut l.body));
        }
        ast::Expr::IfExp(i) => exprs(out, [&mut *i.test, &mut *i.body, &mut *i.orelse]),
        ast::Expr::Dict(d) => {
            exprs(out, d.keys.iter_mut().flatten());
            exprs(out, &mut d.values);
        }
        ast::Expr::Set(s) => exprs(out, &mut s.elts),
        ast::Expr::ListComp(c) => {
            out.push(Node::Expr(&mut c.elt));
            comprehensions(&mut c.generators, out);
        }
        ast::Expr::SetComp(c) => {
            out.push(Node::Expr(&mut c.elt));
            comprehensions(&mut c.generators, out);
        }
        ast::Expr::DictComp(c) => {
            exprs(out, [&mut *c.key, &mut *c.value]);
            comprehensions(&mut c.generators, out);
        }
        ast::Expr::GeneratorExp(c) => {
            out.push(Node::Expr(&mut c.elt));
            comprehensions(&mut c.generators, out);
        }
        ast::Expr::Await(a) => out.push(Node::Expr(&mut a.value)),
        ast::Expr::Yield(y) => exprs(out, y.value.as_deref_mut()),
        ast::Expr::YieldFrom(y) => out.push(Node::Expr(&mut y.value)),
        ast::Expr::Compare(c) => {
            out.push(Node::Expr(&mut c.left));
            exprs(out, &mut c.comparators);
        }
        ast::Expr::Call(c) => {
            out.push(Node::Expr(&mut c.func));
            exprs(out, &mut c.args);
            exprs(out, c.keywords.iter_mut().map(|k| &mut k.value));
        }
        ast::Expr::FormattedValue(f) => {
            out.push(Node::Expr(&mut f.value));
            exprs(out, f.format_spec.as_deref_mut());
        }
        ast::Expr::JoinedStr(j) => exprs(out, &mut j.values),
        ast::Expr::Attribute(a) => out.push(Node::Expr(&mut a.value)),
        ast::Expr::Subscript(s) => exprs(out, [&mut *s.value, &mut *s.slice]),
        ast::Expr::Starred(s) => out.push(Node::Expr(&mut s.value)),
        ast::Expr::List(l) => exprs(out, &mut l.elts),
        ast::Expr::Tuple(t) => exprs(out, &mut t.elts),
        ast::Expr::Slice(s) => {
            exprs(out, s.lower.as_deref_mut());
            exprs(out, s.upper.as_deref_mut());
            exprs(out, s.step.as_deref_mut());
        }
        ast::Expr::Constant(_) | ast::Expr::Name(_) => {}
    }
}

fn pattern_children<'a>(p: &'a mut ast::Pattern, out: &mut Vec<Node<'a>>) {
    let patterns =
        |out: &mut Vec<Node<'a>>, ps: &'a mut Vec<ast::Pattern>| out.extend(ps.iter_mut().map(Node::Pattern));
    match p {
        ast::Pattern::MatchValue(v) => out.push(Node::Expr(&mut v.value)),
        ast::Pattern::MatchSequence(s) => patterns(out, &mut s.patterns),
        ast::Pattern::MatchMapping(m) => {
            exprs(out, &mut m.keys);
            patterns(out, &mut m.patterns);
        }
        ast::Pattern::MatchClass(c) => {
            out.push(Node::Expr(&mut c.cls));
            patterns(out, &mut c.patterns);
            patterns(out, &mut c.kwd_patterns);
        }
        ast::Pattern::MatchAs(a) => out.extend(a.pattern.as_deref_mut().map(Node::Pattern)),
        ast::Pattern::MatchOr(o) => patterns(out, &mut o.patterns),
        ast::Pattern::MatchSingleton(_) | ast::Pattern::MatchStar(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth_error(text: &str) -> Option<(u32, String)> {
        match parse_suite(text, "t.py") {
            Ok(_) => None,
            Err(ParseFailure::TooDeep(t)) => Some((t.at.to_u32(), t.message)),
            Err(ParseFailure::Syntax(e)) => panic!("syntax error: {e}"),
            Err(ParseFailure::Compile(c)) => panic!("refused as CPython's compiler would: {}", c.message),
        }
    }

    #[test]
    fn a_flat_sum_as_long_as_cpython_compiles_is_accepted() {
        let sum = vec!["1"; 2_990].join("+");
        assert_eq!(depth_error(&format!("def main():\n    return {sum}\n")), None);
    }

    #[test]
    fn a_flat_sum_of_a_million_terms_is_refused_where_it_starts() {
        let sum = vec!["1"; 1_000_000].join("+");
        let (at, message) = depth_error(&format!("def main():\n    return {sum}\n")).expect("refused");
        assert_eq!(at, 23);
        assert_eq!(message, "expression nested more than 3000 levels deep");
    }

    #[test]
    fn deep_trees_anywhere_are_refused_without_overflowing_the_stack() {
        let deep = |open: &str, close: &str| format!("{}1{}", open.repeat(400_000), close.repeat(400_000));
        let texts = [
            format!("x = {}1\n", "-".repeat(1_000_000)),
            format!("x = {}\n", deep("[", "]")),
            format!("def f(a={}):\n    pass\n", deep("(-", ")")),
            format!("match x:\n    case {}:\n        pass\n", ["a"; 500_000].join(".")),
            format!("x = lambda: {}\n", "lambda: ".repeat(200_000) + "1"),
        ];
        for text in &texts[..4] {
            assert!(depth_error(text).is_some(), "{}", &text[..40]);
        }
        assert!(parse_expression(&"-".repeat(1_000_000), "e").is_err());
        assert!(depth_error(&texts[4]).is_some());
    }

    #[test]
    fn blocks_nested_as_deep_as_cpython_indents_are_accepted_and_deeper_refused() {
        let nest = |n: usize| -> String {
            (0..n).map(|i| format!("{}if x:\n", " ".repeat(i))).collect::<String>() + &" ".repeat(n) + "pass\n"
        };
        assert_eq!(depth_error(&nest(99)), None);
        let (_, message) = depth_error(&nest(150)).expect("refused");
        assert_eq!(message, "blocks nested more than 100 levels deep (too many levels of indentation)");
    }

    #[test]
    fn a_long_elif_chain_is_one_level_of_blocks() {
        let chain = |n: usize| -> String {
            let mut text = "if x == 0:\n    pass\n".to_owned();
            text += &(1..n).map(|i| format!("elif x == {i}:\n    pass\n")).collect::<String>();
            text
        };
        assert_eq!(depth_error(&chain(800)), None);
        let (_, message) = depth_error(&chain(1_200)).expect("refused");
        assert_eq!(message, "an `if` with more than 1000 `elif` branches");
        // An `else:` holding an indented `if` is a block of its own, as CPython indents it.
        let nested =
            (0..150).map(|i| format!("{0}if x:\n{0}    pass\n{0}else:\n", " ".repeat(4 * i))).collect::<String>()
                + &" ".repeat(600)
                + "pass\n";
        assert!(depth_error(&nested).is_some());
    }
}

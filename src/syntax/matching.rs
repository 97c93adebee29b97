//! `match` statements, lowered before anything else reads a function to the `if` statements
//! they mean, so both domains run them with the operations they already have: a pattern is a
//! condition on the subject (`isinstance`, `len`, `==`, `is`, `in`) and the names it captures
//! are plain assignments made once the condition holds, before the guard, as in CPython.
//!
//! ```text
//! match cmd:                      $subject7 = cmd
//!     case ["go", d] if d:        $done7 = False
//!         body                    if <list or tuple of 2, [0] == "go">:
//!     case _:                         d = $subject7[1]
//!         other                       if d:
//!                                         $done7 = True
//!                                         body
//!                                 if not $done7:
//!                                     $done7 = True
//!                                     other
//! ```
//!
//! The names the lowering introduces start with `$`, which no Python name can: hidden
//! variables, and builtins (`$len`) the resolver gives the builtin even where the program
//! rebinds its name.

use crate::diag::Diagnostic;
use crate::source::FileId;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::TextRange;
use std::collections::BTreeSet;

/// How lowered code names a builtin whatever the program binds (see `Lowerer::resolve`).
pub const BUILTIN_PREFIX: &str = "$";

/// Builtin classes whose class pattern takes one positional pattern matched against the
/// subject itself (`case int(n):`), as CPython's `__match_args__`-less self-matching types.
const SELF_MATCHING: &[&str] = &["bool", "dict", "float", "int", "list", "set", "str", "tuple"];

/// Lowers the `match` statements of a module's function and method bodies (at any depth).
pub fn desugar_module(body: &[ast::Stmt], file: FileId, diags: &mut Vec<Diagnostic>) -> Vec<ast::Stmt> {
    let classes = super::match_class::Classes::of(body);
    let mut lowering = Desugar { file, diags, counter: 0, classes };
    body.iter()
        .map(|s| match s {
            ast::Stmt::FunctionDef(d) => {
                let mut d = d.clone();
                d.body = lowering.block(&d.body);
                ast::Stmt::FunctionDef(d)
            }
            // Methods of the program's classes.
            ast::Stmt::ClassDef(c) => {
                let mut c = c.clone();
                c.body = c.body.iter().map(|s| lowering.nested(s)).collect();
                ast::Stmt::ClassDef(c)
            }
            // A module-level `match` runs as the module loads, one statement (`if True:`)
            // holding what it means; a loop or `if` at module level may hold one too.
            ast::Stmt::Match(m) => if_stmt(constant_bool(true, m.range), lowering.statement(m), m.range),
            other => lowering.nested(other),
        })
        .collect()
}

/// A pattern's meaning: the conditions, in order, and the names it binds with their values.
#[derive(Default)]
struct Meaning {
    tests: Vec<ast::Expr>,
    binds: Vec<(String, ast::Expr)>,
}

struct Desugar<'d> {
    file: FileId,
    diags: &'d mut Vec<Diagnostic>,
    counter: usize,
    classes: super::match_class::Classes,
}

impl Desugar<'_> {
    fn block(&mut self, body: &[ast::Stmt]) -> Vec<ast::Stmt> {
        let mut out = Vec::with_capacity(body.len());
        for s in body {
            match s {
                ast::Stmt::Match(m) => out.extend(self.statement(m)),
                // A nested `def` with decorators is the `def`, then `f = d(f)`.
                ast::Stmt::FunctionDef(d) if !d.decorator_list.is_empty() => {
                    out.extend(super::decorated::expand_nested(d).iter().map(|s| self.nested(s)));
                }
                other => out.push(self.nested(other)),
            }
        }
        out
    }

    /// A statement other than `match`, with the blocks inside it lowered.
    fn nested(&mut self, s: &ast::Stmt) -> ast::Stmt {
        let mut s = s.clone();
        match &mut s {
            ast::Stmt::FunctionDef(d) => d.body = self.block(&d.body),
            ast::Stmt::For(f) => {
                f.body = self.block(&f.body);
                f.orelse = self.block(&f.orelse);
            }
            ast::Stmt::While(w) => {
                w.body = self.block(&w.body);
                w.orelse = self.block(&w.orelse);
            }
            ast::Stmt::If(i) => {
                i.body = self.block(&i.body);
                i.orelse = self.block(&i.orelse);
            }
            ast::Stmt::Try(t) => {
                t.body = self.block(&t.body);
                for ast::ExceptHandler::ExceptHandler(h) in &mut t.handlers {
                    h.body = self.block(&h.body);
                }
                t.orelse = self.block(&t.orelse);
                t.finalbody = self.block(&t.finalbody);
            }
            ast::Stmt::With(w) => w.body = self.block(&w.body),
            // The methods of a class defined inside a function (`local_class.rs`), as
            // `desugar_module` reads those of a module-level one.
            ast::Stmt::ClassDef(c) => c.body = c.body.iter().map(|m| self.nested(m)).collect(),
            _ => {}
        }
        s
    }

    fn refuse(&mut self, message: impl Into<String>, at: TextRange) {
        let span = crate::source::Span::new(self.file, at.start().to_u32(), at.end().to_u32());
        self.diags.push(Diagnostic::unsupported(message, span));
    }

    fn statement(&mut self, m: &ast::StmtMatch) -> Vec<ast::Stmt> {
        self.counter += 1;
        let range = m.range;
        let subject_name = format!("$subject{}", self.counter);
        let done_name = format!("$done{}", self.counter);
        let subject = name(&subject_name, range);
        let mut out = vec![
            assign(&subject_name, (*m.subject).clone(), range),
            assign(&done_name, constant_bool(false, range), range),
        ];
        for (i, case) in m.cases.iter().enumerate() {
            let at = case.pattern.range();
            if i + 1 < m.cases.len() && case.guard.is_none() && irrefutable(&case.pattern) {
                self.refuse(
                    "this pattern matches everything, so the cases after it can never run (a SyntaxError in CPython): make it the last case",
                    at,
                );
            }
            let Some(meaning) = self.pattern(&case.pattern, &subject) else { continue };
            let mut body = vec![assign(&done_name, constant_bool(true, at), at)];
            body.extend(self.block(&case.body));
            let mut matched: Vec<ast::Stmt> = meaning.binds.into_iter().map(|(n, v)| assign(&n, v, at)).collect();
            match &case.guard {
                Some(guard) => matched.push(if_stmt((**guard).clone(), body, guard.range())),
                None => matched.extend(body),
            }
            let mut tests = Vec::new();
            if i > 0 {
                tests.push(ast::Expr::UnaryOp(ast::ExprUnaryOp {
                    range: at,
                    op: ast::UnaryOp::Not,
                    operand: Box::new(name(&done_name, at)),
                }));
            }
            tests.extend(meaning.tests);
            out.push(if_stmt(all(tests, at), matched, at));
        }
        out
    }

    /// What matching `pattern` against `subject` tests and binds; `None` once refused. A
    /// name bound twice (`case (a, a):`, `case [a] as a:`) is CPython's SyntaxError.
    fn pattern(&mut self, pattern: &ast::Pattern, subject: &ast::Expr) -> Option<Meaning> {
        let meaning = self.pattern_parts(pattern, subject)?;
        let mut seen = BTreeSet::new();
        if let Some((twice, _)) = meaning.binds.iter().find(|(n, _)| !seen.insert(n.as_str())) {
            let at = pattern.range();
            let span = crate::source::Span::new(self.file, at.start().to_u32(), at.end().to_u32());
            let message = format!("invalid syntax: multiple assignments to name '{twice}' in pattern");
            self.diags.push(Diagnostic::new(crate::diag::DiagKind::Syntax, "syntax-error", message, Some(span)));
            return None;
        }
        Some(meaning)
    }

    fn pattern_parts(&mut self, pattern: &ast::Pattern, subject: &ast::Expr) -> Option<Meaning> {
        let at = pattern.range();
        let mut m = Meaning::default();
        match pattern {
            ast::Pattern::MatchValue(v) => {
                m.tests.push(compare(subject.clone(), ast::CmpOp::Eq, (*v.value).clone(), at))
            }
            ast::Pattern::MatchSingleton(s) => {
                let value = ast::Expr::Constant(ast::ExprConstant { range: at, value: s.value.clone(), kind: None });
                m.tests.push(compare(subject.clone(), ast::CmpOp::Is, value, at));
            }
            ast::Pattern::MatchAs(a) => {
                if let Some(inner) = &a.pattern {
                    m = self.pattern(inner, subject)?;
                }
                if let Some(n) = &a.name {
                    m.binds.push((n.to_string(), subject.clone()));
                }
            }
            ast::Pattern::MatchOr(o) => return self.alternatives(&o.patterns, subject, at),
            ast::Pattern::MatchSequence(s) => return self.sequence(&s.patterns, subject, at),
            ast::Pattern::MatchMapping(map) => return self.mapping(map, subject),
            ast::Pattern::MatchClass(c) => return self.class(c, subject),
            ast::Pattern::MatchStar(_) => {
                self.refuse("a starred pattern outside a sequence pattern", at);
                return None;
            }
        }
        Some(m)
    }

    /// `P1 | P2 | ...`: the first alternative that matches binds the names, which every
    /// alternative must bind alike.
    fn alternatives(&mut self, patterns: &[ast::Pattern], subject: &ast::Expr, at: TextRange) -> Option<Meaning> {
        let mut meanings = Vec::new();
        for p in patterns {
            meanings.push(self.pattern(p, subject)?);
        }
        let names = |m: &Meaning| m.binds.iter().map(|(n, _)| n.clone()).collect::<BTreeSet<_>>();
        let first = names(&meanings[0]);
        if meanings.iter().any(|m| names(m) != first) {
            self.refuse("alternative patterns bind different names (a SyntaxError in CPython)", at);
            return None;
        }
        let conditions: Vec<ast::Expr> = meanings.iter().map(|m| all(m.tests.clone(), at)).collect();
        let mut binds = Vec::new();
        for n in &first {
            // The value from the first alternative that matched: a chain of conditionals.
            let mut value: Option<ast::Expr> = None;
            for (m, cond) in meanings.iter().zip(&conditions).rev() {
                let this = m.binds.iter().find(|(b, _)| b == n).map(|(_, v)| v.clone())?;
                value = Some(match value {
                    None => this,
                    Some(otherwise) => ast::Expr::IfExp(ast::ExprIfExp {
                        range: at,
                        test: Box::new(cond.clone()),
                        body: Box::new(this),
                        orelse: Box::new(otherwise),
                    }),
                });
            }
            binds.push((n.clone(), value?));
        }
        let test = ast::Expr::BoolOp(ast::ExprBoolOp { range: at, op: ast::BoolOp::Or, values: conditions });
        Some(Meaning { tests: vec![test], binds })
    }

    /// `[a, b, *rest]`: a list, tuple or range (never a str) of the right length, item by item.
    fn sequence(&mut self, patterns: &[ast::Pattern], subject: &ast::Expr, at: TextRange) -> Option<Meaning> {
        let star = patterns.iter().position(|p| matches!(p, ast::Pattern::MatchStar(_)));
        if patterns.iter().filter(|p| matches!(p, ast::Pattern::MatchStar(_))).count() > 1 {
            self.refuse("multiple starred names in a sequence pattern (a SyntaxError in CPython)", at);
            return None;
        }
        let fixed = patterns.len() - usize::from(star.is_some());
        let kinds = tuple(["list", "tuple", "range"].iter().map(|b| builtin(b, at)).collect(), at);
        let mut m = Meaning::default();
        m.tests.push(call("isinstance", vec![subject.clone(), kinds], at));
        let length = call("len", vec![subject.clone()], at);
        let op = if star.is_some() { ast::CmpOp::GtE } else { ast::CmpOp::Eq };
        m.tests.push(compare(length, op, int(fixed as i64, at), at));
        for (i, p) in patterns.iter().enumerate() {
            let item = match star {
                Some(s) if i > s => index(subject, -((patterns.len() - i) as i64), at),
                Some(s) if i == s => {
                    let ast::Pattern::MatchStar(st) = p else { continue };
                    if let Some(n) = &st.name {
                        let after = patterns.len() - i - 1;
                        let upper = (after > 0).then(|| int(-(after as i64), at));
                        // A list of the items, whatever the sequence (a range's slice is a range).
                        let slice = ast::Expr::Subscript(ast::ExprSubscript {
                            range: at,
                            value: Box::new(call("list", vec![subject.clone()], at)),
                            slice: Box::new(ast::Expr::Slice(ast::ExprSlice {
                                range: at,
                                lower: Some(Box::new(int(i as i64, at))),
                                upper: upper.map(Box::new),
                                step: None,
                            })),
                            ctx: ast::ExprContext::Load,
                        });
                        m.binds.push((n.to_string(), slice));
                    }
                    continue;
                }
                _ => index(subject, i as i64, at),
            };
            let inner = self.pattern(p, &item)?;
            m.tests.extend(inner.tests);
            m.binds.extend(inner.binds);
        }
        Some(m)
    }

    /// `{"k": P, **rest}`: a dict holding each key, its value matching; `rest` the other items.
    fn mapping(&mut self, map: &ast::PatternMatchMapping, subject: &ast::Expr) -> Option<Meaning> {
        let at = map.range;
        let mut m = Meaning::default();
        m.tests.push(call("isinstance", vec![subject.clone(), builtin("dict", at)], at));
        let mut literal_keys = Vec::new();
        for key in &map.keys {
            if let ast::Expr::Constant(c) = key {
                if literal_keys.contains(&&c.value) {
                    self.refuse(
                        "this mapping pattern names the same key twice (a SyntaxError in CPython)",
                        key.range(),
                    );
                    return None;
                }
                literal_keys.push(&c.value);
            }
        }
        for (key, p) in map.keys.iter().zip(&map.patterns) {
            m.tests.push(compare(key.clone(), ast::CmpOp::In, subject.clone(), key.range()));
            let value = ast::Expr::Subscript(ast::ExprSubscript {
                range: at,
                value: Box::new(subject.clone()),
                slice: Box::new(key.clone()),
                ctx: ast::ExprContext::Load,
            });
            let inner = self.pattern(p, &value)?;
            m.tests.extend(inner.tests);
            m.binds.extend(inner.binds);
        }
        if let Some(rest) = &map.rest {
            // {k: v for k, v in subject.items() if k not in (keys...)}
            let (k, v) = (format!("$key{}", self.counter), format!("$value{}", self.counter));
            let items = ast::Expr::Call(ast::ExprCall {
                range: at,
                func: Box::new(ast::Expr::Attribute(ast::ExprAttribute {
                    range: at,
                    value: Box::new(subject.clone()),
                    attr: ast::Identifier::new("items"),
                    ctx: ast::ExprContext::Load,
                })),
                args: Vec::new(),
                keywords: Vec::new(),
            });
            let target = ast::Expr::Tuple(ast::ExprTuple {
                range: at,
                elts: vec![store(&k, at), store(&v, at)],
                ctx: ast::ExprContext::Store,
            });
            let keys = tuple(map.keys.clone(), at);
            let comprehension = ast::Comprehension {
                range: Default::default(),
                target,
                iter: items,
                ifs: vec![compare(name(&k, at), ast::CmpOp::NotIn, keys, at)],
                is_async: false,
            };
            let dict = ast::Expr::DictComp(ast::ExprDictComp {
                range: at,
                key: Box::new(name(&k, at)),
                value: Box::new(name(&v, at)),
                generators: vec![comprehension],
            });
            m.binds.push((rest.to_string(), dict));
        }
        Some(m)
    }

    /// `int(n)`, `str()`: an instance of a builtin class, its one positional pattern matched
    /// against the subject itself; `Point(x, y=0)`: an instance of a program class, its
    /// attributes matched (`program_class`).
    fn class(&mut self, c: &ast::PatternMatchClass, subject: &ast::Expr) -> Option<Meaning> {
        let at = c.range;
        let class_name = match &*c.cls {
            ast::Expr::Name(n) if SELF_MATCHING.contains(&n.id.as_str()) || n.id.as_str() == "slice" => {
                n.id.to_string()
            }
            ast::Expr::Name(n) => return self.program_class(c, n.id.as_str(), subject),
            other => {
                self.refuse(
                    format!(
                        "this class pattern is not in the clauz3 subset: `{}` (name a builtin class or a dataclass of the program)",
                        span_text(other)
                    ),
                    other.range(),
                );
                return None;
            }
        };
        if !c.kwd_patterns.is_empty() {
            self.refuse(
                format!("keyword patterns in `{class_name}(...)` are not in the clauz3 subset: use `{class_name}(name)` and test `name` in a guard"),
                at,
            );
            return None;
        }
        // `slice` is no self-matching class: CPython takes no positional pattern for it.
        let most = usize::from(class_name != "slice");
        if c.patterns.len() > most {
            let plural = if most == 1 { "" } else { "s" };
            let given = c.patterns.len();
            self.refuse(format!("{class_name}() accepts {most} positional sub-pattern{plural} ({given} given)"), at);
            return None;
        }
        let mut m = Meaning::default();
        m.tests.push(call("isinstance", vec![subject.clone(), (*c.cls).clone()], at));
        if let Some(p) = c.patterns.first() {
            let inner = self.pattern(p, subject)?;
            m.tests.extend(inner.tests);
            m.binds.extend(inner.binds);
        }
        Some(m)
    }
}

impl Desugar<'_> {
    /// `Point(p, q, y=r)`: an instance of the class, positional patterns matched against the
    /// attributes its `__match_args__` names in order, keyword ones against the attribute they
    /// name. An attribute an instance may lack is tested with `hasattr` before it is read, so
    /// its absence is no match, as in CPython (`match_class.rs`); what CPython answers with a
    /// `TypeError` when the case is tried is refused here.
    fn program_class(&mut self, c: &ast::PatternMatchClass, class: &str, subject: &ast::Expr) -> Option<Meaning> {
        let at = c.range;
        let reads = match self.classes.reads(class) {
            Ok(reads) => reads,
            Err(why) => {
                self.refuse(format!("class pattern `{class}(...)`: {why}"), c.cls.range());
                return None;
            }
        };
        let args = match (&reads.positional, c.patterns.is_empty()) {
            (_, true) => Vec::new(),
            (Ok(args), false) => args.clone(),
            (Err(why), false) => {
                self.refuse(format!("class pattern `{class}(...)`: {why}"), c.cls.range());
                return None;
            }
        };
        if c.patterns.len() > args.len() {
            self.refuse(
                format!(
                    "{class}() accepts {} positional sub-pattern{} ({} given): CPython raises TypeError when this case is tried",
                    args.len(),
                    if args.len() == 1 { "" } else { "s" },
                    c.patterns.len()
                ),
                at,
            );
            return None;
        }
        let mut read: Vec<(String, &ast::Pattern)> = args.iter().cloned().zip(c.patterns.iter()).collect();
        for (k, p) in c.kwd_attrs.iter().zip(&c.kwd_patterns) {
            let k = k.to_string();
            if read.iter().any(|(r, _)| *r == k) {
                self.refuse(
                    format!("{class}() got multiple sub-patterns for attribute '{k}' (a TypeError in CPython)"),
                    p.range(),
                );
                return None;
            }
            read.push((k, p));
        }
        let mut m = Meaning::default();
        m.tests.push(call("isinstance", vec![subject.clone(), (*c.cls).clone()], at));
        for (attr, p) in read {
            if !reads.sure.contains(&attr) {
                let attr_name = ast::Expr::Constant(ast::ExprConstant {
                    range: p.range(),
                    value: ast::Constant::Str(attr.clone()),
                    kind: None,
                });
                m.tests.push(call("hasattr", vec![subject.clone(), attr_name], p.range()));
            }
            let value = ast::Expr::Attribute(ast::ExprAttribute {
                range: p.range(),
                value: Box::new(subject.clone()),
                attr: ast::Identifier::new(attr),
                ctx: ast::ExprContext::Load,
            });
            let inner = self.pattern(p, &value)?;
            m.tests.extend(inner.tests);
            m.binds.extend(inner.binds);
        }
        Some(m)
    }
}

/// A short rendering of a class expression for a message.
fn span_text(e: &ast::Expr) -> String {
    match e {
        ast::Expr::Name(n) => n.id.to_string(),
        ast::Expr::Attribute(a) => format!("{}.{}", span_text(&a.value), a.attr),
        _ => "this class".to_owned(),
    }
}

/// A pattern that matches any subject (a capture or `_`, alone or as an alternative).
fn irrefutable(p: &ast::Pattern) -> bool {
    match p {
        ast::Pattern::MatchAs(a) => a.pattern.as_deref().is_none_or(irrefutable),
        ast::Pattern::MatchOr(o) => o.patterns.iter().any(irrefutable),
        _ => false,
    }
}

fn name(id: &str, range: TextRange) -> ast::Expr {
    ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Load })
}

fn store(id: &str, range: TextRange) -> ast::Expr {
    ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Store })
}

fn builtin(id: &str, range: TextRange) -> ast::Expr {
    name(&format!("{BUILTIN_PREFIX}{id}"), range)
}

fn call(func: &str, args: Vec<ast::Expr>, range: TextRange) -> ast::Expr {
    ast::Expr::Call(ast::ExprCall { range, func: Box::new(builtin(func, range)), args, keywords: Vec::new() })
}

fn int(value: i64, range: TextRange) -> ast::Expr {
    let constant = ast::Expr::Constant(ast::ExprConstant {
        range,
        value: ast::Constant::Int(value.unsigned_abs().into()),
        kind: None,
    });
    if value >= 0 {
        return constant;
    }
    ast::Expr::UnaryOp(ast::ExprUnaryOp { range, op: ast::UnaryOp::USub, operand: Box::new(constant) })
}

fn constant_bool(value: bool, range: TextRange) -> ast::Expr {
    ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::Bool(value), kind: None })
}

fn tuple(elts: Vec<ast::Expr>, range: TextRange) -> ast::Expr {
    ast::Expr::Tuple(ast::ExprTuple { range, elts, ctx: ast::ExprContext::Load })
}

fn index(subject: &ast::Expr, i: i64, range: TextRange) -> ast::Expr {
    ast::Expr::Subscript(ast::ExprSubscript {
        range,
        value: Box::new(subject.clone()),
        slice: Box::new(int(i, range)),
        ctx: ast::ExprContext::Load,
    })
}

fn compare(left: ast::Expr, op: ast::CmpOp, right: ast::Expr, range: TextRange) -> ast::Expr {
    ast::Expr::Compare(ast::ExprCompare { range, left: Box::new(left), ops: vec![op], comparators: vec![right] })
}

/// The conjunction of tests, evaluated left to right (`True` for none).
fn all(mut tests: Vec<ast::Expr>, range: TextRange) -> ast::Expr {
    match tests.len() {
        0 => constant_bool(true, range),
        1 => tests.remove(0),
        _ => ast::Expr::BoolOp(ast::ExprBoolOp { range, op: ast::BoolOp::And, values: tests }),
    }
}

fn assign(target: &str, value: ast::Expr, range: TextRange) -> ast::Stmt {
    ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![store(target, range)],
        value: Box::new(value),
        type_comment: None,
    })
}

fn if_stmt(test: ast::Expr, body: Vec<ast::Stmt>, range: TextRange) -> ast::Stmt {
    ast::Stmt::If(ast::StmtIf { range, test: Box::new(test), body, orelse: Vec::new() })
}

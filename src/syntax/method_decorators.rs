//! `@contextmanager` on a method of the program (`@contextlib.contextmanager` too). CPython
//! makes the method a function that builds a `_GeneratorContextManager` from the generator
//! the undecorated method returns. The class reader takes plain methods only, so the method
//! is split in two: the generator method under a hidden name, and a plain method of the
//! decorated name that calls the decorator on it, bound to the instance, with the arguments it
//! was given (`contextmanager(self.<hidden>)(*args, **kwargs)`). `contextmanager` only wraps
//! and has no effect of its own, so calling it at each call is what calling it once would do.

use rustpython_parser::ast::{self, Identifier};
use rustpython_parser::text_size::TextRange;
use std::collections::{HashMap, HashSet};

/// The names `contextmanager` is bound to by `from contextlib import contextmanager [as n]`,
/// and those `contextlib` is bound to by `import contextlib [as n]`, less any name the module
/// binds otherwise (a `def` or an assignment of its own).
pub struct ContextmanagerNames {
    functions: HashSet<String>,
    modules: HashSet<String>,
}

impl ContextmanagerNames {
    pub fn of(body: &[ast::Stmt]) -> Self {
        let (mut functions, mut modules, mut rebound) = (HashSet::new(), HashSet::new(), HashSet::new());
        for stmt in body {
            match stmt {
                ast::Stmt::ImportFrom(i)
                    if i.module.as_deref() == Some("contextlib") && i.level.is_none_or(|l| l.to_u32() == 0) =>
                {
                    let names = i.names.iter().filter(|a| a.name.as_str() == "contextmanager");
                    functions.extend(names.map(|a| a.asname.as_ref().unwrap_or(&a.name).to_string()));
                }
                ast::Stmt::Import(i) => {
                    let names = i.names.iter().filter(|a| a.name.as_str() == "contextlib");
                    modules.extend(names.map(|a| a.asname.as_ref().unwrap_or(&a.name).to_string()));
                }
                ast::Stmt::FunctionDef(d) => {
                    rebound.insert(d.name.to_string());
                }
                ast::Stmt::ClassDef(c) => {
                    rebound.insert(c.name.to_string());
                }
                ast::Stmt::Assign(a) => {
                    rebound.extend(a.targets.iter().filter_map(|t| t.as_name_expr()).map(|n| n.id.to_string()));
                }
                _ => {}
            }
        }
        functions.retain(|n| !rebound.contains(n));
        modules.retain(|n| !rebound.contains(n));
        ContextmanagerNames { functions, modules }
    }

    fn names(&self, d: &ast::Expr) -> bool {
        match d {
            ast::Expr::Name(n) => self.functions.contains(n.id.as_str()),
            ast::Expr::Attribute(a) => {
                a.attr.as_str() == "contextmanager"
                    && matches!(&*a.value, ast::Expr::Name(m) if self.modules.contains(m.id.as_str()))
            }
            _ => false,
        }
    }
}

/// Splits each method of `class` whose one decorator is `contextmanager` (see the module doc).
pub fn split_contextmanager_methods(class: &mut ast::StmtClassDef, names: &ContextmanagerNames) {
    let mut body = Vec::with_capacity(class.body.len());
    for stmt in std::mem::take(&mut class.body) {
        match stmt {
            ast::Stmt::FunctionDef(mut def)
                if matches!(def.decorator_list.as_slice(), [d] if names.names(d))
                    && def.args.posonlyargs.len() + def.args.args.len() > 0 =>
            {
                let decorator = def.decorator_list.remove(0);
                let name = def.name.to_string();
                let hidden = Identifier::new(format!("{name} (contextmanager generator)"));
                let receiver = def.args.posonlyargs.iter().chain(&def.args.args).next().map(|a| a.def.arg.clone());
                let receiver = receiver.unwrap_or_else(|| Identifier::new("self"));
                def.name = hidden.clone();
                let wrapper = wrapper(&name, &receiver, &hidden, decorator, def.range);
                body.push(ast::Stmt::FunctionDef(def));
                body.push(ast::Stmt::FunctionDef(wrapper));
            }
            other => body.push(other),
        }
    }
    class.body = body;
}

/// `def name(receiver, *args, **kwargs): return decorator(receiver.hidden)(*args, **kwargs)`,
/// placed where the decorated method was written.
fn wrapper(
    name: &str,
    receiver: &Identifier,
    hidden: &Identifier,
    decorator: ast::Expr,
    range: rustpython_parser::text_size::TextRange,
) -> ast::StmtFunctionDef {
    let method = ast::Expr::Attribute(ast::ExprAttribute {
        range,
        value: Box::new(ast::Expr::Name(ast::ExprName { range, id: receiver.clone(), ctx: ast::ExprContext::Load })),
        attr: hidden.clone(),
        ctx: ast::ExprContext::Load,
    });
    let manager =
        ast::Expr::Call(ast::ExprCall { range, func: Box::new(decorator), args: vec![method], keywords: vec![] });
    let what = super::forwarder::Forwarded { leading: Some(receiver.as_str()), pass_leading: false, rest: true };
    super::forwarder::forwarding_def(name, what, manager, range)
}

/// The suffix of the hidden name a method decorated by the program's own decorators is kept
/// under in its class (not an identifier); the function keeps its own name (`__name__`).
pub const UNDECORATED: &str = "@undecorated";

/// The suffix of the hidden class attribute holding what the program's decorators returned,
/// for a method whose outermost decorator is `@staticmethod`, `@classmethod` or `@property`.
const DECORATED: &str = "@decorated";

/// Methods decorated by the program's own decorators (`@logged`, `@retry(times=3)`,
/// `@Counted`: each headed by a module-level `def` or `class` of the program, `defs`),
/// possibly under one `@staticmethod`, `@classmethod` or `@property`. CPython binds the
/// method's name in the class to what the decorators return, computed when the `class`
/// statement runs. The undecorated method stays in the class under a hidden name, and the
/// returned statement `C.m = d1(d2(C.<hidden>))`, placed right after the `class` statement
/// (before class decorators run, as in CPython), assigns the decorated value, which a read
/// through an instance binds when it is a function (the descriptor rule) and leaves as is
/// otherwise (a class-based decorator's instance). Under a builtin decorator the value goes
/// to a second hidden attribute, and `m` is a method of that kind forwarding its arguments to
/// it (`@staticmethod def m(*args, **kwargs): return C.<decorated>(*args, **kwargs)`).
pub fn split_program_decorated(
    class: &mut ast::StmtClassDef,
    decorators: &ProgramDecorators,
    contextmanager: &ContextmanagerNames,
) -> Vec<ast::Stmt> {
    let mut assigns = Vec::new();
    let mut dispatchers = Vec::new();
    let mut body = Vec::with_capacity(class.body.len());
    for stmt in std::mem::take(&mut class.body) {
        let ast::Stmt::FunctionDef(mut def) = stmt else {
            body.push(stmt);
            continue;
        };
        // Special methods are found by the class reader under their own names: a decorated
        // one stays refused there.
        if def.name.starts_with("__") && def.name.ends_with("__") {
            body.push(ast::Stmt::FunctionDef(def));
            continue;
        }
        let range = def.range;
        let class_name = class.name.clone();
        let registers = register_on_dispatchers(&mut def, &dispatchers, &class_name);
        let outer = match def.decorator_list.first() {
            Some(ast::Expr::Name(n)) if matches!(n.id.as_str(), "staticmethod" | "classmethod" | "property") => {
                Some(n.id.to_string())
            }
            Some(d) if decorators.binds(d) => Some("method".to_owned()),
            _ => None,
        };
        let program = &def.decorator_list[usize::from(outer.is_some())..];
        let plain_binding = outer.as_deref() == Some("method") && program.is_empty();
        // `contextmanager` stacked with others (alone, `split_contextmanager_methods` took it).
        let known = |(i, d): (usize, &ast::Expr)| {
            decorators.program(d) || contextmanager.names(d) || registers[i + usize::from(outer.is_some())]
        };
        if !plain_binding && (program.is_empty() || !program.iter().enumerate().all(known)) {
            body.push(ast::Stmt::FunctionDef(def));
            continue;
        }
        let name = def.name.to_string();
        if def.decorator_list.first().is_some_and(|d| decorators.dispatches(d)) {
            dispatchers.push(name.clone());
        }
        // `def _` may be written again and again for `@f.register`: each keeps its own.
        let hidden = match name.as_str() {
            "_" => format!("_@{}{UNDECORATED}", u32::from(range.start())),
            _ => format!("{name}{UNDECORATED}"),
        };
        let attr = |attr: &str, ctx| {
            ast::Expr::Attribute(ast::ExprAttribute {
                range,
                value: Box::new(ast::Expr::Name(ast::ExprName {
                    range,
                    id: class_name.clone(),
                    ctx: ast::ExprContext::Load,
                })),
                attr: Identifier::new(attr),
                ctx,
            })
        };
        let list = std::mem::take(&mut def.decorator_list);
        // The cache wrapper binds like a function (CPython's is a descriptor): it is applied to
        // the value, and a plain method forwards to it with its receiver, which keys the cache.
        let applied =
            if outer.as_deref() == Some("method") { &list[..] } else { &list[usize::from(outer.is_some())..] };
        let value = applied.iter().rev().fold(attr(&hidden, ast::ExprContext::Load), |inner, d| {
            ast::Expr::Call(ast::ExprCall { range, func: Box::new(d.clone()), args: vec![inner], keywords: vec![] })
        });
        // A function without parameters is read from the class as the plain function too.
        if def.args.posonlyargs.len() + def.args.args.len() == 0 || outer.as_deref() == Some("staticmethod") {
            let id = Identifier::new("staticmethod");
            def.decorator_list.push(ast::Expr::Name(ast::ExprName { range, id, ctx: ast::ExprContext::Load }));
        }
        def.name = Identifier::new(hidden);
        body.push(ast::Stmt::FunctionDef(def));
        let target = match &outer {
            None => name.clone(),
            Some(kind) => {
                let stored = format!("{name}{DECORATED}");
                let callee = attr(&stored, ast::ExprContext::Load);
                body.push(ast::Stmt::FunctionDef(forwarder(&name, kind, callee.clone(), range)));
                if dispatchers.last() == Some(&name) && kind == "method" {
                    // Read through the class, CPython's generic method dispatches on the class of
                    // its first argument (`C.m(obj, x)` on `obj`'s): a static method the class
                    // reader gives for `C.m` (`ir::THROUGH_CLASS`).
                    let through = ast::Expr::Attribute(ast::ExprAttribute {
                        range,
                        value: Box::new(callee),
                        attr: Identifier::new("_through_class"),
                        ctx: ast::ExprContext::Load,
                    });
                    let hidden = format!("{name}{}", crate::ir::THROUGH_CLASS);
                    body.push(ast::Stmt::FunctionDef(forwarder(&hidden, "staticmethod", through, range)));
                }
                stored
            }
        };
        assigns.push(ast::Stmt::Assign(ast::StmtAssign {
            range,
            targets: vec![attr(&target, ast::ExprContext::Store)],
            value: Box::new(value),
            type_comment: None,
        }));
    }
    class.body = body;
    assigns
}
/// Rewrites the decorators `@f.register` and `@f.register(...)` of `def` naming a
/// `singledispatchmethod` `f` of the class (one of `dispatchers`) to read it from the class
/// (`C.<f decorated>.register`), a bare one called with the class annotating the parameter
/// after the receiver, as CPython reads it. Which decorators were rewritten.
fn register_on_dispatchers(def: &mut ast::StmtFunctionDef, dispatchers: &[String], class: &Identifier) -> Vec<bool> {
    let annotation = def.args.posonlyargs.iter().chain(&def.args.args).nth(1).and_then(|a| a.def.annotation.clone());
    let range = def.range;
    let mut rewritten = Vec::with_capacity(def.decorator_list.len());
    for d in &mut def.decorator_list {
        let (attr, called) = match d {
            ast::Expr::Attribute(a) => (a, false),
            ast::Expr::Call(c) => match &mut *c.func {
                ast::Expr::Attribute(a) => (a, true),
                _ => {
                    rewritten.push(false);
                    continue;
                }
            },
            _ => {
                rewritten.push(false);
                continue;
            }
        };
        let target = match &*attr.value {
            ast::Expr::Name(n)
                if attr.attr.as_str() == "register" && dispatchers.iter().any(|f| f == n.id.as_str()) =>
            {
                n.id.to_string()
            }
            _ => {
                rewritten.push(false);
                continue;
            }
        };
        *attr.value = ast::Expr::Attribute(ast::ExprAttribute {
            range,
            value: Box::new(ast::Expr::Name(ast::ExprName { range, id: class.clone(), ctx: ast::ExprContext::Load })),
            attr: Identifier::new(format!("{target}{DECORATED}")),
            ctx: ast::ExprContext::Load,
        });
        if let (false, Some(class)) = (called, annotation.clone()) {
            let func = Box::new(d.clone());
            *d = ast::Expr::Call(ast::ExprCall { range, func, args: vec![*class], keywords: vec![] });
        }
        rewritten.push(true);
    }
    rewritten
}

/// `@kind def name(...): return callee(...)` (no decorator for the kind `method`): the
/// receiver (none for a static method) and, but
/// for a property, every other argument passed on.
fn forwarder(name: &str, kind: &str, callee: ast::Expr, range: TextRange) -> ast::StmtFunctionDef {
    let leading = match kind {
        "classmethod" => Some("cls"),
        "property" | "method" => Some("self"),
        _ => None,
    };
    let what = super::forwarder::Forwarded { leading, pass_leading: true, rest: kind != "property" };
    let mut def = super::forwarder::forwarding_def(name, what, callee, range);
    if kind != "method" {
        def.decorator_list =
            vec![ast::Expr::Name(ast::ExprName { range, id: Identifier::new(kind), ctx: ast::ExprContext::Load })];
    }
    def
}

/// What a method decorator may be for `split_program_decorated`: the module-level `def`s,
/// `class`es and assigned names of the program, and `functools`' `cache`/`lru_cache` by the names the module
/// imports them as, less names the module binds otherwise.
pub struct ProgramDecorators {
    defs: HashSet<String>,
    /// Local name to the `functools` name it was imported as.
    caches: HashMap<String, String>,
    functools: HashSet<String>,
}

/// The `functools` decorators whose wrapper CPython binds to the instance like a function.
const BINDING: [&str; 3] = ["cache", "lru_cache", "singledispatchmethod"];

impl ProgramDecorators {
    pub fn of(body: &[ast::Stmt]) -> Self {
        let (mut defs, mut caches, mut functools) = (HashSet::new(), HashMap::new(), HashSet::new());
        let mut rebound = HashSet::new();
        for stmt in body {
            match stmt {
                ast::Stmt::FunctionDef(d) => {
                    defs.insert(d.name.to_string());
                }
                ast::Stmt::ClassDef(c) => {
                    defs.insert(c.name.to_string());
                }
                ast::Stmt::ImportFrom(i)
                    if i.module.as_deref() == Some("functools") && i.level.is_none_or(|l| l.to_u32() == 0) =>
                {
                    let names = i.names.iter().filter(|a| BINDING.contains(&a.name.as_str()));
                    caches
                        .extend(names.map(|a| (a.asname.as_ref().unwrap_or(&a.name).to_string(), a.name.to_string())));
                }
                ast::Stmt::Import(i) => {
                    let names = i.names.iter().filter(|a| a.name.as_str() == "functools");
                    functools.extend(names.map(|a| a.asname.as_ref().unwrap_or(&a.name).to_string()));
                }
                // `retry3 = retry(times=3)`: a decorator the program computed.
                ast::Stmt::Assign(a) => {
                    let names: Vec<String> =
                        a.targets.iter().filter_map(|t| t.as_name_expr()).map(|n| n.id.to_string()).collect();
                    defs.extend(names.iter().cloned());
                    rebound.extend(names);
                }
                _ => {}
            }
        }
        caches.retain(|n, _| !rebound.contains(n) && !defs.contains(n));
        functools.retain(|n| !rebound.contains(n) && !defs.contains(n));
        ProgramDecorators { defs, caches, functools }
    }

    /// `f`, `f(...)`, `f(...)(...)` for a module-level `def` or `class` `f` of the program, or
    /// a cache decorator.
    fn program(&self, d: &ast::Expr) -> bool {
        let own = match d {
            ast::Expr::Name(n) => self.defs.contains(n.id.as_str()),
            ast::Expr::Call(c) => self.program(&c.func),
            _ => false,
        };
        own || self.binds(d)
    }

    /// `@cache`, `@lru_cache`, `@lru_cache(...)`, `@singledispatchmethod` and the same through
    /// `functools.`.
    pub(super) fn binds(&self, d: &ast::Expr) -> bool {
        self.functools_name(d).is_some()
    }

    /// `@singledispatchmethod` or `@functools.singledispatchmethod`.
    fn dispatches(&self, d: &ast::Expr) -> bool {
        self.functools_name(d).as_deref() == Some("singledispatchmethod")
    }

    fn functools_name(&self, d: &ast::Expr) -> Option<String> {
        match d {
            ast::Expr::Name(n) => self.caches.get(n.id.as_str()).cloned(),
            ast::Expr::Attribute(a) => (BINDING.contains(&a.attr.as_str())
                && matches!(&*a.value, ast::Expr::Name(m) if self.functools.contains(m.id.as_str())))
            .then(|| a.attr.to_string()),
            ast::Expr::Call(c) => self.functools_name(&c.func).filter(|f| f == "lru_cache"),
            _ => None,
        }
    }
}

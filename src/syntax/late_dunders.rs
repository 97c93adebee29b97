//! `C.__match_args__ = ("x", "y")` and `C.__hash__ = None` at module level after `class C`:
//! class patterns read a class's `__match_args__`, and the class its `__hash__`, when the
//! program is lowered (`match_class.rs`, `class.rs`), so the assignment is moved into the
//! class body, its last statement, where the patterns, the class and its namespace read it. That is what CPython runs only when no code can observe the class
//! between its `class` statement and the assignment: every module-level statement between
//! them is inert (a `def` or a `class` whose definition calls nothing of the program, an
//! import, another such assignment, a name bound to a literal). Any other assignment is left
//! where it is, and refused as a dunder name is. (`C.__slots__ = ...` after the class changes
//! nothing in CPython, so it is never moved: it stays refused.) A special method assigned a
//! module function (`C.__repr__ = describe`) is moved alike, CPython looking special methods
//! up on the type when they are used, unless the class is decorated (`@dataclass` generates
//! what the body lacks: only the methods it never makes are moved into one), the name is bound again between, or it is `__eq__` on a class whose
//! body defines neither `__eq__` nor `__hash__` (defining `__eq__` in a body makes instances
//! unhashable; assigning it later does not).

use rustpython_parser::ast::{self, Ranged};
use std::collections::HashSet;

/// `body` with each late `__match_args__` or `__hash__` assignment that nothing can observe
/// moved into its class's body.
pub(super) fn fold_into_classes(mut body: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
    let classes: HashSet<String> = body
        .iter()
        .filter_map(|s| match s {
            ast::Stmt::ClassDef(c) => Some(c.name.to_string()),
            _ => None,
        })
        .collect();
    let mut j = 0;
    while j < body.len() {
        let Some((class, attr)) = late_assignment(&body[j]).map(|(c, a)| (c.to_owned(), a.to_owned())) else {
            j += 1;
            continue;
        };
        // A decorator (`@dataclass`) may compute `__hash__` (or other methods) from what the
        // body holds.
        let decorated = |i: usize| matches!(&body[i], ast::Stmt::ClassDef(c) if !c.decorator_list.is_empty());
        let method = late_method(&body[j]).map(str::to_owned);
        let movable = |i: usize| match &method {
            Some(function) => {
                (!decorated(i) || dataclass_leaves(&body[i], &attr))
                    && binding_def(&body[i..j], function).is_ok()
                    && eq_keeps_hash(&body[i], &attr)
            }
            None => attr != "__hash__" || !decorated(i),
        };
        let Some(mut i) = class_statement(&body[..j], &class, &classes).filter(|&i| movable(i)) else {
            j += 1;
            continue;
        };
        // The function's `def` between the two goes above the class, which its body then names.
        if let Some(Ok(Some(k))) = method.as_deref().map(|f| binding_def(&body[i..j], f)) {
            let def = body.remove(i + k);
            body.insert(i, def);
            i += 1;
        }
        let mut moved = body.remove(j);
        if let ast::Stmt::Assign(a) = &mut moved {
            a.targets = vec![ast::Expr::Name(ast::ExprName {
                range: a.targets[0].range(),
                id: ast::Identifier::new(attr.as_str()),
                ctx: ast::ExprContext::Store,
            })];
        }
        if let ast::Stmt::ClassDef(c) = &mut body[i] {
            c.body.push(moved);
        }
    }
    body
}

/// The class `C` and the attribute of `C.__match_args__ = (...)` whose value is a tuple or list
/// of strings, of `C.__hash__ = None`, or of `C.__repr__ = f` ([`late_method`]).
fn late_assignment(stmt: &ast::Stmt) -> Option<(&str, &str)> {
    let ast::Stmt::Assign(a) = stmt else { return None };
    let [ast::Expr::Attribute(target)] = a.targets.as_slice() else { return None };
    let ast::Expr::Name(class) = &*target.value else { return None };
    if late_method(stmt).is_some() {
        return Some((class.id.as_str(), target.attr.as_str()));
    }
    if target.attr.as_str() == "__hash__" {
        let none = matches!(&*a.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::None));
        return none.then_some((class.id.as_str(), "__hash__"));
    }
    if target.attr.as_str() != "__match_args__" {
        return None;
    }
    let items = match &*a.value {
        ast::Expr::Tuple(t) => &t.elts,
        ast::Expr::List(l) => &l.elts,
        _ => return None,
    };
    let strings = items.iter().all(|e| matches!(e, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_))));
    strings.then_some((class.id.as_str(), "__match_args__"))
}

/// The position of the `class` statement binding `class` last in `before`, when every
/// statement after it is inert and none binds the name again.
fn class_statement(before: &[ast::Stmt], class: &str, classes: &HashSet<String>) -> Option<usize> {
    let i = before.iter().rposition(|s| matches!(s, ast::Stmt::ClassDef(c) if c.name.as_str() == class))?;
    let quiet = before[i + 1..].iter().all(|s| inert_stmt(s, class, classes));
    quiet.then_some(i)
}

/// Whether a module-level statement runs none of the program's code and leaves `class` bound.
fn inert_stmt(stmt: &ast::Stmt, class: &str, classes: &HashSet<String>) -> bool {
    match stmt {
        ast::Stmt::FunctionDef(f) => f.name.as_str() != class && inert_def(&f.args, &f.decorator_list, classes),
        ast::Stmt::AsyncFunctionDef(f) => f.name.as_str() != class && inert_def(&f.args, &f.decorator_list, classes),
        ast::Stmt::ClassDef(c) => {
            c.name.as_str() != class
                && c.keywords.is_empty()
                && c.bases.iter().all(|b| inert_expr(b, classes))
                && c.decorator_list.iter().all(|d| inert_decorator(d, classes))
                && c.body.iter().all(|s| inert_class_stmt(s, classes))
        }
        ast::Stmt::Import(i) => i.names.iter().all(|a| bound_name(a) != class),
        ast::Stmt::ImportFrom(i) => i.names.iter().all(|a| bound_name(a) != class),
        ast::Stmt::Assign(a) => {
            late_assignment(stmt).is_some()
                || (a.targets.iter().all(|t| matches!(t, ast::Expr::Name(n) if n.id.as_str() != class))
                    && inert_expr(&a.value, classes))
        }
        ast::Stmt::Expr(e) => matches!(&*e.value, ast::Expr::Constant(_)),
        ast::Stmt::Pass(_) => true,
        _ => false,
    }
}

fn bound_name(alias: &ast::Alias) -> &str {
    let name = alias.asname.as_ref().unwrap_or(&alias.name).as_str();
    name.split('.').next().unwrap_or(name)
}

/// A statement of a class body between the two: a method, a field, a docstring.
fn inert_class_stmt(stmt: &ast::Stmt, classes: &HashSet<String>) -> bool {
    match stmt {
        ast::Stmt::FunctionDef(f) => inert_def(&f.args, &f.decorator_list, classes),
        ast::Stmt::AsyncFunctionDef(f) => inert_def(&f.args, &f.decorator_list, classes),
        ast::Stmt::AnnAssign(a) => {
            inert_expr(&a.annotation, classes) && a.value.as_deref().is_none_or(|v| inert_field(v, classes))
        }
        ast::Stmt::Assign(a) => inert_field(&a.value, classes),
        ast::Stmt::Expr(e) => matches!(&*e.value, ast::Expr::Constant(_)),
        ast::Stmt::Pass(_) => true,
        _ => false,
    }
}

/// A field's default: inert, or `field(...)` of `dataclasses` with inert arguments.
fn inert_field(value: &ast::Expr, classes: &HashSet<String>) -> bool {
    if let ast::Expr::Call(c) = value {
        let dataclass_field = matches!(&*c.func, ast::Expr::Name(n) if n.id.as_str() == "field")
            || matches!(&*c.func, ast::Expr::Attribute(a) if a.attr.as_str() == "field");
        return dataclass_field
            && c.args.iter().all(|a| inert_expr(a, classes))
            && c.keywords.iter().all(|k| inert_expr(&k.value, classes));
    }
    inert_expr(value, classes)
}

/// A `def` whose decorators, defaults and annotations call nothing of the program.
fn inert_def(args: &ast::Arguments, decorators: &[ast::Expr], classes: &HashSet<String>) -> bool {
    let params = args.posonlyargs.iter().chain(&args.args).chain(&args.kwonlyargs);
    let defaults_ok = params.clone().all(|p| p.default.as_deref().is_none_or(|d| inert_expr(d, classes)));
    let annotations = params
        .map(|p| &p.def)
        .chain(args.vararg.as_deref())
        .chain(args.kwarg.as_deref())
        .all(|a| a.annotation.as_deref().is_none_or(|e| inert_expr(e, classes)));
    defaults_ok && annotations && decorators.iter().all(|d| inert_decorator(d, classes))
}

/// The decorators that run no code of the program: `property`, `staticmethod`, `classmethod`,
/// `x.setter`, `dataclass` and `dataclass(...)` with inert arguments, `abstractmethod`.
fn inert_decorator(d: &ast::Expr, classes: &HashSet<String>) -> bool {
    const KNOWN: [&str; 7] =
        ["property", "staticmethod", "classmethod", "dataclass", "abstractmethod", "total_ordering", "unique"];
    match d {
        ast::Expr::Name(n) => KNOWN.contains(&n.id.as_str()),
        ast::Expr::Attribute(a) => {
            KNOWN.contains(&a.attr.as_str()) || matches!(a.attr.as_str(), "setter" | "getter" | "deleter")
        }
        ast::Expr::Call(c) => {
            let named = matches!(&*c.func, ast::Expr::Name(n) if n.id.as_str() == "dataclass")
                || matches!(&*c.func, ast::Expr::Attribute(a) if a.attr.as_str() == "dataclass");
            named && c.args.is_empty() && c.keywords.iter().all(|k| inert_expr(&k.value, classes))
        }
        _ => false,
    }
}

/// An expression whose evaluation calls no code of the program: literals, names, attributes
/// of names, containers of those, and subscripts of a type that is not one of the module's
/// classes (`list[int]`, `Optional[str]`; a class of the program may define
/// `__class_getitem__`).
fn inert_expr(e: &ast::Expr, classes: &HashSet<String>) -> bool {
    match e {
        ast::Expr::Constant(_) | ast::Expr::Name(_) => true,
        ast::Expr::Attribute(a) => {
            matches!(&*a.value, ast::Expr::Name(_) | ast::Expr::Attribute(_)) && inert_expr(&a.value, classes)
        }
        ast::Expr::Tuple(t) => t.elts.iter().all(|x| inert_expr(x, classes)),
        ast::Expr::List(l) => l.elts.iter().all(|x| inert_expr(x, classes)),
        ast::Expr::Subscript(s) => {
            let of_class = matches!(&*s.value, ast::Expr::Name(n) if classes.contains(n.id.as_str()));
            !of_class && inert_expr(&s.value, classes) && inert_expr(&s.slice, classes)
        }
        ast::Expr::UnaryOp(u) => matches!(&*u.operand, ast::Expr::Constant(_)),
        ast::Expr::BinOp(b) => {
            matches!(&*b.left, ast::Expr::Constant(_)) && matches!(&*b.right, ast::Expr::Constant(_))
        }
        _ => false,
    }
}

/// The function `f` of `C.__name__ = f`, a special method (not `__hash__ = None`, nor a
/// special attribute) given a name.
fn late_method(stmt: &ast::Stmt) -> Option<&str> {
    let ast::Stmt::Assign(a) = stmt else { return None };
    let [ast::Expr::Attribute(target)] = a.targets.as_slice() else { return None };
    let ast::Expr::Name(value) = &*a.value else { return None };
    let name = target.attr.as_str();
    (super::class_values::is_method_dunder(name) && matches!(&*target.value, ast::Expr::Name(_)))
        .then_some(value.id.as_str())
}

/// Where the statements from a class statement (`span[0]`) to a late assignment bind the
/// function `name`: `Ok(None)` nowhere, `Ok(Some(k))` only by the plain `def` at `k`, which may
/// go above the class (neither its defaults and annotations nor the class read the other's
/// name), `Err(())` otherwise.
fn binding_def(span: &[ast::Stmt], name: &str) -> Result<Option<usize>, ()> {
    let ast::Stmt::ClassDef(class) = &span[0] else { return Err(()) };
    let mut found = None;
    for (k, stmt) in span.iter().enumerate().skip(1) {
        let mut bound = indexmap::IndexSet::new();
        super::scope::bound_names(std::slice::from_ref(stmt), &mut bound);
        if !bound.contains(name) {
            continue;
        }
        let ast::Stmt::FunctionDef(def) = stmt else { return Err(()) };
        let a = &def.args;
        let params = a.posonlyargs.iter().chain(&a.args).chain(&a.kwonlyargs);
        let mut read = params.clone().filter_map(|p| p.default.as_deref()).collect::<Vec<_>>();
        read.extend(params.filter_map(|p| p.def.annotation.as_deref()));
        read.extend(a.vararg.iter().chain(&a.kwarg).filter_map(|p| p.annotation.as_deref()));
        read.extend(def.returns.as_deref());
        let reads_class = read.iter().any(|e| super::scope::expr_reads_of(e).contains(class.name.as_str()));
        if found.is_some() || !def.decorator_list.is_empty() || reads_class || reads(&span[0], name) {
            return Err(());
        }
        found = Some(k);
    }
    Ok(found)
}

/// Whether the statement reads the name anywhere.
fn reads(stmt: &ast::Stmt, name: &str) -> bool {
    let mut seen = false;
    super::scope::walk_exprs(stmt, &mut |e| seen |= matches!(e, ast::Expr::Name(n) if n.id.as_str() == name));
    seen
}

/// Whether moving `attr` into the class statement `class` leaves its instances as hashable as
/// CPython's: only `__eq__` differs, and only for a body defining neither `__eq__` nor
/// `__hash__`.
fn eq_keeps_hash(class: &ast::Stmt, attr: &str) -> bool {
    let ast::Stmt::ClassDef(c) = class else { return false };
    if attr != "__eq__" {
        return true;
    }
    let mut bound = indexmap::IndexSet::new();
    super::scope::bound_names(&c.body, &mut bound);
    bound.contains("__eq__") || bound.contains("__hash__")
}

/// Whether the class statement's only decorator is `@dataclass` (called or not), which makes
/// none of `attr` (`__str__`, `__len__`, ...): moving `attr` into the body then changes
/// nothing it generates.
fn dataclass_leaves(class: &ast::Stmt, attr: &str) -> bool {
    const GENERATED: &[&str] = &[
        "__init__",
        "__repr__",
        "__eq__",
        "__lt__",
        "__le__",
        "__gt__",
        "__ge__",
        "__hash__",
        "__setattr__",
        "__delattr__",
        "__getstate__",
        "__setstate__",
    ];
    let ast::Stmt::ClassDef(c) = class else { return false };
    let dataclass = |d: &ast::Expr| match d {
        ast::Expr::Call(call) => {
            matches!(&*call.func, ast::Expr::Name(n) if n.id.as_str() == "dataclass")
                || matches!(&*call.func, ast::Expr::Attribute(a) if a.attr.as_str() == "dataclass")
        }
        ast::Expr::Name(n) => n.id.as_str() == "dataclass",
        ast::Expr::Attribute(a) => a.attr.as_str() == "dataclass",
        _ => false,
    };
    matches!(c.decorator_list.as_slice(), [d] if dataclass(d)) && !GENERATED.contains(&attr)
}

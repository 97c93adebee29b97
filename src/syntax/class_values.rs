//! Class attributes and dataclass field defaults that CPython computes when the `class`
//! statement runs (`DOUBLE = SIZE * 2`, `LABELS = [c.upper() for c in NAMES]`,
//! `price: Decimal = Decimal("0.2")`): each becomes a hidden module value assigned just before
//! the `class` statement, so it is computed once, in source order, and shared by the class and
//! every instance, as in CPython; the class body then names that value. A name of the class
//! body read by such a value (outside the nested scopes CPython hides the class body from) is
//! the hidden value of that earlier attribute, hoisted too. The program's own class decorators
//! are hoisted here as well, after the class (`class_decorators`).

use super::literal::{literal, Literal};
use super::module_env::{ModuleEnv, ModuleItem};
use crate::ir::ModuleValue;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::TextRange;
use std::collections::{HashMap, HashSet};

/// The prefix of every hidden class value's name (not an identifier).
const PREFIX: &str = "(class value ";

/// The value of a class attribute hoisted into a hidden module value: a literal one is its
/// constant, any other is read from the module variable the run computed. None for a value
/// left in the class body.
pub fn hoisted(env: &ModuleEnv, v: &ast::Expr) -> Option<ModuleValue> {
    let ast::Expr::Name(n) = v else { return None };
    if !n.id.as_str().starts_with(PREFIX) {
        return None;
    }
    match env.items.get(n.id.as_str()) {
        Some(ModuleItem::Constant(c)) => Some(ModuleValue::Const(c.clone())),
        _ => Some(ModuleValue::Global(std::rc::Rc::from(n.id.as_str()))),
    }
}

/// `body` with the computed class attributes of its module-level classes hoisted into hidden
/// module values.
pub fn hoist_class_values(body: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
    let defs: HashMap<String, ast::StmtFunctionDef> =
        body.iter().filter_map(|s| s.as_function_def_stmt()).map(|d| (d.name.to_string(), d.clone())).collect();
    let contextmanager = super::method_decorators::ContextmanagerNames::of(&body);
    let abstract_classes = super::abc_register::abstract_class_names(&body);
    let program_decorators = super::method_decorators::ProgramDecorators::of(&body);
    let module_hooks = super::init_subclass::SubclassHooks::of(&body);
    let mut hooks = super::init_subclass::SubclassHooks::naming(&body);
    let mut out = Vec::with_capacity(body.len());
    for stmt in body {
        match stmt {
            ast::Stmt::ClassDef(mut class) => {
                let init_subclass = hooks.module_call_after(&mut class);
                split_unpacking(&mut class);
                super::method_decorators::split_contextmanager_methods(&mut class, &contextmanager);
                let mut late = Vec::new();
                if hoists(&class) {
                    late = hoist_class(&mut class, &mut out);
                } else if super::enum_class::names_enum_base(&class) {
                    super::enum_class::hoist_member_values(&mut class, &mut out);
                }
                let methods =
                    super::method_decorators::split_program_decorated(&mut class, &program_decorators, &contextmanager);
                let decorated = super::class_decorators::hoist_decorators(&mut class, &defs, &abstract_classes);
                let made = super::enum_class::members_made(&class);
                out.push(ast::Stmt::ClassDef(class));
                // Attributes computed from the body's methods, assigned as the body ends.
                out.extend(late);
                // Methods under the program's decorators are the class body's; its members are
                // made once the body is done, and its decorators called after that.
                out.extend(methods);
                out.extend(made);
                out.extend(init_subclass);
                out.extend(decorated);
            }
            ast::Stmt::FunctionDef(mut def) => {
                let mut known = indexmap::IndexSet::new();
                super::scope::bound_names(&out, &mut known);
                let module = Module {
                    function: def.name.to_string(),
                    defs: &defs,
                    abstract_classes: &abstract_classes,
                    decorators: &program_decorators,
                    contextmanager: &contextmanager,
                    known,
                    hoisted: std::cell::RefCell::new(Vec::new()),
                    hooks: std::cell::RefCell::new(module_hooks.clone()),
                };
                def.body = local_class_decorators(std::mem::take(&mut def.body), &module);
                out.extend(module.hoisted.into_inner());
                out.push(ast::Stmt::FunctionDef(def));
            }
            other => out.push(other),
        }
    }
    out
}

/// What the module defines that a local class's decorators may name.
struct Module<'a> {
    /// The function's name, which the hidden values' names carry (two functions may each
    /// define a class of one name).
    function: String,
    defs: &'a HashMap<String, ast::StmtFunctionDef>,
    /// What reaches an abstract class, whose `register` a decorator may be.
    abstract_classes: &'a HashSet<String>,
    decorators: &'a super::method_decorators::ProgramDecorators,
    contextmanager: &'a super::method_decorators::ContextmanagerNames,
    /// The module's names bound before the function.
    known: indexmap::IndexSet<String>,
    /// Hidden module values computed for the function's local dataclasses, placed before it.
    hoisted: std::cell::RefCell<Vec<ast::Stmt>>,
    /// The classes with an `__init_subclass__` a local class may derive from.
    hooks: std::cell::RefCell<super::init_subclass::SubclassHooks>,
}

impl Module<'_> {
    /// A local dataclass's computed defaults and factories (`cap: int = LIMIT * 2`,
    /// `field(default_factory=lambda: [...])`) hoisted into hidden module values just before
    /// the function, as a module-level dataclass's are before it, when they read only names
    /// the module bound before the function and builtins (a local dataclass's body may read
    /// nothing of its function, `local_class.rs`); the class is left as it is otherwise.
    fn hoist_dataclass(&self, class: &mut ast::StmtClassDef) {
        if !(is_dataclass(class) || is_named_tuple(class)) || !hoists(class) {
            return;
        }
        let (mut copy, mut values) = (class.clone(), Vec::new());
        copy.name = ast::Identifier::new(format!("{}.<locals>.{}", self.function, class.name));
        hoist_class(&mut copy, &mut values);
        copy.name = class.name.clone();
        let known = |n: &String| {
            self.known.contains(n)
                || n.starts_with(PREFIX)
                || crate::ir::Builtin::from_name(n).is_some()
                || crate::ir::PyExc::from_name(n).is_some()
        };
        let reads_known = values.iter().all(|stmt| match stmt {
            ast::Stmt::Assign(a) => super::scope::expr_reads_of(&a.value).iter().all(known),
            _ => true,
        });
        if reads_known && !values.is_empty() {
            *class = copy;
            self.hoisted.borrow_mut().extend(values);
        }
    }
}

/// A block of a module-level function with the class decorators of its `class` statements
/// that are the program's identity-returning functions (`@exporter("csv")`) called, as an
/// expression statement, right after the statement, as the module-level ones are
/// (`class_decorators.rs`), and its methods under the program's own decorators assigned
/// decorated right after it (`method_decorators::split_program_decorated`). Nested blocks are
/// searched; nested functions and classes are not.
fn local_class_decorators(block: Vec<ast::Stmt>, module: &Module<'_>) -> Vec<ast::Stmt> {
    let mut out = Vec::with_capacity(block.len());
    for mut stmt in block {
        let mut applied = None;
        let mut init_subclass = None;
        let mut methods = Vec::new();
        match &mut stmt {
            ast::Stmt::ClassDef(class) => {
                module.hoist_dataclass(class);
                init_subclass = module
                    .hooks
                    .borrow_mut()
                    .call_after(class)
                    .map(|call| ast::Stmt::Expr(ast::StmtExpr { range: call.range(), value: Box::new(call) }));
                methods =
                    super::method_decorators::split_program_decorated(class, module.decorators, module.contextmanager);
                applied = super::class_decorators::hoist_decorators(class, module.defs, module.abstract_classes).map(
                    |assign| match assign {
                        // At the decorators' own place: the class statement's start is its key
                        // (`local_class.rs`).
                        ast::Stmt::Assign(a) => {
                            ast::Stmt::Expr(ast::StmtExpr { range: a.value.range(), value: a.value })
                        }
                        other => other,
                    },
                );
            }
            ast::Stmt::If(s) => {
                s.body = local_class_decorators(std::mem::take(&mut s.body), module);
                s.orelse = local_class_decorators(std::mem::take(&mut s.orelse), module);
            }
            ast::Stmt::For(s) => {
                s.body = local_class_decorators(std::mem::take(&mut s.body), module);
                s.orelse = local_class_decorators(std::mem::take(&mut s.orelse), module);
            }
            ast::Stmt::While(s) => {
                s.body = local_class_decorators(std::mem::take(&mut s.body), module);
                s.orelse = local_class_decorators(std::mem::take(&mut s.orelse), module);
            }
            ast::Stmt::With(s) => s.body = local_class_decorators(std::mem::take(&mut s.body), module),
            ast::Stmt::Try(s) => {
                s.body = local_class_decorators(std::mem::take(&mut s.body), module);
                for ast::ExceptHandler::ExceptHandler(h) in &mut s.handlers {
                    h.body = local_class_decorators(std::mem::take(&mut h.body), module);
                }
                s.orelse = local_class_decorators(std::mem::take(&mut s.orelse), module);
                s.finalbody = local_class_decorators(std::mem::take(&mut s.finalbody), module);
            }
            _ => {}
        }
        out.push(stmt);
        out.extend(methods);
        out.extend(init_subclass);
        out.extend(applied);
    }
    out
}

/// `A, B, C = "a", "b", "c"` in a class body as one assignment per name, and `A = B = 0` as
/// one per target when the value is immutable (constants and tuples of them): the same class
/// attributes, which the class reader takes one name at a time. An assignment whose values
/// read one of its names (`A, B = B, A`) is left whole, as the order of its reads matters.
fn split_unpacking(class: &mut ast::StmtClassDef) {
    let mut body = Vec::with_capacity(class.body.len());
    for stmt in std::mem::take(&mut class.body) {
        match &stmt {
            ast::Stmt::Assign(a) if a.targets.len() > 1 || !a.targets[0].is_name_expr() => {
                let mut pairs = Vec::new();
                let shared = a.targets.len() > 1;
                let expanded = (!shared || immutable(&a.value))
                    && a.targets.iter().all(|t| expand(t, &a.value, &mut pairs))
                    && independent(&pairs);
                if !expanded {
                    body.push(stmt);
                    continue;
                }
                body.extend(pairs.into_iter().map(|(target, value)| {
                    ast::Stmt::Assign(ast::StmtAssign {
                        range: a.range,
                        targets: vec![target.clone()],
                        value: Box::new(value.clone()),
                        type_comment: None,
                    })
                }));
            }
            _ => body.push(stmt),
        }
    }
    class.body = body;
}

/// Pairs each name of `target` with the item of the tuple or list display `value` it binds;
/// false when the shapes differ or an item is starred.
fn expand<'a>(target: &'a ast::Expr, value: &'a ast::Expr, out: &mut Vec<(&'a ast::Expr, &'a ast::Expr)>) -> bool {
    let items = |e: &'a ast::Expr| match e {
        ast::Expr::Tuple(t) => Some(&t.elts),
        ast::Expr::List(l) => Some(&l.elts),
        _ => None,
    };
    match (target, items(target), items(value)) {
        (ast::Expr::Name(_), _, _) => {
            out.push((target, value));
            true
        }
        (_, Some(ts), Some(vs)) if ts.len() == vs.len() && !vs.iter().any(ast::Expr::is_starred_expr) => {
            ts.iter().zip(vs).all(|(t, v)| expand(t, v, out))
        }
        _ => false,
    }
}

/// A value one object of which several names may share: a constant or a tuple of them.
fn immutable(v: &ast::Expr) -> bool {
    match v {
        ast::Expr::Constant(_) => true,
        ast::Expr::Tuple(t) => t.elts.iter().all(immutable),
        _ => false,
    }
}

/// No value reads a name the assignment binds.
fn independent(pairs: &[(&ast::Expr, &ast::Expr)]) -> bool {
    let names: HashSet<&str> = pairs.iter().filter_map(|(t, _)| t.as_name_expr()).map(|n| n.id.as_str()).collect();
    pairs.iter().all(|(_, v)| {
        let mut clean = true;
        super::scope::walk_expr(v, &mut |x| {
            if x.as_name_expr().is_some_and(|n| names.contains(n.id.as_str())) {
                clean = false;
            }
        });
        clean
    })
}

/// The bases (by their last name) of the classes whose bodies CPython reads specially:
/// enumerations and `typing.NamedTuple`s.
pub(super) const SPECIAL_BODY_BASES: &[&str] = &["Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "NamedTuple"];

/// Classes whose bodies CPython reads specially (enumerations, named tuples, rows) keep their
/// literal-only rules.
fn hoists(class: &ast::StmtClassDef) -> bool {
    !class.bases.iter().any(|b| {
        let last = base_name(b);
        // A `NamedTuple` body runs as a plain class body does; only its annotations are read
        // specially (as fields), so its computed values are hoisted as a dataclass's are.
        (SPECIAL_BODY_BASES.contains(&last) && last != "NamedTuple") || last == "Row"
    })
}

/// A base's last name (`NamedTuple` of `typing.NamedTuple`), empty for any other expression.
fn base_name(b: &ast::Expr) -> &str {
    match b {
        ast::Expr::Name(n) => n.id.as_str(),
        ast::Expr::Attribute(a) => a.attr.as_str(),
        _ => "",
    }
}

/// A class deriving from `typing.NamedTuple`, whose annotated attributes are its fields.
fn is_named_tuple(class: &ast::StmtClassDef) -> bool {
    class.bases.iter().any(|b| base_name(b) == "NamedTuple")
}

/// The statement's single plain target and value, for `X = v` and `x: T = v`.
fn attr_assignment(stmt: &mut ast::Stmt) -> Option<(String, &mut ast::Expr)> {
    match stmt {
        ast::Stmt::Assign(a) => match a.targets.as_slice() {
            [ast::Expr::Name(n)] => Some((n.id.to_string(), &mut *a.value)),
            _ => None,
        },
        ast::Stmt::AnnAssign(a) => match (&*a.target, a.value.as_deref_mut()) {
            (ast::Expr::Name(n), Some(v)) => Some((n.id.to_string(), v)),
            _ => None,
        },
        _ => None,
    }
}

/// Hoists the computed attributes of `class` into `out`; returns the assignments of those
/// computed from its methods, to place after it (`late_class_attrs`).
fn hoist_class(class: &mut ast::StmtClassDef, out: &mut Vec<ast::Stmt>) -> Vec<ast::Stmt> {
    let cls = class.name.to_string();
    let mut late = Vec::new();
    // The plain methods the body has defined so far (names not bound again since).
    let mut methods: HashSet<String> = HashSet::new();
    // The names bound so far in the body: to their hidden value, or None when bound by
    // anything else (a `def`, an attribute left in the body).
    let mut bound: HashMap<String, Option<String>> = HashMap::new();
    // Which attributes a hoisted value reads, so that they are hoisted too.
    let reads_later = later_reads(class);
    let mut used = HashSet::new();
    let dataclass = is_dataclass(class);
    let named_tuple = is_named_tuple(class);
    for (k, stmt) in class.body.iter_mut().enumerate() {
        let field = dataclass && is_real_field(stmt);
        // A field's lambda default is the function itself, stored on each instance (never a
        // method); a lambda class attribute stays in the body, where it is one.
        let lambda_field = (dataclass || named_tuple) && is_real_field(stmt);
        // A `NamedTuple` field's default is one object shared by every instance, whatever it
        // is (`tags: list = []` too: CPython does not check it as `@dataclass` does).
        let shared_field = named_tuple && is_real_field(stmt);
        if let ast::Stmt::FunctionDef(def) = stmt {
            rename_default_reads(def, &bound);
        }
        let method = super::late_class_attrs::is_plain_method(stmt);
        let Some((name, value)) = attr_assignment(stmt) else {
            let mut names = indexmap::IndexSet::new();
            super::scope::bound_names(std::slice::from_ref(&*stmt), &mut names);
            for n in names {
                methods.remove(&n);
                bound.insert(n, None);
            }
            methods.extend(method);
            continue;
        };
        // `__repr__ = describe` (a module function as a special method) stays for the reader.
        let method_alias = value.is_name_expr() && is_method_dunder(&name);
        let computed = !method_alias && is_computed(value, &|n| bound.contains_key(n))
            || (lambda_field && value.is_lambda_expr())
            || (shared_field && !matches!(literal(value), Some(Literal::Immutable(_))));
        let read_by_later = reads_later.get(&k).is_some_and(|names| names.contains(&name));
        let mut reads = Vec::new();
        class_scope_reads(value, &mut |n| reads.push(n.to_owned()));
        // A value reading a name the body bound otherwise stays (and is refused there), but
        // for one reading plain methods, computed right after the class.
        let blockers: Vec<&String> = reads.iter().filter(|n| matches!(bound.get(*n), Some(None))).collect();
        let blocked = !blockers.is_empty();
        let renames: HashMap<String, String> =
            bound.iter().filter_map(|(k, v)| v.clone().map(|v| (k.clone(), v))).collect();
        // (An alias, `__radd__ = __add__`, stays: the class reader takes it as one.)
        let from_methods = blocked
            && !value.is_name_expr()
            && blockers.iter().all(|n| methods.contains(*n))
            && !has_nested_scope(value);
        if from_methods && !dataclass && !named_tuple {
            let (marker, assign) = super::late_class_attrs::move_after_class(&cls, &name, value, &methods, &renames);
            *stmt = marker;
            late.push(assign);
            methods.remove(&name);
            bound.insert(name, None);
            continue;
        }
        methods.remove(&name);
        if is_field_call(value) && !blocked {
            // `field(default=Decimal("0"), default_factory=make)`: the values CPython computes
            // as the class body runs, hoisted one by one; `field` itself stays for the reader.
            if let ast::Expr::Call(call) = value {
                for k in call.keywords.iter_mut() {
                    let hoist = match k.arg.as_ref().map(|a| a.as_str()) {
                        Some("default") => {
                            is_computed(&k.value, &|n| bound.contains_key(n)) || k.value.is_lambda_expr()
                        }
                        Some("default_factory") => !is_builtin_factory(&k.value),
                        _ => false,
                    };
                    if hoist {
                        let arg = k.arg.as_ref().map(|a| a.to_string()).unwrap_or_default();
                        let hidden = fresh(&mut used, &format!("{cls}.{name}.{arg}"));
                        let range = k.value.range();
                        hoist_into(&mut k.value, &hidden, &renames, out);
                        if field && arg == "default" {
                            out.push(mutable_default_check(&hidden, &name, range));
                        }
                    }
                }
            }
            bound.insert(name, None);
            continue;
        }
        if method_alias || !(computed || read_by_later) || blocked || is_field_call(value) {
            bound.insert(name, None);
            continue;
        }
        let hidden = fresh(&mut used, &format!("{cls}.{name}"));
        let range = value.range();
        hoist_into(value, &hidden, &renames, out);
        if field {
            out.push(mutable_default_check(&hidden, &name, range));
        }
        bound.insert(name, Some(hidden));
    }
    late
}

/// Whether `value` holds a lambda or a comprehension, whose own scope reads names otherwise.
fn has_nested_scope(value: &ast::Expr) -> bool {
    matches!(
        value,
        ast::Expr::Lambda(_)
            | ast::Expr::ListComp(_)
            | ast::Expr::SetComp(_)
            | ast::Expr::DictComp(_)
            | ast::Expr::GeneratorExp(_)
    ) || super::scope::children(value).into_iter().any(has_nested_scope)
}

/// A method's defaults read the class namespace as the `def` runs (`def peek(self,
/// default=_MISSING)`): each class-body name they read that is bound before the `def` to a
/// hoisted value becomes that hidden value, so the default is the very object the class
/// attribute holds; `hoist_defaults` then computes it as any other default.
fn rename_default_reads(def: &mut ast::StmtFunctionDef, bound: &HashMap<String, Option<String>>) {
    let renames: HashMap<String, String> =
        bound.iter().filter_map(|(k, v)| v.clone().map(|v| (k.clone(), v))).collect();
    let args = &mut *def.args;
    for p in args.posonlyargs.iter_mut().chain(args.args.iter_mut()).chain(args.kwonlyargs.iter_mut()) {
        if let Some(default) = p.default.as_deref_mut() {
            rename_class_reads(default, &renames);
        }
    }
}

/// `@dataclass` or `@dataclass(...)` (also `dataclasses.dataclass`) among the decorators.
fn is_dataclass(class: &ast::StmtClassDef) -> bool {
    class.decorator_list.iter().any(|d| {
        let d = match d {
            ast::Expr::Call(c) => &*c.func,
            other => other,
        };
        match d {
            ast::Expr::Name(n) => n.id.as_str() == "dataclass",
            ast::Expr::Attribute(a) => a.attr.as_str() == "dataclass",
            _ => false,
        }
    })
}

/// An annotated attribute that is a dataclass field: not `ClassVar[...]` nor `InitVar[...]`,
/// whose defaults CPython does not check.
fn is_real_field(stmt: &ast::Stmt) -> bool {
    let ast::Stmt::AnnAssign(a) = stmt else { return false };
    let mut pseudo = false;
    super::scope::walk_expr(&a.annotation, &mut |x| {
        let name = match x {
            ast::Expr::Name(n) => n.id.as_str(),
            ast::Expr::Attribute(a) => a.attr.as_str(),
            ast::Expr::Constant(ast::ExprConstant { value: ast::Constant::Str(s), .. }) => s.as_str(),
            _ => "",
        };
        pseudo |= name.contains("ClassVar") || name.contains("InitVar");
    });
    !pseudo
}

/// What `@dataclass` checks of a computed field default as it makes the class: a list, dict
/// or set is CPython's `ValueError` (`use default_factory`), raised where the class statement
/// runs, after the value is computed (`if isinstance(hidden, (list, dict, set)): raise ...`).
fn mutable_default_check(hidden: &str, field: &str, range: TextRange) -> ast::Stmt {
    let name =
        |id: &str| ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Load });
    let call = |func: ast::Expr, args: Vec<ast::Expr>| {
        ast::Expr::Call(ast::ExprCall { range, func: Box::new(func), args, keywords: Vec::new() })
    };
    let text = |s: String| ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::Str(s), kind: None });
    let add = |l: ast::Expr, r: ast::Expr| {
        ast::Expr::BinOp(ast::ExprBinOp { range, left: Box::new(l), op: ast::Operator::Add, right: Box::new(r) })
    };
    let kinds = ast::Expr::Tuple(ast::ExprTuple {
        range,
        elts: vec![name("list"), name("dict"), name("set")],
        ctx: ast::ExprContext::Load,
    });
    let test = call(name("isinstance"), vec![name(hidden), kinds]);
    let kind = call(name("str"), vec![call(name("type"), vec![name(hidden)])]);
    let message = add(
        add(text("mutable default ".to_owned()), kind),
        text(format!(" for field {field} is not allowed: use default_factory")),
    );
    let raise = ast::Stmt::Raise(ast::StmtRaise {
        range,
        exc: Some(Box::new(call(name("ValueError"), vec![message]))),
        cause: None,
    });
    ast::Stmt::If(ast::StmtIf { range, test: Box::new(test), body: vec![raise], orelse: Vec::new() })
}

/// A hidden name for `what` not used before in this class.
pub(super) fn fresh(used: &mut HashSet<String>, what: &str) -> String {
    let mut hidden = format!("{PREFIX}{what})");
    let mut n = 1;
    while !used.insert(hidden.clone()) {
        n += 1;
        hidden = format!("{PREFIX}{what} #{n})");
    }
    hidden
}

/// Moves `value` into a module assignment to `hidden` appended to `out`, leaving a read of
/// `hidden` in its place; the class-body names it reads become their hidden values.
pub(super) fn hoist_into(
    value: &mut ast::Expr,
    hidden: &str,
    renames: &HashMap<String, String>,
    out: &mut Vec<ast::Stmt>,
) {
    let range = value.range();
    let load =
        |id: &str| ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Load });
    let mut moved = std::mem::replace(value, load(hidden));
    rename_class_reads(&mut moved, renames);
    out.push(ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![ast::Expr::Name(ast::ExprName {
            range,
            id: ast::Identifier::new(hidden),
            ctx: ast::ExprContext::Store,
        })],
        value: Box::new(moved),
        type_comment: None,
    }));
}

/// `list`, `dict` or `set` as a `default_factory`, which the dataclass reader takes itself.
fn is_builtin_factory(value: &ast::Expr) -> bool {
    matches!(value, ast::Expr::Name(n) if matches!(n.id.as_str(), "list" | "dict" | "set"))
}

/// For each attribute statement (by position), the class-body names the computed attributes
/// and the method defaults after it read: an attribute read so is hoisted even when it is a
/// literal.
fn later_reads(class: &ast::StmtClassDef) -> HashMap<usize, HashSet<String>> {
    let mut out = HashMap::new();
    let mut after: HashSet<String> = HashSet::new();
    for (k, stmt) in class.body.iter().enumerate().rev() {
        out.insert(k, after.clone());
        if let ast::Stmt::FunctionDef(def) = stmt {
            for default in super::scope::param_defaults(&def.args) {
                class_scope_reads(default, &mut |n| {
                    after.insert(n.to_owned());
                });
            }
        }
        let mut stmt = stmt.clone();
        if let Some((_, value)) = attr_assignment(&mut stmt) {
            if is_computed(value, &|_| false) || !after.is_empty() {
                class_scope_reads(value, &mut |n| {
                    after.insert(n.to_owned());
                });
            }
        }
    }
    out
}

/// Whether CPython computes this value where clauz3 keeps only literals: anything but a
/// literal, a lambda (a method), or a name the class body bound before (`__radd__ = __add__`,
/// an alias the class reader takes itself). A module name, an attribute (`math.pi`, an
/// enumeration member) or a tuple of them (`ORDER = (Light.GREEN, Light.RED)`, exception
/// classes for `except self.errors:`) is read where the class statement runs, as any other
/// computed value.
fn is_computed(value: &ast::Expr, bound_in_body: &dyn Fn(&str) -> bool) -> bool {
    match value {
        ast::Expr::Lambda(_) => false,
        ast::Expr::Name(n) => !bound_in_body(n.id.as_str()),
        other => match literal(other) {
            Some(Literal::Immutable(_)) => false,
            Some(Literal::Container(_)) => super::literal::module_value(other).is_none(),
            None => true,
        },
    }
}

/// `field(...)` or `dataclasses.field(...)`: read by the dataclass reader itself.
fn is_field_call(value: &ast::Expr) -> bool {
    let ast::Expr::Call(call) = value else { return false };
    match &*call.func {
        ast::Expr::Name(n) => n.id.as_str() == "field",
        ast::Expr::Attribute(a) => a.attr.as_str() == "field",
        _ => false,
    }
}

/// The names `value` reads in the class namespace: everywhere but inside lambdas and the parts
/// of a comprehension CPython runs in its own scope (all but the first iterable).
pub(super) fn class_scope_reads(value: &ast::Expr, visit: &mut dyn FnMut(&str)) {
    match value {
        ast::Expr::Name(n) if n.ctx == ast::ExprContext::Load => visit(n.id.as_str()),
        ast::Expr::Lambda(_) => {}
        ast::Expr::ListComp(c) => class_scope_reads(&c.generators[0].iter, visit),
        ast::Expr::SetComp(c) => class_scope_reads(&c.generators[0].iter, visit),
        ast::Expr::DictComp(c) => class_scope_reads(&c.generators[0].iter, visit),
        ast::Expr::GeneratorExp(c) => class_scope_reads(&c.generators[0].iter, visit),
        other => {
            for c in super::scope::children(other) {
                class_scope_reads(c, visit);
            }
        }
    }
}

/// Renames the class-namespace reads of `value` (as `class_scope_reads` finds them).
fn rename_class_reads(value: &mut ast::Expr, renames: &HashMap<String, String>) {
    if renames.is_empty() {
        return;
    }
    match value {
        ast::Expr::Name(n) if n.ctx == ast::ExprContext::Load => {
            if let Some(hidden) = renames.get(n.id.as_str()) {
                n.id = ast::Identifier::new(hidden.as_str());
            }
        }
        ast::Expr::Lambda(_) => {}
        ast::Expr::ListComp(c) => rename_class_reads(&mut c.generators[0].iter, renames),
        ast::Expr::SetComp(c) => rename_class_reads(&mut c.generators[0].iter, renames),
        ast::Expr::DictComp(c) => rename_class_reads(&mut c.generators[0].iter, renames),
        ast::Expr::GeneratorExp(c) => rename_class_reads(&mut c.generators[0].iter, renames),
        other => {
            for c in children_mut(other) {
                rename_class_reads(c, renames);
            }
        }
    }
}

/// The direct subexpressions of `x`, mutably, for the forms a class attribute's value takes;
/// comprehensions and lambdas are handled by the caller.
pub(super) fn children_mut(x: &mut ast::Expr) -> Vec<&mut ast::Expr> {
    use ast::Expr as E;
    match x {
        E::BoolOp(b) => b.values.iter_mut().collect(),
        E::NamedExpr(n) => vec![&mut *n.value],
        E::BinOp(b) => vec![&mut *b.left, &mut *b.right],
        E::UnaryOp(u) => vec![&mut *u.operand],
        E::IfExp(i) => vec![&mut *i.test, &mut *i.body, &mut *i.orelse],
        E::Dict(d) => d.keys.iter_mut().flatten().chain(d.values.iter_mut()).collect(),
        E::Set(s) => s.elts.iter_mut().collect(),
        E::List(l) => l.elts.iter_mut().collect(),
        E::Tuple(t) => t.elts.iter_mut().collect(),
        E::Call(c) => std::iter::once(&mut *c.func)
            .chain(c.args.iter_mut())
            .chain(c.keywords.iter_mut().map(|k| &mut k.value))
            .collect(),
        E::Compare(c) => std::iter::once(&mut *c.left).chain(c.comparators.iter_mut()).collect(),
        E::Attribute(a) => vec![&mut *a.value],
        E::Subscript(s) => vec![&mut *s.value, &mut *s.slice],
        E::Starred(s) => vec![&mut *s.value],
        E::Slice(s) => {
            [s.lower.as_deref_mut(), s.upper.as_deref_mut(), s.step.as_deref_mut()].into_iter().flatten().collect()
        }
        E::JoinedStr(j) => j.values.iter_mut().collect(),
        E::FormattedValue(f) => std::iter::once(&mut *f.value).chain(f.format_spec.as_deref_mut()).collect(),
        _ => Vec::new(),
    }
}

/// Whether `name` is a special method's name (`__repr__`), not a special attribute's
/// (`__slots__`, `__match_args__`, `__doc__`, ...), which a body or a later assignment gives
/// values.
pub(super) fn is_method_dunder(name: &str) -> bool {
    const DATA: &[&str] = &[
        "__slots__",
        "__match_args__",
        "__doc__",
        "__module__",
        "__qualname__",
        "__name__",
        "__parameters__",
        "__orig_bases__",
        "__annotations__",
        "__class__",
        "__dict__",
    ];
    name.len() > 4 && name.starts_with("__") && name.ends_with("__") && !DATA.contains(&name)
}

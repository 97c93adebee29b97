//! Functions' `__annotations__`, which agents read (directly, or through `inspect.signature`)
//! to describe their tools. CPython computes a function's annotations when its `def` runs, in
//! the enclosing scope, into a dict in parameter order with `'return'` last. For each
//! module-level function and each method of a module-level class, the dict display becomes a
//! hidden module value computed just before the `def` (or the `class` holding the method), and
//! the function names it (`ir::Function::annotations`), so a call costs nothing more.
//!
//! Only annotations clauz3 computes as CPython does are kept: builtin types, classes the module
//! defined before, strings, `None`, numbers, `typing`'s modelled forms and the aliases the
//! module made of them before, and those subscripted or joined with `|` (`list[str]`,
//! `Optional[int]`); a form clauz3 has no value for (`Iterable[int]`) is not, so a function
//! annotated with one has no dict and reading it is refused. Under `from __future__ import
//! annotations` every annotation is its text as the compiler writes it back
//! (`syntax/annotation_text.rs`). The values are made only in a module that reads
//! `__annotations__` or calls `signature`, `get_type_hints` or `dataclasses.fields`, so other
//! programs are as they were.

use rustpython_parser::ast::{self, Identifier, Ranged};
use std::collections::HashSet;

/// The hidden module value holding the annotations of the function `qualname` (`f`, `C.m`).
pub fn hidden_name(qualname: &str) -> String {
    format!("(annotations of {qualname})")
}

/// The hidden module value `hidden` names, if the module has it.
pub fn hoisted_value(env: &super::ModuleEnv, hidden: &str) -> Option<crate::ir::ModuleValue> {
    match env.items.get(hidden)? {
        super::ModuleItem::Constant(c) => Some(crate::ir::ModuleValue::Const(c.clone())),
        _ => Some(crate::ir::ModuleValue::Global(std::rc::Rc::from(hidden))),
    }
}

/// The builtin types an annotation may name (when the module does not bind the name).
const BUILTIN_TYPES: [&str; 14] = [
    "int",
    "float",
    "str",
    "bool",
    "bytes",
    "bytearray",
    "complex",
    "list",
    "dict",
    "set",
    "frozenset",
    "tuple",
    "object",
    "type",
];

/// The builtin types CPython subscripts into `types.GenericAlias` (`list[str]`).
const GENERIC_TYPES: [&str; 6] = ["list", "dict", "set", "frozenset", "tuple", "type"];

/// The types of `collections` that are kinds of the interpreter's own values.
const COLLECTIONS_KINDS: [&str; 4] = ["deque", "defaultdict", "OrderedDict", "Counter"];

/// `body` with the annotations of its functions and methods hoisted into hidden module values.
pub fn hoist_annotations(body: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
    if !reads_annotations(&body) {
        return body;
    }
    let future = future_annotations(&body);
    let shadowed = module_names(&body);
    let typed_dicts = super::typed_dict::typed_dict_names(&body);
    let mut classes: HashSet<String> = typing_values(&body);
    classes.extend(imported_classes(&body));
    let mut out = Vec::with_capacity(body.len());
    for stmt in body {
        note_value(&stmt, &shadowed, &mut classes);
        let reading = Reading { shadowed: &shadowed, classes: &classes, future };
        match &stmt {
            ast::Stmt::FunctionDef(def) if def.decorator_list.is_empty() => {
                out.extend(reading.hoisted(def.name.as_str(), def));
            }
            ast::Stmt::ClassDef(class) if !typed_dicts.contains(class.name.as_str()) => {
                out.extend(reading.class_hoisted(class));
                for member in &class.body {
                    if let ast::Stmt::FunctionDef(def) = member {
                        if def.decorator_list.is_empty() {
                            out.extend(reading.hoisted(&format!("{}.{}", class.name, def.name), def));
                        }
                    }
                }
                classes.insert(class.name.to_string());
            }
            _ => {}
        }
        out.push(stmt);
    }
    out
}

/// The `typing` forms its model gives values (`typing.py`'s class half), which an annotation
/// may name once imported.
pub(super) const TYPING_VALUES: [&str; 47] = [
    "Any",
    "Optional",
    "Union",
    "Literal",
    "Final",
    "ClassVar",
    "Annotated",
    "Callable",
    "List",
    "Dict",
    "Set",
    "FrozenSet",
    "Tuple",
    "Type",
    "TypeVar",
    "NewType",
    "ForwardRef",
    "get_origin",
    "get_args",
    // Its aliases of the abstract classes of `collections.abc`.
    "Hashable",
    "Awaitable",
    "Coroutine",
    "AsyncIterable",
    "AsyncIterator",
    "Iterable",
    "Iterator",
    "Reversible",
    "Sized",
    "Container",
    "Collection",
    "AbstractSet",
    "MutableSet",
    "Mapping",
    "MutableMapping",
    "Sequence",
    "MutableSequence",
    "ByteString",
    "Generator",
    "AsyncGenerator",
    "MappingView",
    "KeysView",
    "ItemsView",
    "ValuesView",
    // Its aliases of `collections`' classes.
    "Deque",
    "DefaultDict",
    "OrderedDict",
    "Counter",
];

/// How the module names the `typing` forms that are values: the names it imports from
/// `typing` (`Optional`), and `t.Optional` for each `import typing [as t]`.
pub(super) fn typing_values(body: &[ast::Stmt]) -> HashSet<String> {
    let mut names = HashSet::new();
    for stmt in body {
        match stmt {
            ast::Stmt::ImportFrom(i) if i.module.as_ref().is_some_and(|m| m.as_str() == "typing") => {
                for alias in i.names.iter().filter(|a| TYPING_VALUES.contains(&a.name.as_str())) {
                    names.insert(alias.asname.as_ref().unwrap_or(&alias.name).to_string());
                }
            }
            ast::Stmt::Import(i) => {
                for alias in i.names.iter().filter(|a| a.name.as_str() == "typing") {
                    let local = alias.asname.as_ref().unwrap_or(&alias.name);
                    names.extend(TYPING_VALUES.iter().map(|form| format!("{local}.{form}")));
                }
            }
            _ => {}
        }
    }
    names
}

/// The names the module's imports bind to classes of the modelled modules (`Decimal` of `from
/// decimal import Decimal`, `datetime.date` of `import datetime`), which annotations name.
fn imported_classes(body: &[ast::Stmt]) -> HashSet<String> {
    let mut names = HashSet::new();
    // `collections`' types that are kinds of the interpreter's values, subscripted as builtins.
    let classes = |module: &str| {
        let mut all: Vec<&'static str> = crate::ir::modelled_classes(module).collect();
        if module == "collections" {
            all.extend(COLLECTIONS_KINDS);
        }
        all.into_iter()
    };
    for stmt in body {
        match stmt {
            ast::Stmt::ImportFrom(i) => {
                let Some(module) = i.module.as_ref() else { continue };
                for alias in &i.names {
                    if classes(module.as_str()).any(|c| c == alias.name.as_str()) {
                        names.insert(alias.asname.as_ref().unwrap_or(&alias.name).to_string());
                    }
                }
            }
            ast::Stmt::Import(i) => {
                for alias in i.names.iter().filter(|a| !a.name.as_str().contains('.')) {
                    let local = alias.asname.as_ref().unwrap_or(&alias.name);
                    names.extend(classes(alias.name.as_str()).map(|c| format!("{local}.{c}")));
                }
            }
            _ => {}
        }
    }
    names
}

/// Adds to `known` the name a module-level statement binds to a value an annotation may name:
/// a type alias clauz3 computes (`LogLevel = Literal["a", "b"]`), a type variable or new type
/// (`T = TypeVar("T")`), a class.
pub(super) fn note_value(stmt: &ast::Stmt, shadowed: &HashSet<String>, known: &mut HashSet<String>) {
    let ast::Stmt::Assign(a) = stmt else { return };
    let [ast::Expr::Name(target)] = a.targets.as_slice() else { return };
    let made = match &*a.value {
        ast::Expr::Call(c) => {
            let maker = matches!(&*c.func, ast::Expr::Name(n) if known.contains(n.id.as_str()))
                || matches!(&*c.func, ast::Expr::Attribute(at) if matches!(&*at.value, ast::Expr::Name(m)
                    if known.contains(&format!("{}.{}", m.id, at.attr))));
            maker && c.args.iter().chain(c.keywords.iter().map(|k| &k.value)).all(|x| argument(x, shadowed, known))
        }
        value => computed(value, shadowed, known),
    };
    if made {
        known.insert(target.id.to_string());
    }
}

/// Whether a subscript's argument is one clauz3 computes: a constant (`Literal[1]`,
/// `Annotated[int, "meta"]`), a list of them (`Callable[[int], str]`), or an annotation it computes.
fn argument(a: &ast::Expr, shadowed: &HashSet<String>, known: &HashSet<String>) -> bool {
    match a {
        ast::Expr::Constant(_) => true,
        ast::Expr::List(l) => l.elts.iter().all(|x| argument(x, shadowed, known)),
        other => computed(other, shadowed, known),
    }
}

/// Every name the module binds at its level, imports included: they shadow builtin types.
pub(super) fn module_names(body: &[ast::Stmt]) -> HashSet<String> {
    let mut bound = indexmap::IndexSet::new();
    super::scope::bound_names(body, &mut bound);
    let mut names: HashSet<String> = bound.into_iter().collect();
    for stmt in body {
        let aliases = match stmt {
            ast::Stmt::Import(i) => &i.names,
            ast::Stmt::ImportFrom(i) => &i.names,
            _ => continue,
        };
        for alias in aliases {
            let local = alias.asname.as_ref().unwrap_or(&alias.name);
            names.insert(local.split('.').next().unwrap_or(local).to_owned());
        }
    }
    names
}

/// Whether the module reads `__annotations__` or calls `signature`, `get_type_hints` or
/// `dataclasses.fields` (whose `Field.type` is the annotation) anywhere.
fn reads_annotations(body: &[ast::Stmt]) -> bool {
    let fields_imported = body.iter().any(|s| {
        matches!(s, ast::Stmt::ImportFrom(i)
            if i.module.as_ref().is_some_and(|m| m.as_str() == "dataclasses")
                && i.names.iter().any(|a| a.name.as_str() == "fields" && a.asname.is_none()))
    });
    let mut found = false;
    let mut visit = |e: &ast::Expr| match e {
        ast::Expr::Attribute(a)
            if a.attr.as_str() == "fields"
                && matches!(&*a.value, ast::Expr::Name(n) if n.id.as_str() == "dataclasses") =>
        {
            found = true
        }
        ast::Expr::Name(n) if fields_imported && n.id.as_str() == "fields" => found = true,
        ast::Expr::Attribute(a) if matches!(a.attr.as_str(), "__annotations__" | "signature" | "get_type_hints") => {
            found = true
        }
        ast::Expr::Name(n) if matches!(n.id.as_str(), "signature" | "get_type_hints") => found = true,
        ast::Expr::Constant(c) if matches!(&c.value, ast::Constant::Str(s) if s == "__annotations__") => found = true,
        _ => {}
    };
    super::scope::walk_module_exprs(body, &mut visit);
    found
}

fn future_annotations(body: &[ast::Stmt]) -> bool {
    body.iter().any(|s| {
        matches!(s, ast::Stmt::ImportFrom(i)
            if i.module.as_ref().is_some_and(|m| m.as_str() == "__future__")
                && i.names.iter().any(|a| a.name.as_str() == "annotations"))
    })
}

/// What the module binds before a statement: names that shadow builtin types, and the
/// classes defined so far.
struct Reading<'a> {
    shadowed: &'a HashSet<String>,
    classes: &'a HashSet<String>,
    /// `from __future__ import annotations`: each annotation is its text.
    future: bool,
}

impl Reading<'_> {
    /// `(annotations of C) = {...}` for the names a class body annotates, when clauz3 computes
    /// every annotation: a `typing.NamedTuple`'s as its `TypedDict`'s (no strings, `None`
    /// kept as `NoneType`), any other class's as a function's. None for a class whose body
    /// annotates inside a block, and for one `namedtuple(...)` made.
    fn class_hoisted(&self, class: &ast::StmtClassDef) -> Option<ast::Stmt> {
        let nested =
            class.body.iter().any(|s| !matches!(s, ast::Stmt::AnnAssign(_)) && annotates(std::slice::from_ref(s)));
        let made = |b: &ast::Expr| matches!(b, ast::Expr::Name(n) if super::named_tuple_call::is_namedtuple_base(n.id.as_str()));
        if nested || class.bases.iter().any(made) {
            return None;
        }
        let named_tuple = class.bases.iter().any(|b| match b {
            ast::Expr::Name(n) => n.id.as_str() == "NamedTuple",
            ast::Expr::Attribute(a) => a.attr.as_str() == "NamedTuple",
            _ => false,
        });
        if self.future && named_tuple {
            // CPython's `NamedTuple` makes each text a `ForwardRef`: not written here.
            return None;
        }
        let mut entries: Vec<(String, ast::Expr)> = Vec::new();
        for stmt in &class.body {
            let ast::Stmt::AnnAssign(a) = stmt else { continue };
            let ast::Expr::Name(target) = &*a.target else { return None };
            if !a.simple {
                return None;
            }
            if self.future {
                entries.push((target.id.to_string(), text_of(&a.annotation)?));
                continue;
            }
            let none = matches!(&*a.annotation, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::None));
            let kept = match named_tuple {
                true => computed(&a.annotation, self.shadowed, self.classes),
                false => self.computed(&a.annotation),
            };
            let value = if named_tuple && none {
                none_type(&a.annotation)
            } else if kept {
                (*a.annotation).clone()
            } else {
                return None;
            };
            entries.push((target.id.to_string(), value));
        }
        let named = entries.iter().map(|(k, v)| (k.clone(), v));
        Some(dict_assign(class.name.as_str(), class.range(), named))
    }

    /// `(annotations of qualname) = {...}` for `def`, when clauz3 computes every annotation.
    fn hoisted(&self, qualname: &str, def: &ast::StmtFunctionDef) -> Option<ast::Stmt> {
        let a = &def.args;
        let params = a.posonlyargs.iter().chain(&a.args).map(|p| &p.def);
        let params = params.chain(a.vararg.as_deref()).chain(a.kwonlyargs.iter().map(|p| &p.def));
        let params = params.chain(a.kwarg.as_deref());
        let mut entries: Vec<(String, &ast::Expr)> = Vec::new();
        for p in params {
            if let Some(annotation) = &p.annotation {
                entries.push((p.arg.to_string(), annotation));
            }
        }
        if let Some(returns) = &def.returns {
            entries.push(("return".to_owned(), returns));
        }
        if self.future {
            let texts: Option<Vec<(String, ast::Expr)>> =
                entries.into_iter().map(|(k, e)| Some((k, text_of(e)?))).collect();
            let texts = texts?;
            return Some(dict_assign(qualname, def.range(), texts.iter().map(|(k, e)| (k.clone(), e))));
        }
        if !entries.iter().all(|(_, e)| self.computed(e)) {
            return None;
        }
        Some(dict_assign(qualname, def.range(), entries.into_iter()))
    }

    fn computed(&self, e: &ast::Expr) -> bool {
        let constant = matches!(e, ast::Expr::Constant(c) if matches!(
            c.value,
            ast::Constant::None | ast::Constant::Str(_) | ast::Constant::Int(_) | ast::Constant::Bool(_)
        ));
        constant || computed(e, self.shadowed, self.classes)
    }
}

/// Whether clauz3 computes the annotation `e` as CPython does: a builtin type the module does
/// not shadow, one of `classes` (the module's classes, its modelled `typing` forms and the
/// aliases made of them), one of those subscripted with those, constants or lists of them
/// (`list[str]`, `tuple[int, ...]`, `dict[str, 'Row']`, `Optional[int]`, `Literal["a"]`), or a
/// union of them (`int | None`).
pub(super) fn computed(e: &ast::Expr, shadowed: &HashSet<String>, classes: &HashSet<String>) -> bool {
    match e {
        ast::Expr::Name(n) => {
            let id = n.id.as_str();
            classes.contains(id) || (BUILTIN_TYPES.contains(&id) && !shadowed.contains(id))
        }
        ast::Expr::Attribute(a) => {
            matches!(&*a.value, ast::Expr::Name(m) if classes.contains(&format!("{}.{}", m.id, a.attr)))
        }
        ast::Expr::Subscript(s) => {
            let generic = match &*s.value {
                ast::Expr::Name(n) => {
                    (GENERIC_TYPES.contains(&n.id.as_str()) && !shadowed.contains(n.id.as_str()))
                        || classes.contains(n.id.as_str())
                }
                other @ ast::Expr::Attribute(_) => computed(other, shadowed, classes),
                _ => false,
            };
            let args_ok = match &*s.slice {
                ast::Expr::Tuple(t) => !t.elts.is_empty() && t.elts.iter().all(|a| argument(a, shadowed, classes)),
                one => argument(one, shadowed, classes),
            };
            generic && args_ok
        }
        ast::Expr::BinOp(b) if b.op == ast::Operator::BitOr => {
            let side = |x: &ast::Expr| {
                matches!(x, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::None))
                    || computed(x, shadowed, classes)
            };
            side(&b.left) && side(&b.right)
        }
        _ => false,
    }
}

/// The annotation `e` as a str constant of its text, as `from __future__ import annotations`
/// keeps it; None when its text is not written (`syntax/annotation_text.rs`).
pub(super) fn text_of(e: &ast::Expr) -> Option<ast::Expr> {
    let text = super::annotation_text::annotation_text(e)?;
    Some(ast::Expr::Constant(ast::ExprConstant { range: e.range(), value: ast::Constant::Str(text), kind: None }))
}

/// Whether `stmts` annotate a name, at their level or in their blocks.
fn annotates(stmts: &[ast::Stmt]) -> bool {
    stmts.iter().any(|stmt| {
        let blocks: Vec<&[ast::Stmt]> = match stmt {
            ast::Stmt::AnnAssign(_) => return true,
            ast::Stmt::If(i) => vec![&i.body, &i.orelse],
            ast::Stmt::For(f) => vec![&f.body, &f.orelse],
            ast::Stmt::While(w) => vec![&w.body, &w.orelse],
            ast::Stmt::With(w) => vec![&w.body],
            ast::Stmt::Try(t) => vec![&t.body, &t.orelse, &t.finalbody],
            _ => Vec::new(),
        };
        blocks.into_iter().any(annotates)
    })
}

/// `type(None)`, as CPython's `typing` keeps a `None` annotation, at `e`'s place.
fn none_type(e: &ast::Expr) -> ast::Expr {
    let range = e.range();
    let callee = format!("{}type", super::matching::BUILTIN_PREFIX);
    ast::Expr::Call(ast::ExprCall {
        range,
        func: Box::new(ast::Expr::Name(ast::ExprName {
            range,
            id: Identifier::new(callee),
            ctx: ast::ExprContext::Load,
        })),
        args: vec![e.clone()],
        keywords: Vec::new(),
    })
}

/// `(annotations of owner) = {key: annotation, ...}`.
fn dict_assign<'a>(
    owner: &str,
    range: rustpython_parser::text_size::TextRange,
    entries: impl Iterator<Item = (String, &'a ast::Expr)>,
) -> ast::Stmt {
    let (keys, values): (Vec<_>, Vec<_>) = entries
        .map(|(k, e)| {
            let key = ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::Str(k), kind: None });
            (Some(key), e.clone())
        })
        .unzip();
    let target =
        ast::Expr::Name(ast::ExprName { range, id: Identifier::new(hidden_name(owner)), ctx: ast::ExprContext::Store });
    ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![target],
        value: Box::new(ast::Expr::Dict(ast::ExprDict { range, keys, values })),
        type_comment: None,
    })
}

#[cfg(test)]
mod tests {
    /// Every form `typing`'s class half binds from its table (`Name = _Forms.made["Name"]`) is
    /// listed in [`super::TYPING_VALUES`]: a form missing there is not loaded for a file that
    /// evaluates it (`typing_forms_use.rs`), and `isinstance` against it fails.
    #[test]
    fn every_form_typing_makes_is_known_as_a_value() {
        let model = include_str!("../layer/embedded/classes/typing.py");
        let made: Vec<&str> = model
            .lines()
            .filter_map(|line| line.split_once(" = _Forms.made[").map(|(name, _)| name))
            .filter(|name| !name.starts_with(' ') && !name.starts_with('_'))
            .collect();
        assert!(made.len() > 30, "{made:?}");
        let missing: Vec<&&str> = made.iter().filter(|n| !super::TYPING_VALUES.contains(n)).collect();
        assert!(missing.is_empty(), "add to TYPING_VALUES: {missing:?}");
    }
}

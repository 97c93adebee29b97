//! What a `TypedDict` class tells about its keys, which agents read to validate their records:
//! `__total__`, `__required_keys__` and `__optional_keys__` (frozensets: the bases' keys, then
//! its own, each required when the class is total unless wrapped in `Required[...]` or
//! `NotRequired[...]`, through `Annotated[...]` too), and `__annotations__` (the bases', then
//! its own, in definition order). They are known from the class statement alone, save the
//! annotations' values: those are computed, where CPython computes them, by a hidden module
//! value right after the class (`setattr` of each on the function `typed_dict` makes of it).
//! `__annotations__` is given only when every annotation is one clauz3 computes as CPython's
//! `TypedDict` keeps it: a builtin type, a class the module defined before, `None` (which
//! CPython keeps as `NoneType`), a modelled `typing` form or an alias made of them, or those
//! subscripted (`list[str]`, `Optional[int]`); a string or a later name is not, and reading it
//! is then refused. Under `from __future__ import annotations` each is a `ForwardRef` of its
//! text, as CPython's.

use rustpython_parser::ast::{self, Identifier};
use rustpython_parser::text_size::TextRange;
use std::collections::{HashMap, HashSet};

/// What the module says that the reading of annotations depends on.
pub(super) struct Context {
    /// Names bound anywhere at module level (they shadow builtin types).
    bound: HashSet<String>,
    /// `from __future__ import annotations`: every annotation is a string.
    future: bool,
    /// Spellings of `typing.Required`/`NotRequired`/`Annotated` (`from typing import ...` names,
    /// or `typing` module aliases).
    typing_names: HashMap<String, String>,
    typing_modules: Vec<String>,
}

/// One TypedDict made so far: its keys, and whether its annotations were given.
#[derive(Clone, Default)]
pub(super) struct Keys {
    required: Vec<String>,
    optional: Vec<String>,
    annotated: bool,
}

impl Context {
    pub(super) fn of(body: &[ast::Stmt]) -> Context {
        let mut context = Context {
            bound: super::annotation_values::module_names(body),
            future: false,
            typing_names: HashMap::new(),
            typing_modules: Vec::new(),
        };
        for stmt in body {
            match stmt {
                ast::Stmt::ImportFrom(i) => {
                    let module = i.module.as_ref().map_or("", |m| m.as_str());
                    for alias in &i.names {
                        let local = alias.asname.as_ref().unwrap_or(&alias.name).to_string();
                        if module == "__future__" && alias.name.as_str() == "annotations" {
                            context.future = true;
                        }
                        if module == "typing" {
                            context.typing_names.insert(local, alias.name.to_string());
                        }
                    }
                }
                ast::Stmt::Import(i) => {
                    for alias in &i.names {
                        let local = alias.asname.as_ref().unwrap_or(&alias.name).to_string();
                        if alias.name.as_str() == "typing" {
                            context.typing_modules.push(local);
                        }
                    }
                }
                _ => {}
            }
        }
        context
    }

    /// The `typing` name `e` spells, if it spells one.
    fn typing_name(&self, e: &ast::Expr) -> Option<String> {
        match e {
            ast::Expr::Name(n) => self.typing_names.get(n.id.as_str()).cloned(),
            ast::Expr::Attribute(a) => {
                matches!(&*a.value, ast::Expr::Name(m) if self.typing_modules.iter().any(|t| t == m.id.as_str()))
                    .then(|| a.attr.to_string())
            }
            _ => None,
        }
    }

    /// Whether the key annotated `e` is required in a class of this `total`.
    fn required(&self, e: &ast::Expr, total: bool) -> bool {
        if self.future {
            return total;
        }
        let ast::Expr::Subscript(s) = e else { return total };
        match self.typing_name(&s.value).as_deref() {
            Some("Required") => true,
            Some("NotRequired") => false,
            Some("Annotated") => match &*s.slice {
                ast::Expr::Tuple(t) => t.elts.first().is_none_or(|first| self.required(first, total)),
                _ => total,
            },
            _ => total,
        }
    }

    /// Whether clauz3 computes the annotation `e` as CPython's `TypedDict` keeps it (a string
    /// would be a `ForwardRef`, and `None` is kept as `NoneType`); under `from __future__
    /// import annotations`, whether its text is written (each is a `ForwardRef` of it).
    fn computed(&self, e: &ast::Expr, classes: &HashSet<String>) -> bool {
        if self.future {
            return super::annotation_text::annotation_text(e).is_some();
        }
        let none = matches!(e, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::None));
        none || super::annotation_values::computed(e, &self.bound, classes)
    }

    /// `from __future__ import annotations`: the TypedDicts' annotations are `ForwardRef`s of
    /// their text, made through [`FORWARD_REF`].
    pub(super) fn future(&self) -> bool {
        self.future
    }
}

/// One TypedDict as its statement writes it.
pub(super) struct Shape<'a> {
    pub name: String,
    /// The names of its bases (`TypedDict` itself, or earlier TypedDicts).
    pub bases: Vec<String>,
    /// Its own keys with their annotations, in order.
    pub fields: Vec<(String, &'a ast::Expr)>,
    pub total: bool,
    pub range: TextRange,
}

/// The keys of the TypedDict `shape`, and the hidden statement giving its function CPython's
/// attributes; `classes` are the module's classes defined before it.
pub(super) fn describe(
    context: &Context,
    made: &HashMap<String, Keys>,
    classes: &HashSet<String>,
    shape: &Shape,
) -> (Keys, ast::Stmt) {
    let Shape { name, bases, fields, total, range } = shape;
    let (total, range) = (*total, *range);
    let mut keys = Keys { annotated: true, ..Keys::default() };
    let add = |list: &mut Vec<String>, key: &String| {
        if !list.contains(key) {
            list.push(key.clone());
        }
    };
    for base in bases.iter().filter_map(|b| made.get(b)) {
        base.required.iter().for_each(|k| add(&mut keys.required, k));
        base.optional.iter().for_each(|k| add(&mut keys.optional, k));
        keys.annotated &= base.annotated;
    }
    for (key, annotation) in fields {
        if context.required(annotation, total) {
            add(&mut keys.required, key);
        } else {
            add(&mut keys.optional, key);
        }
        keys.annotated &= context.computed(annotation, classes);
    }
    let make = Make { range };
    let target = make.name(name);
    let mut sets = vec![
        make.setattr(&target, "__total__", make.constant(ast::Constant::Bool(total))),
        make.setattr(&target, "__required_keys__", make.frozenset(&keys.required)),
        make.setattr(&target, "__optional_keys__", make.frozenset(&keys.optional)),
    ];
    if keys.annotated {
        let mut dict_keys = Vec::new();
        let mut values = Vec::new();
        for base in bases.iter().filter(|b| made.contains_key(*b)) {
            dict_keys.push(None);
            values.push(make.attribute(base, "__annotations__"));
        }
        for (key, annotation) in fields {
            dict_keys.push(Some(make.constant(ast::Constant::Str(key.clone()))));
            values.push(match annotation {
                _ if context.future => make.forward_ref(annotation),
                ast::Expr::Constant(c) if matches!(c.value, ast::Constant::None) => {
                    make.call("type", vec![(*annotation).clone()])
                }
                other => (*other).clone(),
            });
        }
        let dict = ast::Expr::Dict(ast::ExprDict { range, keys: dict_keys, values });
        sets.insert(0, make.setattr(&target, "__annotations__", dict));
    }
    let hidden = format!("(TypedDict attributes of {name})");
    let assign = ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![ast::Expr::Name(ast::ExprName {
            range,
            id: Identifier::new(hidden),
            ctx: ast::ExprContext::Store,
        })],
        value: Box::new(ast::Expr::Tuple(ast::ExprTuple { range, elts: sets, ctx: ast::ExprContext::Load })),
        type_comment: None,
    });
    (keys, assign)
}

/// The hidden name `typing.ForwardRef` is imported as where a module's TypedDicts need it.
pub(super) const FORWARD_REF: &str = "(typing ForwardRef)";

/// `from typing import ForwardRef as (typing ForwardRef)` at `range`.
pub(super) fn forward_ref_import(range: TextRange) -> ast::Stmt {
    ast::Stmt::ImportFrom(ast::StmtImportFrom {
        range,
        module: Some(Identifier::new("typing")),
        names: vec![ast::Alias {
            range,
            name: Identifier::new("ForwardRef"),
            asname: Some(Identifier::new(FORWARD_REF)),
        }],
        level: None,
    })
}

/// Expressions at one place of the source.
struct Make {
    range: TextRange,
}

impl Make {
    fn name(&self, id: &str) -> ast::Expr {
        ast::Expr::Name(ast::ExprName { range: self.range, id: Identifier::new(id), ctx: ast::ExprContext::Load })
    }

    /// The builtin `id`, whatever the module binds to the name.
    fn builtin(&self, id: &str) -> ast::Expr {
        self.name(&format!("{}{id}", super::matching::BUILTIN_PREFIX))
    }

    fn constant(&self, value: ast::Constant) -> ast::Expr {
        ast::Expr::Constant(ast::ExprConstant { range: self.range, value, kind: None })
    }

    fn call(&self, builtin: &str, args: Vec<ast::Expr>) -> ast::Expr {
        ast::Expr::Call(ast::ExprCall {
            range: self.range,
            func: Box::new(self.builtin(builtin)),
            args,
            keywords: Vec::new(),
        })
    }

    /// `ForwardRef('<text>', module='__main__')`, what CPython's `TypedDict` keeps of an
    /// annotation that is text.
    fn forward_ref(&self, annotation: &ast::Expr) -> ast::Expr {
        let text = super::annotation_text::annotation_text(annotation).unwrap_or_default();
        let module = self.constant(ast::Constant::Str("__main__".to_owned()));
        ast::Expr::Call(ast::ExprCall {
            range: self.range,
            func: Box::new(self.name(FORWARD_REF)),
            args: vec![self.constant(ast::Constant::Str(text))],
            keywords: vec![ast::Keyword { range: self.range, arg: Some(Identifier::new("module")), value: module }],
        })
    }

    fn attribute(&self, of: &str, attr: &str) -> ast::Expr {
        ast::Expr::Attribute(ast::ExprAttribute {
            range: self.range,
            value: Box::new(self.name(of)),
            attr: Identifier::new(attr),
            ctx: ast::ExprContext::Load,
        })
    }

    fn setattr(&self, target: &ast::Expr, attr: &str, value: ast::Expr) -> ast::Expr {
        self.call("setattr", vec![target.clone(), self.constant(ast::Constant::Str(attr.to_owned())), value])
    }

    fn frozenset(&self, keys: &[String]) -> ast::Expr {
        if keys.is_empty() {
            return self.call("frozenset", Vec::new());
        }
        let elts = keys.iter().map(|k| self.constant(ast::Constant::Str(k.clone()))).collect();
        self.call("frozenset", vec![ast::Expr::Set(ast::ExprSet { range: self.range, elts })])
    }
}

/// The attributes this module gives a TypedDict.
const ATTRS: [&str; 4] = ["__annotations__", "__total__", "__required_keys__", "__optional_keys__"];

/// Whether the module reads any of [`ATTRS`] (`X.__total__`, or `getattr(X, "__total__")`), or
/// calls `get_type_hints`, in any function or method: only then are they made, so a program that never looks keeps
/// its TypedDicts the plain functions they were.
pub(super) fn read_anywhere(body: &[ast::Stmt]) -> bool {
    let mut found = false;
    let mut visit = |e: &ast::Expr| match e {
        ast::Expr::Attribute(a) if ATTRS.contains(&a.attr.as_str()) || a.attr.as_str() == "get_type_hints" => {
            found = true
        }
        ast::Expr::Name(n) if n.id.as_str() == "get_type_hints" => found = true,
        ast::Expr::Constant(c) if matches!(&c.value, ast::Constant::Str(s) if ATTRS.contains(&s.as_str())) => {
            found = true
        }
        _ => {}
    };
    super::scope::walk_module_exprs(body, &mut visit);
    found
}

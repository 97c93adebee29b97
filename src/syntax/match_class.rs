//! What a class pattern of a program class (`case Point(0, y=py):`) reads. `match` is
//! lowered before names are resolved (`matching.rs`), so the module's `class` statements are
//! read here first: a class pattern tests `isinstance` and then reads attributes, and a
//! missing attribute makes CPython's pattern fail where a plain read would raise. An attribute
//! every instance is sure to have (a field of a dataclass whose instances all run the
//! generated `__init__`: no class deriving from it, nor the class itself, writes its own) is
//! read as it is; any other is tested with `hasattr` first, so a missing one is no match, as
//! in CPython. Positional sub-patterns read the attributes `__match_args__` names: a literal
//! tuple of strings the class (or a base) assigns, else a dataclass's fields in order.

use rustpython_parser::ast;
use std::collections::HashMap;

/// A module-level class, as far as class patterns need it.
struct Shape {
    base: Option<String>,
    /// Several bases: what its instances hold is not followed here, so class patterns of the
    /// module's classes are refused.
    several_bases: bool,
    dataclass: bool,
    /// A `typing.NamedTuple` class (whose instances are tuples of its fields).
    named_tuple: bool,
    own_init: bool,
    /// Annotated names of the body, in order (a dataclass's own fields; not `ClassVar`s nor
    /// the `KW_ONLY` marker).
    annotated: Vec<String>,
    /// Fields `__match_args__` leaves out or adds (keyword-only ones, `init=False` ones,
    /// `InitVar`s): its order is then not the fields', so positional sub-patterns are refused.
    reordered: bool,
    /// A `__match_args__` the body assigns: the strings of a literal tuple (or list) of
    /// strings, `None` for any other value.
    literal_match_args: Option<Option<Vec<String>>>,
}

/// What a class pattern of one of the module's classes reads.
pub struct Reads {
    /// The attributes positional sub-patterns read, in order; `Err` says why no positional
    /// sub-pattern can be followed here.
    pub positional: Result<Vec<String>, String>,
    /// The attributes every instance is sure to have, read without testing `hasattr`.
    pub sure: Vec<String>,
}

/// The `__match_args__` a class body assigns last: `Some(None)` when it is not a tuple or list
/// of string literals (`("x", "y")`).
fn literal_match_args(body: &[ast::Stmt]) -> Option<Option<Vec<String>>> {
    body.iter().rev().find_map(|s| {
        let ast::Stmt::Assign(a) = s else { return None };
        let [ast::Expr::Name(n)] = a.targets.as_slice() else { return None };
        if n.id.as_str() != "__match_args__" {
            return None;
        }
        let items = match &*a.value {
            ast::Expr::Tuple(t) => &t.elts,
            ast::Expr::List(l) => &l.elts,
            _ => return Some(None),
        };
        let strings = items.iter().map(|e| match e {
            ast::Expr::Constant(ast::ExprConstant { value: ast::Constant::Str(s), .. }) => Some(s.clone()),
            _ => None,
        });
        Some(strings.collect::<Option<Vec<String>>>())
    })
}

/// The last name of an annotation or decorator (`ClassVar` of `typing.ClassVar[int]`).
fn head_name(e: &ast::Expr) -> &str {
    match e {
        ast::Expr::Subscript(s) => head_name(&s.value),
        ast::Expr::Call(c) => head_name(&c.func),
        ast::Expr::Name(n) => n.id.as_str(),
        ast::Expr::Attribute(a) => a.attr.as_str(),
        _ => "",
    }
}

/// Whether a call (a decorator or `field(...)`) passes a keyword that changes which fields
/// `__match_args__` lists (`kw_only=True`, `init=False`, `match_args=False`).
fn reorders(e: &ast::Expr) -> bool {
    let ast::Expr::Call(c) = e else { return false };
    c.keywords.iter().any(|k| {
        let flag = super::literal::bool_literal(&k.value);
        match k.arg.as_ref().map(|a| a.as_str()) {
            Some("kw_only") => flag != Some(false),
            Some("init" | "match_args") => flag != Some(true),
            _ => false,
        }
    })
}

/// The module's classes by name.
pub struct Classes(HashMap<String, Shape>);

impl Classes {
    pub fn of(body: &[ast::Stmt]) -> Classes {
        let mut map = HashMap::new();
        for stmt in body {
            let ast::Stmt::ClassDef(c) = stmt else { continue };
            let base = match c.bases.as_slice() {
                [ast::Expr::Name(n)] => Some(n.id.to_string()),
                _ => None,
            };
            let named_tuple = matches!(c.bases.as_slice(), [ast::Expr::Name(n)] if n.id.as_str() == "NamedTuple")
                || matches!(c.bases.as_slice(), [ast::Expr::Attribute(a)] if a.attr.as_str() == "NamedTuple");
            let dataclass = c.decorator_list.iter().any(|d| {
                let f = match d {
                    ast::Expr::Call(call) => &*call.func,
                    other => other,
                };
                match f {
                    ast::Expr::Name(n) => n.id.as_str() == "dataclass",
                    ast::Expr::Attribute(a) => a.attr.as_str() == "dataclass",
                    _ => false,
                }
            });
            let own_init =
                c.body.iter().any(|s| matches!(s, ast::Stmt::FunctionDef(f) if f.name.as_str() == "__init__"));
            let mut reordered = c.decorator_list.iter().any(reorders);
            let mut annotated = Vec::new();
            for s in &c.body {
                let ast::Stmt::AnnAssign(a) = s else { continue };
                let ast::Expr::Name(n) = &*a.target else { continue };
                match head_name(&a.annotation) {
                    "ClassVar" => continue,
                    "KW_ONLY" | "InitVar" => reordered = true,
                    _ => {}
                }
                reordered |= a.value.as_deref().is_some_and(reorders);
                if head_name(&a.annotation) != "KW_ONLY" {
                    annotated.push(n.id.to_string());
                }
            }
            let several_bases = c.bases.len() > 1;
            let literal_match_args = literal_match_args(&c.body);
            map.insert(
                c.name.to_string(),
                Shape {
                    base,
                    several_bases,
                    dataclass,
                    named_tuple,
                    own_init,
                    annotated,
                    reordered,
                    literal_match_args,
                },
            );
        }
        Classes(map)
    }

    /// What a pattern of class `name` reads; `Err` when the class is not one of the module's.
    pub fn reads(&self, name: &str) -> Result<Reads, String> {
        let Some(shape) = self.0.get(name) else {
            return Err(format!("`{name}` is not a class defined at module level"));
        };
        if shape.named_tuple && !self.0.contains_key("NamedTuple") {
            // Its fields, in order: `class.rs` refuses everything else (`__init__`, subclasses).
            return Ok(Reads { positional: Ok(shape.annotated.clone()), sure: shape.annotated.clone() });
        }
        if self.0.values().any(|s| s.several_bases) {
            // Which base's `__match_args__` applies is the MRO's choice, not followed here.
            let why = format!("positional sub-patterns of `{name}` in a module with a class of several bases (name the attributes: `{name}(x=...)`)");
            return Ok(Reads { positional: Err(why), sure: Vec::new() });
        }
        // The nearest class of the chain that says what `__match_args__` is.
        let mut positional = Ok(Vec::new());
        for (_, s) in self.chain(name) {
            if let Some(args) = &s.literal_match_args {
                positional = args.clone().ok_or_else(|| {
                    format!("positional sub-patterns of `{name}`, whose `__match_args__` is not a literal tuple of strings (name the attributes: `{name}(x=...)`)")
                });
                break;
            }
            if s.dataclass {
                positional = if self.chain(name).any(|(_, s)| s.reordered) {
                    Err(format!("positional sub-patterns of `{name}`, a dataclass with `match_args=False` or keyword-only, `init=False` or `InitVar` fields (its `__match_args__` is not its fields in order)"))
                } else {
                    Ok(self.fields(name))
                };
                break;
            }
        }
        let inits = self.chain(name).any(|(_, s)| s.own_init) || self.derived(name).any(|s| s.own_init);
        let dataclass = self.chain(name).any(|(_, s)| s.dataclass);
        let reordered = self.chain(name).any(|(_, s)| s.reordered);
        let sure = if dataclass && !inits && !reordered { self.fields(name) } else { Vec::new() };
        Ok(Reads { positional, sure })
    }

    /// A dataclass's fields: its dataclass bases' first, then its own, an override keeping its
    /// place.
    fn fields(&self, name: &str) -> Vec<String> {
        let mut chain: Vec<&Shape> = self.chain(name).map(|(_, s)| s).collect();
        chain.reverse();
        let mut fields: Vec<String> = Vec::new();
        for s in chain.into_iter().filter(|s| s.dataclass) {
            for a in &s.annotated {
                if !fields.contains(a) {
                    fields.push(a.clone());
                }
            }
        }
        fields
    }

    /// `name` and its bases among the module's classes, nearest first.
    fn chain<'a>(&'a self, name: &'a str) -> impl Iterator<Item = (&'a str, &'a Shape)> + 'a {
        let mut next = Some(name);
        std::iter::from_fn(move || {
            let current = next?;
            let shape = self.0.get(current)?;
            next = shape.base.as_deref();
            Some((current, shape))
        })
        .take(self.0.len())
    }

    /// The module's classes deriving from `name` (not `name` itself).
    fn derived<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Shape> + 'a {
        self.0.iter().filter(move |(n, _)| n.as_str() != name && self.chain(n).any(|(c, _)| c == name)).map(|(_, s)| s)
    }
}

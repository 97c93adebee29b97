//! Module-level helpers of trusted modules: the `def`s, literal constants and imported names
//! a module's preconditions, postconditions and effect bodies may use. Helpers are lowered to
//! IR functions like any program function, so the interpreter runs them and the prover
//! evaluates them through the same evaluator (one definition, both domains). A helper outside
//! the subset is no error of the layer (it may only serve an effect body run by a handler);
//! using it from a condition is, and says why.

use super::decorators::{classify, Decorator, Imports};
use super::{Layer, ParsedTrusted};
use crate::diag::Diagnostic;
use crate::ir::Function;
use crate::syntax::{self, ModuleEnv, ModuleItem};
use rustpython_parser::ast;
use std::collections::HashMap;

/// The names each trusted module defines or imports at module level, resolved.
#[derive(Debug, Default)]
pub struct Helpers {
    modules: HashMap<String, HashMap<String, ModuleItem>>,
}

impl Helpers {
    /// `module`'s names, as the start of the environment its conditions are lowered in.
    pub fn items_of(&self, module: &str) -> HashMap<String, ModuleItem> {
        self.modules.get(module).cloned().unwrap_or_default()
    }

    /// Every module's helpers and constants by (module, name), for `alias.name` through a
    /// module imported whole (`from . import limits`).
    pub fn qualified(&self) -> HashMap<(String, String), ModuleItem> {
        self.qualified_of(|_| true)
    }

    /// What [`Self::qualified`] gives for the modules `wanted` keeps.
    fn qualified_of(&self, wanted: impl Fn(&str) -> bool) -> HashMap<(String, String), ModuleItem> {
        self.modules
            .iter()
            .filter(|(m, _)| wanted(m))
            .flat_map(|(m, items)| {
                items
                    .iter()
                    .filter(|(_, item)| {
                        matches!(item, ModuleItem::Function(_) | ModuleItem::Constant(_) | ModuleItem::Outside(_))
                    })
                    .map(move |(n, item)| ((m.clone(), n.clone()), item.clone()))
            })
            .collect()
    }
}

/// Lowers the helpers of every module in `parsed`, each after the modules it imports from.
pub fn build(parsed: &[&ParsedTrusted], layer: &Layer, functions: &mut Vec<Option<Function>>) -> Helpers {
    let by_name: HashMap<&str, &ParsedTrusted> = parsed.iter().map(|p| (p.module.as_str(), *p)).collect();
    let mut building = Building { by_name, layer, functions, helpers: Helpers::default(), started: Vec::new() };
    for p in parsed {
        building.module(&p.module);
    }
    building.helpers
}

struct Building<'a, 'f> {
    by_name: HashMap<&'a str, &'a ParsedTrusted>,
    layer: &'a Layer,
    functions: &'f mut Vec<Option<Function>>,
    helpers: Helpers,
    /// Modules begun (finished or in progress): a cycle stops here and is reported elsewhere.
    started: Vec<String>,
}

impl Building<'_, '_> {
    fn module(&mut self, module: &str) {
        if self.started.iter().any(|m| m == module) {
            return;
        }
        self.started.push(module.to_owned());
        let Some(parsed) = self.by_name.get(module).copied() else { return };
        let mut items = syntax::literal_constants(&parsed.body);
        if super::embedded::PURE_MODULES.contains(&module) {
            // What `math.py` computes with: the C library's float functions.
            items.insert("_libm".to_owned(), ModuleItem::Builtin(crate::ir::Builtin::Libm));
        }
        if module == "statistics" {
            let class = crate::ir::ExcClass::Builtin(crate::ir::PyExc::StatisticsError);
            items.insert("StatisticsError".to_owned(), ModuleItem::Constant(crate::ir::Const::ExcClass(class)));
        }
        super::embedded::native_items(module, &mut items);
        self.imported(parsed, &mut items);
        for stmt in &parsed.body {
            let targets: Vec<&ast::Expr> = match stmt {
                ast::Stmt::Assign(a) => a.targets.iter().collect(),
                ast::Stmt::AnnAssign(a) if a.value.is_some() => vec![&*a.target],
                _ => continue,
            };
            for t in targets {
                if let ast::Expr::Name(n) = t {
                    items.entry(n.id.to_string()).or_insert_with(|| {
                        ModuleItem::Outside(format!(
                            "module-level `{}` of `{module}` is not an immutable literal constant (a number, string or tuple), the only module values trusted functions may read",
                            n.id
                        ))
                    });
                }
            }
        }
        let changing = changing_names(&parsed.body);
        for (name, why) in decorated_defs(&parsed.body) {
            items.insert(name, ModuleItem::Outside(why));
        }
        let defs = helper_defs(&parsed.body);
        let defs: Vec<&ast::StmtFunctionDef> = defs.iter().filter(|d| !changing.contains(d.name.as_str())).collect();
        self.lower_defs(parsed, &defs, &mut items);
        // A name bound twice, or rebound by a function (`global`), has no one value a
        // condition could read: the prover would see its first value, a run a later one.
        for name in changing {
            items.insert(
                name.to_owned(),
                ModuleItem::Outside(format!(
                    "module-level `{name}` of `{module}` is bound more than once or changed by a function (`global`), so its value when a condition reads it is not known"
                )),
            );
        }
        self.helpers.modules.insert(module.to_owned(), items);
    }

    /// Binds what `parsed` imports from other trusted modules (their helpers and constants),
    /// and marks names from modules clauz3 has no model of.
    fn imported(&mut self, parsed: &ParsedTrusted, items: &mut HashMap<String, ModuleItem>) {
        for stmt in &parsed.body {
            if let ast::Stmt::Import(imp) = stmt {
                // `import tools.x.trusted.limits as limits`: read as `limits.name`; `import re`
                // (or `import re as regex`) of a modelled module: read as `re.compile(...)`.
                for alias in &imp.names {
                    let dotted = alias.name.as_str();
                    match (&alias.asname, self.by_name.contains_key(dotted)) {
                        (Some(local), true) => {
                            self.module(dotted);
                            items.insert(local.to_string(), ModuleItem::Module(dotted.to_owned()));
                        }
                        (None, true) if !dotted.contains('.') => {
                            self.module(dotted);
                            items.insert(dotted.to_owned(), ModuleItem::Module(dotted.to_owned()));
                        }
                        // `import os.path` binds `os`, through which `os.path` (`posixpath`) is
                        // reached.
                        (None, false) => {
                            let aliased = super::embedded::ALIASED_MODULES.iter().find(|(a, _)| *a == dotted);
                            if let Some((_, target)) = aliased.filter(|(_, t)| self.by_name.contains_key(*t)) {
                                self.module(target);
                                let package = dotted.split('.').next().unwrap_or(dotted);
                                items.insert(package.to_owned(), ModuleItem::Module(package.to_owned()));
                            }
                        }
                        _ => {}
                    }
                }
                continue;
            }
            let ast::Stmt::ImportFrom(imp) = stmt else { continue };
            let from = imp.module.as_ref().map_or("", |m| m.as_str()).to_owned();
            if self.by_name.contains_key(from.as_str()) {
                self.module(&from);
            }
            for alias in &imp.names {
                let name = alias.name.as_str();
                let local = alias.asname.as_ref().map_or(name, |a| a.as_str()).to_owned();
                let sub = format!("{from}.{name}");
                let in_cycle = self.by_name.contains_key(from.as_str()) && !self.helpers.modules.contains_key(&from);
                let item = if let Some(found) = self.helpers.modules.get(&from).and_then(|m| m.get(name)) {
                    Some(found.clone())
                } else if in_cycle {
                    // An import cycle, reported once for the layer (which then never loads):
                    // the name is bound so that its uses report nothing more.
                    Some(ModuleItem::Constant(crate::ir::Const::None))
                } else if self.by_name.contains_key(sub.as_str()) || self.layer.modules.contains_key(&sub) {
                    Some(ModuleItem::Module(sub))
                } else if is_modelled(&from, self.layer) {
                    None
                } else {
                    Some(ModuleItem::Foreign(sub))
                };
                if let Some(item) = item {
                    items.insert(local, item);
                }
            }
        }
    }

    /// Lowers the module's helper `def`s. A helper outside the subset (or calling one) is
    /// kept as the reason it cannot be used; the others are lowered again without it until
    /// every one left lowers.
    fn lower_defs(
        &mut self,
        parsed: &ParsedTrusted,
        defs: &[&ast::StmtFunctionDef],
        items: &mut HashMap<String, ModuleItem>,
    ) {
        let mut left: Vec<&ast::StmtFunctionDef> = defs.to_vec();
        loop {
            let mark = self.functions.len();
            // The members of the modules imported whole (`import re`: `re.compile(...)`).
            let mut whole: Vec<&str> = items
                .values()
                .filter_map(|item| match item {
                    ModuleItem::Module(m) => Some(m.as_str()),
                    _ => None,
                })
                .collect();
            // A package bound by `import os.path` reaches its aliased submodule.
            let aliased: Vec<(&str, &str)> = super::embedded::ALIASED_MODULES
                .iter()
                .copied()
                .filter(|(alias, _)| alias.split_once('.').is_some_and(|(package, _)| whole.contains(&package)))
                .collect();
            whole.extend(aliased.iter().map(|(_, target)| *target));
            let mut module_items = self.helpers.qualified_of(|m| whole.contains(&m));
            for (alias, target) in &aliased {
                if let Some((package, sub)) = alias.split_once('.') {
                    module_items.insert((package.to_owned(), sub.to_owned()), ModuleItem::Module((*target).to_owned()));
                }
            }
            let mut env = ModuleEnv { items: items.clone(), module_items, ..ModuleEnv::default() };
            let mut ids = Vec::new();
            for def in &left {
                let id = crate::ir::FuncId(self.functions.len() as u32);
                self.functions.push(None);
                env.items.insert(def.name.to_string(), ModuleItem::Function(id));
                ids.push(id);
            }
            let mut failed = Vec::new();
            for (def, id) in left.iter().zip(&ids) {
                let diags = syntax::lower_def_into(parsed.file, &env, self.functions, def, *id);
                if let Some(first) = diags.into_iter().next() {
                    failed.push((def.name.to_string(), first));
                }
            }
            if failed.is_empty() {
                items.extend(left.iter().zip(ids).map(|(d, id)| (d.name.to_string(), ModuleItem::Function(id))));
                return;
            }
            self.functions.truncate(mark);
            for (name, why) in failed {
                items.insert(name.clone(), ModuleItem::Outside(outside_reason(&parsed.module, &name, &why)));
                left.retain(|d| d.name.as_str() != name);
            }
        }
    }
}

/// Why a helper cannot be used from a condition.
fn outside_reason(module: &str, name: &str, why: &Diagnostic) -> String {
    format!("helper `{name}` of `{module}` is outside the clauz3 subset ({})", why.message)
}

/// Modules whose names other readers of the layer give a meaning (clauz3's declarations,
/// deal's markers, typing) or that are trusted modules themselves.
fn is_modelled(module: &str, layer: &Layer) -> bool {
    module == "clauz3"
        || module.starts_with("clauz3.")
        || matches!(module, "deal" | "typing" | "__future__" | "collections.abc" | "typing_extensions")
        || layer.modules.contains_key(module)
        || layer.is_package(module)
}

/// The module-level `def`s that are helpers: neither trusted effects nor contract helpers.
/// Deal's markers for pure functions (`@deal.pure`, `@deal.safe`, ...) are allowed on them.
/// `name = lambda ...: e` is the helper `def name(...): return e`.
fn helper_defs(body: &[ast::Stmt]) -> Vec<ast::StmtFunctionDef> {
    let imports = Imports::of(body);
    body.iter()
        .filter_map(|s| match s {
            ast::Stmt::FunctionDef(d) => Some(d.clone()),
            ast::Stmt::Assign(a) => match (a.targets.as_slice(), &*a.value) {
                ([ast::Expr::Name(n)], ast::Expr::Lambda(l)) => Some(lambda_def(n.id.as_str(), l)),
                _ => None,
            },
            _ => None,
        })
        .filter(|d| d.decorator_list.iter().all(|dec| is_helper_marker(dec, &imports)))
        .collect()
}

/// Module-level names bound more than once at module level, or declared `global` by some
/// function of the module.
fn changing_names(body: &[ast::Stmt]) -> std::collections::HashSet<&str> {
    let mut seen = std::collections::HashSet::new();
    let mut changing = std::collections::HashSet::new();
    let mut bind = |name: &str| {
        if !seen.insert(name.to_owned()) {
            changing.insert(name.to_owned());
        }
    };
    for stmt in body {
        match stmt {
            ast::Stmt::FunctionDef(d) => bind(d.name.as_str()),
            ast::Stmt::ClassDef(c) => bind(c.name.as_str()),
            ast::Stmt::Assign(a) => a.targets.iter().for_each(|t| target_names(t, &mut bind)),
            ast::Stmt::AnnAssign(a) if a.value.is_some() => target_names(&a.target, &mut bind),
            ast::Stmt::AugAssign(a) => {
                target_names(&a.target, &mut bind);
                target_names(&a.target, &mut bind);
            }
            ast::Stmt::For(f) => target_names(&f.target, &mut bind),
            _ => {}
        }
    }
    let mut globals = Vec::new();
    declared_global(body, false, &mut globals);
    let names: std::collections::HashSet<String> = changing.into_iter().chain(globals).collect();
    body.iter()
        .flat_map(|s| match s {
            ast::Stmt::FunctionDef(d) => vec![d.name.as_str()],
            ast::Stmt::Assign(a) => a
                .targets
                .iter()
                .filter_map(|t| match t {
                    ast::Expr::Name(n) => Some(n.id.as_str()),
                    _ => None,
                })
                .collect(),
            ast::Stmt::AnnAssign(a) => match &*a.target {
                ast::Expr::Name(n) => vec![n.id.as_str()],
                _ => Vec::new(),
            },
            _ => Vec::new(),
        })
        .filter(|n| names.contains(*n))
        .collect()
}

fn target_names(t: &ast::Expr, bind: &mut dyn FnMut(&str)) {
    match t {
        ast::Expr::Name(n) => bind(n.id.as_str()),
        ast::Expr::Tuple(tu) => tu.elts.iter().for_each(|e| target_names(e, bind)),
        ast::Expr::List(l) => l.elts.iter().for_each(|e| target_names(e, bind)),
        ast::Expr::Starred(s) => target_names(&s.value, bind),
        _ => {}
    }
}

/// The names `global` statements inside functions of `body` declare.
fn declared_global(body: &[ast::Stmt], in_function: bool, out: &mut Vec<String>) {
    for stmt in body {
        let blocks: Vec<(&[ast::Stmt], bool)> = match stmt {
            ast::Stmt::Global(g) if in_function => {
                out.extend(g.names.iter().map(|n| n.to_string()));
                Vec::new()
            }
            ast::Stmt::FunctionDef(f) => vec![(&f.body, true)],
            ast::Stmt::AsyncFunctionDef(f) => vec![(&f.body, true)],
            ast::Stmt::ClassDef(c) => vec![(&c.body, in_function)],
            ast::Stmt::For(f) => vec![(&f.body, in_function), (&f.orelse, in_function)],
            ast::Stmt::AsyncFor(f) => vec![(&f.body, in_function), (&f.orelse, in_function)],
            ast::Stmt::While(w) => vec![(&w.body, in_function), (&w.orelse, in_function)],
            ast::Stmt::If(i) => vec![(&i.body, in_function), (&i.orelse, in_function)],
            ast::Stmt::With(w) => vec![(&w.body, in_function)],
            ast::Stmt::AsyncWith(w) => vec![(&w.body, in_function)],
            ast::Stmt::Try(t) => {
                let mut v =
                    vec![(&t.body[..], in_function), (&t.orelse[..], in_function), (&t.finalbody[..], in_function)];
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    v.push((&h.body[..], in_function));
                }
                v
            }
            _ => Vec::new(),
        };
        for (b, f) in blocks {
            declared_global(b, f, out);
        }
    }
}

/// Module-level functions that are neither effects nor helpers because of a decorator clauz3
/// does not model (`@functools.cache`, ...), with the reason a condition may not call them.
fn decorated_defs(body: &[ast::Stmt]) -> Vec<(String, String)> {
    let imports = Imports::of(body);
    body.iter()
        .filter_map(|s| match s {
            ast::Stmt::FunctionDef(d) => Some(d),
            _ => None,
        })
        .filter(|d| {
            let kinds: Vec<Decorator> = d.decorator_list.iter().map(|dec| classify(dec, &imports)).collect();
            !kinds.iter().any(|k| matches!(k, Decorator::Trusted { .. } | Decorator::RefusedTrusted { .. } | Decorator::Contract { .. }))
                && !d.decorator_list.iter().all(|dec| is_helper_marker(dec, &imports))
        })
        .map(|d| {
            let why = format!(
                "helper `{}` has a decorator clauz3 does not model (only deal's markers such as `@deal.pure` may decorate a helper)",
                d.name
            );
            (d.name.to_string(), why)
        })
        .collect()
}

/// The `def` a module-level lambda stands for.
fn lambda_def(name: &str, l: &ast::ExprLambda) -> ast::StmtFunctionDef {
    let range = l.range;
    ast::StmtFunctionDef {
        range,
        name: ast::Identifier::new(name),
        args: l.args.clone(),
        body: vec![ast::Stmt::Return(ast::StmtReturn { range, value: Some(l.body.clone()) })],
        decorator_list: Vec::new(),
        returns: None,
        type_comment: None,
        type_params: Vec::new(),
    }
}

/// A decorator that leaves a helper's meaning alone: deal's markers of pure or exception
/// contracts, which only add runtime checks in deal.
pub fn is_helper_marker(dec: &ast::Expr, imports: &Imports) -> bool {
    let func = match dec {
        ast::Expr::Call(c) => &*c.func,
        other => other,
    };
    matches!(
        imports.canonical(func).as_deref(),
        Some("deal.pure" | "deal.safe" | "deal.raises" | "deal.reason" | "deal.chain" | "deal.has")
    ) && !classify(dec, imports).is_boundary()
}

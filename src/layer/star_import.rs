//! `from module import name` and `from module import *` in an agent program: what one name of
//! a module binds, and which names the wildcard form binds, as CPython 3.11 binds them (the
//! module's `__all__`, else its names not starting with `_`).

use super::program::allowlisted;
use super::star_names::STAR_NAMES;
use super::Layer;
use crate::ir::Const;
use crate::syntax::{ModuleEnv, ModuleItem};
use rustpython_parser::ast;
use std::collections::HashSet;

/// What `from module import name` binds.
pub(super) enum FromName {
    Item(ModuleItem),
    /// Nothing to bind (`from __future__ import annotations`).
    Nothing,
    /// A trusted module without that effect.
    NotAnEffect,
    /// A module the program may not import.
    Refused,
}

/// What `from module import name` binds `name` to.
pub(super) fn resolve(module: &str, name: &str, layer: &Layer, env: &ModuleEnv, allowed: &[String]) -> FromName {
    let key = || (module.to_owned(), name.to_owned());
    let item = match module {
        "clauz3" => ModuleItem::Clauz3(Some(name.to_owned())),
        "__future__" => return FromName::Nothing,
        // `typing`'s functions are its model's (`cast`, `get_type_hints`), its forms its class
        // half's values (`Optional`, `Literal`, `get_args`); its classes (`Generic`,
        // `Protocol`) are read where the program writes them.
        "typing" => match layer.pure_items.get(&key()).or_else(|| env.module_items.get(&key())) {
            Some(item) => item.clone(),
            None => ModuleItem::Module("typing".into()),
        },
        m if layer.contract_in(m, name).is_some() => ModuleItem::Contract(m.to_owned(), name.to_owned()),
        m if layer.schema_in(m, name).is_some() => match layer.schema_in(m, name) {
            Some(s) => ModuleItem::Constant(Const::RowClass(s.clone())),
            None => return FromName::NotAnEffect,
        },
        m if layer.modules.contains_key(m) => match layer.effect_in(m, name) {
            Some(id) => ModuleItem::Effect(id),
            None => return FromName::NotAnEffect,
        },
        m if layer.is_package(m) && layer.modules.contains_key(&format!("{m}.{name}")) => {
            ModuleItem::Module(format!("{m}.{name}"))
        }
        // A name both halves of a module define is the class half's (`time.gmtime` gives a
        // program a `struct_time`), as for `module.name`.
        m if super::class_modules::CLASS_MODULES.contains(&m) && env.module_items.contains_key(&key()) => {
            match env.module_items.get(&key()) {
                Some(item) => item.clone(),
                None => return FromName::Refused,
            }
        }
        _ if layer.pure_items.contains_key(&key()) => match layer.pure_items.get(&key()) {
            Some(item) => item.clone(),
            None => return FromName::Refused,
        },
        m if crate::ir::Builtin::module_constant(m, name).is_some() => {
            match crate::ir::Builtin::module_constant(m, name) {
                Some(c) => ModuleItem::Constant(c),
                None => return FromName::Refused,
            }
        }
        m if crate::ir::Builtin::module_member(m, name).is_some() => match crate::ir::Builtin::module_member(m, name) {
            Some(b) => ModuleItem::Builtin(b),
            None => return FromName::Refused,
        },
        // `from urllib import parse`: a modelled submodule of a package.
        _ if matches!(env.module_items.get(&key()), Some(ModuleItem::Module(_))) => {
            match env.module_items.get(&key()) {
                Some(item) => item.clone(),
                None => return FromName::Refused,
            }
        }
        m if allowlisted(m, allowed) => ModuleItem::Foreign(format!("{m}.{name}")),
        _ => return FromName::Refused,
    };
    FromName::Item(item)
}

/// The names `from module import *` binds, in CPython's order: a trusted module's public
/// effects, contract helpers and row classes, or a standard-library module's names as CPython
/// lists them; `None` for a module whose wildcard import is refused (`refusal`).
pub(super) fn star_names(module: &str, layer: &Layer) -> Option<Vec<String>> {
    if layer.modules.contains_key(module) {
        let effects = layer.modules.get(module).into_iter().flat_map(|e| e.keys().cloned());
        let helpers = layer.contracts.iter().filter(|c| c.module == module).flat_map(|c| &c.helpers);
        let schemas = layer.schemas.get(module).into_iter().flatten().map(|(n, _)| n.clone());
        let names = effects.chain(helpers.map(|h| h.name.to_string())).chain(schemas);
        return Some(names.filter(|n| !n.starts_with('_')).collect());
    }
    let (_, names) = STAR_NAMES.iter().find(|(m, _)| *m == module)?;
    Some(names.iter().map(|n| (*n).to_owned()).collect())
}

/// Why `from module import *` is refused.
pub(super) fn refusal(module: &str) -> String {
    format!(
        "a wildcard import of `{module}` (`from {module} import *` is supported for the standard-library modules clauz3 models and for trusted modules; import the names: `from {module} import name`)"
    )
}

/// Every name the program's module level binds itself (functions, classes, assignments and
/// named imports): CPython's later binding wins over a wildcard import's, so the wildcard
/// leaves these names to the program.
pub(super) fn bound_names(body: &[ast::Stmt]) -> HashSet<String> {
    let mut names = HashSet::new();
    for stmt in body {
        match stmt {
            ast::Stmt::FunctionDef(d) => {
                names.insert(d.name.to_string());
            }
            ast::Stmt::ClassDef(c) => {
                names.insert(c.name.to_string());
            }
            ast::Stmt::Assign(a) => a.targets.iter().for_each(|t| target_names(t, &mut names)),
            ast::Stmt::AnnAssign(a) => target_names(&a.target, &mut names),
            ast::Stmt::AugAssign(a) => target_names(&a.target, &mut names),
            ast::Stmt::For(f) => target_names(&f.target, &mut names),
            ast::Stmt::Import(i) => names.extend(i.names.iter().map(|a| {
                let dotted = a.name.as_str();
                a.asname
                    .as_ref()
                    .map_or_else(|| dotted.split('.').next().unwrap_or(dotted).to_owned(), |n| n.to_string())
            })),
            ast::Stmt::ImportFrom(i) => names.extend(
                i.names
                    .iter()
                    .filter(|a| a.name.as_str() != "*")
                    .map(|a| a.asname.as_ref().unwrap_or(&a.name).to_string()),
            ),
            _ => {}
        }
    }
    names
}

fn target_names(t: &ast::Expr, names: &mut HashSet<String>) {
    match t {
        ast::Expr::Name(n) => {
            names.insert(n.id.to_string());
        }
        ast::Expr::Tuple(t) => t.elts.iter().for_each(|e| target_names(e, names)),
        ast::Expr::List(l) => l.elts.iter().for_each(|e| target_names(e, names)),
        ast::Expr::Starred(s) => target_names(&s.value, names),
        _ => {}
    }
}

//! Row classes of a trusted layer, and what row types the names of one trusted module mean
//! (its own classes, ones it imports, its `TypeVar`s) for reading effect annotations.

use super::decorators::Imports;
use super::{Layer, ParsedTrusted};
use crate::diag::Diagnostic;
use crate::ir::{RowSchema, TypeExpr};
use crate::syntax::{row_schema, Bases};
use rustpython_parser::ast;
use std::collections::HashMap;
use std::rc::Rc;

/// Names of one module that denote types beyond the builtin ones.
pub type TypeNames = HashMap<String, TypeExpr>;

/// The module `from <level dots><module> import ...` names, seen from module `current`.
pub fn resolve_from(current: &str, level: u32, module: Option<&str>) -> String {
    if level == 0 {
        return module.unwrap_or("").to_owned();
    }
    let mut parts: Vec<&str> = current.split('.').collect();
    for _ in 0..level {
        parts.pop();
    }
    let mut base = parts.join(".");
    if let Some(m) = module {
        if !base.is_empty() {
            base.push('.');
        }
        base.push_str(m);
    }
    base
}

/// The row types the names of a trusted module denote (schemas of the layer must be known).
pub fn type_names(module: &str, body: &[ast::Stmt], layer: &Layer) -> TypeNames {
    let mut names = TypeNames::new();
    for (name, schema) in layer.schemas.get(module).into_iter().flatten() {
        names.insert(name.clone(), TypeExpr::Row(schema.clone()));
    }
    for stmt in body {
        match stmt {
            ast::Stmt::ImportFrom(imp) => {
                let from = resolve_from(module, imp.level.map_or(0, |l| l.to_u32()), imp.module.as_deref());
                for alias in &imp.names {
                    let local = alias.asname.as_ref().unwrap_or(&alias.name);
                    // `from clauz3 import FilePath` names the class its embedded module defines.
                    let home = match from.as_str() {
                        "clauz3" => super::embedded::reexported(alias.name.as_str()).unwrap_or("clauz3"),
                        other => other,
                    };
                    if let Some(schema) = layer.schema_in(home, alias.name.as_str()) {
                        names.insert(local.to_string(), TypeExpr::Row(schema.clone()));
                    }
                    // `from . import schemas`: the module's classes as `schemas.Name`.
                    for (name, schema) in layer.schemas.get(&format!("{from}.{}", alias.name)).into_iter().flatten() {
                        names.insert(format!("{local}.{name}"), TypeExpr::Row(schema.clone()));
                    }
                }
            }
            ast::Stmt::Import(imp) => {
                for alias in &imp.names {
                    let local = alias.asname.as_ref().unwrap_or(&alias.name);
                    for (name, schema) in layer.schemas.get(alias.name.as_str()).into_iter().flatten() {
                        names.insert(format!("{local}.{name}"), TypeExpr::Row(schema.clone()));
                    }
                    // `import clauz3`: `clauz3.FilePath` is the class of `clauz3.paths`.
                    if alias.name.as_str() == "clauz3" {
                        let home = super::embedded::PATHS_MODULE;
                        for (name, schema) in layer.schemas.get(home).into_iter().flatten() {
                            if super::embedded::reexported(name) == Some(home) {
                                names.insert(format!("{local}.{name}"), TypeExpr::Row(schema.clone()));
                            }
                        }
                    }
                }
            }
            ast::Stmt::Assign(a) => {
                if let ([ast::Expr::Name(target)], ast::Expr::Call(call)) = (a.targets.as_slice(), &*a.value) {
                    let is_typevar = match &*call.func {
                        ast::Expr::Name(n) => n.id.as_str() == "TypeVar",
                        ast::Expr::Attribute(at) => at.attr.as_str() == "TypeVar",
                        _ => false,
                    };
                    if is_typevar {
                        names.insert(target.id.to_string(), TypeExpr::RowOf(Rc::from(target.id.as_str())));
                    }
                }
            }
            _ => {}
        }
    }
    names
}

/// Reads the row classes of every trusted module into the layer (before any effect, since
/// effects name them in annotations, whatever the files' order).
pub fn collect(files: &[ParsedTrusted], layer: &mut Layer, diags: &mut Vec<Diagnostic>) {
    for f in files {
        let imports = Imports::of(&f.body);
        let mut own: Vec<(String, Rc<RowSchema>)> = Vec::new();
        for stmt in &f.body {
            let ast::Stmt::ClassDef(def) = stmt else { continue };
            let is_row = |e: &ast::Expr| imports.canonical(e).as_deref() == Some("clauz3.Row");
            let is_schema = |e: &ast::Expr| match e {
                ast::Expr::Name(n) => own.iter().any(|(name, _)| name == n.id.as_str()),
                _ => false,
            };
            match row_schema(f.file, &f.module, def, &Bases { is_row: &is_row, is_schema: &is_schema }) {
                Some(Ok(schema)) => own.push((schema.name.to_string(), Rc::new(schema))),
                Some(Err(mut errors)) => diags.append(&mut errors),
                None => {}
            }
        }
        if !own.is_empty() {
            layer.schemas.entry(f.module.clone()).or_default().extend(own);
        }
    }
}

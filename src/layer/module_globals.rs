//! The module variables functions rebind with `global`, and the module-level variables a
//! function's defaults name, checked against where the module binds them.

use crate::diag::Diagnostic;
use crate::ir::{Const, FuncId, Function, Global};
use crate::source::{FileId, Span};
use crate::syntax::{ModuleEnv, ModuleItem};
use indexmap::IndexMap;
use rustpython_parser::ast;
use rustpython_parser::text_size::TextRange;
use std::collections::HashMap;
use std::rc::Rc;

/// A module-level function's default naming a module-level value is read when a call needs
/// it, which is the object the `def` saw only when the module bound it before the `def` (else
/// the `def` raises NameError in Python) and no function rebinds it with `global`.
pub(super) fn check_global_defaults(
    body: &[ast::Stmt],
    star_bound: &HashMap<String, usize>,
    defs: &[(&ast::StmtFunctionDef, FuncId)],
    rebound: &IndexMap<String, TextRange>,
    functions: &[Option<Function>],
    globals: &[Global],
    diags: &mut Vec<Diagnostic>,
) {
    for (def, id) in defs {
        let Some(function) = functions[id.0 as usize].as_ref() else { continue };
        if function.global_defaults.is_empty() {
            continue;
        }
        let index = body.iter().position(|s| matches!(s, ast::Stmt::FunctionDef(d) if d.range == def.range));
        let mut bound = crate::syntax::bound_before(body, index.unwrap_or(0));
        bound.extend(star_bound.iter().filter(|(_, at)| Some(**at) < index).map(|(n, _)| n.clone()));
        for (param, global) in &function.global_defaults {
            let name = &globals[*global as usize].name;
            let p = &function.params[*param as usize];
            let problem = if rebound.contains_key(&**name) {
                "which a function rebinds with `global`, so a call could see another object than the `def` did"
            } else if !bound.contains(&**name) {
                "which the module binds only after the `def`: a NameError in Python"
            } else {
                continue;
            };
            diags.push(Diagnostic::unsupported(
                format!("the default of `{}` is the module-level variable `{name}`, {problem}; default to None and read the variable in the body", p.name),
                p.span,
            ));
        }
    }
}

/// Makes every module-level name some function declares `global` a variable of the run,
/// starting at its module-level literal (unbound when the module does not assign it). Returns
/// those names, each with its first `global` statement.
pub(super) fn declare_globals(
    file: FileId,
    defs: &[&ast::StmtFunctionDef],
    env: &mut ModuleEnv,
    diags: &mut Vec<Diagnostic>,
    globals: &mut Vec<Global>,
) -> IndexMap<String, TextRange> {
    let declared = crate::syntax::declared_global_anywhere(defs);
    for (name, declaration) in &declared {
        let initial = match env.items.get(name) {
            None => None,
            Some(ModuleItem::Constant(c)) if !matches!(c, Const::RowClass(_)) => {
                Some(crate::ir::ModuleValue::Const(c.clone()))
            }
            Some(ModuleItem::Global(_)) => continue,
            Some(_) => {
                diags.push(Diagnostic::unsupported(
                    format!("`global {name}`: only a module-level variable holding a number, string, bool, None or a tuple of them can be rebound"),
                    Span::new(file, declaration.start().to_u32(), declaration.end().to_u32()),
                ));
                continue;
            }
        };
        env.items.insert(name.clone(), ModuleItem::Global(globals.len() as u32));
        globals.push(Global { name: Rc::from(name.as_str()), initial });
    }
    declared
}

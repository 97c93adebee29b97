//! Which trusted effects a module function may call, itself or through the module functions it
//! reaches: what makes a program "use" a coverage-policy domain. A static over-approximation
//! on the syntax tree, as the reference's: a call in a dead branch counts, nested functions and
//! lambdas count, and a call whose target cannot be named (a parameter, a variable, a call's
//! result) may be anything, so it counts as every effect.

use super::scope::for_each_stmt;
use super::{walk_exprs, ModuleEnv, ModuleItem};
use crate::ir::{Builtin, EffectDecl};
use rustpython_parser::ast;
use std::collections::BTreeSet;

/// What a module function reaches.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reached {
    /// Names of the effects it may call.
    pub effects: BTreeSet<String>,
    /// It makes a call clauz3 cannot resolve: it may call any effect.
    pub dynamic: bool,
}

impl Reached {
    /// Whether it may call one of these effects.
    pub fn uses_any(&self, effects: &[String]) -> bool {
        self.dynamic || effects.iter().any(|e| self.effects.contains(e))
    }
}

/// What each module-level function reaches, by name, following the module functions it names
/// (called or passed on as values). The methods of the program's classes count as reached by
/// every function: an instance (or a class) may reach any function as an argument, and its
/// methods run through calls, operators and builtins that name no method; so do the hidden
/// functions computing module values, `shared` with them. The methods are the program's own:
/// a modelled module's classes are not its code (their methods name no effect, and a function
/// they call back was named where the program handed it over, as for a builtin).
pub fn reached(
    defs: &[&ast::StmtFunctionDef],
    shared: &[&ast::StmtFunctionDef],
    env: &ModuleEnv,
    effects: &[EffectDecl],
) -> Vec<(String, Reached)> {
    let mut direct: Vec<(Reached, BTreeSet<String>)> = defs.iter().map(|d| direct(d, env, effects)).collect();
    let mut all_methods = (Reached::default(), BTreeSet::new());
    for m in shared {
        let (own, calls) = self::direct(m, env, effects);
        all_methods.0.effects.extend(own.effects);
        all_methods.0.dynamic |= own.dynamic;
        all_methods.1.extend(calls);
    }
    direct.push(all_methods);
    let methods_node = defs.len();
    let mut out = Vec::with_capacity(defs.len());
    for (i, d) in defs.iter().enumerate() {
        let mut total = Reached::default();
        let mut seen = BTreeSet::from([d.name.to_string()]);
        let mut pending = vec![i, methods_node];
        while let Some(j) = pending.pop() {
            let (own, calls) = &direct[j];
            total.effects.extend(own.effects.iter().cloned());
            total.dynamic |= own.dynamic;
            for name in calls {
                // The last definition of a name is the one lookups find.
                if let Some(k) = defs.iter().rposition(|d| d.name.as_str() == name) {
                    if seen.insert(name.clone()) {
                        pending.push(k);
                    }
                }
            }
        }
        out.push((d.name.to_string(), total));
    }
    out
}

/// The effects one function names directly, and the module functions it names.
fn direct(def: &ast::StmtFunctionDef, env: &ModuleEnv, effects: &[EffectDecl]) -> (Reached, BTreeSet<String>) {
    let mut nested = BTreeSet::new();
    nested_defs(&def.body, &mut nested);
    let mut reached = Reached::default();
    let mut functions = BTreeSet::new();
    let effect_name = |id: crate::ir::EffectId| effects.get(id.0 as usize).map(|e| e.name.to_string());
    let mut visit = |e: &ast::Expr| match e {
        ast::Expr::Name(n) => match env.items.get(n.id.as_str()) {
            Some(ModuleItem::Effect(id)) if !nested.contains(n.id.as_str()) => reached.effects.extend(effect_name(*id)),
            Some(ModuleItem::Function(_)) if !nested.contains(n.id.as_str()) => {
                functions.insert(n.id.to_string());
            }
            _ => {}
        },
        ast::Expr::Attribute(a) => {
            if let ast::Expr::Name(base) = &*a.value {
                if let Some(ModuleItem::Module(m)) = env.items.get(base.id.as_str()) {
                    match env.module_effects.get(&(m.clone(), a.attr.to_string())) {
                        Some(id) => reached.effects.extend(effect_name(*id)),
                        None if !env.module_items.contains_key(&(m.clone(), a.attr.to_string())) => {
                            reached.dynamic = true
                        }
                        None => {}
                    }
                }
            }
        }
        ast::Expr::Call(c) => match &*c.func {
            ast::Expr::Name(n) => {
                let name = n.id.as_str();
                let known = env.items.contains_key(name) || nested.contains(name) || Builtin::from_name(name).is_some();
                if !known {
                    reached.dynamic = true;
                }
            }
            // `module.effect(...)` and `value.method(...)`: the attribute is visited on its own.
            ast::Expr::Attribute(_) => {}
            _ => reached.dynamic = true,
        },
        _ => {}
    };
    for s in &def.body {
        walk_exprs(s, &mut visit);
    }
    (reached, functions)
}

/// The names of the functions defined inside a body, at any depth.
fn nested_defs(body: &[ast::Stmt], out: &mut BTreeSet<String>) {
    for_each_stmt(body, &mut |s| {
        if let ast::Stmt::FunctionDef(f) = s {
            out.insert(f.name.to_string());
            nested_defs(&f.body, out);
        }
    });
}

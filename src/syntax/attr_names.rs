//! The attribute names a program assigns anywhere (`self.func = func` in a class-based
//! decorator, `job.run = step`): a call `x.name(...)` of one may call what was stored there,
//! so it is resolved when it runs, as a call of a class member is (`class_calls.rs`).

use rustpython_parser::ast;

/// Every `name` of an `x.name = ...` (or `x.name += ...`, `x.name: T = ...`) target in `body`,
/// nested functions and classes included.
pub fn assigned_attribute_names(body: &[ast::Stmt], out: &mut std::collections::HashSet<String>) {
    for stmt in body {
        match stmt {
            ast::Stmt::Assign(a) => a.targets.iter().for_each(|t| target_attrs(t, out)),
            ast::Stmt::AugAssign(a) => target_attrs(&a.target, out),
            ast::Stmt::AnnAssign(a) => target_attrs(&a.target, out),
            ast::Stmt::For(f) => {
                target_attrs(&f.target, out);
                assigned_attribute_names(&f.body, out);
                assigned_attribute_names(&f.orelse, out);
            }
            ast::Stmt::While(w) => {
                assigned_attribute_names(&w.body, out);
                assigned_attribute_names(&w.orelse, out);
            }
            ast::Stmt::If(i) => {
                assigned_attribute_names(&i.body, out);
                assigned_attribute_names(&i.orelse, out);
            }
            ast::Stmt::Try(t) => {
                for block in [&t.body, &t.orelse, &t.finalbody] {
                    assigned_attribute_names(block, out);
                }
                for ast::ExceptHandler::ExceptHandler(h) in &t.handlers {
                    assigned_attribute_names(&h.body, out);
                }
            }
            ast::Stmt::With(w) => assigned_attribute_names(&w.body, out),
            ast::Stmt::FunctionDef(f) => assigned_attribute_names(&f.body, out),
            ast::Stmt::ClassDef(c) => assigned_attribute_names(&c.body, out),
            _ => {}
        }
    }
}

fn target_attrs(t: &ast::Expr, out: &mut std::collections::HashSet<String>) {
    match t {
        ast::Expr::Attribute(a) => {
            out.insert(a.attr.to_string());
        }
        ast::Expr::Tuple(tu) => tu.elts.iter().for_each(|e| target_attrs(e, out)),
        ast::Expr::List(l) => l.elts.iter().for_each(|e| target_attrs(e, out)),
        ast::Expr::Starred(s) => target_attrs(&s.value, out),
        _ => {}
    }
}

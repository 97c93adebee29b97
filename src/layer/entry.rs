//! The module's own entry call: `main()` bare at the end or under `if __name__ ==
//! "__main__":`, and the forms that hand its result on (`sys.exit(main())`, `raise
//! SystemExit(main())`, `print(main())`). The tool makes that call itself, so it is recorded,
//! not run.

use crate::diag::Diagnostic;
use crate::ir::FuncId;
use crate::source::Span;
use crate::syntax::{ModuleEnv, ModuleItem};
use rustpython_parser::ast;

/// Whether a module-level `if` is the `if __name__ == "__main__":` guard (no `else`).
pub(super) fn is_main_guard(guard: &ast::StmtIf) -> bool {
    let ast::Expr::Compare(c) = &*guard.test else { return false };
    let is_name = |e: &ast::Expr| matches!(e, ast::Expr::Name(n) if n.id.as_str() == "__name__");
    let is_main = |e: &ast::Expr| matches!(e, ast::Expr::Constant(k) if matches!(&k.value, ast::Constant::Str(s) if s == "__main__"));
    guard.orelse.is_empty()
        && c.ops.as_slice() == [ast::CmpOp::Eq]
        && c.comparators.len() == 1
        && ((is_name(&c.left) && is_main(&c.comparators[0])) || (is_main(&c.left) && is_name(&c.comparators[0])))
}

/// Whether a module-level statement does nothing when it runs (`pass`, a string or other
/// constant standing alone): all that may follow the module's entry call, since clauz3 runs
/// the target only after the whole module has loaded.
pub(super) fn does_nothing(stmt: &ast::Stmt) -> bool {
    match stmt {
        ast::Stmt::Pass(_) => true,
        ast::Stmt::Expr(e) => matches!(&*e.value, ast::Expr::Constant(_)),
        _ => false,
    }
}

/// The module-level function a block calls without arguments, when that call is all it does:
/// `main()`, or the forms that hand its result on, `sys.exit(main())`, `raise
/// SystemExit(main())` (its result is the exit status) and `print(main())`.
pub(super) fn entry_call<'a>(
    body: &'a [ast::Stmt],
    env: &ModuleEnv,
) -> Option<(&'a str, EntryWrap, &'a ast::ExprCall)> {
    let (value, raised) = match body {
        [ast::Stmt::Expr(e)] => (&*e.value, false),
        [ast::Stmt::Raise(r)] if r.cause.is_none() => (r.exc.as_deref()?, true),
        _ => return None,
    };
    let call = value.as_call_expr()?;
    if let Some(name) = bare_call(call, env) {
        return (!raised).then_some((name, EntryWrap::Bare, call));
    }
    let [inner] = call.args.as_slice() else { return None };
    let inner = inner.as_call_expr()?;
    let name = bare_call(inner, env)?;
    let unbound = |n: &str| !env.items.contains_key(n);
    let wrap = match &*call.func {
        ast::Expr::Name(f) if raised && f.id.as_str() == "SystemExit" && unbound("SystemExit") => EntryWrap::Exit,
        ast::Expr::Name(f) if !raised && f.id.as_str() == "print" && unbound("print") => EntryWrap::Print,
        ast::Expr::Attribute(a) if !raised && a.attr.as_str() == "exit" => match &*a.value {
            ast::Expr::Name(m) if matches!(env.items.get(m.id.as_str()), Some(ModuleItem::Module(s)) if s == "sys") => {
                EntryWrap::Exit
            }
            _ => return None,
        },
        _ => return None,
    };
    call.keywords.is_empty().then_some((name, wrap, inner))
}

/// Whether the bare call `name()` at `body[index]` is a call the module makes while it loads
/// rather than its entry call: other statements that do something follow it, and it does not
/// call `main`, the default target (`main(); ITEMS.clear()` is refused as a statement after the
/// entry call). A run whose target it calls is refused (`Program::entry_conflict`).
pub(super) fn load_call(body: &[ast::Stmt], index: usize, name: &str) -> bool {
    name != "main" && body[index + 1..].iter().any(|s| !does_nothing(s))
}

/// How the module's entry call hands on the target's result.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum EntryWrap {
    /// `main()`: the result is dropped.
    Bare,
    /// `print(main())`: printed, as the tool prints it anyway.
    Print,
    /// `sys.exit(main())` or `raise SystemExit(main())`: the program's exit status.
    Exit,
}

/// The name of the module-level function `call` calls without arguments.
fn bare_call<'a>(call: &'a ast::ExprCall, env: &ModuleEnv) -> Option<&'a str> {
    let ast::Expr::Name(n) = &*call.func else { return None };
    let defined = matches!(env.items.get(n.id.as_str()), Some(ModuleItem::Function(_)));
    (defined && call.args.is_empty() && call.keywords.is_empty()).then_some(n.id.as_str())
}

/// An entry call is the call the tool makes only when the function takes no required argument.
pub(super) fn check_entry_call(
    name: &str,
    span: Span,
    defs: &[(&ast::StmtFunctionDef, FuncId)],
    diags: &mut Vec<Diagnostic>,
) {
    let Some((def, _)) = defs.iter().find(|(d, _)| d.name.as_str() == name) else { return };
    let a = &def.args;
    let required = a.posonlyargs.iter().chain(&a.args).chain(&a.kwonlyargs).filter(|p| p.default.is_none()).count();
    if required > 0 {
        diags.push(Diagnostic::unsupported(
            format!(
                "the module calls `{name}()` without arguments, but `{name}` requires some: that call fails in Python"
            ),
            span,
        ));
    }
}

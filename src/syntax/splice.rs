//! Source-level edits an approval policy needs: checking that a clause is a Python expression,
//! and a copy of a program whose target carries more guarantees (a rule's clauses, proved by
//! entailment). The approved and executed source is never changed; only the copy is proved.

use rustpython_parser::ast::{self, Ranged};

/// Whether `text` parses as one Python expression.
pub fn check_expression(text: &str) -> Result<(), String> {
    super::nesting::parse_expression(text, "<policy>").map(|_| ()).map_err(|e| e.located().1)
}

/// `text` with `imports` (`from <package> import <module> as <alias>`) added after the module's
/// docstring and `__future__` imports, and one `@<clauz3 alias>.guarantee(<clause>)` decorator
/// per clause on the module-level function `target`.
pub fn with_guarantees(
    text: &str,
    target: &str,
    imports: &[(String, String)],
    clauses: &[String],
) -> Result<String, String> {
    let body = super::nesting::parse_suite(text, "<program>").map_err(|e| e.located().1)?;
    let prelude_end = body
        .iter()
        .take_while(|s| match s {
            ast::Stmt::Expr(e) => {
                matches!(&*e.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_)))
            }
            ast::Stmt::ImportFrom(i) => i.module.as_ref().is_some_and(|m| m.as_str() == "__future__"),
            _ => false,
        })
        .last()
        .map_or(0, |s| line_end(text, s.range().end().to_usize()));
    let def = body
        .iter()
        .rev()
        .find_map(|s| match s {
            ast::Stmt::FunctionDef(d) if d.name.as_str() == target => Some(d),
            _ => None,
        })
        .ok_or_else(|| format!("no function `{target}` at module level"))?;
    let def_start = def.decorator_list.iter().map(|d| d.range().start()).chain([def.range().start()]).min();
    let def_line = line_start(text, def_start.map_or(0, |s| s.to_usize()));
    let mut header = String::from("import clauz3 as _clauz3_policy_clauz3\n");
    for (alias, module) in imports {
        match module.rsplit_once('.') {
            Some((package, name)) => header.push_str(&format!("from {package} import {name} as {alias}\n")),
            None => header.push_str(&format!("import {module} as {alias}\n")),
        }
    }
    let decorators: String = clauses.iter().map(|c| format!("@_clauz3_policy_clauz3.guarantee({c})\n")).collect();
    Ok(format!("{}{header}{}{decorators}{}", &text[..prelude_end], &text[prelude_end..def_line], &text[def_line..]))
}

fn line_start(text: &str, offset: usize) -> usize {
    text[..offset].rfind('\n').map_or(0, |i| i + 1)
}

fn line_end(text: &str, offset: usize) -> usize {
    text[offset..].find('\n').map_or(text.len(), |i| offset + i + 1)
}

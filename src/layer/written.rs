//! A trusted function's signature and docstring as its author wrote them, for listings such as
//! `clauz3 tools`: annotations and defaults are kept as source text, never evaluated.

use crate::ir::{ParamKind, WrittenParam, WrittenSignature};
use crate::source::{FileId, SourceFile};
use crate::syntax::span_of;
use rustpython_parser::ast;

/// Reads the signature and docstring of `def` from its source file. Varargs are not listed:
/// trusted effects refuse them and contract helpers are called with literals by position or
/// keyword.
pub fn written(source: &SourceFile, file: FileId, def: &ast::StmtFunctionDef) -> WrittenSignature {
    let text = |e: &ast::Expr| one_line(source.snippet(span_of(file, e)));
    let args = &def.args;
    let params = args
        .posonlyargs
        .iter()
        .map(|p| (p, ParamKind::PositionalOnly))
        .chain(args.args.iter().map(|p| (p, ParamKind::Normal)))
        .chain(args.kwonlyargs.iter().map(|p| (p, ParamKind::KeywordOnly)))
        .map(|(p, kind)| WrittenParam {
            name: p.def.arg.to_string(),
            kind,
            annotation: p.def.annotation.as_deref().map(text),
            default: p.default.as_deref().map(text),
        })
        .collect();
    WrittenSignature { params, returns: def.returns.as_deref().map(text), doc: docstring(&def.body) }
}

/// Source text on one line: a lambda or annotation split over several lines reads as one
/// (no space is put just inside a bracket).
pub fn one_line(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let tight = out.ends_with(['(', '[', '{']) || line.starts_with([')', ']', '}']);
        if !out.is_empty() && !tight {
            out.push(' ');
        }
        out.push_str(line);
    }
    out
}

/// The docstring of a body: its first statement when that is a string literal, cleaned up as
/// Python's `inspect.cleandoc` does (common indentation removed, blank edges dropped).
fn docstring(body: &[ast::Stmt]) -> Option<String> {
    let ast::Stmt::Expr(e) = body.first()? else { return None };
    let ast::Expr::Constant(c) = &*e.value else { return None };
    let ast::Constant::Str(raw) = &c.value else { return None };
    let expanded = raw.replace('\t', "        ");
    let lines: Vec<&str> = expanded.lines().collect();
    let margin = lines
        .iter()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut cleaned: Vec<&str> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| if i == 0 { l.trim_start() } else { l.get(margin..).unwrap_or("").trim_end() })
        .collect();
    while cleaned.first().is_some_and(|l| l.trim().is_empty()) {
        cleaned.remove(0);
    }
    while cleaned.last().is_some_and(|l| l.trim().is_empty()) {
        cleaned.pop();
    }
    (!cleaned.is_empty()).then(|| cleaned.join("\n"))
}

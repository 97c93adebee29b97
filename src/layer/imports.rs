//! Imports between trusted modules: relative imports made absolute once, right after parsing
//! (so every reader of a module's imports sees dotted names), and the cycle check. A cycle is
//! refused because the module builders run in import order and each must find what it
//! imports already built.

use super::{ParsedTrusted, Rule};
use crate::diag::Diagnostic;
use crate::source::{SourceMap, Span};
use crate::syntax::span_of;
use rustpython_parser::ast;
use std::collections::HashMap;

/// The package a relative import in `module` starts from: the module's own package, or the
/// package itself for an `__init__` module.
fn own_package(module: &str) -> &str {
    match module.strip_suffix(".__init__") {
        Some(package) => package,
        None => module.rsplit_once('.').map_or("", |(package, _)| package),
    }
}

/// The dotted name `from <dots><name> import ...` means inside `module`, or `None` when the
/// dots climb above the top-level package.
pub fn absolute(module: &str, level: u32, name: Option<&str>) -> Option<String> {
    let mut base = own_package(module).to_owned();
    for _ in 1..level {
        base = base.rsplit_once('.').map(|(up, _)| up.to_owned())?;
    }
    if base.is_empty() {
        return None;
    }
    Some(match name {
        Some(n) => format!("{base}.{n}"),
        None => base,
    })
}

/// Rewrites every relative `from . import x` / `from .m import x` of a trusted module into
/// its absolute form. One that climbs above the top-level package is an error.
pub fn make_absolute(parsed: &mut ParsedTrusted, diags: &mut Vec<Diagnostic>) {
    let module = parsed.module.clone();
    for stmt in &mut parsed.body {
        let ast::Stmt::ImportFrom(imp) = stmt else { continue };
        let level = imp.level.map_or(0, |l| l.to_u32());
        if level == 0 {
            continue;
        }
        match absolute(&module, level, imp.module.as_ref().map(|m| m.as_str())) {
            Some(dotted) => {
                imp.module = Some(ast::Identifier::new(dotted));
                imp.level = Some(ast::Int::new(0));
            }
            None => diags.push(Rule::ContractModule.at(
                format!("this relative import climbs above the top-level package of `{module}`"),
                Some(span_of(parsed.file, &*imp)),
            )),
        }
    }
}

/// The trusted modules `body` imports, with the span of each import statement. `known` says
/// whether a dotted name is a trusted module (or package).
pub fn imported_modules(
    file: crate::source::FileId,
    body: &[ast::Stmt],
    known: &dyn Fn(&str) -> bool,
) -> Vec<(String, Span)> {
    let mut out = Vec::new();
    for stmt in body {
        match stmt {
            ast::Stmt::ImportFrom(imp) => {
                let from = imp.module.as_ref().map_or("", |m| m.as_str());
                if known(from) {
                    out.push((from.to_owned(), span_of(file, stmt)));
                }
                for alias in &imp.names {
                    let sub = format!("{from}.{}", alias.name);
                    if known(&sub) {
                        out.push((sub, span_of(file, stmt)));
                    }
                }
            }
            ast::Stmt::Import(imp) => {
                for alias in &imp.names {
                    if known(alias.name.as_str()) {
                        out.push((alias.name.to_string(), span_of(file, stmt)));
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// Every cycle of imports between the given modules, one diagnostic each, naming every
/// module of the cycle and the file:line of the import that closes each step.
pub fn cycles(map: &SourceMap, edges: &[(String, Vec<(String, Span)>)]) -> Vec<Diagnostic> {
    let index: HashMap<&str, usize> = edges.iter().enumerate().map(|(i, (m, _))| (m.as_str(), i)).collect();
    let mut state = vec![0u8; edges.len()]; // 0 new, 1 on the stack, 2 done
    let mut reported: Vec<Vec<usize>> = Vec::new();
    let mut out = Vec::new();
    for start in 0..edges.len() {
        let mut stack: Vec<(usize, usize)> = Vec::new(); // (module, next edge to try)
        let mut path_spans: Vec<Span> = Vec::new();
        if state[start] != 0 {
            continue;
        }
        state[start] = 1;
        stack.push((start, 0));
        while let Some(&mut (at, ref mut next)) = stack.last_mut() {
            let Some((to, span)) = edges[at].1.get(*next) else {
                state[at] = 2;
                stack.pop();
                path_spans.pop();
                continue;
            };
            *next += 1;
            let Some(&to) = index.get(to.as_str()) else { continue };
            match state[to] {
                0 => {
                    state[to] = 1;
                    path_spans.push(*span);
                    stack.push((to, 0));
                }
                1 => {
                    let from = stack.iter().position(|(m, _)| *m == to).unwrap_or(0);
                    let members: Vec<usize> = stack[from..].iter().map(|(m, _)| *m).collect();
                    let mut key = members.clone();
                    key.sort_unstable();
                    if reported.contains(&key) {
                        continue;
                    }
                    reported.push(key);
                    let mut spans: Vec<Span> = path_spans[from..].to_vec();
                    spans.push(*span);
                    out.push(cycle_diagnostic(map, edges, &members, &spans));
                }
                _ => {}
            }
        }
    }
    out
}

fn cycle_diagnostic(
    map: &SourceMap,
    edges: &[(String, Vec<(String, Span)>)],
    members: &[usize],
    spans: &[Span],
) -> Diagnostic {
    let at = |span: Span| match map.locate(span) {
        Some((file, lc)) => format!("{file}:{}", lc.line),
        None => "?".to_owned(),
    };
    let steps: Vec<String> = members
        .iter()
        .zip(spans)
        .enumerate()
        .map(|(i, (m, span))| {
            let to = &edges[members[(i + 1) % members.len()]].0;
            format!("`{}` imports `{to}` ({})", edges[*m].0, at(*span))
        })
        .collect();
    let mut d = Rule::ImportCycle
        .at(format!("trusted modules import each other in a cycle: {}", steps.join(", ")), spans.last().copied());
    for span in &spans[..spans.len().saturating_sub(1)] {
        d = d.with_related("part of the cycle", *span);
    }
    d
}

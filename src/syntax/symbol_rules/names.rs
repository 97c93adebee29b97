//! Names a signature or a call may not repeat: CPython's symbol table refuses a parameter
//! named twice, its compiler a keyword argument given twice or named `__debug__`.

use super::super::compile_limits::CompileError;
use rustpython_parser::ast::{self, Ranged};
use std::collections::HashSet;

/// The second parameter of a signature with a name already taken.
pub(super) fn duplicate_parameter(args: &ast::Arguments) -> Option<CompileError> {
    let mut seen = HashSet::new();
    let params: Vec<&ast::Arg> = super::all_params(args).collect();
    let again = params.into_iter().find(|p| !seen.insert(p.arg.as_str()))?;
    let message = format!("duplicate argument '{}' in function definition", again.arg);
    Some(CompileError { at: again.range.start(), message })
}

/// A keyword argument named `__debug__`, or the second of two with one name.
pub(super) fn repeated_keyword(keywords: &[ast::Keyword]) -> Option<CompileError> {
    let mut seen = HashSet::new();
    for keyword in keywords {
        let Some(name) = &keyword.arg else { continue };
        if name.as_str() == "__debug__" {
            return Some(CompileError { at: keyword.start(), message: "cannot assign to __debug__".to_owned() });
        }
        if !seen.insert(name.as_str()) {
            // CPython names the first of the pair while pointing at the second.
            let message = format!("keyword argument repeated: {name}");
            return Some(CompileError { at: keyword.start(), message });
        }
    }
    None
}

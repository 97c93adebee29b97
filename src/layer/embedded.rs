//! clauz3's own Python helper modules that trusted layers import (`clauz3._path_safety`):
//! subset source embedded in the binary and read like any trusted module, so the interpreter
//! and the prover share one definition of each helper.

use super::ParsedTrusted;
use crate::diag::Diagnostic;
use crate::source::{SourceFile, SourceMap};
use crate::syntax;

/// (dotted module name, source).
const MODULES: &[(&str, &str)] = &[("clauz3._path_safety", include_str!("embedded/_path_safety.py"))];

/// Every embedded module, parsed into `map` (shown as `<clauz3>/<module path>.py`).
pub fn parse_all(map: &mut SourceMap, diags: &mut Vec<Diagnostic>) -> Vec<ParsedTrusted> {
    let mut out = Vec::new();
    for (module, text) in MODULES {
        let display = format!("<clauz3>/{}.py", module.replace('.', "/"));
        let file = map.add(SourceFile::new(display.clone(), *text));
        match syntax::parse(map, file) {
            Ok(p) => out.push(ParsedTrusted { file, module: (*module).to_owned(), display, body: p.body }),
            Err(d) => diags.push(d),
        }
    }
    out
}

//! The top-level modules form layers: each may use only the modules before it in the order
//! ARCHITECTURE.md lists under "Layer order", so no two of them depend on each other.
//! This reads that list and every `crate::<module>` path (in `use` lines, braces included, and
//! in code) of every file of `src/`, comments left out.
#![expect(clippy::disallowed_methods, reason = "tests read the sources")]

mod tree_common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use tree_common::files_under;

/// ARCHITECTURE.md's "Layer order" section.
fn layer_section() -> String {
    let text = std::fs::read_to_string("ARCHITECTURE.md").unwrap();
    let section = text.split("\n## Layer order\n").nth(1).expect("ARCHITECTURE.md has a `## Layer order` section");
    section.split("\n## ").next().unwrap().to_string()
}

/// The modules in ARCHITECTURE.md's layer order, lowest first.
fn layer_order() -> Vec<String> {
    layer_section()
        .lines()
        .filter_map(|line| {
            let (number, rest) = line.split_once(". `")?;
            number.trim().parse::<usize>().ok()?;
            Some(rest.split('`').next()?.to_string())
        })
        .collect()
}

/// The edges against the order that ARCHITECTURE.md still allows: lines "- `a` → `b`: why".
fn allowed_exceptions() -> BTreeSet<(String, String)> {
    layer_section()
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("- `")?;
            let (from, rest) = rest.split_once("` → `")?;
            let to = rest.split('`').next()?;
            Some((from.to_string(), to.to_string()))
        })
        .collect()
}

/// The modules `src/lib.rs` declares.
fn declared_modules() -> BTreeSet<String> {
    let lib = std::fs::read_to_string("src/lib.rs").unwrap();
    lib.lines()
        .filter_map(|line| {
            let line = line.trim();
            let rest = line.strip_prefix("pub mod ").or_else(|| line.strip_prefix("mod "))?;
            Some(rest.strip_suffix(';')?.to_string())
        })
        .collect()
}

fn rust_files(module: &str) -> Vec<PathBuf> {
    let file = Path::new("src").join(format!("{module}.rs"));
    if file.is_file() {
        return vec![file];
    }
    files_under(&Path::new("src").join(module), Some("rs"))
}

/// The source without `//` comments (doc comments included: a link in prose is no dependency).
fn without_comments(text: &str) -> String {
    text.lines().map(|line| line.split("//").next().unwrap()).collect::<Vec<_>>().join("\n")
}

/// The first segment of every `crate::` path: `crate::a::b` gives `a`, `crate::{a, b::c}` gives
/// `a` and `b`.
fn crate_paths(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut segment_start = true;
            let mut name = String::new();
            for c in group.chars() {
                let ends_name = !(c.is_alphanumeric() || c == '_');
                if ends_name && !name.is_empty() {
                    found.insert(std::mem::take(&mut name));
                    segment_start = false;
                }
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => segment_start = true,
                    _ if !ends_name && segment_start && depth == 0 => name.push(c),
                    _ => {}
                }
            }
            if !name.is_empty() {
                found.insert(name);
            }
        } else {
            let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            found.insert(name);
        }
    }
    found
}

#[test]
fn crate_paths_are_read_from_uses_and_code() {
    let code =
        "use crate::ir::{A, B};\nuse crate::{source::Span, diag, effects::{x, y}};\nlet v = crate::interp::repr(&x);";
    let want: BTreeSet<String> = ["ir", "source", "diag", "effects", "interp"].map(String::from).into();
    assert_eq!(crate_paths(code), want);
    assert_eq!(without_comments("a // crate::x\n/// crate::y\nb"), "a \n\nb");
}

#[test]
fn the_layer_order_names_every_module_once() {
    let order = layer_order();
    let listed: BTreeSet<String> = order.iter().cloned().collect();
    assert_eq!(listed.len(), order.len(), "a module is listed twice: {order:?}");
    assert_eq!(listed, declared_modules(), "ARCHITECTURE.md's layer order and src/lib.rs name different modules");
}

#[test]
fn no_module_uses_one_above_it() {
    let order = layer_order();
    let allowed = allowed_exceptions();
    let position = |m: &str| order.iter().position(|o| o == m);
    let mut violations = Vec::new();
    let mut excepted = BTreeSet::new();
    for (at, module) in order.iter().enumerate() {
        for file in rust_files(module) {
            let code = without_comments(&std::fs::read_to_string(&file).unwrap());
            for used in crate_paths(&code) {
                if position(&used).is_none_or(|p| p <= at) {
                    continue;
                }
                let edge = (module.clone(), used.clone());
                if allowed.contains(&edge) {
                    excepted.insert(edge);
                } else {
                    violations.push(format!("{}: `{module}` uses `{used}`, which comes after it", file.display()));
                }
            }
        }
    }
    assert!(violations.is_empty(), "the layer order of ARCHITECTURE.md is broken:\n{}", violations.join("\n"));
    let stale: Vec<_> = allowed.difference(&excepted).collect();
    assert!(stale.is_empty(), "ARCHITECTURE.md allows edges against the order that no longer exist: {stale:?}");
}

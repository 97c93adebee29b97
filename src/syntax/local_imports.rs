//! Imports at the top of a function's body (`def main():` then `import json`), which agents
//! write often, moved to module level before anything else reads the tree — but only where
//! that cannot change what the program does. A name an import binds inside a function is that
//! function's local: read anywhere else it is CPython's `NameError`, read in the function
//! before the import its `UnboundLocalError`. So an import moves only when every use of the
//! name in the whole text (every identifier, and every f-string that might mention it) lies
//! in a function that imports it the same way, after that import, or in an identical import
//! at module level, and no function rebinds it. Anything else stays where it is and is refused
//! as before. Importing a modelled module has no other effect, so when it happens cannot show.

use super::scope::bound_names_except;
use indexmap::{IndexMap, IndexSet};
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::lexer::lex;
use rustpython_parser::text_size::{TextRange, TextSize};
use rustpython_parser::{Mode, StringKind, Tok};

/// One name a candidate import binds, and how (the same spelling binds the same object).
#[derive(Clone, PartialEq, Eq, Hash)]
struct Binding {
    name: String,
    how: String,
}

/// An import statement at the top of a function's body.
struct Candidate {
    function: TextRange,
    import: TextRange,
    bindings: Vec<Binding>,
    /// Whether the function binds one of the names some other way too.
    rebound: bool,
}

/// Moves the imports that may move (see the module's comment) from function bodies to module
/// level; the tree is unchanged when there are none.
pub fn hoist(text: &str, body: &mut Vec<ast::Stmt>) {
    let mut candidates = Vec::new();
    for s in body.iter() {
        find_candidates(s, &mut candidates);
    }
    if candidates.is_empty() {
        return;
    }
    let module_level: Vec<(TextRange, Vec<Binding>)> =
        body.iter().filter_map(|s| import_bindings(s).map(|b| (s.range(), b))).collect();
    let uses = identifier_uses(text, &candidates);
    let movable = |binding: &Binding| -> bool {
        let same: Vec<&Candidate> =
            candidates.iter().filter(|c| c.bindings.iter().any(|b| b.name == binding.name)).collect();
        if same.iter().any(|c| c.rebound || !c.bindings.contains(binding)) {
            return false;
        }
        let identical = |(range, bindings): &&(TextRange, Vec<Binding>)| {
            bindings.iter().any(|b| b.name == binding.name).then_some(bindings.contains(binding).then_some(*range))
        };
        let mut allowed_imports = Vec::new();
        for found in module_level.iter().filter_map(|m| identical(&m)) {
            match found {
                Some(range) => allowed_imports.push(range),
                // Bound at module level some other way: the local import shadows it.
                None => return false,
            }
        }
        // With the same import at module level, a read outside the importing functions reads
        // the same object in both; inside one, it must still come after that function's import.
        let global_too = !allowed_imports.is_empty();
        allowed_imports.extend(same.iter().map(|c| c.import));
        uses.get(&binding.name).into_iter().flatten().all(|&at| {
            let inside: Vec<&&Candidate> = same.iter().filter(|c| c.function.contains(at)).collect();
            allowed_imports.iter().any(|r| r.contains_inclusive(at))
                || (global_too && inside.is_empty())
                || (!inside.is_empty() && inside.iter().all(|c| at >= c.import.end()))
        })
    };
    let moved: Vec<TextRange> =
        candidates.iter().filter(|c| c.bindings.iter().all(&movable)).map(|c| c.import).collect();
    if moved.is_empty() {
        return;
    }
    let mut taken = Vec::new();
    for s in body.iter_mut() {
        take_moved(s, &moved, &mut taken);
    }
    // Each distinct import once, after the docstring and `__future__` imports, unless the
    // module already has it.
    let mut seen: IndexSet<Vec<Binding>> = module_level.into_iter().map(|(_, b)| b).collect();
    let at = body.iter().take_while(|s| super::stmt::is_docstring(s) || is_future_import(s)).count();
    let fresh: Vec<ast::Stmt> =
        taken.into_iter().filter(|s| import_bindings(s).is_some_and(|b| seen.insert(b))).collect();
    body.splice(at..at, fresh);
}

/// The imports at the top of the bodies of the functions `s` is or holds (methods and nested
/// functions included, wherever they are defined).
fn find_candidates(s: &ast::Stmt, out: &mut Vec<Candidate>) {
    match s {
        ast::Stmt::FunctionDef(f) if f.body.iter().any(|s| import_bindings(s).is_some()) => {
            // What the rest of the body binds (never copied: a body may nest thousands deep).
            let mut rebinds = IndexSet::new();
            bound_names_except(&f.body, &|s| import_bindings(s).is_some(), &mut rebinds);
            for stmt in &f.body {
                if let Some(bindings) = import_bindings(stmt) {
                    let rebound = bindings.iter().any(|b| rebinds.contains(&b.name));
                    out.push(Candidate { function: f.range, import: stmt.range(), bindings, rebound });
                }
            }
        }
        ast::Stmt::AsyncFunctionDef(_) => {}
        _ => {}
    }
    for block in blocks(s) {
        block.iter().for_each(|s| find_candidates(s, out));
    }
}

/// The statement lists directly inside `s`, a nested `def`'s or `class`'s body included.
fn blocks(s: &ast::Stmt) -> Vec<&Vec<ast::Stmt>> {
    match s {
        ast::Stmt::FunctionDef(f) => vec![&f.body],
        ast::Stmt::ClassDef(c) => vec![&c.body],
        _ => super::local_import_bindings::stmt_blocks(s),
    }
}

/// Removes the imports at `moved` from the bodies of the functions in `s`, into `taken`
/// (a body left empty gets a `pass`).
fn take_moved(s: &mut ast::Stmt, moved: &[TextRange], taken: &mut Vec<ast::Stmt>) {
    if let ast::Stmt::FunctionDef(f) = s {
        let range = f.range;
        let (out, kept): (Vec<ast::Stmt>, Vec<ast::Stmt>) =
            std::mem::take(&mut f.body).into_iter().partition(|s| moved.contains(&s.range()));
        f.body = kept;
        taken.extend(out);
        if f.body.is_empty() {
            f.body.push(ast::Stmt::Pass(ast::StmtPass { range: TextRange::empty(range.end()) }));
        }
    }
    let blocks = super::local_import_bindings::blocks_mut(s);
    for block in blocks {
        block.iter_mut().for_each(|s| take_moved(s, moved, taken));
    }
}

/// The names an `import` or `from ... import` statement binds and how; `None` for any other
/// statement and for `from m import *`, whose names are not known here.
fn import_bindings(s: &ast::Stmt) -> Option<Vec<Binding>> {
    match s {
        ast::Stmt::Import(i) => Some(
            i.names
                .iter()
                .map(|a| {
                    let name = match &a.asname {
                        Some(alias) => alias.to_string(),
                        None => a.name.split('.').next().unwrap_or_default().to_owned(),
                    };
                    Binding { name, how: format!("import {} as {:?}", a.name, a.asname.as_deref()) }
                })
                .collect(),
        ),
        ast::Stmt::ImportFrom(i) if i.names.iter().all(|a| &*a.name != "*") => {
            let module = i.module.as_deref().unwrap_or("");
            let level = i.level.map_or(0, |l| l.to_u32());
            Some(
                i.names
                    .iter()
                    .map(|a| Binding {
                        name: a.asname.as_deref().unwrap_or(&a.name).to_owned(),
                        how: format!("from {level}:{module} import {}", a.name),
                    })
                    .collect(),
            )
        }
        _ => None,
    }
}

fn is_future_import(s: &ast::Stmt) -> bool {
    matches!(s, ast::Stmt::ImportFrom(i) if i.module.as_deref() == Some("__future__"))
}

/// Where each candidate name appears in the text: every identifier token spelled so, and every
/// f-string whose text holds it as a word (its expressions are inside the string token). More
/// than the reads (an attribute after `.` is left out; a keyword argument counts), never fewer.
fn identifier_uses(text: &str, candidates: &[Candidate]) -> IndexMap<String, Vec<TextSize>> {
    let names: IndexSet<&str> = candidates.iter().flat_map(|c| c.bindings.iter().map(|b| b.name.as_str())).collect();
    let mut uses: IndexMap<String, Vec<TextSize>> = IndexMap::new();
    let mut after_dot = false;
    for token in lex(text, Mode::Module) {
        let Ok((tok, range)) = token else {
            // A text that does not lex did not parse either: nothing moves.
            names.iter().for_each(|n| uses.entry((*n).to_owned()).or_default().push(TextSize::default()));
            break;
        };
        match &tok {
            Tok::Name { name } if !after_dot && names.contains(name.as_str()) => {
                uses.entry(name.clone()).or_default().push(range.start());
            }
            Tok::String { value, kind: StringKind::FString | StringKind::RawFString, .. } => {
                for n in names.iter().filter(|n| holds_word(value, n)) {
                    uses.entry((*n).to_owned()).or_default().push(range.start());
                }
            }
            _ => {}
        }
        after_dot = matches!(tok, Tok::Dot);
    }
    uses
}

/// Whether `name` appears in `text` not inside a longer identifier.
fn holds_word(text: &str, name: &str) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + name.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hoisted(text: &str) -> (Vec<String>, bool) {
        // Parsed without `parse_suite`, which also binds what stays as locals
        // (`local_import_bindings`): what stays is what this module's rules leave.
        let mut body = <ast::Suite as rustpython_parser::Parse>::parse(text, "<test>").expect("parses");
        hoist(text, &mut body);
        let top: Vec<String> =
            body.iter().filter_map(import_bindings).flat_map(|b| b.into_iter().map(|b| b.name)).collect();
        let mut local = Vec::new();
        for s in &body {
            find_candidates(s, &mut local);
        }
        (top, !local.is_empty())
    }

    #[test]
    fn an_import_used_only_after_it_in_its_function_moves() {
        let text =
            "def main():\n    import json\n    from collections import Counter\n    return json.dumps(Counter('ab'))\n";
        assert_eq!(hoisted(text), (vec!["json".to_owned(), "Counter".to_owned()], false));
    }

    #[test]
    fn two_functions_importing_alike_share_one_module_import() {
        let text = "import json\ndef a():\n    import json\n    return json\ndef b():\n    import json\n    return f'{json}'\n";
        assert_eq!(hoisted(text), (vec!["json".to_owned()], false));
    }

    #[test]
    fn an_import_stays_where_moving_it_could_change_a_name_error() {
        // Read in another function (CPython: NameError there).
        assert!(hoisted("def a():\n    import json\n    return json\ndef b():\n    return json\n").1);
        // Read in an f-string at module level.
        assert!(hoisted("def a():\n    import json\nX = f'{json}'\n").1);
        // Read before the import (CPython: UnboundLocalError).
        assert!(hoisted("def a():\n    x = json\n    import json\n").1);
        // Rebound in the function.
        assert!(hoisted("def a():\n    import json\n    json = 1\n").1);
        // Bound at module level by something else.
        assert!(hoisted("json = 1\ndef a():\n    import json\n    return json\n").1);
        // Read before the import, though the module imports it too.
        assert!(hoisted("import json\ndef a():\n    x = json\n    import json\n").1);
        // Imported differently elsewhere.
        assert!(hoisted("def a():\n    import os\n    return os\ndef b():\n    import os.path\n    return os\n").1);
        // A parameter of the same name.
        assert!(hoisted("def a(json):\n    import json\n    return json\n").1);
    }

    #[test]
    fn a_body_nested_as_deep_as_cpython_allows_is_read_without_copying_it() {
        // The body was copied to find what else it binds: that overflowed the stack.
        let sum = vec!["1"; 2_990].join("+");
        let text = format!("def main():\n    import json\n    return {sum}\n");
        assert_eq!(hoisted(&text), (vec!["json".to_owned()], false));
    }

    #[test]
    fn with_the_same_import_at_module_level_other_functions_may_read_it() {
        let text = "import json\ndef a():\n    import json\n    return json\ndef b():\n    return json.dumps(1)\n";
        assert_eq!(hoisted(text), (vec!["json".to_owned()], false));
    }

    #[test]
    fn an_attribute_of_the_same_name_is_no_use() {
        let text =
            "def a(x):\n    import json\n    return x.json + json.loads('1')\nclass C:\n    json = None.__class__\n";
        // `json = ...` in a class body binds the name there: it is a use, so nothing moves.
        assert!(hoisted(text).1);
        let text = "def a(x):\n    import json\n    return x.json + json.loads('1')\ndef b(y):\n    return y.json\n";
        assert_eq!(hoisted(text), (vec!["json".to_owned()], false));
    }
}

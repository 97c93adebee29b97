//! Shared by the trusted-layer feature tests (events, coverage policies): proving a program of
//! a test layer, and the configuration error a replaced layer file gives.
#![allow(dead_code, reason = "each test file uses some of these")]

use clauz3::{prove, Conclusion, Program, ProofReport, ProveOptions, TrustedFile};
use std::path::PathBuf;

/// Loads `<data>/programs/<name>.py` over the trusted root `root`.
pub fn program(data: &str, root: &str, name: &str) -> Program {
    let path = PathBuf::from(format!("{data}/programs/{name}.py"));
    Program::from_path(&path, &[PathBuf::from(root)]).unwrap_or_else(|e| panic!("{}", e.text))
}

pub fn report(data: &str, root: &str, name: &str) -> ProofReport {
    prove(&program(data, root, name), &ProveOptions::default())
}

/// The verdict line must be `line`; a refutation must replay through the interpreter.
pub fn assert_line(r: ProofReport, name: &str, line: &str) -> ProofReport {
    assert_eq!(r.line, line, "{name}");
    if r.conclusion == Conclusion::Failed {
        assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    }
    r
}

pub fn read(path: &str) -> String {
    clauz3::loader::read_source(path.as_ref()).unwrap()
}

/// The trusted files of layer `package` (`tools.<domain>.trusted`) from `(module, text)` pairs.
pub fn files(package: &str, modules: &[(&str, String)]) -> Vec<TrustedFile> {
    let dir = package.replace('.', "/");
    modules
        .iter()
        .map(|(module, text)| TrustedFile {
            package: package.into(),
            module: format!("{package}.{module}"),
            display: format!("{dir}/{module}.py"),
            text: text.clone(),
        })
        .collect()
}

/// Loads an empty program over the layer `package` (`tools.<domain>.trusted`) made of these
/// `(module, text)` files; the layer must be refused. Returns the error's first line and its
/// `--> file:line:col` line.
pub fn refusal(package: &str, modules: &[(&str, String)]) -> (String, String) {
    let Err(err) = Program::from_source("agent.py", "def main() -> None:\n    pass\n", &files(package, modules)) else {
        panic!("the layer must be refused: {modules:?}");
    };
    let mut lines = err.text.lines();
    (lines.next().unwrap_or_default().to_owned(), lines.next().unwrap_or_default().trim().to_owned())
}

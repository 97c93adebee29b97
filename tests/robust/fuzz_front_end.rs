//! Fuzzing the front end and the layer loader on stable, in CI: a fixed seed and a bounded
//! number of cases (`PROPTEST_CASES`, default 256). Random bytes, corpus programs and trusted
//! modules with bytes inserted, cut or repeated, and deep nesting of every shape must load or
//! be refused with located diagnostics; none may panic or overflow the stack. The same
//! property runs unbounded under `cargo fuzz` (see `fuzz/README.md`).

use clauz3::{dry_run, loader, DryRunOptions, Limits, Program, TrustedFile};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::path::Path;

/// The seed: the same cases every run, so a failure is reproducible from the test name.
const SEED: [u8; 32] = *b"clauz3 robustness: front end  v1";

fn runner() -> TestRunner {
    let config = Config { failure_persistence: None, ..Config::default() };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &SEED))
}

/// Loads `program` against `trusted`; a loaded program is dry-run within small limits. Every
/// refusal must carry a rendered diagnostic.
fn check(program: &str, trusted: &[TrustedFile]) {
    match Program::from_source("fuzz.py", program, trusted) {
        Ok(p) => {
            let limits = Limits { max_steps: 20_000, max_depth: 50, ..Limits::default() };
            let trace = dry_run(&p, &DryRunOptions { limits, ..DryRunOptions::default() });
            if let Some(f) = &trace.failure {
                assert!(!f.error.is_empty());
            }
        }
        Err(e) => assert!(e.text.starts_with("error["), "an unrendered refusal: {:?}", e.text),
    }
}

fn ledger() -> Vec<TrustedFile> {
    loader::trusted_root_files(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/corpus/ledger/tools/ledger/trusted")))
        .expect("the ledger layer")
}

fn ledger_programs() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/ledger/programs");
    let mut paths: Vec<_> = std::fs::read_dir(dir).expect("programs").flatten().map(|e| e.path()).collect();
    paths.retain(|p| p.extension().is_some_and(|e| e == "py"));
    paths.sort();
    paths.iter().map(|p| std::fs::read_to_string(p).expect("a program")).collect()
}

/// A change to a text: bytes inserted at a place, a span cut out, or a span repeated.
#[derive(Debug, Clone)]
enum Mutation {
    Insert(usize, Vec<u8>),
    Cut(usize, usize),
    Repeat(usize, usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), proptest::collection::vec(any::<u8>(), 1..8)).prop_map(|(at, b)| Mutation::Insert(at, b)),
        (any::<usize>(), 1usize..40).prop_map(|(at, n)| Mutation::Cut(at, n)),
        (any::<usize>(), 1usize..20, 2usize..2_000).prop_map(|(at, n, k)| Mutation::Repeat(at, n, k)),
    ]
}

/// Applies mutations to the bytes of `text`; invalid UTF-8 is replaced as a lossy read would.
fn mutate(text: &str, changes: &[Mutation]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for change in changes {
        let len = bytes.len().max(1);
        match change {
            Mutation::Insert(at, b) => {
                let at = at % len;
                bytes.splice(at..at.min(bytes.len()), b.iter().copied());
            }
            Mutation::Cut(at, n) => {
                let at = at % len;
                bytes.drain(at.min(bytes.len())..(at + n).min(bytes.len()));
            }
            Mutation::Repeat(at, n, k) => {
                let at = (at % len).min(bytes.len());
                let span: Vec<u8> = bytes[at..(at + n).min(bytes.len())].to_vec();
                let repeated: Vec<u8> = span.iter().copied().cycle().take(span.len() * k).collect();
                bytes.splice(at..at, repeated);
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Openers and closers of nested expressions, each with a matching end.
const NESTS: &[(&str, &str)] = &[
    ("(", ")"),
    ("[", "]"),
    ("{", "}"),
    ("-", ""),
    ("not ", ""),
    ("~", ""),
    ("lambda: ", ""),
    ("f(", ")"),
    ("1 + ", ""),
    ("1 if 1 else ", ""),
    ("2 ** ", ""),
    ("x[", "]"),
    ("f'{", "}'"),
    ("await ", ""),
];

#[test]
fn random_bytes_never_panic() {
    runner()
        .run(&proptest::collection::vec(any::<u8>(), 0..400), |bytes| {
            check(&String::from_utf8_lossy(&bytes), &[]);
            Ok(())
        })
        .expect("no panic");
}

#[test]
fn mutated_corpus_programs_never_panic() {
    let (programs, layer) = (ledger_programs(), ledger());
    runner()
        .run(&(0..programs.len(), proptest::collection::vec(mutation(), 1..4)), |(which, changes)| {
            check(&mutate(&programs[which], &changes), &layer);
            Ok(())
        })
        .expect("no panic");
}

#[test]
fn mutated_trusted_modules_never_panic() {
    let (programs, layer) = (ledger_programs(), ledger());
    runner()
        .run(&(0..layer.len(), proptest::collection::vec(mutation(), 1..4)), |(which, changes)| {
            let mut files = layer.clone();
            files[which].text = mutate(&files[which].text, &changes);
            check(&programs[0], &files);
            Ok(())
        })
        .expect("no panic");
}

#[test]
fn deep_nesting_of_every_shape_is_accepted_or_refused_cleanly() {
    let shape = proptest::collection::vec((0..NESTS.len(), 1usize..6_000), 1..4);
    let config = Config { cases: Config::default().cases.min(48), failure_persistence: None, ..Config::default() };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &SEED))
        .run(&shape, |runs| {
            let (mut open, mut close) = (String::new(), String::new());
            for (which, times) in runs {
                let (o, c) = NESTS[which];
                open.push_str(&o.repeat(times));
                close.insert_str(0, &c.repeat(times));
            }
            check(&format!("def main() -> int:\n    return {open}1{close}\n"), &[]);
            check(&format!("x = {open}1{close}\n"), &[]);
            Ok(())
        })
        .expect("no panic");
}

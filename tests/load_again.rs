//! Loading many programs against one trusted layer on a thread, as the fuzzer and harnesses on
//! the library API do: the layer is checked and lowered once and kept, and every program loaded
//! against it must come out as it would alone.

use clauz3::{prove, Program, ProveOptions, TrustedFile};

const EFFECTS: &str = r#"
import clauz3

@clauz3.requires(lambda to, amount: 0 <= amount <= 100)
@clauz3.trusted
def pay(to: str, amount: int) -> None: ...

@clauz3.ensures(lambda result: 0 <= result <= 10)
@clauz3.trusted
def quote(item: str) -> int: ...
"#;

fn layer(effects: &str) -> Vec<TrustedFile> {
    vec![TrustedFile {
        package: "tools.pay.trusted".into(),
        module: "tools.pay.trusted.effects".into(),
        display: "tools/pay/trusted/effects.py".into(),
        text: effects.into(),
    }]
}

const IMPORT: &str = "from tools.pay.trusted.effects import pay, quote\n\n";

fn verdict(program: &str, effects: &str) -> String {
    let text = format!("{IMPORT}{program}");
    match Program::from_source("agent.py", &text, &layer(effects)) {
        Ok(program) => prove(&program, &ProveOptions::default()).line,
        Err(e) => e.text,
    }
}

#[test]
fn programs_loaded_again_against_one_layer_prove_as_they_would_alone() {
    let within = "def main(n: int) -> None:\n    pay('bob', quote('mug') * 10)\n";
    let beyond = "def main(n: int) -> None:\n    pay('bob', quote('mug') * 11)\n";
    let expected = ["main: proved! assertion", "main: failed assertion. Example: n=0, quote_result_1=10."];
    for _ in 0..3 {
        assert_eq!([verdict(within, EFFECTS), verdict(beyond, EFFECTS)], expected);
    }
}

/// The program's own errors point into the program, whose file comes after the layer's.
#[test]
fn a_program_loaded_against_a_kept_layer_reports_its_own_lines() {
    for _ in 0..3 {
        let text = verdict("def main() -> None:\n    eval('poll()')\n", EFFECTS);
        assert!(text.contains("--> agent.py:4:5"), "{text}");
    }
}

/// A layer with errors is never kept: every load reports them.
#[test]
fn a_broken_layer_is_reported_every_time() {
    let broken = format!("{EFFECTS}\n@clauz3.trusted\ndef refund(to: str amount: int) -> None: ...\n");
    for _ in 0..3 {
        let text = verdict("def main() -> None:\n    pay('bob', 1)\n", &broken);
        assert!(text.contains("--> tools/pay/trusted/effects.py:13:20"), "{text}");
    }
}

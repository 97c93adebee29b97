//! Any bytes as a trusted layer's `effects.py` (the first half) and `contracts.py` (the
//! second), loaded for a small program: loaded or refused with a rendered diagnostic.
#![no_main]

use clauz3::{Program, TrustedFile};
use libfuzzer_sys::fuzz_target;

const PROGRAM: &str = "from tools.fz.trusted.effects import ping\n\n\ndef main() -> None:\n    ping()\n";

fn file(module: &str, text: &[u8]) -> TrustedFile {
    TrustedFile {
        package: "tools.fz.trusted".into(),
        module: format!("tools.fz.trusted.{module}"),
        display: format!("tools/fz/trusted/{module}.py"),
        text: String::from_utf8_lossy(text).into_owned(),
    }
}

fuzz_target!(|data: &[u8]| {
    let (effects, contracts) = data.split_at(data.len() / 2);
    let layer = [file("effects", effects), file("contracts", contracts)];
    if let Err(e) = Program::from_source("agent.py", PROGRAM, &layer) {
        assert!(e.text.starts_with("error["), "an unrendered refusal: {:?}", e.text);
    }
});

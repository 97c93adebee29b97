//! Contract modules importing from other trusted modules: helpers, constants and relations of
//! a plain helper module or of another contract module, composed into new contracts, with the
//! reference's verdicts; import cycles and missing names are located configuration errors.

use clauz3::{prove, Program, ProveOptions};
use std::path::PathBuf;

const SHOP: &str = "tests/data/contract_imports/tools/shop/trusted";
const BAD: &str = "tests/data/contract_imports/bad/tools/loop/trusted";

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/contract_imports/programs/{name}.py"));
    let program = Program::from_path(&path, &[PathBuf::from(SHOP)]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

#[test]
fn a_contract_composed_across_modules_proves_and_refutes() {
    // Same lines as the reference (clauz3 0.2.1) on these files.
    assert_eq!(report("order_pass").line, "main: proved! guarantee");
    let r = report("order_fail");
    assert_eq!(r.line, "main: failed guarantee. Example: cents=5001.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn an_imported_helper_runs_with_its_module_constants() {
    // `spend_at_most` calls `cents_of` and reads `CEILING` from the plain helper module.
    assert_eq!(
        report("ceiling_skip").line,
        "main: skipped unsupported guarantee expression (contract helper tools.shop.trusted.contracts.spend_at_most raised ValueError: above the shop's ceiling (a trusted-layer bug or a bad guarantee argument, not an unsupported construct))"
    );
}

#[test]
fn import_cycles_and_missing_names_are_located_errors() {
    let path = PathBuf::from("tests/data/contract_imports/programs/ping.py");
    let err = Program::from_path(&path, &[PathBuf::from(BAD)]).err().expect("the layer is refused");
    let text = err.text;
    assert!(
        text.contains("trusted modules import each other in a cycle: `tools.loop.trusted.first` imports `tools.loop.trusted.second` (tests/data/contract_imports/bad/tools/loop/trusted/first.py:3), `tools.loop.trusted.second` imports `tools.loop.trusted.first` (tests/data/contract_imports/bad/tools/loop/trusted/second.py:2)\n --> tests/data/contract_imports/bad/tools/loop/trusted/second.py:2:1"),
        "{text}"
    );
    assert!(
        text.contains("`tools.loop.trusted.second` defines no `many` a contract module can use (its helpers, constants and relations, or what it imports)\n --> tests/data/contract_imports/bad/tools/loop/trusted/third.py:3:39"),
        "{text}"
    );
    // Each problem once, and no follow-on errors about the names that failed to import.
    assert_eq!(text.matches("error[config]").count(), 2, "{text}");
}

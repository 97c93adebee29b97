//! `clauz3 tools`: the reference's listing line for line, what we add under each entry, the
//! JSON document, discovery, an empty project and bad layers.
#![expect(clippy::disallowed_methods, reason = "tests read fixtures and write throwaway layers")]

mod cli_common;

use cli_common::shown;
use std::path::Path;

/// Runs `clauz3 tools ARGS` in `dir`: exit code, stdout, stderr.
fn tools(dir: impl AsRef<Path>, args: &[&str]) -> (i32, String, String) {
    cli_common::clauz3_in(dir, "tools", args)
}

fn json(dir: impl AsRef<Path>, args: &[&str]) -> serde_json::Value {
    let (code, stdout, stderr) = tools(dir, &[args, &["--json"]].concat());
    assert_eq!(code, 0, "{stderr}");
    serde_json::from_str(&stdout).expect("one JSON document")
}

/// A throwaway project with one trusted root holding `effects.py`.
fn project(effects: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("tools/x/trusted");
    std::fs::create_dir_all(&root).unwrap();
    std::fs::write(root.join("effects.py"), effects).unwrap();
    dir
}

#[test]
fn first_lines_are_the_reference_listing() {
    let recorded = std::fs::read_to_string("tests/data/tools/reference_listings.txt").unwrap();
    let mut checked = 0;
    for block in recorded.split("## ").skip(1) {
        let (dir, expected) = block.split_once('\n').unwrap();
        let (code, stdout, stderr) = tools(dir, &[]);
        assert_eq!(code, 0, "{dir}: {stderr}");
        let ours: String = stdout.lines().filter(|l| !l.starts_with(' ')).map(|l| format!("{l}\n")).collect();
        assert_eq!(ours, expected, "in {dir}");
        checked += 1;
    }
    assert_eq!(checked, 17);
}

#[test]
fn a_corpus_domain_is_listed_with_signatures_and_conditions() {
    insta::assert_snapshot!(shown(tools("corpus/ledger", &[])));
}

#[test]
fn docstrings_keyword_only_parameters_messages_and_mocks_are_shown() {
    insta::assert_snapshot!(shown(tools("tests/data/tools/sms", &[])));
}

#[test]
fn json_lists_effects_and_contracts_in_one_document() {
    let doc = json("tests/data/tools/sms", &[]);
    assert_eq!(doc["schema_version"], 1);
    assert_eq!(doc["roots"], serde_json::json!(["tools/sms/trusted"]));
    let send = &doc["effects"][1];
    assert_eq!(send["name"], "send_text");
    assert_eq!(send["module"], "tools.sms.trusted.effects");
    assert_eq!(send["path"], "sms/trusted/effects.py");
    assert_eq!(send["signature"], "send_text(phone: str, body: str, *, urgent: bool = False) -> None");
    assert_eq!(
        send["params"][2],
        serde_json::json!({"name": "urgent", "kind": "keyword_only", "type": "bool", "default": "False"})
    );
    assert_eq!(send["requires"][0]["message"], "one international number, at most 160 characters");
    assert_eq!(send["mock"], false);
    assert_eq!(send["location"], serde_json::json!({"file": "tools/sms/trusted/effects.py", "line": 14, "column": 1}));
    assert_eq!(doc["effects"][2]["mock"], true);
    let only = &doc["contracts"][0];
    assert_eq!(only["description"], "Texts go only to {numbers}.");
    assert_eq!(only["doc"], "Every text goes to one of `numbers`.");
    // As text: `Value` numbers keep their digits (serde_json `arbitrary_precision`), which
    // only serde_json itself serializes as numbers.
    insta::assert_snapshot!(serde_json::to_string_pretty(&doc).unwrap_or_default());
}

#[test]
fn roots_are_discovered_under_the_import_roots_without_trusted_root() {
    let discovered = tools("corpus/prove/loans", &[]);
    assert_eq!(discovered, tools("corpus/prove/loans", &["--trusted-root", "tools/loans/trusted"]));
    assert_eq!(discovered, tools(".", &["--import-root", "corpus/prove/loans"]));
    // Several import roots: every domain under each, in the given order.
    let (code, stdout, _) = tools(".", &["--import-roots", "corpus/ledger", "corpus/prove/loans"]);
    assert_eq!(code, 0);
    let first: Vec<&str> =
        stdout.lines().filter(|l| l.starts_with("effect ")).map(|l| l.split(':').next().unwrap()).collect();
    assert_eq!(first.first(), Some(&"effect ledger/trusted/effects.py"));
    assert_eq!(first.last(), Some(&"effect loans/trusted/effects.py"));
    // A root outside every import root's `tools/` is named from its grandparent.
    let (_, explicit, _) = tools(".", &["--trusted-root", "corpus/prove/loans/tools/loans/trusted"]);
    assert_eq!(explicit, discovered.1);
}

#[test]
fn nothing_found_says_so_and_succeeds() {
    let empty = tempfile::tempdir().unwrap();
    insta::assert_snapshot!(shown(tools(empty.path(), &[])), @r"
    exit: 0
    --- stdout
    no trusted tools found
    --- stderr
    ");
    assert_eq!(
        json(empty.path(), &[]),
        serde_json::json!({"schema_version": 1, "roots": [], "effects": [], "contracts": [], "events": [], "policies": []})
    );
}

#[test]
fn a_bad_layer_is_a_located_configuration_error() {
    let decorated = project("import clauz3\n\n@clauz3.trusted\n@retry\ndef send(to: str) -> None: ...\n");
    insta::assert_snapshot!("bad_decorator", shown(tools(decorated.path(), &[])));
    let broken = project("import clauz3\n\n@clauz3.trusted\ndef send(to: str -> None: ...\n");
    insta::assert_snapshot!("syntax_error", shown(tools(broken.path(), &[])));
    let (code, stdout, _) = tools(broken.path(), &["--json"]);
    assert_eq!(code, 2);
    let doc: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(doc["status"], "error");
    assert_eq!(doc["diagnostics"][0]["location"]["file"], "tools/x/trusted/effects.py");
    assert_eq!(tools(".", &["--trusted-root", "no/such/root"]).0, 2);
}

#[test]
fn the_library_builds_the_same_catalog() {
    let options = clauz3::LoadOptions {
        trusted_roots: vec!["tests/data/tools/sms/tools/sms/trusted".into()],
        ..clauz3::LoadOptions::default()
    };
    let catalog = clauz3::tool_catalog(&options).unwrap();
    let names: Vec<&str> = catalog.roots[0].tools.iter().map(|t| t.decl().name.as_str()).collect();
    assert_eq!(names, ["page", "only_numbers", "texts_at_most", "nothing_urgent", "send_text", "texts_sent", "inbox"]);
    let mocks: Vec<&str> = catalog.effects().filter(|e| e.mock).map(|e| e.decl.name.as_str()).collect();
    assert_eq!(mocks, ["texts_sent"]);
    let requires = &catalog.effects().next().unwrap().requires[0];
    assert_eq!(requires.source, "lambda team, level=1: 1 <= level <= 3");
}

#[test]
fn events_and_what_performs_them_are_listed() {
    insta::assert_snapshot!(shown(tools("tests/data/events", &[])));
    let doc = json("tests/data/events", &[]);
    let flash = doc["effects"].as_array().unwrap().iter().find(|e| e["name"] == "flash_purge").unwrap();
    assert_eq!(
        flash["performs"],
        serde_json::json!([
            {"event": "Purge", "fields": [["chamber", "chamber"]]},
            {"event": "Heat", "fields": [["chamber", "chamber"], ["degrees", "degrees"]]}
        ])
    );
    assert_eq!(
        doc["events"][2],
        serde_json::json!({
            "path": "kiln/trusted/events.py", "module": "tools.kiln.trusted.events", "name": "Purge",
            "fields": [{"name": "chamber", "type": "str"}], "parents": ["Vent"], "performed_by": ["flash_purge"],
            "location": {"file": "tools/kiln/trusted/events.py", "line": 14, "column": 1}
        })
    );
    // A relation over Vent covers Purge, so both effects that vent are listed under it.
    assert_eq!(doc["events"][1]["performed_by"], serde_json::json!(["vent", "flash_purge"]));
}

#[test]
fn coverage_policies_are_listed() {
    insta::assert_snapshot!(shown(tools("tests/data/policies", &[])));
    let doc = json("tests/data/policies", &[]);
    assert_eq!(
        doc["policies"],
        serde_json::json!([
            {"path": "greenhouse/trusted/policy.py", "domain": "greenhouse", "when_used": ["open_valve"],
             "recommended": ["only_valves", "opens_at_most_two"], "required": ["opens_at_most_two"],
             "location": {"file": "tools/greenhouse/trusted/policy.py", "line": 4, "column": 5}},
            {"path": "greenhouse/trusted/policy.py", "domain": "notify", "when_used": ["notify"],
             "recommended": ["quiet"], "required": [],
             "location": {"file": "tools/greenhouse/trusted/policy.py", "line": 10, "column": 5}}
        ])
    );
}

//! `clauz3 install --skills` writing each installed layer's `SKILL.md` from the layer as clauz3
//! loads it, and a manifest's `dependencies` installed first (kept when already there).
#![expect(clippy::disallowed_methods, reason = "the tests write layers and read what install wrote")]

mod cli_common;

use cli_common::clauz3_in;
use std::path::Path;

fn canonical(path: &Path) -> std::path::PathBuf {
    std::fs::canonicalize(path).unwrap()
}

#[test]
fn a_skill_lists_every_effect_and_guarantee_clauz3_reads_from_the_layer() {
    for (name, library) in
        [("env", "env"), ("filesystem", "filesystem"), ("db", "db"), ("google_workspace", "google_workspace/gmail")]
    {
        let project = tempfile::tempdir().unwrap();
        let source = format!("stdlib:{name}");
        let (code, out, err) = clauz3_in(project.path(), "install", &["--skills", &source]);
        assert_eq!(code, 0, "{out}{err}");
        let root = canonical(project.path());
        let skill = root.join(".clauz3/skills").join(library).join("SKILL.md");
        assert!(out.ends_with(&format!("generated skill: {}\n", skill.display())), "{out}");
        let text = std::fs::read_to_string(&skill).unwrap();
        assert!(text.starts_with(&format!("---\nname: {library}\ndescription: ")), "{text}");
        // Every declaration `clauz3 tools` lists is in the skill, with its signature, and
        // every effect's preconditions and exceptions.
        let (code, json, err) = clauz3_in(project.path(), "tools", &["--json"]);
        assert_eq!(code, 0, "{err}");
        let catalog: serde_json::Value = serde_json::from_str(&json).unwrap();
        let effects = catalog["effects"].as_array().unwrap();
        for tool in effects.iter().chain(catalog["contracts"].as_array().unwrap()) {
            let signature = tool["signature"].as_str().unwrap();
            assert!(
                text.contains(&format!("`{signature}`")) || text.contains(&format!(".{signature}`")),
                "{library}: {signature} missing"
            );
            for condition in tool["requires"].as_array().into_iter().flatten() {
                assert!(text.contains(condition["source"].as_str().unwrap()), "{library}: {condition} missing");
            }
            for exc in tool["raises"].as_array().into_iter().flatten() {
                assert!(text.contains(exc.as_str().unwrap()), "{library}: raises {exc} missing");
            }
        }
        assert!(!effects.is_empty(), "{json}");
        assert!(text.contains("clauz3 prove"), "{text}");
    }
}

#[test]
fn without_skills_no_skill_is_written() {
    let project = tempfile::tempdir().unwrap();
    let (code, out, _) = clauz3_in(project.path(), "install", &["stdlib:env"]);
    assert_eq!(code, 0);
    assert!(!out.contains("generated skill"), "{out}");
    assert!(!project.path().join(".clauz3/skills").exists());
}

/// A source directory with one layer `alerts` whose manifest depends on `dependencies`.
fn alerts_layer(dependencies: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let domain = dir.path().join("tools/alerts");
    std::fs::create_dir_all(domain.join("trusted")).unwrap();
    std::fs::write(
        domain.join("trusted/effects.py"),
        "import clauz3\n\n\n@clauz3.trusted\ndef alert(text: str) -> None:\n    \"\"\"Sends an alert.\"\"\"\n    ...\n",
    )
    .unwrap();
    let listed: Vec<String> = dependencies.iter().map(|d| format!("  - {d}\n")).collect();
    std::fs::write(
        domain.join("clauz3.yaml"),
        format!("schema_version: 1\nname: alerts\nsummary: Alerts.\ndependencies:\n{}", listed.concat()),
    )
    .unwrap();
    dir
}

#[test]
fn dependencies_are_installed_first_and_kept_when_already_there() {
    let source_dir = alerts_layer(&["stdlib:env", "stdlib:git"]);
    let source = source_dir.path().to_string_lossy().into_owned();
    let project = tempfile::tempdir().unwrap();
    let root = canonical(project.path());
    let (code, out, err) = clauz3_in(project.path(), "install", &[&source]);
    assert_eq!(code, 0, "{out}{err}");
    let installed: Vec<&str> = out.lines().collect();
    let line = |d: &str| format!("installed trusted layer: {}", root.join(".clauz3/tools").join(d).display());
    assert_eq!(installed, [line("env"), line("git"), line("alerts")]);
    // A program of the project imports the dependency without flags.
    std::fs::write(
        project.path().join("prog.py"),
        "from tools.env.trusted.effects import read_env\nfrom tools.alerts.trusted.effects import alert\n\n\ndef main() -> None:\n    alert(read_env(\"USER\"))\n",
    )
    .unwrap();
    let (code, out, err) = clauz3_in(project.path(), "prove", &["prog.py"]);
    assert_eq!(code, 0, "{out}{err}");
    // Forcing the layer again keeps its dependencies as the project has them.
    let edited = root.join(".clauz3/tools/env/trusted/effects.py");
    let mine = std::fs::read_to_string(&edited).unwrap() + "\n# edited by the project\n";
    std::fs::write(&edited, &mine).unwrap();
    let (code, out, err) = clauz3_in(project.path(), "install", &["--force", &source]);
    assert_eq!((code, out.lines().collect::<Vec<_>>()), (0, vec![line("alerts").as_str()]), "{err}");
    assert_eq!(std::fs::read_to_string(&edited).unwrap(), mine);
    // Without --force the layer itself is refused, as before.
    let (code, _, err) = clauz3_in(project.path(), "install", &[&source]);
    assert_eq!(code, 2);
    assert!(err.contains("already exists (use --force to overwrite)"), "{err}");
}

#[test]
fn a_dependency_that_cannot_be_installed_names_the_layer_needing_it() {
    let source_dir = alerts_layer(&["stdlib:nosuch"]);
    let source = source_dir.path().to_string_lossy().into_owned();
    let project = tempfile::tempdir().unwrap();
    let (code, out, err) = clauz3_in(project.path(), "install", &[&source]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(
        err.starts_with("error: dependency stdlib:nosuch of alerts: stdlib:nosuch is not a bundled library"),
        "{err}"
    );
    assert!(!project.path().join(".clauz3/tools/alerts").exists());
    // A layer depending on itself (or a cycle) is installed once.
    let looping = alerts_layer(&[]);
    let own = looping.path().to_string_lossy().into_owned();
    let manifest = looping.path().join("tools/alerts/clauz3.yaml");
    std::fs::write(&manifest, format!("name: alerts\ndependencies:\n  - {own}\n")).unwrap();
    let (code, out, err) = clauz3_in(project.path(), "install", &[&own]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
}

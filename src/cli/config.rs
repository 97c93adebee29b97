//! `clauz3 config [--into DIR] [--force]`: gives an agent harness (Claude Code) the
//! permissions a clauz3-mediated project wants: read-only inspection plus the `clauz3` command,
//! so every effect goes through a proof. Merges into an existing `.claude/settings.json`
//! (idempotent, keeping what is there), or with `--force` writes the defaults over it.
#![expect(clippy::disallowed_methods, reason = "configuring writes the project's harness settings")]

use clap::Args;
use serde_json::{Map, Value};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct ConfigArgs {
    /// The project root to configure [default: the current directory].
    #[arg(long, value_name = "DIR")]
    into: Option<PathBuf>,
    /// Replace an existing `.claude/settings.json` with the defaults.
    #[arg(long)]
    force: bool,
}

/// The tools an agent may use without asking: reading, and the clauz3 command.
const ALLOW: [&str; 4] = ["Read", "Glob", "Grep", "Bash(clauz3:*)"];

/// The permission mode that asks before anything outside the allowlist.
const MODE: &str = "default";

/// What a run did to the settings file.
enum Outcome {
    Wrote,
    Updated(Vec<&'static str>),
    UpToDate,
}

pub fn run(args: &ConfigArgs) -> ExitCode {
    let into = match &args.into {
        Some(dir) => dir.clone(),
        None => std::env::current_dir().unwrap_or_else(|_| PathBuf::from(".")),
    };
    let path = into.join(".claude").join("settings.json");
    match configure(&path, args.force) {
        Ok(Outcome::Wrote) => outln!("wrote claude config: {}", path.display()),
        Ok(Outcome::Updated(added)) => {
            outln!("updated claude config: {} (added: {})", path.display(), added.join(", "))
        }
        Ok(Outcome::UpToDate) => outln!("claude config already up to date: {}", path.display()),
        Err(why) => {
            errln!("error: {why}");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}

fn configure(path: &Path, force: bool) -> Result<Outcome, String> {
    let existing = match std::fs::read_to_string(path) {
        Ok(text) => Some(text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    let Some(text) = existing else {
        write(path, &defaults())?;
        return Ok(Outcome::Wrote);
    };
    if force {
        let before = allowed(serde_json::from_str(&text).ok().as_ref());
        write(path, &defaults())?;
        return Ok(outcome(ALLOW.into_iter().filter(|a| !before.iter().any(|b| b == a)).collect()));
    }
    let mut settings: Value = serde_json::from_str(&text)
        .map_err(|e| format!("{} is not valid JSON; use --force to overwrite ({e})", path.display()))?;
    let added = merge(&mut settings, path)?;
    if !added.is_empty() {
        write(path, &settings)?;
    }
    Ok(outcome(added))
}

fn outcome(added: Vec<&'static str>) -> Outcome {
    if added.is_empty() {
        Outcome::UpToDate
    } else {
        Outcome::Updated(added)
    }
}

fn defaults() -> Value {
    serde_json::json!({"permissions": {"defaultMode": MODE, "allow": ALLOW}})
}

/// The allow entries of settings that may be anything.
fn allowed(settings: Option<&Value>) -> Vec<String> {
    let list = settings.and_then(|s| s.pointer("/permissions/allow")).and_then(Value::as_array);
    list.map(|l| l.iter().filter_map(Value::as_str).map(str::to_owned).collect()).unwrap_or_default()
}

/// Adds the missing allow entries (and `defaultMode` where there is none) to `settings`; the
/// entries added.
fn merge(settings: &mut Value, path: &Path) -> Result<Vec<&'static str>, String> {
    let not = |what: &str| format!("{} has {what}; use --force to overwrite", path.display());
    let root = settings.as_object_mut().ok_or_else(|| not("no JSON object at the top"))?;
    let permissions = root.entry("permissions").or_insert_with(|| Value::Object(Map::new()));
    let permissions = permissions.as_object_mut().ok_or_else(|| not("a 'permissions' that is not a JSON object"))?;
    permissions.entry("defaultMode").or_insert_with(|| MODE.into());
    let allow = permissions.entry("allow").or_insert_with(|| Value::Array(Vec::new()));
    let allow = allow.as_array_mut().ok_or_else(|| not("a 'permissions.allow' that is not a JSON list"))?;
    let mut added = Vec::new();
    for entry in ALLOW {
        if !allow.iter().any(|a| a.as_str() == Some(entry)) {
            allow.push(entry.into());
            added.push(entry);
        }
    }
    Ok(added)
}

fn write(path: &Path, settings: &Value) -> Result<(), String> {
    let text = serde_json::to_string_pretty(settings).unwrap_or_default() + "\n";
    crate::outputs::write_all_or_nothing(&[(path.to_path_buf(), text.into_bytes())])
}

//! `clauz3 install SOURCE [--into DIR | --global] [--force]`: copies trusted layers into a
//! project's `.clauz3/tools/<domain>/` (`trusted/*.py`, `clauz3.yaml`,
//! `.clauz3-origin.json`), as the reference does, so the project can read, pin or change them;
//! an installed copy is found without flags and is used instead of the bundled layer. With
//! `--global` the layers go to the user store's `tools/<domain>/` instead, from where
//! `global:<domain>` selects one into a project (and where programs find it without flags
//! when no project root provides its package).
#![expect(clippy::disallowed_methods, reason = "installing reads layers and writes the project's files")]

use super::install_sources::{resolve, Layer};
use crate::loader::user_store;
use clap::Args;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct InstallArgs {
    /// What to install: `stdlib:<name>` or its bare name (`clauz3 libraries` lists them),
    /// `global:<domain>` (a layer in the user store), a git remote (`gh:org/repo[@ref]` or a
    /// git URL such as `https://host/repo.git@v1`, cloned into `$CLAUZ3_CACHE/sources/`), or a
    /// directory: a project holding `tools/<domain>/trusted/`, or such a `tools/` directory.
    source: String,
    /// The project root to install into [default: the current directory].
    #[arg(long, value_name = "DIR", conflicts_with = "global")]
    into: Option<PathBuf>,
    /// Install into the user store (`$CLAUZ3_HOME`, else `$XDG_DATA_HOME/clauz3`, else
    /// `~/.local/share/clauz3`) instead of a project.
    #[arg(short = 'g', long)]
    global: bool,
    /// Replace an installed copy of the layer (the layers its manifest's `dependencies` name
    /// are kept when already installed).
    #[arg(long)]
    force: bool,
    /// Also write `.clauz3/skills/<domain>/SKILL.md` (in the user store with `--global`): the
    /// layer's effects, preconditions, exceptions and guarantees, for an agent to read.
    #[arg(long)]
    skills: bool,
}

/// What a generated `.clauz3/.gitignore` keeps out of version control.
const GITIGNORE: &str = "# Written by clauz3: commit installed libraries, not caches or local service settings.\n__pycache__/\n*.pyc\napproval-service.json\n";

pub fn run(args: &InstallArgs) -> ExitCode {
    let mut visited = Vec::new();
    match install(args, &args.source, args.force, &mut visited) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            errln!("error: {why}");
            ExitCode::from(2)
        }
    }
}

/// Where the layers go: the user store's `tools/`, or the project's `.clauz3/tools/`; and the
/// project root (none for the store).
fn destination(args: &InstallArgs) -> Result<(PathBuf, Option<PathBuf>), String> {
    if args.global {
        let store = user_store().ok_or("no user store: set CLAUZ3_HOME (or HOME)")?;
        return Ok((store.join("tools"), None));
    }
    let into = args.into.clone().unwrap_or_else(|| PathBuf::from("."));
    let into = std::fs::canonicalize(&into).map_err(|e| format!("cannot use {}: {e}", into.display()))?;
    if user_store().and_then(|s| std::fs::canonicalize(s).ok()).is_some_and(|s| s == into) {
        return Err("select a global library into a project, not into the user store itself".into());
    }
    Ok((into.join(".clauz3").join("tools"), Some(into)))
}

/// Installs every layer `source` names, after the layers their manifests depend on (kept when
/// already installed), printing each one as it is written.
fn install(args: &InstallArgs, source: &str, force: bool, visited: &mut Vec<String>) -> Result<(), String> {
    if visited.iter().any(|s| s == source) {
        return Ok(());
    }
    visited.push(source.to_owned());
    let layers = resolve(source)?;
    let (tools, project) = destination(args)?;
    for layer in &layers {
        for dependency in &layer.manifest.dependencies {
            install(args, dependency, false, visited)
                .map_err(|e| format!("dependency {dependency} of {}: {e}", layer.domain))?;
        }
    }
    let mut files = Vec::new();
    let mut installed = Vec::new();
    for layer in &layers {
        let dest = tools.join(&layer.domain);
        if let Some(project) = &project {
            let authored = project.join("tools").join(&layer.domain);
            if authored.is_dir() {
                return Err(format!(
                    "the project already authors {} itself; an installed copy would clash with it",
                    authored.display()
                ));
            }
        }
        if dest.exists() && !force {
            if source != args.source {
                // A dependency already installed is kept as it is.
                continue;
            }
            return Err(format!("{} already exists (use --force to overwrite)", dest.display()));
        }
        files.extend(layer_files(layer, &dest, project.is_none().then_some(&tools)));
        installed.push((layer, dest));
    }
    if let Some(project) = &project {
        let gitignore = project.join(".clauz3").join(".gitignore");
        if !gitignore.exists() {
            files.push((gitignore, GITIGNORE.as_bytes().to_vec()));
        }
    }
    // Modules left from an older copy would be read as part of the layer.
    for (_, dest) in &installed {
        let trusted = dest.join("trusted");
        if trusted.is_dir() {
            std::fs::remove_dir_all(&trusted).map_err(|e| format!("cannot replace {}: {e}", trusted.display()))?;
        }
    }
    crate::outputs::write_all_or_nothing(&files)?;
    for (layer, dest) in &installed {
        outln!("installed trusted layer: {}", dest.display());
        if args.global {
            outln!("select in a project: clauz3 install global:{}", layer.domain);
        }
        if args.skills {
            // The import root is the directory holding `tools/`.
            let import_root = tools.parent().unwrap_or(&tools);
            let skill = super::skills::skill_for(&layer.domain, &layer.manifest, dest, import_root)?;
            let path = import_root.join("skills").join(&layer.domain).join("SKILL.md");
            crate::outputs::write_all_or_nothing(&[(path.clone(), skill.into_bytes())])?;
            outln!("generated skill: {}", path.display());
        }
    }
    Ok(())
}

/// The files of an installed copy of `layer` under `dest`, with its origin; in the user store
/// (`store_tools` is its `tools/`) also `metadata/<domain>/library.json`.
fn layer_files(layer: &Layer, dest: &Path, store_tools: Option<&PathBuf>) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<(PathBuf, Vec<u8>)> =
        layer.files.iter().map(|(relative, bytes)| (dest.join(relative), bytes.clone())).collect();
    let origin = serde_json::json!({"source": layer.origin, "revision": layer.revision});
    files.push((dest.join(".clauz3-origin.json"), format!("{origin}\n").into_bytes()));
    if let Some(store) = store_tools.and_then(|t| t.parent()) {
        let metadata = store.join("metadata").join(&layer.domain).join("library.json");
        files.push((metadata, format!("{}\n", serde_json::json!({"origin": layer.origin})).into_bytes()));
    }
    files
}

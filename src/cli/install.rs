//! `clauz3 install stdlib:<name> [--into DIR] [--force]`: copies a bundled library's layer into
//! a project's `.clauz3/tools/<name>/` (`trusted/*.py`, `clauz3.yaml`, `.clauz3-origin.json`),
//! as the reference does, so the project can read, pin or change it. An installed copy is
//! found without flags and is used instead of the bundled layer.
#![expect(clippy::disallowed_methods, reason = "installing writes the project's files")]

use crate::layer::stdlib::{library, Library, LIBRARIES};
use clap::Args;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct InstallArgs {
    /// The library: `stdlib:<name>` or its bare name (`clauz3 libraries` lists them).
    source: String,
    /// The project root to install into.
    #[arg(long, value_name = "DIR", default_value = ".")]
    into: PathBuf,
    /// Replace an installed copy of the library's layer.
    #[arg(long)]
    force: bool,
}

/// What a generated `.clauz3/.gitignore` keeps out of version control.
const GITIGNORE: &str = "# Written by clauz3: commit installed libraries, not caches or local service settings.\n__pycache__/\n*.pyc\napproval-service.json\n";

pub fn run(args: &InstallArgs) -> ExitCode {
    match install(args) {
        Ok(dest) => {
            outln!("installed trusted layer: {}", dest.display());
            ExitCode::SUCCESS
        }
        Err(why) => {
            errln!("error: {why}");
            ExitCode::from(2)
        }
    }
}

fn install(args: &InstallArgs) -> Result<PathBuf, String> {
    let name = args.source.strip_prefix("stdlib:").unwrap_or(&args.source);
    let Some(library) = library(name) else {
        let available: Vec<String> = LIBRARIES.iter().map(|l| format!("stdlib:{}", l.name)).collect();
        return Err(format!(
            "{} is not a bundled library (available: {}); installing from directories, git or the user store is not supported yet",
            args.source,
            available.join(", ")
        ));
    };
    let into = std::fs::canonicalize(&args.into).map_err(|e| format!("cannot use {}: {e}", args.into.display()))?;
    let authored = into.join("tools").join(library.name);
    if authored.is_dir() {
        return Err(format!(
            "the project already authors {} itself; an installed copy would clash with it",
            authored.display()
        ));
    }
    let dest = into.join(".clauz3").join("tools").join(library.name);
    if dest.exists() {
        if !args.force {
            return Err(format!("{} already exists (use --force to overwrite)", dest.display()));
        }
        // Modules left from an older copy would be read as part of the layer.
        let trusted = dest.join("trusted");
        if trusted.is_dir() {
            std::fs::remove_dir_all(&trusted).map_err(|e| format!("cannot replace {}: {e}", trusted.display()))?;
        }
    }
    let mut files = layer_files(library, &dest);
    let gitignore = into.join(".clauz3").join(".gitignore");
    if !gitignore.exists() {
        files.push((gitignore, GITIGNORE.as_bytes().to_vec()));
    }
    crate::outputs::write_all_or_nothing(&files)?;
    Ok(dest)
}

/// The files of an installed copy of `library` under `dest`.
fn layer_files(library: &Library, dest: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = library
        .modules
        .iter()
        .map(|(module, text)| (dest.join("trusted").join(format!("{module}.py")), text.as_bytes().to_vec()))
        .collect();
    files.push((dest.join("clauz3.yaml"), library.manifest().into_bytes()));
    let origin = serde_json::json!({"source": format!("stdlib:{}", library.name), "revision": ""});
    files.push((dest.join(".clauz3-origin.json"), format!("{origin}\n").into_bytes()));
    files
}

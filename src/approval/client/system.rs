//! The approval service module's only contact with the operating system: the environment
//! snapshot, reading the config file, and the nonce store's files. Everything else here is pure
//! over these results, so it is tested without touching the process environment.

use super::error::ServiceError;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The variables and directories the approval client reads, taken once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServiceEnvironment {
    /// `CLAUZ3_APPROVAL_SERVICE` (empty counts as unset).
    pub service: Option<String>,
    /// `CLAUZ3_APPROVAL_URL`.
    pub url: Option<String>,
    /// `CLAUZ3_APPROVAL_TOKEN`: the submission bearer token.
    pub token: Option<String>,
    /// `CLAUZ3_APPROVAL_VERIFY_KEY`.
    pub verify_key: Option<String>,
    /// `CLAUZ3_CACHE`: where consumed nonces are kept.
    pub cache: Option<String>,
    /// `HOME`, for `~/.cache/clauz3` and `~` in `CLAUZ3_CACHE`.
    pub home: Option<PathBuf>,
    /// The working directory, where `.clauz3/approval-service.json` is looked for.
    pub cwd: PathBuf,
}

impl ServiceEnvironment {
    /// Reads the process environment and working directory.
    ///
    /// # Errors
    /// A variable that is not UTF-8, or an unknown working directory.
    #[expect(clippy::disallowed_methods, reason = "the approval client's configuration is the environment")]
    pub fn from_process() -> Result<ServiceEnvironment, ServiceError> {
        let var = |name: &'static str| match std::env::var(name) {
            Ok(v) if v.is_empty() => Ok(None),
            Ok(v) => Ok(Some(v)),
            Err(std::env::VarError::NotPresent) => Ok(None),
            Err(std::env::VarError::NotUnicode(_)) => Err(ServiceError::EnvNotUnicode(name)),
        };
        Ok(ServiceEnvironment {
            service: var("CLAUZ3_APPROVAL_SERVICE")?,
            url: var("CLAUZ3_APPROVAL_URL")?,
            token: var("CLAUZ3_APPROVAL_TOKEN")?,
            verify_key: var("CLAUZ3_APPROVAL_VERIFY_KEY")?,
            cache: var("CLAUZ3_CACHE")?,
            home: std::env::var_os("HOME").filter(|h| !h.is_empty()).map(PathBuf::from),
            cwd: std::env::current_dir().map_err(ServiceError::NoWorkingDirectory)?,
        })
    }
}

/// The file's text, or `None` when there is no such file.
#[expect(clippy::disallowed_methods, reason = "reads the approval config file")]
pub(crate) fn read_optional(path: &Path) -> std::io::Result<Option<String>> {
    match std::fs::read_to_string(path) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// Creates `dir` and its parents.
#[expect(clippy::disallowed_methods, reason = "the nonce store's directory")]
pub(crate) fn create_dirs(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)
}

/// Creates `path` with `contents`, atomically failing with `AlreadyExists` when it exists:
/// the claim that makes a nonce single-use even between concurrent runs.
#[expect(clippy::disallowed_types, reason = "the nonce store's claim files")]
pub(crate) fn create_new(path: &Path, contents: &str) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new().write(true).create_new(true).open(path)?;
    file.write_all(contents.as_bytes())?;
    file.sync_all()
}

/// Appends `line` and a newline to `path` (created if missing) and syncs it.
#[expect(clippy::disallowed_types, reason = "the nonce store's list, shared with the reference")]
pub(crate) fn append_line(path: &Path, line: &str) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new().create(true).append(true).open(path)?;
    file.write_all(format!("{line}\n").as_bytes())?;
    file.sync_all()
}

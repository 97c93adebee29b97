//! The process handler: a trusted root may declare, in `clauz3-handler.toml`, a command that
//! serves its effects over JSON lines on stdin/stdout. This is how a layer whose effects have
//! real bodies (files, mail, money) runs: clauz3 never executes Python, it asks the layer's own
//! process, one call at a time, and checks every answer at the gate.
//!
//! Protocol (one JSON object per line, UTF-8):
//! - request: `{"id": 1, "effect": "write_note", "qualified": "tools.notes.trusted.effects.write_note",
//!   "args": {"path": "a.txt", "text": "hi"}}`: arguments by parameter name (only those passed;
//!   tuples and sets as arrays, `inf`/`nan` as strings);
//! - response: `{"id": 1, "value": ...}`, `{"id": 1, "raised": "TimeoutError", "message": "why"}`
//!   (the call raised that builtin exception, which the effect must declare with
//!   `@deal.raises`) or `{"id": 1, "error": "why"}`, optionally with `"printed": "..."` (what the
//!   body printed, shown in the program's output).
//!
//! A handler that exits, hangs past its timeout or answers anything else is stopped, and every
//! later call to it fails with the reason.
#![expect(
    clippy::disallowed_types,
    clippy::disallowed_methods,
    reason = "the process handler starts and talks to the trusted root's own process"
)]

use super::{DataValue, EffectError, EffectHandler, EffectRequest};
use crate::ir::EffectDecl;
use crate::source::SourceFile;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// The manifest's file name, in the trusted root directory.
pub const MANIFEST_NAME: &str = "clauz3-handler.toml";

/// Longest response line accepted (a handler streaming garbage must not exhaust memory).
const MAX_LINE: u64 = 16 << 20;

/// A trusted root's `clauz3-handler.toml`.
#[derive(Debug, Clone)]
pub struct Manifest {
    /// The manifest file itself.
    pub path: PathBuf,
    /// The program and its arguments; run in the manifest's directory.
    pub command: Vec<String>,
    /// The effects it serves; `None`: every effect of the root.
    pub effects: Option<Vec<String>>,
    /// How long one call may take.
    pub timeout: Duration,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ManifestFile {
    command: Vec<String>,
    effects: Option<Vec<String>>,
    timeout_seconds: Option<f64>,
}

/// Why a `clauz3-handler.toml` cannot be used: the file, where in it (1-based line and column,
/// when the TOML parser says), and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ManifestError {
    pub path: PathBuf,
    pub line_col: Option<(u32, u32)>,
    pub message: String,
}

impl std::fmt::Display for ManifestError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.line_col {
            Some((line, column)) => write!(f, "{}:{line}:{column}: {}", self.path.display(), self.message),
            None => write!(f, "{}: {}", self.path.display(), self.message),
        }
    }
}

/// Reads `<root>/clauz3-handler.toml` if there is one; a bad manifest is a located error.
pub fn read_manifest(root: &Path) -> Result<Option<Manifest>, ManifestError> {
    let path = root.join(MANIFEST_NAME);
    let invalid = |line_col: Option<(u32, u32)>, why: &str| ManifestError {
        path: path.clone(),
        line_col,
        message: format!("invalid handler manifest: {why}"),
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(ManifestError { path, line_col: None, message: format!("cannot be read: {e}") }),
    };
    let parsed: ManifestFile = toml::from_str(&text).map_err(|e| {
        let at = e.span().map(|s| SourceFile::new(path.display().to_string(), text.as_str()).line_col(s.start as u32));
        invalid(at.map(|lc| (lc.line, lc.column)), e.message())
    })?;
    if parsed.command.is_empty() || parsed.command[0].is_empty() {
        return Err(invalid(None, "`command` must name a program"));
    }
    let timeout = parsed.timeout_seconds.unwrap_or(30.0);
    if !(timeout > 0.0 && timeout <= 86_400.0) {
        return Err(invalid(None, "`timeout_seconds` must be between 0 and 86400"));
    }
    Ok(Some(Manifest {
        path,
        command: parsed.command,
        effects: parsed.effects,
        timeout: Duration::from_secs_f64(timeout),
    }))
}

/// Files in a trusted root that look meant as its handler manifest but are not named
/// `clauz3-handler.toml` (`clauz3_handler.toml`, `handler.toml`, ...): clauz3 never reads them,
/// so the effects they were meant to serve would silently have no handler.
pub fn misnamed_manifests(root: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(root) else { return Vec::new() };
    let mut found: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().map(|n| n.to_string_lossy().to_lowercase()).unwrap_or_default();
            name != MANIFEST_NAME
                && std::path::Path::new(&name).extension().is_some_and(|e| e == "toml")
                && (name.contains("handler") || name.contains("clauz3"))
        })
        .collect();
    found.sort();
    found
}

/// The directory a trusted root imported as `package` is importable from (absolute): the
/// root's ancestor one level per package component (`tools/notes/trusted` -> `.`).
pub fn import_root_of(root: &Path, package: &str) -> Result<String, String> {
    let abs =
        std::fs::canonicalize(root).map_err(|e| format!("cannot resolve trusted root {}: {e}", root.display()))?;
    abs.ancestors()
        .nth(package.split('.').count())
        .map(|p| p.display().to_string())
        .ok_or_else(|| format!("trusted root {} is not below an import root for {package}", root.display()))
}

impl Manifest {
    pub fn serves(&self, effect: &str) -> bool {
        self.effects.as_ref().is_none_or(|names| names.iter().any(|n| n == effect))
    }

    /// Whether, as the manifest of the trusted root imported as `package`, it serves `decl`.
    pub fn serves_decl(&self, package: &str, decl: &EffectDecl) -> bool {
        decl.qualified.strip_prefix(package).is_some_and(|rest| rest.starts_with('.')) && self.serves(&decl.name)
    }

    /// The manifest's directory, absolute: the handler runs there, and a relative program
    /// is resolved against it once (joined to a relative directory it would be resolved again
    /// from inside it).
    fn dir(&self) -> PathBuf {
        let dir = self.path.parent().map(Path::to_path_buf).unwrap_or_default();
        let dir = if dir.as_os_str().is_empty() { PathBuf::from(".") } else { dir };
        std::path::absolute(&dir).unwrap_or(dir)
    }

    /// The executable the command starts: a path with a `/` relative to the manifest's
    /// directory, else found on `PATH`. Checked before anything runs (and before anyone is
    /// asked to approve), so a typo is named up front rather than after the approval.
    pub fn program(&self) -> Result<PathBuf, String> {
        let name = &self.command[0];
        let not = |why: &str| format!("the handler command `{name}` {why}");
        if name.contains('/') {
            let program = self.dir().join(name);
            return if is_executable(&program) { Ok(program) } else { Err(not("is not an executable file")) };
        }
        std::env::var_os("PATH")
            .iter()
            .flat_map(std::env::split_paths)
            .map(|dir| dir.join(name))
            .find(|p| is_executable(p))
            .ok_or_else(|| not("is not found on PATH"))
    }
}

/// A regular file (or a link to one) someone may execute.
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// A running (or not yet started) handler process for one trusted root.
pub struct ProcessHandler {
    manifest: Manifest,
    /// Environment for the process: `CLAUZ3_IMPORT_ROOT`, `CLAUZ3_REQUEST_ID`, ...
    env: Vec<(String, String)>,
    running: Option<Running>,
    /// Why the handler was stopped; every later call fails with it.
    broken: Option<String>,
    printed: Option<String>,
    next_id: u64,
}

struct Running {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Result<String, String>>,
}

impl ProcessHandler {
    /// A handler started on its first call, with these extra environment variables.
    pub fn new(manifest: Manifest, env: Vec<(String, String)>) -> Self {
        ProcessHandler { manifest, env, running: None, broken: None, printed: None, next_id: 0 }
    }

    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    fn start(&mut self) -> Result<&mut Running, String> {
        if self.running.is_none() {
            let dir = self.manifest.dir();
            let program = self.manifest.program().map_err(|e| format!("{}: {e}", self.where_()))?;
            let mut child = Command::new(&program)
                .args(&self.manifest.command[1..])
                .current_dir(&dir)
                .envs(self.env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::inherit())
                .spawn()
                .map_err(|e| format!("cannot start the handler `{}` of {}: {e}", program.display(), self.where_()))?;
            let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
                let _ = child.kill();
                return Err(format!("the handler of {} has no stdin/stdout", self.where_()));
            };
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || read_lines(stdout, &tx));
            self.running = Some(Running { child, stdin, lines: rx });
        }
        self.running.as_mut().ok_or_else(|| "the handler is not running".to_owned())
    }

    fn where_(&self) -> String {
        self.manifest.path.display().to_string()
    }

    /// Stops the process and remembers why; later calls fail with `why`.
    fn stop(&mut self, why: String) -> EffectError {
        if let Some(mut r) = self.running.take() {
            let _ = r.child.kill();
            let _ = r.child.wait();
        }
        self.broken = Some(why.clone());
        EffectError::new(why)
    }

    fn call(&mut self, request: &EffectRequest, decl: &EffectDecl) -> Result<DataValue, EffectError> {
        if let Some(why) = &self.broken {
            return Err(EffectError::new(format!("the handler was stopped earlier: {why}")));
        }
        self.next_id += 1;
        let id = self.next_id;
        let args: serde_json::Map<String, serde_json::Value> = request
            .args
            .iter()
            .map(|(k, v)| (k.clone(), serde_json::to_value(v).unwrap_or(serde_json::Value::Null)))
            .collect();
        let line =
            serde_json::json!({"id": id, "effect": request.effect, "qualified": request.qualified, "args": args});
        let timeout = self.manifest.timeout;
        let where_ = self.where_();
        let running = self.start().map_err(EffectError::new)?;
        if let Err(e) = writeln!(running.stdin, "{line}").and_then(|()| running.stdin.flush()) {
            let status = running.child.try_wait().ok().flatten();
            let why = match status {
                Some(s) => format!("the handler of {where_} exited ({s}) before the call"),
                None => format!("cannot send the call to the handler of {where_}: {e}"),
            };
            return Err(self.stop(why));
        }
        let answer = match running.lines.recv_timeout(timeout) {
            Ok(Ok(answer)) => answer,
            Ok(Err(why)) => return Err(self.stop(format!("the handler of {where_} {why}"))),
            Err(RecvTimeoutError::Timeout) => {
                return Err(self.stop(format!(
                    "the handler of {where_} did not answer within {} s (stopped)",
                    timeout.as_secs_f64()
                )))
            }
            Err(RecvTimeoutError::Disconnected) => {
                let status = running.child.wait().map(|s| s.to_string()).unwrap_or_else(|e| e.to_string());
                return Err(self.stop(format!("the handler of {where_} exited ({status}) without answering")));
            }
        };
        match decode(&answer, id, decl) {
            Ok((value, printed)) => {
                self.printed = printed;
                value
            }
            Err(why) => Err(self.stop(format!("the handler of {where_} {why}"))),
        }
    }
}

/// A response line: the value (or the effect's own error) and what it printed, or why the line
/// is not a protocol response.
type Decoded = (Result<DataValue, EffectError>, Option<String>);

fn decode(answer: &str, id: u64, decl: &EffectDecl) -> Result<Decoded, String> {
    let shown: String = answer.chars().take(200).collect();
    let garbage = || format!("answered something that is not a protocol response: {shown}");
    let json: serde_json::Value = serde_json::from_str(answer).map_err(|_| garbage())?;
    let obj = json.as_object().ok_or_else(garbage)?;
    if obj.get("id").and_then(serde_json::Value::as_u64) != Some(id) {
        return Err(format!("answered call {} while call {id} was waiting: {shown}", obj.get("id").unwrap_or(&json)));
    }
    let printed = match obj.get("printed") {
        None | Some(serde_json::Value::Null) => None,
        Some(serde_json::Value::String(s)) => Some(s.clone()),
        Some(_) => return Err(garbage()),
    };
    if let Some(serde_json::Value::String(name)) = obj.get("raised") {
        let message = obj.get("message").and_then(serde_json::Value::as_str).unwrap_or("");
        return Ok((Err(EffectError::raised_named(name, message)?), printed));
    }
    let result = match (obj.get("value"), obj.get("error")) {
        (_, Some(serde_json::Value::String(e))) => Err(EffectError::new(e.clone())),
        (Some(v), None) => DataValue::from_json(v, &decl.returns).map_err(|why| {
            EffectError::new(format!("returned a value outside the declared type {}: {why}", decl.returns.display()))
        }),
        _ => return Err(garbage()),
    };
    Ok((result, printed))
}

/// Forwards the handler's stdout line by line; stops at the end, a read error or an overlong line.
fn read_lines(stdout: impl Read, tx: &mpsc::Sender<Result<String, String>>) {
    let mut reader = BufReader::new(stdout);
    loop {
        let mut buf = Vec::new();
        match reader.by_ref().take(MAX_LINE).read_until(b'\n', &mut buf) {
            Ok(0) => return,
            Ok(_) if !buf.ends_with(b"\n") && buf.len() as u64 >= MAX_LINE => {
                let _ = tx.send(Err(format!("answered a line longer than {MAX_LINE} bytes")));
                return;
            }
            Ok(_) => {
                let line = String::from_utf8_lossy(&buf).trim_end().to_owned();
                if !line.is_empty() && tx.send(Ok(line)).is_err() {
                    return;
                }
            }
            Err(e) => {
                let _ = tx.send(Err(format!("could not be read: {e}")));
                return;
            }
        }
    }
}

impl EffectHandler for ProcessHandler {
    fn perform(&mut self, request: &EffectRequest, decl: &EffectDecl) -> Result<DataValue, EffectError> {
        self.printed = None;
        self.call(request, decl)
    }

    fn take_printed(&mut self) -> Option<String> {
        self.printed.take()
    }
}

impl Drop for ProcessHandler {
    fn drop(&mut self) {
        if let Some(mut r) = self.running.take() {
            // Closing stdin asks the adapter to finish; a handler that lingers is stopped.
            drop(r.stdin);
            for _ in 0..20 {
                if matches!(r.child.try_wait(), Ok(Some(_))) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            let _ = r.child.kill();
            let _ = r.child.wait();
        }
    }
}

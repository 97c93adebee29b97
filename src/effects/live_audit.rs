//! The durable audit log of `clauz3 run`: JSON lines appended to a file, each one flushed and
//! synced to disk before the run goes on, so a run killed at any point still leaves a log that
//! says which effects may have fired (a `started` record with no `ok`/`error` after it).
#![expect(clippy::disallowed_types, reason = "the audit log is one of the few places that write to the file system")]

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// An append-only JSON-lines file; every record is on disk when [`AuditLog::record`] returns.
#[derive(Debug)]
pub struct AuditLog {
    file: File,
    path: PathBuf,
}

impl AuditLog {
    /// Opens (creating it and its directory when needed) the log at `path` for appending.
    pub fn open(path: &Path) -> Result<AuditLog, String> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            crate::outputs::prepare_dir(dir).map_err(|e| format!("the audit log {}: {e}", path.display()))?;
        }
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| format!("cannot open the audit log {}: {e}", path.display()))?;
        Ok(AuditLog { file, path: path.to_path_buf() })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one record (an object; `time` in Unix seconds is added), then flushes and syncs.
    pub fn record(&mut self, mut record: serde_json::Value) -> Result<(), String> {
        let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0);
        if let Some(obj) = record.as_object_mut() {
            obj.insert("time".into(), serde_json::json!(now));
        }
        let mut line = record.to_string();
        line.push('\n');
        let fail = |e: std::io::Error| format!("cannot write the audit log {}: {e}", self.path.display());
        self.file.write_all(line.as_bytes()).map_err(fail)?;
        self.file.flush().map_err(fail)?;
        self.file.sync_data().map_err(fail)
    }
}

/// Where a run's log goes without `--audit-log`: `.clauz3/runs/<unix seconds>-<request id>.jsonl`
/// under `base` (the working directory).
pub fn default_audit_path(base: &Path, request_id: &str) -> PathBuf {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis()).unwrap_or(0);
    base.join(".clauz3").join("runs").join(format!("{now}-{request_id}.jsonl"))
}

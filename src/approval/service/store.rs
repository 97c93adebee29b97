//! The requests and their decisions, kept in SQLite so that a restart of the service loses no
//! pending or decided request. Each submission is its own record, even for a program seen
//! before: a rerun asks again and gets a fresh receipt, never a spent one.

use super::layer::Remembering;
use super::record::{Record, Status, Verification};
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::Value;
use std::sync::Mutex;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS requests (
    seq INTEGER PRIMARY KEY,
    record_id TEXT NOT NULL UNIQUE,
    request_id TEXT NOT NULL,
    submitter TEXT NOT NULL,
    payload TEXT NOT NULL,
    presentation TEXT,
    status TEXT NOT NULL,
    approval TEXT,
    auto_decision TEXT,
    created_at REAL NOT NULL,
    decided_at REAL
);
CREATE INDEX IF NOT EXISTS requests_by_request_id ON requests (request_id, seq);
CREATE TABLE IF NOT EXISTS sessions (
    session_sha256 TEXT PRIMARY KEY,
    expires_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS verifications (
    record_id TEXT PRIMARY KEY REFERENCES requests (record_id),
    signature TEXT,
    basis TEXT,
    reason TEXT,
    rule_id TEXT
);
CREATE TABLE IF NOT EXISTS rules (
    seq INTEGER PRIMARY KEY,
    rule_id TEXT NOT NULL UNIQUE,
    signature TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('allow', 'deny')),
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    record_id TEXT NOT NULL UNIQUE REFERENCES requests (record_id),
    created_at REAL NOT NULL,
    disabled_at REAL
);
CREATE INDEX IF NOT EXISTS rules_by_signature ON rules (signature, enabled);
";

const COLUMNS: &str =
    "seq, record_id, request_id, submitter, payload, presentation, status, approval, auto_decision, created_at, decided_at";

/// A record's columns, with what the service's own proof made of it and the rule remembered
/// from it.
macro_rules! record_columns {
    () => {
        "SELECT requests.seq, requests.record_id, request_id, submitter, payload, presentation, status, \
approval, auto_decision, requests.created_at, decided_at, \
verifications.record_id IS NOT NULL, verifications.signature, verifications.reason, verifications.rule_id, \
rules.rule_id, rules.enabled"
    };
}

macro_rules! record_tables {
    () => {
        " FROM requests LEFT JOIN verifications ON verifications.record_id = requests.record_id \
LEFT JOIN rules ON rules.record_id = requests.record_id"
    };
}

const SELECT: &str = concat!(record_columns!(), record_tables!());
/// [`SELECT`] with the signature's basis as the last column.
pub(super) const SELECT_WITH_BASIS: &str = concat!(record_columns!(), ", verifications.basis", record_tables!());

/// What a new record starts with.
pub struct NewRecord {
    pub request_id: String,
    /// sha256 of the submission credential, so only its holder may read the record back.
    pub submitter: String,
    pub payload: Value,
    pub presentation: Option<Value>,
    /// A policy's or a remembered rule's decision, taken before the record is stored.
    pub decided: Option<(Status, Value, Value)>,
    /// What the service's own proof made of it, when decisions are remembered.
    pub remembering: Option<Remembering>,
    /// The remembered rule that decided it.
    pub rule: Option<String>,
    pub now: f64,
}

/// Why a decision was not recorded.
#[derive(Debug, PartialEq, Eq)]
pub enum DecideError {
    NotFound,
    AlreadyDecided,
    Expired,
    /// Asked to remember a decision on a request the service did not prove itself.
    NotRememberable(String),
    Storage(String),
}

/// The database behind one lock: every change is one statement or one transaction.
pub struct Store {
    conn: Mutex<Connection>,
}

pub(super) fn storage(e: rusqlite::Error) -> String {
    format!("approval state: {e}")
}

impl Store {
    /// Takes an open database, creating the table when it is new.
    ///
    /// # Errors
    /// The schema cannot be created.
    pub fn new(conn: Connection) -> Result<Store, String> {
        conn.execute_batch(SCHEMA).map_err(storage)?;
        Ok(Store { conn: Mutex::new(conn) })
    }

    pub(super) fn lock(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Stores a new record; its id is the request id and its sequence number.
    ///
    /// # Errors
    /// A storage failure.
    pub fn insert(&self, new: NewRecord) -> Result<Record, String> {
        let conn = self.lock();
        let seq: i64 =
            conn.query_row("SELECT COALESCE(MAX(seq), 0) + 1 FROM requests", [], |r| r.get(0)).map_err(storage)?;
        let record_id = format!("{}-{seq}", new.request_id);
        let (status, approval, auto) = match &new.decided {
            Some((status, approval, auto)) => (*status, Some(approval.to_string()), Some(auto.to_string())),
            None => (Status::Pending, None, None),
        };
        let decided_at = new.decided.as_ref().map(|_| new.now);
        conn.execute(
            &format!("INSERT INTO requests ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)"),
            params![
                seq,
                record_id,
                new.request_id,
                new.submitter,
                new.payload.to_string(),
                new.presentation.as_ref().map(Value::to_string),
                status.as_str(),
                approval,
                auto,
                new.now,
                decided_at
            ],
        )
        .map_err(storage)?;
        if let Some(remembering) = &new.remembering {
            let (signature, basis, reason) = match remembering {
                Remembering::Verified { signature, basis } => (Some(signature), Some(basis.to_string()), None),
                Remembering::Refused(why) => (None, None, Some(why)),
            };
            conn.execute(
                "INSERT INTO verifications (record_id, signature, basis, reason, rule_id) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![record_id, signature, basis, reason, new.rule],
            )
            .map_err(storage)?;
        }
        drop(conn);
        self.get(&record_id)?.ok_or_else(|| "approval state: a stored record vanished".to_string())
    }

    /// The record with this record id.
    ///
    /// # Errors
    /// A storage failure.
    pub fn get(&self, record_id: &str) -> Result<Option<Record>, String> {
        let conn = self.lock();
        conn.query_row(&format!("{SELECT} WHERE requests.record_id = ?1"), [record_id], row_record)
            .optional()
            .map_err(storage)
    }

    /// The record an id names: a record id exactly, else the newest pending record of that
    /// request id, else its newest record (the protocol's `/requests/{request_id}` routes).
    ///
    /// # Errors
    /// A storage failure.
    pub fn resolve(&self, id: &str) -> Result<Option<Record>, String> {
        if let Some(record) = self.get(id)? {
            return Ok(Some(record));
        }
        let conn = self.lock();
        conn.query_row(
            &format!("{SELECT} WHERE request_id = ?1 ORDER BY status = 'pending' DESC, requests.seq DESC LIMIT 1"),
            [id],
            row_record,
        )
        .optional()
        .map_err(storage)
    }

    /// Every record, in arrival order.
    ///
    /// # Errors
    /// A storage failure.
    pub fn list(&self) -> Result<Vec<Record>, String> {
        let conn = self.lock();
        let mut statement = conn.prepare(&format!("{SELECT} ORDER BY requests.seq")).map_err(storage)?;
        let rows = statement.query_map([], row_record).map_err(storage)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(storage)
    }

    /// Records a decision on a pending record; a decided or expired one keeps its state. With
    /// `remember`, the decision becomes an enabled rule for the record's signature, in the
    /// same transaction.
    ///
    /// # Errors
    /// Not found, already decided, expired, not rememberable, or a storage failure.
    pub fn decide(
        &self,
        record_id: &str,
        status: Status,
        approval: &Value,
        now: f64,
        remember: bool,
    ) -> Result<Record, DecideError> {
        let fail = |e: rusqlite::Error| DecideError::Storage(storage(e));
        let mut guard = self.lock();
        let conn = guard.transaction().map_err(fail)?;
        let current: Option<String> = conn
            .query_row("SELECT status FROM requests WHERE record_id = ?1", [record_id], |r| r.get(0))
            .optional()
            .map_err(fail)?;
        match current.as_deref() {
            None => return Err(DecideError::NotFound),
            Some("pending") => {}
            Some("expired") => return Err(DecideError::Expired),
            Some(_) => return Err(DecideError::AlreadyDecided),
        }
        conn.execute(
            "UPDATE requests SET status = ?1, approval = ?2, decided_at = ?3 WHERE record_id = ?4 AND status = 'pending'",
            params![status.as_str(), approval.to_string(), now, record_id],
        )
        .map_err(fail)?;
        if remember {
            super::rules::add_rule(&conn, record_id, status == Status::Approved, now)?;
        }
        conn.commit().map_err(fail)?;
        drop(guard);
        self.get(record_id).map_err(DecideError::Storage)?.ok_or(DecideError::NotFound)
    }

    /// Marks a record whose runner stopped waiting as expired, unless it was decided meanwhile;
    /// returns it as it now stands.
    ///
    /// # Errors
    /// A storage failure.
    pub fn expire(&self, record_id: &str, now: f64) -> Result<Option<Record>, String> {
        let conn = self.lock();
        conn.execute(
            "UPDATE requests SET status = 'expired', decided_at = ?1 WHERE record_id = ?2 AND status = 'pending'",
            params![now, record_id],
        )
        .map_err(storage)?;
        drop(conn);
        self.get(record_id)
    }
}

/// The approvers' browser sessions: only each id's SHA-256 and its expiry are kept, so a
/// restart keeps a person signed in and a stolen database yields no usable cookie.
impl Store {
    /// Starts a session, and forgets the expired ones.
    ///
    /// # Errors
    /// A storage failure.
    pub fn add_session(&self, session_sha256: &str, expires_at: f64, now: f64) -> Result<(), String> {
        let conn = self.lock();
        conn.execute("DELETE FROM sessions WHERE expires_at <= ?1", [now]).map_err(storage)?;
        conn.execute(
            "INSERT OR REPLACE INTO sessions (session_sha256, expires_at) VALUES (?1, ?2)",
            params![session_sha256, expires_at],
        )
        .map_err(storage)?;
        Ok(())
    }

    /// Whether a session with this hash exists and has not expired at `now`.
    ///
    /// # Errors
    /// A storage failure.
    pub fn session_valid(&self, session_sha256: &str, now: f64) -> Result<bool, String> {
        let conn = self.lock();
        let expires: Option<f64> = conn
            .query_row("SELECT expires_at FROM sessions WHERE session_sha256 = ?1", [session_sha256], |r| r.get(0))
            .optional()
            .map_err(storage)?;
        Ok(expires.is_some_and(|at| at > now))
    }
}

pub(super) fn json_column(text: Option<String>) -> Option<Value> {
    text.and_then(|t| serde_json::from_str(&t).ok())
}

pub(super) fn row_record(row: &rusqlite::Row<'_>) -> rusqlite::Result<Record> {
    let status: String = row.get(6)?;
    let verified: bool = row.get(11)?;
    let verification = verified
        .then(|| -> rusqlite::Result<Verification> {
            Ok(Verification { signature: row.get(12)?, reason: row.get(13)?, decided_by: row.get(14)? })
        })
        .transpose()?;
    let remembered_as = match row.get::<_, Option<String>>(15)? {
        Some(id) => Some((id, row.get::<_, Option<bool>>(16)?.unwrap_or(false))),
        None => None,
    };
    Ok(Record {
        seq: row.get(0)?,
        record_id: row.get(1)?,
        request_id: row.get(2)?,
        submitter: row.get(3)?,
        payload: json_column(Some(row.get(4)?)).unwrap_or(Value::Null),
        presentation: json_column(row.get(5)?),
        status: Status::parse(&status).unwrap_or(Status::Expired),
        approval: json_column(row.get(7)?),
        auto_decision: json_column(row.get(8)?),
        created_at: row.get(9)?,
        decided_at: row.get(10)?,
        verification,
        remembered_as,
    })
}

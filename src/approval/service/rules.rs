//! Remembered decisions in the service's SQLite state, beside the requests they came from: a
//! rule allows or denies every request whose verified signature is the one its decision was
//! made on, until it is disabled. The history is the requests themselves, with what the
//! service's own proof made of each.

use super::record::{Record, Status};
use super::store::{json_column, row_record, storage, DecideError, Store};
use crate::approval::protocol::Decision;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Value};

/// An enabled rule a signature matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    pub id: String,
    /// `allow` or `deny`.
    pub allow: bool,
    /// The record whose decision it remembers.
    pub record_id: String,
}

/// Why a past decision cannot become a rule, or a rule cannot be disabled.
#[derive(Debug, PartialEq, Eq)]
pub enum RuleError {
    NotFound(&'static str),
    Refused(String),
    Storage(String),
}

/// Makes `record_id`'s decision a rule (or enables the one made from it before); returns its id.
///
/// # Errors
/// The record was not proved by the service, or a storage failure.
pub(super) fn add_rule(conn: &Connection, record_id: &str, allow: bool, now: f64) -> Result<String, DecideError> {
    let fail = |e: rusqlite::Error| DecideError::Storage(storage(e));
    let signature: Option<String> = conn
        .query_row("SELECT signature FROM verifications WHERE record_id = ?1", [record_id], |r| r.get(0))
        .optional()
        .map_err(fail)?
        .flatten();
    let Some(signature) = signature else {
        return Err(DecideError::NotRememberable("the service did not prove this request itself".into()));
    };
    let existing: Option<String> = conn
        .query_row("SELECT rule_id FROM rules WHERE record_id = ?1", [record_id], |r| r.get(0))
        .optional()
        .map_err(fail)?;
    if let Some(id) = existing {
        conn.execute("UPDATE rules SET enabled = 1, disabled_at = NULL WHERE rule_id = ?1", [&id]).map_err(fail)?;
        return Ok(id);
    }
    let seq: i64 = conn.query_row("SELECT COALESCE(MAX(seq), 0) + 1 FROM rules", [], |r| r.get(0)).map_err(fail)?;
    let id = format!("rule-{seq}");
    conn.execute(
        "INSERT INTO rules (seq, rule_id, signature, action, enabled, record_id, created_at) VALUES (?1, ?2, ?3, ?4, 1, ?5, ?6)",
        params![seq, id, signature, if allow { "allow" } else { "deny" }, record_id, now],
    )
    .map_err(fail)?;
    Ok(id)
}

impl Store {
    /// The enabled rule for `signature`: a deny rule before any allow rule, then the oldest.
    ///
    /// # Errors
    /// A storage failure.
    pub fn matching_rule(&self, signature: &str) -> Result<Option<Rule>, String> {
        let conn = self.lock();
        conn.query_row(
            "SELECT rule_id, action, record_id FROM rules WHERE signature = ?1 AND enabled = 1 \
ORDER BY action = 'deny' DESC, seq LIMIT 1",
            [signature],
            |r| Ok(Rule { id: r.get(0)?, allow: r.get::<_, String>(1)? == "allow", record_id: r.get(2)? }),
        )
        .optional()
        .map_err(storage)
    }

    /// Makes a past decision of a person a rule, without changing that decision.
    ///
    /// # Errors
    /// No such record, a decision that cannot be remembered, or a storage failure.
    pub fn remember(&self, record_id: &str, now: f64) -> Result<String, RuleError> {
        let record =
            self.get(record_id).map_err(RuleError::Storage)?.ok_or(RuleError::NotFound("request not found"))?;
        let decision = Decision::from_json(&record.approval.unwrap_or_default()["decision"]).ok();
        let allow = match (decision, record.status) {
            (Some(d), Status::Approved | Status::Denied) if d.rememberable() => d.approves(),
            _ => return Err(RuleError::Refused("only a person's approval or rejection can be remembered".into())),
        };
        let conn = self.lock();
        add_rule(&conn, record_id, allow, now).map_err(|e| match e {
            DecideError::NotRememberable(why) => {
                RuleError::Refused(format!("this request cannot be remembered: {why}"))
            }
            DecideError::Storage(why) => RuleError::Storage(why),
            DecideError::NotFound | DecideError::AlreadyDecided | DecideError::Expired => {
                RuleError::NotFound("request not found")
            }
        })
    }

    /// Disables a rule; it stays listed, and remembering its decision again enables it.
    ///
    /// # Errors
    /// No such rule, or a storage failure.
    pub fn disable(&self, rule_id: &str, now: f64) -> Result<(), RuleError> {
        let conn = self.lock();
        let changed = conn
            .execute(
                "UPDATE rules SET enabled = 0, disabled_at = COALESCE(disabled_at, ?1) WHERE rule_id = ?2",
                params![now, rule_id],
            )
            .map_err(|e| RuleError::Storage(storage(e)))?;
        if changed == 1 {
            Ok(())
        } else {
            Err(RuleError::NotFound("rule not found"))
        }
    }

    /// The pending records the service proved with `signature`, oldest first.
    ///
    /// # Errors
    /// A storage failure.
    pub fn pending_with(&self, signature: &str) -> Result<Vec<Record>, String> {
        let conn = self.lock();
        let mut statement = conn
            .prepare(&format!(
                "{} WHERE status = 'pending' AND verifications.signature = ?1 ORDER BY requests.seq",
                super::store::SELECT_WITH_BASIS
            ))
            .map_err(storage)?;
        let rows = statement.query_map([signature], row_record).map_err(storage)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(storage)
    }

    /// Records a remembered rule's decision `(status, approval, auto_decision)` on a record
    /// that is still pending; whether it was.
    ///
    /// # Errors
    /// A storage failure.
    pub fn decide_by_rule(
        &self,
        record_id: &str,
        (status, approval, auto): (Status, &Value, &Value),
        rule_id: &str,
        now: f64,
    ) -> Result<bool, String> {
        let mut guard = self.lock();
        let conn = guard.transaction().map_err(storage)?;
        let changed = conn
            .execute(
                "UPDATE requests SET status = ?1, approval = ?2, auto_decision = ?3, decided_at = ?4 \
WHERE record_id = ?5 AND status = 'pending'",
                params![status.as_str(), approval.to_string(), auto.to_string(), now, record_id],
            )
            .map_err(storage)?;
        if changed == 1 {
            conn.execute("UPDATE verifications SET rule_id = ?1 WHERE record_id = ?2", params![rule_id, record_id])
                .map_err(storage)?;
        }
        conn.commit().map_err(storage)?;
        Ok(changed == 1)
    }

    /// Every rule, newest first, with what its decision was made on and how often it decided.
    ///
    /// # Errors
    /// A storage failure.
    pub fn rules(&self) -> Result<Vec<Value>, String> {
        let conn = self.lock();
        let mut statement = conn
            .prepare(
                "SELECT rules.rule_id, rules.signature, action, enabled, rules.record_id, rules.created_at, \
disabled_at, requests.payload, requests.approval, \
(SELECT COUNT(*) FROM verifications WHERE verifications.rule_id = rules.rule_id) \
FROM rules JOIN requests ON requests.record_id = rules.record_id ORDER BY rules.seq DESC",
            )
            .map_err(storage)?;
        let rows = statement
            .query_map([], |r| {
                let payload = json_column(r.get(7)?).unwrap_or_default();
                let approval = json_column(r.get(8)?).unwrap_or_default();
                Ok(json!({
                    "id": r.get::<_, String>(0)?,
                    "signature": r.get::<_, String>(1)?,
                    "decision": r.get::<_, String>(2)?,
                    "enabled": r.get::<_, bool>(3)?,
                    "record_id": r.get::<_, String>(4)?,
                    "created_at": r.get::<_, f64>(5)?,
                    "disabled_at": r.get::<_, Option<f64>>(6)?,
                    "target": payload["target"],
                    "guarantees": payload["guarantees"],
                    "remembered_decision": approval["decision"],
                    "feedback": approval["feedback"],
                    "decided_requests": r.get::<_, i64>(9)?,
                }))
            })
            .map_err(storage)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(storage)
    }

    /// The requests submitted while decisions were remembered, newest first, each with its
    /// decision and the basis of its signature.
    ///
    /// # Errors
    /// A storage failure.
    pub fn history(&self) -> Result<Vec<Value>, String> {
        let conn = self.lock();
        let mut statement = conn
            .prepare(&format!(
                "{} WHERE verifications.record_id IS NOT NULL ORDER BY requests.seq DESC",
                super::store::SELECT_WITH_BASIS
            ))
            .map_err(storage)?;
        let rows = statement
            .query_map([], |r| {
                let record: Record = row_record(r)?;
                let basis = json_column(r.get(17)?);
                Ok(history_item(&record, basis))
            })
            .map_err(storage)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(storage)
    }
}

/// One history entry: what was asked, what was decided, and whether it could be remembered.
fn history_item(record: &Record, basis: Option<Value>) -> Value {
    let full = record.to_json();
    let mut item = json!({
        "id": record.record_id,
        "request_id": record.request_id,
        "status": record.status.as_str(),
        "submitted_at": record.created_at,
        "basis": basis,
    });
    for key in [
        "target",
        "source_name",
        "program_sha256",
        "guarantees",
        "decided_at",
        "profile_eligible",
        "profile_signature",
        "profile_error",
        "remembered_rule",
    ] {
        if let Some(value) = full.get(key) {
            item[key] = value.clone();
        }
    }
    item["decision"] = full["approval"]["decision"].clone();
    item["feedback"] = full["approval"]["feedback"].clone();
    item["rule_id"] = record.verification.as_ref().and_then(|v| v.decided_by.clone()).into();
    item
}

//! Reading `clauz3 run`'s audit log in tests.
#![expect(clippy::disallowed_methods, reason = "tests read the audit log")]

use std::path::Path;

/// Every record of the log (each line must be complete JSON with a `time`), without its time.
pub fn read_log(path: &Path) -> Vec<serde_json::Value> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(|l| {
            let mut v: serde_json::Value = serde_json::from_str(l).expect("each audit line is complete JSON");
            v.as_object_mut().unwrap().remove("time").expect("each record has a time");
            v
        })
        .collect()
}

/// `run`, `approval`, `started 1`, `ok 1`, ...: the log's events in order.
pub fn events(log: &[serde_json::Value]) -> Vec<String> {
    log.iter()
        .map(|r| match r["seq"].as_u64() {
            Some(seq) => format!("{} {seq}", r["event"].as_str().unwrap()),
            None => r["event"].as_str().unwrap().to_owned(),
        })
        .collect()
}

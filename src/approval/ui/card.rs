//! One request as a card: what it promises (in words, then as code), what its guarantees do not
//! cover (gaps first), simulated tools, the decision or the buttons to make it, and the program,
//! proofs and raw record behind collapsible panels.

use super::text::{coverage_label, decision_label, escape};
use crate::approval::protocol::Decision;
use crate::approval::service::Status;
use serde_json::Value;
use std::fmt::Write;

fn strings(value: &Value) -> Vec<&str> {
    value.as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default()
}

/// The card of `record`, in tab `tab`; `data-state` changes whenever the card must be redrawn.
#[must_use]
pub fn card(record: &Value, tab: &str) -> String {
    let id = escape(record["record_id"].as_str().unwrap_or_default());
    let status = record["status"].as_str().unwrap_or_default();
    let decision = Decision::from_json(&record["approval"]["decision"]).ok();
    let label = decision_label(decision, Status::parse(status));
    // A rule remembered from the decision, enabled or not, changes the card too.
    let state = match record["remembered_rule"]["enabled"].as_bool() {
        Some(enabled) => format!("{status}-rule-{enabled}"),
        None => status.to_string(),
    };
    let mut out = format!(
        "<article class=\"card {tab}\" id=\"card-{id}\" data-record=\"{id}\" data-tab=\"{tab}\" data-state=\"{state}\">\
<header><h2>{}</h2><span class=\"badge {tab}\">{label}</span>\
<a class=\"rid\" href=\"/ui/requests/{id}\">{id}</a></header>",
        escape(record["target"].as_str().unwrap_or("main")),
    );
    let _ = write!(
        out,
        "<p class=\"source-name\">Program <code>{}</code></p>",
        escape(record["source_name"].as_str().unwrap_or("<stdin>"))
    );
    out.push_str(&guarantees(record));
    out.push_str(&simulated(record));
    out.push_str(&coverage(&record["coverage"]));
    if let Some(auto) = record["auto_decision"].as_object() {
        let rule = escape(auto.get("rule").and_then(Value::as_str).unwrap_or_default());
        let reason = auto.get("reason").and_then(Value::as_str).map_or(String::new(), |r| format!(" — {}", escape(r)));
        let kind = if auto.get("remembered") == Some(&Value::Bool(true)) { "remembered" } else { "policy" };
        let _ = write!(out, "<p class=\"auto\">Decided automatically by {kind} rule <code>{rule}</code>{reason}</p>");
    }
    out.push_str(&remembering(record, status == "pending"));
    if status == "pending" {
        out.push_str(&buttons(&id, record["profile_eligible"] == Value::Bool(true)));
    } else {
        out.push_str(&outcome(record, label));
    }
    out.push_str(&panels(record));
    out.push_str("</article>");
    out
}

/// "Verified limits": each guarantee in words, then as code. The words are the operator's
/// layer's (its contract descriptions filled with the arguments); without that layer, or when
/// the program does not load against it, the request's expressions are shown with the reason.
fn guarantees(record: &Value) -> String {
    let item =
        |words: String, expression: &str| format!("<li>{words}<code class=\"expr\">{}</code></li>", escape(expression));
    let items: Vec<String> =
        match record["guarantee_details"].as_array() {
            Some(details) => details
                .iter()
                .map(|detail| {
                    let words = detail["description"].as_str().map_or_else(
                        || "<p class=\"no-words\">This contract gives no description.</p>".to_string(),
                        |s| format!("<p class=\"words\">{}</p>", escape(s)),
                    );
                    item(words, detail["expression"].as_str().unwrap_or_default())
                })
                .collect(),
            None => {
                let why = record["layer_note"].as_str().map_or_else(
                || "No description available: the service has no operator-configured layer describing this contract."
                    .to_string(),
                |note| format!("No description available: {note}"),
            );
                let words = format!("<p class=\"no-words\">{}</p>", escape(&why));
                strings(&record["guarantees"]).into_iter().map(|e| item(words.clone(), e)).collect()
            }
        };
    let list = if items.is_empty() {
        "<li>No guarantees declared: the proof only shows the program cannot fail.</li>".to_string()
    } else {
        items.concat()
    };
    format!("<section class=\"limits\"><h3>Verified limits</h3><ul>{list}</ul></section>")
}

/// The warning that some tools only simulate their effect.
fn simulated(record: &Value) -> String {
    let effects = strings(&record["simulated_effects"]);
    if effects.is_empty() {
        return String::new();
    }
    let items: String = effects.iter().map(|e| format!("<li><code>{}</code></li>", escape(e))).collect();
    format!(
        "<aside class=\"simulated\" role=\"note\"><strong>Includes simulated tools.</strong> These effects are \
mocks: running the program will not really perform them.<ul>{items}</ul></aside>"
    )
}

/// The coverage report, gaps first.
fn coverage(value: &Value) -> String {
    let mut entries: Vec<&Value> = value.as_array().map(|a| a.iter().collect()).unwrap_or_default();
    if entries.is_empty() {
        return String::new();
    }
    entries.sort_by_key(|e| coverage_label(e["status"].as_str().unwrap_or_default()).0);
    let mut out = String::from("<section class=\"coverage\"><h3>Coverage</h3><ul>");
    for entry in entries {
        let status = entry["status"].as_str().unwrap_or_default();
        let (order, words) = coverage_label(status);
        let missing: Vec<&str> =
            strings(&entry["missing_required"]).into_iter().chain(strings(&entry["missing_recommended"])).collect();
        let missing = if missing.is_empty() {
            String::new()
        } else {
            format!(
                ": missing {}",
                missing.iter().map(|m| format!("<code>{}</code>", escape(m))).collect::<Vec<_>>().join(", ")
            )
        };
        let class = if order < 3 { "gap" } else { "covered" };
        let _ = write!(
            out,
            "<li class=\"{class}\"><strong>{}</strong> — {words}{missing}</li>",
            escape(entry["domain"].as_str().unwrap_or("?"))
        );
    }
    out.push_str("</ul></section>");
    out
}

/// The note box and the decisions a person can make: four, and two that remember when the
/// service proved the request itself.
fn buttons(id: &str, rememberable: bool) -> String {
    let remember = if rememberable {
        "<button type=\"submit\" name=\"decision\" value=\"approved_remember\" class=\"approve\">Approve and remember</button>\
<button type=\"submit\" name=\"decision\" value=\"rejected\" data-remember=\"true\" class=\"reject\">Reject and remember</button>"
    } else {
        ""
    };
    format!(
        "<form class=\"decide\" data-record=\"{id}\"><label for=\"note-{id}\">Optional reason or note</label>\
<textarea id=\"note-{id}\" name=\"feedback\" rows=\"2\"></textarea><div class=\"buttons\">\
<button type=\"submit\" name=\"decision\" value=\"approved_once\" class=\"approve\">Approve</button>\
<button type=\"submit\" name=\"decision\" value=\"rejected_contract\">Reject contract</button>\
<button type=\"submit\" name=\"decision\" value=\"request_more\">Need more info</button>\
<button type=\"submit\" name=\"decision\" value=\"rejected\" class=\"reject\">Reject</button>{remember}</div>\
<p class=\"error\" role=\"alert\"></p></form>"
    )
}

/// Whether a decision on the request can be remembered and, once it was, the rule.
fn remembering(record: &Value, pending: bool) -> String {
    if let Some(rule) = record["remembered_rule"].as_object() {
        let id = escape(rule.get("id").and_then(Value::as_str).unwrap_or_default());
        let state = if rule.get("enabled") == Some(&Value::Bool(true)) { "enabled" } else { "disabled" };
        return format!(
            "<p class=\"remembered\">Remembered as rule <code>{id}</code> ({state}): \
<a href=\"/ui/profile\">profile and history</a></p>"
        );
    }
    match record["profile_error"].as_str() {
        Some(why) if pending => {
            format!("<p class=\"no-remember\">This request cannot be remembered: {}</p>", escape(why))
        }
        _ => String::new(),
    }
}

/// What was decided, the note, and the receipt.
fn outcome(record: &Value, label: &str) -> String {
    let approval = &record["approval"];
    let mut out = format!("<p class=\"decided\">Decision: <strong>{label}</strong></p>");
    if let Some(note) = approval["feedback"].as_str() {
        let _ = write!(out, "<p class=\"note\">Note: {}</p>", escape(note));
    }
    if let Some(receipt) = approval["receipt"].as_str() {
        let _ = write!(
            out,
            "<details data-panel=\"receipt\"><summary>Receipt</summary><pre class=\"receipt\">{}</pre></details>",
            escape(receipt)
        );
    }
    out
}

/// Program source, proof results and the raw record.
fn panels(record: &Value) -> String {
    let proofs: String = record["proofs"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|p| {
                    let text = format!(
                        "{}: {} {}",
                        p["name"].as_str().unwrap_or("?"),
                        p["conclusion"].as_str().unwrap_or("?"),
                        p["description"].as_str().unwrap_or_default()
                    );
                    format!("<li>{}</li>", escape(text.trim()))
                })
                .collect()
        })
        .unwrap_or_default();
    let raw = serde_json::to_string_pretty(record).unwrap_or_default();
    format!(
        "<details data-panel=\"source\"><summary>Program source</summary><pre class=\"program\">{}</pre></details>\
<details data-panel=\"proofs\"><summary>Proof results</summary><ul>{proofs}</ul></details>\
<details data-panel=\"raw\"><summary>Technical request details</summary><pre>{}</pre></details>",
        escape(record["program"].as_str().unwrap_or_default()),
        escape(&raw)
    )
}

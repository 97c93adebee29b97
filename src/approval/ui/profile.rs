//! `/ui/profile`: the remembered rules (each with what it was remembered from and a button to
//! disable or enable it again) and the history of requests the service proved itself, with a
//! button to remember a person's past decision. Buttons post to `/api/profile/*` with the
//! session cookie and reload the page.

use super::text::{decision_label, escape};
use crate::approval::protocol::Decision;
use serde_json::Value;
use std::fmt::Write;

const SCRIPT: &str = r#"
document.querySelectorAll('form.profile-action').forEach(function(form){
  form.addEventListener('submit', function(event){
    event.preventDefault();
    const error = document.getElementById('profile-error');
    fetch('/api/profile/' + form.dataset.action, {
      method: 'POST', credentials: 'same-origin', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({id: form.dataset.id})
    }).then(function(r){
      if (!r.ok) return r.json().then(function(j){ throw new Error(j.detail || r.statusText); });
      location.reload();
    }).catch(function(e){ error.textContent = 'Not changed: ' + e.message; });
  });
});
"#;

fn strings(value: &Value) -> String {
    let items: Vec<String> = value
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).map(|g| format!("<code>{}</code>", escape(g))).collect())
        .unwrap_or_default();
    if items.is_empty() {
        "none".into()
    } else {
        items.join("<br>")
    }
}

/// A button posting `action` for `id`.
fn action(action: &str, id: &str, label: &str) -> String {
    format!(
        "<form class=\"profile-action\" data-action=\"{action}\" data-id=\"{}\"><button type=\"submit\">{label}</button></form>",
        escape(id)
    )
}

fn rules(rules: &[Value]) -> String {
    if rules.is_empty() {
        return "<p class=\"empty\">No remembered decisions yet.</p>".into();
    }
    let mut out = String::from(
        "<table id=\"rules\"><thead><tr><th>Rule</th><th>Decides</th><th>Guarantees</th><th>Remembered from</th>\
<th>Requests decided</th><th></th></tr></thead><tbody>",
    );
    for rule in rules {
        let id = rule["id"].as_str().unwrap_or_default();
        let enabled = rule["enabled"] == Value::Bool(true);
        let decides = if rule["decision"] == "allow" { "Approve automatically" } else { "Reject automatically" };
        let record = escape(rule["record_id"].as_str().unwrap_or_default());
        let button = if enabled {
            action("disable", id, "Disable")
        } else {
            format!(
                "<span class=\"disabled\">disabled</span>{}",
                action("remember", rule["record_id"].as_str().unwrap_or_default(), "Enable again")
            )
        };
        let _ = write!(
            out,
            "<tr class=\"rule\" data-rule=\"{rid}\" data-enabled=\"{enabled}\"><td><code>{rid}</code></td><td>{decides}</td>\
<td>{}</td><td><a href=\"/ui/requests/{record}\">{record}</a></td><td>{}</td><td>{button}</td></tr>",
            strings(&rule["guarantees"]),
            rule["decided_requests"].as_i64().unwrap_or_default(),
            rid = escape(id),
        );
    }
    out.push_str("</tbody></table>");
    out
}

fn history(history: &[Value]) -> String {
    if history.is_empty() {
        return "<p class=\"empty\">No requests yet.</p>".into();
    }
    let mut out = String::from(
        "<table id=\"history\"><thead><tr><th>Request</th><th>Guarantees</th><th>Decision</th><th>Remembering</th>\
</tr></thead><tbody>",
    );
    for item in history {
        let id = item["id"].as_str().unwrap_or_default();
        let decision = Decision::from_json(&item["decision"]).ok();
        let label = decision_label(
            decision,
            crate::approval::service::Status::parse(item["status"].as_str().unwrap_or_default()),
        );
        let by_rule =
            item["rule_id"].as_str().map_or(String::new(), |r| format!(" by rule <code>{}</code>", escape(r)));
        let remembering = if let Some(rule) = item["remembered_rule"]["id"].as_str() {
            format!("remembered as <code>{}</code>", escape(rule))
        } else if let Some(why) = item["profile_error"].as_str() {
            format!("cannot be remembered: {}", escape(why))
        } else if decision.is_some_and(Decision::rememberable) {
            action("remember", id, "Remember this decision")
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "<tr class=\"entry\" data-record=\"{eid}\"><td><a href=\"/ui/requests/{eid}\">{eid}</a><br><code>{}</code></td>\
<td>{}</td><td>{label}{by_rule}</td><td>{remembering}</td></tr>",
            escape(item["target"].as_str().unwrap_or("main")),
            strings(&item["guarantees"]),
            eid = escape(id),
        );
    }
    out.push_str("</tbody></table>");
    out
}

/// The profile page of `profile` (`{"rules", "history"}`, as `GET /api/profile` gives it).
#[must_use]
pub fn profile_page(profile: &Value) -> String {
    let list = |key: &str| profile[key].as_array().cloned().unwrap_or_default();
    let body = format!(
        "<p><a href=\"/ui\">← All requests</a></p><h1>Profile and history</h1>\
<p class=\"lead\">A remembered decision decides every later request the service proves itself with the same \
guarantees, imports and reachable effects, over the same trusted files and engine. A rejection wins over an \
approval.</p><p id=\"profile-error\" class=\"error\" role=\"alert\"></p>\
<h2>Remembered decisions</h2>{}<h2>History</h2>{}<script>{SCRIPT}</script>",
        rules(&list("rules")),
        history(&list("history")),
    );
    super::page("clauz3 approval profile", &body)
}

/// `/ui/profile` when the service does not remember decisions.
#[must_use]
pub fn profiles_off_page() -> String {
    super::page(
        "profiles are not enabled",
        "<h1>Profiles are not enabled</h1><p>This approval service does not remember decisions; start it with \
<code>--remember-decisions</code> and the operator's roots.</p><p><a href=\"/ui\">All requests</a></p>",
    )
}

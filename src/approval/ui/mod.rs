//! The approver's web UI (compat-cli §6.4), rendered on the server from the records' JSON: a
//! page with three tabs and live counts, one card per request with every guarantee in words
//! and as code, and a little inline script that polls for changes, replacing only the cards
//! whose state changed (a typed note or an open panel is never lost), and posts decisions. No
//! external asset: it works offline and on a phone.

mod assets;
mod card;
mod profile;
mod text;

pub use card::card;
pub use profile::{profile_page, profiles_off_page};
use serde_json::Value;
use text::escape;

/// Which tab a record belongs to.
fn tab_of(record: &Value) -> &'static str {
    match record["status"].as_str() {
        Some("pending") => "pending",
        Some("approved") => "approved",
        _ => "rejected",
    }
}

pub(super) fn page(title: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>{}</title><style>{}</style></head><body><main>{body}</main></body></html>\n",
        escape(title),
        assets::STYLE
    )
}

/// The counts line the script reads: `data-pending`, `data-approved`, `data-rejected`.
fn counts(records: &[Value]) -> String {
    let count = |tab: &str| records.iter().filter(|r| tab_of(r) == tab).count();
    format!(
        "<div id=\"counts\" hidden data-pending=\"{}\" data-approved=\"{}\" data-rejected=\"{}\"></div>",
        count("pending"),
        count("approved"),
        count("rejected")
    )
}

/// Every card, newest first, with the counts: the fragment the page polls.
#[must_use]
pub fn rows_fragment(records: &[Value]) -> String {
    let mut out = counts(records);
    for record in records.iter().rev() {
        out.push_str(&card(record, tab_of(record)));
    }
    if records.is_empty() {
        out.push_str("<p class=\"empty\">No approval requests yet.</p>");
    }
    out
}

/// The request list; `etag` is the tag of `records`, so the first poll has nothing to redraw;
/// `profile` links the remembered decisions.
#[must_use]
pub fn index_page(records: &[Value], etag: &str, profile: bool) -> String {
    let count = |tab: &str| records.iter().filter(|r| tab_of(r) == tab).count();
    let tab = |id: &str, label: &str, selected: bool| {
        format!(
            "<button role=\"tab\" id=\"tab-{id}\" data-tab=\"{id}\" aria-selected=\"{selected}\">{label} \
<span class=\"count\" id=\"count-{id}\">{}</span></button>",
            count(id)
        )
    };
    let body = format!(
        "<h1>clauz3 approvals</h1>\
<p class=\"lead\">Review what each program has been proved to do, then decide whether it may run.</p>{}\
<nav role=\"tablist\" aria-label=\"Requests\">{}{}{}</nav>\
<p id=\"connection\" role=\"status\" aria-live=\"polite\"></p>\
<section id=\"rows\" data-tab=\"pending\" data-etag=\"{}\">{}</section><script>{}</script>",
        if profile { "<p><a href=\"/ui/profile\">Profile and history</a></p>" } else { "" },
        tab("pending", "Awaiting approval", true),
        tab("approved", "Approved", false),
        tab("rejected", "Rejected", false),
        escape(etag),
        rows_fragment(records),
        assets::SCRIPT
    );
    page("clauz3 approvals", &body)
}

/// One request on its own page.
#[must_use]
pub fn detail_page(record: &Value) -> String {
    let body = format!(
        "<p><a href=\"/ui\">← All requests</a></p><p id=\"connection\" role=\"status\"></p>\
<section id=\"rows\" data-tab=\"all\">{}</section><script>{}</script>",
        card(record, tab_of(record)),
        assets::SCRIPT
    );
    page(&format!("clauz3 approval {}", record["record_id"].as_str().unwrap_or_default()), &body)
}

/// For anyone without the approver's session.
#[must_use]
pub fn sign_in_page() -> String {
    page(
        "approver sign-in required",
        "<h1>Approver sign-in required</h1><p>This approval console needs the approver credential. Open the \
<code>/ui/login?key=...</code> link that <code>clauz3 approval-service</code> printed in the operator's \
terminal.</p>",
    )
}

/// An unknown request id.
#[must_use]
pub fn not_found_page() -> String {
    page("request not found", "<h1>Request not found</h1><p><a href=\"/ui\">All requests</a></p>")
}

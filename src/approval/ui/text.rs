//! HTML escaping and the words the UI uses for the protocol's values.

use crate::approval::protocol::Decision;
use crate::approval::service::Status;

/// Text safe inside HTML elements and quoted attributes.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// The badge of a decision (or of a request nobody decided).
#[must_use]
pub fn decision_label(decision: Option<Decision>, status: Option<Status>) -> &'static str {
    match (decision, status) {
        (Some(Decision::ApprovedOnce), _) => "Approved once",
        (Some(Decision::ApprovedRemember), _) => "Approved and remembered",
        (Some(Decision::AutoApproved), _) => "Approved automatically",
        (Some(Decision::AutoRejected), _) => "Rejected automatically",
        (Some(Decision::RejectedContract), _) => "Contract rejected",
        (Some(Decision::RequestMore), _) => "More information requested",
        (Some(Decision::Rejected), _) => "Rejected",
        (None, Some(Status::Expired)) => "Expired: the runner stopped waiting",
        (None, Some(Status::Pending | Status::Approved | Status::Denied) | None) => "Awaiting approval",
    }
}

/// A coverage status in words, and its order in the list (gaps first).
#[must_use]
pub fn coverage_label(status: &str) -> (usize, &'static str) {
    match status {
        "required_gap" => (0, "required contract missing"),
        "silent_gap" => (1, "no guarantees about this domain"),
        "recommended_gap" => (2, "recommended contract missing"),
        "covered" => (3, "covered"),
        _ => (4, "unknown coverage status"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_escaped() {
        assert_eq!(escape("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    }
}

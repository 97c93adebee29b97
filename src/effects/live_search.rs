//! The web_search library's effect, natively, with the reference's backend protocol: POST
//! `{"query": ..., "key": ...}` as JSON to `$CLAUZ3_SEARCH_URL` (the key from
//! `$CLAUZ3_SEARCH_API_KEY`, `""` when unset) and read back a JSON array of result URLs.
//! The request goes through [`send`], with web_fetch's time and size limits and redirect
//! rules. An unset endpoint raises `RuntimeError` (the reference's words); a backend that
//! refuses the request while no key is set says which variable to set.

use super::live_library::{python_error, Args};
use super::live_web::{send, WebLimits, WebRequest};
use super::{DataValue, EffectError};
use crate::ir::PyExc;

pub(super) fn perform(args: &Args<'_>) -> Result<DataValue, EffectError> {
    let query = args.text("query")?;
    if query.is_empty() {
        return Err(python_error("ValueError", "query must be non-empty"));
    }
    let setting = |name: &str| std::env::var_os(name).and_then(|v| v.into_string().ok()).unwrap_or_default();
    let endpoint = setting("CLAUZ3_SEARCH_URL");
    if endpoint.is_empty() {
        return Err(EffectError::raised(
            PyExc::RuntimeError,
            "CLAUZ3_SEARCH_URL is not set; cannot perform a real web search. Set it to a JSON endpoint that accepts {\"query\": str, ...} and returns a JSON array of result URL strings.",
        ));
    }
    if !endpoint.starts_with("http://") && !endpoint.starts_with("https://") {
        return Err(EffectError::raised(
            PyExc::RuntimeError,
            format!("CLAUZ3_SEARCH_URL must be an http:// or https:// URL, not {endpoint:?}"),
        ));
    }
    let key = setting("CLAUZ3_SEARCH_API_KEY");
    let payload = serde_json::json!({ "query": query, "key": key }).to_string();
    let request = WebRequest {
        url: &endpoint,
        body: Some((payload.as_bytes(), "application/json")),
        user_agent: concat!("clauz3-web-search/", env!("CARGO_PKG_VERSION")),
    };
    let body = send(&request, WebLimits::from_env()).map_err(|e| {
        let refused = e.message.starts_with("HTTP Error 401") || e.message.starts_with("HTTP Error 403");
        if refused && key.is_empty() {
            EffectError { message: format!("{} (CLAUZ3_SEARCH_API_KEY is not set)", e.message), ..e }
        } else {
            e
        }
    })?;
    results(&body).map(DataValue::List)
}

/// The result URLs of a backend's answer: a JSON array whose items are strings (numbers and
/// `true`/`false`/`null` as Python's `str` spells them, as the reference's `str(url)` does).
fn results(body: &[u8]) -> Result<Vec<DataValue>, EffectError> {
    let not_array = |why: String| {
        python_error("ValueError", format!("the search backend must answer with a JSON array of URL strings: {why}"))
    };
    let text = String::from_utf8_lossy(body);
    let parsed: serde_json::Value = serde_json::from_str(&text).map_err(|e| not_array(e.to_string()))?;
    let serde_json::Value::Array(items) = parsed else { return Err(not_array(format!("got {}", kind(&parsed)))) };
    items
        .iter()
        .map(|item| match item {
            serde_json::Value::String(s) => Ok(DataValue::Str(s.clone())),
            serde_json::Value::Number(n) => Ok(DataValue::Str(n.to_string())),
            serde_json::Value::Bool(b) => Ok(DataValue::Str(if *b { "True" } else { "False" }.to_owned())),
            serde_json::Value::Null => Ok(DataValue::Str("None".to_owned())),
            other @ (serde_json::Value::Array(_) | serde_json::Value::Object(_)) => {
                Err(not_array(format!("an item is {}", kind(other))))
            }
        })
        .collect()
}

fn kind(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::Object(_) => "an object",
    }
}

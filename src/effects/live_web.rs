//! The web_fetch library's effects, natively: an HTTP GET or a POST of UTF-8 text through
//! `ureq` (rustls), and the request machinery web_search shares ([`send`]).
//!
//! What urllib, the reference's client, would do, with limits it lacks: each request has a
//! time limit (30 s, `CLAUZ3_WEB_TIMEOUT` seconds) and the response body a size limit
//! (10 MiB, `CLAUZ3_WEB_MAX_BYTES`). Redirects are followed by hand, at most ten, and only
//! while every hop's URL passes the effect's own preconditions (an `http://`/`https://` URL
//! with no parent segment, checked again here at run time, since the prover saw only the first
//! URL); a 301, 302 or 303 turns a POST into a GET without a body, a 307 or 308 of a POST is
//! an error, as in urllib. Failures are the exceptions the layer declares: `OSError` worded as
//! urllib words them (`HTTP Error 404: Not Found`, `<urlopen error ...>`), `TimeoutError`.

use super::live_files::has_no_parent_segments;
use super::live_library::{python_error, Args};
use super::{DataValue, EffectError};
use crate::ir::PyExc;
use std::time::Duration;

/// urllib's `HTTPRedirectHandler.max_redirections`.
const MAX_REDIRECTS: usize = 10;

/// How long a request may take and how large a response body may be.
#[derive(Clone, Copy, Debug)]
pub(super) struct WebLimits {
    pub timeout: Duration,
    pub max_body: u64,
}

impl WebLimits {
    /// 30 seconds (the reference's timeout) and 10 MiB, or what `CLAUZ3_WEB_TIMEOUT` (seconds)
    /// and `CLAUZ3_WEB_MAX_BYTES` say when they hold a positive number.
    pub(super) fn from_env() -> WebLimits {
        let number = |name: &str| {
            std::env::var_os(name).and_then(|v| v.into_string().ok()).and_then(|v| v.trim().parse::<f64>().ok())
        };
        let seconds = number("CLAUZ3_WEB_TIMEOUT").filter(|s| s.is_finite() && *s > 0.0).unwrap_or(30.0);
        let bytes = number("CLAUZ3_WEB_MAX_BYTES").filter(|b| *b >= 1.0).unwrap_or(10.0 * 1024.0 * 1024.0);
        #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "a positive byte count")]
        let max_body = bytes as u64;
        WebLimits { timeout: Duration::from_secs_f64(seconds.min(86_400.0)), max_body }
    }
}

/// One request: where, what it sends (bytes and their content type; none for a GET), and the
/// `User-Agent` it names itself with.
pub(super) struct WebRequest<'r> {
    pub url: &'r str,
    pub body: Option<(&'r [u8], &'r str)>,
    pub user_agent: &'r str,
}

pub(super) fn perform(effect: &str, args: &Args<'_>) -> Result<DataValue, EffectError> {
    let limits = WebLimits::from_env();
    let user_agent = concat!("clauz3-web-fetch/", env!("CARGO_PKG_VERSION"));
    let body = match effect {
        "fetch_url" => {
            let url = args.text("url")?;
            check_url(url)?;
            send(&WebRequest { url, body: None, user_agent }, limits)?
        }
        "post_url" => {
            let (url, text) = (args.text("url")?, args.text("body")?);
            check_url(url)?;
            let body = Some((text.as_bytes(), "text/plain; charset=utf-8"));
            send(&WebRequest { url, body, user_agent }, limits)?
        }
        other => return Err(EffectError::new(format!("the web_fetch library has no effect `{other}`"))),
    };
    Ok(DataValue::Str(String::from_utf8_lossy(&body).into_owned()))
}

/// The effects' preconditions, checked again where the request is made.
fn check_url(url: &str) -> Result<(), EffectError> {
    if !is_web_url(url) {
        return Err(python_error("ValueError", "url must start with http:// or https://"));
    }
    if !url_has_no_parent_segments(url) {
        return Err(python_error("ValueError", "url must not contain parent-directory segments"));
    }
    Ok(())
}

fn is_web_url(url: &str) -> bool {
    url.starts_with("http://") || url.starts_with("https://")
}

/// `clauz3._path_safety.url_has_no_parent_segments`: no `..` segment, and none of the
/// percent-encodings that could spell one on this or a later decoding.
pub(super) fn url_has_no_parent_segments(url: &str) -> bool {
    const REFUSED: [&str; 18] = [
        "%2e", "%2E", "%2f", "%2F", "%5c", "%5C", "%25", "%32", "%35", "%43", "%63", "%45", "%65", "%46", "%66", "..%",
        "..?", "..#",
    ];
    has_no_parent_segments(url) && !REFUSED.iter().any(|r| url.contains(r))
}

/// Makes the request, following redirects whose every hop passes [`check_url`]; the body of
/// the final 2xx response.
pub(super) fn send(request: &WebRequest<'_>, limits: WebLimits) -> Result<Vec<u8>, EffectError> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(limits.timeout))
        .http_status_as_error(false)
        .max_redirects(0)
        .user_agent(request.user_agent)
        .build()
        .into();
    let mut url = request.url.to_owned();
    let mut body = request.body;
    for _ in 0..=MAX_REDIRECTS {
        let answered = match body {
            Some((bytes, content_type)) => agent.post(&url).header("Content-Type", content_type).send(bytes),
            None => agent.get(&url).call(),
        };
        let mut response = answered.map_err(|e| transport_error(e, limits))?;
        let status = response.status();
        if matches!(status.as_u16(), 301 | 302 | 303 | 307 | 308) {
            let location = response.headers().get("location").and_then(|v| v.to_str().ok());
            let Some(location) = location else { return Err(http_error(status)) };
            if body.is_some() && matches!(status.as_u16(), 307 | 308) {
                return Err(http_error(status));
            }
            let next = joined(&url, location);
            if check_url(&next).is_err() {
                return Err(EffectError::raised(
                    PyExc::OSError,
                    format!(
                        "{} redirected to {next:?}, which is not an http:// or https:// URL without parent segments; not followed",
                        status.as_u16()
                    ),
                ));
            }
            (url, body) = (next, None);
            continue;
        }
        if !status.is_success() {
            return Err(http_error(status));
        }
        return response.body_mut().with_config().limit(limits.max_body).read_to_vec().map_err(|e| {
            if let ureq::Error::BodyExceedsLimit(limit) = e {
                let why = format!("the response from {url} is larger than {limit} bytes (CLAUZ3_WEB_MAX_BYTES)");
                return EffectError::raised(PyExc::OSError, why);
            }
            transport_error(e, limits)
        });
    }
    Err(EffectError::raised(
        PyExc::OSError,
        format!("more than {MAX_REDIRECTS} redirects, starting at {}", request.url),
    ))
}

/// urllib's `HTTPError` text: `HTTP Error 404: Not Found`.
fn http_error(status: ureq::http::StatusCode) -> EffectError {
    let reason = status.canonical_reason().unwrap_or("");
    EffectError::raised(PyExc::OSError, format!("HTTP Error {}: {reason}", status.as_u16()))
}

/// A request that got no answer: `TimeoutError` past the limit, else urllib's `URLError`
/// text, `<urlopen error [Errno 111] Connection refused>`.
fn transport_error(error: ureq::Error, limits: WebLimits) -> EffectError {
    let timed_out = || {
        let why = format!("timed out after {} seconds (CLAUZ3_WEB_TIMEOUT)", limits.timeout.as_secs_f64());
        EffectError::raised(PyExc::TimeoutError, why)
    };
    // `ureq::Error` is non-exhaustive: the variants with a wording of their own, then the rest.
    if let ureq::Error::Timeout(_) = error {
        return timed_out();
    }
    let why = if let ureq::Error::Io(io) = &error {
        if io.kind() == std::io::ErrorKind::TimedOut {
            return timed_out();
        }
        match io.raw_os_error() {
            Some(code) => {
                let text = io.to_string();
                let text = text.strip_suffix(&format!(" (os error {code})")).unwrap_or(&text).to_owned();
                format!("[Errno {code}] {text}")
            }
            None => io.to_string(),
        }
    } else {
        error.to_string()
    };
    EffectError::raised(PyExc::OSError, format!("<urlopen error {why}>"))
}

/// `location` resolved against `base`, as a browser resolves a `Location` header; dot
/// segments are kept, so a relative `../x` makes a hop [`check_url`] refuses.
fn joined(base: &str, location: &str) -> String {
    let scheme_end = base.find("://").map_or(0, |i| i + 3);
    let origin_end = base[scheme_end..].find(['/', '?', '#']).map_or(base.len(), |i| scheme_end + i);
    let has_scheme = location
        .split_once(':')
        .is_some_and(|(s, _)| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c)));
    if has_scheme {
        return location.to_owned();
    }
    if location.starts_with("//") {
        return format!("{}{location}", &base[..scheme_end.saturating_sub(2)]);
    }
    if location.starts_with('/') {
        return format!("{}{location}", &base[..origin_end]);
    }
    let path_end = base[origin_end..].find(['?', '#']).map_or(base.len(), |i| origin_end + i);
    if location.starts_with('?') || location.starts_with('#') || location.is_empty() {
        return format!("{}{location}", &base[..path_end]);
    }
    let dir_end = base[origin_end..path_end].rfind('/').map_or(origin_end, |i| origin_end + i);
    format!("{}/{location}", &base[..dir_end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_resolve_against_the_url_they_came_from() {
        let base = "http://h:8/a/b/c?q=1#f";
        assert_eq!(joined(base, "https://o/x"), "https://o/x");
        assert_eq!(joined(base, "//o/x"), "http://o/x");
        assert_eq!(joined(base, "/x"), "http://h:8/x");
        assert_eq!(joined(base, "x?y"), "http://h:8/a/b/x?y");
        assert_eq!(joined(base, "?z"), "http://h:8/a/b/c?z");
        assert_eq!(joined("http://h", "x"), "http://h/x");
        assert_eq!(joined(base, "../up"), "http://h:8/a/b/../up");
        assert!(check_url(&joined(base, "../up")).is_err());
        assert!(check_url(&joined(base, "ftp://o/x")).is_err());
    }

    /// The run-time check and the precondition's helper, run by python3, agree on every URL.
    #[test]
    #[expect(clippy::disallowed_types, reason = "python3 runs the embedded helper as the oracle")]
    fn the_url_check_is_the_preconditions_helper() {
        let urls = [
            "http://h/../x",
            "http://h/a/..",
            "http://h/..",
            "http://h/..\\x",
            "http://h:../x",
            "http://h/%2e%2e/",
            "http://h/%2E.",
            "http://h/a%2fb",
            "http://h/%5C",
            "http://h/%25",
            "http://h/%32e",
            "http://h/..%",
            "http://h/a..?q",
            "http://h/x..#f",
            "http://h/a..b",
            "https://h/x?q=a.b",
            "http://h/...",
            "http://h/%41",
            "http://h/%20",
            "http://h/.../..x",
            "..",
            "../",
            "",
        ];
        let helper = include_str!("../layer/embedded/_path_safety.py");
        let script = format!("{helper}\nimport json, sys\nprint(json.dumps([url_has_no_parent_segments(u) for u in json.load(sys.stdin)]))\n");
        let mut child = std::process::Command::new("python3")
            .args(["-c", &script])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("python3 runs");
        let input = serde_json::to_vec(&urls).unwrap();
        std::io::Write::write_all(&mut child.stdin.take().unwrap(), &input).unwrap();
        let out = child.wait_with_output().unwrap();
        let python: Vec<bool> = serde_json::from_slice(&out.stdout).unwrap();
        let ours: Vec<bool> = urls.iter().map(|u| url_has_no_parent_segments(u)).collect();
        assert_eq!(ours, python);
    }

    #[test]
    fn parent_segments_and_their_encodings_are_refused() {
        for bad in [
            "http://h/../x",
            "http://h/a/..",
            "http://h/%2e%2e/x",
            "http://h/..%2f",
            "http://h/a/..?q",
            "http://h/%252e",
        ] {
            assert!(!url_has_no_parent_segments(bad), "{bad}");
        }
        for good in ["http://h/a..b/c", "https://h/x?q=a.b", "http://h/..."] {
            assert!(url_has_no_parent_segments(good), "{good}");
        }
    }
}

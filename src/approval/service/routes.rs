//! The JSON routes (compat-cli §6.2), each bare and under `/api`, and the checks every route
//! shares: the `Host` allow-list, the `Origin` of a POST, the credentials and their limit.

use super::auth::{Caller, Gate, SESSION_COOKIE};
use super::record::{Record, Status};
use super::rules::Rule;
use super::store::{DecideError, NewRecord, Store};
use super::system::{random_nonce, unix_now};
use super::{pages, profile, AutoDecision, Remembering, Review, ServiceSettings};
use crate::approval::protocol::{request_id_of, sha256_hex, Decision};
use crate::approval::receipts::{approval_response, issue_receipt};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use core::net::SocketAddr;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::watch;

/// The service's state, shared by every route.
pub struct App {
    pub settings: ServiceSettings,
    pub store: Store,
    pub gate: Gate,
    /// Bumped on every change, so waiters and the UI learn of decisions at once.
    pub changes: watch::Sender<u64>,
    /// Tells this process's change counts from another's, which start again at 0.
    started: String,
}

impl App {
    pub fn new(settings: ServiceSettings, store: Store) -> App {
        let gate = Gate::new(settings.credentials.clone());
        let started = format!("{:x}", unix_now().to_bits());
        App { settings, store, gate, changes: watch::channel(0).0, started }
    }

    /// The UI's entity tag for the records as they stand: the change count, which moves with
    /// every insert and decision. Read before the records, so a change in between is seen as
    /// newer on the next poll.
    pub fn etag(&self) -> String {
        format!("\"{}-{}\"", self.started, *self.changes.borrow())
    }

    pub(super) fn changed(&self) {
        self.changes.send_modify(|n| *n += 1);
    }

    /// The names a `Host` or `Origin` may carry: the bound host and the loopback names.
    fn allowed_host(&self, host: &str) -> bool {
        let host = host.trim_start_matches('[').trim_end_matches(']');
        [self.settings.host.as_str(), "127.0.0.1", "localhost", "::1"].contains(&host)
    }
}

/// A FastAPI-shaped error: `{"detail": ...}` with its status.
pub fn fail(status: StatusCode, detail: &str) -> Response {
    (status, Json(json!({ "detail": detail }))).into_response()
}

pub fn router(app: Arc<App>) -> Router {
    let json_routes = Router::new()
        .route("/requests", post(create_request).get(list_requests))
        .route("/requests/{id}", get(get_request))
        .route("/requests/{id}/decision", post(decide_request));
    Router::new()
        .route("/health", get(|| async { Json(json!({ "ok": true })) }))
        .merge(json_routes.clone())
        .nest("/api", json_routes)
        .merge(pages::routes())
        .merge(profile::routes())
        .layer(middleware::from_fn_with_state(app.clone(), check_host_and_origin))
        .with_state(app)
}

/// DNS rebinding and cross-site posts: a `Host` outside the allow-list is refused outright, and
/// so is a POST whose `Origin` names another host.
async fn check_host_and_origin(State(app): State<Arc<App>>, request: Request, next: Next) -> Response {
    let host = request.headers().get(header::HOST).and_then(|h| h.to_str().ok()).map(host_name);
    if !host.is_some_and(|h| app.allowed_host(&h)) {
        return (StatusCode::BAD_REQUEST, "Invalid host header").into_response();
    }
    if request.method() == axum::http::Method::POST {
        if let Some(origin) = request.headers().get(header::ORIGIN) {
            let origin_host = origin.to_str().ok().and_then(|o| o.split_once("://")).map(|(_, rest)| host_name(rest));
            if !origin_host.is_some_and(|h| app.allowed_host(&h)) {
                return fail(StatusCode::FORBIDDEN, "origin not allowed");
            }
        }
    }
    next.run(request).await
}

/// The host of `host[:port][/path]`, IPv6 brackets kept.
fn host_name(text: &str) -> String {
    let text = text.split('/').next().unwrap_or_default();
    if let Some(rest) = text.strip_prefix('[') {
        return format!("[{}]", rest.split(']').next().unwrap_or_default());
    }
    text.split(':').next().unwrap_or_default().to_ascii_lowercase()
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::AUTHORIZATION)?.to_str().ok()?.strip_prefix("Bearer ").map(str::trim)
}

pub fn session_cookie(headers: &HeaderMap) -> Option<&str> {
    headers.get_all(header::COOKIE).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(';')).find_map(|c| {
        let (name, value) = c.trim().split_once('=')?;
        (name == SESSION_COOKIE).then_some(value)
    })
}

/// A client that used up its failed attempts: 429 until the window passes.
pub struct LockedOut;

impl IntoResponse for LockedOut {
    fn into_response(self) -> Response {
        fail(StatusCode::TOO_MANY_REQUESTS, "too many failed credential attempts; try again later")
    }
}

/// Runs the credential check `check` for `client` unless the client is locked out, counting a
/// wrong credential (`check`'s second value) against it: the one place the limit applies.
/// Checked before the credential, so guessing stops even at the right token.
///
/// # Errors
/// The client is locked out.
pub fn attempt<T>(app: &App, client: SocketAddr, check: impl FnOnce() -> (T, bool)) -> Result<T, LockedOut> {
    let now = Instant::now();
    if app.gate.locked_out(client.ip(), now) {
        return Err(LockedOut);
    }
    let (found, wrong) = check();
    if wrong {
        app.gate.failed(client.ip(), now);
    }
    Ok(found)
}

/// Who the caller is, by its Bearer token or session cookie.
///
/// # Errors
/// The client is locked out.
pub fn identify(app: &App, client: SocketAddr, headers: &HeaderMap) -> Result<Caller, LockedOut> {
    attempt(app, client, || {
        let live = |hash: &str| app.store.session_valid(hash, unix_now()).unwrap_or(false);
        let caller = app.gate.caller(bearer(headers), session_cookie(headers), live);
        (caller, caller == Caller::Wrong)
    })
}

/// The answer for anyone but the approver (401, or 429 for a locked-out client); `None` for
/// the approver.
pub fn refusal_unless_approver(app: &App, client: SocketAddr, headers: &HeaderMap) -> Option<Response> {
    match identify(app, client, headers) {
        Err(refused) => Some(refused.into_response()),
        Ok(Caller::Approver) => None,
        Ok(_) => Some(unauthorized("missing or invalid approver credential")),
    }
}

fn unauthorized(detail: &str) -> Response {
    fail(StatusCode::UNAUTHORIZED, detail)
}

async fn create_request(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    match identify(&app, client, &headers) {
        Err(refused) => return refused.into_response(),
        Ok(Caller::Submitter) => {}
        Ok(Caller::Approver) if app.gate.open() => {}
        Ok(_) => return unauthorized("missing or invalid bearer token"),
    }
    let payload = match checked_payload(&body) {
        Ok(p) => p,
        Err(why) => return fail(StatusCode::BAD_REQUEST, &why),
    };
    let request_id = payload["request_id"].as_str().unwrap_or_default().to_string();
    let layer = app.settings.layer.clone();
    let judged = {
        let payload = payload.clone();
        tokio::task::spawn_blocking(move || -> Result<Option<Review>, String> {
            layer.map(|layer| layer.review(&payload)).transpose()
        })
        .await
    };
    let review = match judged {
        Ok(Ok(found)) => found,
        Ok(Err(why)) => return fail(StatusCode::FORBIDDEN, &why),
        Err(_) => return fail(StatusCode::INTERNAL_SERVER_ERROR, "the policy check failed"),
    };
    let (presentation, policy, remembering) = match review {
        Some(Review { presentation, auto, remembering }) => (Some(presentation), auto, remembering),
        None => (None, None, None),
    };
    let remembering = remembering.filter(|_| app.settings.remember);
    let signature = match &remembering {
        Some(Remembering::Verified { signature, .. }) => Some(signature.as_str()),
        Some(Remembering::Refused(_)) | None => None,
    };
    let rule = match signature.map(|s| app.store.matching_rule(s)).transpose() {
        Ok(rule) => rule.flatten(),
        Err(why) => return fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
    };
    let now = unix_now();
    let (auto, rule) = automatic(policy, rule);
    let decided = match auto {
        None => None,
        Some((auto, shown)) => {
            let receipt = || sign(&app, &payload, &request_id, auto.decision, now);
            let approval = match approval_response(auto.decision, &request_id, auto.reason.as_deref(), receipt) {
                Ok(a) => a,
                Err(why) => return fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
            };
            Some((Status::of(auto.decision), approval, shown))
        }
    };
    let submitter = Gate::submitter_id(bearer(&headers));
    let mut changes = app.changes.subscribe();
    let new = NewRecord { request_id, submitter, payload, presentation, decided, remembering, rule, now };
    let record = match app.store.insert(new) {
        Ok(r) => r,
        Err(why) => return fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
    };
    app.changed();
    let deadline = tokio::time::Instant::now() + app.settings.max_wait;
    loop {
        match app.store.get(&record.record_id) {
            Ok(Some(Record { approval: Some(approval), .. })) => return Json(approval).into_response(),
            Ok(_) => {}
            Err(why) => return fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
        }
        if tokio::time::timeout_at(deadline, changes.changed()).await.is_err() {
            return match app.store.expire(&record.record_id, unix_now()) {
                Ok(Some(Record { approval: Some(approval), .. })) => Json(approval).into_response(),
                _ => {
                    app.changed();
                    fail(StatusCode::SERVICE_UNAVAILABLE, "approval timed out awaiting a human decision")
                }
            };
        }
    }
}

/// The automatic decision, if any, with what the record shows of it, and the remembered rule
/// that made it. A rejection goes first, whichever decides it (a policy's, then a remembered
/// deny rule), then an approval (a policy's, then a remembered allow rule): nothing automatic
/// approves what either would reject.
pub(super) fn automatic(
    policy: Option<AutoDecision>,
    rule: Option<Rule>,
) -> (Option<(AutoDecision, Value)>, Option<String>) {
    let by_policy = |auto: AutoDecision| {
        let shown = json!({ "rule": auto.rule, "reason": auto.reason });
        (Some((auto, shown)), None)
    };
    let by_rule = |rule: Rule| {
        let decision = if rule.allow { Decision::AutoApproved } else { Decision::AutoRejected };
        let reason = format!("remembered rule {} (the decision on {})", rule.id, rule.record_id);
        let shown = json!({ "rule": rule.id, "reason": reason, "remembered": true });
        let auto = AutoDecision { decision, rule: rule.id.clone(), reason: Some(reason) };
        (Some((auto, shown)), Some(rule.id))
    };
    match (policy, rule) {
        (Some(p), _) if !p.decision.approves() => by_policy(p),
        (_, Some(r)) if !r.allow => by_rule(r),
        (Some(p), _) => by_policy(p),
        (None, Some(r)) => by_rule(r),
        (None, None) => (None, None),
    }
}

/// The request as a JSON object whose `program` hashes to its `program_sha256` and whose
/// `request_id` (filled in when missing) is `clr_` and the hash's first 12 digits: the approver
/// is shown the program the receipt will be bound to.
fn checked_payload(body: &[u8]) -> Result<Value, String> {
    let mut payload: Value = serde_json::from_slice(body).map_err(|e| format!("invalid JSON: {e}"))?;
    let object = payload.as_object_mut().ok_or("the request must be a JSON object")?;
    let program = object.get("program").and_then(Value::as_str).ok_or("the request has no 'program' text")?;
    let sha = sha256_hex(program.as_bytes());
    match object.get("program_sha256") {
        Some(Value::String(given)) if *given == sha => {}
        _ => return Err("'program_sha256' is not the sha256 of 'program'".into()),
    }
    let expected_id = request_id_of(&sha);
    match object.get("request_id") {
        None => {
            object.insert("request_id".into(), Value::String(expected_id));
        }
        Some(Value::String(id)) if *id == expected_id => {}
        Some(_) => return Err(format!("'request_id' must be '{expected_id}' for this program")),
    }
    for key in ["guarantees", "coverage"] {
        if !object.get(key).is_none_or(Value::is_array) {
            return Err(format!("'{key}' must be a list"));
        }
    }
    // What only the service may say: a submitter's own words for its guarantees are not shown.
    for key in [
        "approval",
        "auto_decision",
        "status",
        "record_id",
        "guarantee_details",
        "simulated_effects",
        "layer_note",
        "profile_eligible",
        "profile_signature",
        "profile_error",
        "remembered_rule",
    ] {
        object.remove(key);
    }
    Ok(payload)
}

/// A receipt for `decision` on `payload`, signed over what the approver saw.
pub(super) fn sign(
    app: &App,
    payload: &Value,
    request_id: &str,
    decision: Decision,
    now: f64,
) -> Result<String, String> {
    Ok(issue_receipt(&app.settings.signing_key, payload, request_id, decision, now, random_nonce()?))
}

async fn list_requests(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    if let Some(refused) = refusal_unless_approver(&app, client, &headers) {
        return refused;
    }
    match app.store.list() {
        Ok(records) => Json(records.iter().map(Record::to_json).collect::<Vec<_>>()).into_response(),
        Err(why) => fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
    }
}

async fn get_request(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    let caller = match identify(&app, client, &headers) {
        Err(refused) => return refused.into_response(),
        Ok(caller @ (Caller::Approver | Caller::Submitter)) => caller,
        Ok(_) => return unauthorized("missing or invalid credential"),
    };
    match app.store.resolve(&id) {
        Ok(Some(record)) if caller == Caller::Approver || record.submitter == Gate::submitter_id(bearer(&headers)) => {
            Json(record.to_json()).into_response()
        }
        Ok(_) => fail(StatusCode::NOT_FOUND, "request not found"),
        Err(why) => fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
    }
}

async fn decide_request(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Some(refused) = refusal_unless_approver(&app, client, &headers) {
        return refused;
    }
    let body: Value = match serde_json::from_slice(&body) {
        Ok(v @ Value::Object(_)) => v,
        _ => return fail(StatusCode::BAD_REQUEST, "the decision must be a JSON object"),
    };
    let decision = match Decision::from_json_among(&body["decision"], &Decision::BY_A_PERSON) {
        Ok(d) => d,
        Err(e) => return fail(StatusCode::BAD_REQUEST, &e.to_string()),
    };
    let remember = match remember_asked(&app, decision, body.get("remember")) {
        Ok(r) => r,
        Err(why) => return fail(StatusCode::BAD_REQUEST, &why),
    };
    let feedback = body.get("feedback").and_then(Value::as_str).map(str::trim);
    // An explicit receipt string in the body is passed through verbatim (compat-cli §6.2).
    let explicit = body.get("receipt").and_then(Value::as_str).map(|r| r.trim().to_string());
    let record = match app.store.resolve(&id) {
        Ok(Some(r)) => r,
        Ok(None) => return fail(StatusCode::NOT_FOUND, "request not found"),
        Err(why) => return fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
    };
    if remember {
        if let Some(why) = not_rememberable(&record) {
            return fail(StatusCode::BAD_REQUEST, &format!("this request cannot be remembered: {why}"));
        }
    }
    let receipt = || match explicit {
        Some(explicit) => Ok(explicit),
        None => sign(&app, &record.payload, &record.request_id, decision, unix_now()),
    };
    let response = match approval_response(decision, &record.request_id, feedback, receipt) {
        Ok(r) => r,
        Err(why) => return fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
    };
    match app.store.decide(&record.record_id, Status::of(decision), &response, unix_now(), remember) {
        Ok(decided) => {
            if remember {
                profile::settle_pending(&app, &decided);
            }
            app.changed();
            Json(response).into_response()
        }
        Err(DecideError::NotFound) => fail(StatusCode::NOT_FOUND, "request not found"),
        Err(DecideError::AlreadyDecided) => fail(StatusCode::CONFLICT, "this request has already been decided"),
        Err(DecideError::Expired) => {
            fail(StatusCode::CONFLICT, "this request expired: the runner stopped waiting before a decision")
        }
        Err(DecideError::NotRememberable(why)) => {
            fail(StatusCode::BAD_REQUEST, &format!("this request cannot be remembered: {why}"))
        }
        Err(DecideError::Storage(why)) => fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
    }
}

/// Whether a decision asks to be remembered: `"remember": true`, or `approved_remember` when
/// the service remembers decisions (without that, it approves like `approved_once`, as in the
/// reference).
///
/// # Errors
/// A request to remember what cannot be, or a `remember` that is not a boolean.
fn remember_asked(app: &App, decision: Decision, flag: Option<&Value>) -> Result<bool, String> {
    let asked = match flag {
        None | Some(Value::Null) => None,
        Some(Value::Bool(b)) => Some(*b),
        Some(_) => return Err("'remember' must be true or false".into()),
    };
    if !app.settings.remember {
        return match asked {
            Some(true) => Err("this request cannot be remembered: the service does not remember decisions".into()),
            Some(false) | None => Ok(false),
        };
    }
    let remember = match (decision, asked) {
        (Decision::ApprovedRemember, Some(false)) => {
            return Err("'approved_remember' remembers the decision; send 'approved_once' to approve once".into())
        }
        (Decision::ApprovedRemember, _) => true,
        (_, asked) => asked.unwrap_or(false),
    };
    if remember && !decision.rememberable() {
        return Err("only an approval or a rejection can be remembered".into());
    }
    Ok(remember)
}

/// Why a decision on `record` cannot be remembered, if it cannot.
fn not_rememberable(record: &Record) -> Option<String> {
    match &record.verification {
        Some(v) if v.signature.is_some() => None,
        Some(v) => Some(v.reason.clone().unwrap_or_else(|| "the service did not prove it itself".into())),
        None => Some("it was submitted while the service did not remember decisions".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy(decision: Decision) -> Option<AutoDecision> {
        Some(AutoDecision { decision, rule: "policy-rule".into(), reason: None })
    }

    fn rule(allow: bool) -> Option<Rule> {
        Some(Rule { id: "rule-1".into(), allow, record_id: "clr_000000000000-1".into() })
    }

    /// Who decides, and how: `(rule shown, decision)`.
    fn decided(policy: Option<AutoDecision>, rule: Option<Rule>) -> Option<(String, Decision)> {
        automatic(policy, rule).0.map(|(auto, shown)| (shown["rule"].as_str().unwrap().to_string(), auto.decision))
    }

    #[test]
    fn a_rejection_goes_first_whoever_gives_it() {
        let by = |who: &str, d: Decision| Some((who.to_string(), d));
        assert_eq!(decided(policy(Decision::AutoApproved), rule(false)), by("rule-1", Decision::AutoRejected));
        assert_eq!(decided(policy(Decision::AutoRejected), rule(true)), by("policy-rule", Decision::AutoRejected));
        assert_eq!(decided(policy(Decision::AutoRejected), rule(false)), by("policy-rule", Decision::AutoRejected));
        assert_eq!(decided(policy(Decision::AutoApproved), rule(true)), by("policy-rule", Decision::AutoApproved));
        assert_eq!(decided(None, rule(true)), by("rule-1", Decision::AutoApproved));
        assert_eq!(decided(None, None), None);
    }

    #[test]
    fn only_a_rule_that_decides_is_recorded_as_deciding() {
        assert_eq!(automatic(policy(Decision::AutoApproved), rule(true)).1, None);
        assert_eq!(automatic(policy(Decision::AutoApproved), rule(false)).1, Some("rule-1".into()));
        let (shown, _) = automatic(None, rule(true));
        assert_eq!(shown.unwrap().1["remembered"], true);
    }
}

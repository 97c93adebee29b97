//! The remembered decisions as the approver manages them: `GET /api/profile` (the rules and
//! the history), `POST /api/profile/remember {"id": record_id}` (a past decision of a person
//! becomes a rule), `POST /api/profile/disable {"id": rule_id}`, and the `/ui/profile` page.
//! Without `--remember-decisions` each answers 404 `profiles are not enabled`. A rule just
//! remembered also decides the requests still waiting that it matches.

use super::pages::{approver, Refused};
use super::record::{Record, Status};
use super::routes::{automatic, fail, refusal_unless_approver, sign, App};
use super::rules::RuleError;
use super::system::unix_now;
use crate::approval::receipts::approval_response;
use crate::approval::ui;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use core::net::SocketAddr;
use serde_json::{json, Value};
use std::sync::Arc;

const NOT_ENABLED: &str = "profiles are not enabled";

pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/api/profile", get(snapshot))
        .route("/api/profile/{action}", post(change))
        .route("/ui/profile", get(page))
}

/// The answer for anyone but the approver, and for everyone when decisions are not
/// remembered; `None` for the approver of a service that remembers them.
fn refusal(app: &App, client: SocketAddr, headers: &HeaderMap) -> Option<Response> {
    refusal_unless_approver(app, client, headers)
        .or_else(|| (!app.settings.remember).then(|| fail(StatusCode::NOT_FOUND, NOT_ENABLED)))
}

/// The rules and the history, as JSON.
fn profile(app: &App) -> Result<Value, String> {
    Ok(json!({ "rules": app.store.rules()?, "history": app.store.history()? }))
}

async fn snapshot(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    if let Some(refused) = refusal(&app, client, &headers) {
        return refused;
    }
    match profile(&app) {
        Ok(value) => Json(value).into_response(),
        Err(why) => fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
    }
}

async fn change(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Path(action): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Some(refused) = refusal(&app, client, &headers) {
        return refused;
    }
    let id = match serde_json::from_slice::<Value>(&body) {
        Ok(Value::Object(map)) => match map.get("id") {
            Some(Value::String(id)) => id.clone(),
            _ => return fail(StatusCode::BAD_REQUEST, "the body must name an 'id'"),
        },
        _ => return fail(StatusCode::BAD_REQUEST, "the body must be a JSON object"),
    };
    let done = match action.as_str() {
        "remember" => app.store.remember(&id, unix_now()).map(|rule| {
            if let Ok(Some(record)) = app.store.get(&id) {
                settle_pending(&app, &record);
            }
            json!({ "rule_id": rule })
        }),
        "disable" => app.store.disable(&id, unix_now()).map(|()| json!({ "ok": true })),
        _ => return fail(StatusCode::NOT_FOUND, "unknown profile action"),
    };
    match done {
        Ok(value) => {
            app.changed();
            Json(value).into_response()
        }
        Err(RuleError::NotFound(what)) => fail(StatusCode::NOT_FOUND, what),
        Err(RuleError::Refused(why)) => fail(StatusCode::BAD_REQUEST, &why),
        Err(RuleError::Storage(why)) => fail(StatusCode::INTERNAL_SERVER_ERROR, &why),
    }
}

/// Decides the requests still waiting whose signature is `decided`'s, now that a rule was
/// remembered from it: by the rule that now matches (a deny rule first), as if they had
/// arrived after it. A request that cannot be settled stays with the approver.
pub(super) fn settle_pending(app: &App, decided: &Record) {
    let Some(signature) = decided.verification.as_ref().and_then(|v| v.signature.as_deref()) else { return };
    let Ok(Some(rule)) = app.store.matching_rule(signature) else { return };
    let Ok(waiting) = app.store.pending_with(signature) else { return };
    for record in waiting {
        let (Some((auto, shown)), Some(rule_id)) = automatic(None, Some(rule.clone())) else { return };
        let now = unix_now();
        let receipt = || sign(app, &record.payload, &record.request_id, auto.decision, now);
        let Ok(approval) = approval_response(auto.decision, &record.request_id, auto.reason.as_deref(), receipt) else {
            continue;
        };
        let settled = (Status::of(auto.decision), &approval, &shown);
        let _ = app.store.decide_by_rule(&record.record_id, settled, &rule_id, now);
    }
}

async fn page(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    if let Err(refused) = approver(&app, client, &headers) {
        return refused.into_response();
    }
    if !app.settings.remember {
        return (StatusCode::NOT_FOUND, Html(ui::profiles_off_page())).into_response();
    }
    match profile(&app) {
        Ok(value) => Html(ui::profile_page(&value)).into_response(),
        Err(why) => Refused::Storage(why).into_response(),
    }
}

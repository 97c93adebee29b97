//! The approver's pages (compat-cli §6.4): `/ui/login?key=` turns the approver token into an
//! HttpOnly, SameSite=Strict session cookie; `/ui` is the list, `/ui/rows` the fragment the
//! page polls, `/ui/requests/{id}` one card. All HTML comes from [`crate::approval::ui`].

use super::auth::{session_hash, Caller, SESSION_COOKIE, SESSION_LIFETIME};
use super::routes::{attempt, identify, App, LockedOut};
use super::system::{random_token, unix_now};
use crate::approval::ui;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use core::net::SocketAddr;
use std::collections::HashMap;
use std::sync::Arc;

pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/", get(index))
        .route("/ui", get(index))
        .route("/ui/rows", get(rows))
        .route("/ui/requests/{id}", get(detail))
        .route("/ui/login", get(login))
}

/// The sign-in page for anyone without the approver's session (401).
fn sign_in() -> Response {
    (StatusCode::UNAUTHORIZED, Html(ui::sign_in_page())).into_response()
}

/// Why a page is not shown.
pub(super) enum Refused {
    LockedOut(LockedOut),
    SignIn,
    Storage(String),
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        match self {
            Refused::LockedOut(locked) => locked.into_response(),
            Refused::SignIn => sign_in(),
            Refused::Storage(why) => (StatusCode::INTERNAL_SERVER_ERROR, why).into_response(),
        }
    }
}

/// Only the approver sees the pages.
pub(super) fn approver(app: &App, client: SocketAddr, headers: &HeaderMap) -> Result<(), Refused> {
    match identify(app, client, headers).map_err(Refused::LockedOut)? {
        Caller::Approver => Ok(()),
        Caller::Submitter | Caller::Nobody | Caller::Wrong => Err(Refused::SignIn),
    }
}

/// Every record as JSON.
fn all_records(app: &App) -> Result<Vec<serde_json::Value>, Refused> {
    let records = app.store.list().map_err(Refused::Storage)?;
    Ok(records.iter().map(super::Record::to_json).collect())
}

async fn index(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let etag = app.etag();
    match approver(&app, client, &headers).and_then(|()| all_records(&app)) {
        Ok(records) => Html(ui::index_page(&records, &etag, app.settings.remember)).into_response(),
        Err(refused) => refused.into_response(),
    }
}

/// The cards the page polls, tagged with the change count: a poll naming the current tag in
/// `If-None-Match` is answered 304 with nothing to redraw.
async fn rows(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let etag = app.etag();
    if let Err(refused) = approver(&app, client, &headers) {
        return refused.into_response();
    }
    let tagged = [(header::ETAG, etag.clone()), (header::CACHE_CONTROL, "no-cache".to_string())];
    if headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()) == Some(etag.as_str()) {
        return (StatusCode::NOT_MODIFIED, tagged).into_response();
    }
    match all_records(&app) {
        Ok(records) => (tagged, Html(ui::rows_fragment(&records))).into_response(),
        Err(refused) => refused.into_response(),
    }
}

async fn detail(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    match identify(&app, client, &headers) {
        Err(refused) => return refused.into_response(),
        Ok(Caller::Approver) => {}
        Ok(_) => return sign_in(),
    }
    match app.store.resolve(&id) {
        Ok(Some(record)) => Html(ui::detail_page(&record.to_json())).into_response(),
        Ok(None) => (StatusCode::NOT_FOUND, Html(ui::not_found_page())).into_response(),
        Err(why) => (StatusCode::INTERNAL_SERVER_ERROR, why).into_response(),
    }
}

async fn login(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    let key = query.get("key").map(String::as_str).unwrap_or_default();
    match attempt(&app, client, || {
        let known = app.gate.approver_key(key);
        (known, !known)
    }) {
        Err(locked) => return locked.into_response(),
        Ok(false) => return sign_in(),
        Ok(true) => {}
    }
    let session = match random_token() {
        Ok(s) => s,
        Err(why) => return (StatusCode::INTERNAL_SERVER_ERROR, why).into_response(),
    };
    let now = unix_now();
    if let Err(why) = app.store.add_session(&session_hash(&session), now + SESSION_LIFETIME.as_secs_f64(), now) {
        return (StatusCode::INTERNAL_SERVER_ERROR, why).into_response();
    }
    let max_age = SESSION_LIFETIME.as_secs();
    let cookie = format!("{SESSION_COOKIE}={session}; HttpOnly; SameSite=Strict; Path=/; Max-Age={max_age}");
    (StatusCode::SEE_OTHER, [(header::LOCATION, "/ui".to_string()), (header::SET_COOKIE, cookie)]).into_response()
}

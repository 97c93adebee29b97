//! `clauz3 approval-service` (compat-cli §6): the HTTP service `clauz3 run` posts its request
//! to, which waits for a person (or a policy) and answers with an Ed25519-signed receipt.
//!
//! Stricter than the reference: every read of a request needs a credential (the approver's, or
//! the submitter's for a request it names), each submission is a new request even for a
//! program seen before, requests and decisions live in SQLite and survive a restart, the
//! submitted program must hash to its `program_sha256`, and failed credentials are limited
//! per client. A remembered decision is keyed by what the service proved itself, on the
//! operator's layer (`rules`, `profile`), never by what a request claims.

mod auth;
mod layer;
mod pages;
mod profile;
mod record;
mod routes;
mod rules;
mod store;
mod system;

pub use auth::{same_secret, Credentials, MAX_FAILURES, SESSION_COOKIE};
pub use layer::{AutoDecision, OperatorLayer, Remembering, Review};
pub use record::{Record, Status, Verification};
pub use rules::{Rule, RuleError};
pub use system::{
    bind, open_state, random_nonce, random_token, runtime, unix_now, ServiceSecrets, DECISION_TOKEN_ENV,
    SUBMISSION_TOKEN_ENV,
};

use crate::approval::receipts::SigningKey;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// The reference's longest wait of a blocking `POST /requests`.
pub const DEFAULT_MAX_WAIT: Duration = Duration::from_secs(300);

/// Everything the service runs with.
pub struct ServiceSettings {
    /// The host it is bound to: with the loopback names, the only `Host` and `Origin` allowed.
    pub host: String,
    pub credentials: Credentials,
    pub signing_key: SigningKey,
    /// The longest a `POST /requests` waits for a decision (then 503).
    pub max_wait: Duration,
    /// The operator's layer, when roots were configured.
    pub layer: Option<Arc<dyn OperatorLayer>>,
    /// Whether approvers may remember decisions (`--remember-decisions`; needs `layer`).
    pub remember: bool,
}

/// Serves on `listener` until `shutdown` completes, keeping requests in `state`.
///
/// # Errors
/// The state cannot be read or the server fails.
pub async fn serve(
    settings: ServiceSettings,
    state: rusqlite::Connection,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let app = routes::App::new(settings, store::Store::new(state)?);
    let router = routes::router(Arc::new(app));
    axum::serve(listener, router.into_make_service_with_connect_info::<core::net::SocketAddr>())
        .with_graceful_shutdown(shutdown)
        .await
        .map_err(|e| format!("approval service: {e}"))
}

//! The approval service's only contact with the operating system: its secrets from the
//! environment, the state file's directory and the listening socket. Everything else in
//! `service` is pure over these results.

use std::path::Path;

/// `CLAUZ3_APPROVAL_TOKEN`: the runner's submission credential.
pub const SUBMISSION_TOKEN_ENV: &str = "CLAUZ3_APPROVAL_TOKEN";
/// `CLAUZ3_APPROVAL_DECISION_TOKEN`: the approver's credential.
pub const DECISION_TOKEN_ENV: &str = "CLAUZ3_APPROVAL_DECISION_TOKEN";

/// The service's secrets as the environment gives them (empty counts as unset).
#[derive(Clone, Debug, Default)]
pub struct ServiceSecrets {
    pub submission_token: Option<String>,
    pub decision_token: Option<String>,
    pub signing_key: Option<String>,
}

impl ServiceSecrets {
    /// Reads the three variables; one that is not UTF-8 is an error naming it.
    ///
    /// # Errors
    /// A variable that is set but not UTF-8.
    #[expect(clippy::disallowed_methods, reason = "the service's secrets come from its environment")]
    pub fn from_process() -> Result<ServiceSecrets, String> {
        let var = |name: &str| match std::env::var(name) {
            Ok(v) if v.is_empty() => Ok(None),
            Ok(v) => Ok(Some(v)),
            Err(std::env::VarError::NotPresent) => Ok(None),
            Err(std::env::VarError::NotUnicode(_)) => Err(format!("{name} is not valid UTF-8")),
        };
        Ok(ServiceSecrets {
            submission_token: var(SUBMISSION_TOKEN_ENV)?,
            decision_token: var(DECISION_TOKEN_ENV)?,
            signing_key: var(crate::approval::receipts::SIGNING_KEY_ENV)?,
        })
    }
}

/// Opens (creating it and its directory when missing) the SQLite file holding the requests.
///
/// # Errors
/// The directory cannot be made or the database cannot be opened.
#[expect(clippy::disallowed_methods, reason = "the state file's directory")]
pub fn open_state(path: &Path) -> Result<rusqlite::Connection, String> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    rusqlite::Connection::open(path).map_err(|e| format!("cannot open approval state {}: {e}", path.display()))
}

/// Binds the listening socket.
///
/// # Errors
/// The address is taken or not this machine's.
pub async fn bind(host: &str, port: u16) -> Result<tokio::net::TcpListener, String> {
    tokio::net::TcpListener::bind((host, port)).await.map_err(|e| format!("cannot listen on {host}:{port}: {e}"))
}

/// The runtime both services run on.
///
/// # Errors
/// The runtime's threads cannot start.
pub fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))
}

/// 32 random bytes as URL-safe base64: a fresh credential or session id.
///
/// # Errors
/// The operating system's random source failed.
pub fn random_token() -> Result<String, String> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| format!("cannot read the operating system's random source: {e}"))?;
    Ok(crate::approval::receipts::b64encode(&bytes))
}

/// 16 random bytes as 32 hex digits: a receipt's nonce.
///
/// # Errors
/// The operating system's random source failed.
pub fn random_nonce() -> Result<String, String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| format!("cannot read the operating system's random source: {e}"))?;
    Ok(crate::approval::protocol::hex(&bytes))
}

/// Seconds since the Unix epoch.
pub fn unix_now() -> f64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64())
}

//! Who may do what: the runner's submission token, the approver's token (as a Bearer or a
//! browser session made from it at `/ui/login`), and a limit on failed attempts per client so
//! a token cannot be guessed by trying.

use crate::approval::protocol::sha256_hex;
use core::net::IpAddr;
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The session cookie `/ui/login` sets.
pub const SESSION_COOKIE: &str = "clauz3_approver_session";

/// How long a browser session lasts; its expiry is stored with it, so a restart keeps it.
pub const SESSION_LIFETIME: Duration = Duration::from_secs(12 * 60 * 60);

/// Failed credential attempts allowed per client within [`FAILURE_WINDOW`].
pub const MAX_FAILURES: usize = 10;
/// The window failed attempts are counted in.
pub const FAILURE_WINDOW: Duration = Duration::from_secs(60);

/// The two credentials; `None` for both with `--no-auth`.
#[derive(Clone, Debug)]
pub struct Credentials {
    pub submission: Option<String>,
    pub approver: Option<String>,
}

/// What a request presented.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caller {
    /// The approver's token or session (or anyone, with `--no-auth`).
    Approver,
    /// The submission token.
    Submitter,
    /// Nothing.
    Nobody,
    /// A credential that is neither: counts as a failed attempt.
    Wrong,
}

/// What the store keeps of a session id.
#[must_use]
pub fn session_hash(id: &str) -> String {
    sha256_hex(id.as_bytes())
}

/// Compares secrets through their hashes, so the time taken says nothing about the secret.
#[must_use]
pub fn same_secret(given: &str, expected: &str) -> bool {
    let (a, b) = (sha256_hex(given.as_bytes()), sha256_hex(expected.as_bytes()));
    a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The credentials and the failure counts; the sessions live in the store.
pub struct Gate {
    credentials: Credentials,
    failures: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

impl Gate {
    #[must_use]
    pub fn new(credentials: Credentials) -> Gate {
        Gate { credentials, failures: Mutex::default() }
    }

    /// Whether credentials are checked at all.
    #[must_use]
    pub fn open(&self) -> bool {
        self.credentials.approver.is_none() && self.credentials.submission.is_none()
    }

    /// Who a Bearer token and a session cookie make the caller; `known_session` says whether
    /// a session id's SHA-256 names a live session (the cookie is hashed once, so the time
    /// taken says nothing about the stored ids).
    #[must_use]
    pub fn caller(&self, bearer: Option<&str>, session: Option<&str>, known_session: impl Fn(&str) -> bool) -> Caller {
        if self.open() {
            return Caller::Approver;
        }
        let approver = self.credentials.approver.as_deref();
        if let (Some(given), Some(expected)) = (bearer, approver) {
            if same_secret(given, expected) {
                return Caller::Approver;
            }
        }
        if let (Some(given), Some(expected)) = (bearer, self.credentials.submission.as_deref()) {
            if same_secret(given, expected) {
                return Caller::Submitter;
            }
        }
        if session.is_some_and(|s| known_session(&session_hash(s))) {
            return Caller::Approver;
        }
        if bearer.is_some() || session.is_some() {
            Caller::Wrong
        } else {
            Caller::Nobody
        }
    }

    /// The hash a record keeps of the credential it was submitted with.
    #[must_use]
    pub fn submitter_id(bearer: Option<&str>) -> String {
        bearer.map(|b| sha256_hex(b.as_bytes())).unwrap_or_default()
    }

    /// Whether `key` is the approver's token (the `/ui/login` link).
    #[must_use]
    pub fn approver_key(&self, key: &str) -> bool {
        self.open() || self.credentials.approver.as_deref().is_some_and(|expected| same_secret(key, expected))
    }

    /// Whether `client` has used up its failed attempts; checked before any credential.
    #[must_use]
    pub fn locked_out(&self, client: IpAddr, now: Instant) -> bool {
        let mut failures = self.failures.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let Some(times) = failures.get_mut(&client) else { return false };
        while times.front().is_some_and(|t| now.duration_since(*t) > FAILURE_WINDOW) {
            times.pop_front();
        }
        times.len() >= MAX_FAILURES
    }

    /// Counts a failed attempt.
    pub fn failed(&self, client: IpAddr, now: Instant) {
        let mut failures = self.failures.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        failures.entry(client).or_default().push_back(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gate() -> Gate {
        Gate::new(Credentials { submission: Some("sub".into()), approver: Some("app".into()) })
    }

    #[test]
    fn each_token_is_only_its_own_role() {
        let g = gate();
        let known = |hash: &str| hash == session_hash("s1");
        assert_eq!(g.caller(Some("app"), None, known), Caller::Approver);
        assert_eq!(g.caller(Some("sub"), None, known), Caller::Submitter);
        assert_eq!(g.caller(Some("other"), None, known), Caller::Wrong);
        assert_eq!(g.caller(None, Some("sub"), known), Caller::Wrong);
        assert_eq!(g.caller(None, None, known), Caller::Nobody);
        assert_eq!(g.caller(None, Some("s1"), known), Caller::Approver);
    }

    #[test]
    fn failures_lock_a_client_out_for_the_window() {
        let g = gate();
        let ip: IpAddr = [127, 0, 0, 1].into();
        let start = Instant::now();
        for _ in 0..MAX_FAILURES {
            assert!(!g.locked_out(ip, start));
            g.failed(ip, start);
        }
        assert!(g.locked_out(ip, start));
        assert!(!g.locked_out([127, 0, 0, 2].into(), start));
        assert!(!g.locked_out(ip, start + FAILURE_WINDOW + Duration::from_secs(1)));
    }
}

//! Everything a run needs from the approval service's side, gathered before proving: the
//! service's location, the submission token, the verifying key and the nonce store. The
//! reference looks for the service only after proving and for the key only after a person
//! approved; checking both first means nobody is asked to approve a run that cannot execute.

use super::error::ServiceError;
use super::locate::{locate_service, ServiceLocation, ServiceOrigin};
use super::system::ServiceEnvironment;
use crate::approval::receipts::NonceStore;
use crate::approval::receipts::VerifyKey;
use std::fmt;

/// A located service with the credentials to use it and the key to check its receipts.
#[derive(Clone, PartialEq, Eq)]
pub struct ServiceConfig {
    location: ServiceLocation,
    token: Option<String>,
    verify_key: VerifyKey,
    nonces: NonceStore,
}

impl fmt::Debug for ServiceConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ServiceConfig")
            .field("location", &self.location)
            .field("token", &self.token.as_ref().map(|_| "<redacted>"))
            .field("verify_key", &self.verify_key.to_text())
            .field("nonces", &self.nonces)
            .finish()
    }
}

/// Reads the process environment and checks everything [`super::request_approval`] will need.
/// Call it before proving.
///
/// # Errors
/// No service, a bad config file, no or an invalid verifying key, no place for nonces.
pub fn preflight() -> Result<ServiceConfig, ServiceError> {
    ServiceConfig::from_environment(&ServiceEnvironment::from_process()?)
}

impl ServiceConfig {
    /// A config from explicit parts (tests, embedders with their own configuration).
    #[must_use]
    pub fn new(url: &str, token: Option<String>, verify_key: VerifyKey, nonces: NonceStore) -> ServiceConfig {
        let location = ServiceLocation { url: url.trim_end_matches('/').to_owned(), origin: ServiceOrigin::Given };
        ServiceConfig { location, token, verify_key, nonces }
    }

    /// The config an environment describes; [`preflight`] with the process's.
    ///
    /// # Errors
    /// As [`preflight`].
    pub fn from_environment(env: &ServiceEnvironment) -> Result<ServiceConfig, ServiceError> {
        let location = locate_service(env)?;
        let key = env.verify_key.as_deref().ok_or(ServiceError::NoVerifyingKey)?;
        let verify_key = VerifyKey::parse(key).map_err(ServiceError::InvalidVerifyingKey)?;
        let nonces = NonceStore::from_environment(env)?;
        Ok(ServiceConfig { location, token: env.token.clone(), verify_key, nonces })
    }

    /// Where the service is.
    #[must_use]
    pub fn location(&self) -> &ServiceLocation {
        &self.location
    }

    /// The submission bearer token, if one is set.
    #[must_use]
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }

    /// The key receipts must be signed with.
    #[must_use]
    pub fn verify_key(&self) -> &VerifyKey {
        &self.verify_key
    }

    /// Where consumed nonces are recorded.
    #[must_use]
    pub fn nonces(&self) -> &NonceStore {
        &self.nonces
    }
}

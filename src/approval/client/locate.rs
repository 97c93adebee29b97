//! Finding the approval service the reference's way (compat-cli §4 step 5):
//! `CLAUZ3_APPROVAL_SERVICE`, else `CLAUZ3_APPROVAL_URL`, else `.clauz3/approval-service.json`
//! in the working directory (an object with a non-empty string `url`). Trailing `/` dropped.

use super::error::ServiceError;
use super::system::{read_optional, ServiceEnvironment};
use std::fmt;
use std::path::PathBuf;

/// The config file, relative to the working directory.
pub const CONFIG_FILE: &str = ".clauz3/approval-service.json";

/// Where the service URL came from, for messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServiceOrigin {
    /// `CLAUZ3_APPROVAL_SERVICE`.
    ServiceVariable,
    /// `CLAUZ3_APPROVAL_URL`.
    UrlVariable,
    /// The config file at this path.
    ConfigFile(PathBuf),
    /// Given in code ([`super::ServiceConfig::new`]).
    Given,
}

impl fmt::Display for ServiceOrigin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceOrigin::ServiceVariable => f.write_str("CLAUZ3_APPROVAL_SERVICE"),
            ServiceOrigin::UrlVariable => f.write_str("CLAUZ3_APPROVAL_URL"),
            ServiceOrigin::ConfigFile(p) => write!(f, "{}", p.display()),
            ServiceOrigin::Given => f.write_str("the embedding program"),
        }
    }
}

/// The service's base URL and where it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServiceLocation {
    /// The base URL, without a trailing `/`.
    pub url: String,
    /// Where it came from.
    pub origin: ServiceOrigin,
}

/// Locates the service; the first source that is set wins, even if a later one would differ.
///
/// # Errors
/// No source, an unreadable or invalid config file, or a URL that is not http(s).
pub fn locate_service(env: &ServiceEnvironment) -> Result<ServiceLocation, ServiceError> {
    let (url, origin) = if let Some(url) = &env.service {
        (url.clone(), ServiceOrigin::ServiceVariable)
    } else if let Some(url) = &env.url {
        (url.clone(), ServiceOrigin::UrlVariable)
    } else {
        let path = env.cwd.join(CONFIG_FILE);
        let text = read_optional(&path)
            .map_err(|source| ServiceError::ConfigUnreadable { path: path.clone(), source })?
            .ok_or(ServiceError::NotConfigured)?;
        (config_url(&text, &path)?, ServiceOrigin::ConfigFile(path))
    };
    let url = url.trim_end_matches('/').to_owned();
    let has_host = url.split_once("://").is_some_and(|(scheme, rest)| {
        (scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https")) && !rest.is_empty()
    });
    if !has_host {
        return Err(ServiceError::NotHttp { url, origin: origin.to_string() });
    }
    Ok(ServiceLocation { url, origin })
}

fn config_url(text: &str, path: &std::path::Path) -> Result<String, ServiceError> {
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| ServiceError::ConfigInvalid { path: path.to_owned(), reason: e.to_string() })?;
    match value.get("url").and_then(serde_json::Value::as_str) {
        Some(url) if !url.is_empty() => Ok(url.to_owned()),
        _ => Err(ServiceError::ConfigMissingUrl { path: path.to_owned() }),
    }
}

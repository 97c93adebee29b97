//! Everything that stops an approval short of a decision. All of it is the exit-2 class
//! (configuration or protocol); a denial is a decision, not an error.

use crate::approval::receipts::KeyError;
use crate::approval::receipts::ReceiptError;
use std::path::PathBuf;

/// The exit code of every [`ServiceError`] in `clauz3 run`.
pub const EXIT_CODE: u8 = 2;

/// A configuration, transport or protocol failure; the program must not run.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// No variable and no `.clauz3/approval-service.json`.
    #[error("no approval service configured; set CLAUZ3_APPROVAL_SERVICE")]
    NotConfigured,
    /// The config file exists but cannot be read.
    #[error("cannot read approval config {path}: {source}")]
    ConfigUnreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The config file is not JSON.
    #[error("invalid approval config {path}: {reason}")]
    ConfigInvalid {
        /// The file.
        path: PathBuf,
        /// The parser's message.
        reason: String,
    },
    /// The config file has no non-empty string `url`.
    #[error("approval config {path} must contain a URL")]
    ConfigMissingUrl {
        /// The file.
        path: PathBuf,
    },
    /// The located URL is not http(s).
    #[error("approval service URL '{url}' (from {origin}) must start with http:// or https://")]
    NotHttp {
        /// The URL.
        url: String,
        /// Where it came from.
        origin: String,
    },
    /// An environment variable is not UTF-8.
    #[error("environment variable {0} is not valid UTF-8")]
    EnvNotUnicode(&'static str),
    /// The working directory is unknown.
    #[error("cannot determine the working directory: {0}")]
    NoWorkingDirectory(std::io::Error),
    /// `CLAUZ3_APPROVAL_VERIFY_KEY` is unset: fail closed.
    #[error(
        "refusing to run: no approval verifying key provisioned. Set CLAUZ3_APPROVAL_VERIFY_KEY to the approval service's public key."
    )]
    NoVerifyingKey,
    /// `CLAUZ3_APPROVAL_VERIFY_KEY` is not a key.
    #[error("{0} (CLAUZ3_APPROVAL_VERIFY_KEY)")]
    InvalidVerifyingKey(KeyError),
    /// Neither `CLAUZ3_CACHE` nor `HOME` says where consumed nonces are kept.
    #[error("no place for consumed receipt nonces: set CLAUZ3_CACHE (or HOME)")]
    NoNonceStore,
    /// The service could not be reached (connection refused, name, TLS, protocol).
    #[error("approval service is unavailable: {0}")]
    Unavailable(String),
    /// No answer within the approval timeout.
    #[error("approval service did not answer within {seconds} s")]
    TimedOut {
        /// The timeout.
        seconds: f64,
    },
    /// A non-2xx answer, with its body.
    #[error("approval service returned HTTP {status}: {body}")]
    Http {
        /// The status code.
        status: u16,
        /// The body as text.
        body: String,
    },
    /// An answer that is not the approval response.
    #[error("{0}")]
    InvalidResponse(#[from] ResponseError),
    /// An approving decision without a receipt.
    #[error("approval response did not include a receipt")]
    MissingReceipt,
    /// The receipt does not let this run execute.
    #[error("{0}")]
    Receipt(#[from] ReceiptError),
    /// The nonce store could not be read or written, so single use cannot be enforced.
    #[error("cannot record the receipt nonce in {path}: {source}")]
    NonceStore {
        /// The file or directory.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

impl ServiceError {
    /// The exit code `clauz3 run` gives this error: always [`EXIT_CODE`].
    #[must_use]
    pub const fn exit_code(&self) -> u8 {
        EXIT_CODE
    }
}

/// An answer that breaks the response protocol (compat-cli §4, "The approval response").
#[derive(Debug, thiserror::Error)]
pub enum ResponseError {
    /// Not JSON.
    #[error("invalid approval response JSON: {0}")]
    NotJson(String),
    /// JSON but not an object.
    #[error("approval response must be a JSON object")]
    NotObject,
    /// `decision` outside the vocabulary; never read as a denial.
    #[error("invalid approval response: {0}")]
    Decision(#[from] crate::approval::protocol::UnknownDecision),
    /// `request_id`, `receipt` or `feedback` present but not a string.
    #[error("approval response contains a non-string field")]
    NonStringField,
}

//! Single use of receipts. Consumed nonces live where the reference keeps them,
//! `$CLAUZ3_CACHE/consumed-receipts.txt` (default `~/.cache/clauz3/`), one per line, so a
//! receipt spent by either runner is spent for both. The reference checks and appends, which
//! two concurrent runs can both pass; we first claim the nonce by creating
//! `consumed-receipts.d/<sha256 of the nonce>` exclusively, which only one run can do. The
//! store is outside the project on purpose: a receipt replayed from another directory is
//! still refused.

use super::receipt::ReceiptError;
use crate::approval::client::system::{append_line, create_dirs, create_new, read_optional, ServiceEnvironment};
use crate::approval::client::ServiceError;
use crate::approval::protocol::sha256_hex;
use std::path::{Path, PathBuf};

/// The line-per-nonce list the reference reads and writes.
const LIST: &str = "consumed-receipts.txt";
/// Our exclusive claims: one file per nonce, named by its hash.
const CLAIMS: &str = "consumed-receipts.d";

/// The directory of consumed nonces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NonceStore {
    dir: PathBuf,
}

impl NonceStore {
    /// A store in `dir`.
    #[must_use]
    pub fn in_dir(dir: impl Into<PathBuf>) -> NonceStore {
        NonceStore { dir: dir.into() }
    }

    /// The reference's place: `CLAUZ3_CACHE` (a leading `~` is the home directory), else
    /// `~/.cache/clauz3`.
    ///
    /// # Errors
    /// When neither `CLAUZ3_CACHE` nor `HOME` is known.
    pub fn from_environment(env: &ServiceEnvironment) -> Result<NonceStore, ServiceError> {
        let dir = match &env.cache {
            Some(cache) => expand_home(cache, env.home.as_deref())?,
            None => env.home.as_ref().ok_or(ServiceError::NoNonceStore)?.join(".cache").join("clauz3"),
        };
        Ok(NonceStore { dir })
    }

    /// The directory.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Marks `nonce` used, or refuses it as a replay when some run (ours or the reference's)
    /// already used it.
    ///
    /// # Errors
    /// [`ReceiptError::Replayed`], or a store that cannot be read or written (fail closed).
    pub fn consume(&self, nonce: &str) -> Result<(), ServiceError> {
        if nonce.is_empty() || !nonce.chars().all(|c| c.is_ascii_graphic()) {
            return Err(ReceiptError::MalformedNonce.into());
        }
        let list = self.dir.join(LIST);
        let io = |path: &Path| {
            let path = path.to_owned();
            move |source| ServiceError::NonceStore { path, source }
        };
        if read_optional(&list).map_err(io(&list))?.is_some_and(|text| text.lines().any(|l| l == nonce)) {
            return Err(ReceiptError::Replayed.into());
        }
        let claims = self.dir.join(CLAIMS);
        create_dirs(&claims).map_err(io(&claims))?;
        let claim = claims.join(sha256_hex(nonce.as_bytes()));
        match create_new(&claim, nonce) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Err(ReceiptError::Replayed.into()),
            Err(e) => return Err(io(&claim)(e)),
        }
        append_line(&list, nonce).map_err(io(&list))
    }
}

/// `~` and `~/...` under the home directory, as Python's `expanduser` does; other paths as
/// written.
fn expand_home(path: &str, home: Option<&Path>) -> Result<PathBuf, ServiceError> {
    match path.strip_prefix('~') {
        Some(rest) if rest.is_empty() || rest.starts_with('/') => {
            Ok(home.ok_or(ServiceError::NoNonceStore)?.join(rest.trim_start_matches('/')))
        }
        _ => Ok(PathBuf::from(path)),
    }
}

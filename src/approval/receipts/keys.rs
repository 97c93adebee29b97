//! Ed25519 keys as the reference writes them: the raw 32-byte seed (signing) or public point
//! (verifying) in URL-safe base64 without padding. The runner holds only the verifying key, so
//! nothing the approved program can reach is able to mint a receipt.

use base64::alphabet::URL_SAFE;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};
use base64::engine::DecodePaddingMode;
use base64::Engine;
use ed25519_dalek::{Signature, Signer};

/// URL-safe base64; decoding takes the text with or without `=` padding, as Python's
/// `urlsafe_b64decode(text + padding)` does.
const B64: GeneralPurpose = GeneralPurpose::new(
    &URL_SAFE,
    GeneralPurposeConfig::new().with_encode_padding(false).with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// The environment variable of the runner's verifying key.
pub const VERIFY_KEY_ENV: &str = "CLAUZ3_APPROVAL_VERIFY_KEY";
/// The environment variable of the service's signing key.
pub const SIGNING_KEY_ENV: &str = "CLAUZ3_APPROVAL_SIGNING_KEY";

/// Why a key text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeyError {
    /// Not 32 bytes of base64.
    #[error("invalid {what} key: not 32 bytes of URL-safe base64")]
    Encoding {
        /// `verifying` or `signing`.
        what: &'static str,
    },
    /// 32 bytes that are not a point on the curve.
    #[error("invalid verifying key: not an Ed25519 public key")]
    NotAPoint,
}

/// The public key receipts are checked against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyKey(ed25519_dalek::VerifyingKey);

impl VerifyKey {
    /// Reads the base64 text of `clauz3 approval-keygen` (surrounding whitespace ignored; the
    /// standard alphabet's `+` and `/` are taken too, as Python's decoder takes them).
    ///
    /// # Errors
    /// When the text is not 32 bytes of base64 or not a valid Ed25519 point.
    pub fn parse(text: &str) -> Result<VerifyKey, KeyError> {
        let bytes = key_bytes(text).ok_or(KeyError::Encoding { what: "verifying" })?;
        ed25519_dalek::VerifyingKey::from_bytes(&bytes).map(VerifyKey).map_err(|_| KeyError::NotAPoint)
    }

    /// The key's base64 text.
    #[must_use]
    pub fn to_text(&self) -> String {
        B64.encode(self.0.as_bytes())
    }

    /// Whether `signature` is this key's signature of `message`. Strict verification: a
    /// non-canonical signature or a weak key never verifies.
    pub(super) fn verifies(&self, message: &[u8], signature: &[u8]) -> bool {
        Signature::from_slice(signature).is_ok_and(|s| self.0.verify_strict(message, &s).is_ok())
    }
}

/// The approval service's private key; here to mint receipts in tests and for a service of
/// our own.
#[derive(Clone)]
pub struct SigningKey(ed25519_dalek::SigningKey);

impl std::fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SigningKey(..)")
    }
}

impl SigningKey {
    /// Reads the base64 seed as `clauz3 approval-keygen` prints it.
    ///
    /// # Errors
    /// When the text is not 32 bytes of base64.
    pub fn parse(text: &str) -> Result<SigningKey, KeyError> {
        let seed = key_bytes(text).ok_or(KeyError::Encoding { what: "signing" })?;
        Ok(SigningKey(ed25519_dalek::SigningKey::from_bytes(&seed)))
    }

    /// A fresh key from the operating system's random source.
    ///
    /// # Errors
    /// When the random source fails.
    pub fn generate() -> Result<SigningKey, getrandom::Error> {
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed)?;
        Ok(SigningKey(ed25519_dalek::SigningKey::from_bytes(&seed)))
    }

    /// The seed's base64 text.
    #[must_use]
    pub fn to_text(&self) -> String {
        B64.encode(self.0.to_bytes())
    }

    /// The matching verifying key.
    #[must_use]
    pub fn verify_key(&self) -> VerifyKey {
        VerifyKey(self.0.verifying_key())
    }

    /// The Ed25519 signature of `message` (a receipt signs its payload segment's bytes).
    #[must_use]
    pub fn sign(&self, message: &[u8]) -> [u8; 64] {
        self.0.sign(message).to_bytes()
    }
}

/// URL-safe base64 without padding.
pub(crate) fn b64encode(bytes: &[u8]) -> String {
    B64.encode(bytes)
}

/// URL-safe base64, padded or not; `None` when it is not.
pub(crate) fn b64decode(text: &str) -> Option<Vec<u8>> {
    B64.decode(text).ok()
}

fn key_bytes(text: &str) -> Option<[u8; 32]> {
    let normalized: String = text
        .trim()
        .chars()
        .map(|c| match c {
            '+' => '-',
            '/' => '_',
            c => c,
        })
        .collect();
    b64decode(&normalized)?.try_into().ok()
}

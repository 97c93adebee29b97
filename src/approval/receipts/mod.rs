//! Receipts (compat-cli §5): the service signs one per approval with its Ed25519 key, the runner
//! verifies it against the request it sent and spends its nonce once.

mod issue;
mod keys;
mod nonce;
mod receipt;

pub use issue::{approval_response, issue_receipt, RECEIPT_LIFETIME};
pub(crate) use keys::b64encode;
pub use keys::{KeyError, SigningKey, VerifyKey, SIGNING_KEY_ENV, VERIFY_KEY_ENV};
pub use nonce::NonceStore;
pub use receipt::{sign_receipt, verify_receipt, ReceiptBinding, ReceiptClaims, ReceiptError, VerifiedReceipt};

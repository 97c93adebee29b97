//! `clauz3 approval-keygen`: a fresh Ed25519 key pair for approval receipts, printed as the
//! reference prints it (two comments, two copy-pasteable `NAME=value` lines).

use crate::approval::{SigningKey, SIGNING_KEY_ENV, VERIFY_KEY_ENV};
use clap::Args;
use std::process::ExitCode;

/// No flags: the keys go to stdout, for the operator to place.
#[derive(Args, Debug)]
pub struct ApprovalKeygenArgs {}

pub fn run(_args: &ApprovalKeygenArgs) -> ExitCode {
    let key = match SigningKey::generate() {
        Ok(key) => key,
        Err(e) => {
            errln!("error: cannot read the operating system's random source: {e}");
            return ExitCode::from(2);
        }
    };
    out!("{}", keygen_text(&key));
    ExitCode::SUCCESS
}

/// The four lines: the secret signing key for the service, the public key for the runner.
fn keygen_text(key: &SigningKey) -> String {
    format!(
        "# approval service (signs receipts) — keep secret:\n{SIGNING_KEY_ENV}={}\n# runner (verifies receipts):\n{VERIFY_KEY_ENV}={}\n",
        key.to_text(),
        key.verify_key().to_text()
    )
}

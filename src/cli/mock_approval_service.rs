//! `clauz3 mock-approval-service --config FILE` (compat-cli §7): prints
//! `CLAUZ3_APPROVAL_SERVICE=...` and answers every request as scripted until Ctrl-C (130).

use crate::approval::mock::{serve_mock, MockConfig};
use crate::approval::receipts::SigningKey;
use crate::approval::service::{self, ServiceSecrets};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct MockApprovalServiceArgs {
    /// The scripted answer (JSON): `decision`, `receipt`, `feedback`, `require_program_sha256`.
    #[arg(long, value_name = "FILE")]
    config: PathBuf,
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    host: String,
    /// The port (0 picks a free one; the startup line says which).
    #[arg(long, default_value_t = 8765)]
    port: u16,
}

/// The exit status after Ctrl-C, as the reference's.
const INTERRUPTED: u8 = 130;

pub fn run(args: &MockApprovalServiceArgs) -> ExitCode {
    match start(args) {
        Ok(()) => ExitCode::from(INTERRUPTED),
        Err(e) => {
            errln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

#[expect(clippy::disallowed_methods, reason = "reads the config file the user names")]
fn start(args: &MockApprovalServiceArgs) -> Result<(), String> {
    let text = std::fs::read_to_string(&args.config)
        .map_err(|e| format!("cannot read mock approval config {}: {e}", args.config.display()))?;
    let config = MockConfig::parse(&text)?;
    let key = match ServiceSecrets::from_process()?.signing_key {
        Some(text) => Some(SigningKey::parse(&text).map_err(|e| format!("CLAUZ3_APPROVAL_SIGNING_KEY: {e}"))?),
        None => None,
    };
    let runtime = service::runtime()?;
    runtime.block_on(async {
        let listener = service::bind(&args.host, args.port).await?;
        let port = listener.local_addr().map_err(|e| e.to_string())?.port();
        outln!("CLAUZ3_APPROVAL_SERVICE=http://{}:{port}", args.host);
        let shutdown = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        serve_mock(config, key, listener, shutdown).await
    })
}

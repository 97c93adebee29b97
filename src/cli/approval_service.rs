//! `clauz3 approval-service` (compat-cli §6): the flags, the credentials and the startup lines
//! of the reference, around the server in [`crate::approval::service`].

use super::LayerArgs;
use crate::approval::receipts::{SigningKey, VERIFY_KEY_ENV};
use crate::approval::service::{
    self, Credentials, ServiceSecrets, ServiceSettings, DECISION_TOKEN_ENV, SUBMISSION_TOKEN_ENV,
};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

mod operator_layer;

#[derive(Args, Debug)]
pub struct ApprovalServiceArgs {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    host: String,
    /// The port (0 picks a free one; the startup line says which).
    #[arg(long, default_value_t = 8765)]
    port: u16,
    /// An approval policy (JSON) that decides some requests automatically; needs the
    /// operator's roots.
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
    #[command(flatten)]
    layers: LayerArgs,
    /// Check no credentials at all (a demo on a machine of one's own only).
    #[arg(long)]
    no_auth: bool,
    /// The SQLite file the requests and decisions are kept in, so a restart loses none.
    #[arg(long, value_name = "FILE", default_value = ".clauz3/approval-service.sqlite3")]
    state: PathBuf,
    /// The longest, in seconds, a submitted request waits for a decision (then 503).
    #[arg(long, value_name = "SECONDS", default_value_t = 300.0)]
    max_wait: f64,
    /// Let approvers remember decisions: the service proves each request itself on the
    /// operator's roots, and a later request with the same verified guarantees, imports,
    /// trusted files and engine is decided by the remembered rule; needs the operator's roots.
    #[arg(long)]
    remember_decisions: bool,
}

pub fn run(args: &ApprovalServiceArgs) -> ExitCode {
    match start(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            errln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn start(args: &ApprovalServiceArgs) -> Result<(), String> {
    let options = args.layers.options();
    let configured = !options.trusted_roots.is_empty() || !options.import_roots.is_empty();
    if args.policy.is_some() && !configured {
        return Err("--policy requires operator-configured roots: supply --trusted-root and/or --import-root; \
the request cannot authorize its own layer"
            .into());
    }
    if args.remember_decisions && !configured {
        return Err("--remember-decisions requires operator-configured roots: supply --trusted-root and/or \
--import-root; the service proves each request on the operator's layer, never on the request's own paths"
            .into());
    }
    if !(args.max_wait.is_finite() && args.max_wait > 0.0) {
        return Err("--max-wait must be a positive number of seconds".into());
    }
    let policy = args.policy.as_deref().map(super::run::read_policy).transpose()?;
    let secrets = ServiceSecrets::from_process()?;
    let credentials = credentials(args.no_auth, &secrets)?;
    let (signing_key, generated) = match &secrets.signing_key {
        Some(text) => (SigningKey::parse(text).map_err(|e| format!("CLAUZ3_APPROVAL_SIGNING_KEY: {e}"))?, false),
        None => (SigningKey::generate().map_err(|e| format!("cannot generate a signing key: {e}"))?, true),
    };
    let engine = if args.remember_decisions { Some(operator_layer::engine_identity()?) } else { None };
    let layer: Option<Arc<dyn service::OperatorLayer>> =
        if configured { Some(Arc::new(operator_layer::Operator::new(options, policy, engine)?)) } else { None };
    let state = service::open_state(&args.state)?;
    let runtime = service::runtime()?;
    runtime.block_on(async {
        let listener = service::bind(&args.host, args.port).await?;
        let port = listener.local_addr().map_err(|e| e.to_string())?.port();
        let host = if args.host.contains(':') { format!("[{}]", args.host) } else { args.host.clone() };
        let base = format!("http://{host}:{port}");
        outln!("CLAUZ3_APPROVAL_SERVICE={base}");
        if let Some(token) = &credentials.submission {
            outln!("{SUBMISSION_TOKEN_ENV}={token}");
        }
        if generated {
            outln!("{VERIFY_KEY_ENV}={}", signing_key.verify_key().to_text());
        }
        if let Some(token) = &credentials.approver {
            outln!("approver UI (keep private): {base}/ui/login?key={token}");
        }
        let settings = ServiceSettings {
            host: args.host.clone(),
            credentials,
            signing_key,
            max_wait: Duration::from_secs_f64(args.max_wait),
            layer,
            remember: args.remember_decisions,
        };
        let shutdown = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        service::serve(settings, state, listener, shutdown).await
    })
}

/// The submission and approver tokens: from the environment, else fresh; they must differ.
fn credentials(no_auth: bool, secrets: &ServiceSecrets) -> Result<Credentials, String> {
    if no_auth {
        return Ok(Credentials { submission: None, approver: None });
    }
    let submission = match &secrets.submission_token {
        Some(t) => t.clone(),
        None => service::random_token()?,
    };
    let approver = match &secrets.decision_token {
        Some(t) => t.clone(),
        None => service::random_token()?,
    };
    if crate::approval::service::same_secret(&submission, &approver) {
        return Err(format!("{DECISION_TOKEN_ENV} must differ from {SUBMISSION_TOKEN_ENV}"));
    }
    Ok(Credentials { submission: Some(submission), approver: Some(approver) })
}

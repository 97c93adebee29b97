//! The operator's layer for the approval service: the roots given on the command line (never
//! a request's paths), the program loaded once against them, what the approver is shown (the
//! same [`Presentation`] the runner's terminal prompt shows, from `fill()`), and the policy
//! evaluated against it; with `--remember-decisions`, the service's own proof of the request
//! on its own thread, with a deadline.

use crate::api::run::{verify_for_remembering, Policy, PolicyOutcome, Presentation, VerifiedBasis};
use crate::api::{tool_catalog, LoadOptions, Program, ProveOptions};
use crate::approval::protocol::Decision;
use crate::approval::service::{AutoDecision, OperatorLayer, Remembering, Review};
use crate::loader::{default_import_roots, resolved};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// How long the service's own proof of a request may take (the reference's worker gets as long).
const VERIFY_DEADLINE: Duration = Duration::from_secs(20);
/// Proofs running at once; a request arriving while they all run is decided by a person.
const MAX_VERIFYING: usize = 2;

pub struct Operator {
    options: LoadOptions,
    /// The configured roots, resolved, that a request must select in this order.
    trusted: Vec<PathBuf>,
    imports: Vec<PathBuf>,
    policy: Option<Policy>,
    /// The engine's identity, when decisions are remembered.
    engine: Option<String>,
    /// Proofs for remembering still running (one that passed its deadline runs on to its end).
    verifying: Arc<AtomicUsize>,
}

impl Operator {
    /// The layer at `options`' roots; one that does not load is refused at startup.
    pub fn new(options: LoadOptions, policy: Option<Policy>, engine: Option<String>) -> Result<Operator, String> {
        tool_catalog(&options).map_err(|e| e.text.trim_end().to_string())?;
        let trusted = options.trusted_roots.iter().map(|p| resolved(p)).collect();
        // Without `--import-root`, the selection's import roots are the service's directory
        // and its `.clauz3`, as the reference's service and both runners name them.
        let imports = if options.import_roots.is_empty() {
            default_import_roots()
        } else {
            options.import_roots.iter().map(|p| resolved(p)).collect()
        };
        Ok(Operator { options, trusted, imports, policy, engine, verifying: Arc::default() })
    }

    fn authorize(&self, request: &Value) -> Result<(), String> {
        if paths(request, "trusted_roots")? == self.trusted && paths(request, "import_roots")? == self.imports {
            Ok(())
        } else {
            Err("requested trusted_roots and import_roots do not match an authorized layer".into())
        }
    }

    /// The policy's decision on the loaded program, if a rule fires.
    fn judge(&self, program: &Program, target: &str) -> Option<AutoDecision> {
        let policy = self.policy.as_ref()?;
        // A rule that does not load against the program is skipped, as in the reference: ask.
        match policy.evaluate(program, &ProveOptions { target: target.to_string(), ..ProveOptions::default() }).ok()? {
            PolicyOutcome::AutoApproved { rule, reason } => {
                Some(AutoDecision { decision: Decision::AutoApproved, rule, reason })
            }
            PolicyOutcome::AutoRejected { rule, reason } => {
                Some(AutoDecision { decision: Decision::AutoRejected, rule, reason })
            }
            PolicyOutcome::Ask => None,
        }
    }

    /// The service's own proof of the request, for remembering: on a thread of its own, so a
    /// proof that passes the deadline is abandoned (it ends within its limits) and the request
    /// goes to a person.
    fn verify(&self, request: &Value) -> Option<Remembering> {
        let engine = self.engine.clone()?;
        let Some(slot) = Slot::take(&self.verifying) else {
            return Some(Remembering::Refused("the service was busy proving other requests".into()));
        };
        let (options, request) = (self.options.clone(), request.clone());
        let (sender, receiver) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new().name("clauz3-verify".into()).spawn(move || {
            let _slot = slot;
            let _ = sender.send(verify_in(&options, &request, &engine));
        });
        if spawned.is_err() {
            return Some(Remembering::Refused("the service could not start its own proof".into()));
        }
        Some(match receiver.recv_timeout(VERIFY_DEADLINE) {
            Ok(Ok(VerifiedBasis { signature, basis })) => Remembering::Verified { signature, basis },
            Ok(Err(why)) => Remembering::Refused(why),
            Err(_) => Remembering::Refused(format!(
                "the service's own proof did not finish within {} seconds",
                VERIFY_DEADLINE.as_secs()
            )),
        })
    }
}

/// Loads the request's program on the operator's roots and proves it.
fn verify_in(options: &LoadOptions, request: &Value, engine: &str) -> Result<VerifiedBasis, String> {
    let text = request["program"].as_str().unwrap_or_default();
    let target = request["target"].as_str().unwrap_or("main");
    let program = Program::load_text("<request>", text, options, Vec::new)
        .map_err(|_| "the program does not load against the operator's layer".to_string())?;
    verify_for_remembering(&program, target, request, engine, VERIFY_DEADLINE)
}

/// One of the [`MAX_VERIFYING`] places for a running proof, given back when dropped.
struct Slot(Arc<AtomicUsize>);

impl Slot {
    fn take(count: &Arc<AtomicUsize>) -> Option<Slot> {
        count.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| (n < MAX_VERIFYING).then_some(n + 1)).ok()?;
        Some(Slot(count.clone()))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// What a remembered rule binds the engine by: the crate's version and the SHA-256 of the
/// running executable, so a rebuilt prover asks again.
///
/// # Errors
/// The executable cannot be read.
#[expect(clippy::disallowed_types, reason = "the engine is identified by its own executable")]
pub fn engine_identity() -> Result<String, String> {
    use sha2::Digest;
    let exe = std::env::current_exe().map_err(|e| format!("cannot identify the engine: {e}"))?;
    let unreadable = |e: std::io::Error| format!("cannot identify the engine: {}: {e}", exe.display());
    let mut hasher = sha2::Sha256::new();
    std::io::copy(&mut std::fs::File::open(&exe).map_err(unreadable)?, &mut hasher).map_err(unreadable)?;
    Ok(format!("clauz3 {} {}", env!("CARGO_PKG_VERSION"), crate::approval::protocol::hex(&hasher.finalize())))
}

fn paths(request: &Value, field: &str) -> Result<Vec<PathBuf>, String> {
    let items = request[field].as_array().ok_or(format!("{field} must be a list of path strings"))?;
    items
        .iter()
        .map(|i| match i.as_str() {
            Some(p) if !p.is_empty() => Ok(resolved(Path::new(p))),
            _ => Err(format!("{field} must contain only nonempty path strings")),
        })
        .collect()
}

impl OperatorLayer for Operator {
    fn review(&self, request: &Value) -> Result<Review, String> {
        self.authorize(request)?;
        let name = request["source_name"].as_str().unwrap_or("<request>");
        let text = request["program"].as_str().unwrap_or_default();
        let target = request["target"].as_str().unwrap_or("main");
        let program = match Program::load_text(name, text, &self.options, Vec::new) {
            Ok(program) => program,
            Err(e) => {
                let note = format!("the program does not load against the operator's layer: {}", e.text.trim_end());
                let remembering = self
                    .engine
                    .as_ref()
                    .map(|_| Remembering::Refused("the program does not load against the operator's layer".into()));
                return Ok(Review { presentation: json!({ "layer_note": note }), auto: None, remembering });
            }
        };
        let presentation = serde_json::to_value(Presentation::of(&program, target)).unwrap_or_default();
        let auto = self.judge(&program, target);
        Ok(Review { presentation, auto, remembering: self.verify(request) })
    }
}

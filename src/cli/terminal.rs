//! Approval at the terminal: shows what a person approves (the guarantees in words, whether
//! simulated tools are involved, the proof) and reads a decision of the reference's vocabulary.
//! Without a terminal on stdin it refuses to decide; it never approves on its own.

use crate::api::run::{Approval, ApprovalError, ApprovalRequest, Approver, Decision, Waiting};
use std::io::{BufRead, IsTerminal, Write};
use std::sync::mpsc;
use std::time::Duration;

pub(super) struct TerminalApprover {
    /// How long to wait for each answer.
    pub timeout: Duration,
}

/// Why the terminal cannot be asked, when it cannot.
pub(super) fn unavailable() -> Option<&'static str> {
    (!std::io::stdin().is_terminal()).then_some(
        "no approver: stdin is not a terminal, so nobody can be asked; ask an approval service (--approval-service URL), approve with --policy FILE, or --yes (tests and CI only)",
    )
}

impl Approver for TerminalApprover {
    fn prepare(&mut self) -> Result<(), ApprovalError> {
        match unavailable() {
            Some(why) => Err(ApprovalError(why.into())),
            None => Ok(()),
        }
    }

    fn decide(&mut self, request: &ApprovalRequest, waiting: &Waiting<'_>) -> Result<Approval, ApprovalError> {
        waiting();
        err!("{}", summary(request));
        let decision = loop {
            err!("decision? [a] approve once, [r] reject, [c] reject the contract, [m] request more: ");
            let _ = std::io::stderr().flush();
            let answer = self.read_line()?;
            match answer.trim() {
                "a" | "approve" => break Decision::ApprovedOnce,
                "r" | "reject" => break Decision::Rejected,
                "c" | "reject contract" => break Decision::RejectedContract,
                "m" | "more" | "request more" => break Decision::RequestMore,
                other => errln!("'{other}' is not one of a, r, c, m"),
            }
        };
        let feedback = if decision.approves() {
            None
        } else {
            err!("reason or note for the agent (optional): ");
            let _ = std::io::stderr().flush();
            Some(self.read_line()?.trim().to_owned()).filter(|f| !f.is_empty())
        };
        Ok(Approval { feedback, ..Approval::new(decision, "terminal") })
    }
}

impl TerminalApprover {
    fn read_line(&self) -> Result<String, ApprovalError> {
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let read = std::io::stdin().lock().read_line(&mut line);
            let _ = tx.send(read.map(|n| (n, line)));
        });
        match rx.recv_timeout(self.timeout) {
            Ok(Ok((0, _))) => Err(ApprovalError("approval: the terminal closed before a decision".into())),
            Ok(Ok((_, line))) => Ok(line),
            Ok(Err(e)) => Err(ApprovalError(format!("approval: cannot read the terminal: {e}"))),
            Err(_) => Err(ApprovalError(format!(
                "approval: no decision within {} s (--approval-timeout)",
                self.timeout.as_secs()
            ))),
        }
    }
}

/// What the person reads before deciding.
fn summary(request: &ApprovalRequest) -> String {
    let mut out = format!(
        "\napproval requested for {} ({}), target {}\n",
        request.source_name, request.request_id, request.target
    );
    if request.guarantee_details.is_empty() {
        out.push_str("  no guarantees: the program promises nothing about its effects\n");
    }
    for g in &request.guarantee_details {
        match &g.description {
            Some(d) => out.push_str(&format!("  guarantee: {d}\n             {}\n", g.expression)),
            None => out.push_str(&format!("  guarantee: {}\n", g.expression)),
        }
    }
    for p in &request.proofs {
        out.push_str(&format!("  proof: {}: {} {}\n", p.name, p.conclusion, p.description));
    }
    if request.coverage.is_empty() {
        out.push_str("  coverage: no coverage policy names a domain this program uses\n");
    }
    for c in &request.coverage {
        let text = |k: &str| c.get(k).and_then(|v| v.as_str()).unwrap_or_default().to_owned();
        let names = |k: &str| {
            let list: Vec<&str> =
                c.get(k).and_then(|v| v.as_array()).into_iter().flatten().filter_map(|v| v.as_str()).collect();
            list.join(", ")
        };
        let mut line = format!("  coverage: {}: {}", text("domain"), text("status"));
        for (key, label) in
            [("missing_required", "not stated, proved anyway"), ("missing_recommended", "recommended, not stated")]
        {
            let missing = names(key);
            if !missing.is_empty() {
                line.push_str(&format!("; {label}: {missing}"));
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    if !request.simulated_effects.is_empty() {
        out.push_str(&format!("  includes simulated tools: {}\n", request.simulated_effects.join(", ")));
    }
    out
}

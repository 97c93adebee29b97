//! What `prove --backend lean|both` prints and how it exits, from the Z3 report and the
//! [`LeanReport`]. The `proved!` line appears only when Z3 proved the target and, for `lean`,
//! Lean accepted (exit 0) every eligible obligation; a missing toolchain is said as such, never
//! turned into a verdict Lean did not give.

use super::backend::LeanReport;
use super::vocab::code;
use crate::ProofReport;

/// Which backends were asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Requested {
    /// Lean must confirm what Z3 proved.
    Lean,
    /// Z3's verdict stands; Lean's check is reported beside it.
    Both,
}

/// The lines to print and the exit code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The verdict line, then the `lean:` (and, when Lean decides, `z3:`) lines.
    pub lines: Vec<String>,
    /// Located errors for stderr (one per disagreement).
    pub errors: Vec<String>,
    /// 0 proved, 1 failed (or a disagreement), 2 not proved by the requested backend.
    pub exit: u8,
}

pub fn outcome(z3: &ProofReport, lean: &LeanReport, requested: Requested) -> Outcome {
    let c = lean.counts();
    let target = &z3.target;
    let double = if lean.live { "" } else { " [scripted test double: not a Lean check]" };
    let z3_exit = if z3.proved() { 0 } else { 1 };
    if !z3.proved() {
        let note = format!("lean: not run: {}", lean.not_checked.as_deref().unwrap_or("Z3 did not prove the target"));
        return Outcome { lines: vec![z3.line.clone(), note], errors: Vec::new(), exit: z3_exit };
    }
    let disagreements = lean.disagreements();
    if !disagreements.is_empty() || c.contract_rejected > 0 {
        let errors = disagreements
            .iter()
            .map(|o| {
                let rc = o.receipts.iter().find(|r| r.residual()).and_then(|r| r.lean_return_code).unwrap_or_default();
                format!(
                    "error[{}]: {} ({} at {}): Lean exited {rc} on a condition Z3 proved{double}",
                    code::LEAN_Z3_DISAGREEMENT,
                    o.id,
                    o.kind,
                    o.span
                )
            })
            .collect();
        let what = if c.contract_rejected > 0 {
            format!("{} candidates refused by the contract gate", c.contract_rejected)
        } else {
            format!("Lean did not accept {} of {} eligible obligations Z3 proved", c.residual, c.eligible)
        };
        let mut lines = vec![format!("{target}: failed lean check: {what} ({})", code::LEAN_Z3_DISAGREEMENT)];
        lines.push(z3_only(z3));
        return Outcome { lines, errors, exit: if c.contract_rejected > 0 { 2 } else { 1 } };
    }
    let unchecked = c.unavailable + c.not_run;
    let lean_line = if unchecked > 0 {
        let why = lean.not_checked.as_deref().unwrap_or("not run");
        if lean.unavailable {
            format!("lean: unavailable ({why}): {unchecked} obligations not checked")
        } else {
            format!("lean: not checked ({why}): {unchecked} obligations")
        }
    } else if c.eligible == 0 {
        format!("lean: no obligation eligible: {} checked by Z3 only", c.not_eligible)
    } else {
        format!(
            "lean: {} of {} obligations re-checked by Lean (exit 0){double}; {} not eligible (Z3 only)",
            c.accepted,
            lean.obligations.len(),
            c.not_eligible
        )
    };
    match requested {
        Requested::Both => Outcome { lines: vec![z3.line.clone(), lean_line], errors: Vec::new(), exit: z3_exit },
        // Proved by Lean means every obligation was: one left to Z3 alone is not.
        Requested::Lean if unchecked > 0 || c.eligible == 0 || c.not_eligible > 0 => {
            let why = match &lean.not_checked {
                _ if c.eligible == 0 => "no obligation is eligible for Lean".to_owned(),
                _ if c.not_eligible > 0 && unchecked == 0 => {
                    format!("{} obligations are outside what Lean checks (Z3 only)", c.not_eligible)
                }
                Some(reason) if lean.unavailable => format!("Lean unavailable ({reason})"),
                Some(reason) => format!("Lean did not check it ({reason})"),
                None => "Lean did not check it".to_owned(),
            };
            Outcome {
                lines: vec![format!("{target}: not proved by lean: {why}"), lean_line, z3_only(z3)],
                errors: Vec::new(),
                exit: 2,
            }
        }
        Requested::Lean => Outcome { lines: vec![z3.line.clone(), lean_line], errors: Vec::new(), exit: 0 },
    }
}

/// Z3's verdict beside a Lean verdict that is not `proved!`: Z3's line without the word, so
/// the output never says `proved!` for what Lean did not (all of) check.
fn z3_only(z3: &ProofReport) -> String {
    match z3.line.strip_prefix(&format!("{}: proved! ", z3.target)) {
        Some(what) => format!("z3: {}: proved by Z3 only: {what}", z3.target),
        None => format!("z3: {}", z3.line),
    }
}

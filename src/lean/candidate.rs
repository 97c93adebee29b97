//! Generated Lean text for clean candidates (lean-spine.md §8.3). A candidate never carries proof
//! text: its action class picks one of a fixed set of statement-and-tactic bodies written here.
//! The text lives only in the throwaway workspace; records keep ids, codes and counts.

use super::json::{strings, text};
use super::packet::Row;

/// The namespace every generated file opens.
const NAMESPACE: &str = "Clauz3Spine";

/// One generated `.lean` file: an import of the project's library root, the namespace, and the
/// bodies, each preceded by a comment naming its transition (only a batch has several).
pub fn lean_file(library: &str, bodies: &[(&str, &str)]) -> String {
    let mut out = format!("import {library}\n\nnamespace {NAMESPACE}\n\n");
    let parts: Vec<String> = bodies.iter().map(|(id, body)| format!("-- transition_id: {id}\n{body}")).collect();
    out.push_str(&parts.join("\n\n"));
    out.push_str(&format!("\n\nend {NAMESPACE}\n"));
    out
}

/// The body for a spine transition row, by the first matching rule: a forced failure when the
/// row expects one, else by action class; `problem_id` and `target_shape` play no part (the
/// spine is a harness for the discipline, not a prover, §16.6).
pub fn spine_body(row: &Row) -> &'static str {
    const FORCED_FAILURE: &str = "example (n m : Nat) : n + m = m + n := by\n  exact missing_public_premise";
    if matches!(text(row, "expected_outcome"), "fail_missing_premise" | "residual_unsolved") {
        return FORCED_FAILURE;
    }
    let has_add_comm = strings(row, "allowed_premise_refs").iter().any(|p| p == "Nat.add_comm");
    match text(row, "action_class") {
        "decide" => "example : 17 % 5 = 2 := by\n  decide",
        "rfl" => "example (n : Nat) : n = n := by\n  rfl",
        "constructor" => "example : True ∧ True := by\n  constructor <;> trivial",
        "cases" => {
            "example (p q : Prop) : p ∨ q → q ∨ p := by\n  intro h\n  cases h with\n  \
             | inl hp => exact Or.inr hp\n  | inr hq => exact Or.inl hq"
        }
        "premise_exact" | "exact_premise" if has_add_comm => {
            "example (n m : Nat) : n + m = m + n := by\n  exact Nat.add_comm n m"
        }
        "simp_with_closed_premises" | "unfold_then_simp" => "example (xs : List Nat) : xs ++ [] = xs := by\n  simp",
        "induction_visible_head" => {
            "example (xs : List Nat) : xs ++ [] = xs := by\n  induction xs with\n  | nil => rfl\n  \
             | cons _ _ ih => rw [List.cons_append, ih]"
        }
        _ => "example : True := by\n  exact unknown_action_witness",
    }
}

/// The first `lean_lib` a Lean-DSL lakefile declares, when its name is a plain identifier.
pub fn library_name(lakefile: &str) -> Option<String> {
    lakefile.lines().find_map(|line| {
        let rest = line.trim_start().strip_prefix("lean_lib ")?;
        let name: String = rest.trim().trim_start_matches('«').chars().take_while(|c| *c != '»' && *c != ' ').collect();
        let mut chars = name.chars();
        let head_ok = chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
        (head_ok && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')).then_some(name)
    })
}

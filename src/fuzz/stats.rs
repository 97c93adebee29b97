//! Running totals of a fuzz session: verdict mix, the constructs the generated programs used
//! (a generator that stopped producing some construct would silently stop testing it), and the
//! disagreements found.

use super::case::Case;
use crate::Conclusion;
use std::collections::BTreeMap;

/// What a session has seen so far.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct Stats {
    pub cases: u64,
    /// Conclusions by name (`proved`, `failed`, `skipped`, ...; `load_error` when the case did
    /// not load).
    pub verdicts: BTreeMap<String, u64>,
    /// Replay statuses of refutations, by their first words.
    pub replays: BTreeMap<String, u64>,
    /// How many cases used each construct.
    pub constructs: BTreeMap<String, u64>,
    /// Concrete runs of proved cases.
    pub runs: u64,
    /// Of those, runs on environments from solver models of the proofs' paths.
    pub model_runs: u64,
    /// Cases whose environments CPython also ran.
    pub cpython: u64,
    pub disagreements: u64,
    pub seconds: f64,
    /// The slowest case so far: its index and seconds (prove plus runs).
    pub slowest: Option<(u64, f64)>,
    /// Seconds per case (prove plus runs) at the median, the 90th and 99th percentiles: a
    /// throughput figure alone hides whether a few slow cases or every case costs the time.
    #[serde(rename = "case_seconds", serialize_with = "percentiles")]
    durations: Vec<f64>,
}

fn percentiles<S: serde::Serializer>(durations: &[f64], serializer: S) -> Result<S::Ok, S::Error> {
    serde::Serialize::serialize(&Percentiles::of(durations), serializer)
}

/// Per-case time at three percentiles.
#[derive(Debug, Clone, Copy, Default, PartialEq, serde::Serialize)]
pub struct Percentiles {
    pub p50: f64,
    pub p90: f64,
    pub p99: f64,
}

impl Percentiles {
    /// The percentiles of `values` (nearest rank); zeros when there are none.
    fn of(values: &[f64]) -> Self {
        let mut sorted = values.to_vec();
        sorted.sort_by(f64::total_cmp);
        let at = |p: usize| match sorted.len() {
            0 => 0.0,
            n => sorted[((n * p).div_ceil(100)).clamp(1, n) - 1],
        };
        Percentiles { p50: at(50), p90: at(90), p99: at(99) }
    }
}

impl Stats {
    /// Counts one checked case; `instead` names what stopped it short of a conclusion (a
    /// `panic`), which is otherwise a `load_error`.
    pub fn add(
        &mut self,
        case: &Case,
        conclusion: Option<Conclusion>,
        instead: Option<&str>,
        replay: Option<&str>,
        runs: usize,
    ) {
        self.cases += 1;
        let verdict = conclusion.map_or(instead.unwrap_or("load_error").to_owned(), |c| {
            serde_json::to_value(c).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
        });
        *self.verdicts.entry(verdict).or_default() += 1;
        if let Some(r) = replay {
            let head = r.split(':').next().unwrap_or(r).to_owned();
            *self.replays.entry(head).or_default() += 1;
        }
        for c in constructs(case) {
            *self.constructs.entry(c.to_owned()).or_default() += 1;
        }
        self.runs += runs as u64;
    }

    /// Notes how long case `index` took.
    pub fn timed(&mut self, index: u64, seconds: f64) {
        if self.slowest.is_none_or(|(_, s)| seconds > s) {
            self.slowest = Some((index, seconds));
        }
        self.durations.push(seconds);
    }

    /// Per-case seconds at the median and the 90th and 99th percentiles.
    pub fn case_seconds(&self) -> Percentiles {
        Percentiles::of(&self.durations)
    }

    /// Cases per second so far.
    pub fn rate(&self) -> f64 {
        if self.seconds > 0.0 {
            self.cases as f64 / self.seconds
        } else {
            0.0
        }
    }

    /// One progress line: `cases 120 (35.2/s), proved 60, failed 40, ..., runs 900 (240 from
    /// models), checked by CPython 120, disagreements 0`.
    pub fn line(&self) -> String {
        let mix: String = self.verdicts.iter().map(|(k, v)| format!("{k} {v}, ")).collect();
        format!(
            "cases {} ({:.1}/s), {mix}runs {} ({} from models), checked by CPython {}, disagreements {}",
            self.cases,
            self.rate(),
            self.runs,
            self.model_runs,
            self.cpython,
            self.disagreements
        )
    }
}

/// The constructs a case uses, read off its program text.
pub fn constructs(case: &Case) -> Vec<&'static str> {
    let body = case.body.join("\n");
    let has = |needle: &str| body.contains(needle);
    let set_operator = ["|", "&", "-", "^"].iter().any(|op| has(&format!("z {op} {{")) || has(&format!("z {op}= {{")));
    let table: [(&'static str, bool); 68] = [
        ("floor_div", has("//")),
        ("modulo", has(" % ")),
        ("negative_literal", has("(-")),
        ("big_int", has("**") || has("9223372036854775807")),
        ("string_concat", has("+ \"") || has("\" +")),
        ("string_slice", has(":]") || has("[:")),
        ("string_in", has("\" in ")),
        ("string_method", has(".startswith(") || has(".endswith(")),
        ("f_string", has("f\"")),
        ("list", has("xs")),
        ("dict", has("d[") || has("d.get")),
        ("comparison_chain", body.lines().any(|l| l.matches(" <= ").count() + l.matches(" < ").count() >= 2)),
        ("if_else", has("else:")),
        ("branch_on_trusted_return", has("if q >") || has("if check(")),
        ("helper_call", has("helper(")),
        ("for_range", has("in range(")),
        ("while_loop", has("while ")),
        ("try_except", has("try:\n")),
        ("try_finally", has("finally:")),
        ("computed_handler", body.lines().any(|l| l.trim_start().starts_with("except (") && l.contains(" if "))),
        ("reraise", has("raise\n")),
        ("query_loop", has("in ids(") || has("in names()")),
        ("assert", has("assert ")),
        ("effect_pay", has("pay(")),
        ("effect_note", has("note(")),
        ("runtime_error_obligation", has("x = x // (") || has("y = y % (") || has("% 4]") || has("d[t") || has("d[s")),
        ("guarantee", !case.guarantees.is_empty()),
        ("ternary", has(" if ") && has(" else ")),
        ("row_query_loop", has("in items(")),
        ("row_field", has("r.") || has("].qty") || has("].name") || has("].ok") || has("it.")),
        ("row_index", has("rows[")),
        ("row_len", has("len(rows)") || has("len(items(")),
        ("row_single", has("top(")),
        ("row_effect_arg", has("keep(")),
        ("set_literal", has("z = {") || has("w = {") || has("len({")),
        ("set_method", has(".add(") || has(".discard(")),
        ("set_membership_or_compare", has(" in z") || has(" in w") || has("in {") || has("if z ")),
        ("set_operator", set_operator),
        ("closure_late_binding", has("def late_") || has("def caller(") || has("def outer(") || has("def shadow(")),
        ("closure_name_bound_later", has("bound_later") || has("bound_after") || has("not_yet(")),
        ("nested_recursion", has("def down(")),
        ("def_in_loop", has("def in_loop(")),
        ("lambda_or_nonlocal", has("lambda n:") || has("nonlocal ")),
        ("float_edge", has("fl = ")),
        ("huge_int", has("10**30") || has("2**100")),
        ("empty_needle_past_end", has("\"\", ")),
        // The edge slice statement: bounds drawn inside, past the end, negative and huge.
        ("slice_out_of_range", has("]\ny = y + len(t)")),
        ("dataclass", has("Rec(")),
        ("plain_class", has("Tally(")),
        ("instance_key", has("kd = {Key(") || has("cnt[pk]")),
        ("class_hook", has("Box(") || has("Flag(")),
        ("slice_object", has("slice(")),
        ("dataclass_helper", has("replace(rec")),
        ("attribute_alias", has("rec2 = rec\n") || has("alias = tl") || has("for rec in recs") || has("grow(rec")),
        (
            "match_literal",
            body.lines().any(|l| {
                l.trim_start().strip_prefix("case ").is_some_and(|p| p.starts_with(['-', '"', '0', '1', '2', '3']))
            }),
        ),
        ("match_sequence_or_mapping", has("match xs:") || has("match d:") || has("match [")),
        ("match_guard", has("case mv if") || has("case other if") || has(") if mn") || has("] if mn")),
        ("with_statement", has("with Guard(")),
        (
            "with_suppressed",
            has("with Guard(glog, True)") || has("with Guard(glog, flag)") || has("with Guard(glog, \"yes\")"),
        ),
        ("global_counter", has("bump_hits(")),
        ("nonlocal_counter", has("def make_counter(") || has("def make_pair(")),
        ("generator", has("yield ")),
        ("property", has("Temp(")),
        ("isinstance_dispatch", has("measure(")),
        ("raise_from", has(") from err") || has(") from None")),
        ("enum_member", has("Color(")),
        ("format_spec", has(".format(") || has(" % 1000:") || has(" % 97:") || has(" % 10**6:") || has(" % 50:")),
        ("high_char", body.chars().any(|c| c > '\u{ffff}') || has("\\U000")),
    ];
    table.iter().filter(|(_, used)| *used).map(|(name, _)| *name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_case_seconds_are_reported_at_nearest_rank_percentiles() {
        let mut stats = Stats::default();
        assert_eq!(stats.case_seconds(), Percentiles::default());
        for i in 1..=100 {
            stats.timed(i, i as f64 / 100.0);
        }
        assert_eq!(stats.case_seconds(), Percentiles { p50: 0.5, p90: 0.9, p99: 0.99 });
        let json = serde_json::to_value(&stats).unwrap_or_default();
        assert_eq!(json["case_seconds"]["p90"], 0.9);
        assert_eq!(json["slowest"][0], 100);
    }
}

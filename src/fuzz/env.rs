//! Concrete environments for a proved program: inputs of `main` and scripted results of every
//! trusted effect. Values come from boundary pools (zero, ±1, the i64 edges, big ints, empty
//! and short strings, characters beyond the BMP) and from the literals of the program itself (each int literal and its
//! neighbours, every string literal), where branches flip; effect results always keep the
//! layer's `ensures`, since a world that breaks them cannot happen. Query results of rows are
//! empty, one row or several (up to the layer's bound), with fields from the same pools.

use super::case::{Case, ARGS_EFFECT, NAMES_MAX, PARAMS};
use crate::PathExample;
use serde_json::{json, Value as Json};

/// One environment: the inputs and the scripted returns, as `clauz3 dry-run --returns` reads
/// them (the inputs are the one result of `fuzz_args`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Env {
    pub returns: Json,
}

/// How many results are scripted per effect; more calls than this get the type's zero.
const SCRIPTED: usize = 12;

/// `n` environments for `case`, the same for the same case and seed.
pub fn sample(case: &Case, seed: u64, n: usize) -> Vec<Env> {
    let program = case.program_py();
    let mut rng = SplitMix(seed ^ fnv(&program));
    let ints = int_pool(&program);
    let strs = str_pool(&program);
    (0..n).map(|i| one(case, &ints, &strs, &mut rng, i)).collect()
}

fn one(case: &Case, ints: &[i128], strs: &[String], rng: &mut SplitMix, i: usize) -> Env {
    // The first environments sweep the pools in order, so boundary values always come up.
    let pick_int = |rng: &mut SplitMix, k: usize| -> i128 {
        if i < ints.len() && k == 0 {
            ints[i]
        } else {
            ints[rng.below(ints.len())]
        }
    };
    let a = pick_int(rng, 0);
    let b = pick_int(rng, 1);
    let s = strs[if i < strs.len() { i } else { rng.below(strs.len()) }].clone();
    let flag = rng.below(2) == 0;
    let layer = &case.layer;
    let mut quote = Vec::new();
    let mut ids = Vec::new();
    let mut names = Vec::new();
    let mut check = Vec::new();
    let mut items = Vec::new();
    let mut top = Vec::new();
    let row = |rng: &mut SplitMix| {
        json!({
            "name": strs[rng.below(strs.len())],
            "qty": int_json(ints[rng.below(ints.len())]),
            "ok": rng.below(2) == 0,
        })
    };
    for _ in 0..SCRIPTED {
        let (lo, hi) = (layer.quote_lo, layer.quote_hi);
        let q = match rng.below(4) {
            0 => lo,
            1 => hi,
            _ => lo + rng.below((hi - lo + 1) as usize) as i64,
        };
        quote.push(json!(q));
        let n = rng.below(layer.ids_max + 1);
        ids.push(Json::Array((0..n).map(|_| int_json(ints[rng.below(ints.len())])).collect()));
        let n = rng.below(NAMES_MAX + 1);
        names.push(Json::Array((0..n).map(|_| json!(strs[rng.below(strs.len())])).collect()));
        check.push(json!(rng.below(2) == 0));
        // No rows, one row, or up to the most the layer allows.
        let n = match rng.below(3) {
            0 => 0,
            1 => 1,
            _ => 1 + rng.below(layer.items_max),
        };
        items.push(Json::Array((0..n).map(|_| row(rng)).collect()));
        top.push(row(rng));
    }
    let returns = json!({
        ARGS_EFFECT: [[int_json(a), int_json(b), s, flag]],
        "quote": quote,
        "ids": ids,
        "names": names,
        "check": check,
        "items": items,
        "top": top,
    });
    Env { returns }
}

/// The environment of a solver model of one of the proof's paths: its inputs (a zero value for
/// one the model leaves out) and its effect results.
pub fn of_example(example: &PathExample) -> Env {
    let args: Vec<Json> = PARAMS
        .iter()
        .map(|(name, ty)| match example.args.iter().find(|(n, _)| n == name) {
            Some((_, v)) => serde_json::to_value(v).unwrap_or_default(),
            None => match *ty {
                "int" => json!(0),
                "bool" => json!(false),
                _ => json!(""),
            },
        })
        .collect();
    let mut returns = example.returns.clone();
    returns.insert(ARGS_EFFECT.to_owned(), json!([args]));
    Env { returns: Json::Object(returns) }
}

/// An int as JSON: a number when it fits, else its decimal text (which `--returns` accepts).
fn int_json(i: i128) -> Json {
    match i64::try_from(i) {
        Ok(small) => json!(small),
        Err(_) => json!(i.to_string()),
    }
}

/// Boundary ints and the program's int literals with their neighbours.
fn int_pool(program: &str) -> Vec<i128> {
    let mut pool: Vec<i128> =
        vec![0, 1, -1, 2, -2, 3, -7, 7, 10, -100, 100, i64::MAX.into(), i64::MIN.into(), 1 << 64, -(1 << 70)];
    let bytes = program.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric() && bytes[i - 1] != b'_') {
            let end = bytes[i..].iter().position(|c| !c.is_ascii_digit()).map_or(bytes.len(), |p| i + p);
            if let Ok(n) = program[i..end].parse::<i128>() {
                for v in [n - 1, n, n + 1, -n] {
                    if !pool.contains(&v) && pool.len() < 48 {
                        pool.push(v);
                    }
                }
            }
            i = end;
        } else {
            i += 1;
        }
    }
    pool
}

/// Boundary strings and the program's string literals.
fn str_pool(program: &str) -> Vec<String> {
    let mut pool: Vec<String> =
        ["", "a", "ab", "bob", "ann", " x", "10", "é", "\u{1F600}", "a\u{10FFFF}", "\u{2FFFF}\u{30000}b"]
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
    for (i, part) in program.split('"').enumerate() {
        if i % 2 == 1 && part.len() < 12 && !part.contains('{') && !pool.iter().any(|p| p == part) {
            pool.push(part.to_owned());
        }
    }
    pool
}

/// A small deterministic generator (SplitMix64): environments must be the same on every run
/// of the same case, so a shrunk case keeps its environments.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// FNV-1a of the text, to seed environments by the case itself.
pub(super) fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

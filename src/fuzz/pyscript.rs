//! A generated case for CPython: a request ([`request`]: the program as plain Python and every
//! environment) that a kept `python3` running [`SERVER`] answers with one result per run. Each
//! run gives its result and its effect calls in one encoding that [`summary`] also gives an
//! interpreter run, so the two compare as values.

use super::case::{Case, ARGS_EFFECT, ENTRY, PARAMS};
use super::env::Env;
use crate::effects::{DataValue, EffectRecord};
use crate::EffectTrace;
use serde_json::{json, Value as Json};

/// One run as both sides report it: `return <repr>` or `raise <exception class>`, and the effect
/// calls made (each `[effect, argument...]`, arguments tagged by type), in order.
#[derive(Debug, Clone, PartialEq)]
pub struct RunSummary {
    pub result: String,
    pub calls: Vec<Json>,
}

impl RunSummary {
    /// Whether the run raised.
    pub fn raised(&self) -> Option<&str> {
        self.result.strip_prefix("raise ")
    }

    /// The result and the calls, for a message.
    pub fn shown(&self) -> String {
        let calls: Vec<String> = self.calls.iter().map(Json::to_string).collect();
        format!("{} (calls [{}])", self.result, calls.join(", "))
    }
}

/// An interpreter run in the encoding the script prints (the inputs' `fuzz_args` call left out).
pub fn summary(trace: &EffectTrace) -> RunSummary {
    let result = match (&trace.failure, &trace.returned) {
        (Some(f), _) => format!("raise {}", f.error),
        (None, Some(r)) => format!("return {r}"),
        (None, None) => "return None".to_owned(),
    };
    let calls = trace.effects.iter().filter(|c| c.effect != ARGS_EFFECT).map(call_json).collect();
    RunSummary { result, calls }
}

fn call_json(call: &EffectRecord) -> Json {
    let mut items = vec![json!(call.effect)];
    items.extend(call.args.iter().map(|(_, v)| tagged(v)));
    Json::Array(items)
}

/// A value as the prelude's `_enc` encodes it.
fn tagged(value: &DataValue) -> Json {
    match value {
        DataValue::Bool(b) => json!({ "b": b }),
        DataValue::Int(i) => json!({ "i": i.to_string() }),
        DataValue::Str(s) => json!({ "s": s }),
        DataValue::Row { values, .. } => json!({ "row": values.iter().map(tagged).collect::<Vec<_>>() }),
        other => json!({ "other": other.repr() }),
    }
}

/// Reads the script's printed runs back.
pub fn parse_runs(out: &Json) -> Result<Vec<RunSummary>, String> {
    let runs = out.as_array().ok_or_else(|| format!("the script did not run: {out}"))?;
    runs.iter()
        .map(|run| match run.as_array().map(Vec::as_slice) {
            Some([Json::String(result), Json::Array(calls)]) => {
                Ok(RunSummary { result: result.clone(), calls: calls.clone() })
            }
            _ => Err(format!("unexpected run from python3: {run}")),
        })
        .collect()
}

/// What the CPython side runs for a case: the program without its clauz3 imports, guarantees
/// and dry-run entry, the layer's bound on `pay`, and each environment's inputs and scripted
/// results (JSON, which [`SERVER`] reads far faster than Python literals compile).
pub fn request(case: &Case, envs: &[Env]) -> Result<Json, String> {
    let program = case.program_py();
    let body = program.split(&format!("\ndef {ENTRY}")).next().unwrap_or_default();
    let program: String = body
        .lines()
        .filter(|l| !(l.starts_with("import clauz3") || l.starts_with("from tools.") || l.starts_with("@clauz3.")))
        .map(|l| format!("{l}\n"))
        .collect();
    let runs: Result<Vec<Json>, String> = envs
        .iter()
        .map(|env| {
            let args = env.returns[ARGS_EFFECT][0].as_array().filter(|a| a.len() == PARAMS.len());
            let args = args.ok_or("no inputs in the environment")?;
            Ok(json!({ "args": args, "returns": env.returns }))
        })
        .collect();
    Ok(json!({ "program": program, "pay_max": case.layer.pay_max, "runs": runs? }))
}

/// The `python3` program that serves requests: the generated layer's effects as plain Python
/// (each answering from the run's script, in call order, with the type's zero once it runs
/// out; `pay`'s `requires` checked before the call is made, raising the class the interpreter
/// reports), then a loop reading a byte count and a request, running the program's module
/// afresh for each run and printing the runs as one ASCII JSON line (or why the case could
/// not run).
pub const SERVER: &str = r#"
import json, sys


class PreconditionError(Exception):
    pass


class Item:
    def __init__(self, name, qty, ok):
        self.name = name
        self.qty = qty
        self.ok = ok


_script = {}
_calls = []
_limits = {"pay_max": None}


def _unlimited(f, *args):
    # The harness's own int-text conversions are not the program's: CPython's limit on int
    # digits in text applies to the program only.
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return f(*args)
    finally:
        sys.set_int_max_str_digits(old)


def _int(v):
    return _unlimited(int, v)


def _enc(v):
    if isinstance(v, bool):
        return {"b": v}
    if isinstance(v, int):
        return {"i": _unlimited(str, v)}
    if isinstance(v, str):
        return {"s": v}
    if isinstance(v, Item):
        return {"row": [_enc(v.name), _enc(v.qty), _enc(v.ok)]}
    return {"other": repr(v)}


def _answer(effect, zero):
    left = _script.get(effect)
    return left.pop(0) if left else zero


def _record(effect, *args):
    _calls.append([effect] + [_enc(a) for a in args])


def pay(to, amount):
    most = _limits["pay_max"]
    if not (0 <= amount and (most is None or amount <= most)):
        raise PreconditionError()
    _record("pay", to, amount)


def note(to, tag):
    _record("note", to, tag)


def quote(item):
    _record("quote", item)
    return _answer("quote", 0)


def ids(limit):
    _record("ids", limit)
    return _answer("ids", [])


def names():
    _record("names")
    return _answer("names", [])


def items(shelf):
    _record("items", shelf)
    return _answer("items", [])


def top(shelf):
    _record("top", shelf)
    return _answer("top", Item("", 0, False))


def keep(item):
    _record("keep", item)


def check(item):
    _record("check", item)
    return _answer("check", False)


def _row(r):
    return Item(r.get("name", ""), _int(r.get("qty", 0)), r.get("ok", False))


# Results as JSON gives them (ints too big for a JSON number are decimal text) to their types.
_CONVERT = {
    "quote": _int,
    "ids": lambda l: [_int(v) for v in l],
    "names": list,
    "check": bool,
    "items": lambda l: [_row(r) for r in l],
    "top": _row,
}
_LAYER = {f.__name__: f for f in (pay, note, quote, ids, names, items, top, keep, check)}


def _case(request):
    code = compile(request["program"], "<case>", "exec")
    _limits["pay_max"] = request["pay_max"]
    out = []
    for run in request["runs"]:
        # Each run starts from a fresh module, as each of clauz3's runs does: module-level
        # state a run changes (a `global` counter, a list) is not seen by the next.
        space = {"__name__": "__fuzz__", **_LAYER}
        exec(code, space)
        main = space["main"]
        _script.clear()
        for effect, results in run["returns"].items():
            if effect in _CONVERT:
                _script[effect] = [_CONVERT[effect](r) for r in results]
        _calls.clear()
        a, b, s, flag = run["args"]
        args = (_int(a), _int(b), s, flag)
        try:
            value = main(*args)
            result = None
        except Exception as e:
            result = "raise " + type(e).__name__
        if result is None:
            result = "return " + _unlimited(repr, value)
        out.append([result, list(_calls)])
    return out


inp = sys.stdin.buffer
while True:
    head = inp.readline()
    if not head:
        break
    try:
        out = _case(json.loads(inp.read(int(head)).decode("utf-8")))
    except BaseException as e:
        out = {"error": type(e).__name__ + ": " + str(e)}
    sys.stdout.write(json.dumps(out) + "\n")
    sys.stdout.flush()
"#;

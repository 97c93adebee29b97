//! The dry-run handler: records every call and answers with scripted or type-default values.

use super::{DataValue, EffectError, EffectHandler, EffectRequest};
use crate::ir::EffectDecl;
use crate::source::Span;
use std::collections::{HashMap, VecDeque};

/// Return values to hand out, per effect name, one per call in order.
#[derive(Debug, Clone, Default)]
pub struct ScriptedReturns {
    queues: HashMap<String, VecDeque<serde_json::Value>>,
}

impl ScriptedReturns {
    /// Reads `{"effect": [v1, v2, ...], ...}`.
    pub fn from_json(json: &serde_json::Value) -> Result<ScriptedReturns, String> {
        let obj = json.as_object().ok_or("scripted returns must be a JSON object keyed by effect name")?;
        let mut queues = HashMap::new();
        for (name, values) in obj {
            let list = values
                .as_array()
                .ok_or_else(|| format!("scripted returns for `{name}` must be a JSON array (one value per call)"))?;
            queues.insert(name.clone(), list.iter().cloned().collect());
        }
        Ok(ScriptedReturns { queues })
    }

    /// Each effect with its scripted values, in no particular order.
    pub fn entries(&self) -> impl Iterator<Item = (&str, &VecDeque<serde_json::Value>)> {
        self.queues.iter().map(|(k, v)| (k.as_str(), v))
    }

    fn next(&mut self, effect: &str) -> Option<serde_json::Value> {
        self.queues.get_mut(effect)?.pop_front()
    }
}

/// One recorded call.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct EffectRecord {
    pub seq: u64,
    pub effect: String,
    pub qualified: String,
    /// Arguments by parameter name (only those passed), in parameter order.
    #[serde(serialize_with = "ordered_args")]
    pub args: Vec<(String, DataValue)>,
    /// What the effect returned to the program.
    pub returned: DataValue,
    /// The exception the call raised instead of returning (a scripted `{"$raise": ...}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub raised: Option<String>,
    #[serde(skip)]
    pub at: Span,
}

fn ordered_args<S: serde::Serializer>(args: &[(String, DataValue)], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut map = s.serialize_map(Some(args.len()))?;
    for (k, v) in args {
        map.serialize_entry(k, v)?;
    }
    map.end()
}

impl EffectRecord {
    /// The record of `request`, answered with `returned`.
    pub fn of(request: &EffectRequest, returned: DataValue) -> EffectRecord {
        EffectRecord {
            seq: request.seq,
            effect: request.effect.clone(),
            qualified: request.qualified.clone(),
            args: request.args.clone(),
            returned,
            raised: None,
            at: request.at,
        }
    }

    /// `name(param=repr, ...)`.
    pub fn call_text(&self) -> String {
        let args: Vec<String> = self.args.iter().map(|(k, v)| format!("{k}={}", v.repr())).collect();
        format!("{}({})", self.effect, args.join(", "))
    }
}

/// Records calls; never touches the outside world.
#[derive(Debug, Default)]
pub struct DryRun {
    pub returns: ScriptedReturns,
    pub records: Vec<EffectRecord>,
}

impl DryRun {
    pub fn new(returns: ScriptedReturns) -> Self {
        DryRun { returns, records: Vec::new() }
    }
}

impl EffectHandler for DryRun {
    fn perform(&mut self, request: &EffectRequest, _decl: &EffectDecl) -> Result<DataValue, EffectError> {
        let unusable = |why: String| EffectError::new(format!("scripted return #{} is unusable: {why}", request.seq));
        let next = self.returns.next(&request.effect);
        if let Some(raise) = next.as_ref().and_then(scripted_raise) {
            let raised = raise.map_err(unusable)?;
            let mut record = EffectRecord::of(request, DataValue::None);
            record.raised = raised.raised.map(|e| e.name().to_owned());
            self.records.push(record);
            return Err(raised);
        }
        let returned = match next {
            Some(json) => DataValue::from_json(&json, &request.returns)
                .map_err(|why| EffectError::new(format!("scripted return #{} is unusable: {why}", request.seq)))?,
            None => DataValue::default_for(&request.returns),
        };
        self.records.push(EffectRecord::of(request, returned.clone()));
        Ok(returned)
    }
}

/// A scripted `{"$raise": "TimeoutError", "message": "..."}`: the call raises that exception
/// (which the effect must declare) instead of returning.
pub fn scripted_raise(json: &serde_json::Value) -> Option<Result<EffectError, String>> {
    let obj = json.as_object()?;
    let name = obj.get("$raise")?;
    let message = match obj.get("message") {
        None => "",
        Some(m) => match m.as_str() {
            Some(m) => m,
            None => return Some(Err("the `message` of a scripted raise must be a string".into())),
        },
    };
    if obj.keys().any(|k| k != "$raise" && k != "message") {
        return Some(Err("a scripted raise has only `$raise` and `message`".into()));
    }
    Some(match name.as_str() {
        Some(name) => EffectError::raised_named(name, message),
        None => Err("`$raise` names an exception class".into()),
    })
}

//! The server's tools: their names, descriptions and argument schemas, the parsing of a call's
//! arguments (a bad one is an MCP `invalid_params` error naming it), and the answers of the
//! read-only tools (`prove`, `tools`, `libraries`).

use super::answer;
use crate::api::tool_sources;
use crate::cli::prove::{explanation, report_json, LoadRefusal};
use crate::{prove, tool_catalog, LoadError, LoadOptions, Program, ProveOptions};
use rmcp::model::{CallToolResult, JsonObject, Tool, ToolAnnotations};
use rmcp::ErrorData;
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What a host's model reads about the server as a whole.
pub(super) const INSTRUCTIONS: &str = "clauz3 proves agent-written Python programs (`def main() -> ...` using the \
trusted effects that `tools` lists) with Z3, and runs a proved program only after a person (through the approval \
service) or the operator's policy approves its guarantees. Write the program, call `prove` until it says \
`proved!`, then `run` it; `status` shows recent runs.";

/// The parsed arguments of one call.
pub(super) enum Call {
    Prove(ProgramArg),
    Run(ProgramArg),
    Tools(ToolsCall),
    Libraries(LibrariesCall),
    Status,
}

/// The program a call is about: its text, or a path (relative to the server's directory).
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub(super) struct ProgramArg {
    source: Option<String>,
    path: Option<PathBuf>,
    /// The function to prove (and run).
    #[serde(default = "main")]
    pub target: String,
}

fn main() -> String {
    "main".into()
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub(super) struct ToolsCall {
    #[serde(default)]
    query: String,
    #[serde(default)]
    view: View,
}

/// How `tools` shows the trusted layer: its API (`clauz3 tools`) or its source files.
#[derive(Deserialize, Debug, Default, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum View {
    #[default]
    Api,
    Source,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub(super) struct LibrariesCall {
    #[serde(default)]
    query: String,
}

/// What a blocking call takes along from the server's configuration.
pub(super) struct Setup {
    pub options: LoadOptions,
    pub solver_timeout: u32,
}

impl Call {
    /// The call's arguments checked against the tool's schema; anything else is an MCP error.
    pub(super) fn parse(name: &str, arguments: JsonObject) -> Result<Call, ErrorData> {
        fn args<T: serde::de::DeserializeOwned>(name: &str, arguments: JsonObject) -> Result<T, ErrorData> {
            serde_json::from_value(serde_json::Value::Object(arguments))
                .map_err(|e| ErrorData::invalid_params(format!("bad arguments for `{name}`: {e}"), None))
        }
        let call = match name {
            "prove" => Call::Prove(args(name, arguments)?),
            "run" => Call::Run(args(name, arguments)?),
            "tools" => Call::Tools(args(name, arguments)?),
            "libraries" => Call::Libraries(args(name, arguments)?),
            "status" => {
                let _: Empty = args(name, arguments)?;
                Call::Status
            }
            _ => {
                let known = "prove, run, tools, libraries, status";
                return Err(ErrorData::invalid_params(format!("unknown tool `{name}` (the tools: {known})"), None));
            }
        };
        match &call {
            Call::Prove(program) | Call::Run(program) => program.check()?,
            Call::Tools(_) | Call::Libraries(_) | Call::Status => {}
        }
        Ok(call)
    }

    /// The answer of a read-only tool (`run` and `status` are the server's own).
    pub(super) fn answer(self, setup: &Setup) -> CallToolResult {
        match self {
            Call::Prove(call) => prove_answer(&call, setup),
            Call::Tools(call) => tools_answer(&call, &setup.options),
            Call::Libraries(call) => {
                let words: Vec<String> = call.query.split_whitespace().map(str::to_owned).collect();
                let json = crate::cli::libraries::records(&words);
                answer(crate::cli::libraries::text(&words), serde_json::json!({ "libraries": json }), false)
            }
            Call::Run(_) | Call::Status => {
                answer("internal error: not a read-only tool".into(), serde_json::Value::Null, true)
            }
        }
    }
}

/// `status` takes no arguments.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Empty {}

impl ProgramArg {
    fn check(&self) -> Result<(), ErrorData> {
        match (&self.source, &self.path) {
            (Some(_), None) | (None, Some(_)) => Ok(()),
            _ => Err(ErrorData::invalid_params("give exactly one of `source` (the program text) and `path`", None)),
        }
    }

    /// The name the program is shown by: its path, or `<source>` for text.
    pub(super) fn entry(&self) -> String {
        self.path.as_ref().map_or_else(|| "<source>".to_owned(), |p| p.display().to_string())
    }

    /// Loads the program as `prove` and `run` do (for text, roots are discovered from the
    /// server's directory, as for a program read from stdin).
    pub(super) fn load(&self, options: &LoadOptions) -> Result<Program, LoadError> {
        match (&self.source, &self.path) {
            (Some(text), _) => {
                Program::load_text("<source>", text, options, || crate::loader::discover_roots(Path::new("<source>")))
            }
            (None, Some(path)) => Program::load(path, options),
            (None, None) => {
                Err(LoadError { text: "error: no program given".into(), json: Vec::new(), body_refusal: None })
            }
        }
    }
}

/// `prove`: the verdict with `--explain`'s text, and `prove --json`'s document.
fn prove_answer(call: &ProgramArg, setup: &Setup) -> CallToolResult {
    let entry = call.entry();
    let target = &call.target;
    let program = match call.load(&setup.options) {
        Ok(p) => p,
        Err(e) => {
            let refused = LoadRefusal::of(&e, &entry, target);
            let text = match &refused.line {
                Some(line) => format!("{line}\n{}", e.text),
                None => e.text.clone(),
            };
            return answer(text, refused.json, refused.exit == 2);
        }
    };
    let options = ProveOptions { target: target.clone(), ..crate::cli::run::solver_options(setup.solver_timeout) };
    let report = prove(&program, &options);
    let text = format!("{}\n{}", report.line, explanation(&report));
    answer(text, report_json(&report, &entry), false)
}

/// `tools`: the entries of `clauz3 tools` (or the trusted source files) containing `query`,
/// ignoring case.
fn tools_answer(call: &ToolsCall, options: &LoadOptions) -> CallToolResult {
    let query = call.query.to_lowercase();
    let matches = |text: &str| text.to_lowercase().contains(&query);
    let blocks: Vec<String> = match call.view {
        View::Api => match tool_catalog(options) {
            Ok(catalog) => crate::cli::tools::entries(&catalog),
            Err(e) => return answer(e.text, serde_json::json!({"status": "error", "diagnostics": e.json}), true),
        },
        View::Source => match tool_sources(options) {
            Ok(files) => files.iter().map(|f| format!("# {}\n{}", f.display, f.text)).collect(),
            Err(e) => return answer(e.text, serde_json::json!({"status": "error", "diagnostics": e.json}), true),
        },
    };
    let found: Vec<String> = blocks.into_iter().filter(|b| matches(b)).collect();
    // Source files are set apart by a blank line; the API entries follow each other as in
    // `clauz3 tools`.
    let separator = if call.view == View::Source { "\n" } else { "" };
    let text = if found.is_empty() { "No installed tools match.\n".to_owned() } else { found.join(separator) };
    answer(text, serde_json::json!({ "matches": found }), false)
}

/// The tools as the host lists them.
pub(super) fn definitions() -> Vec<Tool> {
    let program = serde_json::json!({
        "source": {"type": "string", "description": "The program's Python text (give this or `path`)."},
        "path": {"type": "string", "description": "A program file, relative to the server's directory (give this or `source`)."},
        "target": {"type": "string", "description": "The function to prove (and run); default `main`.", "default": "main"},
    });
    let read_only = || ToolAnnotations::new().read_only(true);
    vec![
        Tool::new(
            "prove",
            "Prove with Z3 that the program's target cannot fail for any input or effect result. Returns the verdict \
             (`proved!`, `failed ... Example: ...`, `skipped <reason>`, `partially proved`), why it is not `proved!` (the \
             explanation, counterexample and effect trace), and the JSON of \
             `clauz3 prove --json`.",
            schema(program.clone()),
        )
        .with_annotations(read_only()),
        Tool::new(
            "run",
            "Prove the program, ask for approval of its guarantees (the approval service, or the operator's policy), \
             and only then execute it with every effect through clauz3's gate. Progress notifications name each \
             phase: checking, proving, submitting_approval, awaiting_approval, executing, then completed, refused or \
             failed.",
            schema(program),
        )
        .with_annotations(ToolAnnotations::new().read_only(false).destructive(true).open_world(true)),
        Tool::new(
            "tools",
            "The trusted effects and contract helpers a program may use (`clauz3 tools`), or with view `source` the \
             trusted layer's source files; only entries containing `query` (ignoring case).",
            schema(serde_json::json!({
                "query": {"type": "string", "default": "", "description": "Text an entry must contain."},
                "view": {"type": "string", "enum": ["api", "source"], "default": "api"},
            })),
        )
        .with_annotations(read_only()),
        Tool::new(
            "libraries",
            "The bundled standard library (`clauz3 libraries`): what each offers and how a program imports it.",
            schema(serde_json::json!({
                "query": {"type": "string", "default": "", "description": "Words that must all occur in an entry."},
            })),
        )
        .with_annotations(read_only()),
        Tool::new("status", "The recent runs of this server (at most 20), newest first.", schema(serde_json::json!({})))
            .with_annotations(read_only()),
    ]
}

/// An object schema with these properties and no others.
fn schema(properties: serde_json::Value) -> Arc<JsonObject> {
    let value = serde_json::json!({"type": "object", "properties": properties, "additionalProperties": false});
    Arc::new(value.as_object().cloned().unwrap_or_default())
}

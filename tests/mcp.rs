//! `clauz3 mcp` driven by a real MCP client (the `rmcp` SDK's) over stdio, as a host runs it:
//! the tool list, `prove` against `clauz3 prove --json`, `tools` and `libraries` against their
//! commands, runs approved and refused by policies with their progress notifications and audit
//! log, `status`, and bad calls answered with MCP errors while the server goes on.
#![expect(clippy::disallowed_types, reason = "the tests run the binary")]
#![expect(clippy::disallowed_methods, reason = "the tests copy a fixture and read the audit log")]

mod approval_server_support;
mod run_common;

use rmcp::model::{CallToolRequestParams, CallToolResult, ProgressNotificationParam};
use rmcp::service::{NotificationContext, RunningService};
use rmcp::transport::TokioChildProcess;
use rmcp::{ClientHandler, RoleClient, ServiceExt};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

const GARDEN: &str = "tests/data/run/garden";

/// A client that keeps the progress notifications it receives.
#[derive(Clone, Default)]
struct Client {
    progress: Arc<Mutex<Vec<serde_json::Value>>>,
}

impl ClientHandler for Client {
    async fn on_progress(&self, params: ProgressNotificationParam, _context: NotificationContext<RoleClient>) {
        let record = params.message.as_deref().and_then(|m| serde_json::from_str(m).ok());
        self.progress.lock().unwrap().push(record.unwrap_or(serde_json::Value::Null));
    }
}

/// A copy of the garden project (its layer, programs and policies), so each server writes its
/// audit logs into a directory of its own.
fn garden() -> tempfile::TempDir {
    project(GARDEN)
}

/// A copy of the project at `from`.
fn project(from: &str) -> tempfile::TempDir {
    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name();
            if name == ".clauz3" {
                continue;
            }
            if entry.file_type().unwrap().is_dir() {
                copy(&entry.path(), &to.join(&name));
            } else {
                std::fs::copy(entry.path(), to.join(&name)).unwrap();
            }
        }
    }
    let dir = tempfile::tempdir().unwrap();
    copy(Path::new(from), dir.path());
    dir
}

/// `clauz3 <args>` in `dir`, with no approval service in its environment.
fn command(dir: &Path, args: &[&str]) -> tokio::process::Command {
    let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_clauz3"));
    cmd.args(args)
        .current_dir(dir)
        .env_remove("CLAUZ3_APPROVAL_SERVICE")
        .env_remove("CLAUZ3_APPROVAL_URL")
        .env_remove("CLAUZ3_APPROVAL_VERIFY_KEY")
        .env("CLAUZ3_CACHE", dir.join(".cache"));
    cmd
}

/// What the CLI prints for `args` in `dir`.
fn cli(dir: &Path, args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the binary runs");
    String::from_utf8(out.stdout).unwrap()
}

/// The server started in `dir` with `flags`, and its client.
async fn serve(dir: &Path, flags: &[&str]) -> (RunningService<RoleClient, Client>, Client) {
    let mut args = vec!["mcp"];
    args.extend_from_slice(flags);
    serve_command(command(dir, &args)).await
}

/// The server `command` starts, and its client.
async fn serve_command(command: tokio::process::Command) -> (RunningService<RoleClient, Client>, Client) {
    let transport = TokioChildProcess::new(command).expect("the server starts");
    let client = Client::default();
    let service = client.clone().serve(transport).await.expect("the MCP handshake succeeds");
    (service, client)
}

async fn call(service: &RunningService<RoleClient, Client>, tool: &str, args: serde_json::Value) -> CallToolResult {
    let params = CallToolRequestParams::new(tool.to_owned()).with_arguments(args.as_object().unwrap().clone());
    service.call_tool(params).await.unwrap_or_else(|e| panic!("`{tool}` answers: {e}"))
}

/// The first text block of a result.
fn text(result: &CallToolResult) -> String {
    result.content.first().and_then(|c| c.as_text()).map(|t| t.text.clone()).unwrap_or_default()
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap()
}

#[test]
fn the_server_is_clauz3_and_lists_its_five_tools() {
    runtime().block_on(async {
        let dir = garden();
        let (service, _) = serve(dir.path(), &[]).await;
        let info = service.peer_info().expect("the server introduced itself");
        assert_eq!(info.server_info.as_ref().map(|i| i.name.as_str()), Some("clauz3"));
        let tools = service.list_all_tools().await.unwrap();
        let names: Vec<&str> = tools.iter().map(|t| &*t.name).collect();
        assert_eq!(names, ["prove", "run", "tools", "libraries", "status"]);
        for tool in &tools {
            assert_eq!(tool.input_schema["type"], "object", "{}", tool.name);
        }
        service.cancel().await.unwrap();
    });
}

#[test]
fn prove_gives_the_verdict_and_the_json_of_prove_json() {
    runtime().block_on(async {
        let dir = garden();
        let (service, _) = serve(dir.path(), &[]).await;
        for program in ["programs/water_dry_beds.py", "programs/too_much_water.py"] {
            let result = call(&service, "prove", serde_json::json!({"path": program})).await;
            let expected: serde_json::Value =
                serde_json::from_str(&cli(dir.path(), &["prove", "--json", program])).unwrap();
            assert_eq!(result.structured_content.as_ref(), Some(&expected), "{program}");
            let verdict = cli(dir.path(), &["prove", "--brief", program]);
            assert!(text(&result).starts_with(&verdict), "{program}: {}", text(&result));
            assert_eq!(result.is_error, Some(false));
        }
        // The failing one says why, as `--explain` does.
        let failing = call(&service, "prove", serde_json::json!({"path": "programs/too_much_water.py"})).await;
        let explained = cli(dir.path(), &["prove", "--explain", "programs/too_much_water.py"]);
        assert_eq!(text(&failing), explained);
        assert!(text(&failing).starts_with("main: failed"), "{}", text(&failing));
        // Program text proves as the file does.
        let source = std::fs::read_to_string(dir.path().join("programs/water_dry_beds.py")).unwrap();
        let result = call(&service, "prove", serde_json::json!({"source": source})).await;
        assert!(text(&result).starts_with("main: proved!"), "{}", text(&result));
        assert_eq!(result.structured_content.as_ref().unwrap()["entry"], "<source>");
        service.cancel().await.unwrap();
    });
}

#[test]
fn tools_and_libraries_answer_as_their_commands() {
    runtime().block_on(async {
        let dir = garden();
        let (service, _) = serve(dir.path(), &[]).await;
        let all = call(&service, "tools", serde_json::json!({})).await;
        assert_eq!(text(&all), cli(dir.path(), &["tools"]));
        let water = call(&service, "tools", serde_json::json!({"query": "WATER("})).await;
        assert!(text(&water).starts_with("effect "), "{}", text(&water));
        assert!(text(&water).contains(":water("), "{}", text(&water));
        assert!(!text(&water).contains(":moisture("), "{}", text(&water));
        let source = call(&service, "tools", serde_json::json!({"view": "source", "query": "def water"})).await;
        let effects = std::fs::read_to_string(dir.path().join("tools/garden/trusted/effects.py")).unwrap();
        assert!(text(&source).contains(&effects), "{}", text(&source));
        let none = call(&service, "tools", serde_json::json!({"query": "no such tool anywhere"})).await;
        assert_eq!(text(&none), "No installed tools match.\n");
        let libraries = call(&service, "libraries", serde_json::json!({})).await;
        assert_eq!(text(&libraries), cli(dir.path(), &["libraries"]));
        let env = call(&service, "libraries", serde_json::json!({"query": "environment"})).await;
        assert_eq!(text(&env), cli(dir.path(), &["libraries", "environment"]));
        service.cancel().await.unwrap();
    });
}

#[test]
fn tools_matches_events_as_entries_of_their_own() {
    runtime().block_on(async {
        let dir = project("tests/data/events");
        let (service, _) = serve(dir.path(), &[]).await;
        let all = call(&service, "tools", serde_json::json!({})).await;
        let listing = cli(dir.path(), &["tools"]);
        assert_eq!(text(&all), listing);
        // The last effect is listed right before the events: it must come alone.
        let chambers = call(&service, "tools", serde_json::json!({"query": "list_chambers"})).await;
        assert_eq!(
            text(&chambers),
            "effect kiln/trusted/effects.py:list_chambers(kiln)\n    list_chambers(kiln: str) -> list[str]\n    \
             ensures: lambda result: len(result) <= 3\n    real\n"
        );
        // An event is found by its name, with its own lines only.
        let purge = call(&service, "tools", serde_json::json!({"query": "events.py:Purge"})).await;
        assert_eq!(
            text(&purge),
            "    event kiln/trusted/events.py:Purge(chamber: str)\n        extends: Vent\n        performed by: \
             flash_purge\n"
        );
        // Every entry the JSON lists is a piece of the listing, and together they are all of it.
        let matches = all.structured_content.as_ref().unwrap()["matches"].as_array().unwrap().clone();
        let joined: String = matches.iter().map(|m| m.as_str().unwrap()).collect();
        assert_eq!(joined, listing);
        let events = matches.iter().filter(|m| m.as_str().unwrap().starts_with("    event ")).count();
        assert_eq!(events, 4, "{matches:?}");
        service.cancel().await.unwrap();
    });
}

/// The phases of a run's progress notifications.
fn phases(client: &Client) -> Vec<String> {
    client.progress.lock().unwrap().iter().map(|r| r["phase"].as_str().unwrap_or("?").to_owned()).collect()
}

/// The audit logs the server wrote under `dir`.
fn audit_logs(dir: &Path) -> Vec<PathBuf> {
    let runs = dir.join(".clauz3/runs");
    let Ok(entries) = std::fs::read_dir(runs) else { return Vec::new() };
    entries.map(|e| e.unwrap().path()).collect()
}

#[test]
fn a_run_approved_by_the_policy_executes_and_reports_each_phase() {
    runtime().block_on(async {
        let dir = garden();
        let (service, client) = serve(dir.path(), &["--policy", "approve_small.json"]).await;
        let result = call(&service, "run", serde_json::json!({"path": "programs/water_dry_beds.py"})).await;
        assert_eq!(result.is_error, Some(false), "{}", text(&result));
        assert!(text(&result).starts_with("run-1: completed (exit code 0)\nmain: proved!"), "{}", text(&result));
        // The same run as `clauz3 run --json` does it, in another copy of the project.
        let elsewhere = garden();
        let args = ["run", "--json", "--policy", "approve_small.json", "programs/water_dry_beds.py"];
        let expected: serde_json::Value = serde_json::from_str(&cli(elsewhere.path(), &args)).unwrap();
        let structured = result.structured_content.clone().unwrap();
        let output = expected["execution"]["output"].as_str().unwrap();
        assert!(output.contains("poured "), "{output}");
        assert!(text(&result).ends_with(output), "{}", text(&result));
        let calls = |report: &serde_json::Value| -> Vec<String> {
            let effects = report["execution"]["effects"].as_array().unwrap();
            effects.iter().map(|e| e["call"].as_str().unwrap().to_owned()).collect()
        };
        assert_eq!(calls(&structured["report"]), calls(&expected));
        assert_eq!(calls(&expected).len(), 4);
        assert_eq!(structured["report"]["approval"]["decision"], "auto_approved");
        // The policy decided at once: nobody was waited for.
        assert_eq!(phases(&client), ["checking", "proving", "submitting_approval", "executing", "completed"]);
        // The effects really went through the gate: the audit log has each one.
        let logs = audit_logs(dir.path());
        assert_eq!(logs.len(), 1, "{logs:?}");
        let log = run_common::read_log(&logs[0]);
        let events = run_common::events(&log);
        assert_eq!(events.first().map(String::as_str), Some("run"));
        assert_eq!(events.iter().filter(|e| e.starts_with("ok ")).count(), 4, "{events:?}");
        assert_eq!(log[1]["by"], "policy rule 'small-garden': at most 40 litres");
        // `status` keeps the record.
        let status = call(&service, "status", serde_json::json!({})).await;
        let runs = status.structured_content.unwrap()["runs"].clone();
        assert_eq!(runs[0]["run_id"], "run-1");
        assert_eq!(runs[0]["phase"], "completed");
        assert_eq!(runs[0]["exit_code"], 0);
        assert_eq!(runs[0]["request_id"], structured["report"]["request"]["request_id"]);
        assert_eq!(runs[0]["source_sha256"].as_str().map(str::len), Some(64));
        service.cancel().await.unwrap();
    });
}

#[test]
fn a_run_the_policy_rejects_is_refused_and_nothing_runs() {
    runtime().block_on(async {
        let dir = garden();
        let (service, client) = serve(dir.path(), &["--policy", "reject_thirsty.json"]).await;
        let result = call(&service, "run", serde_json::json!({"path": "programs/water_dry_beds.py"})).await;
        assert_eq!(result.is_error, Some(true));
        assert!(text(&result).starts_with("run-1: refused (exit code 3)"), "{}", text(&result));
        assert!(text(&result).contains("reason: approval auto_rejected"), "{}", text(&result));
        let structured = result.structured_content.unwrap();
        assert!(structured["report"]["execution"].is_null());
        assert_eq!(phases(&client).last().map(String::as_str), Some("refused"));
        assert!(!phases(&client).contains(&"executing".to_owned()));
        service.cancel().await.unwrap();
    });
}

#[test]
fn without_a_service_or_policy_a_run_is_refused_never_approved() {
    runtime().block_on(async {
        let dir = garden();
        let (service, _) = serve(dir.path(), &[]).await;
        let result = call(&service, "run", serde_json::json!({"path": "programs/water_dry_beds.py"})).await;
        assert_eq!(result.is_error, Some(true));
        assert!(text(&result).starts_with("run-1: refused (exit code 2)"), "{}", text(&result));
        assert!(text(&result).contains("--approval-service URL"), "{}", text(&result));
        assert!(audit_logs(dir.path()).is_empty(), "nothing was logged: nothing ran");
        // A program that does not prove is refused before anyone is asked.
        let (service, _) = serve(dir.path(), &["--policy", "approve_small.json"]).await;
        let result = call(&service, "run", serde_json::json!({"path": "programs/too_much_water.py"})).await;
        assert!(text(&result).starts_with("run-1: refused (exit code 1)\nmain: failed"), "{}", text(&result));
        assert!(audit_logs(dir.path()).is_empty());
        service.cancel().await.unwrap();
    });
}

#[test]
fn the_approval_service_flag_sends_runs_to_the_service_client() {
    runtime().block_on(async {
        let dir = garden();
        // No verifying key: the service client refuses before anything is proved or sent.
        let (service, _) = serve(dir.path(), &["--approval-service", "http://127.0.0.1:9"]).await;
        let result = call(&service, "run", serde_json::json!({"path": "programs/water_dry_beds.py"})).await;
        assert_eq!(result.is_error, Some(true));
        assert!(text(&result).starts_with("run-1: refused (exit code 2)"), "{}", text(&result));
        assert!(text(&result).contains("CLAUZ3_APPROVAL_VERIFY_KEY"), "{}", text(&result));
        assert!(audit_logs(dir.path()).is_empty());
        service.cancel().await.unwrap();
    });
}

/// `clauz3 mcp` in `dir` sending runs to our approval service at `url`.
async fn serve_with_service(dir: &Path, url: &str) -> (RunningService<RoleClient, Client>, Client) {
    let mut command = command(dir, &["mcp", "--approval-service", url]);
    let key = clauz3::approval::SigningKey::parse(approval_server_support::SIGNING_KEY).unwrap();
    command
        .env("CLAUZ3_APPROVAL_TOKEN", approval_server_support::SUBMIT)
        .env("CLAUZ3_APPROVAL_VERIFY_KEY", key.verify_key().to_text());
    serve_command(command).await
}

#[test]
fn awaiting_approval_is_told_only_once_the_service_holds_the_request_pending() {
    runtime().block_on(async {
        let dir = garden();
        let state = tempfile::tempdir().unwrap();
        let person = approval_server_support::start_in(&state.path().join("person.sqlite3"), &[], dir.path());
        let (service, client) = serve_with_service(dir.path(), &person.url).await;
        let run = call(&service, "run", serde_json::json!({"path": "programs/water_dry_beds.py"}));
        let approve = async {
            let started = std::time::Instant::now();
            while !phases(&client).iter().any(|p| p == "awaiting_approval") {
                assert!(started.elapsed() < std::time::Duration::from_secs(120), "{:?}", phases(&client));
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
            // Told only once the request is there to decide.
            let waiting = approval_server_support::records(&person);
            assert_eq!(waiting.len(), 1);
            assert_eq!(waiting[0]["status"], "pending");
            let id = waiting[0]["record_id"].as_str().unwrap();
            approval_server_support::json(approval_server_support::decide(&person, id, "approved_once", ""));
        };
        let (result, ()) = tokio::join!(run, approve);
        assert_eq!(result.is_error, Some(false), "{}", text(&result));
        assert_eq!(
            phases(&client),
            ["checking", "proving", "submitting_approval", "awaiting_approval", "executing", "completed"]
        );
        service.cancel().await.unwrap();

        // A service whose policy decides at once never holds the request pending.
        let policy = dir.path().join("approve_small.json");
        let flags = ["--trusted-root", "tools/garden/trusted", "--policy", policy.to_str().unwrap()];
        let automatic = approval_server_support::start_in(&state.path().join("policy.sqlite3"), &flags, dir.path());
        let (service, client) = serve_with_service(dir.path(), &automatic.url).await;
        let result = call(&service, "run", serde_json::json!({"path": "programs/water_dry_beds.py"})).await;
        assert_eq!(result.is_error, Some(false), "{}", text(&result));
        assert_eq!(structured_decision(&result), "auto_approved");
        assert_eq!(phases(&client), ["checking", "proving", "submitting_approval", "executing", "completed"]);
        service.cancel().await.unwrap();
    });
}

fn structured_decision(result: &CallToolResult) -> String {
    result.structured_content.as_ref().unwrap()["report"]["approval"]["decision"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn bad_calls_are_mcp_errors_and_the_server_goes_on() {
    runtime().block_on(async {
        let dir = garden();
        let (service, _) = serve(dir.path(), &[]).await;
        let bad = [
            ("prove", serde_json::json!({})),
            ("prove", serde_json::json!({"source": "x = 1", "path": "a.py"})),
            ("prove", serde_json::json!({"source": 42})),
            ("prove", serde_json::json!({"source": "x = 1", "bogus": true})),
            ("tools", serde_json::json!({"view": "everything"})),
            ("status", serde_json::json!({"all": true})),
            ("no_such_tool", serde_json::json!({})),
        ];
        for (tool, args) in bad {
            let params = CallToolRequestParams::new(tool.to_owned()).with_arguments(args.as_object().unwrap().clone());
            let error = service.call_tool(params).await.expect_err(&format!("{tool} {args} is refused"));
            assert!(
                error.to_string().contains("bad arguments")
                    || error.to_string().contains("unknown tool")
                    || error.to_string().contains("exactly one"),
                "{error}"
            );
        }
        // A program that does not parse is a tool error with the diagnostic, not a crash.
        let broken = call(&service, "prove", serde_json::json!({"source": "def main(:\n"})).await;
        assert_eq!(broken.is_error, Some(true));
        assert!(text(&broken).contains("error"), "{}", text(&broken));
        let missing = call(&service, "prove", serde_json::json!({"path": "programs/nowhere.py"})).await;
        assert_eq!(missing.is_error, Some(true));
        // Still serving.
        assert_eq!(service.list_all_tools().await.unwrap().len(), 5);
        service.cancel().await.unwrap();
    });
}

/// The server a host configuration of the manual starts (`command`, `args`, `env`, as the host
/// reads them), in a copy of the manual's MCP example: `clauz3` is this build.
async fn serve_as_configured(dir: &Path, server: &serde_json::Value) -> (RunningService<RoleClient, Client>, Client) {
    assert_eq!(server["command"], "clauz3", "{server}");
    let args: Vec<&str> = server["args"].as_array().unwrap().iter().map(|a| a.as_str().unwrap()).collect();
    let mut cmd = command(dir, &args);
    for (name, value) in server["env"].as_object().into_iter().flatten() {
        cmd.env(name, value.as_str().unwrap());
    }
    serve_command(cmd).await
}

#[test]
fn the_manuals_claude_configuration_starts_the_server() {
    runtime().block_on(async {
        let dir = project("docs/examples/mcp");
        let config: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string("docs/examples/mcp/mcp.json").unwrap()).unwrap();
        let (service, _) = serve_as_configured(dir.path(), &config["mcpServers"]["clauz3"]).await;
        assert_eq!(service.list_all_tools().await.unwrap().len(), 5);
        let proved = call(&service, "prove", serde_json::json!({"path": "count_todos.py"})).await;
        assert!(text(&proved).starts_with("main: proved!"), "{}", text(&proved));
        service.cancel().await.unwrap();
    });
}

#[test]
fn the_manuals_codex_configuration_runs_what_its_policy_approves() {
    runtime().block_on(async {
        let dir = project("docs/examples/mcp");
        let config: toml::Table = std::fs::read_to_string("docs/examples/mcp/codex.toml").unwrap().parse().unwrap();
        let server = serde_json::to_value(&config["mcp_servers"]["clauz3"]).unwrap();
        let (service, _) = serve_as_configured(dir.path(), &server).await;
        let result = call(&service, "run", serde_json::json!({"path": "count_todos.py"})).await;
        assert_eq!(result.is_error, Some(false), "{}", text(&result));
        assert!(text(&result).ends_with("2 open\n"), "{}", text(&result));
        let report = &result.structured_content.unwrap()["report"];
        assert_eq!(report["approval"]["decision"], "auto_approved");
        assert_eq!(audit_logs(dir.path()).len(), 1);
        service.cancel().await.unwrap();
    });
}

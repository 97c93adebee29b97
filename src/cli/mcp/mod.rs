//! `clauz3 mcp`: a stdio MCP server (the `rmcp` SDK) so any MCP host (Claude Code, Codex, …)
//! can prove, run and look up tools through clauz3. Every tool goes through the same code as
//! its command: `prove` as `clauz3 prove --json`, `run` as `clauz3 run` (approval included),
//! `tools` and `libraries` as their listings. Stdout is the protocol: nothing here may print.
//!
//! Approval stays on the person's side: the server has no terminal to ask on, so a run needs
//! an approval service or a policy, and is refused without one; there is no `--yes`.

mod calls;
mod records;

use super::RootArgs;
use calls::Call;
use records::Runs;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation, ListToolsResult,
    PaginatedRequestParams, ServerCapabilities, ServerConfig,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, ServiceExt};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct McpArgs {
    #[command(flatten)]
    roots: RootArgs,
    /// The approval service runs ask (sets `CLAUZ3_APPROVAL_SERVICE` for this server); without
    /// it, the variables and `.clauz3/approval-service.json` that `clauz3 run` reads are used.
    #[arg(long, value_name = "URL")]
    approval_service: Option<String>,
    /// An approval policy (the format of `clauz3 run --policy`): its rules approve or reject;
    /// when none fires, the approval service is asked, if there is one.
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
    /// Seconds a run waits for an approval decision.
    #[arg(long, value_name = "SECONDS", default_value_t = 300, allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_SECONDS))]
    approval_timeout: u64,
    /// Solver time limit per query, in seconds (`prove` and `run`).
    #[arg(long, value_name = "SECONDS", default_value_t = 5, allow_negative_numbers = true, value_parser = clap::value_parser!(u32).range(1..=super::MAX_SOLVER_SECONDS))]
    solver_timeout: u32,
    /// Interpreter steps a run may take.
    #[arg(long, value_name = "N", default_value_t = crate::api::run::DEFAULT_STEP_BUDGET, allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_STEPS))]
    step_budget: u64,
}

/// What every call of this server shares: its configuration and the run records.
pub(crate) struct Server {
    args: McpArgs,
    runs: Arc<Runs>,
}

/// Why a run cannot be approved here when neither a service nor a policy says yes or no.
const NO_APPROVER: &str = "no approver: the MCP server cannot ask anyone on a terminal; start `clauz3 mcp` with --approval-service URL (or set CLAUZ3_APPROVAL_URL) or --policy FILE";

pub fn run(args: McpArgs) -> ExitCode {
    if let Some(url) = &args.approval_service {
        crate::cli::use_approval_service(url);
    }
    let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
        Ok(r) => r,
        Err(e) => {
            errln!("error: cannot start the MCP server: {e}");
            return ExitCode::from(2);
        }
    };
    let server = Server { args, runs: Arc::new(Runs::default()) };
    let served = runtime.block_on(async move {
        let service = server.serve(rmcp::transport::stdio()).await.map_err(|e| e.to_string())?;
        service.waiting().await.map(|_| ()).map_err(|e| e.to_string())
    });
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            errln!("error: MCP server: {e}");
            ExitCode::from(2)
        }
    }
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("clauz3", env!("CARGO_PKG_VERSION")))
            .with_instructions(calls::INSTRUCTIONS)
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(calls::definitions()))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let call = Call::parse(&request.name, request.arguments.unwrap_or_default())?;
        let result = match call {
            Call::Status => self.runs.status(),
            Call::Run(run) => records::run(self, run, context).await?,
            other => {
                let setup = self.setup();
                blocking(move || other.answer(&setup)).await?
            }
        };
        Ok(result.into())
    }
}

impl Server {
    /// The configuration a blocking call takes along (roots and limits).
    fn setup(&self) -> calls::Setup {
        calls::Setup { options: self.args.roots.options(), solver_timeout: self.args.solver_timeout }
    }
}

/// Runs `f` off the protocol's thread (proofs and runs take long); a panic in it is an MCP
/// error, never the end of the server.
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, ErrorData> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| ErrorData::internal_error(format!("internal error in clauz3 (please report it): {e}"), None))
}

/// A tool result: its text, and the same as JSON for hosts that read structured content.
fn answer(text: String, json: serde_json::Value, is_error: bool) -> CallToolResult {
    let mut result = if is_error {
        CallToolResult::error(vec![ContentBlock::text(text)])
    } else {
        CallToolResult::success(vec![ContentBlock::text(text)])
    };
    result.structured_content = Some(json);
    result
}

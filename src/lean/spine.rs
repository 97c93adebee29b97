//! The two entry points' flow (lean-spine.md §5, §13.4): scan, gate, then (fixture mode only)
//! build and run. The gate comes before the build, so contaminated candidates are rejected and
//! recorded even when Lean is missing or the build fails (the original gated only after a
//! successful build).

use super::bundle::{self, SourceImports};
use super::candidate::{library_name, spine_body};
use super::execute::{execute, Gated, Receipt};
use super::gate::{self, Finding};
use super::lanes;
use super::packet::{transition_id, NegativeRows, Packet, Row};
use super::result::{Mode, SpineResult};
use super::runner::{LeanRunner, TimeLimits};
use super::scan::scan;
use super::vocab::{self, BUNDLE_MANIFEST_FILE, LAKEFILE, LAKE_PROJECT_DIR, PACKET_FILE, SOURCE_MODULE_MANIFEST_FILE};
use super::workspace::{InputDir, Workspace};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::Path;

/// `spine run`: the fixture input directory checked with live Lean through `runner`. An `Err`
/// is an input error (missing or malformed file), reported with its path.
pub fn run_fixture(
    input: &Path,
    command: &str,
    runner: &dyn LeanRunner,
    limits: TimeLimits,
) -> Result<SpineResult, String> {
    let dir = InputDir::open(input)?;
    let packet = read_packet(&dir)?;
    let lakefile_rel = format!("{LAKE_PROJECT_DIR}/{LAKEFILE}");
    let lakefile = dir.read_text(&lakefile_rel)?;
    let library = library_name(&lakefile)
        .ok_or_else(|| format!("{}: declares no `lean_lib` with a plain identifier name", dir.shown(&lakefile_rel)))?;
    let mut negatives = Vec::new();
    let mut scanned = base_scan_paths(&dir);
    for (case, _) in vocab::EXPECTED_NEGATIVE_CASES {
        let rel = format!("{case}.json");
        if let Some(value) = dir.read_json(&rel)? {
            negatives.push(NegativeRows::from_value(&value, &dir.shown(&rel))?);
            scanned.push(rel);
        }
    }
    let scan = scan(&dir.scan_inputs(&scanned));
    let mut gated = gate_packet(&packet);
    let ws = Workspace::copy_project(&dir)?;
    let transitions = std::mem::take(&mut gated.transitions);
    let execution = execute(runner, &ws, &library, transitions, limits)?;
    let receipts = execution.receipts.clone();
    let mut negative_findings = Vec::new();
    let observed = lanes::negatives(&negatives, &mut negative_findings);
    let mut result = finish(Mode::Fixture, command, packet, gated, receipts, scan, SourceImports::not_applicable());
    result.execution = Some(execution);
    result.negative_findings = negative_findings;
    result.observed = observed;
    result.expected_cases = vocab::EXPECTED_NEGATIVE_CASES.to_vec();
    result.bundle_id = bundle_id(&dir)?;
    Ok(result)
}

/// `spine bundle`: offline validation of an exported bundle. Lean never runs: transitions are
/// gated and reported `not_run`, never given a made-up return code (§16.12).
pub fn run_bundle(input: &Path, command: &str) -> Result<SpineResult, String> {
    let dir = InputDir::open(input)?;
    let mut packet = read_packet(&dir)?;
    let manifest = dir.read_json(SOURCE_MODULE_MANIFEST_FILE)?;
    let read = |rel: &str| if dir.has_file(rel) { dir.read_bytes(rel).ok() } else { None };
    let sources = bundle::validate(manifest.as_ref(), &read);
    let mut scanned = base_scan_paths(&dir);
    if manifest.is_some() {
        scanned.push(SOURCE_MODULE_MANIFEST_FILE.to_owned());
        scanned.extend(sources.modules.iter().filter_map(|m| m["target_ref"].as_str()).map(str::to_owned));
    }
    let scan = scan(&dir.scan_inputs(&scanned));
    let pass = sources.status == "pass";
    let gated = if pass { gate_packet(&packet) } else { GatedPacket::default() };
    if !pass {
        // Blocked imports: nothing of the packet is evaluated (empty traces, zero counters).
        packet.cp2_requests.clear();
        packet.evolve_mutations.clear();
    }
    let receipts = gated.transitions.iter().map(|g| g.receipt.clone()).collect();
    let mut result = finish(Mode::Bundle, command, packet, gated, receipts, scan, sources);
    result.bundle_id = bundle_id(&dir)?;
    Ok(result)
}

fn read_packet(dir: &InputDir) -> Result<Packet, String> {
    let value = dir.read_json(PACKET_FILE)?.ok_or_else(|| format!("{}: missing", dir.shown(PACKET_FILE)))?;
    Packet::from_value(&value, &dir.shown(PACKET_FILE))
}

fn bundle_id(dir: &InputDir) -> Result<Option<String>, String> {
    let manifest = dir.read_json(BUNDLE_MANIFEST_FILE)?;
    Ok(manifest.as_ref().and_then(|m| m.get("bundle_id")).and_then(Value::as_str).map(str::to_owned))
}

/// The packet, the lakefile, every `.lean` file of the project and the bundle manifest.
fn base_scan_paths(dir: &InputDir) -> Vec<String> {
    let mut paths = vec![PACKET_FILE.to_owned(), format!("{LAKE_PROJECT_DIR}/{LAKEFILE}")];
    paths.extend(dir.lean_files());
    if dir.has_file(BUNDLE_MANIFEST_FILE) {
        paths.push(BUNDLE_MANIFEST_FILE.to_owned());
    }
    paths
}

/// The packet after the gate: transitions with their bodies, findings, and the reference rows
/// that may be copied into records.
#[derive(Default)]
pub struct GatedPacket {
    pub transitions: Vec<Gated>,
    pub findings: Vec<Finding>,
    pub oracle_rows: Vec<Value>,
    pub provider_rows: Vec<Value>,
}

/// Gates every transition (bodies from [`spine_body`]) and walks the reference rows.
fn gate_packet(packet: &Packet) -> GatedPacket {
    let mut out = gate_transitions(&packet.transitions, &[], &|row| spine_body(row).to_owned());
    let mut reference = |rows: &[Row], kind, id_key| -> Vec<Value> {
        let mut kept = Vec::new();
        for row in rows {
            let found = gate::check_reference_row(row, kind, id_key);
            if found.is_empty() {
                kept.push(Value::Object(row.clone()));
            }
            out.findings.extend(found);
        }
        kept
    };
    let oracle_rows = reference(&packet.oracle_sidecars, "oracle_sidecar", "sidecar_id");
    let provider_rows = reference(&packet.provider_hypotheses, "provider_hypothesis", "hypothesis_id");
    out.oracle_rows = oracle_rows;
    out.provider_rows = provider_rows;
    out
}

/// Gates transition rows; `extensions` are extra action classes, `body` makes a clean row's
/// Lean body. Shared by the spine and the Lean backend.
pub fn gate_transitions(rows: &[Row], extensions: &[&str], body: &dyn Fn(&Row) -> String) -> GatedPacket {
    let mut out = GatedPacket::default();
    let mut seen = BTreeSet::new();
    for row in rows {
        let found = gate::check_transition(row, &mut seen, extensions);
        let receipt = Receipt::for_row(row, transition_id(row));
        let source = if found.is_empty() { body(row) } else { String::new() };
        out.transitions.push(Gated::new(receipt, &found, source, row));
        out.findings.extend(found);
    }
    out
}

fn finish(
    mode: Mode,
    command: &str,
    packet: Packet,
    gated: GatedPacket,
    receipts: Vec<Receipt>,
    scan: super::scan::ScanReport,
    sources: SourceImports,
) -> SpineResult {
    let mut findings = gated.findings;
    let cp2 = packet.cp2_requests.iter().map(|row| lanes::cp2(row, &receipts, &mut findings)).collect();
    let evolve = packet.evolve_mutations.iter().map(|row| lanes::evolve(row, &receipts, &mut findings)).collect();
    SpineResult {
        mode,
        command: command.to_owned(),
        packet,
        bundle_id: None,
        scan,
        execution: None,
        receipts,
        packet_findings: findings,
        negative_findings: Vec::new(),
        observed: Default::default(),
        expected_cases: Vec::new(),
        cp2,
        evolve,
        oracle_rows: gated.oracle_rows,
        provider_rows: gated.provider_rows,
        sources,
        program: None,
    }
}

//! The vocabulary trusted roots offer an agent (`clauz3 tools`): every trusted effect and
//! `@contract` helper, with signatures, conditions and docstrings in source form, the events
//! effects perform and contracts query, and the coverage policies.
//!
//! [`ToolCatalog`] is plain data built from the loaded layer, so the listing shows exactly what
//! the prover and the interpreter use. To list a new kind of declaration (events, fluent
//! updates, coverage policies), add a field to [`EffectTool`], a variant to [`Tool`] or a field
//! to [`RootTools`], fill it in [`tool_catalog`], and print it in `cli/tools.rs`.

use super::{read_roots, render_all, LoadError, LoadOptions, LOWER_STACK};
use crate::diag::Located;
use crate::ir::{EffectDecl, EventClass, FuncId, ParamKind, WrittenSignature};
use crate::layer::{self, one_line, ContractHelper, Layer};
use crate::source::{SourceMap, Span};
use std::collections::HashMap;

/// Everything the selected trusted roots offer, root by root.
#[derive(Debug, Clone, Default)]
pub struct ToolCatalog {
    pub roots: Vec<RootTools>,
}

/// One trusted root and what it declares.
#[derive(Debug, Clone)]
pub struct RootTools {
    /// The root directory, as given or discovered.
    pub root: String,
    /// Its declarations, file by file (files sorted by module), each file's in source order.
    pub tools: Vec<Tool>,
    /// Its event classes, in file and source order.
    pub events: Vec<EventTool>,
    /// Its `policy.py` coverage policies.
    pub policies: Vec<PolicyTool>,
}

/// An event class (`clauz3.events.Event`): a relation contracts may query.
#[derive(Debug, Clone, serde::Serialize)]
pub struct EventTool {
    pub path: String,
    pub module: String,
    pub name: String,
    /// Every field, inherited ones first.
    pub fields: Vec<EventField>,
    /// Its base event classes, nearest first.
    pub parents: Vec<String>,
    /// Effects performing it or a subclass of it: the calls a contract over it reads.
    pub performed_by: Vec<String>,
    pub location: Option<Located>,
}

/// A field of an event class.
#[derive(Debug, Clone, serde::Serialize)]
pub struct EventField {
    pub name: String,
    #[serde(rename = "type")]
    pub annotation: String,
}

/// One event an effect performs: each field is the value of a parameter of the call.
#[derive(Debug, Clone, serde::Serialize)]
pub struct PerformedTool {
    pub event: String,
    /// `(field, parameter)` pairs, in field order.
    pub fields: Vec<(String, String)>,
}

/// A coverage policy of a root's `policy.py`.
#[derive(Debug, Clone, serde::Serialize)]
pub struct PolicyTool {
    pub path: String,
    /// The label, else the `when_used` effects joined by ` / `.
    pub domain: String,
    pub when_used: Vec<String>,
    pub recommended: Vec<String>,
    pub required: Vec<String>,
    pub location: Option<Located>,
}

/// One declaration of a trusted root.
#[derive(Debug, Clone)]
pub enum Tool {
    Effect(EffectTool),
    Contract(ContractTool),
}

/// What every listed function has: where it is, how it is imported, how it is called.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Declaration {
    /// The file below its `tools/` directory (`sms/trusted/effects.py`), else below the root's
    /// grandparent.
    pub path: String,
    /// The module an agent imports it from (`tools.sms.trusted.effects`).
    pub module: String,
    pub name: String,
    /// `send_text(phone: str, body: str) -> None`, as written.
    pub signature: String,
    pub params: Vec<ToolParam>,
    /// The return annotation as written.
    pub returns: Option<String>,
    pub doc: Option<String>,
    /// Where it is declared.
    pub location: Option<Located>,
}

/// A trusted effect: what an agent program may call.
#[derive(Debug, Clone, serde::Serialize)]
pub struct EffectTool {
    #[serde(flatten)]
    pub decl: Declaration,
    /// Preconditions: checked at every call (an obligation when proving).
    pub requires: Vec<Condition>,
    /// Postconditions: what the prover assumes the effect returns.
    pub ensures: Vec<Condition>,
    /// `@clauz3.mock`: the implementation only simulates the effect.
    pub mock: bool,
    /// The events each call performs (`@performs`).
    pub performs: Vec<PerformedTool>,
    /// The fluent updates each call makes (`@effect` of `clauz3.fluent`), as written:
    /// `ValveShut.set(valve, False)`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub updates: Vec<String>,
    /// The exceptions a call may raise (`@deal.raises`, `raises=`): what a program may catch.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub raises: Vec<String>,
}

/// A `@contract` helper: what an agent may promise with `@clauz3.guarantee(helper(...))`.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ContractTool {
    #[serde(flatten)]
    pub decl: Declaration,
    /// The `description=` template shown to the person approving the guarantee.
    pub description: Option<String>,
}

/// One parameter as written.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ToolParam {
    pub name: String,
    pub kind: ToolParamKind,
    /// The annotation's source text.
    #[serde(rename = "type")]
    pub annotation: Option<String>,
    /// The default's source text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
}

/// How an argument may be passed, named as Python's `inspect` does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ToolParamKind {
    PositionalOnly,
    PositionalOrKeyword,
    KeywordOnly,
}

/// A `requires` or `ensures` predicate.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Condition {
    /// The lambda's source text, on one line.
    pub source: String,
    /// The `message=` shown when it is violated.
    pub message: Option<String>,
    pub location: Option<Located>,
}

impl Tool {
    pub fn decl(&self) -> &Declaration {
        match self {
            Tool::Effect(e) => &e.decl,
            Tool::Contract(c) => &c.decl,
        }
    }
}

impl ToolCatalog {
    /// Every effect, root by root.
    pub fn effects(&self) -> impl Iterator<Item = &EffectTool> {
        self.roots.iter().flat_map(|r| &r.tools).filter_map(|t| match t {
            Tool::Effect(e) => Some(e),
            Tool::Contract(_) => None,
        })
    }

    /// Every contract helper, root by root.
    pub fn contracts(&self) -> impl Iterator<Item = &ContractTool> {
        self.roots.iter().flat_map(|r| &r.tools).filter_map(|t| match t {
            Tool::Contract(c) => Some(c),
            Tool::Effect(_) => None,
        })
    }

    pub fn is_empty(&self) -> bool {
        self.roots.iter().all(|r| r.tools.is_empty() && r.events.is_empty() && r.policies.is_empty())
    }
}

/// The source files of the trusted roots [`tool_catalog`] lists, root by root: what an agent
/// reads to see how a tool is implemented (the MCP server's `tools` with `view: source`).
pub fn tool_sources(options: &LoadOptions) -> Result<Vec<crate::layer::TrustedFile>, LoadError> {
    let (roots, _) = options.layer_roots();
    Ok(read_roots(&roots, &options.import_roots)?.into_iter().flatten().collect())
}

/// Loads the given trusted roots (or, with none, every `tools/<domain>/trusted` and
/// `tools/<org>/<domain>/trusted` under the import roots, by default the current directory)
/// exactly as `prove` does, and lists what they declare. A bad layer is the same error
/// `prove` reports.
pub fn tool_catalog(options: &LoadOptions) -> Result<ToolCatalog, LoadError> {
    let (roots, import_roots) = options.layer_roots();
    let per_root = read_roots(&roots, &options.import_roots)?;
    // Which root each file (by display path) belongs to, and how it is listed.
    let mut owners: HashMap<String, (usize, String)> = HashMap::new();
    for (i, files) in per_root.iter().enumerate() {
        let prefix = crate::loader::listing_name(&roots[i], &import_roots);
        for f in files {
            let rel = f.module.strip_prefix(&f.package).unwrap_or(&f.module).trim_start_matches('.');
            owners.insert(f.display.clone(), (i, format!("{prefix}/{}.py", rel.replace('.', "/"))));
        }
    }
    let files: Vec<_> = per_root.into_iter().flatten().collect();
    let mut map = SourceMap::default();
    let layer =
        crate::api::with_stack(LOWER_STACK, || layer::load(&mut map, &files)).map_err(|d| render_all(&map, &d.0))?;
    let owner = |span: Span| map.get(span.file).and_then(|f| owners.get(&f.name));
    let mut placed: Vec<(usize, u32, Tool)> = Vec::new();
    for e in &layer.effects {
        if let Some((root, path)) = owner(e.span) {
            placed.push((*root, e.span.start, Tool::Effect(effect_tool(&map, &layer, e, path))));
        }
    }
    for h in layer.contracts.iter().flat_map(|c| &c.helpers) {
        if let Some((root, path)) = owner(h.span) {
            placed.push((*root, h.span.start, Tool::Contract(contract_tool(&map, h, path))));
        }
    }
    // Root by root, files sorted by path components (as Python sorts paths), source order.
    placed.sort_by(|(ra, sa, ta), (rb, sb, tb)| {
        ra.cmp(rb).then_with(|| ta.decl().path.split('/').cmp(tb.decl().path.split('/'))).then(sa.cmp(sb))
    });
    let mut catalog = ToolCatalog {
        roots: roots
            .iter()
            .map(|r| RootTools {
                root: r.display().to_string(),
                tools: Vec::new(),
                events: Vec::new(),
                policies: Vec::new(),
            })
            .collect(),
    };
    for (root, _, tool) in placed {
        catalog.roots[root].tools.push(tool);
    }
    for c in &layer.events {
        if let Some((root, path)) = owner(c.span) {
            catalog.roots[*root].events.push(event_tool(&map, &layer, c, path));
        }
    }
    for p in &layer.policies {
        if let Some((root, path)) = owner(p.span) {
            catalog.roots[*root].policies.push(PolicyTool {
                path: path.clone(),
                domain: p.domain(),
                when_used: p.when_used.clone(),
                recommended: p.recommended.clone(),
                required: p.required.iter().map(|r| r.helper.name.clone()).collect(),
                location: Located::of(&map, p.span),
            });
        }
    }
    Ok(catalog)
}

fn effect_tool(map: &SourceMap, layer: &Layer, e: &EffectDecl, path: &str) -> EffectTool {
    let condition = |func: FuncId, message: &Option<String>| {
        let span = layer.functions.get(func.0 as usize).map_or(Span::default(), |f| f.span);
        Condition {
            source: map.get(span.file).map(|f| one_line(f.snippet(span))).unwrap_or_default(),
            message: message.clone(),
            location: Located::of(map, span),
        }
    };
    let module = e.qualified.strip_suffix(&format!(".{}", e.name)).unwrap_or(&e.qualified);
    EffectTool {
        decl: declaration(map, path, module, &e.name, &e.written, e.span),
        requires: e.requires.iter().map(|p| condition(p.func, &p.message)).collect(),
        ensures: e.ensures.iter().map(|p| condition(p.func, &p.message)).collect(),
        mock: e.mock,
        performs: e
            .performs
            .iter()
            .map(|p| PerformedTool {
                event: crate::contract::event_name(&p.event).to_owned(),
                fields: p.fields.iter().map(|(f, a)| (f.to_string(), a.to_string())).collect(),
            })
            .collect(),
        updates: e.updates.iter().map(update_text).collect(),
        raises: e.raises.iter().map(|exc| exc.name().to_owned()).collect(),
    }
}

/// `F.set(key, value)` as the effect's decorator writes it.
fn update_text(u: &crate::ir::FluentUpdate) -> String {
    let operand = |o: &crate::ir::Operand| match o {
        crate::ir::Operand::Param(p) => p.to_string(),
        crate::ir::Operand::Literal(c) => crate::interp::repr(&crate::interp::const_value(c)),
    };
    let var = u.fluent.qualified.rsplit('.').next().unwrap_or(&u.fluent.qualified);
    format!("{var}.set({}, {})", operand(&u.key), operand(&u.value))
}

fn event_tool(map: &SourceMap, layer: &Layer, c: &EventClass, path: &str) -> EventTool {
    let family = layer.event_family(&c.qualified);
    let mut parents = Vec::new();
    let mut at = c.parent.clone();
    while let Some(q) = at {
        parents.push(crate::contract::event_name(&q).to_owned());
        at = layer.events.iter().find(|e| e.qualified == q).and_then(|e| e.parent.clone());
    }
    EventTool {
        path: path.to_owned(),
        module: c.module.clone(),
        name: c.name.to_string(),
        fields: c.fields.iter().map(|(n, t)| EventField { name: n.to_string(), annotation: t.display() }).collect(),
        parents,
        performed_by: layer
            .effects
            .iter()
            .filter(|e| e.performs.iter().any(|p| family.contains(&p.event)))
            .map(|e| e.name.to_string())
            .collect(),
        location: Located::of(map, c.span),
    }
}

fn contract_tool(map: &SourceMap, h: &ContractHelper, path: &str) -> ContractTool {
    ContractTool {
        decl: declaration(map, path, &h.module, &h.name, &h.written, h.span),
        description: h.description.clone(),
    }
}

fn declaration(
    map: &SourceMap,
    path: &str,
    module: &str,
    name: &str,
    written: &WrittenSignature,
    span: Span,
) -> Declaration {
    Declaration {
        path: path.to_owned(),
        module: module.to_owned(),
        name: name.to_owned(),
        signature: signature(name, written),
        params: written
            .params
            .iter()
            .map(|p| ToolParam {
                name: p.name.clone(),
                kind: match p.kind {
                    ParamKind::PositionalOnly => ToolParamKind::PositionalOnly,
                    ParamKind::Normal => ToolParamKind::PositionalOrKeyword,
                    ParamKind::KeywordOnly => ToolParamKind::KeywordOnly,
                },
                annotation: p.annotation.clone(),
                default: p.default.clone(),
            })
            .collect(),
        returns: written.returns.clone(),
        doc: written.doc.clone(),
        location: Located::of(map, span),
    }
}

/// `name(a: int, /, b: str = 'x', *, c: bool = True) -> None`, as Python prints signatures.
fn signature(name: &str, written: &WrittenSignature) -> String {
    let mut parts = Vec::new();
    let mut previous = ParamKind::PositionalOnly;
    for p in &written.params {
        if previous == ParamKind::PositionalOnly && p.kind != ParamKind::PositionalOnly && !parts.is_empty() {
            parts.push("/".to_owned());
        }
        if p.kind == ParamKind::KeywordOnly && previous != ParamKind::KeywordOnly {
            parts.push("*".to_owned());
        }
        previous = p.kind;
        parts.push(match (&p.annotation, &p.default) {
            (Some(a), Some(d)) => format!("{}: {a} = {d}", p.name),
            (Some(a), None) => format!("{}: {a}", p.name),
            (None, Some(d)) => format!("{}={d}", p.name),
            (None, None) => p.name.clone(),
        });
    }
    if previous == ParamKind::PositionalOnly && !parts.is_empty() {
        parts.push("/".to_owned());
    }
    let returns = written.returns.as_ref().map_or(String::new(), |r| format!(" -> {r}"));
    format!("{name}({}){returns}", parts.join(", "))
}

//! The state of one run of the symbolic domain along one path: the path condition, what the
//! path met and called, and the loops over rows it is inside.

use super::explore::Explorer;
use super::symval::SymVal;
use super::{facts::SymCall, ObligationKind};
use crate::effects::Gate;
use crate::interp::Concrete;
use crate::smt::{self, BoolTerm, Vars};
use crate::source::Span;

/// Symbolic evaluation state for one run along one path.
pub struct Symbolic<'h> {
    pub(super) inner: Concrete<'h>,
    pub(super) gate: Gate<'h>,
    pub explorer: Explorer,
    /// Conditions of the branches taken so far on this path.
    pub path: Vec<BoolTerm>,
    /// Terms handed out as `DataValue::Symbol` arguments.
    pub(super) symbols: Vec<SymVal>,
    /// The inputs and effect results, by sort (what a counterexample reports).
    pub vars: Vars,
    /// Whether a postcondition was assumed since the last branch decision (so the path
    /// condition may have become contradictory without a branch noticing).
    pub assumed: bool,
    /// What value on this path was over-approximated, if any (a formatted term is any
    /// string): a proof still holds, but a refutation must replay to count.
    pub approximated: Option<super::Approximation>,
    /// Whether the solver could not decide a branch on this path (a timeout, say): the paths
    /// after it would likely time out too, so exploration stops there.
    pub undecided: bool,
    /// Where a loop over a list of unknown length went item by item on this path, if one did.
    pub stepped_items: Option<Span>,
    /// The exception objects effects raised on this path (declared raises the prover chose),
    /// to tell one that ends the path from an exception of the program's own.
    pub(super) effect_raises: Vec<std::rc::Rc<dyn std::any::Any>>,
    /// How often each branch has been decided on symbolic values on this path.
    pub(super) branch_visits: std::collections::HashMap<(u32, u32), u32>,
    /// Every obligation met on this path: where the program could fail, and how.
    pub sites: Vec<(ObligationKind, Span)>,
    /// The effect calls made on this path, in order.
    pub calls: Vec<SymCall>,
    /// Scalar effect results outside loops over rows, in order: call site and variable.
    pub results: Vec<(Span, String)>,
    /// The loops over rows being explored, outermost first.
    pub(super) loops: Vec<super::rows::RowLoop>,
    /// How many loops over rows this run has entered (each gets its own index).
    pub(super) loops_started: u32,
    /// What makes a column-binding refutation replayable (see `tables::hint_unbound`).
    pub(super) column_hints: std::cell::RefCell<Vec<BoolTerm>>,
    /// The row and table inputs (effect results), for reading counterexamples.
    pub row_inputs: Vec<super::tables::RowInput>,
    /// Per-row results by call site, loop rows and how many calls the site made before on the
    /// body path: every path through a loop body sees the same row's result.
    pub(super) per_row_sites: std::collections::HashMap<(Span, String, u32), (SymVal, Option<BoolTerm>)>,
    /// The functions made on this run, whose cells may hold terms.
    pub(super) closures: super::closures::Closures,
    /// Lists a loop over rows is building by `append` (see `collect`).
    pub(super) collectors: Vec<super::collect::Collector>,
    /// The files of the modelled standard-library modules, and the spans of the calls being
    /// run, outermost first (see `sites`).
    pub(super) modelled: Vec<crate::source::FileId>,
    pub(super) call_sites: Vec<Span>,
    /// The copies of objects' namespaces (`vars(obj)`) this path reads (see `namespaces`).
    pub(super) namespaces: Vec<super::namespaces::NamespaceCopy>,
    /// The hashes CPython computes anew in each run taken on this path (see `run_hashes`).
    pub(super) run_hashes: super::run_hashes::RunHashes,
    /// The arguments of exceptions made from terms, and the texts made up for values, on this
    /// path (see `exc_args`).
    pub(super) exc_texts: super::exc_args::ExcTexts,
    /// The clock's readings on this path (see `clock`).
    pub(super) clock_readings: super::clock::Readings,
}

impl<'h> Symbolic<'h> {
    /// A fresh state for one run along one path (here, and for each guarantee's lambdas).
    pub fn new(inner: Concrete<'h>, gate: Gate<'h>, explorer: Explorer) -> Self {
        Symbolic {
            inner,
            gate,
            explorer,
            path: Vec::new(),
            symbols: Vec::new(),
            vars: smt::Vars::default(),
            assumed: false,
            approximated: None,
            undecided: false,
            stepped_items: None,
            effect_raises: Vec::new(),
            branch_visits: Default::default(),
            sites: Vec::new(),
            loops: Vec::new(),
            column_hints: Default::default(),
            loops_started: 0,
            calls: Vec::new(),
            results: Vec::new(),
            row_inputs: Vec::new(),
            per_row_sites: Default::default(),
            closures: Default::default(),
            collectors: Vec::new(),
            modelled: Vec::new(),
            call_sites: Vec::new(),
            namespaces: Vec::new(),
            run_hashes: Default::default(),
            exc_texts: Default::default(),
            clock_readings: Default::default(),
        }
    }
}

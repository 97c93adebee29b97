//! Why evaluation stopped early: a Python exception, a violated precondition, a limit, or a
//! construct the current domain cannot handle.

use crate::diag::{DiagKind, Diagnostic};
use crate::ir::{ExcClass, PyExc};
use crate::source::Span;

/// Which resource limit was exceeded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitKind {
    Steps,
    Depth,
    Size,
    /// The wall-clock deadline of a run (`clauz3 run --timeout`).
    Time,
    /// The heap a run may add (`--max-memory`).
    Memory,
}

impl LimitKind {
    pub fn name(self) -> &'static str {
        match self {
            LimitKind::Steps => "step budget",
            LimitKind::Depth => "recursion depth",
            LimitKind::Size => "value size",
            LimitKind::Time => "wall-clock time",
            LimitKind::Memory => "memory cap",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum FaultKind {
    /// A Python exception, as CPython would raise it: the only kind a `try` can catch.
    Exception(ExcClass),
    /// A trusted effect's `requires` predicate was false.
    Precondition,
    Limit(LimitKind),
    /// The domain cannot evaluate this (the symbolic domain refuses precisely, never guesses).
    Unsupported,
    /// The effect gate refused a call or a returned value.
    Effect,
    /// The symbolic path being explored cannot happen (its assumptions contradict it); the
    /// prover drops it. Never reaches a user.
    Infeasible,
    /// The symbolic path being explored goes on only to failures an earlier run of it found
    /// (in a loop body, every side of a branch): the prover ends the run there, having reported
    /// them. Never reaches a user.
    Explored,
    /// A bug in clauz3.
    Internal,
}

/// A fault with its location; boxed so `Result<Val, Fault>` stays small on the hot path.
#[derive(Debug, Clone, PartialEq)]
pub struct Fault(Box<FaultData>);

#[derive(Debug, Clone, PartialEq)]
pub struct FaultData {
    pub kind: FaultKind,
    pub message: String,
    pub span: Span,
    pub notes: Vec<String>,
    pub related: Vec<(String, Span)>,
    /// The exception object raised, in the domain that raised it, when it is more than its
    /// class and message (`raise KeyError(k)`, a user's arguments); see `Domain::caught`.
    pub value: Option<ExcPayload>,
    /// The frames the exception has passed through, for its traceback.
    pub trace: Trace,
}

/// One frame of a traceback: where in it the exception was (the raising expression, or the
/// call it left the frame through) and the function's name (CPython's `co_name`).
#[derive(Debug, Clone, PartialEq)]
pub struct TbEntry {
    pub span: Span,
    pub func: std::rc::Rc<str>,
}

/// What a fault's traceback holds so far: the frames it has left or been caught in,
/// innermost first, and where it is in the frame it is in now.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Trace {
    pub entries: Vec<TbEntry>,
    pub site: TbSite,
}

/// Where a fault is in the frame it is in now, which joins its traceback when it leaves
/// that frame or is caught there.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum TbSite {
    /// Where it was raised: the fault's span.
    #[default]
    Raised,
    /// The call of a function it left.
    At(Span),
    /// Already in `entries` (caught here, or raised again by a bare `raise`).
    Recorded,
}

/// An exception object of some domain, type-erased so `Fault` stays domain-independent; the
/// domains look inside.
#[derive(Clone)]
pub struct ExcPayload(pub std::rc::Rc<dyn std::any::Any>);

impl std::fmt::Debug for ExcPayload {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("<exception>")
    }
}

impl PartialEq for ExcPayload {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Fault {
    pub fn new(kind: FaultKind, message: impl Into<String>, span: Span) -> Fault {
        Fault(Box::new(FaultData {
            kind,
            message: message.into(),
            span,
            notes: Vec::new(),
            related: Vec::new(),
            value: None,
            trace: Trace::default(),
        }))
    }

    pub fn exc(exc: PyExc, message: impl Into<String>, span: Span) -> Fault {
        Fault::new(FaultKind::Exception(ExcClass::Builtin(exc)), message, span)
    }

    /// Carries the exception object raised (see `FaultData::value`).
    pub fn with_value(mut self, value: std::rc::Rc<dyn std::any::Any>) -> Fault {
        self.0.value = Some(ExcPayload(value));
        self
    }

    /// The same fault with another message (an exception's `str()` computed later).
    pub fn with_message(mut self, message: impl Into<String>) -> Fault {
        self.0.message = message.into();
        self
    }

    /// The frames this exception has passed through so far.
    pub fn trace(&self) -> &Trace {
        &self.0.trace
    }

    /// Adds the frame the fault is in now (function `func`) to its traceback, once.
    pub fn record_frame(&mut self, func: &std::rc::Rc<str>, keep: impl Fn(Span) -> bool) {
        let span = match self.0.trace.site {
            TbSite::Raised => self.0.span,
            TbSite::At(span) => span,
            TbSite::Recorded => return,
        };
        if keep(span) {
            self.0.trace.entries.push(TbEntry { span, func: func.clone() });
        }
        self.0.trace.site = TbSite::Recorded;
    }

    /// The fault has left its frame through the call at `call`.
    pub fn left_frame(&mut self, call: Span) {
        self.0.trace.site = TbSite::At(call);
    }

    /// The fault left its frame's call at `from`, which CPython places at `to`.
    pub fn site_moved(mut self, from: Span, to: Span) -> Fault {
        if self.0.trace.site == TbSite::At(from) {
            self.0.trace.site = TbSite::At(to);
        }
        self
    }

    /// Raised again as it stands where `entries` (innermost first) left it, with no frame of
    /// its own added in the frame it is in now (what leaves an `except*` statement).
    pub fn reraised_from(mut self, entries: Vec<TbEntry>) -> Fault {
        self.0.trace = Trace { entries, site: TbSite::Recorded };
        self
    }

    /// A `raise` of an object that already has a traceback continues it (`raise e`).
    pub fn continue_trace(&mut self, entries: Vec<TbEntry>) {
        self.0.trace.entries = entries;
    }

    /// The exception object raised, if the fault carries one.
    pub fn value(&self) -> Option<&std::rc::Rc<dyn std::any::Any>> {
        self.0.value.as_ref().map(|p| &p.0)
    }

    /// The class of the Python exception this fault is, if it is one (what `except` matches).
    pub fn exc_class(&self) -> Option<&ExcClass> {
        match &self.0.kind {
            FaultKind::Exception(c) => Some(c),
            FaultKind::Precondition
            | FaultKind::Limit(_)
            | FaultKind::Unsupported
            | FaultKind::Effect
            | FaultKind::Infeasible
            | FaultKind::Explored
            | FaultKind::Internal => None,
        }
    }

    /// The same fault raised again at `span` (a re-raise keeps the exception, not the place).
    pub fn at(mut self, span: Span) -> Fault {
        self.0.span = span;
        self
    }

    pub fn type_error(message: impl Into<String>, span: Span) -> Fault {
        Fault::exc(PyExc::TypeError, message, span)
    }

    /// CPython's `TypeError` when neither operand of `l <symbol> r` takes the other, named by
    /// their types: `sequence` (the left operand's builtin sequence type, if it is one) words
    /// `+` and `*` as concatenation and repetition, and a plain `**` names `pow()` beside it.
    /// Where CPython does have the operator for these types and the subset does not model it
    /// (`b"%d" % 5`, `int | None`), the operation is refused
    /// instead: a program catching the `TypeError` would be proved on a path CPython never
    /// takes.
    pub fn unsupported_operands(symbol: &str, sequence: Option<&str>, left: &str, right: &str, span: Span) -> Fault {
        let plain = symbol.trim_end_matches('=');
        if unmodelled_operator(plain, left, right) {
            let message =
                format!("`{plain}` of a `{left}` and a `{right}`, which CPython has and clauz3 does not model");
            return Fault::unsupported(message, span);
        }
        // `x += y` words a sequence's refusal as `x + y` does.
        let message = match (plain, sequence) {
            ("+", Some(seq)) => format!("can only concatenate {seq} (not \"{right}\") to {seq}"),
            ("*", Some(_)) => format!("can't multiply sequence by non-int of type '{right}'"),
            _ if symbol == "**" => format!("unsupported operand type(s) for ** or pow(): '{left}' and '{right}'"),
            _ => format!("unsupported operand type(s) for {symbol}: '{left}' and '{right}'"),
        };
        Fault::type_error(message, span)
    }

    /// The fault of `l op r` reworded for `l op= r` (`for **=:` where the binary form says
    /// `for ** or pow():`), as CPython words a refused augmented assignment; any other fault
    /// (a sequence's concatenation message, a ZeroDivisionError) is unchanged.
    pub fn for_inplace(mut self, symbol: &str) -> Fault {
        if self.0.kind != FaultKind::Exception(ExcClass::Builtin(PyExc::TypeError)) {
            return self;
        }
        let binary = if symbol == "**" { "** or pow()".to_owned() } else { symbol.to_owned() };
        let prefix = format!("unsupported operand type(s) for {binary}: ");
        if let Some(operands) = self.0.message.strip_prefix(&prefix) {
            self.0.message = format!("unsupported operand type(s) for {symbol}=: {operands}");
        }
        self
    }

    pub fn value_error(message: impl Into<String>, span: Span) -> Fault {
        Fault::exc(PyExc::ValueError, message, span)
    }

    /// Python's `ValueError` for unpacking `got` items into `expected` targets.
    pub fn unpack_count(expected: usize, got: usize, at: Span) -> Fault {
        let msg = if got > expected {
            format!("too many values to unpack (expected {expected})")
        } else {
            format!("not enough values to unpack (expected {expected}, got {got})")
        };
        Fault::value_error(msg, at)
    }

    /// CPython's `RecursionError` comparing or hashing values nested past its recursion limit,
    /// as clauz3's depth limit.
    pub fn compare_too_deep(span: Span) -> Fault {
        Fault::limit(
            LimitKind::Depth,
            "values nested more than 1000 deep to compare or hash (maximum recursion depth exceeded)",
            span,
        )
    }

    /// CPython's `RecursionError` while writing the text of values nested past its recursion
    /// limit, as clauz3's depth limit.
    pub fn text_too_deep(span: Span) -> Fault {
        Fault::limit(
            LimitKind::Depth,
            "values nested more than 1000 deep to write as text (maximum recursion depth exceeded while getting the repr of an object)",
            span,
        )
    }

    pub fn limit(kind: LimitKind, message: impl Into<String>, span: Span) -> Fault {
        Fault::new(FaultKind::Limit(kind), message, span)
    }

    pub fn unsupported(message: impl Into<String>, span: Span) -> Fault {
        Fault::new(FaultKind::Unsupported, message, span)
    }

    pub fn internal(message: impl Into<String>, span: Span) -> Fault {
        Fault::new(FaultKind::Internal, message, span)
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Fault {
        self.0.notes.push(note.into());
        self
    }

    /// Points at a second location (for example where a violated precondition is declared).
    pub fn with_related(mut self, label: impl Into<String>, span: Span) -> Fault {
        self.0.related.push((label.into(), span));
        self
    }

    pub fn kind(&self) -> &FaultKind {
        &self.0.kind
    }

    pub fn message(&self) -> &str {
        &self.0.message
    }

    pub fn span(&self) -> Span {
        self.0.span
    }

    pub fn notes(&self) -> &[String] {
        &self.0.notes
    }

    /// The Python exception name, or a clauz3 name for the other kinds (used in traces and tests).
    pub fn error_name(&self) -> &str {
        match &self.0.kind {
            FaultKind::Exception(e) => e.name(),
            FaultKind::Precondition => "PreconditionError",
            FaultKind::Limit(_) => "LimitExceeded",
            FaultKind::Unsupported => "Unsupported",
            FaultKind::Effect => "EffectError",
            FaultKind::Infeasible => "Infeasible",
            FaultKind::Explored => "Explored",
            FaultKind::Internal => "InternalError",
        }
    }

    /// The user-facing diagnostic for this fault.
    pub fn to_diagnostic(&self) -> Diagnostic {
        let (kind, code, message) = match &self.0.kind {
            FaultKind::Exception(e) => {
                let msg = if self.0.message.is_empty() {
                    e.traceback_name()
                } else {
                    format!("{}: {}", e.traceback_name(), self.0.message)
                };
                (DiagKind::Runtime, "python-exception", msg)
            }
            FaultKind::Precondition => (DiagKind::Runtime, "precondition-violated", self.0.message.clone()),
            FaultKind::Limit(l) => (DiagKind::Limit, l.code(), self.0.message.clone()),
            FaultKind::Unsupported => (DiagKind::Unsupported, "unsupported-construct", self.0.message.clone()),
            FaultKind::Effect => (DiagKind::Effect, "effect-boundary", self.0.message.clone()),
            FaultKind::Infeasible | FaultKind::Explored | FaultKind::Internal => {
                (DiagKind::Internal, "internal-error", self.0.message.clone())
            }
        };
        let mut d = Diagnostic::new(kind, code, message, Some(self.0.span));
        d.notes.clone_from(&self.0.notes);
        d.related.clone_from(&self.0.related);
        d
    }
}

impl LimitKind {
    fn code(self) -> &'static str {
        match self {
            LimitKind::Steps => "step-limit",
            LimitKind::Depth => "depth-limit",
            LimitKind::Size => "size-limit",
            LimitKind::Time => "time-limit",
            LimitKind::Memory => "memory-limit",
        }
    }
}

/// Whether CPython 3.11 has the operator `symbol` for operands of these types where the subset
/// has none: bytes formatting and the union of classes (`type.__or__`, also on the right of
/// `None | int`). Over-approximate (`1 | int` is CPython's `TypeError` too): a refusal there
/// only skips.
fn unmodelled_operator(symbol: &str, left: &str, right: &str) -> bool {
    let class = |t: &str| matches!(t, "type" | "EnumType" | "ABCMeta");
    match symbol {
        "%" => matches!(left, "bytes" | "bytearray"),
        "|" => class(left) || class(right),
        _ => false,
    }
}

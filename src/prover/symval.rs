//! The values of the symbolic domain and its loop states.

use super::dicts::SymDict;
use super::facts::SymRecord;
use super::lists::SymList;
use super::tables::RowData;
use crate::interp::iter::PyIter;
use crate::interp::Value;
use crate::smt::{BoolTerm, FloatTerm, IntTerm, StrTerm};
use std::rc::Rc;

/// A value of the symbolic domain.
#[derive(Clone, Debug)]
pub enum SymVal {
    Concrete(Value),
    Int(IntTerm),
    Bool(BoolTerm),
    Str(StrTerm),
    /// A tuple with at least one symbolic item (its length is always known).
    Tuple(Rc<SymTuple>),
    /// `range(start, stop, step)` with symbolic bounds and a literal step.
    Range(Rc<SymRange>),
    /// A record with at least one symbolic field: an effect call seen by a contract lambda.
    Record(Rc<SymRecord>),
    /// An IEEE-754 double.
    Float(FloatTerm),
    /// A list that is empty or holds a term when built (see `lists`).
    List(Rc<SymList>),
    /// A dict that is empty or holds a term when built (see `dicts`).
    Dict(Rc<SymDict>),
    /// A list of unknown length, shared by its aliases (see `seqs`).
    Seq(Rc<super::seqs::SymSeq>),
    /// A row, or a list of rows of unknown length (see `tables`).
    Rows(RowData),
    /// A set holding a term (see `sets`).
    Set(Rc<super::sets::SymSet>),
    /// A view of a dict of the symbolic domain (see `views`).
    View(Rc<super::views::SymView>),
    /// An instance of a class of the program, whose attributes may hold terms (kept by the
    /// evaluator: see `sema::Instance`).
    Object(Rc<crate::sema::Instance<SymVal>>),
}

/// The items of a tuple of the symbolic domain, and its `typing.NamedTuple` class if it is an
/// instance of one (see `interp::TupleItems`).
#[derive(Clone, Debug, Default)]
pub struct SymTuple {
    items: Vec<SymVal>,
    pub class: Option<Rc<crate::ir::ClassDef>>,
}

impl std::ops::Deref for SymTuple {
    type Target = Vec<SymVal>;
    fn deref(&self) -> &Vec<SymVal> {
        &self.items
    }
}

impl SymVal {
    /// Whether this is a known `None`, bool, int, float, str or bytes: plain data whose text
    /// the prover writes as CPython does, and which no tuple equals.
    pub fn is_known_scalar(&self) -> bool {
        matches!(
            self,
            SymVal::Concrete(
                Value::None
                    | Value::Bool(_)
                    | Value::Int(_)
                    | Value::Big(_)
                    | Value::Float(_)
                    | Value::Str(_)
                    | Value::Bytes(_)
            )
        )
    }

    /// A plain tuple with at least one symbolic item.
    pub fn tuple(items: Vec<SymVal>) -> SymVal {
        SymVal::Tuple(Rc::new(SymTuple { items, class: None }))
    }

    /// A tuple like `like` (a plain one, or an instance of its `NamedTuple` class) with `items`,
    /// plain when every item is.
    pub fn tuple_like(like: &SymTuple, items: Vec<SymVal>) -> SymVal {
        if let Some(plain) = items.iter().map(|i| i.known().cloned()).collect::<Option<Vec<_>>>() {
            return SymVal::Concrete(match &like.class {
                Some(class) => Value::named_tuple(plain, class.clone()),
                None => Value::tuple(plain),
            });
        }
        SymVal::Tuple(Rc::new(SymTuple { items, class: like.class.clone() }))
    }

    /// The `NamedTuple` class and the items of an instance of one.
    pub fn named_tuple_parts(&self) -> Option<(Rc<crate::ir::ClassDef>, Vec<SymVal>)> {
        match self {
            SymVal::Tuple(t) => t.class.clone().map(|c| (c, t.to_vec())),
            SymVal::Concrete(Value::Tuple(t)) => {
                t.class().map(|c| (c.clone(), t.iter().cloned().map(SymVal::Concrete).collect()))
            }
            SymVal::Concrete(_)
            | SymVal::Int(_)
            | SymVal::Bool(_)
            | SymVal::Str(_)
            | SymVal::Range(_)
            | SymVal::Record(_)
            | SymVal::Float(_)
            | SymVal::List(_)
            | SymVal::Dict(_)
            | SymVal::Seq(_)
            | SymVal::Rows(_)
            | SymVal::Set(_)
            | SymVal::View(_)
            | SymVal::Object(_) => None,
        }
    }

    /// An instance of the `NamedTuple` class `class`, plain when every item is.
    pub fn named_tuple(class: Rc<crate::ir::ClassDef>, items: Vec<SymVal>) -> SymVal {
        SymVal::tuple_like(&SymTuple { items: Vec::new(), class: Some(class) }, items)
    }

    /// The plain value, when this one is known.
    pub fn known(&self) -> Option<&Value> {
        match self {
            SymVal::Concrete(c) => Some(c),
            SymVal::Int(_)
            | SymVal::Bool(_)
            | SymVal::Str(_)
            | SymVal::Tuple(_)
            | SymVal::Range(_)
            | SymVal::Record(_)
            | SymVal::Float(_)
            | SymVal::List(_)
            | SymVal::Dict(_)
            | SymVal::Seq(_)
            | SymVal::Rows(_)
            | SymVal::Set(_)
            | SymVal::View(_)
            | SymVal::Object(_) => None,
        }
    }
}

/// The bounds of a symbolic range.
#[derive(Clone, Debug)]
pub struct SymRange {
    pub start: IntTerm,
    pub stop: IntTerm,
    pub step: i64,
}

/// The state of a loop in the symbolic domain.
pub enum SymIter {
    Concrete(PyIter),
    /// Through a list of the symbolic domain, live (items appended during the loop are seen).
    List {
        list: Rc<SymList>,
        next: usize,
    },
    /// Through the keys (or a view) of a dict of the symbolic domain, which may not change
    /// size meanwhile.
    Dict {
        dict: Rc<SymDict>,
        kind: crate::interp::views::ViewKind,
        next: usize,
        shape: super::dicts::DictShape,
    },
    /// Counting through a symbolic range: each step is a branch on `next < stop`.
    Range {
        next: IntTerm,
        stop: IntTerm,
        step: i64,
    },
    /// Through the items of a set of the symbolic domain, which may not change size meanwhile.
    Set {
        set: Rc<super::sets::SymSet>,
        next: usize,
        size: usize,
    },
    /// Through a list of unknown length: one symbolic row, once per path through the body
    /// (see `rows`).
    Rows {
        source: super::rows::RowSource,
        started: bool,
        /// The list of unknown length gone through, and how often it had changed when the
        /// iteration started: a later change stops the path (CPython's iterator would see it).
        watch: Option<(Rc<super::seqs::SymSeq>, u32)>,
    },
    /// Through a list of unknown length item by item (`Domain::item_by_item`): each step is a
    /// branch on `next < len`, as a symbolic range's, and hands out the item at `next`.
    Indexed {
        source: super::rows::RowSource,
        next: usize,
        watch: Option<(Rc<super::seqs::SymSeq>, u32)>,
    },
}

/// The refusal of an operation the prover has no encoding for on a term.
pub(super) fn unsupported_symbolic(what: &str, at: crate::source::Span) -> crate::sema::Fault {
    crate::sema::Fault::unsupported(format!("{what} on a symbolic value is not supported by the prover yet"), at)
}

/// Why a text holding a memory address (`Domain::address`) stops a proof.
pub(super) fn address_refused(what: &str, at: crate::source::Span) -> crate::sema::Fault {
    crate::sema::Fault::unsupported(
        format!("{what}: CPython writes the object's memory address into it, which differs from run to run, so a proof cannot rely on it"),
        at,
    )
}

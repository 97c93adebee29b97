//! Loops whose body a domain reasons about once for every item at a time (the prover's loops
//! over lists of unknown length). The domain hands out the same symbolic item once per path
//! through the body; the evaluator keeps each of those runs from seeing another's state: no
//! name bound before the loop may be assigned in it, names the body binds start unbound on every
//! run and cannot be read after the loop, and `break`/`return` (which would make one item's
//! outcome decide what later items do) are refused. The one state carried is a counter the
//! body only increments by literals: every run starts from its value before the loop, and
//! after the loop the domain bounds it by what each item adds at least and at most. A loop
//! whose body would carry other state, or may leave early, is not quantified at all: the
//! domain goes through it item by item (`carries_state`, and the loop's `leaves`).

use super::domain::BuildKind;
use super::exec::TargetCode;
use super::frame::{is_bound, store, take, Flow, Frame};
use super::{Domain, Evaluator, Fault, FaultKind, StmtCode, Val};
use crate::ir::{Method, PerItem, Place};
use crate::source::Span;

/// The parts of a compiled `for` statement a quantified loop runs: the target, the body, the
/// places the body binds and its counters (see `StmtKind::For`).
pub(super) struct LoopParts<'a, 'p, D: Domain> {
    pub bind: &'a TargetCode<'p, D>,
    pub body: &'a [StmtCode<'p, D>],
    pub binds: &'a [Place],
    pub counters: &'a [(Place, PerItem)],
    pub collectors: &'a [Place],
}

/// Whether a loop's body assigns a name bound before the loop other than a counter, or
/// changes one in place (`changes`): state carried from item to item, which a quantified loop
/// refuses; such a loop goes item by item (`Domain::item_by_item`).
pub(super) fn carries_state<V>(
    f: &Frame<'_, V>,
    binds: &[Place],
    counters: &[(Place, PerItem)],
    changes: &[Place],
) -> bool {
    binds.iter().any(|&p| is_bound(f, p) && !counters.iter().any(|&(c, _)| c == p))
        || changes.iter().any(|&p| is_bound(f, p))
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Runs a loop the domain quantifies over: the body once per path the domain explores.
    pub(super) fn run_quantified_loop(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        mut it: D::Iter,
        LoopParts { bind, body, binds, counters, collectors }: LoopParts<'_, 'p, D>,
        [at, items_at]: [Span; 2],
    ) -> Result<Flow<Val<D>>, Fault> {
        let counter = |p: Place| counters.iter().find(|(c, _)| *c == p).map(|&(_, most)| most);
        if let Some(&outer) = binds.iter().find(|&&p| is_bound(f, p) && counter(p).is_none()) {
            return Err(Fault::unsupported(
                format!(
                    "assigning to `{}`, bound before the loop, inside a loop over a list of unknown length (a trusted query result) is not supported: the body is reasoned about once for every row, so it cannot carry state from row to row (a count the body only increments by literals, `n += 1`, and does not read is the exception)",
                    f.place_name(outer)
                ),
                at,
            ));
        }
        // Counters bound before the loop, with their value then.
        let carried: Vec<(Place, PerItem, Val<D>)> =
            counters.iter().filter_map(|&(p, most)| Some((p, most, take(f, p)?))).collect();
        let restart = |f: &mut Frame<'p, Val<D>>| {
            for (p, _, start) in &carried {
                store(f, *p, start.clone());
            }
        };
        restart(f);
        let collected: Vec<Place> =
            collectors.iter().copied().filter(|&p| self.assuming == 0 && is_bound(f, p)).collect();
        for &p in &collected {
            let list = take(f, p).expect("a bound collector");
            let list = self.domain.collect_rows(list, &it, at)?;
            store(f, p, list);
        }
        self.each_row(f, &mut it, [at, items_at], |ev, f, item| {
            let run = bind(ev, f, item).and_then(|()| ev.run_block(f, body));
            for &place in binds {
                take(f, place);
            }
            restart(f);
            run
        })?;
        for &p in &collected {
            let list = take(f, p).expect("a bound collector");
            let list = self.domain.rows_collected(list, &it, at)?;
            store(f, p, list);
        }
        for (p, per_item, start) in carried {
            let after = self.domain.loop_counter(start, per_item, &it, at)?;
            store(f, p, after);
        }
        let unbound: Vec<Place> = binds.iter().copied().filter(|&p| !is_bound(f, p)).collect();
        f.hidden.get_or_insert_with(Box::default).extend(unbound);
        Ok(Flow::Normal)
    }

    /// Runs `run` once per path the domain explores for the quantified iteration `it`, each
    /// with the one item standing for every item; `break` and `return` are refused (one item's
    /// outcome would decide what later items do), and so is an exception a `try` around the
    /// loop could handle.
    fn each_row(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        it: &mut D::Iter,
        [at, items_at]: [Span; 2],
        mut run: impl FnMut(&mut Self, &mut Frame<'p, Val<D>>, Val<D>) -> Result<Flow<Val<D>>, Fault>,
    ) -> Result<(), Fault> {
        while let Some(item) = self.domain.iter_next(it, items_at)? {
            self.rows_depth += 1;
            let outer_loop = self.rows_loop.replace((self.call_depth, at));
            let outcome = run(self, f, item);
            self.rows_loop = outer_loop;
            self.rows_depth -= 1;
            match outcome {
                Ok(Flow::Normal | Flow::Continue) => {}
                Ok(Flow::Break | Flow::Return(_)) => {
                    return Err(Fault::unsupported(
                        "`break` or `return` inside a loop over a list of unknown length (a trusted query result) is not supported: every row is reasoned about at once",
                        at,
                    ))
                }
                // This path through the body is impossible for any row: on to the next one.
                Err(fault) if *fault.kind() == FaultKind::Infeasible => {}
                // Handled past the loop, the exception would end one row's run and go on with
                // the rest of the program, which the per-row exploration cannot follow.
                Err(fault) if self.try_depth > 0 && fault.exc_class().is_some() => {
                    return Err(Fault::unsupported(
                        format!(
                            "a `{}` that may leave a loop over a list of unknown length (a trusted query result) inside a `try` statement is not supported: every row is reasoned about at once (handle it inside the loop body)",
                            fault.error_name()
                        ),
                        fault.span(),
                    ))
                }
                Err(fault) => return Err(fault),
            }
        }
        Ok(())
    }

    /// A list comprehension with one generator over a quantified iteration: `element` (the
    /// target bound and the conditions tested; `None` when one is false) once per path the
    /// domain explores, appended to a new list the domain collects.
    pub(super) fn collect_comprehension(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        mut it: D::Iter,
        element: impl Fn(&mut Self, &mut Frame<'p, Val<D>>, Val<D>) -> Result<Option<Val<D>>, Fault>,
        [at, items_at]: [Span; 2],
    ) -> Result<Val<D>, Fault> {
        let list = self.domain.build(BuildKind::List, Vec::new(), at)?;
        let list = self.domain.collect_rows(list, &it, at)?;
        self.each_row(f, &mut it, [at, items_at], |ev, f, item| {
            if let Some(v) = element(ev, f, item)? {
                ev.domain.method(Method::Append, list.clone(), vec![v], Vec::new(), at)?;
            }
            Ok(Flow::Normal)
        })?;
        self.domain.rows_collected(list, &it, at)
    }

    /// A function called inside a quantified loop body rebinding a global or an enclosing
    /// function's variable (`global`, `nonlocal`) would carry state from one row's run to the
    /// next, which the body's checks on its own names do not see: refused, located at the loop.
    pub(super) fn no_outer_store_in_rows(&self, f: &Frame<'p, Val<D>>, place: Place) -> Result<(), Fault> {
        match (self.rows_loop, place) {
            (Some((depth, at)), Place::Global(_) | Place::Free(_)) if self.call_depth > depth => {
                Err(Fault::unsupported(
                    format!(
                        "a function called inside a loop over a list of unknown length (a trusted query result) assigns to `{}` (`global` or `nonlocal`), which is not supported: the body is reasoned about once for every row, so it cannot carry state from row to row",
                        f.place_name(place)
                    ),
                    at,
                ))
            }
            _ => Ok(()),
        }
    }

    /// Assigning an attribute of an instance made before the innermost quantified loop began,
    /// inside it: one row's run would change what the next sees.
    pub(super) fn no_attribute_store_in_rows(&self, made_in_rows: u32, name: &str, at: Span) -> Result<(), Fault> {
        if self.rows_depth > made_in_rows {
            return Err(Fault::unsupported(
                format!(
                    "assigning the attribute `{name}` of an object made before a loop over a list of unknown length (a trusted query result), inside that loop, is not supported: the body is reasoned about once for every row, so it cannot carry state from row to row"
                ),
                at,
            ));
        }
        Ok(())
    }
}

//! Loops whose body a domain reasons about once for every item at a time (the prover's loops
//! over lists of unknown length). The domain hands out the same symbolic item once per path
//! through the body; the evaluator keeps each of those runs from seeing another's state: no
//! name bound before the loop may be assigned in it, names the body binds start unbound on every
//! run and cannot be read after the loop, and `break`/`return` (which would make one item's
//! outcome decide what later items do) are refused.

use super::exec::TargetCode;
use super::frame::{is_bound, take, Flow, Frame};
use super::{Domain, Evaluator, Fault, FaultKind, StmtCode, Val};
use crate::ir::Place;
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Runs a loop the domain quantifies over: the body once per path the domain explores.
    pub(super) fn run_quantified_loop(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        mut it: D::Iter,
        (bind, body, binds): (&TargetCode<'p, D>, &[StmtCode<'p, D>], &[Place]),
        [at, items_at]: [Span; 2],
    ) -> Result<Flow<Val<D>>, Fault> {
        if let Some(&outer) = binds.iter().find(|&&p| is_bound(f, p)) {
            return Err(Fault::unsupported(
                format!(
                    "assigning to `{}`, bound before the loop, inside a loop over a list of unknown length (a trusted query result) is not supported: the body is reasoned about once for every row, so it cannot carry state from row to row",
                    f.place_name(outer)
                ),
                at,
            ));
        }
        while let Some(item) = self.domain.iter_next(&mut it, items_at)? {
            let run = bind(self, f, item).and_then(|()| self.run_block(f, body));
            for &place in binds {
                take(f, place);
            }
            match run {
                Ok(Flow::Normal | Flow::Continue) => {}
                Ok(Flow::Break | Flow::Return(_)) => {
                    return Err(Fault::unsupported(
                        "`break` or `return` inside a loop over a list of unknown length (a trusted query result) is not supported: every row is reasoned about at once",
                        at,
                    ))
                }
                // This path through the body is impossible for any row: on to the next one.
                Err(fault) if *fault.kind() == FaultKind::Infeasible => {}
                Err(fault) => return Err(fault),
            }
        }
        f.hidden.extend_from_slice(binds);
        Ok(Flow::Normal)
    }
}

//! A key's hash that only finds it in a table. CPython hashes a str (and `None`) anew in each
//! run, so the prover refuses `hash(s)`: a proof must not rest on the number. But an
//! instance whose class's `__hash__` is just `return hash(<expression>)` (an enumeration's
//! `hash(self._name_)`, a record's `hash((self.kind, self.name))`) hands that number to
//! nothing but the table that asked for it, which only compares it with other keys' hashes.
//! When `hashed_keys.rs` takes such an instance's hash for a dict or set, that one `hash()`
//! call is answered by `Domain::table_hash`, which accepts a str's hash, and the instance is
//! marked as hashing differently from run to run, so no set of it claims CPython's order. Any
//! other `hash()` (the program's own, or one whose value the method computes with) is the
//! builtin's.

use super::call::ArgsCode;
use super::spread::Receiver;
use super::{Domain, Evaluator, ExprCode, Fault, Val};
use crate::ir::{Builtin, Callee, ExprKind, FuncId, StmtKind};
use crate::source::Span;

/// Where `hash()` may be answered by `Domain::table_hash`: the call site in the `__hash__`
/// being run for a table, and whether the hash it gave differs between CPython runs.
#[derive(Default)]
pub(super) struct TableHash {
    site: Option<Span>,
    varied: bool,
}

/// The `hash(<expression>)` call a method's whole body returns, if that is its body.
fn returned_hash(body: &[crate::ir::Stmt]) -> Option<Span> {
    let [stmt] = body else { return None };
    let StmtKind::Return(Some(e)) = &stmt.kind else { return None };
    let ExprKind::Call { callee: Callee::Builtin(Builtin::Hash), args, kwargs } = &e.kind else { return None };
    (args.len() == 1 && kwargs.is_empty()).then_some(e.span)
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Runs `hash` (which calls the `__hash__` method `f` of an instance for a table) with that
    /// method's returned `hash()` answered for the table; whether its number differs between
    /// CPython runs comes back with the result.
    pub(super) fn hash_for_table<T>(
        &mut self,
        f: FuncId,
        hash: impl FnOnce(&mut Self) -> Result<T, Fault>,
    ) -> Result<(T, bool), Fault> {
        let site = returned_hash(&self.program.function(f).body);
        let outer = std::mem::replace(&mut self.table_hash, TableHash { site, varied: false });
        let out = hash(self);
        let varied = std::mem::replace(&mut self.table_hash, outer).varied;
        Ok((out?, varied))
    }

    /// A call of `hash()`: at the site `hash_for_table` opened, a value holding no instance
    /// is hashed by `Domain::table_hash`.
    pub(super) fn compile_hash_call(args: ArgsCode<'p, D>, at: Span) -> ExprCode<'p, D> {
        Box::new(move |ev, f| {
            // Taken first: the argument's own calls are no longer the method's return.
            let site = ev.table_hash.site.take();
            let (a, k) = ev.eval_args(f, &args, Receiver::Builtin(Builtin::Hash))?;
            if site != Some(at) || a.len() != 1 || !k.is_empty() || ev.holds_instance(&a[0], at)? {
                return ev.call_builtin(Builtin::Hash, a, k, at);
            }
            let Some(v) = a.into_iter().next() else { return Err(Fault::internal("hash() without its argument", at)) };
            let (h, fixed) = ev.domain.table_hash(v, at)?;
            ev.table_hash.varied |= !fixed;
            Ok(h)
        })
    }

    /// Whether `v` is an instance or holds one where a hash reaches (its `__hash__` is then
    /// taken the whole way).
    fn holds_instance(&mut self, v: &Val<D>, at: Span) -> Result<bool, Fault> {
        self.key_holds_object(v, super::hashed_keys::KEY_DEPTH, at)
    }
}

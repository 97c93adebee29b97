//! Which `except` clause catches an exception, in both domains: the classes a clause names,
//! or, for `except <expression>` (`except policy.retry_on`, `except self.errors`), the value
//! of the expression, computed as CPython computes it: when an exception reaches the clause,
//! after the clauses above it did not match, with that exception being handled (an exception
//! raised while computing it has it as its context and replaces it).

use super::frame::Frame;
use super::{Compiler, Domain, Evaluator, ExprCode, Fault, Val};
use crate::ir::{Builtin, Catches, EffectDecl, ExcClass, PyExc};
use crate::source::Span;

/// A compiled `except` clause's classes.
pub(super) enum CatchCode<'p, D: Domain> {
    /// A bare `except:`.
    All,
    Classes(&'p [ExcClass]),
    /// The expression, and where it is (a value that names no exception class is a
    /// `TypeError` there).
    Computed(ExprCode<'p, D>, Span),
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    pub(super) fn compile_catches(d: &mut Compiler<'_, D>, catches: &'p Catches) -> CatchCode<'p, D> {
        match catches {
            Catches::All => CatchCode::All,
            Catches::Classes(classes) => CatchCode::Classes(classes),
            Catches::Computed(e) => CatchCode::Computed(Self::compile_expr(d, e), e.span),
        }
    }

    /// The first clause of `clauses` that catches `fault`, with `fault` (its object kept);
    /// `Err` with `fault` itself when none does or it is no Python exception (clauz3's own
    /// faults are never caught), or with what computing a clause's classes raised.
    pub(super) fn catching_clause<'c>(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        mut fault: Fault,
        clauses: impl Iterator<Item = &'c CatchCode<'p, D>>,
    ) -> Result<(usize, Fault), Fault>
    where
        'p: 'c,
    {
        let Some(class) = fault.exc_class().cloned() else { return Err(fault) };
        for (k, clause) in clauses.enumerate() {
            let hit = match clause {
                CatchCode::All => true,
                CatchCode::Classes(classes) => classes.iter().any(|c| class.is_subclass_of(c)),
                CatchCode::Computed(expr, at) => {
                    let (classes, handled) = self.handling_fault(fault, |ev| {
                        let value = expr(ev, f)?;
                        ev.caught_classes(&value, *at)
                    });
                    fault = handled;
                    classes?.iter().any(|c| class.is_subclass_of(c))
                }
            };
            if hit {
                let program = self.program;
                fault.record_frame(&program.frame_name(f.func), |s| program.modelled_module(s.file).is_none());
                // Raised while another exception was handled (in a function an `except` block
                // called) and caught before leaving that block: CPython set its context when
                // it was raised.
                let fault = if self.handling.is_empty() { fault } else { self.chain_context(fault, false) };
                return Ok((k, fault));
            }
        }
        Err(fault)
    }

    /// The classes an `except` clause's value names: an exception class, or a tuple of them
    /// (not nested, as in CPython 3.11); anything else is CPython's `TypeError`.
    pub(super) fn caught_classes(&mut self, v: &Val<D>, at: Span) -> Result<Vec<ExcClass>, Fault> {
        if let Some(class) = self.exception_class(v) {
            return Ok(vec![class]);
        }
        if self.is_builtin_instance(v, Builtin::Tuple, at)? {
            let items = self.collect(v.clone(), at)?;
            if let Some(classes) = items.iter().map(|item| self.exception_class(item)).collect() {
                return Ok(classes);
            }
        }
        Err(Fault::type_error("catching classes that do not inherit from BaseException is not allowed", at))
    }

    /// The exception class `v` is, builtin or of the program, if it is one.
    fn exception_class(&self, v: &Val<D>) -> Option<ExcClass> {
        if let Some(class) = self.domain.as_exc_class(v) {
            return Some(class);
        }
        self.domain.as_class(v).filter(|c| c.exception_root().is_some()).map(ExcClass::User)
    }

    /// The exceptions a call of `decl` may raise that the program would see, each with whether
    /// a running `except` naming its classes catches it: each declared class such a handler
    /// catches, each builtin class a handler names that derives from a declared one (the effect
    /// may raise that subclass), and every declared class where a `finally:` or an `__exit__`
    /// would run on its way out (they may act, and may end it). Under an `except <expression>`,
    /// whose classes are known only when an exception reaches it, every class the call may
    /// raise is explored: each declared class and each builtin subclass of one.
    pub(super) fn handled_raises(&self, decl: &EffectDecl) -> Vec<(PyExc, bool)> {
        let handlers = || self.catching.iter().flat_map(|hs| hs.iter());
        let caught = |exc: PyExc| {
            let class = ExcClass::Builtin(exc);
            handlers().any(|h| match &h.catches {
                Catches::All => true,
                Catches::Classes(classes) => classes.iter().any(|c| class.is_subclass_of(c)),
                Catches::Computed(_) => false,
            })
        };
        let computed = handlers().any(|h| matches!(h.catches, Catches::Computed(_)));
        let seen_on_the_way_out = computed || self.exiting > 0 || self.finalizing > 0;
        let mut out: Vec<(PyExc, bool)> =
            decl.raises.iter().map(|&e| (e, caught(e))).filter(|&(_, caught)| caught || seen_on_the_way_out).collect();
        let named = handlers().flat_map(|h| match &h.catches {
            Catches::Classes(classes) => classes.as_slice(),
            Catches::All | Catches::Computed(_) => &[],
        });
        let mut subclasses: Vec<PyExc> =
            named.filter_map(|c| if let ExcClass::Builtin(c) = c { Some(*c) } else { None }).collect();
        if computed {
            subclasses.extend(PyExc::ALL.iter().filter(|e| e.module().is_none() && e.unraisable().is_none()));
        }
        for c in subclasses {
            if decl.may_raise(c) && !out.iter().any(|(e, _)| *e == c) {
                out.push((c, caught(c)));
            }
        }
        out
    }
}

//! Exception objects in the symbolic domain. An exception built from known values is the
//! interpreter's own object; one built from terms is the interpreter's object without
//! arguments, its terms kept beside it where the prover can write them (`exc_args`), else
//! forgotten: its class decides which handler runs, while showing it or reading `e.args` is
//! refused rather than guessed. An exception the interpreter raises on known values is
//! CPython's, message and all: it keeps its object (`exact`); so is one the evaluator raises
//! with a message naming no value the prover showed in a text of its own. One the prover
//! raises itself with a message that is not CPython's (`unshown`) has unknown arguments.

use super::domain::{SymVal, Symbolic};
use super::ObligationKind;
use crate::interp::exceptions;
use crate::ir::{EffectDecl, ExcClass, TypeExpr};
use crate::sema::Fault;
use crate::source::Span;

impl Symbolic<'_> {
    pub(super) fn new_exception(&mut self, class: &ExcClass, args: Vec<SymVal>, at: Span) -> Result<SymVal, Fault> {
        let known: Option<Vec<_>> = args.iter().map(|a| a.known().cloned()).collect();
        match known {
            Some(values) => exceptions::make(class, values, at).map(SymVal::Concrete),
            None => {
                use crate::sema::Domain;
                let shown: Vec<String> = args.iter().map(|a| self.text(a)).collect();
                let about = if shown.len() == 1 { shown.concat() } else { format!("({})", shown.join(", ")) };
                let made = exceptions::make_unknown(class, args.len(), about, at)?;
                self.keep_exc_args(&made, args);
                Ok(SymVal::Concrete(made))
            }
        }
    }

    pub(super) fn raise_value(&mut self, value: SymVal, cause: Option<SymVal>, at: Span) -> Fault {
        let cause = match &cause {
            Some(c) => match c.known() {
                Some(c) => Some(c),
                None => return Fault::type_error("exception causes must derive from BaseException", at),
            },
            None => None,
        };
        match value.known() {
            Some(v) => exceptions::raise(v, cause, at),
            None => Fault::type_error("exceptions must derive from BaseException", at),
        }
    }

    /// The ways call `seq` of `decl` may end by raising one of the exceptions it declares
    /// (`@deal.raises`) that the program would see (`handled`, each with whether an `except`
    /// catches it): a branch on an unknown `<effect>_raises_<seq>_<Class>` per class, in order;
    /// on its true side the call raises that class, with arguments the prover does not know (a
    /// live handler chooses them). A refutation's example scripts the raise for the replay
    /// (`api::prove::scripted_results`).
    /// A declared raise no handler, `finally:` or `__exit__` would see is the effect failing,
    /// outside the proof, as any effect failure is (docs/exceptions.md).
    pub(super) fn may_raise(
        &mut self,
        decl: &EffectDecl,
        handled: &[(crate::ir::PyExc, bool)],
        seq: u32,
        in_rows: bool,
        at: Span,
    ) -> Result<(), Fault> {
        if handled.is_empty() {
            return Ok(());
        }
        if in_rows {
            return Err(Fault::unsupported(
                format!("`{}` may raise, inside a loop over a list of unknown length: every row is reasoned about at once, so a call that raises on one row is not modelled", decl.name),
                at,
            ));
        }
        for (exc, caught) in handled {
            let name = format!("{}_raises_{seq}_{}", decl.name, exc.name());
            let SymVal::Bool(raised) = self.input(&name, Some(&TypeExpr::Bool), at)? else {
                return Err(Fault::internal("a bool input that is not a term", at));
            };
            if *caught {
                // Shown as an obligation met: the program handles this exception of the call.
                // One that only a `finally:` or an `__exit__` sees may still leave the target.
                self.meet(ObligationKind::Exception(*exc), at);
            }
            if self.decide(raised, at)? {
                let class = ExcClass::Builtin(*exc);
                let raised: std::rc::Rc<dyn std::any::Any> = std::rc::Rc::new(exceptions::unknown(&class));
                self.effect_raises.push(raised.clone());
                return Err(Fault::exc(*exc, "", at).with_value(raised));
            }
        }
        Ok(())
    }

    /// Whether `fault` is an exception an effect declared and raised on this path, the program
    /// having let it through (re-raised as it was, or past a `finally:` or an `__exit__`).
    pub(super) fn raised_by_effect(&self, fault: &Fault) -> bool {
        fault.value().is_some_and(|v| self.effect_raises.iter().any(|r| std::rc::Rc::ptr_eq(r, v)))
    }

    /// `fault` as the interpreter raised it on known values (`int("abc")`), holding the object
    /// it stands for, built from its message as CPython's: a handler may show it (`str(e)`).
    pub(super) fn exact(fault: Fault) -> Fault {
        if fault.value().is_some() || fault.exc_class().is_none() {
            return fault;
        }
        match exceptions::caught(&fault, fault.span()) {
            Ok(object) => fault.with_value(std::rc::Rc::new(object)),
            Err(_) => fault,
        }
    }

    /// The object of a caught exception. One raised with a message only (the evaluator's own,
    /// as `Can't instantiate abstract class ...`) is built from it, as the interpreter builds
    /// it, unless the message may hold a text the prover made up for a value.
    pub(super) fn caught_value(&mut self, fault: &Fault, at: Span) -> Result<SymVal, Fault> {
        if let Some(v) = fault.value().and_then(|v| v.downcast_ref::<crate::interp::Value>()) {
            return Ok(SymVal::Concrete(v.clone()));
        }
        match fault.exc_class() {
            Some(class) if self.exc_texts.holds_made_up(fault.message()) => {
                Ok(SymVal::Concrete(exceptions::unknown(class)))
            }
            Some(_) => exceptions::caught(fault, at).map(SymVal::Concrete),
            None => Err(Fault::internal("only a Python exception can be caught", at)),
        }
    }
}

/// `fault`, an exception the prover raises itself with a message that may not be CPython's
/// (one no single text stands for, or not worth CPython's wording): caught, its arguments are
/// unknown, so a handler that shows it is refused rather than shown this message.
pub(super) fn unshown(fault: Fault) -> Fault {
    match fault.exc_class() {
        Some(class) if fault.value().is_none() => {
            let object = exceptions::unknown(class);
            fault.with_value(std::rc::Rc::new(object))
        }
        _ => fault,
    }
}

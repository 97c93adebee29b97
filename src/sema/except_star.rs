//! `try` statements with `except*` clauses (PEP 654), as CPython 3.11 runs them: the exception
//! the body raised is matched clause by clause, each clause taking the part of it that its
//! classes match (a naked exception whole, wrapped in an `ExceptionGroup`) and running its
//! handler at most once with that part as the exception handled; what the handlers raise and
//! what no clause matched then leave the statement together, re-raised parts keeping the
//! shape of the original group. Splitting, wrapping and merging are the model's
//! (`layer/embedded/classes/exception_group.py`'s `_clauz3_star_match` and
//! `_clauz3_star_reraise`), so a group class of the program overriding `split` or `derive` is
//! honoured as in CPython.

use super::catches::CatchCode;
use super::frame::{take, Flow, Frame};
use super::try_stmt::HandlerCode;
use super::{BuildKind, Domain, Evaluator, Fault, Val};
use crate::ir::{ClassDef, Const, ExcClass, Member};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The `except*` clauses `handlers` given `fault`, which their statement's body raised
    /// (a generator's body too, suspended and resumed there, `sema/gen_try.rs`).
    pub(super) fn run_star_handlers(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        handlers: &[HandlerCode<'p, D>],
        mut fault: Fault,
        at: Span,
    ) -> Result<Flow<Val<D>>, Fault> {
        if fault.exc_class().is_none() {
            return Err(fault);
        }
        let program = self.program;
        fault.record_frame(&program.frame_name(f.func), |s| program.modelled_module(s.file).is_none());
        let mut fault = if self.handling.is_empty() { fault } else { self.chain_context(fault, false) };
        let Some(orig) = self.raised_object(&mut fault) else { return Err(fault) };
        let groups = self.exception_group_class(at)?;
        let mut rest = Some(orig.clone());
        let mut raised: Vec<Fault> = Vec::new();
        for handler in handlers {
            let (classes, handled) = self.handling_fault(fault, |ev| ev.star_classes(f, &handler.catches, &groups));
            fault = handled;
            let classes = classes?;
            let Some(current) = rest.take() else { continue };
            let pair = self.call_group_static(&groups, "_clauz3_star_match", vec![current, classes], at)?;
            let [matched, left] = <[Val<D>; 2]>::try_from(self.collect(pair, at)?)
                .map_err(|_| Fault::internal("an except* match gave no pair", at))?;
            rest = (!self.is_none(&left, at)?).then_some(left);
            if self.is_none(&matched, at)? {
                continue;
            }
            if let Some(fault) = self.run_star_handler(f, handler, matched, at)? {
                raised.push(fault);
            }
        }
        self.star_outcome(fault, orig, raised, rest, &groups, at)
    }

    /// What a clause's handler does with `matched`: `Some` exception it raised.
    fn run_star_handler(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        handler: &HandlerCode<'p, D>,
        matched: Val<D>,
        at: Span,
    ) -> Result<Option<Fault>, Fault> {
        let entries = self.traceback_of(&matched).to_vec();
        let mut part = self.raise_unchained(matched, None, at).reraised_from(entries);
        self.bind_caught(f, handler.bind, &mut part, handler.at)?;
        let (outcome, _) = self.handling_fault(part, |ev| ev.run_block(f, &handler.body));
        if let Some(place) = handler.bind {
            take(f, place);
        }
        match outcome {
            Ok(Flow::Normal) => Ok(None),
            // `break`, `continue` and `return` are refused in an `except*` block at load.
            Ok(Flow::Break | Flow::Continue | Flow::Return(_)) => {
                Err(Fault::internal("an except* block left by a jump", handler.at))
            }
            // Caught here by the statement: its traceback goes as far as this frame (a bare
            // `raise` is already recorded, and keeps the part's frames).
            Err(mut raised) if raised.exc_class().is_some() => {
                let program = self.program;
                raised.record_frame(&program.frame_name(f.func), |s| program.modelled_module(s.file).is_none());
                Ok(Some(raised))
            }
            Err(other) => Err(other),
        }
    }

    /// The classes an `except*` clause names, as a value for the model, with CPython's
    /// `TypeError`s for what is no exception class and for an exception group class.
    fn star_classes(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        catches: &CatchCode<'p, D>,
        groups: &Rc<ClassDef>,
    ) -> Result<Val<D>, Fault> {
        let (value, classes, at) = match catches {
            CatchCode::All => return Err(Fault::internal("an except* clause without classes", Span::default())),
            CatchCode::Classes(classes) => {
                let at = Span::default();
                let mut values = Vec::with_capacity(classes.len());
                for class in classes.iter() {
                    values.push(self.exc_class_value(class.clone(), at)?);
                }
                let value = match <[Val<D>; 1]>::try_from(values) {
                    Ok([one]) => one,
                    Err(values) => self.domain.build(BuildKind::Tuple, values, at)?,
                };
                (value, classes.to_vec(), at)
            }
            CatchCode::Computed(expr, at) => {
                let value = expr(self, f)?;
                let classes = self.caught_classes(&value, *at)?;
                (value, classes, *at)
            }
        };
        if classes.iter().any(|c| matches!(c, ExcClass::User(c) if c.is_subclass_of(groups))) {
            let message = "catching ExceptionGroup with except* is not allowed. Use except instead.";
            return Err(Fault::type_error(message, at));
        }
        Ok(value)
    }

    /// How the statement ends once every clause has had its part: the merged exception
    /// raised, or on normally when nothing is left.
    fn star_outcome(
        &mut self,
        fault: Fault,
        orig: Val<D>,
        raised: Vec<Fault>,
        rest: Option<Val<D>>,
        groups: &Rc<ClassDef>,
        at: Span,
    ) -> Result<Flow<Val<D>>, Fault> {
        let mut values = Vec::with_capacity(raised.len() + 1);
        let mut raised = raised;
        for r in &mut raised {
            match self.raised_object(r) {
                Some(v) => values.push(v),
                None => return Err(r.clone()),
            }
        }
        values.push(match rest {
            Some(rest) => rest,
            None => self.domain.constant(&Const::None, at)?,
        });
        let list = self.domain.build(BuildKind::List, values.clone(), at)?;
        let result = self.call_group_static(groups, "_clauz3_star_reraise", vec![orig.clone(), list], at)?;
        if self.is_none(&result, at)? {
            return Ok(Flow::Normal);
        }
        if self.same_exception(&result, &orig) {
            return Err(fault);
        }
        // A handler's own exception, raised alone, goes on as it was raised.
        if let Some(k) = values.iter().position(|v| self.same_exception(v, &result)) {
            if k < raised.len() {
                return Err(raised.swap_remove(k));
            }
        }
        let entries = self.traceback_of(&result).to_vec();
        Err(self.raise_unchained(result, None, at).reraised_from(entries))
    }

    /// The model's `BaseExceptionGroup` class.
    fn exception_group_class(&self, at: Span) -> Result<Rc<ClassDef>, Fault> {
        // Loaded for an agent program whose text has an `except*`; a trusted module's is not.
        self.group_class().ok_or_else(|| {
            Fault::unsupported("`except*` outside an agent program (exception groups are modelled for programs)", at)
        })
    }

    /// Calls the static method `name` of the model's `BaseExceptionGroup`.
    fn call_group_static(
        &mut self,
        groups: &ClassDef,
        name: &str,
        args: Vec<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        match groups.lookup(name) {
            Some(Member::Static(func)) => {
                let func = *func;
                self.call_function(func, args, Vec::new(), at)
            }
            _ => Err(Fault::internal(format!("the exception groups' model lacks `{name}`"), at)),
        }
    }
}

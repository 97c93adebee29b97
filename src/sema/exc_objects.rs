//! Instances of the program's exception classes. Their classes, methods and attributes are the
//! general class machinery (`objects.rs`); this file adds what `BaseException` itself does:
//! keeping `args` (the constructor's positional arguments, replaced by what reaches
//! `BaseException.__init__`), CPython's `str(e)`/`repr(e)` when the class defines neither, and
//! raising and catching such instances, with CPython's `TypeError`s for what cannot be raised.

use super::{BuildKind, Domain, Evaluator, Fault, FaultKind, Instance, Val};
use crate::ir::{Builtin, ClassDef, Const, ExcClass, MroEntry, PyExc};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `BaseException.__new__`, before any `__init__` runs: the positional arguments become
    /// `args`; a class CPython gives a meaning the subset does not model is refused.
    pub(super) fn exc_new(
        &mut self,
        class: &ClassDef,
        obj: &Instance<Val<D>>,
        args: &[Val<D>],
        at: Span,
    ) -> Result<(), Fault> {
        let Some(root) = class.exception_root() else { return Ok(()) };
        if let Some(why) = root.unraisable() {
            return Err(Fault::unsupported(format!("`{}` {why}", class.name), at));
        }
        *obj.exc_args.borrow_mut() = args.to_vec();
        Ok(())
    }

    /// `Class(args)` of an exception class with a `__new__` of its own (the builtin exception
    /// groups' checks, or the program's): `__new__(Class, *args)`, then, when it gave an
    /// instance of the class, the `__init__` of the instance's class, as `type.__call__` does.
    pub(super) fn exc_new_dunder(
        &mut self,
        class: Rc<ClassDef>,
        new: crate::ir::FuncId,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let cls = self.domain.function_value(super::Callable::Class(class.clone()));
        let all = std::iter::once(cls).chain(args.iter().cloned()).collect();
        let value = self.call_function(new, all, kwargs.clone(), at)?;
        let Some(obj) = self.domain.as_object(&value).filter(|o| o.class.is_subclass_of(&class)) else {
            return Ok(value);
        };
        let made = obj.class.clone();
        self.initialize(&made, &obj, value, args, kwargs, at)
    }

    /// `BaseException.__new__(cls, *args)` reached through `super().__new__(cls, ...)`: a new
    /// instance of `cls` whose `args` are the arguments.
    pub(super) fn base_exc_new(&mut self, class: Rc<ClassDef>, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let obj = Rc::new(Instance::made_in(class.clone(), self.rows_depth));
        self.exc_new(&class, &obj, &args, at)?;
        Ok(self.domain.object_value(obj))
    }

    /// `BaseException.__init__(self, *args)`: reached when no class of the program in the
    /// chain defines `__init__`, or through `super().__init__(...)`.
    pub(super) fn base_exc_init(
        &mut self,
        obj: &Instance<Val<D>>,
        args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<(), Fault> {
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("{}() takes no keyword arguments", obj.class.name), at));
        }
        if obj.class.exception_root().is_some_and(PyExc::is_os_error) && args.len() >= 2 {
            return Err(Fault::unsupported(
                format!(
                    "`{}` built from two or more arguments (an errno and its text) is not modelled: pass one message",
                    obj.class.name
                ),
                at,
            ));
        }
        *obj.exc_args.borrow_mut() = args;
        Ok(())
    }

    /// `e.args` of an instance of an exception class.
    pub(super) fn exc_args(&mut self, obj: &Instance<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let args = obj.exc_args.borrow().clone();
        self.domain.build(BuildKind::Tuple, args, at)
    }

    /// CPython's `BaseException.__str__` (`repr` false) or `__repr__`: nothing, the one
    /// argument's `str` (its `repr` under `KeyError`), the tuple of arguments; `Name(args)`.
    pub(super) fn exc_text(&mut self, obj: &Instance<Val<D>>, repr: bool, at: Span) -> Result<Val<D>, Fault> {
        let args = obj.exc_args.borrow().clone();
        if repr {
            let mut parts = vec![self.text_const(&format!("{}(", obj.class.name), at)?];
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    parts.push(self.text_const(", ", at)?);
                }
                parts.push(self.repr_of(a, at)?);
            }
            parts.push(self.text_const(")", at)?);
            return self.domain.concat_strs(parts, at);
        }
        match args.as_slice() {
            [] => self.text_const("", at),
            [one] if obj.class.exception_root() == Some(PyExc::KeyError) => self.repr_of(one, at),
            [one] => match self.own_text(one, false, at)? {
                Some(text) => Ok(text),
                None => self.domain.builtin(Builtin::Str, vec![one.clone()], Vec::new(), at),
            },
            many => {
                let tuple = self.domain.build(BuildKind::Tuple, many.to_vec(), at)?;
                self.repr_of(&tuple, at)
            }
        }
    }

    /// `raise value [from cause]`: a class or an instance of the program raises its exception
    /// (CPython's `TypeError` when it is not an exception class); anything else is the
    /// domain's to raise. A cause of the program's own is checked here and then dropped (only
    /// a traceback would show it).
    pub(super) fn raise_value(&mut self, value: Val<D>, cause: Option<Val<D>>, at: Span) -> Fault {
        let mut fault = self.raise_unchained(value, cause.clone(), at);
        if let Some(refused) = self.model_refusal(&fault, at) {
            return refused;
        }
        if fault.value().is_none() {
            // Not the object raised: CPython's `TypeError` about the `raise` itself.
            return fault;
        }
        if let Some(v) = fault.value().and_then(|v| v.downcast_ref::<Val<D>>()) {
            // `raise e` of an object caught before goes on with its traceback.
            let entries = self.traceback_of(v).to_vec();
            fault.continue_trace(entries);
        }
        if let Some(cause) = cause {
            if let Some(object) = self.raised_object(&mut fault) {
                if let Err(e) = self.set_cause(&object, cause, at) {
                    return e;
                }
            }
        }
        self.chain_context(fault, true)
    }

    /// A modelled module's `raise NotImplementedError(...)` says what the model does not
    /// cover (`time.fromisoformat("10:00Z")`, `Decimal ** 0.5`): the operation is refused, not
    /// an exception a program could catch (`except Exception`) on a path CPython never takes.
    /// The models' `NotImplementedError`s that CPython raises too (an abstract `tzinfo` or
    /// `logging.Handler` method) stay exceptions.
    fn model_refusal(&self, fault: &Fault, at: Span) -> Option<Fault> {
        if self.program.modelled_module(at.file).is_none()
            || fault.exc_class() != Some(&ExcClass::Builtin(PyExc::NotImplementedError))
        {
            return None;
        }
        let message = fault.message();
        let cpython = message.starts_with("a tzinfo subclass must implement ")
            || message == "emit must be implemented by Handler subclasses";
        (!cpython).then(|| Fault::unsupported(message.to_owned(), at))
    }

    /// `raise value [from cause]` without the chain: the fault, or CPython's `TypeError`.
    pub(super) fn raise_unchained(&mut self, value: Val<D>, cause: Option<Val<D>>, at: Span) -> Fault {
        let cause = match cause {
            Some(c) if self.is_object(&c) || self.domain.as_class(&c).is_some() => {
                if !self.is_exception_of_program(&c) {
                    return Fault::type_error("exception causes must derive from BaseException", at);
                }
                None
            }
            other => other,
        };
        if !self.is_object(&value) && self.domain.as_class(&value).is_none() {
            return self.domain.raise(value, cause, at);
        }
        if !self.is_exception_of_program(&value) {
            return Fault::type_error("exceptions must derive from BaseException", at);
        }
        let value = match self.domain.as_class(&value) {
            Some(class) => match self.instantiate(class, Vec::new(), Vec::new(), at) {
                Ok(v) => v,
                Err(fault) => return fault,
            },
            None => value,
        };
        match self.domain.as_object(&value) {
            Some(obj) => self.fault_of(obj, value, at),
            None => Fault::internal("an instance that is not one", at),
        }
    }

    /// Whether `v` is an exception class of the program or an instance of one.
    fn is_exception_of_program(&self, v: &Val<D>) -> bool {
        match self.domain.as_class(v) {
            Some(class) => class.exception_root().is_some(),
            None => self.domain.as_object(v).is_some_and(|o| o.class.exception_root().is_some()),
        }
    }

    /// The fault raising `obj`: its class, and `str(obj)` as CPython's default `__str__`
    /// writes it (a class's own `__str__` runs only if the exception leaves the run, as
    /// CPython calls it only to print the traceback: `exception_message`).
    fn fault_of(&mut self, obj: Rc<Instance<Val<D>>>, value: Val<D>, at: Span) -> Fault {
        let message = match self.exc_text(&obj, false, at) {
            Ok(text) => self.domain.text(&text),
            Err(_) => String::new(),
        };
        Fault::new(FaultKind::Exception(ExcClass::User(obj.class.clone())), message, at).with_value(Rc::new(value))
    }

    /// An exception leaving the run: its message through the class's own `__str__`, as the
    /// traceback CPython prints shows it (`<exception str() failed>` when that fails).
    pub(super) fn exception_message(&mut self, fault: Fault) -> Fault {
        let Some(value) = fault.value().and_then(|v| v.downcast_ref::<Val<D>>()).cloned() else { return fault };
        if self.dunder(&value, "__str__").is_none() {
            return fault;
        }
        let at = fault.span();
        match self.object_text(&value, false, at) {
            Ok(text) => {
                let text = self.domain.text(&text);
                fault.with_message(text)
            }
            Err(_) => fault.with_message("<exception str() failed>"),
        }
    }

    /// The exception object a caught fault stands for: the instance raised when the program
    /// raised one of its own classes, else what the domain builds.
    pub(super) fn caught_value(&mut self, fault: &Fault, at: Span) -> Result<Val<D>, Fault> {
        if let Some(value) = fault.value().and_then(|v| v.downcast_ref::<Val<D>>()) {
            return Ok(value.clone());
        }
        self.domain.caught(fault, at)
    }

    /// The value naming an exception class (what `__exit__` receives as its first argument).
    pub(super) fn exc_class_value(&mut self, class: ExcClass, at: Span) -> Result<Val<D>, Fault> {
        match class {
            ExcClass::User(c) => self.domain.constant(&Const::Class(c), at),
            builtin @ ExcClass::Builtin(_) => self.domain.constant(&Const::ExcClass(builtin), at),
        }
    }

    /// `isinstance(v, classes)` when `v` is an instance of an exception class of the program
    /// and `classes` names builtin exception classes (alone or in a tuple); `None` otherwise.
    pub(super) fn exc_isinstance(&mut self, v: &Val<D>, classes: &Val<D>, at: Span) -> Result<Option<bool>, Fault> {
        let Some(obj) = self.domain.as_object(v).filter(|o| o.class.exception_root().is_some()) else {
            return Ok(None);
        };
        let mine = ExcClass::User(obj.class.clone());
        let one = |ev: &Self, c: &Val<D>| -> Option<bool> {
            match (ev.domain.as_class(c), ev.domain.as_exc_class(c)) {
                (Some(class), _) => Some(obj.class.is_subclass_of(&class)),
                (None, Some(class)) => Some(mine.is_subclass_of(&class)),
                (None, None) => None,
            }
        };
        if let Some(answer) = one(self, classes) {
            return Ok(Some(answer));
        }
        if !self.is_builtin_instance(classes, Builtin::Tuple, at)? {
            return Ok(None);
        }
        let items = self.collect(classes.clone(), at)?;
        let mut any = false;
        for item in &items {
            match one(self, item) {
                Some(answer) => any |= answer,
                None => return Ok(None),
            }
        }
        Ok(Some(any))
    }

    /// Whether `classes` is a tuple naming a class of the program (at any depth).
    pub(super) fn names_program_class(&mut self, classes: &Val<D>, at: Span) -> Result<bool, Fault> {
        if self.domain.as_class(classes).is_some() {
            return Ok(true);
        }
        if !self.is_builtin_instance(classes, Builtin::Tuple, at)? {
            return Ok(false);
        }
        for item in self.collect(classes.clone(), at)? {
            if self.names_program_class(&item, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// `isinstance(v, (A, int, ...))` with a class of the program among the types: each in turn,
    /// nested tuples included, until one holds (so a later item that is no type is not looked
    /// at, as in CPython).
    pub(super) fn isinstance_any(&mut self, v: &Val<D>, classes: &Val<D>, at: Span) -> Result<bool, Fault> {
        if self.protocol_class(classes).is_some() {
            return self.protocol_check(Builtin::Isinstance, v, classes, at);
        }
        if let Some(class) = self.domain.as_class(classes) {
            return Ok(self.is_instance_of(v, &class));
        }
        if self.is_builtin_instance(classes, Builtin::Tuple, at)? {
            for item in self.collect(classes.clone(), at)? {
                if self.isinstance_any(v, &item, at)? {
                    return Ok(true);
                }
            }
            return Ok(false);
        }
        // An instance holding a builtin value is an instance of that value's type too.
        let subject = self.builtin_part(v).unwrap_or_else(|| v.clone());
        let is = self.domain.builtin(Builtin::Isinstance, vec![subject, classes.clone()], Vec::new(), at)?;
        self.domain.truth(&is, at)
    }
}

/// The builtin exception classes that end `Class.__mro__` of the program class `class`, in
/// CPython's order up to `BaseException`: the C3 order of its bases as written (the program's
/// classes before the builtins), each program base with the one line of builtins it has. `None`
/// when there are none, or where that order is not kept: an ancestor naming several builtin
/// bases, or `KeyError` among several (kept first, not where it was written).
pub(super) fn builtin_lineage(class: &ClassDef) -> Option<Vec<PyExc>> {
    let own: Vec<PyExc> = class.exc_base.into_iter().chain(class.exc_also.iter().copied()).collect();
    if class.ancestors.iter().any(|c| !c.exc_also.is_empty())
        || (own.len() > 1 && own.iter().any(|e| e.is_subclass_of(PyExc::KeyError)))
    {
        return None;
    }
    let written: Vec<MroEntry> =
        class.bases.iter().cloned().map(MroEntry::Class).chain(own.into_iter().map(MroEntry::Exc)).collect();
    let order = crate::ir::linearize(&written).ok()?;
    let excs: Vec<PyExc> =
        order.into_iter().filter_map(|e| if let MroEntry::Exc(e) = e { Some(e) } else { None }).collect();
    (!excs.is_empty()).then_some(excs)
}

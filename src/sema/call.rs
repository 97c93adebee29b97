//! Calls: argument binding, user functions, trusted effects (preconditions first), `key=`.

use super::eval::Operand;
use super::frame::Frame;
use super::objects::AttrTarget;
use super::row_args::bind_row_fields;
use super::spread::Receiver;
use super::{Callable, Closure, Compiler, Domain, Evaluator, ExprCode, Fault, Val};
use crate::ir::{Builtin, Callee, Const, Expr, Kwarg, Method};
use crate::source::Span;
use std::rc::Rc;

pub(super) type Kwargs<V> = Vec<(Rc<str>, V)>;

/// Evaluated positional and keyword arguments.
type Args<V> = (Vec<V>, Kwargs<V>);

/// Compiled call arguments.
pub(super) struct ArgsCode<'p, D: Domain> {
    positional: Vec<ItemCode<'p, D>>,
    /// `name=value`, or `**mapping` (no name).
    keywords: Vec<(Option<Rc<str>>, ExprCode<'p, D>, Span)>,
    /// Whether a `*` or `**` argument spreads a value (no fast path then).
    spreads: bool,
}

/// A compiled positional argument or display item: a value, or `*iterable`'s items.
pub(super) enum ItemCode<'p, D: Domain> {
    One(ExprCode<'p, D>),
    Spread(ExprCode<'p, D>, Span),
}

impl<'p, D: Domain + 'p> ArgsCode<'p, D> {
    pub(super) fn compile(d: &mut Compiler<'_, D>, args: &'p [Expr], kwargs: &'p [Kwarg]) -> Self {
        let positional: Vec<ItemCode<'p, D>> = args.iter().map(|e| Evaluator::compile_item(d, e)).collect();
        let spreads =
            positional.iter().any(|p| matches!(p, ItemCode::Spread(..))) || kwargs.iter().any(|k| k.name.is_none());
        ArgsCode {
            positional,
            keywords: kwargs.iter().map(|k| (k.name.clone(), Evaluator::compile_expr(d, &k.value), k.span)).collect(),
            spreads,
        }
    }
}

impl<'p, D: Domain + 'p> ArgsCode<'p, D> {
    /// How many positional arguments there are, when there is nothing else (no keyword, no
    /// `*` or `**`).
    pub(super) fn only_positional(&self) -> Option<usize> {
        (self.keywords.is_empty() && !self.spreads).then_some(self.positional.len())
    }

    /// The arguments of a call of only plain positional ones (no keyword, no `*` or `**`).
    pub(super) fn into_plain(self) -> Result<Vec<ExprCode<'p, D>>, Self> {
        if self.only_positional().is_none() {
            return Err(self);
        }
        // None spreads (`only_positional` said so): every item is one value.
        Ok(self
            .positional
            .into_iter()
            .filter_map(|p| match p {
                ItemCode::One(e) => Some(e),
                ItemCode::Spread(..) => None,
            })
            .collect())
    }

    /// The one argument of a call without keywords and spreads.
    pub(super) fn into_one(mut self) -> Result<ExprCode<'p, D>, Self> {
        if self.only_positional() != Some(1) {
            return Err(self);
        }
        match self.positional.pop() {
            Some(ItemCode::One(e)) => Ok(e),
            other => {
                self.positional.extend(other);
                Err(self)
            }
        }
    }
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Evaluates display items or positional arguments, spreading `*iterable`s.
    pub(super) fn eval_items(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        items: &[ItemCode<'p, D>],
        who: Receiver<'_, Val<D>>,
    ) -> Result<Vec<Val<D>>, Fault> {
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            match item {
                ItemCode::One(e) => out.push(e(self, f)?),
                ItemCode::Spread(e, at) => {
                    let v = e(self, f)?;
                    out.extend(self.spread_items(v, who, *at)?);
                }
            }
        }
        Ok(out)
    }

    /// Evaluates a call's arguments for `who` (named in refusals of a `*` or `**` operand).
    pub(super) fn eval_args(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        args: &ArgsCode<'p, D>,
        who: Receiver<'_, Val<D>>,
    ) -> Result<Args<Val<D>>, Fault> {
        let a = self.eval_items(f, &args.positional, who)?;
        let mut k: Kwargs<Val<D>> = Vec::with_capacity(args.keywords.len());
        for (name, e, at) in &args.keywords {
            let v = e(self, f)?;
            match name {
                Some(name) => k.push((name.clone(), v)),
                None => {
                    self.check_mapping_argument(&v, who, *at)?;
                    for key in self.collect(v.clone(), *at)? {
                        let name = self.domain.keyword_name(&key, *at)?;
                        if k.iter().any(|(n, _)| *n == name) {
                            return Err(Fault::type_error(
                                format!("got multiple values for keyword argument '{name}'"),
                                *at,
                            ));
                        }
                        let value = self.domain.get_item(v.clone(), key, *at)?;
                        k.push((name, value));
                    }
                }
            }
        }
        Ok((a, k))
    }

    /// A call whose target was resolved at lowering time.
    pub(super) fn compile_call(
        d: &mut Compiler<'_, D>,
        callee: Callee,
        args: &'p [Expr],
        kwargs: &'p [Kwarg],
        at: Span,
    ) -> ExprCode<'p, D> {
        if let Callee::Function(func) = callee {
            if let Some(code) = Self::compile_positional_call(d, func, args, kwargs, at) {
                return code;
            }
        }
        let args = ArgsCode::compile(d, args, kwargs);
        match callee {
            Callee::Function(func) => Box::new(move |ev, f| {
                let (a, k) = ev.eval_args(f, &args, Receiver::Function(func))?;
                let closure = Closure::new(func, ev.no_free.clone());
                ev.call_closure(&closure, a, k, at)
            }),
            Callee::Builtin(b) => match Self::compile_plain_builtin(b, args, at) {
                Ok(code) => code,
                Err(args) if b == Builtin::Hash => Self::compile_hash_call(args, at),
                Err(args) => Box::new(move |ev, f| {
                    let (a, k) = ev.eval_args(f, &args, Receiver::Builtin(b))?;
                    ev.call_builtin(b, a, k, at)
                }),
            },
            Callee::Effect(id) => Box::new(move |ev, f| {
                let name = ev.program.effect(id).name.clone();
                let (a, k) = ev.eval_args(f, &args, Receiver::Named(&name))?;
                ev.call_effect(id, a, k, at)
            }),
            Callee::Row(schema) => Box::new(move |ev, f| {
                let (a, k) = ev.eval_args(f, &args, Receiver::Qualified(&schema.name))?;
                let values = bind_row_fields(&schema, a, k, at)?;
                ev.domain.make_row(&schema, values, at)
            }),
            Callee::Exception(class) => Box::new(move |ev, f| {
                let (a, k) = ev.eval_args(f, &args, Receiver::Named(class.name()))?;
                ev.new_exception(&class, a, k, at)
            }),
        }
    }

    /// The hot path of a call of a module-level function, settled once here: every parameter
    /// passed by position, the arguments (literals, locals and operators on them read without
    /// a call) going straight into the new frame. `None` for any other call.
    fn compile_positional_call(
        d: &mut Compiler<'_, D>,
        func: crate::ir::FuncId,
        args: &'p [Expr],
        kwargs: &'p [Kwarg],
        at: Span,
    ) -> Option<ExprCode<'p, D>> {
        let target = d.program.function(func);
        let spreads = args.iter().any(|a| matches!(a.kind, crate::ir::ExprKind::Starred(_)));
        if !kwargs.is_empty() || spreads || args.len() != target.params.len() || !target.plain_params() {
            return None;
        }
        let n_locals = target.n_locals as usize;
        let args: Vec<Operand<'p, D>> = args.iter().map(|e| Operand::compile(d, e)).collect();
        if target.native.is_none() && target.captures.is_empty() && target.cell_params.is_empty() {
            return Some(Self::compile_plain_call(func, args, n_locals, at));
        }
        Some(Box::new(move |ev, f| {
            let mut locals = ev.spare_locals.pop().unwrap_or_default();
            locals.reserve(n_locals);
            for e in &args {
                match e.get(ev, f) {
                    Ok(v) => locals.push(Some(v)),
                    Err(fault) => return Err(fault),
                }
            }
            let free = ev.no_free.clone();
            ev.run_frame(func, locals, free, at)
        }))
    }

    /// `obj.method(a, b)` of a method of the program whose every parameter is then passed by
    /// position: the value passed first and the arguments go straight into the new frame's
    /// slots, as `call_attr_target` followed by `call_closure` would put them there, without
    /// an argument vector and a second one with the receiver in front. Gives any other target
    /// (or call) back.
    pub(super) fn call_bound_positional(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        target: AttrTarget<Val<D>>,
        args: &ArgsCode<'p, D>,
        at: Span,
    ) -> Result<Result<Val<D>, AttrTarget<Val<D>>>, Fault> {
        let AttrTarget::Bound(func, first) = target else { return Ok(Err(target)) };
        let callee = self.program.function(func);
        let passed = args.only_positional().map(|n| n + usize::from(first.is_some()));
        if passed != Some(callee.params.len()) || !callee.plain_params() {
            return Ok(Err(AttrTarget::Bound(func, first)));
        }
        let mut locals = self.spare_locals.pop().unwrap_or_default();
        locals.reserve(callee.n_locals as usize);
        locals.extend(first.map(Some));
        for item in &args.positional {
            // None spreads (`only_positional` said so): every item is one value.
            if let ItemCode::One(e) = item {
                locals.push(Some(e(self, f)?));
            }
        }
        let free = self.no_free.clone();
        self.enter_frame(func, locals, free, at).map(Ok)
    }

    /// `fn(a, b)` of a function value of the program (not a bound method) whose every
    /// parameter is passed by position: the arguments go straight into the new frame's slots,
    /// as a call by name does (`compile_positional_call`), without `callable`'s copy of the
    /// closure and an argument vector. `None` for any other callee or call.
    pub(super) fn call_value_positional(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        callee: &Val<D>,
        args: &ArgsCode<'p, D>,
        at: Span,
    ) -> Option<Result<Val<D>, Fault>> {
        let closure = self.domain.as_plain_function(callee)?;
        let target = self.program.function(closure.func);
        if args.only_positional() != Some(target.params.len()) || !target.plain_params() {
            return None;
        }
        let (id, free) = (closure.func, closure.free.clone());
        let mut locals = self.spare_locals.pop().unwrap_or_default();
        locals.reserve(target.n_locals as usize);
        for item in &args.positional {
            // None spreads (`only_positional` said so): every item is one value.
            if let ItemCode::One(e) = item {
                match e(self, f) {
                    Ok(v) => locals.push(Some(v)),
                    Err(fault) => return Some(Err(fault)),
                }
            }
        }
        Some(self.enter_frame(id, locals, free, at))
    }

    pub(super) fn call_callable(
        &mut self,
        callable: Callable<D::Val>,
        args: Vec<D::Val>,
        kwargs: Kwargs<D::Val>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        match callable {
            Callable::Closure(c) => self.call_closure(&c, args, kwargs, at),
            Callable::Builtin(b) => self.call_builtin(b, args, kwargs, at),
            Callable::Method(m, receiver) => {
                if let Some(gen) = self.generator_receiver(m, &receiver) {
                    return self.generator_method(m, &gen, args, &kwargs, at);
                }
                if self.is_subclass_method(m, &receiver) {
                    return self.call_subclass_method(m, receiver, args, kwargs, at);
                }
                if let Err(f) = self.domain.check_method(m, &receiver, at) {
                    return Err(self.missing_method(f, &receiver, m.name(), at)?);
                }
                self.call_method(m, receiver, args, kwargs, at)
            }
            Callable::Class(class) if class.enum_role.is_some() => self.call_enumeration(&class, args, kwargs, at),
            Callable::Class(class) => self.instantiate(class, args, kwargs, at),
            Callable::Exception(class) => self.new_exception(&class, args, kwargs, at),
            Callable::Object(obj) => self.call_object(obj, args, kwargs, at),
            Callable::Slot(name, receiver) => self.call_slot_value(name, receiver, args, kwargs, at),
        }
    }

    /// Calls a function value (a contract lambda, a helper) with positional arguments.
    pub fn call_value(&mut self, closure: &Closure<D::Val>, args: Vec<D::Val>, at: Span) -> Result<D::Val, Fault> {
        self.call_closure(closure, args, Vec::new(), at)
    }

    /// Calls a function value with positional and keyword arguments.
    pub fn call_with(
        &mut self,
        closure: &Closure<D::Val>,
        args: Vec<D::Val>,
        kwargs: Kwargs<D::Val>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        self.call_closure(closure, args, kwargs, at)
    }

    pub(super) fn call_closure(
        &mut self,
        closure: &Closure<D::Val>,
        args: Vec<D::Val>,
        kwargs: Kwargs<D::Val>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        let func = self.program.function(closure.func);
        let args = match &closure.bound {
            Some(receiver) => std::iter::once(receiver.clone()).chain(args).collect(),
            None => args,
        };
        let locals = if kwargs.is_empty() && args.len() == func.params.len() && func.plain_params() {
            // The common case: every parameter passed by position, into a reused slot vector.
            let mut locals = self.spare_locals.pop().unwrap_or_default();
            locals.reserve(func.n_locals as usize);
            locals.extend(args.into_iter().map(Some));
            locals
        } else {
            let rest = (func.varargs.is_some(), func.varkw.is_some());
            let read;
            let defaults: &[(u32, D::Val)] = if func.global_defaults.is_empty() {
                &closure.defaults
            } else {
                read = self.global_defaults(&func.global_defaults, at)?;
                &read
            };
            let (mut locals, extra, extra_kw) =
                self.bind_params(&func.qualname, &func.params, Some(defaults), args, kwargs, rest, at)?;
            if func.varargs.is_some() {
                locals.push(Some(self.domain.build(super::BuildKind::Tuple, extra, at)?));
            }
            if func.varkw.is_some() {
                let mut pairs = Vec::with_capacity(extra_kw.len());
                for (k, v) in extra_kw {
                    pairs.push((self.domain.constant(&Const::Str(Rc::new(crate::ir::PyStr::from(&*k))), at)?, v));
                }
                locals.push(Some(self.domain.build_dict(pairs, at)?));
            }
            locals
        };
        self.enter_frame(closure.func, locals, closure.free.clone(), at)
    }

    /// The current values of the module variables a module-level function's defaults name.
    pub(super) fn global_defaults(&self, defaults: &[(u32, u32)], at: Span) -> Result<Vec<(u32, D::Val)>, Fault> {
        let mut out = Vec::with_capacity(defaults.len());
        for (param, global) in defaults {
            let value = self.globals[*global as usize].borrow().clone();
            let name = || self.program.globals[*global as usize].name.clone();
            out.push((*param, value.ok_or_else(|| Fault::internal(format!("default `{}` unbound", name()), at))?));
        }
        Ok(out)
    }

    /// Runs a function whose parameters are bound in the first `locals`.
    #[inline(never)]
    fn enter_frame(
        &mut self,
        id: crate::ir::FuncId,
        locals: Vec<Option<D::Val>>,
        free: std::rc::Rc<[super::Cell<D::Val>]>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        self.run_frame(id, locals, free, at)
    }

    /// `enter_frame`'s work, inlined into the call of a module-level function by position
    /// (`compile_positional_call`), the most frequent call: out of line, each call passed the
    /// slot vector and the cells in memory and spilled them again in a frame of its own.
    #[inline(always)]
    fn run_frame(
        &mut self,
        id: crate::ir::FuncId,
        locals: Vec<Option<D::Val>>,
        free: std::rc::Rc<[super::Cell<D::Val>]>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        let func = self.program.function(id);
        let locals = match func.native {
            Some(native) => match self.native_answer(native, locals) {
                Ok(answer) => return Ok(answer),
                Err(locals) => locals,
            },
            None => locals,
        };
        let free = match free.is_empty() && !func.captures.is_empty() {
            // A method of a class defined inside a function, called through its class.
            true => self.local_method_cells(id, locals.first().and_then(Option::as_ref), at)?,
            false => free,
        };
        let mut frame = Frame::new(self.program, func, locals, free, self.globals.clone());
        for &(param, cell) in &func.cell_params {
            *frame.cells[cell as usize].borrow_mut() = frame.locals[param as usize].take();
        }
        if func.generator {
            // A generator's body runs when items are asked for, not now.
            return Ok(self.new_generator(id, frame));
        }
        self.run_body(id, frame, at)
    }

    /// Builtins, with `key=` functions handled here because they call back into the evaluator.
    pub(super) fn builtin_call(
        &mut self,
        b: Builtin,
        args: Vec<D::Val>,
        mut kwargs: Kwargs<D::Val>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        if b.is_dataclass_helper() {
            return self.dataclass_helper(b, args, kwargs, at);
        }
        if b == Builtin::Copy {
            return self.copy_helper(args, at);
        } else if b == Builtin::Flag {
            return self.flag_value(args, at);
        } else if b == Builtin::Inspect {
            return self.inspect_helper(args, at);
        }
        if b == Builtin::InitSubclass {
            return self.init_subclass(args, kwargs, at);
        }
        if matches!(b, Builtin::Getattr | Builtin::Hasattr) {
            return self.getattr_builtin(b, args, &kwargs, at);
        }
        if matches!(b, Builtin::Setattr | Builtin::Delattr | Builtin::Vars | Builtin::Namespace) {
            return self.setattr_or_vars(b, args, &kwargs, at);
        }
        if b == Builtin::Id {
            return self.id_builtin(args, &kwargs, at);
        }
        if b == Builtin::Argv0 {
            let script = crate::ir::PyStr::from(&*self.program.script);
            return self.domain.constant(&Const::Str(std::rc::Rc::new(script)), at);
        }
        if b.makes_at_run_time(args.len()) {
            return self.class_made_in_function(b, args, kwargs, at);
        }
        if b == Builtin::Argv {
            if let Some(argv) = &self.argv {
                return Ok(argv.clone());
            }
            // The domain makes the list from its items: the prover refuses to know them.
            let mut items = Vec::with_capacity(self.args.len() + 1);
            for text in std::iter::once(&self.program.script).chain(self.args.iter()) {
                items.push(self.domain.constant(&Const::Str(std::rc::Rc::new(crate::ir::PyStr::from(&**text))), at)?);
            }
            let argv = self.domain.builtin(Builtin::Argv, items, Vec::new(), at)?;
            self.argv = Some(argv.clone());
            return Ok(argv);
        }
        if b == Builtin::Unmodelled {
            // `_unmodelled("what")`: the model's own words for what it does not model.
            let what = args.first().and_then(|v| self.domain.known_text(v));
            let what = what.as_deref().unwrap_or("a behaviour of a modelled module");
            return Err(Fault::unsupported(what.to_owned(), at));
        }
        if matches!(b, Builtin::TracebackOf | Builtin::Stack | Builtin::Handling) {
            return self.frames_builtin(b, &args, at);
        }
        if b == Builtin::Sent {
            // `x = yield v` resumed: by `send(value)`, or by `next()` (None).
            let sent = self.resumed_with.last_mut().and_then(Option::take);
            return sent.map_or_else(|| self.domain.constant(&Const::None, at), Ok);
        }
        if matches!(b, Builtin::Print | Builtin::Stderr | Builtin::Redirect) {
            if let Some(done) = self.output_call(b, &args, &mut kwargs, at)? {
                return Ok(done);
            }
        }
        let mut args = args;
        if b == Builtin::Complex && args.is_empty() && !kwargs.iter().any(|(k, _)| &**k == "real") {
            // `complex(imag=2)`: the real part defaults to 0, as in CPython's `complex_new`.
            args.push(self.domain.constant(&Const::Int(0), at)?);
        }
        super::builtin_args::keywords_by_position(b, &mut args, &mut kwargs, at)?;
        if b == Builtin::Json {
            if let Some(read) = self.json_reads_through_class(&args, at)? {
                return Ok(read);
            }
        }
        self.builtin_values(b, &mut args);
        self.enum_arguments(b, &mut args, at)?;
        self.read_builtin_until_fault(b, &mut args, &kwargs, at)?;
        let args = match self.builtin_on_dunders(b, args, at)? {
            Ok(done) => return Ok(done),
            Err(args) => args,
        };
        let args = match self.builtin_on_lazy_keyed(b, args, &mut kwargs, at)? {
            Ok(done) => return Ok(done),
            Err(args) => args,
        };
        if matches!(b, Builtin::Sorted | Builtin::Min | Builtin::Max) {
            self.drop_none_key(&mut kwargs, at)?;
        }
        let args = match self.builtin_on_objects(b, args, &mut kwargs, at)? {
            Ok(done) => return Ok(done),
            Err(args) => args,
        };
        let key = self.key_function(&mut kwargs, at)?;
        match (b, key) {
            (Builtin::Sorted, Some(key)) => {
                let reverse = self.reverse_flag(&mut kwargs, at)?;
                no_more_kwargs(&kwargs, "sorted", at)?;
                let [iterable] = exactly::<_, 1>(args, "sorted", at)?;
                if let Some(sorted) = self.sorted_unordered(&iterable, &key, reverse, at)? {
                    return self.domain.build(super::BuildKind::List, sorted, at);
                }
                let items = self.collect(iterable, at)?;
                let sorted = self.sort_with_key(items, key, reverse, at)?;
                self.domain.build(super::BuildKind::List, sorted, at)
            }
            (Builtin::Min | Builtin::Max, Some(key)) => self.extreme_with_key(b, args, kwargs, key, at),
            (Builtin::Map | Builtin::Filter, key) => {
                if let Some(key) = key {
                    kwargs.insert(0, (Rc::from("key"), key));
                }
                no_more_kwargs(&kwargs, b.name(), at)?;
                if b == Builtin::Map {
                    self.lazy_map(args, at)
                } else {
                    self.lazy_filter(args, at)
                }
            }
            (Builtin::Iter, None) if args.len() == 2 => {
                no_more_kwargs(&kwargs, "iter", at)?;
                self.call_until(args, at)
            }
            (_, Some(key)) => {
                kwargs.push((Rc::from("key"), key));
                self.domain.builtin(b, args, kwargs, at)
            }
            (_, None) => self.builtin_items_keyed(b, args, kwargs, at),
        }
    }

    pub(super) fn method_call(
        &mut self,
        m: Method,
        receiver: D::Val,
        args: Vec<D::Val>,
        kwargs: Kwargs<D::Val>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        let (args, mut kwargs) = match self.method_shortcut(m, &receiver, args, kwargs, at)? {
            Ok(done) => return Ok(done),
            Err(given) => given,
        };
        // Searches and sorts of lists of the program's instances ask their `__eq__` and `__lt__`,
        // however the method was reached (a call, a bound method value, `map(xs.count, ...)`).
        if let Some(done) = self.sort_in_place(m, &receiver, &args, &mut kwargs, at)? {
            return Ok(done);
        }
        // Methods take whole iterables (`"".join(gen)`, `xs.extend(gen)`): a generator's items.
        let mut args = args;
        for (i, a) in args.iter_mut().enumerate() {
            *a = self.method_iterable_arg(m, &receiver, i, a.clone(), at)?;
        }
        if let Some(done) = self.read_method_args_until_fault(m, &receiver, &mut args, at)? {
            return Ok(done);
        }
        if kwargs.is_empty() {
            if let Some(done) = self.feed_lazy(m, &receiver, &args, at)? {
                return Ok(done);
            }
        }
        for (i, a) in args.iter_mut().enumerate() {
            if self.domain.as_lazy(a).is_some() && !super::container_dunders::keeps_value(m, i) {
                *a = self.drained(a.clone(), at)?;
            }
        }
        if m == Method::Sort {
            if let Some(key) = self.key_function(&mut kwargs, at)? {
                let reverse = self.reverse_flag(&mut kwargs, at)?;
                no_more_kwargs(&kwargs, "sort", at)?;
                if !args.is_empty() {
                    return Err(Fault::type_error("sort() takes no positional arguments", at));
                }
                // Validate the receiver is a list before calling the key on anything.
                let probe = self.domain.method(Method::Copy, receiver.clone(), Vec::new(), Vec::new(), at)?;
                let items = self.collect(probe, at)?;
                self.sort_list_in_place(&receiver, items, at, |ev, items| ev.sort_with_key(items, key, reverse, at))?;
                return self.domain.constant(&Const::None, at);
            }
        }
        self.method_values(m, &receiver, &mut args, at)?;
        if let Some(done) = self.sub_with_function(m, &receiver, &args, &kwargs, at)? {
            return Ok(done);
        }
        if let Some(done) = self.format_template(m, &receiver, &args, &kwargs, at)? {
            return Ok(done);
        }
        self.method_keyed(m, receiver, args, kwargs, at)
    }

    /// `v is None`.
    pub(super) fn is_none(&mut self, v: &D::Val, at: Span) -> Result<bool, Fault> {
        let none = self.domain.constant(&Const::None, at)?;
        self.domain.test(crate::ir::CmpOp::IsNone, v.clone(), none, at)
    }
}

pub(super) fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

pub(super) fn take_kwarg<V>(kwargs: &mut Kwargs<V>, name: &str) -> Option<V> {
    let i = kwargs.iter().position(|(k, _)| &**k == name)?;
    Some(kwargs.remove(i).1)
}

pub(super) fn no_more_kwargs<V>(kwargs: &Kwargs<V>, func: &str, at: Span) -> Result<(), Fault> {
    match kwargs.first() {
        Some((k, _)) => Err(Fault::type_error(format!("{func}() got an unexpected keyword argument '{k}'"), at)),
        None => Ok(()),
    }
}

pub(super) fn exactly<V, const N: usize>(args: Vec<V>, func: &str, at: Span) -> Result<[V; N], Fault> {
    let n = args.len();
    args.try_into().map_err(|_| {
        Fault::type_error(format!("{func}() takes exactly {N} positional argument{} ({n} given)", plural(N)), at)
    })
}

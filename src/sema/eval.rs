//! Expression semantics: the one `match` over expression kinds, compiling each expression into
//! a closure that evaluates it.

use super::call::{ArgsCode, ItemCode};
use super::frame::{load_cell, unbound, Frame};
use super::spread::Receiver;
use super::{BuildKind, Callable, Compiler, Domain, Evaluator, ExprCode, Fault, TestCode, Val};
use crate::ir::{BinOp, CmpOp, Const, Conversion, DictItem, Expr, ExprKind, FPart, LogicOp, Place, PyStr};
use crate::source::Span;
use std::rc::Rc;

/// A compiled operand of an operator: the most common shapes (a literal, a plain local, an
/// operator on two of those) are read directly instead of through a closure call.
pub(super) enum Operand<'p, D: Domain> {
    Literal(Val<D>),
    Local(usize, Span),
    /// `a op b` of two literals or locals (`n % 2`, `n - 1`, `i * i`): computed in the
    /// closure that reads it.
    Binary(BinOp, Leaf<D>, Leaf<D>, Span),
    /// `xs[i]`, `flags[0]` of a plain local (with the span of its name) at a literal or local
    /// index: the container read where it is, not copied, and a list's item taken at once.
    Item((usize, Span), Leaf<D>, Span),
    Code(ExprCode<'p, D>),
}

/// A literal or a plain local: an operand read without a call.
pub(super) enum Leaf<D: Domain> {
    Literal(Val<D>),
    Local(usize, Span),
}

impl<D: Domain> Leaf<D> {
    /// A peephole of the expression compiler (part of the same dispatch, not a second one).
    fn compile(d: &mut Compiler<'_, D>, e: &Expr) -> Option<Self> {
        if let ExprKind::Const(c) = &e.kind {
            if let Ok(v) = d.domain.constant(c, e.span) {
                d.saw(e.kind.name());
                return Some(Leaf::Literal(v));
            }
        }
        if let ExprKind::Load(Place::Local(slot)) = &e.kind {
            d.saw(e.kind.name());
            return Some(Leaf::Local(*slot as usize, e.span));
        }
        None
    }

    /// The value where it is: `None` for an unbound local (which `get` reports).
    #[inline(always)]
    fn peek<'a>(&'a self, f: &'a Frame<'_, Val<D>>) -> Option<&'a Val<D>> {
        match self {
            Leaf::Literal(v) => Some(v),
            Leaf::Local(slot, _) => f.locals[*slot].as_ref(),
        }
    }

    #[inline(always)]
    fn get(&self, f: &Frame<'_, Val<D>>) -> Result<Val<D>, Fault> {
        match self {
            Leaf::Literal(v) => Ok(v.clone()),
            Leaf::Local(slot, at) => match &f.locals[*slot] {
                Some(v) => Ok(v.clone()),
                None => Err(unbound(f, Place::Local(*slot as u32), *at)),
            },
        }
    }
}

impl<'p, D: Domain + 'p> Operand<'p, D> {
    /// A peephole of the expression compiler (part of the same dispatch, not a second one).
    pub(super) fn compile(d: &mut Compiler<'_, D>, e: &'p Expr) -> Self {
        match Leaf::compile(d, e) {
            Some(Leaf::Literal(v)) => return Operand::Literal(v),
            Some(Leaf::Local(slot, at)) => return Operand::Local(slot, at),
            None => {}
        }
        if let ExprKind::Binary { op, left, right } = &e.kind {
            if let (Some(l), Some(r)) = (Leaf::compile(d, left), Leaf::compile(d, right)) {
                d.saw(e.kind.name());
                return Operand::Binary(*op, l, r, e.span);
            }
        }
        if let Some(item) = Self::item(d, e) {
            d.saw(e.kind.name());
            return item;
        }
        Operand::Code(Evaluator::compile_expr(d, e))
    }

    /// `Item` for a subscript of a plain local at a literal or local index.
    fn item(d: &mut Compiler<'_, D>, e: &'p Expr) -> Option<Self> {
        let ExprKind::Subscript { obj, index } = &e.kind else { return None };
        let ExprKind::Load(Place::Local(slot)) = &obj.kind else { return None };
        let index = Leaf::compile(d, index)?;
        d.saw(obj.kind.name());
        Some(Operand::Item((*slot as usize, obj.span), index, e.span))
    }

    /// Whether reading the operand cannot rebind a plain local of the frame: a literal, a
    /// local, an operator on two of those, an item of a local (a special method they call
    /// runs in a frame of its own, which cannot reach this one's slots).
    pub(super) fn is_pure(&self) -> bool {
        !matches!(self, Operand::Code(_))
    }

    /// A literal's or a bound local's value where it is; `None` for any other operand.
    #[inline(always)]
    pub(super) fn peek<'a>(&'a self, f: &'a Frame<'_, Val<D>>) -> Option<&'a Val<D>> {
        match self {
            Operand::Literal(v) => Some(v),
            Operand::Local(slot, _) => f.locals[*slot].as_ref(),
            Operand::Binary(..) | Operand::Item(..) | Operand::Code(_) => None,
        }
    }

    /// Always inlined: a literal or a local is then read in the operator's own closure (the
    /// recursive calls through `Code` made the compiler keep it out of line).
    #[inline(always)]
    pub(super) fn get(&self, ev: &mut Evaluator<'p, D>, f: &mut Frame<'p, Val<D>>) -> Result<Val<D>, Fault> {
        match self {
            Operand::Literal(v) => Ok(v.clone()),
            Operand::Local(slot, at) => match &f.locals[*slot] {
                Some(v) => Ok(v.clone()),
                None => Err(unbound(f, Place::Local(*slot as u32), *at)),
            },
            Operand::Binary(op, l, r, at) => {
                // Two ints are answered where they are, without copying either first.
                if let Some(v) = l.peek(f).zip(r.peek(f)).and_then(|(a, b)| ev.domain.quick_binary(*op, a, b)) {
                    return Ok(v);
                }
                let a = l.get(f)?;
                let b = r.get(f)?;
                ev.binary(*op, a, b, *at)
            }
            Operand::Item((slot, name), index, at) => {
                let Some(obj) = &f.locals[*slot] else { return Err(unbound(f, Place::Local(*slot as u32), *name)) };
                let i = index.get(f)?;
                ev.get_item_of(obj, i, *at)
            }
            Operand::Code(code) => code(ev, f),
        }
    }
}

/// A compiled condition (`if`, `while`, a comprehension's `if`). A single comparison is
/// decided in the closure of the statement that tests it, with no call through a box of its own.
pub(super) enum Cond<'p, D: Domain> {
    Compare(CmpOp, Operand<'p, D>, Operand<'p, D>, Span),
    Code(TestCode<'p, D>),
}

impl<'p, D: Domain + 'p> Cond<'p, D> {
    #[inline(always)]
    pub(super) fn test(&self, ev: &mut Evaluator<'p, D>, f: &mut Frame<'p, Val<D>>) -> Result<bool, Fault> {
        match self {
            Cond::Compare(op, l, r, at) => {
                if let Some(t) = l.peek(f).zip(r.peek(f)).and_then(|(a, b)| ev.domain.quick_test(*op, a, b)) {
                    return Ok(t);
                }
                let a = l.get(ev, f)?;
                let b = r.get(ev, f)?;
                if matches!(op, CmpOp::In | CmpOp::NotIn) {
                    let result = ev.compare(*op, a, b, *at)?;
                    return ev.truth(&result, *at);
                }
                ev.test(*op, a, b, *at)
            }
            Cond::Code(code) => code(ev, f),
        }
    }
}

/// A compiled dict display item: `key: value`, or `**mapping` (with its span).
enum DictItemCode<'p, D: Domain> {
    Pair(ExprCode<'p, D>, ExprCode<'p, D>),
    Spread(ExprCode<'p, D>, Span),
}

/// A compiled f-string piece.
enum FCode<'p, D: Domain> {
    Literal(&'p Rc<PyStr>),
    Value { expr: ExprCode<'p, D>, conversion: Conversion, spec: Option<Vec<FCode<'p, D>>>, span: Span },
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The one dispatch over expression kinds.
    pub(super) fn compile_expr(d: &mut Compiler<'_, D>, e: &'p Expr) -> ExprCode<'p, D> {
        let at = e.span;
        d.saw(e.kind.name());
        match &e.kind {
            ExprKind::Const(c) => match d.domain.constant(c, at) {
                // Literals are built once, when the function is compiled.
                Ok(v) => Box::new(move |_ev, _f| Ok(v.clone())),
                Err(fault) => Box::new(move |_ev, _f| Err(fault.clone())),
            },
            ExprKind::Load(Place::Local(slot)) => {
                let slot = *slot as usize;
                Box::new(move |_ev, f| match &f.locals[slot] {
                    Some(v) => Ok(v.clone()),
                    None => Err(unbound(f, Place::Local(slot as u32), at)),
                })
            }
            // A variable held in a cell (a module variable, a captured or capturing one): the
            // cell read here, not in `load`'s match over places, which stays out of line.
            ExprKind::Load(place @ Place::Global(i)) => {
                let (place, i) = (*place, *i as usize);
                Box::new(move |_ev, f| load_cell(f, &f.globals[i], place, at))
            }
            ExprKind::Load(place @ Place::Free(i)) => {
                let (place, i) = (*place, *i as usize);
                Box::new(move |_ev, f| load_cell(f, &f.free[i], place, at))
            }
            ExprKind::Load(place @ Place::Cell(i)) => {
                let (place, i) = (*place, *i as usize);
                Box::new(move |_ev, f| load_cell(f, &f.cells[i], place, at))
            }
            ExprKind::FunctionRef(func) => {
                let func = *func;
                Box::new(move |ev, _f| Ok(ev.function_ref(func)))
            }
            ExprKind::BuiltinRef(b) => {
                let b = *b;
                Box::new(move |ev, _f| Ok(ev.domain.function_value(Callable::Builtin(b))))
            }
            ExprKind::Unary { op, operand } => {
                let (op, x) = (*op, Self::compile_expr(d, operand));
                Box::new(move |ev, f| {
                    let v = x(ev, f)?;
                    ev.unary(op, v, at)
                })
            }
            ExprKind::Binary { op, left, right } => {
                let (op, l, r) = (*op, Operand::compile(d, left), Operand::compile(d, right));
                Box::new(move |ev, f| {
                    let a = l.get(ev, f)?;
                    let b = r.get(ev, f)?;
                    ev.binary(op, a, b, at)
                })
            }
            ExprKind::Logic { op, values } => {
                let op = *op;
                let values: Vec<(ExprCode<'p, D>, Span)> =
                    values.iter().map(|v| (Self::compile_expr(d, v), v.span)).collect();
                Box::new(move |ev, f| ev.logic(f, op, &values, at))
            }
            ExprKind::Compare { left, rest } => {
                if let [(op, right)] = rest.as_slice() {
                    if let Some(code) = Self::compile_parts_membership_value(d, *op, left, right, at) {
                        return code;
                    }
                    if let Some(code) = Self::compile_parts_order(d, *op, left, right, at) {
                        return code;
                    }
                    let (op, l, r) = (*op, Operand::compile(d, left), Operand::compile(d, right));
                    return Box::new(move |ev, f| {
                        let a = l.get(ev, f)?;
                        let b = r.get(ev, f)?;
                        ev.compare(op, a, b, at)
                    });
                }
                let l = Self::compile_expr(d, left);
                let rest: Vec<_> = rest.iter().map(|(op, r)| (*op, Self::compile_expr(d, r))).collect();
                Box::new(move |ev, f| {
                    let mut a = l(ev, f)?;
                    for (i, (op, r)) in rest.iter().enumerate() {
                        let b = r(ev, f)?;
                        let result = ev.compare(*op, a, b.clone(), at)?;
                        if i + 1 == rest.len() || !ev.truth(&result, at)? {
                            return Ok(result);
                        }
                        a = b;
                    }
                    Err(Fault::internal("empty comparison chain", at))
                })
            }
            ExprKind::IfExp { cond, then, orelse } => {
                let c = Self::compile_test(d, cond);
                let (t, o) = (Self::compile_expr(d, then), Self::compile_expr(d, orelse));
                Box::new(move |ev, f| if c.test(ev, f)? { t(ev, f) } else { o(ev, f) })
            }
            ExprKind::List(items) => Self::compile_build(d, BuildKind::List, items, at),
            ExprKind::Tuple(items) => Self::compile_build(d, BuildKind::Tuple, items, at),
            ExprKind::Set(items) => {
                let kind = if items.len() >= 3 && items.iter().all(folded_constant) {
                    BuildKind::ConstSet
                } else {
                    BuildKind::Set
                };
                Self::compile_build(d, kind, items, at)
            }
            ExprKind::Dict(items) => {
                let items: Vec<DictItemCode<'p, D>> = items
                    .iter()
                    .map(|item| match item {
                        DictItem::Pair(k, v) => DictItemCode::Pair(Self::compile_expr(d, k), Self::compile_expr(d, v)),
                        DictItem::Spread(m) => DictItemCode::Spread(Self::compile_expr(d, m), m.span),
                    })
                    .collect();
                Box::new(move |ev, f| {
                    // Left to right, as CPython: a `**` mapping is read when its turn comes.
                    let mut out = Vec::with_capacity(items.len());
                    for item in &items {
                        match item {
                            DictItemCode::Pair(k, v) => {
                                let key = k(ev, f)?;
                                out.push((key, v(ev, f)?));
                            }
                            DictItemCode::Spread(m, span) => {
                                let mapping = m(ev, f)?;
                                out.extend(ev.mapping_pairs(mapping, *span)?);
                            }
                        }
                    }
                    ev.build_dict_keyed(out, at)
                })
            }
            ExprKind::Subscript { obj, index } => {
                if let Some(code) = Self::compile_parts_item(d, obj, index, at) {
                    return code;
                }
                if let Some(item) = Operand::item(d, e) {
                    return Box::new(move |ev, f| item.get(ev, f));
                }
                let (o, i) = (Operand::compile(d, obj), Operand::compile(d, index));
                Box::new(move |ev, f| {
                    let ov = o.get(ev, f)?;
                    let iv = i.get(ev, f)?;
                    ev.get_item(ov, iv, at)
                })
            }
            ExprKind::Slice { obj, lower, upper, step } => {
                let o = Self::compile_expr(d, obj);
                let bounds: [Option<ExprCode<'p, D>>; 3] =
                    [lower, upper, step].map(|b| b.as_deref().map(|b| Self::compile_expr(d, b)));
                Box::new(move |ev, f| {
                    let ov = o(ev, f)?;
                    let mut values = [None, None, None];
                    for (slot, b) in values.iter_mut().zip(&bounds) {
                        if let Some(b) = b {
                            *slot = Some(b(ev, f)?);
                        }
                    }
                    if ev.slices_through_dunders(&ov) {
                        let slice = ev.slice_object(values, at)?;
                        return ev.get_item(ov, slice, at);
                    }
                    let values = ev.index_bounds(values, at)?;
                    ev.domain.slice(ov, values, at)
                })
            }
            ExprKind::Comprehension(comp) => Self::compile_comprehension(d, comp, at),
            ExprKind::FString(parts) => {
                let parts = Self::compile_fparts(d, parts);
                Box::new(move |ev, f| ev.fstring(f, &parts, at))
            }
            ExprKind::Call { callee, args, kwargs } => Self::compile_call(d, callee.clone(), args, kwargs, at),
            ExprKind::CallValue { func, args, kwargs } => {
                let (fspan, func, args) = (func.span, Self::compile_expr(d, func), ArgsCode::compile(d, args, kwargs));
                Box::new(move |ev, f| {
                    let callee = func(ev, f)?;
                    if let Some(done) = ev.call_value_positional(f, &callee, &args, at) {
                        return done;
                    }
                    let callable = ev.callable_value(&callee, fspan)?;
                    let (a, k) = ev.eval_args(f, &args, Receiver::Value(&callable))?;
                    ev.call_callable(callable, a, k, at)
                })
            }
            ExprKind::MakeClosure(func, defaults) => {
                let (func, defaults) = (*func, Self::compile_defaults(d, defaults));
                Box::new(move |ev, f| ev.make_closure(f, func, &defaults, at))
            }
            ExprKind::Attribute { obj, name } => {
                if let Some(code) = Self::compile_local_attribute(d, obj, name, at) {
                    return code;
                }
                let obj = Self::compile_expr(d, obj);
                Box::new(move |ev, f| {
                    let v = obj(ev, f)?;
                    ev.read_attribute(v, name, at)
                })
            }
            ExprKind::NamedExpr { place, value } => {
                let (place, value) = (*place, Self::compile_expr(d, value));
                Box::new(move |ev, f| {
                    let v = value(ev, f)?;
                    ev.no_outer_store_in_rows(f, place)?;
                    super::frame::store(f, place, v.clone());
                    Ok(v)
                })
            }
            ExprKind::Starred(_) => Box::new(move |_ev, _f| {
                Err(Fault::internal("`*` outside a call or a display reached the evaluator", at))
            }),
            ExprKind::GeneratorExp { func, iter } => {
                let (func, ispan, iter) = (*func, iter.span, Self::compile_expr(d, iter));
                Box::new(move |ev, f| {
                    // As CPython: the first iterable is evaluated and iterated now, the rest
                    // runs when items are asked for.
                    let items = iter(ev, f)?;
                    let items = ev.iterable(items, ispan)?;
                    let items = match ev.domain.as_lazy(&items) {
                        Some(_) => items,
                        None => {
                            ev.domain.iter_start(items.clone(), ispan)?;
                            items
                        }
                    };
                    let gen = ev.make_closure(f, func, &Vec::new(), at)?;
                    let callable = ev.callable_value(&gen, at)?;
                    ev.call_callable(callable, vec![items], Vec::new(), at)
                })
            }
            ExprKind::Yield(_) | ExprKind::YieldFrom(_) => {
                Box::new(move |_ev, _f| Err(Fault::internal("`yield` inside an expression reached the evaluator", at)))
            }
            ExprKind::Method { receiver, method, args, kwargs } => {
                let (method, r, args) = (*method, Self::compile_expr(d, receiver), ArgsCode::compile(d, args, kwargs));
                let (r, args) = match Self::compile_plain_method(method, r, args, at) {
                    Ok(code) => return code,
                    Err(back) => back,
                };
                Box::new(move |ev, f| {
                    let rv = r(ev, f)?;
                    if let Some(gen) = ev.generator_receiver(method, &rv) {
                        let (a, k) = ev.eval_args(f, &args, Receiver::Method(method, &rv))?;
                        return ev.generator_method(method, &gen, a, &k, at);
                    }
                    if super::dunder_methods::is_operator_method(method) {
                        let (a, k) = ev.eval_args(f, &args, Receiver::Method(method, &rv))?;
                        return ev.call_method(method, rv, a, k, at);
                    }
                    if let Some(held) = ev.check_method_or_own(method, &rv, at)? {
                        let (a, k) = ev.eval_args(f, &args, Receiver::Attr(&rv, method.name()))?;
                        return ev.call_attr_target(super::objects::AttrTarget::Value(held), rv, a, k, at);
                    }
                    let (a, k) = ev.eval_args(f, &args, Receiver::Method(method, &rv))?;
                    ev.call_method(method, rv, a, k, at)
                })
            }
            ExprKind::AttrCall { call, fallback } => {
                let crate::ir::MemberCall { receiver, name, args, kwargs } = &**call;
                // A builtin value's call of a method a class of the program also defines
                // (`q.append(x)` beside a class with an `append`) is the builtin method's,
                // with its fast path (an exception's own methods aside).
                let own_exc_call = super::exc_groups::ExcCall::named(name, d.program.modelled_module(at.file));
                let plain = fallback
                    .filter(|_| own_exc_call.is_none())
                    .and_then(|m| Self::plain_method_args(m, ArgsCode::compile(d, args, kwargs)).ok());
                let (fallback, r, args) =
                    (*fallback, Self::compile_expr(d, receiver), ArgsCode::compile(d, args, kwargs));
                Box::new(move |ev, f| {
                    let rv = r(ev, f)?;
                    if let Some(call) = plain.as_ref().filter(|_| ev.builtin_receiver(&rv)) {
                        return ev.run_plain_method(f, call, rv, at);
                    }
                    let target = ev.lookup_attr_call(&rv, name, fallback, at)?;
                    let target = match ev.call_bound_positional(f, target, &args, at)? {
                        Ok(done) => return Ok(done),
                        Err(target) => target,
                    };
                    let (a, k) = ev.eval_args(f, &args, Receiver::Attr(&rv, name))?;
                    ev.call_attr_target(target, rv, a, k, at)
                })
            }
            ExprKind::SuperCall { call, class } => {
                let crate::ir::MemberCall { receiver, name, args, kwargs } = &**call;
                let (r, args) = (Self::compile_expr(d, receiver), ArgsCode::compile(d, args, kwargs));
                Box::new(move |ev, f| {
                    let rv = r(ev, f)?;
                    let target = ev.lookup_super(class, &rv, name, at)?;
                    let (a, k) = ev.eval_args(f, &args, Receiver::Attr(&rv, name))?;
                    ev.call_attr_target(target, rv, a, k, at)
                })
            }
            ExprKind::SuperAttr { read, class } => {
                let crate::ir::SuperRead { receiver, name } = &**read;
                let r = Self::compile_expr(d, receiver);
                Box::new(move |ev, f| {
                    let rv = r(ev, f)?;
                    ev.super_attribute(class, rv, name, at)
                })
            }
        }
    }

    /// Compiles an expression used as a condition. A single comparison is decided directly
    /// (a peephole of the expression compiler, not a second dispatch).
    pub(super) fn compile_test(d: &mut Compiler<'_, D>, e: &'p Expr) -> Cond<'p, D> {
        let at = e.span;
        if let ExprKind::Compare { left, rest } = &e.kind {
            if let [(op, right)] = rest.as_slice() {
                if let Some(test) = Self::compile_parts_membership(d, *op, left, right, at) {
                    d.saw(e.kind.name());
                    return Cond::Code(test);
                }
                if let Some(code) = Self::compile_parts_order(d, *op, left, right, at) {
                    d.saw(e.kind.name());
                    return Cond::Code(Box::new(move |ev, f| {
                        let v = code(ev, f)?;
                        ev.truth(&v, at)
                    }));
                }
                return Cond::Compare(*op, Operand::compile(d, left), Operand::compile(d, right), at);
            }
        }
        if let ExprKind::Logic { op, values } = &e.kind {
            // `if a and b:` asks each operand's truth once, as CPython's jumps do: the value
            // of `a and b` is not built only to have its truth asked again (which called an
            // instance's `__bool__` twice).
            d.saw(e.kind.name());
            let or = *op == LogicOp::Or;
            let mut conds: Vec<Cond<'p, D>> = values.iter().map(|v| Self::compile_test(d, v)).collect();
            let last = conds.pop();
            return Cond::Code(Box::new(move |ev, f| {
                for c in &conds {
                    if c.test(ev, f)? == or {
                        return Ok(or);
                    }
                }
                match &last {
                    Some(c) => c.test(ev, f),
                    None => Err(Fault::internal("empty boolean operation", at)),
                }
            }));
        }
        let code = Self::compile_expr(d, e);
        Cond::Code(Box::new(move |ev, f| {
            let v = code(ev, f)?;
            ev.truth(&v, at)
        }))
    }

    /// The iterable of a `for` or a comprehension clause. CPython's compiler turns a set
    /// display of constants there into a frozenset constant, iterated in that frozenset's
    /// order (not in the order a set built from the display would have).
    pub(super) fn compile_iterable(d: &mut Compiler<'_, D>, e: &'p Expr) -> ExprCode<'p, D> {
        if let ExprKind::Set(items) = &e.kind {
            if items.iter().all(folded_constant) {
                return Self::compile_build(d, BuildKind::FrozenConstSet, items, e.span);
            }
        }
        // An instance is iterated through its `__iter__` (or `__getitem__`).
        let (code, span) = (Self::compile_expr(d, e), e.span);
        Box::new(move |ev, f| {
            let v = code(ev, f)?;
            ev.not_awaitable(&v, span)?;
            ev.iterable(v, span)
        })
    }

    fn compile_build(d: &mut Compiler<'_, D>, kind: BuildKind, items: &'p [Expr], at: Span) -> ExprCode<'p, D> {
        if let Some(code) = (kind == BuildKind::Tuple).then(|| Self::compile_constant_tuple(d, items, at)).flatten() {
            return code;
        }
        if let (BuildKind::Tuple, [a, b]) = (kind, items) {
            if ![a, b].iter().any(|e| matches!(e.kind, ExprKind::Starred(_))) {
                let (a, b) = (Self::compile_expr(d, a), Self::compile_expr(d, b));
                return Box::new(move |ev, f| {
                    let a = a(ev, f)?;
                    let b = b(ev, f)?;
                    ev.domain.pair(a, b, at)
                });
            }
        }
        let items: Vec<ItemCode<'p, D>> = items.iter().map(|e| Self::compile_item(d, e)).collect();
        Box::new(move |ev, f| {
            let out = ev.eval_items(f, &items, Receiver::Display(kind))?;
            ev.build_keyed(kind, out, at)
        })
    }

    /// A display item or positional argument: `*iterable` spreads its items (a peephole of the
    /// expression compiler: `Starred` means nothing on its own).
    pub(super) fn compile_item(d: &mut Compiler<'_, D>, e: &'p Expr) -> ItemCode<'p, D> {
        if let ExprKind::Starred(inner) = &e.kind {
            d.saw(e.kind.name());
            return ItemCode::Spread(Self::compile_expr(d, inner), e.span);
        }
        ItemCode::One(Self::compile_expr(d, e))
    }

    fn compile_fparts(d: &mut Compiler<'_, D>, parts: &'p [FPart]) -> Vec<FCode<'p, D>> {
        parts
            .iter()
            .map(|p| match p {
                FPart::Literal(text) => FCode::Literal(text),
                FPart::Value { expr, conversion, spec } => FCode::Value {
                    expr: Self::compile_expr(d, expr),
                    conversion: *conversion,
                    spec: spec.as_ref().map(|s| Self::compile_fparts(d, s)),
                    span: expr.span,
                },
            })
            .collect()
    }

    /// The pairs `**mapping` adds to a dict display, in order: a dict's, and an instance's as
    /// CPython's merge reads it (see `dict_merge_source`); anything else is CPython's
    /// `TypeError`.
    pub(super) fn mapping_pairs(&mut self, mapping: Val<D>, at: Span) -> Result<super::Pairs<Val<D>>, Fault> {
        let source = match self.is_object(&mapping) {
            true => self.dict_merge_source(&mapping, at)?,
            false => Some(mapping.clone()),
        };
        if let Some(source) = source {
            if let Some(pairs) = self.domain.dict_items(&source, at)? {
                return Ok(pairs);
            }
            if self.is_object(&mapping) {
                // The `(key, mapping[key])` pairs read through the instance's `keys()`.
                let copy = self.domain.builtin(crate::ir::Builtin::Dict, vec![source], Vec::new(), at)?;
                if let Some(pairs) = self.domain.dict_items(&copy, at)? {
                    return Ok(pairs);
                }
            }
        }
        let name = self.type_name(&mapping, at)?;
        Err(Fault::type_error(format!("'{name}' object is not a mapping"), at))
    }

    /// `a and b`, `a or b`: the first operand that decides, else the last.
    fn logic(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        op: LogicOp,
        values: &[(ExprCode<'p, D>, Span)],
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let ((last, _), init) = values.split_last().ok_or_else(|| Fault::internal("empty boolean operation", at))?;
        for (v, span) in init {
            let x = v(self, f)?;
            if self.truth(&x, *span)? == (op == LogicOp::Or) {
                return Ok(x);
            }
        }
        last(self, f)
    }

    fn fstring(&mut self, f: &mut Frame<'p, Val<D>>, parts: &[FCode<'p, D>], at: Span) -> Result<Val<D>, Fault> {
        let mut out = Vec::with_capacity(parts.len());
        for part in parts {
            match part {
                FCode::Literal(text) => out.push(self.domain.constant(&crate::ir::Const::Str(Rc::clone(text)), at)?),
                FCode::Value { expr, conversion, spec, span } => {
                    let v = expr(self, f)?;
                    let spec = match spec.as_deref() {
                        // A literal spec (`{x:>8.2f}`) is its constant, with nothing to join.
                        Some([FCode::Literal(text)]) => {
                            Some(self.domain.constant(&crate::ir::Const::Str(Rc::clone(text)), *span)?)
                        }
                        Some(spec_parts) => Some(self.fstring(f, spec_parts, *span)?),
                        None => None,
                    };
                    match self.format_object(&v, *conversion, spec.clone(), *span)? {
                        Some(text) => out.push(text),
                        None => out.push(self.domain.format(v, *conversion, spec, *span)?),
                    }
                }
            }
        }
        self.domain.concat_strs(out, at)
    }
}

/// Whether CPython's compiler folds `e` into a constant: a literal, a unary operator on a
/// number, arithmetic on folded constants (an int result of at most 128 bits, no division by
/// a literal zero), a tuple of such.
fn folded_constant(e: &Expr) -> bool {
    if let ExprKind::Unary { operand, .. } = &e.kind {
        return matches!(
            operand.kind,
            ExprKind::Const(Const::Int(_) | Const::BigInt(_) | Const::Float(_) | Const::Bool(_))
        );
    }
    if let ExprKind::Binary { op, left, right } = &e.kind {
        return folded_constant(left) && folded_constant(right) && small_enough_to_fold(*op, left, right);
    }
    if let ExprKind::Tuple(items) = &e.kind {
        return items.iter().all(folded_constant);
    }
    matches!(e.kind, ExprKind::Const(_))
}

/// CPython's folding limits, for the operators whose result may grow past them.
fn small_enough_to_fold(op: BinOp, left: &Expr, right: &Expr) -> bool {
    let bits = |e: &Expr| {
        if let ExprKind::Const(Const::Int(i)) = &e.kind {
            return Some(u64::from(64 - i.unsigned_abs().leading_zeros()));
        }
        if let ExprKind::Const(Const::Bool(b)) = &e.kind {
            return Some(u64::from(*b));
        }
        None
    };
    let zero = matches!(right.kind, ExprKind::Const(Const::Int(0) | Const::Bool(false)))
        || matches!(right.kind, ExprKind::Const(Const::Float(f)) if f == 0.0);
    match op {
        BinOp::Div | BinOp::FloorDiv | BinOp::Mod => !zero,
        BinOp::Pow => match (bits(left), &right.kind) {
            (Some(b), ExprKind::Const(Const::Int(n))) => *n >= 0 && b.saturating_mul(n.unsigned_abs()) <= 128,
            (_, ExprKind::Const(Const::Float(_))) => true,
            _ => false,
        },
        BinOp::LShift => match (bits(left), &right.kind) {
            (Some(b), ExprKind::Const(Const::Int(n))) => *n >= 0 && b.saturating_add(n.unsigned_abs()) <= 128,
            _ => false,
        },
        BinOp::Mul => match (bits(left), bits(right)) {
            (Some(a), Some(b)) => a + b <= 128,
            _ => true,
        },
        BinOp::Add | BinOp::Sub | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::RShift | BinOp::MatMul => true,
    }
}

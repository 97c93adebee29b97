//! `sorted`, `min` and `max` with `key=` over a set whose iteration order a proof may not rest
//! on: CPython's differs from run to run for strings (their hashes are salted per process),
//! and is not modelled for terms. CPython calls the key once per item in that order, then
//! orders the keys; the answer is nevertheless the same in every order when
//! - the key is pure: it only reads plain data (the item, and values it names that hold
//!   numbers, text and builtin containers of them) through builtins and methods that change
//!   nothing, so each item's key is the same whichever items came before it, and
//! - no key raises (which item raised first would depend on the order), and
//! - the keys are all different and ordered by `<` without error: ties keep the order the
//!   items came in (a stable sort), so equal keys of distinct items make the answer vary.
//!
//! Anything else is refused as any other iteration of such a set is.

use super::{Callable, Domain, Evaluator, Fault, FaultKind};
use crate::ir::{Builtin, CmpOp, Const, ExprKind, FPart, Method, Place, StmtKind};
use crate::source::Span;

type Val<D> = <D as Domain>::Val;

/// Builtins a pure key may call: none runs the program's code on plain data, none changes
/// anything, and none makes an iterator (so those that iterate only read plain containers).
/// `hash` (salted per run for strings) and `id` are not among them.
const PURE_BUILTINS: &[Builtin] = &[
    Builtin::Len,
    Builtin::Abs,
    Builtin::Str,
    Builtin::Repr,
    Builtin::Int,
    Builtin::Float,
    Builtin::Bool,
    Builtin::Ord,
    Builtin::Chr,
    Builtin::Round,
    Builtin::Divmod,
    Builtin::Pow,
    Builtin::Min,
    Builtin::Max,
    Builtin::Sum,
    Builtin::Sorted,
    Builtin::Tuple,
    Builtin::List,
    Builtin::Any,
    Builtin::All,
];

/// Methods of the builtin types a pure key may call: they read their receiver only.
const PURE_METHODS: &[Method] = &[
    Method::Split,
    Method::Rsplit,
    Method::Splitlines,
    Method::Join,
    Method::Strip,
    Method::Lstrip,
    Method::Rstrip,
    Method::Partition,
    Method::Rpartition,
    Method::Ljust,
    Method::Rjust,
    Method::Center,
    Method::Zfill,
    Method::Isdigit,
    Method::Isdecimal,
    Method::Isnumeric,
    Method::Isalpha,
    Method::Isalnum,
    Method::Isspace,
    Method::Isupper,
    Method::Islower,
    Method::Istitle,
    Method::Title,
    Method::Capitalize,
    Method::Swapcase,
    Method::Casefold,
    Method::Lower,
    Method::Upper,
    Method::Removeprefix,
    Method::Removesuffix,
    Method::Replace,
    Method::Startswith,
    Method::Endswith,
    Method::Find,
    Method::Rfind,
    Method::Count,
    Method::Index,
    Method::Rindex,
    Method::Get,
    Method::Keys,
    Method::Values,
    Method::Items,
    Method::BitLength,
    Method::BitCount,
];

/// Why such a set is not read here: the answer could depend on its order.
fn order_dependent(why: &str, at: Span) -> Fault {
    Fault::unsupported(
        format!(
            "a `key=` function over a set of strings (or other items CPython hashes differently in every run) {why}, \
             so CPython's answer may depend on the set's order, which is not fixed; sort the set first (`sorted(s)`)"
        ),
        at,
    )
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `sorted(iterable, key=key, reverse=reverse)` where `iterable` is such a set: its items
    /// ordered by their keys; `None` for any other iterable.
    pub(super) fn sorted_unordered(
        &mut self,
        iterable: &Val<D>,
        key: &Val<D>,
        reverse: bool,
        at: Span,
    ) -> Result<Option<Vec<Val<D>>>, Fault> {
        let Some(items) = self.domain.unordered_set_items(iterable, at)? else { return Ok(None) };
        let order = self.strict_key_order(&items, key, at)?;
        let mut slots: Vec<Option<Val<D>>> = items.into_iter().map(Some).collect();
        let mut sorted: Vec<Val<D>> = order.into_iter().filter_map(|i| slots[i].take()).collect();
        if reverse {
            // The keys are all different: no equal items keep their order either way.
            sorted.reverse();
        }
        Ok(Some(sorted))
    }

    /// `min(iterable, key=key)` / `max` where `iterable` is such a set: the one item whose key
    /// is smallest (largest); `None` for any other iterable.
    pub(super) fn extreme_unordered(
        &mut self,
        b: Builtin,
        iterable: &Val<D>,
        key: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let Some(items) = self.domain.unordered_set_items(iterable, at)? else { return Ok(None) };
        let order = self.strict_key_order(&items, key, at)?;
        let pick = if b == Builtin::Min { order.first() } else { order.last() };
        Ok(pick.map(|&i| items[i].clone()))
    }

    /// The positions of `items` in ascending order of their keys, where the key is pure, none
    /// raises and the keys are all different; refused otherwise.
    fn strict_key_order(&mut self, items: &[Val<D>], key: &Val<D>, at: Span) -> Result<Vec<usize>, Fault> {
        if !items.iter().all(|item| self.domain.plain_data(item)) {
            return Err(order_dependent("over items that are not plain data", at));
        }
        if !self.pure_key(key, at)? {
            return Err(order_dependent(
                "that may read or change more than plain data (only a lambda or `def` returning an expression of builtins and non-mutating methods, or such a builtin, is read here)",
                at,
            ));
        }
        let keys = match self.apply_key(items, key.clone(), at) {
            Ok(keys) => keys,
            Err(raised) if matches!(raised.kind(), FaultKind::Exception(_)) => {
                return Err(order_dependent("that raises for one of its items", at));
            }
            Err(other) => return Err(other),
        };
        if !keys.iter().all(|k| self.domain.plain_data(k)) {
            return Err(order_dependent("whose keys are not plain data", at));
        }
        let compared =
            super::timsort::sort_order(keys.len(), false, |a, b| self.less(CmpOp::Lt, &keys[a], &keys[b], at));
        let order = match compared {
            Ok(order) => order,
            Err(raised) if matches!(raised.kind(), FaultKind::Exception(_)) => {
                return Err(order_dependent("whose keys cannot all be compared", at));
            }
            Err(other) => return Err(other),
        };
        for pair in order.windows(2) {
            if !self.less(CmpOp::Lt, &keys[pair[0]], &keys[pair[1]], at)? {
                return Err(order_dependent("giving two items equal keys", at));
            }
        }
        Ok(order)
    }

    /// Whether `key` is a pure function of plain data (see the module's comment): a builtin
    /// or builtin method that only reads, or a function of the program of one parameter whose
    /// body returns an expression made of such calls, operators, subscripts and attribute
    /// reads, every variable it reads besides its parameter holding plain data.
    #[expect(clippy::wildcard_enum_match_arm, reason = "only the listed callables are pure; any other is not")]
    fn pure_key(&mut self, key: &Val<D>, at: Span) -> Result<bool, Fault> {
        let closure = match self.callable_value(key, at)? {
            Callable::Builtin(b) => return Ok(PURE_BUILTINS.contains(&b)),
            Callable::Method(m, receiver) => return Ok(PURE_METHODS.contains(&m) && self.domain.plain_data(&receiver)),
            Callable::Closure(closure) => closure,
            _ => return Ok(false),
        };
        let func = self.program.function(closure.func);
        if closure.bound.is_some() || !closure.defaults.is_empty() || !func.plain_params() || func.params.len() != 1 {
            return Ok(false);
        }
        let [body] = func.body.as_slice() else { return Ok(false) };
        let StmtKind::Return(Some(returned)) = &body.kind else { return Ok(false) };
        let mut read = Vec::new();
        if !pure_expr(&returned.kind, &mut read) {
            return Ok(false);
        }
        for place in read {
            let cell = match place {
                Place::Local(_) => continue,
                Place::Free(i) => closure.free.get(i as usize).cloned(),
                Place::Global(i) => self.globals.get(i as usize).cloned(),
                Place::Cell(_) => None,
            };
            let Some(cell) = cell else { return Ok(false) };
            let plain = cell.borrow().as_ref().is_some_and(|v| self.domain.plain_data(v));
            if !plain {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// Whether `e` is made only of what a pure key may do (see [`PURE_BUILTINS`],
/// [`PURE_METHODS`]); the variables it reads are added to `read`.
#[expect(clippy::wildcard_enum_match_arm, reason = "only the listed expressions are pure; any other is not")]
fn pure_expr(e: &ExprKind, read: &mut Vec<Place>) -> bool {
    match e {
        ExprKind::Const(c) => plain_const(c),
        ExprKind::Load(place) => {
            read.push(*place);
            true
        }
        ExprKind::Unary { operand, .. } => pure_expr(&operand.kind, read),
        ExprKind::Binary { left, right, .. } => pure_expr(&left.kind, read) && pure_expr(&right.kind, read),
        ExprKind::Logic { values, .. } | ExprKind::List(values) | ExprKind::Tuple(values) => all_pure(values, read),
        ExprKind::Compare { left, rest } => pure_expr(&left.kind, read) && all_pure(rest.iter().map(|(_, x)| x), read),
        ExprKind::IfExp { cond, then, orelse } => {
            pure_expr(&cond.kind, read) && pure_expr(&then.kind, read) && pure_expr(&orelse.kind, read)
        }
        ExprKind::Subscript { obj, index } => pure_expr(&obj.kind, read) && pure_expr(&index.kind, read),
        ExprKind::Slice { obj, lower, upper, step } => {
            pure_expr(&obj.kind, read) && all_pure([lower, upper, step].into_iter().flatten().map(|b| &**b), read)
        }
        ExprKind::Attribute { obj, .. } => pure_expr(&obj.kind, read),
        ExprKind::FString(parts) => pure_parts(parts, read),
        ExprKind::Call { callee: crate::ir::Callee::Builtin(b), args, kwargs } => {
            PURE_BUILTINS.contains(b) && kwargs.is_empty() && plain_args(args, read)
        }
        ExprKind::Method { receiver, method, args, kwargs } => {
            PURE_METHODS.contains(method)
                && pure_expr(&receiver.kind, read)
                && plain_args(args, read)
                && kwargs.iter().all(|k| k.name.is_some() && pure_expr(&k.value.kind, read))
        }
        // A program class defining `name` would run its method, but only an instance of one
        // can reach it, and no plain data is one: the builtin method runs.
        ExprKind::AttrCall { call, fallback: Some(method) } => {
            PURE_METHODS.contains(method)
                && pure_expr(&call.receiver.kind, read)
                && plain_args(&call.args, read)
                && call.kwargs.iter().all(|k| k.name.is_some() && pure_expr(&k.value.kind, read))
        }
        _ => false,
    }
}

fn all_pure<'a>(es: impl IntoIterator<Item = &'a crate::ir::Expr>, read: &mut Vec<Place>) -> bool {
    es.into_iter().all(|x| pure_expr(&x.kind, read))
}

/// A constant of plain data: not a class, whose attributes may run the program's descriptors.
fn plain_const(c: &Const) -> bool {
    match c {
        Const::None
        | Const::Bool(_)
        | Const::Int(_)
        | Const::BigInt(_)
        | Const::Float(_)
        | Const::Complex(..)
        | Const::Str(_)
        | Const::Bytes(_) => true,
        Const::Tuple(items) => items.iter().all(plain_const),
        Const::RowClass(_) | Const::Fluent(_) | Const::Class(_) | Const::ExcClass(_) => false,
    }
}

/// Positional arguments without `*` spreading, each pure.
fn plain_args(args: &[crate::ir::Expr], read: &mut Vec<Place>) -> bool {
    args.iter().all(|a| !matches!(a.kind, ExprKind::Starred(_)) && pure_expr(&a.kind, read))
}

fn pure_parts(parts: &[FPart], read: &mut Vec<Place>) -> bool {
    parts.iter().all(|part| match part {
        FPart::Literal(_) => true,
        FPart::Value { expr, spec, .. } => {
            pure_expr(&expr.kind, read) && spec.as_ref().is_none_or(|spec| pure_parts(spec, read))
        }
    })
}

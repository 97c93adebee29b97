//! Arithmetic and bitwise operators on instances of the program's classes, dispatched to their
//! special methods with CPython's protocol: the left operand's `__op__`, then (when it is
//! missing or returns `NotImplemented`) the right operand's reflected `__rop__`, the right one
//! first when its class is a subclass of the left one's overriding `__rop__`; `TypeError` when
//! both decline. `x op= y` tries `__iop__` first. Unary `-`, `+`, `~` and `abs()` call
//! `__neg__`, `__pos__`, `__invert__`, `__abs__`. A builtin operand always declines.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{BinOp, Builtin, FuncId, Member, PyExc, UnaryOp};
use crate::source::Span;

/// The special methods of a binary operator: plain, reflected, in place.
fn op_dunders(op: BinOp) -> (&'static str, &'static str, &'static str) {
    match op {
        BinOp::Add => ("__add__", "__radd__", "__iadd__"),
        BinOp::Sub => ("__sub__", "__rsub__", "__isub__"),
        BinOp::Mul => ("__mul__", "__rmul__", "__imul__"),
        BinOp::Div => ("__truediv__", "__rtruediv__", "__itruediv__"),
        BinOp::FloorDiv => ("__floordiv__", "__rfloordiv__", "__ifloordiv__"),
        BinOp::Mod => ("__mod__", "__rmod__", "__imod__"),
        BinOp::Pow => ("__pow__", "__rpow__", "__ipow__"),
        BinOp::BitAnd => ("__and__", "__rand__", "__iand__"),
        BinOp::BitOr => ("__or__", "__ror__", "__ior__"),
        BinOp::BitXor => ("__xor__", "__rxor__", "__ixor__"),
        BinOp::LShift => ("__lshift__", "__rlshift__", "__ilshift__"),
        BinOp::RShift => ("__rshift__", "__rrshift__", "__irshift__"),
        BinOp::MatMul => ("__matmul__", "__rmatmul__", "__imatmul__"),
    }
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `l op r`: the special methods when an operand is an instance, else the domain.
    #[inline(always)]
    pub(super) fn binary(&mut self, op: BinOp, l: Val<D>, r: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if (self.no_classes() && !self.keyed_objects()) || self.domain.plain_numbers(&l, &r) {
            // No instance can take part and no key needs the program's `__hash__`: the
            // operands go to the domain as they are, in the operator's own closure.
            return self.domain.binary(op, l, r, at);
        }
        self.binary_other(op, l, r, at)
    }

    /// `l op r` past the common case: instances' special methods, keys hashed by the program.
    #[inline(never)]
    fn binary_other(&mut self, op: BinOp, l: Val<D>, r: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if op == BinOp::Mod && !self.no_classes() {
            if let Some(done) = self.percent_objects(&l, &r, at)? {
                return Ok(done);
            }
        }
        if self.no_classes() || (!self.is_object(&l) && !self.is_object(&r)) {
            if !self.keyed_objects() {
                // No key needs the program's `__hash__`: no copies for the key check.
                return self.domain.binary(op, l, r, at);
            }
            let (lk, rk) = (l.clone(), r.clone());
            return self.binary_keyed(Some(op), &lk, &rk, at, |ev| ev.domain.binary(op, l, r, at));
        }
        match self.binary_dunders(op, &l, &r, at)? {
            Some(v) => Ok(v),
            None => self.binary_declined(op, op.symbol(), l, r, at),
        }
    }

    /// `l op= r`: `__iop__` of an instance, then the binary protocol; `list += instance`
    /// extends the list with the instance's items, as CPython does.
    #[inline(always)]
    pub(super) fn inplace(&mut self, op: BinOp, l: Val<D>, r: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        // Two numbers (`i += 1`, the most frequent) need none of the tests below.
        if !self.domain.plain_numbers(&l, &r) {
            return self.inplace_any(op, l, r, at);
        }
        self.domain.inplace(op, l, r, at).map_err(|f| f.for_inplace(op.symbol()))
    }

    /// `inplace` past two numbers: a generator on the right, instances, keys.
    #[inline]
    fn inplace_any(&mut self, op: BinOp, l: Val<D>, r: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if matches!(op, BinOp::Add | BinOp::BitOr) && self.domain.as_lazy(&r).is_some() {
            if let Some(v) = self.inplace_lazy(op, &l, &r, at)? {
                return Ok(v);
            }
        }
        if self.no_classes() && !self.keyed_objects() {
            // As `binary`: the common case goes to the domain in the statement's own closure.
            return self.domain.inplace(op, l, r, at).map_err(|f| f.for_inplace(op.symbol()));
        }
        self.inplace_other(op, l, r, at)
    }

    /// `l op= r` past the common case: instances' special methods, keys hashed by the program.
    #[inline(never)]
    fn inplace_other(&mut self, op: BinOp, l: Val<D>, r: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if self.no_classes() || (!self.is_object(&l) && !self.is_object(&r)) {
            if !self.keyed_objects() {
                return self.domain.inplace(op, l, r, at).map_err(|f| f.for_inplace(op.symbol()));
            }
            let (lk, rk) = (l.clone(), r.clone());
            return self
                .binary_keyed((op == BinOp::BitAnd).then_some(op), &lk, &rk, at, |ev| ev.domain.inplace(op, l, r, at))
                .map_err(|f| f.for_inplace(op.symbol()));
        }
        if let Some(f) = self.dunder(&l, op_dunders(op).2) {
            let v = self.call_dunder(f, l.clone(), vec![r.clone()], at)?;
            if !self.is_not_implemented(&v) {
                return Ok(v);
            }
        }
        if let Some(v) = self.collection_inplace(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(base) = self.builtin_part(&l) {
            // `list.__iadd__`/`__imul__`, `dict.__ior__`, `set.__ior__` (and `&=`, `-=`, `^=`):
            // the value the instance holds changes, and the instance is the result.
            let list = self.is_builtin_instance(&base, Builtin::List, at)?;
            let dict = self.is_builtin_instance(&base, Builtin::Dict, at)?;
            let set = self.is_builtin_instance(&base, Builtin::Set, at)?;
            if (list && matches!(op, BinOp::Add | BinOp::Mul))
                || (dict && op == BinOp::BitOr)
                || (set && matches!(op, BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor))
            {
                let r = match dict {
                    true => self.dict_operand(r, at)?,
                    false => self.as_operand(&r, &[]),
                };
                self.inplace(op, base, r, at)?;
                return Ok(l);
            }
        }
        if let Some(v) = self.builtin_inplace_first(op, &l, &r, at)? {
            return Ok(v);
        }
        match self.binary_dunders(op, &l, &r, at)? {
            Some(v) => Ok(v),
            None => self.binary_declined(op, &format!("{}=", op.symbol()), l, r, at),
        }
    }

    /// `-v`, `+v`, `~v` of an instance: its special method (`not v` asks its truth, in
    /// `dunders.rs`).
    pub(super) fn unary_dunder(&mut self, op: UnaryOp, v: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        let (name, symbol) = match op {
            UnaryOp::Neg => ("__neg__", "unary -"),
            UnaryOp::Pos => ("__pos__", "unary +"),
            UnaryOp::Invert => ("__invert__", "unary ~"),
            UnaryOp::Not => return Ok(None),
        };
        self.call_own(v, name, symbol, at)
    }

    /// `abs(v)` of an instance: its `__abs__`.
    pub(super) fn abs_dunder(&mut self, v: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        self.call_own(v, "__abs__", "abs()", at)
    }

    /// Whether `v` is `NotImplemented`.
    pub(super) fn is_not_implemented(&self, v: &Val<D>) -> bool {
        self.domain.as_class(v).is_some_and(|c| c.is_not_implemented())
    }

    /// The special method `name` of an instance `v` called without arguments; `None` when `v`
    /// is not an instance, or one holding a builtin value its class leaves the operator to;
    /// CPython's `TypeError` when its class lacks the method.
    fn call_own(&mut self, v: &Val<D>, name: &str, what: &str, at: Span) -> Result<Option<Val<D>>, Fault> {
        if self.no_classes() || !self.is_object(v) || self.base_operand(v, &[name]).is_some() {
            return Ok(None);
        }
        match self.dunder(v, name) {
            Some(f) => self.call_dunder(f, v.clone(), Vec::new(), at).map(Some),
            None => {
                let t = self.type_name(v, at)?;
                Err(Fault::type_error(format!("bad operand type for {what}: '{t}'"), at))
            }
        }
    }

    /// `divmod(l, r)` with an instance operand: `__divmod__`, then `__rdivmod__`, by the
    /// binary protocol; CPython's `TypeError` when both decline.
    pub(super) fn divmod_dunders(&mut self, l: &Val<D>, r: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        match self.protocol_dunders(("__divmod__", "__rdivmod__"), l, r, at)? {
            Some(v) => Ok(v),
            None => {
                if let Some(refused) = self.unmodelled_dunder(("__divmod__", "__rdivmod__"), l, r, at)? {
                    return Err(refused);
                }
                let (a, b) = (self.type_name(l, at)?, self.type_name(r, at)?);
                Err(Fault::unsupported_operands("divmod()", None, &a, &b, at))
            }
        }
    }

    /// Where an operand is an instance of a modelled class (`Decimal`, `timedelta`) whose
    /// model lacks the operator's method that CPython's class has (`divmod` of a `Decimal`):
    /// the refusal, not CPython's `TypeError` for operands CPython does combine.
    fn unmodelled_dunder(
        &mut self,
        (name, reflected): (&str, &str),
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
    ) -> Result<Option<Fault>, Fault> {
        for (v, method) in [(l, name), (r, reflected)] {
            let modelled =
                self.domain.as_object(v).is_some_and(|o| self.program.modelled_module(o.class.span.file).is_some());
            if modelled && self.dunder(v, method).is_none() && self.unmodelled_attribute(v, method, at)? != Some(false)
            {
                let t = self.type_name(v, at)?;
                let message = format!("`{method}` of a `{t}`, which CPython's has and clauz3 does not model");
                return Ok(Some(Fault::unsupported(message, at)));
            }
        }
        Ok(None)
    }

    /// The binary protocol over the operands' special methods: the result, or `None` when
    /// every method there declined.
    fn binary_dunders(&mut self, op: BinOp, l: &Val<D>, r: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        let (name, reflected, _) = op_dunders(op);
        self.protocol_dunders((name, reflected), l, r, at)
    }

    /// The binary protocol over the special methods `name` and `reflected`.
    fn protocol_dunders(
        &mut self,
        (name, reflected): (&str, &str),
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let (lo, ro) = (self.domain.as_object(l), self.domain.as_object(r));
        let same_class = matches!((&lo, &ro), (Some(a), Some(b)) if a.class == b.class);
        let left = self.dunder(l, name);
        let right = if same_class { None } else { self.dunder(r, reflected) };
        // The right operand first when its class derives from the left one's and overrides
        // the reflected method.
        let right_first = match (&lo, &ro, right) {
            (Some(a), Some(b), Some(f)) => {
                b.class.is_subclass_of(&a.class) && a.class.lookup(reflected).and_then(Member::plain_method) != Some(f)
            }
            _ => false,
        };
        let mut order: Vec<(FuncId, &Val<D>, &Val<D>)> = Vec::with_capacity(2);
        if let (true, Some(f)) = (right_first, right) {
            order.push((f, r, l));
        }
        if let Some(f) = left {
            order.push((f, l, r));
        }
        if let (false, Some(f)) = (right_first, right) {
            order.push((f, r, l));
        }
        for (f, receiver, other) in order {
            let v = self.call_dunder(f, receiver.clone(), vec![other.clone()], at)?;
            if !self.is_not_implemented(&v) {
                return Ok(Some(v));
            }
        }
        Ok(None)
    }

    /// An operand of `|` or `|=` next to a dict: an instance of a `dict` subclass is the dict
    /// CPython's merge reads from it (its table, or its `keys()` and `[]` when the class has
    /// its own `__iter__`); anything else is what `as_operand` gives.
    fn dict_operand(&mut self, v: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let held_dict = match self.builtin_part(&v) {
            Some(held) => self.is_builtin_instance(&held, Builtin::Dict, at)?,
            None => false,
        };
        if !held_dict {
            return Ok(self.as_operand(&v, &[]));
        }
        match self.dict_merge_source(&v, at)? {
            Some(source) if self.is_builtin_instance(&source, Builtin::Dict, at)? => Ok(source),
            Some(pairs) => self.domain.builtin(Builtin::Dict, vec![pairs], Vec::new(), at),
            None => Ok(self.as_operand(&v, &[])),
        }
    }

    /// What happens when the special methods declined: a builtin left operand with a right
    /// instance still gets its own operator when it has one for any object (`str % obj`);
    /// otherwise CPython's `TypeError`.
    fn binary_declined(&mut self, op: BinOp, symbol: &str, l: Val<D>, r: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if self.builtin_part(&l).is_some() || self.builtin_part(&r).is_some() {
            // (In place, `+=` and `|=` change the instance's own value instead.)
            let made = match symbol == op.symbol() {
                true => self.collection_binary(op, &l, &r, at)?,
                false => None,
            };
            if let Some(v) = made {
                return Ok(v);
            }
            // The builtin types' operator, over the values the instances hold: a plain result,
            // as CPython's (`Stack(...) + [x]` is a `list`).
            if op == BinOp::BitOr {
                let (l, r) = (self.dict_operand(l, at)?, self.dict_operand(r, at)?);
                return self.binary(op, l, r, at);
            }
            let (l, r) = (self.as_operand(&l, &[]), self.as_operand(&r, &[]));
            return self.binary(op, l, r, at);
        }
        if op == BinOp::Mod && !self.is_object(&l) && self.is_builtin_instance(&l, Builtin::Str, at)? {
            return self.domain.binary(op, l, r, at);
        }
        let (name, reflected, _) = op_dunders(op);
        if let Some(refused) = self.unmodelled_dunder((name, reflected), &l, &r, at)? {
            return Err(refused);
        }
        let (a, b) = (self.type_name(&l, at)?, self.type_name(&r, at)?);
        // A sequence repeats by an instance's `__index__`, on either side.
        let is_sequence =
            |name: &str, v: &Val<D>, ev: &Self| !ev.is_object(v) && matches!(name, "str" | "list" | "tuple");
        if op == BinOp::Mul {
            if is_sequence(&a, &l, self) && self.dunder(&r, "__index__").is_some() {
                let n = self.index_sized(&r, PyExc::OverflowError, at)?;
                return self.domain.binary(op, l, n, at);
            }
            if is_sequence(&b, &r, self) && self.dunder(&l, "__index__").is_some() {
                let n = self.index_sized(&l, PyExc::OverflowError, at)?;
                return self.domain.binary(op, n, r, at);
            }
        }
        // A sequence on the left gives its own concatenation and repetition messages; one on
        // the right repeats too, refusing the left operand as its count.
        let sequence = (!self.is_object(&l) && matches!(a.as_str(), "str" | "list" | "tuple")).then_some(a.as_str());
        if op == BinOp::Mul && sequence.is_none() && is_sequence(&b, &r, self) {
            return Err(Fault::type_error(format!("can't multiply sequence by non-int of type '{a}'"), at));
        }
        Err(Fault::unsupported_operands(symbol, sequence, &a, &b, at))
    }
}

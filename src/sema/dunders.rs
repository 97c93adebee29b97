//! The special methods of the program's classes where builtins and operators call them:
//! comparisons (`__eq__`, `__lt__`, ... and a dataclass's generated ones, reflected as Python
//! does), `in` (`__contains__`), truth (`__bool__`, `__len__`), `len`, `repr`/`str`/`print`/
//! f-strings (`__repr__`, `__str__`, a dataclass's generated repr), `hash`, `isinstance`,
//! and `sorted`/`min`/`max`/`list.sort` over instances (and tuples or lists holding them).
//! Everything here runs only when an operand is an instance (or a class) of the program.

use super::{BuildKind, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, CmpOp, Const, HashRule, Method, PyExc, Special, UnaryOp};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

/// The operator a comparison special method stands for.
fn comparison_op(name: &str) -> Option<CmpOp> {
    match name {
        "__eq__" => Some(CmpOp::Eq),
        _ => order_dunders_all().find(|(_, n, _)| *n == name).map(|(op, _, _)| op),
    }
}

fn order_dunders_all() -> impl Iterator<Item = (CmpOp, &'static str, &'static str)> {
    [CmpOp::Lt, CmpOp::LtE, CmpOp::Gt, CmpOp::GtE]
        .into_iter()
        .filter_map(|op| order_dunders(op).map(|(n, r)| (op, n, r)))
}

/// The dunder an ordering operator calls, and the one it reflects to.
fn order_dunders(op: CmpOp) -> Option<(&'static str, &'static str)> {
    const ORDERINGS: [(CmpOp, &str, &str); 4] = [
        (CmpOp::Lt, "__lt__", "__gt__"),
        (CmpOp::LtE, "__le__", "__ge__"),
        (CmpOp::Gt, "__gt__", "__lt__"),
        (CmpOp::GtE, "__ge__", "__le__"),
    ];
    ORDERINGS.iter().find(|(o, _, _)| *o == op).map(|(_, name, reflected)| (*name, *reflected))
}

/// How deeply comparisons the evaluator makes may nest: CPython's recursion limit.
const MAX_COMPARE_NESTING: u32 = 1000;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    pub(super) fn is_object(&self, v: &Val<D>) -> bool {
        self.domain.as_object(v).is_some()
    }

    pub(super) fn bool_value(&mut self, b: bool, at: Span) -> Result<Val<D>, Fault> {
        self.domain.constant(&Const::Bool(b), at)
    }

    /// `l op r` when an operand is an instance of a program class; `None` otherwise (the
    /// domain compares).
    pub(super) fn compare_objects(
        &mut self,
        op: CmpOp,
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if self.no_classes() {
            return Ok(None);
        }
        if matches!(op, CmpOp::In | CmpOp::NotIn) {
            if let Some(found) = self.enum_contains(r, l, at)? {
                return self.bool_value(found == (op == CmpOp::In), at).map(Some);
            }
        }
        if let Some(v) = self.compare_bases(op, l, r, at)? {
            return Ok(Some(v));
        }
        let (lo, ro) = (self.domain.as_object(l), self.domain.as_object(r));
        if lo.is_none() && ro.is_none() {
            if self.own_compared_tuple(l) || self.own_compared_tuple(r) {
                match op {
                    CmpOp::Eq | CmpOp::NotEq => return self.objects_equal(op, l, r, at).map(Some),
                    CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE => {
                        return self.objects_ordered(op, l, r, at).map(Some)
                    }
                    CmpOp::In | CmpOp::NotIn | CmpOp::Is | CmpOp::IsNot | CmpOp::IsNone | CmpOp::IsNotNone => {}
                }
            }
            return self.compare_sequences(op, l, r, at);
        }
        let same = |a: &Option<Rc<super::Instance<Val<D>>>>, b: &Option<Rc<super::Instance<Val<D>>>>| match (a, b) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            _ => false,
        };
        let value = match op {
            CmpOp::Eq | CmpOp::NotEq => self.objects_equal(op, l, r, at)?,
            CmpOp::Is | CmpOp::IsNot => {
                let is = same(&lo, &ro);
                self.bool_value(is == (op == CmpOp::Is), at)?
            }
            CmpOp::IsNone | CmpOp::IsNotNone => self.bool_value(op == CmpOp::IsNotNone, at)?,
            CmpOp::In | CmpOp::NotIn => {
                let found = self.contains(r, l, at)?;
                self.bool_value(found == (op == CmpOp::In), at)?
            }
            CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE => self.objects_ordered(op, l, r, at)?,
        };
        Ok(Some(value))
    }

    /// `l == r` (or `!=`) with an instance on one side, as CPython's rich comparison goes:
    /// the right operand first when its class derives from the left one's, then the left, then
    /// the right reflected, each declining with `NotImplemented`; identity when both decline.
    fn objects_equal(&mut self, op: CmpOp, l: &Val<D>, r: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let first = self.reflected_first(l, r) || self.tuple_subclass_on_right(l, r, at)?;
        let tries = [(r, l, first), (l, r, true), (r, l, !first)];
        for (x, y, wanted) in tries {
            if !wanted {
                continue;
            }
            let answer = if op == CmpOp::Eq {
                self.comparison_attempt("__eq__", x, y, at)?
            } else {
                self.not_equal_attempt(x, y, at)?
            };
            if let Some(v) = answer {
                return Ok(v);
            }
        }
        let same = match (self.domain.as_object(l), self.domain.as_object(r)) {
            (Some(a), Some(b)) => Rc::ptr_eq(&a, &b),
            _ => false,
        };
        self.bool_value(same == (op == CmpOp::Eq), at)
    }

    /// `x.__ne__(y)`: the program's, else `object.__ne__`, which inverts `x.__eq__(y)` unless
    /// that declined.
    fn not_equal_attempt(&mut self, x: &Val<D>, y: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        if !self.is_object(x) {
            return self.tuple_comparison_attempt("__ne__", x, y, at);
        }
        if let Some(f) = self.dunder(x, "__ne__") {
            let v = self.call_dunder(f, x.clone(), vec![y.clone()], at)?;
            return Ok((!self.is_not_implemented(&v)).then_some(v));
        }
        match self.comparison_attempt("__eq__", x, y, at)? {
            Some(eq) if self.is_object(&eq) => {
                let t = self.truth(&eq, at)?;
                self.bool_value(!t, at).map(Some)
            }
            Some(eq) => self.domain.unary(UnaryOp::Not, eq, at).map(Some),
            None => Ok(None),
        }
    }

    /// `x.name(y)` for a comparison special method: the program's, or the one `@dataclass`
    /// generated (comparing the fields of two instances of one class); `None` where `x`
    /// declines (no such method, `NotImplemented`, another class, not an instance).
    pub(super) fn comparison_attempt(
        &mut self,
        name: &str,
        x: &Val<D>,
        y: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let Some(obj) = self.domain.as_object(x) else { return self.tuple_comparison_attempt(name, x, y, at) };
        match obj.class.special(name) {
            Some(Special::Method(f)) => {
                let v = self.call_dunder(f, x.clone(), vec![y.clone()], at)?;
                Ok((!self.is_not_implemented(&v)).then_some(v))
            }
            Some(Special::Generated(spec)) => {
                let Some(other) = self.domain.as_object(y) else { return Ok(None) };
                if other.class != obj.class {
                    return Ok(None);
                }
                let (Some(a), Some(b)) = (obj.values_of(spec), other.values_of(spec)) else {
                    return Err(Fault::unsupported("comparing a dataclass instance whose fields are not all set", at));
                };
                let op = comparison_op(name).ok_or_else(|| Fault::internal("not a comparison", at))?;
                self.compare_fields(op, a, b, at).map(Some)
            }
            Some(Special::Derived(root)) => self.derived_ordering(name, root, x, y, at),
            Some(Special::Other) => {
                Err(Fault::unsupported(format!("`{name}` of class `{}`, which is no method", obj.class.name), at))
            }
            None => Ok(None),
        }
    }

    /// Whether `r`'s class derives from `l`'s (and is not it): CPython then asks `r` first,
    /// with the reflected comparison.
    fn reflected_first(&self, l: &Val<D>, r: &Val<D>) -> bool {
        let (Some(a), Some(b)) = (self.domain.as_object(l), self.domain.as_object(r)) else { return false };
        b.class.ancestors.iter().any(|c| **c == *a.class)
    }

    /// The fields compared as tuples are, item by item (`is`, then `==`): `op` decided by the
    /// first pair that differs, else by the lengths.
    fn compare_fields(&mut self, op: CmpOp, x: Vec<Val<D>>, y: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let lengths = (x.len(), y.len());
        for (a, b) in x.into_iter().zip(y) {
            if self.one_object(&a, &b) || self.less(CmpOp::Eq, &a, &b, at)? {
                continue;
            }
            if op == CmpOp::Eq {
                return self.bool_value(false, at);
            }
            return match self.compare_objects(op, &a, &b, at)? {
                Some(v) => Ok(v),
                None => self.domain.compare(op, a, b, at),
            };
        }
        let holds = match op {
            CmpOp::Eq => lengths.0 == lengths.1,
            CmpOp::LtE => lengths.0 <= lengths.1,
            CmpOp::GtE => lengths.0 >= lengths.1,
            CmpOp::Lt => lengths.0 < lengths.1,
            CmpOp::Gt => lengths.0 > lengths.1,
            CmpOp::NotEq | CmpOp::In | CmpOp::NotIn | CmpOp::IsNone | CmpOp::IsNotNone | CmpOp::Is | CmpOp::IsNot => {
                return Err(Fault::internal("not a comparison of sequences", at))
            }
        };
        self.bool_value(holds, at)
    }

    /// `<`, `<=`, `>`, `>=` between two lists or two tuples holding instances (a `(date, name)`
    /// sort key, a heap of `(priority, task)` pairs): item by item here, as CPython compares
    /// sequences, since only the evaluator can call the classes' orderings.
    fn order_sequences(&mut self, op: CmpOp, l: &Val<D>, r: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        let both = |ev: &mut Self, b: Builtin| -> Result<bool, Fault> {
            Ok(ev.is_builtin_instance(l, b, at)? && ev.is_builtin_instance(r, b, at)?)
        };
        if !both(self, Builtin::List)? && !both(self, Builtin::Tuple)? {
            return Ok(None);
        }
        let (Some(xs), Some(ys)) = (self.collected(l, at)?, self.collected(r, at)?) else { return Ok(None) };
        if !self.any_holds_object(&xs, at)? && !self.any_holds_object(&ys, at)? {
            return Ok(None);
        }
        self.compare_fields(op, xs, ys, at).map(Some)
    }

    /// `<`, `<=`, `>`, `>=` with an instance on one side: the reflected method of a right
    /// operand of a subclass first, then the left operand's, then the right one's reflected;
    /// `TypeError` when all decline.
    fn objects_ordered(&mut self, op: CmpOp, l: &Val<D>, r: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let (name, reflected) = order_dunders(op).ok_or_else(|| Fault::internal("not an ordering", at))?;
        let first = self.reflected_first(l, r) || self.tuple_subclass_on_right(l, r, at)?;
        let tries = [(reflected, r, l, first), (name, l, r, true), (reflected, r, l, !first)];
        for (method, x, y, wanted) in tries {
            if wanted {
                if let Some(v) = self.comparison_attempt(method, x, y, at)? {
                    return Ok(v);
                }
            }
        }
        let (a, b) = (self.type_name(l, at)?, self.type_name(r, at)?);
        Err(Fault::type_error(format!("'{}' not supported between instances of '{a}' and '{b}'", op.symbol()), at))
    }

    /// `l op r` as a condition: inlined into the statement that tests it (the domain's int
    /// fast path with it), the rest out of line.
    #[inline(always)]
    pub(super) fn test(&mut self, op: CmpOp, l: Val<D>, r: Val<D>, at: Span) -> Result<bool, Fault> {
        if self.no_classes() || self.domain.plain_comparison(op, &l, &r, !self.keyed_objects()) {
            // No instance can take part (`compare_objects` would say so after a call).
            return self.domain.test(op, l, r, at);
        }
        self.test_objects(op, l, r, at)
    }

    /// `l op r` as a condition in a program with classes: an instance's special methods first.
    #[inline(never)]
    fn test_objects(&mut self, op: CmpOp, l: Val<D>, r: Val<D>, at: Span) -> Result<bool, Fault> {
        match self.compare_objects(op, &l, &r, at)? {
            Some(v) => self.truth(&v, at),
            None => self.domain.test(op, l, r, at),
        }
    }

    /// A value whose truth the domain can read: an instance becomes the bool its
    /// `__bool__`/`__len__` gives (an `assert obj` is then about that).
    pub(super) fn plain_truth(&mut self, v: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if self.no_classes() || !self.is_object(&v) {
            return Ok(v);
        }
        let t = self.truth(&v, at)?;
        self.bool_value(t, at)
    }

    /// A unary operator; `not obj` asks the instance's truth.
    pub(super) fn unary(&mut self, op: UnaryOp, v: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if op == UnaryOp::Not && !self.no_classes() && self.is_object(&v) {
            let t = self.truth(&v, at)?;
            return self.bool_value(!t, at);
        }
        if let Some(v) = self.unary_dunder(op, &v, at)? {
            return Ok(v);
        }
        self.domain.unary(op, self.as_operand(&v, &[]), at)
    }

    /// Python truthiness: `__bool__`, else `__len__` (non-zero), else true for an instance.
    pub(super) fn truth(&mut self, v: &Val<D>, at: Span) -> Result<bool, Fault> {
        if self.no_classes() || !self.is_object(v) {
            return self.domain.truth(v, at);
        }
        if let Some(f) = self.dunder(v, "__bool__") {
            let b = self.call_dunder(f, v.clone(), Vec::new(), at)?;
            if self.is_object(&b) || !self.is_builtin_instance(&b, Builtin::Bool, at)? {
                let got = self.type_name(&b, at)?;
                return Err(Fault::type_error(format!("__bool__ should return bool, returned {got}"), at));
            }
            return self.domain.truth(&b, at);
        }
        if self.dunder(v, "__len__").is_some() {
            let n = self.object_len(v, at)?;
            let zero = self.domain.constant(&Const::Int(0), at)?;
            return self.domain.test(CmpOp::NotEq, n, zero, at);
        }
        if let Some(base) = self.builtin_part(v) {
            return self.truth(&base, at);
        }
        Ok(true)
    }

    /// `len(obj)`: its `__len__`, which must not be negative.
    fn object_len(&mut self, v: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if let Some(base) = self.base_operand(v, &["__len__"]) {
            return self.domain.builtin(Builtin::Len, vec![base], Vec::new(), at);
        }
        let Some(f) = self.dunder(v, "__len__") else {
            let name = self.type_name(v, at)?;
            return Err(Fault::type_error(format!("object of type '{name}' has no len()"), at));
        };
        let n = self.call_dunder(f, v.clone(), Vec::new(), at)?;
        if self.is_object(&n) || !self.is_builtin_instance(&n, Builtin::Int, at)? {
            let got = self.type_name(&n, at)?;
            return Err(Fault::type_error(format!("'{got}' object cannot be interpreted as an integer"), at));
        }
        let zero = self.domain.constant(&Const::Int(0), at)?;
        if self.domain.test(CmpOp::Lt, n.clone(), zero, at)? {
            return Err(Fault::value_error("__len__() should return >= 0", at));
        }
        // CPython checks the sign first, then that the length fits a `Py_ssize_t`.
        if !self.fits_machine_word(&n, at)? {
            return Err(Fault::exc(PyExc::OverflowError, "cannot fit 'int' into an index-sized integer", at));
        }
        // A `bool` length is the `int` it stands for (`len` of it is 1, not True).
        self.domain.builtin(Builtin::Int, vec![n], Vec::new(), at)
    }

    /// The name of a value's type, for messages.
    pub(super) fn type_name(&mut self, v: &Val<D>, at: Span) -> Result<String, Fault> {
        if let Some(obj) = self.domain.as_object(v) {
            return Ok(obj.class.type_name().to_owned());
        }
        if self.domain.as_class(v).is_some() {
            return Ok("type".to_owned());
        }
        if let Some((class, _)) = self.domain.as_named_tuple(v) {
            return Ok(class.type_name().to_owned()); // a named tuple's class, named bare
        }
        let Ok(t) = self.domain.builtin(Builtin::Type, vec![v.clone()], Vec::new(), at) else {
            let none = self.domain.constant(&Const::None, at)?;
            let is_none = self.domain.test(CmpOp::Is, v.clone(), none, at)?;
            return Ok(if is_none { "NoneType" } else { "object" }.to_owned());
        };
        let text = self.domain.text(&t);
        let qualified = text.split('\'').nth(1).unwrap_or(&text);
        // `Counter`, written in Python, is named bare (its `tp_name`); the C types carry their
        // module (`collections.deque`).
        Ok(if qualified == "collections.Counter" { "Counter" } else { qualified }.to_owned())
    }

    /// `isinstance(v, b)` for a builtin class `b`.
    pub(super) fn is_builtin_instance(&mut self, v: &Val<D>, b: Builtin, at: Span) -> Result<bool, Fault> {
        if self.is_object(v) || self.domain.as_class(v).is_some() {
            return Ok(false);
        }
        if let Some(known) = self.domain.builtin_instance(v, b) {
            return Ok(known);
        }
        let class = self.domain.function_value(super::Callable::Builtin(b));
        let is = self.domain.builtin(Builtin::Isinstance, vec![v.clone(), class], Vec::new(), at)?;
        self.domain.truth(&is, at)
    }

    /// Builtins given an instance or a class of the program: done here (`Ok`), or the
    /// arguments back for the domain (`Err`).
    pub(super) fn builtin_on_objects(
        &mut self,
        b: Builtin,
        args: Vec<Val<D>>,
        kwargs: &mut Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Result<Val<D>, Vec<Val<D>>>, Fault> {
        if self.no_classes() && !args.iter().any(|a| self.is_function_value(a)) {
            return Ok(Err(args));
        }
        let args = match self.conversion_hooks(b, args, kwargs, at)? {
            Ok(done) => return Ok(Ok(done)),
            Err(args) => args,
        };
        let first_object = args.first().is_some_and(|a| self.is_object(a));
        match (b, args.as_slice()) {
            (Builtin::Len, [v]) if first_object => self.object_len(v, at).map(Ok),
            (Builtin::Repr | Builtin::Str, [v]) if kwargs.is_empty() => {
                match self.own_text(v, b == Builtin::Repr, at)? {
                    Some(text) => Ok(Ok(text)),
                    None => Ok(Err(args)),
                }
            }
            (Builtin::Bool, [v]) if first_object => {
                let t = self.truth(v, at)?;
                self.bool_value(t, at).map(Ok)
            }
            (Builtin::Hash, [v]) if first_object => self.object_hash(v, at).map(Ok),
            (Builtin::Format, [v, ..]) if first_object && args.len() <= 2 && kwargs.is_empty() => {
                match self.format_object(v, crate::ir::Conversion::None, args.get(1).cloned(), at)? {
                    Some(text) => Ok(Ok(text)),
                    None => Ok(Err(args)),
                }
            }
            (Builtin::Any | Builtin::All, [items]) if kwargs.is_empty() && self.domain.is_iterator(items) => {
                // An iterator is read only up to the deciding item, the rest left in it.
                let stop = b == Builtin::Any;
                let mut source = self.gen_source(items.clone(), at)?;
                while let Some(v) = self.gen_pull(&mut source, at)? {
                    if self.truth(&v, at)? == stop {
                        return self.bool_value(stop, at).map(Ok);
                    }
                }
                self.bool_value(!stop, at).map(Ok)
            }
            (Builtin::Any | Builtin::All, [items]) if kwargs.is_empty() => {
                let Some(values) = self.collected(items, at)? else { return Ok(Err(args)) };
                if !values.iter().any(|v| self.is_object(v)) {
                    let rebuilt = self.domain.build(BuildKind::List, values, at)?;
                    return Ok(Err(vec![rebuilt]));
                }
                // `any` stops at the first true item, `all` at the first false one; a list is
                // read as it changes (a `__bool__` may append to it).
                let stop = b == Builtin::Any;
                let list = self.is_builtin_instance(items, Builtin::List, at)?;
                let mut values = self.searched_live(items, values, list, at)?;
                while let Some(v) = self.next_searched(&mut values, at)? {
                    if self.truth(&v, at)? == stop {
                        return self.bool_value(stop, at).map(Ok);
                    }
                }
                self.bool_value(!stop, at).map(Ok)
            }
            (Builtin::Isinstance | Builtin::Issubclass, [v, classes]) if self.names_number_tower(classes, at)? => {
                let is = self.number_tower_check(b, v, classes, at)?;
                self.bool_value(is, at).map(Ok)
            }
            (Builtin::Isinstance | Builtin::Issubclass, [v, classes]) if self.names_collection_abc(classes, at)? => {
                let is = self.collection_abc_check(b, v, classes, at)?;
                self.bool_value(is, at).map(Ok)
            }
            (Builtin::Isinstance | Builtin::Issubclass, [v, class]) if self.protocol_class(class).is_some() => {
                let is = self.protocol_check(b, v, class, at)?;
                self.bool_value(is, at).map(Ok)
            }
            // A `typing` form (`Optional[int]`, `Any`) answers, or refuses, for itself.
            (Builtin::Isinstance | Builtin::Issubclass, [v, form]) if self.dunder(form, check_hook(b)).is_some() => {
                let hook = self.dunder(form, check_hook(b)).ok_or_else(|| Fault::internal("no check hook", at))?;
                let out = self.call_dunder(hook, form.clone(), vec![v.clone()], at)?;
                let is = self.truth(&out, at)?;
                self.bool_value(is, at).map(Ok)
            }
            (Builtin::Isinstance, [v, classes]) if first_object && self.asks_member_value_type(v, classes, at)? => {
                self.bool_value(true, at).map(Ok)
            }
            (Builtin::Isinstance, [v, classes]) if self.exc_isinstance(v, classes, at)?.is_some() => {
                let is = self.exc_isinstance(v, classes, at)?.unwrap_or(false);
                self.bool_value(is, at).map(Ok)
            }
            (Builtin::Isinstance, [v, class]) => match self.domain.as_class(class) {
                Some(class) => {
                    let is = self.is_instance_of(v, &class);
                    self.bool_value(is, at).map(Ok)
                }
                None if self.builtin_part(v).is_some() || self.names_program_class(class, at)? => {
                    let is = self.isinstance_any(v, class, at)?;
                    self.bool_value(is, at).map(Ok)
                }
                None => Ok(Err(args)),
            },
            (Builtin::Print, _) => {
                let mut texts = Vec::with_capacity(args.len());
                let mut own = false;
                for a in args {
                    match self.own_text(&a, false, at)? {
                        Some(text) => {
                            own = true;
                            texts.push(text);
                        }
                        None => texts.push(a),
                    }
                }
                if !own {
                    return Ok(Err(texts));
                }
                self.domain.builtin(b, texts, std::mem::take(kwargs), at).map(Ok)
            }
            (Builtin::Sorted | Builtin::Min | Builtin::Max, _) if !kwargs.iter().any(|(k, _)| &**k == "key") => {
                // One iterable is taken whole here; the domain gets its items again as a list
                // (a list itself is passed on: `min`/`max` read it as it changes).
                let args = match args.as_slice() {
                    [one] if self.is_builtin_instance(one, Builtin::List, at)? => args,
                    [one] => match self.collected(one, at)? {
                        Some(items) => vec![self.domain.build(BuildKind::List, items, at)?],
                        None => args,
                    },
                    _ => args,
                };
                match self.extreme_or_sorted(b, &args, kwargs, at)? {
                    Some(v) => Ok(Ok(v)),
                    None => Ok(Err(args)),
                }
            }
            _ => Ok(Err(args)),
        }
    }

    /// `hash(obj)` as CPython computes it: the program's `__hash__` (an int, kept when it fits
    /// 64 bits except `-1`, which becomes `-2`; a bigger one is reduced), a frozen dataclass's fields
    /// hashed as a tuple; an address-based hash is refused.
    pub(super) fn object_hash(&mut self, v: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let Some(obj) = self.domain.as_object(v) else { return Err(Fault::internal("hash of no instance", at)) };
        let name = &obj.class.name;
        let own = match obj.class.hash_rule() {
            HashRule::Method(f) => {
                let h = self.call_dunder(f, v.clone(), Vec::new(), at)?;
                if !self.is_builtin_instance(&h, Builtin::Int, at)? {
                    return Err(Fault::type_error("__hash__ method should return an integer", at));
                }
                // A hash that fits a `Py_hash_t` is kept as it is (but -1, which means an
                // error in C, becomes -2); only a bigger one is hashed again as an int.
                if self.fits_machine_word(&h, at)? {
                    let minus_one = self.domain.constant(&Const::Int(-1), at)?;
                    if self.domain.test(CmpOp::Eq, h.clone(), minus_one, at)? {
                        return self.domain.constant(&Const::Int(-2), at);
                    }
                    return self.domain.builtin(Builtin::Int, vec![h], Vec::new(), at);
                }
                h
            }
            HashRule::Fields => {
                let spec = obj.class.hashed_fields().ok_or_else(|| Fault::internal("no hashed dataclass", at))?;
                let fields =
                    obj.hash_values_of(spec).ok_or_else(|| Fault::internal("a dataclass without fields", at))?;
                self.pin_field_hashes(&fields, at)?;
                self.domain.build(BuildKind::Tuple, fields, at)?
            }
            HashRule::Unhashable => return Err(Fault::type_error(format!("unhashable type: '{name}'"), at)),
            HashRule::Builtin => obj.base.get().cloned().ok_or_else(|| Fault::internal("a builtin value lost", at))?,
            HashRule::Identity => {
                return Err(Fault::unsupported(
                    format!("the hash of an instance of `{name}`: CPython derives it from the memory address"),
                    at,
                ))
            }
            HashRule::Unmodelled => {
                return Err(Fault::unsupported(
                    format!("the hash of an instance of `{name}`, whose `__hash__` is no method"),
                    at,
                ))
            }
        };
        self.domain.builtin(Builtin::Hash, vec![own], Vec::new(), at)
    }

    /// `sorted`, `min`, `max` (without `key=`) over instances: compared here, with `<` (and
    /// `>` for `max`) dispatched to the class as CPython does (`min`/`max`: `extreme_of_objects`).
    fn extreme_or_sorted(
        &mut self,
        b: Builtin,
        args: &[Val<D>],
        kwargs: &mut Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let items = match args {
            [one] => match self.collect(one.clone(), at) {
                Ok(items) => items,
                // A set whose order varies from run to run is left to the domain, which reads
                // it only where every order gives one answer (items a strict chain under `<`;
                // instances needing their `__lt__` are not).
                Err(_) => return Ok(None),
            },
            many => many.to_vec(),
        };
        if !self.any_holds_object(&items, at)? {
            // Nothing to compare: `min`/`max` of an empty iterable give their `default=`, which
            // may be an instance the domain's own `min` cannot hold.
            let defaulted = b != Builtin::Sorted
                && args.len() == 1
                && items.is_empty()
                && kwargs.iter().any(|(k, _)| &**k == "default");
            if !defaulted {
                return Ok(None);
            }
        }
        if b == Builtin::Sorted {
            let reverse = match kwargs.iter().position(|(k, _)| &**k == "reverse") {
                Some(i) => {
                    let flag = kwargs.remove(i).1;
                    self.domain.truth(&flag, at)?
                }
                None => false,
            };
            if !kwargs.is_empty() || args.len() != 1 {
                return Err(Fault::unsupported("`sorted` of instances with these arguments", at));
            }
            let sorted = self.sort_objects(items, reverse, at)?;
            return self.domain.build(BuildKind::List, sorted, at).map(Some);
        }
        self.extreme_of_objects(b, args, items, kwargs, at).map(Some)
    }

    /// The items of an iterable, when they can be taken at once (not a list of unknown
    /// length); an iterator is consumed, so the caller passes the items on.
    pub(super) fn collected(&mut self, v: &Val<D>, at: Span) -> Result<Option<Vec<Val<D>>>, Fault> {
        use super::FaultKind;
        match self.take_items(v.clone(), at)? {
            super::taken_items::Taken::Items(items) => Ok(Some(items)),
            // Not iterable, or not at once: the domain says so, or handles it.
            super::taken_items::Taken::Whole(why)
                if matches!(why.kind(), FaultKind::Exception(_) | FaultKind::Unsupported) =>
            {
                Ok(None)
            }
            super::taken_items::Taken::Whole(why) => Err(why),
        }
    }

    /// `a op b` as a condition, dispatched to the class. Containers nested past CPython's
    /// recursion limit (or holding themselves) are its `RecursionError`, the depth limit here.
    pub(super) fn less(&mut self, op: CmpOp, a: &Val<D>, b: &Val<D>, at: Span) -> Result<bool, Fault> {
        if self.comparing >= MAX_COMPARE_NESTING {
            return Err(Fault::compare_too_deep(at));
        }
        self.comparing += 1;
        let v = stacker::maybe_grow(256 * 1024, 4 * 1024 * 1024, || match self.compare_objects(op, a, b, at)? {
            Some(v) => Ok(v),
            None => self.domain.compare(op, a.clone(), b.clone(), at),
        });
        self.comparing -= 1;
        self.truth(&v?, at)
    }

    /// Whether `a` and `b` are one object, where the domain knows: CPython compares the items
    /// of containers by identity before `==`, so a list holding itself equals itself.
    fn one_object(&self, a: &Val<D>, b: &Val<D>) -> bool {
        if let (Some(p), Some(q)) = (self.domain.as_object(a), self.domain.as_object(b)) {
            return Rc::ptr_eq(&p, &q);
        }
        matches!((self.domain.identity(a), self.domain.identity(b)), (Some(x), Some(y)) if x == y)
    }

    /// `items` sorted as CPython's `list.sort` sorts them (`timsort`), `<` dispatched to the
    /// class; `reverse` as CPython does it (equal items keep their order).
    fn sort_objects(&mut self, items: Vec<Val<D>>, reverse: bool, at: Span) -> Result<Vec<Val<D>>, Fault> {
        let keys = items.clone();
        self.sort_by_keys(items, keys, reverse, at)
    }

    /// `items` sorted by `keys` (one per item) where a key may be an instance (a `key=`
    /// function returning dataclasses with `order=True`, objects with `__lt__`): CPython's
    /// sort, so `__lt__` is called on the same pairs in the same order as CPython calls it.
    pub(super) fn sort_by_keys(
        &mut self,
        items: Vec<Val<D>>,
        keys: Vec<Val<D>>,
        reverse: bool,
        at: Span,
    ) -> Result<Vec<Val<D>>, Fault> {
        let order =
            super::timsort::sort_order(items.len(), reverse, |a, b| self.less(CmpOp::Lt, &keys[a], &keys[b], at))?;
        let mut slots: Vec<Option<Val<D>>> = items.into_iter().map(Some).collect();
        Ok(order.into_iter().filter_map(|i| slots[i].take()).collect())
    }

    /// Whether some class of the program defines `__eq__` itself (which only the evaluator
    /// can call).
    pub(super) fn own_equality(&self) -> bool {
        self.own_equality
    }

    /// `==`/`!=` between two lists or two tuples holding instances (at any depth) when a
    /// class defines `__eq__`: item by item here (`is`, then `==`), as the domain cannot call
    /// it; `in` over such a list or tuple is searched alike (`search_holding_objects`).
    pub(super) fn compare_sequences(
        &mut self,
        op: CmpOp,
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if matches!(op, CmpOp::In | CmpOp::NotIn) {
            return self.search_holding_objects(op, l, r, at);
        }
        if matches!(op, CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE) {
            return self.order_sequences(op, l, r, at);
        }
        if !matches!(op, CmpOp::Eq | CmpOp::NotEq) || !self.own_equality() {
            return Ok(None);
        }
        let both = |ev: &mut Self, b: Builtin| -> Result<bool, Fault> {
            Ok(ev.is_builtin_instance(l, b, at)? && ev.is_builtin_instance(r, b, at)?)
        };
        if both(self, Builtin::Dict)? {
            // Dicts holding no instance are the domain's to compare (a `Counter`'s missing keys
            // count as 0 there).
            if !self.holds_object(l, at)? && !self.holds_object(r, at)? {
                return Ok(None);
            }
            let equal = self.dicts_equal(l, r, at)?;
            let answer = self.bool_value(equal == (op == CmpOp::Eq), at)?;
            return Ok(Some(answer));
        }
        if !both(self, Builtin::List)? && !both(self, Builtin::Tuple)? {
            return Ok(None);
        }
        let (xs, ys) = (self.collect(l.clone(), at)?, self.collect(r.clone(), at)?);
        if !self.any_holds_object(&xs, at)? && !self.any_holds_object(&ys, at)? {
            return Ok(None);
        }
        let equal = match xs.len() == ys.len() {
            true => self.compare_fields(CmpOp::Eq, xs, ys, at)?,
            false => self.bool_value(false, at)?,
        };
        if op == CmpOp::Eq {
            return Ok(Some(equal));
        }
        self.domain.unary(UnaryOp::Not, equal, at).map(Some)
    }

    /// `l == r` of two dicts when a class of the program defines `__eq__`: the same keys, and
    /// each key's values equal as `==` says (the program's `__eq__` for instances).
    fn dicts_equal(&mut self, l: &Val<D>, r: &Val<D>, at: Span) -> Result<bool, Fault> {
        let (keys, other) = (self.collect(l.clone(), at)?, self.collect(r.clone(), at)?);
        if keys.len() != other.len() {
            return Ok(false);
        }
        for k in keys {
            let present = self.domain.compare(CmpOp::In, k.clone(), r.clone(), at)?;
            if !self.domain.truth(&present, at)? {
                return Ok(false);
            }
            let a = self.domain.get_item(l.clone(), k.clone(), at)?;
            let b = self.domain.get_item(r.clone(), k, at)?;
            if !self.one_object(&a, &b) && !self.less(CmpOp::Eq, &a, &b, at)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `xs.sort()` without `key=` over instances: sorted here, then put back in place.
    pub(super) fn sort_in_place(
        &mut self,
        m: Method,
        receiver: &Val<D>,
        args: &[Val<D>],
        kwargs: &mut Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if let Some(done) = self.member_search(m, receiver, args, kwargs, at)? {
            return Ok(Some(done));
        }
        if self.no_classes() || m != Method::Sort || !args.is_empty() || kwargs.iter().any(|(k, _)| &**k != "reverse") {
            return Ok(None);
        }
        let Ok(copy) = self.domain.method(Method::Copy, receiver.clone(), Vec::new(), Vec::new(), at) else {
            return Ok(None);
        };
        let Ok(items) = self.collect(copy, at) else { return Ok(None) };
        if !self.any_holds_object(&items, at)? {
            return Ok(None);
        }
        let reverse = match kwargs.pop() {
            Some((_, flag)) => self.domain.truth(&flag, at)?,
            None => false,
        };
        self.sort_list_in_place(receiver, items, at, |ev, items| ev.sort_objects(items, reverse, at))?;
        self.domain.constant(&Const::None, at).map(Some)
    }
}

/// The method of its second argument `isinstance` or `issubclass` calls.
fn check_hook(b: Builtin) -> &'static str {
    if b == Builtin::Isinstance {
        "__instancecheck__"
    } else {
        "__subclasscheck__"
    }
}

//! The symbolic domain: values are concrete where they can be (folded exactly by the
//! interpreter's own operations), Z3 terms where inputs or effect results decide them.

pub use super::facts::SymCall;
pub use super::lists::SymList;
pub use super::state::Symbolic;
pub use super::symval::{SymIter, SymRange, SymVal};
use super::{symval::unsupported_symbolic, ObligationKind};
use crate::interp::{self, Value};
use crate::ir::{BinOp, Builtin, CmpOp, Const, Conversion, ExcClass, FuncId, Method, RowSchema, UnaryOp};
use crate::sema::{BuildKind, Callable, Check, CheckSource, Domain, EffectCall, Fault};
use crate::smt::{BoolTerm, IntTerm, StrTerm};
use crate::source::Span;
use num_bigint::BigInt;
use std::rc::Rc;

impl Domain for Symbolic<'_> {
    type Val = SymVal;
    type Iter = SymIter;

    fn step(&mut self, at: Span) -> Result<(), Fault> {
        self.inner.step(at)?;
        self.namespace_copies_held(at)
    }

    fn enter_call(&mut self, func: FuncId, at: Span) -> Result<(), Fault> {
        self.inner.enter_call(func, at)?;
        self.call_sites.push(at);
        Ok(())
    }

    fn leave_call(&mut self, func: FuncId) {
        self.call_sites.pop();
        self.inner.leave_call(func)
    }

    fn constant(&mut self, c: &Const, _at: Span) -> Result<SymVal, Fault> {
        Ok(SymVal::Concrete(interp::const_value(c)))
    }

    /// Built at each evaluation, as any display: a path's values are not shared.
    fn constant_tuple(&mut self, _items: Vec<SymVal>, _at: Span) -> Option<SymVal> {
        None
    }

    fn build(&mut self, kind: BuildKind, items: Vec<SymVal>, at: Span) -> Result<SymVal, Fault> {
        if kind == BuildKind::List {
            return Ok(SymVal::List(SymList::new(items)));
        }
        if kind == BuildKind::Tuple && items.iter().any(|i| !matches!(i, SymVal::Concrete(_))) {
            return Ok(SymVal::tuple(items));
        }
        if matches!(kind, BuildKind::Set | BuildKind::ConstSet | BuildKind::FrozenConstSet)
            && items.iter().any(|i| !matches!(i, SymVal::Concrete(_)))
        {
            return self.set_of(items, at);
        }
        let items = Self::all_concrete(items).ok_or_else(|| unsupported_symbolic("putting it in a container", at))?;
        self.inner.build(kind, items, at).map(SymVal::Concrete)
    }

    fn build_dict(&mut self, pairs: Vec<(SymVal, SymVal)>, at: Span) -> Result<SymVal, Fault> {
        if Self::dict_display(&pairs) {
            return self.new_dict(pairs, at);
        }
        let mut out = Vec::with_capacity(pairs.len());
        for (k, v) in pairs {
            out.push((Self::concrete(k, "a dict key", at)?, Self::concrete(v, "a dict value", at)?));
        }
        self.inner.build_dict(out, at).map(SymVal::Concrete)
    }

    fn mapping_proxy(&mut self, _namespace: SymVal, at: Span) -> Result<SymVal, Fault> {
        Err(Fault::unsupported(
            "a class's namespace (`vars(Class)`, `Class.__dict__`, a read-only `mappingproxy`) in a proof: the prover's dicts have no read-only kind (read the attributes themselves)",
            at,
        ))
    }

    fn dict_items(&mut self, v: &SymVal, at: Span) -> Result<Option<crate::sema::Pairs<SymVal>>, Fault> {
        self.mapping_items(v, at)
    }

    fn function_value(&mut self, callable: Callable<SymVal>) -> SymVal {
        match callable {
            Callable::Builtin(b) => SymVal::Concrete(Value::Builtin(b)),
            Callable::Object(v) => v,
            Callable::Closure(c) => SymVal::Concrete(self.closures.value(c)),
            Callable::Method(m, receiver) => SymVal::Concrete(self.closures.method(m, receiver)),
            Callable::Class(c) => SymVal::Concrete(Value::Class(c)),
            Callable::Exception(c) => SymVal::Concrete(Value::ExcClass(Rc::new(c))),
            Callable::Slot(name, receiver) => SymVal::Concrete(self.closures.slot(name, receiver)),
        }
    }

    fn object_value(&mut self, obj: Rc<crate::sema::Instance<SymVal>>) -> SymVal {
        SymVal::Object(obj)
    }

    fn named_tuple(&mut self, class: Rc<crate::ir::ClassDef>, items: Vec<SymVal>, _at: Span) -> Result<SymVal, Fault> {
        Ok(SymVal::named_tuple(class, items))
    }

    fn as_named_tuple(&self, v: &SymVal) -> Option<(Rc<crate::ir::ClassDef>, Vec<SymVal>)> {
        v.named_tuple_parts()
    }

    fn as_object(&self, v: &SymVal) -> Option<Rc<crate::sema::Instance<SymVal>>> {
        if let SymVal::Object(o) = v {
            return Some(o.clone());
        }
        None
    }

    fn as_slice(&self, v: &SymVal) -> Option<[Option<SymVal>; 3]> {
        let SymVal::Concrete(v) = v else { return None };
        self.inner.as_slice(v).map(|parts| parts.map(|p| p.map(SymVal::Concrete)))
    }

    fn as_class(&self, v: &SymVal) -> Option<Rc<crate::ir::ClassDef>> {
        if let SymVal::Concrete(Value::Class(c)) = v {
            return Some(c.clone());
        }
        None
    }

    fn as_exc_class(&self, v: &SymVal) -> Option<ExcClass> {
        let SymVal::Concrete(Value::ExcClass(c)) = v else { return None };
        Some((**c).clone())
    }

    fn lazy_value(&mut self, lazy: crate::sema::Lazy) -> SymVal {
        self.forms_lazy(lazy)
    }

    fn as_lazy(&self, v: &SymVal) -> Option<crate::sema::Lazy> {
        self.forms_as_lazy(v)
    }

    fn is_iterator(&self, v: &SymVal) -> bool {
        self.forms_is_iterator(v)
    }

    fn keyword_name(&mut self, key: &SymVal, at: Span) -> Result<Rc<str>, Fault> {
        self.forms_keyword(key, at)
    }

    fn del_item(&mut self, obj: SymVal, index: SymVal, at: Span) -> Result<(), Fault> {
        if let Some((container, stand_in)) = super::list_positions::mistyped_index(&obj, &index) {
            return self.inner.del_item(container, stand_in, at);
        }
        self.forms_del_item(obj, index, at)
    }

    fn assign_slice(
        &mut self,
        o: SymVal,
        b: [Option<SymVal>; 3],
        v: Option<Vec<SymVal>>,
        at: Span,
    ) -> Result<(), Fault> {
        self.forms_assign_slice(o, b, v, at)
    }

    fn callable(&mut self, v: &SymVal, at: Span) -> Result<Callable<SymVal>, Fault> {
        self.callable_of(v, at)
    }

    fn show(&mut self, v: &SymVal) -> String {
        self.shown(v)
    }

    fn text(&mut self, v: &SymVal) -> String {
        match v.known() {
            Some(c) => self.known_str(v, c),
            None => self.show(v),
        }
    }

    fn known_text(&self, v: &SymVal) -> Option<Rc<str>> {
        match v.known() {
            Some(Value::Str(s)) => Some(Rc::from(s.as_str())),
            _ => None,
        }
    }

    fn address(&mut self, _v: &SymVal, what: &str, at: Span) -> Result<SymVal, Fault> {
        Err(super::symval::address_refused(what, at))
    }

    fn namespace_copy(&mut self, obj: &SymVal, copy: &SymVal, at: Span) -> Result<(), Fault> {
        self.keep_namespace_copy(obj, copy, at)
    }

    fn unary(&mut self, op: UnaryOp, v: SymVal, at: Span) -> Result<SymVal, Fault> {
        Self::no_iterators(&[&v], at)?;
        match (op, v) {
            (op, SymVal::Concrete(c)) => self.inner.unary(op, c, at).map(SymVal::Concrete),
            (op, SymVal::Float(f)) => Self::float_unary(op, &f, at),
            (UnaryOp::Not, SymVal::List(l)) => Ok(SymVal::Concrete(Value::Bool(l.items.borrow().is_empty()))),
            (UnaryOp::Not, SymVal::Dict(d)) => Ok(SymVal::Concrete(Value::Bool(d.entries.borrow().is_empty()))),
            (UnaryOp::Not, SymVal::View(v)) => Ok(SymVal::Concrete(Value::Bool(v.len() == 0))),
            (UnaryOp::Not, SymVal::Seq(q)) => Ok(SymVal::Bool(q.term().len().eq(&IntTerm::lit(&BigInt::from(0))))),
            (UnaryOp::Not, SymVal::Bool(b)) => Ok(SymVal::Bool(b.not())),
            (UnaryOp::Not, SymVal::Int(i)) => Ok(SymVal::Bool(i.eq(&IntTerm::lit(&BigInt::from(0))))),
            (UnaryOp::Not, SymVal::Str(t)) => Ok(SymVal::Bool(t.len().eq(&IntTerm::lit(&BigInt::from(0))))),
            (UnaryOp::Not, SymVal::Tuple(items)) => Ok(SymVal::Concrete(Value::Bool(items.is_empty()))),
            (UnaryOp::Not, SymVal::Rows(data)) => Ok(Self::rows_empty(&data)),
            (UnaryOp::Not, SymVal::Set(s)) => Ok(match s.nonempty().known() {
                Some(nonempty) => SymVal::Concrete(Value::Bool(!nonempty)),
                None => SymVal::Bool(s.nonempty().not()),
            }),
            (UnaryOp::Not, SymVal::Range(_) | SymVal::Record(_) | SymVal::Object(_)) => {
                Err(unsupported_symbolic("`not`", at))
            }
            (UnaryOp::Neg, v) => {
                Ok(SymVal::Int(self.as_int(&v).map(|i| i.neg()).ok_or_else(|| unsupported_symbolic("`-`", at))?))
            }
            (UnaryOp::Pos, v) => Ok(SymVal::Int(self.as_int(&v).ok_or_else(|| unsupported_symbolic("`+`", at))?)),
            (UnaryOp::Invert, v) => {
                let i = self.as_int(&v).ok_or_else(|| unsupported_symbolic("`~`", at))?;
                Ok(SymVal::Int(i.neg().sub(&IntTerm::lit(&BigInt::from(1)))))
            }
        }
    }

    fn binary(&mut self, op: BinOp, l: SymVal, r: SymVal, at: Span) -> Result<SymVal, Fault> {
        Self::no_iterators(&[&l, &r], at)?;
        super::complex::refuse_with_terms(op.symbol(), &[&l, &r], at)?;
        let (l, r) = self.without_views(op, l, r, at)?;
        if let (SymVal::Concrete(a), SymVal::Concrete(b)) = (&l, &r) {
            return self.inner.binary(op, a.clone(), b.clone(), at).map(SymVal::Concrete).map_err(Self::exact);
        }
        if let Some(v) = self.list_concat(op, &l, &r, false, at)? {
            return Ok(v);
        }
        if let Some(v) = self.tuple_arith(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.percent(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.float_binary(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.set_binary(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.dict_union(op, &l, &r, at)? {
            return Ok(v);
        }
        if op == BinOp::Add {
            if let Some((a, b)) = Self::str_operands(&l, &r, at)? {
                return Ok(SymVal::Str(StrTerm::concat(&[a, b])));
            }
        }
        if let Some(v) = self.int_binary(op, &l, &r, at)? {
            return Ok(v);
        }
        Err(self
            .type_error_of(op, &l, &r, at)
            .unwrap_or_else(|| unsupported_symbolic(&format!("`{}`", op.symbol()), at)))
    }

    fn inplace(&mut self, op: BinOp, l: SymVal, r: SymVal, at: Span) -> Result<SymVal, Fault> {
        Self::no_iterators(&[&l, &r], at)?;
        let (l, r) = self.without_views(op, l, r, at)?;
        if let (SymVal::Concrete(a), SymVal::Concrete(b)) = (&l, &r) {
            return self.forms_concrete_inplace(op, a, b, at);
        }
        if let Some(v) = self.list_concat(op, &l, &r, true, at)? {
            return Ok(v);
        }
        if let Some(v) = self.set_inplace(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.dict_inplace(op, &l, r.clone(), at)? {
            return Ok(v);
        }
        self.binary(op, l, r, at)
    }

    fn compare(&mut self, op: CmpOp, l: SymVal, r: SymVal, at: Span) -> Result<SymVal, Fault> {
        Self::no_iterators(&[&l, &r], at)?;
        super::complex::refuse_with_terms(op.symbol(), &[&l, &r], at)?;
        let (l, r) = match self.view_compare(op, l, r, at)? {
            Ok(answer) => return Ok(answer),
            Err(operands) => operands,
        };
        if let (SymVal::Concrete(a), SymVal::Concrete(b)) = (&l, &r) {
            return self.inner.compare(op, a.clone(), b.clone(), at).map(SymVal::Concrete);
        }
        if let Some(answer) = self.collection_compare(op, &l, &r, at)? {
            return Ok(answer);
        }
        if let Some(none) = Self::never_none(op, &l, &r) {
            return Ok(SymVal::Concrete(Value::Bool(none)));
        }
        if matches!(op, CmpOp::Is | CmpOp::IsNot) {
            return super::identity::same_object(&l, &r)
                .map(|same| SymVal::Concrete(Value::Bool(same == (op == CmpOp::Is))))
                // Identity of a term's value is not modelled: the path is not proved.
                .ok_or_else(|| unsupported_symbolic("`is`", at));
        }
        if let Some(v) = self.float_compare(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.rows_compare(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.set_compare(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.tuple_compare(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.seq_compare(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.list_compare(op, &l, &r, at)? {
            return Ok(v);
        }
        if let Some(v) = self.dict_compare(op, &l, &r, at)? {
            return Ok(v);
        }
        if matches!(op, CmpOp::In | CmpOp::NotIn) {
            if let Some(v) = self.membership(op, &l, &r, at)? {
                return Ok(v);
            }
        }
        if let Some((a, b)) = Self::str_operands(&l, &r, at)? {
            let ordered = |t: Result<BoolTerm, crate::smt::OutsideAlphabet>| {
                t.map(SymVal::Bool).map_err(|outside| Fault::unsupported(outside.reason(), at))
            };
            return match op {
                CmpOp::Eq => Ok(SymVal::Bool(a.eq(&b))),
                CmpOp::NotEq => Ok(SymVal::Bool(a.eq(&b).not())),
                CmpOp::In if crate::mutant::planted(crate::mutant::Mutant::SymStrIn) => {
                    Ok(SymVal::Bool(b.starts_with(&a)))
                }
                CmpOp::In => Ok(SymVal::Bool(b.contains(&a))),
                CmpOp::NotIn => Ok(SymVal::Bool(b.contains(&a).not())),
                CmpOp::IsNone => Ok(SymVal::Bool(BoolTerm::lit(false))),
                CmpOp::IsNotNone => Ok(SymVal::Bool(BoolTerm::lit(true))),
                CmpOp::Is | CmpOp::IsNot => Err(unsupported_symbolic("`is`", at)),
                // Python orders strings by code point, as SMT-LIB's `str.<` does.
                CmpOp::Lt => ordered(a.lt(&b)),
                CmpOp::LtE => ordered(a.le(&b)),
                CmpOp::Gt => ordered(b.lt(&a)),
                CmpOp::GtE => ordered(b.le(&a)),
            };
        }
        if matches!(op, CmpOp::Eq | CmpOp::NotEq) && (matches!(l, SymVal::Str(_)) || matches!(r, SymVal::Str(_))) {
            // A string never equals a value of another type.
            return Ok(SymVal::Bool(BoolTerm::lit(op == CmpOp::NotEq)));
        }
        if let (Some(a), Some(b)) = (Self::as_bool(&l), Self::as_bool(&r)) {
            return match op {
                CmpOp::Eq => Ok(SymVal::Bool(a.iff(&b))),
                CmpOp::NotEq => Ok(SymVal::Bool(a.iff(&b).not())),
                CmpOp::Lt
                | CmpOp::LtE
                | CmpOp::Gt
                | CmpOp::GtE
                | CmpOp::In
                | CmpOp::NotIn
                | CmpOp::IsNone
                | CmpOp::IsNotNone
                | CmpOp::Is
                | CmpOp::IsNot => self.int_compare(op, &l, &r, at),
            };
        }
        self.int_compare(op, &l, &r, at)
    }

    fn truth(&mut self, v: &SymVal, at: Span) -> Result<bool, Fault> {
        Self::no_iterators(&[v], at)?;
        match v {
            SymVal::Concrete(c) => Ok(c.truthy()),
            SymVal::List(l) => Ok(!l.items.borrow().is_empty()),
            SymVal::Seq(q) => self.decide(IntTerm::lit(&BigInt::from(0)).lt(&q.term().len()), at),
            SymVal::Dict(d) => Ok(!d.entries.borrow().is_empty()),
            SymVal::View(v) => Ok(v.len() > 0),
            SymVal::Float(f) => self.decide(f.is_zero().not(), at),
            SymVal::Bool(b) => self.decide(b.clone(), at),
            SymVal::Int(i) => self.decide(i.eq(&IntTerm::lit(&BigInt::from(0))).not(), at),
            SymVal::Str(t) => self.decide(t.len().eq(&IntTerm::lit(&BigInt::from(0))).not(), at),
            SymVal::Tuple(items) => Ok(!items.is_empty()),
            SymVal::Record(_) => Ok(true),
            SymVal::Set(s) => match s.nonempty().known() {
                Some(nonempty) => Ok(nonempty),
                None => self.decide(s.nonempty(), at),
            },
            SymVal::Rows(data) => {
                let empty = Self::rows_empty(data);
                self.truth(&empty, at).map(|empty| !empty)
            }
            SymVal::Range(_) => Err(unsupported_symbolic("the truth of a range", at)),
            // The evaluator asks an instance's `__bool__`/`__len__` itself.
            SymVal::Object(_) => Ok(true),
        }
    }

    fn check(&mut self, check: Check, cond: &SymVal, source: CheckSource<'_, SymVal>, at: Span) -> Result<bool, Fault> {
        let kind = match check {
            Check::Assert => ObligationKind::Assertion,
            Check::Precondition => ObligationKind::Precondition,
        };
        self.meet(kind, at);
        if matches!(cond, SymVal::Concrete(_)) && super::vcs::collecting() {
            let settled = source.expr.ok_or_else(|| "a predicate that is not one expression".to_owned());
            let settled = settled.and_then(|e| super::settled::settle(e, source.load));
            super::vcs::note_settled(&self.sites, settled, at);
        }
        self.truth(cond, at)
    }

    fn assume(&mut self, cond: &SymVal, at: Span) -> Result<bool, Fault> {
        self.assume_condition(cond, at)
    }

    fn test(&mut self, op: CmpOp, l: SymVal, r: SymVal, at: Span) -> Result<bool, Fault> {
        Self::no_iterators(&[&l, &r], at)?;
        let c = self.compare(op, l, r, at)?;
        self.truth(&c, at)
    }

    fn format(&mut self, v: SymVal, conversion: Conversion, spec: Option<SymVal>, at: Span) -> Result<SymVal, Fault> {
        Self::no_iterators(&[&v], at)?;
        let v = Self::without_view(v, "formatting", at)?;
        self.format_value(v, conversion, spec, at)
    }

    fn concat_strs(&mut self, parts: Vec<SymVal>, at: Span) -> Result<SymVal, Fault> {
        if parts.iter().any(|p| matches!(p, SymVal::Str(_))) {
            let terms = parts
                .iter()
                .map(|p| Self::str_operand(p, at))
                .collect::<Result<Option<Vec<_>>, Fault>>()?
                .ok_or_else(|| unsupported_symbolic("string building", at))?;
            return Ok(SymVal::Str(StrTerm::concat(&terms)));
        }
        let parts = Self::all_concrete(parts).ok_or_else(|| unsupported_symbolic("string building", at))?;
        self.inner.concat_strs(parts, at).map(SymVal::Concrete)
    }

    fn attribute(&mut self, obj: SymVal, name: &str, at: Span) -> Result<SymVal, Fault> {
        self.value_attribute(obj, name, at)
    }

    fn make_row(&mut self, schema: &Rc<RowSchema>, values: Vec<SymVal>, at: Span) -> Result<SymVal, Fault> {
        self.build_row(schema, values, at)
    }

    fn get_item(&mut self, obj: SymVal, index: SymVal, at: Span) -> Result<SymVal, Fault> {
        let read = self.item_read(obj, index.clone(), at);
        self.index_sized(read, &index, at)
    }

    fn renew_collection(&mut self, held: &SymVal, made: &SymVal, at: Span) -> Result<(), Fault> {
        self.renewed_collection(held, made, at)
    }

    fn missing_factory(&mut self, obj: &SymVal, key: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        self.factory_for_missing(obj, key, at)
    }

    fn set_item(&mut self, obj: SymVal, index: SymVal, value: SymVal, at: Span) -> Result<(), Fault> {
        Self::no_iterators(&[&obj], at)?;
        self.no_mutation_in_rows("assigning to an item", at)?;
        if let Some((container, stand_in)) = super::list_positions::mistyped_index(&obj, &index) {
            return self.inner.set_item(container, stand_in, Value::None, at);
        }
        if let SymVal::Seq(q) = &obj {
            return self.seq_set(q, &index, &value, at);
        }
        if let SymVal::List(l) = &obj {
            return Self::list_set(l, &index, value, at);
        }
        if let SymVal::Dict(d) = &obj {
            return self.dict_set(d, &index, value, at);
        }
        let (o, i, v) = (
            Self::concrete(obj, "item assignment", at)?,
            Self::concrete(Self::plain_tuple_key(index), "item assignment", at)?,
            Self::concrete(value, "item assignment", at)?,
        );
        self.inner.set_item(o, i, v, at)
    }

    fn slice(&mut self, obj: SymVal, bounds: [Option<SymVal>; 3], at: Span) -> Result<SymVal, Fault> {
        Self::no_iterators(&[&obj], at)?;
        if let SymVal::Str(text) = &obj {
            return self.str_slice(text, &bounds, at);
        }
        if let SymVal::List(l) = &obj {
            return self.list_slice(l, bounds, at);
        }
        if let SymVal::Seq(seq) = &obj {
            return self.seq_slice(&seq.term(), bounds, at);
        }
        if let SymVal::Tuple(t) = &obj {
            let plain = super::symval::SymTuple::default();
            return Ok(SymVal::tuple_like(&plain, self.sliced(t, bounds, at)?));
        }
        let o = Self::concrete(obj, "slicing", at)?;
        let [a, b, c] = bounds;
        let conv = |x: Option<SymVal>| x.map(|v| Self::concrete(v, "slicing", at)).transpose();
        self.inner.slice(o, [conv(a)?, conv(b)?, conv(c)?], at).map(SymVal::Concrete)
    }

    fn unpack(&mut self, v: SymVal, n: usize, at: Span) -> Result<Vec<SymVal>, Fault> {
        Self::no_iterators(&[&v], at)?;
        self.unpacked(v, n, at)
    }

    fn quantified(&self, it: &SymIter) -> bool {
        matches!(it, SymIter::Rows { .. })
    }

    fn item_by_item(&mut self, it: SymIter) -> SymIter {
        super::rows::item_by_item(it)
    }

    fn loop_counter(
        &mut self,
        start: SymVal,
        per_item: crate::ir::PerItem,
        it: &SymIter,
        at: Span,
    ) -> Result<SymVal, Fault> {
        self.counter_after_rows(start, per_item, it, at)
    }

    fn collect_rows(&mut self, list: SymVal, it: &SymIter, _at: Span) -> Result<SymVal, Fault> {
        Ok(Symbolic::collect_rows(self, list, it))
    }

    fn rows_collected(&mut self, list: SymVal, _it: &SymIter, at: Span) -> Result<SymVal, Fault> {
        Symbolic::rows_collected(self, list, at)
    }

    fn unordered_set_items(&mut self, v: &SymVal, at: Span) -> Result<Option<Vec<SymVal>>, Fault> {
        self.set_items_unordered(v, at)
    }

    fn plain_data(&self, v: &SymVal) -> bool {
        super::sets::plain_data(v)
    }

    fn iter_start(&mut self, v: SymVal, at: Span) -> Result<SymIter, Fault> {
        self.start_iteration(v, at)
    }

    fn iter_next(&mut self, it: &mut SymIter, at: Span) -> Result<Option<SymVal>, Fault> {
        match it {
            SymIter::Concrete(inner) => Ok(self.inner.iter_next(inner, at)?.map(SymVal::Concrete)),
            SymIter::List { list, next } => Ok(Self::list_next(list, next)),
            SymIter::Rows { source, started, watch } => {
                super::rows::check_unchanged(watch.as_ref(), at)?;
                Ok(self.rows_next(source, started))
            }
            SymIter::Indexed { source, next, watch } => {
                super::rows::check_unchanged(watch.as_ref(), at)?;
                self.indexed_next(source, next, at)
            }
            SymIter::Set { set, next, size } => self.set_next(set, next, *size, at),
            SymIter::Dict { dict, kind, next, shape } => Self::dict_next(dict, *kind, next, *shape, at),
            SymIter::Range { next, stop, step } => {
                let more = if *step > 0 { next.lt(stop) } else { stop.lt(next) };
                if !self.decide(more, at)? {
                    return Ok(None);
                }
                let current = next.clone();
                *next = next.add(&IntTerm::lit(&BigInt::from(*step)));
                Ok(Some(SymVal::Int(current)))
            }
        }
    }

    fn sort_keyed(
        &mut self,
        items: Vec<SymVal>,
        keys: Vec<SymVal>,
        reverse: bool,
        at: Span,
    ) -> Result<Vec<SymVal>, Fault> {
        self.sorted_by_keys(items, keys, reverse, at)
    }

    fn replace_list(&mut self, list: &SymVal, items: Vec<SymVal>, at: Span) -> Result<(), Fault> {
        self.replace_items(list, items, at)
    }

    fn plain_numbers(&self, l: &SymVal, r: &SymVal) -> bool {
        Self::both_numbers(l, r)
    }

    fn plain_item(&mut self, obj: &SymVal, index: &SymVal, plain_keys: bool) -> Option<SymVal> {
        self.item_at_once(obj, index, plain_keys)
    }

    fn set_plain_item(&mut self, obj: &SymVal, index: &SymVal, value: SymVal, plain_keys: bool) -> Result<(), SymVal> {
        self.set_item_at_once(obj, index, value, plain_keys)
    }

    fn builtin(
        &mut self,
        b: Builtin,
        args: Vec<SymVal>,
        kwargs: Vec<(Rc<str>, SymVal)>,
        at: Span,
    ) -> Result<SymVal, Fault> {
        if matches!(b, Builtin::Print | Builtin::Stderr) {
            return Ok(SymVal::Concrete(Value::None)); // A proof prints nothing.
        }
        Self::no_collection_terms(&args.iter().chain(kwargs.iter().map(|(_, v)| v)).collect::<Vec<_>>(), at)?;
        if b == Builtin::Sum {
            super::builtins::sum_start_checked(&args, &kwargs, at)?;
        }
        let (args, read_lazily) = match self.view_builtin(b, args, at)? {
            Ok(answer) => return Ok(answer),
            Err(replaced) => replaced,
        };
        let result = self.builtin_call(b, args, kwargs, at)?;
        Self::hold_views(b, read_lazily, result, at)
    }

    fn table_hash(&mut self, v: SymVal, at: Span) -> Result<(SymVal, bool), Fault> {
        self.key_hash_call(v, at)
    }

    fn check_method(&mut self, m: Method, receiver: &SymVal, at: Span) -> Result<(), Fault> {
        self.method_lookup(m, receiver, at)
    }

    fn method(
        &mut self,
        m: Method,
        receiver: SymVal,
        args: Vec<SymVal>,
        kwargs: Vec<(Rc<str>, SymVal)>,
        at: Span,
    ) -> Result<SymVal, Fault> {
        let args = self.method_iterator_args(m, &receiver, args, at)?;
        super::method_shape::check(m, &receiver, args.len(), &kwargs, at).map_err(Self::exact)?;
        if let SymVal::Concrete(Value::Contract(native)) = &receiver {
            let symbolic = args.iter().chain(kwargs.iter().map(|(_, v)| v)).any(|a| a.known().is_none());
            if let (Some(ty), true) = (native.native(), symbolic) {
                let what = format!("`{}.{}`", ty.name(), m.name());
                return Err(Fault::unsupported(format!("{what} on a symbolic string is not modelled"), at));
            }
        }
        if kwargs.is_empty() {
            if let Some(done) = self.collected_append(m, &receiver, &args, at)? {
                return Ok(done);
            }
        }
        self.no_mutating_method_in_rows(m, at)?;
        let (receiver, mut args) = self.view_method_operands(m, receiver, args, at)?;
        if let Some(receiver) = self.method_on_type(m, &receiver, &mut args)? {
            self.method_lookup(m, &receiver, at)?;
            return self.method(m, receiver, args, kwargs, at);
        }
        if let Some(done) = self.number_method(m, &receiver, &args, !kwargs.is_empty(), at)? {
            return Ok(done);
        }
        if let SymVal::List(l) = &receiver {
            return self.list_method(m, l, args, kwargs, at);
        }
        let (args, kwargs) = if let SymVal::Seq(seq) = &receiver {
            match self.seq_method(m, seq, args, kwargs, at)? {
                Ok(done) => return Ok(done),
                Err(given) => given,
            }
        } else {
            (args, kwargs)
        };
        if let (Method::Join, Some(sep), [items], true) =
            (m, Self::as_str(&receiver), args.as_slice(), kwargs.is_empty())
        {
            if let Some(joined) = self.join_terms(&sep, items) {
                return Ok(joined);
            }
            if let SymVal::Seq(seq) = items {
                if let Some(joined) = self.seq_join(&sep, &seq.term(), at)? {
                    return Ok(joined);
                }
            }
        }
        if let SymVal::Dict(d) = &receiver {
            return self.dict_method(m, d, args, kwargs, at);
        }
        if let (SymVal::Set(s), true) = (&receiver, kwargs.is_empty()) {
            if let Some(done) = self.set_method(m, s, &args, at)? {
                return Ok(done);
            }
        }
        if kwargs.is_empty() {
            if let Some(hit) = self.affix_test(m, &receiver, &args, at)? {
                return Ok(hit);
            }
        }
        if kwargs.is_empty() {
            if let Some(found) = self.search_term(m, &receiver, &args, at)? {
                return Ok(found);
            }
            if let Some(done) = self.text_method(m, &receiver, &args, at)? {
                return Ok(done);
            }
        }
        let args = Self::plain_dict_keys(&receiver, args);
        if kwargs.is_empty() {
            if let Some(done) = self.concrete_receiver_method(m, &receiver, &args, at)? {
                return Ok(done);
            }
        }
        let receiver = Self::concrete(receiver, m.name(), at)?;
        let args = self.method_args(m, args);
        let args = args.ok_or_else(|| unsupported_symbolic(&format!("`.{}()`", m.name()), at))?;
        let mut kw = Vec::with_capacity(kwargs.len());
        for (k, v) in kwargs {
            kw.push((k, Self::concrete(v, m.name(), at)?));
        }
        self.inner.method(m, receiver, args, kw, at).map(super::lists::adopt).map_err(Self::exact)
    }

    fn exception(&mut self, class: &ExcClass, args: Vec<SymVal>, at: Span) -> Result<SymVal, Fault> {
        self.new_exception(class, args, at)
    }

    fn raise(&mut self, value: SymVal, cause: Option<SymVal>, at: Span) -> Fault {
        self.raise_value(value, cause, at)
    }

    fn caught(&mut self, fault: &Fault, at: Span) -> Result<SymVal, Fault> {
        self.caught_value(fault, at)
    }

    fn function_key(&self, v: &SymVal) -> Option<(crate::ir::FuncId, Option<usize>)> {
        self.inner.function_key(v.known()?)
    }

    fn traceback_object(&mut self, frames: Rc<[crate::sema::TracebackFrame]>, index: usize) -> SymVal {
        SymVal::Concrete(self.inner.traceback_object(frames, index))
    }

    fn as_traceback(&self, v: &SymVal) -> Option<(Rc<[crate::sema::TracebackFrame]>, usize)> {
        self.inner.as_traceback(v.known()?)
    }

    fn sole_reference(&self, v: &SymVal) -> bool {
        v.known().is_some_and(|v| self.inner.sole_reference(v))
    }

    fn exc_chain<'v>(&self, v: &'v SymVal) -> Option<&'v crate::sema::ChainSlot> {
        self.inner.exc_chain(v.known()?)
    }

    fn effect(&mut self, call: EffectCall<'_, SymVal>) -> Result<SymVal, Fault> {
        Self::no_iterators(&call.args.iter().map(|(_, v)| v).collect::<Vec<_>>(), call.at)?;
        self.perform(call)
    }
}

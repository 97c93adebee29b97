//! The concrete domain: real Python values, so the shared evaluator becomes an interpreter.

mod attributes;
mod binary;
mod blake2;
mod boundary;
mod builtins;
mod bytearray;
mod bytes;
mod bytes_text;
mod clock;
mod codec_names;
mod codecs;
mod collections;
mod columns;
pub(crate) mod complex;
mod contract_object;
mod convert;
mod counter_order;
mod deep;
mod dict_table;
mod digest;
pub mod exceptions;
mod fast_paths;
pub(crate) mod format;
mod forms;
pub mod generic_alias;
mod identity;
mod indexing;
mod int_bytes;
pub(crate) mod iter;
mod json;
mod json_dump;
mod keyword_args;
mod libm;
mod mapping_proxy;
mod methods;
mod module_value;
mod namespace_watch;
mod native_datetime;
pub(crate) mod numbers;
pub(crate) mod numtext;
mod object_keys;
mod one_char;
pub(crate) mod ops;
mod output_sink;
mod plain_compare;
mod plain_data;
mod printf;
pub(crate) mod pyset;
mod regex;
mod repr;
mod rounding;
mod set_order;
mod slices;
pub mod slot_values;
mod sorting;
mod step_limits;
mod str_methods;
mod tb_objects;
pub(crate) mod text;
mod trashcan;
mod true_div;
mod tuple_parts;
mod types;
mod unicode_tables;
mod unicodedata;
mod unpacking;
mod value;
pub(crate) mod views;
mod zlib;

pub use crate::pytext::{float_repr, str_repr};
pub(crate) use attributes::attribute;
pub use attributes::{no_field, omitted_field};
pub use boundary::{from_data, to_data};
pub use builtins::sum_start_refusal;
pub use collections::{calls_factory, class_of as collection_class, missing as missing_count};
pub use contract_object::{register_contract_ops, ContractObject, ContractOps};
use indexing::index_of;
pub use methods::{
    arity::check as check_method_arity, arity::check_of_type as check_method_arity_of_type, descriptor_applies,
};
pub use output_sink::OutputSink;
pub use repr::{check_int_text, digit_limit, repr, to_str, INT_TEXT_TOO_LONG};
pub(crate) use value::{big_from_f64, const_value, DictMap, Key, SetMap};
pub use value::{constant_nan, item_eq, object_key, py_eq, ConstantNan, ListCell, RangeVal, Record, RowValue, Value};
pub use {columns::ColumnValues, deep::item_eq_checked, forms::splice_slice, value::DictCell, value::DictKind};

use crate::effects::Gate;
use crate::ir::{BinOp, Builtin, CmpOp, Const, Conversion, FuncId, Method, PyExc, RowSchema, UnaryOp};
use crate::limits::Limits;
use crate::sema::{BuildKind, Callable, Check, CheckSource, Domain, EffectCall, Fault};
use crate::source::Span;
use exceptions::key_error;
use fast_paths::let_ints_go;
use iter::PyIter;
use std::cell::RefCell;
use std::rc::Rc;

/// Concrete evaluation state: budgets, captured `print` output, and the effect gate.
pub struct Concrete<'h> {
    pub limits: Limits,
    pub steps: u64,
    /// The step at which `tick` leaves its fast path (`step_limits.rs`: `next_check`).
    step_check: u64,
    depth: u32,
    pub output: String,
    /// What the program wrote to `sys.stderr`, kept apart from `output` as CPython keeps it.
    pub errors: String,
    gate: Gate<'h>,
    /// Set while contract lambdas run over a recorded trace: what column binding compares with.
    columns: Option<std::rc::Rc<columns::ColumnValues>>,
    /// The last truth value tested (only read by a planted bug, `mutant::DropElseEffect`).
    last_truth: bool,
    /// Whether a text held an address (`Domain::address`): the prover's search ignores the run.
    pub wrote_address: bool,
    /// The heap size past which the run breaks its memory cap, when it has one.
    /// (With the count of the heap's size, so a step reads it without a lookup or a call.)
    heap_ceiling: Option<(&'static std::sync::atomic::AtomicUsize, usize)>,
    /// Where printed text also goes as it is printed (`clauz3 run` shows it live).
    echo: Option<OutputSink>,
    /// Where text written to `sys.stderr` also goes as it is written.
    error_echo: Option<OutputSink>,
    /// The copies of objects' namespaces (`vars(obj)`) the run holds, watched each step.
    namespaces: namespace_watch::Watch,
}

impl<'h> Concrete<'h> {
    pub fn new(limits: Limits, gate: Gate<'h>) -> Self {
        // The cap is on what this run adds to the heap, so it is measured from here.
        let heap_ceiling = limits.max_memory.and_then(|cap| {
            let count = crate::limits::heap_probe()?;
            Some((count, count.load(std::sync::atomic::Ordering::Relaxed).saturating_add(cap)))
        });
        let step_check = step_limits::check_after(0, limits.max_steps);
        Concrete {
            limits,
            step_check,
            steps: 0,
            depth: 0,
            output: String::new(),
            errors: String::new(),
            gate,
            columns: None,
            last_truth: true,
            wrote_address: false,
            heap_ceiling,
            echo: None,
            error_echo: None,
            namespaces: namespace_watch::Watch::default(),
        }
    }

    /// A domain for contract lambdas over a recorded trace, whose rows decide column binding.
    pub fn over_trace(limits: Limits, gate: Gate<'h>, columns: columns::ColumnValues) -> Self {
        Concrete { columns: Some(std::rc::Rc::new(columns)), ..Concrete::new(limits, gate) }
    }
}

impl Domain for Concrete<'_> {
    type Val = Value;
    type Iter = PyIter;

    #[inline]
    fn step(&mut self, at: Span) -> Result<(), Fault> {
        self.tick(at)
    }

    #[inline]
    fn enter_call(&mut self, _func: FuncId, at: Span) -> Result<(), Fault> {
        if self.depth >= self.limits.max_depth {
            return Err(self.too_deep(at));
        }
        self.depth += 1;
        Ok(())
    }

    #[inline]
    fn native_body(&mut self, body: crate::ir::NativeBody, params: &[Option<Value>], rows: u32) -> Option<Value> {
        native_datetime::answer(body, params, rows)
    }

    fn leave_call(&mut self, _func: FuncId) {
        self.depth -= 1;
    }

    #[inline]
    fn constant(&mut self, c: &Const, _at: Span) -> Result<Value, Fault> {
        Ok(const_value(c))
    }

    fn constant_tuple(&mut self, items: Vec<Value>, at: Span) -> Option<Value> {
        self.build(BuildKind::Tuple, items, at).ok()
    }

    fn pair(&mut self, a: Value, b: Value, _at: Span) -> Result<Value, Fault> {
        Ok(Value::pair(a, b))
    }

    fn build(&mut self, kind: BuildKind, items: Vec<Value>, at: Span) -> Result<Value, Fault> {
        ops::check_len(items.len(), &self.limits, at)?;
        Ok(match kind {
            BuildKind::List => Value::list(items),
            BuildKind::Tuple => Value::tuple(items),
            BuildKind::Set => {
                let set = items.into_iter().map(|v| Key::new(v, at)).collect::<Result<value::SetMap, _>>()?;
                Value::Set(Rc::new(RefCell::new(set)))
            }
            BuildKind::ConstSet | BuildKind::FrozenConstSet => {
                let keys = items.into_iter().map(|v| Key::new(v, at)).collect::<Result<Vec<_>, _>>()?;
                let folded = value::SetMap::folded_constant(keys);
                let set = if kind == BuildKind::ConstSet { folded.copy() } else { folded };
                Value::Set(Rc::new(RefCell::new(set)))
            }
        })
    }

    fn build_dict(&mut self, pairs: Vec<(Value, Value)>, at: Span) -> Result<Value, Fault> {
        ops::check_len(pairs.len(), &self.limits, at)?;
        let mut map = value::DictMap::with_capacity(pairs.len());
        for (k, v) in pairs {
            map.insert(Key::new(k, at)?, v);
        }
        Ok(Value::dict(map))
    }

    fn mapping_proxy(&mut self, namespace: Value, at: Span) -> Result<Value, Fault> {
        mapping_proxy::of_namespace(namespace, at)
    }

    fn dict_items(&mut self, v: &Value, _at: Span) -> Result<Option<crate::sema::Pairs<Value>>, Fault> {
        Ok(match v {
            Value::Dict(d) => Some(d.borrow().iter().map(|(k, v)| (k.0.clone(), v.clone())).collect()),
            _ => None,
        })
    }

    fn function_value(&mut self, callable: Callable<Value>) -> Value {
        match callable {
            Callable::Closure(c) => Value::Function(Rc::new(c)),
            Callable::Builtin(b) => Value::Builtin(b),
            Callable::Object(v) => v,
            Callable::Method(m, receiver) => Value::Method(Rc::new((m, receiver))),
            Callable::Class(c) => Value::Class(c),
            Callable::Exception(c) => Value::ExcClass(Rc::new(c)),
            Callable::Slot(name, receiver) => slot_values::slot_value(name, receiver),
        }
    }

    fn object_value(&mut self, obj: Rc<crate::sema::Instance<Value>>) -> Value {
        Value::Object(obj)
    }

    fn as_object(&self, v: &Value) -> Option<Rc<crate::sema::Instance<Value>>> {
        match v {
            Value::Object(o) => Some(o.clone()),
            _ => None,
        }
    }

    fn named_tuple(&mut self, class: Rc<crate::ir::ClassDef>, items: Vec<Value>, _at: Span) -> Result<Value, Fault> {
        Ok(Value::named_tuple(items, class))
    }

    fn as_named_tuple(&self, v: &Value) -> Option<(Rc<crate::ir::ClassDef>, Vec<Value>)> {
        match v {
            Value::Tuple(t) => t.class().map(|c| (c.clone(), t.to_vec())),
            _ => None,
        }
    }

    fn as_slice(&self, v: &Value) -> Option<[Option<Value>; 3]> {
        match v {
            Value::Slice(parts) => Some((**parts).clone().map(|p| (!matches!(p, Value::None)).then_some(p))),
            _ => None,
        }
    }

    fn as_class(&self, v: &Value) -> Option<Rc<crate::ir::ClassDef>> {
        match v {
            Value::Class(c) => Some(c.clone()),
            _ => None,
        }
    }

    fn as_exc_class(&self, v: &Value) -> Option<crate::ir::ExcClass> {
        match v {
            Value::ExcClass(c) => Some((**c).clone()),
            _ => None,
        }
    }

    fn lazy_value(&mut self, lazy: crate::sema::Lazy) -> Value {
        Value::Iter(Rc::new(std::cell::RefCell::new(PyIter::Lazy(lazy))))
    }

    fn as_lazy(&self, v: &Value) -> Option<crate::sema::Lazy> {
        let Value::Iter(it) = v else { return None };
        let PyIter::Lazy(lazy) = &*it.borrow() else { return None };
        Some(lazy.clone())
    }

    fn is_iterator(&self, v: &Value) -> bool {
        matches!(v, Value::Iter(_))
    }

    fn surely_meets(&self, demand: crate::sema::ItemDemand, v: &Value) -> bool {
        v.surely_meets(demand)
    }

    fn keyword_name(&mut self, key: &Value, at: Span) -> Result<Rc<str>, Fault> {
        match key {
            Value::Str(s) => Ok(Rc::from(s.as_str())),
            _ => Err(Fault::type_error("keywords must be strings", at)),
        }
    }

    fn del_item(&mut self, obj: Value, index: Value, at: Span) -> Result<(), Fault> {
        match forms::del_item(&obj, index, at) {
            Err(fault)
                if matches!(
                    fault.kind(),
                    crate::sema::FaultKind::Exception(crate::ir::ExcClass::Builtin(PyExc::KeyError))
                ) && collections::forgiving_delete(&obj) =>
            {
                Ok(())
            }
            done => done,
        }
    }

    fn assign_slice(
        &mut self,
        obj: Value,
        bounds: [Option<Value>; 3],
        items: Option<Vec<Value>>,
        at: Span,
    ) -> Result<(), Fault> {
        forms::assign_slice(&obj, &bounds, items, at)
    }

    fn callable(&mut self, v: &Value, at: Span) -> Result<Callable<Value>, Fault> {
        match v {
            Value::Function(c) => Ok(Callable::Closure((**c).clone())),
            Value::Builtin(b) => Ok(Callable::Builtin(*b)),
            Value::Method(m) => Ok(Callable::Method(m.0, m.1.clone())),
            Value::Class(c) => Ok(Callable::Class(c.clone())),
            Value::ExcClass(c) => Ok(Callable::Exception((**c).clone())),
            other if slot_values::as_slot(other).is_some() => {
                let slot = slot_values::as_slot(other).expect("checked just above");
                Ok(Callable::Slot(slot.name, slot.receiver.clone()))
            }
            // `Box[int](5)`: a subscripted class calls its class.
            other => match generic_alias::origin(other) {
                Some(origin) => self.callable(&origin, at),
                None => Err(Fault::type_error(format!("'{}' object is not callable", other.type_name()), at)),
            },
        }
    }

    #[inline]
    fn as_plain_function<'v>(&self, v: &'v Value) -> Option<&'v crate::sema::Closure<Value>> {
        match v {
            Value::Function(c) if c.bound.is_none() => Some(c),
            _ => None,
        }
    }

    fn show(&mut self, v: &Value) -> String {
        repr(v)
    }

    fn text(&mut self, v: &Value) -> String {
        to_str(v)
    }

    fn known_text(&self, v: &Value) -> Option<Rc<str>> {
        match v {
            Value::Str(s) => Some(Rc::from(s.as_str())),
            _ => None,
        }
    }

    fn namespace_copy(&mut self, obj: &Value, copy: &Value, _at: Span) -> Result<(), Fault> {
        self.namespaces.keep(obj, copy);
        self.step_check = 0;
        Ok(())
    }

    fn address(&mut self, v: &Value, _what: &str, at: Span) -> Result<Value, Fault> {
        self.wrote_address = true;
        repr::address(v, at)
    }

    fn identity(&self, v: &Value) -> Option<usize> {
        repr::identity(v)
    }

    #[inline]
    fn unary(&mut self, op: UnaryOp, v: Value, at: Span) -> Result<Value, Fault> {
        if let Some(done) = collections::unary(op, &v, &self.limits, at) {
            return done;
        }
        ops::unary(op, v, at)
    }

    // Forced: fat LTO stopped inlining it into the statement closures once the crate grew
    // (integer loops +8 % instructions, benches/README.md lead64).
    #[inline(always)]
    fn binary(&mut self, op: BinOp, l: Value, r: Value, at: Span) -> Result<Value, Fault> {
        if let Some(v) = self.quick_binary(op, &l, &r) {
            let_ints_go(l, r);
            return Ok(v);
        }
        ops::binary(op, l, r, &self.limits, at)
    }

    #[inline]
    fn inplace(&mut self, op: BinOp, l: Value, r: Value, at: Span) -> Result<Value, Fault> {
        if let Some(v) = self.quick_binary(op, &l, &r) {
            let_ints_go(l, r);
            return Ok(v);
        }
        ops::inplace(op, l, r, &self.limits, at)
    }

    #[inline(always)]
    fn quick_binary(&self, op: BinOp, l: &Value, r: &Value) -> Option<Value> {
        match (l, r) {
            (Value::Int(a), Value::Int(b)) => ops::quick_int_op(op, *a, *b),
            _ => None,
        }
    }

    #[inline]
    fn compare(&mut self, op: CmpOp, l: Value, r: Value, at: Span) -> Result<Value, Fault> {
        if let (Value::Int(a), Value::Int(b)) = (&l, &r) {
            if let Some(result) = ops::int_compare(op, *a, *b) {
                let_ints_go(l, r);
                return Ok(Value::Bool(result));
            }
        }
        let contract = |v: &Value| matches!(v, Value::Contract(c) if c.native().is_none());
        if contract(&l) || contract(&r) {
            return (contract_object::contract_ops(at)?.compare)(op, &l, &r, at);
        }
        if let Some(bound) = self.columns.as_ref().and_then(|c| c.compare(op, &l, &r)) {
            return Ok(Value::Bool(bound));
        }
        ops::compare(op, &l, &r, at).map(Value::Bool)
    }

    #[inline]
    fn truth(&mut self, v: &Value, at: Span) -> Result<bool, Fault> {
        if let Some(c) = v.as_contract_value() {
            return Err(Fault::type_error(
                format!(
                    "a {} has no truth value (`and`/`or` would drop one side); combine specs with ConjunctionSpec((a, b))",
                    c.type_name()
                ),
                at,
            ));
        }
        self.last_truth = v.truthy();
        Ok(self.last_truth)
    }

    fn attribute(&mut self, obj: Value, name: &str, at: Span) -> Result<Value, Fault> {
        attribute(&obj, name, at)
    }

    fn exception(&mut self, class: &crate::ir::ExcClass, args: Vec<Value>, at: Span) -> Result<Value, Fault> {
        exceptions::make(class, args, at)
    }

    fn raise(&mut self, value: Value, cause: Option<Value>, at: Span) -> Fault {
        exceptions::raise(&value, cause.as_ref(), at)
    }

    fn caught(&mut self, fault: &Fault, at: Span) -> Result<Value, Fault> {
        exceptions::caught(fault, at)
    }

    fn function_key(&self, v: &Value) -> Option<(crate::ir::FuncId, Option<usize>)> {
        match v {
            Value::Function(f) => Some((f.func, f.bound.is_none().then_some(Rc::as_ptr(f) as usize))),
            _ => None,
        }
    }

    fn traceback_object(&mut self, frames: Rc<[crate::sema::TracebackFrame]>, index: usize) -> Value {
        tb_objects::traceback(frames, index)
    }

    fn as_traceback(&self, v: &Value) -> Option<(Rc<[crate::sema::TracebackFrame]>, usize)> {
        tb_objects::as_traceback(v)
    }

    #[inline]
    fn sole_reference(&self, v: &Value) -> bool {
        matches!(v, Value::Iter(it) if Rc::strong_count(it) == 1)
    }

    fn exc_chain<'v>(&self, v: &'v Value) -> Option<&'v crate::sema::ChainSlot> {
        let Value::Exception(e) = v else { return None };
        Some(&e.chain)
    }

    fn make_row(&mut self, schema: &Rc<RowSchema>, values: Vec<Value>, _at: Span) -> Result<Value, Fault> {
        Ok(Value::Row(Rc::new(value::RowValue { schema: schema.clone(), values })))
    }

    fn check(
        &mut self,
        _check: Check,
        cond: &Value,
        _source: CheckSource<'_, Value>,
        _at: Span,
    ) -> Result<bool, Fault> {
        Ok(cond.truthy())
    }

    fn assume(&mut self, cond: &Value, _at: Span) -> Result<bool, Fault> {
        Ok(cond.truthy())
    }

    #[inline(always)]
    fn test(&mut self, op: CmpOp, l: Value, r: Value, at: Span) -> Result<bool, Fault> {
        if let Some(result) = self.quick_test(op, &l, &r) {
            let_ints_go(l, r);
            return Ok(result);
        }
        self.test_other(op, l, r, at)
    }

    #[inline(always)]
    fn quick_test(&self, op: CmpOp, l: &Value, r: &Value) -> Option<bool> {
        match (l, r) {
            (Value::Int(a), Value::Int(b)) => ops::int_compare(op, *a, *b),
            _ => None,
        }
    }

    #[inline]
    fn plain_numbers(&self, l: &Value, r: &Value) -> bool {
        let number = |v: &Value| matches!(v, Value::Int(_) | Value::Float(_) | Value::Bool(_));
        number(l) && number(r)
    }

    #[inline]
    fn builtin_instance(&self, v: &Value, b: Builtin) -> Option<bool> {
        convert::isinstance(v, &Value::Builtin(b), Span::default()).ok()
    }

    #[inline]
    fn plain_comparison(&self, op: CmpOp, l: &Value, r: &Value, plain_keys: bool) -> bool {
        plain_compare::plain_comparison(op, l, r, plain_keys)
    }

    fn plain_text(&self, v: &Value) -> bool {
        plain_compare::plain_value(v)
    }

    fn format(&mut self, v: Value, conversion: Conversion, spec: Option<Value>, at: Span) -> Result<Value, Fault> {
        format::converted_and_formatted(v, conversion, spec, &self.limits, at)
    }

    fn concat_strs(&mut self, parts: Vec<Value>, at: Span) -> Result<Value, Fault> {
        format::concat(&parts, &self.limits, at)
    }

    #[inline]
    fn get_item(&mut self, obj: Value, index: Value, at: Span) -> Result<Value, Fault> {
        match &obj {
            Value::Contract(c) => c.index(index, at),
            Value::List(list) => {
                let items = list.borrow();
                let what = if list.is_deque() { "deque" } else { "list" };
                Ok(items[index_of(&index, items.len(), what, at)?].clone())
            }
            Value::Tuple(items) => Ok(items[index_of(&index, items.len(), "tuple", at)?].clone()),
            Value::Bytes(b) => bytes::item(b, &index, at),
            Value::ByteArray(b) => bytearray::item(b, &index, at),
            Value::Str(s) => {
                if !index.is_int_like() {
                    let shown = index.type_name();
                    return Err(Fault::type_error(format!("string indices must be integers, not '{shown}'"), at));
                }
                Ok(one_char::char_of(s, index_of(&index, s.char_len(), "string", at)?))
            }
            Value::Range(r) => indexing::range_item(r, &index, at),
            Value::Dict(d) => {
                let key = Key::new(index.clone(), at)?;
                d.borrow().get(&key).cloned().or_else(|| collections::missing(d)).ok_or_else(|| key_error(&index, at))
            }
            // `Box[int]`, `list[int]`: a subscripted class.
            other => generic_alias::subscript(other, &index, at).unwrap_or_else(|| {
                Err(Fault::type_error(format!("'{}' object is not subscriptable", other.type_name()), at))
            }),
        }
    }

    fn missing_factory(&mut self, obj: &Value, key: &Value, at: Span) -> Result<Option<Value>, Fault> {
        collections::default_factory(obj, key, at)
    }

    fn renew_collection(&mut self, held: &Value, made: &Value, at: Span) -> Result<(), Fault> {
        collections::renew(held, made, at)
    }

    fn set_item(&mut self, obj: Value, index: Value, value: Value, at: Span) -> Result<(), Fault> {
        indexing::set_item(&obj, index, value, &self.limits, at)
    }

    fn slice(&mut self, obj: Value, bounds: [Option<Value>; 3], at: Span) -> Result<Value, Fault> {
        indexing::slice(&obj, &bounds, at)
    }

    fn unpack(&mut self, v: Value, n: usize, at: Span) -> Result<Vec<Value>, Fault> {
        unpacking::unpack(v, n, &self.limits, at)
    }

    fn unpack_each(&mut self, v: Value, n: usize, at: Span, put: &mut dyn FnMut(usize, Value)) -> Result<(), Fault> {
        unpacking::unpack_each(v, n, &self.limits, at, put)
    }

    /// Concrete loops run item by item and append as they go: nothing to collect.
    fn collect_rows(&mut self, list: Value, _it: &PyIter, _at: Span) -> Result<Value, Fault> {
        Ok(list)
    }

    fn rows_collected(&mut self, list: Value, _it: &PyIter, _at: Span) -> Result<Value, Fault> {
        Ok(list)
    }

    fn loop_counter(
        &mut self,
        _start: Value,
        _per_item: crate::ir::PerItem,
        _it: &PyIter,
        at: Span,
    ) -> Result<Value, Fault> {
        // Concrete loops run item by item; none is quantified.
        Err(Fault::unsupported("a counter of a quantified loop in the interpreter", at))
    }

    fn unordered_set_items(&mut self, v: &Value, _at: Span) -> Result<Option<Vec<Value>>, Fault> {
        Ok(pyset::unordered_items(v))
    }

    fn plain_data(&self, v: &Value) -> bool {
        v.plain_data()
    }

    fn iter_start(&mut self, v: Value, at: Span) -> Result<PyIter, Fault> {
        PyIter::over(v, at)
    }

    #[inline]
    fn iter_next(&mut self, it: &mut PyIter, at: Span) -> Result<Option<Value>, Fault> {
        it.next(at)
    }

    fn iter_next_unpacked(
        &mut self,
        it: &mut PyIter,
        n: usize,
        at: Span,
        put: &mut dyn FnMut(usize, Value),
    ) -> Result<crate::sema::Next<Value>, Fault> {
        it.next_unpacked(n, at, put)
    }

    fn iter_next_split(
        &mut self,
        it: &mut PyIter,
        m: usize,
        at: Span,
        put: &mut dyn FnMut(usize, Value),
    ) -> Result<crate::sema::Next<Value>, Fault> {
        it.next_split(m, at, put)
    }

    fn sort_keyed(
        &mut self,
        items: Vec<Value>,
        keys: Vec<Value>,
        reverse: bool,
        at: Span,
    ) -> Result<Vec<Value>, Fault> {
        builtins::sort_values(items, Some(keys), reverse, at)
    }

    fn replace_list(&mut self, list: &Value, items: Vec<Value>, at: Span) -> Result<(), Fault> {
        sorting::replace_list(list, items, at)
    }

    fn builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
        at: Span,
    ) -> Result<Value, Fault> {
        builtins::call(self, b, args, kwargs, at)
    }

    fn keys_with_hash(&self, table: &Value, hash: &Value) -> Option<Vec<Value>> {
        object_keys::keys_with_hash(table, hash)
    }

    fn table_hash(&mut self, v: Value, at: Span) -> Result<(Value, bool), Fault> {
        let fixed = pyset::py_hash(&v).1;
        Ok((builtins::call_one(self, Builtin::Hash, v, at)?, fixed))
    }

    fn builtin_one(&mut self, b: Builtin, v: Value, at: Span) -> Result<Value, Fault> {
        builtins::call_one(self, b, v, at)
    }

    fn extreme_of_scalars(
        &mut self,
        b: Builtin,
        args: Vec<Value>,
        at: Span,
    ) -> Result<Result<Value, Vec<Value>>, Fault> {
        builtins::extreme_of_scalars(self, b, args, at)
    }

    #[inline(always)]
    fn plain_item(&mut self, obj: &Value, index: &Value, plain_keys: bool) -> Option<Value> {
        indexing::plain_item(obj, index, plain_keys)
    }

    fn held_at_parts(&mut self, c: &Value, parts: &[Value], item: bool, plain: bool) -> Option<Option<Value>> {
        tuple_parts::held_at(c, parts, item, plain)
    }
    fn compare_parts(&mut self, op: CmpOp, left: &[Value], right: &[Value]) -> Option<bool> {
        tuple_parts::compare(op, left, right)
    }
    #[inline(always)]
    fn set_plain_item(&mut self, obj: &Value, index: &Value, value: Value, plain_keys: bool) -> Result<(), Value> {
        indexing::set_plain_item(obj, index, value, plain_keys, self.limits.max_len)
    }

    #[inline]
    fn plain_method(
        &mut self,
        m: Method,
        receiver: &Value,
        args: &[Value],
        plain_keys: bool,
        at: Span,
    ) -> Option<Result<Value, Fault>> {
        methods::plain(m, receiver, args, plain_keys, &self.limits, at)
    }

    #[inline]
    fn check_method(&mut self, m: Method, receiver: &Value, at: Span) -> Result<(), Fault> {
        methods::check_method(m, receiver, at)
    }

    fn method(
        &mut self,
        m: Method,
        receiver: Value,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
        at: Span,
    ) -> Result<Value, Fault> {
        methods::call(m, receiver, args, kwargs, &self.limits, at)
    }

    fn effect(&mut self, call: EffectCall<'_, Value>) -> Result<Value, Fault> {
        let at = call.at;
        if !self.last_truth && crate::mutant::planted(crate::mutant::Mutant::DropElseEffect) {
            return Ok(Value::None);
        }
        let args =
            call.args.iter().map(|(k, v)| Ok((k.to_string(), to_data(v, at)?))).collect::<Result<Vec<_>, Fault>>()?;
        let result = self.gate.dispatch_call(call.decl, args, call.positional, at);
        if let Some(printed) = self.gate.take_printed() {
            self.emit(&printed);
        }
        from_data(result?, at)
    }
}

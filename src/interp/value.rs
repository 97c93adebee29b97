//! Runtime values of the concrete domain, Python equality, hashing keys and ordering.

mod code_units;
mod nan_objects;
mod sure_items;

use super::deep;
use super::iter::PyIter;
use crate::ir::{Builtin, Method, PyStr};
use crate::ir::{ColumnRef, RowSchema};
use crate::sema::{Closure, Fault};
use crate::source::Span;
pub use nan_objects::{constant_nan, ConstantNan};
use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};
use std::cell::RefCell;
use std::cmp::Ordering;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

pub use super::trashcan::{DictCell, DictKind, ListCell, ListKind, TupleItems};
pub type List = Rc<ListCell>;
pub use super::dict_table::DictMap;
pub use super::pyset::SetMap;
pub type Dict = Rc<DictCell>;
pub type Set = Rc<RefCell<SetMap>>;
pub type ByteArray = Rc<RefCell<Vec<u8>>>;

/// A concrete Python value. Ints are `i64` until they overflow, then `BigInt` (never wrapping).
///
/// The tag is a whole word (`repr(u64)`), so every variant's data sits in the second word: a
/// value, an `Option<Value>` and a `Result<Value, Fault>` then move as two words. With a byte
/// tag, the data of `Bool` and `Builtin` sits in the first word's other seven bytes, which
/// every move copied in three pieces (about ten instructions each time a value was returned,
/// stored or taken from a slot).
#[derive(Debug)]
#[repr(u64)]
pub enum Value {
    None,
    Bool(bool),
    Int(i64),
    Big(Rc<BigInt>),
    Float(f64),
    /// `complex`: its two parts behind a pointer, so a value stays two words
    /// (`interp/complex.rs`).
    Complex(Rc<super::complex::C64>),
    Str(Rc<PyStr>),
    /// `bytes`: immutable, as CPython's (behind a thin pointer, so a value stays two words).
    Bytes(Rc<Vec<u8>>),
    /// `bytearray`: mutable bytes, shared by every name for one (`interp/bytearray.rs`).
    ByteArray(ByteArray),
    List(List),
    Tuple(Rc<TupleItems>),
    Dict(Dict),
    Set(Set),
    Range(Rc<RangeVal>),
    /// `slice(start, stop, step)`: what `xs[a:b:c]` passes to a `__getitem__`; any values.
    Slice(Rc<[Value; 3]>),
    Iter(Rc<RefCell<PyIter>>),
    Function(Rc<Closure<Value>>),
    Builtin(Builtin),
    /// A method as a value: `d.get` (bound to `d`) or `str.lower` (bound to the type `str`,
    /// so the first argument is the receiver).
    Method(Rc<(Method, Value)>),
    /// A value of the contract language (relation, aggregate, spec).
    /// (Boxed behind a thin pointer, as every variant's data is one word: a `Value` is then two
    /// words, which the evaluator's closures return in registers.)
    Contract(Rc<Box<dyn super::ContractObject>>),
    /// A record with named fields: one effect call as a contract predicate sees it.
    Record(Rc<Record>),
    /// A row of a schema (`Jar(label='beans', grams=200)`): immutable, compared by value.
    Row(Rc<RowValue>),
    /// A row class used as a value.
    RowClass(Rc<RowSchema>),
    /// `Jar.label`: a column marker for column-binding guarantees.
    Column(Rc<ColumnRef>),
    /// An instance of a class of the program (its attributes live in the evaluator's
    /// `Instance`, shared by every name for it).
    Object(Rc<crate::sema::Instance<Value>>),
    /// A class of the program, as a value.
    Class(Rc<crate::ir::ClassDef>),
    /// An exception instance (`except ValueError as e`, `ValueError("bad")`).
    Exception(Rc<super::exceptions::ExcObject>),
    /// An exception class used as a value (`isinstance(e, KeyError)`).
    ExcClass(Rc<crate::ir::ExcClass>),
    /// A live view of a dict: `d.keys()`, `d.values()`, `d.items()` (see `interp/views.rs`).
    View(Rc<super::views::DictView>),
    /// The class of a dict view (`type(d.keys())`).
    ViewClass(super::views::ViewKind),
}

// Every variant holds at most one word, so a value is two words and a `Result<Value, Fault>`
// comes back from the evaluator's closures in registers.
const _: () = assert!(std::mem::size_of::<Value>() == 16);

/// Reading a variable copies its value: the plain scalars inline, the shared values (a
/// reference count) out of line, so the hot reads of ints stay a few instructions.
impl Clone for Value {
    #[inline]
    fn clone(&self) -> Self {
        match self {
            Value::Int(i) => Value::Int(*i),
            Value::Bool(b) => Value::Bool(*b),
            Value::None => Value::None,
            Value::Float(f) => Value::Float(*f),
            shared => shared.clone_shared(),
        }
    }
}

impl Value {
    #[inline(never)]
    fn clone_shared(&self) -> Value {
        match self {
            Value::None => Value::None,
            Value::Bool(b) => Value::Bool(*b),
            Value::Int(i) => Value::Int(*i),
            Value::Float(f) => Value::Float(*f),
            Value::Big(b) => Value::Big(b.clone()),
            Value::Complex(c) => Value::Complex(c.clone()),
            Value::Str(s) => Value::Str(s.clone()),
            Value::Bytes(b) => Value::Bytes(b.clone()),
            Value::ByteArray(b) => Value::ByteArray(b.clone()),
            Value::List(l) => Value::List(l.clone()),
            Value::Tuple(t) => Value::Tuple(t.clone()),
            Value::Dict(d) => Value::Dict(d.clone()),
            Value::Set(s) => Value::Set(s.clone()),
            Value::Range(r) => Value::Range(r.clone()),
            Value::Slice(s) => Value::Slice(s.clone()),
            Value::Iter(i) => Value::Iter(i.clone()),
            Value::Function(f) => Value::Function(f.clone()),
            Value::Builtin(b) => Value::Builtin(*b),
            Value::Method(m) => Value::Method(m.clone()),
            Value::Contract(c) => Value::Contract(c.clone()),
            Value::Record(r) => Value::Record(r.clone()),
            Value::Row(r) => Value::Row(r.clone()),
            Value::RowClass(r) => Value::RowClass(r.clone()),
            Value::Column(c) => Value::Column(c.clone()),
            Value::Object(o) => Value::Object(o.clone()),
            Value::Class(c) => Value::Class(c.clone()),
            Value::Exception(e) => Value::Exception(e.clone()),
            Value::ExcClass(c) => Value::ExcClass(c.clone()),
            Value::View(v) => Value::View(v.clone()),
            Value::ViewClass(k) => Value::ViewClass(*k),
        }
    }
}

/// A row: its schema and one value per field, in the schema's order.
#[derive(Debug)]
pub struct RowValue {
    pub schema: Rc<RowSchema>,
    pub values: Vec<Value>,
}

/// A record with named, read-only fields.
#[derive(Debug)]
pub struct Record {
    /// What it records, e.g. the effect's name.
    pub kind: Rc<str>,
    pub fields: Vec<(Rc<str>, Value)>,
    /// Parameters the call left to their defaults: not fields, and reading one is refused
    /// (a guarantee may rely only on what a call states).
    pub omitted: Vec<Rc<str>>,
}

impl Record {
    pub fn field(&self, name: &str) -> Option<&Value> {
        self.fields.iter().find(|(n, _)| &**n == name).map(|(_, v)| v)
    }
}

/// `range(start, stop, step)` with a non-zero step. Python's bounds may be any int; 128 bits
/// hold every range a program can iterate or index (`range(-10**20)` is empty, not an error).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RangeVal {
    pub start: i128,
    pub stop: i128,
    pub step: i128,
}

impl RangeVal {
    /// How many items; may exceed what `len()` can report (see `py_len`).
    pub fn len(&self) -> u128 {
        let (lo, hi, step) =
            if self.step > 0 { (self.start, self.stop, self.step) } else { (self.stop, self.start, -self.step) };
        if lo >= hi {
            0
        } else {
            hi.abs_diff(lo).saturating_sub(1) / step.unsigned_abs() + 1
        }
    }

    /// The length as Python's `len()` gives it: past `sys.maxsize` it is an `OverflowError`.
    pub fn py_len(&self, at: crate::source::Span) -> Result<usize, crate::sema::Fault> {
        i64::try_from(self.len()).map(|n| n as usize).map_err(|_| {
            crate::sema::Fault::exc(crate::ir::PyExc::OverflowError, "Python int too large to convert to C ssize_t", at)
        })
    }

    /// The length for indexing and size checks, saturated (no range that long can be built).
    pub fn len_saturated(&self) -> usize {
        usize::try_from(self.len()).unwrap_or(usize::MAX)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`-th item (`i` below `len()`).
    pub fn get(&self, i: u128) -> Value {
        int_value(self.start + self.step * i as i128)
    }
}

/// An int of up to 128 bits, on the `i64` fast path when it fits.
#[inline]
pub fn int_value(i: i128) -> Value {
    match i64::try_from(i) {
        Ok(small) => Value::Int(small),
        Err(_) => Value::Big(Rc::new(BigInt::from(i))),
    }
}

impl Value {
    pub fn str(s: impl Into<PyStr>) -> Value {
        Value::Str(Rc::new(s.into()))
    }

    pub fn list(items: Vec<Value>) -> Value {
        Value::List(Rc::new(ListCell::new(items)))
    }

    pub fn dict(map: DictMap) -> Value {
        Value::Dict(Rc::new(DictCell::new(map)))
    }

    pub fn tuple(items: Vec<Value>) -> Value {
        Value::Tuple(Rc::new(items.into()))
    }

    /// The tuple `(a, b)`: one allocation, no vector.
    #[inline]
    pub fn pair(a: Value, b: Value) -> Value {
        Value::Tuple(Rc::new(TupleItems::pair(a, b)))
    }

    /// An instance of a `typing.NamedTuple` class of the program: a tuple that knows its class.
    pub fn named_tuple(items: Vec<Value>, class: Rc<crate::ir::ClassDef>) -> Value {
        Value::Tuple(Rc::new(TupleItems::named(items, class)))
    }

    /// A tuple with `items` and the class of `like` (a named tuple stays one when its items are
    /// copied or replaced).
    pub fn tuple_like(like: &TupleItems, items: Vec<Value>) -> Value {
        match like.class() {
            Some(class) => Value::named_tuple(items, class.clone()),
            None => Value::tuple(items),
        }
    }

    /// A float made by an operation: a new object. Floats are plain values here, so a nan
    /// carries its object identity in its payload (`same_object`): each new nan gets a payload
    /// no other nan has, and copies of the value keep it, as references to one object do.
    pub fn float(f: f64) -> Value {
        Value::Float(if f.is_nan() { nan_objects::fresh_nan(f.is_sign_negative()) } else { f })
    }

    /// An int from a BigInt, back on the `i64` fast path when it fits.
    pub fn from_big(b: BigInt) -> Value {
        match b.to_i64() {
            Some(i) => Value::Int(i),
            None => Value::Big(Rc::new(b)),
        }
    }

    /// The name of the value's class: its type name, or the `NamedTuple` class of a named
    /// tuple (which messages about the tuple itself still call a `tuple`).
    pub fn class_name(&self) -> std::borrow::Cow<'static, str> {
        match self {
            Value::Tuple(t) => match t.class() {
                Some(class) => std::borrow::Cow::Owned(class.name.to_string()),
                None => self.type_name(),
            },
            _ => self.type_name(),
        }
    }

    /// The Python type name, as in error messages.
    pub fn type_name(&self) -> std::borrow::Cow<'static, str> {
        std::borrow::Cow::Borrowed(match self {
            Value::Object(o) => return std::borrow::Cow::Owned(o.class.type_name().to_owned()),
            Value::Class(_) => "type",
            Value::None => "NoneType",
            Value::Bool(_) => "bool",
            Value::Int(_) | Value::Big(_) => "int",
            Value::Float(_) => "float",
            Value::Complex(_) => "complex",
            Value::Str(_) => "str",
            Value::Bytes(_) => "bytes",
            Value::ByteArray(_) => "bytearray",
            Value::List(l) if l.is_deque() => "collections.deque",
            Value::List(_) => "list",
            Value::Tuple(_) => "tuple",
            Value::Dict(d) => super::collections::dict_type_name(d),
            Value::Set(s) if s.borrow().is_frozen() => "frozenset",
            Value::Set(_) => "set",
            Value::Range(_) => "range",
            Value::Slice(_) => "slice",
            Value::Iter(it) => it.borrow().type_name(),
            Value::Function(f) if f.bound.is_some() => "method",
            Value::Function(_) => "function",
            Value::Builtin(b) if b.is_class() => "type",
            Value::Builtin(_) => "builtin_function_or_method",
            Value::Method(m) if matches!(m.1, Value::Builtin(_)) && !m.0.on_type() => "method_descriptor",
            Value::Method(_) => "builtin_function_or_method",
            Value::Contract(c) => c.type_name(),
            Value::Record(_) => "Fact",
            Value::Row(_) => "Row",
            Value::RowClass(_) => "type",
            Value::Column(_) => "ColumnRef",
            Value::Exception(e) => return std::borrow::Cow::Owned(e.class.name().to_string()),
            Value::ExcClass(_) => "type",
            Value::View(v) => v.kind.type_name(),
            Value::ViewClass(_) => "type",
        })
    }

    /// The integer value of an int or bool.
    pub fn as_bigint(&self) -> Option<BigInt> {
        match self {
            Value::Bool(b) => Some(BigInt::from(*b as i64)),
            Value::Int(i) => Some(BigInt::from(*i)),
            Value::Big(b) => Some((**b).clone()),
            _ => None,
        }
    }

    /// The `i64` value of an int or bool, if it fits.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Bool(b) => Some(*b as i64),
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// An int (or bool) that fits in 128 bits.
    pub fn as_i128(&self) -> Option<i128> {
        match self {
            Value::Bool(b) => Some(*b as i128),
            Value::Int(i) => Some(*i as i128),
            Value::Big(b) => b.to_i128(),
            _ => None,
        }
    }

    pub fn is_int_like(&self) -> bool {
        matches!(self, Value::Bool(_) | Value::Int(_) | Value::Big(_))
    }

    /// Python truthiness.
    /// A value of the contract language (not a native object such as an `re` match).
    pub fn as_contract_value(&self) -> Option<&dyn super::ContractObject> {
        match self {
            Value::Contract(c) if c.native().is_none() => Some(&***c),
            _ => None,
        }
    }

    pub fn truthy(&self) -> bool {
        match self {
            Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::Big(b) => !b.is_zero(),
            Value::Float(f) => *f != 0.0,
            Value::Complex(c) => c.re != 0.0 || c.im != 0.0,
            Value::Str(s) => !s.as_str().is_empty(),
            Value::Bytes(b) => !b.is_empty(),
            Value::ByteArray(b) => !b.borrow().is_empty(),
            Value::List(l) => !l.borrow().is_empty(),
            Value::Tuple(t) => !t.is_empty(),
            Value::Dict(d) => !d.borrow().is_empty(),
            Value::Set(s) => !s.borrow().is_empty(),
            Value::Range(r) => !r.is_empty(),
            Value::View(v) => !v.is_empty(),
            Value::ViewClass(_)
            | Value::Slice(_)
            | Value::Iter(_)
            | Value::Function(_)
            | Value::Builtin(_)
            | Value::Method(_)
            | Value::Contract(_)
            | Value::Record(_)
            | Value::Row(_)
            | Value::RowClass(_)
            | Value::Exception(_)
            | Value::ExcClass(_)
            | Value::Column(_)
            | Value::Object(_)
            | Value::Class(_) => true,
        }
    }
}

/// Python's `is` where it can change an answer: `==` already holds between any two identical
/// objects except a nan, so only nans need identity (their payload, see `Value::float`); lists,
/// tuples, dicts and sets compare their items identity-first anyway (`item_eq`).
fn same_object(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => nan_objects::same_nan(*x, *y),
        // A complex number is one object however many names hold it.
        (Value::Complex(x), Value::Complex(y)) => Rc::ptr_eq(x, y),
        _ => false,
    }
}

/// Whether two bound methods of the program bind one object: an instance, a class (a class
/// method), or the prover's token of an instance holding terms (its address).
fn same_binding(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => Rc::ptr_eq(x, y),
        (Value::Class(x), Value::Class(y)) => x == y,
        (Value::Int(x), Value::Int(y)) => x == y,
        _ => false,
    }
}

/// Whether two bound methods share their receiver: Python compares them by the receiver's
/// identity (`d.get == d.get`), which for plain values here is equality of the same object.
fn same_receiver(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::List(x), Value::List(y)) => Rc::ptr_eq(x, y),
        (Value::Dict(x), Value::Dict(y)) => Rc::ptr_eq(x, y),
        (Value::Set(x), Value::Set(y)) => Rc::ptr_eq(x, y),
        _ => py_eq(a, b),
    }
}

/// How CPython's containers compare items (`PyObject_RichCompareBool`): identity first, then
/// `==`. So `n in [n]` and `[n] == [n]` hold for one nan object `n`, though `n == n` does not.
pub fn item_eq(a: &Value, b: &Value) -> bool {
    deep::scalar_eq(a, b).unwrap_or_else(|| same_object(a, b) || py_eq(a, b))
}

/// Python `==`.
pub fn py_eq(a: &Value, b: &Value) -> bool {
    if let (Value::Tuple(x), Value::Tuple(y)) = (a, b) {
        if deep::flat(x) && deep::flat(y) {
            return seq_eq(x, y);
        }
    }
    if deep::nests(a) && deep::nests(b) {
        let Some(_level) = deep::Level::enter() else { return false };
        return deep::on_stack(|| eq_here(a, b));
    }
    eq_here(a, b)
}

/// `==`, one level of it.
fn eq_here(a: &Value, b: &Value) -> bool {
    if matches!(a, Value::Object(_)) || matches!(b, Value::Object(_)) {
        if let Some(eq) = super::object_keys::held_eq(a, b) {
            return eq;
        }
    }
    match (a, b) {
        (Value::None, Value::None) => true,
        (Value::Str(x), Value::Str(y)) => x == y,
        (Value::Bytes(x), Value::Bytes(y)) => x == y,
        (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => {
            super::bytearray::with_bytes(a, |x| super::bytearray::with_bytes(b, |y| x == y)).flatten().unwrap_or(false)
        }
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x == y,
        (Value::List(x), Value::List(y)) => {
            Rc::ptr_eq(x, y) || (x.is_deque() == y.is_deque() && seq_eq(&x.borrow(), &y.borrow()))
        }
        (Value::Tuple(x), Value::Tuple(y)) => seq_eq(x, y),
        (Value::Dict(x), Value::Dict(y)) if !(x.is_plain() && y.is_plain()) => super::collections::dict_eq(x, y),
        (Value::Dict(x), Value::Dict(y)) => {
            let (x, y) = (x.borrow(), y.borrow());
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| item_eq(v, w)))
        }
        (Value::Set(x), Value::Set(y)) => {
            let (x, y) = (x.borrow(), y.borrow());
            x.len() == y.len() && x.iter().all(|k| y.contains(k))
        }
        (Value::Range(x), Value::Range(y)) => range_eq(x, y),
        (Value::Slice(x), Value::Slice(y)) => seq_eq(&x[..], &y[..]),
        (Value::Iter(x), Value::Iter(y)) => super::identity::iter_address(x) == super::identity::iter_address(y),
        // Bound methods are equal when they bind one function to one object.
        (Value::Function(x), Value::Function(y)) => {
            Rc::ptr_eq(x, y)
                || (x.func == y.func && matches!((&x.bound, &y.bound), (Some(a), Some(b)) if same_binding(a, b)))
        }
        (Value::Builtin(x), Value::Builtin(y)) => x == y,
        (Value::Method(x), Value::Method(y)) => x.0 == y.0 && same_receiver(&x.1, &y.1),
        (Value::Contract(x), Value::Contract(y)) => {
            super::module_value::same_object(x, y)
                || super::generic_alias::equal(a, b).unwrap_or(false)
                || super::slot_values::equal(a, b).unwrap_or(false)
        }
        (Value::Record(x), Value::Record(y)) => {
            x.kind == y.kind
                && x.fields.len() == y.fields.len()
                && x.fields.iter().zip(&y.fields).all(|((a, v), (b, w))| a == b && py_eq(v, w))
        }
        (Value::Row(x), Value::Row(y)) => x.schema == y.schema && seq_eq(&x.values, &y.values),
        (Value::RowClass(x), Value::RowClass(y)) => x == y,
        (Value::Column(x), Value::Column(y)) => x == y,
        (Value::Class(x), Value::Class(y)) => x == y,
        (Value::Object(x), Value::Object(y)) => Rc::ptr_eq(x, y) || object_fields_eq(x, y),
        (Value::Exception(x), Value::Exception(y)) => Rc::ptr_eq(x, y),
        (Value::ExcClass(x), Value::ExcClass(y)) => x.same(y),
        (Value::View(_), _) | (_, Value::View(_)) => super::views::eq(a, b),
        (Value::ViewClass(x), Value::ViewClass(y)) => x == y,
        (Value::Complex(_), _) | (_, Value::Complex(_)) => super::complex::equal(a, b).unwrap_or(false),
        _ => match (numeric(a), numeric(b)) {
            (Some(x), Some(y)) => num_cmp(&x, &y) == Some(Ordering::Equal),
            _ => false,
        },
    }
}

fn range_eq(x: &RangeVal, y: &RangeVal) -> bool {
    let (lx, ly) = (x.len(), y.len());
    lx == ly && (lx == 0 || (x.start == y.start && (lx == 1 || x.step == y.step)))
}

fn seq_eq(x: &[Value], y: &[Value]) -> bool {
    x.len() == y.len() && x.iter().zip(y).all(|(a, b)| item_eq(a, b))
}

/// A number viewed for mixed-type comparison.
pub enum Num {
    Int(BigInt),
    Float(f64),
}

pub fn numeric(v: &Value) -> Option<Num> {
    match v {
        Value::Bool(b) => Some(Num::Int(BigInt::from(*b as i64))),
        Value::Int(i) => Some(Num::Int(BigInt::from(*i))),
        Value::Big(b) => Some(Num::Int((**b).clone())),
        Value::Float(f) => Some(Num::Float(*f)),
        _ => None,
    }
}

/// Exact comparison of numbers (an int and a float compare by mathematical value).
pub fn num_cmp(a: &Num, b: &Num) -> Option<Ordering> {
    match (a, b) {
        (Num::Int(x), Num::Int(y)) => Some(x.cmp(y)),
        (Num::Float(x), Num::Float(y)) => x.partial_cmp(y),
        (Num::Int(x), Num::Float(y)) => int_float_cmp(x, *y),
        (Num::Float(x), Num::Int(y)) => int_float_cmp(y, *x).map(Ordering::reverse),
    }
}

fn int_float_cmp(i: &BigInt, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 { Ordering::Less } else { Ordering::Greater });
    }
    let fl = f.floor();
    let whole = big_from_f64(fl);
    match i.cmp(&whole) {
        Ordering::Equal if f > fl => Some(Ordering::Less),
        other => Some(other),
    }
}

/// The exact integer value of an integral finite float.
pub fn big_from_f64(f: f64) -> BigInt {
    use num_traits::FromPrimitive;
    BigInt::from_f64(f).unwrap_or_default()
}

/// Python `<` and friends; `None` means the types are unordered (a `TypeError`).
pub fn py_cmp(a: &Value, b: &Value) -> Option<Ordering> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(x.cmp(y)),
        (Value::Str(x), Value::Str(y)) => Some(x.as_str().cmp(y.as_str())),
        (Value::Bytes(x), Value::Bytes(y)) => Some(x.cmp(y)),
        (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => {
            super::bytearray::with_bytes(a, |x| super::bytearray::with_bytes(b, |y| x.cmp(y))).flatten()
        }
        (Value::List(x), Value::List(y)) if x.is_deque() == y.is_deque() => seq_cmp(&x.borrow(), &y.borrow()),
        (Value::Tuple(x), Value::Tuple(y)) => seq_cmp(x, y),
        (Value::Slice(x), Value::Slice(y)) => seq_cmp(&x[..], &y[..]),
        _ => match (numeric(a), numeric(b)) {
            (Some(x), Some(y)) => num_cmp(&x, &y).or(Some(Ordering::Equal)).filter(|_| !(is_nan(a) || is_nan(b))),
            _ => None,
        },
    }
}

fn is_nan(v: &Value) -> bool {
    matches!(v, Value::Float(f) if f.is_nan())
}

fn seq_cmp(x: &[Value], y: &[Value]) -> Option<Ordering> {
    let _level = deep::Level::enter()?;
    deep::on_stack(|| seq_cmp_here(x, y))
}

fn seq_cmp_here(x: &[Value], y: &[Value]) -> Option<Ordering> {
    for (a, b) in x.iter().zip(y) {
        if !item_eq(a, b) {
            return py_cmp(a, b);
        }
    }
    Some(x.len().cmp(&y.len()))
}

/// A hashable value used as a dict key or set member, with Python's equality
/// (`1 == 1.0 == True` hash alike).
#[derive(Clone, Debug)]
pub struct Key(pub Value);

impl Key {
    pub fn new(v: Value, at: Span) -> Result<Key, Fault> {
        check_hashable(&v, at)?;
        Ok(Key(v))
    }

    /// The key a set is searched with (`in`, `remove`, `discard`): a `set`, unhashable, is
    /// looked up as the `frozenset` of its items, as CPython retries it (`{1} in
    /// {frozenset({1})}` holds); anything else as [`Key::new`].
    pub fn member(v: Value, at: Span) -> Result<Key, Fault> {
        match &v {
            Value::Set(s) if !s.borrow().is_frozen() => {
                let frozen = s.borrow().copy().frozen(true);
                Ok(Key(Value::Set(Rc::new(std::cell::RefCell::new(frozen)))))
            }
            _ => Key::new(v, at),
        }
    }
}

pub(super) fn check_hashable(v: &Value, at: Span) -> Result<(), Fault> {
    match v {
        Value::Set(s) if s.borrow().is_frozen() => Ok(()),
        Value::List(_) | Value::ByteArray(_) | Value::Dict(_) | Value::Set(_) | Value::View(_) | Value::Slice(_) => {
            Err(Fault::type_error(format!("unhashable type: '{}'", v.type_name()), at))
        }
        Value::Tuple(items) if deep::flat(items) => Ok(()),
        Value::Tuple(items) => {
            let _level = deep::Level::enter().ok_or_else(|| deep::too_deep(at))?;
            deep::on_stack(|| items.iter().try_for_each(|i| check_hashable(i, at)))
        }
        Value::Object(o) => super::object_keys::check(o, at),
        _ => Ok(()),
    }
}

impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        super::object_keys::key_eq(&self.0, &other.0)
    }
}

impl Eq for Key {}

/// A key hashes as CPython's `hash()` of it, so keys that are equal hash alike whatever their
/// types: `0.5`, `Fraction(1, 2)` and `Decimal('0.5')` (whose `__hash__` follows CPython's
/// numeric rule), or an instance equal to a string whose `__hash__` is the string's. A table
/// stores this hash with each entry; an instance's hash is the first one `sema/hashed_keys.rs`
/// took, which no later `__hash__` may change (that is refused), so a stored hash stays true.
impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_i64(super::pyset::py_hash(&self.0).0);
    }
}

/// A structural hash of a value, equal for equal values of one kind: what `hash()` gives for
/// the values whose CPython hash is not a number the program can predict (`pyset.rs`).
pub(super) fn hash_value<H: Hasher>(v: &Value, state: &mut H) {
    match v {
        Value::None => 0u8.hash(state),
        Value::Bool(b) => (*b as i64).hash(state),
        Value::Int(i) => i.hash(state),
        Value::Big(b) => b.hash(state),
        Value::Float(f) => {
            if f.fract() == 0.0 && f.abs() < 9.2e18 {
                (*f as i64).hash(state);
            } else if f.fract() == 0.0 && f.is_finite() {
                big_from_f64(*f).hash(state);
            } else {
                f.to_bits().hash(state);
            }
        }
        Value::Complex(c) => super::complex::hash(**c).0.hash(state),
        // As CPython, a str hashes as the bytes of its code units, one, two or four bytes wide
        // as its widest character needs: `hash('abc') == hash(b'abc')` in every run.
        Value::Str(s) => code_units::write_code_units(s.as_str(), state),
        Value::Bytes(b) => state.write(b),
        Value::Tuple(items) => {
            items.len().hash(state);
            // Too deep to walk (`Key::new` refuses such keys): equal values stop alike.
            if let Some(_level) = deep::Level::enter() {
                deep::on_stack(|| items.iter().for_each(|i| hash_value(i, state)));
            }
        }
        Value::Range(r) => r.len().hash(state),
        // Unhashable in 3.11 (`check_hashable`): never a key.
        Value::Slice(_) => {}
        // Equal bound methods (one function bound to one object) hash alike.
        Value::Function(f) if f.bound.is_some() => f.func.0.hash(state),
        Value::Function(f) => (Rc::as_ptr(f) as usize).hash(state),
        Value::Builtin(b) => b.name().hash(state),
        Value::Method(m) => m.0.name().hash(state),
        Value::Iter(i) => super::identity::iter_address(i).hash(state),
        Value::Contract(c) => match super::generic_alias::hash_parts(v) {
            Some((origin, args)) => {
                hash_value(origin, state);
                args.iter().for_each(|a| hash_value(a, state));
            }
            None => super::generic_alias::union_type::hash_other(c, v, state),
        },
        Value::Record(r) => r.fields.iter().for_each(|(_, v)| hash_value(v, state)),
        Value::Row(r) => {
            r.schema.qualified.hash(state);
            r.values.iter().for_each(|v| hash_value(v, state));
        }
        Value::RowClass(s) => s.qualified.hash(state),
        Value::Exception(e) => (Rc::as_ptr(e) as usize).hash(state),
        Value::ExcClass(c) => c.name().hash(state),
        Value::ViewClass(kind) => kind.hash(state),
        Value::Column(c) => (&c.schema.qualified, &c.field).hash(state),
        // A frozenset hashes as CPython's does, from its members' hashes in any order.
        Value::Set(s) if s.borrow().is_frozen() => super::pyset::py_hash(v).0.hash(state),
        Value::Object(o) => super::object_keys::py_hash(o).0.hash(state),
        Value::List(_) | Value::ByteArray(_) | Value::Dict(_) | Value::Set(_) | Value::View(_) => 1u8.hash(state),
        Value::Class(c) => c.id.hash(state),
    }
}

/// Two distinct instances are equal where the evaluator is not needed: a dataclass's generated
/// `__eq__` between instances of one class, over fields compared here. A class with its own
/// `__eq__` compares by identity here; `sema` calls it wherever it meets the instance itself.
fn object_fields_eq(x: &crate::sema::Instance<Value>, y: &crate::sema::Instance<Value>) -> bool {
    let Some(crate::ir::Special::Generated(spec)) = x.class.special("__eq__") else { return false };
    if x.class != y.class {
        return false;
    }
    match (x.values_of(spec), y.values_of(spec)) {
        (Some(a), Some(b)) => seq_eq(&a, &b),
        _ => false,
    }
}

/// An instance as a set member in the prover: a `TypeError` for an unhashable class, as
/// CPython raises; otherwise refused, as the prover's sets do not hash instances (the
/// interpreter does, `object_keys.rs`).
pub fn object_key(class: &crate::ir::ClassDef, at: Span) -> Fault {
    if !class.hashable() {
        return Fault::type_error(format!("unhashable type: '{}'", class.type_name()), at);
    }
    Fault::unsupported(
        format!(
            "an instance of `{}` as a set member: the prover does not hash instances of the program's classes",
            class.name
        ),
        at,
    )
}

/// The runtime value of a literal.
#[inline]
pub(crate) fn const_value(c: &crate::ir::Const) -> Value {
    use crate::ir::Const;
    match c {
        Const::None => Value::None,
        Const::Bool(b) => Value::Bool(*b),
        Const::Int(i) => Value::Int(*i),
        Const::BigInt(b) => Value::Big(b.clone()),
        Const::Float(f) => Value::Float(*f),
        Const::Complex(re, im) => super::complex::value(super::complex::C64::new(*re, *im)),
        Const::Str(s) => Value::Str(s.clone()),
        Const::Bytes(b) => Value::Bytes(Rc::new(b.to_vec())),
        Const::Tuple(items) => Value::tuple(items.iter().map(const_value).collect()),
        Const::RowClass(s) => Value::RowClass(s.clone()),
        Const::Class(c) => Value::Class(c.clone()),
        Const::Fluent(f) => super::contract_object::fluent_value(f),
        Const::ExcClass(c) => Value::ExcClass(Rc::new(c.clone())),
    }
}

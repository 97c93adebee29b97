//! The `Domain` trait: every primitive the evaluator needs from a value domain. Its primitives
//! have no default methods, so a new one must be written for every domain or the crate does not
//! build; only shortcuts a domain may take (`unpack_each`, `iter_next_unpacked`, `builtin_one`)
//! have defaults.

use super::Fault;
use super::Instance;
use crate::ir::{
    BinOp, Builtin, ClassDef, CmpOp, Const, Conversion, EffectDecl, EffectId, ExcClass, Expr, FuncId, Method, Place,
    RowSchema, UnaryOp,
};
use crate::source::Span;
use std::cell::RefCell;
use std::rc::Rc;

/// A variable shared between a function and the nested functions that capture it.
pub type Cell<V> = Rc<RefCell<Option<V>>>;

/// A dict's key-value pairs, in order.
pub type Pairs<V> = Vec<(V, V)>;

/// A function value: which function, the cells it captured, and the values of its computed
/// parameter defaults (by parameter index), taken when it was made.
#[derive(Debug)]
pub struct Closure<V> {
    pub func: FuncId,
    pub free: Rc<[Cell<V>]>,
    pub defaults: Rc<[(u32, V)]>,
    /// A method of a program class taken as a value (`cb = obj.method`): the instance (or the
    /// class of a class method) passed first when it is called.
    pub bound: Option<V>,
}

impl<V> Closure<V> {
    /// A function with no computed defaults.
    pub fn new(func: FuncId, free: Rc<[Cell<V>]>) -> Self {
        Closure { func, free, defaults: Rc::from(Vec::new()), bound: None }
    }
}

impl<V: Clone> Clone for Closure<V> {
    fn clone(&self) -> Self {
        Closure { func: self.func, free: self.free.clone(), defaults: self.defaults.clone(), bound: self.bound.clone() }
    }
}

impl<V> Closure<V> {
    /// The method `func` bound to `receiver`, as `obj.method` evaluates to.
    pub fn bound_method(func: FuncId, free: Rc<[Cell<V>]>, receiver: V) -> Self {
        Closure { func, free, defaults: Rc::from(Vec::new()), bound: Some(receiver) }
    }
}

/// One step of a loop whose target unpacks each item (`for i, x in enumerate(xs)`).
pub enum Next<V> {
    /// The loop is over.
    End,
    /// The next item, to unpack as any other value.
    Item(V),
    /// The domain handed the item's parts to `put` itself, without making the item.
    Unpacked,
    /// The domain handed the first part and the second part's own parts to `put`, without
    /// making the item or its second part (`Domain::iter_next_split`).
    Split,
}

/// A lazy iterator (a suspended generator), type-erased so a domain's values can hold it
/// without knowing the evaluator's types; only `sema` looks inside. Its kind says what its
/// type is named.
#[derive(Clone)]
pub struct Lazy(pub Rc<dyn std::any::Any>, pub LazyKind);

/// What a [`Lazy`] is to `type()`: a coroutine is the generator an `async def`'s call makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LazyKind {
    Generator,
    Coroutine,
    AsyncGenerator,
}

impl From<Option<crate::ir::AsyncKind>> for LazyKind {
    /// What calling a function of this kind makes: a generator for a plain `def`.
    fn from(kind: Option<crate::ir::AsyncKind>) -> LazyKind {
        match kind {
            None => LazyKind::Generator,
            Some(crate::ir::AsyncKind::Coroutine) => LazyKind::Coroutine,
            Some(crate::ir::AsyncKind::AsyncGenerator { .. }) => LazyKind::AsyncGenerator,
        }
    }
}

impl Lazy {
    /// The name of its type, as CPython names it.
    pub fn type_name(&self) -> &'static str {
        match self.1 {
            LazyKind::Generator => "generator",
            LazyKind::Coroutine => "coroutine",
            LazyKind::AsyncGenerator => "async_generator",
        }
    }
}

impl std::fmt::Debug for Lazy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("<generator>")
    }
}

/// What a callable value turns out to be.
#[derive(Debug, Clone)]
pub enum Callable<V> {
    Closure(Closure<V>),
    Builtin(Builtin),
    /// A method taken as a value: bound to its receiver (`d.get`), or to a type (`str.lower`),
    /// in which case the first argument is the receiver.
    Method(Method, V),
    /// A class of the program: calling it makes an instance.
    Class(Rc<ClassDef>),
    /// A builtin exception class taken as a value (`type(e)`, `kind = ValueError`): calling it
    /// makes an exception, as naming it in the call does.
    Exception(ExcClass),
    /// An instance of a class of the program with `__call__`: calling it calls that method.
    Object(V),
    /// A builtin type's or value's special method read as a value (`int.__add__`,
    /// `(10).__sub__`, `sema/slot_wrappers.rs`): its name and what it was read from.
    Slot(&'static str, V),
}

/// Which sequence-like container a display builds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuildKind {
    List,
    Tuple,
    Set,
    /// A set display of three or more constants (`{16, 1, 2, 3, 4}`): CPython folds it into a
    /// frozenset constant, so its table is laid out differently from adding items one by one.
    ConstSet,
    /// A set display of constants iterated by `for` or a comprehension: CPython iterates the
    /// frozenset constant it folds the display into.
    FrozenConstSet,
}

/// What an operation that takes an iterator's items one at a time demands of each, where it
/// may raise (`sema/read_until_fault.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemDemand {
    /// A key of a set or dict: hashable.
    Hashable,
    /// An item of `dict(it)` or `d.update(it)`: a sequence of two whose first is hashable.
    Pair,
    /// An item of `bytes(it)` or `ba.extend(it)`: an int in `range(256)`.
    Byte,
}

/// What a checked condition stands for: each one is a proof obligation for the prover.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Check {
    /// An `assert` statement.
    Assert,
    /// A trusted effect's `requires` predicate at a call site.
    Precondition,
}

/// Where a checked condition comes from, for a domain that keeps a record of the obligations it
/// meets (the prover's verification conditions, which the Lean backend lifts when the condition
/// was settled on concrete values): the condition's IR (an `assert`'s test, a `requires` lambda's
/// body) and the value of a variable it reads, asked for only when needed.
pub struct CheckSource<'a, V> {
    pub expr: Option<&'a Expr>,
    pub load: &'a dyn Fn(Place) -> Option<V>,
}

/// A call of a trusted effect after argument binding and preconditions, on its way to the gate.
#[derive(Debug)]
pub struct EffectCall<'a, V> {
    pub id: EffectId,
    pub decl: &'a EffectDecl,
    /// The arguments actually passed, by parameter name, in parameter order.
    pub args: Vec<(Rc<str>, V)>,
    /// How many of `args` (the first ones) were passed positionally, for showing the call.
    pub positional: usize,
    /// The exceptions the effect declares (`@deal.raises`) that the program would see if the
    /// call raised them, each with whether a running `except` catches it: the ways the call
    /// may end that the prover explores (see docs/exceptions.md).
    pub handled: Vec<(crate::ir::PyExc, bool)>,
    pub at: Span,
}

/// The value domain the evaluator runs over.
///
/// Control decisions (`truth`, `iter_next`), effect calls and function entry are domain
/// operations, so a concrete domain can simply compute while a symbolic one explores paths.
pub trait Domain {
    type Val: Clone + 'static;
    /// The state of one `for` loop or comprehension clause (kept in a suspended generator).
    type Iter: 'static;

    // --- accounting -------------------------------------------------------------------------
    /// Called at every statement boundary (step budget, time checks).
    fn step(&mut self, at: Span) -> Result<(), Fault>;
    /// Entering a function call (recursion depth).
    fn enter_call(&mut self, func: FuncId, at: Span) -> Result<(), Fault>;
    /// The native answer of a `datetime` model function in its plain case
    /// (`ir/native_body.rs`), from its bound parameters (`rows`: the quantified loops running,
    /// for a new instance); None runs the body, as the prover's domain always does.
    fn native_body(
        &mut self,
        _body: crate::ir::NativeBody,
        _params: &[Option<Self::Val>],
        _rows: u32,
    ) -> Option<Self::Val> {
        None
    }
    fn leave_call(&mut self, func: FuncId);

    // --- values -----------------------------------------------------------------------------
    fn constant(&mut self, c: &Const, at: Span) -> Result<Self::Val, Fault>;
    fn build(&mut self, kind: BuildKind, items: Vec<Self::Val>, at: Span) -> Result<Self::Val, Fault>;
    /// A tuple of literals built once, when compiled, and shared by every evaluation of its
    /// display (`sema/constant_tuple.rs`); `None` builds it at each evaluation.
    fn constant_tuple(&mut self, items: Vec<Self::Val>, at: Span) -> Option<Self::Val>;
    /// The tuple `(a, b)` of a display of two items; a domain may make it without collecting
    /// the items in a vector first.
    fn pair(&mut self, a: Self::Val, b: Self::Val, at: Span) -> Result<Self::Val, Fault> {
        self.build(BuildKind::Tuple, vec![a, b], at)
    }
    fn build_dict(&mut self, pairs: Vec<(Self::Val, Self::Val)>, at: Span) -> Result<Self::Val, Fault>;
    /// A read-only `mappingproxy` of the dict `namespace` (a class's `__dict__`). The
    /// symbolic domain refuses it: its dicts of terms have no read-only kind.
    fn mapping_proxy(&mut self, namespace: Self::Val, at: Span) -> Result<Self::Val, Fault>;
    /// The pairs of a dict, in its order (what `{**d}` adds); `None` for any other value.
    fn dict_items(&mut self, v: &Self::Val, at: Span) -> Result<Option<Pairs<Self::Val>>, Fault>;
    fn function_value(&mut self, callable: Callable<Self::Val>) -> Self::Val;
    /// A lazy iterator the evaluator runs (a generator): the domain only holds it.
    fn lazy_value(&mut self, lazy: Lazy) -> Self::Val;
    /// The lazy iterator a value is, if it is one (it must be advanced by the evaluator).
    fn as_lazy(&self, v: &Self::Val) -> Option<Lazy>;
    /// Whether a value that is no instance of the program is an iterator (what `next()`
    /// advances): what `iter()` may give back from an `__iter__` method.
    fn is_iterator(&self, v: &Self::Val) -> bool;
    /// Whether an operation demanding `demand` of each item surely takes `v`, running nothing
    /// of the program (an int or str key, a pair of a str and anything): such an item need not
    /// be tried first (`sema/read_until_fault.rs`). None is, by default.
    fn surely_meets(&self, _demand: ItemDemand, _v: &Self::Val) -> bool {
        false
    }
    /// The keyword a `**mapping` key passes: a `str`, else `TypeError`.
    fn keyword_name(&mut self, key: &Self::Val, at: Span) -> Result<Rc<str>, Fault>;
    fn callable(&mut self, v: &Self::Val, at: Span) -> Result<Callable<Self::Val>, Fault>;
    /// For a function of the program taken as a value, its function and, unless it is a
    /// bound method, the identity of the function object (what its attributes are kept by,
    /// `sema/function_attrs.rs`); `None` for any other value.
    fn function_key(&self, v: &Self::Val) -> Option<(FuncId, Option<usize>)>;
    /// A function of the program taken as a value and not bound to an instance, borrowed: a
    /// call of it by position enters it without `callable`'s copy of the closure. `None` for
    /// any other value; the default never answers (every call takes `callable`).
    fn as_plain_function<'v>(&self, _v: &'v Self::Val) -> Option<&'v Closure<Self::Val>> {
        None
    }
    /// A short rendering of a value for messages (Python `repr` where known).
    fn show(&mut self, v: &Self::Val) -> String;
    /// Python `str()` of a value for messages (assert and raise texts).
    fn text(&mut self, v: &Self::Val) -> String;
    /// The text of a `str` known exactly (not a term): a `str.format` template the evaluator
    /// reads to render its fields itself.
    fn known_text(&self, v: &Self::Val) -> Option<Rc<str>>;
    /// The hex address CPython writes into the text of a function or an instance
    /// (`<function f at 0x7f...>`): one per object, stable while it lives. The symbolic domain
    /// refuses it (`what` names the text), as it differs from run to run.
    fn address(&mut self, v: &Self::Val, what: &str, at: Span) -> Result<Self::Val, Fault>;

    /// `copy`, the dict just made of the instance `obj`'s attributes for `vars(obj)` or
    /// `obj.__dict__`, which here is a copy where CPython's is the live dict: a later write
    /// through either side is not seen by the other. The interpreter reads it (a divergence the
    /// docs list); the symbolic domain keeps it only while neither side changes
    /// (`prover/namespaces.rs`), so no proof rests on a copy CPython's live dict would change.
    fn namespace_copy(&mut self, _obj: &Self::Val, _copy: &Self::Val, _at: Span) -> Result<(), Fault> {
        Ok(())
    }

    /// Where a container or an instance lives, when the domain knows: a value met again
    /// inside its own text is written as CPython's `[...]`. `None` writes it again, down to
    /// the depth limit.
    fn identity(&self, _v: &Self::Val) -> Option<usize> {
        None
    }

    // --- operators --------------------------------------------------------------------------
    fn unary(&mut self, op: UnaryOp, v: Self::Val, at: Span) -> Result<Self::Val, Fault>;
    fn binary(&mut self, op: BinOp, l: Self::Val, r: Self::Val, at: Span) -> Result<Self::Val, Fault>;
    /// `l op= r`: mutates `l` in place where Python does (lists, sets, dicts, unshared strings).
    fn inplace(&mut self, op: BinOp, l: Self::Val, r: Self::Val, at: Span) -> Result<Self::Val, Fault>;
    fn compare(&mut self, op: CmpOp, l: Self::Val, r: Self::Val, at: Span) -> Result<Self::Val, Fault>;
    /// The branch point: Python truthiness of a condition.
    fn truth(&mut self, v: &Self::Val, at: Span) -> Result<bool, Fault>;
    /// A condition that must hold (`assert`, a precondition): the interpreter tests it, the
    /// prover records an obligation and explores both outcomes (and, when `cond` is concrete,
    /// what it was computed from: `source`).
    fn check(
        &mut self,
        check: Check,
        cond: &Self::Val,
        source: CheckSource<'_, Self::Val>,
        at: Span,
    ) -> Result<bool, Fault>;
    /// A trusted postcondition about an effect's result: the interpreter checks it (false means
    /// the effect broke its promise), the prover assumes it (it narrows the unknown result).
    fn assume(&mut self, cond: &Self::Val, at: Span) -> Result<bool, Fault>;
    /// A comparison used directly as a condition (`if a < b:`): `truth(compare(...))`, which a
    /// domain may decide without building the intermediate bool.
    fn test(&mut self, op: CmpOp, l: Self::Val, r: Self::Val, at: Span) -> Result<bool, Fault>;
    /// `l op r` answered from the operands where they are, without copying either, when the
    /// domain can at a glance (two machine ints in the interpreter): what `binary` (and, for a
    /// value nothing else holds, `inplace`) would give. `None` sends it the whole way.
    #[inline]
    fn quick_binary(&self, _op: BinOp, _l: &Self::Val, _r: &Self::Val) -> Option<Self::Val> {
        None
    }
    /// `test(op, l, r)` answered as `quick_binary` is; `None` sends it the whole way.
    #[inline]
    fn quick_test(&self, _op: CmpOp, _l: &Self::Val, _r: &Self::Val) -> Option<bool> {
        None
    }
    /// Whether both operands are plain numbers (ints, floats, bools), which no special method
    /// of the program's classes and no key hashed by the program can meet in an operator or a
    /// comparison: the evaluator then hands the operator to the domain at once even in a
    /// program with classes. The default says no (the whole way, which is always right).
    #[inline]
    fn plain_numbers(&self, _l: &Self::Val, _r: &Self::Val) -> bool {
        false
    }
    /// `isinstance(v, b)` for a builtin class `b` when the domain knows it from `v` alone, as
    /// the interpreter knows every value's type; `None` sends it through `isinstance` itself.
    #[inline]
    fn builtin_instance(&self, _v: &Self::Val, _b: Builtin) -> Option<bool> {
        None
    }

    /// Whether `l op r` can meet no special method of the program's classes: two plain numbers
    /// for any operator but `in`, and whatever more a domain can see at a glance. `plain_keys`
    /// says no class of the program hashes or compares hashable instances by its own methods,
    /// so a hashed container's keys are compared by value alone.
    #[inline]
    fn plain_comparison(&self, op: CmpOp, l: &Self::Val, r: &Self::Val, _plain_keys: bool) -> bool {
        self.plain_numbers(l, r) && !matches!(op, CmpOp::In | CmpOp::NotIn)
    }

    /// Whether no class of the program can write `v` as text or format it (numbers, strs and
    /// plain tuples of them, as a domain sees at a glance): formatting then skips the search
    /// for the program's `__format__`, `__str__` and `__repr__`. The default says no.
    #[inline]
    fn plain_text(&self, _v: &Self::Val) -> bool {
        false
    }

    // --- strings ----------------------------------------------------------------------------
    /// One f-string replacement field rendered to a `str`.
    fn format(
        &mut self,
        v: Self::Val,
        conversion: Conversion,
        spec: Option<Self::Val>,
        at: Span,
    ) -> Result<Self::Val, Fault>;
    fn concat_strs(&mut self, parts: Vec<Self::Val>, at: Span) -> Result<Self::Val, Fault>;

    /// `obj.name` read as a value (a field of a record or a row, a column of a row class).
    fn attribute(&mut self, obj: Self::Val, name: &str, at: Span) -> Result<Self::Val, Fault>;
    /// A row of `schema` with its fields' values in the schema's order (already bound).
    fn make_row(&mut self, schema: &Rc<RowSchema>, values: Vec<Self::Val>, at: Span) -> Result<Self::Val, Fault>;

    // --- instances of program classes ---------------------------------------------------------
    /// An instance of a program class as a value (its attributes live in the evaluator).
    fn object_value(&mut self, obj: Rc<Instance<Self::Val>>) -> Self::Val;
    /// The instance a value is, if it is one.
    fn as_object(&self, v: &Self::Val) -> Option<Rc<Instance<Self::Val>>>;
    /// An instance of the `typing.NamedTuple` class `class` with these field values: a tuple
    /// that knows its class.
    fn named_tuple(&mut self, class: Rc<ClassDef>, items: Vec<Self::Val>, at: Span) -> Result<Self::Val, Fault>;
    /// The `NamedTuple` class and the items of a value, if it is an instance of one.
    fn as_named_tuple(&self, v: &Self::Val) -> Option<(Rc<ClassDef>, Vec<Self::Val>)>;
    /// The start, stop and step of a slice object (`slice(1, None)`), each `None` for `None`.
    fn as_slice(&self, v: &Self::Val) -> Option<[Option<Self::Val>; 3]>;
    /// The program class a value is, if it is one.
    fn as_class(&self, v: &Self::Val) -> Option<Rc<ClassDef>>;
    /// The builtin exception class `v` names, if it names one (`ValueError`).
    fn as_exc_class(&self, v: &Self::Val) -> Option<ExcClass>;

    // --- containers -------------------------------------------------------------------------
    /// The keys of the dict or set `table` whose hash is the int `hash`, in the order CPython's
    /// lookup meets them, when the domain finds them without reading the whole table: a lookup
    /// of an instance with its own `__hash__` then asks its `__eq__` of those alone, instead of
    /// hashing every stored key. `None` (any other value, or a domain whose tables are no hash
    /// tables): the caller reads the table whole.
    fn keys_with_hash(&self, _table: &Self::Val, _hash: &Self::Val) -> Option<Vec<Self::Val>> {
        None
    }
    fn get_item(&mut self, obj: Self::Val, index: Self::Val, at: Span) -> Result<Self::Val, Fault>;
    /// The factory a `collections.defaultdict` calls for `key`, when `obj` is one without it
    /// (`None` otherwise): the evaluator calls it and stores the result.
    fn missing_factory(&mut self, obj: &Self::Val, key: &Self::Val, at: Span) -> Result<Option<Self::Val>, Fault>;
    /// Gives `held`, the `collections.defaultdict` or `deque` an instance of a class deriving
    /// from one holds, the factory or `maxlen` of `made` (what the class's `__init__` sets).
    fn renew_collection(&mut self, held: &Self::Val, made: &Self::Val, at: Span) -> Result<(), Fault>;
    fn set_item(&mut self, obj: Self::Val, index: Self::Val, value: Self::Val, at: Span) -> Result<(), Fault>;
    /// `del obj[index]`.
    fn del_item(&mut self, obj: Self::Val, index: Self::Val, at: Span) -> Result<(), Fault>;
    /// `obj[a:b:c] = items` (`Some`, the assigned iterable's items) or `del obj[a:b:c]` (`None`).
    fn assign_slice(
        &mut self,
        obj: Self::Val,
        bounds: [Option<Self::Val>; 3],
        items: Option<Vec<Self::Val>>,
        at: Span,
    ) -> Result<(), Fault>;
    fn slice(&mut self, obj: Self::Val, bounds: [Option<Self::Val>; 3], at: Span) -> Result<Self::Val, Fault>;
    /// `a, b = v`: exactly `n` items or a `ValueError`.
    fn unpack(&mut self, v: Self::Val, n: usize, at: Span) -> Result<Vec<Self::Val>, Fault>;
    /// `unpack`, each item handed to `put` with its position, left to right. A domain may
    /// override it to read a shared tuple without collecting its items first (`for x, y in
    /// pairs`); the default goes through `unpack`.
    fn unpack_each(
        &mut self,
        v: Self::Val,
        n: usize,
        at: Span,
        put: &mut dyn FnMut(usize, Self::Val),
    ) -> Result<(), Fault> {
        for (i, item) in self.unpack(v, n, at)?.into_iter().enumerate() {
            put(i, item);
        }
        Ok(())
    }
    fn iter_start(&mut self, v: Self::Val, at: Span) -> Result<Self::Iter, Fault>;
    /// The items of `v`, in this domain's order, where `v` is a set whose iteration order a
    /// proof may not rest on (CPython's varies between runs: strings hashed per run, terms);
    /// for readers whose answer is the same in every order (`unordered_keys.rs`). `None` for
    /// any other value, and outside proofs.
    fn unordered_set_items(&mut self, _v: &Self::Val, _at: Span) -> Result<Option<Vec<Self::Val>>, Fault> {
        Ok(None)
    }
    /// Whether `v` is plain data: numbers, text, bytes and builtin containers of them (no
    /// instance, function, iterator or `defaultdict` anywhere inside), which reading runs none
    /// of the program's code and changes nothing.
    fn plain_data(&self, _v: &Self::Val) -> bool {
        false
    }
    /// Whether this iteration hands out one item standing for every item, once per path through
    /// the loop body (the prover's loops over lists of unknown length), rather than each item.
    fn quantified(&self, _it: &Self::Iter) -> bool {
        false
    }
    /// A quantified iteration not yet started, made to hand out each item in turn instead:
    /// for a loop whose body carries state from one item to the next (an accumulator, a
    /// `break`), which a quantified loop cannot follow. Other iterations are returned as
    /// they are.
    fn item_by_item(&mut self, it: Self::Iter) -> Self::Iter {
        it
    }
    /// A counter after a quantified loop (`it`, exhausted) whose body added what `per_item`
    /// says to it for each item, from `start`.
    fn loop_counter(
        &mut self,
        start: Self::Val,
        per_item: crate::ir::PerItem,
        it: &Self::Iter,
        at: Span,
    ) -> Result<Self::Val, Fault>;
    /// Before a quantified loop (`it`, not started) whose body names `list` only to append to
    /// it: the list, which the domain may now collect the body's appends into (the prover, for
    /// a list nothing else holds; see `prover::collect`).
    fn collect_rows(&mut self, list: Self::Val, it: &Self::Iter, at: Span) -> Result<Self::Val, Fault>;
    /// After that loop: the list with what its body appended.
    fn rows_collected(&mut self, list: Self::Val, it: &Self::Iter, at: Span) -> Result<Self::Val, Fault>;
    /// The loop decision: the next item, or `None` when the loop is over.
    fn iter_next(&mut self, it: &mut Self::Iter, at: Span) -> Result<Option<Self::Val>, Fault>;
    /// `iter_next` for a loop whose target unpacks each item into `n` names. A domain may hand
    /// the `n` parts to `put` instead, left to right once all are made (`Next::Unpacked`), where
    /// it would make the item only for the loop to take it apart (the tuples of `enumerate`
    /// and `zip`); the default hands over the item.
    fn iter_next_unpacked(
        &mut self,
        it: &mut Self::Iter,
        n: usize,
        at: Span,
        put: &mut dyn FnMut(usize, Self::Val),
    ) -> Result<Next<Self::Val>, Fault> {
        let _ = (n, put);
        Ok(match self.iter_next(it, at)? {
            Some(v) => Next::Item(v),
            None => Next::End,
        })
    }
    /// `iter_next_unpacked` for a loop whose target is two parts, the second an unpacking of
    /// `m` (`for i, (a, b) in enumerate(zip(xs, ys))`): a domain may hand the first part to
    /// `put` as 0 and the second's `m` parts as 1 to `m` (`Next::Split`), where it would make
    /// the second part only for the target to take it apart; the default answers as
    /// `iter_next_unpacked` of two parts.
    fn iter_next_split(
        &mut self,
        it: &mut Self::Iter,
        m: usize,
        at: Span,
        put: &mut dyn FnMut(usize, Self::Val),
    ) -> Result<Next<Self::Val>, Fault> {
        let _ = m;
        self.iter_next_unpacked(it, 2, at, put)
    }
    /// A stable sort of `items` by precomputed `keys` (for `key=` functions).
    fn sort_keyed(
        &mut self,
        items: Vec<Self::Val>,
        keys: Vec<Self::Val>,
        reverse: bool,
        at: Span,
    ) -> Result<Vec<Self::Val>, Fault>;
    /// Replaces the contents of a list in place (`xs.sort(key=...)`).
    fn replace_list(&mut self, list: &Self::Val, items: Vec<Self::Val>, at: Span) -> Result<(), Fault>;

    // --- library ----------------------------------------------------------------------------
    fn builtin(
        &mut self,
        b: Builtin,
        args: Vec<Self::Val>,
        kwargs: Vec<(Rc<str>, Self::Val)>,
        at: Span,
    ) -> Result<Self::Val, Fault>;
    /// `hash(v)` of a value whose hash only finds it as a key (`sema/table_hash.rs`), and
    /// whether every CPython run computes that number: unlike `builtin`, a prover accepts a
    /// str's, whose number a proof never sees.
    fn table_hash(&mut self, v: Self::Val, at: Span) -> Result<(Self::Val, bool), Fault>;
    /// `builtin` with one positional argument and no keywords. A domain may answer common
    /// ones (`len(xs)`) without an argument vector; the default goes through `builtin`.
    fn builtin_one(&mut self, b: Builtin, v: Self::Val, at: Span) -> Result<Self::Val, Fault> {
        self.builtin(b, vec![v], Vec::new(), at)
    }
    /// `min`/`max` of several positional arguments and no keywords, answered when every
    /// argument is a plain scalar (an int, float, bool or str: no instance can take part), as
    /// `builtin` would; otherwise the arguments are given back for the whole way. The default
    /// always gives them back.
    fn extreme_of_scalars(
        &mut self,
        _b: Builtin,
        args: Vec<Self::Val>,
        _at: Span,
    ) -> Result<Result<Self::Val, Vec<Self::Val>>, Fault> {
        Ok(Err(args))
    }
    /// `obj[index]` answered at once where no special method, enumeration, default factory,
    /// slice or key hashed by the program can take part (a list or tuple at an int index in
    /// range; with `plain_keys`, which says no class of the program hashes or compares keys
    /// itself, a dict holding a str or int key), as `get_item` would answer it; `None` sends it
    /// the whole way. The default never answers.
    fn plain_item(&mut self, _obj: &Self::Val, _index: &Self::Val, _plain_keys: bool) -> Option<Self::Val> {
        None
    }
    /// What a set or dict holds at the key `tuple(parts)` would be, looked up without the tuple
    /// being made (`sema/tuple_parts.rs`): `Some(Some(_))` when it holds the key (a dict's value,
    /// a set's member), `Some(None)` when it does not. With `item` (`d[(a, b)]`) only a dict
    /// that holds the key answers (a missing key raises or asks `__missing__` the whole way).
    /// `plain_keys` as for `plain_item`. `None` sends it the whole way; the default never answers.
    fn held_at_parts(
        &mut self,
        _container: &Self::Val,
        _parts: &[Self::Val],
        _item: bool,
        _plain_keys: bool,
    ) -> Option<Option<Self::Val>> {
        None
    }
    /// `tuple(left) op tuple(right)` of two equally long lists of parts, answered without the
    /// tuples (`sema/tuple_parts.rs`) where no part can run the program's code (ints, strs);
    /// `None` sends it the whole way. The default never answers.
    fn compare_parts(&mut self, _op: CmpOp, _left: &[Self::Val], _right: &[Self::Val]) -> Option<bool> {
        None
    }
    /// `obj[index] = value` done at once where `plain_item` would read it (a list at an int
    /// index in range; with `plain_keys`, a dict at a str or int key), as `set_item` would do
    /// it; otherwise the value is given back for the whole way. The default always gives it
    /// back.
    fn set_plain_item(
        &mut self,
        _obj: &Self::Val,
        _index: &Self::Val,
        value: Self::Val,
        _plain_keys: bool,
    ) -> Result<(), Self::Val> {
        Err(value)
    }
    /// `receiver.m(args)` answered at once, once `check_method` found the method and where
    /// nothing of `call_method`'s applies (no argument is a generator): `xs.append(v)` of a
    /// list, with `plain_keys` (see `plain_item`) `d.get(k)`/`d.get(k, default)` and
    /// `d.setdefault(k, default)` of a str or int key, and a str's methods of str, int and
    /// sequence arguments, as `method` would answer, errors included (raised at `at`); `None`
    /// sends it the whole way. The default never answers.
    fn plain_method(
        &mut self,
        _m: Method,
        _receiver: &Self::Val,
        _args: &[Self::Val],
        _plain_keys: bool,
        _at: Span,
    ) -> Option<Result<Self::Val, Fault>> {
        None
    }
    /// Looks a method up on its receiver (before the arguments are evaluated, as Python does).
    fn check_method(&mut self, m: Method, receiver: &Self::Val, at: Span) -> Result<(), Fault>;
    fn method(
        &mut self,
        m: Method,
        receiver: Self::Val,
        args: Vec<Self::Val>,
        kwargs: Vec<(Rc<str>, Self::Val)>,
        at: Span,
    ) -> Result<Self::Val, Fault>;

    // --- exceptions -------------------------------------------------------------------------
    /// `Class(args)`: a new exception instance.
    fn exception(&mut self, class: &ExcClass, args: Vec<Self::Val>, at: Span) -> Result<Self::Val, Fault>;
    /// `raise value [from cause]`: the fault raising `value` (an instance as it is, a class
    /// instantiated), or the `TypeError` CPython raises for anything else.
    fn raise(&mut self, value: Self::Val, cause: Option<Self::Val>, at: Span) -> Fault;
    /// The exception object a caught fault stands for (`except ... as e`).
    fn caught(&mut self, fault: &Fault, at: Span) -> Result<Self::Val, Fault>;
    /// Where a builtin exception object keeps its chain (`__cause__`, `__context__`), if `v`
    /// is one.
    fn exc_chain<'v>(&self, v: &'v Self::Val) -> Option<&'v super::ChainSlot>;
    /// A traceback object (`e.__traceback__`, `__exit__`'s `tb`): `frames`, outermost first,
    /// seen from frame `index` (`tb_next` is the same frames from `index + 1`).
    fn traceback_object(&mut self, frames: std::rc::Rc<[super::TracebackFrame]>, index: usize) -> Self::Val;
    /// The frames and index of traceback object `v`, if it is one.
    fn as_traceback(&self, v: &Self::Val) -> Option<(std::rc::Rc<[super::TracebackFrame]>, usize)>;
    /// Whether `v` is a generator (or other iterator) that nothing but `v` holds: what
    /// CPython's reference counting would collect once `v` goes.
    fn sole_reference(&self, v: &Self::Val) -> bool;

    // --- effects ----------------------------------------------------------------------------
    /// A trusted effect call whose preconditions held; goes through `effects::dispatch`.
    fn effect(&mut self, call: EffectCall<'_, Self::Val>) -> Result<Self::Val, Fault>;
}

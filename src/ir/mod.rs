//! The clauz3 IR: one enum variant per supported construct. These enums are the registry the
//! evaluator dispatches over; `subset-spec/` documents each variant and a test keeps both equal.

/// Declares an IR node enum and, from the same list, `VARIANTS` (every kind's name, for the
/// subset-spec test) and `name()`. A variant cannot be added without both following.
macro_rules! registry {
    ($(#[$meta:meta])* pub enum $name:ident { $($(#[$vmeta:meta])* $variant:ident $({ $($fields:tt)* })? $(( $($tuple:tt)* ))?),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone)]
        pub enum $name { $($(#[$vmeta])* $variant $({ $($fields)* })? $(( $($tuple)* ))?),+ }

        impl $name {
            /// The name of every kind, in declaration order.
            pub const VARIANTS: &'static [&'static str] = &[$(stringify!($variant)),+];

            /// This node's kind.
            pub fn name(&self) -> &'static str {
                match self { $($name::$variant { .. } => stringify!($variant)),+ }
            }
        }
    };
}

mod attr_names;
mod class;
mod class_home;
mod effect;
mod event;
mod exc;
mod fluent;
mod key_facts;
mod library;
mod marker_class;
mod member_index;
pub mod module_names;
mod mro;
pub mod native_body;
mod pystr;
mod row;
pub mod slots;
mod store_facts;
pub mod traceback_info;
mod value_classes;

pub use attr_names::attr_name;
pub use class::{
    ellipsis, field_class, missing, not_implemented, plain_object, ClassDef, DataField, DataKind, DataSpec, EnumKind,
    EnumRole, EnumSpec, Factory, FieldDefault, FieldType, HashRule, Member, MemberValue, ProtocolSpec, Special,
    ENUM_MIXINS, FIELD_ATTRIBUTES, NAMED_TUPLE_METHODS, ORDERINGS, PYTHON_KEYWORDS, THROUGH_CLASS,
};
pub use class_home::{modelled_classes, ClassHome};
pub use effect::{EffectDecl, Postcondition, Precondition, WrittenParam, WrittenSignature};
pub use event::{event_name, is_event_kind, EventClass, Performed};
pub use exc::{ExcClass, PyExc, EXCEPTION_GROUPS_MODULE, MODEL_STATE_PREFIX};
pub use fluent::{FluentDecl, FluentUpdate, Operand};
pub use library::{AsyncKind, Builtin, Method, ReceiverType};
pub use marker_class::{abc_meta, marker_class};
pub use member_index::MemberIndex;
pub use mro::{linearize, program_classes, MroEntry};
pub use native_body::NativeBody;
pub use pystr::PyStr;
pub use row::{is_field_type, ColumnRef, RowField, RowSchema};
pub use store_facts::StoreFacts;
pub use value_classes::{made_class_template, property_class, value_class, ValueClass, LATE_ATTR, PROPERTY_ATTRIBUTES};

use crate::source::Span;
use num_bigint::BigInt;
use std::rc::Rc;

/// Index of a function in [`Program::functions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FuncId(pub u32);

/// Index of a trusted effect in [`Program::effects`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EffectId(pub u32);

/// A lowered program: the agent's functions, nested functions, and its trusted effects.
#[derive(Debug, Default)]
pub struct Program {
    pub functions: Vec<Function>,
    pub effects: Vec<EffectDecl>,
    /// Module-level functions of the entry file, by name, in source order.
    pub module_functions: Vec<(String, FuncId)>,
    /// Module-level variables that functions rebind with `global`, and module-level lists,
    /// dicts and sets: each run starts them at their module-level literal (or unbound).
    pub globals: Vec<Global>,
    /// The module's own entry calls (`main()` under `if __name__ == "__main__":` or bare at
    /// the end), by function name: the call the tool makes of its target, so not made twice.
    pub entry_calls: Vec<(Rc<str>, Span)>,
    /// Bare calls of module functions the module makes while it loads (`setup()` before the
    /// entry call): a target one of them calls would run twice.
    pub load_calls: Vec<(Rc<str>, Span)>,
    /// Whether an entry call makes the target's result the exit status (`sys.exit(main())`).
    pub exit_with_result: bool,
    /// The classes the program defines, in source order.
    pub classes: Vec<Rc<ClassDef>>,
    /// The files of the modelled standard-library modules the program loads, with each one's
    /// module name: an exception raised inside one is reported at the program's call.
    pub modelled: Vec<(crate::source::FileId, Rc<str>)>,
    /// The program's file as the command line named it: CPython's `sys.argv[0]`, which
    /// `argparse` names the program after (`<argv0>`).
    pub script: Rc<str>,
    pub traceback: traceback_info::TracebackInfo,
}

/// A module-level variable a function declares `global`.
#[derive(Debug, Clone)]
pub struct Global {
    pub name: Rc<str>,
    pub initial: Option<ModuleValue>,
}

/// A module-level literal a run starts a module variable at: a constant, or a list, set, dict
/// or tuple display of literals (built anew for each run, so mutations never leak between
/// runs, and shared by every function of one run, as one module object is in Python).
#[derive(Debug, Clone)]
pub enum ModuleValue {
    Const(Const),
    List(Vec<ModuleValue>),
    Tuple(Vec<ModuleValue>),
    Set(Vec<ModuleValue>),
    Dict(Vec<(ModuleValue, ModuleValue)>),
    /// A computed value (`LIMIT = 24 * 60`): what this function without parameters returns,
    /// called in source order at the start of each run.
    Computed(FuncId),
    /// A member of an enumeration (`default = Color.RED` in a class body): the one object
    /// the run has for it.
    EnumMember(Rc<ClassDef>, u32),
    /// The module variable of this name as the run computed it (a class attribute the `class`
    /// statement computes, hoisted before it: `syntax/class_values.rs`).
    Global(Rc<str>),
    /// A value the run made when it made a class at run time (a `namedtuple(...)` default):
    /// the evaluator keeps it under this number for the rest of the run.
    Made(u32),
}

impl Program {
    pub fn function(&self, id: FuncId) -> &Function {
        &self.functions[id.0 as usize]
    }

    pub fn effect(&self, id: EffectId) -> &EffectDecl {
        &self.effects[id.0 as usize]
    }

    /// Why `target` cannot be the entry point: the module calls another function itself when
    /// run (`if __name__ == "__main__": main()`), which the tool would then not run.
    pub fn entry_conflict(&self, target: &str) -> Option<(String, Span)> {
        if let Some((name, span)) = self.load_calls.iter().find(|(name, _)| &**name == target) {
            return Some((
                format!("the module calls `{name}()` while it loads, with more module-level code after the call, and clauz3 runs the target only after the whole module has loaded, so `{name}` would run twice (make the call the module's last statement, or choose another target)"),
                *span,
            ));
        }
        self.entry_calls.iter().find(|(name, _)| &**name != target).map(|(name, span)| {
            (
                format!("the module calls `{name}()` when run, but the target is `{target}`: running it would not be the program as written (make `{name}` the target, or drop the call)"),
                *span,
            )
        })
    }

    /// The modelled standard-library module (`statistics`) whose file `file` is, if it is one.
    pub fn modelled_module(&self, file: crate::source::FileId) -> Option<&str> {
        self.modelled.iter().find(|(f, _)| *f == file).map(|(_, m)| &**m)
    }

    pub fn lookup_function(&self, name: &str) -> Option<FuncId> {
        self.module_functions.iter().find(|(n, _)| n == name).map(|(_, id)| *id)
    }
}

/// A parameter: its name, its literal default (defaults are constants only) and annotation.
#[derive(Debug, Clone)]
pub struct Param {
    pub name: Rc<str>,
    /// Positional-only, ordinary, or keyword-only.
    pub kind: ParamKind,
    pub default: Option<Const>,
    pub annotation: Option<TypeExpr>,
    pub span: Span,
}

/// How an argument may be passed to a parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamKind {
    PositionalOnly,
    Normal,
    KeywordOnly,
}

/// A function: module-level, nested, or a trusted precondition lambda.
#[derive(Debug, Clone)]
pub struct Function {
    pub name: Rc<str>,
    /// CPython's `__qualname__` (`main.<locals>.<lambda>`, `Point.moved`): how messages name it.
    pub qualname: Rc<str>,
    /// Its docstring (`__doc__`), as written: 3.11 keeps the indentation.
    pub doc: Option<Rc<PyStr>>,
    pub params: Vec<Param>,
    pub returns: Option<TypeExpr>,
    /// Number of plain local slots; parameters occupy the first ones.
    pub n_locals: u32,
    /// Locals that nested functions capture live in cells; `cell_params[i]` names the parameter
    /// a cell starts from, if any.
    pub n_cells: u32,
    pub cell_params: Vec<(u32, u32)>,
    /// Where each captured variable comes from in the enclosing function.
    pub captures: Vec<Place>,
    pub local_names: Vec<Rc<str>>,
    pub cell_names: Vec<Rc<str>>,
    pub free_names: Vec<Rc<str>>,
    /// The local slot of a `*args` parameter (after the named parameters), if any.
    pub varargs: Option<u32>,
    /// The local slot of a `**kwargs` parameter (after `*args`), if any.
    pub varkw: Option<u32>,
    /// A generator function (its body has `yield`): a call makes a generator, which runs the
    /// body lazily, one item at a time.
    pub generator: bool,
    /// An `async def` (a generator function underneath, `syntax/async_lower.rs`): what a call makes.
    pub asynchronous: Option<AsyncKind>,
    /// Defaults of a module-level function naming a module-level value no function rebinds,
    /// bound before the `def` (the loader checks both), as (parameter index, module
    /// variable): read when a call needs them, they are the object the `def` saw.
    pub global_defaults: Vec<(u32, u32)>,
    /// Its `__annotations__`, when clauz3 computes them: the hidden module value the `def`
    /// (or its `class`) computed them into (`syntax/annotation_values.rs`).
    pub annotations: Option<ModuleValue>,
    /// Whether its `def` annotates anything (a parameter, `*args`, `**kwargs`, the return).
    pub annotated: bool,
    pub body: Vec<Stmt>,
    pub span: Span,
    /// For a function of the `datetime` model: the interpreter's native answer for its plain
    /// case (`ir/native_body.rs`), tried before the body runs.
    pub native: Option<NativeBody>,
}

impl Function {
    /// Whether every parameter is a plain positional one, so a call passing exactly as many
    /// positional arguments binds them in order.
    pub fn plain_params(&self) -> bool {
        self.varargs.is_none()
            && self.varkw.is_none()
            && !self.generator
            && self.params.iter().all(|p| p.kind != ParamKind::KeywordOnly)
    }
}

/// A parameter default of a nested `def` or `lambda` that is not a literal (`lambda i=i: i`):
/// evaluated in the enclosing function each time the `def` or `lambda` runs, as in Python,
/// and kept with the function value made.
#[derive(Debug, Clone)]
pub struct ComputedDefault {
    pub param: u32,
    pub value: Expr,
}

/// Where a variable lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A plain local slot of the current frame.
    Local(u32),
    /// A local of the current frame that nested functions capture (shared cell).
    Cell(u32),
    /// A variable captured from an enclosing function (shared cell).
    Free(u32),
    /// A module-level variable some function declares `global` (shared by every frame).
    Global(u32),
}

/// A type annotation, as far as the subset understands one.
#[derive(Debug, Clone, PartialEq)]
pub enum TypeExpr {
    None,
    Bool,
    Int,
    Float,
    Str,
    List(Box<TypeExpr>),
    Set(Box<TypeExpr>),
    Dict(Box<TypeExpr>, Box<TypeExpr>),
    Tuple(Vec<TypeExpr>),
    TupleOf(Box<TypeExpr>),
    Optional(Box<TypeExpr>),
    Any,
    /// A row of a schema.
    Row(Rc<RowSchema>),
    /// A row class passed as a value: `type[RowT]` (naming the type variable it binds) or
    /// `type[Jar]` / `type`.
    RowClass(Option<Rc<str>>),
    /// The row type a call binds through its `type[RowT]` argument (`list[RowT]` results).
    RowOf(Rc<str>),
}

/// A literal constant.
#[derive(Debug, Clone, PartialEq)]
pub enum Const {
    None,
    Bool(bool),
    Int(i64),
    BigInt(Rc<BigInt>),
    Float(f64),
    /// A complex literal (`2j`, and `-2j` folded as CPython folds it): real and imaginary parts.
    Complex(f64, f64),
    Str(Rc<PyStr>),
    /// A `b"..."` literal.
    Bytes(Rc<[u8]>),
    Tuple(Rc<[Const]>),
    /// A row class (`Jar`), as a value: called to build a row, or read for a column marker.
    RowClass(Rc<RowSchema>),
    /// A fluent, as contract modules import it from the trusted module declaring it.
    Fluent(Rc<FluentDecl>),
    /// A class of the agent program, as a value: called to make an instance.
    Class(Rc<ClassDef>),
    /// An exception class used as a value (`isinstance(e, KeyError)`).
    ExcClass(ExcClass),
}

pub type Block = Vec<Stmt>;

/// What one run of a loop body adds to a count it only increments: at least `least` (the
/// increments every run that finishes makes) and at most `most` (every increment it has).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PerItem {
    pub least: u64,
    pub most: u64,
}

#[derive(Debug, Clone)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

registry! {
/// Statement kinds of the subset.
pub enum StmtKind {
    /// An expression evaluated for its effect.
    Expr(Expr),
    /// `t1 = t2 = value`.
    Assign {
        targets: Vec<Target>,
        value: Expr,
    },
    /// `target op= value`, in place for mutable values as in Python.
    AugAssign {
        target: Target,
        op: BinOp,
        value: Expr,
    },
    If {
        cond: Expr,
        then: Block,
        orelse: Block,
    },
    For {
        target: Target,
        iter: Expr,
        body: Block,
        /// The `else:` block, run when the loop ends without `break`.
        orelse: Block,
        /// Every place the target and the body bind (what a quantified loop must not carry
        /// from one item to the next).
        binds: Vec<Place>,
        /// The places the body only increments by a non-negative literal (`n += 1`, outside
        /// nested loops) and never reads, with what one item adds: what a quantified loop may
        /// carry from item to item, as a count it bounds.
        counters: Vec<(Place, PerItem)>,
        /// The plain local lists the body names only in `name.append(item)` statements (outside
        /// nested loops and functions): what a quantified loop may collect into a list of
        /// unknown length.
        collectors: Vec<Place>,
        /// The plain locals the body changes in place (`seen.add(x)`, `d[k] = v`, not a
        /// collector's `append`): bound before the loop, they make a loop over a list of
        /// unknown length go item by item.
        changes: Vec<Place>,
        /// Whether the body may leave the loop early (`break`, `return`): over a list of
        /// unknown length such a loop goes item by item.
        leaves: bool,
    },
    While {
        cond: Expr,
        body: Block,
        /// The `else:` block, run when the condition turns false (not after `break`).
        orelse: Block,
    },
    /// `del a, xs[i], d[k], xs[a:b]`: each target in turn.
    Delete(Vec<Target>),
    Break,
    Continue,
    Return(Option<Expr>),
    Assert {
        cond: Expr,
        msg: Option<Expr>,
    },
    /// `raise value` (an exception instance, or a class to instantiate), `raise value from
    /// cause`, or a bare `raise` (`value` is `None`), which re-raises the exception being
    /// handled.
    Raise {
        value: Option<Expr>,
        /// `from cause`: evaluated and checked as CPython does; only tracebacks show it.
        cause: Option<Expr>,
    },
    /// `try` with its handlers, `else:` and `finally:` blocks.
    Try(Box<TryStmt>),
    Pass,
    /// A nested `def`: make a closure and bind it.
    Def {
        func: FuncId,
        place: Place,
        defaults: Vec<ComputedDefault>,
    },
    /// `with context as target: body`: `__enter__`, the body, then `__exit__` however the
    /// body ends.
    With {
        context: Expr,
        target: Option<Target>,
        body: Block,
    },
}
}

/// The parts of a `try` statement.
#[derive(Debug, Clone)]
pub struct TryStmt {
    pub body: Block,
    pub handlers: Vec<Handler>,
    /// Runs when `body` ends normally (not by `return`, `break` or `continue`).
    pub orelse: Block,
    /// Runs on every way out, and may replace how the statement ends.
    pub finally: Block,
    /// Its clauses are `except*` ones, each taking its part of an exception group
    /// (`sema/except_star.rs`).
    pub star: bool,
}

/// One `except` clause.
#[derive(Debug, Clone)]
pub struct Handler {
    /// What it catches.
    pub catches: Catches,
    /// `as name`: bound to the exception while the handler runs, unbound after it.
    pub bind: Option<Place>,
    pub body: Block,
    pub span: Span,
}

/// What an `except` clause catches.
#[derive(Debug, Clone)]
pub enum Catches {
    /// A bare `except:`: every exception.
    All,
    /// Classes named statically: a builtin or program exception class, or a tuple of them.
    Classes(Vec<ExcClass>),
    /// `except <expression>` (`except self.errors`, `except handlers[kind]`): evaluated each
    /// time an exception reaches the clause, after the clauses above it did not match; it
    /// must give an exception class or a tuple of them, else CPython's `TypeError`.
    Computed(Expr),
}

impl Catches {
    /// Whether a clause catching this may catch `class` (a computed one may catch anything).
    pub fn may_catch(&self, class: &ExcClass) -> bool {
        match self {
            Catches::All | Catches::Computed(_) => true,
            Catches::Classes(classes) => classes.iter().any(|c| class.is_subclass_of(c)),
        }
    }
}

/// An assignment target.
#[derive(Debug, Clone)]
pub enum Target {
    Name(Place),
    Item {
        obj: Expr,
        index: Expr,
    },
    /// `xs[a:b:c] = items` (and `del xs[a:b:c]`).
    Slice {
        obj: Expr,
        bounds: [Option<Expr>; 3],
    },
    Unpack(Vec<Target>, Span),
    /// `first, *rest, last = v`: the targets, the index of the starred one (which takes a
    /// list of what the others leave).
    UnpackStar(Vec<Target>, usize, Span),
    /// `obj.name = v`: an attribute of an instance of a program class.
    Attr {
        obj: Expr,
        name: Rc<str>,
    },
}

#[derive(Debug, Clone)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

/// One item of a dict display: `key: value`, or `**mapping`, which adds every pair of a dict
/// in its order.
#[derive(Debug, Clone)]
pub enum DictItem {
    Pair(Expr, Expr),
    Spread(Expr),
}

registry! {
/// Expression kinds of the subset.
pub enum ExprKind {
    Const(Const),
    Load(Place),
    /// A module-level function used as a value (for example `key=score`).
    FunctionRef(FuncId),
    /// A builtin used as a value (for example `key=len`).
    BuiltinRef(Builtin),
    Unary {
        op: UnaryOp,
        operand: Box<Expr>,
    },
    Binary {
        op: BinOp,
        left: Box<Expr>,
        right: Box<Expr>,
    },
    /// `a and b`, `a or b`: short-circuit, yields an operand.
    Logic {
        op: LogicOp,
        values: Vec<Expr>,
    },
    /// `a < b <= c`: each operand evaluated at most once.
    Compare {
        left: Box<Expr>,
        rest: Vec<(CmpOp, Expr)>,
    },
    IfExp {
        cond: Box<Expr>,
        then: Box<Expr>,
        orelse: Box<Expr>,
    },
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    Set(Vec<Expr>),
    Dict(Vec<DictItem>),
    Subscript {
        obj: Box<Expr>,
        index: Box<Expr>,
    },
    Slice {
        obj: Box<Expr>,
        lower: Option<Box<Expr>>,
        upper: Option<Box<Expr>>,
        step: Option<Box<Expr>>,
    },
    Comprehension(Box<Comprehension>),
    FString(Vec<FPart>),
    Call {
        callee: Callee,
        args: Vec<Expr>,
        kwargs: Vec<Kwarg>,
    },
    /// Calling a function value held in a variable (a nested `def`).
    CallValue {
        func: Box<Expr>,
        args: Vec<Expr>,
        kwargs: Vec<Kwarg>,
    },
    Method {
        receiver: Box<Expr>,
        method: Method,
        args: Vec<Expr>,
        kwargs: Vec<Kwarg>,
    },
    /// A `lambda` of a contract module: a closure over the enclosing function's variables.
    /// A `lambda`, with its computed defaults (see `ComputedDefault`).
    MakeClosure(FuncId, Vec<ComputedDefault>),
    /// `obj.name` read as a value: a field of an effect fact (in contract predicates).
    Attribute {
        obj: Box<Expr>,
        name: Rc<str>,
    },
    /// `name := value`: binds and yields the value.
    NamedExpr {
        place: Place,
        value: Box<Expr>,
    },
    /// `*xs` in a call's arguments or in a list, tuple or set display: every item of `xs`.
    Starred(Box<Expr>),
    /// A generator expression `(e for x in xs if c)`: lowered as CPython does, to a nested
    /// generator function (`func`) called with the first clause's iterable (`iter`, evaluated
    /// now); the rest runs lazily, one item per request.
    GeneratorExp {
        func: FuncId,
        iter: Box<Expr>,
    },
    /// `yield value` inside a generator function (its value is `None`: nothing is ever sent).
    Yield(Option<Box<Expr>>),
    /// `yield from iterable` inside a generator function.
    YieldFrom(Box<Expr>),
    /// `receiver.name(args)` where a program class defines `name`: a method of the instance
    /// (or class) when the receiver is one, else the builtin method `fallback`.
    AttrCall {
        call: Box<MemberCall>,
        fallback: Option<Method>,
    },
    /// `super().name(args)` inside a method of `class`: `name` looked up from its base, called
    /// on `receiver` (the method's first parameter).
    SuperCall {
        call: Box<MemberCall>,
        class: Rc<ClassDef>,
    },
    /// `super().name` read, not called, inside a method of `class`: `name` looked up from
    /// its base and read as that base's attribute of `receiver` (a property runs).
    SuperAttr {
        read: Box<SuperRead>,
        class: Rc<ClassDef>,
    },
}
}

/// `receiver.name` as `ExprKind::SuperAttr` reads it (boxed as [`MemberCall`] is).
#[derive(Debug, Clone)]
pub struct SuperRead {
    pub receiver: Expr,
    pub name: Rc<str>,
}

/// `receiver.name(args)`, as `ExprKind::AttrCall` and `ExprKind::SuperCall` call it (boxed:
/// rarer than the other calls, it would grow every `Expr`).
#[derive(Debug, Clone)]
pub struct MemberCall {
    pub receiver: Expr,
    pub name: Rc<str>,
    pub args: Vec<Expr>,
    pub kwargs: Vec<Kwarg>,
}

#[derive(Debug, Clone)]
pub struct Kwarg {
    /// The keyword; `None` for `**mapping`, whose keys are the keywords.
    pub name: Option<Rc<str>>,
    pub value: Expr,
    pub span: Span,
}

/// What a direct call resolves to at lowering time.
#[derive(Debug, Clone)]
pub enum Callee {
    Function(FuncId),
    Builtin(Builtin),
    Effect(EffectId),
    /// `Jar(label=..., grams=...)`: a row of the schema, fields by keyword.
    Row(Rc<RowSchema>),
    /// `ValueError("bad", 3)`: an exception instance, with its arguments.
    Exception(ExcClass),
}

#[derive(Debug, Clone)]
pub struct Comprehension {
    pub kind: CompKind,
    pub generators: Vec<Generator>,
    /// Comprehension variables a lambda inside captures: each evaluation gets new cells for
    /// them, as each run of a CPython comprehension has its own scope.
    pub fresh_cells: Vec<Place>,
    /// Whether an element, a condition or a later clause holds a `:=`, which binds a name of
    /// the enclosing function (a quantified run over rows could not carry it between rows).
    pub walrus: bool,
    /// The frame CPython 3.11 runs it in, for tracebacks (`<listcomp>`; `<genexpr>` for the
    /// generator expressions `sep.join`, `list`, `tuple`, `sorted` and `sum` run as a
    /// comprehension); `None` for `any(...)` and `all(...)`, whose generator frame is not kept.
    pub frame: Option<&'static str>,
}

#[derive(Debug, Clone)]
pub enum CompKind {
    List(Expr),
    Set(Expr),
    Dict(Expr, Expr),
    /// `any(e for ...)`: stops at the first truthy element, as the lazy generator does.
    Any(Expr),
    /// `all(e for ...)`: stops at the first falsy element.
    All(Expr),
    /// `sum(e for ...)`: each element added to the running total (from `0`) as it comes, as
    /// CPython's `sum` pulls the generator.
    Sum(Expr),
}

/// One `for target in iter if cond...` clause.
#[derive(Debug, Clone)]
pub struct Generator {
    pub target: Target,
    pub iter: Expr,
    pub conds: Vec<Expr>,
}

/// A piece of an f-string.
#[derive(Debug, Clone)]
pub enum FPart {
    Literal(Rc<PyStr>),
    Value { expr: Expr, conversion: Conversion, spec: Option<Vec<FPart>> },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conversion {
    None,
    Str,
    Repr,
    /// `!a`: the repr with non-ASCII characters escaped.
    Ascii,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Pos,
    Not,
    Invert,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    BitAnd,
    BitOr,
    BitXor,
    LShift,
    RShift,
    /// `@`: no builtin type defines it; only the program's `__matmul__`/`__rmatmul__`.
    MatMul,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::MatMul => "@",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogicOp {
    And,
    Or,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    NotEq,
    Lt,
    LtE,
    Gt,
    GtE,
    In,
    NotIn,
    IsNone,
    IsNotNone,
    /// `a is b` against anything but a `None` literal: identity, defined where Python's is
    /// (types, functions, containers, `None`, bools); refused on numbers and strings, whose
    /// identity CPython leaves to the implementation.
    Is,
    IsNot,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::NotEq => "!=",
            CmpOp::Lt => "<",
            CmpOp::LtE => "<=",
            CmpOp::Gt => ">",
            CmpOp::GtE => ">=",
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
            CmpOp::IsNone | CmpOp::Is => "is",
            CmpOp::IsNotNone | CmpOp::IsNot => "is not",
        }
    }
}

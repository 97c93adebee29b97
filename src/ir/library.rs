//! The builtin functions and methods of the subset: one table each, by Python name.
//! Lowering resolves names against these tables; `subset-spec/` must list exactly these.

macro_rules! name_table {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($variant:ident => $py:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $name { $($variant),+ }

        impl $name {
            /// Every entry of the table, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The Python spelling.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $py),+ }
            }

            /// Looks a Python name up in the table.
            pub fn from_name(name: &str) -> Option<$name> {
                match name { $($py => Some($name::$variant),)+ _ => None }
            }
        }
    };
}

/// What an `async def`'s call makes: a `coroutine`, or for one that yields an
/// `async_generator` (the classes [`Builtin::CoroutineType`] and
/// [`Builtin::AsyncGeneratorType`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AsyncKind {
    Coroutine,
    /// `cleans_up`: a `try` with handlers or a `finally`, or a `with`, holds a `yield` of the
    /// body, so closing one left suspended runs code (`asyncio.run` refuses to end with one
    /// left so, as CPython's loop closes it at a time clauz3 does not follow).
    AsyncGenerator {
        cleans_up: bool,
    },
}

name_table! {
    /// Builtin functions callable from agent code.
    pub enum Builtin {
        Len => "len",
        Range => "range",
        Slice => "slice",
        Min => "min",
        Max => "max",
        Sum => "sum",
        Abs => "abs",
        Type => "type",
        Sorted => "sorted",
        Reversed => "reversed",
        Enumerate => "enumerate",
        Zip => "zip",
        Any => "any",
        All => "all",
        Str => "str",
        Bytes => "bytes",
        Bytearray => "bytearray",
        Int => "int",
        Float => "float",
        Complex => "complex",
        Bool => "bool",
        List => "list",
        Dict => "dict",
        Set => "set",
        Frozenset => "frozenset",
        Tuple => "tuple",
        Round => "round",
        Print => "print",
        Divmod => "divmod",
        Pow => "pow",
        Repr => "repr",
        Ascii => "ascii",
        Chr => "chr",
        Ord => "ord",
        Isinstance => "isinstance",
        Issubclass => "issubclass",
        Bin => "bin",
        Hex => "hex",
        Oct => "oct",
        Format => "format",
        Map => "map",
        Filter => "filter",
        Hash => "hash",
        Id => "id",
        Callable => "callable",
        Iter => "iter",
        Next => "next",
        Getattr => "getattr",
        Hasattr => "hasattr",
        Setattr => "setattr",
        Delattr => "delattr",
        Vars => "vars",
        Counter => "Counter",
        Defaultdict => "defaultdict",
        OrderedDict => "OrderedDict",
        Deque => "deque",
        // `NoneType` (`type(None)`) and `object` (in `__mro__`): no builtin names, reached
        // only through those, as in CPython.
        NoneType => "NoneType",
        Object => "object",
        // The classes `type()` gives for functions, builtin functions, bound methods,
        // generators and traceback objects: no builtin names either (`types.FunctionType`).
        FunctionType => "function",
        BuiltinFunctionType => "builtin_function_or_method",
        MethodType => "method",
        GeneratorType => "generator",
        CoroutineType => "coroutine",
        AsyncGeneratorType => "async_generator",
        TracebackType => "traceback",
        ModuleType => "module",
        // A modelled module used as a value, its readable members as keywords
        // (`interp::module_value`).
        ModuleObject => "<module>",
        Libm => "<libm>",
        // What the modelled `cmath` computes natively: CPython's algorithms on complex parts.
        Cmath => "<cmath>",
        Regex => "<re>",
        Json => "<json>",
        // What the modelled `hashlib` and `base64` reach: digests and codecs of bytes.
        Digest => "<digest>",
        // What `sys.stderr.write` reaches: the run's error stream.
        Stderr => "<stderr>",
        // What `contextlib.redirect_stdout`/`redirect_stderr` set and `logging` reads: where
        // `print` and `<stderr>` write instead of the run's streams (`sema/redirect.rs`).
        Redirect => "<redirect>",
        Entropy => "<entropy>",
        // What the modelled `time` reads: the run's clock, and `sleep`.
        Clock => "<clock>",
        // What the modelled `copy` asks the evaluator about instances and its memo.
        Copy => "<copy>",
        // What the modelled `enum` asks for a flag value made by combining members.
        Flag => "<flag>",
        // What the modelled `inspect` asks of a function of the program: its parameters, its kind.
        Inspect => "<inspect>",
        // What the modelled `unicodedata` reads: the character database.
        Unicodedata => "<unicodedata>",
        // What the modelled `struct`, `binascii` and `zlib` compute natively: floats, checksums.
        Binary => "<binary>",
        // What the modelled `typing` asks of the interpreter's own type values: a subscripted
        // builtin type's or class's parts (`list[int]`), an `int | None` union's types.
        TypingParts => "<typing>",
        // What `x = yield v` binds when the generator resumes: the value `send` passed, else None.
        Sent => "<sent>",
        // `sys.argv[0]`: the program's file as the command line named it (`ir::Program::script`).
        Argv0 => "<argv0>",
        // A `class` statement inside a function, as lowered: the class, bound the first time
        // the statement runs in a run (`syntax/local_class.rs`).
        LocalClass => "<class>",
        // `namedtuple(...)` inside a function, reading what only the run knows (computed field
        // names, `rename=`, `defaults=`, `module=`), as lowered: a class made where it runs
        // (`syntax/local_class.rs`, `sema/made_named_tuple.rs`).
        MadeNamedTuple => "<namedtuple>",
        // `super()` or `super(C, obj)` read as a value, as lowered: `<super>(C, obj)`, the
        // object whose attributes are looked up after `C` (`sema/super_value.rs`).
        SuperValue => "<super>",
        // A subclass made with its class keywords: its bases' `__init_subclass__` called with
        // them, as CPython's `type.__new__` calls it (`syntax/init_subclass.rs`).
        InitSubclass => "<init_subclass>",
        // A write through an instance's namespace (`obj.__dict__[k] = v`, `.pop`, `del`), as
        // lowered: made on the object itself (`syntax/dict_snapshot.rs`).
        Namespace => "<namespace>",
        // `sys.argv`: `<argv0>` then the arguments the run was given after the program.
        Argv => "<argv>",
        // What the modelled `traceback` reads: an exception's frames (`__traceback__`), and
        // the running ones (`extract_stack`, also `warnings.warn`'s caller).
        TracebackOf => "<traceback>",
        Stack => "<stack>",
        // What `sys.exc_info()`/`sys.exception()` and the modelled `traceback`/`logging` read:
        // the exception being handled where it is called (in an `except` or a `finally` an
        // exception passes through, also from a function called there), else None.
        Handling => "<handling>",
        // What a modelled module calls where CPython's behaviour is not modelled (a recursion
        // limit below clauz3's depth limit): the run stops as `unsupported`, naming it.
        Unmodelled => "<unmodelled>",
        IsDataclass => "dataclasses.is_dataclass",
        DataclassAsdict => "dataclasses.asdict",
        DataclassAstuple => "dataclasses.astuple",
        DataclassReplace => "dataclasses.replace",
        DataclassFields => "dataclasses.fields",
        Relation => "effect",
        Conjunction => "ConjunctionSpec",
        NoGuarantees => "no_guarantees",
    }
}

name_table! {
    /// Method names callable on values; which receiver types have each is [`Method::receivers`].
    pub enum Method {
        Split => "split",
        Join => "join",
        Strip => "strip",
        Lstrip => "lstrip",
        Rstrip => "rstrip",
        Rsplit => "rsplit",
        Splitlines => "splitlines",
        Partition => "partition",
        Rpartition => "rpartition",
        Ljust => "ljust",
        Rjust => "rjust",
        Center => "center",
        Zfill => "zfill",
        Isdigit => "isdigit",
        Isdecimal => "isdecimal",
        Isnumeric => "isnumeric",
        Isalpha => "isalpha",
        Isalnum => "isalnum",
        Isspace => "isspace",
        Isupper => "isupper",
        Islower => "islower",
        Istitle => "istitle",
        Isidentifier => "isidentifier",
        Isprintable => "isprintable",
        Isascii => "isascii",
        Title => "title",
        Capitalize => "capitalize",
        Swapcase => "swapcase",
        Casefold => "casefold",
        Format => "format",
        FormatMap => "format_map",
        Removeprefix => "removeprefix",
        Removesuffix => "removesuffix",
        Expandtabs => "expandtabs",
        Translate => "translate",
        Maketrans => "maketrans",
        Replace => "replace",
        Startswith => "startswith",
        Endswith => "endswith",
        Find => "find",
        Rfind => "rfind",
        Lower => "lower",
        Upper => "upper",
        Count => "count",
        Append => "append",
        Extend => "extend",
        Pop => "pop",
        Insert => "insert",
        Index => "index",
        Rindex => "rindex",
        Sort => "sort",
        Remove => "remove",
        Reverse => "reverse",
        Clear => "clear",
        Popitem => "popitem",
        Fromkeys => "fromkeys",
        Issubset => "issubset",
        Issuperset => "issuperset",
        Isdisjoint => "isdisjoint",
        SymmetricDifference => "symmetric_difference",
        IntersectionUpdate => "intersection_update",
        DifferenceUpdate => "difference_update",
        SymmetricDifferenceUpdate => "symmetric_difference_update",
        Copy => "copy",
        Get => "get",
        Keys => "keys",
        Values => "values",
        Items => "items",
        Setdefault => "setdefault",
        Update => "update",
        Add => "add",
        Discard => "discard",
        Union => "union",
        Intersection => "intersection",
        Difference => "difference",
        All => "all",
        Empty => "empty",
        Distinct => "distinct",
        Where => "where",
        Sum => "sum",
        SharesValue => "shares_value",
        BitLength => "bit_length",
        BitCount => "bit_count",
        Conjugate => "conjugate",
        AsIntegerRatio => "as_integer_ratio",
        IsInteger => "is_integer",
        Hex => "hex",
        Fromhex => "fromhex",
        Search => "search",
        Match => "match",
        Fullmatch => "fullmatch",
        Findall => "findall",
        Finditer => "finditer",
        Sub => "sub",
        Subn => "subn",
        Group => "group",
        Groups => "groups",
        Groupdict => "groupdict",
        Start => "start",
        End => "end",
        Span => "span",
        Expand => "expand",
        Indices => "indices",
        Send => "send",
        Throw => "throw",
        Close => "close",
        MostCommon => "most_common",
        Elements => "elements",
        Subtract => "subtract",
        Total => "total",
        MoveToEnd => "move_to_end",
        Appendleft => "appendleft",
        Popleft => "popleft",
        Extendleft => "extendleft",
        Rotate => "rotate",
        Encode => "encode",
        Decode => "decode",
        ToBytes => "to_bytes",
        FromBytes => "from_bytes",
        // The operators' own methods, called or bound (`key=rank.__getitem__`): what `x[k]`,
        // `k in x` and `len(x)` do (`sema/dunder_methods.rs`).
        DunderGetitem => "__getitem__",
        DunderContains => "__contains__",
        DunderLen => "__len__",
        // The numbers' rounding methods by name (`(2.5).__round__()`, `float.__floor__(x)`):
        // what `round(x)`, `math.floor(x)`, `math.ceil(x)` and `math.trunc(x)` do to an int or
        // a float (`sema/rounding_dunders.rs`).
        DunderRound => "__round__",
        DunderFloor => "__floor__",
        DunderCeil => "__ceil__",
        DunderTrunc => "__trunc__",
    }
}

impl Builtin {
    /// Whether a call of this builtin with `arity` arguments makes a class or `super` object
    /// as the program runs, which the evaluator answers (`sema/class_attrs.rs`): a local
    /// `class` statement, `namedtuple(...)` of run-time fields, `type(name, bases,
    /// namespace)`, `super()` as a value.
    pub fn makes_at_run_time(self, arity: usize) -> bool {
        matches!(self, Builtin::LocalClass | Builtin::MadeNamedTuple | Builtin::SuperValue)
            || (self == Builtin::Type && arity == 3)
    }

    /// Builtins that are classes in Python (`list`, `str`, ...): what `type(x)` returns, and
    /// printed as `<class 'list'>`.
    pub fn is_class(self) -> bool {
        matches!(
            self,
            Builtin::Bool
                | Builtin::Int
                | Builtin::Float
                | Builtin::Complex
                | Builtin::Str
                | Builtin::Bytes
                | Builtin::Bytearray
                | Builtin::List
                | Builtin::Tuple
                | Builtin::Dict
                | Builtin::Set
                | Builtin::Frozenset
                | Builtin::Range
                | Builtin::Slice
                | Builtin::Type
                | Builtin::Counter
                | Builtin::Defaultdict
                | Builtin::OrderedDict
                | Builtin::Deque
                | Builtin::Object
        ) || self.unnamed_class()
    }

    /// Classes reached only through `type()` (`type(None)`, `type(len)`): their names are
    /// not builtin names of Python, so a program naming one meets an undefined name.
    pub fn unnamed_class(self) -> bool {
        matches!(
            self,
            Builtin::NoneType
                | Builtin::FunctionType
                | Builtin::BuiltinFunctionType
                | Builtin::MethodType
                | Builtin::GeneratorType
                | Builtin::CoroutineType
                | Builtin::AsyncGeneratorType
                | Builtin::TracebackType
                | Builtin::ModuleType
        )
    }

    /// Builtins a program reaches only through an import (`from collections import Counter`):
    /// the bare name is not a builtin of Python.
    pub fn imported_only(self) -> bool {
        matches!(self, Builtin::Counter | Builtin::Defaultdict | Builtin::OrderedDict | Builtin::Deque)
    }

    /// Whether values of this type are containers that change (`dict`, `list`, `set` and the
    /// `collections` classes): unhashable, and made empty then filled by `__init__`.
    pub fn mutable_container(self) -> bool {
        matches!(self, Builtin::Dict | Builtin::List | Builtin::Set) || self.imported_only()
    }

    /// Whether this is a `collections` class deriving from `dict`.
    pub fn dict_kind(self) -> bool {
        matches!(self, Builtin::Counter | Builtin::Defaultdict | Builtin::OrderedDict)
    }

    /// The module an imported-only builtin comes from, with its name there.
    pub fn module_member(module: &str, name: &str) -> Option<Builtin> {
        match module {
            "collections" => Builtin::from_name(name).filter(|b| b.imported_only()),
            "dataclasses" => Builtin::from_name(&format!("dataclasses.{name}")).filter(|b| b.is_dataclass_helper()),
            _ => None,
        }
    }

    /// A constant of a module clauz3 models natively (`dataclasses.MISSING`).
    pub fn module_constant(module: &str, name: &str) -> Option<super::Const> {
        match (module, name) {
            ("dataclasses", "MISSING") => Some(super::Const::Class(super::missing())),
            // `asyncio.TimeoutError` is the builtin `TimeoutError` since 3.11.
            ("asyncio", "TimeoutError") => {
                Some(super::Const::ExcClass(super::ExcClass::Builtin(super::PyExc::TimeoutError)))
            }
            _ => super::marker_class(module, name).map(super::Const::Class),
        }
    }

    /// The builtins that are also types (`isinstance(x, int)`, `str.lower`).
    pub fn as_type(self) -> Option<ReceiverType> {
        Some(match self {
            Builtin::Str => ReceiverType::Str,
            Builtin::Bytes => ReceiverType::Bytes,
            Builtin::Bytearray => ReceiverType::Bytearray,
            Builtin::List => ReceiverType::List,
            Builtin::Tuple => ReceiverType::Tuple,
            Builtin::Dict => ReceiverType::Dict,
            Builtin::Set => ReceiverType::Set,
            Builtin::Frozenset => ReceiverType::Frozenset,
            // `bool` has `int`'s methods: `bool.bit_length(5)` is `int.bit_length(5)`.
            Builtin::Int | Builtin::Bool => ReceiverType::Int,
            Builtin::Float => ReceiverType::Float,
            Builtin::Complex => ReceiverType::Complex,
            Builtin::Counter => ReceiverType::Counter,
            Builtin::OrderedDict => ReceiverType::OrderedDict,
            Builtin::Defaultdict => ReceiverType::Dict,
            Builtin::Deque => ReceiverType::Deque,
            Builtin::Range => ReceiverType::Range,
            _ => return None,
        })
    }

    /// The parameters this builtin also takes by keyword, with their positions:
    /// `enumerate(xs, start=1)`, `sum(xs, start=0)`, `round(x, ndigits=2)`,
    /// `int(s, base=16)`, `pow(b, e, mod=m)`.
    pub fn keyword_params(self) -> &'static [(&'static str, usize)] {
        match self {
            Builtin::Enumerate => &[("iterable", 0), ("start", 1)],
            Builtin::Sum => &[("start", 1)],
            Builtin::Round => &[("number", 0), ("ndigits", 1)],
            Builtin::Int => &[("base", 1)],
            Builtin::Pow => &[("base", 0), ("exp", 1), ("mod", 2)],
            Builtin::Complex => &[("real", 0), ("imag", 1)],
            _ => &[],
        }
    }

    /// The helpers of `dataclasses` (`asdict`, ...): reached by importing them, never by a bare
    /// name (their table names are dotted).
    pub fn is_dataclass_helper(self) -> bool {
        matches!(
            self,
            Builtin::IsDataclass
                | Builtin::DataclassAsdict
                | Builtin::DataclassAstuple
                | Builtin::DataclassReplace
                | Builtin::DataclassFields
        )
    }

    /// Builtins that consume a whole iterable before doing anything else observable, so a
    /// generator argument can be run to its end first.
    pub fn consumes_whole_iterable(self) -> bool {
        matches!(
            self,
            Builtin::List
                | Builtin::Tuple
                | Builtin::Set
                | Builtin::Frozenset
                | Builtin::Dict
                | Builtin::Sorted
                | Builtin::Sum
                | Builtin::Min
                | Builtin::Max
                | Builtin::Counter
                | Builtin::OrderedDict
                | Builtin::Deque
                | Builtin::Bytes
                | Builtin::Bytearray
        )
    }

    /// Builtins of the contract dialect only (trusted `@contract` modules): agent code cannot
    /// name them.
    pub fn contract_only(self) -> bool {
        matches!(self, Builtin::Relation | Builtin::Conjunction | Builtin::NoGuarantees)
    }
}

/// The value types that have methods.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReceiverType {
    Str,
    Bytes,
    /// `bytearray`: `bytes`' methods and a list's mutators.
    Bytearray,
    List,
    Tuple,
    Dict,
    Set,
    Frozenset,
    /// An int, or a bool (whose methods are `int`'s).
    Int,
    Float,
    Complex,
    /// A dict's keys view, `d.keys()`.
    DictKeys,
    /// A dict's items view, `d.items()`.
    DictItems,
    /// A relation of the contract language (`effect(fn)`, possibly filtered by `.where`).
    Relation,
    /// A compiled regular expression, `re.compile(...)`.
    Pattern,
    /// A match of one, `re.search(...)`.
    Match,
    /// `slice(a, b, c)`.
    Slice,
    /// `collections.Counter`, a dict with counting methods.
    Counter,
    /// `collections.OrderedDict`, a dict with order methods.
    OrderedDict,
    /// `collections.deque`.
    Deque,
    /// A generator (`sema/gen_methods.rs`).
    Generator,
    /// A traceback object or one of its frame and code objects (`e.__traceback__`), which
    /// have attributes and no methods.
    Traceback,
    /// A modelled module used as a value (`interp::module_value`): attributes only.
    Module,
    /// A subscripted class, `Box[int]` or `list[int]` (`interp::generic_alias`): attributes
    /// only.
    GenericAlias,
    /// A builtin type's or value's special method read as a value (`interp::slot_values`).
    SlotWrapper,
    /// `range(...)`: `count` and `index`.
    Range,
}

impl ReceiverType {
    pub fn name(self) -> &'static str {
        match self {
            ReceiverType::Str => "str",
            ReceiverType::Bytes => "bytes",
            ReceiverType::Bytearray => "bytearray",
            ReceiverType::List => "list",
            ReceiverType::Tuple => "tuple",
            ReceiverType::Dict => "dict",
            ReceiverType::Set => "set",
            ReceiverType::Frozenset => "frozenset",
            ReceiverType::Int => "int",
            ReceiverType::Float => "float",
            ReceiverType::Complex => "complex",
            ReceiverType::DictKeys => "dict_keys",
            ReceiverType::DictItems => "dict_items",
            ReceiverType::Relation => "Relation",
            ReceiverType::Pattern => "re.Pattern",
            ReceiverType::Match => "re.Match",
            ReceiverType::Slice => "slice",
            ReceiverType::Counter => "Counter",
            ReceiverType::OrderedDict => "OrderedDict",
            ReceiverType::Deque => "deque",
            ReceiverType::Generator => "generator",
            ReceiverType::Traceback => "traceback",
            ReceiverType::Module => "module",
            ReceiverType::GenericAlias => "types.GenericAlias",
            ReceiverType::SlotWrapper => "wrapper_descriptor",
            ReceiverType::Range => "range",
        }
    }

    /// The type whose methods this one inherits, as the `collections` classes do `dict`'s.
    pub fn base(self) -> Option<ReceiverType> {
        match self {
            ReceiverType::Counter | ReceiverType::OrderedDict => Some(ReceiverType::Dict),
            _ => None,
        }
    }
}

impl Method {
    /// Methods called on the type itself (`dict.fromkeys(keys)`, `str.maketrans(a, b)`) rather
    /// than on an instance; they work on an instance too, as in Python.
    pub fn on_type(self) -> bool {
        matches!(self, Method::Fromkeys | Method::Maketrans | Method::Fromhex | Method::FromBytes)
    }

    /// Methods that change their receiver in place: a list a query returned is read-only to
    /// the prover, and these must say so even when the length stays the same.
    pub fn mutates(self) -> bool {
        matches!(
            self,
            Method::Append
                | Method::Extend
                | Method::Insert
                | Method::Pop
                | Method::Sort
                | Method::Remove
                | Method::Reverse
                | Method::Clear
                | Method::Popitem
                | Method::Setdefault
                | Method::Update
                | Method::Add
                | Method::Discard
                | Method::IntersectionUpdate
                | Method::DifferenceUpdate
                | Method::SymmetricDifferenceUpdate
                | Method::Subtract
                | Method::MoveToEnd
                | Method::Appendleft
                | Method::Popleft
                | Method::Extendleft
                | Method::Rotate
        )
    }

    /// The receiver types on which this method exists.
    pub fn receivers(self) -> &'static [ReceiverType] {
        use ReceiverType as R;
        match self {
            Method::Split => &[R::Str, R::Pattern, R::Bytes, R::Bytearray],
            Method::Search
            | Method::Match
            | Method::Fullmatch
            | Method::Findall
            | Method::Finditer
            | Method::Sub
            | Method::Subn => &[R::Pattern],
            Method::Group
            | Method::Groups
            | Method::Groupdict
            | Method::Start
            | Method::End
            | Method::Span
            | Method::Expand => &[R::Match],
            Method::Join
            | Method::Strip
            | Method::Lstrip
            | Method::Rstrip
            | Method::Replace
            | Method::Startswith
            | Method::Endswith
            | Method::Find
            | Method::Rfind
            | Method::Rindex
            | Method::Lower
            | Method::Upper
            | Method::Rsplit
            | Method::Partition
            | Method::Rpartition
            | Method::Isdigit
            | Method::Isalpha
            | Method::Isalnum
            | Method::Isspace
            | Method::Isupper
            | Method::Islower
            | Method::Isascii
            | Method::Removeprefix
            | Method::Removesuffix => &[R::Str, R::Bytes, R::Bytearray],
            Method::Encode => &[R::Str],
            Method::Decode => &[R::Bytes, R::Bytearray],
            Method::ToBytes => &[R::Int],
            Method::FromBytes => &[R::Int],
            Method::Ljust | Method::Rjust | Method::Center | Method::Zfill | Method::Splitlines => {
                &[R::Str, R::Bytes, R::Bytearray]
            }
            Method::Istitle
            | Method::Title
            | Method::Capitalize
            | Method::Swapcase
            | Method::Expandtabs
            | Method::Translate
            | Method::Maketrans => &[R::Str, R::Bytes, R::Bytearray],
            Method::Isdecimal
            | Method::Isnumeric
            | Method::Isidentifier
            | Method::Isprintable
            | Method::Casefold
            | Method::Format
            | Method::FormatMap => &[R::Str],
            Method::Count => &[R::Str, R::Bytes, R::Bytearray, R::List, R::Tuple, R::Relation, R::Deque, R::Range],
            Method::Index => &[R::Str, R::Bytes, R::Bytearray, R::List, R::Tuple, R::Deque, R::Range],
            Method::Append | Method::Extend | Method::Insert | Method::Reverse => &[R::List, R::Deque, R::Bytearray],
            Method::Sort => &[R::List],
            Method::Pop => &[R::List, R::Dict, R::Set, R::Deque, R::Bytearray],
            Method::Copy => &[R::List, R::Dict, R::Set, R::Frozenset, R::Deque, R::Bytearray],
            Method::DunderGetitem => &[R::Str, R::Bytes, R::Bytearray, R::List, R::Tuple, R::Dict, R::Deque],
            Method::DunderRound | Method::DunderFloor | Method::DunderCeil | Method::DunderTrunc => &[R::Int, R::Float],
            Method::DunderContains | Method::DunderLen => &[
                R::Str,
                R::Bytes,
                R::Bytearray,
                R::List,
                R::Tuple,
                R::Dict,
                R::Set,
                R::Frozenset,
                R::Deque,
                R::DictKeys,
                R::DictItems,
            ],
            Method::Clear => &[R::List, R::Dict, R::Set, R::Deque, R::Bytearray],
            Method::Remove => &[R::List, R::Set, R::Deque, R::Bytearray],
            Method::Update => &[R::Dict, R::Set, R::Counter],
            Method::MostCommon | Method::Elements | Method::Subtract | Method::Total => &[R::Counter],
            Method::MoveToEnd => &[R::OrderedDict],
            Method::Appendleft | Method::Popleft | Method::Extendleft | Method::Rotate => &[R::Deque],
            Method::Get
            | Method::Keys
            | Method::Values
            | Method::Items
            | Method::Setdefault
            | Method::Popitem
            | Method::Fromkeys => &[R::Dict],
            Method::Union
            | Method::Intersection
            | Method::Difference
            | Method::Issubset
            | Method::Issuperset
            | Method::SymmetricDifference => &[R::Set, R::Frozenset],
            Method::Isdisjoint => &[R::Set, R::Frozenset, R::DictKeys, R::DictItems],
            Method::Add
            | Method::Discard
            | Method::IntersectionUpdate
            | Method::DifferenceUpdate
            | Method::SymmetricDifferenceUpdate => &[R::Set],
            Method::All | Method::Empty | Method::Distinct | Method::Where | Method::Sum | Method::SharesValue => {
                &[R::Relation]
            }
            Method::BitLength | Method::BitCount => &[R::Int],
            Method::Conjugate => &[R::Int, R::Float, R::Complex],
            Method::AsIntegerRatio => &[R::Int, R::Float],
            Method::IsInteger => &[R::Float],
            Method::Hex | Method::Fromhex => &[R::Float, R::Bytes, R::Bytearray],
            Method::Indices => &[R::Slice],
            Method::Send | Method::Throw | Method::Close => &[R::Generator],
        }
    }
}

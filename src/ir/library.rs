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

name_table! {
    /// Builtin functions callable from agent code.
    pub enum Builtin {
        Len => "len",
        Range => "range",
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
        Int => "int",
        Float => "float",
        Bool => "bool",
        List => "list",
        Dict => "dict",
        Set => "set",
        Tuple => "tuple",
        Round => "round",
        Print => "print",
        Getattr => "getattr",
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
        Replace => "replace",
        Startswith => "startswith",
        Endswith => "endswith",
        Find => "find",
        Rfind => "rfind",
        Lower => "lower",
        Upper => "upper",
        Removeprefix => "removeprefix",
        Removesuffix => "removesuffix",
        Count => "count",
        Append => "append",
        Extend => "extend",
        Pop => "pop",
        Insert => "insert",
        Index => "index",
        Rindex => "rindex",
        Sort => "sort",
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
    }
}

impl Builtin {
    /// Builtins that are classes in Python (`list`, `str`, ...): what `type(x)` returns, and
    /// printed as `<class 'list'>`.
    pub fn is_class(self) -> bool {
        matches!(
            self,
            Builtin::Bool
                | Builtin::Int
                | Builtin::Float
                | Builtin::Str
                | Builtin::List
                | Builtin::Tuple
                | Builtin::Dict
                | Builtin::Set
                | Builtin::Range
                | Builtin::Type
        )
    }

    /// Builtins of the contract dialect only (trusted `@contract` modules): agent code cannot
    /// name them.
    pub fn contract_only(self) -> bool {
        matches!(self, Builtin::Getattr | Builtin::Relation | Builtin::Conjunction | Builtin::NoGuarantees)
    }
}

/// The value types that have methods.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReceiverType {
    Str,
    List,
    Tuple,
    Dict,
    Set,
    /// A relation of the contract language (`effect(fn)`, possibly filtered by `.where`).
    Relation,
}

impl ReceiverType {
    pub fn name(self) -> &'static str {
        match self {
            ReceiverType::Str => "str",
            ReceiverType::List => "list",
            ReceiverType::Tuple => "tuple",
            ReceiverType::Dict => "dict",
            ReceiverType::Set => "set",
            ReceiverType::Relation => "Relation",
        }
    }
}

impl Method {
    /// The receiver types on which this method exists.
    pub fn receivers(self) -> &'static [ReceiverType] {
        use ReceiverType as R;
        match self {
            Method::Split
            | Method::Join
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
            | Method::Removeprefix
            | Method::Removesuffix => &[R::Str],
            Method::Count => &[R::Str, R::List, R::Tuple, R::Relation],
            Method::Index => &[R::Str, R::List, R::Tuple],
            Method::Append | Method::Extend | Method::Insert | Method::Sort => &[R::List],
            Method::Pop => &[R::List, R::Dict],
            Method::Copy => &[R::List, R::Dict, R::Set],
            Method::Get | Method::Keys | Method::Values | Method::Items | Method::Setdefault | Method::Update => {
                &[R::Dict]
            }
            Method::Add | Method::Discard | Method::Union | Method::Intersection | Method::Difference => &[R::Set],
            Method::All | Method::Empty | Method::Distinct | Method::Where | Method::Sum | Method::SharesValue => {
                &[R::Relation]
            }
        }
    }
}

//! Exception classes: CPython's builtin hierarchy and the program's own classes deriving from
//! it. Which class a handler catches is decided here, once, for both domains.

use super::{ClassDef, Const, Member};
use std::rc::Rc;

/// Declares the builtin exception classes with their bases, from one list.
macro_rules! builtin_exceptions {
    ($($name:ident : $base:expr),+ $(,)?) => {
        /// CPython's builtin exception classes the subset knows, by name.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(non_camel_case_types)] // `re.error` is spelled so in CPython.
        pub enum PyExc { $($name),+ }

        impl PyExc {
            pub const ALL: &'static [PyExc] = &[$(PyExc::$name),+];

            pub fn name(self) -> &'static str {
                match self { $(PyExc::$name => stringify!($name)),+ }
            }

            /// The direct base class (`None` for `BaseException`).
            pub fn base(self) -> Option<PyExc> {
                match self { $(PyExc::$name => $base),+ }
            }
        }
    };
}

builtin_exceptions! {
    BaseException: None,
    GeneratorExit: Some(PyExc::BaseException),
    KeyboardInterrupt: Some(PyExc::BaseException),
    SystemExit: Some(PyExc::BaseException),
    Exception: Some(PyExc::BaseException),
    ArithmeticError: Some(PyExc::Exception),
    FloatingPointError: Some(PyExc::ArithmeticError),
    OverflowError: Some(PyExc::ArithmeticError),
    ZeroDivisionError: Some(PyExc::ArithmeticError),
    AssertionError: Some(PyExc::Exception),
    AttributeError: Some(PyExc::Exception),
    // `dataclasses.FrozenInstanceError`: assigning a field of a frozen dataclass.
    FrozenInstanceError: Some(PyExc::AttributeError),
    BufferError: Some(PyExc::Exception),
    EOFError: Some(PyExc::Exception),
    ImportError: Some(PyExc::Exception),
    ModuleNotFoundError: Some(PyExc::ImportError),
    LookupError: Some(PyExc::Exception),
    IndexError: Some(PyExc::LookupError),
    KeyError: Some(PyExc::LookupError),
    MemoryError: Some(PyExc::Exception),
    NameError: Some(PyExc::Exception),
    UnboundLocalError: Some(PyExc::NameError),
    OSError: Some(PyExc::Exception),
    BlockingIOError: Some(PyExc::OSError),
    ChildProcessError: Some(PyExc::OSError),
    ConnectionError: Some(PyExc::OSError),
    BrokenPipeError: Some(PyExc::ConnectionError),
    ConnectionAbortedError: Some(PyExc::ConnectionError),
    ConnectionRefusedError: Some(PyExc::ConnectionError),
    ConnectionResetError: Some(PyExc::ConnectionError),
    FileExistsError: Some(PyExc::OSError),
    FileNotFoundError: Some(PyExc::OSError),
    InterruptedError: Some(PyExc::OSError),
    IsADirectoryError: Some(PyExc::OSError),
    NotADirectoryError: Some(PyExc::OSError),
    PermissionError: Some(PyExc::OSError),
    ProcessLookupError: Some(PyExc::OSError),
    TimeoutError: Some(PyExc::OSError),
    ReferenceError: Some(PyExc::Exception),
    RuntimeError: Some(PyExc::Exception),
    NotImplementedError: Some(PyExc::RuntimeError),
    RecursionError: Some(PyExc::RuntimeError),
    StopAsyncIteration: Some(PyExc::Exception),
    StopIteration: Some(PyExc::Exception),
    SyntaxError: Some(PyExc::Exception),
    IndentationError: Some(PyExc::SyntaxError),
    TabError: Some(PyExc::IndentationError),
    SystemError: Some(PyExc::Exception),
    TypeError: Some(PyExc::Exception),
    ValueError: Some(PyExc::Exception),
    UnicodeError: Some(PyExc::ValueError),
    UnicodeEncodeError: Some(PyExc::UnicodeError),
    UnicodeDecodeError: Some(PyExc::UnicodeError),
    // `statistics.StatisticsError`: what the modelled `statistics` raises.
    StatisticsError: Some(PyExc::ValueError),
    // `re.error`: a pattern the modelled `re` cannot compile.
    error: Some(PyExc::Exception),
    // `json.JSONDecodeError`: text the modelled `json` cannot decode.
    JSONDecodeError: Some(PyExc::ValueError),
    // `binascii.Error`: data the modelled `base64` cannot decode.
    Error: Some(PyExc::ValueError),
    // Warning categories: `warnings.warn` takes them, and raises them under an "error" filter.
    Warning: Some(PyExc::Exception),
    BytesWarning: Some(PyExc::Warning),
    DeprecationWarning: Some(PyExc::Warning),
    EncodingWarning: Some(PyExc::Warning),
    FutureWarning: Some(PyExc::Warning),
    ImportWarning: Some(PyExc::Warning),
    PendingDeprecationWarning: Some(PyExc::Warning),
    ResourceWarning: Some(PyExc::Warning),
    RuntimeWarning: Some(PyExc::Warning),
    SyntaxWarning: Some(PyExc::Warning),
    UnicodeWarning: Some(PyExc::Warning),
    UserWarning: Some(PyExc::Warning),
}

impl PyExc {
    /// The builtin class a bare name denotes (`FrozenInstanceError` lives in `dataclasses`,
    /// `StatisticsError` in `statistics`).
    pub fn from_name(name: &str) -> Option<PyExc> {
        PyExc::ALL.iter().copied().filter(|e| e.module().is_none()).find(|e| e.name() == name)
    }

    /// The module of a class that is not a builtin (`dataclasses`, `statistics`): CPython
    /// names such a class with it in reprs and in the last line of a traceback.
    pub fn module(self) -> Option<&'static str> {
        match self {
            PyExc::FrozenInstanceError => Some("dataclasses"),
            PyExc::StatisticsError => Some("statistics"),
            PyExc::error => Some("re"),
            PyExc::JSONDecodeError => Some("json.decoder"),
            PyExc::Error => Some("binascii"),
            _ => None,
        }
    }

    /// Why a program may not raise this class itself: CPython gives it a meaning the subset
    /// does not model (an interrupt, the generator protocol). `SystemExit` is modelled: left
    /// uncaught, it ends the run with its exit status (`interp::exceptions::exit_status`).
    pub fn unraisable(self) -> Option<&'static str> {
        match self {
            PyExc::KeyboardInterrupt | PyExc::GeneratorExit => {
                Some("ends the process or a generator in CPython, which the subset does not model")
            }
            PyExc::UnicodeEncodeError | PyExc::UnicodeDecodeError => {
                Some("is built by a codec from five arguments the subset does not model (raise `ValueError`)")
            }
            _ => None,
        }
    }

    /// Whether instances of this class are laid out as `BaseException`'s, with no
    /// arguments or attributes of their own: CPython lets a class derive from several such
    /// builtins at once (`class E(ValueError, KeyError)`), which it refuses for others
    /// (`OSError`'s `errno`, `StopIteration`'s `value`, ...) as a layout conflict.
    pub fn plain_layout(self) -> bool {
        let plain = [
            PyExc::Exception,
            PyExc::ArithmeticError,
            PyExc::AssertionError,
            PyExc::BufferError,
            PyExc::EOFError,
            PyExc::LookupError,
            PyExc::MemoryError,
            PyExc::ReferenceError,
            PyExc::RuntimeError,
            PyExc::SystemError,
            PyExc::TypeError,
            PyExc::ValueError,
            PyExc::Warning,
        ];
        let parents = [PyExc::ArithmeticError, PyExc::LookupError, PyExc::RuntimeError, PyExc::Warning];
        plain.contains(&self) || self.base().is_some_and(|b| parents.contains(&b) && self.is_builtin_plain_child())
    }

    /// The builtin children of the plain parents, not those of a modelled module.
    fn is_builtin_plain_child(self) -> bool {
        !matches!(self, PyExc::StatisticsError | PyExc::JSONDecodeError | PyExc::Error | PyExc::FrozenInstanceError)
    }

    /// Whether `except other` catches this class.
    pub fn is_subclass_of(self, other: PyExc) -> bool {
        let mut e = Some(self);
        while let Some(c) = e {
            if c == other {
                return true;
            }
            e = c.base();
        }
        false
    }

    /// Whether CPython builds this class from `(errno, strerror, ...)` arguments specially
    /// (`OSError` and its subclasses).
    pub fn is_os_error(self) -> bool {
        self.is_subclass_of(PyExc::OSError)
    }
}

/// An exception class: a builtin one or one the program defines (a class of the program
/// whose chain reaches a builtin exception class, `ClassDef::exception_root`).
#[derive(Debug, Clone, PartialEq)]
pub enum ExcClass {
    Builtin(PyExc),
    User(Rc<ClassDef>),
}

impl ExcClass {
    pub fn name(&self) -> &str {
        match self {
            ExcClass::Builtin(e) => e.name(),
            ExcClass::User(u) => &u.name,
        }
    }

    /// The name CPython's `repr` of the class shows (`builtins` classes bare, the program's
    /// prefixed with its module).
    pub fn qualified_name(&self) -> String {
        match self {
            ExcClass::Builtin(e) => e.module().map_or_else(|| e.name().to_owned(), |m| format!("{m}.{}", e.name())),
            ExcClass::User(u) => u.qualified_name(),
        }
    }

    /// How the last line of CPython's traceback names the class: the module of a class of
    /// another module than `builtins` and `__main__` (`statistics.StatisticsError`), else bare.
    pub fn traceback_name(&self) -> String {
        match self {
            ExcClass::Builtin(_) => self.qualified_name(),
            ExcClass::User(u) if matches!(u.module_name(), "__main__" | "builtins") => u.cpython_qualname().to_owned(),
            ExcClass::User(u) => u.qualified_name(),
        }
    }

    /// Whether an instance of `self` is caught by `except other`: a program class through
    /// its method resolution order and the builtin exception bases along it.
    pub fn is_subclass_of(&self, other: &ExcClass) -> bool {
        match (self, other) {
            (ExcClass::Builtin(a), ExcClass::Builtin(b)) => a.is_subclass_of(*b),
            (ExcClass::Builtin(_), ExcClass::User(_)) => false,
            (ExcClass::User(u), ExcClass::User(o)) => u.is_subclass_of(o),
            (ExcClass::User(u), ExcClass::Builtin(b)) => {
                u.mro().any(|c| c.exc_base.into_iter().chain(c.exc_also.iter().copied()).any(|e| e.is_subclass_of(*b)))
            }
        }
    }

    /// Class identity: a user class is the one definition, not an equal-looking one.
    pub fn same(&self, other: &ExcClass) -> bool {
        match (self, other) {
            (ExcClass::Builtin(a), ExcClass::Builtin(b)) => a == b,
            (ExcClass::User(a), ExcClass::User(b)) => a.id == b.id,
            (ExcClass::Builtin(_), ExcClass::User(_)) | (ExcClass::User(_), ExcClass::Builtin(_)) => false,
        }
    }

    /// The nearest builtin class at or above this one (what decides how it is built and shown).
    pub fn builtin_root(&self) -> PyExc {
        match self {
            ExcClass::Builtin(e) => *e,
            ExcClass::User(u) => u.exception_root().unwrap_or(PyExc::Exception),
        }
    }

    /// A class-level constant, looked up through the bases.
    pub fn constant(&self, name: &str) -> Option<&Const> {
        match self {
            ExcClass::Builtin(_) => None,
            ExcClass::User(u) => match u.lookup(name) {
                Some(Member::Attr(c)) => Some(c),
                Some(
                    Member::Method(_)
                    | Member::Static(_)
                    | Member::ClassMethod(_)
                    | Member::Property(_)
                    | Member::CachedProperty(_)
                    | Member::Shared(..)
                    | Member::EnumMember(_),
                )
                | None => None,
            },
        }
    }
}

/// The modelled module whose classes are the builtin `BaseExceptionGroup` and `ExceptionGroup`
/// (`layer/embedded/classes/exception_group.py`), CPython's `builtins`.
pub const EXCEPTION_GROUPS_MODULE: &str = "builtins";

/// The prefix of the attributes a model keeps its own state in (`_clauz3_group`), which CPython
/// keeps in C: `vars()` leaves them out.
pub const MODEL_STATE_PREFIX: &str = "_clauz3_";

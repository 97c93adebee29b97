"""`typing`'s forms as values, for agent programs that read them at run time: the choices of a
`Literal` type alias checked with `get_args`, a dispatch on `get_origin`.
Each form is written, compared and hashed as CPython 3.11's: `Optional[int]` is
`typing.Optional[int]` and equals `Union[int, None]`; a `Union` flattens, drops repeats and
collapses to its one type; a `Literal` compares its values with their types, unordered.
`TypeVar` and `NewType` keep what they were made with. Subscripted builtin types
(`list[int]`) and unions of classes (`int | None`) are the interpreter's own values, which
`_typing` takes apart. `typing`'s aliases of the abstract classes of `collections.abc`
(`Mapping`, `Iterable`, `Hashable`, ...) check instances and subclasses by those classes, as
`Callable` does. Its aliases of `collections`' classes (`Deque`, `DefaultDict`, `OrderedDict`,
`Counter`) make instances of them when called (`_deque`, ...: the native classes, given to this
module by `embedded::native_items`)."""

from collections.abc import (
    AsyncGenerator as _abc_AsyncGenerator,
    AsyncIterable as _abc_AsyncIterable,
    AsyncIterator as _abc_AsyncIterator,
    Awaitable as _abc_Awaitable,
    ByteString as _abc_ByteString,
    Callable as _abc_Callable,
    Collection as _abc_Collection,
    Container as _abc_Container,
    Coroutine as _abc_Coroutine,
    Generator as _abc_Generator,
    Hashable as _abc_Hashable,
    ItemsView as _abc_ItemsView,
    Iterable as _abc_Iterable,
    Iterator as _abc_Iterator,
    KeysView as _abc_KeysView,
    Mapping as _abc_Mapping,
    MappingView as _abc_MappingView,
    MutableMapping as _abc_MutableMapping,
    MutableSequence as _abc_MutableSequence,
    MutableSet as _abc_MutableSet,
    Reversible as _abc_Reversible,
    Sequence as _abc_Sequence,
    Set as _abc_Set,
    Sized as _abc_Sized,
    ValuesView as _abc_ValuesView,
)


def _type_repr(obj):
    if obj is ...:
        return "..."
    if isinstance(obj, type):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return f"{obj.__module__}.{obj.__qualname__}"
    return repr(obj)


def _checked(arg):
    """An argument as `typing` keeps it: `None` as its type, a string as a forward reference."""
    if arg is None:
        return type(None)
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _as_tuple(params):
    if isinstance(params, tuple):
        return params
    return (params,)


def _native(op, tp):
    """What `_typing` says of one of the interpreter's own type values (`list[int]`,
    `int | None`); None for a form of this module, which it never sees."""
    if isinstance(tp, (_Final, NewType)):
        return None
    return _typing(op, tp)


def _union_members(arg):
    """The types a `Union` argument stands for: a union's own, flattened."""
    if isinstance(arg, _UnionGenericAlias):
        return arg.__args__
    native = _native("union", arg)
    if native is not None:
        return native
    return (arg,)


def _deduplicated(args):
    kept = []
    for arg in args:
        if arg not in kept:
            kept.append(arg)
    return tuple(kept)


def _union(params):
    params = _as_tuple(params)
    if not params:
        raise TypeError("Cannot take a Union of no types.")
    members = []
    for p in params:
        members.extend(_union_members(_checked(p)))
    members = _deduplicated(members)
    if len(members) == 1:
        return members[0]
    return _UnionGenericAlias(members)


def _literal_values(params):
    values = []
    for p in _as_tuple(params):
        if isinstance(p, _LiteralGenericAlias):
            values.extend(p.__args__)
        else:
            values.append(p)
    kept = []
    seen = []
    for v in values:
        key = (v, type(v))
        if key not in seen:
            seen.append(key)
            kept.append(v)
    return tuple(kept)


def _keep_text(form):
    """Keeps the form's text, which the interpreter writes for it inside a subscripted builtin
    type or class (`list[Optional[int]]`, `Box[T]`)."""
    form._shown = repr(form)


def _named(form, name):
    """What `__name__` and `__qualname__` of a form say (`Optional[int].__name__` is
    `'Optional'`)."""
    form.__name__ = name
    form.__qualname__ = name


def _single(form, params, wording):
    if isinstance(params, tuple):
        raise TypeError(f"typing.{form} {wording}. Got {params!r:.100}.")
    return _checked(params)


class _Final:
    """What every form shares: `|` makes a `Union` of it and the other operand."""

    def __or__(self, other):
        return _union((self, other))

    def __ror__(self, other):
        return _union((other, self))


class _SpecialForm(_Final):
    """`Optional`, `Union`, `Literal`, `Final`, `ClassVar`, `Annotated`, `Callable`."""

    def __init__(self, name):
        self._name = name
        _named(self, name)
        _keep_text(self)

    def __repr__(self):
        if self._name == "Annotated":
            return "<class 'typing.Annotated'>"
        return "typing." + self._name

    def __eq__(self, other):
        if not isinstance(other, _SpecialForm):
            return NotImplemented
        return self._name == other._name

    def __hash__(self):
        return hash(("typing", self._name))

    def __call__(self, *args, **kwargs):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __getitem__(self, params):
        name = self._name
        if name == "Union":
            return _union(params)
        if name == "Optional":
            return _union((_single(name, params, "requires a single type"), type(None)))
        if name == "Literal":
            return _LiteralGenericAlias(_literal_values(params))
        if name == "Final" or name == "ClassVar":
            return _GenericAlias(self, (_single(name, params, "accepts only single type"),), name)
        if name == "Annotated":
            params = _as_tuple(params)
            if len(params) < 2:
                raise TypeError(
                    "Annotated[...] should be used with at least two arguments (a type and an annotation)."
                )
            return _AnnotatedAlias(_checked(params[0]), params[1:])
        if name == "Callable":
            return _callable(params)
        raise TypeError(f"type '{name}' is not subscriptable")

    def __instancecheck__(self, obj):
        if self._name == "Callable":
            return isinstance(obj, _abc_Callable)
        raise TypeError(f"{self!r} cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        if self._name == "Callable":
            return issubclass(cls, _abc_Callable)
        raise TypeError(f"{self!r} cannot be used with issubclass()")


class _AnyMeta(_Final):
    """`typing.Any`, which CPython 3.11 makes a class of this metaclass."""

    def __init__(self):
        _named(self, "Any")
        _keep_text(self)

    def __repr__(self):
        return "typing.Any"

    def __eq__(self, other):
        return isinstance(other, _AnyMeta)

    def __hash__(self):
        return hash("typing.Any")

    def __getitem__(self, params):
        raise TypeError("type 'Any' is not subscriptable")

    def __instancecheck__(self, obj):
        raise TypeError("typing.Any cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        # CPython 3.11's `_AnyMeta` refuses `isinstance` only.
        return False


def _callable(params):
    if not isinstance(params, tuple) or len(params) != 2:
        raise TypeError("Callable must be used as Callable[[arg, ...], result].")
    args, result = params
    if isinstance(args, list):
        args = tuple(_checked(a) for a in args)
    elif args is ...:
        args = (...,)
    else:
        args = (_checked(args),)
    return _CallableGenericAlias(args + (_checked(result),))


class _GenericAlias(_Final):
    """A form or a `typing` alias of a builtin class with its arguments (`Final[int]`,
    `List[str]`): equal to another of the same origin and arguments."""

    def __init__(self, origin, args, name=None):
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        if name:
            _named(self, name)
        elif isinstance(origin, _SpecialForm):
            _named(self, origin._name)
        else:
            _named(self, origin.__name__)
        _keep_text(self)

    def _text(self):
        if self._name:
            return "typing." + self._name
        return _type_repr(self.__origin__)

    def __repr__(self):
        if self.__args__:
            args = ", ".join([_type_repr(a) for a in self.__args__])
        else:
            args = "()"
        return f"{self._text()}[{args}]"

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __call__(self, *args, **kwargs):
        if self._name and isinstance(self.__origin__, type):
            raise TypeError(f"Type {self._name} cannot be instantiated; use {self.__origin__.__name__}() instead")
        raise TypeError(f"Cannot instantiate {self.__origin__!r}")

    def __getitem__(self, params):
        raise TypeError(f"{self!r} is not a generic class")

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")


class _UnionGenericAlias(_GenericAlias):
    """`Union[...]` and `Optional[...]`: equal to another union of the same types in any order
    (`int | str` too), and an instance of any of them is an instance of it."""

    def __init__(self, args):
        self.__origin__ = Union
        self.__args__ = args
        self._name = "Union"
        optional = len(args) == 2 and type(None) in args
        _named(self, "Optional" if optional else "Union")
        _keep_text(self)

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is type(None):
                return f"typing.Optional[{_type_repr(args[1])}]"
            if args[1] is type(None):
                return f"typing.Optional[{_type_repr(args[0])}]"
        return super().__repr__()

    def __eq__(self, other):
        native = _native("union", other)
        if native is not None:
            return set(self.__args__) == set(native)
        if not isinstance(other, _UnionGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __instancecheck__(self, obj):
        for arg in self.__args__:
            if isinstance(obj, arg):
                return True
        return False

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False


class _LiteralGenericAlias(_GenericAlias):
    """`Literal[...]`: its values compared with their types (`Literal[1]` is not
    `Literal[True]`), in any order."""

    def __init__(self, values):
        self.__origin__ = Literal
        self.__args__ = values
        self._name = "Literal"
        _named(self, "Literal")
        _keep_text(self)

    def _keys(self):
        return set([(v, type(v)) for v in self.__args__])

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return self._keys() == other._keys()

    def __hash__(self):
        return hash(frozenset([(v, type(v)) for v in self.__args__]))


class _CallableGenericAlias(_GenericAlias):
    """`Callable[[int], str]`: its arguments flat, the parameters listed apart by `get_args`."""

    def __init__(self, args):
        self.__origin__ = None
        self.__args__ = args
        self._name = "Callable"
        _named(self, "Callable")
        _keep_text(self)

    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is ...:
            return f"typing.Callable[..., {_type_repr(args[1])}]"
        params = ", ".join([_type_repr(a) for a in args[:-1]])
        return f"typing.Callable[[{params}], {_type_repr(args[-1])}]"

    def __eq__(self, other):
        if not isinstance(other, _CallableGenericAlias):
            return NotImplemented
        return self.__args__ == other.__args__

    def __hash__(self):
        return hash(("Callable", self.__args__))


class _AnnotatedAlias(_GenericAlias):
    """`Annotated[int, "meta"]`: the type and the metadata it carries."""

    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        self.__origin__ = origin
        self.__args__ = (origin,)
        self.__metadata__ = metadata
        self._name = None
        _named(self, "Annotated")
        _keep_text(self)

    def __repr__(self):
        shown = ", ".join([repr(m) for m in self.__metadata__])
        return f"typing.Annotated[{_type_repr(self.__origin__)}, {shown}]"

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))


class _SpecialGenericAlias(_Final):
    """`List`, `Dict`, `Tuple`, ...: `typing`'s names of builtin classes, subscripted into a
    `_GenericAlias` with their count of arguments checked."""

    def __init__(self, origin, name, count, inst=False):
        self.__origin__ = origin
        self._name = name
        self._count = count
        self._inst = inst
        _named(self, name)
        _keep_text(self)

    def __repr__(self):
        return "typing." + self._name

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self._name == other._name

    def __hash__(self):
        return hash(("typing", self._name))

    def __call__(self, *args, **kwargs):
        if self._inst:
            origin = self.__origin__
            return origin(*args, **kwargs)
        raise TypeError(f"Type {self._name} cannot be instantiated; use {self.__origin__.__name__}() instead")

    def __getitem__(self, params):
        if self._count == 0:
            raise TypeError(f"{self!r} is not a generic class")
        params = tuple(_checked(p) for p in _as_tuple(params))
        if self._name == "Tuple":
            if params == ((),):
                params = ()
            return _GenericAlias(tuple, params, "Tuple")
        if len(params) != self._count:
            how = "many" if len(params) > self._count else "few"
            raise TypeError(
                f"Too {how} arguments for typing.{self._name}; actual {len(params)}, expected {self._count}"
            )
        return _GenericAlias(self.__origin__, params, self._name)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        return issubclass(cls, self.__origin__)


class ForwardRef(_Final):
    """A type named by a string (`Optional["Node"]`), kept unevaluated, with the module it
    would be evaluated in when one is given (a `TypedDict`'s under `from __future__ import
    annotations`)."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_module__ = module
        _keep_text(self)

    def __repr__(self):
        if self.__forward_module__ is None:
            return f"ForwardRef({self.__forward_arg__!r})"
        return f"ForwardRef({self.__forward_arg__!r}, module={self.__forward_module__!r})"

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__ and self.__forward_module__ == other.__forward_module__

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))


class TypeVar(_Final):
    """A type variable: its name, bound, constraints and variance, written `~T` (`+T`
    covariant, `-T` contravariant)."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        self.__name__ = name
        self.__bound__ = _checked(bound) if bound is not None else None
        self.__constraints__ = tuple(_checked(c) for c in constraints)
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        _keep_text(self)

    def __repr__(self):
        if self.__covariant__:
            return "+" + self.__name__
        if self.__contravariant__:
            return "-" + self.__name__
        return "~" + self.__name__


class NewType:
    """A distinct name for a type checker, which at run time gives back what it is called
    with."""

    def __init__(self, name, tp):
        self.__name__ = name
        self.__qualname__ = name
        self.__supertype__ = tp
        _keep_text(self)

    def __repr__(self):
        return f"__main__.{self.__qualname__}"

    def __call__(self, x):
        return x

    def __or__(self, other):
        return _union((self, other))

    def __ror__(self, other):
        return _union((other, self))


def _forms():
    return {
        "Any": _AnyMeta(),
        "Optional": _SpecialForm("Optional"),
        "Union": _SpecialForm("Union"),
        "Literal": _SpecialForm("Literal"),
        "Final": _SpecialForm("Final"),
        "ClassVar": _SpecialForm("ClassVar"),
        "Annotated": _SpecialForm("Annotated"),
        "Callable": _SpecialForm("Callable"),
        "List": _SpecialGenericAlias(list, "List", 1),
        "Dict": _SpecialGenericAlias(dict, "Dict", 2),
        "Set": _SpecialGenericAlias(set, "Set", 1),
        "FrozenSet": _SpecialGenericAlias(frozenset, "FrozenSet", 1),
        "Tuple": _SpecialGenericAlias(tuple, "Tuple", -1),
        "Type": _SpecialGenericAlias(type, "Type", 1),
        "Hashable": _SpecialGenericAlias(_abc_Hashable, "Hashable", 0, True),
        "Awaitable": _SpecialGenericAlias(_abc_Awaitable, "Awaitable", 1, True),
        "Coroutine": _SpecialGenericAlias(_abc_Coroutine, "Coroutine", 3, True),
        "AsyncIterable": _SpecialGenericAlias(_abc_AsyncIterable, "AsyncIterable", 1, True),
        "AsyncIterator": _SpecialGenericAlias(_abc_AsyncIterator, "AsyncIterator", 1, True),
        "Iterable": _SpecialGenericAlias(_abc_Iterable, "Iterable", 1, True),
        "Iterator": _SpecialGenericAlias(_abc_Iterator, "Iterator", 1, True),
        "Reversible": _SpecialGenericAlias(_abc_Reversible, "Reversible", 1, True),
        "Sized": _SpecialGenericAlias(_abc_Sized, "Sized", 0, True),
        "Container": _SpecialGenericAlias(_abc_Container, "Container", 1, True),
        "Collection": _SpecialGenericAlias(_abc_Collection, "Collection", 1, True),
        "AbstractSet": _SpecialGenericAlias(_abc_Set, "AbstractSet", 1, True),
        "MutableSet": _SpecialGenericAlias(_abc_MutableSet, "MutableSet", 1, True),
        "Mapping": _SpecialGenericAlias(_abc_Mapping, "Mapping", 2, True),
        "MutableMapping": _SpecialGenericAlias(_abc_MutableMapping, "MutableMapping", 2, True),
        "Sequence": _SpecialGenericAlias(_abc_Sequence, "Sequence", 1, True),
        "MutableSequence": _SpecialGenericAlias(_abc_MutableSequence, "MutableSequence", 1, True),
        "ByteString": _SpecialGenericAlias(_abc_ByteString, "ByteString", 0, True),
        "Generator": _SpecialGenericAlias(_abc_Generator, "Generator", 3, True),
        "AsyncGenerator": _SpecialGenericAlias(_abc_AsyncGenerator, "AsyncGenerator", 2, True),
        "MappingView": _SpecialGenericAlias(_abc_MappingView, "MappingView", 1, True),
        "KeysView": _SpecialGenericAlias(_abc_KeysView, "KeysView", 1, True),
        "ItemsView": _SpecialGenericAlias(_abc_ItemsView, "ItemsView", 2, True),
        "ValuesView": _SpecialGenericAlias(_abc_ValuesView, "ValuesView", 1, True),
        "Deque": _SpecialGenericAlias(_deque, "Deque", 1, True),
        "DefaultDict": _SpecialGenericAlias(_defaultdict, "DefaultDict", 2, True),
        "OrderedDict": _SpecialGenericAlias(_OrderedDict, "OrderedDict", 2, True),
        "Counter": _SpecialGenericAlias(_Counter, "Counter", 1, True),
    }


class _Forms:
    """The forms, made once in a run (a class attribute is), so that each is one object
    (`get_origin(t) is Union`)."""

    made = _forms()


Any = _Forms.made["Any"]
Optional = _Forms.made["Optional"]
Union = _Forms.made["Union"]
Literal = _Forms.made["Literal"]
Final = _Forms.made["Final"]
ClassVar = _Forms.made["ClassVar"]
Annotated = _Forms.made["Annotated"]
Callable = _Forms.made["Callable"]
List = _Forms.made["List"]
Dict = _Forms.made["Dict"]
Set = _Forms.made["Set"]
FrozenSet = _Forms.made["FrozenSet"]
Tuple = _Forms.made["Tuple"]
Type = _Forms.made["Type"]
Hashable = _Forms.made["Hashable"]
Awaitable = _Forms.made["Awaitable"]
Coroutine = _Forms.made["Coroutine"]
AsyncIterable = _Forms.made["AsyncIterable"]
AsyncIterator = _Forms.made["AsyncIterator"]
Iterable = _Forms.made["Iterable"]
Iterator = _Forms.made["Iterator"]
Reversible = _Forms.made["Reversible"]
Sized = _Forms.made["Sized"]
Container = _Forms.made["Container"]
Collection = _Forms.made["Collection"]
AbstractSet = _Forms.made["AbstractSet"]
MutableSet = _Forms.made["MutableSet"]
Mapping = _Forms.made["Mapping"]
MutableMapping = _Forms.made["MutableMapping"]
Sequence = _Forms.made["Sequence"]
MutableSequence = _Forms.made["MutableSequence"]
ByteString = _Forms.made["ByteString"]
Generator = _Forms.made["Generator"]
AsyncGenerator = _Forms.made["AsyncGenerator"]
MappingView = _Forms.made["MappingView"]
KeysView = _Forms.made["KeysView"]
ItemsView = _Forms.made["ItemsView"]
ValuesView = _Forms.made["ValuesView"]
Deque = _Forms.made["Deque"]
DefaultDict = _Forms.made["DefaultDict"]
OrderedDict = _Forms.made["OrderedDict"]
Counter = _Forms.made["Counter"]


def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, _CallableGenericAlias):
        return _abc_Callable
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias)):
        return tp.__origin__
    native = _native("alias", tp)
    if native is not None:
        return native[0]
    if _native("union", tp) is not None:
        _unmodelled("`typing.get_origin` of an `X | Y` union: `types.UnionType`")
    if isinstance(tp, (_Final, NewType)):
        return None
    return _typing("generic", tp)


def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _CallableGenericAlias):
        args = tp.__args__
        if len(args) == 2 and args[0] is ...:
            return args
        return (list(args[:-1]), args[-1])
    if isinstance(tp, _GenericAlias):
        return tp.__args__
    native = _native("alias", tp)
    if native is not None:
        return native[1]
    union = _native("union", tp)
    if union is not None:
        return union
    return ()

"""`inspect` for agent programs: a function's signature (`signature(f)`, its `Parameter`s, and
binding arguments to it as a call would, `Signature.bind`/`bind_partial` with CPython's
`TypeError`s, `BoundArguments` with `apply_defaults`, `args` and `kwargs`), following the
`__wrapped__` that `functools.wraps` leaves (`unwrap`), and what kind of object a value is
(`isfunction`, `ismethod`, `isclass`, `isgeneratorfunction`, ...). The evaluator answers what
subset Python cannot ask (`_inspect`): the parameters of a function of the program (names,
kinds, defaults, and annotations where clauz3 computes them) and a value's kind."""
from enum import IntEnum
from types import MappingProxyType


class _empty:
    pass


def _the_empty():
    # What `Parameter.empty` and `Signature.empty` hold (a class attribute computed once).
    return _empty


class _ParameterTable(dict):
    # `Signature.parameters`' mapping: CPython's is an `OrderedDict`, and so is its text.
    def __repr__(self):
        if not self:
            return "OrderedDict()"
        return "OrderedDict([" + ", ".join(f"({k!r}, {v!r})" for k, v in self.items()) + "])"


class _ParameterKind(IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    def __format__(self, spec):
        return format(self._name_, spec)

    @property
    def description(self):
        return _KIND_TEXT[self._value_]


_KIND_TEXT = ("positional-only", "positional or keyword", "variadic positional", "keyword-only", "variadic keyword")


class Parameter:
    POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
    KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
    VAR_KEYWORD = _ParameterKind.VAR_KEYWORD
    empty = _the_empty()

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f"value {kind!r} is not a valid Parameter.kind")
        if default is not _empty and self._kind in (_ParameterKind.VAR_POSITIONAL, _ParameterKind.VAR_KEYWORD):
            raise ValueError(f"{self._kind.description} parameters cannot have default values")
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not a {type(name).__name__}")
        if not name.isidentifier():
            raise ValueError(f"{name!r} is not a valid parameter name")
        self._name = name
        self._default = default
        self._annotation = annotation

    @property
    def name(self):
        return self._name

    @property
    def kind(self):
        return self._kind

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    def replace(self, *, name=None, kind=None, default=None, annotation=None):
        return Parameter(
            self._name if name is None else name,
            self._kind if kind is None else kind,
            default=self._default if default is None else default,
            annotation=self._annotation if annotation is None else annotation,
        )

    def __str__(self):
        text = self._name
        if self._annotation is not _empty:
            text = f"{text}: {_annotation_text(self._annotation)}"
        if self._default is not _empty:
            joint = " = " if self._annotation is not _empty else "="
            text = f"{text}{joint}{self._default!r}"
        if self._kind == _ParameterKind.VAR_POSITIONAL:
            return "*" + text
        if self._kind == _ParameterKind.VAR_KEYWORD:
            return "**" + text
        return text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def __eq__(self, other):
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name, self._kind, self._default, self._annotation) == (
            other._name,
            other._kind,
            other._default,
            other._annotation,
        )

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))


def _annotation_text(annotation):
    if isinstance(annotation, type):
        if annotation.__module__ == "builtins":
            return annotation.__qualname__
        return f"{annotation.__module__}.{annotation.__qualname__}"
    return repr(annotation)


class BoundArguments:
    def __init__(self, signature, arguments):
        self._signature = signature
        self.arguments = arguments

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        values = []
        for param in self._signature.parameters.values():
            if param.kind in (_ParameterKind.VAR_KEYWORD, _ParameterKind.KEYWORD_ONLY):
                break
            if param.name not in self.arguments:
                break
            if param.kind == _ParameterKind.VAR_POSITIONAL:
                values.extend(self.arguments[param.name])
            else:
                values.append(self.arguments[param.name])
        return tuple(values)

    @property
    def kwargs(self):
        found = {}
        started = False
        for param in self._signature.parameters.values():
            if not started:
                if param.kind in (_ParameterKind.VAR_KEYWORD, _ParameterKind.KEYWORD_ONLY):
                    started = True
                elif param.name not in self.arguments:
                    started = True
                    continue
            if not started or param.name not in self.arguments:
                continue
            if param.kind == _ParameterKind.VAR_KEYWORD:
                found.update(self.arguments[param.name])
            else:
                found[param.name] = self.arguments[param.name]
        return found

    def apply_defaults(self):
        filled = {}
        for param in self._signature.parameters.values():
            if param.name in self.arguments:
                filled[param.name] = self.arguments[param.name]
            elif param.default is not _empty:
                filled[param.name] = param.default
            elif param.kind == _ParameterKind.VAR_POSITIONAL:
                filled[param.name] = ()
            elif param.kind == _ParameterKind.VAR_KEYWORD:
                filled[param.name] = {}
        self.arguments = filled

    def __eq__(self, other):
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self._signature == other._signature and self.arguments == other.arguments

    def __repr__(self):
        shown = ", ".join(f"{name}={value!r}" for name, value in self.arguments.items())
        return f"<{type(self).__name__} ({shown})>"


class Signature:
    empty = _the_empty()

    def __init__(self, parameters=None, *, return_annotation=_empty):
        params = {}
        for param in parameters or ():
            if param.name in params:
                raise ValueError(f"duplicate parameter name: {param.name!r}")
            params[param.name] = param
        self._parameters = params
        self._return_annotation = return_annotation

    @property
    def parameters(self):
        return MappingProxyType(_ParameterTable(self._parameters))

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=None, return_annotation=None):
        return Signature(
            list(self._parameters.values()) if parameters is None else parameters,
            return_annotation=self._return_annotation if return_annotation is None else return_annotation,
        )

    def bind(self, *args, **kwargs):
        return self._bind(args, kwargs, False)

    def bind_partial(self, *args, **kwargs):
        return self._bind(args, kwargs, True)

    def _bind(self, args, kwargs, partial):
        params = list(self._parameters.values())
        arguments = {}
        at = 0
        given = 0
        # Positional arguments fill the parameters in order, the rest go to `*args`.
        while given < len(args):
            if at == len(params) or params[at].kind in (_ParameterKind.VAR_KEYWORD, _ParameterKind.KEYWORD_ONLY):
                raise TypeError("too many positional arguments")
            param = params[at]
            if param.kind == _ParameterKind.VAR_POSITIONAL:
                arguments[param.name] = tuple(args[given:])
                given = len(args)
            else:
                if param.name in kwargs and param.kind != _ParameterKind.POSITIONAL_ONLY:
                    raise TypeError(f"multiple values for argument {param.name!r}")
                arguments[param.name] = args[given]
                given += 1
            at += 1
        # The other parameters by keyword, in order.
        left = dict(kwargs)
        var_keyword = None
        for param in params[at:]:
            if param.kind == _ParameterKind.VAR_KEYWORD:
                var_keyword = param
            elif param.kind == _ParameterKind.VAR_POSITIONAL:
                pass
            elif param.name in left:
                if param.kind == _ParameterKind.POSITIONAL_ONLY:
                    raise TypeError(f"{param.name!r} parameter is positional only, but was passed as a keyword")
                arguments[param.name] = left.pop(param.name)
            elif not partial and param.default is _empty:
                raise TypeError(f"missing a required argument: {param.name!r}")
        if left:
            if var_keyword is None:
                raise TypeError(f"got an unexpected keyword argument {next(iter(left))!r}")
            arguments[var_keyword.name] = left
        return BoundArguments(self, arguments)

    def __str__(self):
        parts = []
        slash = False
        star = False
        for param in self._parameters.values():
            kind = param.kind
            if kind == _ParameterKind.POSITIONAL_ONLY:
                slash = True
            elif slash:
                parts.append("/")
                slash = False
            if kind == _ParameterKind.VAR_POSITIONAL:
                star = True
            elif kind == _ParameterKind.KEYWORD_ONLY and not star:
                parts.append("*")
                star = True
            parts.append(str(param))
        if slash:
            parts.append("/")
        text = "(" + ", ".join(parts) + ")"
        if self._return_annotation is not _empty:
            text = f"{text} -> {_annotation_text(self._return_annotation)}"
        return text

    def __repr__(self):
        return f"<{type(self).__name__} {self}>"

    def __eq__(self, other):
        if not isinstance(other, Signature):
            return NotImplemented
        return (
            self._return_annotation == other._return_annotation
            and list(self._parameters.items()) == list(other._parameters.items())
        )


def _wraps_another(f):
    # What `functools.wraps` made: a function of the program (or a method bound from one)
    # holding `__wrapped__`.
    return _inspect("kind", f) in ("function", "generator function", "method") and hasattr(f, "__wrapped__")


def unwrap(func, *, stop=None):
    seen = [func]
    found = func
    while _wraps_another(found) and not (stop is not None and stop(found)):
        found = found.__wrapped__
        if any(found is s for s in seen):
            raise ValueError(f"wrapper loop when unwrapping {func!r}")
        seen.append(found)
    return found


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    if not callable(obj):
        raise TypeError(f"{obj!r} is not a callable object")
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, "__signature__"))
    annotations = _inspect("annotations", obj)
    params = []
    for name, kind, default in _inspect("params", obj, _empty):
        params.append(Parameter(name, kind, default=default, annotation=annotations.get(name, _empty)))
    return Signature(params, return_annotation=annotations.get("return", _empty))


def isfunction(obj):
    return _inspect("kind", obj) in ("function", "generator function")


def isgeneratorfunction(obj):
    return _inspect("generator", obj)


def ismethod(obj):
    return _inspect("kind", obj) == "method"


def isclass(obj):
    return isinstance(obj, type)


def isbuiltin(obj):
    return _inspect("kind", obj) == "builtin"


def isroutine(obj):
    return _inspect("kind", obj) in ("function", "generator function", "method", "builtin")


def isgenerator(obj):
    return type(obj).__name__ == "generator"


def iscoroutinefunction(obj):
    return _inspect("coroutine", obj)


def iscoroutine(obj):
    return type(obj).__name__ == "coroutine"


def isasyncgenfunction(obj):
    return _inspect("async_generator", obj)


def isasyncgen(obj):
    return type(obj).__name__ == "async_generator"


# Builtin values, none of which can be awaited (clauz3 answers `hasattr` of `__await__` for
# instances of classes only).
_NOT_AWAITABLE = (int, float, complex, str, bytes, bytearray, bool, list, tuple, dict, set, frozenset, range, type(None))


def isawaitable(obj):
    kind = type(obj).__name__
    if kind == "coroutine":
        return True
    if kind == "generator" or isinstance(obj, _NOT_AWAITABLE) or _inspect("kind", obj) != "other":
        return False
    return hasattr(type(obj), "__await__")


CORO_CREATED = "CORO_CREATED"
CORO_RUNNING = "CORO_RUNNING"
CORO_SUSPENDED = "CORO_SUSPENDED"
CORO_CLOSED = "CORO_CLOSED"


def getcoroutinestate(coroutine):
    state = _inspect("coroutine_state", coroutine)
    if state is None:
        raise AttributeError("'" + type(coroutine).__name__ + "' object has no attribute 'cr_running'")
    return state


GEN_CREATED = "GEN_CREATED"
GEN_RUNNING = "GEN_RUNNING"
GEN_SUSPENDED = "GEN_SUSPENDED"
GEN_CLOSED = "GEN_CLOSED"


def getgeneratorstate(generator):
    state = _inspect("generator_state", generator)
    if state is None:
        raise AttributeError("'" + type(generator).__name__ + "' object has no attribute 'gi_running'")
    return state


def isabstract(obj):
    return isinstance(obj, type) and bool(getattr(obj, "__abstractmethods__", False))

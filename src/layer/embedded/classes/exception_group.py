"""The builtin `BaseExceptionGroup` and `ExceptionGroup` (PEP 654), as CPython 3.11's
`Objects/exceptions.c` defines them: `__new__`'s checks and messages (a `BaseExceptionGroup` of
`Exception`s only is an `ExceptionGroup`), `message`, `exceptions` (a tuple), `str()`,
`subgroup`, `split` (nesting kept, each derived group given the original's traceback, cause,
context and a copy of its notes) and `derive`. A program names them without importing
anything (`layer::program` binds them when its text does). The two static methods starting
with `_clauz3_` are what an `except*` clause runs (`sema::except_star`)."""


class BaseExceptionGroup(BaseException):
    def __new__(cls, *args, **kwargs):
        if len(args) != 2:
            raise TypeError(f"BaseExceptionGroup.__new__() takes exactly 2 arguments ({len(args)} given)")
        message, exceptions = args
        if not isinstance(message, str):
            raise TypeError(f"BaseExceptionGroup.__new__() argument 1 must be str, not {type(message).__name__}")
        if not _is_sequence(exceptions):
            raise TypeError("second argument (exceptions) must be a sequence")
        if len(exceptions) == 0:
            raise ValueError("second argument (exceptions) must be a non-empty sequence")
        nested_base = False
        for i, exc in enumerate(exceptions):
            if not isinstance(exc, BaseException):
                raise ValueError(f"Item {i} of second argument (exceptions) is not an exception")
            if not isinstance(exc, Exception):
                nested_base = True
        if cls is BaseExceptionGroup:
            if not nested_base:
                cls = ExceptionGroup
        elif cls is ExceptionGroup:
            if nested_base:
                raise TypeError("Cannot nest BaseExceptions in an ExceptionGroup")
        elif nested_base and issubclass(cls, Exception):
            raise TypeError(f"Cannot nest BaseExceptions in '{cls.__name__}'")
        if kwargs:
            raise TypeError(f"{cls.__name__}() takes no keyword arguments")
        self = super().__new__(cls, message, exceptions)
        self._clauz3_group = (message, tuple(exceptions))
        return self

    @property
    def message(self):
        return self._clauz3_group[0]

    @message.setter
    def message(self, value):
        raise AttributeError("readonly attribute")

    @message.deleter
    def message(self):
        raise AttributeError("readonly attribute")

    @property
    def exceptions(self):
        return self._clauz3_group[1]

    @exceptions.setter
    def exceptions(self, value):
        raise AttributeError("readonly attribute")

    @exceptions.deleter
    def exceptions(self):
        raise AttributeError("readonly attribute")

    def __str__(self):
        count = len(self._clauz3_group[1])
        return f"{self._clauz3_group[0]} ({count} sub-exception{'s' if count > 1 else ''})"

    def derive(self, excs):
        return BaseExceptionGroup(self._clauz3_group[0], excs)

    def subgroup(self, condition):
        return _split(self, _matcher_kind(condition), condition, False)[0]

    def split(self, condition):
        return _split(self, _matcher_kind(condition), condition, True)

    @staticmethod
    def _clauz3_star_match(exc, match_type):
        """What one `except* match_type:` clause takes of `exc` (CPython's
        `_PyEval_ExceptionGroupMatch`): `(match, rest)`; a naked exception is wrapped."""
        if isinstance(exc, match_type):
            if isinstance(exc, BaseExceptionGroup):
                return (exc, None)
            # CPython 3.11 gives the wrapping group no traceback of its own.
            return (BaseExceptionGroup("", (exc,)), None)
        if isinstance(exc, BaseExceptionGroup):
            return exc.split(match_type)
        return (None, exc)

    @staticmethod
    def _clauz3_star_reraise(orig, raised):
        """What leaves a `try` statement with `except*` clauses (CPython's
        `_PyExc_PrepReraiseStar`): `raised` holds what each handler raised, then the part no
        clause matched. Re-raised parts keep the shape of `orig`, after the new exceptions."""
        if not isinstance(orig, BaseExceptionGroup):
            for exc in raised:
                if exc is not None:
                    return exc
            return None
        kept = []
        new = []
        for exc in raised:
            if exc is None:
                continue
            if exc._clauz3_same_metadata(orig):
                _leaves(exc, kept)
            else:
                new.append(exc)
        if kept:
            reraised = _split(orig, 0, lambda e: _is_in(e, kept), False)[0]
            if reraised is not None:
                new.append(reraised)
        if len(new) > 1:
            return BaseExceptionGroup("", new)
        return new[0] if new else None


class ExceptionGroup(BaseExceptionGroup, Exception):
    pass


def _is_sequence(value):
    """CPython's `PySequence_Check`: what has items by index and is no mapping or set."""
    if isinstance(value, (list, tuple, str, range, bytes, bytearray)):
        return True
    if isinstance(value, (dict, set, frozenset, BaseException, int, float)):
        return False
    return hasattr(value, "__getitem__")


def _matcher_kind(condition):
    """0 for a predicate, 1 for an exception class or tuple of them (CPython's
    `get_matcher_type`)."""
    if callable(condition) and not isinstance(condition, type):
        return 0
    if isinstance(condition, type) and issubclass(condition, BaseException):
        return 1
    if type(condition) is tuple:
        for item in condition:
            if not (isinstance(item, type) and issubclass(item, BaseException)):
                raise TypeError("expected a function, exception type or tuple of exception types")
        return 1
    raise TypeError("expected a function, exception type or tuple of exception types")


def _split(exc, kind, condition, with_rest):
    """`(match, rest)` of `exc` (CPython's `exceptiongroup_split_recursive`)."""
    matched = condition(exc) if kind == 0 else isinstance(exc, condition)
    if matched:
        return (exc, None)
    if not isinstance(exc, BaseExceptionGroup):
        return (None, exc if with_rest else None)
    match_list = []
    rest_list = []
    for child in exc.exceptions:
        match, rest = _split(child, kind, condition, with_rest)
        if match is not None:
            match_list.append(match)
        if with_rest and rest is not None:
            rest_list.append(rest)
    match = _subset(exc, match_list)
    rest = _subset(exc, rest_list) if with_rest else None
    return (match, rest)


def _subset(orig, excs):
    """`orig.derive(excs)` given `orig`'s traceback, context, cause and a copy of its notes."""
    if not excs:
        return None
    made = orig.derive(excs)
    if not isinstance(made, BaseExceptionGroup):
        raise TypeError("derive must return an instance of BaseExceptionGroup")
    made._clauz3_copy_metadata(orig)
    return made


def _leaves(exc, out):
    if isinstance(exc, BaseExceptionGroup):
        for child in exc.exceptions:
            _leaves(child, out)
    else:
        out.append(exc)


def _is_in(exc, leaves):
    for leaf in leaves:
        if leaf is exc:
            return True
    return False

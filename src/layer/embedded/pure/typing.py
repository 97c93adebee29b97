"""`typing`'s functions for agent programs (its classes and forms are read where the program
writes them: bases, annotations, type aliases). `cast` and `assert_type` give their value back
unchanged, as CPython's do. `get_type_hints` reads the annotations clauz3 computes
(`__annotations__` of a function, of each class along a class's `__mro__` but the builtin
ones, bases first),
keeping `None` as `NoneType` as CPython does; a string annotation, which CPython evaluates in
the module's namespace, is refused."""


def cast(typ, val):
    return val


def assert_type(val, typ):
    return val


def _resolved(annotations):
    hints = {}
    for name, value in annotations.items():
        if value is None:
            value = type(None)
        elif isinstance(value, str):
            _unmodelled(
                f"`typing.get_type_hints` of the string annotation {value!r} of `{name}` (CPython evaluates it in the module's namespace; annotate with the class itself)"
            )
        hints[name] = value
    return hints


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            # A builtin class (`object`, `tuple`, `dict`, `Exception`) annotates nothing.
            if base.__module__ != "builtins":
                hints.update(_resolved(base.__annotations__))
        return hints
    return _resolved(obj.__annotations__)

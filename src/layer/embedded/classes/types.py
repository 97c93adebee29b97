"""`types` for agent programs: `SimpleNamespace`, an object whose attributes are the keywords it
was made with, and any the program sets later. Its text, equality and refusals are CPython's:
`namespace(a=1, b='x')` (a subclass shows its own name), equal to another namespace with equal
attributes, unhashable, and no positional arguments. (CPython's messages name the class
`types.SimpleNamespace`; a missing attribute's `AttributeError` and `hash`'s `TypeError` name
it `SimpleNamespace` here.)"""


class SimpleNamespace:
    __hash__ = None

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        for name, value in kwargs.items():
            setattr(self, name, value)

    def __repr__(self):
        shown = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        items = ", ".join(f"{name}={value!r}" for name, value in vars(self).items())
        return f"{shown}({items})"

    def __eq__(self, other):
        if not isinstance(other, SimpleNamespace):
            return NotImplemented
        return vars(self) == vars(other)


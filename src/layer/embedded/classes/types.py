"""`types` for agent programs: `SimpleNamespace`, an object whose attributes are the keywords it
was made with, and any the program sets later. Its text, equality and refusals are CPython's:
`namespace(a=1, b='x')` (a subclass shows its own name), equal to another namespace with equal
attributes, unhashable, and no positional arguments. (CPython's messages name the class
`types.SimpleNamespace`; a missing attribute's `AttributeError` and `hash`'s `TypeError` name
it `SimpleNamespace` here.) And `MappingProxyType`, a read-only view of a mapping, CPython's
`mappingproxy`: what `inspect.Signature.parameters` gives."""


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


class MappingProxyType:
    """A read-only view of a mapping (`Signature.parameters`); CPython's `mappingproxy`."""

    def __init__(self, mapping):
        if isinstance(mapping, (list, tuple)) or not (isinstance(mapping, dict) or hasattr(mapping, "keys")):
            raise TypeError(f"mappingproxy() argument must be a mapping, not {type(mapping).__name__}")
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __eq__(self, other):
        if isinstance(other, MappingProxyType):
            return self._mapping == other._mapping
        return self._mapping == other

    def __ne__(self, other):
        return self._mapping != other

    def __lt__(self, other):
        return self._mapping < other

    def __le__(self, other):
        return self._mapping <= other

    def __gt__(self, other):
        return self._mapping > other

    def __ge__(self, other):
        return self._mapping >= other

    def __repr__(self):
        return f"mappingproxy({self._mapping!r})"

    def __str__(self):
        return str(self._mapping)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def copy(self):
        return self._mapping.copy()

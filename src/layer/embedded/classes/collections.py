"""The half of `collections` written in subset Python: `ChainMap`, several mappings searched in
order as one. `Counter`, `defaultdict`, `OrderedDict` and `deque` are kinds of the
interpreter's own dicts and lists (`interp/collections.rs`), since they must be dicts and lists.
Lookups search the maps first to last; writes, deletions and `pop` change only the first."""


class _MappingView:
    # What `keys()`, `values()` and `items()` give: a live view, written as CPython writes it
    # (`KeysView(ChainMap({'a': 1}))`).
    def __init__(self, kind, chain):
        self._kind = kind
        self._chain = chain

    def __len__(self):
        return len(self._chain)

    def __iter__(self):
        chain = self._chain
        for key in chain:
            if self._kind == "KeysView":
                yield key
            elif self._kind == "ValuesView":
                yield chain[key]
            else:
                yield (key, chain[key])

    def __contains__(self, item):
        for each in self:
            if each == item:
                return True
        return False

    def __repr__(self):
        return f"{self._kind}({self._chain!r})"


class ChainMap:
    def __init__(self, *maps):
        # Item by item, not `list(maps)`: the prover keeps a list of maps holding terms.
        self.maps = [m for m in maps] or [{}]

    def _missing(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            # Read, not tested with `in`: a `Counter` or `defaultdict` answers a missing key.
            try:
                return mapping[key]
            except KeyError:
                pass
        return self._missing(key)

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        # Each key once, in the order of the last map first, as CPython iterates.
        seen = {}
        for mapping in reversed(self.maps):
            for key in mapping:
                seen[key] = None
        return iter(seen)

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return "ChainMap(" + ", ".join(repr(m) for m in self.maps) + ")"

    def __eq__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    @classmethod
    def fromkeys(cls, iterable, value=None):
        return ChainMap(dict.fromkeys(iterable, value))

    def copy(self):
        return ChainMap(self.maps[0].copy(), *self.maps[1:])

    def __copy__(self):
        return self.copy()

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return ChainMap(m, *self.maps)

    @property
    def parents(self):
        return ChainMap(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}") from None

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError("No keys found in the first mapping.") from None

    def pop(self, key, *default):
        try:
            return self.maps[0].pop(key, *default)
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}") from None

    def clear(self):
        self.maps[0].clear()

    def keys(self):
        return _MappingView("KeysView", self)

    def values(self):
        return _MappingView("ValuesView", self)

    def items(self):
        return _MappingView("ItemsView", self)

    def update(self, other=(), **kwargs):
        first = self.maps[0]
        if isinstance(other, ChainMap):
            for key in other:
                first[key] = other[key]
        else:
            first.update(other)
        first.update(kwargs)

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        m = self.copy()
        m.update(other)
        return m

    def __ror__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        m = dict(other.items())
        for child in reversed(self.maps):
            m.update(child)
        return ChainMap(m)

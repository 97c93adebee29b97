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


class UserDict:
    # A mapping kept in the plain dict `self.data`. As CPython's (a plain Python class, no
    # `dict`), every method reaches the items through the special methods, so a subclass's
    # `__setitem__` sees `update`, `setdefault` and the constructor's items, and its
    # `__getitem__` what `get`, `pop` and `values` read.
    def __init__(self, other=None, /, **kwargs):
        self.data = {}
        if other is not None:
            self.update(other)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        return self.__missing__(key)

    def __missing__(self, key):
        # CPython's has none and raises `KeyError` when a subclass defines none either.
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __eq__(self, other):
        if not isinstance(other, (dict, UserDict, ChainMap)):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    def get(self, key, default=None):
        # `Mapping.get` (3.11's `UserDict` has no own): a subclass's `__missing__` answers.
        try:
            return self[key]
        except KeyError:
            return default

    def keys(self):
        return _MappingView("KeysView", self)

    def values(self):
        return _MappingView("ValuesView", self)

    def items(self):
        return _MappingView("ItemsView", self)

    def pop(self, key, *default):
        if len(default) > 1:
            raise TypeError(f"pop expected at most 2 arguments, got {len(default) + 1}")
        try:
            value = self[key]
        except KeyError:
            if default:
                return default[0]
            raise
        del self[key]
        return value

    def popitem(self):
        for key in self:
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def clear(self):
        for key in list(self):
            del self[key]

    def update(self, other=(), /, **kwargs):
        if isinstance(other, (dict, UserDict, ChainMap)):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwargs.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

    def copy(self):
        if type(self) is not UserDict:
            # CPython copies a subclass's instance without calling its `__init__`.
            raise NotImplementedError("copying an instance of a subclass of `UserDict` is not modelled: build a new one")
        return UserDict(self.data.copy())

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made

    def __or__(self, other):
        if isinstance(other, UserDict):
            return type(self)(self.data | other.data)
        if isinstance(other, dict):
            return type(self)(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return type(self)(other.data | self.data)
        if isinstance(other, dict):
            return type(self)(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self


def _items_of(other):
    # What `UserList`'s operators combine with: another one's list, else the value itself.
    return other.data if isinstance(other, UserList) else other


class UserList:
    # A sequence kept in the plain list `self.data`. As CPython's (a plain Python class, no
    # `list`), iteration reads `self[i]` until `IndexError`, so a subclass's `__getitem__`
    # sees it; results of `+` and `*` are made by the class (`type(self)(items)`).
    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __lt__(self, other):
        return self.data < _items_of(other)

    def __le__(self, other):
        return self.data <= _items_of(other)

    def __eq__(self, other):
        return self.data == _items_of(other)

    def __gt__(self, other):
        return self.data > _items_of(other)

    def __ge__(self, other):
        return self.data >= _items_of(other)

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __iter__(self):
        i = 0
        while True:
            try:
                item = self[i]
            except IndexError:
                return
            yield item
            i += 1

    def __add__(self, other):
        if isinstance(other, UserList):
            return type(self)(self.data + other.data)
        if isinstance(other, list):
            return type(self)(self.data + other)
        return type(self)(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return type(self)(other.data + self.data)
        if isinstance(other, list):
            return type(self)(other + self.data)
        return type(self)(list(other) + self.data)

    def __iadd__(self, other):
        self.data.extend(_items_of(other))
        return self

    def __mul__(self, n):
        return type(self)(self.data * n)

    def __rmul__(self, n):
        return type(self)(self.data * n)

    def __imul__(self, n):
        self.data *= n
        return self

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        self.data.extend(_items_of(other))


def _text_of(value):
    # What `UserString`'s methods take from an argument: another one's str, else the value.
    return value.data if isinstance(value, UserString) else value


_END = 9223372036854775807


class UserString:
    # A str kept in `self.data`. As CPython's (a plain Python class, no `str`): methods giving
    # text give an instance of the class (`type(self)(...)`), those giving a number, a bool,
    # a list or a tuple give the str's; iteration reads `self[i]` until `IndexError`.
    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def __eq__(self, other):
        return self.data == _text_of(other)

    def __lt__(self, other):
        return self.data < _text_of(other)

    def __le__(self, other):
        return self.data <= _text_of(other)

    def __gt__(self, other):
        return self.data > _text_of(other)

    def __ge__(self, other):
        return self.data >= _text_of(other)

    def __contains__(self, char):
        return _text_of(char) in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return type(self)(self.data[index])

    def __add__(self, other):
        if isinstance(other, (UserString, str)):
            return type(self)(self.data + _text_of(other))
        return type(self)(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return type(self)(other + self.data)
        return type(self)(str(other) + self.data)

    def __mul__(self, n):
        return type(self)(self.data * n)

    def __rmul__(self, n):
        return type(self)(self.data * n)

    def __mod__(self, args):
        return type(self)(self.data % args)

    def __rmod__(self, template):
        return type(self)(str(template) % self)

    def capitalize(self):
        return type(self)(self.data.capitalize())

    def casefold(self):
        return type(self)(self.data.casefold())

    def center(self, width, *args):
        return type(self)(self.data.center(width, *args))

    def count(self, sub, start=0, end=_END):
        return self.data.count(_text_of(sub), start, end)

    def removeprefix(self, prefix, /):
        return type(self)(self.data.removeprefix(_text_of(prefix)))

    def removesuffix(self, suffix, /):
        return type(self)(self.data.removesuffix(_text_of(suffix)))

    def encode(self, encoding="utf-8", errors="strict"):
        encoding = "utf-8" if encoding is None else encoding
        errors = "strict" if errors is None else errors
        return self.data.encode(encoding, errors)

    def endswith(self, suffix, start=0, end=_END):
        return self.data.endswith(suffix, start, end)

    def expandtabs(self, tabsize=8):
        return type(self)(self.data.expandtabs(tabsize))

    def find(self, sub, start=0, end=_END):
        return self.data.find(_text_of(sub), start, end)

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def format_map(self, mapping):
        return self.data.format_map(mapping)

    def index(self, sub, start=0, end=_END):
        return self.data.index(_text_of(sub), start, end)

    def isalpha(self):
        return self.data.isalpha()

    def isalnum(self):
        return self.data.isalnum()

    def isascii(self):
        return self.data.isascii()

    def isdecimal(self):
        return self.data.isdecimal()

    def isdigit(self):
        return self.data.isdigit()

    def isidentifier(self):
        return self.data.isidentifier()

    def islower(self):
        return self.data.islower()

    def isnumeric(self):
        return self.data.isnumeric()

    def isprintable(self):
        return self.data.isprintable()

    def isspace(self):
        return self.data.isspace()

    def istitle(self):
        return self.data.istitle()

    def isupper(self):
        return self.data.isupper()

    def join(self, seq):
        return self.data.join(seq)

    def ljust(self, width, *args):
        return type(self)(self.data.ljust(width, *args))

    def lower(self):
        return type(self)(self.data.lower())

    def lstrip(self, chars=None):
        return type(self)(self.data.lstrip(chars))

    def partition(self, sep):
        return self.data.partition(sep)

    def replace(self, old, new, maxsplit=-1):
        return type(self)(self.data.replace(_text_of(old), _text_of(new), maxsplit))

    def rfind(self, sub, start=0, end=_END):
        return self.data.rfind(_text_of(sub), start, end)

    def rindex(self, sub, start=0, end=_END):
        return self.data.rindex(_text_of(sub), start, end)

    def rjust(self, width, *args):
        return type(self)(self.data.rjust(width, *args))

    def rpartition(self, sep):
        return self.data.rpartition(sep)

    def rstrip(self, chars=None):
        return type(self)(self.data.rstrip(chars))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def rsplit(self, sep=None, maxsplit=-1):
        return self.data.rsplit(sep, maxsplit)

    def splitlines(self, keepends=False):
        return self.data.splitlines(keepends)

    def startswith(self, prefix, start=0, end=_END):
        return self.data.startswith(prefix, start, end)

    def strip(self, chars=None):
        return type(self)(self.data.strip(chars))

    def swapcase(self):
        return type(self)(self.data.swapcase())

    def title(self):
        return type(self)(self.data.title())

    def translate(self, *args):
        return type(self)(self.data.translate(*args))

    def upper(self):
        return type(self)(self.data.upper())

    def zfill(self, width):
        return type(self)(self.data.zfill(width))

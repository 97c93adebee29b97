"""A settings store that registers itself as a Mapping, checked with collections.abc
through `import collections` alone, with typing's aliases refusing to be instantiated."""
import collections
import typing


class Settings:
    def __init__(self, **values):
        self._values = dict(values)

    def __getitem__(self, key):
        return self._values[key]

    def __len__(self):
        return len(self._values)

    def __iter__(self):
        return iter(self._values)

    def get(self, key, default=None):
        return self._values.get(key, default)


collections.abc.Mapping.register(Settings)


def describe(value):
    kinds = []
    for abc_name in ("Mapping", "MutableMapping", "Sequence", "Iterable", "Sized", "Hashable", "Callable"):
        if isinstance(value, getattr(collections.abc, abc_name)):
            kinds.append(abc_name)
    return ", ".join(kinds) or "-"


def main():
    s = Settings(region="eu", retries=3)
    for label, value in [("settings", s), ("dict", {}), ("list", [1]), ("error", KeyError("k")),
                         ("func", describe), ("module", typing), ("class", Settings)]:
        print(f"{label:>8}: {describe(value)}")
    print(issubclass(Settings, collections.abc.Collection), issubclass(Settings, collections.abc.Container))
    for alias in (typing.List, typing.Dict, typing.Set, typing.Tuple, typing.FrozenSet, typing.Type):
        try:
            alias()
        except TypeError as e:
            print(e)
    for abstract in (typing.Sequence, typing.Mapping):
        try:
            abstract()
        except TypeError as e:
            print(str(e).split(" with ")[0])

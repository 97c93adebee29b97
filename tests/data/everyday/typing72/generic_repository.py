"""A generic repository keyed by a TypeVar, with subscripted aliases and __parameters__."""
from typing import Callable, Dict, Generic, List, Optional, TypeVar

K = TypeVar("K")
V = TypeVar("V")
N = TypeVar("N", int, float)
B = TypeVar("B", bound="Entity")


class Entity:
    def __init__(self, ident):
        self.ident = ident

    def __repr__(self):
        return f"{type(self).__name__}({self.ident!r})"


class Repository(Generic[K, V]):
    def __init__(self, key: Callable[[V], K]):
        self._key = key
        self._rows: Dict[K, V] = {}

    def add(self, row: V) -> K:
        key = self._key(row)
        self._rows[key] = row
        return key

    def get(self, key: K) -> Optional[V]:
        return self._rows.get(key)

    def all(self) -> List[V]:
        return list(self._rows.values())


class EntityRepository(Repository[int, Entity]):
    pass


def main():
    print(K, V, N, B, N.__constraints__, B.__bound__, K.__covariant__)
    print(Repository.__parameters__, EntityRepository.__parameters__)
    alias = Repository[str, Entity]
    print(alias, alias.__origin__ is Repository, alias.__args__)
    repo = alias(lambda e: str(e.ident))
    for i in (3, 1, 2):
        repo.add(Entity(i))
    print(repo.get("2"), repo.get("9"), repo.all())
    print(type(repo).__name__, isinstance(repo, Repository), isinstance(repo, Generic))
    ents = EntityRepository(lambda e: e.ident)
    ents.add(Entity(7))
    print(ents.all(), issubclass(EntityRepository, Generic))
    print(Repository[int, str] == Repository[int, str], Repository[int, str] == Repository[str, int])
    print(Repository.__orig_bases__, EntityRepository.__orig_bases__, Generic[K, V] == Generic[K, V])
    for bad in (lambda: Generic[int], lambda: Generic[K, K]):
        try:
            bad()
        except TypeError as e:
            print("TypeError:", e)


if __name__ == "__main__":
    main()

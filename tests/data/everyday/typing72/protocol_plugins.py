"""Runtime-checkable protocols to accept plugins by shape, and a generic registry of them."""
from typing import Dict, Generic, List, Protocol, TypeVar, runtime_checkable

P = TypeVar("P")


@runtime_checkable
class Exporter(Protocol):
    def export(self, rows): ...


@runtime_checkable
class Named(Protocol):
    name: str


class CsvExporter:
    name = "csv"

    def export(self, rows):
        return "\n".join(",".join(str(v) for v in row) for row in rows)


class JsonLines:
    name = "jsonl"

    def export(self, rows):
        return "\n".join(str(list(row)) for row in rows)


class Broken:
    name = "broken"


class Registry(Generic[P]):
    def __init__(self):
        self._items: Dict[str, P] = {}

    def register(self, item: P) -> bool:
        if not isinstance(item, Exporter):
            return False
        self._items[item.name] = item
        return True

    def names(self) -> List[str]:
        return sorted(self._items)

    def run(self, name, rows):
        return self._items[name].export(rows)


def main():
    registry: Registry[Exporter] = Registry()
    for plugin in (CsvExporter(), JsonLines(), Broken()):
        print(type(plugin).__name__, isinstance(plugin, Exporter), isinstance(plugin, Named), registry.register(plugin))
    print(registry.names(), Registry.__parameters__, Registry[Exporter])
    rows = [(1, "a"), (2, "b")]
    print(registry.run("csv", rows))
    print(registry.run("jsonl", rows))
    print(isinstance(registry, Generic), isinstance(3, Exporter))


if __name__ == "__main__":
    main()

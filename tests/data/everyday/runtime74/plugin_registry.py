"""A plugin registry: exporters derive from an abstract base or are registered with it,
and a report lists which ones the registry accepts."""
from abc import ABC, abstractmethod
import collections
from dataclasses import dataclass


class Exporter(ABC):
    @abstractmethod
    def export(self, rows): ...

    def name(self):
        return type(self).__name__.lower()


class CsvExporter(Exporter):
    def export(self, rows):
        return "\n".join(",".join(str(v) for v in row) for row in rows)


@Exporter.register
class LegacyTsv:
    def export(self, rows):
        return "\n".join("\t".join(str(v) for v in row) for row in rows)


class Unrelated:
    def export(self, rows):
        return repr(rows)


@dataclass(frozen=True)
class Row:
    sku: str
    qty: int
    price: float


def accepted(candidate):
    return isinstance(candidate, Exporter)


def main():
    rows = [Row("A-1", 2, 9.5), Row("B-7", 1, 120.0)]
    table = [[r.sku, r.qty, f"{r.price:.2f}"] for r in rows]
    for exporter in (CsvExporter(), LegacyTsv(), Unrelated()):
        label = type(exporter).__name__
        if accepted(exporter):
            print(f"{label:<12} ok  {exporter.export(table)!r}")
        else:
            print(f"{label:<12} --  not an Exporter")
    print(issubclass(LegacyTsv, Exporter), LegacyTsv.__mro__)
    Exporter.register(dict)
    print(isinstance({}, Exporter), isinstance([], Exporter), issubclass(collections.OrderedDict, Exporter))
    print(Row.__match_args__, isinstance(Row("x", 1, 1.0), collections.abc.Hashable))
    try:
        Exporter()
    except TypeError as e:
        print("TypeError:", e)
    try:
        Exporter.register("csv")
    except TypeError as e:
        print("TypeError:", e)

"""Exporters that satisfy a Protocol structurally, picked by format name."""
from typing import Dict, Iterable, List, Protocol, runtime_checkable, Sequence, Tuple
import csv
import io
import json

Row = Tuple[str, int, float]


@runtime_checkable
class Exporter(Protocol):
    extension: str

    def export(self, header: Sequence[str], rows: Iterable[Row]) -> str:
        ...


class CsvExporter:
    extension = "csv"

    def export(self, header, rows):
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
        return buf.getvalue()


class JsonExporter:
    extension = "json"

    def __init__(self, indent=None):
        self.indent = indent

    def export(self, header, rows):
        return json.dumps([dict(zip(header, r)) for r in rows], indent=self.indent)


class MarkdownExporter:
    extension = "md"

    def export(self, header, rows):
        rows = list(rows)
        cells = [list(map(str, header))] + [[str(c) for c in r] for r in rows]
        widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
        lines = ["| " + " | ".join(c.ljust(w) for c, w in zip(row, widths)) + " |" for row in cells]
        lines.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
        return "\n".join(lines)


class BrokenExporter:
    extension = "txt"


class UnknownFormat(KeyError):
    def __str__(self):
        return f"no exporter for {self.args[0]!r}; known: {', '.join(self.args[1])}"


class Registry:
    def __init__(self):
        self._by_ext: Dict[str, Exporter] = {}

    def register(self, exporter: object) -> None:
        if not isinstance(exporter, Exporter):
            raise TypeError(f"{type(exporter).__name__} does not implement Exporter")
        self._by_ext[exporter.extension] = exporter

    def get(self, ext: str) -> Exporter:
        try:
            return self._by_ext[ext]
        except KeyError:
            raise UnknownFormat(ext, sorted(self._by_ext)) from None


def main():
    header = ["city", "population", "area_km2"]
    rows: List[Row] = [("Lisbon", 545_000, 100.05), ("Porto", 232_000, 41.42), ("Braga, PT", 193_000, 183.4)]
    reg = Registry()
    for exp in (CsvExporter(), JsonExporter(), MarkdownExporter(), BrokenExporter(), "csv"):
        try:
            reg.register(exp)
        except TypeError as exc:
            print("TypeError:", exc)
    for ext in ("csv", "md", "json", "xml"):
        try:
            out = reg.get(ext).export(header, rows)
        except UnknownFormat as exc:
            print(exc)
            continue
        print(f"--- {ext} ({len(out)} chars)")
        print(out.rstrip("\n"))
    density = {c: round(p / a) for c, p, a in rows}
    print(JsonExporter(indent=2).export(["city", "density"], sorted(density.items(), key=lambda kv: -kv[1])))
    print(isinstance(JsonExporter(), Exporter), isinstance(BrokenExporter(), Exporter))


if __name__ == "__main__":
    main()

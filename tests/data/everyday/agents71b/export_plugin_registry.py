"""Pluggable report exporters: registered by decorator and by subclassing."""
from abc import ABC, abstractmethod
import json
import functools

EXPORTERS = {}


def exporter(name, *, extension):
    def register(cls):
        if name in EXPORTERS:
            raise ValueError(f"exporter {name!r} already registered by {EXPORTERS[name].__name__}")
        cls.format_name = name
        cls.extension = extension
        EXPORTERS[name] = cls
        return cls
    return register


class Exporter(ABC):
    format_name = "?"
    extension = ""
    registry_order = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Exporter.registry_order.append(cls.__name__)

    def __init__(self, columns):
        self.columns = columns

    @abstractmethod
    def render(self, rows): ...

    def filename(self, stem):
        return f"{stem}.{self.extension}"

    def __repr__(self):
        return f"{type(self).__name__}(columns={self.columns!r})"


def count_rows(method):
    @functools.wraps(method)
    def wrapper(self, rows):
        out = method(self, rows)
        self.last_count = len(rows)
        return out
    return wrapper


@exporter("csv", extension="csv")
class CsvExporter(Exporter):
    @count_rows
    def render(self, rows):
        lines = [",".join(self.columns)]
        for r in rows:
            lines.append(",".join(str(r.get(c, "")) for c in self.columns))
        return "\n".join(lines)


@exporter("json", extension="json")
class JsonExporter(Exporter):
    @count_rows
    def render(self, rows):
        return json.dumps([{c: r.get(c) for c in self.columns} for r in rows], separators=(",", ":"))


@exporter("md", extension="md")
class MarkdownExporter(CsvExporter):
    def render(self, rows):
        widths = {c: max(len(c), *(len(str(r.get(c, ""))) for r in rows)) for c in self.columns}
        head = "| " + " | ".join(c.ljust(widths[c]) for c in self.columns) + " |"
        sep = "|" + "|".join("-" * (widths[c] + 2) for c in self.columns) + "|"
        body = ["| " + " | ".join(str(r.get(c, "")).ljust(widths[c]) for c in self.columns) + " |" for r in rows]
        super().render(rows)  # keep the counter in sync
        return "\n".join([head, sep, *body])


class Incomplete(Exporter):
    pass


ROWS = [
    {"host": "web-1", "cpu": 71, "status": "ok"},
    {"host": "db-1", "cpu": 93, "status": "hot"},
    {"host": "cache-1", "cpu": 12},
]


def main():
    print("registered:", sorted(EXPORTERS), "subclass order:", Exporter.registry_order)
    for name in ("md", "csv", "json"):
        exp = EXPORTERS[name](["host", "cpu", "status"])
        print(f"--- {exp.filename('hosts')} via {exp!r}")
        print(exp.render(ROWS))
        print(f"({exp.last_count} rows)")
    try:
        Incomplete(["x"])
    except TypeError as e:
        print("TypeError:", e)
    try:
        exporter("csv", extension="txt")(type("Dup", (Exporter,), {"render": lambda self, rows: ""}))
    except ValueError as e:
        print("ValueError:", e)
    print(CsvExporter.render.__name__, issubclass(MarkdownExporter, CsvExporter), MarkdownExporter.extension)
    print(Exporter.registry_order)
    return len(EXPORTERS)


if __name__ == "__main__":
    main()

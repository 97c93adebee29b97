"""Export formats register themselves with __init_subclass__ and are picked by name."""
from typing import ClassVar


class UnknownFormat(LookupError):
    pass


class Exporter:
    registry: ClassVar[dict] = {}
    extension: ClassVar[str] = ""

    def __init_subclass__(cls, *, key=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if key is None:
            return
        if key in Exporter.registry:
            raise ValueError(f"duplicate exporter key {key!r}")
        cls.key = key
        Exporter.registry[key] = cls

    @classmethod
    def for_key(cls, key):
        try:
            return cls.registry[key]()
        except KeyError:
            raise UnknownFormat(f"no exporter for {key!r}; known: {', '.join(sorted(cls.registry))}") from None

    def export(self, rows):
        raise NotImplementedError

    def filename(self, stem):
        return f"{stem}.{self.extension}"


class CsvExporter(Exporter, key="csv"):
    extension = "csv"

    def export(self, rows):
        header = ",".join(rows[0].keys())
        body = [",".join(str(v) for v in row.values()) for row in rows]
        return "\n".join([header, *body])


class MarkdownExporter(Exporter, key="md"):
    extension = "md"

    def export(self, rows):
        cols = list(rows[0])
        lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
        for row in rows:
            lines.append("| " + " | ".join(str(row[c]) for c in cols) + " |")
        return "\n".join(lines)


class _BaseText(Exporter):
    extension = "txt"


class PlainExporter(_BaseText, key="txt"):
    def export(self, rows):
        width = max(len(k) for k in rows[0])
        out = []
        for i, row in enumerate(rows, 1):
            out.append(f"# record {i}")
            out.extend(f"{k:<{width}} : {v}" for k, v in row.items())
        return "\n".join(out)


def main():
    rows = [
        {"sku": "A-1", "qty": 3, "price": 9.5},
        {"sku": "B-22", "qty": 12, "price": 0.75},
    ]
    print(sorted(Exporter.registry))
    for key in ["csv", "md", "txt", "xml"]:
        try:
            exporter = Exporter.for_key(key)
        except UnknownFormat as exc:
            print("error:", exc)
            continue
        print("==", exporter.filename("stock"), type(exporter).__name__, exporter.key)
        print(exporter.export(rows))
    try:
        class Again(Exporter, key="csv"):
            pass
    except ValueError as exc:
        print("error:", exc)
    print(issubclass(PlainExporter, _BaseText), hasattr(_BaseText, "key"))
    print([c.__name__ for c in PlainExporter.__mro__])


if __name__ == "__main__":
    main()

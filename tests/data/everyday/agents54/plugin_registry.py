"""A plugin registry built with decorators: exporters registered by format name."""
import json
from functools import partial

REGISTRY = {}


def exporter(fmt, *, extension=None, binary=False):
    def register(cls):
        if fmt in REGISTRY:
            raise KeyError(f"duplicate exporter {fmt!r}")
        cls.fmt = fmt
        cls.extension = extension or fmt
        cls.binary = binary
        REGISTRY[fmt] = cls
        return cls
    return register


class Exporter:
    fmt = None
    extension = None

    def __init__(self, **options):
        self.options = options

    def export(self, rows):
        raise NotImplementedError

    def filename(self, stem):
        return f"{stem}.{self.extension}"


@exporter("csv")
class CsvExporter(Exporter):
    def export(self, rows):
        sep = self.options.get("sep", ",")
        cols = list(rows[0])
        lines = [sep.join(cols)] + [sep.join(str(r[c]) for c in cols) for r in rows]
        return "\n".join(lines)


@exporter("json", extension="json")
class JsonExporter(Exporter):
    def export(self, rows):
        return json.dumps(rows, indent=self.options.get("indent"))


@exporter("md", extension="markdown")
class MarkdownExporter(Exporter):
    def export(self, rows):
        cols = list(rows[0])
        out = ["| " + " | ".join(cols) + " |", "|" + "|".join("---" for _ in cols) + "|"]
        out += ["| " + " | ".join(str(r[c]) for c in cols) + " |" for r in rows]
        return "\n".join(out)


def get_exporter(fmt, **options):
    try:
        cls = REGISTRY[fmt]
    except KeyError:
        known = ", ".join(sorted(REGISTRY))
        raise ValueError(f"unknown format {fmt!r}; known: {known}") from None
    return cls(**options)


ROWS = [{"city": "Oslo", "temp": -3}, {"city": "Lima", "temp": 19}, {"city": "Pune", "temp": 31}]


def main():
    for fmt, opts in [("csv", {"sep": ";"}), ("json", {}), ("md", {}), ("xml", {})]:
        try:
            exp = get_exporter(fmt, **opts)
        except ValueError as e:
            print("error:", e)
            continue
        print(f"== {exp.filename('weather')} ({type(exp).__name__}, binary={exp.binary})")
        print(exp.export(ROWS))
    try:
        @exporter("csv")
        class Another(Exporter):
            pass
    except KeyError as e:
        print("registration failed:", e)
    tab = partial(get_exporter, "csv", sep="\t")
    print(repr(tab().export(ROWS[:1])))
    print(sorted((k, v.extension) for k, v in REGISTRY.items()))
    print(issubclass(REGISTRY["md"], Exporter), isinstance(tab(), CsvExporter))


if __name__ == "__main__":
    main()

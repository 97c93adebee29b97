"""Reading optional settings off option objects and plugins with getattr/hasattr."""
from dataclasses import dataclass

_UNSET = object()


@dataclass
class Options:
    verbose: bool = False
    retries: int = 3


class Exporter:
    name = "csv"
    extension = ".csv"

    def __init__(self, delimiter=","):
        self.delimiter = delimiter


class JsonExporter(Exporter):
    name = "json"
    extension = ".json"
    indent = 2


def describe(exporter):
    indent = getattr(exporter, "indent", None)
    parts = [exporter.name, getattr(exporter, "extension", "?")]
    if indent is not None:
        parts.append(f"indent={indent}")
    if hasattr(exporter, "delimiter"):
        parts.append(f"delimiter={exporter.delimiter!r}")
    return " ".join(parts)


def setting(options, key, default=_UNSET):
    value = getattr(options, key, _UNSET)
    if value is _UNSET:
        if default is _UNSET:
            raise AttributeError(f"no setting {key!r}")
        return default
    return value


def main():
    options = Options(verbose=True)
    for exporter in (Exporter(), JsonExporter(delimiter=";")):
        print(describe(exporter))
    print(setting(options, "verbose"), setting(options, "retries"), setting(options, "color", "auto"))
    try:
        setting(options, "color")
    except AttributeError as e:
        print("AttributeError:", e)
    words = ["  Alpha ", "beta", " GAMMA"]
    cleaned = [getattr(w, "strip")() for w in words]
    print(cleaned, [hasattr(w, "casefold") for w in cleaned[:1]])
    return sum(1 for name in ("verbose", "retries", "debug") if hasattr(options, name))


if __name__ == "__main__":
    main()

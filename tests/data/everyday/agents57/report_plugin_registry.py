"""A plugin registry built from decorators: exporters register by format with metadata."""
import functools
import json

REGISTRY = {}


class PluginError(Exception):
    pass


def exporter(fmt, *, version="1.0", aliases=()):
    def register(func):
        if fmt in REGISTRY:
            raise PluginError(f"duplicate exporter {fmt!r}")

        @functools.wraps(func)
        def wrapper(rows, **options):
            wrapper.calls += 1
            return func(rows, **options)

        wrapper.calls = 0
        wrapper.meta = {"format": fmt, "version": version, "aliases": list(aliases)}
        for name in (fmt, *aliases):
            REGISTRY[name] = wrapper
        return wrapper
    return register


def timed_label(label):
    def deco(func):
        @functools.wraps(func)
        def inner(*args, **kwargs):
            result = func(*args, **kwargs)
            return f"{label}\n{result}"
        return inner
    return deco


@exporter("csv", aliases=("comma",))
def to_csv(rows, sep=","):
    header = sep.join(rows[0])
    body = [sep.join(str(r[k]) for k in rows[0]) for r in rows]
    return "\n".join([header, *body])


@exporter("json", version="2.1")
def to_json(rows, indent=None):
    return json.dumps(rows, indent=indent)


@exporter("md")
@timed_label("<!-- generated -->")
def to_markdown(rows):
    keys = list(rows[0])
    lines = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    lines += ["| " + " | ".join(str(r[k]) for k in keys) + " |" for r in rows]
    return "\n".join(lines)


def export(rows, fmt, **options):
    try:
        plugin = REGISTRY[fmt]
    except KeyError:
        known = ", ".join(sorted(REGISTRY))
        raise PluginError(f"no exporter for {fmt!r} (known: {known})") from None
    return plugin(rows, **options)


def main():
    rows = [{"city": "Oslo", "temp": -3}, {"city": "Lima", "temp": 19}]
    print(export(rows, "csv"))
    print(export(rows, "comma", sep=";"))
    print(export(rows, "json"))
    print(export(rows, "md"))
    try:
        export(rows, "xml")
    except PluginError as e:
        print("error:", e)
    try:
        exporter("json")(lambda rows: "")
    except PluginError as e:
        print("error:", e)
    seen = set()
    for name, plugin in sorted(REGISTRY.items()):
        if id(plugin) in seen:
            continue
        seen.add(id(plugin))
        print(f"{plugin.__name__:<12} {plugin.meta['format']:<5} v{plugin.meta['version']} "
              f"calls={plugin.calls} aliases={plugin.meta['aliases']} doc={plugin.__doc__}")


if __name__ == "__main__":
    main()

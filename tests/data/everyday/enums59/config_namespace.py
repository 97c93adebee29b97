"""Merge layered settings into SimpleNamespace objects and report what changed."""
from types import SimpleNamespace
import types

DEFAULTS = {"host": "localhost", "port": 8080, "debug": False, "workers": 2}


def load(overrides):
    merged = dict(DEFAULTS)
    merged.update(overrides)
    return SimpleNamespace(**merged)


class Settings(SimpleNamespace):
    def url(self):
        return f"http://{self.host}:{self.port}"


def main():
    base = load({})
    prod = load({"host": "api.example.com", "port": 443, "workers": 8})
    print(base)
    print(repr(prod))
    changed = {k: v for k, v in vars(prod).items() if vars(base)[k] != v}
    print("changed:", changed)
    prod.region = "eu-west"
    prod.workers += 4
    del prod.debug
    print(prod, sorted(vars(prod)))
    print(getattr(prod, "debug", "unset"), hasattr(prod, "region"), getattr(base, "port"))
    print(base == load({}), base == prod, base != prod, base == {"host": "localhost"})
    s = Settings(host="svc", port=9000)
    print(s, s.url(), s == SimpleNamespace(host="svc", port=9000))
    nested = types.SimpleNamespace(db=SimpleNamespace(name="app", pool=5), tags=["a", "b"])
    nested.db.pool *= 2
    print(nested, nested.db.pool, type(nested).__name__)
    print(str(SimpleNamespace()), SimpleNamespace(**{"x": 1}).x)
    try:
        prod.missing
    except AttributeError:
        print("AttributeError: no missing")
    try:
        s.nothing
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        SimpleNamespace({"a": 1})
    except TypeError as e:
        print("TypeError:", e)
    try:
        {base: 1}
    except TypeError:
        print("TypeError: unhashable")


if __name__ == "__main__":
    main()

"""A class's own namespace through `vars(Class)` and `Class.__dict__`, a read-only mappingproxy."""
from abc import ABC, abstractmethod


class Plugin:
    """Base of every plugin."""

    registry = []
    version = "1.0"

    def __init__(self, name):
        self.name = name

    def run(self):
        return f"running {self.name}"

    @staticmethod
    def kind():
        return "generic"

    @classmethod
    def create(cls, name):
        return cls(name)

    @property
    def title(self):
        return self.name.title()


class Exporter(Plugin):
    extension = ".csv"

    def run(self):
        return "exporting"

    def __eq__(self, other):
        return isinstance(other, Exporter) and other.name == self.name


class Empty:
    pass


class PluginError(Exception):
    def __init__(self, plugin):
        super().__init__(f"plugin {plugin} failed")


class Handler(ABC):
    @abstractmethod
    def handle(self, event):
        ...

    def describe(self):
        return type(self).__name__


def own_names(cls):
    return [k for k in vars(cls) if not (k.startswith("__") and k.endswith("__"))]


def main():
    for cls in (Plugin, Exporter, Empty, PluginError, Handler):
        print(cls.__name__, list(vars(cls)), len(cls.__dict__))
    ns = vars(Plugin)
    print(isinstance(ns, dict), ns is vars(Plugin), ns == vars(Plugin), len(ns) == len(dict(ns)))
    print("run" in ns, "kind" in ns, "name" in ns, "extension" in vars(Exporter), "extension" in vars(Plugin))
    print(own_names(Plugin), own_names(Exporter))
    print(ns["__module__"], ns["__doc__"], vars(Empty)["__doc__"], ns["registry"], ns["version"])
    print(ns["run"].__name__, ns["run"](Plugin("x")), ns["title"].fget.__name__, isinstance(ns["title"], property))
    print(type(ns["kind"]).__name__, ns["kind"].__func__(), type(ns["create"]).__name__, ns["create"].__func__.__name__)
    print(ns["__dict__"], vars(Empty)["__weakref__"], vars(PluginError)["__weakref__"])
    print(vars(Exporter)["__hash__"], "__hash__" in vars(Plugin), ns.get("missing", "-"), ns.get("version"))
    print(sorted(vars(Handler)["__abstractmethods__"]), "_abc_impl" in vars(Handler))
    print(list(vars(Exporter).keys()), [type(v).__name__ for v in vars(Exporter).values()])
    for key, value in vars(Exporter).items():
        if not key.startswith("__"):
            print(" ", key, value if isinstance(value, str) else type(value).__name__)
    copy = vars(Exporter).copy()
    copy["extra"] = 1
    print(type(copy).__name__, len(copy), "extra" in vars(Exporter), vars(Exporter) == copy)
    merged = vars(Empty) | {"added": True}
    print(type(merged).__name__, list(merged))
    text = repr(vars(Empty))
    print(text.startswith("mappingproxy({'__module__': "), "'__dict__': <attribute '__dict__' of 'Empty' objects>" in text)
    print(str(ns["__weakref__"]))
    try:
        ns["run"] = None
    except TypeError as e:
        print("TypeError:", e)
    try:
        del ns["run"]
    except TypeError as e:
        print("TypeError:", e)
    for method in ("pop", "update", "setdefault", "clear"):
        try:
            getattr(ns, method)("run")
        except AttributeError as e:
            print("AttributeError:", e)
    try:
        ns.popitem()
    except AttributeError as e:
        print("AttributeError:", e)
    Plugin.added_later = 5
    Plugin.version = "2.0"
    later = vars(Plugin)
    print(list(later)[-1], later["version"], later["added_later"], len(later))
    try:
        vars(Plugin("p"))["name"]
        print(vars(Plugin("p")))
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()

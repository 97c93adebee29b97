"""dict's class methods called on subclasses give instances of the subclass."""
from collections import OrderedDict, defaultdict


class Flags(dict):
    def __setitem__(self, key, value):
        print(f"  set {key}={value}")
        super().__setitem__(key.lower(), value)

    def enabled(self):
        return sorted(k for k, v in self.items() if v)


class Settings(OrderedDict):
    pass


class Buckets(defaultdict):
    pass


def main():
    flags = Flags.fromkeys(["DEBUG", "Verbose"], False)
    print("flags:", flags, type(flags).__name__, flags.enabled())
    flags["Trace"] = True
    print("enabled:", flags.enabled())
    s = Settings.fromkeys("abc", 0)
    print("settings:", s, type(s).__name__)
    b = Buckets.fromkeys(["x", "y"])
    print("buckets:", b, b.default_factory)
    none = Flags.fromkeys([])
    print("empty:", none, type(none).__name__)
    try:
        Flags.fromkeys()
    except TypeError as e:
        print("TypeError:", e)
    try:
        Flags.fromkeys(5)
    except TypeError as e:
        print("TypeError:", e)
    make = Settings.fromkeys
    print("bound:", make(["k"], 1))


if __name__ == "__main__":
    main()

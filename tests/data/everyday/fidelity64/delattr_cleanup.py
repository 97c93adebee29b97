"""Clearing optional settings with delattr, as agents write it: a loop over names read from
data, a class with __slots__, a __delattr__ that records deletions, a property deleter, and
the errors for a missing attribute, a name that is not a str and the wrong arity."""


class Endpoint:
    __slots__ = ("host", "port", "token")

    def __init__(self, host, port):
        self.host = host
        self.port = port


class AuditedConfig:
    def __init__(self, **values):
        self.removed = []
        for key, value in values.items():
            setattr(self, key, value)

    def __delattr__(self, name):
        if name == "removed":
            raise AttributeError("cannot delete the audit log")
        self.removed.append(name)
        super().__delattr__(name)


class Cache:
    def __init__(self):
        self._data = {"a": 1}

    @property
    def data(self):
        return self._data

    @data.deleter
    def data(self):
        print("clearing cache")
        self._data = {}


def main():
    ep = Endpoint("example.org", 443)
    delattr(ep, "port")
    for name in ("port", "token", "missing"):
        try:
            delattr(ep, name)
        except AttributeError as e:
            print(f"AttributeError: {e}")
    print(ep.host, hasattr(ep, "port"))

    cfg = AuditedConfig(debug=True, verbose=False, retries=3)
    for key in ["debug", "verbose"]:
        if hasattr(cfg, key):
            delattr(cfg, key)
    print(cfg.removed, sorted(vars(cfg)))
    for bad in ("removed", "debug"):
        try:
            delattr(cfg, bad)
        except AttributeError as e:
            print(f"AttributeError: {e}")

    cache = Cache()
    delattr(cache, "data")
    print(cache.data)
    try:
        delattr(cache, 42)
    except TypeError as e:
        print(f"TypeError: {e}")
    try:
        delattr(cache)
    except TypeError as e:
        print(f"TypeError: {e}")
    print(delattr(cfg, "retries"), cfg.removed)


if __name__ == "__main__":
    main()

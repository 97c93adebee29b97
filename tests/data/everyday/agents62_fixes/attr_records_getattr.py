"""Classes with `__getattr__`: records over a dict, delegating proxies and defaulting settings."""


class Record:
    """Fields read as attributes from the dict it wraps."""

    def __init__(self, data):
        self._data = dict(data)

    def __getattr__(self, name):
        try:
            return self._data[name]
        except KeyError:
            raise AttributeError(f"record has no field {name!r}") from None

    def __repr__(self):
        return f"Record({self._data})"


class Counting:
    """Delegates everything it does not have to the wrapped object, counting the calls."""

    def __init__(self, wrapped):
        self.wrapped = wrapped
        self.calls = {}

    def __getattr__(self, name):
        attr = getattr(self.wrapped, name)
        if not callable(attr):
            return attr

        def counted(*args, **kwargs):
            self.calls[name] = self.calls.get(name, 0) + 1
            return attr(*args, **kwargs)

        return counted


class Settings:
    DEFAULTS = {"timeout": 30, "retries": 3, "region": "eu-west-1"}
    verbose = False

    def __init__(self, **overrides):
        self.overrides = overrides

    def __getattr__(self, name):
        if name in self.overrides:
            return self.overrides[name]
        if name in Settings.DEFAULTS:
            return Settings.DEFAULTS[name]
        raise AttributeError(f"unknown setting {name!r}")

    @property
    def endpoint(self):
        if "host" not in self.overrides:
            # A property raising AttributeError falls back to `__getattr__`, as in CPython.
            raise AttributeError("no host")
        return f"https://{self.overrides['host']}"


class EnvSettings(Settings):
    def describe(self):
        return f"{self.region}/{self.timeout}s"


class MissingField(AttributeError):
    pass


class Strict:
    def __getattr__(self, name):
        raise MissingField(name)


class Stack:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)


def main():
    r = Record({"id": 7, "name": "widget", "tags": ["a", "b"]})
    print(r.id, r.name, r.tags[1], r)
    try:
        print(r.price)
    except AttributeError as e:
        print("AttributeError:", e)
    print(getattr(r, "price", 9.99), hasattr(r, "name"), hasattr(r, "colour"))
    r.extra = 1
    print(r.extra, vars(r))

    s = Counting(Stack())
    s.push(1)
    s.push(2)
    print(s.items, s.calls, s.wrapped.items is s.items)
    c = Counting("Hello World")
    print(c.upper(), c.split(), c.lower(), c.calls)
    try:
        c.shout()
    except AttributeError as e:
        print("AttributeError:", e)

    cfg = Settings(timeout=5, host="api.example.com")
    print(cfg.timeout, cfg.retries, cfg.region, cfg.verbose, cfg.endpoint)
    bare = Settings()
    print(bare.timeout, getattr(bare, "endpoint", "no endpoint"))
    try:
        bare.endpoint
    except AttributeError as e:
        print("AttributeError:", e)
    env = EnvSettings(region="us-east-2")
    print(env.describe(), env.retries, isinstance(env, Settings))
    try:
        len(cfg)
    except TypeError as e:
        print("TypeError:", e)

    strict = Strict()
    try:
        strict.anything
    except MissingField as e:
        print("MissingField:", e, isinstance(e, AttributeError))
    print(getattr(strict, "x", "default"), hasattr(strict, "y"))
    return sorted(c.calls)

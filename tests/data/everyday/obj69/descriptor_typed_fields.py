"""Typed and ranged fields checked by descriptors on a config record."""


class Typed:
    def __init__(self, kind, default=None):
        self.kind = kind
        self.default = default
        self.name = None

    def __set_name__(self, owner, name):
        self.name = name
        self.owner = owner.__name__

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, self.default)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.owner}.{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        obj.__dict__[self.name] = value

    def __repr__(self):
        return f"<Typed {self.name}: {self.kind.__name__}>"


class Range(Typed):
    def __init__(self, low, high, default=None):
        super().__init__(int, default)
        self.low = low
        self.high = high

    def __set__(self, obj, value):
        if isinstance(value, int) and not self.low <= value <= self.high:
            raise ValueError(f"{self.name}={value} not in {self.low}..{self.high}")
        super().__set__(obj, value)


class ServerConfig:
    host = Typed(str, "localhost")
    port = Range(1, 65535, 8080)
    workers = Range(1, 64, 4)
    debug = Typed(bool, False)

    def __init__(self, **options):
        for key, value in options.items():
            setattr(self, key, value)

    def summary(self):
        return f"{self.host}:{self.port} workers={self.workers} debug={self.debug}"


def main():
    print(ServerConfig.port, ServerConfig.host.default, ServerConfig.workers.high)
    cfg = ServerConfig()
    print(cfg.summary())
    cfg = ServerConfig(host="example.org", port=443, debug=True)
    print(cfg.summary())
    attempts = [
        {"port": 0},
        {"port": 70000},
        {"host": 42},
        {"workers": "8"},
        {"workers": 16, "debug": "yes"},
        {"workers": 64},
    ]
    for options in attempts:
        try:
            print("ok:", ServerConfig(**options).summary())
        except (TypeError, ValueError) as exc:
            print(f"{type(exc).__name__}: {exc}")
    a, b = ServerConfig(port=1), ServerConfig(port=2)
    print(a.port, b.port, getattr(a, "port"), hasattr(b, "workers"))
    print(isinstance(vars(ServerConfig)["port"] if False else ServerConfig.port, Typed))


if __name__ == "__main__":
    main()

"""A config object answering missing attributes from a dict via `__getattr__`, probed with
`hasattr`/`getattr` the way agents feature-detect (special method names included)."""


class Config:
    def __init__(self, values):
        self._values = dict(values)

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"no setting {name!r}") from None


class Proxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        return getattr(self._target, name)


def main() -> int:
    cfg = Config({"retries": 3, "mode": "fast"})
    print(cfg.retries, getattr(cfg, "mode"), getattr(cfg, "missing", "n/a"))
    print(hasattr(cfg, "retries"), hasattr(cfg, "__len__"), hasattr(cfg, "__iter__"), hasattr(cfg, "__init__"))
    try:
        cfg.timeout
    except AttributeError as e:
        print("AttributeError:", e)
    p = Proxy([3, 1, 2])
    print(hasattr(p, "__len__"), hasattr(p, "append"), getattr(p, "__len__")())
    p.append(0)
    print(p._target, getattr(p, "count")(3))
    try:
        len(p)
    except TypeError as e:
        print("TypeError:", e)
    return 0


if __name__ == "__main__":
    main()

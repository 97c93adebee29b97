"""Nested variable scopes for a tiny config language, with an Env that is a dict."""


class Env(dict):
    def __init__(self, names=(), values=(), outer=None):
        super().__init__(zip(names, values))
        self.outer = outer

    def find(self, name):
        env = self
        while env is not None:
            if name in env:
                return env
            env = env.outer
        raise KeyError(name)

    def lookup(self, name, default=None):
        try:
            return self.find(name)[name]
        except KeyError:
            return default

    def depth(self):
        return 0 if self.outer is None else 1 + self.outer.depth()


def main():
    globals_env = Env(["debug", "level"], [False, 3])
    globals_env.update({"name": "svc", "port": 8080})
    local = Env(["level"], [5], outer=globals_env)
    inner = Env(outer=local)
    inner["tmp"] = 1

    for key in ["level", "port", "tmp", "missing"]:
        print(f"{key:>8}: {inner.lookup(key, '-')}")
    print("depths:", globals_env.depth(), local.depth(), inner.depth())
    print("len:", len(globals_env), len(local), len(inner))
    print("keys:", sorted(globals_env))
    print("items:", sorted(globals_env.items()))
    print("repr:", repr(local), str(inner))
    print("eq plain:", local == {"level": 5}, inner != {"tmp": 1})
    print("isinstance:", isinstance(local, dict), isinstance(local, Env), type(local).__name__)
    copy = globals_env.copy()
    print("copy:", type(copy).__name__, copy == globals_env)
    print("get:", local.get("level"), local.get("port"), local.get("port", 0))
    print("in:", "level" in local, "port" in local, "port" in local.find("port"))
    popped = globals_env.pop("debug")
    print("popped:", popped, sorted(globals_env.keys()))
    print("bool:", bool(Env()), bool(inner), "empty" if not Env() else "full")
    merged = {**globals_env, **local}
    print("merged:", sorted(merged.items()), type(merged).__name__)
    print("dict():", dict(local), list(inner.values()))
    print("attrs:", inner.outer is local, hasattr(inner, "outer"))
    try:
        inner.find("nope")
    except KeyError as e:
        print("KeyError:", e)
    try:
        inner["nope"]
    except KeyError as e:
        print("direct KeyError:", e)
    try:
        hash(inner)
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()

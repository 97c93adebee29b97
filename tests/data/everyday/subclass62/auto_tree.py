"""Auto-vivifying nested config trees and grouped lists with defaultdict subclasses."""
import json
from collections import defaultdict


class Tree(defaultdict):
    def __init__(self):
        super().__init__(Tree)

    def to_dict(self):
        return {k: v.to_dict() if isinstance(v, Tree) else v for k, v in self.items()}

    def depth(self):
        inner = [v.depth() for v in self.values() if isinstance(v, Tree)]
        return 1 + max(inner, default=0)


class Groups(defaultdict):
    def __init__(self, pairs=()):
        super().__init__(list)
        for key, value in pairs:
            self[key].append(value)

    def sizes(self):
        return {k: len(v) for k, v in sorted(self.items())}


class Strict(defaultdict):
    def __missing__(self, key):
        if key.startswith("_"):
            raise KeyError(f"private key {key}")
        value = self[key] = len(key)
        return value


def main():
    cfg = Tree()
    cfg["db"]["host"] = "localhost"
    cfg["db"]["port"] = 5432
    cfg["log"]["level"]["root"] = "INFO"
    print("json:", json.dumps(cfg, sort_keys=True))
    print("plain:", cfg.to_dict())
    print("depth:", cfg.depth(), len(cfg), sorted(cfg))
    text = repr(cfg["db"])
    print("repr:", text.startswith("Tree(<class '"), text.split(">, ", 1)[1])
    print("factory:", cfg.default_factory is Tree, type(cfg["log"]).__name__)
    print("in:", "db" in cfg, "nope" in cfg, cfg.get("nope"), len(cfg))

    groups = Groups([("fruit", "apple"), ("veg", "kale"), ("fruit", "pear")])
    groups["nuts"]
    print("groups:", groups.sizes(), groups["fruit"])
    print("repr:", groups)
    print("types:", type(groups).__name__, isinstance(groups, defaultdict), isinstance(groups, dict))
    try:
        groups.copy()
    except TypeError as e:
        print("copy calls Groups(list, groups):", e)

    strict = Strict(int, {"a": 1})
    print("strict:", strict["a"], strict["hello"], dict(strict))
    try:
        strict["_secret"]
    except KeyError as e:
        print("KeyError:", e)
    shallow = strict.copy()
    print("copy:", type(shallow).__name__, shallow == strict, shallow is strict, shallow.default_factory)
    plain = Strict()
    print("no factory:", plain.default_factory, plain["xyz"])

    class Empty(defaultdict):
        pass

    try:
        Empty()["k"]
    except KeyError as e:
        print("KeyError:", e)
    try:
        Empty(42)
    except TypeError as e:
        print("TypeError:", e)
    print("Empty:", Empty(list, a=[1]), Empty.__mro__[1:])


if __name__ == "__main__":
    main()

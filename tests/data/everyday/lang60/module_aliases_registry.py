"""Pick a serializer module by name and check which module each alias names."""
import json
import json as js
import math
import math as m
import os
import os.path as osp
import statistics

SERIALIZERS = {"json": json}
NUMERIC = {math: "math", statistics: "statistics"}


def describe(mod):
    return f"{mod.__name__}: {NUMERIC.get(mod, 'other')}"


def main():
    print(json is js, json == js, json != js, js is not json)
    print(math is m, m == math, math is json, math == json, math != json)
    print(os.path is osp, osp == os.path, osp is os)
    chosen = SERIALIZERS["json"]
    print(chosen is js, chosen.dumps({"a": [1, 2]}))
    print(describe(m), describe(statistics), describe(json))
    seen = {math, m, json, js, statistics}
    print(len(seen), m in seen, osp in seen)
    by_module = {}
    for mod in [math, json, m, js, math]:
        by_module[mod] = by_module.get(mod, 0) + 1
    print(sorted((k.__name__, v) for k, v in by_module.items()))
    print([mod.__name__ for mod in (m, js)])
    print(m.sqrt is math.sqrt, m.floor(2.5), osp.join("a", "b"))
    print([mod is math for mod in (math, m, json)], (math, json) == (m, js))


if __name__ == "__main__":
    main()

"""Validate a nested JSON config against a small schema, with memoised path scoring."""
import json
from functools import lru_cache, reduce, singledispatch
from operator import mul

SCHEMA = {
    "type": "object",
    "required": ["name", "services"],
    "properties": {
        "name": {"type": "string"},
        "replicas": {"type": "integer", "min": 1, "max": 10},
        "services": {"type": "array", "items": {
            "type": "object", "required": ["port"],
            "properties": {"port": {"type": "integer", "min": 1, "max": 65535},
                           "host": {"type": "string"},
                           "tags": {"type": "array", "items": {"type": "string"}}}}},
        "limits": {"type": "object", "properties": {"cpu": {"type": "number"}, "mem": {"type": "string"}}},
    },
}
DOC = json.loads("""
{"name": "shop", "replicas": 12,
 "services": [{"port": 8080, "host": "0.0.0.0", "tags": ["web", 3]},
              {"host": "db"},
              {"port": 70000, "tags": []}],
 "limits": {"cpu": "2", "mem": "1Gi"},
 "extra": true}
""")
TYPES = {"string": str, "integer": int, "number": (int, float), "array": list, "object": dict, "boolean": bool}


def check(node, schema, path="$"):
    expected = TYPES[schema["type"]]
    if isinstance(node, bool) and schema["type"] in ("integer", "number") or not isinstance(node, expected):
        yield path, f"expected {schema['type']}, got {type(node).__name__}"
        return
    if "min" in schema and node < schema["min"]:
        yield path, f"{node} < min {schema['min']}"
    if "max" in schema and node > schema["max"]:
        yield path, f"{node} > max {schema['max']}"
    if schema["type"] == "object":
        for key in schema.get("required", []):
            if key not in node:
                yield f"{path}.{key}", "required"
        props = schema.get("properties", {})
        for key, value in node.items():
            if key in props:
                yield from check(value, props[key], f"{path}.{key}")
            else:
                yield f"{path}.{key}", "unexpected key"
    elif schema["type"] == "array":
        for i, item in enumerate(node):
            yield from check(item, schema["items"], f"{path}[{i}]")


@singledispatch
def size(node) -> int:
    return 1


@size.register
def _(node: dict) -> int:
    return 1 + sum(size(v) for v in node.values())


@size.register
def _(node: list) -> int:
    return 1 + sum(map(size, node))


@lru_cache(maxsize=None)
def paths(depth: int, fanout: int) -> int:
    """How many distinct paths a full tree of this shape has (memoised recursion)."""
    if depth == 0:
        return 1
    return 1 + fanout * paths(depth - 1, fanout)


def main():
    problems = sorted(check(DOC, SCHEMA))
    width = max(len(p) for p, _ in problems)
    for path, msg in problems:
        print(f"{path:<{width}}  {msg}")
    print(f"{len(problems)} problem(s); nodes in document: {size(DOC)}")
    worst = max(problems, key=lambda pm: (pm[0].count(".") + pm[0].count("["), pm[0]))
    print("deepest problem:", worst)
    print("paths(6, 3):", paths(6, 3), paths.cache_info().hits, "hits")
    print("product of ports:", reduce(mul, (s.get("port", 1) for s in DOC["services"])))
    print(json.dumps({p: m for p, m in problems[:3]}, indent=1))
    return len(problems)


if __name__ == "__main__":
    main()

"""Infer a JSON-Schema-like description from a sample of API records."""
import json
from typing import Any

SAMPLE = """
[
  {"id": 1, "name": "Ada", "email": "ada@example.com", "age": 36, "tags": ["admin", "ops"],
   "address": {"city": "London", "zip": "N1 9GU"}, "active": true, "score": 9.5},
  {"id": 2, "name": "Grace", "email": null, "age": 45, "tags": [],
   "address": {"city": "Arlington", "zip": "22201", "country": "US"}, "active": false},
  {"id": 3, "name": "Linus", "age": "unknown", "tags": ["dev"], "active": true, "score": 7},
  {"id": 4, "name": "Margaret", "email": "mh@example.org", "age": 33,
   "address": {"city": "Boston"}, "active": true, "score": 8.25, "nickname": "Maggie"}
]
"""

JSON_TYPES = {dict: "object", list: "array", str: "string", bool: "boolean",
              int: "integer", float: "number", type(None): "null"}


def type_name(value: Any) -> str:
    return JSON_TYPES[type(value)]


def merge_types(types: set[str]) -> str | list[str]:
    if types == {"integer", "number"}:
        return "number"
    if len(types) == 1:
        return next(iter(types))
    return sorted(types)


def infer(values: list[Any]) -> dict:
    types = {type_name(v) for v in values}
    schema: dict[str, Any] = {"type": merge_types(types)}
    objects = [v for v in values if isinstance(v, dict)]
    if objects:
        keys: dict[str, list[Any]] = {}
        for obj in objects:
            for k, v in obj.items():
                keys.setdefault(k, []).append(v)
        schema["properties"] = {k: infer(vs) for k, vs in keys.items()}
        schema["required"] = [k for k in keys if all(k in o for o in objects)]
    arrays = [v for v in values if isinstance(v, list)]
    items = [item for arr in arrays for item in arr]
    if items:
        schema["items"] = infer(items)
    strings = [v for v in values if isinstance(v, str)]
    if strings and all("@" in s for s in strings):
        schema["format"] = "email"
    numbers = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
    if numbers:
        schema["minimum"], schema["maximum"] = min(numbers), max(numbers)
    return schema


def walk(schema: dict, path: str = "$"):
    yield path, schema["type"]
    for key, sub in schema.get("properties", {}).items():
        yield from walk(sub, f"{path}.{key}")
    if "items" in schema:
        yield from walk(schema["items"], f"{path}[]")


def main():
    records = json.loads(SAMPLE)
    schema = infer([records])
    print(json.dumps(schema["items"]["properties"]["address"], indent=2, sort_keys=True))
    print("...")
    for path, typ in walk(schema):
        flag = " <- mixed" if isinstance(typ, list) else ""
        print(f"{path:<22} {typ if isinstance(typ, str) else '|'.join(typ)}{flag}")
    required = schema["items"]["required"]
    optional = [k for k in schema["items"]["properties"] if k not in required]
    print("required:", required)
    print("optional:", optional)
    compact = json.dumps({"required": required, "optional": optional}, separators=(",", ":"))
    print(compact, len(compact))
    return len(optional)


if __name__ == "__main__":
    main()

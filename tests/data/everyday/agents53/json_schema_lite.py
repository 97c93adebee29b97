"""Validate JSON documents against a tiny hand-written schema, collecting all errors with paths."""
import json

SCHEMA = {
    "type": "object",
    "required": ["name", "version", "dependencies"],
    "properties": {
        "name": {"type": "string", "pattern_min": 2},
        "version": {"type": "string"},
        "private": {"type": "boolean"},
        "dependencies": {"type": "object", "values": {"type": "string"}},
        "keywords": {"type": "array", "items": {"type": "string"}, "max_items": 3},
        "port": {"type": "integer", "minimum": 1, "maximum": 65535},
    },
}

TYPES = {"string": str, "boolean": bool, "object": dict, "array": list, "integer": int}

DOCS = [
    '{"name": "left-pad", "version": "1.3.0", "dependencies": {}}',
    '{"name": "x", "version": 2, "dependencies": {"a": "^1", "b": 3}, "port": 70000}',
    '{"version": "0.1", "dependencies": [], "keywords": ["a", "b", 5, "d"], "private": "yes"}',
    '{"name": "ok", "version": "1", "dependencies": {"c": "~2"}, "port": true}',
    '{"name": "broken", ',
]


def check(value, schema, path, errors):
    expected = TYPES[schema["type"]]
    if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
        errors.append(f"{path}: expected {schema['type']}, got {type(value).__name__}")
        return
    if expected is str and len(value) < schema.get("pattern_min", 0):
        errors.append(f"{path}: shorter than {schema['pattern_min']}")
    if expected is int:
        lo, hi = schema.get("minimum"), schema.get("maximum")
        if lo is not None and value < lo or hi is not None and value > hi:
            errors.append(f"{path}: {value} not in [{lo}, {hi}]")
    if expected is dict:
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{path}: missing required {key!r}")
        for key, sub in value.items():
            child = schema.get("properties", {}).get(key) or schema.get("values")
            if child is None:
                errors.append(f"{path}.{key}: unexpected property")
            else:
                check(sub, child, f"{path}.{key}", errors)
    if expected is list:
        if len(value) > schema.get("max_items", len(value)):
            errors.append(f"{path}: {len(value)} items, max {schema['max_items']}")
        for i, item in enumerate(value):
            check(item, schema["items"], f"{path}[{i}]", errors)


def main():
    for n, text in enumerate(DOCS, 1):
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as e:
            print(f"doc {n}: invalid JSON at line {e.lineno} col {e.colno}: {e.msg}")
            continue
        errors = []
        check(doc, SCHEMA, "$", errors)
        verdict = "valid" if not errors else f"{len(errors)} error(s)"
        print(f"doc {n} ({doc.get('name', '?')}): {verdict}")
        for err in errors:
            print("   ", err)


if __name__ == "__main__":
    main()

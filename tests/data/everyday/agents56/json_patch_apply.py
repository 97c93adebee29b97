"""Apply RFC 6902-style JSON patches to a config document, with test ops and rollback."""
import copy
import json


class PatchError(Exception):
    pass


def split_pointer(pointer: str):
    if pointer == "":
        return []
    if not pointer.startswith("/"):
        raise PatchError(f"bad pointer {pointer!r}")
    return [p.replace("~1", "/").replace("~0", "~") for p in pointer[1:].split("/")]


def walk(doc, parts):
    node = doc
    for part in parts:
        if isinstance(node, list):
            node = node[int(part)]
        elif isinstance(node, dict):
            if part not in node:
                raise PatchError(f"path segment {part!r} not found")
            node = node[part]
        else:
            raise PatchError(f"cannot descend into {type(node).__name__}")
    return node


def apply_op(doc, op):
    parts = split_pointer(op["path"])
    parent = walk(doc, parts[:-1])
    key = parts[-1]
    kind = op["op"]
    if isinstance(parent, list):
        index = len(parent) if key == "-" else int(key)
        if kind == "add":
            parent.insert(index, op["value"])
        elif kind == "remove":
            del parent[index]
        elif kind == "replace":
            parent[index] = op["value"]
        elif kind == "test":
            if parent[index] != op["value"]:
                raise PatchError(f"test failed at {op['path']}")
        return
    if kind in ("remove", "replace", "test") and key not in parent:
        raise PatchError(f"{kind}: {op['path']} does not exist")
    if kind in ("add", "replace"):
        parent[key] = op["value"]
    elif kind == "remove":
        del parent[key]
    elif kind == "test" and parent[key] != op["value"]:
        raise PatchError(f"test failed at {op['path']}: {parent[key]!r} != {op['value']!r}")
    elif kind == "move":
        value = walk(doc, split_pointer(op["from"]))
        apply_op(doc, {"op": "remove", "path": op["from"]})
        parent[key] = value


def apply_patch(doc, patch):
    work = copy.deepcopy(doc)
    for number, op in enumerate(patch, 1):
        try:
            apply_op(work, op)
        except (PatchError, IndexError, ValueError) as exc:
            raise PatchError(f"op {number} ({op['op']} {op['path']}): {exc}") from exc
    return work


BASE = {
    "service": {"name": "billing", "replicas": 2, "ports": [8080, 9090]},
    "features": {"a/b": True, "beta": False},
    "owners": ["ops"],
}

PATCHES = {
    "scale up": [
        {"op": "test", "path": "/service/replicas", "value": 2},
        {"op": "replace", "path": "/service/replicas", "value": 4},
        {"op": "add", "path": "/service/ports/-", "value": 9443},
        {"op": "add", "path": "/owners/0", "value": "billing-team"},
    ],
    "flags": [
        {"op": "remove", "path": "/features/a~1b"},
        {"op": "move", "from": "/features/beta", "path": "/service/beta"},
    ],
    "stale": [
        {"op": "replace", "path": "/service/name", "value": "payments"},
        {"op": "test", "path": "/service/replicas", "value": 3},
    ],
    "bad index": [{"op": "remove", "path": "/owners/5"}],
}


def main():
    doc = BASE
    for name, patch in PATCHES.items():
        try:
            doc = apply_patch(doc, patch)
            print(f"{name}: applied {len(patch)} ops")
        except PatchError as exc:
            print(f"{name}: rolled back -> {exc}")
    print(json.dumps(doc, indent=2, sort_keys=True))
    print("base untouched:", json.dumps(BASE, separators=(",", ":")))


if __name__ == "__main__":
    main()

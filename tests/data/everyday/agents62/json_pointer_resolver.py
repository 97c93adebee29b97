"""Resolve, set and remove values in JSON documents with RFC 6901 pointers."""
import copy
import json

DOC = json.loads("""
{
  "service": {"name": "orders", "replicas": 3, "ports": [8080, 8443]},
  "env": {"LOG_LEVEL": "info", "a/b": "slash", "m~n": "tilde", "": "empty key"},
  "routes": [{"path": "/v1", "upstream": "orders-v1"}, {"path": "/v2", "upstream": "orders-v2", "weight": 0.25}],
  "enabled": true,
  "owner": null
}
""")


class PointerError(LookupError):
    def __init__(self, pointer, reason):
        super().__init__(f"{pointer}: {reason}")
        self.pointer = pointer


def tokens(pointer):
    if pointer == "":
        return []
    if not pointer.startswith("/"):
        raise PointerError(pointer, "must start with '/'")
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer[1:].split("/")]


def step(node, token, pointer):
    if isinstance(node, dict):
        if token not in node:
            raise PointerError(pointer, f"no member {token!r}")
        return node[token]
    if isinstance(node, list):
        if token == "-" or not token.isdigit() or (token.startswith("0") and token != "0"):
            raise PointerError(pointer, f"bad array index {token!r}")
        index = int(token)
        if index >= len(node):
            raise PointerError(pointer, f"index {index} out of range (len {len(node)})")
        return node[index]
    raise PointerError(pointer, f"cannot descend into {type(node).__name__}")


def resolve(doc, pointer):
    node = doc
    for token in tokens(pointer):
        node = step(node, token, pointer)
    return node


def set_value(doc, pointer, value):
    *parents, last = tokens(pointer)
    node = doc
    for token in parents:
        node = step(node, token, pointer)
    if isinstance(node, list):
        if last == "-":
            node.append(value)
        else:
            node.insert(int(last), value)
    else:
        node[last] = value


def escape(key):
    return key.replace("~", "~0").replace("/", "~1")


def walk(node, prefix=""):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, f"{prefix}/{escape(k)}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, f"{prefix}/{i}")
    else:
        yield prefix, node


def main():
    for p in ["/service/name", "/service/ports/1", "/env/a~1b", "/env/m~0n", "/env/", "/routes/1/weight",
              "/enabled", "/owner", "/routes/2", "/routes/01", "/service/name/x", "service", "/missing"]:
        try:
            print(f"{p!r:22} -> {json.dumps(resolve(DOC, p))}")
        except PointerError as exc:
            print(f"{p!r:22} !! {exc}")
    doc = copy.deepcopy(DOC)
    set_value(doc, "/service/ports/-", 9090)
    set_value(doc, "/routes/0", {"path": "/v0", "upstream": "legacy"})
    set_value(doc, "/env/NEW", True)
    print(json.dumps(doc["service"]), [r["path"] for r in doc["routes"]], doc["env"]["NEW"])
    print("original untouched:", DOC["service"]["ports"], len(DOC["routes"]))
    leaves = list(walk(DOC))
    print(f"{len(leaves)} leaves; first five:")
    for pointer, value in leaves[:5]:
        print(f"   {pointer:<24} {value!r}")
    print(json.dumps(dict(leaves[-3:]), separators=(",", ":")))
    print(all(resolve(DOC, p) == v for p, v in leaves), isinstance(PointerError("/", "x"), KeyError))


if __name__ == "__main__":
    main()

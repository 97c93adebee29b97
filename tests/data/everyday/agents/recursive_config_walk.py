CONFIG = {
    "server": {"host": "0.0.0.0", "port": 8080, "tls": {"enabled": False, "cert": None}},
    "db": {"url": "postgres://db", "pool": [5, 10, 20], "options": {"timeout": 30}},
    "features": ["search", "export"],
    "debug": True,
}


def flatten(node, prefix=""):
    out = []
    if isinstance(node, dict):
        for key in node:
            out.extend(flatten(node[key], f"{prefix}.{key}" if prefix else key))
    elif isinstance(node, list):
        for i, item in enumerate(node):
            out.extend(flatten(item, f"{prefix}[{i}]"))
    else:
        out.append((prefix, node))
    return out


def depth(node):
    if isinstance(node, dict):
        return 1 + max((depth(v) for v in node.values()), default=0)
    if isinstance(node, list):
        return 1 + max((depth(v) for v in node), default=0)
    return 0


def main():
    pairs = flatten(CONFIG)
    width = max(len(k) for k, _ in pairs)
    for key, value in pairs:
        print(f"{key:<{width}} = {value!r}")
    print("depth", depth(CONFIG), "leaves", len(pairs))
    nulls = [k for k, v in pairs if v is None]
    print("unset:", nulls)
    return sum(1 for _, v in pairs if isinstance(v, int) and not isinstance(v, bool))

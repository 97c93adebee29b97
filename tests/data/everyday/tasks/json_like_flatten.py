CONFIG = {
    "server": {"host": "0.0.0.0", "port": 8080, "tls": {"enabled": True, "cert": "/etc/cert.pem"}},
    "db": {"url": "postgres://db/app", "pool": [5, 20]},
    "debug": False,
    "features": ["search", "export"],
}


def flatten(value, prefix=""):
    out = {}
    if isinstance(value, dict):
        for k, v in value.items():
            out.update(flatten(v, f"{prefix}.{k}" if prefix else k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.update(flatten(v, f"{prefix}[{i}]"))
    else:
        out[prefix] = value
    return out


def main():
    flat = flatten(CONFIG)
    width = max(map(len, flat))
    for key in sorted(flat):
        v = flat[key]
        shown = repr(v) if isinstance(v, str) else str(v).lower() if isinstance(v, bool) else v
        print(f"{key:<{width}} = {shown}")
    ints = [v for v in flat.values() if type(v) is int]
    print("int settings:", ints, "sum", sum(ints))
    return len(flat)

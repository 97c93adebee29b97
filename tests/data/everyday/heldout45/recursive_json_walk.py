CONFIG = {
    "service": "billing",
    "replicas": 3,
    "db": {"host": "db.local", "port": 5432, "options": {"ssl": True, "timeout": 2.5}},
    "features": ["invoices", "refunds", {"beta": ["export", "audit"]}],
    "owner": None,
}


def flatten(value, prefix=""):
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from flatten(inner, f"{prefix}.{key}" if prefix else key)
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from flatten(inner, f"{prefix}[{index}]")
    else:
        yield prefix, value


def depth(value):
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    return 0


def render(value, indent=0):
    pad = "  " * indent
    if isinstance(value, dict):
        for key in sorted(value):
            inner = value[key]
            if isinstance(inner, (dict, list)):
                print(f"{pad}{key}:")
                render(inner, indent + 1)
            else:
                print(f"{pad}{key}: {inner!r}")
    elif isinstance(value, list):
        for inner in value:
            if isinstance(inner, (dict, list)):
                print(f"{pad}-")
                render(inner, indent + 1)
            else:
                print(f"{pad}- {inner}")


def main():
    for path, leaf in flatten(CONFIG):
        print(f"{path:<28} = {leaf!r:<12} ({type(leaf).__name__})")
    print("depth:", depth(CONFIG))
    render(CONFIG)
    leaves = dict(flatten(CONFIG))
    return sorted(k for k, v in leaves.items() if isinstance(v, bool))


if __name__ == "__main__":
    main()

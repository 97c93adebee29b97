CONFIG = {
    "name": "service",
    "version": [1, 4, 2],
    "debug": False,
    "ratio": 0.75,
    "owner": None,
    "limits": {"cpu": 2, "mem": "512M", "paths": ["/tmp", "/var/log"]},
    "tags": (),
    "empty": {},
}


def render(value, indent=0):
    pad = "  " * indent
    if isinstance(value, dict):
        if not value:
            return "{}"
        inner = ",\n".join(f'{pad}  "{k}": {render(v, indent + 1)}' for k, v in value.items())
        return "{\n" + inner + "\n" + pad + "}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        if all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in value):
            return "[" + ", ".join(map(str, value)) + "]"
        inner = ",\n".join(pad + "  " + render(v, indent + 1) for v in value)
        return "[\n" + inner + "\n" + pad + "]"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace('"', '\\"') + '"'
    return repr(value)


def count_leaves(value):
    if isinstance(value, dict):
        return sum(count_leaves(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return sum(count_leaves(v) for v in value)
    return 1


def main():
    print(render(CONFIG))
    print("leaves:", count_leaves(CONFIG))
    print(repr(CONFIG["limits"]))
    print(str(CONFIG["version"]), repr((1,)), repr(("a", None, 2.0)))
    print(sorted(CONFIG.keys(), key=len))


if __name__ == "__main__":
    main()

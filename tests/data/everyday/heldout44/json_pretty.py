DATA = {
    "name": "widget",
    "tags": ["a", "b"],
    "dims": {"w": 2.5, "h": 10, "unit": "cm"},
    "active": True,
    "parent": None,
    "notes": 'say "hi"\n',
    "scores": [1, [2, 3], {}],
}


def escape(s):
    out = []
    for ch in s:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 32:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def dump(value, indent=0, step=2):
    pad = " " * indent
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return escape(value)
    if isinstance(value, list):
        if not value:
            return "[]"
        inner = [" " * (indent + step) + dump(v, indent + step) for v in value]
        return "[\n" + ",\n".join(inner) + "\n" + pad + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        inner = [" " * (indent + step) + escape(k) + ": " + dump(v, indent + step) for k, v in value.items()]
        return "{\n" + ",\n".join(inner) + "\n" + pad + "}"
    raise TypeError(f"cannot serialize {type(value).__name__}")


def main():
    print(dump(DATA))
    print(dump([1.0, 1e-7, -0.0, 10**20]))
    try:
        dump({"s": {1, 2}})
    except TypeError as e:
        print("error:", e)


if __name__ == "__main__":
    main()

def render(value, indent: int = 0) -> str:
    pad = " " * indent
    if isinstance(value, dict):
        if not value:
            return "{}"
        lines = []
        for k in sorted(value):
            lines.append(pad + "  " + repr(k).replace("'", '"') + ": " + render(value[k], indent + 2))
        return "{\n" + ",\n".join(lines) + "\n" + pad + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join([render(v, indent) for v in value]) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        return '"' + value + '"'
    return str(value)


def main() -> None:
    doc = {"name": "clauz3", "version": (0, 2, 1), "tags": ["proof", "agents"], "stable": False, "meta": {"stars": 42, "license": None}}
    print(render(doc))
    print(isinstance(doc["version"], tuple), isinstance(3.0, (int, float)), isinstance("x", (list, dict)))

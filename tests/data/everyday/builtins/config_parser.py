CONFIG = """
# server settings
host = example.org
port = 8080
debug = true

[limits]
max_users=250
timeout = 2.5
"""


def parse_value(raw: str):
    raw = raw.strip()
    if raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    if raw.isdigit():
        return int(raw)
    if raw.replace(".", "", 1).isdigit():
        return float(raw)
    return raw


def main() -> None:
    section = "default"
    settings = {}
    for line in CONFIG.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1]
            continue
        key, sep, value = line.partition("=")
        settings.setdefault(section, {})[key.strip()] = parse_value(value)
    for name, values in settings.items():
        print(f"[{name}]")
        for k, v in sorted(values.items()):
            print(f"  {k:<10} = {v!r} ({type_name(v)})")


def type_name(v) -> str:
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, int):
        return "int"
    if isinstance(v, float):
        return "float"
    return "str"

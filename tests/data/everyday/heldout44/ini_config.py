CONFIG = """
; global settings
[server]
host = 0.0.0.0
port = 8080
debug = false

[database]
url = postgres://db:5432/app
pool_size = 10
timeout = 2.5

# trailing comment
[features]
beta = yes
dark_mode = on
max_items=250
"""


def coerce(value):
    low = value.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        return int(value)
    except ValueError:
        pass
    try:
        return float(value)
    except ValueError:
        return value


def parse_ini(text):
    sections = {}
    current = None
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1].strip()
            sections[current] = {}
            continue
        if current is None or "=" not in line:
            raise ValueError(f"line {lineno}: unexpected {line!r}")
        key, _, value = line.partition("=")
        sections[current][key.strip()] = coerce(value.strip())
    return sections


def main():
    cfg = parse_ini(CONFIG)
    for name, values in cfg.items():
        print(f"[{name}]")
        for key, value in sorted(values.items()):
            print(f"  {key:<10} = {value!r:<28} ({type(value).__name__})")
    print("port+1 =", cfg["server"]["port"] + 1)
    print("timeout ms =", cfg["database"]["timeout"] * 1000)
    enabled = [k for k, v in cfg["features"].items() if v is True]
    print("enabled:", enabled)
    try:
        parse_ini("orphan = 1")
    except ValueError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main()

"""Parse an INI-like config by hand, apply typed defaults, report unknown keys."""

CONFIG = """
# service configuration
[server]
host = 0.0.0.0
port = 8080
debug = yes
workers = 4

[database]
url = postgres://db:5432/app
pool_size = 10
timeout = 2.5
; old key
retries = three

[features]
beta = off
"""

SCHEMA = {
    "server": {"host": (str, "127.0.0.1"), "port": (int, 80), "debug": (bool, False), "workers": (int, 1)},
    "database": {"url": (str, None), "pool_size": (int, 5), "timeout": (float, 1.0), "retries": (int, 3)},
}

TRUE = {"1", "yes", "true", "on"}
FALSE = {"0", "no", "false", "off"}


def parse_ini(text):
    sections, current = {}, None
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
        elif "=" in line and current is not None:
            key, _, value = line.partition("=")
            current[key.strip()] = (value.strip(), n)
        else:
            raise SyntaxError(f"line {n}: cannot parse {raw!r}")
    return sections


def convert(kind, value):
    if kind is bool:
        low = value.lower()
        if low in TRUE:
            return True
        if low in FALSE:
            return False
        raise ValueError(f"not a boolean: {value}")
    return kind(value)


def load(text):
    raw = parse_ini(text)
    config, problems = {}, []
    for section, fields in SCHEMA.items():
        values = raw.get(section, {})
        out = config[section] = {}
        for key, (kind, default) in fields.items():
            if key not in values:
                out[key] = default
                continue
            value, line = values[key]
            try:
                out[key] = convert(kind, value)
            except ValueError as e:
                problems.append(f"[{section}] {key} (line {line}): {e}; using {default!r}")
                out[key] = default
    for section in raw.keys() - SCHEMA.keys():
        problems.append(f"unknown section [{section}] with keys {sorted(raw[section])}")
    return config, problems


def main():
    config, problems = load(CONFIG)
    for section, values in config.items():
        print(f"{section}:")
        for k, v in values.items():
            print(f"  {k:<10} = {v!r} ({type(v).__name__})")
    print("problems:")
    print("\n".join(f"  - {p}" for p in problems))
    try:
        parse_ini("[a]\njunk line")
    except SyntaxError as e:
        print("error:", e)


if __name__ == "__main__":
    main()

TEXT = """
; global settings
name = demo app
debug = true

[server]
host = 0.0.0.0
port = 8080
workers = 4

[database]
url = postgres://localhost/demo
pool = ten
# comment line
timeout = 1.5

[server]
port = 9090
"""


class ConfigError(Exception):
    pass


def parse_ini(text):
    sections = {"DEFAULT": {}}
    current = "DEFAULT"
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1].strip()
            sections.setdefault(current, {})
            continue
        key, sep, value = line.partition("=")
        if not sep:
            raise ConfigError(f"line {lineno}: no '=' in {line!r}")
        sections[current][key.strip()] = value.strip()
    return sections


def convert(value):
    lowered = value.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            pass
    return value


def main():
    config = parse_ini(TEXT)
    for section, values in config.items():
        print(f"[{section}]")
        for key, raw in values.items():
            value = convert(raw)
            print(f"  {key:<8} = {value!r:<28} {type(value).__name__}")
    try:
        parse_ini("[x]\njust words\n")
    except ConfigError as err:
        print("error:", err)
    port = convert(config["server"]["port"])
    return port + 1


if __name__ == "__main__":
    main()

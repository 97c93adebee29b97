INI = """
; app settings
[server]
host = 0.0.0.0
port = 8080
debug = false

[database]
url = postgres://db:5432/app
pool_size = 10
timeout = 2.5

[features]
beta_ui = yes
new_billing = off
"""

TRUE = {"1", "true", "yes", "on"}
FALSE = {"0", "false", "no", "off"}


def coerce(value):
    low = value.lower()
    if low in TRUE:
        return True
    if low in FALSE:
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
    data, section = {}, None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = data.setdefault(line[1:-1].strip(), {})
            continue
        key, sep, value = line.partition("=")
        if not sep or section is None:
            raise SyntaxError(f"line {lineno}: cannot parse {raw!r}")
        section[key.strip()] = coerce(value.strip())
    return data


def main():
    cfg = parse_ini(INI)
    for name, values in cfg.items():
        print(f"[{name}]")
        for k, v in values.items():
            print(f"  {k} = {v!r} ({type(v).__name__})")
    enabled = [k for k, v in cfg["features"].items() if v is True]
    print("enabled features:", enabled)
    try:
        parse_ini("orphan = 1")
    except SyntaxError as e:
        print("error:", e)

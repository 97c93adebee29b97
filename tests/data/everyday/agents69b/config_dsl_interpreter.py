"""Interpret a tiny config language: sections, typed values, ${var} references, and lists."""
import re

SOURCE = """
# service configuration
let region = "eu-west"
let base_port = 8000

[server]
host = "api.${region}.example.com"
port = base_port + 80
workers = 4 * 2
debug = false

[database]
url = "postgres://db.${region}:5432/app"
pool = [2, 4, 8]
timeout = 2.5

[features]
flags = ["search", "export", "beta-${region}"]
rollout = 25
"""

LINE_LET = re.compile(r"let\s+(\w+)\s*=\s*(.+)$")
LINE_KEY = re.compile(r"(\w+)\s*=\s*(.+)$")
LINE_SECTION = re.compile(r"\[(\w+)\]$")


class ConfigError(Exception):
    def __init__(self, lineno, message):
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno


def interpolate(text, variables, lineno):
    def repl(m):
        name = m.group(1)
        if name not in variables:
            raise ConfigError(lineno, f"unknown variable {name!r}")
        return str(variables[name])
    return re.sub(r"\$\{(\w+)\}", repl, text)


def parse_value(raw, variables, lineno):
    raw = raw.strip()
    if raw.startswith("[") and raw.endswith("]"):
        inner = raw[1:-1].strip()
        return [parse_value(part, variables, lineno) for part in inner.split(",")] if inner else []
    if raw.startswith('"') and raw.endswith('"'):
        return interpolate(raw[1:-1], variables, lineno)
    if raw in ("true", "false"):
        return raw == "true"
    if re.fullmatch(r"-?\d+", raw):
        return int(raw)
    if re.fullmatch(r"-?\d+\.\d+", raw):
        return float(raw)
    m = re.fullmatch(r"(\w+|\d+)\s*([+*-])\s*(\w+|\d+)", raw)
    if m:
        left, op, right = m.groups()
        a = parse_value(left, variables, lineno) if left.isdigit() else variables.get(left)
        b = parse_value(right, variables, lineno) if right.isdigit() else variables.get(right)
        if a is None or b is None:
            raise ConfigError(lineno, f"cannot evaluate {raw!r}")
        return {"+": a + b, "-": a - b, "*": a * b}[op]
    if raw in variables:
        return variables[raw]
    raise ConfigError(lineno, f"cannot parse value {raw!r}")


def load(text):
    variables, config, section = {}, {}, None
    for lineno, line in enumerate(text.splitlines(), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if m := LINE_LET.match(line):
            variables[m.group(1)] = parse_value(m.group(2), variables, lineno)
        elif m := LINE_SECTION.match(line):
            section = config.setdefault(m.group(1), {})
        elif m := LINE_KEY.match(line):
            if section is None:
                raise ConfigError(lineno, "key outside of a section")
            key = m.group(1)
            if key in section:
                raise ConfigError(lineno, f"duplicate key {key!r}")
            section[key] = parse_value(m.group(2), variables, lineno)
        else:
            raise ConfigError(lineno, f"syntax error: {line!r}")
    return config


def main():
    config = load(SOURCE)
    for name, section in config.items():
        print(f"[{name}]")
        for key, value in section.items():
            print(f"  {key:<8} {type(value).__name__:<5} {value!r}")
    print("total pool:", sum(config["database"]["pool"]))
    bad_inputs = [
        'port = 1',
        '[a]\nx = "${nope}"',
        '[a]\nx = 1\nx = 2',
        '[a]\ny = 3 + z',
        '[a]\n!!!',
        '[a]\nz = {1}',
    ]
    for bad in bad_inputs:
        try:
            load(bad)
            print("loaded?!")
        except ConfigError as err:
            print(f"error at {err.lineno}: {err}")


if __name__ == "__main__":
    main()

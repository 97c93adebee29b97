"""Tokenize INI-like config with sections and interpolate ${var} references."""
import re
from collections import ChainMap


class ConfigError(Exception):
    def __init__(self, line_no, message):
        super().__init__(f"line {line_no}: {message}")
        self.line_no = line_no


TEXT = """
[defaults]
root = /srv/app
log_dir = ${root}/logs
retries = 3

[prod]
root = /opt/app
debug = false
url = https://${host}:${port}/api
host = example.com
port = 8443

[broken
"""

SECTION = re.compile(r"^\[(?P<name>[^\]]+)\]$")
PAIR = re.compile(r"^(?P<key>[\w.]+)\s*=\s*(?P<value>.*)$")
REF = re.compile(r"\$\{(\w+)\}")


def parse(text):
    sections, current = {}, None
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if m := SECTION.match(line):
            current = sections.setdefault(m["name"], {})
        elif (m := PAIR.match(line)) and current is not None:
            current[m["key"]] = m["value"]
        else:
            raise ConfigError(no, f"cannot parse {line!r}")
    return sections


def resolve(scope, value, depth=0):
    if depth > 5:
        raise RecursionError("interpolation too deep")
    return REF.sub(lambda m: resolve(scope, scope[m.group(1)], depth + 1), value)


def main():
    try:
        parse(TEXT)
    except ConfigError as e:
        print("error:", e, "| at", e.line_no)
    sections = parse(TEXT.rsplit("[broken", 1)[0])
    prod = ChainMap(sections["prod"], sections["defaults"])
    for key in sorted(prod):
        print(f"{key:>8} = {resolve(prod, prod[key])}")
    print(dict(prod.maps[1]))
    as_bool = {"true": True, "false": False}
    print(as_bool[prod["debug"]], int(prod["retries"]) * 2)


if __name__ == "__main__":
    main()

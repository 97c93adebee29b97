"""Convert an INI service config to typed JSON, validating required keys per section."""
import configparser
import json

CONFIG = """\
[DEFAULT]
timeout = 30
retries = 3

[database]
host = db.internal
port = 5432
ssl = yes
pool = 10

[cache]
host = cache.internal
port = 6379
ssl = off
ttl = 2.5

[api]
host = api.internal
port = not-a-number
base_path = /v2/${name}
name = orders
"""

REQUIRED = {"host": str, "port": int}
BOOLS = {"yes": True, "on": True, "true": True, "1": True, "no": False, "off": False, "false": False, "0": False}


def coerce(value: str):
    low = value.lower()
    if low in BOOLS:
        return BOOLS[low]
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            pass
    return value


def main():
    parser = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
    parser.read_string(CONFIG)
    result, errors = {}, []
    for section in parser.sections():
        items = {key: coerce(val) for key, val in parser.items(section)}
        for key, kind in REQUIRED.items():
            if key not in items:
                errors.append(f"[{section}] missing {key}")
            elif not isinstance(items[key], kind) or isinstance(items[key], bool):
                errors.append(f"[{section}] {key}={items[key]!r} is not {kind.__name__}")
        result[section] = items
    print(json.dumps(result, indent=2, sort_keys=True))
    print("sections:", ", ".join(parser.sections()))
    print("defaults:", dict(parser.defaults()))
    print("cache ttl as float:", parser.getfloat("cache", "ttl"))
    print("db ssl:", parser.getboolean("database", "ssl"), "| cache ssl:", parser["cache"].getboolean("ssl"))
    print("api path:", parser.get("api", "base_path"))
    for e in errors:
        print("error:", e)
    return len(errors)


if __name__ == "__main__":
    main()

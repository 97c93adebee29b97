import configparser
import json

INI = """
[DEFAULT]
timeout = 30
retries = 3
log_dir = /var/log/%(app)s
app = billing

[database]
host = db.internal
port = 5432
ssl = yes
pool_sizes = 5, 10, 20

[cache]
enabled = off
ttl = 1.5
servers =
    cache-a:11211
    cache-b:11211

[api]
base_url = https://api.example.com/v2
timeout = 12.5
rate = 100/min
debug = null
"""

BOOLEAN_WORDS = {"yes": True, "on": True, "true": True, "no": False, "off": False, "false": False}


def coerce(raw: str):
    value = raw.strip()
    low = value.lower()
    if low in BOOLEAN_WORDS:
        return BOOLEAN_WORDS[low]
    if low in ("null", "none", ""):
        return None
    if "\n" in value:
        return [coerce(v) for v in value.splitlines() if v.strip()]
    if "," in value:
        return [coerce(v) for v in value.split(",")]
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            pass
    return value


def main():
    parser = configparser.ConfigParser()
    parser.read_string(INI)
    doc = {}
    type_counts = {}
    for section in parser.sections():
        doc[section] = {}
        for key, raw in parser.items(section):
            val = coerce(raw)
            doc[section][key] = val
            name = type(val).__name__
            type_counts[name] = type_counts.get(name, 0) + 1
    print(json.dumps(doc, indent=2, sort_keys=True))
    print("types:", ", ".join(f"{k}={v}" for k, v in sorted(type_counts.items())))
    print("db port + 1 =", parser.getint("database", "port") + 1)
    print("cache enabled:", parser.getboolean("cache", "enabled"))
    print("api timeout:", parser.getfloat("api", "timeout"), "default timeout:", parser["cache"]["timeout"])
    print("has 'missing':", parser.has_option("api", "missing"), parser.get("api", "missing", fallback="n/a"))
    compact = json.dumps(doc["database"], separators=(",", ":"))
    print(compact, len(compact))
    return doc


if __name__ == "__main__":
    main()

"""Validate a key=value config file against a schema, layering defaults with ChainMap."""
from collections import ChainMap

CONFIG = """
# service configuration
name = billing-api
port = 8080
workers=4
debug = yes
timeout_s = 12.5
allowed_hosts = api.example.com, admin.example.com ,
log_level = VERBOSE
retries = three
   # indented comment
feature.flags = beta-ui;new-invoices
port = 8443
empty_value =
this line has no equals sign
"""

DEFAULTS = {"workers": 2, "debug": False, "timeout_s": 30.0, "log_level": "INFO", "retries": 3}


def as_bool(text):
    lowered = text.strip().lower()
    if lowered in ("1", "true", "yes", "on"):
        return True
    if lowered in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"not a boolean: {text!r}")


def as_list(text, sep=","):
    return [item.strip() for item in text.split(sep) if item.strip()]


def one_of(*choices):
    def check(text):
        if text.upper() not in choices:
            raise ValueError(f"{text!r} not in {', '.join(choices)}")
        return text.upper()
    return check


SCHEMA = {
    "name": str,
    "port": int,
    "workers": int,
    "debug": as_bool,
    "timeout_s": float,
    "allowed_hosts": as_list,
    "log_level": one_of("DEBUG", "INFO", "WARNING", "ERROR"),
    "retries": int,
    "feature.flags": lambda t: as_list(t, ";"),
}


def read(text):
    raw, notes = {}, []
    for lineno, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        if not sep:
            notes.append(f"line {lineno}: missing '='")
            continue
        key = key.strip()
        if key in raw:
            notes.append(f"line {lineno}: {key} overrides earlier value {raw[key]!r}")
        raw[key] = value.strip()
    return raw, notes


def validate(raw):
    clean, errors = {}, []
    for key, value in raw.items():
        conv = SCHEMA.get(key)
        if conv is None:
            errors.append(f"unknown key {key}")
            continue
        try:
            clean[key] = conv(value)
        except ValueError as exc:
            errors.append(f"{key}: {exc}")
    return clean, errors


def main():
    raw, notes = read(CONFIG)
    for n in notes:
        print("note:", n)
    clean, errors = validate(raw)
    for e in errors:
        print("error:", e)
    effective = ChainMap(clean, DEFAULTS)
    print("effective settings:")
    for key in sorted(set(effective)):
        source = "file" if key in clean else "default"
        print(f"  {key:<14} = {effective[key]!r:<42} ({source})")
    print("maps:", len(effective.maps), "child keys:", sorted(effective.new_child({"x": 1})))
    print("hosts:", "|".join(effective["allowed_hosts"]))
    return len(errors)


if __name__ == "__main__":
    main()

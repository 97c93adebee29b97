"""Parse a small TOML-like config by hand and emit normalised JSON."""
import json
import re
from typing import Any

CONFIG = """
# service configuration
title = "billing-api"
version = 3
debug = false

[server]
host = "0.0.0.0"
port = 8080
workers = 4
timeouts = [5, 30, 120]

[database]
url = "postgres://db.internal:5432/billing"
pool_size = 12
ratio = 0.75
replicas = ["db-r1", "db-r2"]

[features]
invoices = true
refunds = false
beta_users = ["ana", "li", "omar"]
"""

KEY_VALUE = re.compile(r'^(?P<key>[A-Za-z_][\w-]*)\s*=\s*(?P<value>.+?)\s*$')
SECTION = re.compile(r'^\[(?P<name>[\w.-]+)\]$')


class ConfigError(ValueError):
    pass


def parse_scalar(text: str, line_no: int) -> Any:
    if text.startswith('"') and text.endswith('"'):
        return text[1:-1]
    if text in ("true", "false"):
        return text == "true"
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if re.fullmatch(r"-?\d+\.\d+", text):
        return float(text)
    if text.startswith("[") and text.endswith("]"):
        inner = text[1:-1].strip()
        if not inner:
            return []
        return [parse_scalar(part.strip(), line_no) for part in inner.split(",")]
    raise ConfigError(f"line {line_no}: cannot parse value {text!r}")


def parse(text: str) -> dict[str, Any]:
    root: dict[str, Any] = {}
    current = root
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if m := SECTION.match(line):
            current = root.setdefault(m["name"], {})
            continue
        if m := KEY_VALUE.match(line):
            key = m.group("key")
            if key in current:
                raise ConfigError(f"line {line_no}: duplicate key {key}")
            current[key] = parse_scalar(m.group("value"), line_no)
            continue
        raise ConfigError(f"line {line_no}: unrecognised {line!r}")
    return root


def summarize(cfg: dict[str, Any]) -> list[str]:
    rows = []
    for section, body in cfg.items():
        if isinstance(body, dict):
            kinds = sorted({type(v).__name__ for v in body.values()})
            rows.append(f"[{section:<9}] {len(body):>2} keys  types={','.join(kinds)}")
        else:
            rows.append(f"{section:<11} = {body!r}")
    return rows


def main():
    cfg = parse(CONFIG)
    for row in summarize(cfg):
        print(row)
    print(json.dumps(cfg, indent=2, sort_keys=True))
    total_timeout = sum(cfg["server"]["timeouts"])
    print(f"total timeout budget: {total_timeout}s, pool per worker: "
          f"{cfg['database']['pool_size'] / cfg['server']['workers']:.2f}")
    for bad in ["name = 'single'", "[ok]\nx = 1\nx = 2", "just words"]:
        try:
            parse(bad)
        except ConfigError as exc:
            print("error:", exc)
    return cfg["title"]


if __name__ == "__main__":
    main()

"""Resolve layered service config (defaults < file < env < CLI) and report provenance."""
from collections import ChainMap
import json
import os

DEFAULTS = {"host": "0.0.0.0", "port": 8080, "workers": 2, "log": {"level": "info", "json": False}, "features": ["metrics"]}
FILE_CFG = json.loads('{"port": 9000, "log": {"level": "debug"}, "features": ["metrics", "tracing"], "db_url": "postgres://db/app"}')
ENV = {"APP_WORKERS": "8", "APP_LOG__JSON": "true", "APP_DEBUG": "1", "HOME": "/root"}
CLI = ["--port=9443", "--log.level=warning"]


def coerce(value: str, like):
    if isinstance(like, bool):
        return value.lower() in ("1", "true", "yes", "on")
    if isinstance(like, int):
        return int(value)
    return value


def from_env(env, prefix="APP_"):
    out = {}
    for key, value in env.items():
        if not key.startswith(prefix):
            continue
        path = key[len(prefix):].lower().split("__")
        out[tuple(path)] = value
    return out


def flatten(d, parent=()):
    for k, v in d.items():
        if isinstance(v, dict):
            yield from flatten(v, parent + (k,))
        else:
            yield parent + (k,), v


def main():
    layers = {
        "cli": {tuple(a[2:].split("=", 1)[0].split(".")): a.split("=", 1)[1] for a in CLI},
        "env": from_env(ENV),
        "file": dict(flatten(FILE_CFG)),
        "defaults": dict(flatten(DEFAULTS)),
    }
    merged = ChainMap(*layers.values())
    resolved, provenance = {}, {}
    for key in sorted(merged, key=lambda k: (len(k), k)):
        value = merged[key]
        source = next(name for name, layer in layers.items() if key in layer)
        default = layers["defaults"].get(key)
        if isinstance(value, str) and default is not None and not isinstance(default, str):
            value = coerce(value, default)
        node = resolved
        for part in key[:-1]:
            node = node.setdefault(part, {})
        node[key[-1]] = value
        provenance[".".join(key)] = source
    print(json.dumps(resolved, indent=2, sort_keys=True))
    width = max(map(len, provenance))
    for key, source in sorted(provenance.items()):
        print(f"  {key:<{width}}  <- {source}")
    unknown = [".".join(k) for k in layers["env"] if k not in layers["defaults"] and k not in layers["file"]]
    print("unknown env keys:", unknown)
    print("overridden defaults:", sum(1 for k in layers["defaults"] if provenance[".".join(k)] != "defaults"))
    print(os.path.join("/etc", "app", "config.json"), os.path.splitext("config.prod.json"))


if __name__ == "__main__":
    main()

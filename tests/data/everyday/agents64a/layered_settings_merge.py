"""Merge defaults, a config file, environment overrides and CLI flags with clear precedence."""
import copy
import json
from collections import ChainMap

DEFAULTS = {
    "server": {"host": "127.0.0.1", "port": 8000, "tls": {"enabled": False, "cert": None}},
    "logging": {"level": "INFO", "handlers": ["console"]},
    "features": {"search": True, "export": False},
    "workers": 2,
}
FILE_CONFIG = json.loads("""
{"server": {"port": 8443, "tls": {"enabled": true, "cert": "/etc/ssl/app.pem"}},
 "logging": {"handlers": ["console", "file"]},
 "features": {"export": true, "beta": null}}
""")
ENV = {"APP_SERVER__PORT": "9000", "APP_LOGGING__LEVEL": "debug", "APP_WORKERS": "8", "OTHER": "x"}
CLI = {"workers": 4, "features": {"search": False}}


def deep_merge(base, override, path="", log=None):
    result = copy.deepcopy(base)
    for key, value in override.items():
        where = f"{path}.{key}" if path else key
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value, where, log)
        else:
            if log is not None and result.get(key) != value:
                log.append(f"{where}: {result.get(key)!r} -> {value!r}")
            result[key] = copy.deepcopy(value)
    return result


def coerce(text):
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    return text.upper() if text.isalpha() else text


def env_layer(env, prefix="APP_"):
    layer = {}
    for name, raw in sorted(env.items()):
        if not name.startswith(prefix):
            continue
        keys = name[len(prefix):].lower().split("__")
        node = layer
        for k in keys[:-1]:
            node = node.setdefault(k, {})
        node[keys[-1]] = coerce(raw)
    return layer


def main():
    log = []
    merged = DEFAULTS
    for name, layer in (("file", FILE_CONFIG), ("env", env_layer(ENV)), ("cli", CLI)):
        log.append(f"-- {name}")
        merged = deep_merge(merged, layer, log=log)
    print("\n".join(log))
    print(json.dumps(merged, indent=2, sort_keys=True))
    print("defaults untouched:", DEFAULTS["server"]["port"], DEFAULTS["logging"]["handlers"])

    flat = ChainMap({"workers": 4}, {"workers": 8, "debug": True}, {"workers": 2, "debug": False, "name": "app"})
    print(flat["workers"], flat["debug"], flat["name"], len(flat), sorted(flat))
    child = flat.new_child({"name": "child"})
    print(child["name"], child.parents["name"], child.maps[0], dict(child) == {**flat, "name": "child"})
    del child["name"]
    try:
        del child["name"]
    except KeyError as err:
        print("KeyError:", err)
    print(json.dumps(merged["server"], separators=(",", ":")), json.dumps({"k": None, "t": (1, 2)}))


if __name__ == "__main__":
    main()

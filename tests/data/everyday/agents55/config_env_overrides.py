"""Load JSON config defaults, apply env-style overrides with type coercion, validate."""
import json

DEFAULTS = """
{
  "server": {"host": "0.0.0.0", "port": 8080, "debug": false},
  "db": {"url": "sqlite:///app.db", "pool": 5, "timeout": 2.5},
  "features": ["search", "export"]
}
"""

ENV = {
    "APP_SERVER__PORT": "9090",
    "APP_SERVER__DEBUG": "yes",
    "APP_DB__TIMEOUT": "10",
    "APP_DB__POOL": "many",
    "APP_FEATURES": "search,export,beta",
    "APP_UNKNOWN__KEY": "1",
    "HOME": "/root",
}


class ConfigError(Exception):
    pass


def coerce(raw: str, like):
    if isinstance(like, bool):
        if raw.lower() in ("1", "true", "yes", "on"):
            return True
        if raw.lower() in ("0", "false", "no", "off"):
            return False
        raise ConfigError(f"not a boolean: {raw!r}")
    if isinstance(like, int):
        return int(raw)
    if isinstance(like, float):
        return float(raw)
    if isinstance(like, list):
        return [p.strip() for p in raw.split(",") if p.strip()]
    return raw


def apply_overrides(config, env, prefix="APP_"):
    errors = []
    for key, raw in sorted(env.items()):
        if not key.startswith(prefix):
            continue
        path = key[len(prefix):].lower().split("__")
        node = config
        for part in path[:-1]:
            node = node.get(part)
            if not isinstance(node, dict):
                break
        if not isinstance(node, dict) or path[-1] not in node:
            errors.append(f"{key}: unknown setting")
            continue
        try:
            node[path[-1]] = coerce(raw, node[path[-1]])
        except (ValueError, ConfigError) as exc:
            errors.append(f"{key}: {exc}")
    return errors


def main():
    config = json.loads(DEFAULTS)
    errors = apply_overrides(config, ENV)
    print(json.dumps(config, indent=2, sort_keys=True))
    for e in errors:
        print("warning:", e)
    print(json.dumps(config["server"], separators=(",", ":")))


if __name__ == "__main__":
    main()

DEFAULTS = {
    "host": "localhost",
    "port": 8000,
    "debug": False,
    "db": {"name": "app", "pool": 5, "options": {"timeout": 30}},
    "features": ["auth"],
}

OVERRIDES = [
    {"port": 9000, "db": {"pool": 10}},
    {"debug": True, "db": {"options": {"timeout": 60, "retries": 3}}, "features": ["metrics"]},
    {"host": "0.0.0.0"},
]


def deep_merge(base: dict, extra: dict) -> dict:
    result = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        elif isinstance(value, list) and isinstance(result.get(key), list):
            result[key] = result[key] + [v for v in value if v not in result[key]]
        else:
            result[key] = value
    return result


def flatten(d, prefix=""):
    items = {}
    for k, v in d.items():
        path = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            items.update(flatten(v, path))
        else:
            items[path] = v
    return items


def main():
    config = DEFAULTS
    for i, layer in enumerate(OVERRIDES, 1):
        config = deep_merge(config, layer)
        print(f"after layer {i}: port={config['port']} pool={config['db']['pool']}")
    flat = flatten(config)
    width = max(map(len, flat))
    for key in sorted(flat):
        print(f"{key:<{width}} = {flat[key]!r}")
    print(DEFAULTS["db"]["pool"], "(defaults unchanged)")
    changed = {k for k in flat if flatten(DEFAULTS).get(k) != flat[k]}
    print("changed:", sorted(changed))
    env = {"APP_PORT": "7000", "APP_DEBUG": "false", "OTHER": "x"}
    parsed = {k[4:].lower(): (int(v) if v.isdigit() else v == "true") for k, v in env.items() if k.startswith("APP_")}
    print(parsed, deep_merge(config, parsed)["port"])


if __name__ == "__main__":
    main()

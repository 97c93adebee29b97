SCHEMA = {
    "name": (str, True),
    "port": (int, True),
    "ratio": (float, False),
    "tags": (list, False),
    "debug": (bool, False),
}

CONFIGS = [
    {"name": "svc", "port": 8080, "tags": ["a"], "debug": True},
    {"name": "svc2", "port": "80"},
    {"port": 1, "ratio": 1},
    {"name": "x", "port": 99999, "extra": 1, "ratio": 0.5},
    {"name": "", "port": True},
]


def validate(cfg):
    errors = []
    for key, (kind, required) in SCHEMA.items():
        if key not in cfg:
            if required:
                errors.append(f"missing {key}")
            continue
        value = cfg[key]
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if kind is int and isinstance(value, bool):
            errors.append(f"{key}: bool is not int")
            continue
        if not isinstance(value, kind):
            errors.append(f"{key}: expected {kind.__name__}, got {type(value).__name__}")
    unknown = sorted(set(cfg) - set(SCHEMA))
    if unknown:
        errors.append("unknown: " + ", ".join(unknown))
    if isinstance(cfg.get("port"), int) and not 0 < cfg["port"] < 65536:
        errors.append(f"port {cfg['port']} out of range")
    if cfg.get("name") == "":
        errors.append("empty name")
    return errors


def main():
    for i, cfg in enumerate(CONFIGS):
        errors = validate(cfg)
        status = "valid" if not errors else f"{len(errors)} error(s)"
        print(f"config {i}: {status}")
        for e in errors:
            print("   -", e)
    print(all(validate(c) == [] for c in CONFIGS[:1]), any(not validate(c) for c in CONFIGS[1:]))


if __name__ == "__main__":
    main()

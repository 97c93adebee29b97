DEFAULTS = {"retries": 3, "timeout": 30.0, "verbose": False, "tags": ["base"], "region": "us-east-1"}
LIMIT = len(DEFAULTS)
OVERRIDES = [
    "retries=5",
    "verbose=true",
    "timeout=12.5",
    "tags=alpha,beta",
    "unknown=1",
    "region = eu-west-2 ",
]


def coerce(old, text):
    text = text.strip()
    if isinstance(old, bool):
        return text.lower() in ("1", "true", "yes", "on")
    if isinstance(old, int):
        return int(text)
    if isinstance(old, float):
        return float(text)
    if isinstance(old, list):
        return [t.strip() for t in text.split(",") if t.strip()]
    return text


def main():
    config = dict(DEFAULTS)
    ignored = []
    for line in OVERRIDES:
        key, _, value = line.partition("=")
        key = key.strip()
        if key not in config:
            ignored.append(key)
            continue
        config[key] = coerce(config[key], value)
    changed = {k: v for k, v in config.items() if v != DEFAULTS[k]}
    for k in sorted(config):
        mark = "*" if k in changed else " "
        print(f"{mark} {k:<8} {config[k]!r}")
    print("ignored:", ignored, "of", LIMIT, "known keys")
    return sorted(changed)

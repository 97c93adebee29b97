import json

DEFAULTS = '{"log": {"level": "info", "file": null}, "retries": 3, "hosts": ["a"], "tls": {"verify": true}}'
OVERRIDES = ['{"log": {"level": "debug"}, "hosts": ["b", "c"]}', '{"retries": "five"}', '{"tls": 1, "extra": 2.50}']


def merge(base, extra):
    out = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out


def validate(cfg):
    problems = []
    if not isinstance(cfg.get("retries"), int):
        problems.append(f"retries must be int, got {json.dumps(cfg.get('retries'))}")
    if not isinstance(cfg.get("tls"), dict):
        problems.append("tls must be an object")
    return problems


def main():
    cfg = json.loads(DEFAULTS)
    for text in OVERRIDES:
        candidate = merge(cfg, json.loads(text))
        problems = validate(candidate)
        if problems:
            print("rejected", text, "->", "; ".join(problems))
        else:
            cfg = candidate
    print(json.dumps(cfg, indent=2, sort_keys=True))
    print(json.dumps([1.0, 2.5e-7, "é", None, True], separators=(",", ":")))
    return cfg["log"]["level"]


if __name__ == "__main__":
    main()

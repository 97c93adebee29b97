import copy
import json


DEFAULTS = {"retries": 3, "timeout": 10.0, "endpoints": {"api": "https://x.test", "auth": None}}


def merge(base, override):
    out = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out


def main():
    user = json.loads('{"timeout": 2.5, "endpoints": {"auth": "https://auth.test"}, "debug": true}')
    cfg = merge(DEFAULTS, user)
    print(json.dumps(cfg, indent=2, sort_keys=True))
    print("defaults untouched:", DEFAULTS["endpoints"]["auth"] is None)
    diff = {k: (DEFAULTS.get(k), cfg[k]) for k in cfg if DEFAULTS.get(k) != cfg[k]}
    for k, (old, new) in sorted(diff.items()):
        print(f"  {k}: {old!r} -> {new!r}")


if __name__ == "__main__":
    main()

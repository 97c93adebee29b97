DEFAULTS = {"host": "localhost", "port": 8080, "debug": False, "workers": 2}


def merge(*layers, **overrides):
    out = {}
    for layer in layers:
        out.update(layer)
    out.update(overrides)
    return out


def main() -> None:
    env = {"port": 9000, "debug": True}
    cfg = merge(DEFAULTS, env, workers=8)
    for key in sorted(cfg):
        print(f"{key:>8} = {cfg[key]!r}")
    changed = {k: v for k, v in cfg.items() if DEFAULTS.get(k) != v}
    print("changed:", changed)
    kw = {"host": "0.0.0.0"}
    print(merge(cfg, **kw)["host"])

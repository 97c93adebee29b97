def main() -> None:
    schema = {"name": str, "port": int, "ratio": float, "enabled": bool, "tags": list}
    configs = [
        {"name": "svc", "port": 8080, "ratio": 0.5, "enabled": True, "tags": ["a"]},
        {"name": "svc2", "port": "80", "ratio": 1, "enabled": "yes"},
        {"name": 3, "port": 22, "ratio": 0.1, "enabled": False, "tags": [], "extra": 1},
    ]
    for i, cfg in enumerate(configs):
        problems = []
        for key, kind in schema.items():
            if key not in cfg:
                problems.append(f"missing {key}")
            elif not isinstance(cfg[key], kind) or (kind == int and isinstance(cfg[key], bool)):
                problems.append(f"{key} should be {repr(kind)[8:-2]}")
        unknown = sorted(set(cfg) - set(schema))
        if unknown:
            problems.append("unknown " + ",".join(unknown))
        print(f"config {i}: {'ok' if not problems else '; '.join(problems)}")

"""Migrate stored JSON configs through versioned migration steps registered by decorator."""
import json
import copy

MIGRATIONS = {}


def migration(from_version):
    def register(fn):
        MIGRATIONS[from_version] = fn
        return fn
    return register


@migration(1)
def rename_timeout(cfg):
    cfg["timeout_ms"] = int(cfg.pop("timeout") * 1000)
    return cfg


@migration(2)
def split_endpoint(cfg):
    url = cfg.pop("endpoint")
    scheme, _, rest = url.partition("://")
    host, _, port = rest.partition(":")
    cfg["server"] = {"scheme": scheme, "host": host, "port": int(port) if port else (443 if scheme == "https" else 80)}
    return cfg


@migration(3)
def features_to_flags(cfg):
    cfg["flags"] = {name: True for name in cfg.pop("features", [])}
    cfg.setdefault("flags", {})["legacy_ui"] = cfg["flags"].get("legacy_ui", False)
    return cfg


LATEST = max(MIGRATIONS) + 1


class MigrationError(Exception):
    pass


def migrate(raw):
    cfg = json.loads(raw)
    version = cfg.get("version", 1)
    if version > LATEST:
        raise MigrationError(f"config version {version} is newer than {LATEST}")
    applied = []
    original = copy.deepcopy(cfg)
    while version < LATEST:
        step = MIGRATIONS[version]
        try:
            cfg = step(cfg)
        except (KeyError, ValueError, TypeError) as e:
            raise MigrationError(f"step {step.__name__} failed: {type(e).__name__}: {e}") from e
        applied.append(step.__name__)
        version += 1
        cfg["version"] = version
    return cfg, applied, original != cfg


STORED = [
    '{"name": "svc-a", "timeout": 2.5, "endpoint": "https://api.example.com", "features": ["beta", "dark"]}',
    '{"version": 3, "name": "svc-b", "timeout_ms": 900, "server": {"scheme": "http", "host": "h", "port": 8080}}',
    '{"version": 4, "name": "svc-c", "flags": {}}',
    '{"version": 2, "name": "svc-d", "timeout_ms": 100}',
    '{"version": 9, "name": "svc-e"}',
    '{"name": "svc-f", "timeout": "fast", "endpoint": "http://x:81"}',
]


def main():
    print("latest version:", LATEST)
    for raw in STORED:
        try:
            cfg, applied, changed = migrate(raw)
        except MigrationError as e:
            cause = e.__cause__
            print(f"FAILED: {e}" + (f" (cause {type(cause).__name__})" if cause else ""))
            continue
        print(f"{cfg['name']}: applied {applied or 'nothing'}; changed={changed}")
        print("   ", json.dumps(cfg, sort_keys=True))
    print(json.dumps({"a": [1, 2], "b": None, "c": 1.5, "d": "é"}, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()

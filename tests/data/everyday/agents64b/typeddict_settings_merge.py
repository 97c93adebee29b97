"""Layered application settings described by TypedDicts, merged and validated."""
from typing import TypedDict, Literal, Final, get_args


LogLevel = Literal["debug", "info", "warning", "error"]
LEVELS: Final = get_args(LogLevel)


class DatabaseSettings(TypedDict):
    host: str
    port: int
    pool: int


class Settings(TypedDict, total=False):
    name: str
    debug: bool
    log_level: LogLevel
    database: DatabaseSettings
    features: list


DEFAULTS: Final[Settings] = {
    "name": "svc",
    "debug": False,
    "log_level": "info",
    "database": {"host": "localhost", "port": 5432, "pool": 5},
    "features": [],
}


class SettingsError(ValueError):
    def __init__(self, errors):
        self.errors = errors
        super().__init__(f"{len(errors)} problem(s): " + "; ".join(errors))


def deep_merge(base: dict, override: dict) -> dict:
    merged = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        elif isinstance(value, list) and isinstance(merged.get(key), list):
            merged[key] = merged[key] + [v for v in value if v not in merged[key]]
        else:
            merged[key] = value
    return merged


def validate(cfg: dict) -> Settings:
    errors = []
    unknown = set(cfg) - set(Settings.__annotations__)
    if unknown:
        errors.append(f"unknown keys {sorted(unknown)}")
    if cfg.get("log_level") not in LEVELS:
        errors.append(f"log_level must be one of {', '.join(LEVELS)}")
    db = cfg.get("database", {})
    for key, typ in DatabaseSettings.__annotations__.items():
        if not isinstance(db.get(key), typ):
            errors.append(f"database.{key} must be {typ.__name__}")
    if isinstance(db.get("port"), int) and not 0 < db["port"] < 65536:
        errors.append("database.port out of range")
    if errors:
        raise SettingsError(errors)
    return Settings(**cfg)


def main():
    layers = {
        "file": {"name": "orders", "database": {"host": "db.internal"}, "features": ["audit"]},
        "env": {"debug": True, "database": {"pool": 20}, "features": ["audit", "beta"]},
        "cli": {"log_level": "debug"},
    }
    cfg = dict(DEFAULTS)
    for name, layer in layers.items():
        cfg = deep_merge(cfg, layer)
        print(f"after {name}: db={cfg['database']} features={cfg['features']}")
    final = validate(cfg)
    print(final["name"], final["log_level"], final["debug"], type(final).__name__)
    print(sorted(Settings.__annotations__), Settings.__total__, DatabaseSettings.__total__)
    print(sorted(DatabaseSettings.__required_keys__), LEVELS)
    bad = deep_merge(DEFAULTS, {"log_level": "loud", "database": {"port": "5432x", "pool": 2.5},
                                "colour": "red"})
    try:
        validate(bad)
    except SettingsError as exc:
        print(exc)
        for e in exc.errors:
            print(" -", e)
    try:
        validate(deep_merge(DEFAULTS, {"database": {"port": 70000}}))
    except SettingsError as exc:
        print(exc.errors)
    print(DEFAULTS["database"]["pool"], DatabaseSettings(host="h", port=1, pool=1))


if __name__ == "__main__":
    main()

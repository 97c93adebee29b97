"""Validate service configs into dataclasses, collecting errors from a custom hierarchy."""
from dataclasses import dataclass, field, asdict
import json


class ConfigError(Exception):
    """Base of every config problem; carries the dotted path."""

    def __init__(self, path, message):
        super().__init__(f"{path}: {message}")
        self.path = path


class MissingKey(ConfigError):
    def __init__(self, path):
        super().__init__(path, "required key missing")


class BadType(ConfigError):
    def __init__(self, path, expected, got):
        super().__init__(path, f"expected {expected.__name__}, got {type(got).__name__}")


class OutOfRange(ConfigError):
    pass


@dataclass
class Database:
    host: str
    port: int = 5432
    pool: int = 5


@dataclass
class Service:
    name: str
    replicas: int
    database: Database
    tags: list = field(default_factory=list)
    debug: bool = False


def require(data, key, typ, path, errors, default=...):
    full = f"{path}.{key}" if path else key
    if key not in data:
        if default is ...:
            errors.append(MissingKey(full))
        return default if default is not ... else None
    value = data[key]
    if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
        errors.append(BadType(full, typ, value))
        return None
    return value


def load(raw):
    errors = []
    data = json.loads(raw)
    name = require(data, "name", str, "", errors)
    replicas = require(data, "replicas", int, "", errors)
    if isinstance(replicas, int) and not 1 <= replicas <= 10:
        errors.append(OutOfRange("replicas", f"{replicas} not in 1..10"))
    db_raw = require(data, "database", dict, "", errors) or {}
    host = require(db_raw, "host", str, "database", errors)
    port = require(db_raw, "port", int, "database", errors, default=5432)
    pool = require(db_raw, "pool", int, "database", errors, default=5)
    tags = require(data, "tags", list, "", errors, default=[])
    debug = require(data, "debug", bool, "", errors, default=False)
    if errors:
        return None, errors
    return Service(name, replicas, Database(host, port, pool), tags, debug), []


CONFIGS = [
    '{"name": "billing", "replicas": 3, "database": {"host": "db1", "pool": 10}, "tags": ["prod"]}',
    '{"name": "search", "replicas": 0, "database": {"port": "5432"}}',
    '{"replicas": true, "database": {"host": "db2"}, "debug": "yes"}',
]


def main():
    for raw in CONFIGS:
        svc, errors = load(raw)
        if svc:
            print("OK", json.dumps(asdict(svc), sort_keys=True))
            print("  ", svc.database)
            continue
        print(f"{len(errors)} error(s):")
        for e in sorted(errors, key=lambda e: e.path):
            kind = type(e).__name__
            print(f"  [{kind:<10}] {e}  (config error: {isinstance(e, ConfigError)})")


if __name__ == "__main__":
    main()

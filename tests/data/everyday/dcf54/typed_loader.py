"""Loading typed records from string rows (as read from a CSV) by the dataclass's fields."""
import dataclasses
from dataclasses import dataclass, field, fields, is_dataclass


@dataclass
class Limits:
    cpu: float = 1.0
    memory_mb: int = 512


@dataclass(order=True)
class Service:
    name: str
    port: int
    replicas: int = 1
    public: bool = False
    limits: Limits = field(default_factory=Limits, compare=False)
    owner: str = field(default="ops", compare=False, metadata={"secret": True})


def coerce(kind, raw):
    if kind is bool:
        if raw.lower() in ("1", "true", "yes"):
            return True
        if raw.lower() in ("0", "false", "no"):
            return False
        raise ValueError(f"not a bool: {raw!r}")
    return kind(raw)


def load(cls, row):
    values = {}
    errors = []
    for f in fields(cls):
        if f.name not in row:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                errors.append(f"missing {f.name}")
            continue
        raw = row[f.name]
        if is_dataclass(f.type):
            values[f.name] = load(f.type, dict(pair.split("=") for pair in raw.split(";")))
            continue
        try:
            values[f.name] = coerce(f.type, raw)
        except ValueError as e:
            errors.append(f"{f.name}: {e}")
    if errors:
        raise ValueError("; ".join(errors))
    return cls(**values)


def dump(obj):
    out = {}
    for f in fields(obj):
        value = getattr(obj, f.name)
        if f.metadata.get("secret"):
            value = "***"
        elif is_dataclass(value):
            value = dump(value)
        out[f.name] = value
    return out


def main():
    rows = [
        {"name": "api", "port": "8080", "replicas": "3", "public": "yes", "limits": "cpu=2.5;memory_mb=1024"},
        {"name": "worker", "port": "9000", "owner": "batch"},
        {"name": "db", "port": "5432", "public": "no"},
        {"name": "cache", "port": "x11", "public": "maybe"},
        {"port": "1"},
    ]
    services = []
    for row in rows:
        try:
            services.append(load(Service, row))
        except ValueError as e:
            print("skipped:", e)
    for s in sorted(services):
        print(dump(s))
    print(max(services).name, [s.limits.cpu for s in services])
    return sum(s.replicas for s in services)


if __name__ == "__main__":
    main()

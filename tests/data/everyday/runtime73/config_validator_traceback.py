"""A deployment-config validator: nested dataclasses checked in __post_init__, errors
collected with traceback.format_exc() and logging's exc_info, and a summary table."""
import logging
import sys
import traceback
from dataclasses import dataclass, field

logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s", stream=sys.stdout)
log = logging.getLogger("validator")


class ConfigError(Exception):
    pass


@dataclass
class Limits:
    cpu: float
    memory_mb: int

    def __post_init__(self):
        if self.cpu <= 0:
            raise ConfigError(f"cpu must be positive, got {self.cpu}")
        if self.memory_mb % 64:
            raise ConfigError(f"memory_mb must be a multiple of 64, got {self.memory_mb}")


@dataclass
class Service:
    name: str
    replicas: int
    limits: Limits
    ports: list[int] = field(default_factory=list)

    def __post_init__(self):
        if not 1 <= self.replicas <= 50:
            raise ConfigError(f"{self.name}: replicas out of range: {self.replicas}")
        for port in self.ports:
            if port not in range(1024, 65536):
                raise ConfigError(f"{self.name}: port {port} is privileged or invalid")


RAW = [
    {"name": "web", "replicas": 3, "limits": {"cpu": 0.5, "memory_mb": 512}, "ports": [8080]},
    {"name": "worker", "replicas": 0, "limits": {"cpu": 1, "memory_mb": 1024}},
    {"name": "cache", "replicas": 2, "limits": {"cpu": 0.25, "memory_mb": 100}},
    {"name": "edge", "replicas": 2, "limits": {"cpu": 1, "memory_mb": 256}, "ports": [443]},
    {"name": "batch", "replicas": 1, "limits": {"cpu": 2}},
]


def build(raw):
    try:
        limits = Limits(**raw["limits"])
    except TypeError as e:
        raise ConfigError(f"{raw['name']}: bad limits ({e})") from e
    return Service(raw["name"], raw["replicas"], limits, raw.get("ports", []))


def main():
    good, failures = [], {}
    for raw in RAW:
        try:
            good.append(build(raw))
        except ConfigError:
            text = traceback.format_exc()
            failures[raw["name"]] = text.strip().splitlines()[-1].rpartition("Error: ")[2]
            if sys.exc_info()[1].__cause__ is not None:
                log.warning("%s has a cause", raw["name"], exc_info=False)
    print(f"{'service':<8}{'replicas':>9}{'cpu':>6}{'mem':>6}")
    for s in good:
        print(f"{s.name:<8}{s.replicas:>9}{s.limits.cpu:>6}{s.limits.memory_mb:>6}")
    for name, last in failures.items():
        print(f"{name}: {last}")
    print(traceback.format_exc().strip(), sys.exc_info())
    return sorted(failures)

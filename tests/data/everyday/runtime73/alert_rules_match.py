"""Alert rules matched by class patterns: metric samples are plain classes whose positional
match order is declared after the class statements, thresholds are a dataclass, and rule
evaluation errors are collected with the traceback module while formatting a digest."""
import traceback
from dataclasses import dataclass


class Sample:
    def __init__(self, host, metric, value):
        self.host = host
        self.metric = metric
        self.value = value

    def __repr__(self):
        return f"Sample({self.host!r}, {self.metric!r}, {self.value!r})"


class Heartbeat:
    def __init__(self, host, age):
        self.host = host
        self.age = age


@dataclass(frozen=True)
class Threshold:
    metric: str
    warn: float
    crit: float


def classify(item, thresholds):
    match item:
        case Sample(host, "disk", value) if value is None:
            raise ValueError(f"{host}: disk sample without a value")
        case Sample(host, metric, value):
            t = thresholds[metric]
            level = "CRIT" if value >= t.crit else "WARN" if value >= t.warn else "ok"
            return f"{level:<4} {host:<6} {metric:<5} {value:>6.1f} (warn {t.warn:g}, crit {t.crit:g})"
        case Heartbeat(host, age) if age > 120:
            return f"DOWN {host:<6} silent for {age // 60}m{age % 60:02d}s"
        case Heartbeat(host, _):
            return f"ok   {host:<6} alive"
    return f"???  {item!r}"


Sample.__match_args__ = ("host", "metric", "value")
Heartbeat.__match_args__ = ("host", "age")


def main():
    thresholds = {t.metric: t for t in [Threshold("cpu", 75, 90), Threshold("disk", 80, 95), Threshold("mem", 85, 97)]}
    feed = [
        Sample("web1", "cpu", 91.5),
        Sample("web2", "mem", 86.0),
        Sample("db1", "disk", None),
        Heartbeat("cache1", 305),
        Sample("db1", "swap", 3.0),
        Heartbeat("web1", 12),
        ("raw", 1),
    ]
    digest, errors = [], []
    for item in feed:
        try:
            digest.append(classify(item, thresholds))
        except (ValueError, KeyError):
            errors.append(traceback.format_exc().strip().splitlines()[-1])
    print("\n".join(digest))
    print("errors:", *errors, sep="\n  ")
    print(Sample.__match_args__, Heartbeat.__match_args__)
    return len(digest), len(errors)

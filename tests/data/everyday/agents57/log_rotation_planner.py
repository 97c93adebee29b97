"""Plan which log files to compress or delete under a retention policy."""
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum


class Action(Enum):
    KEEP = "keep"
    COMPRESS = "compress"
    DELETE = "delete"


@dataclass
class LogFile:
    name: str
    size_kb: int
    written: date
    compressed: bool = False

    @property
    def age_days(self) -> int:
        return (TODAY - self.written).days


@dataclass
class Policy:
    compress_after: int = 2
    delete_after: int = 14
    max_total_kb: int = 6000
    protected: set = field(default_factory=lambda: {"audit.log"})


TODAY = date(2024, 3, 15)


def build_files():
    specs = [
        ("app.log", 820, 0), ("app.log.1", 790, 1), ("app.log.2", 1500, 3),
        ("app.log.3.gz", 210, 6), ("worker.log", 400, 0), ("worker.log.1", 2600, 9),
        ("audit.log", 3100, 40), ("app.log.4.gz", 190, 20), ("cron.log.1", 55, 15),
    ]
    return [LogFile(n, s, TODAY - timedelta(days=d), n.endswith(".gz")) for n, s, d in specs]


def plan(files, policy):
    decisions = {}
    for f in sorted(files, key=lambda f: (f.written, f.name)):
        if f.name in policy.protected:
            decisions[f.name] = Action.KEEP
        elif f.age_days > policy.delete_after:
            decisions[f.name] = Action.DELETE
        elif f.age_days >= policy.compress_after and not f.compressed:
            decisions[f.name] = Action.COMPRESS
        else:
            decisions[f.name] = Action.KEEP
    total = sum(projected_size(f, decisions[f.name]) for f in files)
    # Oldest unprotected kept files go first when still over budget.
    for f in sorted(files, key=lambda f: f.written):
        if total <= policy.max_total_kb:
            break
        if decisions[f.name] is not Action.DELETE and f.name not in policy.protected and f.age_days > 0:
            total -= projected_size(f, decisions[f.name])
            decisions[f.name] = Action.DELETE
    return decisions, total


def projected_size(f, action):
    if action is Action.DELETE:
        return 0
    if action is Action.COMPRESS:
        return f.size_kb // 8
    return f.size_kb


def main():
    files = build_files()
    policy = Policy()
    decisions, total = plan(files, policy)
    print(f"{'file':<14}{'age':>5}{'size':>8}  action")
    for f in sorted(files, key=lambda f: f.name):
        act = decisions[f.name]
        print(f"{f.name:<14}{f.age_days:>5}{f.size_kb:>8,}  {act.value}")
    counts = {a.name: sum(1 for d in decisions.values() if d is a) for a in Action}
    print("summary:", counts)
    before = sum(f.size_kb for f in files)
    print(f"disk: {before:,} KB -> {total:,} KB ({(before - total) / before:.1%} freed)")


if __name__ == "__main__":
    main()

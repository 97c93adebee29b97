from enum import Enum, IntEnum, Flag, auto, unique
from dataclasses import dataclass


class Severity(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
    CRITICAL = 4


@unique
class Team(Enum):
    PLATFORM = "platform"
    PAYMENTS = "payments"
    FRONTEND = "frontend"
    SUPPORT = "support"


class Tag(Flag):
    NONE = 0
    CUSTOMER_FACING = auto()
    DATA_LOSS = auto()
    SECURITY = auto()
    REGRESSION = auto()
    URGENT = CUSTOMER_FACING | SECURITY


@dataclass
class Ticket:
    key: str
    title: str
    component: str
    tags: Tag = Tag.NONE
    reports: int = 1


ROUTING = {"api": Team.PLATFORM, "db": Team.PLATFORM, "checkout": Team.PAYMENTS,
           "invoice": Team.PAYMENTS, "ui": Team.FRONTEND}

KEYWORDS = {"outage": Severity.CRITICAL, "down": Severity.CRITICAL, "error": Severity.HIGH,
            "slow": Severity.MEDIUM, "typo": Severity.LOW}


def severity_of(t: Ticket) -> Severity:
    sev = Severity.LOW
    for word in t.title.lower().split():
        sev = max(sev, KEYWORDS.get(word.strip(".,!"), Severity.LOW))
    if Tag.DATA_LOSS in t.tags or Tag.SECURITY in t.tags:
        sev = Severity(min(sev + 1, Severity.CRITICAL))
    if t.reports >= 10 and sev < Severity.HIGH:
        sev += 1
    return Severity(sev)


def triage(tickets):
    queues = {team: [] for team in Team}
    for t in tickets:
        team = ROUTING.get(t.component, Team.SUPPORT)
        queues[team].append((severity_of(t), t))
    for team in queues:
        queues[team].sort(key=lambda pair: (-pair[0], pair[1].key))
    return queues


TICKETS = [
    Ticket("OPS-1", "API error on /login", "api", Tag.CUSTOMER_FACING, 4),
    Ticket("OPS-2", "Checkout down for EU users!", "checkout", Tag.CUSTOMER_FACING | Tag.REGRESSION, 40),
    Ticket("OPS-3", "Typo in invoice footer", "invoice"),
    Ticket("OPS-4", "Slow dashboard", "ui", Tag.NONE, 12),
    Ticket("OPS-5", "Backup job deleted rows", "db", Tag.DATA_LOSS),
    Ticket("OPS-6", "Password reset link leaks token", "auth", Tag.SECURITY | Tag.CUSTOMER_FACING),
    Ticket("OPS-7", "Slow export", "reports"),
]


def main():
    queues = triage(TICKETS)
    for team, items in queues.items():
        print(f"{team.name} ({team.value}): {len(items)} ticket(s)")
        for sev, t in items:
            print(f"   [{sev.name:<8}] {t.key} {t.title}  tags={t.tags!r}")
    urgent = [t.key for t in TICKETS if t.tags & Tag.URGENT == Tag.URGENT]
    print("urgent (customer facing + security):", urgent)
    print(list(Tag), Tag.URGENT, Tag(5))
    print(Severity.HIGH > 2, Severity(3), Severity["LOW"] + 1, sorted([Severity.HIGH, 1, Severity.MEDIUM]))
    print(Team("payments"), Team.PAYMENTS is Team["PAYMENTS"], [m.value for m in Team])
    counts = {s.name: 0 for s in Severity}
    for items in queues.values():
        for sev, _ in items:
            counts[sev.name] += 1
    print(counts)
    try:
        Severity(7)
    except ValueError as e:
        print(e)
    return max(sev for items in queues.values() for sev, _ in items).name


if __name__ == "__main__":
    main()

import logging
from dataclasses import dataclass, field
from collections import defaultdict

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
log = logging.getLogger(__name__)


@dataclass
class Ticket:
    id: int
    title: str
    tags: list[str] = field(default_factory=list)
    priority: int = 3


TICKETS = [
    Ticket(1, "Login fails on Safari", ["bug", "auth"], 1),
    Ticket(2, "Add dark mode", ["feature", "ui"]),
    Ticket(3, "Crash when uploading PNG", ["bug", "upload"], 2),
    Ticket(4, "Update docs for API v2", ["docs"], 4),
]


def triage(tickets):
    by_tag = defaultdict(list)
    for t in tickets:
        for tag in t.tags:
            by_tag[tag].append(t.id)
        if t.priority <= 2:
            log.warning("urgent ticket %d: %s", t.id, t.title)
    return dict(sorted(by_tag.items()))


def main():
    groups = triage(TICKETS)
    for tag, ids in groups.items():
        print(f"{tag:<10} {', '.join(map(str, ids))}")
    worst = min(TICKETS, key=lambda t: (t.priority, t.id))
    print("first up:", worst)
    return len(groups)


if __name__ == "__main__":
    main()

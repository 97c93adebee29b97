"""Ticket tracker: ids from a counter factory, computed fields, post-init checks."""
from dataclasses import asdict, dataclass, field, replace

_next_id = [100]


def new_id():
    _next_id[0] += 1
    return _next_id[0]


class Audit:
    def __init__(self):
        self.entries = []

    def __repr__(self):
        return f"Audit({len(self.entries)} entries)"


@dataclass
class Ticket:
    title: str
    ident: int = field(default_factory=new_id)
    labels: set = field(default_factory=set)
    history: list = field(default_factory=lambda: ["created"])
    audit: Audit = field(default_factory=Audit, repr=False, compare=False)
    slug: str = field(init=False, default="")
    priority: int = field(default=3, compare=False)

    def __post_init__(self):
        if not self.title.strip():
            raise ValueError("empty title")
        self.slug = "-".join(self.title.lower().split())
        self.audit.entries.append(f"init {self.ident}")


def main():
    a = Ticket("Fix login bug")
    b = Ticket("Update docs", labels={"docs"})
    c = Ticket("Pinned", ident=7)
    print(a)
    print(b.ident, c.ident, _next_id[0], a.history is b.history)
    b.history.append("triaged")
    print(a.history, b.history, a.audit, c.audit.entries)
    d = replace(a, title="Fix login bug again")
    print(d.ident, d.slug, d.audit.entries, _next_id[0])
    try:
        replace(a, slug="x")
    except ValueError as e:
        print("ValueError:", e)
    try:
        Ticket("   ")
    except ValueError as e:
        print("ValueError:", e, _next_id[0])
    print(Ticket("Same", ident=1) == Ticket("Same", ident=1, priority=1))
    data = asdict(c)
    print(sorted(data), data["labels"], data["audit"].entries)
    return _next_id[0]


if __name__ == "__main__":
    main()

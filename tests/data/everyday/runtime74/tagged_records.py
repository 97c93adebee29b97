"""Records whose text and ordering are attached after the class, as agents patch them in,
with a function table introspected through __code__."""
from dataclasses import dataclass, field


class Tag:
    def __init__(self, name, weight=1):
        self.name = name
        self.weight = weight

    def __eq__(self, other):
        return isinstance(other, Tag) and (self.name, self.weight) == (other.name, other.weight)


def tag_repr(self):
    return f"Tag({self.name!r}, weight={self.weight})"


def tag_str(self):
    return f"#{self.name}"


def tag_lt(self, other):
    return (self.weight, self.name) < (other.weight, other.name)


def tag_eq(self, other):
    return isinstance(other, Tag) and self.name.lower() == other.name.lower()


Tag.__repr__ = tag_repr
Tag.__str__ = tag_str
Tag.__lt__ = tag_lt
Tag.__eq__ = tag_eq


class Money:
    def __init__(self, cents):
        self.cents = cents

    def describe(self):
        return f"${self.cents // 100}.{self.cents % 100:02d}"

    __str__ = describe
    __repr__ = describe


@dataclass(order=True)
class Ticket:
    priority: int
    title: str = field(compare=False)
    tags: list = field(default_factory=list, compare=False)


def score(ticket, boost=0, *extra, cap, **notes):
    return min(cap, ticket.priority + boost + sum(extra))


def main():
    tags = [Tag("Urgent", 3), Tag("ops", 1), Tag("db", 2)]
    print(tags)
    print(sorted(tags), max(tags), [str(t) for t in tags])
    print(Tag("OPS") == Tag("ops", 5), Tag("a") != Tag("b"))
    try:
        hash(Tag("x"))
    except TypeError as e:
        print("TypeError:", e)
    print(Money(1234), [Money(5)])
    tickets = [Ticket(2, "disk full", [tags[2]]), Ticket(1, "typo"), Ticket(3, "outage", tags[:1])]
    print(sorted(tickets)[0].title, Ticket.__match_args__)
    for t in sorted(tickets, reverse=True):
        match t:
            case Ticket(p, title) if p >= 2:
                print(f"high {p}: {title} {t.tags}")
            case Ticket(p, title):
                print(f"low {p}: {title}")
    code = score.__code__
    print(code.co_name, code.co_argcount, code.co_kwonlyargcount, code.co_varnames)
    print(code.co_varnames[: code.co_argcount], score(tickets[0], 1, 4, cap=5))

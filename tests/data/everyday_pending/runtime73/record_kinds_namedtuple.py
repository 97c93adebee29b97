"""Record kinds made with namedtuple in the ways agents write them: a named base extended by a
class, a factory function returning new record types, a registry dict of record types, and a
handler calling super through a name bound to it."""
from collections import namedtuple

Stamp = namedtuple("Stamp", "queue count")


class QueueStat(Stamp):
    def share(self, total):
        return f"{self.queue}: {self.count}/{total}"


def record_type(name, fields):
    return namedtuple(name, fields)


RECORDS = {"sla": namedtuple("Sla", ["hours", "penalty"]), "tag": namedtuple("Tag", "name")}


class Handler:
    def handle(self, text):
        return text.strip()


class SlugHandler(Handler):
    def handle(self, text):
        base = super
        return base().handle(text).replace(" ", "-")


def main():
    stats = [QueueStat("billing", 4), QueueStat("infra", 7)]
    total = sum(s.count for s in stats)
    print([s.share(total) for s in stats], isinstance(stats[0], Stamp), QueueStat.__mro__[1].__name__)
    Audit = record_type("Audit", "who action")
    print(Audit("ana", "close"), Audit._fields, RECORDS["sla"](4, 0.1), RECORDS["tag"]("urgent")._asdict())
    print(SlugHandler().handle("  Disk Full  "))

"""A class names its methods `count`, `index` and `sort`; lists of other instances are still
searched and sorted with their own `__eq__` and `__lt__`."""
from dataclasses import dataclass


class Tally:
    def __init__(self):
        self.seen = []

    def count(self, word):
        return sum(1 for w in self.seen if w == word)

    def index(self, word):
        return self.seen.index(word) if word in self.seen else -1

    def sort(self):
        self.seen.sort()


class Ticket:
    def __init__(self, code, weight):
        self.code = code
        self.weight = weight

    def __eq__(self, other):
        return isinstance(other, Ticket) and self.code.lower() == other.code.lower()

    def __lt__(self, other):
        return self.weight < other.weight

    def __repr__(self):
        return f"Ticket({self.code!r}, {self.weight})"


@dataclass(order=True)
class Job:
    priority: int
    name: str


def main():
    tally = Tally()
    for word in "to be or not to be".split():
        tally.seen.append(word)
    tally.sort()
    print(tally.seen, tally.count("be"), tally.index("or"), tally.index("maybe"))

    tickets = [Ticket("AB-1", 3), Ticket("cd-2", 1), Ticket("Ef-3", 2), Ticket("ab-1", 9)]
    probe = Ticket("ab-1", 0)
    print(tickets.index(probe), tickets.count(probe), probe in tickets)
    print(tickets.index(Ticket("EF-3", 0), 1, 4))
    tickets.remove(Ticket("CD-2", 5))
    tickets.sort()
    print(tickets)
    tickets.sort(reverse=True)
    print(tickets)
    try:
        tickets.index(Ticket("zz", 0))
    except ValueError as exc:
        print("missing:", exc)

    # Bound methods taken as values search and sort the same way.
    find, tally_of = tickets.index, tickets.count
    print(find(Ticket("EF-3", 0)), list(map(tally_of, [Ticket("ab-1", 0), Ticket("zz", 0)])))
    order = tickets.sort
    order()
    print(tickets)

    jobs = [Job(2, "b"), Job(1, "z"), Job(2, "a")]
    jobs.sort()
    print(jobs, jobs.index(Job(2, "b")), jobs.count(Job(1, "z")))


if __name__ == "__main__":
    main()

# A duty rota whose list and generator methods of zero to two arguments meet the program's
# own equality and ordering: `index`, `count`, `remove` and `sort` ask the class's `__eq__`
# and `__lt__`, a generator is sent values and closed, and a dict's `get`/`setdefault` meet
# a key class hashing like its name, as CPython does.


class Person:
    def __init__(self, name: str, shifts: int) -> None:
        self.name = name
        self.shifts = shifts

    def __eq__(self, other) -> bool:
        print("  eq", self.name, other.name if isinstance(other, Person) else other)
        if isinstance(other, Person):
            return self.name == other.name
        return self.name == other

    def __lt__(self, other: "Person") -> bool:
        return self.shifts < other.shifts

    def __hash__(self) -> int:
        return hash(self.name)

    def __repr__(self) -> str:
        return f"Person({self.name!r}, {self.shifts})"


def shifts_taken():
    total = 0
    while True:
        got = yield total
        if got is None:
            return
        total += got


def main() -> int:
    rota = [Person("ana", 3), Person("bo", 1), Person("cy", 2), Person("bo", 5)]
    print(rota.index(Person("cy", 0)), rota.count("bo"), rota.index("bo", 2))
    rota.remove("bo")
    print(rota)
    rota.sort()
    print(rota)
    rota.sort(reverse=True)
    print(rota, rota.pop(), rota.copy())
    gen = shifts_taken()
    print(next(gen), gen.send(2), gen.send(3))
    gen.close()
    print("closed")
    seen = {Person("ana", 0): "lead"}
    print(seen.get("ana"), seen.setdefault("ana", "x"), seen.setdefault("dee", "new"), len(seen))
    try:
        rota.index("zed")
    except ValueError as e:
        print("ValueError", e)
    return len(rota) + len(seen)

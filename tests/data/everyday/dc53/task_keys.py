"""Tasks hashed by id with unsafe_hash, identity equality with eq=False."""
from dataclasses import dataclass, field


@dataclass(unsafe_hash=True)
class Task:
    ident: int
    title: str = field(compare=False)
    done: bool = field(default=False, hash=False, compare=False)


@dataclass(eq=False)
class Worker:
    name: str


def main():
    t1 = Task(1, "write")
    t2 = Task(1, "rewrite")
    t3 = Task(2, "review")
    print(t1 == t2, hash(t1) == hash(t2), len({t1, t2, t3}))
    owners = {t1: "ana", t3: "bo"}
    print(owners[t2])
    w1, w2 = Worker("ana"), Worker("ana")
    print(w1 == w2, w1 == w1, len({w1, w2}))
    print(w1)
    t1.done = True
    print(t1, t1 in owners)


if __name__ == "__main__":
    main()

"""Ranking jobs by attributes with operator.attrgetter, and cleaning names with methodcaller."""
from operator import attrgetter, itemgetter, methodcaller


class Job:
    def __init__(self, name, cost, owner):
        self.name = name
        self.cost = cost
        self.owner = owner


class Owner:
    def __init__(self, team):
        self.team = team


def main():
    jobs = [Job("a", 3, Owner("x")), Job("b", 1, Owner("y")), Job("c", 2, Owner("x"))]
    print([j.name for j in sorted(jobs, key=attrgetter("cost"))])
    print([attrgetter("name", "owner.team")(j) for j in jobs])
    print(list(map(methodcaller("replace", "a", "@"), ["banana", "cat"])))
    print(list(map(methodcaller("split", sep=","), ["a,b", "c"])))
    print(max(jobs, key=attrgetter("owner.team", "cost")).name)
    try:
        attrgetter(1)
    except TypeError as e:
        print("TypeError:", e)
    try:
        attrgetter("missing")(jobs[0])
    except AttributeError as e:
        print("AttributeError:", e)
    return itemgetter(0)(sorted(map(attrgetter("name"), jobs)))

"""Builds an org chart whose records point back at their managers, prints it for debugging,
exports it to JSON (which refuses the back references) and then exports a flattened copy."""
import copy
import json
from collections import OrderedDict, defaultdict, deque
from dataclasses import dataclass, field


@dataclass
class Person:
    name: str
    reports: list = field(default_factory=list)
    manager: object = None

    def add_report(self, other):
        other.manager = self
        self.reports.append(other)
        return other


class Badge:
    def __init__(self, code):
        self.code = code

    def __repr__(self):
        return f"Badge({self.code!r})"


def as_records(root):
    team = {"name": root["name"], "members": []}
    for member in root["members"]:
        member["team"] = team
        team["members"].append(member)
    return team


def flatten(person, depth=0):
    rows = [(depth, person.name)]
    for report in person.reports:
        rows.extend(flatten(report, depth + 1))
    return rows


def main():
    ceo = Person("Ada")
    cto = ceo.add_report(Person("Grace"))
    cto.add_report(Person("Linus"))
    print(ceo)
    print(cto.reports[0])

    team = as_records({"name": "platform", "members": [{"name": "Ken"}, {"name": "Barbara"}]})
    print(team)
    print(team["members"][1])
    print(f"{team['members']!r}")

    history = deque(["login"], maxlen=4)
    history.append(history)
    print(history)
    settings = OrderedDict(theme="dark")
    settings["parent"] = settings
    print(settings)
    groups = defaultdict(list)
    groups["all"] = groups
    print(groups)

    badges = [Badge("A1"), Badge("B2")]
    badges.append(badges)
    print(badges, len(badges), badges[-1] is badges, badges == badges)

    for payload in (team, badges):
        try:
            json.dumps(payload, default=repr)
        except ValueError as err:
            print("export refused:", err)

    rows = flatten(ceo)
    print(json.dumps([{"level": d, "name": n} for d, n in rows], indent=1))
    snapshot = copy.deepcopy(team)
    print(snapshot["members"][0]["team"] is snapshot, snapshot is team)
    links = {"a": [], "b": []}
    links["a"].append(links["b"])
    links["b"].append(links["a"])
    print(links)


if __name__ == "__main__":
    main()

"""Build an org chart from a flat employee list: tree printout, spans, depth and cost roll-up."""
from dataclasses import dataclass, field
from typing import Optional

ROWS = [
    ("E1", "Grace", "CEO", None, 250_000),
    ("E2", "Alan", "CTO", "E1", 210_000),
    ("E3", "Ada", "CFO", "E1", 205_000),
    ("E4", "Linus", "Eng Manager", "E2", 160_000),
    ("E5", "Barbara", "Staff Engineer", "E4", 170_000),
    ("E6", "Ken", "Engineer", "E4", 130_000),
    ("E7", "Dennis", "Engineer", "E4", 128_000),
    ("E8", "Margaret", "QA Lead", "E2", 140_000),
    ("E9", "Katherine", "Accountant", "E3", 95_000),
    ("E10", "Edsger", "Intern", "E5", 40_000),
    ("E11", "Orphan", "Contractor", "E99", 80_000),
]


@dataclass
class Node:
    id: str
    name: str
    title: str
    salary: int
    manager: Optional["Node"] = None
    reports: list = field(default_factory=list)

    def walk(self, depth=0):
        yield self, depth
        for child in sorted(self.reports, key=lambda n: (n.title, n.name)):
            yield from child.walk(depth + 1)

    @property
    def total_cost(self) -> int:
        return self.salary + sum(r.total_cost for r in self.reports)

    def chain(self):
        node, names = self, []
        while node:
            names.append(node.name)
            node = node.manager
        return " > ".join(reversed(names))


def build(rows):
    nodes = {r[0]: Node(r[0], r[1], r[2], r[4]) for r in rows}
    roots, problems = [], []
    for emp_id, _, _, manager_id, _ in rows:
        node = nodes[emp_id]
        if manager_id is None:
            roots.append(node)
        elif manager_id in nodes:
            node.manager = nodes[manager_id]
            nodes[manager_id].reports.append(node)
        else:
            problems.append(f"{node.name} reports to unknown {manager_id}")
    return roots, nodes, problems


def main():
    roots, nodes, problems = build(ROWS)
    for root in roots:
        for node, depth in root.walk():
            prefix = "    " * (depth - 1) + "└── " if depth else ""
            print(f"{prefix}{node.name} ({node.title}) ${node.total_cost:,}")
    managers = [n for n in nodes.values() if n.reports]
    print("spans of control:", {m.name: len(m.reports) for m in managers})
    deepest = max(((n, d) for root in roots for n, d in root.walk()), key=lambda nd: nd[1])
    print(f"deepest: {deepest[0].chain()} (depth {deepest[1]})")
    widest = max(managers, key=lambda m: (len(m.reports), m.salary))
    print("widest team:", widest.name)
    for p in problems:
        print("warning:", p)


if __name__ == "__main__":
    main()

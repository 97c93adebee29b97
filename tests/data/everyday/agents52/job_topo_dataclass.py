import json
from dataclasses import dataclass, field
from typing import Optional


@dataclass(order=True)
class Job:
    priority: int
    name: str = field(compare=False)
    deps: list = field(default_factory=list, compare=False)
    result: Optional[str] = field(default=None, compare=False)


def topo(jobs):
    by_name = {j.name: j for j in jobs}
    done, order = set(), []

    def visit(j, stack=()):
        if j.name in stack:
            raise ValueError(f"cycle: {' -> '.join(stack + (j.name,))}")
        if j.name in done:
            return
        for d in j.deps:
            visit(by_name[d], stack + (j.name,))
        done.add(j.name)
        order.append(j.name)

    for j in sorted(jobs):
        visit(j)
    return order


def main():
    spec = '[{"name": "build", "priority": 2, "deps": ["fetch"]}, {"name": "fetch", "priority": 1}, {"name": "test", "priority": 3, "deps": ["build"]}, {"name": "lint", "priority": 1}]'
    jobs = [Job(d["priority"], d["name"], d.get("deps", [])) for d in json.loads(spec)]
    print(topo(jobs))
    jobs.append(Job(0, "fetch2", ["test"]))
    jobs[1].deps.append("test")
    try:
        topo(jobs)
    except ValueError as e:
        print("error:", e)
    print(max(jobs), min(jobs).name)


if __name__ == "__main__":
    main()

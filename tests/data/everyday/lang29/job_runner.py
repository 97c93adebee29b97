"""A CLI-like job runner: commands dispatched by name to bound methods, sentinels for defaults."""
import sys
from operator import attrgetter, itemgetter

NOT_GIVEN = object()


class Runner:
    COMMANDS = ("list", "run", "status")

    def __init__(self, jobs):
        self.jobs = jobs
        self.done = []
        self.table = {name: getattr(self, "cmd_" + name) for name in self.COMMANDS}

    def cmd_list(self, arg=NOT_GIVEN):
        names = [job["name"] for job in sorted(self.jobs, key=itemgetter("order"))]
        return ", ".join(names)

    def cmd_run(self, arg=NOT_GIVEN):
        if arg is NOT_GIVEN:
            return "run needs a job name"
        self.done.append(arg)
        return f"ran {arg}"

    def cmd_status(self, arg=NOT_GIVEN):
        return f"{len(self.done)} done: {self.done}"

    def dispatch(self, line):
        parts = line.split()
        command = self.table.get(parts[0])
        if command is None:
            return f"unknown command {parts[0]!r}"
        return command(*parts[1:2])


class Job:
    def __init__(self, name, cost):
        self.name = name
        self.cost = cost


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    runner = Runner([{"name": "backup", "order": 2}, {"name": "index", "order": 1}])
    for line in argv or ["list", "run", "run backup", "run index", "status", "stop"]:
        print(">", line, "|", runner.dispatch(line))
    costly = sorted([Job("a", 3), Job("b", 1), Job("c", 2)], key=attrgetter("cost"))
    print([j.name for j in costly], attrgetter("name", "cost")(costly[0]))
    print(itemgetter(0, -1)("xyz"), itemgetter(slice(1, 3))([5, 6, 7, 8]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""A list that validates what goes in, the way agents guard task queues."""


class TaskList(list):
    def __init__(self, items=()):
        super().__init__()
        for item in items:
            self.append(item)

    def _check(self, item):
        if not isinstance(item, str) or not item.strip():
            raise ValueError(f"bad task: {item!r}")
        return item.strip()

    def append(self, item):
        super().append(self._check(item))

    def insert(self, index, item):
        super().insert(index, self._check(item))

    def extend(self, items):
        for item in items:
            self.append(item)

    def __setitem__(self, index, item):
        super().__setitem__(index, self._check(item))

    def pending(self):
        return [t for t in self if not t.startswith("done:")]


def main() -> int:
    tasks = TaskList([" write ", "test"])
    tasks.insert(0, "plan")
    tasks.extend(["ship", "done:setup"])
    tasks[1] = "write docs"
    print(tasks, len(tasks), tasks.pending(), tasks[-1], tasks[1:3], type(tasks[1:3]).__name__)
    for bad in ("", None, 3):
        try:
            tasks.append(bad)
        except ValueError as e:
            print(e)
    tasks += ["unchecked "]
    print(tasks[-1], tasks.count("ship"), tasks.index("ship"), sorted(tasks)[:2])
    tasks.sort(key=len)
    print(tasks, tasks.pop(), repr(tasks)[:20])
    both = tasks + ["x"]
    print(type(both).__name__, len(both), tasks == list(tasks), tasks * 0)
    return 0


if __name__ == "__main__":
    main()

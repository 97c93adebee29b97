"""A context manager that logs: enter and exit around blocks, early returns and breaks."""


class Step:
    def __init__(self, log, name):
        self.log = log
        self.name = name

    def __enter__(self):
        self.log.append("start " + self.name)
        return self.name.upper()

    def __exit__(self, exc_type, exc, tb):
        self.log.append("end " + self.name)
        return False


def first_big(values, log):
    for v in values:
        with Step(log, str(v)) as label:
            if v > 10:
                return label
    return None


def main():
    log = []
    with Step(log, "load") as label:
        log.append("working on " + label)
    print(first_big([3, 12, 40], log))
    for i in range(4):
        with Step(log, f"loop{i}"):
            if i == 1:
                continue
            if i == 2:
                break
    with Step(log, "a"), Step(log, "b") as b:
        log.append("inner " + b)
    for line in log:
        print(line)
    return len(log)

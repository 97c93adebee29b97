TASKS = [("deploy", 2, ["build"]), ("build", 1, []), ("test", 2, ["build"]), ("docs", 3, []), ("release", 1, ["deploy", "test"])]


def ready(tasks, done):
    for name, prio, deps in sorted(tasks, key=lambda t: (t[1], t[0])):
        if name not in done and all(d in done for d in deps):
            yield name


def main() -> None:
    done = []
    while len(done) < len(TASKS):
        batch = list(ready(TASKS, done))
        if not batch:
            print("stuck")
            break
        print("run:", batch)
        done.extend(batch)
    else:
        print("all done:", " > ".join(done))

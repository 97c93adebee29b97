"""A small task runner that reports what went wrong with each call it makes: argument
binding errors in CPython's words, and errors re-made from their class and arguments."""


def schedule(task, when, /, retries=0, *, priority=1):
    return f"{task}@{when} x{retries} p{priority}"


def rebuild(err):
    # Re-raise-friendly copy: the same class, the same arguments.
    return type(err)(*err.args)


def main():
    attempts = [
        lambda: schedule("backup", 3),
        lambda: schedule(task="backup", when=3),
        lambda: schedule("backup", 3, 1, 2, when=4),
        lambda: schedule("backup", 3, retries=1, retries2=2),
        lambda: schedule("backup", 3, 1, 2),
        lambda: schedule("backup"),
    ]
    for attempt in attempts:
        try:
            print("ok:", attempt())
        except TypeError as e:
            print("error:", e)
    kinds = [ValueError, KeyError, RuntimeError]
    made = [kind("disk full", 3) for kind in kinds]
    for err in made:
        copy = rebuild(err)
        print(type(copy).__name__, copy.args == err.args, str(copy))
    wrapped = list(map(LookupError, ["a", "b"]))
    print([str(w) for w in wrapped])

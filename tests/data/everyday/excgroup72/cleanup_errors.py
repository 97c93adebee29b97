"""Closing every resource of a pipeline even when some fail, then reporting all failures."""


class Resource:
    def __init__(self, name, fail_with=None):
        self.name = name
        self.fail_with = fail_with
        self.closed = False

    def close(self):
        self.closed = True
        if self.fail_with is not None:
            raise self.fail_with


def close_all(resources):
    errors = []
    for res in reversed(resources):
        try:
            res.close()
        except Exception as exc:
            exc.add_note(f"closing {res.name}")
            errors.append(exc)
    if errors:
        raise ExceptionGroup("cleanup failed", errors)


def pipeline(resources):
    try:
        raise TimeoutError("upstream timed out")
    finally:
        close_all(resources)


def main():
    resources = [
        Resource("db", OSError("connection reset")),
        Resource("cache"),
        Resource("queue", ValueError("unacked messages: 3")),
    ]
    try:
        pipeline(resources)
    except ExceptionGroup as eg:
        print("group:", eg)
        print("context:", repr(eg.__context__))
        for exc in eg.exceptions:
            print(" -", type(exc).__name__, exc, exc.__notes__)
        os_errors, others = eg.split(OSError)
        print("os errors:", repr(os_errors))
        print("others:", repr(others))
        print("same context kept:", os_errors.__context__ is eg.__context__)
        print("notes copied:", getattr(os_errors, "__notes__", "none"))
    print([r.closed for r in resources])

    nested = ExceptionGroup("top", [
        ValueError("a"),
        ExceptionGroup("mid", [KeyError("b"), ExceptionGroup("low", [ValueError("c"), TypeError("d")])]),
    ])
    nested.add_note("nightly run")
    values = nested.subgroup(ValueError)
    print(repr(values))
    print(values.__notes__, values.__notes__ is nested.__notes__)
    leaves = []

    def walk(group, depth):
        for e in group.exceptions:
            if isinstance(e, BaseExceptionGroup):
                print("  " * depth + f"[{e.message}]")
                walk(e, depth + 1)
            else:
                leaves.append(e)
                print("  " * depth + repr(e))

    walk(nested, 0)
    print(len(leaves))
    print(nested.split(lambda e: not isinstance(e, BaseExceptionGroup) and str(e) in ("'b'", "d")))
    everything, nothing = nested.split(Exception)
    print(everything is nested, nothing)


if __name__ == "__main__":
    main()

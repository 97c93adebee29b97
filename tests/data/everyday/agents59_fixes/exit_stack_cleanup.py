"""Release resources with `contextlib.ExitStack`, as agents write batch jobs: managers
entered in a loop, callbacks, an exit that suppresses an error, one that replaces it,
`pop_all` to keep resources past the block, and `close`."""
import contextlib
from contextlib import ExitStack, contextmanager


class Resource:
    log = []

    def __init__(self, name, fail_on_close=False):
        self.name = name
        self.fail_on_close = fail_on_close

    def __enter__(self):
        Resource.log.append(f"open {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        Resource.log.append(f"close {self.name} ({exc_type.__name__ if exc_type else 'ok'})")
        if self.fail_on_close:
            raise OSError(f"{self.name} failed to close")
        return False


@contextmanager
def lock(name):
    Resource.log.append(f"lock {name}")
    try:
        yield name.upper()
    finally:
        Resource.log.append(f"unlock {name}")


def swallow_value_errors(exc_type, exc, tb):
    Resource.log.append(f"saw {exc_type.__name__ if exc_type else None}")
    return exc_type is not None and issubclass(exc_type, ValueError)


def main():
    with ExitStack() as stack:
        files = [stack.enter_context(Resource(n)) for n in ("a.csv", "b.csv")]
        key = stack.enter_context(lock("db"))
        stack.callback(Resource.log.append, "callback ran")
        print("working with", [f.name for f in files], key)
    print(Resource.log)
    Resource.log.clear()

    with ExitStack() as stack:
        stack.push(swallow_value_errors)
        stack.enter_context(Resource("c.csv"))
        raise ValueError("bad row")
    print("suppressed:", Resource.log)
    Resource.log.clear()

    try:
        with ExitStack() as stack:
            stack.enter_context(Resource("d.csv", fail_on_close=True))
            stack.enter_context(Resource("e.csv"))
            raise KeyError("missing")
    except OSError as e:
        print("replaced by:", e, "| context:", repr(e.__context__))
    print(Resource.log)
    Resource.log.clear()

    with ExitStack() as stack:
        kept = stack.enter_context(Resource("f.csv"))
        later = stack.pop_all()
    print("after block:", Resource.log, kept.name)
    later.close()
    print("after close:", Resource.log)
    Resource.log.clear()

    stack = contextlib.ExitStack()
    fn = stack.callback(print, "closing", "now", sep="-")
    stack.push(Resource("g.csv"))
    stack.close()
    print(fn is print, Resource.log)

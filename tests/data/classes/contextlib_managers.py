from contextlib import contextmanager, suppress, nullcontext, closing
import contextlib


@contextmanager
def tagged(name, log):
    log.append(f"<{name}>")
    try:
        yield name.upper()
    finally:
        log.append(f"</{name}>")


@contextmanager
def swallowing(log):
    try:
        yield
    except KeyError as err:
        log.append(f"swallowed {type(err).__name__}: {err}")


@contextlib.contextmanager
def transaction(log):
    log.append("begin")
    try:
        yield log
    except Exception:
        log.append("rollback")
        raise
    else:
        log.append("commit")


@contextmanager
def no_yield():
    if False:
        yield


@contextmanager
def twice():
    yield 1
    yield 2


class Resource:
    def __init__(self, log):
        self.log = log

    def close(self):
        self.log.append("closed")


def main():
    log = []
    with tagged("b", log) as t:
        log.append(t)
    try:
        with tagged("i", log):
            raise ValueError("inside")
    except ValueError as e:
        log.append(f"caught {e}")
    with swallowing(log):
        {}["k"]
    try:
        with swallowing(log):
            raise TypeError("not mine")
    except TypeError as e:
        log.append(f"passed {e}")
    with transaction(log):
        log.append("work")
    try:
        with transaction(log):
            raise RuntimeError("boom")
    except RuntimeError as e:
        log.append(f"after {e}")
    with suppress(ZeroDivisionError, KeyError):
        1 / 0
    with suppress(KeyError):
        log.append("no error")
    try:
        with suppress(KeyError):
            [][1]
    except IndexError as e:
        log.append(f"IndexError {e}")
    with nullcontext(42) as n:
        log.append(n)
    with closing(Resource(log)) as r:
        log.append(type(r).__name__)
    for bad in (no_yield, twice):
        try:
            with bad():
                pass
        except RuntimeError as e:
            log.append(f"RuntimeError {e}")
    for line in log:
        print(line)
    return len(log)

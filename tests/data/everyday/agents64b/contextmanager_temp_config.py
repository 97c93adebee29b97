"""Temporarily overriding configuration with generator-based context managers."""
from contextlib import contextmanager, suppress, closing, nullcontext


CONFIG = {"retries": 3, "timeout": 10, "mode": "safe"}
AUDIT = []


@contextmanager
def override(**changes):
    missing = [k for k in changes if k not in CONFIG]
    if missing:
        raise KeyError(f"unknown settings: {', '.join(missing)}")
    saved = {k: CONFIG[k] for k in changes}
    CONFIG.update(changes)
    AUDIT.append(f"set {sorted(changes)}")
    try:
        yield dict(CONFIG)
    finally:
        CONFIG.update(saved)
        AUDIT.append(f"restored {sorted(saved)}")


@contextmanager
def swallow_and_count(counter, *types):
    try:
        yield counter
    except types as exc:
        counter.append(type(exc).__name__)


class Stream:
    def __init__(self, name):
        self.name = name
        self.closed = False

    def read(self):
        return f"data from {self.name}"

    def close(self):
        self.closed = True
        AUDIT.append(f"closed {self.name}")


def risky(step):
    if CONFIG["mode"] == "fast" and step == 2:
        raise TimeoutError(f"step {step} timed out after {CONFIG['timeout']}s")
    return step * CONFIG["retries"]


def main():
    with override(timeout=1, mode="fast") as snapshot:
        print("inside:", snapshot, CONFIG["mode"])
    print("after:", CONFIG)
    errors = []
    for step in range(4):
        with override(mode="fast" if step % 2 == 0 else "safe"):
            with swallow_and_count(errors, TimeoutError):
                print("step", step, "->", risky(step))
    print("swallowed:", errors, "mode back to", CONFIG["mode"])
    try:
        with override(retries=9):
            raise RuntimeError("crash mid-override")
    except RuntimeError as exc:
        print("caught", exc, "retries =", CONFIG["retries"])
    try:
        with override(colour="red"):
            pass
    except KeyError as exc:
        print("KeyError:", exc)
    with suppress(ZeroDivisionError, KeyError):
        print("before")
        CONFIG["nope"]
        print("never")
    with closing(Stream("s1")) as s:
        print(s.read(), s.closed)
    print(s.closed)
    with nullcontext(CONFIG) as cfg:
        print(cfg is CONFIG)
    with override(retries=1), override(timeout=2) as inner:
        print(inner["retries"], inner["timeout"])
    print(CONFIG)
    print(AUDIT)


if __name__ == "__main__":
    main()

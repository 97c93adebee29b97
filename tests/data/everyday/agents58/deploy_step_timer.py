"""Run a deployment plan step by step under a timing context manager with a fake clock and rollback."""
from contextlib import contextmanager
from typing import Callable, List, Tuple


class Clock:
    def __init__(self):
        self.t = 0

    def tick(self, seconds):
        self.t += seconds


class StepFailed(Exception):
    pass


CLOCK = Clock()
LOG: List[str] = []


@contextmanager
def timed(name: str):
    start = CLOCK.t
    LOG.append(f"[{start:>4}s] start {name}")
    try:
        yield
    except StepFailed as exc:
        LOG.append(f"[{CLOCK.t:>4}s] FAIL  {name}: {exc}")
        raise
    else:
        LOG.append(f"[{CLOCK.t:>4}s] done  {name} ({CLOCK.t - start}s)")
    finally:
        LOG.append(f"        cleanup {name}")


def step(seconds: int, fail: bool = False) -> Callable[[], None]:
    def run():
        CLOCK.tick(seconds)
        if fail:
            raise StepFailed("health check returned 503")
    return run


def deploy(plan: List[Tuple[str, Callable[[], None], Callable[[], None]]]) -> bool:
    completed = []
    for name, action, undo in plan:
        try:
            with timed(name):
                action()
        except StepFailed:
            for done_name, done_undo in reversed(completed):
                with timed(f"rollback {done_name}"):
                    done_undo()
            return False
        completed.append((name, undo))
    return True


def main():
    ok_plan = [
        ("build image", step(120), step(0)),
        ("push image", step(45), step(5)),
        ("migrate db", step(30), step(20)),
        ("switch traffic", step(10), step(10)),
    ]
    print("first deploy ok:", deploy(ok_plan))
    bad_plan = ok_plan[:2] + [("migrate db", step(30), step(25)), ("canary", step(60, fail=True), step(0))]
    print("second deploy ok:", deploy(bad_plan))
    print("\n".join(LOG))
    fails = sum(1 for line in LOG if "FAIL" in line)
    print(f"total time {CLOCK.t}s, {fails} failure(s), {len(LOG)} log lines")


if __name__ == "__main__":
    main()

"""Run a multi-step booking saga; when a step fails, run the compensations in reverse."""
from dataclasses import dataclass, field
from typing import Callable, List


class StepFailed(Exception):
    def __init__(self, step: str, reason: str):
        super().__init__(f"{step} failed: {reason}")
        self.step = step


class CompensationFailed(Exception):
    pass


@dataclass
class Step:
    name: str
    action: Callable[[dict], None]
    compensate: Callable[[dict], None]


@dataclass
class Saga:
    steps: List[Step]
    log: List[str] = field(default_factory=list)

    def run(self, ctx: dict) -> bool:
        done: List[Step] = []
        try:
            for step in self.steps:
                self.log.append(f"-> {step.name}")
                step.action(ctx)
                done.append(step)
        except StepFailed as exc:
            self.log.append(f"!! {exc}")
            errors = []
            for step in reversed(done):
                try:
                    step.compensate(ctx)
                    self.log.append(f"<- undo {step.name}")
                except Exception as undo_exc:
                    errors.append(undo_exc)
                    self.log.append(f"<- undo {step.name} FAILED ({undo_exc})")
            if errors:
                raise CompensationFailed(f"{len(errors)} compensation(s) failed") from errors[0]
            return False
        return True


def make_steps(fail_at=None, broken_undo=None):
    def action(name, key, value):
        def run(ctx):
            if name == fail_at:
                raise StepFailed(name, "service unavailable")
            ctx[key] = value
        return run

    def undo(name, key):
        def run(ctx):
            if name == broken_undo:
                raise RuntimeError(f"cannot release {key}")
            ctx.pop(key)
        return run

    spec = [("reserve flight", "flight", "LH123"), ("reserve hotel", "hotel", "Room 42"),
            ("rent car", "car", "Compact"), ("charge card", "payment", 1299.0)]
    return [Step(n, action(n, k, v), undo(n, k)) for n, k, v in spec]


def main():
    scenarios = [("happy path", None, None), ("car fails", "rent car", None),
                 ("payment fails", "charge card", None), ("undo breaks", "charge card", "reserve hotel")]
    for title, fail_at, broken in scenarios:
        saga = Saga(make_steps(fail_at, broken))
        ctx = {"customer": "c-17"}
        try:
            ok = saga.run(ctx)
            outcome = "committed" if ok else "rolled back"
        except CompensationFailed as exc:
            outcome = f"INCONSISTENT: {exc}; cause: {exc.__cause__!r}"
        print(f"== {title}: {outcome}")
        for line in saga.log:
            print("   " + line)
        print("   state:", ctx)


if __name__ == "__main__":
    main()

"""Plan and evaluate a canary rollout with small classes (properties, classmethods, dunders)."""
from __future__ import annotations


class Stage:
    """One rollout step: traffic share and how long to bake."""

    def __init__(self, percent: int, bake_minutes: int):
        if not 0 < percent <= 100:
            raise ValueError(f"percent must be in (0, 100], got {percent}")
        self.percent = percent
        self.bake_minutes = bake_minutes

    @classmethod
    def parse(cls, text: str) -> "Stage":
        pct, _, bake = text.partition("@")
        return cls(int(pct.rstrip("%")), int(bake.rstrip("m") or 0))

    def __repr__(self):
        return f"Stage({self.percent}%, bake={self.bake_minutes}m)"

    def __eq__(self, other):
        if not isinstance(other, Stage):
            return NotImplemented
        return (self.percent, self.bake_minutes) == (other.percent, other.bake_minutes)

    def __hash__(self):
        return hash((self.percent, self.bake_minutes))


class Rollout:
    error_budget = 0.01

    def __init__(self, service: str, stages: list[Stage]):
        self.service = service
        self.stages = stages
        self._current = -1
        self.history: list[str] = []

    @classmethod
    def from_spec(cls, service: str, spec: str) -> "Rollout":
        return cls(service, [Stage.parse(part) for part in spec.split(",")])

    @property
    def current_percent(self) -> int:
        return 0 if self._current < 0 else self.stages[self._current].percent

    @property
    def total_bake(self) -> int:
        return sum(s.bake_minutes for s in self.stages)

    @property
    def done(self) -> bool:
        return self._current == len(self.stages) - 1

    def problems(self) -> list[str]:
        out = []
        percents = [s.percent for s in self.stages]
        if percents != sorted(percents):
            out.append("stages must increase")
        if len(set(self.stages)) != len(self.stages):
            out.append("duplicate stages")
        if percents and percents[-1] != 100:
            out.append("last stage must reach 100%")
        return out

    def advance(self, error_rate: float) -> bool:
        if error_rate > self.error_budget:
            self.history.append(f"halt at {self.current_percent}%: error rate {error_rate:.2%}")
            self._current = -1
            return False
        self._current += 1
        self.history.append(f"-> {self.current_percent}% (bake {self.stages[self._current].bake_minutes}m)")
        return True

    def __len__(self):
        return len(self.stages)

    def __str__(self):
        return f"{self.service}: " + " → ".join(f"{s.percent}%" for s in self.stages)


def main():
    specs = {
        "checkout": "1%@15m,10%@30m,50%@60m,100%",
        "search": "5%@10m,50%@10m,25%@10m,100%",
        "profile": "10%@5m,10%@5m,90%@20m",
    }
    observed = {"checkout": [0.001, 0.004, 0.002, 0.0], "search": [0.0, 0.02]}
    for name, spec in specs.items():
        r = Rollout.from_spec(name, spec)
        print(r, f"[{len(r)} stages, {r.total_bake}m bake]")
        if issues := r.problems():
            print("   invalid:", "; ".join(issues))
            continue
        for rate in observed.get(name, []):
            if not r.advance(rate):
                break
        for line in r.history:
            print("  ", line)
        print(f"   now at {r.current_percent}%, done={r.done}")
    print(Stage.parse("10%@5m") == Stage(10, 5), Stage(1, 1) == "1%", repr(Stage.parse("100%")))
    try:
        Stage.parse("0%@5m")
    except ValueError as exc:
        print("error:", exc)
    Rollout.error_budget = 0.05
    r = Rollout.from_spec("search", "5%@10m,100%")
    print(r.advance(0.02), r.current_percent, Rollout.error_budget, r.error_budget)


if __name__ == "__main__":
    main()

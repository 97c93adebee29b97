"""Read flaky sensors with exponential back-off and seeded jitter."""
import random
from typing import Callable, List, Optional


class SensorError(Exception):
    pass


class SensorTimeout(SensorError):
    pass


class SensorBroken(SensorError):
    pass


class GaveUp(Exception):
    def __init__(self, name: str, attempts: int, waited: float):
        super().__init__(f"{name}: gave up after {attempts} attempts ({waited:.2f}s waited)")
        self.attempts = attempts
        self.waited = waited


class FakeSensor:
    def __init__(self, name: str, script: List[Optional[str]], value: float):
        self.name = name
        self.script = list(script)
        self.value = value
        self.calls = 0

    def read(self) -> float:
        self.calls += 1
        outcome = self.script.pop(0) if self.script else None
        if outcome == "timeout":
            raise SensorTimeout(f"{self.name} timed out on call {self.calls}")
        if outcome == "broken":
            raise SensorBroken(f"{self.name} reports hardware fault")
        return self.value + self.calls / 10


def with_backoff(fn: Callable[[], float], name: str, rng: random.Random,
                 attempts: int = 4, base: float = 0.5, cap: float = 3.0) -> float:
    waited = 0.0
    last: Optional[Exception] = None
    for attempt in range(1, attempts + 1):
        try:
            return fn()
        except SensorTimeout as exc:
            last = exc
            delay = min(cap, base * 2 ** (attempt - 1))
            delay += rng.uniform(0, delay / 4)
            waited += delay
            print(f"    attempt {attempt} failed: {exc}; sleeping {delay:.3f}s")
        except SensorBroken:
            raise
    raise GaveUp(name, attempts, waited) from last


def main():
    rng = random.Random(42)
    sensors = [
        FakeSensor("temp", [None], 21.0),
        FakeSensor("humidity", ["timeout", "timeout", None], 55.5),
        FakeSensor("pressure", ["timeout"] * 6, 1013.0),
        FakeSensor("co2", ["timeout", "broken"], 400.0),
    ]
    readings = {}
    for sensor in sensors:
        print(f"reading {sensor.name}")
        try:
            value = with_backoff(sensor.read, sensor.name, rng)
        except GaveUp as exc:
            cause = exc.__cause__
            print(f"  {exc}; last cause: {type(cause).__name__}: {cause}")
        except SensorError as exc:
            print(f"  fatal {type(exc).__name__}: {exc}")
        else:
            readings[sensor.name] = round(value, 2)
            print(f"  ok {value:.2f} after {sensor.calls} call(s)")
    print(readings)
    print(sum(s.calls for s in sensors), "calls in total")


if __name__ == "__main__":
    main()

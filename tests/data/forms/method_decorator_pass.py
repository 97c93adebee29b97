def clamped(lo, hi):
    def deco(fn):
        def wrapper(self, *args):
            return max(lo, min(hi, fn(self, *args)))
        return wrapper
    return deco


class Counted:
    def __init__(self, fn):
        self.fn = fn
        self.calls = 0

    def __call__(self, *args):
        self.calls += 1
        return self.fn(*args)


class Thermostat:
    def __init__(self, offset):
        self.offset = offset

    @clamped(10, 30)
    def target(self, reading):
        return reading + self.offset

    @Counted
    def double(x):
        return x * 2


def main(reading: int, offset: int) -> int:
    t = Thermostat(offset)
    goal = t.target(reading)
    assert 10 <= goal <= 30
    assert t.double(goal) == 2 * goal
    assert Thermostat.double.calls == 1
    return goal

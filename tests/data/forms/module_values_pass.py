LIMITS = {"low": 0, "high": 10}
STEPS = [1, 2, 5]


def main(a: int) -> None:
    if LIMITS["low"] <= a <= LIMITS["high"]:
        assert a >= 0
    STEPS.append(a)
    assert len(STEPS) == 4

LIMITS = {"low": 0, "high": 10}


def main(a: int) -> None:
    if LIMITS["low"] <= a <= LIMITS["high"]:
        assert a < 10

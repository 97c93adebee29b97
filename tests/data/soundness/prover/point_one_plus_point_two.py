# expect: failed
# inputs: (0.0,), (0.1,), (0.5,), (-0.1,)
def main(x: float) -> float:
    if x == 0.1:
        assert x + 0.2 == 0.3
    return x

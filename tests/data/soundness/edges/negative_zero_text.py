# expect: failed
# inputs: (0.0,), (-0.0,), (1.5,), (float('inf'),)
def main(x: float) -> str:
    if x == 0.0:
        assert str(x) == "0.0"
    return str(x)

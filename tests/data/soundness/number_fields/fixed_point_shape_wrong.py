# A tiny negative value rounds to zero but keeps its sign: `-0.00`.
# expect: failed
# inputs: (-0.001,), (-1e-9,), (-0.004,), (-0.0049,)
def main(x: float) -> str:
    text = f"{x:.2f}"
    if -0.005 < x < 0:
        assert text == "0.00"
    return text

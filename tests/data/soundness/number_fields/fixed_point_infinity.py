# Only finite floats print a point under `f`: an infinity prints `inf`.
# expect: failed
# inputs: (float('inf'),), (1.5,), (-float('inf'),), (0.25,)
def main(x: float) -> str:
    text = f"{x:>10.1f}"
    assert "." in text
    return text

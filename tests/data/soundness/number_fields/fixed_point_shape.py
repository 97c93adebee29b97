# `.2f` of a finite float has a point three characters from its end and a `-` only when the
# value is negative (or a negative zero).
# expect: proved
# inputs: (0.0,), (-0.001,), (3.14159,), (1e20,), (-2.5,)
def main(x: float) -> str:
    text = f"{x:.2f}"
    if -1e12 < x < 1e12:
        assert text[-3] == "."
        if x > 0:
            assert not text.startswith("-")
    return text

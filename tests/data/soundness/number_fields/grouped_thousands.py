# Digit grouping of an int term is exact: four to six digits get one separator, before the
# last three.
# expect: proved
# inputs: (1000,), (999999,), (54321,), (7,)
def main(n: int) -> str:
    text = ""
    if 1000 <= n < 1000000:
        text = f"{n:,}"
        assert text[-4] == ","
        assert text[0] != ","
    return text

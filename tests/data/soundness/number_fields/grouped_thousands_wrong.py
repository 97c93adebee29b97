# Six digits put their separator after three, not two: must not be proved.
# expect: failed
# inputs: (100000,), (999999,), (123456,), (500000,)
def main(n: int) -> str:
    text = ""
    if 100000 <= n < 1000000:
        text = f"{n:_}"
        assert text[2] == "_"
    return text

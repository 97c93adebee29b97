# A space sign puts a space before a non-negative number and `-` before a negative one: the
# claim that every such text starts with a space fails for a negative number.
# expect: failed
# inputs: (-1,), (3,), (-999,), (0,)
def main(n: int) -> str:
    text = ""
    if -1000 < n < 1000:
        text = f"{n: 05}"
        assert text.startswith(" ")
    return text

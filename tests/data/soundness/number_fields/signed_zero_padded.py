# A `+` sign with `0` padding: the sign comes first, zeros fill the width after it.
# expect: proved
# inputs: (5,), (-5,), (0,), (123456,)
def main(n: int) -> str:
    text = ""
    if -9999 <= n <= 9999:
        text = f"{n:+06}"
        assert len(text) == 6 and text[0] in "+-" and text[1] == "0"
    return text

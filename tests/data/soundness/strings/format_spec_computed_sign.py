# A negative width makes the spec `-3`, a sign, which CPython refuses for text: `ValueError:
# Sign not allowed in string format specifier` (an int would take it).
# expect: failed
# inputs: ('a', 3), ('', 0), ('abc', -1), ('xy', 7)
def main(s: str, w: int) -> str:
    if w < -5 or w > 50:
        return s
    return f"{s:{w}}"

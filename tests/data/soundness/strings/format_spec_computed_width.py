# A width computed from a bounded int (`f"{s:>{w}}"`): every spec it makes is one CPython
# accepts for text, so the field cannot raise.
# expect: proved
# inputs: ('a', 3), ('', 0), ('abc', 80), ('xy', -4)
def main(s: str, w: int) -> str:
    w = max(0, min(w, 80))
    return f"{s:>{w}}|{s:{w}}"

# As sum_start_lists.py, but with text: `sum` refuses a str or bytes start (positional or
# `start=`) before it reads any item, so every run raises TypeError. Adding the items to the
# start one by one, as the list shortcuts did, would have proved it.
# expect: failed
# inputs: (0, 'a'), (3, ''), (-2, 'xyz'), (7, 'b')
def main(n: int, s: str) -> int:
    d = {s: s}
    if n > 0:
        return len(sum(d.values(), ""))
    if n < 0:
        return len(sum([b"x"], start=b""))
    return len(sum({s}, ""))

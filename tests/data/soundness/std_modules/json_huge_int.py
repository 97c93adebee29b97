# `json.dumps` writes an int as `int.__repr__` does, so past 4300 digits it raises
# `ValueError` as `str()` does.
# expect: failed
# inputs: (0,), (1,), (-1,), (7,)
import json


def main(n: int) -> int:
    text = json.dumps([10**5000] if n > 0 else [0])
    return len(text)

# As `json_huge_int.py`, but an int beyond 64 bits well under the 4300-digit limit: written.
# expect: proved
# inputs: (0,), (1,), (-1,), (7,)
import json


def main(n: int) -> int:
    text = json.dumps({"big": 10**30 if n > 0 else 0})
    assert text.startswith('{"big": ')
    return len(text)

# An IGNORECASE match on a symbolic string is not modelled: the prover must skip, not prove
# or refute (the assertion holds: `[^s]` only ever matches a single character).
# expect: skipped
# inputs: ('s',), ('\u017f',), ('x',), ('',), ('ab',)
import re


def main(s: str) -> int:
    assert re.fullmatch("[^s]", s, re.I) is None or len(s) == 1
    return 0

# The twin: claiming the dict kept a copy of the list is refuted.
# expect: failed
# inputs: (1,), (0,), (-3,), (10**20,)
def main(a: int) -> int:
    inner = [a]
    d = dict([["k", inner]])
    inner.append(a + 1)
    assert len(d["k"]) == 1
    return a

# A value that is itself a list keeps its identity in the dict: a change through the list is
# seen through the dict.
# expect: proved
# inputs: (1,), (0,), (-3,), (10**20,)
def main(a: int) -> int:
    inner = [a]
    d = dict([["k", inner]])
    inner.append(a + 1)
    assert d["k"] == [a, a + 1]
    return len(d["k"])

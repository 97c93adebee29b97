# `hash()` of tuples holding unknown text and ints: equal tuples hash alike within a run,
# whether built from the inputs or written out, and no hash is -1.
# expect: proved
# inputs: (0, ''), (3, 'a'), (-2, 'key'), (7, 'v1')
def main(n: int, name: str) -> int:
    key = (name, n)
    assert hash(key) == hash((name, n)) and hash(key) != -1
    if n == 3 and name == "a":
        assert hash(key) == hash(("a", 3))
        assert hash((key, True)) == hash((("a", 2 + 1), 1))
    table = {hash(key): n}
    return table[hash((name[:], n + 0))]

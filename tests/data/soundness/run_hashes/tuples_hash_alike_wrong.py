# As `tuples_hash_alike.py`, but tuples that differ in an item are claimed to hash alike,
# which CPython's hashes of different tuples practically never do.
# expect: failed
# inputs: (0, ''), (3, 'a'), (-2, 'key'), (7, 'v1')
def main(n: int, name: str) -> int:
    assert hash((name, n)) == hash((name, n + 1))
    return 0

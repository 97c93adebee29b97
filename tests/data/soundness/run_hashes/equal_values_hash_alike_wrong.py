# As `equal_values_hash_alike.py`, but two inputs that may differ are claimed to hash alike:
# for different strings CPython gives different hashes (a collision is astronomically rare).
# expect: failed
# inputs: ('a', 'b'), ('x', 'y'), ('key', 'value'), ('', 'v')
def main(name: str, other: str) -> int:
    h = hash(name + "-v1")
    assert h == hash(name + "-v1")
    assert hash(name) == hash(other)
    return 0

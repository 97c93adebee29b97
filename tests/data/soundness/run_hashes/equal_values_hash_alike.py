# `hash()` of text differs from one CPython run to the next, but within a run equal values
# hash alike, whether built from the input or written out, alone or inside a tuple, and no
# hash is -1; a dict keyed by hashes finds an equal key's entry.
# expect: proved
# inputs: ('',), ('ab',), ('v1',), ('key',)
def main(name: str) -> int:
    h = hash(name + "-v1")
    assert h == hash(name + "-v1")
    assert h != -1 and -(2**63) <= h < 2**63
    assert hash("order-" + "17") == hash("order-17")
    assert hash(("order", 17, None)) == hash(("order", 17.0, None))
    if name == "key":
        assert hash(name) == hash("key")
    buckets = {hash(name): name}
    assert buckets[hash(name[:])] == name
    return len(buckets)

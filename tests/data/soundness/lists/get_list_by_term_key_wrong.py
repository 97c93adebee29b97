# The twin of `get_list_by_term_key.py` claiming every key finds a one-item list: the key
# "b" finds two items, the default none.
# expect: failed
# inputs: ("a",), ("b",), ("zz",), ("",)
def main(k: str) -> int:
    graph = {"a": [("b", 1)], "b": [("a", 1), ("c", 2)]}
    out = graph.get(k, [])
    assert len(out) == 1
    return len(out)

# `d.get(k, [])` with a symbolic key over a dict of lists (values no one term holds): the
# list of the key `k` equals, else the default, each on a path of its own.
# expect: proved
# inputs: ("a",), ("b",), ("zz",), ("",)
def main(k: str) -> int:
    graph = {"a": [("b", 1)], "b": [("a", 1), ("c", 2)]}
    out = graph.get(k, [])
    if k == "a":
        assert out == [("b", 1)]
    elif k == "b":
        assert out[1] == ("c", 2)
    else:
        assert out == []
    out.append(("z", 0))
    assert len(graph["a"]) + len(graph["b"]) == 3 + (k in graph)
    return len(out)

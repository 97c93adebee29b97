from fnmatch import fnmatch, filter
from graphlib import TopologicalSorter
from collections import OrderedDict


def main() -> None:
    assert fnmatch("src/lib.rs", "src/*.rs")
    assert not fnmatch("README.MD", "*.md")
    assert filter(["a.py", "b.rs", "c.py"], "*.py") == ["a.py", "c.py"]
    order = list(TopologicalSorter({"test": ["build"], "build": ["fetch"]}).static_order())
    assert order == ["fetch", "build", "test"]
    od = OrderedDict.fromkeys("abc")
    od.move_to_end("a")
    assert list(od) == ["b", "c", "a"]

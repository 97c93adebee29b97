from graphlib import TopologicalSorter


def main() -> None:
    # Nodes come out in the order they became ready: "b" was added before "a", so it is
    # first, and this assertion is false.
    order = list(TopologicalSorter({"b": [], "a": []}).static_order())
    assert order == ["a", "b"]

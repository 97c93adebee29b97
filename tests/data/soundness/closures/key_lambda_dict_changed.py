# A key lambda over a dict changed between two sorts.
# expect: failed
# inputs: (0, 1), (5, 2), (-3, -3), (1, 0)
def main(a: int, b: int) -> int:
    weight = {"x": a, "y": b}
    order = sorted(["x", "y"], key=lambda k: weight[k])
    weight["x"] = b - 1
    again = sorted(["x", "y"], key=lambda k: weight[k])
    assert order[0] == "x" or a >= b
    assert again[0] == "x" or again[0] == "y"
    return 100 // (len(order[0]) + a - b)

"""`pprint` with `compact=True` at several widths, and `saferepr`/`isreadable`/`isrecursive`."""
import pprint


def main():
    data = list(range(30)) + ["alpha", "beta" * 5, (1, 2)]
    for width in (20, 40, 80):
        print(pprint.pformat(data, compact=True, width=width))
        print(pprint.pformat((tuple(range(15)), {"k": list(range(20))}), compact=True, width=width))
        print(pprint.pformat({1, 2, 3, 40, 50, 600, 7000}, compact=True, width=width))
    print(pprint.pformat([["x" * 10] * 6, "y" * 50] * 2, compact=True, width=30, indent=3))
    print(pprint.pformat([list(range(12))], compact=True, width=20, depth=2))
    pprint.pprint(frozenset(range(25)), compact=True, width=30)
    pprint.pp([10 ** 5] * 12, compact=True, width=45)
    print(pprint.PrettyPrinter(compact=True, width=10).pformat(list("abcdefgh")))
    print(pprint.saferepr({"b": [1, 2], "a": (3,)}), pprint.saferepr("x"), pprint.saferepr([]))
    print(pprint.isreadable([1, "a", (2.5, None)]), pprint.isreadable({"f": len}))
    print(pprint.isreadable({1, 2}), pprint.isreadable(float("nan")))
    loop = [1]
    loop.append(loop)
    print(pprint.isrecursive(loop), pprint.isrecursive([[1], [2]]), pprint.isreadable(loop), pprint.isrecursive({"a": {"b": []}}))


if __name__ == "__main__":
    main()

"""Raise the recursion limit before a deep recursive walk, as agents do, and check what
`sys.setrecursionlimit` refuses."""
import sys


def depth(tree, node):
    children = tree.get(node, [])
    return 1 + max((depth(tree, c) for c in children), default=0)


def main():
    print("default limit:", sys.getrecursionlimit())
    sys.setrecursionlimit(5000)
    print("raised to:", sys.getrecursionlimit())
    chain = {i: [i + 1] for i in range(300)}
    print("chain depth:", depth(chain, 0))
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10**4))
    print("now:", sys.getrecursionlimit())
    for bad in [2.5, "100", 0, -1, 2**40]:
        try:
            sys.setrecursionlimit(bad)
        except (TypeError, ValueError, OverflowError) as exc:
            print(f"{bad!r}: {type(exc).__name__}: {exc}")
    print("unchanged:", sys.getrecursionlimit())
    sys.setrecursionlimit(1000)


if __name__ == "__main__":
    main()

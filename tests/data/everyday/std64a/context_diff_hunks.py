"""Context diffs (`difflib.context_diff`) of edited lists of lines, beside the unified ones."""
import difflib

BEFORE = ["alpha\n", "beta\n", "gamma\n", "delta\n", "epsilon\n", "zeta\n", "eta\n", "theta\n", "iota\n", "kappa\n"]
AFTER = ["alpha\n", "BETA\n", "gamma\n", "delta\n", "epsilon\n", "zeta\n", "eta\n", "theta\n", "iota\n", "kappa\n", "lambda\n"]


def main():
    print("".join(difflib.context_diff(BEFORE, AFTER, fromfile="old.txt", tofile="new.txt")), end="")
    print("".join(difflib.context_diff(BEFORE, AFTER, "a", "b", "2024-01-01", "2024-01-02", n=1)), end="")
    print("".join(difflib.context_diff(BEFORE, BEFORE[2:], n=0)), end="")
    print("".join(difflib.context_diff(["x\n"], [], "a", "b")), end="")
    print("".join(difflib.context_diff([], ["y\n", "z\n"], "a", "b")), end="")
    print(list(difflib.context_diff(["same"], ["same"])), list(difflib.context_diff(["one"], ["two"], lineterm="")))
    print(list(difflib.context_diff("abc", "abd")))
    for bad in ((["a"], [1]), ([b"a"], ["b"])):
        try:
            list(difflib.context_diff(*bad))
        except TypeError as err:
            print("TypeError:", err)
    try:
        list(difflib.context_diff(["a"], ["b"], fromfile=3))
    except TypeError as err:
        print("TypeError:", err)


if __name__ == "__main__":
    main()

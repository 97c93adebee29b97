OLD = "alpha\nbeta\ngamma\ndelta\nepsilon"
NEW = "alpha\nBETA\ngamma\nzeta\nepsilon\neta"


def main() -> None:
    a = OLD.splitlines()
    b = NEW.splitlines()
    width = max(map(len, a + b))
    for i in range(max(len(a), len(b))):
        left = a[i] if i < len(a) else ""
        right = b[i] if i < len(b) else ""
        mark = " " if left == right else ("~" if left.lower() == right.lower() else "!")
        print(f"{i + 1:>2} {left.ljust(width)} {mark} {right}")
    print("only old:", sorted(set(a) - set(b)), "only new:", sorted(set(b) - set(a)))
    print("case-only changes:", [x for x, y in zip(a, b) if x != y and x.casefold() == y.casefold()])

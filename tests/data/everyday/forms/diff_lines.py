OLD = ["alpha", "beta", "gamma", "delta"]
NEW = ["alpha", "gamma", "delta", "epsilon"]


def diff(a, b):
    common = set(a) & set(b)
    for line in a:
        if line not in common:
            yield "-", line
    for line in b:
        yield ("+" if line not in common else " "), line


def main() -> None:
    for mark, line in diff(OLD, NEW):
        print(mark, line)
    changes = sum(1 for m, _ in diff(OLD, NEW) if m != " ")
    print("changes:", changes)

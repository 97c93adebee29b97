A = [1, 4, 9, 12]
B = [2, 3, 9, 20, 25]


def merge(xs, ys):
    i = j = 0
    while i < len(xs) and j < len(ys):
        if xs[i] <= ys[j]:
            yield xs[i]
            i += 1
        else:
            yield ys[j]
            j += 1
    yield from xs[i:]
    yield from ys[j:]


def main() -> None:
    merged = list(merge(A, B))
    print(merged)
    print(merged == sorted(A + B))
    print(list(merge([], B)), list(merge(A, [])))
    dupes = {x for x, y in zip(merged, merged[1:]) if x == y}
    print("duplicates:", dupes)

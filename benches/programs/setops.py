# Sets: membership, union, intersection, difference, set comprehensions.

N = 20000


def main() -> int:
    total = 0
    seen: set[int] = set()
    for i in range(N):
        v = (i * 37) % 5003
        if v in seen:
            total += 1
        else:
            seen.add(v)
    for r in range(20):
        a = {x for x in range(r, N, 3)}
        b = {x for x in range(r, N, 5)}
        both = a & b
        either = a | b
        only = a - b
        total += len(both) + len(either) % 1000 + len(only) % 100
        total += sum([1 for x in range(0, N, 7) if x in both])
    words = {w for w in "the quick brown fox jumps over the lazy dog again and again".split()}
    print(f"total {total} seen {len(seen)} words {len(words)}")
    return total

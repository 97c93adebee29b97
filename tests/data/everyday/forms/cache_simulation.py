ACCESSES = ["a", "b", "c", "a", "d", "b", "e", "a", "b", "c"]
CAPACITY = 3


def lru(accesses, capacity=CAPACITY):
    cache = []
    for key in accesses:
        if key in cache:
            cache.pop(cache.index(key))
            cache.append(key)
            yield key, "hit", list(cache)
            continue
        if len(cache) == capacity:
            del cache[0]
        cache.append(key)
        yield key, "miss", list(cache)


def main() -> None:
    hits = 0
    for key, result, state in lru(ACCESSES):
        hits += result == "hit"
        print(f"{key} {result:<4} {state}")
    print(f"hit rate {hits / len(ACCESSES):.0%}")
    print("bigger cache hits:", sum(r == "hit" for _, r, _ in lru(ACCESSES, capacity=4)))

# collections.Counter, itertools and heapq together.
import heapq
import itertools
from collections import Counter, defaultdict

def main() -> int:
    words = [f"w{(i * i) % 211}" for i in range(50000)]
    counts = Counter(words)
    top = counts.most_common(5)
    pairs = Counter(zip(words, words[1:]))
    groups = defaultdict(list)
    for k, g in itertools.groupby(sorted(words), key=lambda w: len(w)):
        groups[k].extend(g)
    heap = [(-c, w) for w, c in counts.items()]
    heapq.heapify(heap)
    best = [heapq.heappop(heap)[1] for _ in range(10)]
    acc = list(itertools.accumulate(range(1000)))
    combos = sum(1 for a, b in itertools.combinations(range(120), 2) if (a + b) % 7 == 0)
    print(top, len(pairs), {k: len(v) for k, v in groups.items()}, best[:3], acc[-1], combos)
    return combos

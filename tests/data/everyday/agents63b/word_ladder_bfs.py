"""Word ladders by breadth-first search over a wildcard-bucket graph."""
from collections import defaultdict, deque
from typing import Dict, List, Optional


class LadderError(ValueError):
    pass


WORDS = """cold cord card ward warm word worm wore core bore bare care cart dart wart
head heal teal tell tall tail hail mail main rain pain paid said sail seal""".split()


class Ladder:
    def __init__(self, words: List[str]):
        lengths = {len(w) for w in words}
        if len(lengths) != 1:
            raise LadderError(f"mixed word lengths {sorted(lengths)}")
        self.words = set(words)
        self.buckets: Dict[str, List[str]] = defaultdict(list)
        for w in sorted(self.words):
            for i in range(len(w)):
                self.buckets[w[:i] + "_" + w[i + 1:]].append(w)

    def neighbours(self, word: str):
        for i in range(len(word)):
            for other in self.buckets[word[:i] + "_" + word[i + 1:]]:
                if other != word:
                    yield other

    def solve(self, start: str, goal: str) -> Optional[List[str]]:
        for w in (start, goal):
            if w not in self.words:
                raise LadderError(f"{w!r} is not in the dictionary")
        parent: Dict[str, Optional[str]] = {start: None}
        queue = deque([start])
        while queue:
            word = queue.popleft()
            if word == goal:
                path = []
                node: Optional[str] = word
                while node is not None:
                    path.append(node)
                    node = parent[node]
                return path[::-1]
            for n in self.neighbours(word):
                if n not in parent:
                    parent[n] = word
                    queue.append(n)
        return None

    def component_sizes(self) -> List[int]:
        seen, sizes = set(), []
        for w in sorted(self.words):
            if w in seen:
                continue
            size, stack = 0, [w]
            seen.add(w)
            while stack:
                cur = stack.pop()
                size += 1
                for n in self.neighbours(cur):
                    if n not in seen:
                        seen.add(n)
                        stack.append(n)
            sizes.append(size)
        return sorted(sizes, reverse=True)


def main():
    ladder = Ladder(WORDS)
    for a, b in [("cold", "warm"), ("head", "tail"), ("bare", "dart"), ("cold", "mail"),
                 ("rain", "seal"), ("wore", "wore"), ("cold", "heat")]:
        try:
            path = ladder.solve(a, b)
        except LadderError as exc:
            print(f"{a}->{b}: error: {exc}")
            continue
        if path is None:
            print(f"{a}->{b}: unreachable")
        else:
            print(f"{a}->{b}: {len(path) - 1} steps: {' > '.join(path)}")
    print("components:", ladder.component_sizes())
    busiest = max(ladder.buckets.items(), key=lambda kv: (len(kv[1]), kv[0]))
    print("busiest bucket:", busiest)
    degree = {w: sum(1 for _ in ladder.neighbours(w)) for w in ladder.words}
    print(sorted(degree.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
    try:
        Ladder(["cat", "cart"])
    except LadderError as exc:
        print(type(exc).__name__, exc, isinstance(exc, ValueError))


if __name__ == "__main__":
    main()

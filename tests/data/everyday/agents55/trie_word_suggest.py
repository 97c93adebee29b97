"""Spell suggestion: a trie with counts plus edit-distance ranking."""
from collections import Counter
import re

CORPUS = """The quick brown fox jumps over the lazy dog. The dog sleeps; the fox
runs quickly through the quiet quarry, quite quietly. Quick thinking helps."""


class Node:
    __slots__ = ("children", "count")

    def __init__(self):
        self.children = {}
        self.count = 0


class Trie:
    def __init__(self, words=()):
        self.root = Node()
        for w in words:
            self.add(w)

    def add(self, word):
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, Node())
        node.count += 1

    def walk(self, node=None, prefix=""):
        node = node or self.root
        if node.count:
            yield prefix, node.count
        for ch in sorted(node.children):
            yield from self.walk(node.children[ch], prefix + ch)

    def complete(self, prefix):
        node = self.root
        for ch in prefix:
            if ch not in node.children:
                return []
            node = node.children[ch]
        return sorted(self.walk(node, prefix), key=lambda wc: (-wc[1], wc[0]))


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def main():
    words = re.findall(r"[a-z]+", CORPUS.lower())
    trie = Trie(words)
    counts = Counter(words)
    print(f"{len(words)} words, {len(counts)} distinct")
    for prefix in ["qu", "th", "z", "do"]:
        print(f"{prefix!r}: {trie.complete(prefix)[:4]}")
    for typo in ["quikc", "teh", "lazzy", "foxx"]:
        ranked = sorted(counts, key=lambda w: (edit_distance(typo, w), -counts[w], w))
        best = ranked[0]
        print(f"{typo} -> {best} (distance {edit_distance(typo, best)})")


if __name__ == "__main__":
    main()

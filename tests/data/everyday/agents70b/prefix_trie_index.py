"""A prefix trie with counts, deletion, iteration via yield from, and autocomplete ranking."""
from typing import Iterator, Optional


class Node:
    __slots__ = ("children", "count", "terminal")

    def __init__(self):
        self.children: dict[str, "Node"] = {}
        self.count = 0
        self.terminal = 0


class Trie:
    def __init__(self, words=()):
        self.root = Node()
        self._size = 0
        for w in words:
            self.insert(w)

    def insert(self, word: str) -> None:
        node = self.root
        node.count += 1
        for ch in word:
            node = node.children.setdefault(ch, Node())
            node.count += 1
        if node.terminal == 0:
            self._size += 1
        node.terminal += 1

    def _find(self, prefix: str) -> Optional[Node]:
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def __contains__(self, word: str) -> bool:
        node = self._find(word)
        return bool(node and node.terminal)

    def __len__(self) -> int:
        return self._size

    def count_prefix(self, prefix: str) -> int:
        node = self._find(prefix)
        return node.count if node else 0

    def _walk(self, node: Node, prefix: str) -> Iterator[tuple[str, int]]:
        if node.terminal:
            yield prefix, node.terminal
        for ch in sorted(node.children):
            yield from self._walk(node.children[ch], prefix + ch)

    def __iter__(self) -> Iterator[str]:
        for word, _ in self._walk(self.root, ""):
            yield word

    def complete(self, prefix: str, k: int = 3) -> list[str]:
        node = self._find(prefix)
        if node is None:
            return []
        found = list(self._walk(node, prefix))
        found.sort(key=lambda wf: (-wf[1], len(wf[0]), wf[0]))
        return [w for w, _ in found[:k]]

    def remove(self, word: str) -> bool:
        if word not in self:
            return False
        path = [self.root]
        for ch in word:
            path.append(path[-1].children[ch])
        path[-1].terminal -= 1
        if path[-1].terminal == 0:
            self._size -= 1
        for node in path:
            node.count -= 1
        for i in range(len(word), 0, -1):
            if path[i].count == 0:
                del path[i - 1].children[word[i - 1]]
        return True


def main():
    queries = "car cart care cart carbon cat car cattle dog dot door car cart do".split()
    trie = Trie(queries)
    print(len(trie), list(trie))
    for p in ("ca", "car", "do", "x", ""):
        print(f"{p!r}: count={trie.count_prefix(p)} top={trie.complete(p)}")
    print("cart" in trie, "ca" in trie, "dog" in trie)
    print(trie.remove("cart"), trie.remove("cart"), trie.remove("cart"), trie.remove("zebra"))
    print(trie.complete("car", 5), trie.count_prefix("cart"), len(trie))
    trie.remove("dog")
    print(sorted(trie.root.children["d"].children["o"].children), list(trie)[:4])
    return len(trie)


if __name__ == "__main__":
    main()

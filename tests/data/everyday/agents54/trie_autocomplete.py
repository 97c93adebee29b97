"""Autocomplete over a command vocabulary with a trie, ranking by frequency."""


class TrieNode:
    __slots__ = ("children", "count", "terminal")

    def __init__(self):
        self.children = {}
        self.count = 0
        self.terminal = False


class Trie:
    def __init__(self, words=()):
        self.root = TrieNode()
        self.size = 0
        for w in words:
            self.insert(w)

    def insert(self, word, weight=1):
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
        if not node.terminal:
            self.size += 1
        node.terminal = True
        node.count += weight

    def _find(self, prefix):
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def _walk(self, node, prefix):
        if node.terminal:
            yield prefix, node.count
        for ch in sorted(node.children):
            yield from self._walk(node.children[ch], prefix + ch)

    def complete(self, prefix, limit=3):
        node = self._find(prefix)
        if node is None:
            return []
        matches = sorted(self._walk(node, prefix), key=lambda wc: (-wc[1], wc[0]))
        return [w for w, _ in matches[:limit]]

    def __contains__(self, word):
        node = self._find(word)
        return bool(node and node.terminal)

    def __len__(self):
        return self.size

    def longest_common_prefix(self):
        node, prefix = self.root, ""
        while len(node.children) == 1 and not node.terminal:
            (ch, node), = node.children.items()
            prefix += ch
        return prefix


HISTORY = "git status,git commit,git checkout,git cherry-pick,git status,git stash,git status,git commit,grep,git stash pop,git checkout".split(",")


def main():
    trie = Trie()
    for cmd in HISTORY:
        trie.insert(cmd)
    print(len(trie), "distinct commands")
    for prefix in ["git s", "git c", "git ch", "gr", "svn", ""]:
        print(f"{prefix!r:>9}: {trie.complete(prefix)}")
    print("git stash" in trie, "git sta" in trie)
    sub = Trie(["interpolate", "interval", "internal", "interne"])
    print("common prefix:", sub.longest_common_prefix())
    try:
        TrieNode().extra = 1
    except AttributeError as e:
        print("slots:", type(e).__name__)


if __name__ == "__main__":
    main()

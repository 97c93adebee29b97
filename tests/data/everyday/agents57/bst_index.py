"""A binary search tree index for order ids: insert, delete, range queries and balance stats."""


class Node:
    __slots__ = ("key", "value", "left", "right")

    def __init__(self, key, value):
        self.key, self.value = key, value
        self.left = self.right = None


class BST:
    def __init__(self):
        self.root = None
        self.size = 0

    def __len__(self):
        return self.size

    def __contains__(self, key):
        return self._find(key) is not None

    def __getitem__(self, key):
        node = self._find(key)
        if node is None:
            raise KeyError(key)
        return node.value

    def __setitem__(self, key, value):
        self.root = self._insert(self.root, key, value)

    def __delitem__(self, key):
        if key not in self:
            raise KeyError(key)
        self.root = self._delete(self.root, key)
        self.size -= 1

    def __iter__(self):
        stack, node = [], self.root
        while stack or node:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            yield node.key
            node = node.right

    def _find(self, key):
        node = self.root
        while node and node.key != key:
            node = node.left if key < node.key else node.right
        return node

    def _insert(self, node, key, value):
        if node is None:
            self.size += 1
            return Node(key, value)
        if key < node.key:
            node.left = self._insert(node.left, key, value)
        elif key > node.key:
            node.right = self._insert(node.right, key, value)
        else:
            node.value = value
        return node

    def _delete(self, node, key):
        if key < node.key:
            node.left = self._delete(node.left, key)
        elif key > node.key:
            node.right = self._delete(node.right, key)
        else:
            if node.left is None:
                return node.right
            if node.right is None:
                return node.left
            succ = node.right
            while succ.left:
                succ = succ.left
            node.key, node.value = succ.key, succ.value
            node.right = self._delete(node.right, succ.key)
        return node

    def height(self, node=...):
        node = self.root if node is ... else node
        if node is None:
            return 0
        return 1 + max(self.height(node.left), self.height(node.right))

    def range(self, lo, hi):
        out = []

        def walk(n):
            if n is None:
                return
            if lo < n.key:
                walk(n.left)
            if lo <= n.key <= hi:
                out.append((n.key, n.value))
            if n.key < hi:
                walk(n.right)
        walk(self.root)
        return out


def main():
    index = BST()
    orders = [(5012, "pending"), (4990, "shipped"), (5100, "paid"), (5003, "paid"), (4800, "refunded"),
              (5050, "pending"), (5200, "shipped"), (5003, "shipped"), (4995, "paid")]
    for oid, status in orders:
        index[oid] = status
    print(len(index), "orders, height", index.height())
    print("in order:", list(index))
    print("5000..5100:", index.range(5000, 5100))
    del index[5012]
    del index[4800]
    print("after deletes:", list(index), "root", index.root.key, "height", index.height())
    print(5003 in index, index[5003], 5012 in index)
    try:
        del index[1]
    except KeyError as e:
        print("missing key", e)
    skewed = BST()
    for k in range(1, 9):
        skewed[k] = str(k)
    print("skewed height", skewed.height(), "vs ideal", len(skewed).bit_length())


if __name__ == "__main__":
    main()

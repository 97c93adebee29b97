"""A music playlist as a doubly linked list with iterator protocol and generator methods."""


class Node:
    __slots__ = ("song", "prev", "next")

    def __init__(self, song):
        self.song = song
        self.prev = self.next = None


class Playlist:
    def __init__(self, songs=()):
        self.head = self.tail = None
        self._size = 0
        for s in songs:
            self.append(s)

    def append(self, song):
        node = Node(song)
        if self.tail is None:
            self.head = self.tail = node
        else:
            node.prev, self.tail.next = self.tail, node
            self.tail = node
        self._size += 1

    def _find(self, song):
        node = self.head
        while node and node.song != song:
            node = node.next
        if node is None:
            raise ValueError(f"{song!r} not in playlist")
        return node

    def remove(self, song):
        node = self._find(song)
        if node.prev:
            node.prev.next = node.next
        else:
            self.head = node.next
        if node.next:
            node.next.prev = node.prev
        else:
            self.tail = node.prev
        self._size -= 1

    def move_to_front(self, song):
        self.remove(song)
        node = Node(song)
        node.next = self.head
        if self.head:
            self.head.prev = node
        self.head = node
        if self.tail is None:
            self.tail = node
        self._size += 1

    def __len__(self):
        return self._size

    def __iter__(self):
        node = self.head
        while node:
            yield node.song
            node = node.next

    def __reversed__(self):
        node = self.tail
        while node:
            yield node.song
            node = node.prev

    def __contains__(self, song):
        return any(s == song for s in self)

    def __getitem__(self, i):
        if i < 0:
            i += len(self)
        for k, s in enumerate(self):
            if k == i:
                return s
        raise IndexError("playlist index out of range")

    def shuffle_play(self, seed, count):
        order = list(self)
        state = seed
        for _ in range(count):
            state = (state * 1103515245 + 12345) % 2**31
            yield order[state % len(order)]

    def windows(self, size):
        buf = []
        for s in self:
            buf.append(s)
            if len(buf) == size:
                yield tuple(buf)
                buf.pop(0)

    def __repr__(self):
        return "Playlist(" + " <-> ".join(self) + ")"


class Repeat:
    """An explicit iterator class that loops over a playlist n times."""

    def __init__(self, playlist, times):
        self.items = list(playlist)
        self.total = len(self.items) * times
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= self.total:
            raise StopIteration
        song = self.items[self.i % len(self.items)]
        self.i += 1
        return song


def main():
    pl = Playlist(["intro", "blue", "green", "red", "outro"])
    print(pl, len(pl))
    pl.move_to_front("red")
    pl.remove("outro")
    pl.append("encore")
    print(list(pl), list(reversed(pl)))
    print(pl[0], pl[-1], "blue" in pl, "outro" in pl)
    print(list(pl.windows(3)))
    print(list(pl.shuffle_play(seed=7, count=6)))
    it = Repeat(pl, 2)
    print(next(it), next(it), list(it), list(it))
    for bad in [lambda: pl.remove("jazz"), lambda: pl[10]]:
        try:
            bad()
        except (ValueError, IndexError) as exc:
            print(type(exc).__name__, exc)
    empty = Playlist()
    print(list(empty), len(empty), repr(empty), sorted(pl, key=len))
    gen = pl.windows(2)
    print(next(gen), type(gen).__name__, iter(it) is it)


if __name__ == "__main__":
    main()

"""An in-memory key-value store with nested transactions and rollback on error."""


class TxError(Exception):
    pass


_MISSING = object()


class Store:
    def __init__(self):
        self.data = {}
        self._journal = []

    def __getitem__(self, key):
        return self.data[key]

    def __setitem__(self, key, value):
        if self._journal:
            self._journal[-1].append((key, self.data.get(key, _MISSING)))
        self.data[key] = value

    def __delitem__(self, key):
        if key not in self.data:
            raise KeyError(key)
        if self._journal:
            self._journal[-1].append((key, self.data[key]))
        del self.data[key]

    def __contains__(self, key):
        return key in self.data

    def __len__(self):
        return len(self.data)

    def begin(self):
        self._journal.append([])
        return self

    def commit(self):
        if not self._journal:
            raise TxError("no transaction to commit")
        done = self._journal.pop()
        if self._journal:
            self._journal[-1].extend(done)

    def rollback(self):
        if not self._journal:
            raise TxError("no transaction to roll back")
        for key, old in reversed(self._journal.pop()):
            if old is _MISSING:
                self.data.pop(key, None)
            else:
                self.data[key] = old

    @property
    def depth(self):
        return len(self._journal)

    def __enter__(self):
        return self.begin()

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.commit()
        else:
            self.rollback()
        return exc_type is not None and issubclass(exc_type, TxError)


def transfer(store, src, dst, amount):
    with store:
        store[src] = store[src] - amount
        store[dst] = store.data.get(dst, 0) + amount
        if store[src] < 0:
            raise TxError(f"{src} would go negative")


def main():
    s = Store()
    s["alice"], s["bob"] = 100, 20
    transfer(s, "alice", "bob", 30)
    transfer(s, "bob", "carol", 80)
    print(sorted(s.data.items()), s.depth)
    try:
        transfer(s, "dave", "bob", 1)
    except KeyError as exc:
        print("KeyError", exc, sorted(s.data.items()))
    with s:
        s["carol"] = 5
        with s:
            del s["bob"]
            s["eve"] = 1
            print("inner", sorted(s.data), s.depth)
        try:
            with s:
                s["alice"] = 0
                raise ValueError("abort inner")
        except ValueError as exc:
            print("inner aborted:", exc, s["alice"])
        print("outer", sorted(s.data.items()), s.depth)
    s.begin()
    s["zed"] = 26
    del s["eve"]
    s.rollback()
    print("after rollback", sorted(s.data.items()), "zed" in s, len(s))
    for op in (s.commit, s.rollback, lambda: s.__delitem__("nobody")):
        try:
            op()
        except (TxError, KeyError) as exc:
            print(type(exc).__name__, exc)


if __name__ == "__main__":
    main()

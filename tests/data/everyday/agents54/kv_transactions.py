"""An in-memory key-value store with nested transactions (BEGIN/ROLLBACK/COMMIT)."""

_MISSING = object()


class TransactionError(Exception):
    pass


class Store:
    def __init__(self):
        self.data = {}
        self.journal = []  # stack of {key: previous value or _MISSING}

    def set(self, key, value):
        self._remember(key)
        self.data[key] = value

    def delete(self, key):
        if key not in self.data:
            raise KeyError(key)
        self._remember(key)
        del self.data[key]

    def get(self, key, default=None):
        return self.data.get(key, default)

    def _remember(self, key):
        if self.journal and key not in self.journal[-1]:
            self.journal[-1][key] = self.data.get(key, _MISSING)

    def begin(self):
        self.journal.append({})

    def rollback(self):
        if not self.journal:
            raise TransactionError("no transaction")
        for key, old in self.journal.pop().items():
            if old is _MISSING:
                self.data.pop(key, None)
            else:
                self.data[key] = old

    def commit(self):
        if not self.journal:
            raise TransactionError("no transaction")
        top = self.journal.pop()
        if self.journal:
            for key, old in top.items():
                self.journal[-1].setdefault(key, old)

    def count(self, value):
        return sum(1 for v in self.data.values() if v == value)


def run(script):
    store = Store()
    for line in script.strip().splitlines():
        cmd, *args = line.split()
        method = getattr(store, cmd.lower())
        try:
            result = method(*args)
        except TransactionError as e:
            print(f"{line:<14} ! {e}")
            continue
        except KeyError as e:
            print(f"{line:<14} ! missing key {e}")
            continue
        if result is not None:
            print(f"{line:<14} = {result}")
    print("final:", dict(sorted(store.data.items())), "depth:", len(store.journal))


SCRIPT = """
SET a 10
SET b 10
COUNT 10
BEGIN
SET a 20
GET a
BEGIN
DELETE b
GET b
COUNT 10
ROLLBACK
GET b
SET c 30
COMMIT
GET a
GET c
ROLLBACK
DELETE zz
BEGIN
SET d 1
COMMIT
"""


def main():
    run(SCRIPT)


if __name__ == "__main__":
    main()

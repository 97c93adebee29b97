"""Group upload items into batches, each batch produced inside a transaction that commits when
the batch generator finishes, rolls back when an item is rejected, and can swallow a skip."""

JOURNAL = []


class SkipBatch(Exception):
    pass


class Transaction:
    def __init__(self, label, tolerant=False):
        self.label = label
        self.tolerant = tolerant

    def __enter__(self):
        JOURNAL.append(f"begin {self.label}")
        return self.label.upper()

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            JOURNAL.append(f"commit {self.label}")
            return False
        JOURNAL.append(f"rollback {self.label}: {exc_type.__name__} {exc}")
        return self.tolerant and issubclass(exc_type, SkipBatch)


def batches(items, size, tolerant=False):
    with Transaction("upload", tolerant) as tag, Transaction("audit"):
        chunk = []
        for item in items:
            if item is None:
                raise SkipBatch("empty item")
            if item < 0:
                raise ValueError(f"negative size {item}")
            chunk.append(item)
            if len(chunk) == size:
                yield tag, chunk
                chunk = []
            if sum(chunk) > 100:
                return
        if chunk:
            yield tag, chunk
    yield "after", []


def drain(label, items, size, tolerant=False):
    JOURNAL.clear()
    try:
        out = list(batches(items, size, tolerant))
        print(label, "->", out)
    except (ValueError, SkipBatch) as e:
        print(label, "-> failed:", type(e).__name__, e)
    print("  ", "; ".join(JOURNAL))


def main():
    drain("plain", [1, 2, 3, 4, 5], 2)
    drain("negative", [4, -1, 2], 2)
    drain("skip tolerated", [1, None, 3], 2, tolerant=True)
    drain("skip refused", [1, None, 3], 2)
    drain("early return", [60, 50, 7], 5)
    JOURNAL.clear()
    gen = batches([9, 8, 7, 6], 1)
    print(next(gen), next(gen))
    del gen
    print("  ", "; ".join(JOURNAL))
    return len(JOURNAL)

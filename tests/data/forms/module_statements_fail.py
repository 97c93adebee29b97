TABLE = {}
for i, name in enumerate(["a", "b", "c"]):
    TABLE[name] = (i + 1) * 10
del TABLE["c"]


def main(k: str) -> int:
    # "c" was deleted as the module loaded: a model that skipped the `del` would prove this.
    assert TABLE.get(k, 30) <= 20
    return TABLE.get(k, 0)

TABLE = {}
for i, name in enumerate(["a", "b", "c"]):
    TABLE[name] = (i + 1) * 10
del TABLE["c"]
TOTAL = 100
for value in TABLE.values():
    TOTAL -= value
if TOTAL > 50:
    TOTAL -= 40


def main(k: str) -> int:
    # TOTAL is 30 once the module has loaded: a model that kept its literal 100, or skipped
    # the loop, would prove this.
    assert TABLE.get(k, 0) * 2 < TOTAL
    return TABLE.get(k, 0)

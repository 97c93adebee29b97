# `dict(zip(names, row), key=value)`: the pairs first, then each keyword, replacing a name
# the pairs gave; the list in the row is the same object in the dict.
# expect: proved
# inputs: (0,), (5,), (-3,), (40,)


def main(n: int) -> int:
    row = [n, [n]]
    record = dict(zip(["id", "tags"], row), id=n + 1, source="csv")
    record["tags"].append(0)
    assert record["id"] == n + 1 and record["source"] == "csv"
    assert row[1] == [n, 0] and list(record) == ["id", "tags", "source"]
    return len(record)

def describe(value) -> str:
    if isinstance(value, bool):
        return "flag"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "text" if value else "empty text"
    if isinstance(value, (list, tuple, set)):
        return f"collection of {len(value)}"
    if isinstance(value, dict):
        return "mapping with keys " + ", ".join(sorted(map(str, value)))
    return "nothing" if value is None else "other"


def main() -> None:
    record = {"id": 7, "ok": True, "score": 9.5, "name": "probe", "tags": ["a", "b"], "pos": (1, 2), "meta": {"x": 1, "a": 2}, "note": "", "parent": None}
    for key, value in record.items():
        print(f"{key:<7} {describe(value)}")
    counts = {}
    for v in record.values():
        kind = describe(v).split()[0]
        counts[kind] = counts.get(kind, 0) + 1
    print(sorted(counts.items()))

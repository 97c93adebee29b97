# Building nested records and serialising with json.
import json

def main() -> int:
    records = []
    for i in range(6000):
        records.append({"id": i, "name": f"user{i}", "tags": [f"t{j}" for j in range(i % 5)],
                        "score": i * 0.5, "active": i % 3 == 0, "meta": {"a": i % 7, "b": None}})
    text = json.dumps(records)
    back = json.loads(text)
    active = sum(1 for r in back if r["active"])
    tags = sum(len(r["tags"]) for r in back)
    pretty = json.dumps(back[:50], indent=2, sort_keys=True)
    print(len(text), active, tags, len(pretty))
    return active

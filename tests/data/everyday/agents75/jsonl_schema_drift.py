import json
from collections import defaultdict, OrderedDict

EVENTS = """
{"id": 1, "user": "ana", "amount": 12.5, "tags": ["a"], "meta": {"ip": "10.0.0.1"}}
{"id": 2, "user": "li", "amount": 7, "tags": [], "meta": {"ip": "10.0.0.2", "ua": "curl"}}
{"id": "3", "user": "omar", "amount": null, "tags": ["b", "c"]}
{"id": 4, "user": null, "amount": "9.99", "tags": "d", "meta": {"ip": null}}
not json at all
{"id": 5, "user": "zoe", "amount": 1e3, "tags": ["e"], "meta": {}, "extra": true}
"""


def type_name(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    return {str: "string", list: "array", dict: "object"}[type(value)]


def walk(obj, prefix=""):
    for key, value in obj.items():
        path = f"{prefix}.{key}" if prefix else key
        yield path, type_name(value)
        if isinstance(value, dict):
            yield from walk(value, path)


def main():
    seen = defaultdict(OrderedDict)
    first_seen = {}
    bad_lines = []
    records = 0
    for line_no, line in enumerate(EVENTS.strip().splitlines(), 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            bad_lines.append((line_no, exc.msg, exc.pos))
            continue
        records += 1
        for path, kind in walk(obj):
            seen[path].setdefault(kind, []).append(line_no)
            first_seen.setdefault(path, line_no)
    print(f"{records} records, {len(bad_lines)} bad lines")
    for line_no, msg, pos in bad_lines:
        print(f"  line {line_no}: {msg} (char {pos})")
    report = {}
    for path in sorted(seen, key=lambda p: (first_seen[p], p)):
        kinds = seen[path]
        coverage = sum(len(v) for v in kinds.values()) / records
        drift = len([k for k in kinds if k != "null"]) > 1
        flag = "DRIFT" if drift else ""
        print(f"{path:<10} {coverage:>6.0%}  {' | '.join(f'{k}:{len(v)}' for k, v in kinds.items()):<32}{flag}")
        report[path] = {"types": list(kinds), "lines": sorted(set().union(*map(set, kinds.values())))}
    print(json.dumps({k: v for k, v in report.items() if len(v["types"]) > 1}, indent=1, separators=(",", ": ")))
    print(json.dumps(sorted(report), ensure_ascii=False))


if __name__ == "__main__":
    main()

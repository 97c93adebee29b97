"""Replay JSON-lines profile update events into final user profiles (deep merge)."""
import json
import copy
from typing import Any

EVENTS = r"""
{"ts": 1, "user": "u1", "op": "set", "data": {"name": "Ana", "prefs": {"lang": "pt", "theme": "light"}, "tags": ["beta"]}}
{"ts": 2, "user": "u2", "op": "set", "data": {"name": "Ben", "prefs": {"lang": "en"}}}
{"ts": 3, "user": "u1", "op": "merge", "data": {"prefs": {"theme": "dark", "tz": "Europe/Lisbon"}}}
{"ts": 4, "user": "u1", "op": "append", "data": {"tags": ["early-adopter", "beta"]}}
not json at all
{"ts": 5, "user": "u2", "op": "merge", "data": {"prefs": {"notifications": {"email": false, "sms": true}}}}
{"ts": 6, "user": "u3", "op": "merge", "data": {"name": "Cy"}}
{"ts": 7, "user": "u2", "op": "unset", "data": {"path": "prefs.notifications.sms"}}
{"ts": 8, "user": "u1", "op": "rename", "data": {}}
{"ts": 9, "user": "u2", "op": "merge", "data": {"name": "Benjamin", "score": 12.5, "note": "caf\u00e9 \u2615"}}
"""


def deep_merge(base: dict, patch: dict) -> dict:
    out = copy.deepcopy(base)
    for key, value in patch.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def unset(doc: dict, dotted: str) -> bool:
    *parents, leaf = dotted.split(".")
    node: Any = doc
    for part in parents:
        node = node.get(part)
        if not isinstance(node, dict):
            return False
    return node.pop(leaf, None) is not None


def main():
    profiles: dict[str, dict] = {}
    errors = []
    for lineno, line in enumerate(EVENTS.strip().splitlines(), 1):
        try:
            event = json.loads(line)
        except json.JSONDecodeError as exc:
            errors.append(f"line {lineno}: {exc.msg} (col {exc.colno})")
            continue
        user, op, data = event["user"], event["op"], event["data"]
        current = profiles.get(user, {})
        match op:
            case "set":
                profiles[user] = copy.deepcopy(data)
            case "merge":
                profiles[user] = deep_merge(current, data)
            case "append":
                for key, items in data.items():
                    existing = current.setdefault(key, [])
                    existing.extend(i for i in items if i not in existing)
                profiles[user] = current
            case "unset":
                removed = unset(current, data["path"])
                print(f"unset {data['path']} on {user}: {'removed' if removed else 'absent'}")
            case _:
                errors.append(f"line {lineno}: unknown op {op!r}")

    for user in sorted(profiles):
        print(f"== {user}")
        print(json.dumps(profiles[user], indent=2, sort_keys=True, ensure_ascii=False))
    print("errors:")
    for e in errors:
        print("  " + e)
    print(json.dumps(profiles["u2"], sort_keys=True))
    print(json.dumps({"ok": True, "n": len(profiles), "none": None, "ratio": 2 / 3}, separators=(",", ":")))
    print(json.dumps([1, [2, [3, {}]], []], indent="\t").replace("\t", "→"))
    return len(profiles)


if __name__ == "__main__":
    main()

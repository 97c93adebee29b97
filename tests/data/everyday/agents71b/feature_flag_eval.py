import hashlib
import json
from typing import Any

FLAGS_JSON = """
{
  "new-checkout": {
    "enabled": true,
    "rules": [
      {"attr": "country", "op": "in", "values": ["DE", "AT", "CH"], "serve": true},
      {"attr": "plan", "op": "eq", "value": "internal", "serve": true}
    ],
    "rollout": 30,
    "default": false
  },
  "dark-mode": {"enabled": true, "rules": [], "rollout": 100, "default": false},
  "legacy-export": {"enabled": false, "rules": [], "rollout": 0, "default": true},
  "search-v2": {
    "enabled": true,
    "rules": [{"attr": "app_version", "op": "gte", "value": "3.2.0", "serve": true},
              {"attr": "email", "op": "endswith", "value": "@beta.example.com", "serve": true}],
    "rollout": 0,
    "default": false
  }
}
"""


def bucket(flag: str, user_id: str) -> int:
    digest = hashlib.sha256(f"{flag}:{user_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 100


def version_tuple(v: str) -> tuple:
    return tuple(int(x) for x in v.split("."))


def rule_matches(rule: dict, ctx: dict[str, Any]) -> bool:
    value = ctx.get(rule["attr"])
    if value is None:
        return False
    match rule["op"]:
        case "eq":
            return value == rule["value"]
        case "in":
            return value in rule["values"]
        case "endswith":
            return str(value).endswith(rule["value"])
        case "gte":
            return version_tuple(value) >= version_tuple(rule["value"])
        case op:
            raise ValueError(f"unknown operator {op!r}")


def evaluate(flags: dict, name: str, ctx: dict) -> tuple[bool, str]:
    flag = flags.get(name)
    if flag is None:
        return False, "unknown flag"
    if not flag["enabled"]:
        return flag["default"], "disabled"
    for i, rule in enumerate(flag["rules"]):
        if rule_matches(rule, ctx):
            return rule["serve"], f"rule {i}"
    b = bucket(name, ctx["id"])
    if b < flag["rollout"]:
        return True, f"rollout (bucket {b})"
    return flag["default"], f"default (bucket {b})"


USERS = [
    {"id": "u-1001", "country": "DE", "plan": "pro", "app_version": "3.1.9"},
    {"id": "u-1002", "country": "US", "plan": "internal", "app_version": "3.2.1"},
    {"id": "u-1003", "country": "FR", "plan": "free", "email": "kim@beta.example.com"},
    {"id": "u-1004", "country": "US", "plan": "free", "app_version": "2.9.0"},
    {"id": "u-1005", "country": "BR", "plan": "pro", "app_version": "3.10.0"},
]


def main():
    flags = json.loads(FLAGS_JSON)
    names = list(flags) + ["ghost"]
    on_counts = dict.fromkeys(names, 0)
    for user in USERS:
        row = []
        for name in names:
            value, why = evaluate(flags, name, user)
            on_counts[name] += value
            row.append(f"{name}={'on' if value else 'off'}[{why}]")
        print(user["id"], "; ".join(row))
    print(json.dumps(on_counts, indent=2, sort_keys=True))
    buckets = [bucket("new-checkout", f"u-{i}") for i in range(2000)]
    share = sum(b < 30 for b in buckets) / len(buckets)
    print(f"30% rollout hits {share:.1%} of 2000 synthetic users")
    try:
        rule_matches({"attr": "plan", "op": "regex", "value": ".*"}, USERS[0])
    except ValueError as e:
        print("error:", e)
    return on_counts


if __name__ == "__main__":
    main()
